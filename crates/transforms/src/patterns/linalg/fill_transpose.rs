//! linalg patterns of `linalg.fill` consumers, `linalg.transpose` and
//! `linalg.broadcast`.

use super::*;

/// MLIR's `FoldFillWithTensorReshape`: a reshape of a fill is a fill of
/// the reshaped init.
pub(super) fn p_fold_fill_with_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(f) = is_fill(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    if ctx.num_operands(f) != 2 {
        return false;
    }
    let (v, init) = (Fill(f).value(ctx), Fill(f).output(ctx));
    let rt = ctx.value_type(ctx.result(op, 0));
    let mut operands = ctx.operand_vec(op);
    operands[0] = init;
    let attrs = ctx.op(op).attrs.clone();
    let name = ctx.op_name(op).to_string();
    let loc = ctx.loc(op);
    let r = rw.create_full(
        At::Before(op),
        &name,
        &operands,
        &[rt],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let rv = rw.ctx.result(r, 0);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[rv], &[rt], &[]) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// The same value, or equal integer constants.
pub(super) fn equal_constant_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    a == b || const_int(ctx, a).is_some_and(|x| const_int(ctx, b) == Some(x))
}

/// MLIR's `FoldFillWithPack`: packing a fill (with no padding value, or
/// the filled one) fills the pack's destination, when nothing else uses it.
pub(super) fn p_fold_fill_with_pack(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(f) = is_fill(ctx, Pack(op).source(ctx)) else {
        return false;
    };
    let v = Fill(f).value(ctx);
    if pack_padding(ctx, op).is_some_and(|p| !equal_constant_or_value(ctx, p, v)) {
        return false;
    }
    let dest = Pack(op).dest(ctx);
    if !ctx.has_one_use(dest) {
        return false;
    }
    let types = result_types(ctx, op);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[dest], &types, &[]) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// A `tensor.empty` of `shape` (dynamic sizes given by `dynamic`) before
/// `anchor`, and its type.
pub(super) fn create_empty(
    rw: &mut Rewriter,
    anchor: Op,
    shape: Vec<i64>,
    elem: Type,
    dynamic: &[Value],
) -> (Value, Type) {
    let et = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    let e = rw.create(anchor, "tensor.empty", dynamic, &[et], Vec::new());
    (rw.ctx.result(e, 0), et)
}

/// `tensor.dim` of `v` at a new constant index `i`, before `anchor`.
pub(super) fn create_dim(rw: &mut Rewriter, anchor: Op, v: Value, i: usize) -> Op {
    let ia = rw.ctx.index_attr(i as i64);
    let c = rw.constant(anchor, ia);
    let index = rw.ctx.index_type();
    rw.create(anchor, "tensor.dim", &[v, c], &[index], Vec::new())
}

/// `tensor.dim` of `v` at `i` created before `anchor` and folded when it
/// can be (MLIR's `createOrFold`): to a constant for a static size.
pub(super) fn dim_or_fold(rw: &mut Rewriter, anchor: Op, v: Value, i: usize) -> Value {
    let d = create_dim(rw, anchor, v, i);
    let dv = rw.ctx.result(d, 0);
    match super::fold(rw.ctx, d) {
        FoldResult::Results(r) => match r.first() {
            Some(&Ofr::Value(x)) => {
                rw.erase_op(d);
                x
            }
            Some(&Ofr::Attr(a)) if int_value(rw.ctx, a).is_some() => {
                rw.erase_op(d);
                rw.constant(anchor, a)
            }
            _ => dv,
        },
        _ => dv,
    }
}

