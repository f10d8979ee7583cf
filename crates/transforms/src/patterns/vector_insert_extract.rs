//! vector: the folds and canonicalization patterns of `vector.extract`,
//! `vector.insert`, and of the ops they meet most (`broadcast`,
//! `from_elements`, `to_elements`), in the order mlir-opt 22 tries them:
//! the greedy driver stops at the first fold or pattern that applies, so
//! the order decides the printed IR.
//!
//! Poison positions (-1) are left alone: their fold makes a `ub.poison`,
//! which bufopt does not model.

use super::vector_common::{broadcastable, defining, replace_with_new, vector_parts};
use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::vector::{
    Broadcast, Extract, ExtractStridedSlice, Insert, InsertStridedSlice, ShapeCast, Shuffle,
    ToElements, Transpose,
};
use ir::DYNAMIC;

// ----- helpers -----

fn static_position(ctx: &Context, op: Op) -> Vec<i64> {
    ctx.get_attr(op, "static_position")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
        .unwrap_or_default()
}

fn set_static_position(ctx: &mut Context, op: Op, pos: &[i64]) {
    let a = ctx.dense_i64_array(pos);
    ctx.set_attr(op, "static_position", a);
}

fn vector_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    vector_parts(ctx, t).map(|(s, _, _)| s)
}

/// Rank of a vector type, 0 for a scalar.
fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_shape(ctx, t).map_or(0, <[i64]>::len)
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, s, _)| s.contains(&true))
}

/// Element count of a shape; `None` on overflow or a negative size (only
/// on IR that does not verify).
fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(
        1i64,
        |acc, &d| {
            if d < 0 {
                None
            } else {
                acc.checked_mul(d)
            }
        },
    )
}

/// Row-major offset of `pos` (padded with zeros to the rank) in `shape`.
fn linear_offset(shape: &[i64], pos: &[i64]) -> Option<i64> {
    if pos.len() > shape.len() {
        return None;
    }
    let mut flat = 0i64;
    for (i, &d) in shape.iter().enumerate() {
        let p = pos.get(i).copied().unwrap_or(0);
        if p < 0 || p >= d {
            return None;
        }
        flat = flat.checked_mul(d)?.checked_add(p)?;
    }
    Some(flat)
}

/// An `ArrayAttr` of integers (the strided-slice attributes).
fn int_list(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    let AttrKind::Array(v) = ctx.attr_kind(ctx.get_attr(op, name)?) else {
        return None;
    };
    v.iter()
        .map(|&a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
            _ => None,
        })
        .collect()
}

/// An element of a dense constant as a scalar attribute of type `ty`.
fn scalar_attr(ctx: &mut Context, ty: Type, raw: u128) -> Attr {
    if float_kind(ctx, ty).is_some() {
        ctx.attr(AttrKind::Float { ty, bits: raw })
    } else {
        int_attr(ctx, ty, raw as i128)
    }
}

/// A scalar constant as the raw element of a dense constant of element
/// type `elem` (ints sign-extended, i1 as 0/1, floats as bits).
fn dense_element(ctx: &Context, a: Attr, elem: Type) -> Option<u128> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } if *ty == elem => Some(*bits),
        AttrKind::Integer { value, .. } if ctx.type_kind(elem).is_int_or_index() => {
            let w = int_width(ctx, elem)?;
            Some(if w == 1 {
                (*value as u128) & 1
            } else {
                sext(*value, w) as u128
            })
        }
        _ => None,
    }
}

/// The elements of a dense constant of scalars, a splat expanded to `n`.
fn dense_elements(ctx: &Context, a: Attr, n: usize) -> Option<Vec<u128>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            splat: true,
            data: DenseData::Scalars(v),
            ..
        } => Some(vec![*v.first()?; n]),
        AttrKind::DenseElements {
            splat: false,
            data: DenseData::Scalars(v),
            ..
        } if v.len() == n => Some(v.clone()),
        _ => None,
    }
}

/// A position entry: static, or the operand holding a dynamic one.
type Mixed = (i64, Option<Value>);

/// Static and dynamic positions merged; dynamic operands start at `first`.
fn mixed_position(ctx: &Context, op: Op, first: usize) -> Option<Vec<Mixed>> {
    let mut k = first;
    let mut out = Vec::new();
    for p in static_position(ctx, op) {
        if p == DYNAMIC {
            if k >= ctx.num_operands(op) {
                return None;
            }
            out.push((p, Some(ctx.operand(op, k))));
            k += 1;
        } else {
            out.push((p, None));
        }
    }
    Some(out)
}

/// MLIR's `extractInsertFoldConstantOp`: dynamic positions that are
/// constants in range (or -1, poison) become static. The other folds run
/// after it even when it changed the op.
fn fold_constant_positions(
    ctx: &mut Context,
    op: Op,
    first: usize,
    c: &[Option<Attr>],
    shape: &[i64],
) -> bool {
    if ctx.num_operands(op) <= first {
        return false;
    }
    let mut pos = static_position(ctx, op);
    let mut keep: Vec<Value> = ctx.operands(op).take(first).collect();
    let mut k = first;
    let mut changed = false;
    for (i, p) in pos.iter_mut().enumerate() {
        if *p != DYNAMIC {
            continue;
        }
        if k >= ctx.num_operands(op) {
            return false;
        }
        let v = ctx.operand(op, k);
        let value = match c.get(k).copied().flatten().map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => i64::try_from(*value).ok(),
            _ => None,
        };
        k += 1;
        if let (Some(x), Some(&size)) = (value, shape.get(i)) {
            if x >= -1 && x < size {
                *p = x;
                changed = true;
                continue;
            }
        }
        keep.push(v);
    }
    if changed {
        ctx.set_operands(op, &keep);
        set_static_position(ctx, op, &pos);
    }
    changed
}

