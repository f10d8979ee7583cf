//! tensor patterns of sizes and padding: `tensor.dim` of producers, static and
//! chained `tensor.pad`s, extracts from `tensor.generate`.

use super::*;

// ----- tensor.dim -----

/// MLIR's `DimOfDestStyleOp`: the size of a destination-style result is the
/// size of its init.
pub(super) fn p_dim_of_dest_style(rw: &mut Rewriter, op: Op) -> bool {
    let src = Dim(op).source(rw.ctx);
    let Some(d) = rw.ctx.defining_op(src) else {
        return false;
    };
    let i = rw
        .ctx
        .results(d)
        .iter()
        .position(|&r| r == src)
        .unwrap_or(0);
    let Some(init) = dps_tied_init(rw.ctx, d, i) else {
        return false;
    };
    if !matches!(
        rw.ctx.type_kind(rw.ctx.value_type(init)),
        TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    rw.ctx.set_operand(op, 0, init);
    rw.notify_modified(op);
    true
}

/// MLIR's `DimOfReshapeOp`: the size is read from the reshape's shape
/// operand (cast to `index` when the shape holds integers).
pub(super) fn p_dim_of_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let src = Dim(op).source(rw.ctx);
    let Some(r) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::tensor::RESHAPE))
    else {
        return false;
    };
    // Tensors are immutable: the read can sit right after the dim.
    let shape = Reshape(r).shape(rw.ctx);
    replace_dim_by_shape_read(rw, op, op, "tensor.extract", shape)
}

/// A `tensor.dim` of a dynamic dimension (constant index) of a tensor made
/// by an op named `producer`: that op, and the position of the dimension
/// among the dynamic ones (the index of its size operand).
pub(super) fn dynamic_dim_of(rw: &Rewriter, op: Op, producer: &str) -> Option<(Op, usize)> {
    let src = Dim(op).source(rw.ctx);
    let p = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == producer)?;
    let i = value_constant(rw.ctx, Dim(op).index(rw.ctx)).and_then(|c| int_value(rw.ctx, c))?;
    let shape = shape_of(rw.ctx, rw.ctx.value_type(src))?;
    if i < 0 || i as usize >= shape.len() || shape[i as usize] != ir::DYNAMIC {
        return None;
    }
    let dyn_index = shape[..i as usize]
        .iter()
        .filter(|&&x| x == ir::DYNAMIC)
        .count();
    Some((p, dyn_index))
}

/// MLIR's `FoldEmptyTensorWithDimOp`: a dynamic size of a `tensor.empty` is
/// its size operand.
/// MLIR's `DimOfCastOp`: the dim of a cast is asked of the cast's source,
/// whichever of the two is more static.
pub(super) fn p_dim_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = ctx
        .defining_op(Dim(op).source(ctx))
        .filter(|&d| ctx.isa(d, &dialects::tensor::CAST))
    else {
        return false;
    };
    let (src, idx) = (Cast(cast).source(ctx), Dim(op).index(ctx));
    let ty = ctx.value_type(ctx.result(op, 0));
    let d = rw.create(op, "tensor.dim", &[src, idx], &[ty], Vec::new());
    let v = rw.ctx.result(d, 0);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn p_dim_of_empty(rw: &mut Rewriter, op: Op) -> bool {
    let Some((e, k)) = dynamic_dim_of(rw, op, "tensor.empty") else {
        return false;
    };
    let Some(&size) = rw.ctx.operand_vec(e).get(k) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

/// MLIR's `FoldDimOfAllocTensorOp`: a dynamic size of an `alloc_tensor` is
/// its size operand, or the size of the tensor it copies.
pub(super) fn p_dim_of_alloc_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let Some((a, k)) = dynamic_dim_of(rw, op, "bufferization.alloc_tensor") else {
        return false;
    };
    let segs = dialects::common::operand_segments(rw.ctx, a);
    if let Some(&copy) = segs.get(1).and_then(|s| s.first()) {
        let index = Dim(op).index(rw.ctx);
        let idx = rw.ctx.index_type();
        let d = rw.create(op, "tensor.dim", &[copy, index], &[idx], Vec::new());
        // The alloc_tensor builds it (MLIR's `getDynamicSize`), at its own location.
        let at = rw.ctx.loc(a);
        rw.ctx.op_mut(d).loc = at;
        let v = rw.ctx.result(d, 0);
        rw.replace_op(op, &[v]);
        return true;
    }
    let Some(&size) = segs.first().and_then(|s| s.get(k)) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

/// MLIR's `DimOfToTensorFolder`: the size of a tensor made from a memref is
/// the memref's size.
pub(super) fn p_dim_of_to_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let src = Dim(op).source(rw.ctx);
    let Some(t) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::bufferization::TO_TENSOR))
    else {
        return false;
    };
    let m = ToTensor(t).buffer(rw.ctx);
    let index = Dim(op).index(rw.ctx);
    let idx = rw.ctx.index_type();
    let d = rw.create(op, "memref.dim", &[m, index], &[idx], Vec::new());
    let v = rw.ctx.result(d, 0);
    rw.replace_op(op, &[v]);
    true
}

