//! The rewrite phase: a rewriter that tracks created ops (new tensor ops go
//! to the worklist, `to_buffer` ops are folded at the end), buffer and
//! buffer-type queries, and the top-to-bottom bufferization driver (MLIR's
//! `bufferizeOp`).

use crate::interface::Relation;
use crate::options::{DefaultMemorySpace, LayoutMapOption};
use crate::state::{has_tensor_semantics_as, owner_of_value, post_order, State};
use ir::attrs::AttrKind;
use ir::builder::InsertPoint;
use ir::context::{Loc, OpState, ValueDef};
use ir::diag::{DResult, Diagnostic};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, Region, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

pub struct Rewriter<'c> {
    pub ctx: &'c mut Context,
    pub st: &'c State,
    pub ip: InsertPoint,
    pub loc: Loc,
    /// Whether created ops are tracked (bufferization phase only).
    tracking: bool,
    pub worklist: Vec<Op>,
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
}

/// Op and attribute names the rewrite creates or compares against, interned
/// once (hashing a name costs more than the rest of a comparison).
#[derive(Default)]
pub(crate) struct Names {
    to_tensor: Option<ir::Sym>,
    to_buffer: Option<ir::Sym>,
    func: Option<ir::Sym>,
    alloc: Option<ir::Sym>,
    alignment: Option<ir::Sym>,
    segment_sizes: Option<ir::Sym>,
    /// Per name compared against: the symbol count at its last lookup.
    seen: SeenSyms,
}

#[derive(Default)]
struct SeenSyms {
    to_tensor: usize,
    to_buffer: usize,
    func: usize,
}

/// `slot`, interned on first use.
fn interned(slot: &mut Option<ir::Sym>, ctx: &mut Context, name: &str) -> ir::Sym {
    *slot.get_or_insert_with(|| ctx.sym(name))
}

/// `slot` if the name was interned already (no op can have it otherwise);
/// looked up again while it was not, once per new symbol in the context.
fn existing(
    slot: &mut Option<ir::Sym>,
    ctx: &Context,
    name: &str,
    syms_seen: &mut usize,
) -> Option<ir::Sym> {
    if slot.is_none() && *syms_seen != ctx.num_syms() {
        *syms_seen = ctx.num_syms();
        *slot = ctx.existing_sym(name);
    }
    *slot
}

