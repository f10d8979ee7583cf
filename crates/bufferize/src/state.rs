//! Analysis state: alias and equivalence sets (union-find with member
//! lists), in-place decisions per operand, function boundary facts, and the
//! queries every model and the analysis use (with MLIR's conservative answers
//! for ops that have no model).

use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation,
};
use crate::options::Options;
use ir::context::ValueDef;
use ir::{Context, Op, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Disjoint sets of values with a circular member list per set, so a set can
/// be enumerated in time proportional to its size. Union by size, no path
/// compression (finds are O(log n) and need no `&mut`).
///
/// Each set also keeps its members in the order of LLVM's
/// `EquivalenceClasses` (MLIR's alias sets): `union(a, b)` appends the list
/// of `b`'s set to the list of `a`'s set, whose first member stays first.
#[derive(Default, Clone)]
pub struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
    next: Vec<u32>,
    /// Per root: the first member in MLIR's order, and the last one.
    first: Vec<u32>,
    last: Vec<u32>,
    /// Per value: the next member in MLIR's order (`NONE` at the end).
    ordered_next: Vec<u32>,
    /// No value id reaches this (0: unknown); growing stops there.
    bound: usize,
    /// MLIR's order is not kept (`first`, `last`, `ordered_next` stay
    /// empty): half the memory per value when nobody asks for it.
    unordered: bool,
}

const NONE: u32 = u32::MAX;

impl UnionFind {
    /// A union-find whose `ordered_members` is never asked.
    pub fn without_order() -> Self {
        UnionFind {
            unordered: true,
            ..UnionFind::default()
        }
    }
    #[inline]
    fn ensure(&mut self, v: Value) {
        if v.index() >= self.parent.len() {
            self.grow(v);
        }
    }
    /// Makes room for `v` and, so that growing stays amortized O(1) per
    /// value, for as many values again as there are.
    #[cold]
    fn grow(&mut self, v: Value) {
        let old = self.parent.len();
        let mut room = 2 * old;
        if self.bound != 0 {
            room = room.min(self.bound);
        }
        let n = (v.index() + 1).max(room);
        let ids = old as u32..n as u32;
        self.parent.extend(ids.clone());
        self.size.resize(n, 1);
        self.next.extend(ids.clone());
        if !self.unordered {
            self.first.extend(ids.clone());
            self.last.extend(ids);
            self.ordered_next.resize(n, NONE);
        }
    }
    /// Tells that no value id will reach `n` (growing stops there).
    pub fn bound_values(&mut self, n: usize) {
        self.bound = n;
    }
    /// The bound set by the analysis: the values the IR had when it ran
    /// (`None` before any analysis).
    pub fn value_bound(&self) -> Option<usize> {
        (self.bound != 0).then_some(self.bound)
    }
    /// The representative of `v`'s set.
    pub fn find(&self, v: Value) -> u32 {
        let mut x = v.0;
        if x as usize >= self.parent.len() {
            return x;
        }
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        x
    }
    /// Asks the cache for `v`'s entry (`second_stage`: its parent's, once
    /// `v`'s is cached).
    #[inline]
    pub fn prefetch(&self, v: Value, second_stage: bool) {
        let mut x = v.0 as usize;
        if second_stage {
            match self.parent.get(x) {
                Some(&p) => x = p as usize,
                None => return,
            }
        }
        if let Some(e) = self.parent.get(x) {
            ir::context::prefetch(e);
        }
    }
    /// Whether `a` and `b` are in the same set.
    pub fn same(&self, a: Value, b: Value) -> bool {
        a == b || self.find(a) == self.find(b)
    }
    /// Merges the sets of `a` and `b`.
    pub fn union(&mut self, a: Value, b: Value) {
        self.ensure(a);
        self.ensure(b);
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let order = if self.unordered {
            None
        } else {
            let (first, last) = (self.first[ra as usize], self.last[rb as usize]);
            self.ordered_next[self.last[ra as usize] as usize] = self.first[rb as usize];
            Some((first, last))
        };
        if self.size[ra as usize] < self.size[rb as usize] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb as usize] = ra;
        self.size[ra as usize] += self.size[rb as usize];
        // Splice the two circular member lists.
        self.next.swap(ra as usize, rb as usize);
        if let Some((first, last)) = order {
            self.first[ra as usize] = first;
            self.last[ra as usize] = last;
        }
    }
    /// Every member of the set of `v` in MLIR's order (see the type).
    pub fn ordered_members(&self, v: Value) -> Vec<Value> {
        debug_assert!(!self.unordered, "the order is not kept");
        if v.index() >= self.parent.len() || self.unordered {
            return vec![v];
        }
        let mut out = Vec::with_capacity(self.set_size(v));
        let mut x = self.first[self.find(v) as usize];
        while x != NONE {
            out.push(Value(x));
            x = self.ordered_next[x as usize];
        }
        out
    }
    /// Every member of the set of `v` (including `v`), starting at `v`.
    pub fn members(&self, v: Value) -> Vec<Value> {
        let mut out = vec![v];
        if v.index() >= self.next.len() {
            return out;
        }
        let mut x = self.next[v.index()];
        while x != v.0 {
            out.push(Value(x));
            x = self.next[x as usize];
        }
        out
    }
    /// Whether `v`'s entry links only to values `inside` accepts (its set's
    /// root, its neighbours in the member lists).
    fn links_within(&self, v: Value, inside: impl Fn(u32) -> bool) -> bool {
        let i = v.index();
        if i >= self.parent.len() {
            return true;
        }
        let mut links = vec![self.parent[i], self.next[i]];
        if !self.unordered {
            links.extend([self.first[i], self.last[i]]);
            links.extend(Some(self.ordered_next[i]).filter(|&n| n != NONE));
        }
        links.into_iter().all(inside)
    }
    /// Makes `v`'s entry the one `other` has. Copying the entries of every
    /// member of some sets gives exactly `other`'s sets, when no entry
    /// links outside them (see `links_within`).
    fn copy_entry(&mut self, other: &UnionFind, v: Value) {
        let i = v.index();
        if i >= other.parent.len() {
            // `other` never touched `v`: it is on its own there.
            return;
        }
        self.ensure(v);
        self.parent[i] = other.parent[i];
        self.size[i] = other.size[i];
        self.next[i] = other.next[i];
        if !self.unordered && !other.unordered {
            self.first[i] = other.first[i];
            self.last[i] = other.last[i];
            self.ordered_next[i] = other.ordered_next[i];
        }
    }
    /// The number of values in `v`'s set.
    pub fn set_size(&self, v: Value) -> usize {
        if v.index() >= self.parent.len() {
            return 1;
        }
        self.size[self.find(v) as usize] as usize
    }
}

