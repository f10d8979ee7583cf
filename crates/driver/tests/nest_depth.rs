//! The buffer types of nested loops cost work linear in the nesting depth.
//!
//! MLIR's `getBufferType` recursion, followed literally, recomputes a loop's
//! init value at every level of a nest (nested `scf.for` grow about 10x per
//! 4 levels, nested `scf.while` 8x per doubling). The rewrite's memo of
//! stack-independent types removes that cost. The bound is on the count of
//! buffer-type steps (`bufferize::rewrite::buffer_type_steps`), not on time,
//! so that a slow or loaded machine cannot make it fail or pass; the depths
//! are small enough that even the exponential finishes in seconds, so a
//! regression fails here instead of hanging.
//!
//! The deallocation pipeline's greedy driver runs (canonicalize and the
//! deallocation simplification) are bounded the same way, by
//! `transforms::canonicalize::greedy_steps`: worklist pops, the ancestor walks
//! of notifications and of the constant folder, and nested-effect walks; cse's
//! dead-op test by `transforms::cse::dead_check_steps`.
//!
//! The in-place analysis is bounded by `bufferize::analysis::conflict_steps`
//! (read/write pairs checked and the ancestor steps of their rules): a nest
//! of `scf.if` that writes the function's tensor in every else branch gives
//! every pair of levels a read and a write in exclusive regions, which the
//! analysis must rule out in bulk instead of pair by pair.
//!
//! One test function only: the step counters are per process, and tests of
//! one binary run on parallel threads.

use bufopt::transforms::canonicalize;
use bufopt::{Module, Pipeline};

/// The tensor type every level carries.
const T: &str = "tensor<8xf32>";

/// One `tensor.insert` under `depth` nested loops or branches of `kind`,
/// each level carrying the tensor it was given to the level below and
/// passing up what that level gives back (`if-both`: each else branch
/// passes up an insert into the function's tensor; `for-fresh`: the insert
/// goes into a new tensor, so each level's buffer type joins a new
/// allocation with the function's argument; `for-read-outer`: each level
/// reads its own iter_arg after its inner loop and writes the value into
/// that loop's result, so every level's init is a copy).
fn nest(kind: &str, depth: usize) -> String {
    let mut s = format!(
        "func.func @nest(%t: {T}, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> {T} {{\n"
    );
    let mut carried = "%t".to_string();
    for d in 0..depth {
        match kind {
            "for" | "for-fresh" | "for-read-outer" => s.push_str(&format!(
                "%r{d} = scf.for %k{d} = %lo to %hi step %st iter_args(%a{d} = {carried}) -> ({T}) {{\n"
            )),
            "while" => s.push_str(&format!(
                "%r{d} = scf.while (%w{d} = {carried}) : ({T}) -> {T} {{\nscf.condition(%c) %w{d} : {T}\n}} do {{\n^bb0(%a{d}: {T}):\n"
            )),
            "if" | "if-both" => s.push_str(&format!("%r{d} = scf.if %c -> ({T}) {{\n")),
            "region" => s.push_str(&format!("%r{d} = scf.execute_region -> {T} {{\n")),
            _ => unreachable!("unknown nest kind {kind}"),
        }
        if kind != "if" && kind != "if-both" && kind != "region" {
            carried = format!("%a{d}");
        }
    }
    if kind == "for-fresh" {
        s.push_str(&format!("%fresh = tensor.empty() : {T}\n"));
        carried = "%fresh".to_string();
    }
    s.push_str(&format!(
        "%r{depth} = tensor.insert %f into {carried}[%i] : {T}\n"
    ));
    for d in (0..depth).rev() {
        if kind == "for-read-outer" {
            s.push_str(&format!(
                "%x{d} = tensor.extract %a{d}[%i] : {T}\n%y{d} = tensor.insert %x{d} into %r{}[%i] : {T}\nscf.yield %y{d} : {T}\n",
                d + 1
            ));
        } else {
            s.push_str(&format!("scf.yield %r{} : {T}\n", d + 1));
        }
        if kind == "if" {
            s.push_str(&format!("}} else {{\nscf.yield %t : {T}\n"));
        }
        if kind == "if-both" {
            s.push_str(&format!(
                "}} else {{\n%e{d} = tensor.insert %f into %t[%i] : {T}\nscf.yield %e{d} : {T}\n"
            ));
        }
        s.push_str("}\n");
    }
    s.push_str(&format!("return %r0 : {T}\n}}\n"));
    s
}

