//! The bufferization interface: what an op kind tells the analysis about its
//! tensor operands and results (MLIR's `BufferizableOpInterface`), and how it
//! is rewritten to memrefs. Implementations live in `models/`, one file per
//! dialect, and are found in a [`ModelRegistry`] by op kind.
//!
//! The trait's default answers are here too, with the pieces of copy
//! insertion they share with the models (MLIR's `BufferizableOpInterface.cpp`):
//! the interface and the analysis state and rewriter its methods take call
//! each other, and everything else (models, analysis, passes) sits above.

use crate::explain::Because;
use crate::rewrite::{error, Rewriter};
use crate::state::{owner_of_value, State, Traversal};
use ir::diag::DResult;
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, Op, OpDef, Type, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The aliases a model reports: rarely more than two, so no allocation.
pub type AliasList<T> = smallvec::SmallVec<[T; 2]>;

/// How a result's buffer relates to an aliasing operand's buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// Maybe overlapping, maybe not the same buffer.
    Unknown,
    /// Exactly the same buffer (when bufferized in place).
    Equivalent,
}

/// A value that may share the buffer of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingValue {
    /// The aliasing value.
    pub value: Value,
    /// How its buffer relates to the operand's.
    pub relation: Relation,
    /// The alias certainly materializes (as opposed to "may alias").
    pub definite: bool,
}

/// An operand whose buffer a value may share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingOperand {
    /// The aliasing operand.
    pub operand: Use,
    /// How its buffer relates to the value's.
    pub relation: Relation,
    /// The alias certainly materializes (as opposed to "may alias").
    pub definite: bool,
}

/// What the buffer type of a value is made of, as its model's `buffer_type`
/// computes it. The rewrite uses it to prove a type independent of the
/// invocation stack (see `rewrite::type_memo`), so a model may only claim
/// more than `Opaque` when its `buffer_type` keeps the promise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeSources {
    /// `buffer_type` asks for no other value's buffer type and does not look
    /// at the invocation stack.
    Own,
    /// `buffer_type` asks only for the buffer types of these values (some
    /// of them, depending on the stack), and when every answer is the same
    /// type it returns that type, without error.
    Join(AliasList<TypeSource>),
    /// As `Join`, and when the answers differ but all lie in one memory
    /// space, `buffer_type` returns the fully dynamic layout of `v`'s tensor
    /// type in that space (a loop's iteration argument, the results of
    /// `scf.if` and `scf.index_switch`).
    Widen(AliasList<TypeSource>),
    /// `buffer_type` asks only for the buffer type of this tensor and returns
    /// the identity layout of `v`'s tensor type in that type's memory space.
    SpaceOf(Value),
    /// Anything else.
    Opaque,
}

/// One value a `TypeSources::Join` is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeSource {
    /// The value whose buffer type the model asks for.
    pub value: Value,
    /// When the value is already a memref, the model takes its type as it
    /// is instead of asking for its buffer type.
    pub memref_as_is: bool,
    /// The model may not ask for it, depending on the invocation stack (a
    /// loop's yielded value, once the cycle closes); the others it always
    /// asks for.
    pub skipped_on_cycle: bool,
}

impl TypeSources {
    /// The common type of `values`, each taken as it is when a memref.
    pub fn join_typed(values: impl IntoIterator<Item = Value>) -> Self {
        TypeSources::Join(
            values
                .into_iter()
                .map(|value| TypeSource {
                    value,
                    memref_as_is: true,
                    skipped_on_cycle: false,
                })
                .collect(),
        )
    }
    /// As `join_typed`, for a model that widens differing answers in one
    /// memory space to the fully dynamic layout (the results of `scf.if`
    /// and `scf.index_switch`).
    pub fn widen_typed(values: impl IntoIterator<Item = Value>) -> Self {
        match Self::join_typed(values) {
            TypeSources::Join(list) => TypeSources::Widen(list),
            other => other,
        }
    }
    /// The buffer type of `value`, asked for whatever its type.
    pub fn forward(value: Value) -> Self {
        TypeSources::Join(smallvec::smallvec![TypeSource {
            value,
            memref_as_is: false,
            skipped_on_cycle: false,
        }])
    }
}

/// The two operands of a subset insertion (`tensor.insert_slice`).
pub struct SubsetInsertion {
    /// The operand inserted.
    pub source: Use,
    /// The operand inserted into.
    pub dest: Use,
}

