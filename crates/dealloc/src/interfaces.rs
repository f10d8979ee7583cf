//! What the deallocation passes need to know about op kinds: MLIR's
//! interfaces (memory effects, region branches, calls, branches, region
//! terminators) as tables over op names and traits.

use ir::registry::traits;
use ir::{Context, Op, Value};

/// The op kinds that implement `RegionBranchOpInterface`.
pub fn is_region_branch(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_name(op),
        "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.forall"
            | "scf.parallel"
            | "memref.alloca_scope"
    )
}

/// Operands forwarded from the parent into the first successor region.
pub fn entry_successor_operands(ctx: &Context, op: Op) -> Vec<Value> {
    match ctx.op_name(op) {
        "scf.for" => ctx.operands(op).skip(3).collect(),
        "scf.while" => ctx.operand_vec(op),
        _ => Vec::new(),
    }
}

pub fn is_call(ctx: &Context, op: Op) -> bool {
    matches!(ctx.op_name(op), "func.call" | "func.call_indirect")
}

/// Index of the first argument operand of a call.
pub fn call_args_start(ctx: &Context, op: Op) -> usize {
    if ctx.is_op(op, "func.call_indirect") {
        1
    } else {
        0
    }
}

pub fn is_branch(ctx: &Context, op: Op) -> bool {
    matches!(ctx.op_name(op), "cf.br" | "cf.cond_br" | "cf.switch")
}

/// Terminators implementing `RegionBranchTerminatorOpInterface`.
pub fn is_region_terminator(ctx: &Context, op: Op) -> bool {
    if matches!(
        ctx.op_name(op),
        "scf.yield" | "scf.condition" | "scf.reduce" | "memref.atomic_yield"
    ) {
        return true;
    }
    ctx.def(op).is_some_and(|d| d.has(traits::RETURN_LIKE))
}

/// The operand range `(start, len)` a region terminator forwards to its parent.
pub fn region_terminator_operands(ctx: &Context, op: Op) -> (usize, usize) {
    let n = ctx.num_operands(op);
    match ctx.op_name(op) {
        "scf.condition" => (1.min(n), n.saturating_sub(1)),
        "scf.reduce" => (0, 0),
        _ => (0, n),
    }
}

/// Registered ops are assumed to describe their memory effects (through the
/// interface or recursively); unregistered ones do not.
pub fn has_known_effects(ctx: &Context, op: Op) -> bool {
    ctx.def(op).is_some()
}

pub fn has_recursive_effects(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| d.has(traits::RECURSIVE_MEMORY_EFFECTS) && !d.has(traits::PURE))
}

/// Where an op's allocation lives.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AllocKind {
    /// Heap (`memref.alloc`, `bufferization.clone`, ...).
    Default,
    /// Freed automatically at the end of the scope (`memref.alloca`).
    AutomaticScope,
}

/// The allocation effect an op has on its result `i`, if any.
pub fn alloc_effect(ctx: &Context, op: Op, i: usize) -> Option<AllocKind> {
    match (ctx.op_name(op), i) {
        ("memref.alloc" | "memref.realloc" | "bufferization.clone", 0) => Some(AllocKind::Default),
        ("memref.alloca", 0) => Some(AllocKind::AutomaticScope),
        _ => None,
    }
}

/// Whether the op frees its operand `i`.
pub fn frees_operand(ctx: &Context, op: Op, i: usize) -> bool {
    matches!(
        (ctx.op_name(op), i),
        ("memref.dealloc" | "memref.realloc", 0)
    )
}

/// Whether the op has any allocate or free effect at all.
pub fn allocates_or_frees(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_name(op),
        "memref.alloc"
            | "memref.alloca"
            | "memref.realloc"
            | "memref.dealloc"
            | "bufferization.clone"
            | "bufferization.dealloc"
    )
}