/// MLIR's `FoldFillWithPad`: padding a fill with its own value is a fill
/// of an empty tensor of the padded shape, its dynamic sizes reified as
/// source size plus padding (cast to the pad's type when that is less
/// static).
pub(super) fn p_fold_fill_with_pad(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = dialects::tensor::Pad(op).source(ctx);
    let Some(f) = is_fill(ctx, src) else {
        return false;
    };
    let v = Fill(f).value(ctx);
    if crate::patterns::common::constant_padding_value(ctx, op) != Some(v) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(rt).clone() else {
        return false;
    };
    let Some((low, high)) = crate::patterns::common::pad_mixed(ctx, op) else {
        return false;
    };
    if low.len() < shape.len() || high.len() < shape.len() {
        return false;
    }
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, &n) in shape.iter().enumerate() {
        if n != ir::DYNAMIC {
            sizes.push(Mixed::Static(n));
            continue;
        }
        let d = dim_or_fold(rw, op, src, i);
        let parts = [Mixed::Dynamic(d), low[i], high[i]];
        let sum = crate::patterns::affine::dim_sum(3);
        sizes.push(
            match crate::patterns::affine::compose_folded(rw.ctx, sum, 3, &parts) {
                crate::patterns::affine::Composed::Static(c) => Mixed::Static(c),
                crate::patterns::affine::Composed::Value(x) => Mixed::Dynamic(x),
                crate::patterns::affine::Composed::Apply(map, ops) => {
                    let index = rw.ctx.index_type();
                    let m = rw.ctx.attr(AttrKind::AffineMap(map));
                    let a = rw.create(op, "affine.apply", &ops, &[index], vec![("map", m)]);
                    Mixed::Dynamic(rw.ctx.result(a, 0))
                }
            },
        );
    }
    let (statics, dynamic) = crate::patterns::slice::split_mixed(&sizes);
    let (ev, et) = create_empty(rw, op, statics, elem, &dynamic);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[ev], &[et], &[]) else {
        return false;
    };
    let mut r = rw.ctx.result(new, 0);
    if et != rt {
        let c = rw.create(op, "tensor.cast", &[r], &[rt], Vec::new());
        r = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[r]);
    true
}

/// Whether two static slices of the same rank are disjoint in some
/// dimension where every entry of both is static.
pub(super) fn static_slices_disjoint(a: &[[i64; 3]], b: &[[i64; 3]]) -> bool {
    a.iter().zip(b).any(|(&[o1, s1, k1], &[o2, s2, k2])| {
        if [o1, s1, k1, o2, s2, k2].contains(&ir::DYNAMIC) {
            return false;
        }
        let end = |o: i64, s: i64, k: i64| {
            s.checked_sub(1)
                .and_then(|x| x.checked_mul(k))
                .and_then(|x| x.checked_add(o))
        };
        match (end(o1, s1, k1), end(o2, s2, k2)) {
            (Some(e1), Some(e2)) => e1 < o2 || e2 < o1,
            _ => false,
        }
    })
}

/// The (offset, size, stride) static triples of a slice-like op.
pub(super) fn static_triples(ctx: &Context, op: Op) -> Option<Vec<[i64; 3]>> {
    let get = |n: &str| dialects::offsets::static_array(ctx, op, n);
    let (o, s, k) = (
        get("static_offsets")?,
        get("static_sizes")?,
        get("static_strides")?,
    );
    (o.len() == s.len() && s.len() == k.len()).then(|| {
        o.iter()
            .zip(&s)
            .zip(&k)
            .map(|((&a, &b), &c)| [a, b, c])
            .collect()
    })
}

/// Whether an insert_slice keeps its source's rank.
pub(super) fn same_rank_insert(ctx: &Context, op: Op) -> bool {
    let rank = |v: Value| ctx.type_kind(ctx.value_type(v)).rank();
    rank(dialects::tensor::InsertSlice(op).source(ctx))
        == rank(dialects::tensor::InsertSlice(op).dest(ctx))
}

