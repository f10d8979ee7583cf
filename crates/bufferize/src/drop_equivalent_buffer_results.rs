//! `drop-equivalent-buffer-results`: drops the results of private functions
//! that are, at every `func.return`, a function argument (possibly through
//! `memref.cast`s), and rewrites the calls: the call operand replaces the
//! dropped result (cast to the result type when they differ) — as mlir-opt
//! 22, which also recreates every call to a rewritten function as a plain
//! `func.call` (dropping the call's other attributes).
//!
//! Linear: one walk collects the calls per callee, each function and each
//! call is rewritten once.

use ir::attrs::AttrKind;
use ir::context::OpState;
use ir::diag::DResult;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Attr, Context, Op, Sym, Type, Value};
use rustc_hash::FxHashMap;

/// The registry entry of `drop-equivalent-buffer-results`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some("builtin.module"),
    name: "drop-equivalent-buffer-results",
    class_name: "DropEquivalentBufferResultsPass",
    summary: "Remove MemRef return values that are equivalent to a bbArg",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(DropEquivalentBufferResults)),
};

/// The `drop-equivalent-buffer-results` pass: removes function results that are always equivalent
/// to an argument buffer, using the argument at each call instead.
pub struct DropEquivalentBufferResults;

impl Pass for DropEquivalentBufferResults {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op);
        Ok(())
    }
}

// ===================================================================
// Function helpers shared with buffer-results-to-out-params
// ===================================================================

/// `func.func` ops directly in the body of `module`, in order.
pub(crate) fn module_funcs(ctx: &Context, module: Op) -> Vec<Op> {
    crate::module::func_ops(ctx, module)
}

pub(crate) fn is_public(ctx: &Context, f: Op) -> bool {
    match ctx.get_attr(f, "sym_visibility") {
        None => true,
        Some(a) => dialects::common::string_attr_value(ctx, a).as_deref() == Some("public"),
    }
}

pub(crate) fn is_external(ctx: &Context, f: Op) -> bool {
    ctx.regions_of(f)
        .first()
        .is_none_or(|&r| ctx.region_blocks(r).is_empty())
}

pub(crate) fn sym_name(ctx: &Context, f: Op) -> Option<String> {
    ctx.get_attr(f, "sym_name")
        .and_then(|a| dialects::common::string_attr_value(ctx, a))
}

/// Functions of `module` by name.
pub(crate) fn func_table(ctx: &Context, module: Op) -> FxHashMap<String, Op> {
    let mut m = FxHashMap::default();
    for f in module_funcs(ctx, module) {
        if let Some(n) = sym_name(ctx, f) {
            m.entry(n).or_insert(f);
        }
    }
    m
}

/// The flat callee name of a `func.call`.
pub(crate) fn callee_name(ctx: &Context, call: Op) -> Option<String> {
    let a = ctx.get_attr(call, "callee")?;
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(root.clone()),
        _ => None,
    }
}

/// The per-argument or per-result attribute dictionaries (`arg_attrs` /
/// `res_attrs`), `n` entries.
pub(crate) fn attr_dicts(ctx: &Context, f: Op, name: &str, n: usize) -> Vec<Vec<(Sym, Attr)>> {
    let mut out = vec![Vec::new(); n];
    if let Some(a) = ctx.get_attr(f, name) {
        if let AttrKind::Array(v) = ctx.attr_kind(a) {
            for (i, d) in v.iter().enumerate().take(n) {
                if let AttrKind::Dict(e) = ctx.attr_kind(*d) {
                    out[i] = e.clone();
                }
            }
        }
    }
    out
}

/// Stores attribute dictionaries; removes the attribute when all are empty.
pub(crate) fn set_attr_dicts(ctx: &mut Context, f: Op, name: &str, dicts: Vec<Vec<(Sym, Attr)>>) {
    if dicts.iter().all(|d| d.is_empty()) {
        ctx.remove_attr(f, name);
        return;
    }
    let elems: Vec<Attr> = dicts.into_iter().map(|d| ctx.dict_attr(d)).collect();
    let a = ctx.array_attr(elems);
    ctx.set_attr(f, name, a);
}

