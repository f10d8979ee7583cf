#!/usr/bin/env python3
"""Synthetic tensor programs for the benchmarks, one shape per function below.

usage: bench/gen.py SHAPE N > input.mlir   (bench/gen.py --list: the shapes)

Every shape grows with N in one direction only, so that time and memory
against N show how a pass scales in that direction: op count in one function
(chain, graph, llm, call-chain, constants, add-chain, if-chain-mem,
if-chain-same-cond, slice-chain), function count (tiled, calls,
branchy), nesting depth (nest-if, nest-if-both, nest-for, nest-while, nest-region, nest-parallel,
nest-for-allocs, nest-forall), block count (block-chain, dead-blocks), loop-carried values (iter-rotate). Inputs are deterministic: the
same SHAPE and N give the same text.
"""
import random
import sys

VEC = "tensor<1024xf32>"
SQ = "tensor<64x64xf32>"
ELEMENTWISE = "#ew = affine_map<(d0, d1) -> (d0, d1)>"


def shape_chain(n):
    """One function: N tensor.insert ops, each on the previous result; every
    fourth step also reads the tensor it has just overwritten, so that the
    analysis must decide a copy there."""
    lines = [f"func.func @chain(%t0: {VEC}, %f: f32, %i: index, %j: index) -> ({VEC}, f32) {{",
             "  %sum0 = arith.constant 0.0 : f32"]
    sum_ = "%sum0"
    for k in range(n):
        lines.append(f"  %t{k + 1} = tensor.insert %f into %t{k}[%i] : {VEC}")
        if k % 4 == 3:
            lines.append(f"  %x{k} = tensor.extract %t{k}[%j] : {VEC}")
            lines.append(f"  %sum{k + 1} = arith.addf {sum_}, %x{k} : f32")
            sum_ = f"%sum{k + 1}"
    lines.append(f"  return %t{n}, {sum_} : {VEC}, f32")
    lines.append("}")
    return lines


def shape_tiled(n):
    """N functions, each a matmul tiled by two scf.for loops: slices of the
    operands, a fill and a matmul on the accumulator slice, insert_slice back."""
    m = "tensor<256x256xf32>"
    lines = []
    for k in range(n):
        lines += [
            f"func.func @tile{k}(%a: {m}, %b: {m}, %acc: {m}) -> {m} {{",
            "  %zero = arith.constant 0.0 : f32",
            "  %c0 = arith.constant 0 : index",
            "  %c32 = arith.constant 32 : index",
            "  %c256 = arith.constant 256 : index",
            f"  %rows = scf.for %i = %c0 to %c256 step %c32 iter_args(%r = %acc) -> ({m}) {{",
            f"    %cols = scf.for %j = %c0 to %c256 step %c32 iter_args(%c = %r) -> ({m}) {{",
            f"      %sa = tensor.extract_slice %a[%i, 0] [32, 256] [1, 1] : {m} to tensor<32x256xf32>",
            f"      %sb = tensor.extract_slice %b[0, %j] [256, 32] [1, 1] : {m} to tensor<256x32xf32>",
            f"      %sc = tensor.extract_slice %c[%i, %j] [32, 32] [1, 1] : {m} to tensor<32x32xf32>",
            "      %z = linalg.fill ins(%zero : f32) outs(%sc : tensor<32x32xf32>) -> tensor<32x32xf32>",
            "      %p = linalg.matmul ins(%sa, %sb : tensor<32x256xf32>, tensor<256x32xf32>)"
            " outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>",
            f"      %back = tensor.insert_slice %p into %c[%i, %j] [32, 32] [1, 1] : tensor<32x32xf32> into {m}",
            f"      scf.yield %back : {m}",
            "    }",
            f"    scf.yield %cols : {m}",
            "  }",
            f"  return %rows : {m}",
            "}",
        ]
    return lines


def shape_calls(n):
    """N functions in a chain: each writes one element of its argument and
    passes the result to the previous function (module-level analysis)."""
    t = "tensor<64xf32>"
    lines = []
    for k in range(n):
        lines.append(f"func.func @f{k}(%t: {t}, %f: f32, %i: index) -> {t} {{")
        lines.append(f"  %w = tensor.insert %f into %t[%i] : {t}")
        if k == 0:
            lines.append(f"  return %w : {t}")
        else:
            lines.append(f"  %r = call @f{k - 1}(%w, %f, %i) : ({t}, f32, index) -> {t}")
            lines.append(f"  return %r : {t}")
        lines.append("}")
    return lines