/// Bufferization semantics of an op kind. `u` is one tensor operand of `op`
/// (`ctx.use_data(u).owner`), `v` one of its tensor results or block arguments.
pub trait BufferizableOp: Sync {
    /// The buffer of `u` is read.
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool;
    /// The buffer of `u` is written (when bufferized in place).
    fn writes(&self, s: &State, ctx: &Context, u: Use) -> bool;
    /// Values that may share the buffer of `u`.
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue>;
    /// Operands whose buffer `v` may share; by default the inverse of
    /// `aliasing_values` over the op's own tensor operands.
    fn aliasing_operands(&self, s: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        default_aliasing_operands(self, s, ctx, v)
    }
    /// The result `v` is (or may be) written: MLIR's
    /// `resultBufferizesToMemoryWrite` with its default rules.
    fn result_writes(&self, s: &State, ctx: &Context, v: Value) -> bool {
        default_result_writes(s, ctx, v)
    }
    /// `u` must bufferize in place, whatever the analysis finds. By default: unranked tensor
    /// operands (they cannot be copied).
    fn must_in_place(&self, _s: &State, ctx: &Context, u: Use) -> bool {
        matches!(
            ctx.type_kind(ctx.value_type(ctx.use_value(u))),
            ir::types::TypeKind::UnrankedTensor { .. }
        )
    }
    /// The buffer of `v` (a result or a block argument of the op) may be written.
    fn is_writable(&self, _s: &State, _ctx: &Context, _v: Value) -> bool {
        true
    }
    /// `v` is a new allocation.
    fn allocates(&self, _ctx: &Context, _v: Value) -> bool {
        false
    }
    /// The op says this read/write pair is not a conflict.
    fn is_not_conflicting(&self, _s: &State, _ctx: &Context, _read: Use, _write: Use) -> bool {
        false
    }
    /// The write through `write` is itself the definition `def` of the
    /// contents a read sees (the conflict check's "definition and write are
    /// the same" case, beyond what `aliasing_values` says).
    fn write_is_definition(&self, _ctx: &Context, _write: Use, _def: Value) -> bool {
        false
    }
    /// The given operands are accessed element by element.
    fn elementwise_access(&self, _s: &State, _ctx: &Context, _uses: &[Use]) -> bool {
        false
    }
    /// Region `idx` of `op` may run more than once (a loop body).
    fn repetitive_region(&self, _ctx: &Context, _op: Op, _idx: usize) -> bool {
        false
    }
    /// The regions of `op` run exclusively of each other (`scf.if`).
    fn exclusive_regions(&self) -> bool {
        false
    }
    /// The op inserts a subset of a source into a destination: by default,
    /// as its kind declares (`SubsetInsertionOpInterface`).
    fn subset_insertion(&self, ctx: &Context, op: Op) -> Option<SubsetInsertion> {
        let declared = ctx.iface(op).subset_insertion?;
        let operands = &ctx.op(op).operands;
        Some(SubsetInsertion {
            source: operands[declared.source as usize],
            dest: operands[declared.dest as usize],
        })
    }
    /// `v` is the same subset of an equivalent tensor as this insertion's destination.
    fn is_equivalent_subset(&self, _s: &State, _ctx: &Context, _op: Op, _v: Value) -> bool {
        false
    }
    /// Checks invariants after the analysis (e.g. loops yield equivalent buffers).
    fn verify_analysis(&self, _s: &State, _ctx: &Context, _op: Op) -> DResult<()> {
        Ok(())
    }
    /// Inserts tensor copies for out-of-place operands.
    fn resolve_conflicts(&self, rw: &mut Rewriter, s: &State, op: Op) -> DResult<()> {
        resolve_operand_conflicts(rw, s, op)
    }
    /// The memref type `v` will get.
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        default_buffer_type(rw, v, stack)
    }
    /// What `buffer_type(v)` is made of (must agree with `buffer_type`).
    fn buffer_type_sources(&self, _s: &State, _ctx: &Context, _v: Value) -> TypeSources {
        TypeSources::Opaque
    }
    /// The dynamic sizes of result `idx` of `op`, built at the insertion
    /// point, when the op can tell them (MLIR's `reifyResultShapes`); the
    /// sizes of an allocation shaped like the result.
    fn reify_result_sizes(&self, _rw: &mut Rewriter, _op: Op, _idx: usize) -> Option<Vec<Value>> {
        None
    }
    /// Ops whose regions may have several blocks.
    fn supports_unstructured_control_flow(&self) -> bool {
        false
    }
    /// Region `idx` of `op` runs its iterations in parallel (MLIR's
    /// `isParallelRegion`; consulted with `check-parallel-regions`).
    fn parallel_region(&self, _ctx: &Context, _op: Op, _idx: usize) -> bool {
        false
    }
    /// Rewrites `op` to memrefs at the rewriter's insertion point (before `op`).
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()>;
}

