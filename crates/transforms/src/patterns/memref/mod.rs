//! memref: folding `memref.cast` into its users, `memref.dim` of static
//! shapes and allocations, and dead allocations.
//!
//! This module holds those and the fold-hook table; `subview`,
//! `cast_metadata`, `view` and `reshape` hold the other memref folds and
//! patterns with their tables.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::memref::{
    AssumeAlignment, Cast, CollapseShape, Dim, ExpandShape, ExtractStridedMetadata,
    MemorySpaceCast, Rank, ReinterpretCast, Reshape, Store, Subview, Transpose, View,
};

mod subview;
pub(crate) use subview::*;
mod cast_metadata;
pub(crate) use cast_metadata::*;
mod view;
pub(crate) use view::*;
mod reshape;
pub(crate) use reshape::*;

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

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
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
        let src = Cast(c).source(ctx);
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

pub(crate) fn fold_cast_operands(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
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
        ctx.value_type(Cast(cast).source(ctx)),
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
            .filter(|&d| ctx.isa(d, &dialects::memref::CAST))
        else {
            continue;
        };
        if can_fold_into_consumer(ctx, c) {
            let src = Cast(c).source(ctx);
            ctx.set_operand(op, i, src);
            return FoldResult::InPlace;
        }
    }
    FoldResult::Fail
}

fn fold_store(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let v = Store(op).value(ctx);
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
    let src = Dim(op).source(ctx);
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
    let t = ctx.value_type(Rank(op).memref(ctx));
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
    let copy = dialects::memref::Copy(op);
    if copy.source(rw.ctx) != copy.target(rw.ctx) {
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
            Some(d) if std::ptr::eq(d, &dialects::memref::STORE) => Store(u).value(ctx) != r,
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

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
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