def shape_branchy(n):
    """N functions whose scf.if / scf.for / scf.if nest yields fresh tensors
    on some paths and the argument on others (deallocation has to decide
    ownership at every join)."""
    t = "tensor<?xf32>"
    lines = []
    for k in range(n):
        lines += [
            f"func.func @branch{k}(%p: i1, %q: i1, %n: index, %arg: {t}, %lo: index, %hi: index,"
            f" %step: index, %f: f32) -> {t} {{",
            "  %c0 = arith.constant 0 : index",
            f"  %fresh = tensor.empty(%n) : {t}",
            f"  %out = scf.if %p -> ({t}) {{",
            "    %gen = tensor.generate %n {",
            "    ^bb0(%x: index):",
            "      tensor.yield %f : f32",
            f"    }} : {t}",
            f"    scf.yield %gen : {t}",
            "  } else {",
            f"    %loop = scf.for %i = %lo to %hi step %step iter_args(%cur = %arg) -> ({t}) {{",
            f"      %pick = scf.if %q -> ({t}) {{",
            f"        %a = tensor.insert %f into %fresh[%i] : {t}",
            f"        scf.yield %a : {t}",
            "      } else {",
            f"        %b = tensor.insert %f into %cur[%c0] : {t}",
            f"        scf.yield %b : {t}",
            "      }",
            f"      scf.yield %pick : {t}",
            "    }",
            f"    scf.yield %loop : {t}",
            "  }",
            f"  return %out : {t}",
            "}",
        ]
    return lines


def generic(result, ins, out, body, maps="[#ew, #ew, #ew]", iters='"parallel", "parallel"',
            out_type=SQ, in_types=None):
    """A linalg.generic with one output; `body` maps the block argument names to
    the lines of its body (ending in the yielded value's name)."""
    in_types = in_types or [SQ] * len(ins)
    names = [f"%in{i}" for i in range(len(ins))] + ["%acc"]
    elem = ", ".join(f"{a}: f32" for a in names)
    lines = [f"  {result} = linalg.generic {{indexing_maps = {maps}, iterator_types = [{iters}]}}"
             f" ins({', '.join(ins)} : {', '.join(in_types)}) outs({out} : {out_type}) {{",
             f"  ^bb0({elem}):"]
    stmts, value = body(*names)
    lines += [f"    {s}" for s in stmts]
    lines.append(f"    linalg.yield {value} : f32")
    lines.append(f"  }} -> {out_type}")
    return lines


def binary(op):
    return lambda a, b, _acc: ([f"%r = arith.{op} {a}, {b} : f32"], "%r")


def shape_graph(n):
    """One function: a DAG of N elementwise linalg.generic ops, each on a fresh
    tensor.empty, as a lowered ML model looks. The first input is one of the
    last eight values, the second any earlier value (seeded by N)."""
    rng = random.Random(n)
    lines = [ELEMENTWISE, f"func.func @graph(%in_a: {SQ}, %in_b: {SQ}) -> {SQ} {{"]
    values = ["%in_a", "%in_b"]
    for k in range(n):
        near = values[len(values) - 1 - rng.randrange(min(len(values), 8))]
        far = values[rng.randrange(len(values))]
        lines.append(f"  %buf{k} = tensor.empty() : {SQ}")
        lines += generic(f"%node{k}", [near, far], f"%buf{k}", binary("mulf" if k % 2 == 0 else "addf"))
        values.append(f"%node{k}")
    lines.append(f"  return {values[-1]} : {SQ}")
    lines.append("}")
    return lines


