//! Small helpers shared by the deallocation passes: op creation at an
//! insertion point, type queries, diagnostics in mlir-opt's style, and a
//! merge sort that tolerates comparators that are not total orders.

use ir::attrs::AttrKind;
use ir::builder::{Builder, InsertPoint};
use ir::diag::Diagnostic;
use ir::types::TypeKind;
use ir::{Attr, Block, Context, Op, OpDef, Region, Type, Value};

/// Whether `v` is a memref (ranked or unranked).
pub fn is_memref(ctx: &Context, v: Value) -> bool {
    ctx.type_kind(ctx.value_type(v)).is_memref()
}

/// Whether `t` is a memref type (ranked or unranked).
pub fn is_memref_type(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).is_memref()
}

/// The ops of the kind `def` nested in `root` (and `root` itself), in
/// pre-order. Compares interned names: a name never interned names no op.
pub fn ops_named(ctx: &Context, root: Op, def: &'static OpDef) -> Vec<Op> {
    let mut out = Vec::new();
    if let Some(s) = ctx.existing_sym(def.name) {
        ctx.walk_pre(root, |o| {
            if ctx.op(o).name == s {
                out.push(o);
            }
        });
    }
    out
}

/// Gives `root`, every op nested in it and their blocks' arguments
/// location `loc`: what MLIR builds in one go with one location.
pub fn relocate_tree(ctx: &mut Context, root: Op, loc: ir::Loc) {
    let mut ops = Vec::new();
    ctx.walk_pre(root, |o| ops.push(o));
    for o in ops {
        ctx.op_mut(o).loc = loc;
        for r in ctx.regions_of(o).to_vec() {
            for b in ctx.region_blocks(r).to_vec() {
                for a in ctx.block_args(b).to_vec() {
                    ctx.set_arg_loc(a, loc);
                }
            }
        }
    }
}

/// The location of the op at `ip` (unknown at a block's end): the
/// deallocation passes build what an op needs at that op's location.
pub fn loc_at(ctx: &Context, ip: InsertPoint) -> ir::Loc {
    match ip {
        InsertPoint::Before(x) => ctx.loc(x),
        _ => ir::Loc::UNKNOWN,
    }
}

/// Creates an op of the kind `def` at `ip`, at the location of the op it
/// is placed before ([`loc_at`]), and returns it.
pub fn mk(
    ctx: &mut Context,
    ip: InsertPoint,
    def: &'static OpDef,
    operands: &[Value],
    results: &[Type],
    attrs: Vec<(&str, Attr)>,
) -> Op {
    let loc = loc_at(ctx, ip);
    mk_loc(ctx, ip, loc, def, operands, results, attrs)
}

/// [`mk`] with a location.
pub fn mk_loc(
    ctx: &mut Context,
    ip: InsertPoint,
    loc: ir::Loc,
    def: &'static OpDef,
    operands: &[Value],
    results: &[Type],
    attrs: Vec<(&str, Attr)>,
) -> Op {
    Builder { ctx, ip, loc }.build(def, operands, results, attrs)
}

/// [`mk_loc`] for an op whose operands come in groups:
/// `operandSegmentSizes` is set from their lengths.
pub fn mk_segmented(
    ctx: &mut Context,
    ip: InsertPoint,
    loc: ir::Loc,
    def: &'static OpDef,
    groups: &[&[Value]],
    results: &[Type],
    attrs: Vec<(&str, Attr)>,
) -> Op {
    Builder { ctx, ip, loc }.build_segmented(def, groups, results, attrs)
}

/// [`mk_loc`] for an op with regions.
#[allow(clippy::too_many_arguments)]
pub fn mk_with_regions(
    ctx: &mut Context,
    ip: InsertPoint,
    loc: ir::Loc,
    def: &'static OpDef,
    operands: &[Value],
    results: &[Type],
    attrs: Vec<(&str, Attr)>,
    regions: Vec<Region>,
) -> Op {
    Builder { ctx, ip, loc }.create(def.name, operands, results, attrs, regions, Vec::new())
}