/// The models of the op kinds bufopt knows how to bufferize, by op
/// definition: filled once (see `models::registry`), then only read.
#[derive(Default)]
pub struct ModelRegistry {
    /// By the address of the op's `OpDef` (one per op kind).
    models: FxHashMap<usize, &'static dyn BufferizableOp>,
}

impl ModelRegistry {
    /// Gives op kind `def` the model `model`.
    pub fn add(&mut self, def: &'static OpDef, model: &'static dyn BufferizableOp) {
        let old = self.models.insert(def as *const OpDef as usize, model);
        debug_assert!(old.is_none(), "two models for {}", def.name);
    }
    /// The model of op kind `def`.
    pub fn get(&self, def: &'static OpDef) -> Option<&'static dyn BufferizableOp> {
        self.models.get(&(def as *const OpDef as usize)).copied()
    }
    /// The model of `op`'s kind (none for an unregistered op).
    pub fn of(&self, ctx: &Context, op: Op) -> Option<&'static dyn BufferizableOp> {
        self.get(ctx.def(op)?)
    }
}

// ----- default answers -----

/// The trait's default `aliasing_operands` (the inverse of
/// `aliasing_values` over the op's tensor operands), for models that
/// override it only for some values.
pub fn default_aliasing_operands<M: BufferizableOp + ?Sized>(
    m: &M,
    s: &State,
    ctx: &Context,
    v: Value,
) -> AliasList<AliasingOperand> {
    let Some(op) = ctx.defining_op(v) else {
        return AliasList::new();
    };
    let mut out = AliasList::new();
    for &u in &ctx.op(op).operands {
        if !s.is_tensor(ctx, ctx.use_value(u)) {
            continue;
        }
        for a in m.aliasing_values(s, ctx, u) {
            if a.value == v {
                out.push(AliasingOperand {
                    operand: u,
                    relation: a.relation,
                    definite: a.definite,
                });
            }
        }
    }
    out
}

/// `default_aliasing_operands` for an op whose operand `offset + k` is the
/// only one whose `aliasing_values` may name its result `k` (a loop's init):
/// the same answer without asking every operand, which made loops with
/// many results quadratic.
pub fn loop_init_aliasing_operands<M: BufferizableOp + ?Sized>(
    m: &M,
    s: &State,
    ctx: &Context,
    v: Value,
    offset: usize,
) -> AliasList<AliasingOperand> {
    let ir::context::ValueDef::Result(op, k) = ctx.value(v).def else {
        return AliasList::new();
    };
    let Some(&u) = ctx.op(op).operands.get(offset + k as usize) else {
        return AliasList::new();
    };
    if !s.is_tensor(ctx, ctx.use_value(u)) {
        return AliasList::new();
    }
    m.aliasing_values(s, ctx, u)
        .into_iter()
        .filter(|a| a.value == v)
        .map(|a| AliasingOperand {
            operand: u,
            relation: a.relation,
            definite: a.definite,
        })
        .collect()
}

/// MLIR's default `resultBufferizesToMemoryWrite`.
pub fn default_result_writes(s: &State, ctx: &Context, v: Value) -> bool {
    let aliases = s.aliasing_operands_rc(ctx, v);
    if aliases.is_empty() {
        return true;
    }
    if aliases.iter().any(|a| s.writes(ctx, a.operand)) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return true;
    };
    // The search below looks for a write nested in `def`. An op without
    // regions owns only its results, and reaching one of them from its own
    // operand would be a cycle (on which MLIR's recursion does not end):
    // the answer is no, without walking the operand's whole alias chain
    // (which made long chains of insertions quadratic).
    if ctx.regions_of(def).is_empty() {
        return false;
    }
    let cfg = Traversal {
        always_include_leaves: false,
        ..Traversal::default()
    };
    for a in aliases.iter() {
        let start = ctx.use_value(a.operand);
        let mut inside = |x: Value| {
            let Some(o) = owner_of_value(ctx, x) else {
                return false;
            };
            if !ctx.is_ancestor(def, o) {
                return false;
            }
            s.value_writes(ctx, x)
        };
        if !s
            .find_in_reverse_chain(ctx, start, &mut inside, cfg)
            .is_empty()
        {
            return true;
        }
    }
    false
}

