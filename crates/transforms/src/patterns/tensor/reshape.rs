//! tensor patterns of shape-changing ops: concat, bitcast, reshape, gather,
//! generate, and collapse_shape / expand_shape.

use super::*;

// ----- tensor.concat -----

/// The concatenated dimension of a `tensor.concat`.
pub(super) fn concat_dim(ctx: &Context, op: Op) -> Option<usize> {
    match ctx.attr_kind(ctx.get_attr(op, "dim")?) {
        AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
        _ => None,
    }
}

/// MLIR's `SingleInputConcatOp`: a concat of one tensor is a cast of it.
pub(super) fn p_concat_single_input(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.num_operands(op) != 1 {
        return false;
    }
    let src = rw.ctx.operand(op, 0);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let c = rw.create(op, "tensor.cast", &[src], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// The result shape of concatenating `shapes` along `dim` (MLIR's
/// `ConcatOp::inferResultType`): the concatenated size is the sum when all
/// are static, other sizes the first static one.
pub(super) fn concat_inferred_shape(shapes: &[Vec<i64>], dim: usize) -> Option<Vec<i64>> {
    let first = shapes.first()?;
    let rank = first.len();
    if dim >= rank || shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let mut out = vec![ir::DYNAMIC; rank];
    for (i, o) in out.iter_mut().enumerate() {
        if i == dim {
            let mut sum = 0i64;
            for s in shapes {
                if s[i] == ir::DYNAMIC {
                    sum = ir::DYNAMIC;
                    break;
                }
                sum += s[i];
            }
            *o = sum;
        } else if let Some(&v) = shapes.iter().map(|s| &s[i]).find(|&&v| v != ir::DYNAMIC) {
            *o = v;
        }
    }
    Some(out)
}

/// A tensor type of `like`'s element type and the given shape, without an
/// encoding: the type MLIR infers for a concat and its operands never has
/// one, so an encoded concat gets casts to and from unencoded types.
pub(super) fn inferred_with_shape(ctx: &mut Context, like: Type, shape: Vec<i64>) -> Option<Type> {
    let TypeKind::RankedTensor { elem, .. } = ctx.type_kind(like).clone() else {
        return None;
    };
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    }))
}