/// A set of ids as a bit vector (use ids are dense).
#[derive(Default)]
struct DenseSet {
    bits: Vec<u64>,
}

impl DenseSet {
    fn contains(&self, i: usize) -> bool {
        self.bits
            .get(i / 64)
            .is_some_and(|w| w >> (i % 64) & 1 != 0)
    }
    /// Adds `i`; false when it was there already.
    fn insert(&mut self, i: usize) -> bool {
        let w = i / 64;
        if self.bits.len() <= w {
            let n = (w + 1).max(2 * self.bits.len());
            self.bits.resize(n, 0);
        }
        let bit = 1u64 << (i % 64);
        let had = self.bits[w] & bit != 0;
        self.bits[w] |= bit;
        !had
    }
}

/// A set of values that stays a short vector while small: most reverse
/// use-def chains visit a handful of values.
impl DenseSet {
    /// Sets bit `i` if `other` has it.
    fn copy_bit(&mut self, other: &DenseSet, i: usize) {
        if other.contains(i) {
            self.insert(i);
        }
    }
}

/// What the analysis of some functions decided, detached from the `State`
/// that made it (which holds per-thread caches): the analysis of
/// functions that do not depend on each other can run on another thread,
/// on a `State` of its own, and be merged back with [`State::merge_functions`].
pub struct AnalysisPart {
    alias: UnionFind,
    equiv: UnionFind,
    in_place: DenseSet,
    undefined_uses: DenseSet,
    funcs: FuncState,
}

#[derive(Default)]
struct ValueSet {
    small: SmallVec<[Value; 8]>,
    big: Option<FxHashSet<Value>>,
}

impl ValueSet {
    const SMALL: usize = 16;
    fn contains(&self, v: Value) -> bool {
        match &self.big {
            Some(b) => b.contains(&v),
            None => self.small.contains(&v),
        }
    }
    fn insert(&mut self, v: Value) -> bool {
        if let Some(b) = &mut self.big {
            return b.insert(v);
        }
        if self.small.contains(&v) {
            return false;
        }
        if self.small.len() == Self::SMALL {
            let mut b: FxHashSet<Value> = self.small.drain(..).collect();
            b.insert(v);
            self.big = Some(b);
        } else {
            self.small.push(v);
        }
        true
    }
    fn remove(&mut self, v: Value) {
        match &mut self.big {
            Some(b) => {
                b.remove(&v);
            }
            None => {
                if let Some(i) = self.small.iter().position(|&x| x == v) {
                    self.small.swap_remove(i);
                }
            }
        }
    }
}

/// What module bufferization learned about each function.
#[derive(Default)]
pub struct FuncState {
    /// Functions whose boundary analysis is complete.
    pub analyzed: FxHashSet<Op>,
    /// Per function, the arguments it may read.
    pub read_args: FxHashMap<Op, FxHashSet<usize>>,
    /// Per function, the arguments it may write.
    pub written_args: FxHashMap<Op, FxHashSet<usize>>,
    /// Per function, per tensor argument: the results that may alias it.
    pub aliasing_returns: FxHashMap<Op, FxHashMap<usize, Vec<usize>>>,
    /// Per function: result index -> equivalent argument index.
    pub equivalent_args: FxHashMap<Op, FxHashMap<usize, usize>>,
    /// With `fix-call-result-aliasing`, per function: groups of result
    /// indices that some return gives values of one alias set.
    pub aliasing_results: FxHashMap<Op, Vec<Vec<usize>>>,
    /// `func.func` ops of the module by symbol name.
    pub symbols: FxHashMap<String, Op>,
}

/// Configuration of a reverse use-def chain traversal (MLIR's `TraversalConfig`).
#[derive(Clone, Copy)]
pub struct Traversal {
    /// Also report the values where a chain ends without a match.
    pub always_include_leaves: bool,
    /// Follow only equivalent aliases.
    pub follow_equivalent_only: bool,
    /// Follow only aliases through in-place operands.
    pub follow_in_place_only: bool,
    /// Follow only aliases of the same type or through casts.
    pub follow_same_type_or_casts_only: bool,
    /// Continue through ops without a model (conservatively, all tensor operands).
    pub follow_unknown_ops: bool,
}

