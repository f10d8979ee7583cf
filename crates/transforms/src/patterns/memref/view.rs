//! Folds of `assume_alignment`, `memory_space_cast`, `transpose` and `view`;
//! the view and copy patterns.

use super::*;

/// The op of kind `name` defining `v`, if any.
pub(super) fn producer(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is_op(d, name))
}

/// MLIR's `AssumeAlignmentOp::fold`: asserting the alignment an
/// `assume_alignment` producer already asserted adds nothing.
pub(super) fn fold_assume_alignment(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = AssumeAlignment(op).memref(ctx);
    let same = producer(ctx, src, "memref.assume_alignment")
        .is_some_and(|d| ctx.get_attr(d, "alignment") == ctx.get_attr(op, "alignment"));
    if same {
        FoldResult::value(src)
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `MemorySpaceCastOp::fold` followed by the cast-interface trait
/// fold: a cast of a cast reads the first one's source, and a cast that
/// then goes back to its source's type is that source.
pub(super) fn fold_memory_space_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let mut src = MemorySpaceCast(op).source(ctx);
    let mut changed = false;
    if let Some(d) = producer(ctx, src, "memref.memory_space_cast") {
        src = MemorySpaceCast(d).source(ctx);
        ctx.set_operand(op, 0, src);
        changed = true;
    }
    if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        FoldResult::value(src)
    } else if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

pub(super) fn permutation_of(ctx: &Context, op: Op) -> Option<ir::affine::AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "permutation")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// MLIR's `TransposeOp::fold`: an identity permutation to the source's own
/// type is the source; a transpose of a transpose becomes one transpose by
/// the composed permutation (the result type does not change).
pub(super) fn fold_transpose(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = Transpose(op).input(ctx);
    let Some(mine) = permutation_of(ctx, op) else {
        return FoldResult::Fail;
    };
    if mine.is_identity() && ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        return FoldResult::value(src);
    }
    let Some(inner) = producer(ctx, src, "memref.transpose") else {
        return FoldResult::Fail;
    };
    let Some(theirs) = permutation_of(ctx, inner) else {
        return FoldResult::Fail;
    };
    // `compose` insists on matching arities, which only verified IR promises.
    if mine.num_dims as usize != theirs.results.len() {
        return FoldResult::Fail;
    }
    let composed = ctx.attr(AttrKind::AffineMap(mine.compose(&theirs)));
    let inner_src = Transpose(inner).input(ctx);
    ctx.set_operand(op, 0, inner_src);
    ctx.set_attr(op, "permutation", composed);
    FoldResult::InPlace
}

/// MLIR's `ViewOp::fold`: a view with its source's own static type is the
/// source.
pub(super) fn fold_view(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = View(op).source(ctx);
    let t = ctx.value_type(src);
    if t == ctx.value_type(ctx.result(op, 0)) && ctx.type_kind(t).has_static_shape() {
        FoldResult::value(src)
    } else {
        FoldResult::Fail
    }
}

/// The value of an `arith.constant` of index type (MLIR's
/// `arith::ConstantIndexOp`).
pub(super) fn constant_index(ctx: &Context, v: Value) -> Option<i64> {
    let d = ctx.defining_op(v)?;
    if !ctx.is_op(d, "arith.constant")
        || !matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index)
    {
        return None;
    }
    const_int(ctx, v).and_then(|c| i64::try_from(c).ok())
}

/// MLIR's `ViewOpShapeFolder`: sizes given by index constants become static
/// dimensions of a new view, cast back to the old type.
pub(super) fn p_view_shape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.operands(op).any(|v| constant_index(ctx, v).is_some()) {
        return false;
    }
    let old_t = ctx.value_type(ctx.result(op, 0));
    if dialects::memref::strides_and_offset(ctx, old_t).is_none() {
        return false;
    }
    let ops = ctx.operand_vec(op);
    let (Some(&src), Some(&shift)) = (ops.first(), ops.get(1)) else {
        return false;
    };
    let sizes = ops.get(2..).unwrap_or(&[]);
    let Some((new_t, sizes)) = with_constant_sizes(rw.ctx, old_t, sizes, constant_index) else {
        return false;
    };
    let mut kept = vec![src, shift];
    kept.extend(sizes);
    if new_t == old_t {
        return false;
    }
    let v = rw.create(op, "memref.view", &kept, &[new_t], Vec::new());
    let nv = rw.ctx.result(v, 0);
    let c = memref_cast(rw, op, nv, old_t);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR 22's `ViewOpMemrefCastFolder`: a view of a `memref.cast` views the
/// cast's source (whatever its type; an unranked source then fails to
/// verify, as it does in mlir-opt).
pub(super) fn p_view_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = producer(ctx, View(op).source(ctx), "memref.cast") else {
        return false;
    };
    let mut ops = ctx.operand_vec(op);
    let Some(first) = ops.first_mut() else {
        return false;
    };
    *first = Cast(c).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    let v = rw.create(op, "memref.view", &ops, &[rt], Vec::new());
    let nv = rw.ctx.result(v, 0);
    rw.replace_op(op, &[nv]);
    true
}

pub(crate) static VIEW_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.view",
    &[
        Pattern {
            name: "ViewOpShapeFolder",
            benefit: 1,
            apply: p_view_shape,
        },
        Pattern {
            name: "ViewOpMemrefCastFolder",
            benefit: 1,
            apply: p_view_of_cast,
        },
    ],
)];

/// MLIR's `FoldEmptyCopy`: a copy from or to a ranked memref with a
/// zero-sized dimension moves nothing.
pub(super) fn p_empty_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let empty = |v: Value| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0));
    if !ctx.operands(op).any(empty) {
        return false;
    }
    rw.erase_op(op);
    true
}
