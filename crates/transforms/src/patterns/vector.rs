//! vector: `shape_cast` folds (identity, chains, splat constants),
//! `from_elements` of one repeated value as a broadcast, the transfer folds
//! (in-bounds inference, all-true masks, casts of the source, read after
//! write, write after write), memref casts folded into loads and stores, masks (`vector.mask` and `create_mask` with
//! known sizes), and the no-op `broadcast`/`transpose` folds.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::vector::{Broadcast, Mask, ShapeCast, TransferWrite, Transpose};

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "vector.shape_cast" => fold_shape_cast,
        "vector.transfer_read" => fold_transfer_read,
        "vector.transfer_write" => fold_transfer_write,
        "vector.constant_mask" => fold_constant_mask,
        "vector.mask" => fold_mask,
        "vector.broadcast" => fold_broadcast,
        "vector.transpose" => fold_transpose,
        "vector.extract" => super::vector_insert_extract::fold_extract,
        "vector.insert" => super::vector_insert_extract::fold_insert,
        "vector.from_elements" => super::vector_insert_extract::fold_from_elements,
        "vector.to_elements" => super::vector_insert_extract::fold_to_elements,
        "vector.multi_reduction" => super::vector_shape::fold_multi_reduction,
        "vector.load" | "vector.store" | "vector.maskedload" | "vector.maskedstore" => {
            fold_base_cast
        }
        _ => return None,
    })
}

