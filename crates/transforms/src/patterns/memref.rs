//! memref: folding `memref.cast` into its users, `memref.dim` of static
//! shapes and allocations, and dead allocations.

use super::*;
use crate::canonicalize::rewriter::Rewriter;

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[
    fold_cast_operands,
    fold_copy_of_cast,
    fold_store,
    fold_rank,
    fold_extract_strided_metadata,
    fold_reinterpret_cast,
    fold_assume_alignment,
    fold_memory_space_cast,
    fold_transpose,
    fold_view,
];

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "memref.load" | "memref.dealloc" | "memref.cast" | "memref.prefetch"
        | "memref.dma_start" | "memref.dma_wait" => fold_cast_operands,
        "memref.copy" => fold_copy_of_cast,
        // The stored value (operand 0) stays, whatever defines it.
        "memref.store" | "memref.atomic_rmw" => fold_store,
        "memref.assume_alignment" => fold_assume_alignment,
        "memref.memory_space_cast" => fold_memory_space_cast,
        "memref.transpose" => fold_transpose,
        "memref.view" => fold_view,
        "memref.dim" => fold_dim,
        "memref.rank" => fold_rank,
        "memref.extract_strided_metadata" => fold_extract_strided_metadata,
        "memref.reinterpret_cast" => fold_reinterpret_cast,
        _ => return None,
    })
}

