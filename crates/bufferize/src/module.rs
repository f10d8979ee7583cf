//! Function boundary bufferization (MLIR's One-Shot Module Bufferize):
//! functions are analyzed and bufferized callees first; what a function does
//! with its arguments and which results are equivalent to which arguments
//! is recorded for the calls to it.

use crate::analysis::Analyzer;
use crate::models::func::set_arg_attr;
use crate::options::LayoutMapOption;
use crate::rewrite::bufferize_op;
use crate::state::{has_tensor_semantics, State};
use ir::diag::DResult;
use ir::{Context, Op, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// `func.func` ops directly in the module body, in order.
pub fn func_ops(ctx: &Context, module: Op) -> Vec<Op> {
    let mut out = Vec::new();
    for &r in ctx.regions_of(module) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                if ctx.isa(o, &dialects::func::FUNC) {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// The symbol table of functions.
pub fn symbols(ctx: &Context, module: Op) -> FxHashMap<String, Op> {
    let mut m = FxHashMap::default();
    for f in func_ops(ctx, module) {
        if let Some(n) = ctx
            .get_attr(f, "sym_name")
            .and_then(|a| dialects::common::string_attr_value(ctx, a))
        {
            m.insert(n, f);
        }
    }
    m
}

/// Functions ordered callees first (those without tensor calls first), and
/// the functions on call cycles.
pub fn ordered_funcs(ctx: &Context, s: &State, module: Op) -> (Vec<Op>, Vec<Op>) {
    let order = call_order(ctx, s, module);
    (order.ordered, order.remaining)
}

/// The functions of a module in the order their analysis needs.
struct CallOrder {
    /// Callees before their callers.
    ordered: Vec<Op>,
    /// The functions on call cycles.
    remaining: Vec<Op>,
    /// The functions that call no function with tensor semantics, in
    /// program order: their analyses depend on nothing but themselves.
    leaves: Vec<Op>,
}

fn call_order(ctx: &Context, s: &State, module: Op) -> CallOrder {
    let funcs = func_ops(ctx, module);
    let mut called_by: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
    let mut num_callees: FxHashMap<Op, usize> = FxHashMap::default();
    // Without the name interned there is no call to look for.
    let call_name = ctx.existing_sym(dialects::func::CALL.name);
    for &f in &funcs {
        num_callees.insert(f, 0);
        let Some(call_name) = call_name else {
            continue;
        };
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        ctx.walk_pre(f, |o| {
            if ctx.op(o).name != call_name {
                return;
            }
            let Some(callee) = crate::models::func::callee(s, ctx, o) else {
                return;
            };
            if !has_tensor_semantics(ctx, callee) {
                return;
            }
            if seen.insert(callee) {
                called_by.entry(callee).or_default().push(f);
                *num_callees.get_mut(&f).expect("func") += 1;
            }
        });
    }
    let leaves: Vec<Op> = funcs
        .iter()
        .copied()
        .filter(|f| num_callees[f] == 0)
        .collect();
    let mut ordered = Vec::new();
    let mut work: Vec<Op> = leaves.iter().rev().copied().collect();
    let mut done: FxHashSet<Op> = FxHashSet::default();
    while let Some(f) = work.pop() {
        ordered.push(f);
        done.insert(f);
        for &caller in called_by.get(&f).map(|v| v.as_slice()).unwrap_or(&[]) {
            let c = num_callees.get_mut(&caller).expect("caller");
            *c -= 1;
            if *c == 0 {
                work.push(caller);
            }
        }
    }
    let remaining = funcs.into_iter().filter(|f| !done.contains(f)).collect();
    CallOrder {
        ordered,
        remaining,
        leaves,
    }
}

/// Whether one-shot-bufferize on `module`, whose body holds functions only,
/// leaves the IR that running it on each of two parts of the functions
/// leaves, each part in a module of its own with declarations of the
/// others: the options keep to each function (no annotation, remark or
/// module-wide shuffle), no function turns a tensor constant into a global
/// (they go into the module, named in the order they are made) and, with
/// function boundaries, no function calls one with tensor semantics (its
/// analysis and its rewrite read the callee's). Errors are not foreseen:
/// the caller reruns on the whole module when a part fails.
pub fn functions_independent(ctx: &Context, opts: &crate::options::Options, module: Op) -> bool {
    if opts.minimize_copies
        || opts.explain_copies
        || opts.test_analysis_only
        || opts.print_conflicts
        || opts.dump_alias_sets
        || opts.heuristic == crate::options::Heuristic::Fuzzer
        || !opts.no_analysis_func_filter.is_empty()
    {
        return false;
    }
    let tensor = |v: Value| ctx.type_kind(ctx.value_type(v)).is_tensor();
    let mut independent = true;
    ctx.walk_pre(module, |o| {
        if !independent {
            return;
        }
        let makes_global =
            ctx.isa(o, &dialects::arith::CONSTANT) && ctx.results(o).iter().any(|&r| tensor(r));
        let calls_tensor_function = opts.bufferize_function_boundaries
            && ctx.isa(o, &dialects::func::CALL)
            && (ctx.operands(o).any(tensor) || ctx.results(o).iter().any(|&r| tensor(r)));
        independent = !makes_global && !calls_tensor_function;
    });
    independent
}

/// The function is listed in `no-analysis-func-filter`.
pub fn skips_analysis(ctx: &Context, opts: &crate::options::Options, f: Op) -> bool {
    !opts.no_analysis_func_filter.is_empty()
        && ctx
            .get_attr(f, "sym_name")
            .and_then(|a| dialects::common::string_attr_value(ctx, a))
            .is_some_and(|n| opts.skips_analysis(&n))
}

/// Tensor copy insertion after the analysis, except in the functions that
/// were not analyzed (they get copy-before-write when bufferized).
/// `post`: the module's ops in post-order, if the caller has them.
pub fn insert_module_tensor_copies(
    ctx: &mut Context,
    s: &State,
    module: Op,
    post: Option<Vec<Op>>,
) -> DResult<()> {
    if s.opts.no_analysis_func_filter.is_empty() {
        return match post {
            Some(ops) => crate::copies::insert_tensor_copies_in(ctx, s, module, ops),
            None => crate::copies::insert_tensor_copies(ctx, s, module),
        };
    }
    let body_ops = ctx.child_ops(module);
    for o in body_ops {
        if ctx.isa(o, &dialects::func::FUNC) && skips_analysis(ctx, &s.opts, o) {
            continue;
        }
        // Another symbol scope: not the module's conflicts to resolve.
        if ir::symbols::is_symbol_table(ctx, o) {
            continue;
        }
        crate::copies::insert_tensor_copies(ctx, s, o)?;
    }
    Ok(())
}

/// Extra annotations of the module analysis (test-analysis-only).
#[derive(Default)]
pub struct ModuleAnnotations {
    /// (return op, per operand: equivalent argument or -1)
    pub equivalent_args: Vec<(Op, Vec<i64>)>,
    /// (function, argument, access)
    pub access: Vec<(Op, usize, &'static str)>,
}

/// The module analysis (`bufferize-function-boundaries`): analyzes functions callees first,
/// recording per function which arguments are read and written and which results are equivalent to
/// or alias arguments, so that calls are analyzed with their callees' facts.
pub fn analyze_module(an: &mut Analyzer, module: Op) -> DResult<ModuleAnnotations> {
    let ctx = an.ctx;
    let mut ann = ModuleAnnotations::default();
    let (ordered, remaining) = ordered_funcs(ctx, an.s, module);
    for f in ordered {
        if !an.s.opts.is_dialect_allowed("func") || skips_analysis(ctx, &an.s.opts, f) {
            continue;
        }
        an.analyze(f)?;
        require_func_return(ctx, f)?;
        func_boundary_analysis(an, f, &mut ann);
        an.s.funcs.analyzed.insert(f);
    }
    for f in remaining {
        if !an.s.opts.is_dialect_allowed("func") || skips_analysis(ctx, &an.s.opts, f) {
            continue;
        }
        an.analyze(f)?;
        require_func_return(ctx, f)?;
    }
    Ok(ann)
}

/// The boundary analysis reads what a function returns from its
/// `func.return` ops; a body ended only by other terminators (a
/// `spirv.Return`) gives it nothing to read, and mlir-opt 22 refuses it.
fn require_func_return(ctx: &Context, f: Op) -> DResult<()> {
    let has_body = ctx
        .regions_of(f)
        .first()
        .is_some_and(|&r| !ctx.region_blocks(r).is_empty());
    if has_body && return_ops(ctx, f).is_empty() {
        return Err(crate::rewrite::error(
            ctx,
            f,
            "cannot bufferize func.func without func.return",
        ));
    }
    Ok(())
}

/// How [`analyze_module_in_parallel`] went.
pub enum ParallelAnalysis {
    /// The module is analyzed, as [`analyze_module`] would have left it.
    Done(ModuleAnnotations),
    /// Nothing was analyzed: the options need the serial order (they
    /// annotate, explain or filter), threads are off, or the independent
    /// functions are too small to share.
    NotTried,
    /// A function failed, or the analyses turned out not to be independent:
    /// the state is spoiled. The caller analyzes again, serially, on a fresh
    /// state, which reports the failure mlir-opt reports first.
    Redo,
}

/// [`analyze_module`] with the functions that call no tensor function (whose
/// analyses depend on nothing outside them) shared between two threads:
/// this one and a helper with a `State` of its own, whose decisions are
/// then merged in. Their callers follow here, callees first, as in the
/// serial order; the result does not depend on the split. Not tried when
/// those functions hold fewer than `2 * min_ops` ops.
pub fn analyze_module_in_parallel(
    an: &mut Analyzer,
    module: Op,
    min_ops: usize,
) -> ParallelAnalysis {
    let ctx = an.ctx;
    let opts = &an.s.opts;
    if !ir::threads::enabled()
        || opts.test_analysis_only
        || opts.dump_alias_sets
        || opts.explain_copies
        || !opts.no_analysis_func_filter.is_empty()
        || !opts.is_dialect_allowed("func")
        // A single function: not even the call graph's walk is spent.
        || func_ops(ctx, module).len() < 2
    {
        return ParallelAnalysis::NotTried;
    }
    let order = call_order(ctx, an.s, module);
    let sizes: Vec<usize> = order
        .leaves
        .iter()
        .map(|&f| an.numbered_size(f).unwrap_or(0))
        .collect();
    let total: usize = sizes.iter().sum();
    if order.leaves.len() < 2 || total < 2 * min_ops {
        return ParallelAnalysis::NotTried;
    }
    // The helper first numbers the module for itself (about a fifth of
    // the analysis of its share, measured on `bench/gen.py tiled`): this
    // thread takes the leading 55% of the ops, the helper the rest.
    let mut seen = 0;
    let split = sizes
        .iter()
        .position(|&n| {
            seen += n;
            20 * seen >= 11 * total
        })
        .map_or(order.leaves.len(), |i| i + 1)
        .clamp(1, order.leaves.len() - 1);
    let (mine, theirs) = order.leaves.split_at(split);
    let helper_opts = an.s.opts.clone();
    let models = an.s.models;
    let symbols = an.s.funcs.symbols.clone();
    let memory_spaces = an.s.memory_spaces;
    let (part, here) = ir::threads::join(
        move || {
            let mut s = State::new(helper_opts, true, models);
            s.funcs.symbols = symbols;
            s.memory_spaces = memory_spaces;
            let mut helper = Analyzer::new(ctx, &mut s);
            helper.init(module);
            analyze_funcs(&mut helper, theirs, &mut ModuleAnnotations::default()).ok()?;
            drop(helper);
            Some(s.into_part())
        },
        || analyze_funcs(an, mine, &mut ModuleAnnotations::default()),
    );
    let (Some(part), Ok(())) = (part, here) else {
        return ParallelAnalysis::Redo;
    };
    if !an.s.merge_functions(ctx, part, theirs) {
        return ParallelAnalysis::Redo;
    }
    let leaves: FxHashSet<Op> = order.leaves.iter().copied().collect();
    let callers: Vec<Op> = order
        .ordered
        .into_iter()
        .filter(|f| !leaves.contains(f))
        .collect();
    let mut ann = ModuleAnnotations::default();
    if analyze_funcs(an, &callers, &mut ann).is_err() {
        return ParallelAnalysis::Redo;
    }
    for &f in &order.remaining {
        if an.analyze(f).is_err() || require_func_return(ctx, f).is_err() {
            return ParallelAnalysis::Redo;
        }
    }
    ParallelAnalysis::Done(ann)
}

/// Analyzes each function of `funcs` (whose callees are analyzed) and
/// records its boundary facts for its callers.
fn analyze_funcs(an: &mut Analyzer, funcs: &[Op], ann: &mut ModuleAnnotations) -> DResult<()> {
    for &f in funcs {
        an.analyze(f)?;
        require_func_return(an.ctx, f)?;
        func_boundary_analysis(an, f, ann);
        an.s.funcs.analyzed.insert(f);
    }
    Ok(())
}

fn return_ops(ctx: &Context, f: Op) -> Vec<Op> {
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

/// Groups (of two or more) of result indices whose returned values are in
/// one alias set at some return: the callers' results at those indices may
/// be one buffer.
fn results_aliasing_each_other(s: &State, ctx: &Context, returns: &[Op]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &r in returns {
        let values: Vec<Value> = ctx.operands(r).collect();
        for (j, &a) in values.iter().enumerate() {
            if !ctx.type_kind(ctx.value_type(a)).is_tensor() {
                continue;
            }
            for (k, &b) in values.iter().enumerate().skip(j + 1) {
                if !ctx.type_kind(ctx.value_type(b)).is_tensor() || !s.are_aliasing(a, b) {
                    continue;
                }
                let gj = groups.iter().position(|g| g.contains(&j));
                let gk = groups.iter().position(|g| g.contains(&k));
                match (gj, gk) {
                    (Some(x), Some(y)) if x != y => {
                        let moved = groups.remove(y.max(x));
                        groups[y.min(x)].extend(moved);
                    }
                    (Some(_), Some(_)) => {}
                    (Some(x), None) => groups[x].push(k),
                    (None, Some(y)) => groups[y].push(j),
                    (None, None) => groups.push(vec![j, k]),
                }
            }
        }
    }
    groups
}

fn func_boundary_analysis(an: &mut Analyzer, f: Op, ann: &mut ModuleAnnotations) {
    let ctx = an.ctx;
    let s = &mut *an.s;
    let (ins, outs) = dialects::func::function_type(ctx, f);
    let is_ranked =
        |t: ir::Type| matches!(ctx.type_kind(t), ir::types::TypeKind::RankedTensor { .. });
    let body = ctx.regions_of(f).first().and_then(|&r| ctx.entry_block(r));
    let Some(entry) = body else {
        // Declaration: every tensor result may alias every tensor argument.
        let mut m: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
        for (i, &t) in ins.iter().enumerate() {
            if !ctx.type_kind(t).is_tensor() {
                continue;
            }
            for (j, &r) in outs.iter().enumerate() {
                if ctx.type_kind(r).is_tensor() {
                    m.entry(i).or_default().push(j);
                }
            }
        }
        s.funcs.aliasing_returns.insert(f, m);
        rw_access(s, ctx, f, &ins, None, ann);
        return;
    };
    let args = ctx.block_args(entry).to_vec();
    let returns = return_ops(ctx, f);
    let mut aliasing: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (i, &a) in args.iter().enumerate() {
        if !is_ranked(ctx.value_type(a)) {
            continue;
        }
        let mut list: Vec<usize> = Vec::new();
        for &r in &returns {
            for (j, v) in ctx.operands(r).enumerate() {
                if is_ranked(ctx.value_type(v)) && s.are_aliasing(v, a) && !list.contains(&j) {
                    list.push(j);
                }
            }
        }
        if !list.is_empty() {
            aliasing.insert(i, list);
        }
    }
    s.funcs.aliasing_returns.insert(f, aliasing);
    if s.opts.fix_call_result_aliasing {
        let groups = results_aliasing_each_other(s, ctx, &returns);
        if !groups.is_empty() {
            s.funcs.aliasing_results.insert(f, groups);
        }
    }
    let mut equiv: FxHashMap<usize, usize> = FxHashMap::default();
    let mut eq_ann: FxHashMap<Op, Vec<i64>> = FxHashMap::default();
    let mut find_equiv = |r: Op, j: usize, s: &State| -> Option<usize> {
        let v = ctx.operand(r, j);
        if !ctx.type_kind(ctx.value_type(v)).is_tensor() {
            return None;
        }
        for (i, &a) in args.iter().enumerate() {
            if is_ranked(ctx.value_type(a)) && s.are_equivalent(v, a) {
                if s.opts.test_analysis_only {
                    let e = eq_ann
                        .entry(r)
                        .or_insert_with(|| vec![-1; ctx.num_operands(r)]);
                    e[j] = i as i64;
                }
                return Some(i);
            }
        }
        None
    };
    if let Some(&first) = returns.first() {
        for j in 0..ctx.num_operands(first) {
            let Some(i) = find_equiv(first, j, s) else {
                continue;
            };
            let mut all = true;
            for &r in &returns[1..] {
                if find_equiv(r, j, s) != Some(i) {
                    all = false;
                    break;
                }
            }
            if all {
                equiv.insert(j, i);
            }
        }
    }
    for &r in &returns {
        if let Some(v) = eq_ann.remove(&r) {
            ann.equivalent_args.push((r, v));
        }
    }
    s.funcs.equivalent_args.insert(f, equiv);
    rw_access(s, ctx, f, &ins, Some(&args), ann);
}

fn rw_access(
    s: &mut State,
    ctx: &Context,
    f: Op,
    ins: &[ir::Type],
    args: Option<&[ir::Value]>,
    ann: &mut ModuleAnnotations,
) {
    for (i, &t) in ins.iter().enumerate() {
        if !ctx.type_kind(t).is_tensor() {
            continue;
        }
        let given = crate::models::func::arg_attr(ctx, f, i, dialects::bufferization::ACCESS)
            .and_then(|a| dialects::common::string_attr_value(ctx, a));
        let (read, written) = if let Some(g) = given {
            (
                g == "read" || g == "read-write",
                g == "write" || g == "read-write",
            )
        } else if let Some(args) = args {
            (
                s.is_value_read(ctx, args[i]),
                s.is_value_written(ctx, args[i]),
            )
        } else {
            (true, true)
        };
        if s.opts.test_analysis_only {
            let acc = match (read, written) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            };
            ann.access.push((f, i, acc));
        }
        if read {
            s.funcs.read_args.entry(f).or_default().insert(i);
        }
        if written {
            s.funcs.written_args.entry(f).or_default().insert(i);
        }
    }
}

/// Sets the annotations of `test-analysis-only` that the module analysis computed.
pub fn apply_module_annotations(ctx: &mut Context, ann: ModuleAnnotations) {
    for (r, v) in ann.equivalent_args {
        let i64t = ctx.int_type(64);
        let elems: Vec<ir::Attr> = v.iter().map(|&x| ctx.int_attr(i64t, x as i128)).collect();
        let a = ctx.array_attr(elems);
        ctx.set_attr(r, "__equivalent_func_args__", a);
    }
    for (f, i, acc) in ann.access {
        let a = ctx.string_attr(acc);
        set_arg_attr(ctx, f, i, dialects::bufferization::ACCESS, Some(a));
    }
}

/// Bufferizes every function (callees first), folds casts at returns into
/// the signatures, then the remaining top-level ops.
pub fn bufferize_module(ctx: &mut Context, st: &State, module: Op) -> DResult<()> {
    let (ordered, remaining) = ordered_funcs(ctx, st, module);
    for f in ordered.into_iter().chain(remaining) {
        if !st.opts.copy_before_write && skips_analysis(ctx, &st.opts, f) {
            // Not analyzed: a copy before every write.
            crate::copies::insert_tensor_copies(ctx, st, f)?;
        }
        bufferize_op(ctx, st, f)?;
        if st.opts.function_boundary_type_conversion == LayoutMapOption::InferLayoutMap {
            fold_memref_casts(ctx, f);
        }
    }
    let body_ops = ctx.child_ops(module);
    for o in body_ops {
        if ctx.is_erased(o)
            || ctx.isa(o, &dialects::func::FUNC)
            || ir::symbols::is_symbol_table(ctx, o)
        {
            continue;
        }
        bufferize_op(ctx, st, o)?;
    }
    for f in func_ops(ctx, module) {
        // mlir-opt strips these from the entry block's arguments: a
        // declaration has none and keeps its attributes.
        if ctx
            .regions_of(f)
            .iter()
            .all(|&r| ctx.region_blocks(r).is_empty())
        {
            continue;
        }
        let n = dialects::func::function_type(ctx, f).0.len();
        for i in 0..n {
            set_arg_attr(ctx, f, i, dialects::bufferization::BUFFER_LAYOUT, None);
            set_arg_attr(ctx, f, i, dialects::bufferization::WRITABLE, None);
        }
    }
    Ok(())
}

/// Returns `memref.cast` sources directly and narrows the result types.
/// A function without `func.return` (reached only with `copy-before-write`,
/// which skips the analysis that refuses it) keeps its signature: mlir-opt
/// 22 reads past an empty list of returns there (an out-of-bounds read that
/// later LLVM versions fix by leaving the function alone, as here).
fn fold_memref_casts(ctx: &mut Context, f: Op) {
    let returns = return_ops(ctx, f);
    if returns.is_empty() {
        return;
    }
    let (ins, outs) = dialects::func::function_type(ctx, f);
    let mut types: Vec<Option<ir::Type>> = vec![None; outs.len()];
    let mut consistent = vec![true; outs.len()];
    for &r in &returns {
        for (j, v) in ctx.operand_vec(r).into_iter().enumerate() {
            let src = match ctx.defining::<dialects::memref::Cast>(v) {
                Some(cast) => cast.source(ctx),
                None => v,
            };
            let t = ctx.value_type(src);
            match types[j] {
                None => types[j] = Some(t),
                Some(x) if x != t => consistent[j] = false,
                _ => {}
            }
        }
    }
    let mut new_outs = outs.clone();
    for &r in &returns {
        for (j, v) in ctx.operand_vec(r).into_iter().enumerate() {
            if !consistent[j] {
                continue;
            }
            if let Some(cast) = ctx.defining::<dialects::memref::Cast>(v) {
                let src = cast.source(ctx);
                ctx.set_operand(r, j, src);
            }
            new_outs[j] = ctx.value_type(ctx.operand(r, j));
        }
    }
    let ft = ctx.function_type(ins, new_outs);
    let a = ctx.type_attr(ft);
    ctx.set_attr(f, "function_type", a);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Leaf functions (in place, out of place, returning an argument or a
    /// new tensor), callers of them and a call cycle.
    const MODULE: &str = "func.func @a(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @b(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @c(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @d(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %x = call @a(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %y:2 = call @b(%x, %f) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %z = call @d(%y#0) : (tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}
func.func @ping(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @pong(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @pong(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @ping(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
";

    fn analyzed(ctx: &Context, module: Op, parallel: bool) -> State {
        let opts = crate::options::Options::from_pass_options(&ir::pass::PassOptions {
            entries: vec![("bufferize-function-boundaries".into(), String::new())],
        })
        .expect("options");
        let mut st = State::new(opts, true, crate::models::for_context(ctx));
        st.funcs.symbols = symbols(ctx, module);
        let mut an = Analyzer::new(ctx, &mut st);
        an.init(module);
        if parallel {
            assert!(matches!(
                analyze_module_in_parallel(&mut an, module, 0),
                ParallelAnalysis::Done(_)
            ));
        } else {
            analyze_module(&mut an, module).expect("analysis");
        }
        st
    }

    #[test]
    fn parallel_analysis_decides_as_the_serial_one() {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", MODULE, &opts).expect("parse");
        let serial = analyzed(&ctx, m, false);
        let parallel = analyzed(&ctx, m, true);
        let mut checked_uses = 0;
        ctx.walk_pre(m, |op| {
            for &u in &ctx.op(op).operands {
                assert_eq!(
                    serial.in_place_contains(u),
                    parallel.in_place_contains(u),
                    "decision of operand {} of {}",
                    ctx.use_data(u).index,
                    ctx.op_name(op)
                );
                assert_eq!(
                    serial.has_undefined_contents(u),
                    parallel.has_undefined_contents(u)
                );
                checked_uses += 1;
            }
        });
        assert!(checked_uses > 20);
        let set = |uf: &crate::state::UnionFind, v: Value| {
            let mut m = uf.members(v);
            m.sort();
            m
        };
        let (a, b) = (&serial.funcs, &parallel.funcs);
        assert_eq!(a.analyzed, b.analyzed);
        assert_eq!(a.read_args, b.read_args);
        assert_eq!(a.written_args, b.written_args);
        assert_eq!(a.equivalent_args, b.equivalent_args);
        assert_eq!(a.aliasing_returns, b.aliasing_returns);
        assert_eq!(a.aliasing_results, b.aliasing_results);
        for i in 0..ctx.num_values() {
            let v = Value(i as u32);
            assert_eq!(set(&serial.alias, v), set(&parallel.alias, v));
            assert_eq!(set(&serial.equiv, v), set(&parallel.equiv, v));
        }
        // The leaves' facts reached the callers: @a writes its argument.
        assert!(a.written_args.values().any(|w| w.contains(&0)));
    }
}
