//! One-Shot analysis: decides for every tensor operand whether it can use
//! its buffer in place, greedily and op by op (bottom-up by default), by
//! looking for read-after-write conflicts among the aliases it would create.
//!
//! Complexity (details in crates/bufferize/README.md). MLIR re-checks every
//! aliasing read against every aliasing in-place write of the merged alias
//! sets on each decision. We keep the invariant that no pair inside one
//! alias set conflicts (it is checked when the set is formed), so a decision
//! only checks the pairs it creates: reads of one merged set against in-place
//! writes of another, and every read against the new write. A `RawIndex`
//! numbers the ops in pre-order and gives every read the position ranges of
//! the writes it could conflict with (the complement of "after the read in
//! its block", "before its definition in that block", "inside its
//! definition's op" and "in a region exclusive with the read's at its
//! nearest region branch", where the rules already rule a conflict out);
//! every in-place write keeps the regions exclusive with its own, so that
//! the reads in them are skipped too; per alias set, reads sit in a segment
//! tree over positions and in-place writes in an ordered set and a segment
//! tree (only once the set is large), merged smaller-into-larger. A decision then costs
//! O(log n) plus the pairs that need the full rule set. The scans over
//! whole alias sets remain for `print-conflicts` (annotation order) and
//! consistency checks with in-place writes; debug builds cross-check every
//! indexed decision against them.
//!
//! Layout: this file holds the `Analyzer` and the decision loop; `order`
//! the heuristics' operand order, `conflicts` the conflict rules, `index`
//! the read/write index, `equivalence` the equivalence sets and undefined
//! contents, `annotations` the test attributes, `regions` the block and
//! region questions the rules ask.

use crate::interface::Relation;
use crate::options::Heuristic;
use crate::state::{owner_of_value, Small, State, Traversal};
use ir::diag::DResult;
use ir::dominance::Dominance;
use ir::interfaces::RegionFlow;
use ir::{Block, Context, Op, Region, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};

mod annotations;
mod conflicts;
mod equivalence;
mod index;
mod order;
mod regions;

pub use annotations::{apply_alias_set_annotations, apply_annotations};
use index::{RawIndex, F_NON_WRITABLE, F_WRITES};
pub use order::{llvm_shuffle, Mt19937};
pub use regions::{inside_mutually_exclusive_regions, value_owner};

static CONFLICT_COUNTER: AtomicU64 = AtomicU64::new(0);
static WRITABLE_COUNTER: AtomicU64 = AtomicU64::new(0);
static CONFLICT_STEPS: AtomicU64 = AtomicU64::new(0);

/// Read/write pairs the in-place decisions checked, and the ancestor steps
/// the conflict rules took for them, in this process so far: a measure of
/// the analysis' work that tests can bound where a time limit would depend
/// on the machine.
pub fn conflict_steps() -> u64 {
    CONFLICT_STEPS.load(Ordering::Relaxed)
}

/// MLIR's `hasTensorSemantics` (the analysis' op list): a tensor block
/// argument in a region, a tensor result or operand; for functions, a tensor
/// in the signature.
pub fn op_has_tensor_operand_or_result(ctx: &Context, op: Op) -> bool {
    op_has_tensor_operand_or_result_as(ctx, op, ctx.isa(op, &dialects::func::FUNC))
}

/// `op_has_tensor_operand_or_result` when the caller knows whether `op` is a `func.func`.
fn op_has_tensor_operand_or_result_as(ctx: &Context, op: Op, is_func: bool) -> bool {
    let is_tensor = |v: Value| ctx.type_kind(ctx.value_type(v)).is_tensor();
    let block_arg = ctx.regions_of(op).iter().any(|&r| {
        ctx.region_blocks(r)
            .iter()
            .any(|&b| ctx.block_args(b).iter().any(|&a| is_tensor(a)))
    });
    block_arg || crate::state::has_tensor_semantics_as(ctx, op, is_func)
}