/// MLIR's `InferConcatResultType`: a concat whose result type is less
/// static than what its operands imply gets the inferred type and a cast
/// back to the old one.
pub(super) fn p_concat_infer_result(rw: &mut Rewriter, op: Op) -> bool {
    let Some(dim) = concat_dim(rw.ctx, op) else {
        return false;
    };
    let ops = rw.ctx.operand_vec(op);
    let mut shapes = Vec::with_capacity(ops.len());
    for &v in &ops {
        let t = rw.ctx.value_type(v);
        if !matches!(rw.ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            return false;
        }
        shapes.push(shape_of(rw.ctx, t).unwrap_or_default());
    }
    let Some(shape) = concat_inferred_shape(&shapes, dim) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some(nt) = inferred_with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    if preserves_static_info(rw.ctx, nt, rt) {
        return false;
    }
    let Some(d) = rw.ctx.get_attr(op, "dim") else {
        return false;
    };
    let n = rw.create(op, "tensor.concat", &ops, &[nt], vec![("dim", d)]);
    let nv = rw.ctx.result(n, 0);
    let c = rw.create(op, "tensor.cast", &[nv], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// MLIR's `InferConcatOperandTypes`: an operand less static than the
/// result type implies (its own concatenated size, the result's other
/// sizes) is cast to that type in place.
pub(super) fn p_concat_infer_operands(rw: &mut Rewriter, op: Op) -> bool {
    let Some(dim) = concat_dim(rw.ctx, op) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some(rshape) = shape_of(rw.ctx, rt) else {
        return false;
    };
    let mut changed = false;
    for i in 0..rw.ctx.num_operands(op) {
        let v = rw.ctx.operand(op, i);
        let t = rw.ctx.value_type(v);
        let Some(s) = shape_of(rw.ctx, t) else {
            continue;
        };
        if s.len() != rshape.len() || dim >= s.len() {
            continue;
        }
        let mut want = rshape.clone();
        want[dim] = s[dim];
        let Some(wt) = inferred_with_shape(rw.ctx, t, want) else {
            continue;
        };
        if preserves_static_info(rw.ctx, wt, t) || !cast_compatible(rw.ctx, t, wt) {
            continue;
        }
        let c = rw.create(op, "tensor.cast", &[v], &[wt], Vec::new());
        let cv = rw.ctx.result(c, 0);
        rw.ctx.set_operand(op, i, cv);
        changed = true;
    }
    if changed {
        rw.notify_modified(op);
    }
    changed
}

// ----- tensor.bitcast, tensor.reshape, tensor.gather -----

/// A bitcast to its own type changes nothing (the fold every cast-like op
/// gets from MLIR's cast interface).
pub(super) fn fold_bitcast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = Bitcast(op).source(ctx);
    if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// A splat constant in a statically shaped result type, for ops that only
/// rearrange the elements of their source.
pub(super) fn resized_splat(ctx: &mut Context, source: Option<Attr>, result: Type) -> Option<Attr> {
    let AttrKind::DenseElements {
        splat: true, data, ..
    } = ctx.attr_kind(source?).clone()
    else {
        return None;
    };
    if !ctx.type_kind(result).has_static_shape() {
        return None;
    }
    Some(ctx.attr(AttrKind::DenseElements {
        ty: result,
        splat: true,
        data,
    }))
}

pub(super) fn fold_gather(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let rt = ctx.value_type(ctx.result(op, 0));
    match resized_splat(ctx, c.first().copied().flatten(), rt) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

/// `tensor.reshape`: of a splat constant, of another reshape (which it
/// skips), and to the source's own type when that is 1-d or when the shape
/// operand lists the source's sizes.
pub(super) fn fold_tensor_reshape(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = Reshape(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(a) = resized_splat(ctx, c.first().copied().flatten(), rt) {
        return FoldResult::attr(a);
    }
    if let Some(p) = ctx
        .defining_op(src)
        .filter(|&p| ctx.isa(p, &dialects::tensor::RESHAPE))
    {
        let inner = Reshape(p).source(ctx);
        ctx.set_operand(op, 0, inner);
        return FoldResult::InPlace;
    }
    let st = ctx.value_type(src);
    if st != rt {
        return FoldResult::Fail;
    }
    let Some(shape) = (match ctx.type_kind(st) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }) else {
        return FoldResult::Fail;
    };
    if shape.len() == 1 {
        return FoldResult::value(src);
    }
    let Some(fe) = ctx
        .defining_op(Reshape(op).shape(ctx))
        .filter(|&d| ctx.isa(d, &dialects::tensor::FROM_ELEMENTS))
    else {
        return FoldResult::Fail;
    };
    let elements = ctx.operand_vec(fe);
    let lists_source_sizes = elements.len() == shape.len()
        && elements.iter().enumerate().all(|(i, &e)| {
            if let Some(k) = const_int(ctx, e) {
                return k == i128::from(shape[i]);
            }
            ctx.defining_op(e)
                .filter(|&d| ctx.isa(d, &dialects::tensor::DIM))
                .is_some_and(|d| {
                    Dim(d).source(ctx) == src
                        && const_int(ctx, Dim(d).index(ctx)) == Some(i as i128)
                })
        });
    if lists_source_sizes {
        FoldResult::value(src)
    } else {
        FoldResult::Fail
    }
}

/// The op named `name` defining operand `i` of `op`.
pub(super) fn operand_def(ctx: &Context, op: Op, i: usize, name: &str) -> Option<Op> {
    ctx.defining_op(ctx.operand(op, i))
        .filter(|&d| ctx.is_op(d, name))
}

/// Replaces the single result of `op` by a new op `name` of `operands`
/// with result type `ty`.
pub(super) fn replace_with_new(
    rw: &mut Rewriter,
    op: Op,
    name: &str,
    operands: &[Value],
    ty: Type,
) {
    let n = rw.create(op, name, operands, &[ty], Vec::new());
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
}

/// MLIR's `ChainedTensorBitcast`: a bitcast of a bitcast casts the first
/// one's source.
pub(super) fn p_chained_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = operand_def(ctx, op, 0, "tensor.bitcast") else {
        return false;
    };
    let x = Bitcast(inner).source(ctx);
    let t = ctx.value_type(ctx.result(op, 0));
    replace_with_new(rw, op, "tensor.bitcast", &[x], t);
    true
}

// ----- tensor.generate, tensor.extract -----

/// The shape of `ty` with the dynamic sizes whose operand (in `sizes`) is a
/// non-negative constant made static, and the operands still needed; `None`
/// when no size became static (MLIR's `foldDynamicToStaticDimSizes`).
pub(super) fn static_sizes_from_operands(
    ctx: &Context,
    ty: Type,
    sizes: &[Value],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut shape = shape_of(ctx, ty)?;
    let mut it = sizes.iter();
    let mut kept = Vec::new();
    let mut changed = false;
    for d in shape.iter_mut().filter(|d| **d == ir::DYNAMIC) {
        let &v = it.next()?;
        match const_int(ctx, v).and_then(|k| i64::try_from(k).ok()) {
            Some(k) if k >= 0 => {
                *d = k;
                changed = true;
            }
            _ => kept.push(v),
        }
    }
    changed.then_some((shape, kept))
}

/// MLIR's `StaticTensorGenerate`: constant extents become static sizes of a
/// new generate (taking over the body), cast back to the old type.
pub(super) fn p_static_generate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let sizes = ctx.operand_vec(op);
    let Some((shape, kept)) = static_sizes_from_operands(ctx, ty, &sizes) else {
        return false;
    };
    if ctx.regions_of(op).len() != 1 {
        return false;
    }
    let Some(nt) = with_shape(rw.ctx, ty, shape) else {
        return false;
    };
    let attrs = rw.ctx.op(op).attrs.clone();
    let v = new_op_with_body(rw, op, "tensor.generate", &kept, nt, attrs);
    let c = rw.create(op, "tensor.cast", &[v], &[ty], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// MLIR's `ExtractElementFromIndexCast`: an element of an `index_cast`
/// tensor is the cast of the element of its input.
pub(super) fn p_extract_from_index_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(ic) = operand_def(ctx, op, 0, "arith.index_cast") else {
        return false;
    };
    let input = Unary(ic).input(ctx);
    let in_ty = ctx.value_type(input);
    let elem = ctx.type_kind(in_ty).element_type().unwrap_or(in_ty);
    let mut operands = ctx.operand_vec(op);
    operands[0] = input;
    let rt = ctx.value_type(ctx.result(op, 0));
    let e = rw.create(op, "tensor.extract", &operands, &[elem], Vec::new());
    let ev = rw.ctx.result(e, 0);
    replace_with_new(rw, op, "arith.index_cast", &[ev], rt);
    true
}

// ----- tensor.collapse_shape / tensor.expand_shape -----

/// MLIR's `FoldReshapeWithSplat`: a reshape of a statically shaped
/// `tensor.splat` is a splat of the result type.
pub(super) fn p_reshape_of_splat(rw: &mut Rewriter, op: Op) -> bool {
    reshape_of_producer(rw, op, "tensor.splat")
}

/// MLIR's `FoldReshapeWithFromElements`: a reshape to a static shape of a
/// `tensor.from_elements` lists the same elements in the result type.
pub(super) fn p_reshape_of_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    reshape_of_producer(rw, op, "tensor.from_elements")
}

/// A reshape of a statically shaped `producer` (an op building a tensor
/// from scalars, independent of the shape) to a static shape is that op in
/// the result type.
pub(super) fn reshape_of_producer(rw: &mut Rewriter, op: Op, producer: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = operand_def(ctx, op, 0, producer) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let static_producer = ctx
        .type_kind(ctx.value_type(ctx.result(p, 0)))
        .has_static_shape();
    // A dynamic result would need size operands the producer does not have.
    if !static_producer || !ctx.type_kind(rt).has_static_shape() {
        return false;
    }
    let operands = ctx.operand_vec(p);
    replace_with_new(rw, op, producer, &operands, rt);
    true
}

/// The reassociation groups of a reshape op.
pub(super) fn reshape_groups(ctx: &Context, op: Op) -> Option<Vec<Vec<i64>>> {
    ctx.get_attr(op, "reassociation")
        .and_then(|a| dialects::offsets::reassociation_of(ctx, a))
}

/// The collapsed shape of `shape` under `groups` (a group with a dynamic
/// size is dynamic); `None` if the groups do not fit the shape.
pub(super) fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    groups
        .iter()
        .map(|g| {
            let mut size: i64 = 1;
            for &d in g {
                let s = *shape.get(usize::try_from(d).ok()?)?;
                if s == ir::DYNAMIC {
                    return Some(ir::DYNAMIC);
                }
                size = size.checked_mul(s)?;
            }
            Some(size)
        })
        .collect()
}