def shape_llm(n):
    """One function: N transformer decoder layers over a 16-token, 64-wide
    activation, with the weights sliced from one packed argument and each
    layer's keys and values written in place into the cache arguments.
    mlir-opt 22's one-shot-bufferize grows far faster than linearly here."""
    seq, width, heads = 16, 64, 4
    act = f"tensor<{seq}x{width}xf32>"
    row = f"tensor<{seq}xf32>"
    wmat = f"tensor<{width}x{width}xf32>"
    packed = f"tensor<{n}x4x{width}x{width}xf32>"
    cache = f"tensor<{n}x{seq}x{width}xf32>"
    split = f"tensor<{seq}x{heads}x{width // heads}xf32>"
    lines = [ELEMENTWISE,
             "#rows = affine_map<(d0, d1) -> (d0)>",
             f"func.func @decoder(%x: {act}, %weights: {packed}, %keys: {cache}, %vals: {cache})"
             f" -> ({act}, {cache}, {cache}) {{",
             "  %zero = arith.constant 0.0 : f32",
             "  %lowest = arith.constant -3.4e38 : f32"]
    x, keys, vals = "%x", "%keys", "%vals"

    def matmul(layer, name, lhs, slot):
        p = f"%L{layer}{name}"
        lines.extend([
            f"  {p}_w = tensor.extract_slice %weights[{layer}, {slot}, 0, 0] [1, 1, {width}, {width}]"
            f" [1, 1, 1, 1] : {packed} to {wmat}",
            f"  {p}_e = tensor.empty() : {act}",
            f"  {p}_z = linalg.fill ins(%zero : f32) outs({p}_e : {act}) -> {act}",
            f"  {p} = linalg.matmul ins({lhs}, {p}_w : {act}, {wmat}) outs({p}_z : {act}) -> {act}",
        ])
        return p

    def reduce_rows(result, src, init_value, op):
        lines.append(f"  {result}_e = tensor.empty() : {row}")
        lines.append(f"  {result}_i = linalg.fill ins({init_value} : f32) outs({result}_e : {row}) -> {row}")
        lines.extend(generic(result, [src], f"{result}_i",
                             lambda a, acc: ([f"%r = arith.{op} {a}, {acc} : f32"], "%r"),
                             maps="[#ew, #rows]", iters='"parallel", "reduction"', out_type=row,
                             in_types=[act]))

    for layer in range(n):
        p = f"%L{layer}"
        q = matmul(layer, "q", x, 0)
        k = matmul(layer, "k", x, 1)
        v = matmul(layer, "v", x, 2)
        lines.append(f"  {p}kc = tensor.insert_slice {k} into {keys}[{layer}, 0, 0] [1, {seq}, {width}]"
                     f" [1, 1, 1] : {act} into {cache}")
        lines.append(f"  {p}vc = tensor.insert_slice {v} into {vals}[{layer}, 0, 0] [1, {seq}, {width}]"
                     f" [1, 1, 1] : {act} into {cache}")
        keys, vals = f"{p}kc", f"{p}vc"
        scores = matmul(layer, "s", q, 3)
        reduce_rows(f"{p}max", scores, "%lowest", "maximumf")
        lines.extend(generic(f"{p}exp", [scores, f"{p}max"], scores,
                             lambda a, m, _acc: ([f"%d = arith.subf {a}, {m} : f32", "%e = math.exp %d : f32"], "%e"),
                             maps="[#ew, #rows, #ew]", in_types=[act, row], out_type=act))
        reduce_rows(f"{p}sum", f"{p}exp", "%zero", "addf")
        lines.extend(generic(f"{p}prob", [f"{p}exp", f"{p}sum"], f"{p}exp",
                             lambda a, s, _acc: ([f"%d = arith.divf {a}, {s} : f32"], "%d"),
                             maps="[#ew, #rows, #ew]", in_types=[act, row], out_type=act))
        attn = matmul(layer, "o", f"{p}prob", 3)
        lines.extend(generic(f"{p}res", [attn, x], attn, binary("addf"), out_type=act, in_types=[act, act]))
        lines.append(f"  {p}split = tensor.expand_shape {p}res [[0], [1, 2]] output_shape"
                     f" [{seq}, {heads}, {width // heads}] : {act} into {split}")
        lines.append(f"  {p}merge = tensor.collapse_shape {p}split [[0], [1, 2]] : {split} into {act}")
        x = f"{p}merge"
    lines.append(f"  return {x}, {keys}, {vals} : {act}, {cache}, {cache}")
    lines.append("}")
    return lines


