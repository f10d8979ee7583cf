//! tensor patterns of casts and slices: cast chains and casts folded into
//! extract/insert slices, constant slice arguments, static `tensor.empty` sizes,
//! casts folded into destination-style producers.

use super::*;

/// MLIR's `ExtractFromTensorCast`: extract from the ranked source of a cast.
pub(super) fn p_extract_from_cast(rw: &mut Rewriter, op: Op) -> bool {
    let src = Extract(op).tensor(rw.ctx);
    let Some(cast) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::tensor::CAST))
    else {
        return false;
    };
    let from = Cast(cast).source(rw.ctx);
    if !matches!(
        rw.ctx.type_kind(rw.ctx.value_type(from)),
        TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    let mut operands = rw.ctx.operand_vec(op);
    operands[0] = from;
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let e = rw.create(op, "tensor.extract", &operands, &[ty], Vec::new());
    let v = rw.ctx.result(e, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.cast(tensor.cast(x))` -> one cast of `x` when the middle type is
/// not more static than both ends would join to (MLIR's `ChainedTensorCast`).
/// MLIR's `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a more
/// static type is an empty tensor of that type, keeping the size operands
/// of the dimensions that stay dynamic (the encoding is not kept).
pub(super) fn p_fold_empty_with_cast(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Cast(cast).source(ctx);
    let to = ctx.value_type(ctx.result(cast, 0));
    if !preserves_static_info(ctx, ctx.value_type(src), to) {
        return false;
    }
    let Some(empty) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::tensor::EMPTY))
    else {
        return false;
    };
    let (Some(from), Some(shape)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, to)) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(to).element_type() else {
        return false;
    };
    let sizes: Vec<Value> = ctx.operands(empty).collect();
    let mut sizes = sizes.into_iter();
    let mut kept = Vec::new();
    for (&f, &t) in from.iter().zip(&shape) {
        if f != ir::DYNAMIC {
            if t != f {
                return false;
            }
            continue;
        }
        let Some(v) = sizes.next() else {
            return false;
        };
        if t == ir::DYNAMIC {
            kept.push(v);
        }
    }
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    let e = rw.create(cast, "tensor.empty", &kept, &[nt], Vec::new());
    let v = rw.ctx.result(e, 0);
    rw.replace_op(cast, &[v]);
    true
}

pub(super) fn p_chained_cast(rw: &mut Rewriter, op: Op) -> bool {
    let src = Cast(op).source(rw.ctx);
    let Some(inner) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::tensor::CAST))
    else {
        return false;
    };
    let x = Cast(inner).source(rw.ctx);
    let (t0, t1, t2) = (
        rw.ctx.value_type(x),
        rw.ctx.value_type(src),
        rw.ctx.value_type(rw.ctx.result(op, 0)),
    );
    let Some(j01) = join_shapes(rw.ctx, t0, t1) else {
        return false;
    };
    let Some(j12) = join_shapes(rw.ctx, t1, t2) else {
        return false;
    };
    let Some(j012) = join_opt(&j01, &j12) else {
        return false;
    };
    let Some(j02) = join_shapes(rw.ctx, t0, t2) else {
        return false;
    };
    if j012 != j02 {
        return false;
    }
    let c = rw.create(op, "tensor.cast", &[x], &[t2], Vec::new());
    let v = rw.ctx.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

/// The join of two tensor shapes (None for unranked: treated as its own
/// marker `Some(None)`), or `None` when incompatible.
pub(super) fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Option<Vec<i64>>> {
    let sa = shape_of(ctx, a);
    let sb = shape_of(ctx, b);
    join_opt(&sa, &sb)
}

pub(super) fn join_opt(a: &Option<Vec<i64>>, b: &Option<Vec<i64>>) -> Option<Option<Vec<i64>>> {
    match (a, b) {
        (None, x) | (x, None) => Some(x.clone()),
        (Some(x), Some(y)) => {
            if x.len() != y.len() {
                return None;
            }
            let mut out = Vec::with_capacity(x.len());
            for (&p, &q) in x.iter().zip(y) {
                if p == ir::DYNAMIC {
                    out.push(q);
                } else if q == ir::DYNAMIC || p == q {
                    out.push(p);
                } else {
                    return None;
                }
            }
            Some(Some(out))
        }
    }
}

