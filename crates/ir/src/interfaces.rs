//! MLIR's op interfaces as data: what an op kind is (a region branch, a
//! call, a view, an allocation, a subset insertion, ...) is declared once,
//! in its [`OpDef`](crate::OpDef)'s `iface`, beside its syntax and verifier,
//! and every pass asks [`Context::iface`] instead of keeping a list of op
//! names. An op kind that implements none of them uses [`Interfaces::NONE`].
//!
//! The declarations say what MLIR 22's interfaces say for the op; where a
//! pass needs a fact MLIR computes from more than the op kind (the operand
//! types of a linalg op, the segment sizes of a branch), the declaration
//! holds a function.

use crate::context::Context;
use crate::ids::{Op, Value};
use std::ops::Range;

/// A group of an op's operands, named by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operands {
    /// No operand.
    None,
    /// Every operand.
    All,
    /// Every operand from the given index on.
    From(u8),
    /// Group `i` of `operandSegmentSizes`.
    Segment(u8),
    /// The last `n` operands.
    Last(u8),
    /// The second half of the operands (the first half pairs with it one to
    /// one, as `linalg.reduce`'s inputs and inits).
    SecondHalf,
}

impl Operands {
    /// The operand index range of the group on `op` (clamped to its operands).
    pub fn range(self, ctx: &Context, op: Op) -> Range<usize> {
        let n = ctx.num_operands(op);
        match self {
            Operands::None => 0..0,
            Operands::All => 0..n,
            Operands::From(i) => (i as usize).min(n)..n,
            Operands::Segment(i) => segment_range(ctx, op, i as usize).unwrap_or(0..0),
            Operands::Last(k) => n.saturating_sub(k as usize)..n,
            Operands::SecondHalf => n / 2..n,
        }
    }
    /// The operands of the group on `op`.
    pub fn values(self, ctx: &Context, op: Op) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.range(ctx, op).map(move |i| ctx.operand(op, i))
    }
}

/// The operand index range of group `group` of `op`'s `operandSegmentSizes`.
pub fn segment_range(ctx: &Context, op: Op, group: usize) -> Option<Range<usize>> {
    let a = ctx.get_known_attr(op, crate::context::KNOWN_OPERAND_SEGMENT_SIZES)?;
    let crate::AttrKind::DenseArray { values, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let total = ctx.num_operands(op);
    let mut start = 0usize;
    for (k, &v) in values.iter().enumerate() {
        let len = (v as i128 as i64).max(0) as usize;
        if k == group {
            return Some(start.min(total)..start.saturating_add(len).min(total));
        }
        start = start.saturating_add(len);
    }
    None
}

/// How the regions of a region-branch op run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionFlow {
    /// Each region runs at most once per execution of the op, in sequence
    /// (`scf.execute_region`, `memref.alloca_scope`).
    Once,
    /// One region of several runs (`scf.if`, `scf.index_switch`).
    Exclusive,
    /// The regions may run repeatedly (`scf.for`, `scf.while`).
    Loop,
    /// The body runs once per iteration, iterations in parallel
    /// (`scf.forall`, `scf.parallel`).
    Parallel,
}

/// `RegionBranchOpInterface`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionBranch {
    /// The operands forwarded from the op into its entry region's arguments.
    pub entry_operands: Operands,
    pub flow: RegionFlow,
}

/// `CallOpInterface`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// The argument operands (a callee value, if any, comes before them).
    pub args: Operands,
    /// The callee is a symbol in the named attribute, else an operand.
    pub callee_attr: Option<&'static str>,
}

/// The operand range that a branch op forwards to successor `succ`.
pub type SuccessorOperandsFn = fn(&Context, Op, usize) -> Range<usize>;

/// `ViewLikeOpInterface`: result 0 is a view of operand `source`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewLike {
    pub source: u8,
}

/// What a memory effect does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    Read,
    Write,
    /// A new allocation; `automatic` when it is freed at the end of the
    /// enclosing allocation scope (`memref.alloca`).
    Allocate {
        automatic: bool,
    },
    Free,
}

/// What a memory effect is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectOn {
    Operand(u8),
    /// Operand `n` counted from the last one (0 is the last): the buffer
    /// operands that follow a variadic group.
    OperandFromEnd(u8),
    Result(u8),
    /// The effect names no value (a global resource).
    Unspecified,
}

/// One entry of `MemoryEffectOpInterface::getEffects`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub kind: EffectKind,
    pub on: EffectOn,
}

impl Effect {
    pub const fn read(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Read,
            on: EffectOn::Operand(operand),
        }
    }
    pub const fn write(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Operand(operand),
        }
    }
    pub const fn free(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Free,
            on: EffectOn::Operand(operand),
        }
    }
    pub const fn alloc(result: u8) -> Self {
        Effect {
            kind: EffectKind::Allocate { automatic: false },
            on: EffectOn::Result(result),
        }
    }
    pub const fn alloca(result: u8) -> Self {
        Effect {
            kind: EffectKind::Allocate { automatic: true },
            on: EffectOn::Result(result),
        }
    }
}

