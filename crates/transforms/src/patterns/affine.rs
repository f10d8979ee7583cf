//! affine: folding `affine.apply` (to an operand or a constant) and MLIR's
//! `SimplifyAffineOp` pattern (composition with producer `affine.apply`
//! ops, symbol promotion, dropping unused, constant and duplicate
//! operands, flattening simplification) on apply, min, max and the memory
//! ops; the folds of `affine.for` (constant and canonical bounds, zero
//! trips), `affine.if` (canonical condition) and `affine.parallel`, and the
//! patterns removing empty loops, dead else blocks and trivially true or
//! false conditions.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::affine as da;
use dialects::offsets::Mixed;
use ir::affine::{add, AffineExpr, AffineMap};
use ir::context::ValueDef;

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    match name {
        "affine.apply" => Some(fold_apply),
        "affine.min" | "affine.max" => Some(fold_min_max),
        "affine.if" => Some(fold_if),
        "affine.for" => Some(fold_for),
        "affine.parallel" => Some(fold_parallel),
        "affine.linearize_index" => Some(fold_linearize),
        "affine.load" | "affine.prefetch" => Some(fold_cast_of_memref),
        "affine.store" => Some(fold_store_cast_of_memref),
        "affine.delinearize_index" => Some(fold_delinearize),
        _ => None,
    }
}

fn fold_apply(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let Some(map) = da::map_of(ctx, op) else {
        return FoldResult::Fail;
    };
    let Some(expr) = map.results.first() else {
        return FoldResult::Fail;
    };
    let nd = map.num_dims as usize;
    match expr {
        AffineExpr::Dim(d) if (*d as usize) < ctx.num_operands(op) => {
            return FoldResult::value(ctx.operand(op, *d as usize));
        }
        AffineExpr::Symbol(s) if nd + (*s as usize) < ctx.num_operands(op) => {
            return FoldResult::value(ctx.operand(op, nd + *s as usize));
        }
        _ => {}
    }
    let vals = const_ints(ctx, consts);
    let nd = nd.min(vals.len());
    // A division by zero folds to poison in MLIR; without the `ub` dialect
    // the op is left as is.
    let Ok(Some(v)) = da::constant_fold_expr(expr, &vals[..nd], &vals[nd..]) else {
        return FoldResult::Fail;
    };
    let it = ctx.index_type();
    FoldResult::attr(ctx.int_attr(it, v as i128))
}

/// The integer values of constant operands.
fn const_ints(ctx: &Context, consts: &[Option<Attr>]) -> Vec<Option<i64>> {
    consts
        .iter()
        .map(|c| {
            c.and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
        })
        .collect()
}