impl Default for Traversal {
    fn default() -> Self {
        Traversal {
            always_include_leaves: true,
            follow_equivalent_only: false,
            follow_in_place_only: false,
            follow_same_type_or_casts_only: false,
            follow_unknown_ops: false,
        }
    }
}

/// The state every query runs against. Without analysis (`analysis ==
/// false`) it answers conservatively, like MLIR's plain `AnalysisState`.
pub struct State {
    /// The options of the run.
    pub opts: Options,
    /// Whether the decisions come from an analysis; without, queries answer conservatively.
    pub analysis: bool,
    /// The alias sets: values whose buffers may overlap.
    pub alias: UnionFind,
    /// The equivalence sets: values that bufferize to the same buffer.
    pub equiv: UnionFind,
    in_place: DenseSet,
    undefined_uses: DenseSet,
    /// What the module analysis learned about each function.
    pub funcs: FuncState,
    /// The IR or the options may give buffers a memory space other than the
    /// default one (when false, memory space queries can be skipped).
    pub memory_spaces: bool,
    /// The models by op kind.
    pub models: &'static ModelRegistry,
    /// Model per op name (`Sym` index) as the options allow it, filled on
    /// first lookup (a dense table: cheaper than finding the op's kind).
    model_cache: RefCell<Vec<Option<Option<&'static dyn BufferizableOp>>>>,
    memo: Memo,
    /// The suffix counter of the module's symbol table, which MLIR keeps for
    /// the whole pass: a renamed global takes the next unused `_N`, so later
    /// clashes continue from there instead of from zero.
    pub symbol_uniquing_counter: Cell<u32>,
    /// The module's symbol names and constant globals, kept while dense
    /// constants become globals so that each does not scan the module.
    pub constant_globals: RefCell<Option<crate::models::arith::ConstantGlobals>>,
    /// With `explain-copies`: why the analysis decided each operand out of
    /// place (operands without an entry were out of place for no recorded
    /// conflict: an option or a model's rule).
    pub out_of_place_reasons: FxHashMap<Use, crate::explain::OutOfPlace>,
    /// With `explain-copies`: the copies and allocations explained so far.
    pub explained: RefCell<crate::explain::Explained>,
}

/// Memoized answers of the queries that cannot change while the analysis
/// decides operands one by one (see `State::begin_memo`).
#[derive(Default)]
struct Memo {
    on: Cell<bool>,
    /// Entries stamped with another generation are stale.
    generation: Cell<u32>,
    /// Per use: `reads` and `writes` answers (`U_*` flags), packed with
    /// the generation (see [`pack_flags`]).
    uses: RefCell<Vec<u32>>,
    /// Per value: `is_value_read`, `value_writes`, `is_writable` (`V_*`
    /// flags), packed the same way.
    values: RefCell<Vec<u32>>,
    /// Per op: a number a model derives from the op alone (`State::op_number`).
    ops: RefCell<Vec<(u32, u32)>>,
    /// The number of uses, values and ops while memoizing (the IR does not
    /// change then): the per-id tables grow to these at most.
    bounds: Cell<IdBounds>,
    /// Per use / per value, stamped with the generation.
    aliasing_values: SharedMemo<AliasingValue>,
    aliasing_operands: SharedMemo<AliasingOperand>,
}

/// Upper bounds on use, value and op ids (see `Memo::bounds`).
#[derive(Clone, Copy, Default)]
struct IdBounds {
    uses: usize,
    values: usize,
    ops: usize,
}

/// The length a per-id table grows to so that it holds `idx`: doubling keeps
/// growing amortized O(1), and the bound (the number of ids, when known)
/// keeps a table from ending up with twice the entries it can ever use.
pub(crate) fn grown_len(len: usize, idx: usize, bound: usize) -> usize {
    let n = (idx + 1).max(2 * len);
    if bound > idx {
        n.min(bound)
    } else {
        n
    }
}

/// A shared list that needs no allocation for zero or one element. The
/// memo tables hold one per use and value asked about: a thin pointer for
/// the rare longer lists keeps it at 16 bytes (24 with an `Rc<[T]>`).
#[derive(Clone, Debug, Default)]
pub enum Small<T> {
    /// No element.
    #[default]
    Empty,
    /// One element, inline.
    One(T),
    /// Several, shared.
    #[allow(clippy::rc_buffer)]
    Many(Rc<Vec<T>>),
}

const _: () = assert!(std::mem::size_of::<Small<crate::interface::AliasingValue>>() == 16);

impl<T> std::ops::Deref for Small<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match self {
            Small::Empty => &[],
            Small::One(x) => std::slice::from_ref(x),
            Small::Many(r) => r,
        }
    }
}

impl<T: Clone> From<AliasList<T>> for Small<T> {
    fn from(v: AliasList<T>) -> Self {
        match v.len() {
            0 => Small::Empty,
            1 => Small::One(v[0].clone()),
            _ => Small::Many(Rc::new(v.into_vec())),
        }
    }
}

impl<T> From<Vec<T>> for Small<T> {
    fn from(mut v: Vec<T>) -> Self {
        match v.len() {
            0 => Small::Empty,
            1 => Small::One(v.pop().expect("one element")),
            _ => Small::Many(Rc::new(v)),
        }
    }
}

/// Memoized lists by id: per id a (generation, slot) pair into a store of
/// the lists of the current generation, so the per-id table stays small
/// and cheap to grow, and only computed lists need dropping.
struct SharedMemo<T> {
    slots: RefCell<Vec<(u32, u32)>>,
    store: RefCell<Vec<Small<T>>>,
}