/// One bit per value of the context: its type is a tensor type (read in
/// one pass over the values, in the order they lie in memory).
fn tensor_value_bits(ctx: &Context) -> Vec<u64> {
    let n = ctx.num_values();
    let mut bits = vec![0u64; n.div_ceil(64)];
    // Per type index: 0 not asked yet, 1 not a tensor, 2 a tensor.
    let mut by_type: Vec<u8> = Vec::new();
    for i in 0..n {
        let t = ctx.value_type(Value(i as u32));
        if by_type.len() <= t.index() {
            by_type.resize(t.index() + 1, 0);
        }
        if by_type[t.index()] == 0 {
            by_type[t.index()] = 1 + u8::from(ctx.type_kind(t).is_tensor());
        }
        if by_type[t.index()] == 2 {
            bits[i / 64] |= 1 << (i % 64);
        }
    }
    bits
}

/// Unit attributes to set once the analysis no longer borrows the IR.
pub type Annotations = Vec<(Op, String)>;

/// `dump-alias-sets` annotations: per op, the alias sets of its tensor
/// results (`__opresult_alias_set_attr__`) and, when it has tensor block
/// arguments, of those per region and block (`__bbarg_alias_set_attr__`).
pub struct AliasSetAnnotation {
    /// The op annotated.
    pub op: Op,
    /// Per tensor result, the members of its alias set (printed names).
    pub results: Option<Vec<Vec<String>>>,
    /// Per region, per block, per tensor argument, the members of its alias set.
    pub bbargs: Option<Vec<Vec<Vec<Vec<String>>>>>,
}

/// The One-Shot analysis: decides for every tensor operand whether it bufferizes in place,
/// recording the decisions and the alias and equivalence sets in the [`State`].
pub struct Analyzer<'a, 's> {
    /// The IR analyzed (it does not change while the analysis runs).
    pub ctx: &'a Context,
    /// The state the decisions go into.
    pub s: &'s mut State,
    dom: Dominance<'a>,
    /// Per value index: its definitions, once computed: a place in
    /// `defs_store`, or one of `DEFS_*` (the common answers, told without
    /// a visit to the store).
    defs_cache: Vec<u32>,
    /// The lists `defs_cache` points into.
    defs_store: Vec<Small<Value>>,
    /// Per region index: the innermost enclosing repetitive region
    /// (`u32::MAX`: not computed, `u32::MAX - 1`: none).
    repetitive: std::cell::RefCell<Vec<u32>>,
    /// Per region index: the innermost enclosing parallel region (same encoding).
    parallel: std::cell::RefCell<Vec<u32>>,
    idx: RawIndex,
    /// The tree `init` numbered (positions in `idx`), its ops in post-order,
    /// and per op index its place in that order: an `analyze` of an op of
    /// that tree takes its numbering and post-order from there.
    numbered: Option<(Op, Vec<Op>, Vec<u32>)>,
    /// Per op index, for the ops of the tree `init` numbered: the op has a
    /// tensor operand, result or block argument (taken while `init` visits
    /// the op anyway, so that choosing the ops to decide need not visit
    /// them again).
    tensor_ops: Vec<u64>,
    /// The ops being analyzed are in the tree `init` numbered.
    in_numbered_tree: bool,
    /// The interned name `func.func`, if any op has it.
    func_name: Option<ir::Sym>,
    /// Per value index (of the values when the analysis started): its type
    /// is a tensor type. Operands name values all over the IR; a bit per
    /// value answers without reaching each value's record.
    tensor_values: Vec<u64>,
    num_known_values: usize,
    /// Unit attributes to set once the analysis is done (`test-analysis-only`).
    pub annotations: Annotations,
    /// The `dump-alias-sets` annotations to set once the analysis is done.
    pub alias_sets: Vec<AliasSetAnnotation>,
    /// With `explain-copies`, while a refused decision is checked again:
    /// the first rule that refused it.
    recording: Option<Option<crate::explain::OutOfPlace>>,
    /// Pairs checked and ancestor steps taken since the last flush into
    /// `CONFLICT_STEPS` (see `conflict_steps`).
    steps: std::cell::Cell<u64>,
    /// While the in-place decisions run (equivalences fixed): per (value,
    /// insertion op), where the value's reverse use-def chain ends for that
    /// insertion (`conflicts::ChainOrigin`).
    chain_origins: std::cell::RefCell<FxHashMap<(Value, Op), conflicts::ChainOrigin>>,
    chain_origins_on: bool,
}