/// The buffer-type steps One-Shot Bufferize takes on a nest.
fn steps(kind: &str, depth: usize, flags: &[&str]) -> u64 {
    let mut m = Module::parse(&nest(kind, depth)).expect("the nest parses");
    let pipeline = Pipeline::from_flags(flags).expect("known flags");
    let before = bufopt::bufferize::rewrite::buffer_type_steps();
    pipeline.run(&mut m).expect("the nest bufferizes");
    let after = bufopt::bufferize::rewrite::buffer_type_steps();
    assert_eq!(
        m.print()
            .matches(&format!(
                "scf.{} ",
                kind.split('-')
                    .next()
                    .unwrap_or(kind)
                    .replace("region", "execute_region")
            ))
            .count(),
        depth,
        "the nest stays (no deallocation pipeline to fold it)"
    );
    after - before
}

/// One `scf.while` carrying `width` new tensors, each written in the body
/// and yielded one place further on (no result equivalent to its iter_arg).
fn wide_while(width: usize) -> String {
    let ts = vec![T; width].join(", ");
    let mut s = format!("func.func @wide(%f: f32, %c: i1, %i: index) -> {T} {{\n");
    let mut inits = Vec::new();
    for k in 0..width {
        s.push_str(&format!("%e{k} = tensor.empty() : {T}\n"));
        inits.push(format!("%a{k} = %e{k}"));
    }
    let each = |f: &dyn Fn(usize) -> String| (0..width).map(f).collect::<Vec<_>>().join(", ");
    s.push_str(&format!(
        "%r:{width} = scf.while ({}) : ({ts}) -> ({ts}) {{\n",
        inits.join(", ")
    ));
    s.push_str(&format!(
        "scf.condition(%c) {} : {ts}\n}} do {{\n",
        each(&|k| format!("%a{k}"))
    ));
    s.push_str(&format!("^bb0({}):\n", each(&|k| format!("%b{k}: {T}"))));
    for k in 0..width {
        s.push_str(&format!("%w{k} = tensor.insert %f into %b{k}[%i] : {T}\n"));
    }
    s.push_str(&format!(
        "scf.yield {} : {ts}\n}}\n",
        each(&|k| format!("%w{}", (k + 1) % width))
    ));
    s.push_str(&format!("return %r#0 : {T}\n}}\n"));
    s
}

/// The buffer-type steps One-Shot Bufferize takes on `wide_while(width)`.
fn wide_steps(width: usize) -> u64 {
    let mut m = Module::parse(&wide_while(width)).expect("the loop parses");
    let pipeline = Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
    ])
    .expect("known flags");
    let before = bufopt::bufferize::rewrite::buffer_type_steps();
    pipeline.run(&mut m).expect("the loop bufferizes");
    let after = bufopt::bufferize::rewrite::buffer_type_steps();
    after - before
}

/// Each copy of a wide loop's iter_arg took its memory space from a walk of
/// the whole loop (every iter_arg reaches every other through the rotated
/// yield): quadratic in the width until the memo kept the spaces it proved.
fn buffer_type_work_grows_linearly_with_loop_width() {
    let (small, large) = (wide_steps(100), wide_steps(200));
    assert!(small > 0, "no buffer-type step counted");
    assert!(
        large <= 3 * small,
        "{small} steps at width 100, {large} at width 200"
    );
}

/// What the greedy driver's counter `count` (of `canonicalize`: steps,
/// pops, use moves) gains over the bufferization and deallocation pipeline
/// on a nest.
fn greedy_work(kind: &str, depth: usize, count: fn() -> u64) -> u64 {
    greedy_work_on(&nest(kind, depth), count)
}

/// [`greedy_work`] on any input.
fn greedy_work_on(input: &str, count: fn() -> u64) -> u64 {
    let mut m = Module::parse(input).expect("the nest parses");
    let pipeline = Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
        "-buffer-deallocation-pipeline",
    ])
    .expect("known flags");
    let before = count();
    pipeline
        .run(&mut m)
        .expect("the nest bufferizes and deallocates");
    count() - before
}