impl<T> Default for SharedMemo<T> {
    fn default() -> Self {
        SharedMemo {
            slots: RefCell::new(Vec::new()),
            store: RefCell::new(Vec::new()),
        }
    }
}

impl<T: Clone> SharedMemo<T> {
    /// The list of `idx` if it was stored in generation `g`.
    fn get(&self, idx: usize, g: u32) -> Option<Small<T>> {
        match self.slots.borrow().get(idx) {
            Some(&(eg, slot)) if eg == g => Some(self.store.borrow()[slot as usize].clone()),
            _ => None,
        }
    }
    fn put(&self, idx: usize, g: u32, x: Small<T>, bound: usize) {
        let mut t = self.slots.borrow_mut();
        if t.len() <= idx {
            let n = grown_len(t.len(), idx, bound);
            t.resize(n, (0, 0));
        }
        let mut store = self.store.borrow_mut();
        t[idx] = (g, store.len() as u32);
        store.push(x);
    }
    /// Forgets the lists (their slots are stale from now on).
    fn clear(&self) {
        self.store.borrow_mut().clear();
    }
}

const U_READS: u8 = 1;
const U_WRITES: u8 = 4;
const V_READ: u8 = 1;
const V_WRITES: u8 = 4;
const V_WRITABLE: u8 = 16;

/// Generations of [`Memo`] count up to this; the next one starts again
/// at 1 with every table emptied.
const LAST_GENERATION: u32 = (1 << 24) - 1;

/// A flag entry: the generation in the high 24 bits, the `U_*`/`V_*` bits
/// in the low 8. The per-use and per-value tables hold an entry for every
/// id of the IR: four bytes instead of eight for a `(u32, u8)` pair.
#[inline]
fn pack_flags(generation: u32, bits: u8) -> u32 {
    generation << 8 | bits as u32
}

impl Memo {
    /// The flag pair at `known` (known bit, value bit = known << 1) of entry
    /// `idx`, computed with `f` on a miss.
    fn flag(
        &self,
        table: &RefCell<Vec<u32>>,
        idx: usize,
        bound: usize,
        known: u8,
        f: impl FnOnce() -> bool,
    ) -> bool {
        if !self.on.get() {
            return f();
        }
        let g = self.generation.get();
        if let Some(&e) = table.borrow().get(idx) {
            let bits = e as u8;
            if e >> 8 == g && bits & known != 0 {
                return bits & (known << 1) != 0;
            }
        }
        let r = f();
        let mut t = table.borrow_mut();
        if t.len() <= idx {
            let n = grown_len(t.len(), idx, bound);
            t.resize(n, 0);
        }
        let e = &mut t[idx];
        if *e >> 8 != g {
            *e = pack_flags(g, 0);
        }
        *e |= (known | if r { known << 1 } else { 0 }) as u32;
        r
    }
    fn reset(&self, on: bool, bounds: IdBounds) {
        self.on.set(on);
        self.bounds.set(bounds);
        let mut next = self.generation.get() + 1;
        if next > LAST_GENERATION {
            // Entries of the old generations would pass for new ones.
            self.uses.borrow_mut().clear();
            self.values.borrow_mut().clear();
            self.ops.borrow_mut().clear();
            self.aliasing_values.slots.borrow_mut().clear();
            self.aliasing_operands.slots.borrow_mut().clear();
            next = 1;
        }
        self.generation.set(next);
        self.aliasing_values.clear();
        self.aliasing_operands.clear();
    }
}

/// The op that defines `v`: its result's op, or the op whose region holds its block.
pub fn owner_of_value(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(op, _) => Some(op),
        ValueDef::Arg(b, _) => ctx.block_parent_op(b),
        ValueDef::Placeholder => None,
    }
}

/// `root` and every op nested in it, children before parents.
pub fn post_order(ctx: &Context, root: Op) -> Vec<Op> {
    let mut out = Vec::new();
    ctx.walk_post(root, |o| out.push(o));
    out
}

/// Whether `t` is a tensor type.
pub fn is_tensor_type(ctx: &Context, t: ir::Type) -> bool {
    ctx.type_kind(t).is_tensor()
}

/// The op has a tensor operand or result (for functions: in its signature).
pub fn has_tensor_semantics(ctx: &Context, op: Op) -> bool {
    has_tensor_semantics_as(ctx, op, ctx.isa(op, &dialects::func::FUNC))
}

/// `has_tensor_semantics` when the caller knows whether `op` is a `func.func`.
pub(crate) fn has_tensor_semantics_as(ctx: &Context, op: Op, is_func: bool) -> bool {
    if is_func {
        let (ins, outs) = dialects::func::function_type(ctx, op);
        return ins.iter().chain(&outs).any(|&t| is_tensor_type(ctx, t));
    }
    // Results first: they lie beside the op, operands name values that may
    // be defined anywhere in the IR.
    ctx.results(op)
        .iter()
        .any(|&v| is_tensor_type(ctx, ctx.value_type(v)))
        || ctx
            .operands(op)
            .any(|v| is_tensor_type(ctx, ctx.value_type(v)))
}

impl State {
    /// A state with `opts` and the op models of `models`; `analysis` says whether decisions will be
    /// recorded.
    pub fn new(opts: Options, analysis: bool, models: &'static ModelRegistry) -> State {
        // Only `dump-alias-sets` asks for the alias sets in MLIR's order.
        let alias = if opts.dump_alias_sets {
            UnionFind::default()
        } else {
            UnionFind::without_order()
        };
        State {
            opts,
            analysis,
            alias,
            equiv: UnionFind::without_order(),
            in_place: DenseSet::default(),
            undefined_uses: DenseSet::default(),
            funcs: FuncState::default(),
            memory_spaces: true,
            models,
            model_cache: RefCell::new(Vec::new()),
            memo: Memo {
                generation: Cell::new(1),
                ..Memo::default()
            },
            symbol_uniquing_counter: Cell::new(0),
            constant_globals: RefCell::new(None),
            out_of_place_reasons: FxHashMap::default(),
            explained: RefCell::default(),
        }
    }