/// The contiguous loads and stores take the source of a ranked
/// `memref.cast` base, as their folders in MLIR do (`foldMemRefCast`); the
/// gathers, scatters, expanding loads and compressing stores have no such
/// fold in mlir-opt 22 and keep the cast.
fn fold_base_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    if super::memref::fold_memref_cast(ctx, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
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
    let write = ctx.isa(op, &dialects::vector::TRANSFER_WRITE);
    let (source_at, vector) = if write {
        (1, ctx.value_type(TransferWrite(op).vector(ctx)))
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
    let write = ctx.isa(op, &dialects::vector::TRANSFER_WRITE);
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
                .filter(|&w| ctx.isa(w, &dialects::vector::TRANSFER_WRITE))
            {
                if let Some(wp) = transfer_parts(ctx, w) {
                    if all_in_bounds(ctx, w)
                        && wp.indices == r.indices
                        && wp.vector_ty == r.vector_ty
                        && wp.map == r.map
                        && wp.mask == r.mask
                    {
                        return FoldResult::value(TransferWrite(w).vector(ctx));
                    }
                }
            }
        }
    }
    let in_bounds = fold_transfer_in_bounds(ctx, op, c);
    if !matches!(in_bounds, FoldResult::Fail) {
        return in_bounds;
    }
    // A cast's source is at least as static: reading it keeps what the
    // cast hid (memref casts fold whatever they drop, as in MLIR).
    let mut folded = fold_transfer_full_mask(ctx, op);
    folded |= super::memref::fold_memref_cast(ctx, op, None);
    for i in 0..ctx.num_operands(op) {
        if let Some(src) = super::common::foldable_cast_source(ctx, ctx.operand(op, i)) {
            ctx.set_operand(op, i, src);
            folded = true;
        }
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `foldReadInitWrite` (writing back a whole tensor read at zero
/// indices) and `foldWAR` (writing back what was read from the same place),
/// then the in-bounds inference.
fn fold_transfer_write(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(w) = transfer_parts(ctx, op) {
        if is_ranked_tensor(ctx, w.base) {
            if let Some(r) = ctx
                .defining_op(TransferWrite(op).vector(ctx))
                .filter(|&r| ctx.isa(r, &dialects::vector::TRANSFER_READ))
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
    let in_bounds = fold_transfer_in_bounds(ctx, op, c);
    if !matches!(in_bounds, FoldResult::Fail) {
        return in_bounds;
    }
    // A write's tensor result type is its base's: tensor casts stay (the
    // destination-style cast pattern moves them), memref casts fold.
    let mut folded = fold_transfer_full_mask(ctx, op);
    folded |= super::memref::fold_memref_cast(ctx, op, None);
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
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
    let zero = |v: &Value| value_constant(ctx, *v).and_then(|a| int_value(ctx, a)) == Some(0);
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

/// MLIR's `ShapeCastOp::fold`, in its order: identity, a cast of a cast,
/// of an order-preserving transpose, of a broadcast from the result type,
/// of a constant.
fn fold_shape_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ShapeCast(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    if let Some(d) = ctx.defining_op(src) {
        match ctx.op_name(d) {
            "vector.shape_cast" => {
                let s = ShapeCast(d).source(ctx);
                ctx.set_operand(op, 0, s);
                return FoldResult::InPlace;
            }
            "vector.transpose" => {
                if !super::vector_shape::is_order_preserving(ctx, d) {
                    return FoldResult::Fail;
                }
                let s = Transpose(d).vector(ctx);
                ctx.set_operand(op, 0, s);
                return FoldResult::InPlace;
            }
            "vector.broadcast" if ctx.value_type(Broadcast(d).source(ctx)) == rt => {
                return FoldResult::value(Broadcast(d).source(ctx));
            }
            _ => {}
        }
    }
    if let Some(a) = c[0] {
        if let AttrKind::DenseElements { splat, data, .. } = ctx.attr_kind(a).clone() {
            let na = ctx.attr(AttrKind::DenseElements {
                ty: rt,
                splat,
                data,
            });
            return FoldResult::attr(na);
        }
    }
    FoldResult::Fail
}

/// What a mask value is known to be, as MLIR's `getMaskFormat` sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// The format of a mask from its producer: a dense `i1` constant, a
/// `constant_mask` (sizes reaching the dimension set every lane, a zero size
/// none), or a `create_mask` with a constant size of zero or less (all
/// false; an all-true one becomes a `constant_mask` first).
fn mask_format(ctx: &Context, mask: Value) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    match ctx.op_name(def) {
        "arith.constant" => {
            let Some(a) = ctx.get_attr(def, "value") else {
                return MaskFormat::Unknown;
            };
            let AttrKind::DenseElements {
                data: DenseData::Scalars(v),
                ty,
                ..
            } = ctx.attr_kind(a)
            else {
                return MaskFormat::Unknown;
            };
            let is_i1 = ctx
                .type_kind(*ty)
                .element_type()
                .is_some_and(|e| int_width(ctx, e) == Some(1));
            if !is_i1 || v.is_empty() {
                return MaskFormat::Unknown;
            }
            let set = |x: &u128| x & 1 == 1;
            if v.iter().all(set) {
                MaskFormat::AllTrue
            } else if !v.iter().any(set) {
                MaskFormat::AllFalse
            } else {
                MaskFormat::Unknown
            }
        }
        "vector.constant_mask" => {
            let sizes = ctx
                .get_attr(def, "mask_dim_sizes")
                .and_then(|a| dialects::common::dense_array_values(ctx, a));
            let shape = ctx.type_kind(ctx.value_type(mask)).shape();
            let (Some(sizes), Some(shape)) = (sizes, shape) else {
                return MaskFormat::Unknown;
            };
            if sizes.len() != shape.len() {
                return MaskFormat::Unknown;
            }
            if sizes.iter().zip(shape).all(|(m, d)| m >= d) {
                MaskFormat::AllTrue
            } else if sizes.iter().all(|&m| m <= 0) {
                MaskFormat::AllFalse
            } else {
                MaskFormat::Unknown
            }
        }
        "vector.create_mask" => {
            if ctx
                .operands(def)
                .any(|v| const_int(ctx, v).is_some_and(|k| k <= 0))
            {
                MaskFormat::AllFalse
            } else {
                MaskFormat::Unknown
            }
        }
        _ => MaskFormat::Unknown,
    }
}

/// MLIR's `foldTransferFullMask`: a mask setting every lane is no mask.
fn fold_transfer_full_mask(ctx: &mut Context, op: Op) -> bool {
    let Some(t) = transfer_parts(ctx, op) else {
        return false;
    };
    let Some(mask) = t.mask else {
        return false;
    };
    if mask_format(ctx, mask) != MaskFormat::AllTrue {
        return false;
    }
    // The mask is the last operand group; a read's base, indices and
    // padding come before it, a write's vector, base and indices.
    let last = ctx.num_operands(op) - 1;
    ctx.erase_operand(op, last);
    let n = t.indices.len() as i32;
    let groups = if ctx.isa(op, &dialects::vector::TRANSFER_WRITE) {
        [1, 1, n, 0]
    } else {
        [1, n, 1, 0]
    };
    let sizes = ctx.dense_i32_array(&groups);
    ctx.set_attr(op, "operandSegmentSizes", sizes);
    true
}

/// The op `vector.mask` holds, if its body has one besides the terminator.
fn masked_op(ctx: &Context, mask: Op) -> Option<Op> {
    let block = ctx.entry_block(*ctx.regions_of(mask).first()?)?;
    let first = ctx.first_op(block)?;
    (Some(first) != ctx.last_op(block)).then_some(first)
}

/// MLIR's `MaskOp::fold`: under an all-true mask the masked op runs as is,
/// so it moves out before the mask and its results replace the mask's (a
/// mask without results is left empty for `CanonializeEmptyMaskOp`).
fn fold_mask(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let Some(inner) = masked_op(ctx, op) else {
        return FoldResult::Fail;
    };
    if mask_format(ctx, Mask(op).mask(ctx)) != MaskFormat::AllTrue
        || ctx.results(inner).len() != ctx.results(op).len()
    {
        return FoldResult::Fail;
    }
    ctx.move_op_before(inner, op);
    if ctx.results(op).is_empty() {
        return FoldResult::InPlace;
    }
    FoldResult::Results(ctx.results(inner).iter().map(|&v| Ofr::Value(v)).collect())
}

/// MLIR's `CanonializeEmptyMaskOp`: a mask around nothing yields its
/// terminator's operands.
fn p_empty_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(block) = ctx.regions_of(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let Some(term) = ctx.first_op(block) else {
        return false;
    };
    if ctx.last_op(block) != Some(term) || !ctx.isa(term, &dialects::vector::YIELD) {
        return false;
    }
    let values = ctx.operand_vec(term);
    if values.len() != ctx.results(op).len() {
        return false;
    }
    if values.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &values);
    }
    true
}

/// MLIR's `CreateMaskFolder`: a `create_mask` whose sizes are all constant
/// is the `constant_mask` of those sizes clamped to the shape (all zero
/// when one is zero). Scalable shapes, whose sizes MLIR reads through
/// `vector.vscale`, are left alone.
fn p_create_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.type_kind(ty)
    else {
        return false;
    };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let dims: &[i64] = if shape.is_empty() { &[1] } else { shape };
    if ctx.num_operands(op) != dims.len() {
        return false;
    }
    let mut sizes = Vec::with_capacity(dims.len());
    for (v, &d) in ctx.operands(op).zip(dims) {
        let Some(k) = const_int(ctx, v) else {
            return false;
        };
        sizes.push(k.clamp(0, i128::from(d.max(0))) as i64);
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let a = rw.ctx.dense_i64_array(&sizes);
    let m = rw.create(
        op,
        "vector.constant_mask",
        &[],
        &[ty],
        vec![("mask_dim_sizes", a)],
    );
    let v = rw.ctx.result(m, 0);
    rw.replace_op(op, &[v]);
    true
}

/// A splat constant operand reshaped to `ty`.
fn reshaped_splat(ctx: &mut Context, c: Option<Attr>, ty: Type) -> Option<Attr> {
    let AttrKind::DenseElements {
        splat: true, data, ..
    } = ctx.attr_kind(c?).clone()
    else {
        return None;
    };
    Some(ctx.attr(AttrKind::DenseElements {
        ty,
        splat: true,
        data,
    }))
}

/// `vector.broadcast` to its source's own type is the source; of a
/// constant scalar of the element type or a splat, a splat of the result
/// type.
fn fold_broadcast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = Broadcast(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    if super::vector_insert_extract::broadcast_of_shape_cast(ctx, op) {
        return FoldResult::InPlace;
    }
    let (Some(c), Some(elem)) = (
        c.first().copied().flatten(),
        ctx.type_kind(rt).element_type(),
    ) else {
        return FoldResult::Fail;
    };
    if !matches!(ctx.type_kind(rt), TypeKind::Vector { .. }) {
        return FoldResult::Fail;
    }
    let scalar = match ctx.attr_kind(c) {
        AttrKind::Integer { ty, value } => Some((*ty, *value as u128, false)),
        AttrKind::Float { ty, bits } => Some((*ty, *bits, true)),
        _ => None,
    };
    match scalar {
        Some((ty, raw, is_float)) if ty == elem => {
            FoldResult::attr(splat_like(ctx, rt, raw, is_float))
        }
        Some(_) => FoldResult::Fail,
        None => match reshaped_splat(ctx, Some(c), rt) {
            Some(a) => FoldResult::attr(a),
            None => FoldResult::Fail,
        },
    }
}

/// `vector.transpose` of a splat constant is a splat; one that keeps the
/// shape and moves only unit dimensions is its source.
fn fold_transpose(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(a) = reshaped_splat(ctx, c.first().copied().flatten(), rt) {
        return FoldResult::attr(a);
    }
    let src = Transpose(op).vector(ctx);
    let st = ctx.value_type(src);
    let (Some(perm), Some(shape)) = (
        ctx.get_attr(op, "permutation")
            .and_then(|a| dialects::common::dense_array_values(ctx, a)),
        ctx.type_kind(st).shape(),
    ) else {
        return FoldResult::Fail;
    };
    if st != rt {
        return FoldResult::Fail;
    }
    let mut last = None;
    for &p in &perm {
        let Some(&size) = usize::try_from(p).ok().and_then(|i| shape.get(i)) else {
            return FoldResult::Fail;
        };
        if size == 1 {
            continue;
        }
        if last.is_some_and(|l| l > p) {
            return FoldResult::Fail;
        }
        last = Some(p);
    }
    FoldResult::value(src)
}

/// A transfer's permutation map as one entry per vector dimension: the
/// source dimension it walks, or `None` for a broadcast (constant 0);
/// with the map's dimension count. `None` for any other expression.
fn transfer_dims(ctx: &Context, map: Option<Attr>) -> Option<(Vec<Option<usize>>, usize)> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(map?) else {
        return None;
    };
    let dims = m
        .results
        .iter()
        .map(|r| match (r.as_dim(), r.as_constant()) {
            (Some(d), _) => Some(Some(d as usize)),
            (None, Some(0)) => Some(None),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((dims, m.num_dims as usize))
}

/// `getTransferChunkAccessed`: per source dimension, how many elements the
/// transfer walks along it (0 when none).
fn chunk_accessed(dims: &[Option<usize>], num_dims: usize, shape: &[i64]) -> Option<Vec<i64>> {
    let mut chunk = vec![0; num_dims];
    for (d, &size) in dims.iter().zip(shape) {
        if let Some(d) = d {
            *chunk.get_mut(*d)? = size;
        }
    }
    Some(chunk)
}

/// The map's dimensions renumbered densely over those it uses
/// (`compressUnusedDims`); broadcasts stay `None`.
fn compress_dims(dims: &[Option<usize>], num_dims: usize) -> Option<(Vec<Option<usize>>, usize)> {
    let mut new_pos = vec![usize::MAX; num_dims];
    for d in dims.iter().flatten() {
        *new_pos.get_mut(*d)? = 0;
    }
    let mut used = 0;
    for p in new_pos.iter_mut().filter(|p| **p == 0) {
        *p = used;
        used += 1;
    }
    let out = dims.iter().map(|d| d.map(|d| new_pos[d])).collect();
    Some((out, used))
}

/// `AffineMap::isPermutationOfMinorIdentityWithBroadcasting` for a map of
/// `num_inputs` dimensions given as [`transfer_dims`] entries: the
/// permutation that brings it to a minor identity with (leading or inner)
/// broadcasts, broadcast results taking the free slots in order.
fn minor_identity_permutation(results: &[Option<usize>], num_inputs: usize) -> Option<Vec<usize>> {
    let n = results.len();
    let projection_start = num_inputs.saturating_sub(n);
    let leading_broadcast = n.saturating_sub(num_inputs);
    let mut found = vec![false; n.max(num_inputs)];
    let mut perm = vec![0; n];
    let mut broadcasts = Vec::new();
    for (i, r) in results.iter().enumerate() {
        match r {
            None => broadcasts.push(i),
            Some(d) => {
                let pos = d.checked_sub(projection_start)? + leading_broadcast;
                *found.get_mut(pos)? = true;
                perm[i] = pos;
            }
        }
    }
    let mut pos = 0;
    for i in broadcasts {
        while found.get(pos) == Some(&true) {
            pos += 1;
        }
        perm[i] = pos;
        pos += 1;
    }
    Some(perm)
}

/// The permutation taking a written vector to the vector read back from
/// the same place: the read map composed with the write map, both over the
/// dimensions they use, brought to a minor identity with broadcasts.
fn read_after_write_permutation(
    read: &[Option<usize>],
    read_dims: usize,
    write: &[Option<usize>],
    write_dims: usize,
) -> Option<Vec<usize>> {
    let (read, read_used) = compress_dims(read, read_dims)?;
    let (write, write_used) = compress_dims(write, write_dims)?;
    if read_used != write.len() || read.is_empty() {
        return None;
    }
    let composed: Vec<Option<usize>> = read
        .iter()
        .map(|r| match r {
            Some(k) => write[*k].map(Some),
            None => Some(None),
        })
        .collect::<Option<_>>()?;
    let perm = minor_identity_permutation(&composed, write_used)?;
    // Anything but a permutation would come from a malformed map.
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        if std::mem::replace(seen.get_mut(p)?, true) {
            return None;
        }
    }
    Some(perm)
}

/// Whether a transfer may touch elements outside its source.
fn has_out_of_bounds_dim(ctx: &Context, op: Op, rank: usize) -> bool {
    rank > 0 && !all_in_bounds(ctx, op)
}

/// MLIR's `TransferReadAfterWriteToBroadcast`: an unmasked in-bounds read
/// of a tensor at the indices an unmasked in-bounds write to it used,
/// walking the same sizes along the same dimensions, is the written vector
/// broadcast along the read's extra dimensions and transposed.
fn p_read_after_write(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(r) = transfer_parts(ctx, op) else {
        return false;
    };
    let Some(w_op) = ctx
        .defining_op(r.base)
        .filter(|&w| ctx.isa(w, &dialects::vector::TRANSFER_WRITE))
    else {
        return false;
    };
    let Some(w) = transfer_parts(ctx, w_op) else {
        return false;
    };
    if !is_ranked_tensor(ctx, r.base) || !is_ranked_tensor(ctx, w.base) {
        return false;
    }
    if r.mask.is_some() || w.mask.is_some() || r.indices != w.indices {
        return false;
    }
    let (Some((rd, rn)), Some((wd, wn))) = (transfer_dims(ctx, r.map), transfer_dims(ctx, w.map))
    else {
        return false;
    };
    let (Some(rshape), Some(wshape)) = (
        ctx.type_kind(r.vector_ty).shape(),
        ctx.type_kind(w.vector_ty).shape(),
    ) else {
        return false;
    };
    if has_out_of_bounds_dim(ctx, op, rd.len()) || has_out_of_bounds_dim(ctx, w_op, wd.len()) {
        return false;
    }
    let (Some(rc), Some(wc)) = (
        chunk_accessed(&rd, rn, rshape),
        chunk_accessed(&wd, wn, wshape),
    ) else {
        return false;
    };
    if rc != wc {
        return false;
    }
    let Some(perm) = read_after_write_permutation(&rd, rn, &wd, wn) else {
        return false;
    };
    let TypeKind::Vector {
        shape: dest,
        scalable,
        ..
    } = ctx.type_kind(r.vector_ty)
    else {
        return false;
    };
    let Some(elem) = ctx.type_kind(w.vector_ty).element_type() else {
        return false;
    };
    if dest.len() != perm.len() || scalable.len() != perm.len() {
        return false;
    }
    let mut shape = vec![0; perm.len()];
    let mut flags = vec![false; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        shape[p] = dest[i];
        flags[p] = scalable[i];
    }
    let written = TransferWrite(w_op).vector(ctx);
    let bt = rw.ctx.ty(TypeKind::Vector {
        shape,
        scalable: flags,
        elem,
    });
    let b = rw.create(op, "vector.broadcast", &[written], &[bt], Vec::new());
    let bv = rw.ctx.result(b, 0);
    let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let pa = rw.ctx.dense_i64_array(&perm);
    let rt = r.vector_ty;
    let t = rw.create(
        op,
        "vector.transpose",
        &[bv],
        &[rt],
        vec![("permutation", pa)],
    );
    let tv = rw.ctx.result(t, 0);
    rw.replace_op(op, &[tv]);
    true
}

/// MLIR's `isDisjointTransferIndices` without value bounds: two transfers
/// of one vector type whose constant indices differ on a leading
/// (unwalked) dimension, or lie a vector size or more apart on a walked one.
fn disjoint_transfers(ctx: &Context, a: &Transfer, b: &Transfer, map_results: usize) -> bool {
    if a.vector_ty != b.vector_ty {
        return false;
    }
    let Some(shape) = ctx.type_kind(a.vector_ty).shape() else {
        return false;
    };
    let leading = a.indices.len().saturating_sub(map_results);
    for (i, (&ia, &ib)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(ca), Some(cb)) = (const_int(ctx, ia), const_int(ctx, ib)) else {
            continue;
        };
        if i < leading {
            if ca != cb {
                return true;
            }
        } else if let Some(&size) = shape.get(i - leading) {
            if (ca - cb).abs() >= i128::from(size) {
                return true;
            }
        }
    }
    false
}

/// MLIR's `FoldWaw`: a write to a tensor that a later write of the same
/// vector type at the same indices, mask and map overwrites (possibly
/// across single-use writes to provably disjoint places) is skipped: the
/// write after it takes its base.
fn p_write_after_write(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(w) = transfer_parts(ctx, op) else {
        return false;
    };
    if !is_ranked_tensor(ctx, w.base) {
        return false;
    }
    let mut to_modify = op;
    let mut prior = ctx
        .defining_op(w.base)
        .filter(|&d| ctx.isa(d, &dialects::vector::TRANSFER_WRITE));
    while let Some(p) = prior {
        let Some(pw) = transfer_parts(ctx, p) else {
            return false;
        };
        if pw.indices == w.indices
            && pw.mask == w.mask
            && pw.vector_ty == w.vector_ty
            && pw.map == w.map
        {
            rw.ctx.set_operand(to_modify, 1, pw.base);
            rw.notify_modified(to_modify);
            return true;
        }
        let map_results = transfer_dims(ctx, pw.map).map_or(0, |(d, _)| d.len());
        if !disjoint_transfers(ctx, &pw, &w, map_results) || !ctx.has_one_use(ctx.result(p, 0)) {
            return false;
        }
        to_modify = p;
        prior = ctx
            .defining_op(pw.base)
            .filter(|&d| ctx.isa(d, &dialects::vector::TRANSFER_WRITE));
    }
    false
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

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "vector.from_elements",
        &[
            Pattern {
                name: "FromElementsToBroadcast",
                benefit: 1,
                apply: p_from_elements_broadcast,
            },
            super::vector_insert_extract::FROM_ELEMENTS_TO_SHAPE_CAST,
        ],
    ),
    (
        "vector.transfer_read",
        &[Pattern {
            name: "TransferReadAfterWriteToBroadcast",
            benefit: 1,
            apply: p_read_after_write,
        }],
    ),
    // MLIR's `SwapExtractSliceOfTransferWrite` would follow.
    (
        "vector.transfer_write",
        &[Pattern {
            name: "FoldWaw",
            benefit: 1,
            apply: p_write_after_write,
        }],
    ),
    (
        "vector.create_mask",
        &[Pattern {
            name: "CreateMaskFolder",
            benefit: 1,
            apply: p_create_mask,
        }],
    ),
    (
        "vector.mask",
        &[Pattern {
            name: "CanonializeEmptyMaskOp",
            benefit: 1,
            apply: p_empty_mask,
        }],
    ),
];