impl Names {
    pub(crate) fn name_to_tensor(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.to_tensor, ctx, "bufferization.to_tensor")
    }
    pub(crate) fn name_to_buffer(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.to_buffer, ctx, "bufferization.to_buffer")
    }
    fn alloc(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.alloc, ctx, "memref.alloc")
    }
    fn alignment(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.alignment, ctx, "alignment")
    }
    fn segment_sizes(&mut self, ctx: &mut Context) -> ir::Sym {
        interned(&mut self.segment_sizes, ctx, "operandSegmentSizes")
    }
    fn is_to_tensor(&mut self, ctx: &Context, op: Op) -> bool {
        existing(
            &mut self.to_tensor,
            ctx,
            "bufferization.to_tensor",
            &mut self.seen.to_tensor,
        ) == Some(ctx.op(op).name)
    }
    fn is_to_buffer(&mut self, ctx: &Context, op: Op) -> bool {
        existing(
            &mut self.to_buffer,
            ctx,
            "bufferization.to_buffer",
            &mut self.seen.to_buffer,
        ) == Some(ctx.op(op).name)
    }
    fn is_func(&mut self, ctx: &Context, op: Op) -> bool {
        existing(&mut self.func, ctx, "func.func", &mut self.seen.func) == Some(ctx.op(op).name)
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

    pub fn set_before(&mut self, op: Op) {
        self.ip = InsertPoint::Before(op);
        self.loc = self.ctx.loc(op);
    }
    pub fn set_after(&mut self, op: Op) {
        self.loc = self.ctx.loc(op);
        self.ip = match self.ctx.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ctx.parent_block(op).expect("op in a block")),
        };
    }
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

    pub fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
        regions: Vec<Region>,
    ) -> Op {
        let name = self.sym(name);
        let attrs = attrs.into_iter().map(|(k, a)| (self.sym(k), a)).collect();
        self.create_named(name, operands, result_types, attrs, regions)
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
    pub fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: Vec<(&str, Attr)>,
    ) -> Value {
        let op = self.create(name, operands, &[ty], attrs, Vec::new());
        self.ctx.result(op, 0)
    }
    pub fn notify_created(&mut self, op: Op) {
        if !self.tracking {
            return;
        }
        if self.names.is_to_buffer(self.ctx, op) {
            self.to_buffer_ops.push(op);
            return;
        }
        if self.names.is_to_tensor(self.ctx, op) {
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

    fn has_tensor_semantics(&mut self, op: Op) -> bool {
        let is_func = self.names.is_func(self.ctx, op);
        has_tensor_semantics_as(self.ctx, op, is_func)
    }

    pub fn index_constant(&mut self, v: i64) -> Value {
        let it = self.ctx.index_type();
        let a = self.ctx.index_attr(v);
        self.value("arith.constant", &[], it, vec![("value", a)])
    }
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
        if let (&[r], Some(&v)) = (self.ctx.results(op), values.first()) {
            if self.ctx.type_kind(self.ctx.value_type(r)).is_tensor()
                && self.morph_into_to_tensor(op, v)
            {
                return;
            }
        }
        let results: SmallVec<[Value; 4]> = self.ctx.results(op).into();
        let mut repl: SmallVec<[Value; 4]> = SmallVec::with_capacity(results.len());
        for (r, &v) in results.iter().zip(values) {
            let rt = self.ctx.value_type(*r);
            if self.ctx.type_kind(rt).is_tensor() {
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
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
    ) -> Op {
        self.set_before(op);
        let n = self.create(name, operands, result_types, attrs, Vec::new());
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
    pub fn erase(&mut self, op: Op) {
        if !self.ctx.is_erased(op) {
            self.ctx.erase_op(op);
        }
    }

    // ----- buffers -----

    /// The buffer of tensor `v`: the operand of its `to_tensor`, or a new `to_buffer`.
    /// Runs `f` with new ops built at `loc` (MLIR builders given a value's
    /// or another op's location), then restores the current location.
    pub fn with_loc<R>(&mut self, loc: Loc, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = std::mem::replace(&mut self.loc, loc);
        let r = f(self);
        self.loc = saved;
        r
    }

    pub fn get_buffer(&mut self, v: Value) -> DResult<Value> {
        let t = self.ctx.value_type(v);
        if !self.ctx.type_kind(t).is_tensor() {
            return Ok(v);
        }
        if let Some(d) = self.ctx.defining_op(v) {
            if self.names.is_to_tensor(self.ctx, d) {
                return Ok(self.ctx.operand(d, 0));
            }
        }
        let bt = self.buffer_type(v)?;
        let (ip, loc) = (self.ip, self.loc);
        self.set_after_value(v);
        self.loc = self.ctx.value_loc(v);
        let name = self.names.name_to_buffer(self.ctx);
        let o = self.create_named(name, &[v], &[bt], Vec::new(), Vec::new());
        let b = self.ctx.result(o, 0);
        self.ip = ip;
        self.loc = loc;
        Ok(b)
    }
    /// The buffers of `a` and `b`, both asked for before a failure counts
    /// (as ops do in MLIR that fetch two buffers and then check them): when
    /// both fail, both errors are reported, in order.
    pub fn get_buffer_pair(&mut self, a: Value, b: Value) -> DResult<(Value, Value)> {
        match (self.get_buffer(a), self.get_buffer(b)) {
            (Ok(x), Ok(y)) => Ok((x, y)),
            (Err(mut first), Err(second)) => {
                first.follow.push(*second);
                Err(first)
            }
            (Err(e), _) | (_, Err(e)) => Err(e),
        }
    }
    pub fn buffer_type(&mut self, v: Value) -> DResult<Type> {
        let mut stack = Vec::new();
        self.buffer_type_with(v, &mut stack)
    }
    pub fn buffer_type_with(&mut self, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        stack.push(v);
        let owner = owner_of_value(self.ctx, v);
        let r = match owner.and_then(|o| self.st.model(self.ctx, o)) {
            Some(m) => m.buffer_type(self, v, stack),
            None => {
                // Not bufferizable: the default memory space, if any.
                let t = self.ctx.value_type(v);
                match owner {
                    Some(o) => {
                        let space = self.default_memory_space_at(t, o)?;
                        Ok(self.unknown_type_in(t, space))
                    }
                    None => Ok(self.unknown_type(t)),
                }
            }
        };
        stack.pop();
        r
    }

    // ----- memref types -----

    /// The memref type of a tensor type with the given layout and memory space.
    pub fn memref_type(&mut self, tensor: Type, layout: Option<Attr>, space: Option<Attr>) -> Type {
        let key = (tensor, layout, space);
        if let Some(&t) = self.cache.memref_types.get(&key) {
            return t;
        }
        let t = self.new_memref_type(tensor, layout, space);
        self.cache.memref_types.insert(key, t);
        t
    }
    fn new_memref_type(&mut self, tensor: Type, layout: Option<Attr>, space: Option<Attr>) -> Type {
        match self.ctx.type_kind(tensor).clone() {
            TypeKind::RankedTensor { shape, elem, .. } => self.ctx.ty(TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space: space,
            }),
            TypeKind::UnrankedTensor { elem } => self.ctx.ty(TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }),
            _ => tensor,
        }
    }
    pub fn identity_type(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        self.memref_type(tensor, None, space)
    }
    pub fn fully_dynamic_type(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        match self.ctx.type_kind(tensor).clone() {
            TypeKind::RankedTensor { shape, .. } => {
                let layout = self.ctx.attr(AttrKind::Strided {
                    offset: DYNAMIC,
                    strides: vec![DYNAMIC; shape.len()],
                });
                self.memref_type(tensor, Some(layout), space)
            }
            _ => self.memref_type(tensor, None, space),
        }
    }
    /// `unknown-type-conversion` applied to a tensor type.
    pub fn unknown_type(&mut self, tensor: Type) -> Type {
        self.unknown_type_in(tensor, None)
    }
    /// `unknown-type-conversion` applied to a tensor type, in `space`.
    pub fn unknown_type_in(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        match self.st.opts.unknown_type_conversion {
            LayoutMapOption::IdentityLayoutMap => self.identity_type(tensor, space),
            _ => self.fully_dynamic_type(tensor, space),
        }
    }
    /// `function-boundary-type-conversion` applied to a tensor type, in the
    /// default memory space (mlir-opt's behaviour is undefined when the
    /// memory space must be inferred; the default space is used then).
    pub fn function_boundary_type(&mut self, tensor: Type) -> Type {
        let space = self.default_memory_space(tensor).flatten();
        match self.st.opts.function_boundary_type_conversion {
            LayoutMapOption::IdentityLayoutMap => self.identity_type(tensor, space),
            _ => self.fully_dynamic_type(tensor, space),
        }
    }
    /// MLIR's `defaultMemorySpaceFn`: `Some(space)` (`Some(None)`: the
    /// default memory space), or `None` when it must be inferred.
    pub fn default_memory_space(&self, tensor: Type) -> Option<Option<Attr>> {
        match self.st.opts.default_memory_space {
            DefaultMemorySpace::Default => Some(None),
            DefaultMemorySpace::MustInfer => None,
            DefaultMemorySpace::Encoding => match self.ctx.type_kind(tensor) {
                TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
                _ => None,
            },
        }
    }
    /// The default memory space of `tensor`, or mlir-opt's error at `op`
    /// when there is none.
    pub fn default_memory_space_at(&self, tensor: Type, op: Op) -> DResult<Option<Attr>> {
        self.default_memory_space(tensor)
            .ok_or_else(|| error(self.ctx, op, "could not infer memory space"))
    }
    pub fn memory_space(&self, t: Type) -> Option<Attr> {
        self.ctx.type_kind(t).memory_space()
    }

    /// Casts `buffer` to `ty` with `memref.cast` when the types differ (at
    /// the buffer's location, as MLIR's scf `castBuffer`).
    pub fn cast_buffer(&mut self, buffer: Value, ty: Type) -> Value {
        if self.ctx.value_type(buffer) == ty {
            return buffer;
        }
        let at = self.ctx.value_loc(buffer);
        self.with_loc(at, |rw| rw.value("memref.cast", &[buffer], ty, Vec::new()))
    }

    /// `memref.alloc` with the configured alignment.
    pub fn create_alloc(&mut self, ty: Type, dyn_sizes: &[Value]) -> Value {
        let mut attrs = Vec::with_capacity(2);
        if self.st.opts.buffer_alignment != 0 {
            let a = match self.cache.alignment {
                Some(a) => a,
                None => {
                    let i64t = self.ctx.int_type(64);
                    let a = self
                        .ctx
                        .int_attr(i64t, self.st.opts.buffer_alignment as i128);
                    self.cache.alignment = Some(a);
                    a
                }
            };
            attrs.push((self.names.alignment(self.ctx), a));
        }
        let seg = self.segments(&[dyn_sizes.len(), 0]);
        attrs.push((self.names.segment_sizes(self.ctx), seg));
        let name = self.names.alloc(self.ctx);
        let op = self.create_named(name, dyn_sizes, &[ty], attrs, Vec::new());
        self.ctx.result(op, 0)
    }
    pub fn create_copy(&mut self, from: Value, to: Value) {
        self.create("memref.copy", &[from, to], &[], Vec::new(), Vec::new());
    }
    /// `memref.dim` (or `tensor.dim`) of every dynamic dimension of `v`.
    pub fn dynamic_dim_sizes(&mut self, v: Value) -> Vec<Value> {
        let t = self.ctx.value_type(v);
        let shape = self
            .ctx
            .type_kind(t)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let dim_op = if self.ctx.type_kind(t).is_tensor() {
            "tensor.dim"
        } else {
            "memref.dim"
        };
        let it = self.ctx.index_type();
        let mut out = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                let c = self.index_constant(i as i64);
                out.push(self.value(dim_op, &[v, c], it, Vec::new()));
            }
        }
        out
    }
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
            let src = rw.ctx.use_data(a.operand).value;
            return rw.buffer_type_with(src, stack);
        }
    }
    let op = rw.ctx.defining_op(v).expect("op result");
    let space = rw.default_memory_space_at(t, op)?;
    Ok(rw.unknown_type_in(t, space))
}

