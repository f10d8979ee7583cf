//! memref: folding `memref.cast` into its users, `memref.dim` of static
//! shapes and allocations, and dead allocations.

use super::*;
use crate::canonicalize::Rewriter;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "memref.load" | "memref.dealloc" | "memref.copy" | "memref.cast" => fold_cast_operands,
        "memref.store" => fold_store,
        "memref.dim" => fold_dim,
        "memref.rank" => fold_rank,
        _ => return None,
    })
}

/// MLIR's `foldMemRefCast`: operands produced by a `memref.cast` of a ranked
/// memref use the cast's source instead.
fn fold_memref_cast(ctx: &mut Context, op: Op, inner: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        if Some(v) == inner {
            continue;
        }
        let Some(c) = ctx
            .defining_op(v)
            .filter(|&d| ctx.op_name(d) == "memref.cast")
        else {
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

fn fold_cast_operands(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    if fold_memref_cast(ctx, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
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
        if matches!(ctx.op_name(d), "memref.alloc" | "memref.alloca") {
            let segs = dialects::common::operand_segments(ctx, d);
            if let Some(v) = segs.first().and_then(|s| s.get(dyn_index)) {
                return FoldResult::value(*v);
            }
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

/// An alloc only stored into and deallocated is dead with its users.
fn p_dead_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let r = rw.ctx.result(op, 0);
    let users: Vec<Op> = rw.ctx.users(r).collect();
    for &u in &users {
        match rw.ctx.op_name(u) {
            "memref.store" => {
                if rw.ctx.operand(u, 0) == r {
                    return false;
                }
            }
            "memref.dealloc" => {}
            _ => return false,
        }
    }
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
        &[Pattern {
            name: "FoldSelfCopy",
            benefit: 1,
            apply: p_self_copy,
        }],
    ),
    (
        "memref.alloc",
        &[Pattern {
            name: "SimplifyDeadAlloc",
            benefit: 1,
            apply: p_dead_alloc,
        }],
    ),
    (
        "memref.alloca",
        &[Pattern {
            name: "SimplifyDeadAlloc",
            benefit: 1,
            apply: p_dead_alloc,
        }],
    ),
];
