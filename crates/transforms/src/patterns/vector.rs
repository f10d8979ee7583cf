//! vector: `shape_cast` folds (identity, chains, splat constants),
//! `from_elements` of one repeated value as a broadcast, and the in-bounds
//! inference of `transfer_read`/`transfer_write`.

use super::*;
use crate::canonicalize::Rewriter;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "vector.shape_cast" => fold_shape_cast,
        "vector.transfer_read" => fold_transfer_read,
        "vector.transfer_write" => fold_transfer_write,
        "vector.constant_mask" => fold_constant_mask,
        _ => return None,
    })
}

/// A mask that sets every lane (its sizes are the vector's, or 1 for a 0-d
/// vector) or none (all sizes 0) is a splat constant.
fn fold_constant_mask(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let Some(sizes) = ctx
        .get_attr(op, "mask_dim_sizes")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
    else {
        return FoldResult::Fail;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(shape) = ctx.type_kind(ty).shape().map(|s| s.to_vec()) else {
        return FoldResult::Fail;
    };
    let all = if shape.is_empty() {
        Some(sizes.first() == Some(&1))
    } else if sizes == shape {
        Some(true)
    } else if sizes.iter().all(|&s| s == 0) {
        Some(false)
    } else {
        None
    };
    match all {
        Some(v) => FoldResult::attr(splat_like(ctx, ty, v as u128, false)),
        None => FoldResult::Fail,
    }
}

/// Marks transfer dimensions that statically stay inside the source as
/// in-bounds (constant index + vector size <= static source size); when
/// every non-broadcast dimension is in bounds, the broadcast ones are too.
fn fold_transfer_in_bounds(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let write = ctx.op_name(op) == "vector.transfer_write";
    let (source_at, vector) = if write {
        (1, ctx.value_type(ctx.operand(op, 0)))
    } else {
        (0, ctx.value_type(ctx.result(op, 0)))
    };
    let source_ty = ctx.value_type(ctx.operand(op, source_at));
    let (Some(source_shape), Some(vector_shape)) = (
        ctx.type_kind(source_ty).shape().map(<[i64]>::to_vec),
        ctx.type_kind(vector).shape().map(<[i64]>::to_vec),
    ) else {
        return FoldResult::Fail;
    };
    let Some(AttrKind::AffineMap(map)) = ctx
        .get_attr(op, "permutation_map")
        .map(|a| ctx.attr_kind(a))
    else {
        return FoldResult::Fail;
    };
    let results = map.results.clone();
    if results.is_empty() {
        return FoldResult::Fail;
    }
    let mut in_bounds: Vec<bool> = match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|&x| dialects::common::int_attr_value(ctx, x).is_some_and(|b| b != 0))
            .collect(),
        _ => vec![false; results.len()],
    };
    if in_bounds.len() != results.len() {
        return FoldResult::Fail;
    }
    let first_index = source_at + 1;
    let mut changed = false;
    let mut non_broadcast = Vec::new();
    for (i, r) in results.iter().enumerate() {
        if in_bounds[i] {
            continue;
        }
        let Some(d) = r.as_dim() else {
            continue;
        };
        non_broadcast.push(i);
        let d = d as usize;
        let fits = source_shape.get(d).is_some_and(|&size| size != ir::DYNAMIC)
            && c.get(first_index + d)
                .copied()
                .flatten()
                .and_then(|a| int_value(ctx, a))
                .zip(vector_shape.get(i))
                .is_some_and(|(idx, &len)| idx + i128::from(len) <= i128::from(source_shape[d]));
        in_bounds[i] = fits;
        changed |= fits;
    }
    if non_broadcast.iter().all(|&i| in_bounds[i]) {
        for (i, r) in results.iter().enumerate() {
            if r.as_constant() == Some(0) && !in_bounds[i] {
                in_bounds[i] = true;
                changed = true;
            }
        }
    }
    if !changed {
        return FoldResult::Fail;
    }
    let i1 = ctx.i1();
    let flags: Vec<Attr> = in_bounds
        .iter()
        .map(|&b| ctx.int_attr(i1, i128::from(b)))
        .collect();
    let a = ctx.array_attr(flags);
    ctx.set_attr(op, "in_bounds", a);
    FoldResult::InPlace
}

/// The parts of a `vector.transfer_read`/`transfer_write`.
struct Transfer {
    base: Value,
    indices: Vec<Value>,
    mask: Option<Value>,
    vector_ty: Type,
    map: Option<Attr>,
}

fn transfer_parts(ctx: &Context, op: Op) -> Option<Transfer> {
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 4 {
        return None;
    }
    let write = ctx.is_op(op, "vector.transfer_write");
    let (base, indices, mask) = if write {
        (*segs[1].first()?, segs[2].clone(), segs[3].first().copied())
    } else {
        (*segs[0].first()?, segs[1].clone(), segs[3].first().copied())
    };
    let vector_ty = if write {
        ctx.value_type(*segs[0].first()?)
    } else {
        ctx.value_type(ctx.result(op, 0))
    };
    Some(Transfer {
        base,
        indices,
        mask,
        vector_ty,
        map: ctx.get_attr(op, "permutation_map"),
    })
}