def nest(n, open_level, close_level, fresh=False):
    """One function with a nest of depth N around one tensor.insert. Lines are
    not indented (the input stays linear in N; printed output is not, since
    mlir-opt's format indents each level). `open_level(d, cur)` returns the
    lines opening level d around tensor `cur` and the tensor visible inside;
    `close_level(d, cur)` the lines closing it, `%r{d+1}` being its body's
    result and `cur` the tensor that was visible outside. With `fresh`, the
    insert goes into a new tensor instead of the one visible inside."""
    t = "tensor<8xf32>"
    lines = [f"func.func @nest(%t: {t}, %c: i1, %f: f32, %i: index, %lo: index, %hi: index,"
             f" %step: index) -> {t} {{"]
    outside = []
    cur = "%t"
    for d in range(n):
        opened, inner = open_level(d, cur, t)
        lines += opened
        outside.append(cur)
        cur = inner
    if fresh:
        lines.append(f"%fresh = tensor.empty() : {t}")
        cur = "%fresh"
    lines.append(f"%r{n} = tensor.insert %f into {cur}[%i] : {t}")
    for d in reversed(range(n)):
        lines += close_level(d, outside[d], t)
    lines.append(f"return %r0 : {t}")
    lines.append("}")
    return lines


def shape_nest_if(n):
    """scf.if nest: each level yields its child's result or the tensor it was given."""
    return nest(n,
                lambda d, cur, t: ([f"%r{d} = scf.if %c -> ({t}) {{"], cur),
                lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "} else {", f"scf.yield {cur} : {t}", "}"])


def shape_nest_if_both(n):
    """scf.if nest writing in both branches: its child's result, or an insert into the given tensor."""
    return nest(n,
                lambda d, cur, t: ([f"%r{d} = scf.if %c -> ({t}) {{"], cur),
                lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "} else {",
                                   f"%e{d} = tensor.insert %f into {cur}[%i] : {t}",
                                   f"scf.yield %e{d} : {t}", "}"])


def shape_nest_for(n):
    """scf.for nest: each level carries the tensor as an iter_arg."""
    return nest(n,
                lambda d, cur, t: ([f"%r{d} = scf.for %k{d} = %lo to %hi step %step"
                                    f" iter_args(%it{d} = {cur}) -> ({t}) {{"], f"%it{d}"),
                lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "}"])


def open_for_level(d, cur, t):
    return ([f"%r{d} = scf.for %k{d} = %lo to %hi step %step"
             f" iter_args(%it{d} = {cur}) -> ({t}) {{"], f"%it{d}")


def shape_nest_for_fresh(n):
    """scf.for nest whose innermost level yields a new tensor, so that every level's
    buffer type joins a new allocation with the function's argument
    (allow-return-allocs-from-loops)."""
    return nest(n, open_for_level, lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "}"], fresh=True)


def shape_nest_for_read_outer(n):
    """scf.for nest where each level, after its inner loop, reads its own iter_arg and
    writes it into the inner loop's result: every level's init is copied."""
    return nest(n, open_for_level,
                lambda d, cur, t: [f"%x{d} = tensor.extract %it{d}[%i] : {t}",
                                   f"%y{d} = tensor.insert %x{d} into %r{d + 1}[%i] : {t}",
                                   f"scf.yield %y{d} : {t}", "}"])


def shape_while_wide(n):
    """One scf.while carrying N new tensors; each iteration writes each and yields them
    rotated by one, so no result is equivalent to its iter_arg
    (allow-return-allocs-from-loops)."""
    t = "tensor<8xf32>"
    ts = ", ".join([t] * n)
    lines = [f"func.func @wide(%f: f32, %c: i1, %i: index) -> {t} {{"]
    lines += [f"%e{k} = tensor.empty() : {t}" for k in range(n)]
    inits = ", ".join(f"%a{k} = %e{k}" for k in range(n))
    lines.append(f"%r:{n} = scf.while ({inits}) : ({ts}) -> ({ts}) {{")
    lines.append("scf.condition(%c) " + ", ".join(f"%a{k}" for k in range(n)) + f" : {ts}")
    lines.append("} do {")
    lines.append("^bb0(" + ", ".join(f"%b{k}: {t}" for k in range(n)) + "):")
    lines += [f"%w{k} = tensor.insert %f into %b{k}[%i] : {t}" for k in range(n)]
    lines.append("scf.yield " + ", ".join(f"%w{(k + 1) % n}" for k in range(n)) + f" : {ts}")
    lines.append("}")
    lines.append(f"return %r#0 : {t}")
    lines.append("}")
    return lines


