//! What the deallocation passes need to know about op kinds: MLIR's
//! interfaces (memory effects, region branches, calls, branches, region
//! terminators, views), answered from the op kinds' declarations
//! ([`Context::iface`]) and traits, and the branch operands they forward.

use ir::interfaces::{EffectKind, Effects, Operands};
use ir::registry::traits;
use ir::{Context, Op, Value};

/// `RegionBranchOpInterface`.
pub fn is_region_branch(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).region_branch.is_some()
}

/// Operands forwarded from the parent into the first successor region.
pub fn entry_successor_operands(ctx: &Context, op: Op) -> Vec<Value> {
    match ctx.iface(op).region_branch {
        Some(rb) => rb.entry_operands.values(ctx, op).collect(),
        None => Vec::new(),
    }
}

/// `CallOpInterface`.
pub fn is_call(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).call.is_some()
}

/// Index of the first argument operand of a call.
pub fn call_args_start(ctx: &Context, op: Op) -> usize {
    ctx.iface(op)
        .call
        .map_or(0, |c| c.args.range(ctx, op).start)
}

/// `BranchOpInterface`.
pub fn is_branch(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).branch.is_some()
}

/// The operands a branch op forwards to successor `s`.
pub fn forwarded_operands(ctx: &Context, op: Op, s: usize) -> Vec<Value> {
    match ctx.iface(op).branch {
        Some(range) if s < ctx.successors(op).len() => {
            range(ctx, op, s).map(|i| ctx.operand(op, i)).collect()
        }
        _ => Vec::new(),
    }
}

/// Replaces the operands a branch op forwards to successor `s`.
pub fn set_forwarded_operands(ctx: &mut Context, op: Op, s: usize, vals: &[Value]) {
    let all = ctx.operand_vec(op);
    if ctx.isa(op, &dialects::cf::COND_BR) {
        let mut t = forwarded_operands(ctx, op, 0);
        let mut f = forwarded_operands(ctx, op, 1);
        if s == 0 {
            t = vals.to_vec();
        } else {
            f = vals.to_vec();
        }
        set_segmented_operands(ctx, op, &[&all[..1], &t, &f]);
    } else if ctx.isa(op, &dialects::cf::SWITCH) {
        // Only the default destination (a single successor) reaches here.
        let segs = dialects::common::operand_segments(ctx, op);
        let cases = segs.get(2).cloned().unwrap_or_default();
        set_segmented_operands(ctx, op, &[&all[..1], vals, &cases]);
    } else {
        ctx.set_operands(op, vals);
    }
}

fn set_segmented_operands(ctx: &mut Context, op: Op, groups: &[&[Value]]) {
    let (operands, sizes) = ctx.segmented_operands(groups);
    ctx.set_operands(op, &operands);
    ctx.set_attr(op, ir::builder::SEGMENT_SIZES, sizes);
}

/// `ViewLikeOpInterface` (result 0 is a view of an operand).
pub fn is_view_like(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).view_like.is_some()
}

/// The viewed operand of a `ViewLikeOpInterface` op.
pub fn view_source(ctx: &Context, op: Op) -> Option<Value> {
    let i = ctx.iface(op).view_like?.source as usize;
    (i < ctx.num_operands(op)).then(|| ctx.operand(op, i))
}

/// Terminators implementing `RegionBranchTerminatorOpInterface`.
pub fn is_region_terminator(ctx: &Context, op: Op) -> bool {
    ctx.region_terminator_operands(op).is_some()
}

/// The operand range `(start, len)` a region terminator forwards to its parent.
pub fn region_terminator_operands(ctx: &Context, op: Op) -> (usize, usize) {
    let r = ctx
        .region_terminator_operands(op)
        .unwrap_or(Operands::All)
        .range(ctx, op);
    (r.start, r.len())
}

/// Registered ops are assumed to describe their memory effects (through the
/// interface or recursively); unregistered ones and the registered ones
/// whose MLIR definition declares no memory effects at all do not (the
/// ownership pass rejects them).
pub fn has_known_effects(ctx: &Context, op: Op) -> bool {
    !matches!(ctx.iface(op).effects, Effects::Undeclared)
}

/// Whether the op's memory effects are those of the ops nested in it (`RecursiveMemoryEffects`, and
/// not pure).
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
    match ctx.alloc_effect_on_result(op, i)? {
        EffectKind::Allocate { automatic: true } => Some(AllocKind::AutomaticScope),
        _ => Some(AllocKind::Default),
    }
}

/// Whether the op frees its operand `i`.
pub fn frees_operand(ctx: &Context, op: Op, i: usize) -> bool {
    ctx.frees_operand_of(op, i)
}

/// Whether the op has any allocate or free effect at all.
pub fn allocates_or_frees(ctx: &Context, op: Op) -> bool {
    ctx.op_allocates_or_frees(op)
}