/// (stage, distance) of the in-place decisions' prefetches: each stage of
/// `Analyzer::prefetch_decision` runs that many ops ahead, the deeper levels
/// (which need the earlier ones cached) nearer.
const DECISION_PREFETCH: [(u8, usize); 8] = [
    (0, 24),
    (1, 20),
    (2, 16),
    (3, 13),
    (4, 10),
    (5, 7),
    (6, 4),
    (7, 2),
];

/// The number of analyzed ops from which the in-place decisions prefetch.
const DECISION_PREFETCH_MIN_OPS: usize = 32768;

/// `Analyzer::defs_cache` entries: not computed yet; the value is its own
/// only definition; it has none.
const DEFS_UNKNOWN: u32 = u32::MAX;
const DEFS_SELF: u32 = u32::MAX - 1;
const DEFS_NONE: u32 = u32::MAX - 2;

fn err(ctx: &Context, op: Op, msg: String) -> Box<ir::diag::Diagnostic> {
    crate::rewrite::error(ctx, op, msg)
}

impl<'a, 's> Analyzer<'a, 's> {
    /// An analyzer of the IR of `ctx` that records into `s`.
    pub fn new(ctx: &'a Context, s: &'s mut State) -> Self {
        // The IR does not change while the analysis runs.
        s.alias.bound_values(ctx.num_values());
        s.equiv.bound_values(ctx.num_values());
        Analyzer {
            ctx,
            s,
            dom: Dominance::new(ctx),
            defs_cache: Vec::new(),
            defs_store: Vec::new(),
            repetitive: Default::default(),
            parallel: Default::default(),
            idx: RawIndex {
                value_bound: ctx.num_values(),
                ..RawIndex::default()
            },
            numbered: None,
            tensor_ops: Vec::new(),
            in_numbered_tree: false,
            func_name: ctx.existing_sym(dialects::func::FUNC.name),
            tensor_values: tensor_value_bits(ctx),
            num_known_values: ctx.num_values(),
            annotations: Vec::new(),
            alias_sets: Vec::new(),
            recording: None,
            steps: std::cell::Cell::new(0),
            chain_origins: Default::default(),
            chain_origins_on: false,
        }
    }

    fn has_tensor_operand_or_result(&self, op: Op) -> bool {
        let ctx = self.ctx;
        if self.func_name == Some(ctx.op(op).name) {
            return op_has_tensor_operand_or_result_as(ctx, op, true);
        }
        ctx.results(op).iter().any(|&v| self.is_tensor(v))
            || ctx.regions_of(op).iter().any(|&r| {
                ctx.region_blocks(r)
                    .iter()
                    .any(|&b| ctx.block_args(b).iter().any(|&a| self.is_tensor(a)))
            })
            || ctx
                .op(op)
                .operands
                .iter()
                .any(|&u| self.is_tensor(ctx.use_value(u)))
    }

    /// `State::is_tensor`, from the bits taken when the analysis started
    /// (the IR does not change while it runs).
    #[inline]
    fn is_tensor(&self, v: Value) -> bool {
        let i = v.index();
        if i < self.num_known_values {
            return self.tensor_values[i / 64] >> (i % 64) & 1 != 0;
        }
        self.s.is_tensor(self.ctx, v)
    }

    /// Creates the alias entries and marks operands that must be in place
    /// for everything nested in `root` (MLIR's `OneShotAnalysisState` constructor).
    pub fn init(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut post_pos = Vec::new();
        let post = self.number_tree(root, Some(&mut post_pos));
        self.tensor_ops = vec![0; ctx.num_ops().div_ceil(64)];
        for &op in &post {
            if self.has_tensor_operand_or_result(op) {
                self.tensor_ops[op.index() / 64] |= 1 << (op.index() % 64);
            }
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            for i in 0..ctx.num_operands(op) {
                let u = ctx.op(op).operands[i];
                if self.is_tensor(ctx.use_value(u)) && m.must_in_place(self.s, ctx, u) {
                    self.s.bufferize_in_place(ctx, u);
                }
            }
        }
        self.numbered = Some((root, post, post_pos));
    }