/// `arith.constant true/false` at `ip`.
pub fn const_bool(ctx: &mut Context, ip: InsertPoint, v: bool) -> Value {
    let i1 = ctx.i1();
    let a = ctx.int_attr(i1, v as i128);
    let op = mk(
        ctx,
        ip,
        &dialects::arith::CONSTANT,
        &[],
        &[i1],
        vec![("value", a)],
    );
    ctx.result(op, 0)
}

/// An `arith.constant` of `index` value `v`, created at `ip`.
pub fn const_index(ctx: &mut Context, ip: InsertPoint, v: i64) -> Value {
    let t = ctx.index_type();
    let a = ctx.index_attr(v);
    let op = mk(
        ctx,
        ip,
        &dialects::arith::CONSTANT,
        &[],
        &[t],
        vec![("value", a)],
    );
    ctx.result(op, 0)
}

/// A binary `arith` op whose result has the type of `lhs`.
pub fn binop(
    ctx: &mut Context,
    ip: InsertPoint,
    def: &'static OpDef,
    lhs: Value,
    rhs: Value,
) -> Value {
    let t = ctx.value_type(lhs);
    let op = mk(ctx, ip, def, &[lhs, rhs], &[t], Vec::new());
    ctx.result(op, 0)
}

/// `arith.select` at `ip` with location `loc`.
pub fn select(
    ctx: &mut Context,
    ip: InsertPoint,
    loc: ir::Loc,
    c: Value,
    t: Value,
    f: Value,
) -> Value {
    let ty = ctx.value_type(t);
    let op = mk_loc(
        ctx,
        ip,
        loc,
        &dialects::arith::SELECT,
        &[c, t, f],
        &[ty],
        Vec::new(),
    );
    ctx.result(op, 0)
}

/// `arith.cmpi` with predicate `eq` (0) or `ne` (1), ...
pub fn cmpi(ctx: &mut Context, ip: InsertPoint, pred: i64, lhs: Value, rhs: Value) -> Value {
    let i64t = ctx.int_type(64);
    let pa = ctx.int_attr(i64t, pred as i128);
    let i1 = ctx.i1();
    let op = mk(
        ctx,
        ip,
        &dialects::arith::CMPI,
        &[lhs, rhs],
        &[i1],
        vec![("predicate", pa)],
    );
    ctx.result(op, 0)
}

/// `arith.cmpi` predicate `eq`.
pub const CMP_EQ: i64 = 0;
/// `arith.cmpi` predicate `ne`.
pub const CMP_NE: i64 = 1;
/// `arith.cmpi` predicate `ult`.
pub const CMP_ULT: i64 = 6;