/// MLIR's `foldMemRefCast`: operands produced by a `memref.cast` of a ranked
/// memref use the cast's source instead.
pub(crate) fn fold_memref_cast(ctx: &mut Context, op: Op, inner: Option<Value>) -> bool {
    // Every operand of every memref and linalg op is looked at on each
    // visit and casts are rare: a read-only scan first.
    if !ctx
        .operands(op)
        .any(|v| ctx.defining_op(v).is_some_and(|d| is_cast(ctx, d)))
    {
        return false;
    }
    let mut folded = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        if Some(v) == inner {
            continue;
        }
        let Some(c) = ctx.defining_op(v).filter(|&d| is_cast(ctx, d)) else {
            continue;
        };
        let src = ctx.operand(c, 0);
        if matches!(
            ctx.type_kind(ctx.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        ctx.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// Whether the op's fold hook `fold` is [`fold_cast_operands`] and the op
/// is not a `memref.cast` itself: the fold then fails unless an operand is a
/// `memref.cast` result (the driver rules that out from its seeding facts
/// without loading the operands' definitions). Hooks are told apart by
/// address, as for `CONST_FREE_FOLDS`; a miss only keeps the fold.
pub(crate) fn folds_only_cast_operands(name: &str, fold: Option<FoldFn>) -> bool {
    let cast_operands: FoldFn = fold_cast_operands;
    name != "memref.cast" && fold.is_some_and(|f| f as usize == cast_operands as usize)
}

fn fold_cast_operands(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let folded = fold_memref_cast(ctx, op, None);
    if let Some(src) = identity_cast_source(ctx, op) {
        FoldResult::value(src)
    } else if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of the same
/// element type and rank that makes no size, offset or stride more static.
fn can_fold_into_consumer(ctx: &Context, cast: Op) -> bool {
    let (st, rt) = (
        ctx.value_type(ctx.operand(cast, 0)),
        ctx.value_type(ctx.result(cast, 0)),
    );
    let (
        TypeKind::MemRef {
            shape: ss,
            elem: se,
            ..
        },
        TypeKind::MemRef {
            shape: rs,
            elem: re,
            ..
        },
    ) = (ctx.type_kind(st), ctx.type_kind(rt))
    else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    let (Some((s_strides, s_off)), Some((r_strides, r_off))) = (
        dialects::memref::strides_and_offset(ctx, st),
        dialects::memref::strides_and_offset(ctx, rt),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == ir::DYNAMIC && b != ir::DYNAMIC;
    !(ss.iter().zip(rs).any(|(&a, &b)| more_static(a, b))
        || more_static(s_off, r_off)
        || s_strides
            .iter()
            .zip(&r_strides)
            .any(|(&a, &b)| more_static(a, b)))
}

/// MLIR's `foldCopyOfCast`: the first operand produced by a foldable `memref.cast` uses the
/// cast's source instead (one operand per fold).
fn fold_copy_of_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        let Some(c) = ctx
            .defining_op(v)
            .filter(|&d| ctx.op_name(d) == "memref.cast")
        else {
            continue;
        };
        if can_fold_into_consumer(ctx, c) {
            let src = ctx.operand(c, 0);
            ctx.set_operand(op, i, src);
            return FoldResult::InPlace;
        }
    }
    FoldResult::Fail
}

fn fold_store(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let v = ctx.operand(op, 0);
    if fold_memref_cast(ctx, op, Some(v)) {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

fn fold_dim(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(idx) = c[1].and_then(|a| int_value(ctx, a)) else {
        return FoldResult::Fail;
    };
    let src = ctx.operand(op, 0);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ctx.value_type(src)).clone() else {
        return FoldResult::Fail;
    };
    if idx < 0 || idx as usize >= shape.len() {
        return FoldResult::Fail;
    }
    let i = idx as usize;
    if shape[i] != ir::DYNAMIC {
        let a = ctx.index_attr(shape[i]);
        return FoldResult::attr(a);
    }
    let dyn_index = shape[..i].iter().filter(|&&d| d == ir::DYNAMIC).count();
    if let Some(d) = ctx.defining_op(src) {
        // The k-th dynamic result size is the k-th dynamic size operand
        // (dims a rank-reducing subview drops have static size 1).
        let size = match ctx.op_name(d) {
            "memref.alloc" | "memref.alloca" => dialects::common::operand_segments(ctx, d)
                .first()
                .and_then(|s| s.get(dyn_index).copied()),
            "memref.view" => ctx.operand_vec(d).get(2 + dyn_index).copied(),
            "memref.subview" => dialects::common::operand_segments(ctx, d)
                .get(2)
                .and_then(|s| s.get(dyn_index).copied()),
            _ => None,
        };
        if let Some(v) = size {
            return FoldResult::value(v);
        }
    }
    if fold_memref_cast(ctx, op, None) {
        return FoldResult::InPlace;
    }
    FoldResult::Fail
}

fn fold_rank(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let t = ctx.value_type(ctx.operand(op, 0));
    match ctx.type_kind(t).rank() {
        Some(r) => {
            let a = ctx.index_attr(r as i64);
            FoldResult::attr(a)
        }
        None => FoldResult::Fail,
    }
}

/// `memref.copy %x, %x` does nothing.
fn p_self_copy(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.operand(op, 0) != rw.ctx.operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `ty` (a ranked memref) with each dynamic dimension whose size value
/// (the next of `sizes`) `constant` knows made static, and the size values
/// still needed; `None` when `sizes` runs out first.
fn with_constant_sizes(
    ctx: &mut Context,
    ty: Type,
    sizes: &[Value],
    constant: impl Fn(&Context, Value) -> Option<i64>,
) -> Option<(Type, Vec<Value>)> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(ty).clone()
    else {
        return None;
    };
    let mut next = sizes.iter();
    let mut kept = Vec::new();
    let mut new_shape = Vec::with_capacity(shape.len());
    for d in shape {
        if d != ir::DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let &v = next.next()?;
        match constant(ctx, v) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(d);
                kept.push(v);
            }
        }
    }
    let t = ctx.ty(TypeKind::MemRef {
        shape: new_shape,
        elem,
        layout,
        memory_space,
    });
    Some((t, kept))
}

/// MLIR's `SimplifyAllocConst`: dynamic sizes given by non-negative constants become static
/// dimensions of a new allocation, cast back to the old type.
fn p_alloc_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.num_operands(op) == 0 {
        return false;
    }
    let segs = dialects::common::operand_segments(ctx, op);
    let dyn_sizes = segs.first().cloned().unwrap_or_default();
    let symbols = segs.get(1).cloned().unwrap_or_default();
    if !dyn_sizes
        .iter()
        .any(|&v| const_int(ctx, v).is_some_and(|c| c >= 0))
    {
        return false;
    }
    let old_t = ctx.value_type(ctx.result(op, 0));
    let name = ctx.op_name(op).to_string();
    let mut attrs: Vec<(&str, Attr)> = Vec::new();
    if let Some(a) = ctx.get_attr(op, "alignment") {
        attrs.push(("alignment", a));
    }
    let Some((new_t, kept)) = with_constant_sizes(rw.ctx, old_t, &dyn_sizes, |ctx, v| {
        const_int(ctx, v).filter(|&c| c >= 0).map(|c| c as i64)
    }) else {
        return false;
    };
    let seg = rw
        .ctx
        .dense_i32_array(&[kept.len() as i32, symbols.len() as i32]);
    attrs.push(("operandSegmentSizes", seg));
    let mut operands = kept;
    operands.extend(symbols);
    let alloc = rw.create(op, &name, &operands, &[new_t], attrs);
    let nv = rw.ctx.result(alloc, 0);
    let c = memref_cast(rw, op, nv, old_t);
    rw.replace_op(op, &[c]);
    true
}

/// An alloc only stored into and deallocated is dead with its users.
fn p_dead_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let r = rw.ctx.result(op, 0);
    let ctx = &*rw.ctx;
    let seen = &rw.seen;
    let neither_store_nor_dealloc = |u: Op| match ctx.def(u) {
        Some(d) => {
            !std::ptr::eq(d, &dialects::memref::STORE)
                && !std::ptr::eq(d, &dialects::memref::DEALLOC)
        }
        None => true,
    };
    // The user right after the alloc, when there is one, settles it
    // without loading the head of the use list.
    if ctx
        .next_op_using(op, r)
        .is_some_and(neither_store_nor_dealloc)
    {
        return false;
    }
    // The first user that is neither a store nor a dealloc ends the scan;
    // the seeding facts usually tell so without loading that user.
    let only_stores_into_and_frees = ctx.users(r).all(|u| {
        if seen.neither_store_nor_dealloc(u) {
            return false;
        }
        match ctx.def(u) {
            Some(d) if std::ptr::eq(d, &dialects::memref::STORE) => ctx.operand(u, 0) != r,
            Some(d) => std::ptr::eq(d, &dialects::memref::DEALLOC),
            None => false,
        }
    });
    if !only_stores_into_and_frees {
        return false;
    }
    let users: Vec<Op> = rw.ctx.users(r).collect();
    let mut done = rustc_hash::FxHashSet::default();
    for u in users {
        if done.insert(u) {
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "memref.copy",
        &[
            Pattern {
                name: "FoldEmptyCopy",
                benefit: 1,
                apply: p_empty_copy,
            },
            Pattern {
                name: "FoldSelfCopy",
                benefit: 1,
                apply: p_self_copy,
            },
        ],
    ),
    (
        "memref.alloc",
        &[
            Pattern {
                name: "SimplifyAllocConst",
                benefit: 1,
                apply: p_alloc_const,
            },
            Pattern {
                name: "SimplifyDeadAlloc",
                benefit: 1,
                apply: p_dead_alloc,
            },
        ],
    ),
    (
        "memref.alloca",
        &[
            Pattern {
                name: "SimplifyAllocConst",
                benefit: 1,
                apply: p_alloc_const,
            },
            Pattern {
                name: "SimplifyDeadAlloc",
                benefit: 1,
                apply: p_dead_alloc,
            },
        ],
    ),
    (
        "memref.realloc",
        &[Pattern {
            name: "SimplifyDeadAlloc",
            benefit: 1,
            apply: p_dead_alloc,
        }],
    ),
];

// ===================================================================
// memref.subview (appended by the canon2 branch; registered through
// `SUBVIEW_PATTERNS` in mod.rs)
// ===================================================================

use super::slice::{fold_slice_lists, slice_params, split_mixed, FoldedLists};

/// Subview result type from `src` and static lists, with the dimensions
/// `dropped` removed (MLIR's `getCanonicalSubViewResultType`).
fn canonical_subview_type(
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

fn subview_dropped_dims(ctx: &Context, op: Op, sizes: &[i64]) -> Option<Vec<bool>> {
    let st = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    dialects::memref::memref_rank_reduction_mask(ctx, st, rt, sizes)
}

fn memref_cast(rw: &mut Rewriter, anchor: Op, v: Value, ty: Type) -> Value {
    let c = rw.create(anchor, "memref.cast", &[v], &[ty], Vec::new());
    rw.ctx.result(c, 0)
}

/// MLIR's `SubViewOp::fold`: a subview to the same static type, or a no-op
/// subview of a subview of the same sizes, is its source.
fn p_subview_fold(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
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
            .filter(|&d| ctx.op_name(d) == "memref.subview")
        {
            let (Some(p), Some(q)) = (slice_params(ctx, op), slice_params(ctx, inner)) else {
                return false;
            };
            let zero = p
                .offsets
                .iter()
                .all(|&o| super::slice::mixed_const(ctx, o) == Some(0));
            let one = p
                .strides
                .iter()
                .all(|&o| super::slice::mixed_const(ctx, o) == Some(1));
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

fn p_subview_const_args(rw: &mut Rewriter, op: Op) -> bool {
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
    let src = rw.ctx.operand(op, 0);
    let st = rw.ctx.value_type(src);
    if !super::slice::folded_in_bounds(rw.ctx, st, &lists) {
        return false;
    }
    let Some(nt) = canonical_subview_type(rw.ctx, st, &lists, &dropped) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = super::slice::create_slice_op(rw, op, "memref.subview", &[src], &lists, nt);
    let nv = rw.ctx.result(n, 0);
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR's `memref::CastOp::canFoldIntoConsumerOp`.
fn cast_foldable(ctx: &Context, cast: Op) -> bool {
    let st = ctx.value_type(ctx.operand(cast, 0));
    let rt = ctx.value_type(ctx.result(cast, 0));
    let (
        TypeKind::MemRef {
            shape: ss,
            elem: se,
            ..
        },
        TypeKind::MemRef {
            shape: rs,
            elem: re,
            ..
        },
    ) = (ctx.type_kind(st), ctx.type_kind(rt))
    else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) = (
        dialects::memref::strides_and_offset(ctx, st),
        dialects::memref::strides_and_offset(ctx, rt),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == ir::DYNAMIC && b != ir::DYNAMIC;
    !(ss.iter().zip(rs).any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro)
        || sst.iter().zip(&rst).any(|(&a, &b)| more_static(a, b)))
}

fn p_subview_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx
        .operands(op)
        .any(|v| value_constant(ctx, v).is_some_and(|a| int_value(ctx, a).is_some()))
    {
        return false;
    }
    let Some(cast) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ctx.op_name(d) == "memref.cast")
    else {
        return false;
    };
    if !cast_foldable(ctx, cast) {
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
    let csrc = ctx.operand(cast, 0);
    let cst = ctx.value_type(csrc);
    let Some(nt) = canonical_subview_type(rw.ctx, cst, &lists, &dropped) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = super::slice::create_slice_op(rw, op, "memref.subview", &[csrc], &lists, nt);
    let nv = rw.ctx.result(n, 0);
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

/// A subview taking all of a statically shaped source is the source (or a
/// cast of it).
fn p_trivial_subview(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.type_kind(st).rank() != ctx.type_kind(rt).rank() {
        return false;
    }
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    let Some(shape) = super::slice::shape_of(ctx, st) else {
        return false;
    };
    if !super::slice::is_identity(ctx, &p, &shape) {
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

pub static SUBVIEW_PATTERNS: &[(&str, &[Pattern])] = &[(
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

// ===================================================================
// Folds of memref.cast (the cast-interface identity fold),
// extract_strided_metadata and reinterpret_cast, and the alloca_scope
// inliner (appended by the dealloc branch; `SCOPE_PATTERNS` is registered
// in mod.rs)
// ===================================================================

/// The cast-interface trait fold: a `memref.cast` to its operand's own type
/// is the operand.
/// Whether `op` is a `memref.cast`.
#[inline]
fn is_cast(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| std::ptr::eq(d, &dialects::memref::CAST))
}

fn identity_cast_source(ctx: &Context, op: Op) -> Option<Value> {
    if !is_cast(ctx, op) {
        return None;
    }
    let src = ctx.operand(op, 0);
    (ctx.value_type(src) == ctx.value_type(ctx.result(op, 0))).then_some(src)
}

/// MLIR's `ExtractStridedMetadataOp::fold`: used offset/size/stride results
/// that the source type knows statically become constants (created before
/// the op), and a `memref.cast` source of ranked type is looked through.
fn fold_extract_strided_metadata(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let mut changed = false;
    // Only used results of the offset, sizes and strides can be replaced.
    let any_used = ctx.results(op).iter().skip(1).any(|&r| ctx.has_uses(r));
    let layout = if any_used {
        let shape = ctx.type_kind(st).shape().map(|s| s.to_vec());
        shape.zip(dialects::memref::strides_and_offset(ctx, st))
    } else {
        None
    };
    if let Some((shape, (strides, offset))) = layout {
        let rank = shape.len();
        let results = ctx.results(op).to_vec();
        if results.len() == 2 + 2 * rank {
            let mut statics = vec![offset];
            statics.extend_from_slice(&shape);
            statics.extend_from_slice(&strides);
            for (r, k) in results[1..].iter().zip(statics) {
                if k == ir::DYNAMIC || ctx.users(*r).next().is_none() {
                    continue;
                }
                let t = ctx.index_type();
                let a = ctx.index_attr(k);
                // Materialized at the folded op, as the folder does.
                let mut b = ir::builder::Builder::before(ctx, op);
                let c = b.op("arith.constant", &[], &[t], vec![("value", a)]);
                let cv = ctx.result(c, 0);
                ctx.replace_all_uses(*r, cv);
                changed = true;
            }
        }
    }
    if let Some(c) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "memref.cast")
    {
        let inner = ctx.operand(c, 0);
        if matches!(
            ctx.type_kind(ctx.value_type(inner)),
            TypeKind::MemRef { .. }
        ) {
            ctx.set_operand(op, 0, inner);
            changed = true;
        }
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `ReinterpretCastOp::fold`: look through a producing
/// reinterpret_cast, cast, or subview with zero offsets; a fully static
/// reinterpret_cast to its source's own type is the source.
fn fold_reinterpret_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let prev = ctx.defining_op(src).and_then(|d| match ctx.op_name(d) {
        "memref.reinterpret_cast" | "memref.cast" => Some(ctx.operand(d, 0)),
        "memref.subview" => {
            let p = super::slice::slice_params(ctx, d)?;
            p.offsets
                .iter()
                .all(|&o| super::slice::mixed_const(ctx, o) == Some(0))
                .then(|| ctx.operand(d, 0))
        }
        _ => None,
    });
    if let Some(p) = prev {
        ctx.set_operand(op, 0, p);
        return FoldResult::InPlace;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let fully_static = ctx.type_kind(rt).has_static_shape()
        && dialects::memref::strides_and_offset(ctx, rt)
            .is_some_and(|(st, off)| off != ir::DYNAMIC && st.iter().all(|&x| x != ir::DYNAMIC));
    if ctx.value_type(src) == rt && fully_static && ctx.num_operands(op) == 1 {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: stack allocations and
/// ops that declare no memory effects at all.
fn potential_automatic_allocation(ctx: &Context, op: Op) -> bool {
    let Some(def) = ctx.def(op) else {
        return true;
    };
    if def.has(ir::registry::traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    matches!(
        def.name,
        "memref.alloca" | "func.call" | "func.call_indirect"
    )
}

/// MLIR's `AllocaScopeInliner`: a scope without (potential) stack
/// allocations, or the last op of its parent allocation scope, is inlined.
fn p_alloca_scope_inline(rw: &mut Rewriter, op: Op) -> bool {
    use ir::registry::traits::AUTOMATIC_ALLOCATION_SCOPE;
    let ctx = &*rw.ctx;
    let mut stack: Vec<Op> = Vec::new();
    for &r in ctx.regions_of(op) {
        for &b in ctx.region_blocks(r) {
            stack.extend(ctx.block_ops(b));
        }
    }
    let mut has_alloca = false;
    while let Some(o) = stack.pop() {
        if potential_automatic_allocation(ctx, o) {
            has_alloca = true;
            break;
        }
        if ctx
            .def(o)
            .is_some_and(|d| d.has(AUTOMATIC_ALLOCATION_SCOPE))
        {
            continue;
        }
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    if has_alloca {
        let Some(parent) = ctx.parent_op(op) else {
            return false;
        };
        if !ctx
            .def(parent)
            .is_some_and(|d| d.has(AUTOMATIC_ALLOCATION_SCOPE))
        {
            return false;
        }
        let Some(b) = ctx.parent_block(op) else {
            return false;
        };
        let last = ctx.next_op(op).is_some_and(|n| {
            ctx.terminator(b) == Some(n)
                && ctx
                    .block_parent(b)
                    .is_some_and(|r| ctx.region_blocks(r).len() == 1)
        });
        if !last {
            return false;
        }
    }
    let Some(&r) = ctx.regions_of(op).first() else {
        return false;
    };
    if ctx.region_blocks(r).len() != 1 || ctx.terminator(ctx.region_blocks(r)[0]).is_none() {
        return false;
    }
    super::scf::replace_op_with_region(rw, op, r, &[]);
    true
}

pub static SCOPE_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.alloca_scope",
    &[Pattern {
        name: "AllocaScopeInliner",
        benefit: 1,
        apply: p_alloca_scope_inline,
    }],
)];

/// The structured linalg ops' folder (`foldMemRefCast` on all operands);
/// map, reduce, broadcast and transpose (and the non-structured ops) have
/// none.
pub fn linalg_fold_fn(name: &str) -> Option<FoldFn> {
    let op = name.strip_prefix("linalg.")?;
    if op == "index" {
        return Some(super::linalg::fold_index);
    }
    if matches!(
        op,
        "map"
            | "reduce"
            | "broadcast"
            | "transpose"
            | "yield"
            | "index"
            | "softmax"
            | "pack"
            | "unpack"
    ) || op.starts_with("winograd")
    {
        return None;
    }
    Some(fold_cast_operands)
}

// ----- memref.reinterpret_cast -----

use dialects::offsets::Mixed;

/// MLIR's `constifyIndexValues`: entries the type knows statically, and
/// constant values, become static.
fn constify(ctx: &Context, m: &[Mixed], statics: &[i64]) -> Vec<Mixed> {
    m.iter()
        .enumerate()
        .map(|(i, &x)| match statics.get(i) {
            Some(&s) if s != ir::DYNAMIC => Mixed::Static(s),
            _ => match super::slice::mixed_const(ctx, x) {
                Some(c) => Mixed::Static(c),
                None => x,
            },
        })
        .collect()
}

/// The constified offset, sizes and strides of a `memref.reinterpret_cast`.
fn reinterpret_constified(ctx: &Context, op: Op) -> Option<[Vec<Mixed>; 3]> {
    let p = super::slice::slice_params(ctx, op)?;
    let rt = ctx.value_type(ctx.result(op, 0));
    let shape = ctx.type_kind(rt).shape()?.to_vec();
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, rt)?;
    Some([
        constify(ctx, &p.offsets, &[offset]),
        constify(ctx, &p.sizes, &shape),
        constify(ctx, &p.strides, &strides),
    ])
}

/// The constified offset, sizes and strides an
/// `memref.extract_strided_metadata` returns.
fn metadata_constified(ctx: &Context, e: Op) -> Option<[Vec<Mixed>; 3]> {
    let st = ctx.value_type(ctx.operand(e, 0));
    let shape = ctx.type_kind(st).shape()?.to_vec();
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, st)?;
    let r = shape.len();
    let res = ctx.results(e);
    if res.len() != 2 + 2 * r {
        return None;
    }
    let mix = |vals: &[Value], statics: &[i64]| -> Vec<Mixed> {
        vals.iter()
            .zip(statics)
            .map(|(&v, &s)| {
                if s != ir::DYNAMIC {
                    Mixed::Static(s)
                } else {
                    Mixed::Dynamic(v)
                }
            })
            .collect()
    };
    Some([
        mix(&res[1..2], &[offset]),
        mix(&res[2..2 + r], &shape),
        mix(&res[2 + r..], &strides),
    ])
}

/// MLIR's `ReinterpretCastOpExtractStridedMetadataFolder`: a cast that
/// rebuilds exactly what `extract_strided_metadata` took apart is its
/// source (with a `memref.cast` when the types differ); otherwise the cast
/// reads the metadata op's source instead of the base buffer.
fn p_reinterpret_of_metadata(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(e) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ctx.is_op(d, "memref.extract_strided_metadata"))
    else {
        return false;
    };
    let src = ctx.operand(e, 0);
    let same = match (metadata_constified(ctx, e), reinterpret_constified(ctx, op)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    };
    if !same {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        rw.replace_op(op, &[src]);
    } else {
        let c = rw.create(op, "memref.cast", &[src], &[rt], Vec::new());
        let v = rw.ctx.result(c, 0);
        rw.replace_op(op, &[v]);
    }
    true
}

/// MLIR's `ReinterpretCastOpConstantFolder`: constant offset, sizes and
/// strides become static, with a `memref.cast` back to the old type.
fn p_reinterpret_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = super::slice::slice_params(ctx, op) else {
        return false;
    };
    let Some(lists) = reinterpret_constified(ctx, op) else {
        return false;
    };
    let count = |v: &[&Vec<Mixed>]| {
        v.iter()
            .flat_map(|l| l.iter())
            .filter(|m| matches!(m, Mixed::Static(_)))
            .count()
    };
    if count(&[&p.offsets, &p.sizes, &p.strides]) == count(&[&lists[0], &lists[1], &lists[2]]) {
        return false;
    }
    let src = ctx.operand(op, 0);
    let (elem, space) = match ctx.type_kind(ctx.value_type(src)) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return false,
    };
    let split = |l: &[Mixed]| super::slice::split_mixed(l);
    let (off, offv) = split(&lists[0]);
    let (sizes, sizev) = split(&lists[1]);
    let (strides, stridev) = split(&lists[2]);
    let Some(&offset) = off.first() else {
        return false;
    };
    let nt = dialects::memref::strided_memref_type(
        rw.ctx,
        sizes.clone(),
        elem,
        strides.clone(),
        offset,
        space,
    );
    let mut operands = vec![src];
    operands.extend(&offv);
    operands.extend(&sizev);
    operands.extend(&stridev);
    let segs = [
        1,
        offv.len() as i32,
        sizev.len() as i32,
        stridev.len() as i32,
    ];
    let a_off = rw.ctx.dense_i64_array(&off);
    let a_sz = rw.ctx.dense_i64_array(&sizes);
    let a_st = rw.ctx.dense_i64_array(&strides);
    let a_seg = rw.ctx.dense_i32_array(&segs);
    let n = rw.create(
        op,
        "memref.reinterpret_cast",
        &operands,
        &[nt],
        vec![
            ("operandSegmentSizes", a_seg),
            ("static_offsets", a_off),
            ("static_sizes", a_sz),
            ("static_strides", a_st),
        ],
    );
    let nv = rw.ctx.result(n, 0);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let c = rw.create(op, "memref.cast", &[nv], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

pub static REINTERPRET_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.reinterpret_cast",
    &[
        Pattern {
            name: "ReinterpretCastOpExtractStridedMetadataFolder",
            benefit: 1,
            apply: p_reinterpret_of_metadata,
        },
        Pattern {
            name: "ReinterpretCastOpConstantFolder",
            benefit: 1,
            apply: p_reinterpret_constant,
        },
    ],
)];

/// Whether `b` comes after `a` in their common block; walks outwards from
/// `a` in both directions, so the cost is the distance between them.
fn comes_after(ctx: &Context, a: Op, b: Op) -> bool {
    let (mut fwd, mut back) = (ctx.next_op(a), ctx.prev_op(a));
    while fwd.is_some() || back.is_some() {
        if fwd == Some(b) {
            return true;
        }
        if back == Some(b) {
            return false;
        }
        fwd = fwd.and_then(|o| ctx.next_op(o));
        back = back.and_then(|o| ctx.prev_op(o));
    }
    false
}

/// MLIR's `DimOfMemRefReshape`: the size is loaded from the reshape's shape
/// operand right after the reshape (before anything can write the shape),
/// when the index is available there.
fn p_dim_of_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(r) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == "memref.reshape")
    else {
        return false;
    };
    let index = rw.ctx.operand(op, 1);
    let rb = rw.ctx.parent_block(r);
    let ib = rw.ctx.value_block(index);
    if ib == rb {
        if let Some(d) = rw.ctx.defining_op(index) {
            if comes_after(rw.ctx, r, d) {
                return false;
            }
        }
    } else if rw.ctx.parent_block(op) != rb {
        // The index must be defined in a region enclosing the reshape's.
        let ir_ = ib.and_then(|b| rw.ctx.block_parent(b));
        let mut cur = rb.and_then(|b| rw.ctx.block_parent(b));
        let mut found = false;
        while let Some(reg) = cur {
            let Some(p) = rw.ctx.region_parent(reg) else {
                break;
            };
            cur = rw.ctx.parent_region(p);
            if cur == ir_ {
                found = true;
                break;
            }
        }
        if !found {
            return false;
        }
    }
    // Read right after the reshape, before anything can write the shape.
    let shape = rw.ctx.operand(r, 1);
    replace_dim_by_shape_read(rw, op, r, "memref.load", shape)
}

pub static DIM_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.dim",
    &[Pattern {
        name: "DimOfMemRefReshape",
        benefit: 1,
        apply: p_dim_of_reshape,
    }],
)];

// ===================================================================
// Folds of assume_alignment, memory_space_cast, transpose and view; the
// view, copy and reshape patterns (`VIEW_PATTERNS` and `RESHAPE_PATTERNS`
// are registered in mod.rs)
// ===================================================================

/// The op of kind `name` defining `v`, if any.
fn producer(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is_op(d, name))
}

