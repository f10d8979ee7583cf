//! The driver's worklist and the dense bit sets over entity ids that the
//! rewriter, region DCE, cse and dealloc share. Their tables come from
//! per-thread pools: a scratch-memory cache, not state any result depends on
//! (every table goes back to the pool cleared, or is only read where the
//! entry is checked against what it speaks of).
//!
//! ## Clean loops and deferred runs
//!
//! MLIR's driver re-queues every ancestor of a changed op. In a loop nest
//! each rewrite deep inside re-queues the loops above it, which are popped
//! again, outermost first, and match nothing: depth² pops (the first
//! canonicalize of the deallocation pipeline folds a nest one level per
//! round). The worklist keeps what makes those pops cheap without changing
//! the order of the ones that do something:
//! - The clean path: loops popped (each one's parent before it, from the
//!   scope down) on which no pattern matched, that no edit touched since
//!   (`ir::Context`'s touch log) and that are not queued: popping them again
//!   would match nothing again (their revisit keys would be equal, see
//!   `patterns::scf::revisit`).
//! - A deferred run: when a re-queue walking up reaches a loop of the clean
//!   path, that loop and all the path above it would be pushed, innermost
//!   first, and are present from then on; one entry stands for all of them.
//!   Popped while no edit touched any of them, the run is dropped whole (each
//!   of its pops would have done nothing) and becomes the clean path again;
//!   once touched, it is pushed op by op at its place and popped as MLIR's
//!   driver would.
//! - Guarded ops: an op whose revisit key reads what no edit of it or of
//!   the path above it touches (an `scf.if` reads the uses of its condition
//!   and the op before it; an `scf.while`, the condition of the `scf.if`
//!   before its `scf.condition`) joins the path as a guard; the driver keys the
//!   guards of a run again when it drops it, and pushes the run's ops op by
//!   op from the outermost guard whose key changed. At most `MAX_GUARDS`
//!   per path, so that a drop stays constant work.

use ir::{Context, Op};
use std::thread::LocalKey;

/// A LIFO worklist with set semantics and O(1) removal (removed entries
/// become holes that `pop` skips). Positions are kept in a dense table
/// indexed by op id, borrowed from a per-thread pool so that the many short
/// runs of a pass over small functions do not each pay for a table as large
/// as the whole IR.
pub(crate) struct Worklist {
    list: Vec<Option<Op>>,
    pos: Vec<u32>,
    /// Bumped whenever an op with regions may leave the list (see
    /// [`Self::pop`] and [`Self::remove`]) and on `clear`: while it stays the
    /// same, every op with regions pushed stays present. The ops without
    /// regions come and go without ending it: no stamp speaks for them.
    epoch: u32,
    /// By op index: the epoch in which the op and all its ancestors up to
    /// the scope were last made present (or are ops the rewriter never
    /// pushes, see `Rewriter::inert_names`). A notification walking up from
    /// a changed op stops at an op stamped with the current epoch, so the
    /// many users of one replaced value deep in a nest cost the union of
    /// their ancestor chains, not each chain's length.
    chain: Vec<u32>,
    /// `Context::nesting_moves` when the stamps were last known good: a
    /// moved op's stamp would speak for ancestors it no longer has, so the
    /// epoch moves on when the count does (see [`Self::sync_moves`]). Only
    /// ops with regions are stamped: the moves of the others do not count.
    moves: u64,
    /// By op index: whether the op and the ops above it up to a value
    /// replacement's root can be pushed without changing anything (see
    /// [`Self::cover`]), as `2 * round + answer`.
    cover: Vec<u32>,
    cover_round: u32,
    /// By op index: the cover segment (see [`CoverSegment`]) that last
    /// covered the op as a user of a replaced value, as `segment_base` plus
    /// its index in `segments`.
    segment_of: Vec<u32>,
    segment_base: u32,
    segments: Vec<CoverSegment>,
    /// The cover segment of each group of uses a replacement forwarded in
    /// bulk (see `Rewriter::replace_all_uses`): it speaks for all their
    /// owners, as `segment_of` does for one op.
    segment_of_group: rustc_hash::FxHashMap<ir::ForwardedUses, u32>,
    /// Entries taken out of the list so far (pops and removals).
    vacates: u64,
    /// The lowest position vacated after each vacate, as suffix minima:
    /// (vacate number, position), both increasing. The lowest position
    /// vacated since vacate `n` is that of the first entry past `n`.
    low_water: Vec<(u64, u32)>,
    /// The clean path (see the module documentation), outermost first.
    clean: Vec<Op>,
    /// The places of the guards on the clean path, increasing.
    clean_guards: Vec<u32>,
    /// By op index: the place the op had on the clean path when it joined it
    /// (the same place in a run taken from it). Only read for an op found at
    /// that place, so the table goes back to its pool as it is: clearing it
    /// cost every short run (a function of a module split between drivers)
    /// a pass over a table as large as the whole IR.
    depth: Vec<u32>,
    /// The deferred runs, in stack order; each stands for one `RUN` entry.
    runs: Vec<Run>,
    /// Runs dropped whole, for the driver's step count.
    pub(crate) runs_dropped: u64,
}

