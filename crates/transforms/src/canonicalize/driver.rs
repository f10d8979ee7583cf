//! MLIR's greedy pattern-rewrite driver: worklist seeding and order,
//! folding, dead-op erasure and pattern application, iterated with region
//! simplification until nothing changes.

use super::facts::{constant_with, is_dead_memo, Facts, FactsTable};
use super::fold::{replace_with_fold, Folder};
use super::region_simplification::{erase_unreachable_blocks, simplify_regions_with};
use super::rewriter::{Fixes, Rewriter};
use super::table::PatternTable;
use super::worklist::Popped;
use crate::patterns::{self, FoldResult, Ofr, Pattern};
use ir::{Context, Op, Region, Sym};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// Work done by the greedy driver runs finished so far in this process.
static GREEDY_STEPS: AtomicU64 = AtomicU64::new(0);

/// The nested-effect steps among them (see [`nested_effect_steps`]).
static NESTED_EFFECT_STEPS: AtomicU64 = AtomicU64::new(0);

/// Uses moved one at a time (see [`greedy_use_moves`]).
static GREEDY_USE_MOVES: AtomicU64 = AtomicU64::new(0);

/// Uses the value replacements of greedy driver runs finished so far in
/// this process moved one at a time (a list forwarded in bulk counts its
/// top-level entries): the one part of a nest's folds that grew with
/// depth² before lists were forwarded in bulk.
pub fn greedy_use_moves() -> u64 {
    GREEDY_USE_MOVES.load(Ordering::Relaxed)
}

/// The pops among them (see [`greedy_pops`]).
static GREEDY_POPS: AtomicU64 = AtomicU64::new(0);

/// Worklist entries popped by the greedy driver runs finished so far in this
/// process (a deferred run of loops dropped whole counts once; part of
/// [`greedy_steps`]).
pub fn greedy_pops() -> u64 {
    GREEDY_POPS.load(Ordering::Relaxed)
}

/// The ops looked at by the dead-op checks' walks for nested effects, over
/// every greedy driver run finished so far in this process (part of
/// [`greedy_steps`]).
pub fn nested_effect_steps() -> u64 {
    NESTED_EFFECT_STEPS.load(Ordering::Relaxed)
}

/// Ops popped from worklists, ops looked at by the ancestor walks of
/// notifications and by nested-effect walks, over every greedy driver run
/// finished so far in this process: a measure of work that tests can bound
/// where a time limit would depend on the machine.
pub fn greedy_steps() -> u64 {
    GREEDY_STEPS.load(Ordering::Relaxed)
}

/// How far region simplification goes (option `region-simplify`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RegionSimplify {
    /// No region simplification (unreachable blocks are still erased, as mlir-opt 22 does).
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments removed.
    Normal,
    /// As `Normal`, and identical blocks merged.
    Aggressive,
}

/// The options of the canonicalization driver (MLIR's `GreedyRewriteConfig` and the `canonicalize`
/// pass options).
#[derive(Clone, Debug)]
pub struct Config {
    /// Seed the worklist in pre-order, MLIR's default, instead of post-order (option `top-down`).
    pub top_down: bool,
    /// Region simplification level (option `region-simplify`).
    pub region_simplify: RegionSimplify,
    /// Maximum number of sweeps over the IR (option `max-iterations`; negative: no limit).
    pub max_iterations: i64,
    /// Maximum number of rewrites (option `max-num-rewrites`; negative: no limit).
    pub max_num_rewrites: i64,
    /// Fail when the IR has not converged after `max_iterations` (option `test-convergence`).
    pub test_convergence: bool,
    /// Names of patterns not to apply (option `disable-patterns`).
    pub disabled: Vec<String>,
    /// When not empty, the only patterns applied (option `enable-patterns`).
    pub enabled: Vec<String>,
    /// Corrections of mlir-opt 22's patterns, each by an option of its own.
    pub fixes: Fixes,
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
            fixes: Fixes::default(),
            verify_touched: false,
        }
    }
}

pub(crate) struct Driver<'a, 'c> {
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
    /// Ops popped (see [`greedy_steps`]).
    pops: u64,
    /// Keys of the visits on which no pattern matched.
    revisits: RevisitKeys,
    /// Guards keyed again (see [`Self::check_guards`]).
    guard_checks: u64,
}