/// MLIR's `AssumeAlignmentOp::fold`: asserting the alignment an
/// `assume_alignment` producer already asserted adds nothing.
fn fold_assume_alignment(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
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
fn fold_memory_space_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let mut src = ctx.operand(op, 0);
    let mut changed = false;
    if let Some(d) = producer(ctx, src, "memref.memory_space_cast") {
        src = ctx.operand(d, 0);
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

fn permutation_of(ctx: &Context, op: Op) -> Option<ir::affine::AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "permutation")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// MLIR's `TransposeOp::fold`: an identity permutation to the source's own
/// type is the source; a transpose of a transpose becomes one transpose by
/// the composed permutation (the result type does not change).
fn fold_transpose(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
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
    let inner_src = ctx.operand(inner, 0);
    ctx.set_operand(op, 0, inner_src);
    ctx.set_attr(op, "permutation", composed);
    FoldResult::InPlace
}

/// MLIR's `ViewOp::fold`: a view with its source's own static type is the
/// source.
fn fold_view(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let t = ctx.value_type(src);
    if t == ctx.value_type(ctx.result(op, 0)) && ctx.type_kind(t).has_static_shape() {
        FoldResult::value(src)
    } else {
        FoldResult::Fail
    }
}

/// The value of an `arith.constant` of index type (MLIR's
/// `arith::ConstantIndexOp`).
fn constant_index(ctx: &Context, v: Value) -> Option<i64> {
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
fn p_view_shape(rw: &mut Rewriter, op: Op) -> bool {
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
fn p_view_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = producer(ctx, ctx.operand(op, 0), "memref.cast") else {
        return false;
    };
    let mut ops = ctx.operand_vec(op);
    let Some(first) = ops.first_mut() else {
        return false;
    };
    *first = ctx.operand(c, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let v = rw.create(op, "memref.view", &ops, &[rt], Vec::new());
    let nv = rw.ctx.result(v, 0);
    rw.replace_op(op, &[nv]);
    true
}

pub static VIEW_PATTERNS: &[(&str, &[Pattern])] = &[(
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
fn p_empty_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let empty = |v: Value| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0));
    if !ctx.operands(op).any(empty) {
        return false;
    }
    rw.erase_op(op);
    true
}

// ----- memref.collapse_shape / memref.expand_shape -----

type Groups = Vec<Vec<i64>>;

fn groups_of(ctx: &Context, op: Op) -> Option<Groups> {
    dialects::offsets::reassociation_of(ctx, ctx.get_attr(op, "reassociation")?)
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes that
/// both collapse (or both expand), as one reshape. The longer list is the
/// one applied to the higher-rank side; each group of the shorter one names
/// groups of the longer.
fn compose_reassociations(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Groups> {
    if a.len() == b.len() {
        return None;
    }
    let (long, short) = if a.len() > b.len() { (a, b) } else { (b, a) };
    if short.is_empty() {
        return Some(Vec::new());
    }
    if short.iter().map(Vec::len).sum::<usize>() != long.len() {
        return None;
    }
    short
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(long.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// An inclusive range `lo..=hi` of source dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DimRange {
    lo: usize,
    hi: usize,
}

impl DimRange {
    fn len(self) -> usize {
        self.hi - self.lo + 1
    }
}

/// The dimensions from `start` that a dynamic target dimension takes: up to
/// the first dynamic one, or (`greedy`) everything to the end, which must
/// include a dynamic one.
fn range_for_dynamic(src: &[i64], start: usize, greedy: bool) -> Option<DimRange> {
    if start >= src.len() {
        return None;
    }
    let first_dyn = start + src[start..].iter().position(|&d| d == ir::DYNAMIC)?;
    let hi = if greedy { src.len() - 1 } else { first_dyn };
    Some(DimRange { lo: start, hi })
}

/// The first run of static dimensions from `start` whose product is
/// `target` (skipping dynamic ones and sliding the start right while the
/// product is too big); `greedy` also takes the unit dimensions after it.
fn range_for_size(src: &[i64], start: usize, target: i64, greedy: bool) -> Option<DimRange> {
    let n = src.len();
    let (mut lo, mut hi) = (start, start);
    let mut range = DimRange { lo, hi };
    let mut reached = false;
    let mut prod: i64 = 1;
    while hi < n {
        if reached && !greedy {
            break;
        }
        let size = src[hi];
        if size == ir::DYNAMIC {
            if reached {
                break;
            }
            prod = 1;
            lo = hi + 1;
            hi = lo;
            range = DimRange { lo, hi };
            continue;
        }
        prod = prod.checked_mul(size)?;
        if reached && prod > target {
            break;
        }
        while prod > target && lo < hi {
            // `prod` is the product of `src[lo..=hi]`; a zero in it would
            // have kept it from exceeding the target.
            let front = src[lo];
            if front == 0 {
                return None;
            }
            prod /= front;
            lo += 1;
        }
        range = DimRange { lo, hi };
        if prod == target {
            reached = true;
        }
        hi += 1;
    }
    reached.then_some(range)
}

/// One left-to-right pass of MLIR's collapse search: a range of source
/// dimensions per target dimension, the last taken greedily; dimensions
/// skipped before a match join the preceding dynamic target dimension.
fn collapse_ranges(src: &[i64], tgt: &[i64]) -> Option<Vec<DimRange>> {
    let mut ranges: Vec<DimRange> = Vec::with_capacity(tgt.len());
    let mut next = 0;
    for (t, &size) in tgt.iter().enumerate() {
        let greedy = t + 1 == tgt.len();
        let r = if size == ir::DYNAMIC {
            range_for_dynamic(src, next, greedy)?
        } else {
            range_for_size(src, next, size, greedy)?
        };
        if r.hi >= src.len() || r.lo > r.hi {
            return None;
        }
        if r.lo > next {
            if t == 0 || tgt[t - 1] != ir::DYNAMIC {
                return None;
            }
            ranges.last_mut()?.hi = r.lo - 1;
        }
        next = r.hi + 1;
        ranges.push(r);
    }
    if ranges.last()?.hi + 1 < src.len() {
        return None;
    }
    Some(ranges)
}

/// MLIR's `getReassociationIndicesForCollapse`: the groups that collapse
/// `src` into `tgt`, when a left-to-right and a right-to-left search agree
/// up to where unit dimensions go.
fn reassociation_for_collapse(src: &[i64], tgt: &[i64]) -> Option<Groups> {
    let n = src.len();
    if n <= tgt.len() {
        return None;
    }
    if tgt.is_empty() {
        if src.iter().any(|&d| d != 1 && d != ir::DYNAMIC) {
            return None;
        }
        return Some(vec![(0..n as i64).collect()]);
    }
    let fwd = collapse_ranges(src, tgt)?;
    let rsrc: Vec<i64> = src.iter().rev().copied().collect();
    let rtgt: Vec<i64> = tgt.iter().rev().copied().collect();
    let bwd: Vec<DimRange> = collapse_ranges(&rsrc, &rtgt)?
        .into_iter()
        .rev()
        .map(|r| DimRange {
            lo: n - 1 - r.hi,
            hi: n - 1 - r.lo,
        })
        .collect();
    if fwd.len() != tgt.len() || bwd.len() != tgt.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(tgt.len());
    for (a, b) in fwd.iter().zip(&bwd) {
        let in_a = |i: usize| a.lo <= i && i <= a.hi;
        let in_b = |i: usize| b.lo <= i && i <= b.hi;
        let only_one = (a.lo.min(b.lo)..=a.hi.max(b.hi)).filter(|&i| in_a(i) != in_b(i));
        let mut differing = 0;
        for i in only_one {
            if src[i] != 1 {
                return None;
            }
            differing += 1;
        }
        if differing == a.len() + b.len() {
            return None;
        }
        groups.push((a.lo as i64..=a.hi as i64).collect());
    }
    Some(groups)
}

/// The shape dimensions a group names, if in bounds.
fn group_dims<'a>(shape: &'a [i64], g: &[i64]) -> Option<&'a [i64]> {
    let lo = usize::try_from(*g.first()?).ok()?;
    shape.get(lo..lo.checked_add(g.len())?)
}

/// The private `findCollapsingReassociation` of MLIR's
/// `ComposeExpandOfCollapseOp`: groups collapsing `src` into `res` where
/// both come from a common shape through `src_groups` and `res_groups`.
fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src: &[i64],
    res: &[i64],
) -> Option<Groups> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src, res);
    }
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == ir::DYNAMIC).count();
    let mut out = Vec::new();
    for (sg, rg) in src_groups.iter().zip(res_groups) {
        let ssub = group_dims(src, sg)?;
        let rsub = group_dims(res, rg)?;
        if dynamic(ssub) >= 2 && dynamic(rsub) >= 2 {
            return None;
        }
        let &base = sg.first()?;
        if ssub.len() == rsub.len() {
            if ssub != rsub {
                return None;
            }
            out.extend((0..ssub.len() as i64).map(|i| vec![base + i]));
            continue;
        }
        for g in reassociation_for_collapse(ssub, rsub)? {
            out.push(g.into_iter().map(|i| base + i).collect());
        }
    }
    Some(out)
}