    /// The decisions and function facts of this state (see [`AnalysisPart`]).
    pub fn into_part(self) -> AnalysisPart {
        AnalysisPart {
            alias: self.alias,
            equiv: self.equiv,
            in_place: self.in_place,
            undefined_uses: self.undefined_uses,
            funcs: self.funcs,
        }
    }

    /// Takes from `part` what it decided about the functions `funcs` (their
    /// values' alias and equivalence sets, their operands' decisions and
    /// their boundary facts), as if this state had analyzed them. Both
    /// states must have started alike (`Analyzer::init` on the same
    /// module), and this one must not have analyzed those functions. False
    /// (with this state unchanged in its sets) if some set of `part` reaches
    /// outside the functions: then the analyses were not independent.
    pub fn merge_functions(&mut self, ctx: &Context, part: AnalysisPart, funcs: &[Op]) -> bool {
        let mut values = Vec::new();
        let mut uses = Vec::new();
        for &f in funcs {
            ctx.walk_pre(f, |op| {
                values.extend_from_slice(ctx.results(op));
                for &r in ctx.regions_of(op) {
                    for &b in ctx.region_blocks(r) {
                        values.extend_from_slice(ctx.block_args(b));
                    }
                }
                uses.extend_from_slice(&ctx.op(op).operands);
            });
        }
        let mut inside = DenseSet::default();
        for v in &values {
            inside.insert(v.index());
        }
        let within = |x: u32| inside.contains(x as usize);
        if !values
            .iter()
            .all(|&v| part.alias.links_within(v, within) && part.equiv.links_within(v, within))
        {
            return false;
        }
        for &v in &values {
            self.alias.copy_entry(&part.alias, v);
            self.equiv.copy_entry(&part.equiv, v);
        }
        for u in uses {
            self.in_place.copy_bit(&part.in_place, u.index());
            self.undefined_uses
                .copy_bit(&part.undefined_uses, u.index());
        }
        let theirs = part.funcs;
        let mine = &mut self.funcs;
        mine.analyzed.extend(theirs.analyzed);
        mine.read_args.extend(theirs.read_args);
        mine.written_args.extend(theirs.written_args);
        mine.aliasing_returns.extend(theirs.aliasing_returns);
        mine.equivalent_args.extend(theirs.equivalent_args);
        mine.aliasing_results.extend(theirs.aliasing_results);
        true
    }

    /// Starts memoizing the queries that only depend on the IR, on
    /// equivalences and on what is known about functions: `reads`, `writes`,
    /// `aliasing_values`, `aliasing_operands`, `value_writes`, `is_writable`
    /// and `is_value_read`. The caller guarantees that neither the IR, nor the
    /// equivalence sets, nor the function facts change until `end_memo`
    /// (in-place decisions and alias sets may; models must not consult them
    /// in these queries, as MLIR's do not).
    pub fn begin_memo(&self, ctx: &Context) {
        self.memo.reset(
            true,
            IdBounds {
                uses: ctx.num_uses(),
                values: ctx.num_values(),
                ops: ctx.num_ops(),
            },
        );
    }
    /// Stops memoizing and forgets the memoized answers.
    pub fn end_memo(&self) {
        self.memo.reset(false, IdBounds::default());
    }
    /// Frees the memo tables while memoizing is off (`begin_memo` grows
    /// them again).
    pub fn release_memo(&self) {
        let m = &self.memo;
        debug_assert!(!m.on.get(), "the memo tables are in use");
        m.uses.take();
        m.values.take();
        m.ops.take();
        for t in [&m.aliasing_values.slots, &m.aliasing_operands.slots] {
            t.take();
        }
        m.aliasing_values.store.take();
        m.aliasing_operands.store.take();
    }