/// All padding amounts of `tensor.pad` on side `which` ("static_low" /
/// "static_high", operand segment 1 / 2) are zero.
pub(super) fn pad_side_is_zero(ctx: &Context, op: Op, which: &str, seg: usize) -> bool {
    let Some(st) = ctx
        .get_attr(op, which)
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
    else {
        return false;
    };
    let segs = dialects::common::operand_segments(ctx, op);
    let mut dynamic = segs.get(seg).cloned().unwrap_or_default().into_iter();
    st.iter().all(|&x| {
        if x == ir::DYNAMIC {
            dynamic
                .next()
                .is_some_and(|v| super::const_int(ctx, v) == Some(0))
        } else {
            x == 0
        }
    })
}

/// MLIR's `FoldStaticZeroPadding`: a pad adding nothing (and not `nofold`)
/// is a cast of its source.
pub(super) fn p_pad_static_zero(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.has_attr(op, "nofold")
        || !pad_side_is_zero(ctx, op, "static_low", 1)
        || !pad_side_is_zero(ctx, op, "static_high", 2)
    {
        return false;
    }
    let src = Pad(op).source(ctx);
    let t = ctx.value_type(ctx.result(op, 0));
    let c = rw.create(op, "tensor.cast", &[src], &[t], Vec::new());
    let v = rw.ctx.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

/// A new `tensor.pad` before `op` that takes over the body of `op`.
pub(super) fn new_pad_with_body(
    rw: &mut Rewriter,
    op: Op,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(ir::Sym, Attr)>,
) -> Value {
    new_op_with_body(rw, op, "tensor.pad", operands, ty, attrs)
}

/// A new op `name` before `op` that takes over the (single) region of `op`.
pub(super) fn new_op_with_body(
    rw: &mut Rewriter,
    op: Op,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(ir::Sym, Attr)>,
) -> Value {
    let loc = rw.ctx.loc(op);
    let old_region = rw.ctx.regions_of(op)[0];
    let region = rw.ctx.new_region();
    rw.ctx.take_region_blocks(old_region, region);
    let new = rw.create_full(
        crate::canonicalize::rewriter::At::Before(op),
        name,
        operands,
        &[ty],
        attrs,
        vec![region],
        Vec::new(),
        loc,
    );
    rw.ctx.result(new, 0)
}

/// The operands and attributes of a pad like `op` of `src` with other
/// padding (static list and dynamic values per side).
pub(super) fn pad_operands_and_attrs(
    rw: &mut Rewriter,
    op: Op,
    src: Value,
    low: (&[i64], &[Value]),
    high: (&[i64], &[Value]),
) -> (Vec<Value>, Vec<(ir::Sym, Attr)>) {
    let mut operands = vec![src];
    operands.extend_from_slice(low.1);
    operands.extend_from_slice(high.1);
    let la = rw.ctx.dense_i64_array(low.0);
    let ha = rw.ctx.dense_i64_array(high.0);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, low.1.len() as i32, high.1.len() as i32]);
    let (kl, kh, ks) = (
        rw.ctx.sym("static_low"),
        rw.ctx.sym("static_high"),
        rw.ctx.sym("operandSegmentSizes"),
    );
    let attrs = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, a)| match k {
            _ if k == kl => (k, la),
            _ if k == kh => (k, ha),
            _ if k == ks => (k, seg),
            _ => (k, a),
        })
        .collect();
    (operands, attrs)
}