/// Facts about an op kind, as bits of [`OpKinds::of`].
pub mod kind {
    /// Implements `RegionBranchOpInterface`.
    pub const REGION_BRANCH: u16 = 1;
    /// Implements `CallOpInterface`.
    pub const CALL: u16 = 1 << 1;
    /// Implements `BranchOpInterface`.
    pub const BRANCH: u16 = 1 << 2;
    /// Implements `RegionBranchTerminatorOpInterface` (or is return-like).
    pub const REGION_TERMINATOR: u16 = 1 << 3;
    /// Implements `ViewLikeOpInterface`.
    pub const VIEW_LIKE: u16 = 1 << 4;
    /// `allocates_or_frees`.
    pub const ALLOC_OR_FREE: u16 = 1 << 5;
    /// [`has_known_effects`](super::has_known_effects).
    pub const KNOWN_EFFECTS: u16 = 1 << 6;
    /// [`has_recursive_effects`](super::has_recursive_effects).
    pub const RECURSIVE_EFFECTS: u16 = 1 << 7;
    /// `func.func`.
    pub const FUNC: u16 = 1 << 8;
    /// `bufferization.dealloc`.
    pub const DEALLOC: u16 = 1 << 9;
    /// `arith.select`.
    pub const SELECT: u16 = 1 << 10;
    /// Has the `IsTerminator` trait.
    pub const TERMINATOR: u16 = 1 << 11;
    /// Has the `NoTerminator` trait.
    pub const NO_TERMINATOR: u16 = 1 << 12;
    /// Kinds the ownership pass handles before the generic interfaces.
    pub const SPECIAL: u16 = 1 << 13;
    /// Allocates its first result (`memref.alloc`, `memref.alloca`,
    /// `memref.realloc`, `bufferization.clone`; not a kind whose ops each
    /// say their own effects).
    pub const ALLOCATES_RESULT: u16 = 1 << 14;
    pub(super) const COMPUTED: u16 = 1 << 15;
}

/// The [`kind`] bits of every op name met so far, indexed by the name's
/// symbol. The passes ask several of these questions about every op;
/// computing the bits from the declarations at each op instead of once per
/// kind costs 3 to 8% of the instructions of `buffer-deallocation-pipeline`
/// (callgrind, graph/calls/branchy inputs of `bench/`).
#[derive(Default)]
pub struct OpKinds {
    bits: Vec<u16>,
}

impl OpKinds {
    /// Whether an op of the kind `def` was asked about since this table was
    /// made.
    pub fn has_met(&self, ctx: &Context, def: &'static ir::OpDef) -> bool {
        ctx.existing_sym(def.name)
            .and_then(|s| self.bits.get(s.index()))
            .is_some_and(|&b| b & kind::COMPUTED != 0)
    }
    /// The [`kind`] bits of `op`'s kind, computed on the first op of the kind.
    pub fn of(&mut self, ctx: &Context, op: Op) -> u16 {
        let s = ctx.op(op).name.index();
        match self.bits.get(s) {
            Some(&b) if b & kind::COMPUTED != 0 => b,
            _ => {
                let b = Self::compute(ctx, op);
                if self.bits.len() <= s {
                    self.bits.resize(s + 1, 0);
                }
                self.bits[s] = b;
                b
            }
        }
    }

    /// Whether `op` has all the bits of `k`.
    pub fn is(&mut self, ctx: &Context, op: Op, k: u16) -> bool {
        self.of(ctx, op) & k == k
    }

    fn compute(ctx: &Context, op: Op) -> u16 {
        let def = ctx.def(op);
        let trait_bit = |t, k| {
            if def.is_some_and(|d| d.has(t)) {
                k
            } else {
                0
            }
        };
        let flag = |b: bool, k: u16| if b { k } else { 0 };
        let per_op_effects = matches!(ctx.iface(op).effects, Effects::PerOp(_));
        kind::COMPUTED
            | flag(is_region_branch(ctx, op), kind::REGION_BRANCH)
            | flag(is_call(ctx, op), kind::CALL)
            | flag(is_branch(ctx, op), kind::BRANCH)
            | flag(is_region_terminator(ctx, op), kind::REGION_TERMINATOR)
            | flag(is_view_like(ctx, op), kind::VIEW_LIKE)
            // Bits hold for a whole kind: a kind whose ops each say their
            // own effects may allocate or free (the handlers then ask the op).
            | flag(
                allocates_or_frees(ctx, op) || per_op_effects,
                kind::ALLOC_OR_FREE,
            )
            | flag(has_known_effects(ctx, op), kind::KNOWN_EFFECTS)
            | flag(has_recursive_effects(ctx, op), kind::RECURSIVE_EFFECTS)
            | flag(ctx.isa(op, &dialects::func::FUNC), kind::FUNC)
            | flag(
                ctx.isa(op, &dialects::bufferization::DEALLOC),
                kind::DEALLOC,
            )
            | flag(ctx.isa(op, &dialects::arith::SELECT), kind::SELECT)
            | flag(
                [
                    &dialects::arith::SELECT,
                    &dialects::cf::COND_BR,
                    &dialects::scf::IN_PARALLEL,
                    &dialects::scf::REDUCE_RETURN,
                ]
                .into_iter()
                .any(|d| ctx.isa(op, d)),
                kind::SPECIAL,
            )
            | flag(
                alloc_effect(ctx, op, 0).is_some() && !per_op_effects,
                kind::ALLOCATES_RESULT,
            )
            | trait_bit(traits::TERMINATOR, kind::TERMINATOR)
            | trait_bit(traits::NO_TERMINATOR, kind::NO_TERMINATOR)
    }
}