    /// The model of `op` if it has one and the options allow it.
    #[inline]
    pub fn model(&self, ctx: &Context, op: Op) -> Option<&'static dyn BufferizableOp> {
        let sym = ctx.op(op).name;
        if let Some(Some(m)) = self.model_cache.borrow().get(sym.index()) {
            return *m;
        }
        self.lookup_model(ctx, op, sym)
    }
    #[cold]
    fn lookup_model(
        &self,
        ctx: &Context,
        op: Op,
        sym: ir::Sym,
    ) -> Option<&'static dyn BufferizableOp> {
        let def = ctx.def(op);
        let m = def
            .filter(|d| self.opts.is_dialect_allowed(d.dialect()))
            .and_then(|d| self.models.get(d));
        let mut t = self.model_cache.borrow_mut();
        if t.len() <= sym.index() {
            t.resize(sym.index() + 1, None);
        }
        t[sym.index()] = Some(m);
        m
    }
    /// The model of the op defining `v`, when it has one and the options allow it.
    pub fn value_model(&self, ctx: &Context, v: Value) -> Option<&'static dyn BufferizableOp> {
        self.model(ctx, owner_of_value(ctx, v)?)
    }
    /// Whether `v` is a tensor.
    pub fn is_tensor(&self, ctx: &Context, v: Value) -> bool {
        is_tensor_type(ctx, ctx.value_type(v))
    }

    /// `f()`, memoized per op while `begin_memo` is in force: for numbers a
    /// model derives from the op alone and needs for every operand (e.g. the
    /// number of inputs of a linalg op).
    pub fn op_number(&self, op: Op, f: impl FnOnce() -> u32) -> u32 {
        if !self.memo.on.get() {
            return f();
        }
        let g = self.memo.generation.get();
        if let Some(&(eg, x)) = self.memo.ops.borrow().get(op.index()) {
            if eg == g {
                return x;
            }
        }
        let x = f();
        let mut t = self.memo.ops.borrow_mut();
        if t.len() <= op.index() {
            let n = grown_len(t.len(), op.index(), self.memo.bounds.get().ops);
            t.resize(n, (0, 0));
        }
        t[op.index()] = (g, x);
        x
    }

    // ----- operand queries -----

    /// Whether `u`'s buffer is read by its op (true without a model).
    pub fn reads(&self, ctx: &Context, u: Use) -> bool {
        self.memo.flag(
            &self.memo.uses,
            u.index(),
            self.memo.bounds.get().uses,
            U_READS,
            || match self.model(ctx, ctx.use_data(u).owner) {
                Some(m) => m.reads(self, ctx, u),
                None => true,
            },
        )
    }
    /// Whether `u`'s buffer is written by its op (true without a model).
    pub fn writes(&self, ctx: &Context, u: Use) -> bool {
        self.memo.flag(
            &self.memo.uses,
            u.index(),
            self.memo.bounds.get().uses,
            U_WRITES,
            || match self.model(ctx, ctx.use_data(u).owner) {
                Some(m) => m.writes(self, ctx, u),
                None => true,
            },
        )
    }
    /// Neither reads nor writes, but may create an alias.
    pub fn alias_only(&self, ctx: &Context, u: Use) -> bool {
        !self.reads(ctx, u) && !self.writes(ctx, u) && !self.aliasing_values_rc(ctx, u).is_empty()
    }
    /// The values whose buffers may alias `u`'s, as its op's model declares.
    pub fn aliasing_values(&self, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if self.memo.on.get() {
            return self.aliasing_values_rc(ctx, u).iter().copied().collect();
        }
        self.compute_aliasing_values(ctx, u)
    }
    /// `aliasing_values`, shared (memoized while `begin_memo` is in force).
    pub fn aliasing_values_rc(&self, ctx: &Context, u: Use) -> Small<AliasingValue> {
        if !self.memo.on.get() {
            return self.compute_aliasing_values(ctx, u).into();
        }
        let g = self.memo.generation.get();
        if let Some(r) = self.memo.aliasing_values.get(u.index(), g) {
            return r;
        }
        let r: Small<AliasingValue> = self.compute_aliasing_values(ctx, u).into();
        self.memo
            .aliasing_values
            .put(u.index(), g, r.clone(), self.memo.bounds.get().uses);
        r
    }
    fn compute_aliasing_values(&self, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        match self.model(ctx, op) {
            Some(m) => m.aliasing_values(self, ctx, u),
            // An unknown op may hand the operand's buffer to any tensor
            // result and to any tensor argument of its regions' entry blocks.
            None => {
                let entry_args = ctx
                    .regions_of(op)
                    .iter()
                    .filter_map(|&r| ctx.region_blocks(r).first())
                    .flat_map(|&b| ctx.block_args(b).iter());
                ctx.results(op)
                    .iter()
                    .chain(entry_args)
                    .filter(|&&v| self.is_tensor(ctx, v))
                    .map(|&v| AliasingValue {
                        value: v,
                        relation: Relation::Unknown,
                        definite: false,
                    })
                    .collect()
            }
        }
    }
    /// The operands whose buffers `v`'s may alias, as its defining op's model declares.
    pub fn aliasing_operands(&self, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        if self.memo.on.get() {
            return self.aliasing_operands_rc(ctx, v).iter().copied().collect();
        }
        self.compute_aliasing_operands(ctx, v)
    }
    /// `aliasing_operands`, shared (memoized while `begin_memo` is in force).
    pub fn aliasing_operands_rc(&self, ctx: &Context, v: Value) -> Small<AliasingOperand> {
        if !self.memo.on.get() {
            return self.compute_aliasing_operands(ctx, v).into();
        }
        let g = self.memo.generation.get();
        if let Some(r) = self.memo.aliasing_operands.get(v.index(), g) {
            return r;
        }
        let r: Small<AliasingOperand> = self.compute_aliasing_operands(ctx, v).into();
        self.memo
            .aliasing_operands
            .put(v.index(), g, r.clone(), self.memo.bounds.get().values);
        r
    }
    fn compute_aliasing_operands(&self, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let Some(op) = owner_of_value(ctx, v) else {
            return AliasList::new();
        };
        match self.model(ctx, op) {
            Some(m) => m.aliasing_operands(self, ctx, v),
            None => {
                if ctx.defining_op(v).is_none() {
                    return AliasList::new();
                }
                ctx.op(op)
                    .operands
                    .iter()
                    .filter(|&&u| self.is_tensor(ctx, ctx.use_value(u)))
                    .map(|&u| AliasingOperand {
                        operand: u,
                        relation: Relation::Unknown,
                        definite: false,
                    })
                    .collect()
            }
        }
    }

    // ----- value queries -----

    /// MLIR's `bufferizesToMemoryWrite(Value)`: block arguments and results of
    /// unknown ops are definitions.
    pub fn value_writes(&self, ctx: &Context, v: Value) -> bool {
        if ctx.defining_op(v).is_none() {
            return true;
        }
        self.memo.flag(
            &self.memo.values,
            v.index(),
            self.memo.bounds.get().values,
            V_WRITES,
            || match self.value_model(ctx, v) {
                Some(m) => m.result_writes(self, ctx, v),
                None => true,
            },
        )
    }
    /// Whether `v`'s buffer may be written in place (not a constant, not a non-writable argument).
    pub fn is_writable(&self, ctx: &Context, v: Value) -> bool {
        self.memo.flag(
            &self.memo.values,
            v.index(),
            self.memo.bounds.get().values,
            V_WRITABLE,
            || match self.value_model(ctx, v) {
                Some(m) => m.is_writable(self, ctx, v),
                None => false,
            },
        )
    }
    /// Some use of `v` (following alias-only ops) reads its buffer.
    pub fn is_value_read(&self, ctx: &Context, v: Value) -> bool {
        self.memo.flag(
            &self.memo.values,
            v.index(),
            self.memo.bounds.get().values,
            V_READ,
            || self.compute_is_value_read(ctx, v),
        )
    }
    fn compute_is_value_read(&self, ctx: &Context, v: Value) -> bool {
        let mut work: Vec<Use> = ctx.uses(v).collect();
        let mut seen: FxHashSet<Use> = FxHashSet::default();
        while let Some(u) = work.pop() {
            if !seen.insert(u) {
                continue;
            }
            if self.alias_only(ctx, u) {
                for a in self.aliasing_values_rc(ctx, u).iter() {
                    work.extend(ctx.uses(a.value));
                }
            }
            if self.reads(ctx, u) {
                return true;
            }
        }
        false
    }

    /// Values found by following aliasing operands backwards from `start`
    /// until `cond` holds (MLIR's `findValueInReverseUseDefChain`), in
    /// discovery order.
    pub fn find_in_reverse_chain(
        &self,
        ctx: &Context,
        start: Value,
        cond: &mut dyn FnMut(Value) -> bool,
        cfg: Traversal,
    ) -> Vec<Value> {
        // Common cases: the start itself matches, or it is a leaf (no sets
        // needed; the same answers the traversal below gives).
        if cond(start) {
            return vec![start];
        }
        let leaf = || {
            if cfg.always_include_leaves {
                vec![start]
            } else {
                Vec::new()
            }
        };
        if !cfg.follow_unknown_ops && self.value_model(ctx, start).is_none() {
            return leaf();
        }
        if self.aliasing_operands_rc(ctx, start).is_empty() {
            return leaf();
        }
        let mut visited = ValueSet::default();
        let mut result: Vec<Value> = Vec::new();
        let mut in_result = ValueSet::default();
        let mut work: SmallVec<[Value; 8]> = smallvec::smallvec![start];
        let mut in_work = ValueSet::default();
        in_work.insert(start);
        let mut add = |v: Value, result: &mut Vec<Value>| {
            if in_result.insert(v) {
                result.push(v);
            }
        };
        while let Some(v) = work.pop() {
            in_work.remove(v);
            if visited.contains(v) {
                if cfg.always_include_leaves {
                    add(v, &mut result);
                }
                continue;
            }
            visited.insert(v);
            // `cond(start)` was evaluated (false) above.
            if v != start && cond(v) {
                add(v, &mut result);
                continue;
            }
            if !cfg.follow_unknown_ops && self.value_model(ctx, v).is_none() {
                if cfg.always_include_leaves {
                    add(v, &mut result);
                }
                continue;
            }
            let aliases = self.aliasing_operands_rc(ctx, v);
            if aliases.is_empty() {
                if cfg.always_include_leaves {
                    add(v, &mut result);
                }
                continue;
            }
            for a in aliases.iter() {
                if cfg.follow_equivalent_only && a.relation != Relation::Equivalent {
                    if cfg.always_include_leaves {
                        add(v, &mut result);
                    }
                    continue;
                }
                if cfg.follow_in_place_only && !self.is_in_place(ctx, a.operand) {
                    if cfg.always_include_leaves {
                        add(v, &mut result);
                    }
                    continue;
                }
                let src = ctx.use_value(a.operand);
                if cfg.follow_same_type_or_casts_only
                    && ctx.value_type(src) != ctx.value_type(v)
                    && !ctx.defining_op(v).is_some_and(|d| ctx.iface(d).cast)
                {
                    if cfg.always_include_leaves {
                        add(v, &mut result);
                    }
                    continue;
                }
                if in_work.insert(src) {
                    work.push(src);
                }
            }
        }
        result
    }

    /// The values whose writes define the contents `v` holds.
    pub fn find_definitions(&self, ctx: &Context, v: Value) -> Vec<Value> {
        let cfg = Traversal {
            always_include_leaves: false,
            ..Traversal::default()
        };
        self.find_in_reverse_chain(ctx, v, &mut |x| self.value_writes(ctx, x), cfg)
    }

    // ----- decisions -----

    /// Whether `u` bufferizes in place: the analysis's decision or, without one, whether `u` is not
    /// written.
    pub fn is_in_place(&self, ctx: &Context, u: Use) -> bool {
        if self.analysis {
            self.in_place.contains(u.index())
        } else {
            // Without an analysis a writing use goes out of place, except a
            // bufferization.to_buffer's: its buffer is the tensor's own.
            !self.writes(ctx, u)
                || ctx.isa(ctx.use_data(u).owner, &dialects::bufferization::TO_BUFFER)
        }
    }
    /// Whether `a` and `b` certainly bufferize to the same buffer (false without analysis).
    pub fn are_equivalent(&self, a: Value, b: Value) -> bool {
        self.analysis && self.equiv.same(a, b)
    }
    /// Whether the buffers of `a` and `b` may overlap (true without analysis).
    pub fn are_aliasing(&self, a: Value, b: Value) -> bool {
        !self.analysis || self.alias.same(a, b)
    }
    /// Whether the contents of `u`'s buffer are known undefined when its op runs.
    pub fn has_undefined_contents(&self, u: Use) -> bool {
        self.analysis && self.undefined_uses.contains(u.index())
    }
    /// Records that the contents of `u`'s buffer are undefined when its op runs.
    pub fn mark_undefined(&mut self, u: Use) {
        self.undefined_uses.insert(u.index());
    }
    /// Decides `u` in place and merges the alias sets of its value and its aliases.
    pub fn bufferize_in_place(&mut self, ctx: &Context, u: Use) {
        if !self.in_place.insert(u.index()) {
            return;
        }
        let v = ctx.use_value(u);
        for a in self.aliasing_values_rc(ctx, u).iter() {
            self.alias.union(a.value, v);
        }
    }
    /// Whether `u` was decided in place.
    pub fn in_place_contains(&self, u: Use) -> bool {
        self.in_place.contains(u.index())
    }
    /// Some use of an alias of `v` writes in place.
    pub fn is_value_written(&self, ctx: &Context, v: Value) -> bool {
        self.alias.members(v).into_iter().any(|m| {
            ctx.uses(m)
                .any(|u| self.in_place.contains(u.index()) && self.writes(ctx, u))
        })
    }
}

