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

/// Where control goes from a point of region control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionTarget {
    /// Back to the op: the values go to its results.
    Parent,
    /// Into the entry block of region `i`: the values go to its arguments.
    Region(u8),
}

/// One edge of a [`RegionGraph`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionEdge {
    /// Where the edge goes.
    pub to: RegionTarget,
    /// Leading entry-block arguments of the target region that receive no
    /// forwarded value (`scf.for`'s induction variable).
    pub skip_args: u8,
}

impl RegionEdge {
    /// The edge back to the parent op's results.
    pub const PARENT: RegionEdge = RegionEdge {
        to: RegionTarget::Parent,
        skip_args: 0,
    };
    /// The edge into region `i`'s entry block.
    pub const fn region(i: u8) -> RegionEdge {
        RegionEdge {
            to: RegionTarget::Region(i),
            skip_args: 0,
        }
    }
}

/// `RegionBranchOpInterface::getSuccessorRegions` as data: where the op
/// branches on entry, and where each region's terminators branch to. Ops
/// whose regions do not follow one of the plain [`RegionFlow`] shapes
/// declare it; the passes then follow it instead of the shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionGraph {
    /// The successors of the op on entry.
    pub from_parent: &'static [RegionEdge],
    /// Indexed by region; a region past the end branches to the parent.
    pub from_region: &'static [&'static [RegionEdge]],
}

impl RegionGraph {
    /// The successors of region `i`'s terminators.
    pub fn from_region(&self, i: usize) -> &'static [RegionEdge] {
        self.from_region
            .get(i)
            .copied()
            .unwrap_or(&[RegionEdge::PARENT])
    }
    /// Whether control can go from region `a` to region `b` (through any
    /// number of regions; `a` reaches itself only on a cycle). Linear in the
    /// size of the graph.
    pub fn reaches(&self, a: usize, b: usize) -> bool {
        let n = self.from_region.len().max(a + 1).max(b + 1);
        let mut seen = vec![false; n];
        let mut stack = vec![a];
        while let Some(r) = stack.pop() {
            for e in self.from_region(r) {
                if let RegionTarget::Region(t) = e.to {
                    let t = t as usize;
                    if t == b {
                        return true;
                    }
                    if t < n && !seen[t] {
                        seen[t] = true;
                        stack.push(t);
                    }
                }
            }
        }
        false
    }
}

/// `RegionBranchOpInterface`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionBranch {
    /// The operands forwarded from the op into its entry region's arguments.
    pub entry_operands: Operands,
    /// How often the regions run.
    pub flow: RegionFlow,
    /// Which region follows which, when `flow` alone does not say it.
    pub graph: Option<&'static RegionGraph>,
}

impl RegionBranch {
    /// Whether regions `a` and `b` never both run in one execution of the
    /// op (MLIR's `insideMutuallyExclusiveRegions` on two of its regions).
    pub fn mutually_exclusive(&self, a: usize, b: usize) -> bool {
        match self.graph {
            Some(g) => a != b && !g.reaches(a, b) && !g.reaches(b, a),
            None => self.flow == RegionFlow::Exclusive && a != b,
        }
    }
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
    /// The operand that the result views.
    pub source: u8,
}

/// What a memory effect does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// Reads the value's memory.
    Read,
    /// Writes the value's memory.
    Write,
    /// A new allocation; `automatic` when it is freed at the end of the
    /// enclosing allocation scope (`memref.alloca`).
    Allocate {
        /// Whether the allocation is freed when its scope ends.
        automatic: bool,
    },
    /// Frees the value's memory.
    Free,
}

/// What a memory effect is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectOn {
    /// Operand `n`.
    Operand(u8),
    /// Operand `n` counted from the last one (0 is the last): the buffer
    /// operands that follow a variadic group.
    OperandFromEnd(u8),
    /// Result `n`.
    Result(u8),
    /// The effect names no value (a global resource).
    Unspecified,
}

/// One entry of `MemoryEffectOpInterface::getEffects`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    /// What the effect does.
    pub kind: EffectKind,
    /// What it does it to.
    pub on: EffectOn,
}

impl Effect {
    /// Reads operand `operand`.
    pub const fn read(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Read,
            on: EffectOn::Operand(operand),
        }
    }
    /// Writes operand `operand`.
    pub const fn write(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Operand(operand),
        }
    }
    /// Frees operand `operand`.
    pub const fn free(operand: u8) -> Self {
        Effect {
            kind: EffectKind::Free,
            on: EffectOn::Operand(operand),
        }
    }
    /// Allocates result `result` (to be freed explicitly).
    pub const fn alloc(result: u8) -> Self {
        Effect {
            kind: EffectKind::Allocate { automatic: false },
            on: EffectOn::Result(result),
        }
    }
    /// Allocates result `result` on the stack of the enclosing allocation scope.
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
#[derive(Clone, Copy, Debug)]
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
    /// Each op of the kind says its own effects (`test.side_effect_op`
    /// reads them from its `effects` attribute); ask
    /// [`Context::op_effects`].
    PerOp(fn(&Context, Op) -> Vec<Effect>),
}