/// The integer value of a constant-like op's result, if any.
pub fn const_int(ctx: &Context, v: Value) -> Option<i128> {
    let d = ctx.defining_op(v)?;
    if !ctx.isa(d, &dialects::arith::CONSTANT) {
        return None;
    }
    match ctx.attr_kind(ctx.get_attr(d, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

/// MLIR's `isEqualConstantIntOrValue`.
pub fn equal_const_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    match (const_int(ctx, a), const_int(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Whether `v` is a constant `1` of an i1 (MLIR's `m_One`).
pub fn is_const_one(ctx: &Context, v: Value) -> bool {
    const_int(ctx, v).is_some_and(|x| x & 1 == 1 || x == -1)
}

/// The insertion point at the start of a block (before its first op).
pub fn block_begin(ctx: &Context, b: Block) -> InsertPoint {
    match ctx.first_op(b) {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::End(b),
    }
}

/// The insertion point right after `op`.
pub fn after(ctx: &Context, op: Op) -> InsertPoint {
    match ctx.next_op(op) {
        Some(n) => InsertPoint::Before(n),
        None => InsertPoint::End(ctx.parent_block(op).expect("op in a block")),
    }
}

/// Region of the block that defines `v`.
pub fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    ctx.value_block(v).and_then(|b| ctx.block_parent(b))
}

/// The region that contains the op owning `r` (None at the top).
pub fn parent_region(ctx: &Context, r: Region) -> Option<Region> {
    ctx.region_parent(r).and_then(|p| ctx.parent_region(p))
}

/// `anc` is a proper ancestor of `r`.
pub fn is_proper_ancestor(ctx: &Context, anc: Region, r: Region) -> bool {
    let mut cur = parent_region(ctx, r);
    while let Some(c) = cur {
        if c == anc {
            return true;
        }
        cur = parent_region(ctx, c);
    }
    false
}

/// Region nesting of one function, numbered once: "is this region a proper
/// ancestor of that one" in constant time instead of a walk up the nest (a
/// value live in every block of a nest is asked about at every level). For
/// a pass that creates no region and moves no op; regions it did not number
/// are answered by the walk.
#[derive(Default)]
pub struct RegionNesting {
    /// The pre-order numbers of the ops directly or deeply inside each
    /// region: `[first, end)`.
    spans: rustc_hash::FxHashMap<Region, (u32, u32)>,
    /// The pre-order number of each op that holds regions.
    number: rustc_hash::FxHashMap<Op, u32>,
}

enum Step {
    Enter(Op),
    Open(Region),
    Close(Region),
}

impl RegionNesting {
    /// Numbers the regions and region-holding ops under `root` in one walk.
    pub fn new(ctx: &Context, root: Op) -> Self {
        let mut n = RegionNesting::default();
        let mut open = rustc_hash::FxHashMap::default();
        let mut next = 0u32;
        let mut todo = vec![Step::Enter(root)];
        while let Some(step) = todo.pop() {
            match step {
                Step::Enter(o) => {
                    let regions = ctx.regions_of(o);
                    if !regions.is_empty() {
                        n.number.insert(o, next);
                    }
                    next += 1;
                    for &r in regions.iter().rev() {
                        todo.push(Step::Close(r));
                        for &b in ctx.region_blocks(r).iter().rev() {
                            let start = todo.len();
                            todo.extend(ctx.block_ops(b).map(Step::Enter));
                            todo[start..].reverse();
                        }
                        todo.push(Step::Open(r));
                    }
                }
                Step::Open(r) => {
                    open.insert(r, next);
                }
                Step::Close(r) => {
                    n.spans.insert(r, (open[&r], next));
                }
            }
        }
        n
    }

    /// `anc` is a proper ancestor of `r`.
    pub fn is_proper_ancestor(&self, ctx: &Context, anc: Region, r: Region) -> bool {
        let parent = ctx.region_parent(r);
        match (
            self.spans.get(&anc),
            parent.and_then(|p| self.number.get(&p)),
        ) {
            (Some(&(first, end)), Some(&p)) => first <= p && p < end,
            _ => is_proper_ancestor(ctx, anc, r),
        }
    }
}

/// The index of `r` among the regions of its parent op.
pub fn region_number(ctx: &Context, r: Region) -> usize {
    ctx.region_parent(r)
        .and_then(|p| ctx.regions_of(p).iter().position(|x| *x == r))
        .unwrap_or(0)
}

/// Element type and memory space of a (ranked or unranked) memref type.
pub fn memref_elem_space(ctx: &Context, t: Type) -> Option<(Type, Option<Attr>)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef {
            elem, memory_space, ..
        } => Some((*elem, *memory_space)),
        _ => None,
    }
}

/// The rank of a ranked memref type.
pub fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// An error at `op` with mlir-opt's "see current operation" note.
pub fn op_diag(ctx: &Context, op: Op, msg: impl Into<String>) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), msg);
    d.notes.push(ir::verifier::current_op_note(ctx, op));
    Box::new(d)
}