pub(super) fn p_extract_slice_const_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = slice_params(rw.ctx, op) else {
        return false;
    };
    let Some(lists) = fold_slice_lists(rw.ctx, &p) else {
        return false;
    };
    let src = ExtractSlice(op).source(rw.ctx);
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let rank = rw.ctx.type_kind(old_ty).rank().unwrap_or(0);
    let st = rw.ctx.value_type(src);
    if !folded_in_bounds(rw.ctx, st, &lists) {
        return false;
    }
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, st, &lists[1].0, rank) else {
        return false;
    };
    let n = create_slice_op(rw, op, "tensor.extract_slice", &[src], &lists, nt);
    let mut v = rw.ctx.result(n, 0);
    if nt != old_ty {
        let c = rw.create(op, "tensor.cast", &[v], &[old_ty], Vec::new());
        v = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn p_insert_slice_const_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = slice_params(rw.ctx, op) else {
        return false;
    };
    let Some(lists) = fold_slice_lists(rw.ctx, &p) else {
        return false;
    };
    let mut src = rw.ctx.operand(op, 0);
    let dest = rw.ctx.operand(op, 1);
    let st = rw.ctx.value_type(src);
    let dt = rw.ctx.value_type(dest);
    if !folded_in_bounds(rw.ctx, dt, &lists) {
        return false;
    }
    let rank = rw.ctx.type_kind(st).rank().unwrap_or(0);
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, dt, &lists[1].0, rank) else {
        return false;
    };
    let parallel = rw.ctx.isa(op, &dialects::tensor::PARALLEL_INSERT_SLICE);
    if nt != st {
        // A parallel insertion's block holds only insertions: the cast goes
        // before the combining op.
        let anchor = match parallel {
            true => match rw.ctx.parent_op(op) {
                Some(p) => p,
                None => return false,
            },
            false => op,
        };
        let c = rw.create(anchor, "tensor.cast", &[src], &[nt], Vec::new());
        // At the insertion it feeds, wherever it is placed.
        let at = rw.ctx.loc(op);
        rw.ctx.op_mut(c).loc = at;
        src = rw.ctx.result(c, 0);
    }
    replace_insert_slice(rw, op, &[src, dest], &lists, None);
    true
}

/// Replaces an insert_slice (or parallel_insert_slice) by a new one with
/// the given source, destination and lists, casting its result to `cast_to`.
pub(super) fn replace_insert_slice(
    rw: &mut Rewriter,
    op: Op,
    lead: &[Value],
    lists: &FoldedLists,
    cast_to: Option<Type>,
) {
    let name = rw.ctx.op_name(op).to_string();
    let results: Vec<Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|_| rw.ctx.value_type(lead[1]))
        .collect();
    let n = create_slice_op_typed(rw, op, &name, lead, lists, &results);
    let mut vals = rw.ctx.results(n).to_vec();
    if let (Some(t), Some(v)) = (cast_to, vals.first_mut()) {
        if rw.ctx.value_type(*v) != t {
            let c = rw.create(op, "tensor.cast", &[*v], &[t], Vec::new());
            *v = rw.ctx.result(c, 0);
        }
    }
    rw.replace_op(op, &vals);
}

/// MLIR's `computeRankReductionMask` matching dynamic sizes: the positions
/// of `full` (size 1) dropped to obtain `reduced`.
pub(super) fn rank_reduction_mask(full: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut k = 0;
    for (i, &s) in full.iter().enumerate() {
        if k < reduced.len() && s != 1 && (s == ir::DYNAMIC || reduced[k] == ir::DYNAMIC) {
            k += 1;
            continue;
        }
        if k < reduced.len() && s == reduced[k] {
            k += 1;
            continue;
        }
        if s != 1 {
            return None;
        }
        dropped.push(i);
    }
    (k == reduced.len()).then_some(dropped)
}

/// Whether some operand is an index constant: the slice cast folders leave
/// those ops to the constant-argument folding first.
pub(super) fn has_constant_index(ctx: &Context, ops: &[Value]) -> bool {
    ops.iter().any(|&v| {
        matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index)
            && super::const_int(ctx, v).is_some()
    })
}

