//! Memory-effect queries shared by the generic transformations.

use ir::registry::traits;
use ir::{Context, Op};

/// The op (and everything nested in it, for recursive-effect ops) has no
/// memory effects. Unregistered ops are assumed to have effects.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    effect_free(ctx, op, || linalg_on_buffers(ctx, op))
}

/// [`is_memory_effect_free`] for an op known to have a memref operand (a
/// user of a memref): a linalg op then works on buffers, which needs no
/// look at its operands.
pub fn is_memory_effect_free_using_memref(ctx: &Context, op: Op) -> bool {
    effect_free(ctx, op, || is_structured_linalg_name(ctx.op_name(op)))
}

fn effect_free(ctx: &Context, op: Op, on_buffers: impl FnOnce() -> bool) -> bool {
    let Some(def) = ctx.def(op) else { return false };
    if def.has(traits::PURE) || vector_transfer_on_tensor(ctx, op) {
        return true;
    }
    if !def.has(traits::RECURSIVE_MEMORY_EFFECTS) || on_buffers() {
        return false;
    }
    let mut free = true;
    for o in ctx.nested_ops(op) {
        let Some(d) = ctx.def(o) else {
            free = false;
            break;
        };
        if (!d.has(traits::PURE) && !d.has(traits::RECURSIVE_MEMORY_EFFECTS))
            || linalg_on_buffers(ctx, o)
        {
            free = false;
            break;
        }
    }
    free
}

/// The op only reads memory.
pub fn is_read_only(ctx: &Context, op: Op) -> bool {
    ctx.def(op).is_some_and(|d| d.has(traits::READ_ONLY))
}

/// The op declares its effects (itself, or through the ops nested in it for
/// recursive-effect ops) and none of them writes memory: cse may merge two
/// reads across it. Allocating and freeing are not writes (MLIR's
/// `MemoryEffects::Allocate` and `Free`), so neither blocks a merge.
pub fn has_no_write_effect(ctx: &Context, op: Op) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let Some(def) = ctx.def(o) else { return false };
        let own_no_write = def.has(traits::PURE)
            || def.has(traits::READ_ONLY)
            || vector_transfer_on_tensor(ctx, o)
            || (def.iface.allocates_or_frees() && !def.iface.writes());
        if own_no_write {
            continue;
        }
        // A recursive-effect op's own effects are none, except a linalg op
        // on buffers, which writes its inits.
        if !def.has(traits::RECURSIVE_MEMORY_EFFECTS) || linalg_on_buffers(ctx, o) {
            return false;
        }
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    true
}

/// No uses of its results and no effects but reads: erasing it changes
/// nothing (MLIR's `isOpTriviallyDead`, shared with the canonicalizer).
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    crate::canonicalize::is_trivially_dead(ctx, op)
}

/// A linalg op with memref operands reads and writes them (its effects are
/// not just those of its body).
fn linalg_on_buffers(ctx: &Context, op: Op) -> bool {
    is_structured_linalg_name(ctx.op_name(op)) && has_memref_operand_from_back(ctx, op)
}

fn is_structured_linalg_name(name: &str) -> bool {
    name.starts_with("linalg.") && name != "linalg.yield" && name != "linalg.index"
}

/// Whether some operand of `op` is a memref, asking from the last operand.
/// On a structured op with buffer semantics the init operands, which come
/// last, are all memrefs (inputs may be scalars), and they are mostly
/// allocated right before the op, while inputs are defined anywhere: the
/// first question then answers, without loading far-away values.
pub fn has_memref_operand_from_back(ctx: &Context, op: Op) -> bool {
    (0..ctx.num_operands(op)).rev().any(|i| {
        ctx.type_kind(ctx.value_type(ctx.operand(op, i)))
            .is_memref()
    })
}

/// Vector transfers touch memory only when they access a memref: on tensors
/// they are values in, value out. So does `materialize_in_destination`,
/// whose effect is the write into a buffer destination.
pub fn vector_transfer_on_tensor(ctx: &Context, op: Op) -> bool {
    let source = match ctx.op_name(op) {
        "vector.transfer_read" => 0,
        "vector.transfer_write" | "bufferization.materialize_in_destination" => 1,
        _ => return false,
    };
    ctx.num_operands(op) > source
        && matches!(
            ctx.type_kind(ctx.value_type(ctx.operand(op, source))),
            ir::TypeKind::RankedTensor { .. }
        )
}
