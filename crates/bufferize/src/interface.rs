//! The bufferization interface: what an op kind tells the analysis about its
//! tensor operands and results (MLIR's `BufferizableOpInterface`), and how it
//! is rewritten to memrefs. Implementations live in `models/`, one file per
//! dialect, and are found in a [`ModelRegistry`] by op kind.

use crate::rewrite::Rewriter;
use crate::state::State;
use ir::diag::DResult;
use ir::{Context, Op, OpDef, Type, Use, Value};
use rustc_hash::FxHashMap;

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
    pub value: Value,
    pub relation: Relation,
    /// The alias certainly materializes (as opposed to "may alias").
    pub definite: bool,
}

/// An operand whose buffer a value may share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingOperand {
    pub operand: Use,
    pub relation: Relation,
    pub definite: bool,
}

/// The two operands of a subset insertion (`tensor.insert_slice`).
pub struct SubsetInsertion {
    pub source: Use,
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
        crate::models::default_aliasing_operands(self, s, ctx, v)
    }
    /// The result `v` is (or may be) written: MLIR's
    /// `resultBufferizesToMemoryWrite` with its default rules.
    fn result_writes(&self, s: &State, ctx: &Context, v: Value) -> bool {
        crate::state::default_result_writes(s, ctx, v)
    }
    /// `u` must bufferize in place, whatever the analysis finds. By default: unranked tensor
    /// operands (they cannot be copied).
    fn must_in_place(&self, _s: &State, ctx: &Context, u: Use) -> bool {
        matches!(
            ctx.type_kind(ctx.value_type(ctx.use_data(u).value)),
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
    /// The op inserts a subset of a source into a destination.
    fn subset_insertion(&self, _ctx: &Context, _op: Op) -> Option<SubsetInsertion> {
        None
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
        crate::copies::resolve_operand_conflicts(rw, s, op)
    }
    /// The memref type `v` will get.
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        crate::rewrite::default_buffer_type(rw, v, stack)
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
