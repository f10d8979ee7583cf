//! `canonicalize`: MLIR's greedy pattern-rewrite driver with its worklist
//! order and semantics, the constant folder that uniques and hoists constants
//! at the start of each iteration, and the region simplifications that run
//! after each iteration (unreachable blocks, region DCE with dead block
//! arguments, and in `aggressive` mode identical-block merging and redundant
//! argument dropping).
//!
//! Fold hooks and canonicalization patterns live in [`crate::patterns`],
//! keyed by op name.

use crate::patterns::{self, FoldResult, Ofr, Pattern};
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::registry::traits;
use ir::{Attr, Block, Context, DResult, Diagnostic, Op, OpState, Region, Sym, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

// ===================================================================
// Worklist
// ===================================================================

/// A LIFO worklist with set semantics and O(1) removal (removed entries
/// become holes that `pop` skips). Positions are kept in a dense table
/// indexed by op id, borrowed from a per-thread pool so that the many short
/// runs of a pass over small functions do not each pay for a table as large
/// as the whole IR.
struct Worklist {
    list: Vec<Option<Op>>,
    pos: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

thread_local! {
    /// Scratch tables handed back by dropped worklists and bit sets: every
    /// entry is `ABSENT` (resp. zero) when returned.
    static POS_POOL: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
    static BITS_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            pos: POS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
        }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let pos = std::mem::take(&mut self.pos);
        POS_POOL.with(|p| p.borrow_mut().push(pos));
    }
}

impl Worklist {
    fn clear(&mut self) {
        for e in self.list.iter().flatten() {
            self.pos[e.index()] = ABSENT;
        }
        self.list.clear();
    }
    #[inline]
    fn slot(&mut self, op: Op) -> &mut u32 {
        if op.index() >= self.pos.len() {
            let n = (op.index() + 1).max(self.pos.len() * 2).max(64);
            self.pos.resize(n, ABSENT);
        }
        &mut self.pos[op.index()]
    }
    fn push(&mut self, op: Op) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != ABSENT {
            return;
        }
        *s = n;
        self.list.push(Some(op));
    }
    fn pop(&mut self) -> Option<Op> {
        while let Some(e) = self.list.pop() {
            if let Some(op) = e {
                self.pos[op.index()] = ABSENT;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: Op) {
        if let Some(&i) = self.pos.get(op.index()) {
            if i != ABSENT {
                self.list[i as usize] = None;
                self.pos[op.index()] = ABSENT;
            }
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos[op.index()] = i as u32;
            }
        }
    }
}

/// A dense bit set over entity indices (grows on insertion). Its words come
/// from a per-thread pool and only the words it touched are cleared when it
/// is dropped, so a set used on a small part of a large IR costs in
/// proportion to that part.
pub struct BitSet {
    words: Vec<u64>,
    dirty: Vec<u32>,
}

impl Default for BitSet {
    fn default() -> Self {
        BitSet {
            words: BITS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
            dirty: Vec::new(),
        }
    }
}

impl Drop for BitSet {
    fn drop(&mut self) {
        for &w in &self.dirty {
            self.words[w as usize] = 0;
        }
        let words = std::mem::take(&mut self.words);
        BITS_POOL.with(|p| p.borrow_mut().push(words));
    }
}

impl BitSet {
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.words
            .get(i >> 6)
            .is_some_and(|w| w & (1u64 << (i & 63)) != 0)
    }
    /// Takes `i` out (its word stays on the list cleared on drop).
    #[inline]
    pub fn remove(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i >> 6) {
            *w &= !(1u64 << (i & 63));
        }
    }
    /// Returns whether `i` was newly inserted.
    #[inline]
    pub fn insert(&mut self, i: usize) -> bool {
        let w = i >> 6;
        if w >= self.words.len() {
            self.words.resize((w + 1).max(self.words.len() * 2), 0);
        }
        let m = 1u64 << (i & 63);
        let old = self.words[w];
        if old & m != 0 {
            return false;
        }
        if old == 0 {
            self.dirty.push(w as u32);
        }
        self.words[w] = old | m;
        true
    }
}

// ===================================================================
// Rewriter
// ===================================================================

/// Where a rewriter creates ops.
#[derive(Clone, Copy, Debug)]
pub enum At {
    Before(Op),
    After(Op),
    End(Block),
    Start(Block),
}

/// The IR-changing API patterns use: every change notifies the driver, which
/// updates its worklist as MLIR's greedy driver does.
pub struct Rewriter<'c> {
    pub ctx: &'c mut Context,
    worklist: Worklist,
    scope: Option<Region>,
    pub(crate) seen: Seen,
    /// Types scanned for a memref with a zero extent, and whether one was found.
    zero_extent_scan: (usize, bool),
    /// `Config::fix_while_move_if_down`, for the pattern.
    pub fix_while_move_if_down: bool,
    /// Ops created or changed, when `Config::verify_touched` asks for them.
    touched: Option<Vec<Op>>,
}

/// Facts the driver's seeding walks read off every op anyway, kept as bits
/// by id. Checks that chase a far-away definition or user (an operand's
/// defining op, the users of an allocation) ask these first: on a large IR
/// each such chase loads an op's data from memory, and most of those checks
/// only rule something out. The facts depend on the op's name alone, which
/// no rewrite changes to or from the names involved here (only arith folds
/// rename, among arith ops), and ids are never reused; ops and values made
/// after a walk are not in the sets and take the general path.
#[derive(Default)]
pub(crate) struct Seen {
    /// Results of seen ops other than `memref.cast`.
    not_cast_results: BitSet,
    /// Seen ops that are neither `memref.store` nor `memref.dealloc`.
    neither_store_nor_dealloc: BitSet,
}

impl Seen {
    #[inline]
    fn note(&mut self, ctx: &Context, op: Op, kind: MemKind) {
        if kind != MemKind::Cast {
            for &r in ctx.results(op) {
                self.not_cast_results.insert(r.index());
            }
        }
        if kind != MemKind::StoreOrDealloc {
            self.neither_store_nor_dealloc.insert(op.index());
        }
    }
    /// Whether no operand of `op` is (certainly) a `memref.cast` result.
    #[inline]
    fn no_cast_operand(&self, ctx: &Context, op: Op) -> bool {
        ctx.operands(op)
            .all(|v| self.not_cast_results.contains(v.index()))
    }
    /// True when `op` is known to be neither a `memref.store` nor a
    /// `memref.dealloc` (false: unknown, or one of them).
    #[inline]
    pub(crate) fn neither_store_nor_dealloc(&self, op: Op) -> bool {
        self.neither_store_nor_dealloc.contains(op.index())
    }
}

/// The memref op kinds [`Seen`] tells apart.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum MemKind {
    #[default]
    Other,
    Cast,
    StoreOrDealloc,
}

impl<'c> Rewriter<'c> {
    pub fn new(ctx: &'c mut Context) -> Self {
        Rewriter {
            ctx,
            worklist: Worklist::default(),
            scope: None,
            seen: Seen::default(),
            zero_extent_scan: (0, false),
            fix_while_move_if_down: false,
            touched: None,
        }
    }

    /// A rewriter for the greedy driver run with `cfg`.
    fn configured(ctx: &'c mut Context, cfg: &Config) -> Self {
        Rewriter {
            fix_while_move_if_down: cfg.fix_while_move_if_down,
            touched: cfg.verify_touched.then(Vec::new),
            ..Rewriter::new(ctx)
        }
    }

    /// Whether the context holds a memref type with a zero extent. Types are
    /// only ever added, so each call scans just the new ones: patterns that
    /// need such a type answer the common case without loading operands.
    pub(crate) fn some_memref_has_zero_extent(&mut self) -> bool {
        let (done, found) = self.zero_extent_scan;
        if !found {
            let mut scanned = done;
            let mut hit = false;
            for k in self.ctx.all_type_kinds().skip(done) {
                scanned += 1;
                if matches!(k, ir::TypeKind::MemRef { shape, .. } if shape.contains(&0)) {
                    hit = true;
                    break;
                }
            }
            self.zero_extent_scan = (scanned, hit);
        }
        self.zero_extent_scan.1
    }