/// The source of a broadcast, or of a `shape_cast` that only prepends unit
/// dimensions (MLIR's `isBroadcastLike`).
fn broadcast_like_source(ctx: &Context, d: Op) -> Option<Value> {
    match ctx.op_name(d) {
        "vector.broadcast" => Some(Broadcast(d).source(ctx)),
        "vector.shape_cast" => {
            let src = ShapeCast(d).source(ctx);
            let s = vector_shape(ctx, ctx.value_type(src))?;
            let r = vector_shape(ctx, ctx.value_type(ctx.result(d, 0)))?;
            r.ends_with(s).then_some(src)
        }
        _ => None,
    }
}

/// The scalar a `vector.broadcast` of a scalar spreads (MLIR's
/// `getScalarSplatSource`).
fn scalar_splat_source(ctx: &Context, v: Value) -> Option<Value> {
    let b = defining(ctx, v, &dialects::vector::BROADCAST)?;
    let s = Broadcast(b).source(ctx);
    vector_parts(ctx, ctx.value_type(s)).is_none().then_some(s)
}

// ----- vector.extract folds -----

/// One of the producer-specific extract folds, given the result type.
type ExtractFold = fn(&mut Context, Op, Type) -> Option<FoldResult>;

pub(super) fn fold_extract(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = Extract(op).source(ctx);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if static_position(ctx, op).is_empty() && st == rt {
        return FoldResult::value(src);
    }
    let Some(shape) = vector_shape(ctx, st).map(<[i64]>::to_vec) else {
        return FoldResult::Fail;
    };
    let in_place = fold_constant_positions(ctx, op, 1, c, &shape);
    let unchanged = if in_place {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    };
    let pos = static_position(ctx, op);
    if pos.contains(&-1) {
        return unchanged;
    }
    let dynamic = pos.contains(&DYNAMIC);
    if let Some(a) = c.first().copied().flatten() {
        if let Some(r) = extract_constant(ctx, a, &pos, st, rt, dynamic) {
            return FoldResult::attr(r);
        }
    }
    if dynamic {
        // Of the folds below only the broadcast one takes dynamic positions.
        return match extract_of_broadcast(ctx, op, rt) {
            Some(r) => r,
            None => unchanged,
        };
    }
    if extract_of_extract(ctx, op) {
        return FoldResult::InPlace;
    }
    let folds: [ExtractFold; 7] = [
        extract_of_insert_transpose,
        extract_of_broadcast,
        extract_of_shuffle,
        extract_of_shape_cast,
        extract_of_extract_strided,
        extract_of_insert_strided,
        extract_of_from_elements,
    ];
    for f in folds {
        if let Some(r) = f(ctx, op, rt) {
            return r;
        }
    }
    unchanged
}

/// An element or a contiguous run of a dense constant: any position of a
/// splat, static positions of other constants.
fn extract_constant(
    ctx: &mut Context,
    a: Attr,
    pos: &[i64],
    st: Type,
    rt: Type,
    dynamic: bool,
) -> Option<Attr> {
    let AttrKind::DenseElements {
        splat,
        data: DenseData::Scalars(v),
        ..
    } = ctx.attr_kind(a).clone()
    else {
        return None;
    };
    let result_shape = vector_shape(ctx, rt).map(<[i64]>::to_vec);
    if splat {
        let raw = *v.first()?;
        return Some(match result_shape {
            Some(_) => ir::parse_attr::make_dense(ctx, rt, true, DenseData::Scalars(vec![raw])),
            None => scalar_attr(ctx, rt, raw),
        });
    }
    if is_scalable(ctx, st) || dynamic {
        return None;
    }
    let start = usize::try_from(linear_offset(vector_shape(ctx, st)?, pos)?).ok()?;
    match result_shape {
        Some(s) => {
            let n = usize::try_from(num_elements(&s)?).ok()?;
            let run = v.get(start..start.checked_add(n)?)?.to_vec();
            Some(ir::parse_attr::make_dense(
                ctx,
                rt,
                false,
                DenseData::Scalars(run),
            ))
        }
        None => {
            let raw = *v.get(start)?;
            Some(scalar_attr(ctx, rt, raw))
        }
    }
}

/// `extract(extract(x, p), q)` is `extract(x, p ++ q)` (static positions).
fn extract_of_extract(ctx: &mut Context, op: Op) -> bool {
    let mut base = Extract(op).source(ctx);
    let mut pos = static_position(ctx, op);
    let mut found = false;
    while let Some(d) = defining(ctx, base, &dialects::vector::EXTRACT) {
        let mut outer = static_position(ctx, d);
        if outer.contains(&DYNAMIC) {
            return false;
        }
        outer.extend_from_slice(&pos);
        pos = outer;
        base = Extract(d).source(ctx);
        found = true;
    }
    if found {
        ctx.set_operand(op, 0, base);
        set_static_position(ctx, op, &pos);
    }
    found
}