/// MLIR's `bufferizeOp`: bufferizes every op nested in `root` (post-order),
/// then folds `to_buffer(to_tensor(x))` pairs and drops dead `to_tensor`s.
pub fn bufferize_op(ctx: &mut Context, st: &State, root: Op) -> DResult<()> {
    let mut rw = Rewriter::new(ctx, st, true);
    rw.root = Some(root);
    // The `to_tensor` ops that may be dead at the end: the ones in the tree
    // now and the ones the rewrite makes (they are checked to be in the tree).
    let mut to_tensors = Vec::new();
    for o in post_order(rw.ctx, root) {
        if rw.names.is_to_buffer(rw.ctx, o) {
            rw.to_buffer_ops.push(o);
        } else if rw.names.is_to_tensor(rw.ctx, o) {
            to_tensors.push(o);
        }
        if rw.has_tensor_semantics(o) && op_allowed(rw.ctx, st, o) {
            rw.worklist.push(o);
        }
    }
    rw.new_to_tensors = Some(to_tensors);
    let mut i = 0;
    while i < rw.worklist.len() {
        let op = rw.worklist[i];
        // An op's operands come from anywhere in the IR, and each rewrite
        // reads their definitions: fetching them ahead overlaps the misses.
        for (stage, distance) in [(0, 32), (1, 24)] {
            if let Some(&ahead) = rw.worklist.get(i + distance) {
                rw.ctx.prefetch_op_and_uses(ahead, stage);
            }
        }
        for (stage, distance) in [(0, 20), (1, 14), (2, 9), (3, 5), (4, 2)] {
            if let Some(&ahead) = rw.worklist.get(i + distance) {
                rw.ctx.prefetch_operand_chain(ahead, stage);
            }
        }
        i += 1;
        if rw.ctx.is_erased(op) {
            continue;
        }
        let Some(m) = rw.st.model(rw.ctx, op) else {
            continue;
        };
        if !rw.has_tensor_semantics(op) {
            continue;
        }
        if !m.supports_unstructured_control_flow()
            && rw
                .ctx
                .regions_of(op)
                .iter()
                .any(|&r| rw.ctx.region_blocks(r).len() > 1)
        {
            return Err(error(rw.ctx, op, format!("'{}' op op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks", rw.ctx.op_name(op))));
        }
        rw.set_before(op);
        if let Err(d) = m.bufferize(&mut rw, op) {
            return Err(failed_to_bufferize(rw.ctx, op, d));
        }
    }
    if rw.ctx.is_erased(root) {
        return Ok(());
    }
    let to_buffers = std::mem::take(&mut rw.to_buffer_ops);
    let mut seen = FxHashSet::default();
    for tb in to_buffers {
        if rw.ctx.is_erased(tb) || !seen.insert(tb) {
            continue;
        }
        fold_to_buffer_to_tensor(&mut rw, tb)?;
    }
    // Remove dead to_tensor ops (erasing one leaves the others' uses alone,
    // so the order does not matter).
    let candidates = rw.new_to_tensors.take().unwrap_or_default();
    for o in candidates {
        let ctx = &*rw.ctx;
        if ctx.is_erased(o)
            || !rw.names.is_to_tensor(ctx, o)
            || ctx.has_uses(ctx.result(o, 0))
            || !ctx.is_ancestor(root, o)
        {
            continue;
        }
        rw.erase_leaf(o);
    }
    for alloc in std::mem::take(&mut rw.deferred_allocs) {
        let ctx = &*rw.ctx;
        let Some(o) = ctx.defining_op(alloc) else {
            continue;
        };
        if !ctx.is_erased(o) && !ctx.has_uses(alloc) {
            rw.erase_leaf(o);
        }
    }
    if rw.st.opts.allow_unknown_ops {
        return Ok(());
    }
    let worklist = std::mem::take(&mut rw.worklist);
    for op in worklist {
        if rw.ctx.is_erased(op)
            || rw.names.is_to_tensor(rw.ctx, op)
            || rw.names.is_to_buffer(rw.ctx, op)
            || !rw.has_tensor_semantics(op)
        {
            continue;
        }
        let ctx = &*rw.ctx;
        if !op_allowed(ctx, rw.st, op) {
            continue;
        }
        if ctx.results(op).iter().all(|&r| !ctx.has_uses(r))
            && transforms::effects::is_memory_effect_free(ctx, op)
        {
            continue;
        }
        return Err(error(ctx, op, "op was not bufferized"));
    }
    Ok(())
}