#[cfg(test)]
mod transfer_map_tests {
    use super::*;

    #[test]
    fn minor_identity_with_broadcasts() {
        let p = minor_identity_permutation;
        // (d0, d1) -> (d1, d0): a plain transposition.
        assert_eq!(p(&[Some(1), Some(0)], 2), Some(vec![1, 0]));
        // (d0) -> (0, d0): a leading broadcast needs no transposition.
        assert_eq!(p(&[None, Some(0)], 1), Some(vec![0, 1]));
        // (d0) -> (d0, 0): the broadcast takes the free leading slot.
        assert_eq!(p(&[Some(0), None], 1), Some(vec![1, 0]));
        // (d0, d1, d2) -> (d1): projected-out leading dimensions.
        assert_eq!(p(&[Some(2)], 3), Some(vec![0]));
        assert_eq!(p(&[Some(0)], 3), None);
    }

    #[test]
    fn compressing_and_composing() {
        assert_eq!(
            compress_dims(&[Some(2), None, Some(0)], 3),
            Some((vec![Some(1), None, Some(0)], 2))
        );
        assert_eq!(compress_dims(&[Some(3)], 3), None);
        // write (d0, d1, d2) -> (d0, d2), read (d0, d1, d2) -> (d2, 0, d0).
        let read = [Some(2), None, Some(0)];
        let write = [Some(0), Some(2)];
        assert_eq!(
            read_after_write_permutation(&read, 3, &write, 3),
            Some(vec![2, 0, 1])
        );
        // Which dimensions are walked is the chunk check's business; here
        // only their counts must agree.
        assert_eq!(
            read_after_write_permutation(&[Some(1)], 2, &[Some(0)], 2),
            Some(vec![0])
        );
        assert_eq!(
            read_after_write_permutation(&[Some(0), Some(1)], 2, &[Some(0)], 2),
            None
        );
        assert_eq!(read_after_write_permutation(&[], 1, &[], 1), None);
    }

    #[test]
    fn chunks() {
        assert_eq!(
            chunk_accessed(&[Some(1), None], 2, &[4, 3]),
            Some(vec![0, 4])
        );
        assert_eq!(chunk_accessed(&[Some(2)], 2, &[4]), None);
    }
}