/// mlir-opt's driver revisits every enclosing loop after each rewrite deep
/// in a nest (depth²/2 pops); bufopt keeps the loops known to match nothing
/// as one deferred run (`canonicalize::worklist`), so its pops grow with the
/// depth alone.
fn greedy_pops_grow_linearly_with_nesting_depth() {
    for kind in ["for", "while"] {
        assert_about_linear(&format!("{kind}: pops"), 40, |d| {
            greedy_work(kind, d, canonicalize::greedy_pops)
        });
    }
}

/// Each level's fold in a loop nest replaces a value used at every level
/// below, so depth²/2 uses change (see the use moves below). The notifications of those
/// users must not cost a step each: an ancestor walk for every user of a
/// replaced value, or a walk of the whole nest for effects at every
/// revisit, made the pipeline cubic (`nest-for 400` 4.2 s); a notification
/// per user kept it quadratic. The users' coverage carried from one level's
/// replacement to the next (`Rewriter::replace_all_uses`) makes the driver's
/// steps grow with the depth alone.
fn greedy_work_grows_linearly_with_nesting_depth() {
    for kind in ["for", "while", "if", "region"] {
        assert_about_linear(&format!("{kind}: greedy steps"), 40, |d| {
            greedy_work(kind, d, canonicalize::greedy_steps)
        });
    }
}

/// The depth²/2 uses a loop nest's folds replace, one level at a time,
/// were relinked one by one: the last quadratic part of the pipeline on
/// `for` and `while` nests (more than half its time at depth 4000). A list
/// whose entries are all covered now moves whole (`Context::forward_all_uses`),
/// the uses an earlier replacement moved as one entry.
fn uses_moved_grow_linearly_with_nesting_depth() {
    for kind in ["for", "while", "if", "region"] {
        assert_about_linear(&format!("{kind}: use moves"), 40, |d| {
            greedy_work(kind, d, canonicalize::greedy_use_moves)
        });
    }
}

/// The steps of `-canonicalize -cse` (greedy-driver steps, with the
/// constant folder's walks to the region a constant is hoisted to, and
/// cse's dead-op nested-effect steps) on a loop nest the deallocation
/// pipeline has folded and given ownership indicators: every level holds
/// its own constants and nothing left to fold.
fn tail_steps(kind: &str, depth: usize) -> u64 {
    let mut m = Module::parse(&nest(kind, depth)).expect("the nest parses");
    Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
        "-canonicalize",
        "-ownership-based-buffer-deallocation",
    ])
    .expect("known flags")
    .run(&mut m)
    .expect("the nest bufferizes and gets ownership");
    let tail = Pipeline::from_flags(&["-canonicalize", "-cse"]).expect("known flags");
    let before = bufopt::transforms::canonicalize::greedy_steps()
        + bufopt::transforms::cse::dead_check_steps();
    tail.run(&mut m).expect("canonicalize and cse run");
    let after = bufopt::transforms::canonicalize::greedy_steps()
        + bufopt::transforms::cse::dead_check_steps();
    after - before
}

/// Once the loops are folded, the later canonicalize and cse runs of the
/// pipeline are linear in the depth: the constant folder hoisted every
/// level's constants by walking up to the function (quadratic), and cse
/// asked for each loop without results whether its whole nest is free of
/// effects, walking down to the innermost store (quadratic).
fn pipeline_tail_work_grows_linearly_with_nesting_depth() {
    for kind in ["for", "while"] {
        assert_about_linear(&format!("{kind}: tail"), 40, |d| tail_steps(kind, d));
    }
}

/// `scf.forall` nested `depth` deep, each level's shared output the level
/// above's, with one insert at the bottom and a `parallel_insert_slice` at
/// every level.
fn forall_nest(depth: usize) -> String {
    let mut s = format!("func.func @nest(%t: {T}, %f: f32, %i: index) -> {T} {{\n");
    let mut shared = "%t".to_string();
    for d in 0..depth {
        s.push_str(&format!(
            "%r{d} = scf.forall (%k{d}) in (1) shared_outs(%o{d} = {shared}) -> ({T}) {{\n"
        ));
        shared = format!("%o{d}");
    }
    s.push_str(&format!("%in = tensor.insert %f into {shared}[%i] : {T}\n"));
    for d in (0..depth).rev() {
        let inner = if d + 1 == depth {
            "%in".to_string()
        } else {
            format!("%r{}", d + 1)
        };
        s.push_str(&format!(
            "scf.forall.in_parallel {{\ntensor.parallel_insert_slice {inner} into %o{d}[0] [8] [1] : {T} into {T}\n}}\n}}\n"
        ));
    }
    s.push_str(&format!("return %r0 : {T}\n}}\n"));
    s
}