/// MLIR's `ExtractFromInsertTransposeChainState`: walks back through
/// inserts and transposes (tracking where the extracted position and the
/// untouched trailing dimensions, marked by negative sentinels, go) until an
/// insert wrote exactly what is read, wrote around it, or overlaps it in a
/// way that cannot be followed.
fn extract_of_insert_transpose(ctx: &mut Context, op: Op, _rt: Type) -> Option<FoldResult> {
    let src = Extract(op).source(ctx);
    let pos = static_position(ctx, op);
    let rank = rank_of(ctx, ctx.value_type(src));
    let n_sent = rank.checked_sub(pos.len())?;
    let sentinels: Vec<i64> = (1..=n_sent as i64).map(|i| -i).collect();
    let mut ext = pos.clone();
    ext.extend_from_slice(&sentinels);
    let mut extracted_rank = pos.len();
    let can_fold = |ext: &[i64], er: usize| ext.get(er..) == Some(&sentinels[..]);
    let mut value = src;
    while let Some(d) = ctx.defining_op(value) {
        if ctx.isa(d, &dialects::vector::TRANSPOSE) {
            let perm = ctx
                .get_attr(d, "permutation")
                .and_then(|a| dialects::common::dense_array_values(ctx, a))?;
            if perm.len() != ext.len() {
                return None;
            }
            let mut moved = vec![0; ext.len()];
            for (j, &p) in perm.iter().enumerate() {
                *moved.get_mut(usize::try_from(p).ok()?)? = ext[j];
            }
            ext = moved;
            value = Transpose(d).vector(ctx);
            continue;
        }
        if !ctx.isa(d, &dialects::vector::INSERT) {
            break;
        }
        let ipos = static_position(ctx, d);
        if !ipos.contains(&DYNAMIC) {
            if ext.get(..extracted_rank) == Some(&ipos[..]) {
                // Exactly what was inserted, unless the transposes left the
                // trailing dimensions permuted.
                return can_fold(&ext, extracted_rank)
                    .then(|| FoldResult::value(Insert(d).value_to_store(ctx)));
            }
            if ext.starts_with(&ipos) {
                ext.drain(..ipos.len());
                extracted_rank = ext.len().checked_sub(n_sent)?;
                let stored = Insert(d).value_to_store(ctx);
                return extract_in_place(
                    ctx,
                    op,
                    stored,
                    &ext[..extracted_rank],
                    can_fold(&ext, extracted_rank),
                );
            }
        }
        let contained = ipos.starts_with(&ext);
        let intersects = ext
            .iter()
            .zip(&ipos)
            .all(|(&a, &b)| a < 0 || b < 0 || a == b);
        if contained || intersects {
            return None;
        }
        value = Insert(d).dest(ctx);
    }
    extract_in_place(
        ctx,
        op,
        value,
        &ext[..extracted_rank],
        can_fold(&ext, extracted_rank),
    )
}

fn extract_in_place(
    ctx: &mut Context,
    op: Op,
    source: Value,
    pos: &[i64],
    can_fold: bool,
) -> Option<FoldResult> {
    if source == Extract(op).source(ctx) || !can_fold {
        return None;
    }
    set_static_position(ctx, op, pos);
    ctx.set_operand(op, 0, source);
    Some(FoldResult::InPlace)
}

/// MLIR's `foldExtractFromBroadcast`: reading from a broadcast is reading
/// from its source (at position 0 along stretched unit dimensions) when
/// the read's trailing shape is the source's own.
fn extract_of_broadcast(ctx: &mut Context, op: Op, rt: Type) -> Option<FoldResult> {
    let d = ctx.defining_op(Extract(op).source(ctx))?;
    let input = broadcast_like_source(ctx, d)?;
    let it = ctx.value_type(input);
    if it == rt {
        return Some(FoldResult::value(input));
    }
    let input_rank = rank_of(ctx, it);
    let broadcast_rank = rank_of(ctx, ctx.value_type(Extract(op).source(ctx)));
    let extract_rank = rank_of(ctx, rt);
    if extract_rank > input_rank {
        return None;
    }
    let input_shape = vector_shape(ctx, it)?.to_vec();
    if let Some(rs) = vector_shape(ctx, rt) {
        if rs != &input_shape[input_rank - extract_rank..] {
            return None;
        }
    }
    let old = mixed_position(ctx, op, 1)?;
    let delta_overall = input_rank - extract_rank;
    let delta_broadcast = broadcast_rank.checked_sub(input_rank)?;
    let mut statics = Vec::with_capacity(delta_overall);
    let mut operands = vec![input];
    for (i, &size) in input_shape[..delta_overall].iter().enumerate() {
        if size == 1 {
            statics.push(0);
        } else {
            let (p, v) = *old.get(i + delta_broadcast)?;
            statics.push(p);
            operands.extend(v);
        }
    }
    ctx.set_operands(op, &operands);
    set_static_position(ctx, op, &statics);
    Some(FoldResult::InPlace)
}