/// MLIR's `defaultGetBufferType`: the buffer type of an equivalent operand,
/// else the unknown-type conversion.
pub fn default_buffer_type(rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
    let t = rw.ctx.value_type(v);
    if rw.ctx.defining_op(v).is_none() {
        return Ok(rw.unknown_type(t));
    }
    let aliases = rw.st.aliasing_operands(rw.ctx, v);
    if let Some(a) = aliases.first() {
        if a.relation == Relation::Equivalent {
            let src = rw.ctx.use_value(a.operand);
            return rw.buffer_type_with(src, stack);
        }
    }
    let op = rw.ctx.defining_op(v).expect("op result");
    let space = rw.default_memory_space_at(t, op)?;
    Ok(rw.unknown_type_in(t, space))
}

/// What `default_buffer_type(v)` is made of.
pub fn default_buffer_type_sources(s: &State, ctx: &Context, v: Value) -> TypeSources {
    if ctx.defining_op(v).is_none() {
        return TypeSources::Own;
    }
    match s.aliasing_operands(ctx, v).first() {
        Some(a) if a.relation == Relation::Equivalent => {
            TypeSources::forward(ctx.use_value(a.operand))
        }
        _ => TypeSources::Own,
    }
}

// ----- tensor copies -----

/// The copy of `u` can be a plain allocation: its contents are undefined,
/// entirely overwritten, or never read.
pub fn can_omit_copy(s: &State, ctx: &Context, u: Use) -> bool {
    if s.has_undefined_contents(u) {
        return true;
    }
    let (reads, writes) = (s.reads(ctx, u), s.writes(ctx, u));
    if writes && !reads {
        return true;
    }
    !reads
        && s.aliasing_values(ctx, u)
            .iter()
            .all(|a| !s.is_value_read(ctx, a.value))
}

/// MLIR's `resolveTensorOpOperandConflicts`.
pub fn resolve_operand_conflicts(rw: &mut Rewriter, s: &State, op: Op) -> DResult<()> {
    // Nothing to copy when every tensor operand bufferizes in place. An
    // operand decided in place needs no look at its value (which may be
    // defined anywhere in the IR).
    let ctx = &*rw.ctx;
    if ctx.op(op).operands.iter().all(|&u| {
        if s.analysis && s.in_place_contains(u) {
            return true;
        }
        let v = ctx.use_value(u);
        !s.is_tensor(ctx, v) || s.is_in_place(ctx, u)
    }) {
        return Ok(());
    }
    let mut out_operands: Vec<Use> = Vec::new();
    let mut copied_operands: FxHashSet<Use> = FxHashSet::default();
    // With the operand whose out-of-place decision they stand for.
    let mut out_values: Vec<(Value, Use)> = Vec::new();
    let mut copied_values: FxHashSet<Value> = FxHashSet::default();
    let operands = rw.ctx.op(op).operands.clone();
    for u in operands {
        let ctx = &*rw.ctx;
        let v = ctx.use_value(u);
        if !s.is_tensor(ctx, v) || s.is_in_place(ctx, u) {
            continue;
        }
        if matches!(
            ctx.type_kind(ctx.value_type(v)),
            TypeKind::UnrankedTensor { .. }
        ) {
            return Err(error(
                ctx,
                op,
                "copying of unranked tensors is not implemented",
            ));
        }
        let aliases = s.aliasing_values(ctx, u);
        if aliases.len() == 1
            && ctx.defining_op(aliases[0].value).is_some()
            && !s.writes(ctx, u)
            && s.aliasing_operands(ctx, aliases[0].value).len() == 1
            && !matches!(
                ctx.type_kind(ctx.value_type(aliases[0].value)),
                TypeKind::UnrankedTensor { .. }
            )
        {
            let value = aliases[0].value;
            out_values.push((value, u));
            if !can_omit_copy(s, ctx, u) {
                copied_values.insert(value);
            }
        } else {
            out_operands.push(u);
            if !can_omit_copy(s, ctx, u) {
                copied_operands.insert(u);
            }
        }
    }
    rw.set_before(op);
    for u in out_operands {
        let v = rw.ctx.use_value(u);
        let copied = copied_operands.contains(&u);
        let what = format!("operand #{}", rw.ctx.use_data(u).index);
        let copy = out_of_place_tensor(rw, op, &what, v, copied, Because::Decision(u))?;
        rw.ctx.set_use_value(u, copy);
    }
    rw.set_after(op);
    for (v, u) in out_values {
        let copied = copied_values.contains(&v);
        let what = match rw.ctx.value(v).def {
            ir::context::ValueDef::Result(_, i) => format!("result #{i}"),
            _ => "a result".to_string(),
        };
        let copy = out_of_place_tensor(rw, op, &what, v, copied, Because::Decision(u))?;
        let copy_op = rw.ctx.defining_op(copy);
        let uses: Vec<Use> = rw.ctx.uses(v).collect();
        for u in uses {
            let owner = rw.ctx.use_data(u).owner;
            if Some(owner) == copy_op || rw.ctx.isa(owner, &dialects::tensor::DIM) {
                continue;
            }
            rw.ctx.set_use_value(u, copy);
        }
    }
    Ok(())
}

