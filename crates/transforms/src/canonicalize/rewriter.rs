//! The IR-changing API patterns use ([`Rewriter`]): every change notifies
//! the greedy driver's worklist, as MLIR's `PatternRewriter` listener does.

use super::worklist::{BitSet, Worklist};
use crate::patterns::attrs::attr_type;
use ir::context::Touch;
use ir::{Attr, Block, Context, Op, OpState, Region, Sym, Type, UseListEntry, Value};
use rustc_hash::FxHashSet;

/// Where a rewriter creates ops.
#[derive(Clone, Copy, Debug)]
pub enum At {
    /// Just before the op.
    Before(Op),
    /// Just after the op.
    After(Op),
    /// At the end of the block.
    End(Block),
    /// At the start of the block.
    Start(Block),
}

/// The IR-changing API patterns use: every change notifies the driver, which
/// updates its worklist as MLIR's greedy driver does.
pub struct Rewriter<'c> {
    /// The IR being rewritten. Edits made directly through it do not notify the driver: use the
    /// rewriter's methods, or the `notify_*` ones after a direct edit.
    pub ctx: &'c mut Context,
    pub(crate) worklist: Worklist,
    pub(crate) scope: Option<Region>,
    pub(crate) seen: Seen,
    /// Types scanned for a memref with a zero extent, and whether one was found.
    zero_extent_scan: (usize, bool),
    /// `Config::fixes`, for the patterns they correct.
    pub fixes: Fixes,
    /// Ops created or changed, when `Config::verify_touched` asks for them,
    /// each once: replacing a value notifies each of its users, and a nest's
    /// folds replace values used at every level below (depth² notifications).
    pub(crate) touched: Option<Touched>,
    /// The number of the driver's current visit of an op (0: not in a
    /// driver run). Patterns tried in turn on one visit see the same IR (a
    /// pattern that fails changes nothing), so what one of them derives from
    /// the op can serve the next: see [`Self::visit_memo`].
    pub(crate) visit: u64,
    /// What a pattern derived from an op on a visit: (op, visit, value).
    visit_memo: Option<(Op, u64, std::rc::Rc<dyn std::any::Any>)>,
    /// Ops looked at by the ancestor walks of notifications (see
    /// `driver::greedy_steps`).
    pub(crate) walk_steps: u64,
    /// Uses moved by value replacements during a driver run, one step per
    /// use moved alone or per list entry forwarded in bulk (see
    /// `driver::greedy_use_moves`).
    pub(crate) use_moves: u64,
    /// Names (by symbol index) of ops whose visit can change nothing in
    /// this run (the driver's `inert`, recorded as it meets them): the
    /// notifications walk past them without pushing them.
    pub(crate) inert_names: BitSet,
    /// Scratch list of the ops an ancestor walk meets.
    chain: Vec<Op>,
    /// Scratch list of the ops a cover walk meets (see [`Self::covered`]).
    cover_path: Vec<Op>,
    /// The highest list position of the queued ops the current value
    /// replacement found covering its users.
    cover_high: Option<u32>,
    /// Nested-effect answers for dead-op checks (the driver's; its
    /// witnessed answers follow the touch log, drained here).
    pub(crate) nested_effects: crate::effects::NestedEffectStamps,
}

/// Corrections of mlir-opt 22's canonicalization patterns (bufopt's own
/// options, off by default: the default output is mlir-opt 22's).
#[derive(Clone, Copy, Debug, Default)]
pub struct Fixes {
    /// Option `fix-while-move-if-down`: when an
    /// `scf.condition` forwards one result of the `scf.if` that
    /// `WhileMoveIfDown` moves at several positions, every one of them gets
    /// the then value. mlir-opt 22 gives it to the first only (the others get
    /// the else value: upstream fixed this after LLVM 23).
    pub while_move_if_down: bool,
    /// Option `fix-fill-copy-cast`: `FoldFillWithCopy`
    /// keeps a `linalg.copy`'s `cast` attribute when it moves the copy onto
    /// the fill's init, and leaves a converting copy of a fill alone.
    /// mlir-opt 22 drops the attribute (an unsigned conversion turns signed)
    /// and folds the converting copy into an invalid fill.
    pub fill_copy_cast: bool,
}