/// MLIR's `foldExtractFromShuffle`: an element of a 1-d shuffle is the
/// element of the input the mask names.
fn extract_of_shuffle(ctx: &mut Context, op: Op, _rt: Type) -> Option<FoldResult> {
    let s = defining(ctx, Extract(op).source(ctx), &dialects::vector::SHUFFLE)?;
    if rank_of(ctx, ctx.value_type(ctx.result(s, 0))) != 1 {
        return None;
    }
    let v1 = Shuffle(s).v1(ctx);
    let v1_size = *vector_shape(ctx, ctx.value_type(v1))?.first()?;
    let mask = ctx
        .get_attr(s, "mask")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))?;
    let at = usize::try_from(*static_position(ctx, op).first()?).ok()?;
    let idx = *mask.get(at)?;
    let (from, p) = if idx < v1_size {
        (v1, idx)
    } else {
        (Shuffle(s).v2(ctx), idx - v1_size)
    };
    ctx.set_operand(op, 0, from);
    set_static_position(ctx, op, &[p]);
    Some(FoldResult::InPlace)
}

/// MLIR's `foldExtractFromShapeCast`: the read position, linearized over
/// the cast's result, delinearized over its source, when the read keeps
/// the source's innermost dimensions.
fn extract_of_shape_cast(ctx: &mut Context, op: Op, rt: Type) -> Option<FoldResult> {
    let sc = defining(ctx, Extract(op).source(ctx), &dialects::vector::SHAPE_CAST)?;
    let source = ShapeCast(sc).source(ctx);
    let src_shape = vector_shape(ctx, ctx.value_type(source))?.to_vec();
    let cast_shape = vector_shape(ctx, ctx.value_type(Extract(op).source(ctx)))?.to_vec();
    let dest_shape = vector_shape(ctx, rt).map_or(Vec::new(), <[i64]>::to_vec);
    let dest_rank = dest_shape.len();
    if dest_rank > src_shape.len() || !src_shape.ends_with(&dest_shape) {
        return None;
    }
    let pos = static_position(ctx, op);
    let mut linear = 0i64;
    let mut stride = 1i64;
    for (i, &p) in pos.iter().rev().enumerate() {
        linear = linear.checked_add(p.checked_mul(stride)?)?;
        let dim = *cast_shape.get(cast_shape.len().checked_sub(i + dest_rank + 1)?)?;
        stride = stride.checked_mul(dim)?;
    }
    let outer = &src_shape[..src_shape.len() - dest_rank];
    let mut strides = vec![1i64; outer.len()];
    for i in (0..outer.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].checked_mul(outer[i + 1])?;
    }
    let mut new_pos = Vec::with_capacity(outer.len());
    for s in strides {
        if s == 0 {
            return None;
        }
        new_pos.push(linear / s);
        linear %= s;
    }
    set_static_position(ctx, op, &new_pos);
    ctx.set_operand(op, 0, source);
    Some(FoldResult::InPlace)
}

/// MLIR's `foldExtractFromExtractStrided`: reading from a unit-stride slice
/// is reading from its source at the position shifted by the offsets, when
/// the read keeps whole trailing dimensions the slice did not cut.
fn extract_of_extract_strided(ctx: &mut Context, op: Op, rt: Type) -> Option<FoldResult> {
    let es = defining(
        ctx,
        Extract(op).source(ctx),
        &dialects::vector::EXTRACT_STRIDED_SLICE,
    )?;
    let source = ExtractStridedSlice(es).source(ctx);
    let src_shape = vector_shape(ctx, ctx.value_type(source))?.to_vec();
    let res_shape = vector_shape(ctx, ctx.value_type(ctx.result(es, 0)))?.to_vec();
    if src_shape.is_empty() || res_shape.is_empty() {
        return None;
    }
    if int_list(ctx, es, "strides")?.iter().any(|&s| s != 1) {
        return None;
    }
    let mut offsets = int_list(ctx, es, "offsets")?;
    while let Some(&last) = offsets.last() {
        let i = offsets.len() - 1;
        if last != 0 || res_shape.get(i) != src_shape.get(i) {
            break;
        }
        offsets.pop();
    }
    if rank_of(ctx, rt) > src_shape.len().saturating_sub(offsets.len()) {
        return None;
    }
    let mut pos = static_position(ctx, op);
    if pos.len() < offsets.len() {
        return None;
    }
    for (p, o) in pos.iter_mut().zip(&offsets) {
        *p = p.checked_add(*o)?;
    }
    ctx.set_operand(op, 0, source);
    set_static_position(ctx, op, &pos);
    Some(FoldResult::InPlace)
}