/// The rewrite of each `parallel_insert_slice` (the last op of its block,
/// but no terminator) dropped the memo of proven buffer types, so the next
/// level out walked the whole chain of shared outputs again: quadratic.
fn buffer_type_work_grows_linearly_with_forall_depth() {
    let steps = |depth: usize| {
        let mut m = Module::parse(&forall_nest(depth)).expect("the nest parses");
        let pipeline = Pipeline::from_flags(&["-one-shot-bufferize=bufferize-function-boundaries"])
            .expect("known flags");
        let before = bufopt::bufferize::rewrite::buffer_type_steps();
        pipeline.run(&mut m).expect("the nest bufferizes");
        let after = bufopt::bufferize::rewrite::buffer_type_steps();
        assert_eq!(m.print().matches("scf.forall ").count(), depth);
        after - before
    };
    assert_about_linear("forall", 100, steps);
}

/// A nest of `depth` loops carrying two tensors, each level passing up the
/// results of the level below swapped (`gen.py nest-for-if-swap`,
/// `nest-for-if-outer` and `nest-while-empty`): `for-if` puts an `scf.if`
/// in each `scf.for` that yields them or the iter_args as they are;
/// `for-if-outer` starts each level's first tensor as a new `tensor.empty`
/// and its else branch yields the function's tensor and the second
/// iter_arg; `while-empty` starts each `scf.while` level's first tensor as
/// a new `tensor.empty`.
fn swap_nest(kind: &str, depth: usize) -> String {
    let mut s = format!(
        "func.func @nest(%t: {T}, %u: {T}, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> ({T}, {T}) {{\n"
    );
    let mut b = "%u".to_string();
    let mut a = "%t".to_string();
    for d in 0..depth {
        if kind == "for-if-outer" {
            s.push_str(&format!("%e{d} = tensor.empty() : {T}\n"));
            a = format!("%e{d}");
        }
        if kind.starts_with("for-if") {
            s.push_str(&format!(
                "%r{d}:2 = scf.for %k{d} = %lo to %hi step %st iter_args(%a{d} = {a}, %b{d} = {b}) -> ({T}, {T}) {{\n%s{d}:2 = scf.if %c -> ({T}, {T}) {{\n"
            ));
        } else {
            s.push_str(&format!(
                "%e{d} = tensor.empty() : {T}\n%r{d}:2 = scf.while (%w{d} = %e{d}, %x{d} = {b}) : ({T}, {T}) -> ({T}, {T}) {{\nscf.condition(%c) %w{d}, %x{d} : {T}, {T}\n}} do {{\n^bb0(%a{d}: {T}, %b{d}: {T}):\n"
            ));
        }
        (a, b) = (format!("%a{d}"), format!("%b{d}"));
    }
    s.push_str(&format!("%v = tensor.insert %f into {a}[%i] : {T}\n"));
    let (mut x, mut y) = ("%v".to_string(), b);
    for d in (0..depth).rev() {
        s.push_str(&format!("scf.yield {y}, {x} : {T}, {T}\n"));
        if kind.starts_with("for-if") {
            let other = if kind == "for-if" {
                format!("%a{d}")
            } else {
                "%t".to_string()
            };
            s.push_str(&format!(
                "}} else {{\nscf.yield {other}, %b{d} : {T}, {T}\n}}\nscf.yield %s{d}#0, %s{d}#1 : {T}, {T}\n"
            ));
        }
        s.push_str("}\n");
        (x, y) = (format!("%r{d}#0"), format!("%r{d}#1"));
    }
    s.push_str(&format!("return {x}, {y} : {T}, {T}\n}}\n"));
    s
}

/// The buffer types of nests that swap their tensors at each level: no
/// iter_arg is equivalent to its init, so each level copies them, and the
/// recursion (MLIR's, which mlir-opt 22 follows) asks each level's two
/// values again through the swaps: 3x (for-if) or 1.6x (while-empty) more
/// work per level before the memo proved the joins of `scf.if` and answered
/// the rewrite's queries whose cycles the stack decides.
fn buffer_type_work_grows_linearly_with_swapping_nests() {
    for (kind, depth) in [("for-if", 5), ("for-if-outer", 5), ("while-empty", 8)] {
        let steps = |depth| {
            let mut m = Module::parse(&swap_nest(kind, depth)).expect("the nest parses");
            let pipeline = Pipeline::from_flags(&[
                "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
            ])
            .expect("known flags");
            let before = bufopt::bufferize::rewrite::buffer_type_steps();
            pipeline.run(&mut m).expect("the nest bufferizes");
            bufopt::bufferize::rewrite::buffer_type_steps() - before
        };
        assert_about_linear(kind, depth, steps);
    }
}