/// MLIR's `foldMinMaxOp`: results that fold to constants become constant
/// expressions (in place); when all do, the op folds to their min/max. A
/// map `()[s0] -> (s0)` folds to its operand.
fn fold_min_max(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let Some(map) = da::map_of(ctx, op).cloned() else {
        return FoldResult::Fail;
    };
    let vals = const_ints(ctx, consts);
    let nd = (map.num_dims as usize).min(vals.len());
    let mut all: Option<Vec<i64>> = Some(Vec::new());
    let mut exprs = Vec::with_capacity(map.results.len());
    for r in &map.results {
        match da::constant_fold_expr(r, &vals[..nd], &vals[nd..]) {
            Ok(Some(v)) => {
                exprs.push(AffineExpr::constant(v));
                if let Some(a) = all.as_mut() {
                    a.push(v);
                }
            }
            _ => {
                exprs.push(r.clone());
                all = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    let symbol_identity = folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0] == AffineExpr::symbol(0);
    if symbol_identity && ctx.num_operands(op) > 0 {
        return FoldResult::value(ctx.operand(op, 0));
    }
    let Some(all) = all else {
        if folded == map {
            return FoldResult::Fail;
        }
        let a = ctx.attr(AttrKind::AffineMap(folded));
        ctx.set_attr(op, "map", a);
        return FoldResult::InPlace;
    };
    let best = if ctx.isa(op, &dialects::affine::MIN) {
        all.iter().min()
    } else {
        all.iter().max()
    };
    let Some(&v) = best else {
        return FoldResult::Fail;
    };
    let it = ctx.index_type();
    FoldResult::attr(ctx.int_attr(it, v as i128))
}

/// Replaces `op` (an `affine.min`/`affine.max`) by an op of the same kind.
fn replace_min_max(rw: &mut Rewriter, op: Op, map: AffineMap, ops: &[Value]) {
    let name = rw.ctx.op_name(op).to_string();
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let new = rw.create(op, &name, ops, &[it], vec![("map", a)]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
}

/// Replaces `op` by a min/max of the same operands whose map (with the
/// dims and symbols of `map`) has the results `exprs`.
fn replace_min_max_results(rw: &mut Rewriter, op: Op, map: &AffineMap, exprs: Vec<AffineExpr>) {
    let ops = rw.ctx.operand_vec(op);
    let m = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    replace_min_max(rw, op, m, &ops);
}

/// Replaces `op` by an `affine.apply` of `map` to `ops`.
fn replace_with_apply(rw: &mut Rewriter, op: Op, map: AffineMap, ops: &[Value]) {
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let new = rw.create(op, "affine.apply", ops, &[it], vec![("map", a)]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
}

/// MLIR's `CanonicalizeSingleResultAffineMinMaxOp`: a one-result min/max
/// is an `affine.apply`.
fn p_single_result_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    if map.results.len() != 1 {
        return false;
    }
    let ops = rw.ctx.operand_vec(op);
    replace_with_apply(rw, op, map, &ops);
    true
}

/// MLIR's `DeduplicateAffineMinMaxExpressions`.
fn p_dedup_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let mut seen = rustc_hash::FxHashSet::default();
    let exprs: Vec<AffineExpr> = map
        .results
        .iter()
        .filter(|e| seen.insert((*e).clone()))
        .cloned()
        .collect();
    if exprs.len() == map.results.len() {
        return false;
    }
    replace_min_max_results(rw, op, &map, exprs);
    true
}

/// MLIR's `MergeAffineMinMaxOp`: a result that is just a dim or symbol
/// bound to a min (max) of the same kind takes that producer's results.
fn p_merge_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let ops = rw.ctx.operand_vec(op);
    let nd = map.num_dims as usize;
    if ops.len() != map.num_inputs() as usize {
        return false;
    }
    let kind = rw.ctx.op_name(op).to_string();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        let v = match e {
            AffineExpr::Dim(d) => Some(ops[*d as usize]),
            AffineExpr::Symbol(s) => Some(ops[nd + *s as usize]),
            _ => None,
        };
        if let Some(p) = v
            .and_then(|v| rw.ctx.defining_op(v))
            .filter(|&p| rw.ctx.op_name(p) == kind)
        {
            producers.push(p);
            continue;
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return false;
    }
    let mut dims = ops[..nd].to_vec();
    let mut syms = ops[nd..].to_vec();
    let (mut used_d, mut used_s) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pm) = da::map_of(rw.ctx, p).cloned() else {
            return false;
        };
        let pops = rw.ctx.operand_vec(p);
        let pnd = pm.num_dims as usize;
        dims.extend_from_slice(&pops[..pnd.min(pops.len())]);
        syms.extend_from_slice(&pops[pnd.min(pops.len())..]);
        for e in &pm.results {
            exprs.push(e.shift_dims(pm.num_dims, used_d, 0).shift_symbols(
                pm.num_symbols,
                used_s,
                0,
            ));
        }
        used_d += pm.num_dims;
        used_s += pm.num_symbols;
    }
    dims.extend(syms);
    replace_min_max(rw, op, AffineMap::new(used_d, used_s, exprs), &dims);
    true
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted by
/// their flat coefficient form `[dims, symbols, constant]`.
fn p_order_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let mut flat = Vec::with_capacity(map.results.len());
    for e in &map.results {
        match da::flat_without_locals(e, nd, ns) {
            Some(f) => flat.push(f),
            None => return false,
        }
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..flat.len()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let exprs = perm.iter().map(|&i| map.results[i].clone()).collect();
    replace_min_max_results(rw, op, &map, exprs);
    true
}