/// MLIR's `foldExtractStridedOpFromInsertChain`: through unit-stride
/// `insert_strided_slice`s that do not touch the read chunk, to the one
/// whose inserted vector holds all of it.
fn extract_of_insert_strided(ctx: &mut Context, op: Op, rt: Type) -> Option<FoldResult> {
    let dest_rank = rank_of(ctx, rt);
    let mut ins = defining(
        ctx,
        Extract(op).source(ctx),
        &dialects::vector::INSERT_STRIDED_SLICE,
    )?;
    let pos = static_position(ctx, op);
    loop {
        let src_shape = vector_shape(
            ctx,
            ctx.value_type(InsertStridedSlice(ins).value_to_store(ctx)),
        )?
        .to_vec();
        let dst_shape =
            vector_shape(ctx, ctx.value_type(InsertStridedSlice(ins).dest(ctx)))?.to_vec();
        if src_shape.is_empty() || dst_shape.is_empty() {
            return None;
        }
        let rank_diff = dst_shape.len().checked_sub(src_shape.len())?;
        if dest_rank > src_shape.len() {
            return None;
        }
        let offsets = int_list(ctx, ins, "offsets")?;
        if int_list(ctx, ins, "strides")?.iter().any(|&s| s != 1) {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &p) in pos.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff {
                1
            } else {
                *src_shape.get(dim - rank_diff)?
            };
            if start <= p && p < start.checked_add(size)? {
                if dim >= rank_diff {
                    diffs.push(p - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = src_shape.len() - dest_rank;
            for i in 0..dest_rank {
                if src_shape.get(i + src_rank_diff) != dst_shape.get(i + src_rank_diff + rank_diff)
                {
                    return None;
                }
            }
            let stored = InsertStridedSlice(ins).value_to_store(ctx);
            ctx.set_operand(op, 0, stored);
            set_static_position(ctx, op, &diffs);
            return Some(FoldResult::InPlace);
        }
        ins = defining(
            ctx,
            InsertStridedSlice(ins).dest(ctx),
            &dialects::vector::INSERT_STRIDED_SLICE,
        )?;
    }
}

/// MLIR's `foldScalarExtractFromFromElements`: a scalar read from
/// `from_elements` is the element at that place.
fn extract_of_from_elements(ctx: &mut Context, op: Op, rt: Type) -> Option<FoldResult> {
    let fe = defining(
        ctx,
        Extract(op).source(ctx),
        &dialects::vector::FROM_ELEMENTS,
    )?;
    let vt = ctx.value_type(ctx.result(fe, 0));
    let (shape, scalable, elem) = vector_parts(ctx, vt)?;
    if scalable.contains(&true) || rt != elem {
        return None;
    }
    let flat = linear_offset(shape, &static_position(ctx, op))?;
    let v = ctx.operands(fe).nth(usize::try_from(flat).ok()?)?;
    Some(FoldResult::value(v))
}

// ----- vector.extract patterns -----

/// MLIR's `ExtractOpFromBroadcast`: a vector read from a broadcast is a
/// broadcast of the source, when the source broadcasts to it.
fn p_extract_from_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    if vector_parts(ctx, rt).is_none() {
        return false;
    }
    let Some(source) = ctx
        .defining_op(Extract(op).source(ctx))
        .and_then(|d| broadcast_like_source(ctx, d))
    else {
        return false;
    };
    if !broadcastable(ctx, ctx.value_type(source), rt) {
        return false;
    }
    replace_with_new(rw, op, "vector.broadcast", &[source], Vec::new());
    true
}

/// MLIR's `ExtractOpFromCreateMask`: a sub-mask of a `create_mask` is all
/// false when a static position lies past its constant size, else a
/// `create_mask` of the trailing sizes when every read dimension is known.
fn p_extract_from_create_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cm) = defining(ctx, Extract(op).source(ctx), &dialects::vector::CREATE_MASK) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    if vector_parts(ctx, rt).is_none() {
        return false;
    }
    let mask_shape = vector_shape(ctx, ctx.value_type(ctx.result(cm, 0)))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let pos = static_position(ctx, op);
    let sizes = ctx.operand_vec(cm);
    if pos.len() > sizes.len() {
        return false;
    }
    let mut all_false = ctx
        .operands(cm)
        .any(|v| const_int(ctx, v).is_some_and(|k| k <= 0));
    let mut unknown = false;
    for (i, &p) in pos.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = const_int(ctx, sizes[i]) else {
            unknown = true;
            continue;
        };
        if p != DYNAMIC {
            all_false |= i128::from(p) >= bound;
        } else if mask_shape.get(i).is_none_or(|&d| bound < i128::from(d)) {
            unknown = true;
        }
    }
    if all_false {
        let a = splat_like(rw.ctx, rt, 0, false);
        let v = rw.constant(op, a);
        rw.replace_op(op, &[v]);
    } else if !unknown {
        let cm2 = rw.create(
            op,
            "vector.create_mask",
            &sizes[pos.len()..],
            &[rt],
            Vec::new(),
        );
        let v = rw.ctx.result(cm2, 0);
        rw.replace_op(op, &[v]);
    } else {
        return false;
    }
    true
}

/// MLIR's `foldExtractFromShapeCastToShapeCast`: reading a whole
/// shape-cast's worth of elements is a shape cast of its source.
fn p_extract_shape_cast_to_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sc) = defining(ctx, Extract(op).source(ctx), &dialects::vector::SHAPE_CAST) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let source = ShapeCast(sc).source(ctx);
    let (Some(rs), Some(ss)) = (
        vector_shape(ctx, rt),
        vector_shape(ctx, ctx.value_type(source)),
    ) else {
        return false;
    };
    if num_elements(rs) != num_elements(ss) {
        return false;
    }
    replace_with_new(rw, op, "vector.shape_cast", &[source], Vec::new());
    true
}