/// The memory effects an op kind declares. `Pure`, `ReadOnly` and
/// `RecursiveMemoryEffects` stay traits ([`crate::traits`]); this says what
/// an op with effects of its own does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effects {
    /// The op's MLIR definition declares its effects through its traits
    /// or declares them with types and attributes a pass does not need.
    ByTraits,
    /// The op's MLIR definition has no `MemoryEffectOpInterface` and no
    /// effect trait: its effects are unknown (the ownership-based
    /// deallocation rejects it).
    Undeclared,
    /// Allocation and free effects, the ones the deallocation passes track.
    List(&'static [Effect]),
}

/// `SubsetInsertionOpInterface`: `source` is written into a subset of
/// `dest`, and the result is the updated destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubsetInsertion {
    pub source: u8,
    pub dest: u8,
}

/// `DestinationStyleOpInterface`: the init operands (tied one to one to the
/// results, in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dps {
    pub inits: Operands,
}

/// The interfaces of an op kind. Declared as a `static` beside the op's
/// [`OpDef`](crate::OpDef); see the module docs.
#[derive(Clone, Copy)]
pub struct Interfaces {
    pub region_branch: Option<RegionBranch>,
    /// `RegionBranchTerminatorOpInterface`: the operands forwarded to the
    /// parent op or the next region. (`ReturnLike` ops are terminators of
    /// this kind forwarding all operands without declaring it.)
    pub region_terminator: Option<Operands>,
    /// `BranchOpInterface`: successor operands.
    pub branch: Option<SuccessorOperandsFn>,
    pub call: Option<Call>,
    pub view_like: Option<ViewLike>,
    /// `CastOpInterface`.
    pub cast: bool,
    pub effects: Effects,
    pub subset_insertion: Option<SubsetInsertion>,
    pub dps: Option<Dps>,
    /// `AllocationOpInterface`: the deallocation passes know how to free
    /// (and clone) what the op allocates, so it may be freed without an
    /// explicit deallocation in the input.
    pub allocation: bool,
}

impl Interfaces {
    /// An op kind without any of the interfaces.
    pub const NONE: Interfaces = Interfaces {
        region_branch: None,
        region_terminator: None,
        branch: None,
        call: None,
        view_like: None,
        cast: false,
        effects: Effects::ByTraits,
        subset_insertion: None,
        dps: None,
        allocation: false,
    };
    /// No interface and no declared memory effects: MLIR ops defined
    /// without `MemoryEffectOpInterface` or effect traits, and unregistered
    /// ops.
    pub const UNDECLARED_EFFECTS: Interfaces = Interfaces {
        effects: Effects::Undeclared,
        ..Interfaces::NONE
    };

    /// The allocation effect on result `i`, if any.
    pub fn alloc_on_result(&self, i: usize) -> Option<EffectKind> {
        self.effect_list()
            .iter()
            .find_map(|e| match (e.kind, e.on) {
                (k @ EffectKind::Allocate { .. }, EffectOn::Result(r)) if r as usize == i => {
                    Some(k)
                }
                _ => None,
            })
    }
    /// Whether the op, with `num_operands` operands, frees its operand `i`.
    pub fn frees_operand(&self, i: usize, num_operands: usize) -> bool {
        self.effect_list().iter().any(|e| {
            e.kind == EffectKind::Free
                && match e.on {
                    EffectOn::Operand(k) => k as usize == i,
                    EffectOn::OperandFromEnd(k) => k as usize + i + 1 == num_operands,
                    _ => false,
                }
        })
    }
    /// Whether the op allocates or frees anything.
    pub fn allocates_or_frees(&self) -> bool {
        self.effect_list()
            .iter()
            .any(|e| matches!(e.kind, EffectKind::Allocate { .. } | EffectKind::Free))
    }
    /// Whether the declared effects include a write.
    pub fn writes(&self) -> bool {
        self.effect_list()
            .iter()
            .any(|e| e.kind == EffectKind::Write)
    }
    /// The declared effect list (empty unless [`Effects::List`]).
    pub fn effect_list(&self) -> &'static [Effect] {
        match self.effects {
            Effects::List(l) => l,
            _ => &[],
        }
    }
}

impl Context {
    /// The interfaces of `op`'s kind ([`Interfaces::UNDECLARED_EFFECTS`] for an
    /// unregistered op).
    #[inline]
    pub fn iface(&self, op: Op) -> &'static Interfaces {
        match self.def(op) {
            Some(d) => d.iface,
            None => &Interfaces::UNDECLARED_EFFECTS,
        }
    }
    /// The operands `op` forwards to its parent or a sibling region when it
    /// is a `RegionBranchTerminatorOpInterface` op (declared, or implied by
    /// the `ReturnLike` trait, as in MLIR), else `None`.
    #[inline]
    pub fn region_terminator_operands(&self, op: Op) -> Option<Operands> {
        let def = self.def(op)?;
        def.iface
            .region_terminator
            .or_else(|| def.has(crate::traits::RETURN_LIKE).then_some(Operands::All))
    }
    /// Whether `op` is of the kind `def` (one pointer compare).
    #[inline]
    pub fn isa(&self, op: Op, def: &'static crate::OpDef) -> bool {
        self.def(op).is_some_and(|d| std::ptr::eq(d, def))
    }
}
