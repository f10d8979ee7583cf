//! The rewrite phase: a rewriter that tracks created ops (new tensor ops go
//! to the worklist, `to_buffer` ops are folded at the end), buffer and
//! buffer-type queries, and the top-to-bottom bufferization driver (MLIR's
//! `bufferizeOp`).
//!
//! Layout: this file holds the `Rewriter` (insertion points, op creation,
//! replacement), `buffers` the buffers and memref types, `driver` the
//! driver, `type_memo` the buffer types proven independent of the
//! invocation stack (what keeps loop nests linear).

mod buffers;
mod driver;
pub(crate) mod splat;
mod type_memo;

pub use buffers::cast_or_realloc;
pub use driver::{buffer_type_steps, bufferize_op};

use crate::options::{DefaultMemorySpace, LayoutMapOption};
use crate::state::{has_tensor_semantics_as, owner_of_value, post_order, State};
use dialects::bufferization::{ToBuffer, ToTensor, TO_BUFFER, TO_TENSOR};
use ir::attrs::AttrKind;
use ir::builder::InsertPoint;
use ir::context::{Loc, OpState, ValueDef};
use ir::diag::{DResult, Diagnostic};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, OpDef, Region, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The rewriter models bufferize with: creates ops at an insertion point, keeps the driver's
/// worklist current, and caches the buffers of tensors and their types.
pub struct Rewriter<'c> {
    /// The IR being rewritten.
    pub ctx: &'c mut Context,
    /// The analysis state the decisions come from.
    pub st: &'c State,
    /// Where new ops go.
    pub ip: InsertPoint,
    /// The location given to new ops.
    pub loc: Loc,
    /// Whether created ops are tracked (bufferization phase only).
    tracking: bool,
    /// Ops created that still have tensor semantics, for the driver to bufferize.
    pub worklist: Vec<Op>,
    /// The `bufferization.to_buffer` ops created, folded away after the rewrite.
    pub to_buffer_ops: Vec<Op>,
    cache: Cache,
    pub(crate) names: Names,
    /// The op the driver was called on.
    root: Option<Op>,
    /// While the driver runs: the `to_tensor` ops it may have to erase at the end.
    new_to_tensors: Option<Vec<Op>>,
    /// Allocations made at once for ops MLIR first turns into an
    /// `alloc_tensor`: that op is bufferized after every op the driver
    /// started with and disappears if nothing uses it by then, so an
    /// allocation still unused at the end is erased.
    pub deferred_allocs: Vec<Value>,
    /// Buffer types proven independent of the invocation stack (driver only).
    type_memo: Option<type_memo::TypeMemo>,
    /// Buffer-type queries and memo steps so far (see `buffer_type_steps`).
    type_steps: u64,
}

/// Op and attribute names the rewrite creates, interned once (hashing a
/// name costs more than the rest of creating an op).
#[derive(Default)]
pub(crate) struct Names {
    to_tensor: Option<ir::Sym>,
    to_buffer: Option<ir::Sym>,
    alloc: Option<ir::Sym>,
    alignment: Option<ir::Sym>,
    segment_sizes: Option<ir::Sym>,
}

/// `slot`, interned on first use.
fn interned(slot: &mut Option<ir::Sym>, ctx: &mut Context, name: &str) -> ir::Sym {
    *slot.get_or_insert_with(|| ctx.sym(name))
}

impl Names {
    pub(crate) fn name_to_tensor(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.to_tensor, ctx, TO_TENSOR.name)
    }
    pub(crate) fn name_to_buffer(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.to_buffer, ctx, TO_BUFFER.name)
    }
    fn alloc(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.alloc, ctx, dialects::memref::ALLOC.name)
    }
    fn alignment(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.alignment, ctx, "alignment")
    }
    fn segment_sizes(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.segment_sizes, ctx, ir::builder::SEGMENT_SIZES)
    }
}

/// Interned names, attributes and types the rewrite asks for again and
/// again (interning hashes the whole key each time).
#[derive(Default)]
struct Cache {
    /// By the address and length of the name (checked against the symbol's
    /// text on a hit: a non-literal name may reuse an address).
    syms: FxHashMap<(usize, usize), ir::Sym>,
    segments: FxHashMap<Vec<usize>, Attr>,
    memref_types: FxHashMap<(Type, Option<Attr>, Option<Attr>), Type>,
    alignment: Option<Attr>,
}