/// The grouping of `ComposeCollapseOfExpandOp`: for each group of the
/// lower-rank reassociation, the run of higher-rank groups that ends with
/// it; `None` when a higher-rank group straddles two lower-rank ones.
fn cover_groups(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Groups> {
    let mut next = 0;
    let mut out = Vec::with_capacity(lower.len());
    for g in lower {
        let end = *g.last()?;
        let mut composed = Vec::new();
        while let Some(h) = higher.get(next) {
            let right = *h.last()?;
            if right > end {
                return None;
            }
            composed.push(next as i64);
            next += 1;
            if right == end {
                break;
            }
        }
        out.push(composed);
    }
    Some(out)
}

/// The dialect of a reshape op (`tensor` or `memref`), which names the
/// reshape and cast ops the composition patterns build: the patterns are
/// the same for both, as in MLIR, where they are templates over the op
/// classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReshapeDialect {
    Tensor,
    MemRef,
}

impl ReshapeDialect {
    fn of(ctx: &Context, op: Op) -> Option<Self> {
        match ctx.op_name(op).split('.').next() {
            Some("tensor") => Some(Self::Tensor),
            Some("memref") => Some(Self::MemRef),
            _ => None,
        }
    }

    fn op(self, suffix: &str) -> String {
        let d = match self {
            Self::Tensor => "tensor",
            Self::MemRef => "memref",
        };
        format!("{d}.{suffix}")
    }
}

