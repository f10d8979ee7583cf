//! gpu: the canonicalization patterns LLVM 22 registers for the gpu ops
//! bufopt models: redundant `gpu.wait`s and `gpu.barrier`s go, a copy into
//! a buffer nobody reads goes, launch ids along a dimension of size one
//! become zero, and `memref.dim` of a `gpu.alloc` reads its size operand.
//! `gpu.memcpy` and `gpu.memset` fold `memref.cast` operands (the memref
//! fold hook, routed to them in `patterns::fold_fn`).

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use crate::effects::has_single_effect;
use dialects::gpu as dg;
use ir::interfaces::EffectKind;

/// A `gpu.wait` with no dependencies of its own, whose token tells nothing.
fn is_wait_without_deps(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|d| ctx.isa(d, &dg::WAIT) && ctx.num_operands(d) == 0)
}

/// Dependencies on such waits are dropped.
fn p_erase_wait_pairs(rw: &mut Rewriter, op: Op) -> bool {
    let deps: Vec<Value> = rw.ctx.operands(op).collect();
    if !deps.iter().any(|&v| is_wait_without_deps(rw.ctx, v)) {
        return false;
    }
    let kept: Vec<Value> = deps
        .into_iter()
        .filter(|&v| !is_wait_without_deps(rw.ctx, v))
        .collect();
    rw.ctx.set_operands(op, &kept);
    rw.notify_modified(op);
    true
}

/// A wait that neither waits nor gives a token goes; one waiting on a
/// single token gives that token; an unused token is not waited for.
fn p_simplify_wait(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let token = ctx.results(op).first().copied();
    let n = ctx.num_operands(op);
    match token {
        None if n == 0 => {
            rw.erase_op(op);
            true
        }
        Some(_) if n == 1 => {
            let dep = rw.ctx.operand(op, 0);
            rw.replace_op(op, &[dep]);
            true
        }
        Some(t) if !ctx.has_uses(t) => {
            rw.erase_op(op);
            true
        }
        _ => false,
    }
}

/// Of two barriers in a row, the first goes.
fn p_erase_redundant_barrier(rw: &mut Rewriter, op: Op) -> bool {
    if !rw
        .ctx
        .next_op(op)
        .is_some_and(|n| rw.ctx.isa(n, &dg::BARRIER))
    {
        return false;
    }
    rw.erase_op(op);
    true
}

fn is_constant_one(ctx: &Context, v: Value) -> bool {
    matches!(
        value_constant(ctx, v).map(|a| ctx.attr_kind(a)),
        Some(AttrKind::Integer { value: 1, .. })
    )
}

/// The block (thread) ids along a dimension whose grid (block) size is one
/// are zero.
fn p_fold_launch_arguments(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(entry) = ctx.regions_of(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let args = ctx.block_args(entry);
    let deps = ir::interfaces::segment_range(ctx, op, 0).map_or(0, |r| r.len());
    if args.len() < 6 || ctx.num_operands(op) < deps + 6 {
        return false;
    }
    // Ids 0..3 are block ids (sized by the grid), 3..6 thread ids (sized by
    // the block); the sizes follow the dependencies in the same order.
    let foldable: Vec<Value> = (0..6)
        .filter(|&i| is_constant_one(ctx, ctx.operand(op, deps + i)) && ctx.has_uses(args[i]))
        .map(|i| args[i])
        .collect();
    if foldable.is_empty() {
        return false;
    }
    let loc = rw.ctx.loc(op);
    let index = rw.ctx.index_type();
    let zero_attr = rw.ctx.index_attr(0);
    let value = rw.ctx.sym("value");
    let zero = rw.create_full(
        At::Start(entry),
        "arith.constant",
        &[],
        &[index],
        vec![(value, zero_attr)],
        Vec::new(),
        Vec::new(),
        loc,
    );
    let zero = rw.ctx.result(zero, 0);
    for id in foldable {
        rw.replace_all_uses(id, zero);
    }
    true
}

/// A copy into a fresh buffer that is otherwise only freed is dead; its
/// token, if it has one, is its single dependency.
fn p_erase_trivial_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let n = ctx.num_operands(op);
    if n < 2 {
        return false;
    }
    let dst = ctx.operand(op, n - 2);
    let Some(def) = ctx.defining_op(dst) else {
        return false;
    };
    if !has_single_effect(ctx, def, dst, |k| matches!(k, EffectKind::Allocate { .. })) {
        return false;
    }
    if ctx
        .users(dst)
        .any(|u| u != op && !has_single_effect(ctx, u, dst, |k| k == EffectKind::Free))
    {
        return false;
    }
    let deps: Vec<Value> = ctx.operands(op).take(n - 2).collect();
    let has_token = !ctx.results(op).is_empty();
    if deps.len() > 1 || deps.is_empty() == has_token {
        return false;
    }
    rw.replace_op(op, &deps);
    true
}

/// `memref.dim` of a dynamic size of a `gpu.alloc` is that size operand.
fn p_dim_of_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (source, index) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(alloc) = ctx.defining_op(source).filter(|&d| ctx.isa(d, &dg::ALLOC)) else {
        return false;
    };
    let Some(AttrKind::Integer { value, .. }) =
        value_constant(ctx, index).map(|a| ctx.attr_kind(a))
    else {
        return false;
    };
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ctx.value_type(source)) else {
        return false;
    };
    let Ok(i) = usize::try_from(*value) else {
        return false;
    };
    if i >= shape.len() || shape[i] != ir::types::DYNAMIC {
        return false;
    }
    let nth_dynamic = shape[..i]
        .iter()
        .filter(|&&s| s == ir::types::DYNAMIC)
        .count();
    let Some(sizes) = ir::interfaces::segment_range(ctx, alloc, 1) else {
        return false;
    };
    if nth_dynamic >= sizes.len() {
        return false;
    }
    let size = ctx.operand(alloc, sizes.start + nth_dynamic);
    rw.replace_op(op, &[size]);
    true
}

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "gpu.barrier",
        &[Pattern {
            name: "eraseRedundantGpuBarrierOps",
            benefit: 1,
            apply: p_erase_redundant_barrier,
        }],
    ),
    (
        "gpu.launch",
        &[Pattern {
            name: "FoldLaunchArguments",
            benefit: 1,
            apply: p_fold_launch_arguments,
        }],
    ),
    (
        "gpu.memcpy",
        &[Pattern {
            name: "EraseTrivialCopyOp",
            benefit: 1,
            apply: p_erase_trivial_copy,
        }],
    ),
    (
        "gpu.wait",
        &[
            Pattern {
                name: "EraseRedundantGpuWaitOpPairs",
                benefit: 1,
                apply: p_erase_wait_pairs,
            },
            Pattern {
                name: "SimplifyGpuWaitOp",
                benefit: 1,
                apply: p_simplify_wait,
            },
        ],
    ),
    (
        "memref.dim",
        &[Pattern {
            name: "SimplifyDimOfAllocOp",
            benefit: 1,
            apply: p_dim_of_alloc,
        }],
    ),
];