/// An error at the location of a value (its defining op, or its block's parent op).
pub fn value_diag(ctx: &Context, v: Value, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(value_loc(ctx, v), msg))
}

/// The location of a value (MLIR's `Value::getLoc`): its defining op's, or a
/// block argument's own; for an argument made without one, its block's
/// (else the block's parent op's).
pub fn value_loc(ctx: &Context, v: Value) -> ir::Loc {
    let own = ctx.value_loc(v);
    if own.is_known() {
        return own;
    }
    match ctx.defining_op(v) {
        Some(o) => ctx.loc(o),
        None => ctx
            .value_block(v)
            .and_then(|b| {
                let l = ctx.block(b).loc;
                if l.is_known() {
                    Some(l)
                } else {
                    ctx.block_parent_op(b).map(|p| ctx.loc(p))
                }
            })
            .unwrap_or(ir::Loc::UNKNOWN),
    }
}

/// Stable merge sort by a "less than" predicate. Never panics, even when the
/// predicate is not a strict weak order (the result is then some permutation).
pub fn merge_sort_by<T: Copy>(v: &mut Vec<T>, less: &mut impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    if n < 2 {
        return;
    }
    if n <= 16 {
        // Insertion sort: stable, like std::sort's small-range path.
        for i in 1..n {
            let mut j = i;
            while j > 0 && less(&v[j], &v[j - 1]) {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        return;
    }
    let mut right = v.split_off(n / 2);
    merge_sort_by(v, less);
    merge_sort_by(&mut right, less);
    let left = std::mem::take(v);
    let (mut i, mut j) = (0, 0);
    v.reserve(n);
    while i < left.len() && j < right.len() {
        if less(&right[j], &left[i]) {
            v.push(right[j]);
            j += 1;
        } else {
            v.push(left[i]);
            i += 1;
        }
    }
    v.extend_from_slice(&left[i..]);
    v.extend_from_slice(&right[j..]);
}

/// A map from arena ids (op, value, block indices) to `u32`, dense like a
/// `Vec` indexed by id but cheap to create for a small part of a big IR: the
/// passes run once per function, and a fresh `vec![_; ctx.num_values()]` per
/// function would cost the whole arena each time. The storage comes from a
/// thread-local pool and is never cleared; a generation number tells the
/// entries of this map from stale ones.
pub struct IdMap {
    slots: Vec<(u32, u32)>,
    gen: u32,
}

/// Released [`IdMap`] storage with its last generation.
type IdMapPool = Vec<(Vec<(u32, u32)>, u32)>;

thread_local! {
    static ID_MAP_POOL: std::cell::RefCell<IdMapPool> = const { std::cell::RefCell::new(Vec::new()) };
}

impl IdMap {
    /// An empty map (reusing a released one's storage).
    pub fn new() -> Self {
        let (mut slots, gen) = ID_MAP_POOL
            .with(|p| p.borrow_mut().pop())
            .unwrap_or_default();
        let gen = gen.wrapping_add(1);
        if gen == 0 {
            // Generation 0 marks never-written slots: start over.
            slots.clear();
            return IdMap { slots, gen: 1 };
        }
        IdMap { slots, gen }
    }

    /// The value of `id`, if set.
    #[inline]
    pub fn get(&self, id: usize) -> Option<u32> {
        match self.slots.get(id) {
            Some(&(g, v)) if g == self.gen => Some(v),
            _ => None,
        }
    }

    /// Sets the value of `id`.
    #[inline]
    pub fn insert(&mut self, id: usize, v: u32) {
        if id >= self.slots.len() {
            let n = (id + 1).max(self.slots.len() * 2).max(1024);
            self.slots.resize(n, (0, 0));
        }
        self.slots[id] = (self.gen, v);
    }
}

impl Default for IdMap {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for IdMap {
    fn drop(&mut self) {
        let slots = std::mem::take(&mut self.slots);
        ID_MAP_POOL.with(|p| p.borrow_mut().push((slots, self.gen)));
    }
}