/// MLIR's `SimplifyAffineOp<AffineApplyOp>` (and of min/max).
fn p_simplify_apply(rw: &mut Rewriter, op: Op) -> bool {
    let Some(old_map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    if old_map.num_inputs() as usize != rw.ctx.num_operands(op) {
        return false;
    }
    let old_ops = rw.ctx.operand_vec(op);
    let mut map = old_map.clone();
    let mut ops = old_ops.clone();
    da::compose_map_and_operands(rw.ctx, &mut map, &mut ops);
    da::canonicalize_map_and_operands(rw.ctx, &mut map, &mut ops);
    let map: AffineMap = da::simplify_map_with_operands(&map, rw.ctx, &ops);
    // MLIR compares the new operands against a prefix of the old ones.
    if map == old_map && ops.len() <= old_ops.len() && old_ops[..ops.len()] == ops[..] {
        return false;
    }
    if !rw.ctx.isa(op, &dialects::affine::APPLY) {
        replace_min_max(rw, op, map, &ops);
        return true;
    }
    replace_with_apply(rw, op, map, &ops);
    true
}

/// The patterns of `affine.min` and `affine.max`, in MLIR's order.
const MIN_MAX_PATTERNS: &[Pattern] = &[
    Pattern {
        name: "CanonicalizeSingleResultAffineMinMaxOp",
        benefit: 1,
        apply: p_single_result_min_max,
    },
    Pattern {
        name: "DeduplicateAffineMinMaxExpressions",
        benefit: 1,
        apply: p_dedup_min_max,
    },
    Pattern {
        name: "MergeAffineMinMaxOp",
        benefit: 1,
        apply: p_merge_min_max,
    },
    Pattern {
        name: "SimplifyAffineOp",
        benefit: 1,
        apply: p_simplify_apply,
    },
    Pattern {
        name: "CanonicalizeAffineMinMaxOpExprAndTermOrder",
        benefit: 1,
        apply: p_order_min_max,
    },
];

const SIMPLIFY_MEMORY_OP: &[Pattern] = &[Pattern {
    name: "SimplifyAffineOp",
    benefit: 1,
    apply: p_simplify_memory_op,
}];

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "affine.apply",
        &[Pattern {
            name: "SimplifyAffineOp<AffineApplyOp>",
            benefit: 1,
            apply: p_simplify_apply,
        }],
    ),
    ("affine.min", MIN_MAX_PATTERNS),
    ("affine.max", MIN_MAX_PATTERNS),
    ("affine.load", SIMPLIFY_MEMORY_OP),
    ("affine.store", SIMPLIFY_MEMORY_OP),
    ("affine.vector_load", SIMPLIFY_MEMORY_OP),
    ("affine.vector_store", SIMPLIFY_MEMORY_OP),
    ("affine.prefetch", SIMPLIFY_MEMORY_OP),
    (
        "affine.for",
        &[Pattern {
            name: "AffineForEmptyLoopFolder",
            benefit: 1,
            apply: p_for_empty_loop,
        }],
    ),
    (
        "affine.if",
        &[
            Pattern {
                name: "SimplifyDeadElse",
                benefit: 1,
                apply: p_if_dead_else,
            },
            Pattern {
                name: "AlwaysTrueOrFalseIf",
                benefit: 1,
                apply: p_if_always_true_or_false,
            },
        ],
    ),
];

/// The position of the memref operand of an affine memory op (its map
/// operands follow it).
fn memref_position(ctx: &Context, op: Op) -> usize {
    usize::from(ctx.isa(op, &da::STORE) || ctx.isa(op, &da::VECTOR_STORE))
}

/// MLIR's `SimplifyAffineOp` on `affine.load`/`store`/`vector_load`/
/// `vector_store`/`prefetch`: the same op with the composed, canonical and
/// simplified map and operands.
fn p_simplify_memory_op(rw: &mut Rewriter, op: Op) -> bool {
    let Some(old_map) = da::map_attr(rw.ctx, op, "map").cloned() else {
        return false;
    };
    let first = memref_position(rw.ctx, op) + 1;
    let all = rw.ctx.operand_vec(op);
    if all.len() < first || old_map.num_inputs() as usize != all.len() - first {
        return false;
    }
    let old_ops = all[first..].to_vec();
    let mut map = old_map.clone();
    let mut ops = old_ops.clone();
    da::compose_map_and_operands(rw.ctx, &mut map, &mut ops);
    da::canonicalize_map_and_operands(rw.ctx, &mut map, &mut ops);
    let map = da::simplify_map_with_operands(&map, rw.ctx, &ops);
    if map == old_map && ops.len() <= old_ops.len() && old_ops[..ops.len()] == ops[..] {
        return false;
    }
    let mut operands = all[..first].to_vec();
    operands.extend(ops);
    let name = rw.ctx.op_name(op).to_string();
    let types: Vec<Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|&r| rw.ctx.value_type(r))
        .collect();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let mut attrs: Vec<(String, Attr)> = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, v)| (rw.ctx.str(k).to_string(), v))
        .collect();
    for (k, v) in attrs.iter_mut() {
        if k == "map" {
            *v = a;
        }
    }
    let attrs: Vec<(&str, Attr)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let new = rw.create(op, &name, &operands, &types, attrs);
    let results = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// Writes new bounds and operands into an `affine.for` (inits unchanged).
fn set_for_bounds(
    ctx: &mut Context,
    op: Op,
    lb: (AffineMap, Vec<Value>),
    ub: (AffineMap, Vec<Value>),
) {
    let inits: Vec<Value> = da::For(op).inits(ctx).collect();
    let sizes = [lb.1.len() as i32, ub.1.len() as i32, inits.len() as i32];
    let mut operands = lb.1;
    operands.extend(ub.1);
    operands.extend(inits);
    ctx.set_operands(op, &operands);
    let seg = ctx.dense_i32_array(&sizes);
    ctx.set_attr(op, "operandSegmentSizes", seg);
    let l = ctx.attr(AttrKind::AffineMap(lb.0));
    ctx.set_attr(op, "lowerBoundMap", l);
    let u = ctx.attr(AttrKind::AffineMap(ub.0));
    ctx.set_attr(op, "upperBoundMap", u);
}

/// MLIR's `removeDuplicateExprs`.
fn dedup_results(map: AffineMap) -> AffineMap {
    let mut kept: Vec<AffineExpr> = Vec::with_capacity(map.results.len());
    for e in map.results {
        if !kept.contains(&e) {
            kept.push(e);
        }
    }
    AffineMap::new(map.num_dims, map.num_symbols, kept)
}