/// The new tensor copy insertion gives `v` (a copy when `copied`, else an
/// allocation of its shape) at the rewriter's insertion point, with its
/// `explain-copies` remark at `op` (`what` names the operand or result).
/// Where `v` is one scalar in every element, `minimize-copies` builds a
/// `tensor.splat` of it instead of a copy: a new buffer filled, not copied.
pub fn out_of_place_tensor(
    rw: &mut Rewriter,
    op: Op,
    what: &str,
    v: Value,
    copied: bool,
    because: Because,
) -> DResult<Value> {
    let s = rw.st;
    if copied && s.opts.rebuild_splats {
        if let Some(splat) = crate::rewrite::splat::rebuild_splat(rw, v) {
            crate::explain::remark_rebuilt(rw.ctx, s, op, what, v, because);
            return Ok(splat);
        }
    }
    crate::explain::remark(rw.ctx, s, op, what, v, copied, because);
    allocate_tensor_for(rw, v, copied)
}

/// MLIR's `allocateTensorForShapedValue`: a `bufferization.alloc_tensor`
/// shaped like `v`, copying it when `copy`.
pub fn allocate_tensor_for(rw: &mut Rewriter, v: Value, copy: bool) -> DResult<Value> {
    let t = rw.ctx.value_type(v);
    let shape = match rw.ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => {
            let loc = owner_of_value(rw.ctx, v)
                .map(|o| rw.ctx.loc(o))
                .unwrap_or(ir::context::Loc::UNKNOWN);
            return Err(Box::new(ir::diag::Diagnostic::error(
                loc,
                "copying of unranked tensors is not implemented",
            )));
        }
    };
    let mut dyn_sizes = Vec::new();
    if !copy {
        let reified = match rw.ctx.defining_op(v) {
            Some(d) => {
                let idx = rw.ctx.results(d).iter().position(|&r| r == v).unwrap_or(0);
                // What an op builds to give its result's sizes is at the
                // op's location, as in MLIR's `reifyResultShapes`.
                let at = rw.ctx.loc(d);
                let model = rw.st.models.of(rw.ctx, d);
                model.and_then(|m| rw.with_loc(at, |rw| m.reify_result_sizes(rw, d, idx)))
            }
            None => None,
        };
        match reified {
            Some(s) => dyn_sizes = s,
            None => dyn_sizes = rw.dynamic_dim_sizes(v),
        }
        debug_assert_eq!(
            dyn_sizes.len(),
            shape.iter().filter(|&&d| d == DYNAMIC).count()
        );
    }
    let copied: &[Value] = if copy { &[v] } else { &[] };
    let alloc_tensor = &dialects::bufferization::ALLOC_TENSOR;
    let op = rw.create_segmented(alloc_tensor, &[&dyn_sizes, copied, &[]], &[t], Vec::new());
    let alloc = rw.ctx.result(op, 0);
    if !copy {
        set_alloc_memory_space(rw, alloc, v)?;
    }
    Ok(alloc)
}

/// Gives the new `alloc_tensor` result `alloc` the memory space of `v`'s
/// buffer. It is asked after the op exists, as MLIR does: a failure (no
/// memory space can be inferred) leaves the allocation in the IR that the
/// diagnostics print.
pub fn set_alloc_memory_space(rw: &mut Rewriter, alloc: Value, v: Value) -> DResult<()> {
    if !rw.st.memory_spaces {
        return Ok(());
    }
    let bt = rw.buffer_type(v)?;
    if let Some(space) = rw.memory_space(bt) {
        let op = rw.ctx.defining_op(alloc).expect("alloc_tensor result");
        rw.ctx.set_attr(op, "memory_space", space);
    }
    Ok(())
}