/// MLIR's `foldExtractFromFromElements`: a sub-vector read from
/// `from_elements` is the `from_elements` of its run of elements.
fn p_extract_from_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let pos = static_position(ctx, op);
    if pos.contains(&DYNAMIC) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rs) = vector_shape(ctx, rt) else {
        return false;
    };
    let Some(fe) = defining(
        ctx,
        Extract(op).source(ctx),
        &dialects::vector::FROM_ELEMENTS,
    ) else {
        return false;
    };
    let it = ctx.value_type(ctx.result(fe, 0));
    if is_scalable(ctx, rt) || is_scalable(ctx, it) {
        return false;
    }
    let Some(is) = vector_shape(ctx, it) else {
        return false;
    };
    let (Some(start), Some(n)) = (linear_offset(is, &pos), num_elements(rs)) else {
        return false;
    };
    let (start, n) = (start as usize, n as usize);
    let Some(elems) = ctx
        .operand_vec(fe)
        .get(start..start + n)
        .map(<[Value]>::to_vec)
    else {
        return false;
    };
    let f = rw.create(op, "vector.from_elements", &elems, &[rt], Vec::new());
    let v = rw.ctx.result(f, 0);
    rw.replace_op(op, &[v]);
    true
}

// ----- vector.insert -----

/// Inserting into a constant makes a new constant only up to this many
/// elements, unless the insert is the constant's one use (MLIR's
/// `vectorSizeFoldThreshold`).
const INSERT_FOLD_THRESHOLD: i64 = 256;

pub(super) fn fold_insert(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let stored = Insert(op).value_to_store(ctx);
    let dest = Insert(op).dest(ctx);
    let dt = ctx.value_type(dest);
    if static_position(ctx, op).is_empty() && ctx.value_type(stored) == dt {
        return FoldResult::value(stored);
    }
    let Some(shape) = vector_shape(ctx, dt).map(<[i64]>::to_vec) else {
        return FoldResult::Fail;
    };
    let in_place = fold_constant_positions(ctx, op, 2, c, &shape);
    // Overwriting the same place twice: the first write is dead.
    if let Some(prev) = defining(ctx, dest, &dialects::vector::INSERT) {
        if mixed_position(ctx, op, 2) == mixed_position(ctx, prev, 2) {
            let base = Insert(prev).dest(ctx);
            ctx.set_operand(op, 1, base);
            return FoldResult::InPlace;
        }
    }
    let pos = static_position(ctx, op);
    let unchanged = if in_place {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    };
    if pos.contains(&-1) || pos.contains(&DYNAMIC) {
        return unchanged;
    }
    let (Some(sa), Some(da)) = (c.first().copied().flatten(), c.get(1).copied().flatten()) else {
        return unchanged;
    };
    match insert_constant(ctx, op, sa, da, dt, &shape, &pos) {
        Some(a) => FoldResult::attr(a),
        None => unchanged,
    }
}

/// MLIR's `foldDenseElementsAttrDestInsertOp`.
fn insert_constant(
    ctx: &mut Context,
    op: Op,
    sa: Attr,
    da: Attr,
    dt: Type,
    shape: &[i64],
    pos: &[i64],
) -> Option<Attr> {
    if is_scalable(ctx, dt) {
        return None;
    }
    let n = num_elements(shape)?;
    if n > INSERT_FOLD_THRESHOLD && !ctx.has_one_use(ctx.result(op, 0)) {
        return None;
    }
    let elem = vector_parts(ctx, dt)?.2;
    let mut all = dense_elements(ctx, da, usize::try_from(n).ok()?)?;
    let start = usize::try_from(linear_offset(shape, pos)?).ok()?;
    let values = match ctx.attr_kind(sa) {
        AttrKind::DenseElements { ty, .. } => {
            let m = num_elements(vector_shape(ctx, *ty)?)?;
            dense_elements(ctx, sa, usize::try_from(m).ok()?)?
        }
        _ => vec![dense_element(ctx, sa, elem)?],
    };
    all.get_mut(start..start.checked_add(values.len())?)?
        .copy_from_slice(&values);
    Some(ir::parse_attr::make_dense(
        ctx,
        dt,
        false,
        DenseData::Scalars(all),
    ))
}

/// MLIR's `InsertToBroadcast`: a source with as many elements as the
/// destination replaces all of it.
fn p_insert_to_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let stored = Insert(op).value_to_store(ctx);
    let dt = ctx.value_type(Insert(op).dest(ctx));
    let source_count = match vector_shape(ctx, ctx.value_type(stored)) {
        Some(s) => num_elements(s),
        None => Some(1),
    };
    if source_count.is_none() || vector_shape(ctx, dt).and_then(num_elements) != source_count {
        return false;
    }
    let b = rw.create(op, "vector.broadcast", &[stored], &[dt], Vec::new());
    let v = rw.ctx.result(b, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `InsertSplatToSplat`: a splat of `x` written into a splat of `x`.
fn p_insert_splat_to_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(s) = scalar_splat_source(ctx, Insert(op).value_to_store(ctx)) else {
        return false;
    };
    if scalar_splat_source(ctx, Insert(op).dest(ctx)) != Some(s) {
        return false;
    }
    replace_with_new(rw, op, "vector.broadcast", &[s], Vec::new());
    true
}