/// Folds `to_buffer(to_tensor(x))` into `x`, casting when the types differ
/// (MLIR's `foldToBufferToTensorPair`).
fn fold_to_buffer_to_tensor(rw: &mut Rewriter, tb: Op) -> DResult<()> {
    let src = rw.ctx.operand(tb, 0);
    let Some(tt) = rw.ctx.defining_op(src) else {
        return Ok(());
    };
    if !rw.ctx.is_op(tt, "bufferization.to_tensor") {
        return Ok(());
    }
    let buf = rw.ctx.operand(tt, 0);
    let want = rw.ctx.value_type(rw.ctx.result(tb, 0));
    let have = rw.ctx.value_type(buf);
    let res = rw.ctx.result(tb, 0);
    if want == have {
        rw.ctx.replace_all_uses(res, buf);
        rw.erase(tb);
        return Ok(());
    }
    rw.set_before(tb);
    let ranked = |t: Type| matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. });
    let new = match (ranked(have), ranked(want)) {
        (true, true) => cast_or_realloc(rw, buf, want)?,
        // MLIR has no copy from an unranked buffer: the pair stays.
        (false, true) => return Ok(()),
        // Into an unranked type, always a cast (even one across memory
        // spaces, which the verifier then rejects, as in MLIR).
        _ => rw.value("memref.cast", &[buf], want, Vec::new()),
    };
    rw.ctx.replace_all_uses(res, new);
    rw.erase(tb);
    Ok(())
}