/// The trip count of an `affine.for` with constant bounds.
fn trivial_trip_count(ctx: &Context, op: Op) -> Option<u64> {
    let step = da::For(op).step(ctx);
    let lb = da::constant_bound(ctx, op, "lowerBoundMap")?;
    let ub = da::constant_bound(ctx, op, "upperBoundMap")?;
    if step <= 0 {
        return None;
    }
    let span = ub.checked_sub(lb)?;
    Some(if span <= 0 {
        0
    } else {
        ((span as i128 + step as i128 - 1) / step as i128) as u64
    })
}

/// MLIR's `AffineForOp::fold`: bounds whose operands are all constants
/// become constants (the max of a lower, the min of an upper bound), bound
/// maps are composed with producer `affine.apply` ops and canonicalized,
/// and a loop with results that runs zero times folds to its inits.
fn fold_for(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let view = da::For(op);
    let (Some(lb_map), Some(ub_map)) = (
        da::map_attr(ctx, op, "lowerBoundMap").cloned(),
        da::map_attr(ctx, op, "upperBoundMap").cloned(),
    ) else {
        return FoldResult::Fail;
    };
    let mut lb_ops: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let mut ub_ops: Vec<Value> = view.upper_bound_operands(ctx).collect();
    if lb_map.num_inputs() as usize != lb_ops.len() || ub_map.num_inputs() as usize != ub_ops.len()
    {
        return FoldResult::Fail;
    }
    let vals = const_ints(ctx, consts);
    let (mut lb, mut ub) = (lb_map.clone(), ub_map.clone());
    let mut folded = false;
    // foldLoopBounds.
    let fold_bound = |map: &AffineMap, offset: usize, n: usize, lower: bool| -> Option<i64> {
        if map.is_single_constant() || map.results.is_empty() {
            return None;
        }
        let v: Vec<Option<i64>> = (0..n)
            .map(|i| vals.get(offset + i).copied().flatten())
            .collect();
        let nd = (map.num_dims as usize).min(v.len());
        let mut best: Option<i64> = None;
        for r in &map.results {
            let x = da::constant_fold_expr(r, &v[..nd], &v[nd..]).ok()??;
            best = Some(match best {
                None => x,
                Some(b) if lower => b.max(x),
                Some(b) => b.min(x),
            });
        }
        best
    };
    if let Some(c) = fold_bound(&lb, 0, lb_ops.len(), true) {
        lb = AffineMap::new(0, 0, vec![AffineExpr::constant(c)]);
        lb_ops.clear();
        folded = true;
    }
    if let Some(c) = fold_bound(&ub, lb_map.num_inputs() as usize, ub_ops.len(), false) {
        ub = AffineMap::new(0, 0, vec![AffineExpr::constant(c)]);
        ub_ops.clear();
        folded = true;
    }
    if folded {
        set_for_bounds(
            ctx,
            op,
            (lb.clone(), lb_ops.clone()),
            (ub.clone(), ub_ops.clone()),
        );
    }
    // canonicalizeLoopBounds.
    let (prev_lb, prev_ub) = (lb.clone(), ub.clone());
    da::compose_map_and_operands(ctx, &mut lb, &mut lb_ops);
    da::canonicalize_map_and_operands(ctx, &mut lb, &mut lb_ops);
    da::simplify_min_or_max(&mut lb, &lb_ops, ctx, true);
    da::simplify_min_or_max(&mut ub, &ub_ops, ctx, false);
    let lb = dedup_results(lb);
    da::compose_map_and_operands(ctx, &mut ub, &mut ub_ops);
    da::canonicalize_map_and_operands(ctx, &mut ub, &mut ub_ops);
    let ub = dedup_results(ub);
    if lb != prev_lb || ub != prev_ub {
        let cur_lb: Vec<Value> = da::For(op).lower_bound_operands(ctx).collect();
        let cur_ub: Vec<Value> = da::For(op).upper_bound_operands(ctx).collect();
        let new_lb = if lb != prev_lb {
            (lb, lb_ops)
        } else {
            (prev_lb, cur_lb)
        };
        let new_ub = if ub != prev_ub {
            (ub, ub_ops)
        } else {
            (prev_ub, cur_ub)
        };
        set_for_bounds(ctx, op, new_lb, new_ub);
        folded = true;
    }
    if !ctx.results(op).is_empty() && trivial_trip_count(ctx, op) == Some(0) {
        let inits: Vec<Value> = da::For(op).inits(ctx).collect();
        return FoldResult::Results(inits.into_iter().map(Ofr::Value).collect());
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `AffineForEmptyLoopFolder`: a loop whose body only yields is
/// replaced by its inits or by the values it yields from outside, when the
/// trip count allows it.
fn p_for_empty_loop(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.results(op).is_empty() {
        return false;
    }
    let Some(body) = ctx.regions_of(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let Some(y) = ctx.first_op(body).filter(|&f| ctx.last_op(body) == Some(f)) else {
        return false;
    };
    let trips = trivial_trip_count(ctx, op);
    let inits: Vec<Value> = da::For(op).inits(ctx).collect();
    if trips == Some(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let args = ctx.block_args(body);
    let iter_args = &args[1.min(args.len())..];
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in ctx.operands(y).enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                repl.push(inits[pos]);
            }
            None if args.first() == Some(&v) => return false,
            None => {
                outside = true;
                repl.push(v);
            }
        }
    }
    if trips.is_none() && (outside || out_of_order) {
        return false;
    }
    if trips.is_some_and(|t| t >= 2) && out_of_order {
        return false;
    }
    rw.replace_op(op, &repl);
    true
}

/// The constraints of a set as a map over the same dims and symbols.
fn set_as_map(set: &ir::affine::IntegerSet) -> AffineMap {
    AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone())
}

