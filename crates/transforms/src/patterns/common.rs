//! Facts about tensor ops that the patterns of several dialects ask: when a
//! `tensor.cast` folds into its consumer, the init tied to a
//! destination-style result, the padding of a `tensor.pad`.

use super::slice::{mixed_const, shape_of};
use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::offsets::Mixed;
use dialects::tensor::Cast;

/// MLIR's `canFoldIntoConsumerOp` for `tensor.cast`: the cast's source is at
/// least as static as its result.
pub fn cast_foldable_into_consumer(ctx: &Context, cast: Op) -> bool {
    if !ctx.isa(cast, &dialects::tensor::CAST) {
        return false;
    }
    let src = ctx.value_type(Cast(cast).source(ctx));
    let res = ctx.value_type(ctx.result(cast, 0));
    let (ks, kr) = (ctx.type_kind(src), ctx.type_kind(res));
    if ks.element_type() != kr.element_type() {
        return false;
    }
    let Some(rs) = shape_of(ctx, res) else {
        return true;
    };
    let Some(ss) = shape_of(ctx, src) else {
        return false;
    };
    rs.len() == ss.len()
        && rs
            .iter()
            .zip(&ss)
            .all(|(&r, &s)| r == ir::DYNAMIC || r == s)
}

/// The source of a `tensor.cast` that can fold into its consumer.
pub(crate) fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let c = ctx.defining_op(v)?;
    cast_foldable_into_consumer(ctx, c).then(|| Cast(c).source(ctx))
}

/// The source of a `tensor.cast` defining `v` that can fold into its
/// consumer, with both types ranked.
pub(crate) fn ranked_foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let src = foldable_cast_source(ctx, v)?;
    let ranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. });
    (ranked(ctx.value_type(src)) && ranked(ctx.value_type(v))).then_some(src)
}

/// `to` keeps every static size of `from` (same rank and element type).
pub(crate) fn preserves_static_info(ctx: &Context, from: Type, to: Type) -> bool {
    match (ctx.type_kind(from), ctx.type_kind(to)) {
        (
            TypeKind::RankedTensor {
                shape: a,
                elem: ea,
                encoding: xa,
            },
            TypeKind::RankedTensor {
                shape: b,
                elem: eb,
                encoding: xb,
            },
        ) => {
            ea == eb
                && xa == xb
                && a.len() == b.len()
                && a.iter().zip(b).all(|(&x, &y)| x == ir::DYNAMIC || x == y)
        }
        _ => false,
    }
}

/// The operand range of the destination (init) operands of a
/// destination-style op on tensors.
pub(crate) fn dps_inits(ctx: &Context, op: Op) -> Option<std::ops::Range<usize>> {
    let name = ctx.op_name(op);
    match name {
        "tensor.insert" | "bufferization.materialize_in_destination" | "vector.transfer_write" => {
            Some(1..2)
        }
        _ if name.starts_with("linalg.") => Some(dialects::linalg::dps_ranges(ctx, op).1),
        _ => None,
    }
}

/// The init operand tied to result `i` of a destination-style op.
pub(crate) fn dps_tied_init(ctx: &Context, op: Op, i: usize) -> Option<Value> {
    let name = ctx.op_name(op);
    let inits = match name {
        "tensor.insert_slice" | "vector.transfer_write" => 1..2,
        _ => dps_inits(ctx, op)?,
    };
    let k = inits.start + i;
    (k < inits.end).then(|| ctx.operand(op, k))
}

/// The static list `which` of a pad and its dynamic operands (segment `seg`).
pub(crate) fn pad_side(
    ctx: &Context,
    op: Op,
    which: &str,
    seg: usize,
) -> Option<(Vec<i64>, Vec<Value>)> {
    let st = ctx
        .get_attr(op, which)
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))?;
    let segs = dialects::common::operand_segments(ctx, op);
    Some((st, segs.get(seg).cloned().unwrap_or_default()))
}

/// The low and high padding of a pad as mixed lists.
pub(crate) fn pad_mixed(ctx: &Context, op: Op) -> Option<(Vec<Mixed>, Vec<Mixed>)> {
    let (sl, dl) = pad_side(ctx, op, "static_low", 1)?;
    let (sh, dh) = pad_side(ctx, op, "static_high", 2)?;
    let (lo, hi) = (
        dialects::offsets::mixed(&sl, &dl),
        dialects::offsets::mixed(&sh, &dh),
    );
    (lo.len() == sl.len() && hi.len() == sh.len()).then_some((lo, hi))
}

/// MLIR's `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's body.
pub(crate) fn constant_padding_value(ctx: &Context, op: Op) -> Option<Value> {
    let body = ctx
        .regions_of(op)
        .first()
        .and_then(|&r| ctx.entry_block(r))?;
    let y = ctx.terminator(body)?;
    if !ctx.isa(y, &dialects::tensor::YIELD) {
        return None;
    }
    let v = ctx.operands(y).next()?;
    if value_constant(ctx, v).is_some() {
        return Some(v);
    }
    (ctx.value_block(v) != Some(body)).then_some(v)
}

/// The sum of two paddings: a constant when both are, the other one when
/// one is zero, else an `affine.apply` before `anchor` (which the affine
/// patterns then simplify as MLIR's composing builder does); `None` on
/// overflow.
pub(crate) fn padding_sum(rw: &mut Rewriter, anchor: Op, a: Mixed, b: Mixed) -> Option<Mixed> {
    use ir::affine::{add, AffineExpr, AffineMap};
    let (ca, cb) = (mixed_const(rw.ctx, a), mixed_const(rw.ctx, b));
    match (ca, cb) {
        (Some(x), Some(y)) => return x.checked_add(y).map(Mixed::Static),
        (Some(0), None) => return Some(b),
        (None, Some(0)) => return Some(a),
        _ => {}
    }
    let mut operands = Vec::new();
    let mut expr: Option<AffineExpr> = None;
    for (m, c) in [(a, ca), (b, cb)] {
        let term = match (m, c) {
            (_, Some(k)) => AffineExpr::Constant(k),
            (Mixed::Dynamic(v), None) => {
                operands.push(v);
                AffineExpr::Symbol(operands.len() as u32 - 1)
            }
            (Mixed::Static(_), None) => return None,
        };
        expr = Some(match expr {
            None => term,
            Some(e) => add(e, term),
        });
    }
    let map = AffineMap::new(0, operands.len() as u32, vec![expr?]);
    let it = rw.ctx.index_type();
    let attr = rw.ctx.attr(AttrKind::AffineMap(map));
    let op = rw.create(
        anchor,
        "affine.apply",
        &operands,
        &[it],
        vec![("map", attr)],
    );
    Some(Mixed::Dynamic(rw.ctx.result(op, 0)))
}
