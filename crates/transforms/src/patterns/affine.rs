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
    let vals: Vec<Option<i64>> = consts
        .iter()
        .map(|c| {
            c.and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
        })
        .collect();
    let nd = nd.min(vals.len());
    // A division by zero folds to poison in MLIR; without the `ub` dialect
    // the op is left as is.
    let Ok(Some(v)) = da::constant_fold_expr(expr, &vals[..nd], &vals[nd..]) else {
        return FoldResult::Fail;
    };
    let it = ctx.index_type();
    FoldResult::attr(ctx.int_attr(it, v as i128))
}

/// MLIR's `SimplifyAffineOp<AffineApplyOp>`.
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
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let new = rw.create(op, "affine.apply", &ops, &[it], vec![("map", a)]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[(
    "affine.apply",
    &[Pattern {
        name: "SimplifyAffineOp<AffineApplyOp>",
        benefit: 1,
        apply: p_simplify_apply,
    }],
)];