/// The revisit keys (`patterns::scf::revisit`) of the last visit of each op
/// on which no pattern matched.
#[derive(Default)]
pub(crate) struct RevisitKeys {
    by_op: FxHashMap<Op, Box<[u64]>>,
    /// The key of the op being visited.
    current: Vec<u64>,
}

impl Drop for Driver<'_, '_> {
    fn drop(&mut self) {
        let steps =
            self.pops + self.guard_checks + self.rw.walk_steps + self.rw.nested_effects.steps;
        GREEDY_STEPS.fetch_add(steps, Ordering::Relaxed);
        NESTED_EFFECT_STEPS.fetch_add(self.rw.nested_effects.steps, Ordering::Relaxed);
        GREEDY_POPS.fetch_add(self.pops, Ordering::Relaxed);
        GREEDY_USE_MOVES.fetch_add(self.rw.use_moves, Ordering::Relaxed);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum MayApply {
    Unknown,
    Yes,
    No,
}

impl Driver<'_, '_> {
    /// Whether processing an op of these facts can do nothing: it is never
    /// dead and has no fold hook and no patterns.
    /// Whether processing an op of these facts can do nothing unless the
    /// run's own patterns (a filtered table or a pass's set) apply to it.
    pub(crate) fn inert_by_name(f: &Facts) -> bool {
        f.never_dead && f.fold.is_none() && !f.commutative && f.pats.is_empty()
    }

    /// Whether the run's own patterns may rewrite ops named `name` (asked
    /// once per name and run: the set answers for names, not ops).
    pub(crate) fn own_patterns_may_apply(&mut self, name: Sym) -> bool {
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

    /// Whether popping `op` could change anything (recorded for the
    /// rewriter's notifications, which then leave such ops out).
    #[inline]
    pub(crate) fn inert(&mut self, op: Op, name_inert: bool) -> bool {
        let name = self.rw.ctx.op(op).name;
        let inert = name_inert && !self.own_patterns_may_apply(name);
        if inert {
            self.rw.inert_names.insert(name.index());
        }
        inert
    }

    /// Pre-order seeding. Every ancestor of an op up to the scope was pushed
    /// before the op is reached, so pushing the op alone is what
    /// `add_to_worklist` would do. Inert ops are left out: popping them
    /// would change nothing.
    pub(crate) fn seed_pre(&mut self, folder: &mut Folder, r: Region) {
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

    pub(crate) fn seed_post(&mut self, folder: &mut Folder, r: Region) {
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
                    // The folder moves and erases constants only: the
                    // stamps, kept for ops with regions, stay good (a
                    // present op it erased would leave the list, which
                    // ends them). Ending them here made every level's
                    // constants send the next push up the whole nest.
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
    pub(crate) fn simplify(&mut self, region: Region) -> bool {
        // Only the revisits of loops under the full pattern table are
        // deferred (see `worklist`): the log of edits serves nothing else.
        let track = self.custom.is_none() && self.table.is_none();
        if track {
            self.rw.ctx.start_touch_log();
            self.rw.nested_effects.follow_touches(true);
        }
        let converged = self.simplify_iterations(region);
        if track {
            self.rw.ctx.stop_touch_log();
            self.rw.nested_effects.follow_touches(false);
        }
        converged
    }

    fn simplify_iterations(&mut self, region: Region) -> bool {
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
            self.rw.nested_effects.invalidate();
            let mut folder = Folder::default();
            if self.cfg.top_down {
                self.seed_pre(&mut folder, region);
                self.rw.worklist.reverse();
            } else {
                // Seeding pushes every op's ancestors: the stamps make that
                // linear in the nest (see `seed_post`).
                self.seed_post(&mut folder, region);
                self.rw.worklist.next_epoch();
            }
            // The folder may have moved or erased constants while seeding.
            self.rw.nested_effects.invalidate();
            cont = self.process_worklist();
            // Uses forwarded in bulk become plain lists again, for region
            // simplification and whatever runs after the driver.
            self.rw.ctx.settle_forwarded_uses();
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

    pub(crate) fn process_worklist(&mut self) -> bool {
        let mut changes = 0u64;
        let mut num_rewrites = 0i64;
        // Patterns can chase each other forever on IR mlir-opt never hands
        // them: a value that is its own operand in an unreachable loop
        // (`%x = addi %x, %c`) after block merging keeps being reassociated.
        // No terminating run changes the IR this many times over, so a run
        // that does is cut off as unconverged; region simplification then
        // drops the unreachable blocks, as in mlir-opt. Pops that change
        // nothing do not count: a nest of depth d legitimately takes about
        // d² of them (each rewrite revisits every enclosing op), and they
        // cannot go on forever (each one shrinks the worklist).
        let max_changes = 64 * (self.rw.ctx.num_ops() as u64) + 100_000;
        loop {
            if self.cfg.max_num_rewrites >= 0 && num_rewrites >= self.cfg.max_num_rewrites {
                break;
            }
            if changes >= max_changes {
                break;
            }
            self.rw.drain_touches();
            let op = match self.rw.worklist.pop(self.rw.ctx) {
                None => break,
                Some(Popped::Op(op)) => op,
                Some(Popped::CleanRun) => {
                    self.pops += 1;
                    self.check_guards();
                    #[cfg(debug_assertions)]
                    self.check_clean_path();
                    continue;
                }
            };
            if self.rw.ctx.is_erased(op) {
                continue;
            }
            self.rw.visit += 1;
            self.pops += 1;
            self.rw.ctx.shorten_operand_tags(op);
            let f = self.facts.of_op(self.rw.ctx, op);
            let name_pats = f.pats;
            let revisit = f.revisit;
            if is_dead_memo(self.rw.ctx, op, f, &mut self.rw.nested_effects) {
                self.rw.erase_op(op);
                self.rw.nested_effects.invalidate();
                changes += 1;
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
                        self.rw.nested_effects.invalidate();
                        changes += 1;
                        continue;
                    }
                    FoldResult::Results(res) => {
                        // A fold that is not applied may still have
                        // created constants.
                        self.rw.nested_effects.invalidate();
                        if self.apply_fold(op, res) {
                            changes += 1;
                            continue;
                        }
                    }
                }
            }
            // (A set's `may_apply` is not asked here: `apply` fails on the
            // names it rules out anyway, and those are seldom popped.)
            if let Some(c) = self.custom.as_deref_mut() {
                if c.apply(&mut self.rw, op) {
                    self.rw.nested_effects.invalidate();
                    changes += 1;
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
            // The revisit key is only audited for the unfiltered patterns.
            let keyed = match revisit {
                Some(key_of) if self.table.is_none() => {
                    let key = &mut self.revisits.current;
                    key.clear();
                    key_of(self.rw.ctx, op, key)
                }
                _ => false,
            };
            if keyed
                && self.revisits.by_op.get(&op).map(|k| &**k) == Some(&self.revisits.current[..])
            {
                self.note_clean(op);
                continue;
            }
            let mut matched = false;
            for p in pats {
                if (p.apply)(&mut self.rw, op) {
                    self.rw.nested_effects.invalidate();
                    changes += 1;
                    num_rewrites += 1;
                    matched = true;
                    break;
                }
            }
            if keyed && !matched {
                // Failed patterns change nothing: the key read before them
                // is the key of the IR they failed on.
                let key = self.revisits.current.as_slice().into();
                self.revisits.by_op.insert(op, key);
                self.note_clean(op);
            }
        }
        changes > 0
    }

    /// The guards of the run just dropped (`worklist`) are keyed again: from
    /// the outermost whose key is not that of its last visit (or that
    /// declines now), the run's ops are pushed op by op, innermost first, as
    /// a touched op and the ops below it would have been.
    fn check_guards(&mut self) {
        let wl = &self.rw.worklist;
        for gi in 0..wl.clean_guards().len() {
            let op = wl.clean_path()[wl.clean_guards()[gi] as usize];
            self.guard_checks += 1;
            let ctx = &*self.rw.ctx;
            let same = !ctx.is_erased(op)
                && self.facts.of_op(ctx, op).revisit.is_some_and(|key_of| {
                    let key = &mut self.revisits.current;
                    key.clear();
                    key_of(ctx, op, key)
                        && self.revisits.by_op.get(&op).map(|k| &**k) == Some(&key[..])
                });
            if !same {
                let wl = &mut self.rw.worklist;
                let from = wl.clean_guards()[gi] as usize;
                let ops = wl.clean_path()[from..].to_vec();
                for &o in ops.iter().rev() {
                    if !self.rw.ctx.is_erased(o) {
                        wl.push(o);
                    }
                }
                return;
            }
        }
    }

    /// `op` was popped, has a revisit key and matched nothing.
    fn note_clean(&mut self, op: Op) {
        // Ops of inert names are never pushed (`Rewriter::push_chain`), so
        // a deferred run standing for the pushes of a walk leaves them out
        // too: the path goes through them (the `func.func` between a
        // module-scoped run's scope and its outermost loop). A long chain
        // of them ends the path instead of making each note walk it.
        const MAX_INERT_STEPS: usize = 16;
        let ctx = &*self.rw.ctx;
        let guard = self
            .facts
            .of_op(ctx, op)
            .revisit_guard
            .is_some_and(|g| g(ctx, op));
        let mut cur = op;
        let mut parent = None;
        for _ in 0..=MAX_INERT_STEPS {
            if ctx.parent_region(cur) == self.rw.scope {
                self.rw.worklist.note_clean(op, None, guard);
                return;
            }
            let Some(p) = ctx.parent_op(cur) else { return };
            if !self.rw.inert_names.contains(ctx.op(p).name.index()) {
                parent = Some(p);
                break;
            }
            cur = p;
        }
        if parent.is_some() {
            self.rw.worklist.note_clean(op, parent, guard);
        }
    }

    /// A deferred run was dropped whole: each of its loops must be one a
    /// visit would skip (its revisit key that of its last visit, and not
    /// dead), or the touch log missed an edit.
    #[cfg(debug_assertions)]
    fn check_clean_path(&mut self) {
        for i in 0..self.rw.worklist.clean_path().len() {
            let op = self.rw.worklist.clean_path()[i];
            assert!(
                !self.rw.ctx.is_erased(op),
                "an erased loop dropped as clean"
            );
            let f = self.facts.of_op(self.rw.ctx, op);
            let key_of = f.revisit.expect("clean loops have revisit keys");
            assert!(
                !is_dead_memo(self.rw.ctx, op, f, &mut self.rw.nested_effects),
                "a dead loop dropped as clean"
            );
            let mut key = Vec::new();
            assert!(
                key_of(self.rw.ctx, op, &mut key),
                "a {} dropped as clean whose revisit key declines now: the touch log missed an edit",
                self.rw.ctx.op_name(op)
            );
            assert_eq!(
                self.revisits.by_op.get(&op).map(|k| &**k),
                Some(&key[..]),
                "a loop dropped as clean whose revisit key changed: the touch log missed an edit"
            );
        }
    }

    pub(crate) fn apply_fold(&mut self, op: Op, res: Vec<Ofr>) -> bool {
        replace_with_fold(&mut self.rw, op, res)
    }
}

/// Runs the greedy driver on every region of `op`; returns whether it converged.
pub fn apply_patterns_greedily(ctx: &mut Context, op: Op, cfg: &Config) -> bool {
    apply_patterns_greedily_touching(ctx, op, cfg).0
}

/// [`apply_patterns_greedily`], also returning the ops created or changed
/// when `cfg.verify_touched` is set.
pub(crate) fn apply_patterns_greedily_touching(
    ctx: &mut Context,
    op: Op,
    cfg: &Config,
) -> (bool, Vec<Op>) {
    let regions = ctx.regions_of(op).to_vec();
    let mut converged = true;
    let mut touched = Vec::new();
    let owned;
    let table = if cfg.disabled.is_empty() && cfg.enabled.is_empty() {
        None
    } else {
        owned = PatternTable::new(&cfg.disabled, &cfg.enabled);
        Some(&owned)
    };
    for r in regions {
        let mut d = Driver {
            rw: configured_rewriter(ctx, cfg),
            cfg,
            table,
            custom: None,
            custom_may_apply: Vec::new(),
            facts: FactsTable::default(),
            pops: 0,
            revisits: RevisitKeys::default(),
            guard_checks: 0,
        };
        converged &= d.simplify(r);
        touched.extend(d.rw.touched.take().map(|t| t.ops).unwrap_or_default());
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
            rw: configured_rewriter(ctx, cfg),
            cfg,
            table: None,
            custom: Some(&mut *set),
            custom_may_apply: Vec::new(),
            facts: FactsTable::default(),
            pops: 0,
            revisits: RevisitKeys::default(),
            guard_checks: 0,
        };
        converged &= d.simplify(r);
    }
    converged
}

/// A rewriter for the greedy driver run with `cfg`.
fn configured_rewriter<'c>(ctx: &'c mut Context, cfg: &Config) -> Rewriter<'c> {
    let mut rw = Rewriter::new(ctx);
    rw.fixes = cfg.fixes;
    rw.touched = cfg.verify_touched.then(Default::default);
    rw
}