/// Whether every dimension of a transfer is marked in bounds.
fn all_in_bounds(ctx: &Context, op: Op) -> bool {
    match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .all(|&x| dialects::common::int_attr_value(ctx, x).is_some_and(|b| b != 0)),
        _ => false,
    }
}

fn is_ranked_tensor(ctx: &Context, v: Value) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(v)),
        TypeKind::RankedTensor { .. }
    )
}

/// MLIR's `foldRAW`: reading back, at the same place and without masks
/// (or the same mask), what an in-bounds write to a tensor just wrote.
fn fold_transfer_read(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(r) = transfer_parts(ctx, op) {
        if is_ranked_tensor(ctx, r.base) {
            if let Some(w) = ctx
                .defining_op(r.base)
                .filter(|&w| ctx.is_op(w, "vector.transfer_write"))
            {
                if let Some(wp) = transfer_parts(ctx, w) {
                    if all_in_bounds(ctx, w)
                        && wp.indices == r.indices
                        && wp.vector_ty == r.vector_ty
                        && wp.map == r.map
                        && wp.mask == r.mask
                    {
                        return FoldResult::value(ctx.operand(w, 0));
                    }
                }
            }
        }
    }
    fold_transfer_in_bounds(ctx, op, c)
}

/// MLIR's `foldReadInitWrite` (writing back a whole tensor read at zero
/// indices) and `foldWAR` (writing back what was read from the same place),
/// then the in-bounds inference.
fn fold_transfer_write(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(w) = transfer_parts(ctx, op) {
        if is_ranked_tensor(ctx, w.base) {
            if let Some(r) = ctx
                .defining_op(ctx.operand(op, 0))
                .filter(|&r| ctx.is_op(r, "vector.transfer_read"))
            {
                if let Some(rp) = transfer_parts(ctx, r) {
                    if let Some(v) = read_init_write(ctx, op, &w, r, &rp) {
                        return FoldResult::value(v);
                    }
                    if rp.base == w.base
                        && rp.indices == w.indices
                        && rp.map == w.map
                        && rp.vector_ty == w.vector_ty
                        && rp.mask.is_none()
                        && w.mask.is_none()
                    {
                        return FoldResult::value(rp.base);
                    }
                }
            }
        }
    }
    fold_transfer_in_bounds(ctx, op, c)
}

fn read_init_write(
    ctx: &Context,
    write: Op,
    w: &Transfer,
    read: Op,
    r: &Transfer,
) -> Option<Value> {
    let minor_identity = |m: Option<Attr>| {
        m.is_none_or(
            |a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(m) if m.is_minor_identity()),
        )
    };
    let vshape = ctx.type_kind(w.vector_ty).shape()?.to_vec();
    let tt = ctx.value_type(w.base);
    let zero = |v: &Value| {
        crate::canonicalize::value_constant(ctx, *v).and_then(|a| int_value(ctx, a)) == Some(0)
    };
    (!vshape.is_empty()
        && minor_identity(r.map)
        && minor_identity(w.map)
        && all_in_bounds(ctx, read)
        && all_in_bounds(ctx, write)
        && ctx.value_type(r.base) == tt
        && r.vector_ty == w.vector_ty
        && ctx.type_kind(tt).shape() == Some(&vshape[..])
        && r.indices.iter().all(zero)
        && w.indices.iter().all(zero))
    .then_some(r.base)
}

fn fold_shape_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    if let Some(inner) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "vector.shape_cast")
    {
        let s = ctx.operand(inner, 0);
        ctx.set_operand(op, 0, s);
        return FoldResult::InPlace;
    }
    if let Some(a) = c[0] {
        if let AttrKind::DenseElements {
            splat: true, data, ..
        } = ctx.attr_kind(a).clone()
        {
            let na = ctx.attr(AttrKind::DenseElements {
                ty: rt,
                splat: true,
                data,
            });
            return FoldResult::attr(na);
        }
    }
    FoldResult::Fail
}

/// `from_elements %a, %a, ...` -> `broadcast %a`.
fn p_from_elements_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ops = rw.ctx.operand_vec(op);
    let Some(&first) = ops.first() else {
        return false;
    };
    if ops.iter().any(|&v| v != first) {
        return false;
    }
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let b = rw.create(op, "vector.broadcast", &[first], &[ty], Vec::new());
    let v = rw.ctx.result(b, 0);
    rw.replace_op(op, &[v]);
    true
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[(
    "vector.from_elements",
    &[Pattern {
        name: "FromElementsToBroadcast",
        benefit: 1,
        apply: p_from_elements_broadcast,
    }],
)];