/// MLIR's `AffineIfOp::fold`: the condition composed with producer
/// `affine.apply` ops and canonicalized with its operands.
fn fold_if(ctx: &mut Context, op: Op, _consts: &[Option<Attr>]) -> FoldResult {
    let Some(set) = da::condition_of(ctx, op).cloned() else {
        return FoldResult::Fail;
    };
    let old_ops = ctx.operand_vec(op);
    if set.num_dims as usize + set.num_symbols as usize != old_ops.len() {
        return FoldResult::Fail;
    }
    let mut map = set_as_map(&set);
    let mut ops = old_ops.clone();
    if ops
        .iter()
        .any(|&v| ctx.defining_op(v).is_some_and(|d| ctx.isa(d, &da::APPLY)))
    {
        da::compose_map_and_operands(ctx, &mut map, &mut ops);
    }
    da::canonicalize_map_and_operands(ctx, &mut map, &mut ops);
    let new = ir::affine::IntegerSet::new(
        map.num_dims,
        map.num_symbols,
        map.results,
        set.eq_flags.clone(),
    );
    if new == set && ops == old_ops {
        return FoldResult::Fail;
    }
    ctx.set_operands(op, &ops);
    let a = ctx.attr(AttrKind::IntegerSet(new));
    ctx.set_attr(op, "condition", a);
    FoldResult::InPlace
}

/// MLIR's `SimplifyDeadElse`: an else block holding only its yield goes,
/// when the op has no results.
fn p_if_dead_else(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.results(op).is_empty() {
        return false;
    }
    let Some(&else_r) = ctx.regions_of(op).get(1) else {
        return false;
    };
    let Some(b) = ctx.entry_block(else_r) else {
        return false;
    };
    if ctx.first_op(b) != ctx.last_op(b) {
        return false;
    }
    rw.erase_block(b);
    rw.notify_modified(op);
    true
}

/// MLIR's `AlwaysTrueOrFalseIf`: a condition `0 == 0` runs the then block
/// in place of the op, `1 == 0` the else block (or erases an op without
/// else and results).
fn p_if_always_true_or_false(rw: &mut Rewriter, op: Op) -> bool {
    let Some(set) = da::condition_of(rw.ctx, op).cloned() else {
        return false;
    };
    let single_eq = |c: i64| {
        set.constraints.len() == 1
            && set.eq_flags == [true]
            && set.constraints[0] == AffineExpr::constant(c)
    };
    let regions = rw.ctx.regions_of(op).to_vec();
    let region = if single_eq(1) {
        if rw.ctx.results(op).is_empty() && rw.ctx.region_blocks(regions[1]).is_empty() {
            rw.erase_op(op);
            return true;
        }
        regions[1]
    } else if single_eq(0) {
        regions[0]
    } else {
        return false;
    };
    if rw.ctx.entry_block(region).is_none() {
        return false;
    }
    crate::patterns::scf::replace_op_with_region(rw, op, region, &[]);
    true
}