/// The worklist pops of the deallocation pipeline's last canonicalize (after
/// the lowering and cse) on a swapping nest: every rewrite deep in it
/// revisits the enclosing ops, and the `scf.if` at the top of the nest had
/// no revisit key, so the clean path that defers the revisits of the loops
/// below it as one run stopped there (depth²/2 pops; 179,116 at depth 200).
fn swap_nest_tail_pops(kind: &str, depth: usize) -> u64 {
    let mut m = Module::parse(&swap_nest(kind, depth)).expect("the nest parses");
    Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
        "-canonicalize",
        "-ownership-based-buffer-deallocation",
        "-canonicalize",
        "-buffer-deallocation-simplification",
        "-bufferization-lower-deallocations",
        "-cse",
    ])
    .expect("known flags")
    .run(&mut m)
    .expect("the nest bufferizes and deallocates");
    let tail = Pipeline::from_flags(&["-canonicalize"]).expect("known flags");
    let before = bufopt::transforms::canonicalize::greedy_pops();
    tail.run(&mut m).expect("canonicalize runs");
    bufopt::transforms::canonicalize::greedy_pops() - before
}

fn greedy_pops_grow_linearly_with_swapping_nests_and_their_ifs() {
    for kind in ["for-if", "for-if-outer"] {
        assert_about_linear(&format!("{kind}: tail pops"), 40, |d| {
            swap_nest_tail_pops(kind, d)
        });
    }
}

/// The pops of the whole pipeline on the swapping nests. The first
/// canonicalize inlines each `scf.if` of a known condition where it stood
/// (`RemoveStaticCondition`): its ops land in the block of their old
/// parent's parent, which the touch log took for a move across the nest
/// ("everything touched", the clean path dropped: `while-empty` took 8,566
/// pops at depth 40 and 21,826 at 80, 4x per doubling further up). Only
/// the old parent loses what moved there.
fn greedy_pops_of_the_pipeline_grow_linearly_with_swapping_nests() {
    for kind in ["for-if", "for-if-outer", "while-empty"] {
        assert_about_linear(&format!("{kind}: pipeline pops"), 40, |d| {
            greedy_work_on(&swap_nest(kind, d), canonicalize::greedy_pops)
        });
    }
}

/// Checks that `steps` at twice `depth` are about twice those at `depth`
/// (at most 2.5x: quadratic work would take 4x).
fn assert_about_linear(what: &str, depth: usize, steps: impl Fn(usize) -> u64) {
    let small = steps(depth);
    let large = steps(2 * depth);
    assert!(small > 0, "{what}: no step counted");
    assert!(
        large as f64 <= 2.5 * small as f64,
        "{what}: {small} steps at depth {depth}, {large} at depth {}",
        2 * depth
    );
}

/// A nest of `scf.if` (or `scf.execute_region` for `region`) on buffers
/// that yields an allocation made at the bottom; each `scf.if` yields the
/// function's buffer in its else branch.
fn buffer_nest(kind: &str, depth: usize) -> String {
    let m = "memref<8xf32>";
    let mut s = format!("func.func @f(%m: {m}, %c: i1, %v: f32) -> {m} {{\n");
    s.push_str("%c0 = arith.constant 0 : index\n");
    for d in 0..depth {
        match kind {
            "if" => s.push_str(&format!("%r{d} = scf.if %c -> ({m}) {{\n")),
            _ => s.push_str(&format!("%r{d} = scf.execute_region -> {m} {{\n")),
        }
    }
    s.push_str(&format!(
        "%a = memref.alloc() : {m}\nmemref.store %v, %a[%c0] : {m}\nscf.yield %a : {m}\n"
    ));
    for d in (0..depth).rev() {
        if kind == "if" {
            s.push_str(&format!("}} else {{\nscf.yield %m : {m}\n"));
        }
        s.push_str("}\n");
        if d > 0 {
            s.push_str(&format!("scf.yield %r{d} : {m}\n"));
        }
    }
    s.push_str(&format!("return %r0 : {m}\n}}\n"));
    s
}