/// `SubsetInsertionOpInterface`: `source` is written into a subset of
/// `dest`, and the result is the updated destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubsetInsertion {
    /// The operand inserted.
    pub source: u8,
    /// The operand inserted into (the result is its updated value).
    pub dest: u8,
}

/// `DestinationStyleOpInterface`: the init operands (tied one to one to the
/// results, in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dps {
    /// The init operands.
    pub inits: Operands,
}

/// The interfaces of an op kind. Declared as a `static` beside the op's
/// [`OpDef`](crate::OpDef); see the module docs.
#[derive(Clone, Copy)]
pub struct Interfaces {
    /// `RegionBranchOpInterface`: how control flows between the op and its regions.
    pub region_branch: Option<RegionBranch>,
    /// `RegionBranchTerminatorOpInterface`: the operands forwarded to the
    /// parent op or the next region. (`ReturnLike` ops are terminators of
    /// this kind forwarding all operands without declaring it.)
    pub region_terminator: Option<Operands>,
    /// `BranchOpInterface`: successor operands.
    pub branch: Option<SuccessorOperandsFn>,
    /// `CallOpInterface`.
    pub call: Option<Call>,
    /// `ViewLikeOpInterface`.
    pub view_like: Option<ViewLike>,
    /// `CastOpInterface`.
    pub cast: bool,
    /// `MemoryEffectOpInterface`.
    pub effects: Effects,
    /// `SubsetInsertionOpInterface`.
    pub subset_insertion: Option<SubsetInsertion>,
    /// `DestinationStyleOpInterface`.
    pub dps: Option<Dps>,
    /// `AllocationOpInterface`: the deallocation passes know how to free
    /// (and clone) what the op allocates, so it may be freed without an
    /// explicit deallocation in the input.
    pub allocation: bool,
    /// `LoopLikeOpInterface` on an op that is no region branch
    /// (`affine.parallel`); region branches with repeating regions are
    /// loop-like without declaring it.
    pub loop_like: bool,
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
        loop_like: false,
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
    /// The declared effect list of the kind (empty unless
    /// [`Effects::List`]; see [`Context::op_effects`] for one op).
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
    /// The memory effects `op` declares: its kind's list, or the op's own
    /// for [`Effects::PerOp`] (empty for effects given by traits or unknown).
    pub fn op_effects(&self, op: Op) -> std::borrow::Cow<'static, [Effect]> {
        match self.iface(op).effects {
            Effects::PerOp(of) => std::borrow::Cow::Owned(of(self, op)),
            _ => std::borrow::Cow::Borrowed(self.iface(op).effect_list()),
        }
    }
    /// The allocation effect `op` has on its result `i`, if any.
    pub fn alloc_effect_on_result(&self, op: Op, i: usize) -> Option<EffectKind> {
        if !matches!(self.iface(op).effects, Effects::PerOp(_)) {
            return self.iface(op).alloc_on_result(i);
        }
        self.op_effects(op)
            .iter()
            .find_map(|e| match (e.kind, e.on) {
                (k @ EffectKind::Allocate { .. }, EffectOn::Result(r)) if r as usize == i => {
                    Some(k)
                }
                _ => None,
            })
    }
    /// Whether `op` frees its operand `i`.
    pub fn frees_operand_of(&self, op: Op, i: usize) -> bool {
        let n = self.num_operands(op);
        if !matches!(self.iface(op).effects, Effects::PerOp(_)) {
            return self.iface(op).frees_operand(i, n);
        }
        self.op_effects(op).iter().any(|e| {
            e.kind == EffectKind::Free
                && match e.on {
                    EffectOn::Operand(k) => k as usize == i,
                    EffectOn::OperandFromEnd(k) => k as usize + i + 1 == n,
                    _ => false,
                }
        })
    }
    /// Whether `op` allocates or frees anything.
    pub fn op_allocates_or_frees(&self, op: Op) -> bool {
        self.op_effects(op)
            .iter()
            .any(|e| matches!(e.kind, EffectKind::Allocate { .. } | EffectKind::Free))
    }
    /// MLIR's `TensorLikeType` / `BufferLikeType`: builtin tensors and
    /// memrefs, and the dialect types their dialect declares so.
    pub fn type_like(&self, t: crate::Type) -> crate::registry::TypeLike {
        use crate::registry::TypeLike;
        match self.type_kind(t) {
            crate::TypeKind::RankedTensor { .. } | crate::TypeKind::UnrankedTensor { .. } => {
                TypeLike::Tensor
            }
            k if k.is_memref() => TypeLike::Buffer,
            crate::TypeKind::Opaque { dialect, body } => self
                .registry
                .dialect_hooks(dialect)
                .and_then(|h| {
                    h.types.iter().find(|d| {
                        body.strip_prefix(d.mnemonic)
                            .is_some_and(|b| b.starts_with('<'))
                    })
                })
                .map_or(TypeLike::Neither, |d| d.like),
            _ => TypeLike::Neither,
        }
    }
    /// The dialect type `t` is, if its dialect declares it.
    fn dialect_type(
        &self,
        t: crate::Type,
    ) -> Option<(&'static crate::registry::DialectType, &str)> {
        let crate::TypeKind::Opaque { dialect, body } = self.type_kind(t) else {
            return None;
        };
        let hooks = self.registry.dialect_hooks(dialect)?;
        hooks.types.iter().find_map(|d| {
            let params = body.strip_prefix(d.mnemonic)?;
            params.starts_with('<').then_some((d, params))
        })
    }
    /// The buffer type of a dialect's tensor-like type, when the dialect
    /// names one (builtin tensors have theirs from the bufferization options).
    pub fn dialect_buffer_type(&mut self, t: crate::Type) -> Option<crate::Type> {
        let (d, params) = self.dialect_type(t)?;
        let body = format!("{}{params}", d.buffer?);
        let crate::TypeKind::Opaque { dialect, .. } = self.type_kind(t) else {
            return None;
        };
        let dialect = dialect.clone();
        Some(self.ty(crate::TypeKind::Opaque { dialect, body }))
    }
    /// MLIR's `verifyCompatibleBufferType` for a dialect's tensor-like type:
    /// `buffer` is its buffer type, with the same parameters (a trailing
    /// extra one, such as a memory space, allowed). A type of another kind
    /// is not checked, as in mlir-opt.
    pub fn dialect_buffer_matches(&self, tensor: crate::Type, buffer: crate::Type) -> bool {
        let Some((d, params)) = self.dialect_type(tensor) else {
            return true;
        };
        let (Some(want), Some((bd, bparams))) = (d.buffer, self.dialect_type(buffer)) else {
            return true;
        };
        if bd.mnemonic != want {
            return true;
        }
        let Some(common) = params.strip_suffix('>') else {
            return false;
        };
        bparams == params
            || bparams
                .strip_prefix(common)
                .is_some_and(|rest| rest.starts_with(", "))
    }
    /// Whether `op` is of the kind `def` (one pointer compare).
    #[inline]
    pub fn isa(&self, op: Op, def: &'static crate::OpDef) -> bool {
        self.def(op).is_some_and(|d| std::ptr::eq(d, def))
    }
}