    /// Adds `op` and its ancestors up to the scope region (innermost first).
    pub fn add_to_worklist(&mut self, op: Op) {
        // First check that the scope is reached, then push.
        let mut cur = op;
        loop {
            let region = self.ctx.parent_region(cur);
            if region == self.scope {
                break;
            }
            let Some(r) = region else { return };
            match self.ctx.region_parent(r) {
                Some(p) => cur = p,
                None => return,
            }
        }
        self.push_with_ancestors(op);
    }

    /// The ancestors of an op known to be inside the scope, innermost first.
    fn push_ancestors(&mut self, op: Op) {
        let region = self.ctx.parent_region(op);
        if region != self.scope {
            let parent = self.ctx.region_parent(region.unwrap()).unwrap();
            self.push_with_ancestors(parent);
        }
    }

    /// [`Self::add_to_worklist`] for an op known to be inside the scope.
    fn push_with_ancestors(&mut self, op: Op) {
        let mut cur = op;
        loop {
            self.worklist.push(cur);
            let region = self.ctx.parent_region(cur);
            if region == self.scope {
                return;
            }
            cur = self.ctx.region_parent(region.unwrap()).unwrap();
        }
    }

    pub fn notify_inserted(&mut self, op: Op) {
        self.add_to_worklist(op);
    }
    pub fn notify_modified(&mut self, op: Op) {
        if let Some(t) = &mut self.touched {
            t.push(op);
        }
        self.add_to_worklist(op);
    }
    /// The definitions of `op`'s operands that have at most one other
    /// user (MLIR's `addOperandsToWorklist`): once `op` is gone they may be
    /// dead, or simplify with their last user.
    fn notify_erased(&mut self, op: Op) {
        // Indexed rather than collected: adding to the worklist leaves the
        // operands alone, and erasure is hot enough for the copy to show.
        // A value listed many times (a wide dealloc's conditions) is looked
        // at once: its answer does not change.
        let n = self.ctx.num_operands(op);
        let mut asked = rustc_hash::FxHashSet::default();
        for i in 0..n {
            let v = self.ctx.operand(op, i);
            let Some(d) = self.ctx.defining_op(v) else {
                continue;
            };
            if n > 4 && !asked.insert(v) {
                continue;
            }
            if at_most_one_other_user(self.ctx, v, op) {
                self.add_to_worklist(d);
            }
        }
        self.worklist.remove(op);
    }

    /// Places a detached op and notifies the driver.
    pub fn insert(&mut self, op: Op, at: At) -> Op {
        match at {
            At::Before(x) => self.ctx.insert_op_before(x, op),
            At::After(x) => self.ctx.insert_op_after(x, op),
            At::End(b) => self.ctx.append_op(b, op),
            At::Start(b) => self.ctx.prepend_op(b, op),
        }
        self.notify_inserted(op);
        op
    }

    /// Creates an op (attributes by name) at `at`.
    #[allow(clippy::too_many_arguments)]
    pub fn create_full(
        &mut self,
        at: At,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(Sym, Attr)>,
        regions: Vec<Region>,
        successors: Vec<Block>,
        loc: ir::Loc,
    ) -> Op {
        let name = self.ctx.sym(name);
        let op = self.ctx.create_op(OpState {
            name,
            operands: operands.to_vec(),
            result_types: result_types.to_vec(),
            attrs,
            props: None,
            regions,
            successors,
            loc,
        });
        if let Some(t) = &mut self.touched {
            t.push(op);
        }
        self.insert(op, at)
    }

    /// Creates a simple op before `anchor` (with its location).
    pub fn create(
        &mut self,
        anchor: Op,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
    ) -> Op {
        let attrs = attrs
            .into_iter()
            .map(|(k, a)| (self.ctx.sym(k), a))
            .collect();
        let loc = self.ctx.loc(anchor);
        self.create_full(
            At::Before(anchor),
            name,
            operands,
            result_types,
            attrs,
            Vec::new(),
            Vec::new(),
            loc,
        )
    }

    /// `arith.constant` before `anchor`.
    pub fn constant(&mut self, anchor: Op, value: Attr) -> Value {
        let ty = patterns::attr_type(self.ctx, value).expect("typed attribute");
        let op = self.create(anchor, "arith.constant", &[], &[ty], vec![("value", value)]);
        self.ctx.result(op, 0)
    }

    /// Replaces every use of `from` with `to`; each user counts as modified.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        // Moving the first use away makes the next one first: this visits
        // the uses in list order without copying the list.
        while let Some(u) = self.ctx.uses(from).next() {
            let owner = self.ctx.use_data(u).owner;
            self.ctx.set_use_value(u, to);
            self.notify_modified(owner);
        }
    }

    /// Replaces the uses of `from` whose owner satisfies `pred`.
    pub fn replace_uses_if(&mut self, from: Value, to: Value, pred: impl Fn(&Context, Op) -> bool) {
        let uses: Vec<ir::Use> = self.ctx.uses(from).collect();
        for u in uses {
            let owner = self.ctx.use_data(u).owner;
            if pred(self.ctx, owner) {
                self.ctx.set_use_value(u, to);
                self.notify_modified(owner);
            }
        }
    }

    /// Replaces the results of `op` and erases it.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let n = self.ctx.results(op).len().min(values.len());
        for (i, &v) in values.iter().enumerate().take(n) {
            let r = self.ctx.result(op, i);
            self.replace_all_uses(r, v);
        }
        self.erase_op(op);
    }

    /// Erases an op and everything nested in it, users before definitions.
    pub fn erase_op(&mut self, op: Op) {
        // Erasing nested ops never changes `op`'s own region list.
        for ri in (0..self.ctx.regions_of(op).len()).rev() {
            let r = self.ctx.regions_of(op)[ri];
            while !self.ctx.region_blocks(r).is_empty() {
                if let &[only] = self.ctx.region_blocks(r) {
                    // The post-order of a single block is itself.
                    self.erase_block_ops(only);
                    self.ctx.remove_block(only);
                    continue;
                }
                let order = post_order(self.ctx, r);
                for &b in &order {
                    self.erase_block_ops(b);
                }
                for b in order {
                    self.ctx.remove_block(b);
                }
            }
        }
        self.notify_erased(op);
        self.ctx.erase_op(op);
    }

    /// Erases the ops of a block, last to first.
    fn erase_block_ops(&mut self, b: Block) {
        let mut cur = self.ctx.last_op(b);
        while let Some(o) = cur {
            cur = self.ctx.prev_op(o);
            self.erase_op(o);
        }
    }

    /// Erases a block (its ops last to first) after its uses are gone.
    pub fn erase_block(&mut self, b: Block) {
        self.erase_block_ops(b);
        self.ctx.remove_block(b);
    }

    /// Moves an op before another (notified as an insertion).
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.ctx.move_op_before(op, before);
        self.notify_inserted(op);
    }

    /// Moves the ops of `src` before `before` in `dest` (or to its end),
    /// replacing the arguments of `src` with `args`, and erases `src`.
    pub fn inline_block_before(
        &mut self,
        src: Block,
        dest: Block,
        before: Option<Op>,
        args: &[Value],
    ) {
        let bargs = self.ctx.block_args(src).to_vec();
        for (a, v) in bargs.iter().zip(args) {
            self.replace_all_uses(*a, *v);
        }
        while let Some(o) = self.ctx.first_op(src) {
            self.ctx.unlink_op(o);
            match before {
                Some(x) => self.ctx.insert_op_before(x, o),
                None => self.ctx.append_op(dest, o),
            }
            self.notify_inserted(o);
        }
        self.ctx.remove_block(src);
    }

    /// Appends the ops of `src` to `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        self.inline_block_before(src, dest, None, args);
    }
}