/// A deferred run: a clean path taken whole, and the place of the outermost
/// of its ops that an edit touched since (its length when none was).
struct Run {
    ops: Vec<Op>,
    touched_from: usize,
    guards: Vec<u32>,
}

/// What one value replacement learned about its users: each op recorded
/// with it (`Worklist::set_segment`), and every op above it strictly below
/// `root`, was queued or of an inert name (pushing it changed nothing). The
/// queued ones were at positions up to `high`; while no entry at or below
/// `high` leaves the list and no op moves, that stays true, and the next
/// replacement of a value these ops use needs no walk to know it.
struct CoverSegment {
    root: Op,
    high: Option<u32>,
    /// `Worklist::vacates` when the segment was made.
    since: u64,
    /// The context's `structure_moves` when the segment was made.
    moves: u64,
    /// The cover round that last asked about the segment, and its answer.
    answered: u32,
    answer: bool,
}

/// The list entry standing for the topmost deferred run.
const RUN: Op = Op(u32::MAX - 1);

/// Deferred runs alive at once at most: each push asks every one of them
/// whether it holds the op.
const MAX_RUNS: usize = 8;

/// Guards on one clean path at most: a dropped run keys each of them again.
const MAX_GUARDS: usize = 8;

/// What [`Worklist::pop`] took.
pub(crate) enum Popped {
    /// An op to visit.
    Op(Op),
    /// The untouched ops at the top of a deferred run: dropped whole, they
    /// are the clean path again (see [`Worklist::clean_path`]).
    CleanRun,
}

pub(crate) const ABSENT: u32 = u32::MAX;

/// Per-op tables whose entries speak for a counter value (an epoch, a
/// round, a segment number), each with the counter its next user starts
/// past, so that no old entry matches.
type CountedPool = std::cell::RefCell<Vec<(Vec<u32>, u32)>>;

thread_local! {
    /// Scratch tables handed back by dropped worklists and bit sets: every
    /// entry is `ABSENT` (resp. zero) when returned.
    static POS_POOL: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Clean-path place tables, handed back as they are (see `Worklist::depth`).
    static DEPTH_POOL: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
    static BITS_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Ancestor-chain stamp tables with the last epoch they were used in:
    /// a reused table starts past that epoch, so its old stamps never match.
    static CHAIN_POOL: CountedPool = const { std::cell::RefCell::new(Vec::new()) };
    /// The same for the cover tables, with their last round.
    static COVER_POOL: CountedPool = const { std::cell::RefCell::new(Vec::new()) };
    /// The same for the segment tables, with the next segment number.
    static SEGMENT_POOL: CountedPool = const { std::cell::RefCell::new(Vec::new()) };
}

/// A per-op table of one of the counted pools, with its counter (empty
/// and 0 when the pool has none).
fn take_counted(pool: &'static LocalKey<CountedPool>) -> (Vec<u32>, u32) {
    pool.with(|p| p.borrow_mut().pop()).unwrap_or_default()
}