/// A dialect's own tensor-like type (`!test.test_tensor`), not a builtin tensor.
pub fn is_dialect_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), ir::TypeKind::Opaque { .. })
        && ctx.type_like(t) == ir::registry::TypeLike::Tensor
}

/// An error at `op` with mlir-opt's "see current operation" note.
pub fn error(ctx: &Context, op: Op, msg: impl Into<String>) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), msg.into());
    let text = ir::printer::op_to_generic_string(ctx, op);
    // mlir-opt starts a multi-line op on a new line.
    let sep = if text.contains('\n') { "\n" } else { "" };
    d.notes.push(ir::diag::Note {
        loc: ctx.loc(op),
        message: format!("see current operation: {sep}{text}"),
    });
    Box::new(d)
}

/// The message of a model failure that MLIR reports only by the driver's
/// "failed to bufferize op" (a failure without a diagnostic of its own).
pub const FAILED_TO_BUFFERIZE: &str = "failed to bufferize op";

/// The diagnostics when the model of `op` fails with `d`: MLIR's driver emits
/// "failed to bufferize op" at `op` after whatever the model emitted.
pub fn failed_to_bufferize(ctx: &Context, op: Op, d: Box<Diagnostic>) -> Box<Diagnostic> {
    let last = error(ctx, op, FAILED_TO_BUFFERIZE);
    if d.message == FAILED_TO_BUFFERIZE && d.follow.is_empty() {
        // A silent failure somewhere inside the model.
        return last;
    }
    let mut d = d;
    d.follow.push(*last);
    d
}

/// The op's dialect passes the options' filter (MLIR's `isOpAllowed`).
pub fn op_allowed(ctx: &Context, st: &State, op: Op) -> bool {
    if st.opts.dialect_filter.is_none() && st.opts.bufferize_function_boundaries {
        return true;
    }
    st.opts
        .is_dialect_allowed(ctx.op_name(op).split('.').next().unwrap_or(""))
}

impl<'c> Rewriter<'c> {
    /// A rewriter over `ctx` with the decisions of `st`; `tracking` feeds created ops to the
    /// driver's worklist (during the bufferization phase).
    pub fn new(ctx: &'c mut Context, st: &'c State, tracking: bool) -> Self {
        Rewriter {
            ctx,
            st,
            ip: InsertPoint::Detached,
            loc: Loc::UNKNOWN,
            tracking,
            worklist: Vec::new(),
            to_buffer_ops: Vec::new(),
            cache: Cache::default(),
            names: Names::default(),
            root: None,
            new_to_tensors: None,
            deferred_allocs: Vec::new(),
            type_memo: None,
            type_steps: 0,
        }
    }

    /// `ctx.sym(s)`, cached.
    pub fn sym(&mut self, s: &str) -> ir::Sym {
        let key = (s.as_ptr() as usize, s.len());
        if let Some(&sym) = self.cache.syms.get(&key) {
            if self.ctx.str(sym) == s {
                return sym;
            }
        }
        let sym = self.ctx.sym(s);
        self.cache.syms.insert(key, sym);
        sym
    }

    // ----- insertion points -----