/// Replaces pad `op` by a pad of `src` with the given padding and result
/// type (the body moves over), followed by a cast back to the old type.
#[allow(clippy::too_many_arguments)]
pub(super) fn rebuild_pad(
    rw: &mut Rewriter,
    op: Op,
    src: Value,
    low: (&[i64], &[Value]),
    high: (&[i64], &[Value]),
    ty: Type,
) {
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (operands, attrs) = pad_operands_and_attrs(rw, op, src, low, high);
    let nv = new_pad_with_body(rw, op, &operands, ty, attrs);
    let c = rw.create(op, "tensor.cast", &[nv], &[old_ty], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
}

/// MLIR's `FoldSourceTensorCast` for pads: a more static source behind a
/// cast is padded directly (with a result type as static as it implies).
pub(super) fn p_pad_source_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = ctx.defining_op(Pad(op).source(ctx)) else {
        return false;
    };
    if !cast_foldable_into_consumer(ctx, cast) {
        return false;
    }
    let src = Cast(cast).source(ctx);
    let (Some((slo, dlo)), Some((shi, dhi))) = (
        pad_side(ctx, op, "static_low", 1),
        pad_side(ctx, op, "static_high", 2),
    ) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, rt)) else {
        return false;
    };
    if ss.len() != rs.len() || slo.len() != ss.len() || shi.len() != ss.len() {
        return false;
    }
    let shape: Vec<i64> = (0..ss.len())
        .map(|i| {
            if [ss[i], slo[i], shi[i]].contains(&ir::DYNAMIC) {
                rs[i]
            } else {
                ss[i] + slo[i] + shi[i]
            }
        })
        .collect();
    let Some(nt) = with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    if nt == rt {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    rebuild_pad(rw, op, src, (&slo, &dlo), (&shi, &dhi), nt);
    true
}

/// MLIR's `FoldStaticPadding`: constant padding operands become static
/// when that makes some result size static (a cast restores the old type).
pub(super) fn p_pad_static(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Pad(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, rt)) else {
        return false;
    };
    let (Some((mut slo, dlo)), Some((mut shi, dhi))) = (
        pad_side(ctx, op, "static_low", 1),
        pad_side(ctx, op, "static_high", 2),
    ) else {
        return false;
    };
    if ss.len() != rs.len() || slo.len() != ss.len() || shi.len() != ss.len() {
        return false;
    }
    let keep = |st: &mut Vec<i64>, dynamic: &[Value]| -> Option<Vec<Value>> {
        let mut it = dynamic.iter();
        let mut kept = Vec::new();
        for x in st.iter_mut().filter(|x| **x == ir::DYNAMIC) {
            let v = *it.next()?;
            match super::const_int(ctx, v) {
                Some(c) => *x = c as i64,
                None => kept.push(v),
            }
        }
        Some(kept)
    };
    let (Some(nlo), Some(nhi)) = (keep(&mut slo, &dlo), keep(&mut shi, &dhi)) else {
        return false;
    };
    let shape: Vec<i64> = (0..ss.len())
        .map(|i| {
            if rs[i] != ir::DYNAMIC || [ss[i], slo[i], shi[i]].contains(&ir::DYNAMIC) {
                rs[i]
            } else {
                ss[i] + slo[i] + shi[i]
            }
        })
        .collect();
    if shape == rs || shape.iter().all(|&x| x == ir::DYNAMIC) {
        return false;
    }
    let Some(nt) = with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    rebuild_pad(rw, op, src, (&slo, &nlo), (&shi, &nhi), nt);
    true
}

/// MLIR's `ExtractFromTensorGenerate`: an element of a side-effect free
/// `tensor.generate` is its body evaluated at the indices (the body ops are
/// cloned before the extract; bodies with nested regions are not handled).
pub(super) fn p_extract_from_generate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(g) = ctx
        .defining_op(Extract(op).tensor(ctx))
        .filter(|&g| ctx.isa(g, &dialects::tensor::GENERATE))
    else {
        return false;
    };
    if !crate::effects::would_be_trivially_dead(ctx, g) {
        return false;
    }
    let Some(body) = ctx.regions_of(g).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let Some(yield_op) = ctx
        .terminator(body)
        .filter(|&y| ctx.isa(y, &dialects::tensor::YIELD))
    else {
        return false;
    };
    let indices: Vec<Value> = ctx.operand_vec(op)[1..].to_vec();
    if indices.len() != ctx.block_args(body).len() || ctx.num_operands(yield_op) != 1 {
        return false;
    }
    let body_ops: Vec<Op> = ctx.block_ops(body).filter(|&o| o != yield_op).collect();
    if body_ops.iter().any(|&o| !ctx.regions_of(o).is_empty()) {
        return false;
    }
    let mut map: rustc_hash::FxHashMap<Value, Value> = ctx
        .block_args(body)
        .iter()
        .copied()
        .zip(indices.iter().copied())
        .collect();
    for o in body_ops {
        let d = rw.ctx.op(o);
        let state = ir::context::OpState {
            name: d.name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: d.attrs.clone(),
            props: d.props(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc: d.loc,
        };
        let operands = rw
            .ctx
            .operand_vec(o)
            .into_iter()
            .map(|v| *map.get(&v).unwrap_or(&v))
            .collect();
        let result_types = rw
            .ctx
            .op(o)
            .results
            .iter()
            .map(|&r| rw.ctx.value_type(r))
            .collect();
        let c = rw.ctx.create_op(ir::context::OpState {
            operands,
            result_types,
            ..state
        });
        rw.insert(c, crate::canonicalize::rewriter::At::Before(op));
        for (i, &r) in rw.ctx.op(o).results.clone().iter().enumerate() {
            map.insert(r, rw.ctx.result(c, i));
        }
    }
    let y = Yield(yield_op).value(rw.ctx);
    let val = *map.get(&y).unwrap_or(&y);
    rw.replace_op(op, &[val]);
    true
}