pub(crate) fn set_function_type(ctx: &mut Context, f: Op, ins: Vec<Type>, outs: Vec<Type>) {
    let ft = ctx.function_type(ins, outs);
    let a = ctx.type_attr(ft);
    ctx.set_attr(f, "function_type", a);
}

/// MLIR's `FunctionOpInterface::eraseResults`: the type and `res_attrs`.
pub(crate) fn erase_results(ctx: &mut Context, f: Op, erased: &[bool]) {
    let (ins, outs) = dialects::func::function_type(ctx, f);
    if ctx.get_attr(f, "res_attrs").is_some() {
        let dicts = attr_dicts(ctx, f, "res_attrs", outs.len());
        let kept: Vec<_> = dicts
            .into_iter()
            .zip(erased)
            .filter(|(_, &e)| !e)
            .map(|(d, _)| d)
            .collect();
        set_attr_dicts(ctx, f, "res_attrs", kept);
    }
    let new_outs: Vec<Type> = outs
        .iter()
        .zip(erased)
        .filter(|(_, &e)| !e)
        .map(|(t, _)| *t)
        .collect();
    set_function_type(ctx, f, ins, new_outs);
}

/// The `func.return` terminators of the blocks of `f`.
pub(crate) fn return_ops(ctx: &Context, f: Op) -> Vec<Op> {
    let mut out = Vec::new();
    for &r in ctx.regions_of(f) {
        for &b in ctx.region_blocks(r) {
            if let Some(t) = ctx.terminator(b) {
                if ctx.isa(t, &dialects::func::RETURN) {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// Creates `func.call @name(operands)` before `before`.
pub(crate) fn create_call(
    ctx: &mut Context,
    before: Op,
    name: &str,
    operands: &[Value],
    results: &[Type],
) -> Op {
    let callee = ctx.symbol_ref(name);
    let op_name = ctx.sym(dialects::func::CALL.name);
    let callee_sym = ctx.sym("callee");
    let loc = ctx.loc(before);
    let call = ctx.create_op(OpState {
        name: op_name,
        operands: operands.to_vec(),
        result_types: results.to_vec(),
        attrs: vec![(callee_sym, callee)],
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    ctx.insert_op_before(before, call);
    call
}

/// Creates `memref.cast %v : ... to t` before `before`.
pub(crate) fn create_memref_cast(ctx: &mut Context, before: Op, v: Value, t: Type) -> Value {
    let name = ctx.sym(dialects::memref::CAST.name);
    let loc = ctx.loc(before);
    let op = ctx.create_op(OpState {
        name,
        operands: vec![v],
        result_types: vec![t],
        attrs: Vec::new(),
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    ctx.insert_op_before(before, op);
    ctx.result(op, 0)
}

/// The calls in `module` (nested ones included) to functions of its own
/// symbol table, grouped by callee, in walk order.
pub(crate) fn calls_by_callee(
    ctx: &Context,
    module: Op,
    table: &FxHashMap<String, Op>,
) -> FxHashMap<Op, Vec<Op>> {
    let mut calls: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
    ctx.walk_post(module, |o| {
        if !ctx.isa(o, &dialects::func::CALL)
            || ir::symbols::nearest_symbol_table(ctx, o) != Some(module)
        {
            return;
        }
        if let Some(f) = callee_name(ctx, o).and_then(|n| table.get(&n).copied()) {
            calls.entry(f).or_default().push(o);
        }
    });
    calls
}

// ===================================================================
// The pass
// ===================================================================

fn strip_casts(ctx: &Context, mut v: Value) -> Value {
    while let Some(cast) = ctx.defining::<dialects::memref::Cast>(v) {
        if ctx.num_operands(cast.0) != 1 {
            break;
        }
        v = cast.source(ctx);
    }
    v
}

/// Drops the results of the private functions of `module` that are
/// equivalent to an argument.
pub fn run(ctx: &mut Context, module: Op) {
    let table = func_table(ctx, module);
    let calls = calls_by_callee(ctx, module, &table);
    for f in module_funcs(ctx, module) {
        if is_external(ctx, f) || is_public(ctx, f) {
            continue;
        }
        let returns = return_ops(ctx, f);
        if returns.is_empty() {
            continue;
        }
        let n = dialects::func::function_type(ctx, f).1.len();
        let Some(&entry) = ctx
            .regions_of(f)
            .first()
            .and_then(|&r| ctx.region_blocks(r).first())
        else {
            continue;
        };
        let args = ctx.block_args(entry).to_vec();
        let arg_index: FxHashMap<Value, usize> =
            args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
        let mut erased = vec![false; n];
        let mut result_to_arg: FxHashMap<usize, usize> = FxHashMap::default();
        for (i, e) in erased.iter_mut().enumerate() {
            let mut common: Option<Value> = None;
            let mut ok = true;
            for &r in &returns {
                if i >= ctx.num_operands(r) {
                    ok = false;
                    break;
                }
                let v = strip_casts(ctx, ctx.operand(r, i));
                if !arg_index.contains_key(&v) || common.is_some_and(|c| c != v) {
                    ok = false;
                    break;
                }
                common = Some(v);
            }
            if let (true, Some(a)) = (ok, common) {
                *e = true;
                result_to_arg.insert(i, arg_index[&a]);
            }
        }
        erase_results(ctx, f, &erased);
        for &r in &returns {
            let kept: Vec<Value> = ctx
                .operand_vec(r)
                .into_iter()
                .enumerate()
                .filter(|(i, _)| !erased.get(*i).copied().unwrap_or(false))
                .map(|(_, v)| v)
                .collect();
            ctx.set_operands(r, &kept);
        }
        let Some(name) = sym_name(ctx, f) else {
            continue;
        };
        let new_results = dialects::func::function_type(ctx, f).1;
        for &call in calls.get(&f).map(|v| v.as_slice()).unwrap_or(&[]) {
            let operands = ctx.operand_vec(call);
            let new_call = create_call(ctx, call, &name, &operands, &new_results);
            let old_results = ctx.results(call).to_vec();
            let mut repl = Vec::with_capacity(old_results.len());
            let mut next = 0;
            for (i, &old) in old_results.iter().enumerate() {
                match result_to_arg.get(&i) {
                    None => {
                        repl.push(ctx.result(new_call, next));
                        next += 1;
                    }
                    Some(&a) => {
                        let mut v = operands[a];
                        let expected = ctx.value_type(old);
                        if ctx.value_type(v) != expected {
                            v = create_memref_cast(ctx, call, v, expected);
                        }
                        repl.push(v);
                    }
                }
            }
            ctx.replace_op(call, &repl);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_argument_results_and_rewrites_calls() {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let src = "func.func private @g(%a: memref<4xf32>) -> (memref<?xf32>, memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %m = memref.alloc() : memref<4xf32>
  return %c, %m : memref<?xf32>, memref<4xf32>
}
func.func @h(%a: memref<4xf32>) -> (memref<?xf32>, memref<4xf32>) {
  %0:2 = call @g(%a) : (memref<4xf32>) -> (memref<?xf32>, memref<4xf32>)
  return %0#0, %0#1 : memref<?xf32>, memref<4xf32>
}
";
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        run(&mut ctx, m);
        let out = ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        );
        assert!(
            out.contains("func.func private @g(%arg0: memref<4xf32>) -> memref<4xf32> {"),
            "{out}"
        );
        assert!(
            out.contains("%0 = call @g(%arg0) : (memref<4xf32>) -> memref<4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("%cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>"),
            "{out}"
        );
        // The public function keeps its results.
        assert!(
            out.contains("return %cast, %0 : memref<?xf32>, memref<4xf32>"),
            "{out}"
        );
    }

    #[test]
    fn erase_results_keeps_remaining_attributes() {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let src = "func.func private @g() -> (i32 {test.a}, i32, i32 {test.c})\n";
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        let f = module_funcs(&ctx, m)[0];
        erase_results(&mut ctx, f, &[true, false, false]);
        let out = ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        );
        assert!(out.contains("() -> (i32, i32 {test.c})"), "{out}");
        erase_results(&mut ctx, f, &[false, true]);
        let out = ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        );
        assert!(out.contains("() -> i32\n"), "{out}");
        assert!(ctx.get_attr(f, "res_attrs").is_none());
    }
}