/// Post-order of the blocks of `r` reachable from its entry (successors in
/// order), as LLVM's `post_order`.
pub fn post_order(ctx: &Context, r: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let Some(entry) = ctx.entry_block(r) else {
        return out;
    };
    if ctx.region_blocks(r).len() == 1 {
        // Only the entry block can be reached (successors outside the
        // region are skipped).
        out.push(entry);
        return out;
    }
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succs = ctx.terminator(b).map(|t| ctx.successors(t)).unwrap_or(&[]);
        if i < succs.len() {
            top.1 += 1;
            let s = succs[i];
            if ctx.block_parent(s) == Some(r) && seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

// ===================================================================
// Side effects
// ===================================================================

/// Ops whose only effects are reads or allocations of their own results: they
/// may be erased when unused. Not `memref.realloc`: it also frees its source,
/// so only its `SimplifyDeadAlloc` pattern may erase it.
const DEAD_WHEN_UNUSED: &[&str] = &[
    "memref.alloc",
    "memref.alloca",
    "memref.load",
    "bufferization.clone",
    "bufferization.to_tensor",
    "bufferization.to_buffer",
    "vector.load",
    "vector.maskedload",
    "vector.transfer_read",
    "vector.gather",
    "vector.expandload",
];

enum Effects {
    None,
    Recursive,
    Some,
}

/// What an op name says about the effects of its ops; two classes need a
/// look at the op's operands to decide.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
enum EffClass {
    #[default]
    Some,
    None,
    Recursive,
    /// A structured linalg op: effects when it has memref operands, else
    /// those of its body.
    Linalg,
    /// `vector.transfer_write` and `materialize_in_destination`: none on a
    /// tensor, else by their traits.
    TransferWrite,
}

fn effects_class(def: &ir::OpDef) -> EffClass {
    if def.has(traits::PURE) || def.has(traits::READ_ONLY) {
        return EffClass::None;
    }
    let name = def.name;
    if DEAD_WHEN_UNUSED.contains(&name) {
        return EffClass::None;
    }
    if name == "vector.transfer_write" || name == "bufferization.materialize_in_destination" {
        return EffClass::TransferWrite;
    }
    if name.starts_with("linalg.") && name != "linalg.yield" && name != "linalg.index" {
        return EffClass::Linalg;
    }
    if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
        return EffClass::Recursive;
    }
    EffClass::Some
}

#[inline]
fn resolve_effects(ctx: &Context, op: Op, def: &ir::OpDef, class: EffClass) -> Effects {
    match class {
        EffClass::None => Effects::None,
        EffClass::Some => Effects::Some,
        EffClass::Recursive => Effects::Recursive,
        EffClass::Linalg => {
            if crate::effects::has_memref_operand_from_back(ctx, op) {
                Effects::Some
            } else {
                Effects::Recursive
            }
        }
        EffClass::TransferWrite => {
            if crate::effects::vector_transfer_on_tensor(ctx, op) {
                Effects::None
            } else if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
                Effects::Recursive
            } else {
                Effects::Some
            }
        }
    }
}

fn op_effects(ctx: &Context, op: Op) -> Effects {
    let Some(def) = ctx.def(op) else {
        return Effects::Some;
    };
    resolve_effects(ctx, op, def, effects_class(def))
}

/// MLIR's `wouldOpBeTriviallyDead`.
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    match ctx.def(op) {
        Some(d) if !never_dead(d) => would_be_dead_with(ctx, op, d, effects_class(d)),
        _ => false,
    }
}

/// Terminators and symbols are never trivially dead.
fn never_dead(def: &ir::OpDef) -> bool {
    def.has(traits::TERMINATOR) || def.has(traits::SYMBOL)
}

/// [`would_be_trivially_dead`] of an op that is neither a terminator nor a
/// symbol, given the effects class of its name.
#[inline]
fn would_be_dead_with(ctx: &Context, op: Op, def: &ir::OpDef, class: EffClass) -> bool {
    match resolve_effects(ctx, op, def, class) {
        Effects::None => true,
        Effects::Some => false,
        Effects::Recursive => nested_effect_free(ctx, op),
    }
}