/// Ops in the order they were first created or changed.
#[derive(Default)]
pub(crate) struct Touched {
    pub(crate) ops: Vec<Op>,
    noted: BitSet,
}

impl Touched {
    fn note(&mut self, op: Op) {
        if self.noted.insert(op.index()) {
            self.ops.push(op);
        }
    }
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
    pub(crate) fn note(&mut self, ctx: &Context, op: Op, kind: MemKind) {
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
    pub(crate) fn no_cast_operand(&self, ctx: &Context, op: Op) -> bool {
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
pub(crate) enum MemKind {
    #[default]
    Other,
    Cast,
    StoreOrDealloc,
}

impl<'c> Rewriter<'c> {
    /// A rewriter over `ctx` with an empty worklist, for running patterns outside the
    /// canonicalization driver.
    pub fn new(ctx: &'c mut Context) -> Self {
        Rewriter {
            ctx,
            worklist: Worklist::default(),
            scope: None,
            seen: Seen::default(),
            zero_extent_scan: (0, false),
            fixes: Default::default(),
            touched: None,
            visit: 0,
            visit_memo: None,
            walk_steps: 0,
            use_moves: 0,
            inert_names: BitSet::default(),
            chain: Vec::new(),
            cover_path: Vec::new(),
            cover_high: None,
            nested_effects: Default::default(),
        }
    }

    /// `derive(ctx, op)`, shared by the patterns tried on the same visit of
    /// `op` (computed afresh outside a driver run).
    pub(crate) fn visit_memo<T: 'static>(
        &mut self,
        op: Op,
        derive: impl FnOnce(&Context, Op) -> T,
    ) -> std::rc::Rc<T> {
        if self.visit != 0 {
            if let Some((o, v, memo)) = &self.visit_memo {
                if *o == op && *v == self.visit {
                    if let Ok(t) = memo.clone().downcast::<T>() {
                        return t;
                    }
                }
            }
        }
        let t = std::rc::Rc::new(derive(self.ctx, op));
        if self.visit != 0 {
            self.visit_memo = Some((op, self.visit, t.clone()));
        }
        t
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

    /// Tells the worklist which of the loops it knows clean the edits since
    /// the last call touched.
    pub(crate) fn drain_touches(&mut self) {
        if !self.ctx.touches_pending() {
            return;
        }
        if self.worklist.tracking() || self.nested_effects.follows_touches() {
            let wl = &mut self.worklist;
            let memo = &mut self.nested_effects;
            self.ctx.drain_touches(|t| match t {
                Touch::Op(o) => {
                    wl.touched(o);
                    memo.forget(o);
                }
                Touch::Everything => {
                    wl.touched_everything();
                    memo.forget_witnesses();
                }
            });
        } else {
            self.ctx.clear_touches();
        }
    }

    /// Whether pushing `op` and its ancestors would change nothing: it is
    /// stamped, or it is an op without regions that is queued (or never
    /// is) under a stamped parent.
    #[inline]
    fn present_with_ancestors(&self, op: Op) -> bool {
        if self.worklist.chain_present(op) {
            return true;
        }
        if !self.ctx.regions_of(op).is_empty()
            || !(self.worklist.is_queued(op)
                || self.inert_names.contains(self.ctx.op(op).name.index()))
        {
            return false;
        }
        self.ctx.parent_region(op) != self.scope
            && self
                .ctx
                .parent_op(op)
                .is_some_and(|p| self.worklist.chain_present(p))
    }

    /// Where an ancestor walk can stop: `cur` is present with all its
    /// ancestors (stamped, or in an untouched part of a deferred run; an op
    /// of a touched part is present, and pushing it changes nothing, but
    /// the walk goes on to its parent), or it is on the clean path
    /// (then `clean_from` is set: it and the path above it are pushed as a
    /// deferred run after the walked chain).
    #[inline]
    fn walk_ends_at(&self, cur: Op, clean_from: &mut Option<Op>) -> bool {
        if self.worklist.chain_present(cur) || self.worklist.in_run_with_ancestors(cur) {
            return true;
        }
        if self.worklist.in_clean_path(cur) {
            *clean_from = Some(cur);
            return true;
        }
        false
    }

    /// Adds `op` and its ancestors up to the scope region (innermost first).
    pub fn add_to_worklist(&mut self, op: Op) {
        // Nothing is pushed unless the scope is reached: the chain is
        // collected first. An op whose chain is stamped is inside the scope.
        self.worklist.sync_moves(self.ctx.nesting_moves());
        if self.present_with_ancestors(op) {
            // The users a replacement notifies mostly are: the touch log
            // waits for the next walk.
            self.walk_steps += 1;
            return;
        }
        self.drain_touches();
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        let mut cur = op;
        let mut clean_from = None;
        let reached = loop {
            self.walk_steps += 1;
            if self.walk_ends_at(cur, &mut clean_from) {
                break true;
            }
            chain.push(cur);
            let region = self.ctx.parent_region(cur);
            if region == self.scope {
                break true;
            }
            let Some(r) = region else { break false };
            match self.ctx.region_parent(r) {
                Some(p) => cur = p,
                None => break false,
            }
        };
        if reached {
            self.push_chain(&chain);
            if let Some(c) = clean_from {
                self.worklist.push_clean_from(c);
            }
        }
        self.chain = chain;
    }

    /// The ancestors of an op known to be inside the scope, innermost first.
    pub(crate) fn push_ancestors(&mut self, op: Op) {
        let region = self.ctx.parent_region(op);
        if region != self.scope {
            let parent = self.ctx.region_parent(region.unwrap()).unwrap();
            self.push_with_ancestors(parent);
        }
    }

    /// [`Self::add_to_worklist`] for an op known to be inside the scope.
    /// Pushing an op that is present leaves it in place, so the walk ends at
    /// an op whose whole chain is known present (nothing left the list and
    /// nothing moved since it was stamped): what lies above it would all be
    /// such no-op pushes.
    pub(crate) fn push_with_ancestors(&mut self, op: Op) {
        self.drain_touches();
        self.worklist.sync_moves(self.ctx.nesting_moves());
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        let mut cur = op;
        let mut clean_from = None;
        loop {
            self.walk_steps += 1;
            if self.walk_ends_at(cur, &mut clean_from) {
                break;
            }
            chain.push(cur);
            let region = self.ctx.parent_region(cur);
            if region == self.scope {
                break;
            }
            cur = self.ctx.region_parent(region.unwrap()).unwrap();
        }
        self.push_chain(&chain);
        if let Some(c) = clean_from {
            self.worklist.push_clean_from(c);
        }
        self.chain = chain;
    }

    /// Pushes a walked chain (innermost first) and stamps it: once pushed,
    /// every op on it and above it is present. Ops of inert names are not
    /// pushed: popping them would change nothing, so neither can their place.
    /// Ops without regions are not stamped: the stamps outlive their moves
    /// (`Context::nesting_moves`), so a walk starting at one pushes it again
    /// (a no-op when present) and asks its parent.
    fn push_chain(&mut self, chain: &[Op]) {
        for &o in chain {
            if !self.inert_names.contains(self.ctx.op(o).name.index()) {
                self.worklist.push(o);
            }
        }
        for &o in chain {
            if !self.ctx.regions_of(o).is_empty() {
                self.worklist.stamp_chain(o);
            }
        }
    }

    /// Tells the driver that `op` was created, so that patterns see it.
    pub fn notify_inserted(&mut self, op: Op) {
        self.add_to_worklist(op);
    }
    /// Tells the driver that `op` was changed in place, so that patterns revisit it.
    pub fn notify_modified(&mut self, op: Op) {
        if let Some(t) = &mut self.touched {
            t.note(op);
        }
        self.add_to_worklist(op);
    }
    /// The definitions of `op`'s operands that have at most one other
    /// user (MLIR's `addOperandsToWorklist`): once `op` is gone they may be
    /// dead, or simplify with their last user.
    pub(crate) fn notify_erased(&mut self, op: Op) {
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
        let has_regions = !self.ctx.regions_of(op).is_empty();
        self.worklist.remove(op, has_regions);
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
            t.note(op);
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
        let ty = attr_type(self.ctx, value).expect("typed attribute");
        let op = self.create(anchor, "arith.constant", &[], &[ty], vec![("value", value)]);
        self.ctx.result(op, 0)
    }

    /// Replaces every use of `from` with `to`; each user counts as modified.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        // Outside a driver run each user is notified on its own.
        let root = match self.visit {
            0 => None,
            _ => self
                .ctx
                .value_block(from)
                .and_then(|b| self.ctx.block_parent_op(b)),
        };
        match root {
            Some(root) => self.replace_all_uses_below(from, to, root),
            None => {
                // Moving the first use away makes the next one first: this
                // visits the uses in list order without copying the list.
                while let Some(u) = self.ctx.uses(from).next() {
                    let owner = self.ctx.use_data(u).owner;
                    self.ctx.set_use_value(u, to);
                    self.notify_modified(owner);
                }
            }
        }
    }

    /// [`Self::replace_all_uses`] of a value defined in a block of `root`:
    /// every user lies below `root`. A user covered below it (see
    /// [`Self::covered_user`]) is notified at the cost of a table lookup:
    /// its notification would push `root` and what lies above it (the
    /// pushes below `root` change nothing), which the first such user does;
    /// and touching it (or a parent below `root`) would tell the worklist
    /// nothing, since a queued op is neither on the clean path nor in a
    /// deferred run. (The nested-effect answers a touch also makes forget
    /// their witnesses: an operand change moves no op in or out.) A nest's
    /// folds move every use below a level up to it, one level at a time:
    /// the users' coverage is carried from one level to the next in a
    /// segment (`worklist::CoverSegment`), which leaves the relinking
    /// itself as the only work per use.
    fn replace_all_uses_below(&mut self, from: Value, to: Value, root: Op) {
        self.worklist.next_cover_round();
        self.cover_high = None;
        let moves = self.ctx.structure_moves();
        // The context touches the parent of a block's last op (it reads its
        // terminator): below `root` that parent is covered too, but `root`'s
        // own touch counts. Its blocks' last ops are listed once, so that
        // the users' records need not be read.
        let mut lasts: smallvec::SmallVec<[Op; 4]> = smallvec::SmallVec::new();
        let mut lasts_known = true;
        'regions: for &r in self.ctx.regions_of(root) {
            for &b in self.ctx.region_blocks(r) {
                if lasts.len() == lasts.inline_size() {
                    lasts_known = false;
                    break 'regions;
                }
                lasts.extend(self.ctx.last_op(b));
            }
        }
        if self.forward_covered_in_bulk(from, to, root, moves, &lasts, lasts_known) {
            return;
        }
        self.ctx.flatten_uses(from);
        let mut segment = None;
        let mut root_notified = false;
        while let Some(u) = self.ctx.uses(from).next() {
            self.use_moves += 1;
            let owner = self.ctx.use_data(u).owner;
            let Some(by_segment) = self.covered_user(owner, root, moves) else {
                self.ctx.set_use_value(u, to);
                self.notify_modified(owner);
                continue;
            };
            let touches_root = self.is_last_of(owner, root, &lasts, lasts_known);
            if touches_root {
                self.ctx.set_use_value(u, to);
            } else {
                self.ctx.set_use_value_untouched(u, to);
            }
            // A user a segment of this run speaks for was noted when the
            // segment was made (the set only grows).
            if let (Some(t), false) = (&mut self.touched, by_segment) {
                t.note(owner);
            }
            if !root_notified {
                root_notified = true;
                self.add_to_worklist(root);
            }
            let id = *segment.get_or_insert_with(|| self.worklist.new_segment(root, moves));
            self.worklist.set_segment(owner, id);
        }
        if let Some(id) = segment {
            self.worklist.set_segment_high(id, self.cover_high);
        }
    }

    /// [`Self::replace_all_uses_below`] in constant time per entry of
    /// `from`'s use list, when every entry is covered: a use as for one by
    /// one, a group an earlier replacement forwarded by the segment it made
    /// (rooted strictly below `root`, so that none of its owners is a last
    /// op of `root`'s blocks, whose touch counts). Every use then moves at
    /// once (`Context::forward_all_uses`), in the order moving them one by
    /// one gives. False, with nothing moved, when an entry is not covered.
    fn forward_covered_in_bulk(
        &mut self,
        from: Value,
        to: Value,
        root: Op,
        moves: u64,
        lasts: &[Op],
        lasts_known: bool,
    ) -> bool {
        let mut entries: smallvec::SmallVec<[(UseListEntry, bool); 8]> = smallvec::SmallVec::new();
        for e in self.ctx.use_list_entries(from) {
            entries.push((e, false));
        }
        // A short list moves as cheaply one by one, and stays plain (a
        // forwarded list costs its settling at the end of the run): the
        // nests whose lists grow with depth reach the bound after a few
        // levels, and their groups then keep forwarding.
        const BULK_FROM: usize = 8;
        let has_group = entries
            .iter()
            .any(|(e, _)| matches!(e, UseListEntry::Forwarded(_)));
        if entries.len() < BULK_FROM && !has_group {
            return false;
        }
        for (e, by_segment) in entries.iter_mut() {
            match *e {
                UseListEntry::Use(u) => {
                    let owner = self.ctx.use_data(u).owner;
                    match self.covered_user(owner, root, moves) {
                        Some(b) => *by_segment = b,
                        None => return false,
                    }
                }
                UseListEntry::Forwarded(g) => {
                    let Some(id) = self.worklist.group_segment(g) else {
                        return false;
                    };
                    if self.worklist.segment_root(id) == root
                        || !self.segment_covers(id, root, moves)
                    {
                        return false;
                    }
                    debug_assert!(
                        self.ctx
                            .forwarded_uses(g)
                            .take(256)
                            .all(|u| self.covered_by_fresh_walk(self.ctx.use_data(u).owner, root)),
                        "a cover segment spoke for forwarded uses a walk finds uncovered"
                    );
                    *by_segment = true;
                }
            }
        }
        self.use_moves += entries.len() as u64;
        let id = self.worklist.new_segment(root, moves);
        for &(e, by_segment) in &entries {
            let UseListEntry::Use(u) = e else {
                continue;
            };
            let owner = self.ctx.use_data(u).owner;
            let touches_root = self.is_last_of(owner, root, lasts, lasts_known);
            if touches_root {
                self.ctx.note_operand_change(owner);
            }
            if let (Some(t), false) = (&mut self.touched, by_segment) {
                t.note(owner);
            }
            self.worklist.set_segment(owner, id);
        }
        self.add_to_worklist(root);
        if let Some(g) = self.ctx.forward_all_uses(from, to) {
            self.worklist.set_group_segment(g, id);
        }
        self.worklist.set_segment_high(id, self.cover_high);
        true
    }

    /// Whether `op` is the last op of a block of `root` (whose operand
    /// change touches `root`), from `lasts` when they are all known.
    fn is_last_of(&self, op: Op, root: Op, lasts: &[Op], lasts_known: bool) -> bool {
        if lasts_known {
            lasts.contains(&op)
        } else {
            self.ctx.next_op(op).is_none() && self.ctx.parent_op(op) == Some(root)
        }
    }

    /// Whether segment `id` still holds and its root is covered up to
    /// `root` (then every op it speaks of is); answered once per round.
    fn segment_covers(&mut self, id: u32, root: Op, moves: u64) -> bool {
        if let Some(a) = self.worklist.segment_answer(id) {
            return a;
        }
        let live = self.worklist.live_segment(id, moves);
        let a = live.is_some_and(|(seg_root, high)| {
            let up = seg_root == root || self.covered(seg_root, root);
            if up {
                self.cover_high = self.cover_high.max(high);
            }
            up
        });
        self.worklist.note_segment_answer(id, a);
        a
    }

    /// Whether `op` and every op above it below `root` are queued or of an
    /// inert name, so that pushing any of them changes nothing: notifying
    /// `op` then does what notifying `root` does. Known from the segment of
    /// an earlier replacement that covered `op` (up to that one's root,
    /// from which a walk goes on), or else from a walk; the walks' answers
    /// are kept for the other users of this replacement (nothing leaves the
    /// list while it runs). The queued ops they speak of raise `cover_high`.
    /// `Some(true)` when a segment answered.
    fn covered_user(&mut self, op: Op, root: Op, moves: u64) -> Option<bool> {
        if op == root {
            return None;
        }
        if let Some(id) = self.worklist.segment_of(op) {
            if self.segment_covers(id, root, moves) {
                debug_assert!(
                    self.covered_by_fresh_walk(op, root),
                    "a cover segment spoke for an op a walk finds uncovered"
                );
                return Some(true);
            }
        }
        let covered = match self.worklist.cover(op) {
            Some(a) => a,
            None => self.covered(op, root),
        };
        covered.then_some(false)
    }

    /// [`Self::covered`] without the answers of this round, for the debug
    /// build's check of the segments (it changes nothing, so that the
    /// debug build takes the steps the release build takes).
    fn covered_by_fresh_walk(&self, op: Op, root: Op) -> bool {
        let mut cur = op;
        while cur != root {
            match self.cover_step(cur) {
                Some(p) => cur = p,
                None => return false,
            }
        }
        op != root
    }

    /// The parent of `op` if pushing `op` changes nothing (it is queued or
    /// of an inert name): the next op a cover walk looks at.
    #[inline]
    fn cover_step(&self, op: Op) -> Option<Op> {
        if self.worklist.is_queued(op) || self.inert_names.contains(self.ctx.op(op).name.index()) {
            self.ctx.parent_op(op)
        } else {
            None
        }
    }

    /// [`Self::covered_user`] by a walk up from `op`. A walk that goes on
    /// for long answers no (those users are notified one by one, as
    /// without segments): a value defined far above its users would
    /// otherwise cost a walk of that height at each replacement, where the
    /// notifications' stamps cost nothing.
    fn covered(&mut self, op: Op, root: Op) -> bool {
        const MAX_STEPS: usize = 64;
        if op == root {
            return false;
        }
        let mut path = std::mem::take(&mut self.cover_path);
        path.clear();
        let mut cur = op;
        let answer = loop {
            if cur == root {
                break true;
            }
            if let Some(a) = self.worklist.cover(cur) {
                break a;
            }
            if path.len() == MAX_STEPS {
                break false;
            }
            path.push(cur);
            self.walk_steps += 1;
            match self.cover_step(cur) {
                Some(p) => cur = p,
                None => break false,
            }
        };
        for &o in &path {
            self.worklist.set_cover(o, answer);
            if answer {
                self.cover_high = self.cover_high.max(self.worklist.position(o));
            }
        }
        self.cover_path = path;
        answer
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
    pub(crate) fn erase_block_ops(&mut self, b: Block) {
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

/// Whether the users of `v` other than `op` are at most one op. The walk
/// gives up (answering no) after `USES_WALKED` uses: a value used many
/// times over by a single other op (a wide `bufferization.dealloc`'s
/// conditions) would otherwise be walked again for every erased user, which
/// is quadratic; the answer only decides whether the definition is looked
/// at again.
pub(crate) fn at_most_one_other_user(ctx: &Context, v: Value, op: Op) -> bool {
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