/// Hands `table` back to `pool` with the counter its next user starts past.
fn give_counted(pool: &'static LocalKey<CountedPool>, table: &mut Vec<u32>, counter: u32) {
    let table = std::mem::take(table);
    pool.with(|p| p.borrow_mut().push((table, counter)));
}

impl Default for Worklist {
    fn default() -> Self {
        let (chain, epoch) = take_counted(&CHAIN_POOL);
        let (cover, cover_round) = take_counted(&COVER_POOL);
        let (segment_of, segment_base) = take_counted(&SEGMENT_POOL);
        let mut w = Worklist {
            list: Vec::new(),
            pos: POS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
            epoch,
            chain,
            moves: 0,
            cover,
            cover_round,
            segment_of,
            segment_base,
            segments: Vec::new(),
            segment_of_group: Default::default(),
            vacates: 0,
            low_water: Vec::new(),
            clean: Vec::new(),
            clean_guards: Vec::new(),
            depth: DEPTH_POOL
                .with(|p| p.borrow_mut().pop())
                .unwrap_or_default(),
            runs: Vec::new(),
            runs_dropped: 0,
        };
        w.next_epoch();
        w
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let pos = std::mem::take(&mut self.pos);
        POS_POOL.with(|p| p.borrow_mut().push(pos));
        let depth = std::mem::take(&mut self.depth);
        DEPTH_POOL.with(|p| p.borrow_mut().push(depth));
        give_counted(&CHAIN_POOL, &mut self.chain, self.epoch);
        give_counted(&COVER_POOL, &mut self.cover, self.cover_round);
        let next = self.segment_base.wrapping_add(self.segments.len() as u32);
        give_counted(&SEGMENT_POOL, &mut self.segment_of, next);
    }
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        for e in self.list.iter().flatten() {
            if *e != RUN {
                self.pos[e.index()] = ABSENT;
            }
        }
        self.list.clear();
        self.vacate(0);
        self.truncate_clean(0);
        self.runs.clear();
        self.next_epoch();
    }
    pub(crate) fn next_epoch(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // Wrapped around: old stamps could match again.
            self.chain.fill(0);
            self.epoch = 1;
        }
    }
    /// Whether `op` and all its ancestors up to the scope are known present
    /// (stamped by [`Self::stamp_chain`] since the last op with regions left
    /// the list).
    #[inline]
    pub(crate) fn chain_present(&self, op: Op) -> bool {
        self.chain.get(op.index()) == Some(&self.epoch)
    }
    /// Ends the epoch if ops with regions or blocks moved since the last
    /// call (`moves` is the context's `nesting_moves`).
    #[inline]
    pub(crate) fn sync_moves(&mut self, moves: u64) {
        if moves != self.moves {
            self.moves = moves;
            self.next_epoch();
        }
    }
    /// Records that `op` and all its ancestors up to the scope are present.
    #[inline]
    pub(crate) fn stamp_chain(&mut self, op: Op) {
        grow_to_hold(&mut self.chain, op, 0);
        self.chain[op.index()] = self.epoch;
    }
    /// Starts a round of [`Self::cover`] answers: they hold while nothing
    /// leaves the list (pushes only add to what they speak of).
    pub(crate) fn next_cover_round(&mut self) {
        self.cover_round = self.cover_round.wrapping_add(1);
        if self.cover_round == 0 || self.cover_round >= u32::MAX >> 1 {
            // Starting over, the rounds the answers were given in come again.
            self.cover.fill(0);
            for s in &mut self.segments {
                s.answered = 0;
            }
            self.cover_round = 1;
        }
    }
    /// The answer recorded for `op` in this round: whether `op` and every
    /// op above it up to the round's root are queued or never pushed.
    #[inline]
    pub(crate) fn cover(&self, op: Op) -> Option<bool> {
        let s = *self.cover.get(op.index())?;
        (s >> 1 == self.cover_round).then_some(s & 1 == 1)
    }
    #[inline]
    pub(crate) fn set_cover(&mut self, op: Op, covered: bool) {
        grow_to_hold(&mut self.cover, op, 0);
        self.cover[op.index()] = self.cover_round << 1 | covered as u32;
    }
    /// Records that the entry at `pos` left the list (or that all entries
    /// from `pos` up may have changed places).
    fn vacate(&mut self, pos: u32) {
        self.vacates += 1;
        while self.low_water.last().is_some_and(|&(_, p)| p >= pos) {
            self.low_water.pop();
        }
        self.low_water.push((self.vacates, pos));
    }
    /// The lowest position an entry left since vacate number `since`.
    fn lowest_vacated_since(&self, since: u64) -> Option<u32> {
        let i = self.low_water.partition_point(|&(n, _)| n <= since);
        self.low_water.get(i).map(|&(_, p)| p)
    }
    /// The position of a queued op.
    #[inline]
    pub(crate) fn position(&self, op: Op) -> Option<u32> {
        self.pos.get(op.index()).copied().filter(|&p| p != ABSENT)
    }
    /// Starts a cover segment for the users of one value replacement, whose
    /// claim holds from now on (see [`CoverSegment`]); returns its number.
    pub(crate) fn new_segment(&mut self, root: Op, moves: u64) -> u32 {
        // Numbers run on across the worklists that share the table; at the
        // end of the range every segment is forgotten (their claims are
        // only ever a shortcut).
        if self.segment_base == 0
            || self
                .segment_base
                .checked_add(self.segments.len() as u32 + 1)
                .is_none()
        {
            self.segment_of.fill(0);
            self.segment_of_group.clear();
            self.segments.clear();
            self.segment_base = 1;
        }
        self.segments.push(CoverSegment {
            root,
            high: None,
            since: self.vacates,
            moves,
            answered: 0,
            answer: false,
        });
        self.segment_base + self.segments.len() as u32 - 1
    }
    /// Sets the highest position of the queued ops segment `id` speaks of
    /// (known once its replacement is done: nothing leaves the list
    /// meanwhile).
    pub(crate) fn set_segment_high(&mut self, id: u32, high: Option<u32>) {
        let i = (id - self.segment_base) as usize;
        self.segments[i].high = high;
    }
    /// Records that `op` is covered by segment `id` (see [`Self::new_segment`]).
    #[inline]
    pub(crate) fn set_segment(&mut self, op: Op, id: u32) {
        grow_to_hold(&mut self.segment_of, op, 0);
        self.segment_of[op.index()] = id;
    }
    /// Records that segment `id` covers the owners of the uses in group `g`.
    pub(crate) fn set_group_segment(&mut self, g: ir::ForwardedUses, id: u32) {
        self.segment_of_group.insert(g, id);
    }
    /// The segment covering the owners of the uses in group `g`, if any.
    pub(crate) fn group_segment(&self, g: ir::ForwardedUses) -> Option<u32> {
        let &id = self.segment_of_group.get(&g)?;
        let i = id.checked_sub(self.segment_base)? as usize;
        (i < self.segments.len()).then_some(id)
    }
    /// The root of segment `id`.
    pub(crate) fn segment_root(&self, id: u32) -> Op {
        self.segments[(id - self.segment_base) as usize].root
    }
    /// The segment covering `op`, if any.
    #[inline]
    pub(crate) fn segment_of(&self, op: Op) -> Option<u32> {
        let id = *self.segment_of.get(op.index())?;
        let i = id.checked_sub(self.segment_base)? as usize;
        (i < self.segments.len()).then_some(id)
    }
    /// The root and highest position of segment `id` if its claim still
    /// holds: no queued op it speaks of left the list, and no op moved
    /// (`moves` is the context's `structure_moves`).
    pub(crate) fn live_segment(&self, id: u32, moves: u64) -> Option<(Op, Option<u32>)> {
        let s = &self.segments[(id - self.segment_base) as usize];
        let live = s.moves == moves
            && !s.high.is_some_and(|high| {
                self.lowest_vacated_since(s.since)
                    .is_some_and(|p| p <= high)
            });
        live.then_some((s.root, s.high))
    }
    /// What this cover round found about segment `id` (see
    /// [`Self::note_segment_answer`]).
    #[inline]
    pub(crate) fn segment_answer(&self, id: u32) -> Option<bool> {
        let s = &self.segments[(id - self.segment_base) as usize];
        (s.answered == self.cover_round).then_some(s.answer)
    }
    /// Records whether segment `id` covers its ops below this round's root
    /// (constant within a round: nothing leaves the list meanwhile).
    #[inline]
    pub(crate) fn note_segment_answer(&mut self, id: u32, answer: bool) {
        let round = self.cover_round;
        let s = &mut self.segments[(id - self.segment_base) as usize];
        s.answered = round;
        s.answer = answer;
    }
    #[inline]
    pub(crate) fn slot(&mut self, op: Op) -> &mut u32 {
        grow_to_hold(&mut self.pos, op, ABSENT);
        &mut self.pos[op.index()]
    }
    pub(crate) fn push(&mut self, op: Op) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != ABSENT {
            return;
        }
        if self.in_run(op) {
            return;
        }
        self.leave_clean_path(op);
        self.pos[op.index()] = n;
        self.list.push(Some(op));
    }
    /// Takes the last entry pushed. Taking an op with regions ends the
    /// stamps (the chains of the ops nested in it included it). Of a
    /// deferred run, the untouched ops above the outermost touched one come
    /// off first (they are dropped as the clean path); the others are pushed
    /// op by op at the run's place (erased ops left out) and popping goes on.
    pub(crate) fn pop(&mut self, ctx: &Context) -> Option<Popped> {
        while let Some(e) = self.list.pop() {
            let Some(op) = e else { continue };
            self.vacate(self.list.len() as u32);
            if op == RUN {
                let Run {
                    mut ops,
                    touched_from,
                    mut guards,
                } = self.runs.pop().expect("a run for each run entry");
                self.next_epoch();
                let touched = ops.split_off(touched_from.min(ops.len()));
                // Innermost first, as the walk that deferred them would have.
                for &o in touched.iter().rev() {
                    if !ctx.is_erased(o) {
                        self.push(o);
                    }
                }
                if ops.is_empty() {
                    continue;
                }
                self.drop_holes();
                guards.retain(|&g| (g as usize) < ops.len());
                self.clean = ops;
                self.clean_guards = guards;
                self.runs_dropped += 1;
                return Some(Popped::CleanRun);
            }
            self.pos[op.index()] = ABSENT;
            self.drop_holes();
            if !ctx.regions_of(op).is_empty() {
                self.next_epoch();
            }
            return Some(Popped::Op(op));
        }
        None
    }
    fn drop_holes(&mut self) {
        while matches!(self.list.last(), Some(None)) {
            self.list.pop();
        }
    }

    /// The clean path, outermost first (after a [`Popped::CleanRun`]: the
    /// ops dropped).
    pub(crate) fn clean_path(&self) -> &[Op] {
        &self.clean
    }
    /// The places of the guards on the clean path, increasing.
    pub(crate) fn clean_guards(&self) -> &[u32] {
        &self.clean_guards
    }
    /// Cuts the clean path (and its guards) to its first `d` ops.
    #[inline]
    fn truncate_clean(&mut self, d: usize) {
        self.clean.truncate(d);
        let k = self.clean_guards.partition_point(|&g| (g as usize) < d);
        self.clean_guards.truncate(k);
    }
    /// Whether anything is known clean or deferred (edits need not be
    /// looked at otherwise).
    #[inline]
    pub(crate) fn tracking(&self) -> bool {
        !self.clean.is_empty() || !self.runs.is_empty()
    }
    #[inline]
    fn place(&self, op: Op) -> Option<usize> {
        self.depth.get(op.index()).map(|&d| d as usize)
    }
    /// Whether `op` is on the clean path.
    #[inline]
    pub(crate) fn in_clean_path(&self, op: Op) -> bool {
        self.place(op)
            .is_some_and(|d| self.clean.get(d) == Some(&op))
    }
    /// Whether `op` has an entry of its own in the list.
    #[inline]
    pub(crate) fn is_queued(&self, op: Op) -> bool {
        self.pos.get(op.index()).is_some_and(|&p| p != ABSENT)
    }
    /// Whether `op` is in a deferred run (present, with all its ancestors).
    #[inline]
    pub(crate) fn in_run(&self, op: Op) -> bool {
        self.runs_holding(op).next().is_some()
    }
    /// Whether `op` is in a deferred run whose ops from the scope down to
    /// `op` no edit touched: then its ancestors are still the run's ops above
    /// it, all present, and a walk up from it can stop. (A touched op may
    /// have moved: an op of the run is still present, but its ancestors may
    /// not be.)
    #[inline]
    pub(crate) fn in_run_with_ancestors(&self, op: Op) -> bool {
        self.runs_holding(op).any(|(r, d)| r.touched_from > d)
    }
    /// The deferred runs holding `op`, with its place in them.
    #[inline]
    fn runs_holding(&self, op: Op) -> impl Iterator<Item = (&Run, usize)> + '_ {
        let d = if self.runs.is_empty() {
            None
        } else {
            self.place(op)
        };
        d.into_iter().flat_map(move |d| {
            self.runs
                .iter()
                .filter(move |r| r.ops.get(d) == Some(&op))
                .map(move |r| (r, d))
        })
    }
    /// Takes `op`, and the path below it, off the clean path.
    #[inline]
    fn leave_clean_path(&mut self, op: Op) {
        if let Some(d) = self.place(op) {
            if self.clean.get(d) == Some(&op) {
                self.truncate_clean(d);
            }
        }
    }
    /// Records that `op`, just popped, matched nothing and changed nothing;
    /// `parent` is its parent op, `None` when it lies in the scope's region;
    /// `guard`: it joins as a guard (see the module documentation).
    pub(crate) fn note_clean(&mut self, op: Op, parent: Option<Op>, guard: bool) {
        let d = match parent {
            None => 0,
            Some(p) if self.in_clean_path(p) => self.depth[p.index()] as usize + 1,
            Some(_) => return,
        };
        if guard && self.clean_guards.partition_point(|&g| (g as usize) < d) >= MAX_GUARDS {
            return;
        }
        self.truncate_clean(d);
        self.clean.push(op);
        if guard {
            self.clean_guards.push(d as u32);
        }
        grow_to_hold(&mut self.depth, op, u32::MAX);
        self.depth[op.index()] = d as u32;
    }
    /// An edit touched `op`: it may match now.
    pub(crate) fn touched(&mut self, op: Op) {
        self.leave_clean_path(op);
        if self.in_run(op) {
            let d = self.depth[op.index()] as usize;
            for r in &mut self.runs {
                if r.ops.get(d) == Some(&op) {
                    r.touched_from = r.touched_from.min(d);
                }
            }
        }
    }
    /// An edit may have touched any op.
    pub(crate) fn touched_everything(&mut self) {
        self.truncate_clean(0);
        for r in &mut self.runs {
            r.touched_from = 0;
        }
    }
    /// Pushes `op`, on the clean path, and the path above it (innermost
    /// first), as one deferred run when there is room for one.
    pub(crate) fn push_clean_from(&mut self, op: Op) {
        let d = self.depth[op.index()] as usize;
        let mut ops = std::mem::take(&mut self.clean);
        let mut guards = std::mem::take(&mut self.clean_guards);
        ops.truncate(d + 1);
        if self.runs.len() >= MAX_RUNS {
            for &o in ops.iter().rev() {
                self.push(o);
            }
            return;
        }
        guards.retain(|&g| g as usize <= d);
        self.runs.push(Run {
            touched_from: ops.len(),
            ops,
            guards,
        });
        self.list.push(Some(RUN));
    }
    /// Takes `op` out (`has_regions` as for [`Self::pop`]).
    pub(crate) fn remove(&mut self, op: Op, has_regions: bool) {
        debug_assert!(op != RUN);
        if let Some(&i) = self.pos.get(op.index()) {
            if i != ABSENT {
                self.list[i as usize] = None;
                self.vacate(i);
                self.pos[op.index()] = ABSENT;
                if has_regions {
                    self.next_epoch();
                }
            }
        }
    }
    pub(crate) fn reverse(&mut self) {
        debug_assert!(self.runs.is_empty());
        self.list.reverse();
        // Every position changes.
        self.vacate(0);
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos[op.index()] = i as u32;
            }
        }
    }
}