/// `RegionBranchOpInterface`'s verification for an op that declares a
/// [`RegionGraph`]: along every edge, the values forwarded have the types
/// of the values they go to, in mlir-opt's order and wording.
pub fn verify_region_graph_types(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(rb) = ctx.iface(op).region_branch else {
        return Ok(());
    };
    let Some(graph) = rb.graph else {
        return Ok(());
    };
    let regions = ctx.regions_of(op);
    let inputs = |e: &RegionEdge| -> Vec<crate::Type> {
        match e.to {
            RegionTarget::Parent => ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect(),
            RegionTarget::Region(i) => regions
                .get(i as usize)
                .and_then(|&r| ctx.entry_block(r))
                .map(|b| {
                    let args = ctx.block_args(b);
                    args.get((e.skip_args as usize).min(args.len())..)
                        .unwrap_or(&[])
                        .iter()
                        .map(|&v| ctx.value_type(v))
                        .collect()
                })
                .unwrap_or_default(),
        }
    };
    let target_name = |e: &RegionEdge| match e.to {
        RegionTarget::Parent => "parent".to_string(),
        RegionTarget::Region(i) => format!("Region #{i}"),
    };
    // The note names the branch point: the op itself or the terminator.
    let check = |point: Op,
                 from: &str,
                 e: &RegionEdge,
                 operands: &[crate::Type]|
     -> Result<(), String> {
        let to = target_name(e);
        let inputs = inputs(e);
        let err = |msg: String| crate::registry::note_at(&msg, point, "region branch point");
        if operands.len() != inputs.len() {
            return Err(err(format!(
                "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            )));
        }
        for (i, (&a, &b)) in operands.iter().zip(&inputs).enumerate() {
            if a != b {
                return Err(err(format!(
                    "along control flow edge from {from} to {to}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    crate::printer::type_to_string(ctx, a),
                    crate::printer::type_to_string(ctx, b)
                )));
            }
        }
        Ok(())
    };
    let entry: Vec<crate::Type> = rb
        .entry_operands
        .values(ctx, op)
        .map(|v| ctx.value_type(v))
        .collect();
    for e in graph.from_parent {
        check(op, "parent", e, &entry)?;
    }
    for (i, &r) in regions.iter().enumerate() {
        for &b in ctx.region_blocks(r) {
            let Some(t) = ctx.last_op(b) else { continue };
            let Some(forwarded) = ctx.region_terminator_operands(t) else {
                continue;
            };
            let operands: Vec<crate::Type> = forwarded
                .values(ctx, t)
                .map(|v| ctx.value_type(v))
                .collect();
            let from = format!("Operation {}", ctx.op_name(t));
            for e in graph.from_region(i) {
                check(t, &from, e, &operands)?;
            }
        }
    }
    Ok(())
}