/// Whether buffers of `root` may get a memory space other than the default:
/// a memref type or tensor encoding with one in the context, an
/// `alloc_tensor` with `memory_space`, or an option that changes the default.
pub fn may_have_memory_spaces(ctx: &Context, opts: &Options, root: Op) -> bool {
    if opts.default_memory_space != crate::options::DefaultMemorySpace::Default {
        return true;
    }
    let in_types = ctx.all_type_kinds().any(|k| {
        matches!(
            k,
            ir::types::TypeKind::MemRef {
                memory_space: Some(_),
                ..
            } | ir::types::TypeKind::UnrankedMemRef {
                memory_space: Some(_),
                ..
            }
        )
    });
    if in_types {
        return true;
    }
    // No op has a name that was never interned.
    let alloc_tensor = &dialects::bufferization::ALLOC_TENSOR;
    if ctx.existing_sym(alloc_tensor.name).is_none() {
        return false;
    }
    let mut found = false;
    ctx.walk_pre(root, |o| {
        found |= ctx.isa(o, alloc_tensor) && ctx.has_attr(o, "memory_space")
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memo_flags_of_an_old_generation_are_forgotten_when_generations_wrap() {
        let memo = Memo::default();
        let bounds = IdBounds {
            uses: 8,
            values: 8,
            ops: 8,
        };
        memo.reset(true, bounds);
        assert!(memo.flag(&memo.uses, 3, 8, U_READS, || true));
        // Answered from the table now.
        assert!(memo.flag(&memo.uses, 3, 8, U_READS, || false));
        memo.generation.set(LAST_GENERATION);
        memo.reset(true, bounds);
        assert_eq!(memo.generation.get(), 1);
        // The entry of generation 1 made at the start is gone.
        assert!(!memo.flag(&memo.uses, 3, 8, U_READS, || false));
        assert!(!memo.flag(&memo.uses, 3, 8, U_READS, || true));
        assert!(memo.flag(&memo.uses, 3, 8, U_WRITES, || true));
    }

    #[test]
    fn union_find_members() {
        let mut uf = UnionFind::default();
        let v = |i| Value(i);
        uf.union(v(1), v(2));
        uf.union(v(3), v(4));
        assert!(!uf.same(v(1), v(3)));
        uf.union(v(2), v(4));
        assert!(uf.same(v(1), v(3)));
        let mut m = uf.members(v(1));
        m.sort();
        assert_eq!(m, vec![v(1), v(2), v(3), v(4)]);
        assert_eq!(uf.set_size(v(4)), 4);
        // MLIR's order: the set of the first argument, then the other one.
        assert_eq!(uf.ordered_members(v(3)), vec![v(1), v(2), v(3), v(4)]);
        uf.union(v(5), v(1));
        assert_eq!(uf.ordered_members(v(1)), vec![v(5), v(1), v(2), v(3), v(4)]);
        assert_eq!(uf.members(v(9)), vec![v(9)]);
        // Without the order, the sets are the same.
        let mut plain = UnionFind::without_order();
        plain.union(v(1), v(2));
        plain.union(v(3), v(4));
        plain.union(v(2), v(4));
        plain.union(v(5), v(1));
        let mut m = plain.members(v(3));
        m.sort();
        assert_eq!(m, vec![v(1), v(2), v(3), v(4), v(5)]);
        assert!(plain.same(v(5), v(4)) && !plain.same(v(5), v(9)));
    }

    #[test]
    fn small_lists() {
        let e: Small<u32> = Vec::new().into();
        assert!(e.is_empty());
        let one: Small<u32> = vec![7].into();
        assert!(matches!(one, Small::One(7)));
        assert_eq!(&*one, &[7]);
        let many: Small<u32> = vec![1, 2, 3].into();
        assert_eq!(&*many.clone(), &[1, 2, 3]);
    }
}