/// MLIR's `AffineParallelOp::fold`: bound maps composed with producer
/// `affine.apply` ops (`AffineValueMap::canonicalize`).
fn fold_parallel(ctx: &mut Context, op: Op, _consts: &[Option<Attr>]) -> FoldResult {
    let view = da::Parallel(op);
    let (Some(lb_map), Some(ub_map)) = (
        da::map_attr(ctx, op, "lowerBoundsMap").cloned(),
        da::map_attr(ctx, op, "upperBoundsMap").cloned(),
    ) else {
        return FoldResult::Fail;
    };
    let old_lb: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let old_ub: Vec<Value> = view.upper_bound_operands(ctx).collect();
    if ub_map.num_inputs() as usize != old_ub.len() {
        return FoldResult::Fail;
    }
    let compose = |ctx: &Context, map: &AffineMap, ops: &[Value]| {
        let (mut m, mut o) = (map.clone(), ops.to_vec());
        da::compose_map_and_operands(ctx, &mut m, &mut o);
        (m != *map || o != ops).then_some((m, o))
    };
    let lb = compose(ctx, &lb_map, &old_lb);
    let ub = compose(ctx, &ub_map, &old_ub);
    if lb.is_none() && ub.is_none() {
        return FoldResult::Fail;
    }
    let (lb_map, lb_ops) = lb.unwrap_or((lb_map, old_lb));
    let (ub_map, ub_ops) = ub.unwrap_or((ub_map, old_ub));
    let mut operands = lb_ops;
    operands.extend(ub_ops);
    ctx.set_operands(op, &operands);
    let l = ctx.attr(AttrKind::AffineMap(lb_map));
    ctx.set_attr(op, "lowerBoundsMap", l);
    let u = ctx.attr(AttrKind::AffineMap(ub_map));
    ctx.set_attr(op, "upperBoundsMap", u);
    FoldResult::InPlace
}

// ----- composing and folding an affine.apply (MLIR's
// `makeComposedFoldedAffineApply`), for the patterns and bufferization
// models that build index arithmetic -----

/// The sum `d0 + d1 + ...` over `n` dims.
pub fn dim_sum(n: u32) -> AffineExpr {
    (1..n).fold(AffineExpr::dim(0), |e, i| add(e, AffineExpr::dim(i)))
}

fn is_func(ctx: &Context, op: Op) -> bool {
    ctx.isa(op, &dialects::func::FUNC)
}

/// Defined directly in the body of an affine scope (a function).
fn is_top_level(ctx: &Context, v: Value) -> bool {
    let parent = match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block_parent_op(b),
        ValueDef::Result(op, _) => ctx.parent_op(op),
        ValueDef::Placeholder => None,
    };
    parent.is_some_and(|p| is_func(ctx, p))
}

/// MLIR's `isValidSymbol` for the values bufferization builds maps from.
fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index) {
        return false;
    }
    if is_top_level(ctx, v) {
        return true;
    }
    let Some(d) = ctx.defining_op(v) else {
        return false;
    };
    match ctx.op_name(d) {
        "arith.constant" => true,
        "affine.apply" => ctx.operands(d).all(|x| is_valid_symbol(ctx, x)),
        "tensor.dim" | "memref.dim" => is_top_level(ctx, ctx.operand(d, 0)),
        _ => false,
    }
}

fn constant_of(ctx: &Context, v: Value) -> Option<i64> {
    let d = ctx.defining_op(v)?;
    if !ctx.is_op(d, "arith.constant") {
        return None;
    }
    dialects::arith::constant_int_value(ctx, v).map(|x| x as i64)
}

/// Rebuilds a linear expression in MLIR's flat order (dims, then symbols,
/// then the constant); other expressions are returned unchanged.
fn simplify(e: &AffineExpr, nd: usize, ns: usize) -> AffineExpr {
    fn flatten(e: &AffineExpr, k: i64, coef: &mut [i64], nd: usize) -> bool {
        match e {
            AffineExpr::Dim(d) => {
                coef[*d as usize] += k;
                true
            }
            AffineExpr::Symbol(s) => {
                coef[nd + *s as usize] += k;
                true
            }
            AffineExpr::Constant(c) => {
                let last = coef.len() - 1;
                coef[last] += k * c;
                true
            }
            AffineExpr::Add(a, b) => flatten(a, k, coef, nd) && flatten(b, k, coef, nd),
            AffineExpr::Mul(a, b) => match (a.as_constant(), b.as_constant()) {
                (_, Some(c)) => flatten(a, k * c, coef, nd),
                (Some(c), _) => flatten(b, k * c, coef, nd),
                _ => false,
            },
            _ => false,
        }
    }
    let mut coef = vec![0i64; nd + ns + 1];
    if !flatten(e, 1, &mut coef, nd) {
        return e.clone();
    }
    da::from_flat(&coef, nd, ns, &[])
}

/// The result of [`compose_folded`]: a constant, an existing value, or an
/// `affine.apply` still to build.
#[derive(Clone, Debug, PartialEq)]
pub enum Composed {
    /// A constant.
    Static(i64),
    /// An existing value.
    Value(Value),
    /// The map applied to these operands, still to build.
    Apply(AffineMap, Vec<Value>),
}