    /// New ops go before `op`, at its location.
    pub fn set_before(&mut self, op: Op) {
        self.ip = InsertPoint::Before(op);
        self.loc = self.ctx.loc(op);
    }
    /// New ops go right after `op`, at its location.
    pub fn set_after(&mut self, op: Op) {
        self.loc = self.ctx.loc(op);
        self.ip = match self.ctx.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ctx.parent_block(op).expect("op in a block")),
        };
    }
    /// New ops go at the start of block `b`.
    pub fn set_block_start(&mut self, b: ir::Block) {
        self.ip = match self.ctx.first_op(b) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(b),
        };
    }
    /// After the definition of `v` (block start for block arguments).
    pub fn set_after_value(&mut self, v: Value) {
        match self.ctx.value(v).def {
            ValueDef::Result(op, _) => self.set_after(op),
            ValueDef::Arg(b, _) => self.set_block_start(b),
            ValueDef::Placeholder => {}
        }
    }

    // ----- creating ops -----

    /// Creates an op of kind `def` at the insertion point.
    pub fn create(
        &mut self,
        def: &'static OpDef,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
        regions: Vec<Region>,
    ) -> Op {
        let name = self.sym(def.name);
        let attrs = attrs.into_iter().map(|(k, a)| (self.sym(k), a)).collect();
        self.create_named(name, operands, result_types, attrs, regions)
    }
    /// [`Rewriter::create`] for an op whose operands come in groups
    /// (`AttrSizedOperandSegments`): the operands are the groups in order,
    /// and `operandSegmentSizes` gives their lengths.
    pub fn create_segmented(
        &mut self,
        def: &'static OpDef,
        groups: &[&[Value]],
        result_types: &[Type],
        mut attrs: Vec<(&str, Attr)>,
    ) -> Op {
        let sizes: SmallVec<[usize; 6]> = groups.iter().map(|g| g.len()).collect();
        let operands: SmallVec<[Value; 8]> =
            groups.iter().flat_map(|g| g.iter().copied()).collect();
        attrs.push((ir::builder::SEGMENT_SIZES, self.segments(&sizes)));
        self.create(def, &operands, result_types, attrs, Vec::new())
    }
    /// `create` with interned names.
    pub(crate) fn create_named(
        &mut self,
        name: ir::Sym,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(ir::Sym, Attr)>,
        regions: Vec<Region>,
    ) -> Op {
        let op = self.ctx.create_op(OpState {
            name,
            operands: operands.to_vec(),
            result_types: result_types.to_vec(),
            attrs,
            props: None,
            regions,
            successors: Vec::new(),
            loc: self.loc,
        });
        match self.ip {
            InsertPoint::End(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(x) => self.ctx.insert_op_before(x, op),
            InsertPoint::Detached => {}
        }
        self.notify_created(op);
        op
    }
    /// Creates an op of kind `def` with one result, and returns it.
    pub fn value(
        &mut self,
        def: &'static OpDef,
        operands: &[Value],
        ty: Type,
        attrs: Vec<(&str, Attr)>,
    ) -> Value {
        let op = self.create(def, operands, &[ty], attrs, Vec::new());
        self.ctx.result(op, 0)
    }
    /// Records `op` as created (see `tracking`): tensor ops join the worklist.
    pub fn notify_created(&mut self, op: Op) {
        if !self.tracking {
            return;
        }
        if self.ctx.isa(op, &TO_BUFFER) {
            self.to_buffer_ops.push(op);
            return;
        }
        if self.ctx.isa(op, &TO_TENSOR) {
            if let Some(c) = &mut self.new_to_tensors {
                c.push(op);
            }
            return;
        }
        if !self.has_tensor_semantics(op) || !op_allowed(self.ctx, self.st, op) {
            return;
        }
        self.worklist.push(op);
    }

    /// The op has builtin tensors, or values of a dialect's tensor-like type
    /// (which the analysis leaves alone: their ops are rewritten in place).
    fn has_tensor_semantics(&mut self, op: Op) -> bool {
        let is_func = self.ctx.isa(op, &dialects::func::FUNC);
        has_tensor_semantics_as(self.ctx, op, is_func) || {
            let ctx = &*self.ctx;
            let mut values = ctx.operands(op).chain(ctx.results(op).iter().copied());
            values.any(|v| is_dialect_tensor(ctx, ctx.value_type(v)))
        }
    }

    /// An `arith.constant` of `index` value `v`.
    pub fn index_constant(&mut self, v: i64) -> Value {
        let it = self.ctx.index_type();
        let a = self.ctx.index_attr(v);
        self.value(&dialects::arith::CONSTANT, &[], it, vec![("value", a)])
    }
    /// The `operandSegmentSizes` attribute of `sizes` (cached).
    pub fn segments(&mut self, sizes: &[usize]) -> Attr {
        if let Some(&a) = self.cache.segments.get(sizes) {
            return a;
        }
        let v: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
        let a = self.ctx.dense_i32_array(&v);
        self.cache.segments.insert(sizes.to_vec(), a);
        a
    }

    /// Replaces the results of `op` by `values`; tensor results get a
    /// `to_tensor` of the new buffer right after `op` (MLIR's
    /// `replaceOpWithBufferizedValues`).
    pub fn replace_op_with_buffers(&mut self, op: Op, values: &[Value]) {
        let is_tensor =
            |ctx: &Context, t: Type| ctx.type_kind(t).is_tensor() || is_dialect_tensor(ctx, t);
        if let (&[r], Some(&v)) = (self.ctx.results(op), values.first()) {
            if is_tensor(self.ctx, self.ctx.value_type(r)) && self.morph_into_to_tensor(op, v) {
                return;
            }
        }
        let results: SmallVec<[Value; 4]> = self.ctx.results(op).into();
        let mut repl: SmallVec<[Value; 4]> = SmallVec::with_capacity(results.len());
        for (r, &v) in results.iter().zip(values) {
            let rt = self.ctx.value_type(*r);
            if is_tensor(self.ctx, rt) {
                self.set_after(op);
                let name = self.names.name_to_tensor(self.ctx);
                // At the buffer's location, as MLIR's `replaceOpWithBufferizedValues`.
                let at = self.ctx.value_loc(v);
                let o = self.with_loc(at, |rw| {
                    rw.create_named(name, &[v], &[rt], Vec::new(), Vec::new())
                });
                let t = self.ctx.result(o, 0);
                repl.push(t);
            } else {
                repl.push(v);
            }
        }
        for (r, v) in results.iter().zip(repl) {
            self.ctx.replace_all_uses(*r, v);
        }
        self.erase(op);
    }
    /// Turns `op`, whose single result is a tensor, into `to_tensor(buffer)`
    /// where it stands: the IR is the one a new `to_tensor` right after `op`
    /// taking over the uses of its result, with `op` erased, gives, without
    /// creating an op, moving uses and erasing. Not for the op the driver
    /// was called on (the driver stops once its root is gone), nor for ops
    /// that still hold nested ops or successors.
    fn morph_into_to_tensor(&mut self, op: Op, buffer: Value) -> bool {
        let ctx = &*self.ctx;
        let d = ctx.op(op);
        if Some(op) == self.root
            || d.erased
            || ctx.parent_block(op).is_none()
            || !d.successors().is_empty()
            || d.regions().iter().any(|&r| {
                ctx.region_blocks(r)
                    .iter()
                    .any(|&b| ctx.first_op(b).is_some())
            })
        {
            return false;
        }
        let name = self.names.name_to_tensor(self.ctx);
        self.ctx.set_operands(op, &[buffer]);
        // Moving the uses to a new value would leave them in reverse order
        // (uses are linked at the front): relinking each in order does that.
        let r = self.ctx.result(op, 0);
        if self.ctx.uses(r).nth(1).is_some() {
            let uses: SmallVec<[ir::Use; 8]> = self.ctx.uses(r).collect();
            for u in uses {
                self.ctx.set_use_value(u, r);
            }
        }
        let loc = self.ctx.value_loc(buffer);
        let d = self.ctx.op_mut(op);
        d.rename_bare(name);
        d.clear_regions();
        d.loc = loc;
        if let Some(c) = &mut self.new_to_tensors {
            c.push(op);
        }
        true
    }
    /// Replaces `op` by a new op of the given kind (MLIR's `replaceOpWithNewBufferizedOp`).
    pub fn replace_with_new(
        &mut self,
        op: Op,
        def: &'static OpDef,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
    ) -> Op {
        self.set_before(op);
        let n = self.create(def, operands, result_types, attrs, Vec::new());
        let vals = self.ctx.results(n).to_vec();
        self.replace_op_with_buffers(op, &vals);
        n
    }
    /// `erase` for an op without regions or successors: the same IR,
    /// without the walk over nested ops.
    fn erase_leaf(&mut self, op: Op) {
        let d = self.ctx.op(op);
        if d.erased || !d.regions().is_empty() || !d.successors().is_empty() {
            return self.erase(op);
        }
        self.ctx.unlink_op(op);
        self.ctx.set_operands(op, &[]);
        self.ctx.op_mut(op).erased = true;
    }
    /// Erases `op` and its nested ops, unless it is erased already.
    pub fn erase(&mut self, op: Op) {
        if !self.ctx.is_erased(op) {
            self.ctx.erase_op(op);
        }
    }
}
