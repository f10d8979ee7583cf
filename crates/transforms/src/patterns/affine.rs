//! affine: folding `affine.apply` (to an operand or a constant) and MLIR's
//! `SimplifyAffineOp` pattern (composition with producer `affine.apply`
//! ops, symbol promotion, dropping unused, constant and duplicate
//! operands, flattening simplification).

use super::*;
use crate::canonicalize::Rewriter;
use dialects::affine as da;
use ir::affine::{AffineExpr, AffineMap};

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    match name {
        "affine.apply" => Some(fold_apply),
        "affine.min" | "affine.max" => Some(fold_min_max),
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
    let best = if ctx.is_op(op, "affine.min") {
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
    let map: AffineMap = da::simplify_map_with_operands(&map);
    // MLIR compares the new operands against a prefix of the old ones.
    if map == old_map && ops.len() <= old_ops.len() && old_ops[..ops.len()] == ops[..] {
        return false;
    }
    if !rw.ctx.is_op(op, "affine.apply") {
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

pub static PATTERNS: &[(&str, &[Pattern])] = &[
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
];