/// MLIR's `InsertSliceOpCastFolder`: a source or
/// destination behind a foldable cast is used directly, the sizes taking
/// the source's static sizes; a cast restores the destination type.
pub(super) fn p_insert_slice_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.operand_vec(op);
    if has_constant_index(ctx, &ops) {
        return false;
    }
    let (src0, dst0) = (ops[0], ops[1]);
    let (sc, dc) = (
        foldable_cast_source(ctx, src0),
        foldable_cast_source(ctx, dst0),
    );
    if sc.is_none() && dc.is_none() {
        return false;
    }
    let (src, dst) = (sc.unwrap_or(src0), dc.unwrap_or(dst0));
    let (st, dt) = (ctx.value_type(src), ctx.value_type(dst));
    if !matches!(ctx.type_kind(st), TypeKind::RankedTensor { .. })
        || !matches!(ctx.type_kind(dt), TypeKind::RankedTensor { .. })
    {
        return false;
    }
    let (Some(ss), Some(ds)) = (shape_of(ctx, st), shape_of(ctx, dt)) else {
        return false;
    };
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    if p.sizes.len() != ds.len() {
        return false;
    }
    let static_sizes = split_mixed(&p.sizes).0;
    let Some(dropped) = rank_reduction_mask(&static_sizes, &ss) else {
        return false;
    };
    // Kept sizes take the source's static sizes; the new op must verify
    // (static sizes agree with the source).
    let mut sizes = p.sizes.clone();
    let mut k = 0;
    for (i, m) in sizes.iter_mut().enumerate() {
        if dropped.contains(&i) {
            continue;
        }
        let s = ss[k];
        k += 1;
        if s == ir::DYNAMIC {
            continue;
        }
        match *m {
            Mixed::Static(z) if z != s && z != ir::DYNAMIC => return false,
            _ => *m = Mixed::Static(s),
        }
    }
    for i in 0..ds.len() {
        let (Mixed::Static(o), Mixed::Static(z), Mixed::Static(k)) =
            (p.offsets[i], sizes[i], p.strides[i])
        else {
            continue;
        };
        if ds[i] == ir::DYNAMIC || z <= 0 {
            continue;
        }
        let last = o.saturating_add((z - 1).saturating_mul(k));
        if o >= ds[i] || last >= ds[i] || last < 0 {
            return false;
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&sizes),
        split_mixed(&p.strides),
    ];
    let old_dt = ctx.results(op).first().map(|&r| ctx.value_type(r));
    replace_insert_slice(rw, op, &[src, dst], &lists, old_dt);
    true
}

/// MLIR's `ExtractSliceOpConstantArgumentFolder` leaves constant operands to
/// the constant folding; otherwise a slice of a cast that only drops static
/// information slices the cast's source (same result type), when that slice
/// stays in bounds.
pub(super) fn p_extract_slice_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.operand_vec(op);
    if has_constant_index(ctx, &ops) {
        return false;
    }
    let Some(src) = foldable_cast_source(ctx, ops[0]) else {
        return false;
    };
    let Some(ss) = shape_of(ctx, ctx.value_type(src)) else {
        return false;
    };
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    if p.offsets.len() != ss.len() {
        return false;
    }
    for (i, &dim) in ss.iter().enumerate() {
        let Mixed::Static(o) = p.offsets[i] else {
            continue;
        };
        if dim == ir::DYNAMIC {
            continue;
        }
        if o >= dim {
            return false;
        }
        let (Mixed::Static(z), Mixed::Static(k)) = (p.sizes[i], p.strides[i]) else {
            continue;
        };
        if z <= 0 {
            continue;
        }
        let last = o.saturating_add((z - 1).saturating_mul(k));
        if last >= dim || last < 0 {
            return false;
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&p.sizes),
        split_mixed(&p.strides),
    ];
    let rt = ctx.value_type(ctx.result(op, 0));
    let n = create_slice_op(rw, op, "tensor.extract_slice", &[src], &lists, rt);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `TensorCastExtractSlice`: a cast that only makes sizes of an
/// `extract_slice` result static becomes the slice itself, taking those
/// sizes as static ones (dropped unit dimensions keep theirs).
pub(super) fn p_cast_extract_slice(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Cast(cast).source(ctx);
    let Some(slice) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::tensor::EXTRACT_SLICE))
    else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(cast, 0));
    let (Some(rs), Some(ss)) = (shape_of(ctx, rt), shape_of(ctx, ctx.value_type(src))) else {
        return false;
    };
    if !preserves_static_info(ctx, ctx.value_type(src), rt) || rs == ss {
        return false;
    }
    let Some(p) = slice_params(ctx, slice) else {
        return false;
    };
    let (static_sizes, _) = split_mixed(&p.sizes);
    let dropped = dialects::memref::compute_rank_reduction_mask(&static_sizes, &ss);
    let mut sizes = p.sizes.clone();
    let mut kept = rs.iter();
    for (i, size) in sizes.iter_mut().enumerate() {
        if dropped.as_ref().is_some_and(|d| d[i]) {
            continue;
        }
        // Without a mask MLIR reads past a rank-reduced result; we decline.
        let Some(&dim) = kept.next() else {
            return false;
        };
        if dim != ir::DYNAMIC {
            *size = Mixed::Static(dim);
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&sizes),
        split_mixed(&p.strides),
    ];
    let base = ExtractSlice(slice).source(ctx);
    let n = create_slice_op(rw, cast, "tensor.extract_slice", &[base], &lists, rt);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(cast, &[v]);
    true
}