/// Whether nothing nested in a recursive-effects op has effects.
fn nested_effect_free(ctx: &Context, op: Op) -> bool {
    let mut stack: smallvec::SmallVec<[Op; 16]> = smallvec::SmallVec::new();
    let push_nested = |stack: &mut smallvec::SmallVec<[Op; 16]>, o: Op| {
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    };
    push_nested(&mut stack, op);
    while let Some(o) = stack.pop() {
        match op_effects(ctx, o) {
            Effects::None => {}
            Effects::Recursive => push_nested(&mut stack, o),
            Effects::Some => return false,
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`.
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.results(op).iter().all(|&r| !ctx.has_uses(r)) && would_be_trivially_dead(ctx, op)
}

// ===================================================================
// Constants
// ===================================================================

/// The value of a constant-like op (`m_Constant`).
pub fn constant_value(ctx: &Context, op: Op) -> Option<Attr> {
    let def = ctx.def(op)?;
    if !def.has(traits::CONSTANT_LIKE) || ctx.results(op).len() != 1 {
        return None;
    }
    ctx.get_attr(op, "value")
}

/// The constant a value is defined by, if any.
#[inline]
pub fn value_constant(ctx: &Context, v: Value) -> Option<Attr> {
    constant_value(ctx, ctx.defining_op(v)?)
}

/// MLIR's `OperationFolder`, as used when seeding the worklist.
#[derive(Default)]
struct Folder {
    scopes: FxHashMap<(Region, Sym, Attr, Type), Op>,
    owned: FxHashSet<Op>,
}

fn insertion_region(ctx: &Context, mut b: Block) -> Option<Region> {
    loop {
        let r = ctx.block_parent(b)?;
        let Some(p) = ctx.region_parent(r) else {
            return Some(r);
        };
        let isolated = ctx
            .def(p)
            .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        match ctx.parent_block(p) {
            Some(pb) if !isolated => b = pb,
            _ => return Some(r),
        }
    }
}

impl Folder {
    /// Returns `false` when `op` was a duplicate and has been erased.
    fn insert_known_constant(&mut self, rw: &mut Rewriter, op: Op, value: Attr) -> bool {
        let Some(b) = rw.ctx.parent_block(op) else {
            return true;
        };
        let is_owned = |s: &Self, o: Option<Op>| o.is_some_and(|o| s.owned.contains(&o));
        if self.owned.contains(&op) {
            if rw.ctx.first_op(b) != Some(op) && !is_owned(self, rw.ctx.prev_op(op)) {
                let f = rw.ctx.first_op(b).unwrap();
                rw.ctx.move_op_before(op, f);
            }
            return true;
        }
        let Some(region) = insertion_region(rw.ctx, b) else {
            return true;
        };
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let key = (region, rw.ctx.op(op).name, value, ty);
        if let Some(&existing) = self.scopes.get(&key) {
            let r = rw.ctx.result(op, 0);
            let e = rw.ctx.result(existing, 0);
            // Each user is modified in place and goes on the worklist (with
            // its ancestors) now, during the seeding walk, as the folder's
            // rewriter notifies the driver in MLIR: a user nested deeper
            // than a later op of the walk is then tried before that op.
            rw.replace_all_uses(r, e);
            rw.notify_erased(op);
            rw.ctx.erase_op(op);
            // The constant now stands for both: MLIR's folder gives it the
            // unknown location.
            rw.ctx.op_mut(existing).loc = ir::Loc::UNKNOWN;
            return false;
        }
        let Some(ib) = rw.ctx.entry_block(region) else {
            return true;
        };
        if b != ib || (rw.ctx.first_op(ib) != Some(op) && !is_owned(self, rw.ctx.prev_op(op))) {
            let f = rw.ctx.first_op(ib).unwrap();
            if f != op {
                rw.ctx.move_op_before(op, f);
            }
            // Hoisted out of its block, it no longer stands where it was
            // written (mlir-opt prints it at the unknown location).
            if b != ib {
                rw.ctx.op_mut(op).loc = ir::Loc::UNKNOWN;
            }
        }
        self.scopes.insert(key, op);
        self.owned.insert(op);
        true
    }
}

// ===================================================================
// Per-name facts
// ===================================================================

/// What the driver and region DCE ask about every op they visit, computed
/// once per op name instead of per op per iteration.
#[derive(Clone, Copy, Default)]
struct Facts {
    /// The definition these facts were computed from; an entry is valid for
    /// a symbol whose definition is this one (registered ops only).
    def: Option<&'static ir::OpDef>,
    constant_like: bool,
    terminator: bool,
    /// Terminators, symbols and unregistered ops are never trivially dead.
    never_dead: bool,
    effects: EffClass,
    commutative: bool,
    fold: Option<patterns::FoldFn>,
    fold_reads_consts: bool,
    /// See [`patterns::memref::folds_only_cast_operands`].
    fold_only_cast_operands: bool,
    mem_kind: MemKind,
    /// The patterns of this name in the unfiltered table, by benefit.
    pats: &'static [&'static Pattern],
}

impl Facts {
    fn of(def: Option<&'static ir::OpDef>, name: &str) -> Facts {
        let pats = default_table()
            .by_name
            .get(name)
            .map_or(&[][..], |v| v.as_slice());
        let Some(d) = def else {
            return Facts {
                never_dead: true,
                pats,
                ..Facts::default()
            };
        };
        Facts {
            def,
            constant_like: d.has(traits::CONSTANT_LIKE),
            terminator: d.has(traits::TERMINATOR),
            never_dead: never_dead(d),
            effects: effects_class(d),
            commutative: d.has(traits::COMMUTATIVE),
            fold: patterns::fold_fn(d),
            fold_reads_consts: patterns::fold_fn(d).is_some_and(patterns::fold_reads_consts),
            fold_only_cast_operands: patterns::memref::folds_only_cast_operands(
                d.name,
                patterns::fold_fn(d),
            ),
            mem_kind: if std::ptr::eq(d, &dialects::memref::CAST) {
                MemKind::Cast
            } else if std::ptr::eq(d, &dialects::memref::STORE)
                || std::ptr::eq(d, &dialects::memref::DEALLOC)
            {
                MemKind::StoreOrDealloc
            } else {
                MemKind::Other
            },
            pats,
        }
    }
}

thread_local! {
    /// Facts indexed by symbol id. Definitions are statics, so an entry
    /// whose definition is the one the symbol names in the current context
    /// is right whatever context it was computed in: the table outlives
    /// contexts without ever being cleared.
    static FACTS_POOL: std::cell::RefCell<Vec<Facts>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A per-run handle on the per-thread facts table (taken from the pool and
/// given back on drop, so lookups need no thread-local access).
pub(crate) struct FactsTable {
    v: Vec<Facts>,
    /// The facts of the last unregistered name asked about (those are not
    /// cached: a symbol id may name another op in another context).
    unregistered: Facts,
}

impl Default for FactsTable {
    fn default() -> Self {
        FactsTable {
            v: FACTS_POOL.with(|p| std::mem::take(&mut *p.borrow_mut())),
            unregistered: Facts::default(),
        }
    }
}

impl Drop for FactsTable {
    fn drop(&mut self) {
        let v = std::mem::take(&mut self.v);
        FACTS_POOL.with(|p| *p.borrow_mut() = v);
    }
}

impl FactsTable {
    #[inline]
    fn get(&mut self, ctx: &Context, name: Sym) -> &Facts {
        let def = ctx.def_of_name(name);
        if let (Some(e), Some(d)) = (self.v.get(name.index()), def) {
            if e.def.is_some_and(|x| std::ptr::eq(x, d)) {
                // Re-indexed so that the borrow ends on the other path.
                return &self.v[name.index()];
            }
        }
        self.fill(ctx, name, def)
    }
    #[cold]
    fn fill(&mut self, ctx: &Context, name: Sym, def: Option<&'static ir::OpDef>) -> &Facts {
        let f = Facts::of(def, ctx.str(name));
        if def.is_none() {
            self.unregistered = f;
            return &self.unregistered;
        }
        if name.index() >= self.v.len() {
            self.v.resize(name.index() + 1, Facts::default());
        }
        self.v[name.index()] = f;
        &self.v[name.index()]
    }
    #[inline]
    fn of_op(&mut self, ctx: &Context, op: Op) -> &Facts {
        self.get(ctx, ctx.op(op).name)
    }
}

/// [`is_trivially_dead`] with the facts of the op's name.
fn is_dead_with(ctx: &Context, op: Op, f: &Facts) -> bool {
    if f.never_dead || ctx.results(op).iter().any(|&r| ctx.has_uses(r)) {
        return false;
    }
    would_be_dead_with(ctx, op, f.def.unwrap(), f.effects)
}

/// [`is_trivially_dead`] for a pass that keeps a facts table.
pub(crate) fn is_trivially_dead_in(ctx: &Context, op: Op, facts: &mut FactsTable) -> bool {
    is_dead_with(ctx, op, facts.of_op(ctx, op))
}

/// [`constant_value`] with the facts of the op's name.
fn constant_with(ctx: &Context, op: Op, f: &Facts) -> Option<Attr> {
    if !f.constant_like || ctx.results(op).len() != 1 {
        return None;
    }
    ctx.get_attr(op, "value")
}

// ===================================================================
// Options and the driver
// ===================================================================

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RegionSimplify {
    Disabled,
    Normal,
    Aggressive,
}

#[derive(Clone, Debug)]
pub struct Config {
    pub top_down: bool,
    pub region_simplify: RegionSimplify,
    pub max_iterations: i64,
    pub max_num_rewrites: i64,
    pub test_convergence: bool,
    pub disabled: Vec<String>,
    pub enabled: Vec<String>,
    /// Beyond mlir-opt 22 (option `fix-while-move-if-down`): when an
    /// `scf.condition` forwards one result of the `scf.if` that
    /// `WhileMoveIfDown` moves at several positions, every one of them gets
    /// the then value. mlir-opt 22 gives it to the first only (the others get
    /// the else value: upstream fixed this after LLVM 23).
    pub fix_while_move_if_down: bool,
    /// After the run, the ops patterns and folds created or changed are
    /// verified (each on its own). A pipeline that skips the verification
    /// between its steps for speed still learns that a step made invalid IR,
    /// as mlir-opt's verification after that step would report.
    pub verify_touched: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
            disabled: Vec::new(),
            enabled: Vec::new(),
            fix_while_move_if_down: false,
            verify_touched: false,
        }
    }
}

/// The patterns of each op name, filtered by the config, by benefit.
struct PatternTable {
    by_name: FxHashMap<&'static str, Vec<&'static Pattern>>,
}

impl PatternTable {
    fn new(cfg: &Config) -> Self {
        let mut by_name: FxHashMap<&'static str, Vec<&'static Pattern>> = FxHashMap::default();
        for (name, pats) in patterns::all_patterns() {
            let v = by_name.entry(name).or_default();
            for p in pats {
                // mlir-opt's labels carry the C++ namespace of the pattern
                // ("(anonymous namespace)::Name"); ours are the bare names.
                let is = |label: &String| label.rsplit("::").next() == Some(p.name);
                if cfg.disabled.iter().any(is) {
                    continue;
                }
                if !cfg.enabled.is_empty() && !cfg.enabled.iter().any(is) {
                    continue;
                }
                v.push(p);
            }
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit));
        }
        PatternTable { by_name }
    }
}

fn default_table() -> &'static PatternTable {
    static DEFAULT_TABLE: std::sync::OnceLock<PatternTable> = std::sync::OnceLock::new();
    DEFAULT_TABLE.get_or_init(|| PatternTable::new(&Config::default()))
}

struct Driver<'a, 'c> {
    rw: Rewriter<'c>,
    cfg: &'a Config,
    /// A filtered pattern table; `None` for the unfiltered one, whose
    /// patterns the facts carry.
    table: Option<&'a PatternTable>,
    /// Patterns supplied by a pass (used instead of the table when set).
    custom: Option<&'a mut dyn PatternSet>,
    /// The custom set's [`PatternSet::may_apply`] by name symbol.
    custom_may_apply: Vec<MayApply>,
    facts: FactsTable,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum MayApply {
    Unknown,
    Yes,
    No,
}

impl Driver<'_, '_> {
    /// Whether processing an op of these facts can do nothing: it is never
    /// dead and has no fold hook and no patterns.
    /// Whether processing an op of these facts can do nothing unless the
    /// run's own patterns (a filtered table or a pass's set) apply to it.
    fn inert_by_name(f: &Facts) -> bool {
        f.never_dead && f.fold.is_none() && !f.commutative && f.pats.is_empty()
    }

    /// Whether the run's own patterns may rewrite ops named `name` (asked
    /// once per name and run: the set answers for names, not ops).
    fn own_patterns_may_apply(&mut self, name: Sym) -> bool {
        if self.table.is_some() {
            return true;
        }
        let Some(set) = self.custom.as_deref() else {
            return false;
        };
        let i = name.index();
        if i >= self.custom_may_apply.len() {
            self.custom_may_apply.resize(i + 1, MayApply::Unknown);
        }
        match self.custom_may_apply[i] {
            MayApply::Yes => true,
            MayApply::No => false,
            MayApply::Unknown => {
                let may = set.may_apply(self.rw.ctx.str(name));
                self.custom_may_apply[i] = if may { MayApply::Yes } else { MayApply::No };
                may
            }
        }
    }

    /// Whether popping `op` could change anything.
    #[inline]
    fn inert(&mut self, op: Op, name_inert: bool) -> bool {
        name_inert && !self.own_patterns_may_apply(self.rw.ctx.op(op).name)
    }

    /// Pre-order seeding. Every ancestor of an op up to the scope was pushed
    /// before the op is reached, so pushing the op alone is what
    /// `add_to_worklist` would do. Inert ops are left out: popping them
    /// would change nothing.
    fn seed_pre(&mut self, folder: &mut Folder, r: Region) {
        for bi in 0..self.rw.ctx.region_blocks(r).len() {
            let b = self.rw.ctx.region_blocks(r)[bi];
            let mut cur = self.rw.ctx.first_op(b);
            while let Some(op) = cur {
                cur = self.rw.ctx.next_op(op);
                let f = self.facts.of_op(self.rw.ctx, op);
                let name_inert = Self::inert_by_name(f);
                self.rw.seen.note(self.rw.ctx, op, f.mem_kind);
                if let Some(v) = constant_with(self.rw.ctx, op, f) {
                    if !folder.insert_known_constant(&mut self.rw, op, v) {
                        continue;
                    }
                }
                if !self.inert(op, name_inert) {
                    self.rw.worklist.push(op);
                }
                for i in 0..self.rw.ctx.regions_of(op).len() {
                    let nr = self.rw.ctx.regions_of(op)[i];
                    self.seed_pre(folder, nr);
                }
            }
        }
    }

    fn seed_post(&mut self, folder: &mut Folder, r: Region) {
        for bi in 0..self.rw.ctx.region_blocks(r).len() {
            let b = self.rw.ctx.region_blocks(r)[bi];
            let mut cur = self.rw.ctx.first_op(b);
            while let Some(op) = cur {
                cur = self.rw.ctx.next_op(op);
                for i in 0..self.rw.ctx.regions_of(op).len() {
                    let nr = self.rw.ctx.regions_of(op)[i];
                    self.seed_post(folder, nr);
                }
                let f = self.facts.of_op(self.rw.ctx, op);
                let name_inert = Self::inert_by_name(f);
                self.rw.seen.note(self.rw.ctx, op, f.mem_kind);
                if let Some(v) = constant_with(self.rw.ctx, op, f) {
                    if !folder.insert_known_constant(&mut self.rw, op, v) {
                        continue;
                    }
                }
                if self.inert(op, name_inert) {
                    // The ancestors still take the places they would have.
                    self.rw.push_ancestors(op);
                } else {
                    self.rw.push_with_ancestors(op);
                }
            }
        }
    }

    /// Returns whether the rewrite converged.
    fn simplify(&mut self, region: Region) -> bool {
        self.rw.scope = Some(region);
        let mut iteration = 0i64;
        let mut cont;
        // Whether the last region simplification found nothing to do. Region
        // simplification only depends on the IR, so when an iteration's
        // worklist changed nothing after such a run, running it again would
        // find nothing either: the loop ends without the extra walk.
        let mut regions_settled = false;
        loop {
            iteration += 1;
            if self.cfg.max_iterations >= 0 && iteration > self.cfg.max_iterations {
                return false;
            }
            self.rw.worklist.clear();
            let mut folder = Folder::default();
            if self.cfg.top_down {
                self.seed_pre(&mut folder, region);
                self.rw.worklist.reverse();
            } else {
                self.seed_post(&mut folder, region);
            }
            cont = self.process_worklist();
            if !cont && regions_settled {
                return true;
            }
            let ctx = &mut *self.rw.ctx;
            let simplified = match self.cfg.region_simplify {
                // mlir-opt 22 still drops unreachable blocks with
                // region simplification disabled (observed behaviour).
                RegionSimplify::Disabled => erase_unreachable_blocks(ctx, region),
                RegionSimplify::Normal => {
                    simplify_regions_with(ctx, region, false, &mut self.facts)
                }
                RegionSimplify::Aggressive => {
                    simplify_regions_with(ctx, region, true, &mut self.facts)
                }
            };
            regions_settled = !simplified;
            cont |= simplified;
            if !cont {
                return true;
            }
        }
    }

    fn process_worklist(&mut self) -> bool {
        let mut changed = false;
        let mut num_rewrites = 0i64;
        // Patterns can chase each other forever on IR mlir-opt never hands
        // them: a value that is its own operand in an unreachable loop
        // (`%x = addi %x, %c`) after block merging keeps being reassociated.
        // No terminating run pops an op this many times over, so a run that
        // does is cut off as unconverged; region simplification then drops
        // the unreachable blocks, as in mlir-opt.
        let mut pops_left = 64 * (self.rw.ctx.num_ops() as u64) + 100_000;
        loop {
            if self.cfg.max_num_rewrites >= 0 && num_rewrites >= self.cfg.max_num_rewrites {
                break;
            }
            if pops_left == 0 {
                break;
            }
            pops_left -= 1;
            let Some(op) = self.rw.worklist.pop() else {
                break;
            };
            if self.rw.ctx.is_erased(op) {
                continue;
            }
            let f = self.facts.of_op(self.rw.ctx, op);
            let name_pats = f.pats;
            if is_dead_with(self.rw.ctx, op, f) {
                self.rw.erase_op(op);
                changed = true;
                continue;
            }
            let fold_fails = f.fold_only_cast_operands
                && !f.commutative
                && self.rw.seen.no_cast_operand(self.rw.ctx, op);
            if !f.constant_like && (f.fold.is_some() || f.commutative) && !fold_fails {
                match patterns::fold_with(
                    self.rw.ctx,
                    op,
                    f.fold,
                    f.fold_reads_consts,
                    f.commutative,
                ) {
                    FoldResult::Fail => {}
                    FoldResult::InPlace => {
                        self.rw.notify_modified(op);
                        changed = true;
                        continue;
                    }
                    FoldResult::Results(res) => {
                        if self.apply_fold(op, res) {
                            changed = true;
                            continue;
                        }
                    }
                }
            }
            // (A set's `may_apply` is not asked here: `apply` fails on the
            // names it rules out anyway, and those are seldom popped.)
            if let Some(c) = self.custom.as_deref_mut() {
                if c.apply(&mut self.rw, op) {
                    changed = true;
                    num_rewrites += 1;
                }
                continue;
            }
            let pats: &[&Pattern] = match self.table {
                None => name_pats,
                Some(t) => t
                    .by_name
                    .get(self.rw.ctx.op_name(op))
                    .map_or(&[], |v| v.as_slice()),
            };
            for p in pats {
                if (p.apply)(&mut self.rw, op) {
                    changed = true;
                    num_rewrites += 1;
                    break;
                }
            }
        }
        changed
    }

    fn apply_fold(&mut self, op: Op, res: Vec<Ofr>) -> bool {
        replace_with_fold(&mut self.rw, op, res)
    }
}

/// Whether the users of `v` other than `op` are at most one op. The walk
/// gives up (answering no) after `USES_WALKED` uses: a value used many
/// times over by a single other op (a wide `bufferization.dealloc`'s
/// conditions) would otherwise be walked again for every erased user, which
/// is quadratic; the answer only decides whether the definition is looked
/// at again.
fn at_most_one_other_user(ctx: &Context, v: Value, op: Op) -> bool {
    const USES_WALKED: usize = 1024;
    // A user known up front (the op right after the definition, next to it
    // in memory) is one other user; a second one then ends the walk at the
    // head of the list without reading the uses in between, which may be
    // anywhere.
    let mut other = ctx
        .defining_op(v)
        .and_then(|d| ctx.next_op_using(d, v))
        .filter(|&n| n != op);
    let mut uses = ctx.uses(v);
    for u in uses.by_ref().take(USES_WALKED) {
        let user = ctx.use_data(u).owner;
        if user == op || other == Some(user) {
            continue;
        }
        if other.is_some() {
            return false;
        }
        other = Some(user);
    }
    uses.next().is_none()
}

/// Replaces `op` by what it folded to, materializing constants right before
/// it; false (and the IR as it was) when a constant cannot be made.
fn replace_with_fold(rw: &mut Rewriter, op: Op, res: Vec<Ofr>) -> bool {
    match materialize_fold(rw, op, res) {
        Some(vals) => {
            rw.replace_op(op, &vals);
            true
        }
        None => false,
    }
}

/// The folding a partial dialect conversion does on its way (MLIR's
/// `legalizeWithFold`): every op nested in `root`, in pre-order, whose
/// dialect is not among `legal` is folded where it stands. Constants are
/// made right before the folded op, neither uniqued nor hoisted; an op
/// folded in place is folded again; nothing dead is erased. As in a dialect
/// conversion, a folded op is replaced only at the end: the ops after it
/// still see it as their operands' definition (a `tensor.reshape` still sees
/// the `tensor.from_elements` of its shape, not the constant that replaces
/// it). Passes built on `applyPartialConversion` (expand-realloc) change the
/// IR this way even where their own patterns do not apply.
pub fn fold_as_conversion(ctx: &mut Context, root: Op, legal: &[&str]) {
    let mut facts = FactsTable::default();
    let mut ops = Vec::new();
    // The results of every `memref.cast`: a hook that folds only cast
    // operands fails at once on an op without one, and telling so from
    // this set spares loading each operand's far-away definition.
    let mut cast_results = BitSet::default();
    ctx.walk_pre(root, |o| {
        if o != root {
            ops.push(o);
            if facts.of_op(ctx, o).mem_kind == MemKind::Cast {
                for &r in ctx.results(o) {
                    cast_results.insert(r.index());
                }
            }
        }
    });
    let mut rw = Rewriter::new(ctx);
    let mut pending: Vec<(Op, Vec<Value>)> = Vec::new();
    for op in ops {
        if rw.ctx.is_erased(op) {
            continue;
        }
        let dialect = rw.ctx.op_name(op).split('.').next().unwrap_or("");
        if legal.contains(&dialect) {
            continue;
        }
        // An in-place fold may enable another; MLIR retries until none applies.
        for _ in 0..16 {
            let f = facts.of_op(rw.ctx, op);
            if f.constant_like || !(f.fold.is_some() || f.commutative) {
                break;
            }
            if f.fold_only_cast_operands
                && !f.commutative
                && rw
                    .ctx
                    .operands(op)
                    .all(|v| !cast_results.contains(v.index()))
            {
                break;
            }
            let (fold, reads, commutative) = (f.fold, f.fold_reads_consts, f.commutative);
            match patterns::fold_with(rw.ctx, op, fold, reads, commutative) {
                FoldResult::Fail => break,
                FoldResult::InPlace => continue,
                FoldResult::Results(res) => {
                    if let Some(vals) = materialize_fold(&mut rw, op, res) {
                        pending.push((op, vals));
                    }
                    break;
                }
            }
        }
    }
    // The deferred replacements, in order; a value may itself have been
    // replaced by an earlier one.
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    for (op, vals) in pending {
        let results = rw.ctx.results(op).to_vec();
        for (r, mut v) in results.into_iter().zip(vals) {
            while let Some(&next) = replaced.get(&v) {
                v = next;
            }
            rw.replace_all_uses(r, v);
            replaced.insert(r, v);
        }
        rw.erase_op(op);
    }
}

/// The values a fold gives `op`, constants made right before it; `None`
/// (and nothing made) when a constant cannot be materialized.
fn materialize_fold(rw: &mut Rewriter, op: Op, res: Vec<Ofr>) -> Option<Vec<Value>> {
    let types: Vec<Type> = rw.ctx.result_types(op);
    let mut vals = Vec::with_capacity(res.len());
    let mut created = Vec::new();
    for (r, ty) in res.into_iter().zip(types) {
        match r {
            Ofr::Value(v) => vals.push(v),
            Ofr::Attr(a) => match patterns::materialize(rw, op, a, ty) {
                Some(v) => {
                    created.push(rw.ctx.defining_op(v).unwrap());
                    vals.push(v)
                }
                None => {
                    for c in created {
                        rw.erase_op(c);
                    }
                    return None;
                }
            },
        }
    }
    Some(vals)
}

// ===================================================================
// Region simplification
// ===================================================================

/// Unreachable-block erasure and region DCE (plus block merging and
/// redundant-argument dropping when `aggressive`). Returns whether anything
/// changed.
pub fn simplify_regions(ctx: &mut Context, region: Region, aggressive: bool) -> bool {
    simplify_regions_with(ctx, region, aggressive, &mut FactsTable::default())
}

fn simplify_regions_with(
    ctx: &mut Context,
    region: Region,
    aggressive: bool,
    facts: &mut FactsTable,
) -> bool {
    let changed = erase_unreachable_and_dead(ctx, region, facts);
    let mut c = false;
    if aggressive {
        c |= crate::patterns::cf::merge_identical_blocks(ctx, region);
        c |= crate::patterns::cf::drop_redundant_arguments(ctx, region);
    }
    changed || c
}

fn erase_block_raw(ctx: &mut Context, b: Block) {
    let mut cur = ctx.last_op(b);
    while let Some(o) = cur {
        cur = ctx.prev_op(o);
        ctx.erase_op(o);
    }
    ctx.remove_block(b);
}

fn erase_unreachable_blocks(ctx: &mut Context, region: Region) -> bool {
    let mut erased = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        let n = ctx.region_blocks(r).len();
        if n == 0 {
            continue;
        }
        if n == 1 {
            for op in ctx.block_ops(ctx.region_blocks(r)[0]) {
                work.extend(ctx.regions_of(op).iter().copied());
            }
            continue;
        }
        let blocks = ctx.region_blocks(r).to_vec();
        let reachable: FxHashSet<Block> = post_order(ctx, r).into_iter().collect();
        for b in blocks {
            if !reachable.contains(&b) {
                erase_block_raw(ctx, b);
                erased = true;
                continue;
            }
            for op in ctx.block_ops(b) {
                work.extend(ctx.regions_of(op).iter().copied());
            }
        }
    }
    erased
}

/// MLIR's `eraseUnreachableBlocks` followed by `runRegionDCE`, with one walk
/// in the common case.
///
/// The liveness walk visits exactly the regions the unreachable-block walk
/// would (those of ops in reachable blocks) and never looks at ops in
/// unreachable blocks (they are not live, so their uses prove nothing):
/// liveness is the same whether those blocks are erased before or after it,
/// and erasure keeps the order of the remaining use and predecessor lists.
///
/// MLIR repeats the liveness walk until it changes nothing. A repeat only
/// changes something when the previous walk found an op or value dead and
/// later marked it live (a use seen before its definition was known live:
/// loops in the CFG, graph regions); the walk records such late marks and
/// repeats only then. Deletion is skipped when the last walk saw nothing dead.
fn erase_unreachable_and_dead(ctx: &mut Context, region: Region, facts: &mut FactsTable) -> bool {
    let mut live = LiveMap::default();
    let mut unreachable: Vec<Region> = Vec::new();
    let mut first = true;
    loop {
        live.late = false;
        live.any_dead = false;
        // Questions of an earlier walk were answered again by this one.
        live.asked_ops = BitSet::default();
        live.asked_values = BitSet::default();
        {
            let mut w = LiveWalk {
                ctx,
                live: &mut live,
                facts,
                unreachable: first.then_some(&mut unreachable),
            };
            w.region(region);
        }
        first = false;
        if !live.late {
            break;
        }
    }
    let mut erased = false;
    for r in unreachable {
        let blocks = ctx.region_blocks(r).to_vec();
        let reachable = reachable_blocks(ctx, r);
        for b in blocks {
            if !reachable.contains(b.index()) {
                erase_block_raw(ctx, b);
                erased = true;
            }
        }
    }
    if live.any_dead {
        erased |= delete_deadness(ctx, region, &live);
    }
    erased
}

fn reachable_blocks(ctx: &Context, r: Region) -> BitSet {
    let mut set = BitSet::default();
    for b in post_order(ctx, r) {
        set.insert(b.index());
    }
    set
}

/// Live ops and values, as dense bit sets over their ids.
#[derive(Default)]
struct LiveMap {
    values: BitSet,
    ops: BitSet,
    /// Ops and values a walk asked about while they were not (yet) live.
    asked_ops: BitSet,
    asked_values: BitSet,
    /// An op or value was marked live after the walk had found it dead.
    late: bool,
    /// The walk left some visited op or block argument dead.
    any_dead: bool,
    /// Values with a use whose owner is live and has no successors (such a
    /// use proves the value live; see [`LiveWalk::note_live_operands`]).
    used_by_live: BitSet,
}

impl LiveMap {
    #[inline]
    fn set_value_live(&mut self, ctx: &Context, v: Value) {
        match ctx.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => {
                if self.values.insert(v.index()) && self.asked_values.contains(v.index()) {
                    self.late = true;
                }
            }
        }
    }
    #[inline]
    fn set_op_live(&mut self, op: Op) {
        if self.ops.insert(op.index()) && self.asked_ops.contains(op.index()) {
            self.late = true;
        }
    }
    #[inline]
    fn value_live(&self, v: Value) -> bool {
        self.values.contains(v.index())
    }
    #[inline]
    fn op_live(&self, op: Op) -> bool {
        self.ops.contains(op.index())
    }
    /// [`Self::value_live`] as a fact the walk's decisions depend on.
    #[inline]
    fn ask_value(&mut self, v: Value) -> bool {
        let l = self.value_live(v);
        if !l {
            self.asked_values.insert(v.index());
        }
        l
    }
    #[inline]
    fn ask_op(&mut self, op: Op) -> bool {
        let l = self.op_live(op);
        if !l {
            self.asked_ops.insert(op.index());
        }
        l
    }
}

/// One liveness walk (MLIR's `propagateLiveness`).
struct LiveWalk<'x> {
    ctx: &'x Context,
    live: &'x mut LiveMap,
    facts: &'x mut FactsTable,
    /// Collects the regions with unreachable blocks (first walk only).
    unreachable: Option<&'x mut Vec<Region>>,
}

impl LiveWalk<'_> {
    #[inline]
    fn use_specially_dead(&mut self, u: ir::Use) -> bool {
        let ctx = self.ctx;
        let d = ctx.use_data(u);
        let owner = d.owner;
        if ctx.successors(owner).is_empty()
            || !ctx.def(owner).is_some_and(|x| x.has(traits::TERMINATOR))
        {
            return false;
        }
        match crate::patterns::cf::successor_arg_of_operand(ctx, owner, d.index as usize) {
            Some(arg) => !self.live.ask_value(arg),
            None => false,
        }
    }

    /// Whether some use of `v` proves it live: its owner is live and the
    /// use is not a successor operand forwarded to a dead argument.
    ///
    /// Users are mostly visited before the values they use, and a live
    /// user without successors has already recorded its operands: the
    /// answer then needs no walk of the use list, whose entries and owners
    /// lie anywhere in memory. (The walk would only have asked about more
    /// ops on its way to the same proof; a proved value cannot become dead,
    /// so those questions never call for another walk.)
    #[inline]
    fn proved_live(&mut self, v: Value) -> bool {
        if self.live.used_by_live.contains(v.index()) {
            return true;
        }
        let ctx = self.ctx;
        for u in ctx.uses(v) {
            if self.live.ask_op(ctx.use_data(u).owner) && !self.use_specially_dead(u) {
                return true;
            }
        }
        false
    }

    /// Records the operands of a live op as used by a live op. Operands of
    /// an op with successors may be forwarded to a dead block argument, and
    /// are left to the use-list walk.
    #[inline]
    fn note_live_operands(&mut self, op: Op) {
        let ctx = self.ctx;
        if !ctx.successors(op).is_empty() {
            return;
        }
        for v in ctx.operands(op) {
            self.live.used_by_live.insert(v.index());
        }
    }

    fn op(&mut self, op: Op) {
        let ctx = self.ctx;
        for &r in ctx.regions_of(op) {
            self.region(r);
        }
        let f = self.facts.of_op(ctx, op);
        if f.terminator {
            self.live.set_op_live(op);
            self.note_live_operands(op);
            if ctx.successors(op).is_empty() || crate::patterns::cf::is_branch(ctx, op) {
                return;
            }
            for &s in ctx.successors(op) {
                for &a in ctx.block_args(s) {
                    self.live.set_value_live(ctx, a);
                }
            }
            return;
        }
        if self.live.op_live(op) {
            self.note_live_operands(op);
            return;
        }
        if f.never_dead || !would_be_dead_with(ctx, op, f.def.unwrap(), f.effects) {
            self.live.set_op_live(op);
            self.note_live_operands(op);
            return;
        }
        // A live result makes the op live (its other results need not be
        // asked about).
        for i in 0..ctx.results(op).len() {
            if self.proved_live(ctx.results(op)[i]) {
                self.live.set_op_live(op);
                self.note_live_operands(op);
                return;
            }
        }
        // Only the op's own visit marks it live.
        self.live.any_dead = true;
    }

    fn region(&mut self, r: Region) {
        let ctx = self.ctx;
        if let &[only] = ctx.region_blocks(r) {
            self.block(only);
            return;
        }
        let order = post_order(ctx, r);
        if order.len() != ctx.region_blocks(r).len() {
            if let Some(u) = self.unreachable.as_deref_mut() {
                u.push(r);
            }
        }
        for b in order {
            self.block(b);
        }
    }

    fn block(&mut self, b: Block) {
        let ctx = self.ctx;
        let mut cur = ctx.last_op(b);
        while let Some(o) = cur {
            cur = ctx.prev_op(o);
            self.op(o);
        }
        if ctx.is_entry_block(b) {
            return;
        }
        for &a in ctx.block_args(b) {
            if !self.live.value_live(a) {
                if self.proved_live(a) {
                    self.live.set_value_live(ctx, a);
                } else {
                    self.live.any_dead = true;
                }
            }
        }
    }
}

fn delete_deadness(ctx: &mut Context, r: Region, live: &LiveMap) -> bool {
    let mut erased = false;
    if ctx.region_blocks(r).is_empty() {
        return false;
    }
    let single = ctx.region_blocks(r).len() == 1;
    for b in post_order(ctx, r) {
        if !single {
            if let Some(t) = ctx.terminator(b) {
                crate::patterns::cf::erase_dead_successor_operands(ctx, t, &|a| live.value_live(a));
            }
        }
        let mut cur = ctx.last_op(b);
        while let Some(o) = cur {
            cur = ctx.prev_op(o);
            if !live.op_live(o) {
                erased = true;
                drop_result_uses(ctx, o);
                ctx.erase_op(o);
            } else {
                for i in 0..ctx.regions_of(o).len() {
                    let nr = ctx.regions_of(o)[i];
                    erased |= delete_deadness(ctx, nr, live);
                }
            }
        }
    }
    if ctx.region_blocks(r).len() < 2 {
        return erased;
    }
    let blocks = ctx.region_blocks(r).to_vec();
    for &b in blocks.iter().skip(1) {
        let n = ctx.block_args(b).len();
        for i in (0..n).rev() {
            let a = ctx.block_args(b)[i];
            if !live.value_live(a) {
                drop_value_uses(ctx, a);
                ctx.erase_block_arg(b, i);
                erased = true;
            }
        }
    }
    erased
}

/// Detaches the remaining uses of a value (their owners are being erased).
fn drop_value_uses(ctx: &mut Context, v: Value) {
    if !ctx.has_uses(v) {
        return;
    }
    let t = ctx.value_type(v);
    let ph = ctx.new_placeholder(t);
    ctx.replace_all_uses(v, ph);
}

fn drop_result_uses(ctx: &mut Context, op: Op) {
    for r in ctx.results(op).to_vec() {
        drop_value_uses(ctx, r);
    }
}

// ===================================================================
// The pass
// ===================================================================

pub struct Canonicalize {
    cfg: Config,
}

impl Canonicalize {
    pub fn new(cfg: Config) -> Self {
        Canonicalize { cfg }
    }
}

/// Runs the greedy driver on every region of `op`; returns whether it converged.
pub fn apply_patterns_greedily(ctx: &mut Context, op: Op, cfg: &Config) -> bool {
    apply_patterns_greedily_touching(ctx, op, cfg).0
}

/// [`apply_patterns_greedily`], also returning the ops created or changed
/// when `cfg.verify_touched` is set.
fn apply_patterns_greedily_touching(ctx: &mut Context, op: Op, cfg: &Config) -> (bool, Vec<Op>) {
    let regions = ctx.regions_of(op).to_vec();
    let mut converged = true;
    let mut touched = Vec::new();
    let owned;
    let table = if cfg.disabled.is_empty() && cfg.enabled.is_empty() {
        None
    } else {
        owned = PatternTable::new(cfg);
        Some(&owned)
    };
    for r in regions {
        let mut d = Driver {
            rw: Rewriter::configured(ctx, cfg),
            cfg,
            table,
            custom: None,
            custom_may_apply: Vec::new(),
            facts: FactsTable::default(),
        };
        converged &= d.simplify(r);
        touched.extend(d.rw.touched.take().unwrap_or_default());
    }
    (converged, touched)
}

/// A pass-specific set of patterns (which may carry state, e.g. an
/// analysis) for [`apply_patterns_greedily_with`].
pub trait PatternSet {
    /// Tries the patterns that match `op`, in order; true once one rewrote
    /// the IR.
    fn apply(&mut self, rw: &mut Rewriter, op: Op) -> bool;

    /// Whether `apply` may rewrite some op named `name`. A set that answers
    /// false promises that `apply` returns false without touching the IR for
    /// every op of that name; the driver then neither seeds nor tries them
    /// (unless folding or dead-op erasure may apply).
    fn may_apply(&self, _name: &str) -> bool {
        true
    }
}

/// The greedy driver (folding, dead-op erasure, constant uniquing, region
/// simplification per `cfg`) with `set` as the only patterns.
pub fn apply_patterns_greedily_with(
    ctx: &mut Context,
    op: Op,
    cfg: &Config,
    set: &mut dyn PatternSet,
) -> bool {
    let regions = ctx.regions_of(op).to_vec();
    let mut converged = true;
    for r in regions {
        let mut d = Driver {
            rw: Rewriter::configured(ctx, cfg),
            cfg,
            table: None,
            custom: Some(&mut *set),
            custom_may_apply: Vec::new(),
            facts: FactsTable::default(),
        };
        converged &= d.simplify(r);
    }
    converged
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let (converged, touched) = apply_patterns_greedily_touching(ctx, op, &self.cfg);
        ir::verifier::verify_each_alone(ctx, &touched)?;
        if self.cfg.test_convergence && !converged {
            return Err(Box::new(Diagnostic::error(
                ctx.loc(op),
                "Canonicalizer failed to converge".to_string(),
            )));
        }
        Ok(())
    }
}

fn split_list(v: Option<&str>) -> Vec<String> {
    v.map(|s| {
        s.split(',')
            .map(|x| x.trim().to_string())
            .filter(|x| !x.is_empty())
            .collect()
    })
    .unwrap_or_default()
}

fn create(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let mut cfg = Config {
        top_down: o.flag_or("top-down", true)?,
        max_iterations: o.long("max-iterations", 10)?,
        max_num_rewrites: o.long("max-num-rewrites", -1)?,
        test_convergence: o.flag("test-convergence")?,
        disabled: split_list(o.get("disable-patterns")),
        enabled: split_list(o.get("enable-patterns")),
        fix_while_move_if_down: o.flag("fix-while-move-if-down")?,
        ..Config::default()
    };
    cfg.region_simplify = o.choice(
        "region-simplify",
        RegionSimplify::Normal,
        &[
            ("disabled", RegionSimplify::Disabled),
            ("normal", RegionSimplify::Normal),
            ("aggressive", RegionSimplify::Aggressive),
        ],
    )?;
    Ok(Box::new(Canonicalize::new(cfg)))
}

pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "canonicalize",
    class_name: "Canonicalizer",
    summary: "Canonicalize operations",
    options: &[
        PassOption {
            name: "disable-patterns",
            help: "Labels of patterns that should be filtered out during application",
        },
        PassOption {
            name: "enable-patterns",
            help: "Labels of patterns that should be used during application, all other patterns are filtered out",
        },
        PassOption {
            name: "fix-while-move-if-down",
            help: "bufopt extension, beyond mlir-opt 22: WhileMoveIfDown gives every after-region argument that forwards the moved scf.if's result its then value (mlir-opt 22 only the first)",
        },
        PassOption {
            name: "max-iterations",
            help: "Max. iterations between applying patterns / simplifying regions",
        },
        PassOption {
            name: "max-num-rewrites",
            help: "Max. number of pattern rewrites within an iteration",
        },
        PassOption {
            name: "region-simplify",
            help: "Perform control flow optimizations to the region tree",
        },
        PassOption {
            name: "test-convergence",
            help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        },
        PassOption {
            name: "top-down",
            help: "Seed the worklist in general top-down order",
        },
    ],
    create,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str) -> String {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        let cfg = Config::default();
        assert!(apply_patterns_greedily(&mut ctx, m, &cfg));
        ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        )
    }

    #[test]
    fn worklist_is_lifo_with_set_semantics() {
        let mut w = Worklist::default();
        w.push(Op(1));
        w.push(Op(2));
        w.push(Op(1));
        w.push(Op(3));
        w.remove(Op(3));
        assert_eq!(w.pop(), Some(Op(2)));
        w.reverse();
        assert_eq!(w.pop(), Some(Op(1)));
        assert_eq!(w.pop(), None);
    }

    #[test]
    fn folds_and_hoists_constants() {
        let out = run("func.func @f() -> i32 {\n  %a = arith.constant 2 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n");
        assert!(out.contains("%c4_i32 = arith.constant 4 : i32"), "{out}");
        assert!(!out.contains("arith.addi"), "{out}");
    }

    #[test]
    fn erases_unreachable_blocks_and_dead_args() {
        let out = run("func.func @f(%x: i32) -> i32 {\n  cf.br ^bb1(%x : i32)\n^bb1(%a: i32):\n  return %x : i32\n^bb2:\n  cf.br ^bb1(%x : i32)\n}\n");
        assert!(!out.contains("^bb"), "{out}");
    }
}