/// MLIR's `makeComposedFoldedAffineApply` for a single expression over
/// `num_dims` dims followed by symbols, one operand per dim and symbol;
/// the caller builds the `affine.apply` it asks for. It folds constants
/// into the map, looks through `affine.apply` producers, turns dims that
/// are valid symbols into symbols, drops unused and duplicate operands,
/// simplifies linear expressions and folds to an operand or a constant when
/// it can.
pub fn compose_folded(
    ctx: &Context,
    expr: AffineExpr,
    num_dims: u32,
    operands: &[Mixed],
) -> Composed {
    let nd = num_dims as usize;
    // 1. Fold static operands into the expression.
    let (mut dims, mut syms) = (Vec::new(), Vec::new());
    let mut dim_repl = Vec::new();
    let mut sym_repl = Vec::new();
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let (list, repl) = if is_dim {
            (&mut dims, &mut dim_repl)
        } else {
            (&mut syms, &mut sym_repl)
        };
        match o {
            Mixed::Static(c) => repl.push(AffineExpr::constant(*c)),
            Mixed::Dynamic(v) => {
                repl.push(if is_dim {
                    AffineExpr::dim(list.len() as u32)
                } else {
                    AffineExpr::symbol(list.len() as u32)
                });
                list.push(Some(*v));
            }
        }
    }
    let mut e = expr.replace_dims_and_symbols(&dim_repl, &sym_repl);
    // 2. Compose with `affine.apply` producers until none is left.
    loop {
        let total = dims.len() + syms.len();
        let mut changed = false;
        for pos in 0..total {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                dims[pos]
            } else {
                syms[pos - dims.len()]
            };
            let Some(v) = slot else { continue };
            let Some(p) = ctx
                .defining_op(v)
                .filter(|&p| ctx.isa(p, &dialects::affine::APPLY))
            else {
                continue;
            };
            let Some(pm) = dialects::affine::map_of(ctx, p).cloned() else {
                continue;
            };
            if pm.results.len() != 1 {
                continue;
            }
            let pops = ctx.operand_vec(p);
            let (pd, ps) = (pm.num_dims as usize, pm.num_symbols as usize);
            let shift_d: Vec<AffineExpr> = (0..pd)
                .map(|k| AffineExpr::dim((dims.len() + k) as u32))
                .collect();
            let shift_s: Vec<AffineExpr> = (0..ps)
                .map(|k| AffineExpr::symbol((syms.len() + k) as u32))
                .collect();
            let repl = pm.results[0].replace_dims_and_symbols(&shift_d, &shift_s);
            let target = if is_dim {
                dims[pos] = None;
                AffineExpr::dim(pos as u32)
            } else {
                syms[pos - dims.len()] = None;
                AffineExpr::symbol((pos - dims.len()) as u32)
            };
            dims.extend(pops[..pd].iter().map(|&x| Some(x)));
            syms.extend(pops[pd..].iter().map(|&x| Some(x)));
            e = e.replace(&target, &repl);
            changed = true;
            break;
        }
        if !changed {
            break;
        }
    }
    // 3. Prune replaced operands.
    let mut ops: Vec<Value> = Vec::new();
    let mut dr = Vec::new();
    let mut nd2 = 0u32;
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(AffineExpr::dim(nd2));
                nd2 += 1;
                ops.push(*v);
            }
            None => dr.push(AffineExpr::constant(0)),
        }
    }
    let mut sr = Vec::new();
    let mut ns2 = 0u32;
    let mut sym_ops = Vec::new();
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(AffineExpr::symbol(ns2));
                ns2 += 1;
                sym_ops.push(*v);
            }
            None => sr.push(AffineExpr::constant(0)),
        }
    }
    e = e.replace_dims_and_symbols(&dr, &sr);
    // 4. Canonicalize: promote dims that are valid symbols (appended after
    //    the symbols), then drop unused operands, fold constant symbols and
    //    merge duplicates.
    let mut dr = Vec::new();
    let mut kept_dims = Vec::new();
    let mut promoted = Vec::new();
    for &v in &ops {
        if is_valid_symbol(ctx, v) {
            dr.push(AffineExpr::symbol(ns2 + promoted.len() as u32));
            promoted.push(v);
        } else {
            dr.push(AffineExpr::dim(kept_dims.len() as u32));
            kept_dims.push(v);
        }
    }
    let keep_syms: Vec<AffineExpr> = (0..ns2).map(AffineExpr::symbol).collect();
    e = e.replace_dims_and_symbols(&dr, &keep_syms);
    sym_ops.extend(promoted);
    let mut used_d = vec![false; kept_dims.len()];
    let mut used_s = vec![false; sym_ops.len()];
    e.walk(&mut |x| match x {
        AffineExpr::Dim(d) => used_d[*d as usize] = true,
        AffineExpr::Symbol(s) => used_s[*s as usize] = true,
        _ => {}
    });
    let mut out_ops: Vec<Value> = Vec::new();
    let (dr, n_d) = renumber_used(
        ctx,
        &kept_dims,
        &used_d,
        false,
        AffineExpr::dim,
        &mut out_ops,
    );
    let (sr, n_s) = renumber_used(
        ctx,
        &sym_ops,
        &used_s,
        true,
        AffineExpr::symbol,
        &mut out_ops,
    );
    e = e.replace_dims_and_symbols(&dr, &sr);
    // 5. Simplify, then fold.
    let e = simplify(&e, n_d as usize, n_s as usize);
    match &e {
        AffineExpr::Constant(c) => Composed::Static(*c),
        AffineExpr::Dim(d) => Composed::Value(out_ops[*d as usize]),
        AffineExpr::Symbol(s) => Composed::Value(out_ops[(n_d + *s) as usize]),
        _ => Composed::Apply(AffineMap::new(n_d, n_s, vec![e]), out_ops),
    }
}