/// Constant dynamic sizes of `tensor.empty` become static, with a cast back.
pub(super) fn p_empty_static_dims(rw: &mut Rewriter, op: Op) -> bool {
    let sizes = rw.ctx.operand_vec(op);
    static_dims(rw, op, &sizes)
}

/// MLIR's `ReplaceStaticShapeDims` on `bufferization.alloc_tensor`: as for
/// `tensor.empty`, but never on a copying alloc_tensor, and the new op keeps
/// neither the size hint nor the memory space.
pub(super) fn p_alloc_tensor_static_dims(rw: &mut Rewriter, op: Op) -> bool {
    let segs = dialects::common::operand_segments(rw.ctx, op);
    if segs.get(1).is_some_and(|c| !c.is_empty()) {
        return false;
    }
    let sizes = segs.first().cloned().unwrap_or_default();
    static_dims(rw, op, &sizes)
}

/// Rebuilds the shape-defining op `op` (a `tensor.empty` or a non-copying
/// `bufferization.alloc_tensor` whose dynamic sizes are `sizes`) with its
/// non-negative constant sizes made static, and casts back to the old type.
pub(super) fn static_dims(rw: &mut Rewriter, op: Op, sizes: &[Value]) -> bool {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = rw.ctx.type_kind(rt).clone()
    else {
        return false;
    };
    let mut k = 0;
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_ops = Vec::new();
    let mut changed = false;
    for &d in &shape {
        if d != ir::DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(k) else {
            return false;
        };
        k += 1;
        match const_int(rw.ctx, v) {
            Some(c) if c >= 0 => {
                new_shape.push(c as i64);
                changed = true;
            }
            _ => {
                new_shape.push(ir::DYNAMIC);
                new_ops.push(v);
            }
        }
    }
    if !changed {
        return false;
    }
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape: new_shape,
        elem,
        encoding,
    });
    let name = rw.ctx.op_name(op).to_string();
    let mut attrs = Vec::new();
    if name != "tensor.empty" {
        let seg = rw.ctx.dense_i32_array(&[new_ops.len() as i32, 0, 0]);
        attrs.push(("operandSegmentSizes", seg));
    }
    let e = rw.create(op, &name, &new_ops, &[nt], attrs);
    let ev = rw.ctx.result(e, 0);
    let c = rw.create(op, "tensor.cast", &[ev], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// MLIR's `FoldTensorCastProducerOp`: a destination-style op whose operands
/// come from foldable `tensor.cast`s uses the casts' sources; results whose
/// init changed type are cast back.
pub fn p_fold_tensor_cast_producer(rw: &mut Rewriter, op: Op) -> bool {
    // A linalg op without results works on buffers only (mixed tensor and
    // buffer operands do not verify), so no operand is a tensor cast: this
    // spares loading the operands of the many ops of bufferized code.
    if rw.ctx.results(op).is_empty() && rw.ctx.op_name(op).starts_with("linalg.") {
        return false;
    }
    let Some(inits) = dps_inits(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let foldable = |v: Value| {
        ctx.defining_op(v)
            .filter(|&c| cast_foldable_into_consumer(ctx, c))
    };
    if !ctx.operands(op).any(|v| foldable(v).is_some()) {
        return false;
    }
    let mut types: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    let mut operands = Vec::new();
    let mut k = 0;
    for (i, v) in ctx.operands(op).enumerate() {
        let nv = foldable(v).map(|c| Cast(c).source(ctx)).unwrap_or(v);
        operands.push(nv);
        if inits.contains(&i) && !ctx.type_kind(ctx.value_type(nv)).is_memref() {
            if let Some(t) = types.get_mut(k) {
                *t = ctx.value_type(nv);
            }
            k += 1;
        }
    }
    let n = crate::patterns::linalg::recreate_with(rw, op, &operands, &types);
    crate::patterns::linalg::replace_casting_back(rw, op, n);
    true
}