    /// MLIR's `analyzeOp`: checks, analysis, equivalences, verification.
    pub fn analyze(&mut self, root: Op) -> DResult<()> {
        // Until the equivalence analysis, the queries the models answer
        // cannot change: memoize them.
        self.s.begin_memo(self.ctx);
        let numbered = self.numbered_post(root);
        self.in_numbered_tree = numbered.is_some();
        let post = match numbered {
            Some(post) => post,
            None => self.number_tree(root, None),
        };
        if self.s.opts.fix_call_result_aliasing {
            self.join_call_results(&post);
        }
        let mut laps = ir::timing::Laps::start();
        // The origins depend on equivalences, which the decisions leave alone.
        self.chain_origins_on = true;
        let r = self.decide_operands(&post);
        self.chain_origins_on = false;
        self.chain_origins.get_mut().clear();
        laps.lap("    in-place decisions");
        self.idx.clear();
        self.s.end_memo();
        // The index and the memo tables are as large as the IR, and nothing
        // after the decisions reads them: after a function that holds most
        // of the IR (where growing them again for the next one costs little
        // beside its own analysis), they go, so that the equivalence sets
        // take their memory instead of adding to it (llm 8000: the peak).
        if 2 * post.len() >= self.ctx.num_ops() {
            self.idx.release();
            self.s.release_memo();
        }
        r?;
        self.equivalence_analysis(&post);
        laps.lap("    equivalences");
        // Undefined contents and the models' checks in one visit per op
        // (the checks do not look at undefined contents).
        let ctx = self.ctx;
        // Every op's check runs and reports, as MLIR's walk does; the first
        // failure carries the later ones.
        let mut first_err: Option<Box<ir::diag::Diagnostic>> = None;
        let _one_numbering = ir::printer::SharedNoteNames::new(ctx);
        for &op in &post {
            if let Some(m) = self.s.model(ctx, op) {
                self.gather_undefined_uses(op);
                if let Err(e) = m.verify_analysis(self.s, ctx, op) {
                    match &mut first_err {
                        None => first_err = Some(e),
                        Some(first) => {
                            let mut e = *e;
                            let later = std::mem::take(&mut e.follow);
                            first.follow.push(e);
                            first.follow.extend(later);
                        }
                    }
                }
            }
        }
        laps.lap("    undefined contents, checks");
        if self.s.opts.test_analysis_only {
            self.annotate_in_place(&post);
        }
        if self.s.opts.dump_alias_sets {
            self.annotate_alias_sets(root, &post);
        }
        match first_err {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// With `fix-call-result-aliasing`: the results of each call that its
    /// (analyzed) callee may return as one buffer start in one alias set.
    fn join_call_results(&mut self, ops: &[Op]) {
        if self.s.funcs.aliasing_results.is_empty() {
            return;
        }
        let ctx = self.ctx;
        for &op in ops {
            if !ctx.isa(op, &dialects::func::CALL) {
                continue;
            }
            let Some(f) = crate::models::func::callee(self.s, ctx, op) else {
                continue;
            };
            let Some(groups) = self.s.funcs.aliasing_results.get(&f) else {
                continue;
            };
            let joins: Vec<(Value, Value)> = groups
                .iter()
                .flat_map(|g| {
                    g.windows(2)
                        .map(|w| (ctx.result(op, w[0]), ctx.result(op, w[1])))
                })
                .collect();
            for (a, b) in joins {
                self.s.alias.union(a, b);
            }
        }
    }

    /// Pre-condition checks and the op-by-op in-place decisions.
    fn decide_operands(&mut self, post: &[Op]) -> DResult<()> {
        let mut laps = ir::timing::Laps::start();
        if !self.s.opts.print_conflicts {
            self.build_index(post);
        }
        laps.lap("     conflict index");
        self.check_pre_assumptions(post)?;
        let ctx = self.ctx;
        let ops = self.analysis_order(post);
        // Prefetching costs instructions and pays only when the sets and
        // the IR no longer fit in the cache.
        let prefetch = self.idx.active && ops.len() >= DECISION_PREFETCH_MIN_OPS;
        for (i, &op) in ops.iter().enumerate() {
            if prefetch {
                for (stage, distance) in DECISION_PREFETCH {
                    if let Some(&ahead) = ops.get(i + distance) {
                        self.prefetch_decision(ahead, stage);
                    }
                }
            }
            for &u in &ctx.op(op).operands {
                if self.is_tensor(ctx.use_value(u)) {
                    self.analyze_operand(u);
                }
            }
        }
        laps.lap("     decisions");
        CONFLICT_STEPS.fetch_add(self.steps.take(), Ordering::Relaxed);
        Ok(())
    }

    /// Asks the cache for one level of what deciding `op`'s operands reads
    /// (see [`DECISION_PREFETCH`]): 0 the op's record, 1 its use records,
    /// 2 the value records and union-find entries of its operands and
    /// results, 3 their parents' entries, 4 their alias sets' index entries,
    /// 5 the sets' indexes, 6 their lists of reads, 7 the first reads' use
    /// records. Sets merge as decisions go, so what an early stage finds
    /// may be stale by then: a prefetch is only a hint.
    fn prefetch_decision(&self, op: Op, stage: u8) {
        let ctx = self.ctx;
        if stage < 2 {
            ctx.prefetch_op_and_uses(op, stage);
            return;
        }
        let d = ctx.op(op);
        let operands = d.operands.iter().map(|&u| ctx.use_value(u));
        for v in operands.chain(d.results.iter().copied()) {
            match stage {
                2 => {
                    ir::context::prefetch(ctx.value(v));
                    self.s.alias.prefetch(v, false);
                }
                3 => self.s.alias.prefetch(v, true),
                _ => {
                    let Some(e) = self.idx.slot_of.get(self.s.alias.find(v) as usize) else {
                        continue;
                    };
                    if stage == 4 {
                        ir::context::prefetch(e);
                        continue;
                    }
                    if e.generation != self.idx.generation {
                        continue;
                    }
                    let Some(set) = self.idx.slots.get(e.slot as usize) else {
                        continue;
                    };
                    match stage {
                        5 => ir::context::prefetch(set),
                        6 => ir::context::prefetch_addr(set.reads.as_ptr() as *const u8),
                        _ => {
                            for &(r, _) in set.reads.iter().take(4) {
                                ir::context::prefetch(ctx.use_data(r));
                            }
                        }
                    }
                }
            }
        }
    }

    /// Asks the cache for the alias-set entries of `op`'s operands: their
    /// union-find entries (first stage), then their roots' index entries.
    fn prefetch_operand_sets(&self, op: Op, second_stage: bool) {
        let ctx = self.ctx;
        for &u in &ctx.op(op).operands {
            let v = ctx.use_value(u);
            self.s.alias.prefetch(v, second_stage);
            if !second_stage {
                ir::context::prefetch(ctx.value(v));
                if let Some(e) = self.defs_cache.get(v.index()) {
                    ir::context::prefetch(e);
                }
                continue;
            }
            let root = self.s.alias.find(v);
            if let Some(e) = self.idx.slot_of.get(root as usize) {
                ir::context::prefetch(e);
                if e.generation == self.idx.generation {
                    if let Some(set) = self.idx.slots.get(e.slot as usize) {
                        ir::context::prefetch(set);
                    }
                }
            }
            if let Some(d) = ctx.defining_op(v) {
                ir::context::prefetch(ctx.op(d));
                if let Some(p) = self.idx.pre.get(d.index()) {
                    ir::context::prefetch(p);
                }
            }
        }
    }

    fn check_pre_assumptions(&mut self, ops: &[Op]) -> DResult<()> {
        let ctx = self.ctx;
        for &op in ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            if !m.supports_unstructured_control_flow()
                && ctx
                    .regions_of(op)
                    .iter()
                    .any(|&r| ctx.region_blocks(r).len() > 1)
            {
                return Err(err(ctx, op, format!("'{}' op op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks", ctx.op_name(op))));
            }
        }
        for &op in ops {
            if self.s.model(ctx, op).is_none() {
                continue;
            }
            if ctx.isa(op, &dialects::bufferization::TO_TENSOR)
                && !ctx.has_attr(op, "restrict")
                && ctx.has_uses(ctx.result(op, 0))
            {
                return Err(err(ctx, op, "'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis".into()));
            }
            for &u in &ctx.op(op).operands {
                if !self.is_tensor(ctx.use_value(u)) {
                    continue;
                }
                if self.would_create_raw(u, true) {
                    return Err(err(ctx, op, format!("'{}' op not bufferizable under the given constraints: cannot avoid RaW conflict", ctx.op_name(op))));
                }
                if self.s.in_place_contains(u) && self.would_write_non_writable(u, true) {
                    return Err(err(ctx, op, format!("'{}' op not bufferizable under the given constraints: would write to read-only buffer", ctx.op_name(op))));
                }
            }
        }
        Ok(())
    }

    fn analyze_operand(&mut self, u: Use) {
        if !self.idx.active {
            let conflict =
                self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
            if !conflict {
                self.s.bufferize_in_place(self.ctx, u);
            } else if self.s.opts.explain_copies {
                self.record_reason(u);
            }
            return;
        }
        let ctx = self.ctx;
        let groups = self.groups(u);
        let roots: SmallVec<[u32; 4]> = groups.iter().map(|&g| self.s.alias.find(g)).collect();
        let conflict = self.would_write_non_writable_indexed(u, &roots, false)
            || self.would_create_raw_indexed(u, &roots);
        #[cfg(debug_assertions)]
        {
            // Debug builds (the test suites) cross-check every decision
            // against the plain scans of the alias sets.
            // The scan's steps are MLIR's cost, not the index's: not counted.
            let steps = self.steps.get();
            self.idx.active = false;
            let scan = self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
            self.idx.active = true;
            self.steps.set(steps);
            assert_eq!(
                conflict, scan,
                "indexed conflict check disagrees with the scan"
            );
        }
        if conflict && self.s.opts.explain_copies && !self.s.in_place_contains(u) {
            self.record_reason(u);
        }
        if conflict || self.s.in_place_contains(u) {
            return;
        }
        self.s.bufferize_in_place(ctx, u);
        let root = self.s.alias.find(ctx.use_value(u));
        for from in roots {
            self.idx.merge_into(root, from);
        }
        if self.s.writes(ctx, u) {
            self.index_write(root, u);
        }
    }

    /// Checks the refused decision on `u` again with the plain scans, which
    /// can tell which rule refused it, and keeps that reason for
    /// `explain-copies`.
    fn record_reason(&mut self, u: Use) {
        let indexed = self.idx.active;
        self.idx.active = false;
        self.recording = Some(None);
        let _ = self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
        self.idx.active = indexed;
        if let Some(Some(reason)) = self.recording.take() {
            self.s.out_of_place_reasons.insert(u, reason);
        }
    }

    /// Keeps `reason` if a reason is being looked for and none was found yet.
    pub(super) fn record(&mut self, reason: crate::explain::OutOfPlace) {
        if let Some(slot @ None) = &mut self.recording {
            *slot = Some(reason);
        }
    }

    /// Counts `n` steps of the conflict rules (see `conflict_steps`).
    pub(super) fn step(&self, n: u64) {
        self.steps.set(self.steps.get() + n);
    }

    fn would_write_non_writable_indexed(
        &self,
        u: Use,
        roots: &[u32],
        consistency_only: bool,
    ) -> bool {
        let found_write = (!consistency_only && self.s.writes(self.ctx, u))
            || roots.iter().any(|&r| self.idx.flags(r) & F_WRITES != 0);
        found_write
            && roots
                .iter()
                .any(|&r| self.idx.flags(r) & F_NON_WRITABLE != 0)
    }
}