/// MLIR's `FoldInsertPadIntoFill`: inserting a pad into a fill of the
/// padding value (through earlier insertions disjoint from this one)
/// inserts the pad's source, shifted by the low padding.
pub(super) fn p_fold_insert_pad_into_fill(rw: &mut Rewriter, op: Op) -> bool {
    use dialects::offsets::Mixed;
    let ctx = &*rw.ctx;
    let Some(pad) = ctx
        .defining_op(dialects::tensor::InsertSlice(op).source(ctx))
        .filter(|&p| ctx.isa(p, &dialects::tensor::PAD))
    else {
        return false;
    };
    if !same_rank_insert(ctx, op) {
        return false;
    }
    let Some(mine) = static_triples(ctx, op) else {
        return false;
    };
    let mut first_dest = dialects::tensor::InsertSlice(op).dest(ctx);
    while let Some(prev) = ctx
        .defining_op(first_dest)
        .filter(|&p| ctx.isa(p, &dialects::tensor::INSERT_SLICE))
    {
        if !same_rank_insert(ctx, prev) {
            return false;
        }
        let Some(theirs) = static_triples(ctx, prev) else {
            return false;
        };
        if !static_slices_disjoint(&theirs, &mine) {
            break;
        }
        first_dest = dialects::tensor::InsertSlice(prev).dest(ctx);
    }
    let Some(f) = is_fill(ctx, first_dest) else {
        return false;
    };
    let v = Fill(f).value(ctx);
    if crate::patterns::common::constant_padding_value(ctx, pad) != Some(v) {
        return false;
    }
    let (Some(p), Some(low)) = (
        crate::patterns::slice::slice_params(ctx, op),
        dialects::offsets::static_array(ctx, pad, "static_low"),
    ) else {
        return false;
    };
    let segs = dialects::common::operand_segments(ctx, pad);
    let low = dialects::offsets::mixed(&low, segs.get(1).map_or(&[][..], |s| &s[..]));
    let src = dialects::tensor::Pad(pad).source(ctx);
    let Some(src_shape) = crate::patterns::slice::shape_of(ctx, ctx.value_type(src)) else {
        return false;
    };
    if low.len() != p.offsets.len() || src_shape.len() != p.offsets.len() {
        return false;
    }
    // Only a sum of two constants can fail: check before creating any op.
    if low.iter().zip(&p.offsets).any(|(&a, &b)| {
        let c = |m| crate::patterns::slice::mixed_const(ctx, m);
        matches!((c(a), c(b)), (Some(x), Some(y)) if x.checked_add(y).is_none())
    }) {
        return false;
    }
    let dest = dialects::tensor::InsertSlice(op).dest(ctx);
    let dest_ty = ctx.value_type(dest);
    let strides = p.strides.clone();
    let mut offsets = Vec::with_capacity(low.len());
    for (&l, &o) in low.iter().zip(&p.offsets) {
        let Some(m) = crate::patterns::common::padding_sum(rw, op, l, o) else {
            return false;
        };
        offsets.push(m);
    }
    let mut sizes = Vec::with_capacity(src_shape.len());
    for (i, &s) in src_shape.iter().enumerate() {
        if s != ir::DYNAMIC {
            sizes.push(Mixed::Static(s));
            continue;
        }
        let ia = rw.ctx.index_attr(i as i64);
        let c = rw.constant(op, ia);
        let it = rw.ctx.index_type();
        let d = rw.create(op, "tensor.dim", &[src, c], &[it], Vec::new());
        sizes.push(Mixed::Dynamic(rw.ctx.result(d, 0)));
    }
    let lists = [
        crate::patterns::slice::split_mixed(&offsets),
        crate::patterns::slice::split_mixed(&sizes),
        crate::patterns::slice::split_mixed(&strides),
    ];
    let n = crate::patterns::slice::create_slice_op(
        rw,
        op,
        "tensor.insert_slice",
        &[src, dest],
        &lists,
        dest_ty,
    );
    let nv = rw.ctx.result(n, 0);
    rw.replace_op(op, &[nv]);
    true
}

/// A transpose permutation (`None` if it is missing or malformed).
pub(super) fn permutation(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    ctx.get_attr(op, "permutation")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
}

/// MLIR's `TransposeOp::fold`: on tensors, an identity permutation is the
/// input.
pub fn fold_transpose(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let input = Transpose(op).input(ctx);
    if !ctx.type_kind(ctx.value_type(input)).is_tensor() || ctx.results(op).len() != 1 {
        return FoldResult::Fail;
    }
    match permutation(ctx, op) {
        Some(p) if p.iter().enumerate().all(|(i, &d)| d == i as i64) => FoldResult::value(input),
        _ => FoldResult::Fail,
    }
}

/// The permutation applying `inner` then `outer`.
pub(super) fn compose_permutations(inner: &[i64], outer: &[i64]) -> Option<Vec<i64>> {
    outer
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| inner.get(p).copied()))
        .collect()
}

/// MLIR's `FoldTransposeWithTranspose`: a transpose of a transpose
/// transposes the first one's input by the composed permutation.
pub(super) fn p_transpose_of_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(def) = ctx
        .defining_op(Transpose(op).input(ctx))
        .filter(|&d| ctx.isa(d, &dialects::linalg::TRANSPOSE))
    else {
        return false;
    };
    let (Some(inner), Some(outer)) = (permutation(ctx, def), permutation(ctx, op)) else {
        return false;
    };
    let Some(perm) = compose_permutations(&inner, &outer) else {
        return false;
    };
    let input = Transpose(def).input(ctx);
    let a = rw.ctx.dense_i64_array(&perm);
    rw.ctx.set_attr(op, "permutation", a);
    rw.ctx.set_operand(op, 0, input);
    rw.notify_modified(op);
    true
}

/// The permutation `perm` without the entries in `dropped`, the rest
/// renumbered to close the gaps.
pub(super) fn drop_from_permutation(perm: &[i64], dropped: &[i64]) -> Vec<i64> {
    perm.iter()
        .filter(|p| !dropped.contains(p))
        .map(|&p| p - dropped.iter().filter(|&&d| d < p).count() as i64)
        .collect()
}