def shape_nest_while(n):
    """scf.while nest: each level carries the tensor through both regions."""
    return nest(n,
                lambda d, cur, t: ([f"%r{d} = scf.while (%w{d} = {cur}) : ({t}) -> {t} {{",
                                    f"scf.condition(%c) %w{d} : {t}",
                                    "} do {",
                                    f"^bb0(%b{d}: {t}):"], f"%b{d}"),
                lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "}"])


def swap_nest(n, open_level, close_level):
    """One function with a nest of depth N carrying two tensors, each level
    passing up the two results of the level below swapped, around one
    tensor.insert into the first. `open_level(d, a, b)` returns the lines
    opening level d on the tensors `a` and `b` and the two visible inside;
    `close_level(d, x, y)` the lines closing it, `x, y` being what it yields."""
    t = "tensor<8xf32>"
    lines = [f"func.func @nest(%t: {t}, %u: {t}, %c: i1, %f: f32, %i: index, %lo: index,"
             f" %hi: index, %st: index) -> ({t}, {t}) {{"]
    a, b = "%t", "%u"
    for d in range(n):
        opened, (a, b) = open_level(d, a, b, t)
        lines += opened
    lines.append(f"%v = tensor.insert %f into {a}[%i] : {t}")
    x, y = "%v", b
    for d in reversed(range(n)):
        lines += close_level(d, y, x, t)
        x, y = f"%r{d}#0", f"%r{d}#1"
    lines.append(f"return {x}, {y} : {t}, {t}")
    lines.append("}")
    return lines


def shape_nest_for_if_swap(n):
    """scf.for nest carrying two tensors, each level's body an scf.if that
    yields the loop below's results swapped, or the iter_args as they are:
    no iter_arg is equivalent to its init, so each level copies both, and an
    scf.if joins a copy with a function argument (exponential in depth in
    the buffer types, as in mlir-opt 22)."""
    return swap_nest(
        n,
        lambda d, a, b, t: ([f"%r{d}:2 = scf.for %k{d} = %lo to %hi step %st"
                             f" iter_args(%a{d} = {a}, %b{d} = {b}) -> ({t}, {t}) {{",
                             f"%s{d}:2 = scf.if %c -> ({t}, {t}) {{"], (f"%a{d}", f"%b{d}")),
        lambda d, x, y, t: [f"scf.yield {x}, {y} : {t}, {t}", "} else {",
                            f"scf.yield %a{d}, %b{d} : {t}, {t}", "}",
                            f"scf.yield %s{d}#0, %s{d}#1 : {t}, {t}", "}"])


def shape_nest_for_if_outer(n):
    """scf.for nest carrying two tensors, the first a new tensor.empty at each
    level, each level's scf.if yielding the loop below's results swapped, or
    the function's tensor and its second iter_arg: every level's alias set
    spans the nest below it (the loops' copy decisions: cubic in depth)."""
    def open_level(d, a, b, t):
        return ([f"%e{d} = tensor.empty() : {t}",
                 f"%r{d}:2 = scf.for %k{d} = %lo to %hi step %st"
                 f" iter_args(%a{d} = %e{d}, %b{d} = {b}) -> ({t}, {t}) {{",
                 f"%s{d}:2 = scf.if %c -> ({t}, {t}) {{"], (f"%a{d}", f"%b{d}"))
    return swap_nest(n, open_level,
                     lambda d, x, y, t: [f"scf.yield {x}, {y} : {t}, {t}", "} else {",
                                         f"scf.yield %t, %b{d} : {t}, {t}", "}",
                                         f"scf.yield %s{d}#0, %s{d}#1 : {t}, {t}", "}"])


