//! memref.subview folds and patterns: constant arguments, casts folded into
//! subviews, subviews of subviews.

use super::*;

use crate::patterns::slice::{fold_slice_lists, slice_params, split_mixed, FoldedLists};

/// Subview result type from `src` and static lists, with the dimensions
/// `dropped` removed (MLIR's `getCanonicalSubViewResultType`).
pub(super) fn canonical_subview_type(
    ctx: &mut Context,
    src: Type,
    lists: &FoldedLists,
    dropped: &[bool],
) -> Option<Type> {
    let full = dialects::memref::infer_subview_result_type(
        ctx,
        src,
        &lists[0].0,
        &lists[1].0,
        &lists[2].0,
    )?;
    if !dropped.iter().any(|&d| d) {
        return Some(full);
    }
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, full)?;
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(full).clone()
    else {
        return None;
    };
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let nshape: Vec<i64> = (0..shape.len()).filter(keep).map(|i| shape[i]).collect();
    let nstrides: Vec<i64> = (0..shape.len()).filter(keep).map(|i| strides[i]).collect();
    Some(dialects::memref::strided_memref_type(
        ctx,
        nshape,
        elem,
        nstrides,
        offset,
        memory_space,
    ))
}

pub(super) fn subview_dropped_dims(ctx: &Context, op: Op, sizes: &[i64]) -> Option<Vec<bool>> {
    let st = ctx.value_type(Subview(op).source(ctx));
    let rt = ctx.value_type(ctx.result(op, 0));
    dialects::memref::memref_rank_reduction_mask(ctx, st, rt, sizes)
}

pub(super) fn memref_cast(rw: &mut Rewriter, anchor: Op, v: Value, ty: Type) -> Value {
    let c = rw.create(anchor, "memref.cast", &[v], &[ty], Vec::new());
    rw.ctx.result(c, 0)
}

/// MLIR's `SubViewOp::fold`: a subview to the same static type, or a no-op
/// subview of a subview of the same sizes, is its source.
pub(super) fn p_subview_fold(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Subview(op).source(ctx);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    let static_layout = match ctx.type_kind(rt) {
        TypeKind::MemRef { layout, .. } => match layout.map(|l| ctx.attr_kind(l)) {
            Some(AttrKind::Strided { offset, strides }) => {
                *offset != ir::DYNAMIC && strides.iter().all(|&s| s != ir::DYNAMIC)
            }
            _ => true,
        },
        _ => return false,
    };
    let mut fold = st == rt && ctx.type_kind(rt).has_static_shape() && static_layout;
    if !fold {
        if let Some(inner) = ctx
            .defining_op(src)
            .filter(|&d| ctx.isa(d, &dialects::memref::SUBVIEW))
        {
            let (Some(p), Some(q)) = (slice_params(ctx, op), slice_params(ctx, inner)) else {
                return false;
            };
            let zero = p
                .offsets
                .iter()
                .all(|&o| crate::patterns::slice::mixed_const(ctx, o) == Some(0));
            let one = p
                .strides
                .iter()
                .all(|&o| crate::patterns::slice::mixed_const(ctx, o) == Some(1));
            let same = p.sizes == q.sizes;
            fold = zero && one && same && st == rt;
        }
    }
    if !fold {
        return false;
    }
    rw.replace_op(op, &[src]);
    true
}

pub(super) fn p_subview_const_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = slice_params(rw.ctx, op) else {
        return false;
    };
    let Some(lists) = fold_slice_lists(rw.ctx, &p) else {
        return false;
    };
    let (old_sizes, _) = split_mixed(&p.sizes);
    let Some(dropped) = subview_dropped_dims(rw.ctx, op, &old_sizes) else {
        return false;
    };
    let src = Subview(op).source(rw.ctx);
    let st = rw.ctx.value_type(src);
    if !crate::patterns::slice::folded_in_bounds(rw.ctx, st, &lists) {
        return false;
    }
    let Some(nt) = canonical_subview_type(rw.ctx, st, &lists, &dropped) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = crate::patterns::slice::create_slice_op(rw, op, "memref.subview", &[src], &lists, nt);
    let nv = rw.ctx.result(n, 0);
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

pub(super) fn p_subview_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx
        .operands(op)
        .any(|v| value_constant(ctx, v).is_some_and(|a| int_value(ctx, a).is_some()))
    {
        return false;
    }
    let Some(cast) = ctx
        .defining_op(Subview(op).source(ctx))
        .filter(|&d| ctx.isa(d, &dialects::memref::CAST))
    else {
        return false;
    };
    if !super::can_fold_into_consumer(ctx, cast) {
        return false;
    }
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    let lists: FoldedLists = [
        split_mixed(&p.offsets),
        split_mixed(&p.sizes),
        split_mixed(&p.strides),
    ];
    let Some(dropped) = subview_dropped_dims(ctx, op, &lists[1].0) else {
        return false;
    };
    let csrc = Cast(cast).source(ctx);
    let cst = ctx.value_type(csrc);
    let Some(nt) = canonical_subview_type(rw.ctx, cst, &lists, &dropped) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = crate::patterns::slice::create_slice_op(rw, op, "memref.subview", &[csrc], &lists, nt);
    let nv = rw.ctx.result(n, 0);
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

/// A subview taking all of a statically shaped source is the source (or a
/// cast of it).
pub(super) fn p_trivial_subview(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = Subview(op).source(ctx);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.type_kind(st).rank() != ctx.type_kind(rt).rank() {
        return false;
    }
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    let Some(shape) = crate::patterns::slice::shape_of(ctx, st) else {
        return false;
    };
    if !crate::patterns::slice::is_identity(ctx, &p, &shape) {
        return false;
    }
    if st == rt {
        rw.replace_op(op, &[src]);
    } else {
        let c = memref_cast(rw, op, src, rt);
        rw.replace_op(op, &[c]);
    }
    true
}

pub(crate) static SUBVIEW_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.subview",
    &[
        Pattern {
            name: "SubViewOpFold",
            benefit: 100,
            apply: p_subview_fold,
        },
        Pattern {
            name: "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            benefit: 1,
            apply: p_subview_const_args,
        },
        Pattern {
            name: "SubViewOpMemRefCastFolder",
            benefit: 1,
            apply: p_subview_of_cast,
        },
        Pattern {
            name: "TrivialSubViewOpFolder",
            benefit: 1,
            apply: p_trivial_subview,
        },
    ],
)];