/// MLIR's `FoldTargetTensorCast`: a pad whose only use is a cast to a more
/// static type produces that type directly.
pub(super) fn p_pad_target_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let res = ctx.result(op, 0);
    let users: Vec<Op> = ctx.users(res).collect();
    let [cast] = users[..] else {
        return false;
    };
    if !ctx.isa(cast, &dialects::tensor::CAST) {
        return false;
    }
    let to = ctx.value_type(ctx.result(cast, 0));
    if !preserves_static_info(ctx, ctx.value_type(res), to) {
        return false;
    }
    let operands = ctx.operand_vec(op);
    let attrs = ctx.op(op).attrs.clone();
    let v = new_pad_with_body(rw, op, &operands, to, attrs);
    rw.replace_op(op, &[v]);
    rw.replace_op(cast, &[v]);
    true
}

// ----- tensor.pad chains -----

/// Replaces pad `op` by a pad of `src` with the mixed paddings (its result
/// type and body kept).
pub(super) fn replace_pad_with(rw: &mut Rewriter, op: Op, src: Value, lo: &[Mixed], hi: &[Mixed]) {
    let (slo, dlo) = split_mixed(lo);
    let (shi, dhi) = split_mixed(hi);
    let (operands, attrs) = pad_operands_and_attrs(rw, op, src, (&slo, &dlo), (&shi, &dhi));
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let v = new_pad_with_body(rw, op, &operands, ty, attrs);
    rw.replace_op(op, &[v]);
}

/// MLIR's `FoldConsecutiveConstantPadding`: a pad of a pad with the same
/// constant padding value (neither `nofold`) pads the first one's source
/// by the sums. Sums that would need an `affine.apply` are not handled.
pub(super) fn p_pad_consecutive(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.has_attr(op, "nofold") {
        return false;
    }
    let Some(producer) = ctx
        .defining_op(Pad(op).source(ctx))
        .filter(|&p| ctx.isa(p, &dialects::tensor::PAD) && !ctx.has_attr(p, "nofold"))
    else {
        return false;
    };
    match (
        constant_padding_value(ctx, op),
        constant_padding_value(ctx, producer),
    ) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let (Some((lo, hi)), Some((plo, phi))) = (pad_mixed(ctx, op), pad_mixed(ctx, producer)) else {
        return false;
    };
    if lo.len() != plo.len() || hi.len() != phi.len() {
        return false;
    }
    // Only a sum of two constants can fail: check before creating any op.
    let overflows = |a: &[Mixed], b: &[Mixed]| {
        a.iter().zip(b).any(|(&x, &y)| {
            matches!((mixed_const(ctx, x), mixed_const(ctx, y)), (Some(p), Some(q)) if p.checked_add(q).is_none())
        })
    };
    if overflows(&lo, &plo) || overflows(&hi, &phi) {
        return false;
    }
    let src = Pad(producer).source(ctx);
    // High sums first, as MLIR builds them.
    let mut nhi = Vec::with_capacity(hi.len());
    for (&x, &y) in hi.iter().zip(&phi) {
        let Some(m) = padding_sum(rw, op, x, y) else {
            return false;
        };
        nhi.push(m);
    }
    let mut nlo = Vec::with_capacity(lo.len());
    for (&x, &y) in lo.iter().zip(&plo) {
        let Some(m) = padding_sum(rw, op, x, y) else {
            return false;
        };
        nlo.push(m);
    }
    replace_pad_with(rw, op, src, &nlo, &nhi);
    true
}

/// The dimensions a pad pads (some side not the constant 0).
pub(super) fn padded_dims(ctx: &Context, lo: &[Mixed], hi: &[Mixed]) -> Vec<bool> {
    lo.iter()
        .zip(hi)
        .map(|(&l, &h)| mixed_const(ctx, l) != Some(0) || mixed_const(ctx, h) != Some(0))
        .collect()
}