/// The inverse of a permutation (`None` if it is not one).
pub(super) fn invert_permutation(perm: &[i64]) -> Option<Vec<i64>> {
    let mut inv = vec![-1; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        let slot = inv.get_mut(usize::try_from(p).ok()?)?;
        if *slot != -1 {
            return None;
        }
        *slot = i as i64;
    }
    Some(inv)
}

/// MLIR's `SwapTransposeWithBroadcast`: transposing the only use of a
/// tensor broadcast transposes the (smaller) broadcast input into a new
/// empty tensor and broadcasts that into the transpose's init.
pub(super) fn p_swap_transpose_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let input = Transpose(op).input(ctx);
    let Some(b) = ctx
        .defining_op(input)
        .filter(|&d| ctx.isa(d, &dialects::linalg::BROADCAST))
    else {
        return false;
    };
    if !ctx.has_one_use(input) || ctx.num_operands(op) != 2 || ctx.num_operands(b) != 2 {
        return false;
    }
    let dims = ctx
        .get_attr(b, "dimensions")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a));
    let (Some(dims), Some(perm)) = (dims, permutation(ctx, op)) else {
        return false;
    };
    let Some(inv) = invert_permutation(&perm) else {
        return false;
    };
    let Some(new_dims) = dims
        .iter()
        .map(|&d| usize::try_from(d).ok().and_then(|d| inv.get(d).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let new_perm = drop_from_permutation(&perm, &dims);
    let src = Broadcast(b).input(ctx);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(ctx.value_type(src)).clone()
    else {
        return false;
    };
    if invert_permutation(&new_perm).is_none() || new_perm.len() != shape.len() {
        return false;
    }
    let init = Transpose(op).init(ctx);
    let mut sizes: Vec<Option<Value>> = Vec::with_capacity(shape.len());
    for (i, &n) in shape.iter().enumerate() {
        if n != ir::DYNAMIC {
            sizes.push(None);
            continue;
        }
        let d = create_dim(rw, op, src, i);
        sizes.push(Some(rw.ctx.result(d, 0)));
    }
    let mut empty_shape = Vec::with_capacity(shape.len());
    let mut empty_sizes = Vec::new();
    for &p in &new_perm {
        let p = p as usize;
        empty_shape.push(shape[p]);
        empty_sizes.extend(sizes[p]);
    }
    let (ev, et) = create_empty(rw, op, empty_shape, elem, &empty_sizes);
    let pa = rw.ctx.dense_i64_array(&new_perm);
    let Some(t) = create_named(
        rw,
        op,
        "linalg.transpose",
        &[src],
        &[ev],
        &[et],
        &[("permutation", pa)],
    ) else {
        return false;
    };
    let tv = rw.ctx.result(t, 0);
    let da = rw.ctx.dense_i64_array(&new_dims);
    let rt = result_types(rw.ctx, op);
    let Some(nb) = create_named(
        rw,
        op,
        "linalg.broadcast",
        &[tv],
        &[init],
        &rt,
        &[("dimensions", da)],
    ) else {
        return false;
    };
    let r = rw.ctx.result(nb, 0);
    rw.replace_op(op, &[r]);
    true
}

/// MLIR's `EraseIdentityLinalgOp` on a broadcast adding no dimension: on
/// tensors the result is the input (cast to the result type), on buffers a
/// broadcast of a buffer onto itself does nothing.
pub(super) fn p_erase_identity_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let dims = ctx
        .get_attr(op, "dimensions")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a));
    if dims.is_none_or(|d| !d.is_empty()) || ctx.num_operands(op) != 2 {
        return false;
    }
    let (input, init) = (Broadcast(op).input(ctx), Broadcast(op).init(ctx));
    let memref = |v: Value| ctx.type_kind(ctx.value_type(v)).is_memref();
    match (memref(input), memref(init)) {
        (true, true) if input == init => {
            rw.erase_op(op);
            true
        }
        (false, false) => {
            let Some(&res) = ctx.results(op).first() else {
                return false;
            };
            let (it, rt) = (ctx.value_type(input), ctx.value_type(res));
            if it == rt {
                rw.replace_op(op, &[input]);
            } else if cast_compatible(ctx, it, rt) {
                let c = rw.create(op, "tensor.cast", &[input], &[rt], Vec::new());
                let cv = rw.ctx.result(c, 0);
                rw.replace_op(op, &[cv]);
            } else {
                return false;
            }
            true
        }
        _ => false,
    }
}