/// The greedy-driver steps of the ownership-based deallocation steps on a
/// buffer nest.
fn buffer_nest_steps(kind: &str, depth: usize) -> u64 {
    let mut m = Module::parse(&buffer_nest(kind, depth)).expect("the nest parses");
    let pipeline = Pipeline::from_flags(&[
        "-ownership-based-buffer-deallocation",
        "-buffer-deallocation-simplification",
        "-bufferization-lower-deallocations",
        "-canonicalize",
    ])
    .expect("known flags");
    let before = bufopt::transforms::canonicalize::greedy_steps();
    pipeline.run(&mut m).expect("the nest deallocates");
    bufopt::transforms::canonicalize::greedy_steps() - before
}

/// The deallocation simplification makes a constant at every level of a
/// buffer nest. Each used to walk up the whole nest to queue its ancestors
/// (present already): every pop, and every move or erasure of an op
/// without regions, ended what the walks had learned. Now only ops with
/// regions leaving the worklist or moving end it, and the walks are linear
/// in the depth.
fn deallocation_of_buffer_nests_grows_linearly_with_nesting_depth() {
    for kind in ["if", "region"] {
        assert_about_linear(&format!("{kind}: greedy"), 60, |d| {
            buffer_nest_steps(kind, d)
        });
    }
}

/// The nested-effect steps of `-canonicalize` on a nest of `affine.if`
/// (each simplified in place, outermost first) over an allocation and a
/// store: each rewrite re-queues the enclosing ops, whose dead-op checks
/// walked down the whole nest again (depth² steps) until the answer "not
/// free" outlived the rewrites that cannot change it.
fn affine_if_nest_effect_steps(depth: usize) -> u64 {
    let mut s = String::from(
        "#set = affine_set<(d0) : (d0 >= 0)>\nfunc.func @f(%m: memref<8xf32>, %v: f32, %x: index) {\n",
    );
    for _ in 0..depth {
        s.push_str("affine.if #set(%x) {\n");
    }
    s.push_str("%a = memref.alloc() : memref<8xf32>\naffine.store %v, %a[0] : memref<8xf32>\n");
    s.push_str("memref.copy %a, %m : memref<8xf32> to memref<8xf32>\n");
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("return\n}\n");
    let mut m = Module::parse(&s).expect("the nest parses");
    let pipeline = Pipeline::from_flags(&["-canonicalize"]).expect("known flags");
    let before = bufopt::transforms::canonicalize::nested_effect_steps();
    pipeline.run(&mut m).expect("canonicalize runs");
    let after = bufopt::transforms::canonicalize::nested_effect_steps();
    assert_eq!(
        m.print().matches("affine.if").count(),
        depth,
        "the nest stays"
    );
    after - before
}

fn nested_effect_checks_grow_linearly_with_nesting_depth() {
    assert_about_linear("affine.if: nested-effect", 60, affine_if_nest_effect_steps);
}

/// The origin-query steps (`dealloc::origin::origin_steps`) of the
/// bufferization and deallocation pipeline on a nest.
fn origin_steps(kind: &str, depth: usize) -> u64 {
    pipeline_origin_steps(&nest(kind, depth))
}

/// The origin-query steps of the bufferization and deallocation pipeline
/// on `input`.
fn pipeline_origin_steps(input: &str) -> u64 {
    let mut m = Module::parse(input).expect("the input parses");
    let pipeline = Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
        "-buffer-deallocation-pipeline",
    ])
    .expect("known flags");
    let before = bufopt::dealloc::origin::origin_steps();
    pipeline
        .run(&mut m)
        .expect("the input bufferizes and deallocates");
    bufopt::dealloc::origin::origin_steps() - before
}

/// A loop nest whose levels each copy their iter_arg gives every level a
/// dealloc of the iter_arg, the copy and the loop below, whose origin sets
/// are each as large as the nest below: materializing and intersecting
/// them was quadratic in the depth. The questions the simplification asks
/// there are answered by a direct dependency edge or the nesting heuristic.
fn deallocation_simplification_of_loop_nests_grows_linearly_with_nesting_depth() {
    assert_about_linear("for-read-outer: origin", 40, |d| {
        origin_steps("for-read-outer", d)
    });
}