/// MLIR's `FoldOrthogonalPaddings`: slice, high-pad, slice, high-pad where
/// the two pads pad different dimensions with the same constant becomes
/// one slice and one pad.
pub(super) fn p_pad_orthogonal(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let is = |v: Value, name: &str| ctx.defining_op(v).filter(|&d| ctx.is_op(d, name));
    let Some(inner_slice) = is(Pad(op).source(ctx), "tensor.extract_slice") else {
        return false;
    };
    let Some(outer_pad) = is(ExtractSlice(inner_slice).source(ctx), "tensor.pad") else {
        return false;
    };
    if ctx.has_attr(outer_pad, "nofold") {
        return false;
    }
    let Some(outer_slice) = is(Pad(outer_pad).source(ctx), "tensor.extract_slice") else {
        return false;
    };
    let rank = shape_of(ctx, ctx.value_type(Pad(op).source(ctx))).map_or(0, |s| s.len());
    let outer_src = ExtractSlice(outer_slice).source(ctx);
    let outer_ty = ctx.value_type(outer_src);
    let Some(outer_src_shape) = shape_of(ctx, ctx.value_type(outer_src)) else {
        return false;
    };
    let Some(inner_src_shape) =
        shape_of(ctx, ctx.value_type(ExtractSlice(inner_slice).source(ctx)))
    else {
        return false;
    };
    if outer_src_shape.len() != rank || inner_src_shape.len() != rank {
        return false;
    }
    let (Some(pi), Some(po)) = (
        slice_params(ctx, inner_slice),
        slice_params(ctx, outer_slice),
    ) else {
        return false;
    };
    let unit = |p: &SliceParams| p.strides.iter().all(|&s| mixed_const(ctx, s) == Some(1));
    if !unit(&pi) || !unit(&po) || pi.offsets.len() != rank || po.offsets.len() != rank {
        return false;
    }
    let (Some((lo, hi)), Some((olo, ohi))) = (pad_mixed(ctx, op), pad_mixed(ctx, outer_pad)) else {
        return false;
    };
    let zero = |l: &[Mixed]| l.iter().all(|&x| mixed_const(ctx, x) == Some(0));
    if !zero(&lo) || !zero(&olo) || hi.len() != rank || ohi.len() != rank {
        return false;
    }
    let same_constant = match (
        constant_padding_value(ctx, op).and_then(|v| value_constant(ctx, v)),
        constant_padding_value(ctx, outer_pad).and_then(|v| value_constant(ctx, v)),
    ) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    };
    if !same_constant {
        return false;
    }
    let inner_dims = padded_dims(ctx, &lo, &hi);
    let outer_dims = padded_dims(ctx, &olo, &ohi);
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return false;
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && mixed_const(ctx, pi.offsets[i]) == Some(0) {
            offsets.push(po.offsets[i]);
        } else if !outer_dims[i] && mixed_const(ctx, po.offsets[i]) == Some(0) {
            offsets.push(pi.offsets[i]);
        } else {
            return false;
        }
    }
    let mut sizes = pi.sizes.clone();
    for i in (0..rank).filter(|&i| outer_dims[i]) {
        let full = inner_src_shape[i];
        if full == ir::DYNAMIC || mixed_const(ctx, pi.sizes[i]) != Some(full) {
            return false;
        }
        sizes[i] = po.sizes[i];
    }
    let high: Vec<Mixed> = (0..rank)
        .map(|i| match (inner_dims[i], outer_dims[i]) {
            (_, true) => ohi[i],
            (true, false) => hi[i],
            _ => Mixed::Static(0),
        })
        .collect();
    let lists = [
        split_mixed(&offsets),
        split_mixed(&sizes),
        split_mixed(&pi.strides),
    ];
    let Some(slice_ty) = with_shape(rw.ctx, outer_ty, lists[1].0.clone()) else {
        return false;
    };
    let n = create_slice_op(
        rw,
        op,
        "tensor.extract_slice",
        &[outer_src],
        &lists,
        slice_ty,
    );
    let nv = rw.ctx.result(n, 0);
    replace_pad_with(rw, op, nv, &lo, &high);
    true
}

/// Two ranked tensor shapes whose static sizes agree.
pub(super) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(&y)
                    .all(|(&p, &q)| p == ir::DYNAMIC || q == ir::DYNAMIC || p == q)
        }
        _ => false,
    }
}