/// MLIR's `castOrReallocMemRefValue`: a `memref.cast` when it is valid for
/// sure, else a new allocation and a copy.
pub fn cast_or_realloc(rw: &mut Rewriter, buf: Value, want: Type) -> DResult<Value> {
    // Everything built here carries the location of `buf` (its op's, or a
    // block argument's own), as in MLIR: a verifier error on the new alloc
    // then names where the buffer came from, not the op that needed it cast.
    let loc = rw.ctx.value_loc(buf);
    let at = if loc.is_known() { loc } else { rw.loc };
    rw.with_loc(at, |rw| cast_or_realloc_here(rw, buf, want))
}

fn cast_or_realloc_here(rw: &mut Rewriter, buf: Value, want: Type) -> DResult<Value> {
    let have = rw.ctx.value_type(buf);
    if dialects::memref::cast_guaranteed_valid(rw.ctx, have, want) {
        return Ok(rw.value("memref.cast", &[buf], want, Vec::new()));
    }
    let shape = rw
        .ctx
        .type_kind(want)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let it = rw.ctx.index_type();
    let mut dyn_sizes = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d == DYNAMIC {
            let c = rw.index_constant(i as i64);
            dyn_sizes.push(rw.value("memref.dim", &[buf, c], it, Vec::new()));
        }
    }
    let alloc = rw.create_alloc(want, &dyn_sizes);
    rw.create_copy(buf, alloc);
    Ok(alloc)
}