/// MLIR's `FoldCollapseOfCastOp`: a collapse of a cast that only drops
/// static sizes collapses the cast's source (with a cast back when the
/// result becomes more static).
pub(super) fn p_collapse_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(src) = ranked_foldable_cast_source(ctx, CollapseShape(op).src(ctx)) else {
        return false;
    };
    let st = ctx.value_type(src);
    let (Some(ss), Some(groups)) = (shape_of(ctx, st), reshape_groups(ctx, op)) else {
        return false;
    };
    let Some(shape) = collapsed_shape(&ss, &groups) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(st).element_type() else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    if nt == rt {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    let attrs: Vec<(&str, Attr)> = rw
        .ctx
        .get_attr(op, "reassociation")
        .map(|a| ("reassociation", a))
        .into_iter()
        .collect();
    let n = rw.create(op, "tensor.collapse_shape", &[src], &[nt], attrs);
    let v = rw.ctx.result(n, 0);
    let c = rw.create(op, "tensor.cast", &[v], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// The static output shape of an expand whose source is behind a foldable
/// cast from `cast_src`: constant `output_shape` operands become static,
/// except in groups whose source size is dynamic. Returns the new output
/// shape and the operands still needed; `None` if nothing became static.
pub(super) fn static_expand_shape(
    ctx: &Context,
    out: &[i64],
    dynamic: &[Value],
    cast_src: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut shape = out.to_vec();
    let mut it = dynamic.iter();
    let mut kept = Vec::new();
    for (in_dim, g) in groups.iter().enumerate() {
        for &d in g {
            let slot = shape.get_mut(usize::try_from(d).ok()?)?;
            if *slot != ir::DYNAMIC {
                continue;
            }
            let &v = it.next()?;
            if *cast_src.get(in_dim)? == ir::DYNAMIC {
                kept.push(v);
                continue;
            }
            match const_int(ctx, v).and_then(|k| i64::try_from(k).ok()) {
                // A negative size would make an invalid type.
                Some(k) if k >= 0 => *slot = k,
                _ => kept.push(v),
            }
        }
    }
    (kept.len() < dynamic.len()).then_some((shape, kept))
}

/// MLIR's `ConvertToStaticExpandShape`: an expand of a cast that only drops
/// static sizes takes its constant output sizes as static ones, expanding a
/// cast of its source to the implied type, with a cast back.
pub(super) fn p_static_expand(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ExpandShape(op).src(ctx);
    let Some(cast_src) = ranked_foldable_cast_source(ctx, src) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(cs), Some(out), Some(groups)) = (
        shape_of(ctx, ctx.value_type(cast_src)),
        shape_of(ctx, rt),
        reshape_groups(ctx, op),
    ) else {
        return false;
    };
    let dynamic: Vec<Value> = ctx.operands(op).skip(1).collect();
    let Some((shape, kept)) = static_expand_shape(ctx, &out, &dynamic, &cs, &groups) else {
        return false;
    };
    let Some(in_shape) = collapsed_shape(&shape, &groups) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(rt).element_type() else {
        return false;
    };
    let in_ty = rw.ctx.ty(TypeKind::RankedTensor {
        shape: in_shape,
        elem,
        encoding: None,
    });
    let out_ty = rw.ctx.ty(TypeKind::RankedTensor {
        shape: shape.clone(),
        elem,
        encoding: None,
    });
    let statics = rw.ctx.dense_i64_array(&shape);
    let k = rw.ctx.sym("static_output_shape");
    let attrs: Vec<(ir::Sym, Attr)> = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(n, a)| (n, if n == k { statics } else { a }))
        .collect();
    let c = rw.create(op, "tensor.cast", &[src], &[in_ty], Vec::new());
    let mut operands = vec![rw.ctx.result(c, 0)];
    operands.extend(kept);
    let loc = rw.ctx.loc(op);
    let e = rw.create_full(
        crate::canonicalize::rewriter::At::Before(op),
        "tensor.expand_shape",
        &operands,
        &[out_ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let ev = rw.ctx.result(e, 0);
    let back = rw.create(op, "tensor.cast", &[ev], &[rt], Vec::new());
    let bv = rw.ctx.result(back, 0);
    rw.replace_op(op, &[bv]);
    true
}