/// Tensors have no layout; a memref must have the identity one.
fn identity_layout(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
        || dialects::memref::has_identity_layout(ctx, t)
}

/// A new collapse_shape of `src` by `groups` to `ty` before `anchor`, in
/// `anchor`'s dialect.
fn create_collapse(
    rw: &mut Rewriter,
    anchor: Op,
    src: Value,
    groups: &[Vec<i64>],
    ty: Type,
) -> Option<Value> {
    let name = ReshapeDialect::of(rw.ctx, anchor)?.op("collapse_shape");
    let a = dialects::offsets::reassociation_attr(rw.ctx, groups);
    let c = rw.create(anchor, &name, &[src], &[ty], vec![("reassociation", a)]);
    Some(rw.ctx.result(c, 0))
}

/// A new expand_shape of `src` by `groups` to `ty` before `anchor`, in
/// `anchor`'s dialect, with the output shape given as static sizes and the
/// values of the dynamic ones.
fn create_expand(
    rw: &mut Rewriter,
    anchor: Op,
    src: Value,
    groups: &[Vec<i64>],
    ty: Type,
    statics: &[i64],
    dynamic: &[Value],
) -> Option<Value> {
    let name = ReshapeDialect::of(rw.ctx, anchor)?.op("expand_shape");
    let a = dialects::offsets::reassociation_attr(rw.ctx, groups);
    let s = rw.ctx.dense_i64_array(statics);
    let mut operands = vec![src];
    operands.extend_from_slice(dynamic);
    let e = rw.create(
        anchor,
        &name,
        &operands,
        &[ty],
        vec![("reassociation", a), ("static_output_shape", s)],
    );
    Some(rw.ctx.result(e, 0))
}