/// The origin-query steps of the bufferization and deallocation pipeline
/// on `wide_while(width)`.
fn wide_origin_steps(width: usize) -> u64 {
    pipeline_origin_steps(&wide_while(width))
}

/// The deallocs in a wide loop's regions have as many memrefs as retained
/// values, every pair distinct: asking each retained value about each
/// memref was quadratic in the width.
fn deallocation_simplification_of_wide_loops_grows_linearly_with_width() {
    let (small, large) = (wide_origin_steps(100), wide_origin_steps(200));
    assert!(small > 0, "no origin step counted");
    assert!(
        large as f64 <= 2.5 * small as f64,
        "{small} steps at width 100, {large} at width 200"
    );
}

/// The origin-query steps of the bufferization and deallocation pipeline
/// on one function calling a tensor function `calls` times in a chain.
fn call_chain_origin_steps(calls: usize) -> u64 {
    let mut s = format!(
        "func.func @layer(%t: {T}, %v: f32) -> {T} {{\n%c0 = arith.constant 0 : index\n\
         %r = tensor.insert %v into %t[%c0] : {T}\nreturn %r : {T}\n}}\n\
         func.func @model(%t0: {T}, %v: f32) -> {T} {{\n"
    );
    for k in 1..=calls {
        s.push_str(&format!(
            "%t{k} = call @layer(%t{}, %v) : ({T}, f32) -> {T}\n",
            k - 1
        ));
    }
    s.push_str(&format!("return %t{calls} : {T}\n}}\n"));
    pipeline_origin_steps(&s)
}

/// The k-th result of a call chain may originate from every earlier one:
/// listing each memref's origins in the alias index of the function's
/// dealloc was quadratic in time and memory.
fn deallocation_simplification_of_call_chains_grows_linearly() {
    let (small, large) = (call_chain_origin_steps(400), call_chain_origin_steps(800));
    assert!(small > 0, "no origin step counted");
    assert!(
        large as f64 <= 2.5 * small as f64,
        "{small} steps for 400 calls, {large} for 800"
    );
}

#[test]
fn work_grows_at_most_as_mlir_opt_order_requires_with_nesting_depth() {
    deallocation_simplification_of_loop_nests_grows_linearly_with_nesting_depth();
    buffer_type_work_grows_linearly_with_nesting_depth();
    buffer_type_work_grows_linearly_with_loop_width();
    deallocation_simplification_of_wide_loops_grows_linearly_with_width();
    deallocation_simplification_of_call_chains_grows_linearly();
    buffer_type_work_grows_linearly_with_forall_depth();
    buffer_type_work_grows_linearly_with_swapping_nests();
    greedy_work_grows_linearly_with_nesting_depth();
    greedy_pops_grow_linearly_with_nesting_depth();
    uses_moved_grow_linearly_with_nesting_depth();
    greedy_pops_grow_linearly_with_swapping_nests_and_their_ifs();
    greedy_pops_of_the_pipeline_grow_linearly_with_swapping_nests();
    conflict_work_grows_linearly_with_nesting_depth();
    conflict_work_grows_at_most_quadratically_with_slice_chain_length();
    pipeline_tail_work_grows_linearly_with_nesting_depth();
    deallocation_of_buffer_nests_grows_linearly_with_nesting_depth();
    nested_effect_checks_grow_linearly_with_nesting_depth();
}

/// The conflict-rule steps One-Shot Bufferize's analysis takes on `input`,
/// with the bufferized module's text (to check that it stayed in place).
fn analysis_steps(input: &str) -> (u64, String) {
    let mut m = Module::parse(input).expect("the input parses");
    let pipeline = Pipeline::from_flags(&["-one-shot-bufferize=bufferize-function-boundaries"])
        .expect("known flags");
    let before = bufopt::bufferize::analysis::conflict_steps();
    pipeline.run(&mut m).expect("the input bufferizes");
    let after = bufopt::bufferize::analysis::conflict_steps();
    (after - before, m.print())
}

/// The conflict-rule steps One-Shot Bufferize's analysis takes on a nest.
fn conflict_steps(kind: &str, depth: usize) -> u64 {
    let (steps, out) = analysis_steps(&nest(kind, depth));
    assert!(
        !out.contains("memref.copy"),
        "{kind}: every level bufferizes in place"
    );
    steps
}