def shape_nest_while_empty(n):
    """scf.while nest carrying two tensors, a new tensor.empty and the one
    given, each level yielding the results of the loop below swapped (the
    buffer types: exponential in depth, as in mlir-opt 22)."""
    def open_level(d, a, b, t):
        return ([f"%e{d} = tensor.empty() : {t}",
                 f"%r{d}:2 = scf.while (%w{d} = %e{d}, %x{d} = {b}) : ({t}, {t}) -> ({t}, {t}) {{",
                 f"scf.condition(%c) %w{d}, %x{d} : {t}, {t}",
                 "} do {",
                 f"^bb0(%a{d}: {t}, %b{d}: {t}):"], (f"%a{d}", f"%b{d}"))
    return swap_nest(n, open_level, lambda d, x, y, t: [f"scf.yield {x}, {y} : {t}, {t}", "}"])


def shape_nest_region(n):
    """scf.execute_region nest: each level yields its child's result."""
    return nest(n,
                lambda d, cur, t: ([f"%r{d} = scf.execute_region -> {t} {{"], cur),
                lambda d, cur, t: [f"scf.yield %r{d + 1} : {t}", "}"])


def shape_call_chain(n):
    """One function calling a layer function N times, each on the previous result.

    The deallocation steps see N buffers that may each alias all earlier ones."""
    t = "tensor<?xf32>"
    lines = [f"func.func @layer(%t: {t}, %v: f32) -> {t} {{",
             "  %c0 = arith.constant 0 : index",
             f"  %r = tensor.insert %v into %t[%c0] : {t}",
             f"  return %r : {t}",
             "}",
             f"func.func @model(%t0: {t}, %v: f32) -> {t} {{"]
    for k in range(n):
        lines.append(f"  %t{k + 1} = call @layer(%t{k}, %v) : ({t}, f32) -> {t}")
    lines += [f"  return %t{n} : {t}", "}"]
    return lines


def shape_block_chain(n):
    """One function of N blocks in a row: a dominator tree N deep.

    Each block stores to a buffer and branches to the next."""
    lines = ["func.func @blocks(%v: f32) -> f32 {",
             "  %c0 = arith.constant 0 : index",
             "  %a = memref.alloc() : memref<8xf32>",
             "  cf.br ^bb0"]
    for k in range(n):
        lines += [f"^bb{k}:", "  memref.store %v, %a[%c0] : memref<8xf32>", f"  cf.br ^bb{k + 1}"]
    lines += [f"^bb{n}:",
              "  %r = memref.load %a[%c0] : memref<8xf32>",
              "  memref.dealloc %a : memref<8xf32>",
              "  return %r : f32",
              "}"]
    return lines


def shape_dead_blocks(n):
    """A chain of N blocks with an unreachable block after each: canonicalize
    erases the N dead blocks from the middle of the region."""
    ty = "memref<8xf32>"
    lines = [f"func.func @blocks(%v: f32, %a: {ty}) {{",
             "  %c0 = arith.constant 0 : index",
             "  cf.br ^bb0"]
    for k in range(n):
        for label in (f"bb{k}", f"dead{k}"):
            lines += [f"^{label}:", f"  memref.store %v, %a[%c0] : {ty}", f"  cf.br ^bb{k + 1}"]
    lines += [f"^bb{n}:", "  return", "}"]
    return lines


def shape_nest_forall(n):
    """scf.forall nested N deep, each level's shared output the level above's,
    one insert at the bottom and a parallel_insert_slice at every level."""
    t = "tensor<64xf32>"
    lines = [f"func.func @nest(%t: {t}, %v: f32) -> {t} {{",
             "  %c0 = arith.constant 0 : index"]
    shared = "%t"
    for k in range(n):
        lines.append(f"  %r{k} = scf.forall (%i{k}) in (1) shared_outs(%o{k} = {shared}) -> ({t}) {{")
        shared = f"%o{k}"
    lines.append(f"  %in = tensor.insert %v into {shared}[%c0] : {t}")
    for k in reversed(range(n)):
        inner = "%in" if k == n - 1 else f"%r{k + 1}"
        lines += ["  scf.forall.in_parallel {",
                  f"  tensor.parallel_insert_slice {inner} into %o{k}[0] [64] [1] : {t} into {t}",
                  "  }", "  }"]
    lines += [f"  return %r0 : {t}", "}"]
    return lines