/// The static output shape and dynamic size values of an expand_shape.
fn expand_output_shape(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<Value>)> {
    let statics = dialects::offsets::static_array(ctx, op, "static_output_shape")?;
    Some((statics, ctx.operand_vec(op).get(1..)?.to_vec()))
}

/// MLIR's `ComposeReassociativeReshapeOps`: a collapse of a collapse (or an
/// expansion of an expansion) of tensors or identity-layout memrefs is one
/// reshape by the composed groups.
pub(crate) fn p_compose_reshapes(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op);
    let src = ctx.operand(op, 0);
    let Some(prod) = ctx.defining_op(src).filter(|&d| ctx.op_name(d) == name) else {
        return false;
    };
    let root = ctx.operand(prod, 0);
    let res = ctx.result(op, 0);
    if !(identity_layout(ctx, root) && identity_layout(ctx, src) && identity_layout(ctx, res)) {
        return false;
    }
    let (Some(outer), Some(inner)) = (groups_of(ctx, op), groups_of(ctx, prod)) else {
        return false;
    };
    let Some(groups) = compose_reassociations(&inner, &outer) else {
        return false;
    };
    let rt = ctx.value_type(res);
    let nv = if name.ends_with("expand_shape") {
        let Some((statics, dynamic)) = expand_output_shape(ctx, op) else {
            return false;
        };
        create_expand(rw, op, root, &groups, rt, &statics, &dynamic)
    } else {
        create_collapse(rw, op, root, &groups, rt)
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// MLIR's `ComposeCollapseOfExpandOp`: a collapse of an expansion of
/// tensors or identity-layout memrefs is one collapse, one expansion (whose
/// dynamic sizes multiply the expansion's sizes each group joins) or a cast.
pub(crate) fn p_collapse_of_expand(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let mid = ctx.operand(op, 0);
    let Some(dialect) = ReshapeDialect::of(ctx, op) else {
        return false;
    };
    let Some(expand) = producer(ctx, mid, &dialect.op("expand_shape")) else {
        return false;
    };
    let src = ctx.operand(expand, 0);
    if !(identity_layout(ctx, mid) && identity_layout(ctx, src)) {
        return false;
    }
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    if st == rt {
        return false;
    }
    let (Some(src_rank), Some(res_rank)) = (ctx.type_kind(st).rank(), ctx.type_kind(rt).rank())
    else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) = (groups_of(ctx, op), groups_of(ctx, expand))
    else {
        return false;
    };
    let composed = if src_rank > res_rank {
        cover_groups(&expand_groups, &collapse_groups)
    } else {
        cover_groups(&collapse_groups, &expand_groups)
    };
    let Some(composed) = composed else {
        return false;
    };
    let nv = match src_rank.cmp(&res_rank) {
        std::cmp::Ordering::Greater => create_collapse(rw, op, src, &composed, rt),
        std::cmp::Ordering::Less => {
            let Some(sizes) = expand_mixed_sizes(ctx, expand) else {
                return false;
            };
            let mut parts = Vec::with_capacity(collapse_groups.len());
            for g in &collapse_groups {
                let mut known: i64 = 1;
                let mut unknown = Vec::new();
                for &i in g {
                    match usize::try_from(i).ok().and_then(|i| sizes.get(i)) {
                        Some(Mixed::Static(s)) => known = known.wrapping_mul(*s),
                        Some(Mixed::Dynamic(v)) => unknown.push(*v),
                        None => return false,
                    }
                }
                parts.push((known, unknown));
            }
            let (statics, dynamic) = group_products(rw, op, parts);
            create_expand(rw, op, src, &composed, rt, &statics, &dynamic)
        }
        std::cmp::Ordering::Equal => {
            let c = rw.create(op, &dialect.op("cast"), &[src], &[rt], Vec::new());
            Some(rw.ctx.result(c, 0))
        }
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// The output sizes of an expand_shape, constant values counted as static.
fn expand_mixed_sizes(ctx: &Context, op: Op) -> Option<Vec<Mixed>> {
    let (statics, dynamic) = expand_output_shape(ctx, op)?;
    if dialects::offsets::count_dynamic(&statics) != dynamic.len() {
        return None;
    }
    Some(
        dialects::offsets::mixed(&statics, &dynamic)
            .into_iter()
            .map(|m| match super::slice::mixed_const(ctx, m) {
                Some(c) => Mixed::Static(c),
                None => m,
            })
            .collect(),
    )
}

/// For each (static product, dynamic factors) group: the static size, or a
/// chain of `arith.muli` of the factors (times the static product unless it
/// is one) built before `anchor`.
fn group_products(
    rw: &mut Rewriter,
    anchor: Op,
    parts: Vec<(i64, Vec<Value>)>,
) -> (Vec<i64>, Vec<Value>) {
    let index = rw.ctx.index_type();
    let mut statics = Vec::with_capacity(parts.len());
    let mut dynamic = Vec::new();
    for (known, unknown) in parts {
        let Some((&first, rest)) = unknown.split_first() else {
            statics.push(known);
            continue;
        };
        let mut acc = first;
        let mut factors = rest.to_vec();
        if known != 1 {
            let a = rw.ctx.index_attr(known);
            factors.push(rw.constant(anchor, a));
        }
        for f in factors {
            let attrs = dialects::arith::default_attrs(rw.ctx, "arith.muli");
            let m = rw.create(anchor, "arith.muli", &[acc, f], &[index], attrs);
            acc = rw.ctx.result(m, 0);
        }
        statics.push(ir::DYNAMIC);
        dynamic.push(acc);
    }
    (statics, dynamic)
}

/// MLIR's `ComposeExpandOfCollapseOp`: an expansion of a collapse of
/// tensors or identity-layout memrefs is one collapse or one expansion when
/// the two shapes reshape into each other group by group.
pub(crate) fn p_expand_of_collapse(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let mid = ctx.operand(op, 0);
    let Some(dialect) = ReshapeDialect::of(ctx, op) else {
        return false;
    };
    let Some(collapse) = producer(ctx, mid, &dialect.op("collapse_shape")) else {
        return false;
    };
    let src = ctx.operand(collapse, 0);
    if !(identity_layout(ctx, mid) && identity_layout(ctx, src)) {
        return false;
    }
    let res = ctx.result(op, 0);
    let shape = |v: Value| super::slice::shape_of(ctx, ctx.value_type(v));
    let (Some(src_shape), Some(res_shape)) = (shape(src), shape(res)) else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) =
        (groups_of(ctx, collapse), groups_of(ctx, op))
    else {
        return false;
    };
    let rt = ctx.value_type(res);
    let nv = match src_shape.len().cmp(&res_shape.len()) {
        std::cmp::Ordering::Equal => return false,
        std::cmp::Ordering::Greater => {
            let Some(g) =
                collapsing_reassociation(&collapse_groups, &expand_groups, &src_shape, &res_shape)
            else {
                return false;
            };
            create_collapse(rw, op, src, &g, rt)
        }
        std::cmp::Ordering::Less => {
            let Some(g) =
                collapsing_reassociation(&expand_groups, &collapse_groups, &res_shape, &src_shape)
            else {
                return false;
            };
            let Some((statics, dynamic)) = expand_output_shape(ctx, op) else {
                return false;
            };
            create_expand(rw, op, src, &g, rt, &statics, &dynamic)
        }
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// MLIR's `CollapseShapeOpMemRefCastFolder`: a collapse of a foldable
/// `memref.cast` collapses the cast's source, cast to the old type when
/// that collapse has another type.
fn p_collapse_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, ctx.operand(op, 0), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast) {
        return false;
    }
    let Some(groups) = groups_of(ctx, op) else {
        return false;
    };
    let csrc = ctx.operand(cast, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(nt) =
        dialects::memref::collapsed_memref_type(rw.ctx, rw.ctx.value_type(csrc), &groups)
    else {
        return false;
    };
    if nt == rt {
        rw.ctx.set_operand(op, 0, csrc);
        rw.notify_modified(op);
        return true;
    }
    let Some(nv) = create_collapse(rw, op, csrc, &groups, nt) else {
        return false;
    };
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR 22's `ExpandShapeOpMemRefCastFolder`: an expansion of a foldable
/// `memref.cast` expands the cast's source instead, with its constant
/// output sizes made static, and casts back to the old type.
///
/// Each reassociation group must end up matching its source dimension: a
/// static source size takes only constant output sizes (any other value
/// refuses the rewrite), a dynamic one must keep a non-constant size. The
/// group's product is not checked against a static source size, as in
/// MLIR, so a wrong constant makes an expansion that fails verification.
fn p_expand_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, ctx.operand(op, 0), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast) {
        return false;
    }
    let csrc = ctx.operand(cast, 0);
    let (Some(src_shape), Some(groups), Some((statics, dynamic))) = (
        super::slice::shape_of(ctx, ctx.value_type(csrc)),
        groups_of(ctx, op),
        expand_output_shape(ctx, op),
    ) else {
        return false;
    };
    if groups.len() != src_shape.len() {
        return false;
    }
    let mut shape = statics;
    let mut values = dynamic.iter();
    let mut kept = Vec::new();
    for (g, &src_size) in groups.iter().zip(&src_shape) {
        let mut still_dynamic = false;
        for &d in g {
            let Some(slot) = usize::try_from(d).ok().and_then(|d| shape.get_mut(d)) else {
                return false;
            };
            if *slot != ir::DYNAMIC {
                continue;
            }
            let Some(&v) = values.next() else {
                return false;
            };
            match const_int(ctx, v).map(|k| i64::try_from(k).unwrap_or(-1)) {
                // MLIR would build a type with a negative size here, which
                // nothing can print back; the expansion stays instead.
                Some(k) if k < 0 => return false,
                Some(k) => *slot = k,
                None if src_size != ir::DYNAMIC => return false,
                None => {
                    kept.push(v);
                    still_dynamic = true;
                }
            }
        }
        if still_dynamic != (src_size == ir::DYNAMIC) {
            return false;
        }
    }
    if values.next().is_some() {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let st = ctx.value_type(csrc);
    let Some(nt) = dialects::memref::expanded_memref_type(rw.ctx, st, &shape, &groups) else {
        return false;
    };
    let Some(nv) = create_expand(rw, op, csrc, &groups, nt, &shape, &kept) else {
        return false;
    };
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

pub static RESHAPE_PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "memref.expand_shape",
        &[
            Pattern {
                name: "ComposeReassociativeReshapeOps",
                benefit: 1,
                apply: p_compose_reshapes,
            },
            Pattern {
                name: "ComposeExpandOfCollapseOp",
                benefit: 1,
                apply: p_expand_of_collapse,
            },
            Pattern {
                name: "ExpandShapeOpMemRefCastFolder",
                benefit: 1,
                apply: p_expand_of_cast,
            },
        ],
    ),
    (
        "memref.collapse_shape",
        &[
            Pattern {
                name: "ComposeReassociativeReshapeOps",
                benefit: 1,
                apply: p_compose_reshapes,
            },
            Pattern {
                name: "ComposeCollapseOfExpandOp",
                benefit: 1,
                apply: p_collapse_of_expand,
            },
            Pattern {
                name: "CollapseShapeOpMemRefCastFolder",
                benefit: 1,
                apply: p_collapse_of_cast,
            },
        ],
    ),
];

#[cfg(test)]
mod reshape_tests {
    use super::*;
    const D: i64 = ir::DYNAMIC;

    fn g(v: &[&[i64]]) -> Groups {
        v.iter().map(|x| x.to_vec()).collect()
    }

    #[test]
    fn composing_reassociations() {
        // Either order: the longer list is indexed by the shorter one.
        let long = g(&[&[0, 1], &[2], &[3, 4]]);
        let short = g(&[&[0, 1], &[2]]);
        let want = g(&[&[0, 1, 2], &[3, 4]]);
        assert_eq!(compose_reassociations(&long, &short), Some(want.clone()));
        assert_eq!(compose_reassociations(&short, &long), Some(want));
        assert_eq!(compose_reassociations(&long, &[]), Some(vec![]));
        assert_eq!(compose_reassociations(&short, &short), None);
        // The short list must name every long group, and only those.
        assert_eq!(compose_reassociations(&long, &g(&[&[0, 1]])), None);
        assert_eq!(compose_reassociations(&long, &g(&[&[0, 7, 2]])), None);
    }

    #[test]
    fn collapse_search_static_and_unit() {
        let r = reassociation_for_collapse;
        assert_eq!(r(&[2, 3, 4, 5], &[6, 20]), Some(g(&[&[0, 1], &[2, 3]])));
        assert_eq!(r(&[4, 8], &[32]), Some(g(&[&[0, 1]])));
        assert_eq!(r(&[4, 8], &[8, 4]), None);
        assert_eq!(r(&[1, 4, 1], &[2, 2]), None);
        assert_eq!(r(&[1, 1], &[1]), Some(g(&[&[0, 1]])));
        assert_eq!(r(&[1, D, 1], &[]), Some(g(&[&[0, 1, 2]])));
        assert_eq!(r(&[1, 2], &[]), None);
        assert_eq!(r(&[2, 2], &[2, 2]), None);
    }

    #[test]
    fn collapse_search_dynamic() {
        let r = reassociation_for_collapse;
        // Static dims skipped before a match join the dynamic one before.
        assert_eq!(r(&[D, 2, 3, 5], &[D, 15]), Some(g(&[&[0, 1], &[2, 3]])));
        // Unit dims may sit on either side of a group.
        assert_eq!(r(&[D, 1, 4], &[D, 4]), Some(g(&[&[0], &[1, 2]])));
        assert_eq!(r(&[D, 4, 1], &[D, 4]), Some(g(&[&[0], &[1, 2]])));
        assert_eq!(r(&[2, D, 2], &[2, D]), Some(g(&[&[0], &[1, 2]])));
        assert_eq!(r(&[3, D, 5, 1], &[3, D]), Some(g(&[&[0], &[1, 2, 3]])));
        // The two search directions disagree, or cannot split at all.
        assert_eq!(r(&[2, 2, D], &[2, D]), None);
        assert_eq!(r(&[D, D, D], &[D, D]), None);
        assert_eq!(r(&[D, 2, D], &[D, D]), None);
        assert_eq!(r(&[D, 6, 2], &[D, 3, 4]), None);
    }

    #[test]
    fn collapse_search_never_overflows_or_divides_by_zero() {
        let big = i64::MAX / 2;
        assert_eq!(reassociation_for_collapse(&[big, big, 3], &[D, 3]), None);
        // A zero size makes every longer product zero too; a static
        // dimension skipped over can only join a dynamic one.
        assert_eq!(
            reassociation_for_collapse(&[0, 5], &[0]),
            Some(g(&[&[0, 1]]))
        );
        assert_eq!(reassociation_for_collapse(&[0, 5, 2], &[0, 2]), None);
    }

    #[test]
    fn covering_groups() {
        // expand [[0, 1], [2, 3]] then collapse [[0], [1], [2, 3]].
        let higher = g(&[&[0], &[1], &[2, 3]]);
        let lower = g(&[&[0, 1], &[2, 3]]);
        assert_eq!(cover_groups(&higher, &lower), Some(g(&[&[0, 1], &[2]])));
        // A higher group straddling two lower ones.
        let lower = g(&[&[0], &[1, 2, 3]]);
        let higher = g(&[&[0, 1], &[2, 3]]);
        assert_eq!(cover_groups(&higher, &lower), None);
        assert_eq!(cover_groups(&higher, &[vec![]]), None);
    }

    #[test]
    fn collapsing_by_groups() {
        let c = collapsing_reassociation;
        // collapse [[0, 1, 2, 3]] then expand [[0, 1]].
        let out = c(
            &g(&[&[0, 1, 2, 3]]),
            &g(&[&[0, 1]]),
            &[2, 3, 4, 5],
            &[6, 20],
        );
        assert_eq!(out, Some(g(&[&[0, 1], &[2, 3]])));
        // Groups of equal length must match exactly.
        let same = g(&[&[0], &[1, 2]]);
        assert_eq!(
            c(&same, &same, &[4, 2, 3], &[4, 2, 3]),
            Some(g(&[&[0], &[1], &[2]]))
        );
        assert_eq!(c(&same, &same, &[4, 2, 3], &[4, 3, 2]), None);
        // Two dynamic dims on both sides of a group.
        assert_eq!(c(&g(&[&[0, 1]]), &g(&[&[0, 1]]), &[D, D], &[D, D]), None);
        // Out-of-range groups are refused rather than indexed.
        assert_eq!(c(&g(&[&[3, 4]]), &g(&[&[0]]), &[2, 2], &[4]), None);
    }
}
