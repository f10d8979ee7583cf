//! linalg.pack / linalg.unpack folds and patterns.

use super::*;

/// A relayout op's attributes and tiles: inner positions, outer
/// permutation, and the tiles (static size, and the operand of a dynamic one).
pub(super) struct Relayout {
    inner: Vec<i64>,
    outer: Vec<i64>,
    tiles: Vec<(i64, Option<Value>)>,
}

pub(super) fn relayout(ctx: &Context, op: Op) -> Relayout {
    let list = |key: &str| {
        ctx.get_attr(op, key)
            .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let first_tile = if ctx.isa(op, &dialects::linalg_pack::PACK) {
        2 + usize::from(pack_padding(ctx, op).is_some())
    } else {
        2
    };
    let mut dynamic = (first_tile..ctx.num_operands(op)).map(|i| ctx.operand(op, i));
    let tiles = list("static_inner_tiles")
        .into_iter()
        .map(|t| {
            (
                t,
                if t == ir::DYNAMIC {
                    dynamic.next()
                } else {
                    None
                },
            )
        })
        .collect();
    Relayout {
        inner: list("inner_dims_pos"),
        outer: list("outer_dims_perm"),
        tiles,
    }
}

/// The padding value operand of a `linalg.pack`.
pub(super) fn pack_padding(ctx: &Context, op: Op) -> Option<Value> {
    let segs = dialects::common::operand_segments(ctx, op);
    segs.get(2).and_then(|s| s.first().copied())
}

/// A pack and an unpack that undo each other: same positions, permutation
/// and tiles.
pub(super) fn relayouts_match(ctx: &Context, pack: Op, unpack: Op) -> bool {
    let (a, b) = (relayout(ctx, pack), relayout(ctx, unpack));
    a.inner == b.inner && a.outer == b.outer && a.tiles == b.tiles
}

/// Whether every packed dimension of a static source divides evenly by its
/// static tile, so the padding value is never read.
pub(super) fn pack_needs_no_padding(ctx: &Context, op: Op) -> bool {
    let Some(src) = crate::patterns::slice::shape_of(ctx, ctx.value_type(Pack(op).source(ctx)))
    else {
        return false;
    };
    let r = relayout(ctx, op);
    if r.inner.len() != r.tiles.len() {
        return false;
    }
    r.inner.iter().zip(&r.tiles).all(|(&pos, tile)| {
        let Some(&size) = usize::try_from(pos).ok().and_then(|p| src.get(p)) else {
            return false;
        };
        let t = tile.0;
        size != ir::DYNAMIC && t != ir::DYNAMIC && t != 0 && size % t == 0
    })
}

/// MLIR's `PackOp::canonicalize`: a pack of the unpack it inverts is the
/// unpack's source; a padding value that is never read is dropped.
pub(super) fn p_pack_canonicalize(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Pack(op).source(ctx);
    if let Some(u) = ctx
        .defining_op(src)
        .filter(|&u| ctx.isa(u, &dialects::linalg_pack::UNPACK))
    {
        let inner_src = Unpack(u).source(ctx);
        if ctx.value_type(inner_src) == ctx.value_type(Pack(op).dest(ctx))
            && pack_padding(ctx, op).is_none()
            && relayouts_match(ctx, op, u)
        {
            rw.replace_op(op, &[inner_src]);
            return true;
        }
    }
    if pack_padding(ctx, op).is_none() || !pack_needs_no_padding(ctx, op) {
        return false;
    }
    let n = ctx.num_operands(op);
    rw.ctx.erase_operand(op, 2);
    let seg = rw.ctx.dense_i32_array(&[1, 1, 0, (n - 3) as i32]);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.notify_modified(op);
    true
}

/// MLIR's `UnPackOp::canonicalize`: an unpack of the pack it inverts is the
/// pack's source (any other pack source stops here); an unpack into the
/// result of a destination-style op writes into that op's init instead.
pub(super) fn p_unpack_canonicalize(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Unpack(op).source(ctx);
    if let Some(p) = ctx
        .defining_op(src)
        .filter(|&p| ctx.isa(p, &dialects::linalg_pack::PACK))
    {
        let inner_src = Pack(p).source(ctx);
        if ctx.value_type(inner_src) != ctx.value_type(Unpack(op).dest(ctx))
            || pack_padding(ctx, p).is_some()
            || !relayouts_match(ctx, p, op)
        {
            return false;
        }
        rw.replace_op(op, &[inner_src]);
        return true;
    }
    let dest = Unpack(op).dest(ctx);
    let init = ctx.defining_op(dest).and_then(|d| {
        let k = ctx.results(d).iter().position(|&r| r == dest).unwrap_or(0);
        crate::patterns::common::dps_tied_init(ctx, d, k)
    });
    let Some(init) = init else {
        return p_unpack_into_slice(rw, op);
    };
    rw.ctx.set_operand(op, 1, init);
    rw.notify_modified(op);
    true
}

/// MLIR's `FoldTensorCastPackOp` / `FoldTensorCastUnPackOp`: a relayout
/// whose source or destination is a cast that only hides static sizes
/// reads the cast's source instead, in a new op whose result takes the new
/// destination's type (cast back to the old one when they differ); dynamic
/// tiles the new packed type fixes become static.
pub(super) fn p_fold_cast_into_relayout(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.num_operands(op) < 2 || ctx.results(op).len() != 1 {
        return false;
    }
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let cast_src = |v| crate::patterns::common::ranked_foldable_cast_source(ctx, v);
    let (new_src, new_dest) = match (cast_src(src), cast_src(dest)) {
        (None, None) => return false,
        (s, d) => (s.unwrap_or(src), d.unwrap_or(dest)),
    };
    let pack = ctx.isa(op, &dialects::linalg_pack::PACK);
    let new_ty = ctx.value_type(new_dest);
    let packed = if pack {
        new_ty
    } else {
        ctx.value_type(new_src)
    };
    let Some(packed_shape) = crate::patterns::slice::shape_of(ctx, packed) else {
        return false;
    };
    let tiles = relayout(ctx, op).tiles;
    let Some(tile_dims) = packed_shape.len().checked_sub(tiles.len()) else {
        return false;
    };
    let mut statics = Vec::with_capacity(tiles.len());
    let mut dynamic = Vec::new();
    for (&(size, value), &dim) in tiles.iter().zip(&packed_shape[tile_dims..]) {
        match value {
            Some(v) if dim == ir::DYNAMIC => {
                statics.push(size);
                dynamic.push(v);
            }
            // MLIR takes the packed type's size for a dynamic tile.
            Some(_) => statics.push(dim),
            None => statics.push(size),
        }
    }
    let padding = if pack { pack_padding(ctx, op) } else { None };
    let mut operands = vec![new_src, new_dest];
    operands.extend(padding);
    operands.extend(&dynamic);
    let tiles_key = rw.ctx.sym("static_inner_tiles");
    let seg_key = rw.ctx.sym("operandSegmentSizes");
    let tiles_attr = rw.ctx.dense_i64_array(&statics);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, 1, i32::from(padding.is_some()), dynamic.len() as i32]);
    let attrs: Vec<(ir::Sym, Attr)> = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, a)| match k {
            _ if k == tiles_key => (k, tiles_attr),
            _ if k == seg_key => (k, seg),
            _ => (k, a),
        })
        .collect();
    let name = rw.ctx.op_name(op).to_string();
    let loc = rw.ctx.loc(op);
    let new = rw.create_full(
        At::Before(op),
        &name,
        &operands,
        &[new_ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let mut r = rw.ctx.result(new, 0);
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    if old_ty != new_ty {
        let c = rw.create(op, "tensor.cast", &[r], &[old_ty], Vec::new());
        r = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[r]);
    true
}

/// The packed (tiled) source's outer sizes of an unpack in the order of the
/// unpacked dimensions (undoing `outer_dims_perm`).
pub(super) fn unpacked_outer_shape(ctx: &Context, op: Op, rank: usize) -> Option<Vec<i64>> {
    let packed = crate::patterns::slice::shape_of(ctx, ctx.value_type(Unpack(op).source(ctx)))?;
    let outer = packed.get(..rank)?;
    let perm = relayout(ctx, op).outer;
    if perm.is_empty() {
        return Some(outer.to_vec());
    }
    if perm.len() != rank {
        return None;
    }
    let mut out = vec![0; rank];
    for (i, &p) in perm.iter().enumerate() {
        *out.get_mut(usize::try_from(p).ok()?)? = outer[i];
    }
    Some(out)
}

/// MLIR's `UnPackOp::canFoldSliceOp`: a slice at offset 0 with unit strides
/// and the same rank that cuts off less than a tile of each tiled dimension
/// (all static).
pub(super) fn unpack_can_fold_slice(ctx: &Context, op: Op, slice: Op) -> bool {
    let dest_ty = ctx.value_type(Unpack(op).dest(ctx));
    let slice_ty = ctx.value_type(ctx.result(slice, 0));
    let (Some(dest), Some(kept)) = (
        crate::patterns::slice::shape_of(ctx, dest_ty),
        crate::patterns::slice::shape_of(ctx, slice_ty),
    ) else {
        return false;
    };
    let Some(p) = crate::patterns::slice::slice_params(ctx, slice) else {
        return false;
    };
    let all = |l: &[dialects::offsets::Mixed], k: i64| {
        l.iter()
            .all(|&m| crate::patterns::slice::mixed_const(ctx, m) == Some(k))
    };
    if kept.len() != dest.len() || !all(&p.offsets, 0) || !all(&p.strides, 1) {
        return false;
    }
    let Some(outer) = unpacked_outer_shape(ctx, op, dest.len()) else {
        return false;
    };
    let r = relayout(ctx, op);
    if r.inner.len() != r.tiles.len() {
        return false;
    }
    for (&pos, &(tile, _)) in r.inner.iter().zip(&r.tiles) {
        let Some(pos) = usize::try_from(pos).ok().filter(|&p| p < outer.len()) else {
            return false;
        };
        let (o, k) = (outer[pos], kept[pos]);
        if [o, k, tile].contains(&ir::DYNAMIC) {
            return false;
        }
        let padding = o.checked_mul(tile).and_then(|n| n.checked_sub(k));
        if padding.is_none_or(|pad| pad >= tile) {
            return false;
        }
    }
    // mlir-opt 22 does not look at the untiled dimensions: a slice cutting
    // one makes an unpack that fails to verify, as there.
    true
}

/// The `extract_slice` part of MLIR's `UnPackOp::canonicalize`: the only
/// user of an unpack slicing off its padding makes the unpack write into
/// that slice of its destination instead.
pub(super) fn p_unpack_into_slice(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let res = ctx.result(op, 0);
    if !ctx.has_one_use(res) {
        return false;
    }
    let Some(u) = ctx.uses(res).next() else {
        return false;
    };
    let slice = ctx.use_data(u).owner;
    if !ctx.isa(slice, &dialects::tensor::EXTRACT_SLICE) || !unpack_can_fold_slice(ctx, op, slice) {
        return false;
    }
    let dest = Unpack(op).dest(ctx);
    let mut operands = ctx.operand_vec(slice);
    operands[0] = dest;
    let ty = ctx.value_type(ctx.result(slice, 0));
    let attrs = ctx.op(slice).attrs.clone();
    let loc = ctx.loc(op);
    let new_dest = rw.create_full(
        At::Before(op),
        "tensor.extract_slice",
        &operands,
        &[ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let nd = rw.ctx.result(new_dest, 0);
    rw.ctx.set_operand(op, 1, nd);
    rw.ctx.set_value_type(res, ty);
    rw.notify_modified(op);
    rw.replace_op(slice, &[res]);
    true
}

/// `linalg.pack`/`unpack` of a splat constant is the splat in the result
/// type (a constant padding value must be the splat's value).
pub fn fold_relayout(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(a) = c.first().copied().flatten() else {
        return FoldResult::Fail;
    };
    let AttrKind::DenseElements {
        splat: true, data, ..
    } = ctx.attr_kind(a).clone()
    else {
        return FoldResult::Fail;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    if !ctx.type_kind(ty).has_static_shape() {
        return FoldResult::Fail;
    }
    if ctx.isa(op, &dialects::linalg_pack::PACK) {
        // The padding value is operand 2 when present.
        if pack_padding(ctx, op).is_some() {
            if let Some(Some(pc)) = c.get(2) {
                let same = match (ctx.attr_kind(*pc), &data) {
                    (AttrKind::Float { bits, .. }, DenseData::Scalars(v)) => {
                        v.first() == Some(bits)
                    }
                    (AttrKind::Integer { .. }, _) => {
                        super::int_value(ctx, *pc) == super::int_value(ctx, a)
                    }
                    _ => false,
                };
                if !same {
                    return FoldResult::Fail;
                }
            }
        }
    }
    FoldResult::attr(ctx.attr(AttrKind::DenseElements {
        ty,
        splat: true,
        data,
    }))
}