/// The replacement of each of `values` (dims or symbols, made by `make`)
/// once unused ones are dropped and the rest renumbered: an unused one
/// becomes 0, a repeated one the expression of its first use, a constant
/// its value when `fold_constants`; the kept operands are appended to `out`
/// in order. Returns the replacements and how many operands were kept.
fn renumber_used(
    ctx: &Context,
    values: &[Value],
    used: &[bool],
    fold_constants: bool,
    make: fn(u32) -> AffineExpr,
    out: &mut Vec<Value>,
) -> (Vec<AffineExpr>, u32) {
    let mut repl = vec![AffineExpr::constant(0); values.len()];
    let mut n = 0u32;
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    for (i, &v) in values.iter().enumerate() {
        if !used[i] {
            continue;
        }
        if fold_constants {
            if let Some(c) = constant_of(ctx, v) {
                repl[i] = AffineExpr::constant(c);
                continue;
            }
        }
        if let Some((_, x)) = seen.iter().find(|(w, _)| *w == v) {
            repl[i] = x.clone();
            continue;
        }
        repl[i] = make(n);
        n += 1;
        seen.push((v, repl[i].clone()));
        out.push(v);
    }
    (repl, n)
}

/// The static basis of a linearize or delinearize op, `None` when some
/// element is dynamic.
fn static_basis(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    let b = dialects::offsets::static_array(ctx, op, "static_basis")?;
    (!b.contains(&ir::DYNAMIC)).then_some(b)
}

/// MLIR's `AffineLinearizeIndexOp::fold`: no index is 0, one index is
/// itself, constant indices over a static basis are their linear index.
fn fold_linearize(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let view = da::LinearizeIndex(op);
    let n = view.multi_index(ctx).len();
    let it = ctx.index_type();
    if n == 0 {
        return FoldResult::attr(ctx.int_attr(it, 0));
    }
    if n == 1 {
        if let Some(only) = view.multi_index(ctx).next() {
            return FoldResult::value(only);
        }
    }
    let vals = const_ints(ctx, consts);
    let Some(idx) = vals
        .get(..n)
        .and_then(|v| v.iter().copied().collect::<Option<Vec<i64>>>())
    else {
        return FoldResult::Fail;
    };
    let Some(basis) = static_basis(ctx, op) else {
        return FoldResult::Fail;
    };
    let (mut sum, mut stride) = (0i64, 1i64);
    for (&len, &x) in basis.iter().rev().zip(idx.iter().rev()) {
        sum = sum.wrapping_add(x.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    // Without an outer bound the first index has no basis element.
    if basis.len() < n {
        sum = sum.wrapping_add(idx[0].wrapping_mul(stride));
    }
    FoldResult::attr(ctx.int_attr(it, sum as i128))
}

/// MLIR's `AffineDelinearizeIndexOp::fold`: one result is the index
/// itself, a constant index over a static basis splits into constants.
fn fold_delinearize(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let n = ctx.results(op).len();
    if n == 1 {
        return FoldResult::value(da::DelinearizeIndex(op).linear_index(ctx));
    }
    let Some(Some(mut high)) = const_ints(ctx, consts).first().copied() else {
        return FoldResult::Fail;
    };
    let Some(mut basis) = static_basis(ctx, op) else {
        return FoldResult::Fail;
    };
    if basis.len() == n && !basis.is_empty() {
        basis.remove(0);
    }
    if basis.iter().any(|&b| b <= 0) {
        return FoldResult::Fail;
    }
    let it = ctx.index_type();
    let mut parts = Vec::with_capacity(n);
    for &m in basis.iter().rev() {
        parts.push(ctx.int_attr(it, high.rem_euclid(m) as i128));
        high = high.div_euclid(m);
    }
    parts.push(ctx.int_attr(it, high as i128));
    parts.reverse();
    FoldResult::Results(parts.into_iter().map(Ofr::Attr).collect())
}

/// `affine.load`/`affine.prefetch` of a `memref.cast` read its source
/// (MLIR's `foldMemRefCast`).
fn fold_cast_of_memref(ctx: &mut Context, op: Op, _consts: &[Option<Attr>]) -> FoldResult {
    if super::memref::fold_memref_cast(ctx, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// As [`fold_cast_of_memref`] for `affine.store`, whose stored value stays.
fn fold_store_cast_of_memref(ctx: &mut Context, op: Op, _consts: &[Option<Attr>]) -> FoldResult {
    let value = da::Store(op).value(ctx);
    if super::memref::fold_memref_cast(ctx, op, Some(value)) {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}