/// MLIR's `InsertChainFullyInitialized`: the last insert of a chain of
/// single-use static inserts that together write every element is a
/// `from_elements` of what they wrote (vector sources through
/// `to_elements`).
fn p_insert_chain_fully_initialized(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let dt = ctx.value_type(Insert(op).dest(ctx));
    let Some((shape, scalable, elem)) = vector_parts(ctx, dt) else {
        return false;
    };
    if scalable.contains(&true) {
        return false;
    }
    let shape = shape.to_vec();
    let result = ctx.result(op, 0);
    // Only the last insert of a chain: MLIR looks at every user, as here.
    if ctx.uses(result).any(|u| {
        let user = ctx.use_data(u).owner;
        ctx.isa(user, &dialects::vector::INSERT) && Insert(user).dest(ctx) == result
    }) {
        return false;
    }
    let Some(total) = num_elements(&shape).and_then(|n| usize::try_from(n).ok()) else {
        return false;
    };
    let mut chain = Vec::new();
    let mut cur = Some(op);
    while let Some(c) = cur {
        if static_position(ctx, c).contains(&DYNAMIC) {
            return false;
        }
        chain.push(c);
        cur = defining(ctx, Insert(c).dest(ctx), &dialects::vector::INSERT);
        if cur.is_some_and(|p| !ctx.has_one_use(ctx.result(p, 0))) {
            return false;
        }
    }
    let mut written = vec![false; total];
    let mut count = 0;
    let mut pending = Vec::new();
    for &c in &chain {
        let pos = static_position(ctx, c);
        if pos.contains(&-1) {
            return false;
        }
        let Some(begin) = linear_offset(&shape, &pos).and_then(|b| usize::try_from(b).ok()) else {
            return false;
        };
        let stored = Insert(c).value_to_store(ctx);
        let size = match vector_shape(ctx, ctx.value_type(stored)) {
            Some(s) => match num_elements(s).and_then(|n| usize::try_from(n).ok()) {
                Some(n) => n,
                None => return false,
            },
            None => 1,
        };
        let Some(slots) = written.get_mut(begin..begin + size) else {
            return false;
        };
        for w in slots.iter_mut().filter(|w| !**w) {
            *w = true;
            count += 1;
        }
        pending.push((begin, size, stored));
        if count == total {
            break;
        }
    }
    if count != total {
        return false;
    }
    let mut elements: Vec<Option<Value>> = vec![None; total];
    for &(begin, size, stored) in pending.iter().rev() {
        if vector_parts(rw.ctx, rw.ctx.value_type(stored)).is_none() {
            elements[begin] = Some(stored);
            continue;
        }
        let types = vec![elem; size];
        let te = rw.create(op, "vector.to_elements", &[stored], &types, Vec::new());
        for (k, slot) in elements[begin..begin + size].iter_mut().enumerate() {
            *slot = Some(rw.ctx.result(te, k));
        }
    }
    let Some(elements) = elements.into_iter().collect::<Option<Vec<Value>>>() else {
        return false;
    };
    let f = rw.create(op, "vector.from_elements", &elements, &[dt], Vec::new());
    let v = rw.ctx.result(f, 0);
    rw.replace_op(op, &[v]);
    true
}

// ----- vector.broadcast -----

/// MLIR's `foldBroadcastOfShapeCast`: a shape cast that only adds or drops
/// leading unit dimensions need not be broadcast through.
pub(super) fn broadcast_of_shape_cast(ctx: &mut Context, op: Op) -> bool {
    let Some(sc) = defining(
        ctx,
        Broadcast(op).source(ctx),
        &dialects::vector::SHAPE_CAST,
    ) else {
        return false;
    };
    let source = ShapeCast(sc).source(ctx);
    let st = ctx.value_type(source);
    let rt = ctx.value_type(ctx.result(op, 0));
    if !broadcastable(ctx, st, rt) {
        return false;
    }
    let (Some(ss), Some(cs)) = (
        vector_shape(ctx, st),
        vector_shape(ctx, ctx.value_type(Broadcast(op).source(ctx))),
    ) else {
        return false;
    };
    let n = ss.len().min(cs.len());
    if ss[ss.len() - n..] != cs[cs.len() - n..] {
        return false;
    }
    ctx.set_operand(op, 0, source);
    true
}

/// MLIR's `BroadcastFolder`: a broadcast of a broadcast is one broadcast.
fn p_broadcast_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = defining(ctx, Broadcast(op).source(ctx), &dialects::vector::BROADCAST) else {
        return false;
    };
    let source = Broadcast(inner).source(ctx);
    replace_with_new(rw, op, "vector.broadcast", &[source], Vec::new());
    true
}

// ----- vector.from_elements / vector.to_elements -----

/// `from_elements` of every result of one `to_elements`, in order, is its
/// source; of constants, a constant.
pub(super) fn fold_from_elements(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let elems = ctx.operand_vec(op);
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(te) = elems
        .first()
        .and_then(|&e| defining(ctx, e, &dialects::vector::TO_ELEMENTS))
    {
        let source = ToElements(te).source(ctx);
        if elems.iter().all(|&e| ctx.defining_op(e) == Some(te))
            && ctx.value_type(source) == rt
            && elems.iter().copied().eq(ctx.results(te).iter().copied())
        {
            return FoldResult::value(source);
        }
    }
    if c.len() != elems.len() || c.iter().any(Option::is_none) {
        return FoldResult::Fail;
    }
    let Some((_, _, elem)) = vector_parts(ctx, rt) else {
        return FoldResult::Fail;
    };
    let values: Option<Vec<u128>> = c
        .iter()
        .map(|a| a.and_then(|a| dense_element(ctx, a, elem)))
        .collect();
    match values {
        Some(v) => FoldResult::attr(ir::parse_attr::make_dense(
            ctx,
            rt,
            false,
            DenseData::Scalars(v),
        )),
        None => FoldResult::Fail,
    }
}