def shape_constants(n):
    """One function reading N distinct dense tensor constants: N globals."""
    lines = ["func.func @constants(%i: index) -> f32 {", "  %s0 = arith.constant 0.0 : f32"]
    for k in range(n):
        lines += [f"  %c{k} = arith.constant dense<[{k}.0, 1.0]> : tensor<2xf32>",
                  f"  %e{k} = tensor.extract %c{k}[%i] : tensor<2xf32>",
                  f"  %s{k + 1} = arith.addf %s{k}, %e{k} : f32"]
    lines += [f"  return %s{n} : f32", "}"]
    return lines


def shape_iter_rotate(n):
    """One scf.for with N iter_args, each yielding its neighbour's value (a
    cycle through all of them); every init is a different tensor."""
    ty = "tensor<8xf32>"
    lines = [f"func.func @rotate(%n: index) -> {ty} {{",
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index"]
    lines += [f"  %e{k} = tensor.empty() : {ty}" for k in range(n)]
    inits = ", ".join(f"%a{k} = %e{k}" for k in range(n))
    types = ", ".join([ty] * n)
    lines.append(f"  %r:{n} = scf.for %i = %c0 to %n step %c1 iter_args({inits}) -> ({types}) {{")
    lines.append("    scf.yield " + ", ".join(f"%a{(k + 1) % n}" for k in range(n)) + f" : {types}")
    lines += ["  }", f"  return %r#0 : {ty}", "}"]
    return lines


def shape_nest_parallel(n):
    """scf.parallel nest of depth N (no inits) around a buffer stored into and
    copied out: canonicalize merges it into one loop of N dimensions."""
    lines = ["func.func @nest(%m: memref<8xf32>, %v: f32) {",
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index",
             "  %c8 = arith.constant 8 : index"]
    lines += [f"  scf.parallel (%i{k}) = (%c0) to (%c8) step (%c1) {{" for k in range(n)]
    lines += ["  %a = memref.alloc() : memref<8xf32>",
              "  memref.store %v, %a[%c0] : memref<8xf32>",
              "  memref.copy %a, %m : memref<8xf32> to memref<8xf32>"]
    lines += ["  scf.reduce", "  }"] * n
    lines += ["  return", "}"]
    return lines


def shape_add_chain(n):
    """N additions of the constant 1 in a row, starting from an argument:
    canonicalize folds each pair into one addition, fusing their locations."""
    lines = ["func.func @adds(%x: index) -> index {", "  %one = arith.constant 1 : index"]
    prev = "%x"
    for k in range(n):
        lines.append(f"  %s{k} = arith.addi {prev}, %one : index")
        prev = f"%s{k}"
    lines += [f"  return {prev} : index", "}"]
    return lines


def shape_if_chain_mem(n):
    """N scf.if in a row, each yielding a new buffer or the one before it:
    every buffer may alias the ones after it."""
    ty = "memref<8xf32>"
    lines = [f"func.func @ifs(%m: {ty}, %v: f32, %c: i1) -> {ty} {{",
             "  %c0 = arith.constant 0 : index"]
    prev = "%m"
    for k in range(n):
        lines += [f"  %r{k} = scf.if %c -> ({ty}) {{",
                  f"    %a{k} = memref.alloc() : {ty}",
                  f"    memref.store %v, %a{k}[%c0] : {ty}",
                  f"    scf.yield %a{k} : {ty}",
                  "  } else {",
                  f"    scf.yield {prev} : {ty}",
                  "  }"]
        prev = f"%r{k}"
    lines += [f"  return {prev} : {ty}", "}"]
    return lines


def shape_if_chain_same_cond(n):
    """N scf.if in a row on one condition, each adding to the value the one
    before it yields: canonicalize combines them into one scf.if."""
    lines = ["func.func @ifs(%x: i32, %c: i1) -> i32 {"]
    prev = "%x"
    for k in range(n):
        lines += [f"  %r{k} = scf.if %c -> (i32) {{",
                  f"    %a{k} = arith.addi {prev}, {prev} : i32",
                  f"    scf.yield %a{k} : i32",
                  "  } else {",
                  f"    %m{k} = arith.muli {prev}, {prev} : i32",
                  f"    scf.yield %m{k} : i32",
                  "  }"]
        prev = f"%r{k}"
    lines += [f"  return {prev} : i32", "}"]
    return lines


def shape_nest_for_allocs(n):
    """scf.for nest of depth N with a buffer allocated, written and copied out
    at every level: buffer-loop-hoisting moves each out of its loops."""
    ty = "memref<8xf32>"
    lines = [f"func.func @nest(%m: {ty}, %v: f32) {{",
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index",
             "  %c8 = arith.constant 8 : index"]
    for k in range(n):
        lines += [f"  scf.for %i{k} = %c0 to %c8 step %c1 {{",
                  f"  %a{k} = memref.alloc() : {ty}",
                  f"  memref.store %v, %a{k}[%c0] : {ty}",
                  f"  memref.copy %a{k}, %m : {ty} to {ty}"]
    lines += ["  }"] * n
    lines += ["  return", "}"]
    return lines


def shape_nested_tuple(n):
    """A function argument of type tuple<tuple<...>> nested N deep."""
    return [f"func.func private @deep(%x: {'tuple<' * n}i32{'>' * n})"]


def shape_nested_dict(n):
    """A function attribute {a = {a = ...}} nested N deep."""
    return [f"func.func private @deep() attributes {{d = {'{a = ' * n}0 : i32{'}' * n}}}"]


def shape_wide_dict(n):
    """A function with N attributes in its dictionary."""
    entries = ", ".join(f"a{k} = {k} : i32" for k in range(n))
    return [f"func.func private @wide() attributes {{{entries}}}"]


def shape_callsite_loc(n):
    """A return whose location is a call chain inlined N deep."""
    loc = 'callsite("f" at ' * n + '"model.py":1:1' + ")" * n
    return ["func.func @inlined() {", f"  return loc({loc})", "}"]


def shape_affine_sum(n):
    """An affine map whose result is a flat sum of N floordiv terms."""
    terms = " + ".join(f"d0 * {k + 2} floordiv {k + 3}" for k in range(n))
    return [f"#sum = affine_map<(d0) -> ({terms})>",
            "func.func private @sum() attributes {m = #sum}"]


def shape_many_callers(n):
    """N functions, each calling one leaf function that inserts into its tensor."""
    t = "tensor<?xf32>"
    lines = [f"func.func @leaf(%t: {t}, %v: f32) -> {t} {{",
             "  %c0 = arith.constant 0 : index",
             f"  %r = tensor.insert %v into %t[%c0] : {t}",
             f"  return %r : {t}",
             "}"]
    for k in range(n):
        lines += [f"func.func @f{k}(%t: {t}, %v: f32) -> {t} {{",
                  f"  %r = call @leaf(%t, %v) : ({t}, f32) -> {t}",
                  f"  return %r : {t}",
                  "}"]
    return lines


def shape_slice_chain(n):
    """One function: N tensor.extract_slice ops, each of the one before, an
    insert into the last, and N tensor.insert_slice ops back up the chain."""
    t = "tensor<?xf32>"
    lines = [f"func.func @slices(%t: {t}, %v: f32) -> {t} {{",
             "  %c0 = arith.constant 0 : index",
             f"  %n = tensor.dim %t, %c0 : {t}"]
    sliced = ["%t"] + [f"%s{k}" for k in range(n)]
    for k in range(n):
        lines.append(f"  %s{k} = tensor.extract_slice {sliced[k]}[0] [%n] [1] : {t} to {t}")
    lines.append(f"  %u{n} = tensor.insert %v into {sliced[n]}[%c0] : {t}")
    for k in reversed(range(n)):
        lines.append(f"  %u{k} = tensor.insert_slice %u{k + 1} into {sliced[k]}[0] [%n] [1]"
                     f" : {t} into {t}")
    lines.append(f"  return %u0 : {t}")
    lines.append("}")
    return lines


SHAPES = {name[len("shape_"):].replace("_", "-"): fn
          for name, fn in globals().items() if name.startswith("shape_")}


def main(argv):
    if len(argv) == 2 and argv[1] == "--list":
        for name, fn in SHAPES.items():
            print(f"{name:12} {fn.__doc__.splitlines()[0]}")
        return 0
    if len(argv) != 3 or argv[1] not in SHAPES or not argv[2].isdigit():
        sys.stderr.write(f"usage: {argv[0]} SHAPE N  (shapes: {' '.join(SHAPES)})\n")
        return 2
    out = sys.stdout
    for line in SHAPES[argv[1]](int(argv[2])):
        out.write(line)
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