/// Grows a table indexed by op so that it has an entry for `op` (new
/// entries `fill`), at least doubling so that growing costs amortized O(1).
#[inline]
fn grow_to_hold(table: &mut Vec<u32>, op: Op, fill: u32) {
    if op.index() >= table.len() {
        let n = (op.index() + 1).max(table.len() * 2).max(64);
        table.resize(n, fill);
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
    /// Whether `i` is in the set.
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A context holding a nest of three loops (ops 0..): the store, then
    /// the loops innermost first, then the return.
    fn nest() -> (Context, Vec<Op>) {
        let mut ctx = dialects::new_context();
        let src = "func.func @f(%m: memref<4xf32>, %x: f32, %n: index) {\n\
                   scf.for %i = %n to %n step %n {\n\
                   scf.for %j = %n to %n step %n {\n\
                   scf.for %k = %n to %n step %n {\n\
                   memref.store %x, %m[%k] : memref<4xf32>\n\
                   }\n}\n}\nreturn\n}\n";
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        let mut loops = Vec::new();
        ctx.walk_pre(m, |o| {
            if ctx.op_name(o) == "scf.for" {
                loops.push(o);
            }
        });
        (ctx, loops)
    }

    fn popped_op(p: Option<Popped>) -> Option<Op> {
        match p {
            Some(Popped::Op(o)) => Some(o),
            Some(Popped::CleanRun) => panic!("a clean run"),
            None => None,
        }
    }

    #[test]
    pub(crate) fn worklist_is_lifo_with_set_semantics() {
        let (ctx, l) = nest();
        let mut w = Worklist::default();
        w.push(l[0]);
        w.push(l[1]);
        w.push(l[0]);
        w.push(l[2]);
        w.remove(l[2], true);
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[1]));
        w.reverse();
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[0]));
        assert_eq!(popped_op(w.pop(&ctx)), None);
    }

    #[test]
    fn a_clean_run_is_dropped_whole_until_an_edit_touches_it() {
        // l[0] is the outermost loop.
        let (ctx, l) = nest();
        let mut w = Worklist::default();
        w.note_clean(l[0], None, false);
        w.note_clean(l[1], Some(l[0]), false);
        assert_eq!(w.clean_path(), &l[..2]);
        // A loop whose parent is not on the path does not join it.
        w.note_clean(l[2], Some(l[2]), false);
        assert_eq!(w.clean_path(), &l[..2]);
        w.push(l[2]);
        w.push_clean_from(l[1]);
        assert!(w.in_run(l[0]) && w.in_run(l[1]) && !w.in_clean_path(l[0]));
        // Present in the run: pushing is a no-op.
        w.push(l[0]);
        assert!(w.in_run_with_ancestors(l[1]));
        assert!(matches!(w.pop(&ctx), Some(Popped::CleanRun)));
        assert_eq!(w.clean_path(), &l[..2]);
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[2]));
        // Touched while deferred: what lies above the touched op is still
        // dropped whole, the rest is pushed op by op.
        w.push_clean_from(l[1]);
        w.touched(l[1]);
        // l[1] may have moved: still present, but a walk must go on.
        assert!(w.in_run(l[1]) && !w.in_run_with_ancestors(l[1]));
        assert!(w.in_run_with_ancestors(l[0]));
        assert!(matches!(w.pop(&ctx), Some(Popped::CleanRun)));
        assert_eq!(w.clean_path(), &l[..1]);
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[1]));
        assert_eq!(popped_op(w.pop(&ctx)), None);
        w.note_clean(l[1], Some(l[0]), false);
        w.push_clean_from(l[1]);
        w.touched(l[0]);
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[0]));
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[1]));
        assert_eq!(popped_op(w.pop(&ctx)), None);
        // An explicit push takes an op and the path below it off the path.
        w.note_clean(l[0], None, false);
        w.note_clean(l[1], Some(l[0]), false);
        w.push(l[0]);
        assert!(w.clean_path().is_empty());
        w.note_clean(l[0], None, false);
        w.touched_everything();
        assert!(!w.tracking());
    }

    #[test]
    fn guards_follow_the_clean_path_into_runs_and_back() {
        let (ctx, l) = nest();
        let mut w = Worklist::default();
        w.note_clean(l[0], None, false);
        w.note_clean(l[1], Some(l[0]), true);
        w.note_clean(l[2], Some(l[1]), true);
        assert_eq!(w.clean_guards(), &[1, 2]);
        // Taken from l[1] up: the guard below it stays behind.
        w.push_clean_from(l[1]);
        assert!(w.clean_guards().is_empty());
        assert!(matches!(w.pop(&ctx), Some(Popped::CleanRun)));
        assert_eq!(w.clean_path(), &l[..2]);
        assert_eq!(w.clean_guards(), &[1]);
        // A touched guard leaves with the path below it, in a run too.
        w.note_clean(l[2], Some(l[1]), true);
        w.push_clean_from(l[2]);
        w.touched(l[1]);
        assert!(matches!(w.pop(&ctx), Some(Popped::CleanRun)));
        assert_eq!(w.clean_path(), &l[..1]);
        assert!(w.clean_guards().is_empty());
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[1]));
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[2]));
        // A path holds at most MAX_GUARDS guards: one more does not join.
        w.clean_guards = vec![0; MAX_GUARDS];
        w.note_clean(l[1], Some(l[0]), true);
        assert!(!w.in_clean_path(l[1]));
        w.note_clean(l[1], Some(l[0]), false);
        assert!(w.in_clean_path(l[1]));
    }

    #[test]
    fn a_cover_segment_lives_while_no_entry_at_or_below_its_highest_leaves() {
        let (ctx, l) = nest();
        let mut w = Worklist::default();
        let moves = ctx.structure_moves();
        w.push(l[0]); // position 0
        w.push(l[1]); // position 1
        let s = w.new_segment(l[2], moves);
        w.set_segment_high(s, Some(0));
        w.set_segment(l[0], s);
        assert_eq!(w.segment_of(l[0]), Some(s));
        assert_eq!(w.segment_of(l[1]), None);
        assert_eq!(w.live_segment(s, moves), Some((l[2], Some(0))));
        // A push and a pop above position 0 leave it alive.
        w.push(l[2]);
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[2]));
        assert_eq!(popped_op(w.pop(&ctx)), Some(l[1]));
        assert!(w.live_segment(s, moves).is_some());
        // So does a segment whose ops are all never queued (no position).
        let t = w.new_segment(l[2], moves);
        // Any op moving ends both.
        assert!(w.live_segment(s, moves + 1).is_none());
        // The entry at position 0 leaving ends the first only.
        w.remove(l[0], true);
        assert!(w.live_segment(s, moves).is_none());
        assert_eq!(w.live_segment(t, moves), Some((l[2], None)));
        // A segment made after the removal does not see it.
        w.push(l[0]);
        let u = w.new_segment(l[2], moves);
        w.set_segment_high(u, Some(0));
        assert!(w.live_segment(u, moves).is_some());
        w.clear();
        assert!(w.live_segment(u, moves).is_none());
        // Answers are per cover round.
        w.next_cover_round();
        assert_eq!(w.segment_answer(u), None);
        w.note_segment_answer(u, true);
        assert_eq!(w.segment_answer(u), Some(true));
        w.set_cover(l[1], false);
        assert_eq!(w.cover(l[1]), Some(false));
        w.next_cover_round();
        assert_eq!(w.segment_answer(u), None);
        assert_eq!(w.cover(l[1]), None);
    }
}