/// `to_elements(from_elements(xs))` is `xs`.
pub(super) fn fold_to_elements(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let Some(fe) = defining(
        ctx,
        ToElements(op).source(ctx),
        &dialects::vector::FROM_ELEMENTS,
    ) else {
        return FoldResult::Fail;
    };
    if ctx.num_operands(fe) != ctx.results(op).len() {
        return FoldResult::Fail;
    }
    FoldResult::Results(ctx.operands(fe).map(Ofr::Value).collect())
}

/// MLIR's `FromElementsToShapeCast`: elements read in order, one after
/// the other, from a trailing block of one vector are a shape cast of one
/// read of that block.
fn p_from_elements_to_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(n) = vector_shape(ctx, rt).and_then(num_elements) else {
        return false;
    };
    if n == 1 {
        return false;
    }
    let mut source = None;
    let mut expected: Vec<i64> = Vec::new();
    let mut combined: Vec<i64> = Vec::new();
    let mut src_shape: Vec<i64> = Vec::new();
    for (k, e) in ctx.operands(op).enumerate() {
        let Some(x) = defining(ctx, e, &dialects::vector::EXTRACT) else {
            return false;
        };
        let xs = Extract(x).source(ctx);
        let pos = static_position(ctx, x);
        if k == 0 {
            source = Some(xs);
            let Some(s) = vector_shape(ctx, ctx.value_type(xs)) else {
                return false;
            };
            src_shape = s.to_vec();
            if pos.len() != src_shape.len() || pos.contains(&DYNAMIC) {
                return false;
            }
            let mut suffix = 1i64;
            let mut index = pos.len();
            while index > 0 && pos[index - 1] == 0 && suffix < n {
                suffix = suffix.saturating_mul(src_shape[index - 1]);
                index -= 1;
            }
            if suffix != n {
                return false;
            }
            expected = pos.clone();
            combined = pos[..index].to_vec();
        } else if Some(xs) != source || expected != pos {
            return false;
        }
        for d in (0..expected.len()).rev() {
            expected[d] += 1;
            if expected[d] < src_shape[d] {
                break;
            }
            expected[d] = 0;
        }
    }
    let Some(source) = source else {
        return false;
    };
    let elem = match vector_parts(ctx, rt) {
        Some((_, _, e)) => e,
        None => return false,
    };
    // `createOrFold`: a read of the whole source is the source.
    let extracted = if combined.is_empty() {
        source
    } else {
        let (s, sc, _) = match vector_parts(ctx, ctx.value_type(source)) {
            Some((s, sc, e)) => (s.to_vec(), sc.to_vec(), e),
            None => return false,
        };
        let k = combined.len();
        let ty = rw.ctx.ty(TypeKind::Vector {
            shape: s[k..].to_vec(),
            scalable: sc[k..].to_vec(),
            elem,
        });
        let pa = rw.ctx.dense_i64_array(&combined);
        let x = rw.create(
            op,
            "vector.extract",
            &[source],
            &[ty],
            vec![("static_position", pa)],
        );
        created_or_folded(rw, x)
    };
    replace_with_new(rw, op, "vector.shape_cast", &[extracted], Vec::new());
    true
}

/// MLIR's `createOrFold` for an op just made: its fold's value if it
/// folds to one (the op then goes), else the op's result.
fn created_or_folded(rw: &mut Rewriter, op: Op) -> Value {
    let c: Vec<Option<Attr>> = rw
        .ctx
        .operands(op)
        .map(|v| value_constant(rw.ctx, v))
        .collect();
    match fold_extract(rw.ctx, op, &c) {
        FoldResult::Results(r) => match r.as_slice() {
            [Ofr::Value(v)] => {
                let v = *v;
                rw.erase_op(op);
                v
            }
            _ => rw.ctx.result(op, 0),
        },
        _ => rw.ctx.result(op, 0),
    }
}

pub(super) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "vector.broadcast",
        &[Pattern {
            name: "BroadcastFolder",
            benefit: 1,
            apply: p_broadcast_of_broadcast,
        }],
    ),
    (
        "vector.extract",
        &[
            Pattern {
                name: "ExtractOpFromBroadcast",
                benefit: 1,
                apply: p_extract_from_broadcast,
            },
            Pattern {
                name: "ExtractOpFromCreateMask",
                benefit: 1,
                apply: p_extract_from_create_mask,
            },
            Pattern {
                name: "foldExtractFromShapeCastToShapeCast",
                benefit: 1,
                apply: p_extract_shape_cast_to_shape_cast,
            },
            Pattern {
                name: "foldExtractFromFromElements",
                benefit: 1,
                apply: p_extract_from_from_elements,
            },
        ],
    ),
    (
        "vector.insert",
        &[
            Pattern {
                name: "InsertToBroadcast",
                benefit: 1,
                apply: p_insert_to_broadcast,
            },
            Pattern {
                name: "InsertSplatToSplat",
                benefit: 1,
                apply: p_insert_splat_to_splat,
            },
            Pattern {
                name: "InsertChainFullyInitialized",
                benefit: 1,
                apply: p_insert_chain_fully_initialized,
            },
        ],
    ),
];

/// The `vector.from_elements` pattern MLIR registers after
/// `FromElementsToBroadcast`.
pub(super) const FROM_ELEMENTS_TO_SHAPE_CAST: Pattern = Pattern {
    name: "FromElementsToShapeCast",
    benefit: 1,
    apply: p_from_elements_to_shape_cast,
};