fn conflict_work_grows_linearly_with_nesting_depth() {
    for kind in ["if-both", "if", "for", "while", "region"] {
        let depth = 50;
        let small = conflict_steps(kind, depth);
        let large = conflict_steps(kind, 2 * depth);
        // Twice the depth: about twice the steps when linear; checking every
        // pair of levels takes 4x, walking the ancestors for each pair 8x.
        assert!(
            large <= 3 * small.max(1),
            "{kind}: {small} conflict steps at depth {depth}, {large} at depth {}",
            2 * depth
        );
    }
    assert!(
        conflict_steps("if-both", 10) > 0,
        "if-both: no conflict step counted"
    );
}

/// `length` slices, each of the one before (all of the whole tensor), an
/// insert into the last, and the insertions back up the chain, each into
/// the slice its source was taken from.
fn slice_chain(length: usize) -> String {
    let mut s = String::from(
        "func.func @chain(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {\n%c0 = arith.constant 0 : index\n%n = tensor.dim %t, %c0 : tensor<?xf32>\n",
    );
    let slice = |k: usize| {
        if k == 0 {
            "%t".to_string()
        } else {
            format!("%s{}", k - 1)
        }
    };
    for k in 0..length {
        s.push_str(&format!(
            "%s{k} = tensor.extract_slice {}[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>\n",
            slice(k)
        ));
    }
    s.push_str(&format!(
        "%u{length} = tensor.insert %f into {}[%c0] : tensor<?xf32>\n",
        slice(length)
    ));
    for k in (0..length).rev() {
        s.push_str(&format!(
            "%u{k} = tensor.insert_slice %u{} into {}[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>\n",
            k + 1,
            slice(k)
        ));
    }
    s.push_str("return %u0 : tensor<?xf32>\n}\n");
    s
}

/// The conflict-rule steps the analysis takes on `slice_chain(length)`.
fn slice_chain_conflict_steps(length: usize) -> u64 {
    let (steps, out) = analysis_steps(&slice_chain(length));
    // In place, each insertion copies a subview into itself: no allocation.
    assert!(
        !out.contains("memref.alloc"),
        "every slice bufferizes in place"
    );
    steps
}

/// Each insertion's destination rule walked the chain back from the write
/// to the slice it inserts into, for every read/write pair of each decision:
/// cubic in the chain's length until each value's origin was kept. The
/// pairs themselves are still quadratic here (each decision pairs the new
/// write with the reads of every insertion above it): twice the length
/// takes about 4x, the walks made it 8x.
fn conflict_work_grows_at_most_quadratically_with_slice_chain_length() {
    let (small, large) = (
        slice_chain_conflict_steps(100),
        slice_chain_conflict_steps(200),
    );
    assert!(small > 0, "no conflict step counted on the slice chain");
    assert!(
        large <= 5 * small,
        "{small} conflict steps at length 100, {large} at length 200"
    );
}

fn buffer_type_work_grows_linearly_with_nesting_depth() {
    let flag_sets: [&[&str]; 2] = [
        &["-one-shot-bufferize=bufferize-function-boundaries"],
        &["-one-shot-bufferize"],
    ];
    for flags in flag_sets {
        for (kind, depth) in [("for", 8), ("while", 16), ("if", 16), ("region", 16)] {
            let small = steps(kind, depth, flags);
            let large = steps(kind, 2 * depth, flags);
            assert!(small > 0, "{kind} {flags:?}: no buffer-type step counted");
            // Twice the depth: about twice the steps when linear; the
            // recursion without the memo takes 40x (for) or 6x (while) more.
            assert!(
                large <= 3 * small,
                "{kind} {flags:?}: {small} steps at depth {depth}, {large} at depth {}",
                2 * depth
            );
        }
    } // Levels that join a new allocation with the function's argument, or
      // whose inits are copies: the recursion grew 2x per level (for-fresh)
      // or as the cube of the depth (for-read-outer) before the memo proved
      // such types too.
    let returning_allocs =
        ["-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops"];
    for kind in ["for-fresh", "for-read-outer"] {
        let depth = 12;
        let small = steps(kind, depth, &returning_allocs);
        let large = steps(kind, 2 * depth, &returning_allocs);
        assert!(small > 0, "{kind}: no buffer-type step counted");
        assert!(
            large <= 3 * small,
            "{kind}: {small} steps at depth {depth}, {large} at depth {}",
            2 * depth
        );
    }
}
