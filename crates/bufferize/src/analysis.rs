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
//! its block" and "before its definition in that block", where dominance
//! already rules a conflict out); per alias set, reads sit in a segment tree
//! over positions and in-place writes in an ordered set (both only once the
//! set is large), merged smaller-into-larger. A decision then costs
//! O(log n) plus the pairs that need the full rule set. The scans over
//! whole alias sets remain for `print-conflicts` (annotation order) and
//! consistency checks with in-place writes; debug builds cross-check every
//! indexed decision against them.

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

static CONFLICT_COUNTER: AtomicU64 = AtomicU64::new(0);
static WRITABLE_COUNTER: AtomicU64 = AtomicU64::new(0);

/// MLIR's `hasTensorSemantics` (the analysis' op list): a tensor block
/// argument in a region, a tensor result or operand; for functions, a tensor
/// in the signature.
pub fn op_has_tensor_operand_or_result(ctx: &Context, op: Op) -> bool {
    op_has_tensor_operand_or_result_as(ctx, op, ctx.is_op(op, "func.func"))
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
    pub op: Op,
    pub results: Option<Vec<Vec<String>>>,
    pub bbargs: Option<Vec<Vec<Vec<Vec<String>>>>>,
}

pub struct Analyzer<'a, 's> {
    pub ctx: &'a Context,
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
    pub annotations: Annotations,
    pub alias_sets: Vec<AliasSetAnnotation>,
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
            idx: RawIndex::default(),
            numbered: None,
            tensor_ops: Vec::new(),
            in_numbered_tree: false,
            func_name: ctx.existing_sym("func.func"),
            tensor_values: tensor_value_bits(ctx),
            num_known_values: ctx.num_values(),
            annotations: Vec::new(),
            alias_sets: Vec::new(),
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
                .any(|&u| self.is_tensor(ctx.use_data(u).value))
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
                if self.is_tensor(ctx.use_data(u).value) && m.must_in_place(self.s, ctx, u) {
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
        self.s.begin_memo();
        let numbered = self.numbered_post(root);
        self.in_numbered_tree = numbered.is_some();
        let post = match numbered {
            Some(post) => post,
            None => self.number_tree(root, None),
        };
        let mut laps = ir::timing::Laps::start();
        let r = self.decide_operands(&post);
        laps.lap("    in-place decisions");
        self.idx.clear();
        self.s.end_memo();
        r?;
        self.equivalence_analysis(&post);
        laps.lap("    equivalences");
        // Undefined contents and the models' checks in one visit per op
        // (the checks do not look at undefined contents).
        let ctx = self.ctx;
        // Every op's check runs and reports, as MLIR's walk does; the first
        // failure carries the later ones.
        let mut first_err: Option<Box<ir::diag::Diagnostic>> = None;
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
                if self.is_tensor(ctx.use_data(u).value) {
                    self.analyze_operand(u);
                }
            }
        }
        laps.lap("     decisions");
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
        let operands = d.operands.iter().map(|&u| ctx.use_data(u).value);
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
            let v = ctx.use_data(u).value;
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

    /// The ops in the order the heuristic decides them (MLIR's
    /// `OneShotAnalysisState::analyzeOp`).
    fn analysis_order(&self, post: &[Op]) -> Vec<Op> {
        let heuristic = self.s.opts.heuristic;
        if heuristic == Heuristic::BottomUpFromTerminators {
            return self.bottom_up_from_terminators(post);
        }
        let mut ops: Vec<Op> = post
            .iter()
            .copied()
            .filter(|&o| {
                if self.in_numbered_tree {
                    self.tensor_ops[o.index() / 64] >> (o.index() % 64) & 1 != 0
                } else {
                    self.has_tensor_operand_or_result(o)
                }
            })
            .collect();
        match heuristic {
            Heuristic::BottomUp => ops.reverse(),
            Heuristic::Fuzzer => llvm_shuffle(&mut ops, &mut Mt19937::new(self.s.opts.fuzzer_seed)),
            _ => {}
        }
        ops
    }

    /// Ops reached from region terminators by following aliasing operands
    /// backwards inside the terminator's region (terminators in post-order),
    /// then every other op with tensor semantics, children before parents and
    /// last to first.
    fn bottom_up_from_terminators(&self, post: &[Op]) -> Vec<Op> {
        let ctx = self.ctx;
        let mut order: Vec<Op> = Vec::new();
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        for &term in post {
            if ctx.region_terminator_operands(term).is_none() || !seen.insert(term) {
                continue;
            }
            order.push(term);
            let region = ctx.parent_region(term);
            let mut work: Vec<Value> = ctx
                .operands(term)
                .filter(|&v| self.is_tensor(v) && ctx.defining_op(v).is_some())
                .collect();
            while let Some(v) = work.pop() {
                let def = ctx.defining_op(v).expect("op result");
                if !seen.insert(def) {
                    continue;
                }
                order.push(def);
                if !region.is_some_and(|r| op_is_in_region(ctx, r, def)) {
                    continue;
                }
                for a in self.s.aliasing_operands_rc(ctx, v).iter() {
                    let src = ctx.use_data(a.operand).value;
                    if self.is_tensor(src) && ctx.defining_op(src).is_some() {
                        work.push(src);
                    }
                }
            }
        }
        // Post-order over reversed region/block/op lists.
        let mut rest: Vec<Op> = Vec::new();
        if let Some(&root) = post.last() {
            let mut stack: Vec<(Op, bool)> = vec![(root, false)];
            while let Some((o, expanded)) = stack.pop() {
                if expanded {
                    if !seen.contains(&o) && self.has_tensor_operand_or_result(o) {
                        rest.push(o);
                    }
                    continue;
                }
                stack.push((o, true));
                // Pushed in forward order, so popped last region/block/op first.
                for &r in ctx.regions_of(o) {
                    for &b in ctx.region_blocks(r) {
                        for c in ctx.block_ops(b) {
                            stack.push((c, false));
                        }
                    }
                }
            }
        }
        order.extend(rest);
        order
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
            if ctx.is_op(op, "bufferization.to_tensor")
                && !ctx.has_attr(op, "restrict")
                && ctx.has_uses(ctx.result(op, 0))
            {
                return Err(err(ctx, op, "'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis".into()));
            }
            for &u in &ctx.op(op).operands {
                if !self.is_tensor(ctx.use_data(u).value) {
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
            self.idx.active = false;
            let scan = self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
            self.idx.active = true;
            assert_eq!(
                conflict, scan,
                "indexed conflict check disagrees with the scan"
            );
        }
        if conflict || self.s.in_place_contains(u) {
            return;
        }
        self.s.bufferize_in_place(ctx, u);
        let root = self.s.alias.find(ctx.use_data(u).value);
        for from in roots {
            self.idx.merge_into(root, from);
        }
        if self.s.writes(ctx, u) {
            self.index_write(root, u);
        }
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

    // ----- alias set scans -----

    fn aliasing_reads(&self, root: Value, out: &mut Vec<Use>, seen: &mut FxHashSet<Use>) {
        let (ctx, s) = (self.ctx, &*self.s);
        for m in s.alias.members(root) {
            for u in ctx.uses(m) {
                if s.reads(ctx, u) {
                    if seen.insert(u) {
                        out.push(u);
                    }
                    continue;
                }
                if !s.writes(ctx, u)
                    && s.aliasing_values_rc(ctx, u)
                        .iter()
                        .any(|a| s.is_value_read(ctx, a.value))
                    && seen.insert(u)
                {
                    out.push(u);
                }
            }
        }
    }

    fn aliasing_in_place_writes(&self, root: Value, out: &mut Vec<Use>, seen: &mut FxHashSet<Use>) {
        let (ctx, s) = (self.ctx, &*self.s);
        for m in s.alias.members(root) {
            for u in ctx.uses(m) {
                if s.in_place_contains(u) && s.writes(ctx, u) && seen.insert(u) {
                    out.push(u);
                }
            }
        }
    }

    /// The distinct alias sets (as representatives) that deciding `u` in place would merge.
    fn groups(&self, u: Use) -> SmallVec<[Value; 4]> {
        let ctx = self.ctx;
        let mut reps: SmallVec<[Value; 4]> = smallvec::smallvec![ctx.use_data(u).value];
        for a in self.s.aliasing_values_rc(ctx, u).iter() {
            if !reps.iter().any(|&r| self.s.alias.same(r, a.value)) {
                reps.push(a.value);
            }
        }
        reps
    }

    fn would_write_non_writable(&mut self, u: Use, consistency_only: bool) -> bool {
        let ctx = self.ctx;
        let groups = self.groups(u);
        if self.idx.active {
            // The same answer from the per-set counts.
            let roots: SmallVec<[u32; 4]> = groups.iter().map(|&g| self.s.alias.find(g)).collect();
            return self.would_write_non_writable_indexed(u, &roots, consistency_only);
        }
        let mut found_write = !consistency_only && self.s.writes(ctx, u);
        if !found_write {
            let mut seen = FxHashSet::default();
            let mut w = Vec::new();
            for &g in &groups {
                self.aliasing_in_place_writes(g, &mut w, &mut seen);
            }
            found_write = !w.is_empty();
        }
        if !found_write {
            return false;
        }
        let mut found = false;
        // MLIR visits the operand's set and then each alias' set, even when
        // they are the same set (annotations then repeat).
        let mut visit: Vec<Value> = vec![ctx.use_data(u).value];
        visit.extend(self.s.aliasing_values_rc(ctx, u).iter().map(|a| a.value));
        for root in visit {
            for m in self.s.alias.members(root) {
                if !self.s.is_writable(ctx, m) {
                    found = true;
                    if self.s.opts.print_conflicts {
                        self.annotate_not_writable(m);
                    }
                }
            }
        }
        found
    }

    fn would_create_raw(&mut self, u: Use, consistency_only: bool) -> bool {
        // A consistency check without any in-place write cannot fail.
        if consistency_only && self.idx.active && self.idx.writes_total == 0 {
            return false;
        }
        let ctx = self.ctx;
        let groups = self.groups(u);
        if self.idx.active {
            let roots: SmallVec<[u32; 4]> = groups.iter().map(|&g| self.s.alias.find(g)).collect();
            if !consistency_only {
                return self.would_create_raw_indexed(u, &roots);
            }
            // A consistency check without any in-place write cannot fail.
            if !roots.iter().any(|&r| self.idx.flags(r) & F_WRITES != 0) {
                return false;
            }
        }
        let mut reads: Vec<Vec<Use>> = Vec::new();
        let mut writes: Vec<Vec<Use>> = Vec::new();
        let (mut rs, mut ws) = (FxHashSet::default(), FxHashSet::default());
        for &g in &groups {
            let (mut r, mut w) = (Vec::new(), Vec::new());
            self.aliasing_reads(g, &mut r, &mut rs);
            self.aliasing_in_place_writes(g, &mut w, &mut ws);
            reads.push(r);
            writes.push(w);
        }
        let new_write = !consistency_only && self.s.writes(ctx, u) && !ws.contains(&u);
        if self.s.opts.check_parallel_regions && reads.iter().any(|r| !r.is_empty()) {
            let extra = if new_write { Some(u) } else { None };
            for &w in writes.iter().flatten().chain(extra.iter()) {
                if self.write_needs_privatization(w) {
                    return true;
                }
            }
        }
        for (i, group_reads) in reads.iter().enumerate() {
            for &r in group_reads {
                let defs = self.definitions(ctx.use_data(r).value);
                if defs.is_empty() {
                    continue;
                }
                for (j, group_writes) in writes.iter().enumerate() {
                    // Pairs inside one set were checked when the set formed
                    // (a consistency check looks at all of them).
                    if i == j && !consistency_only {
                        continue;
                    }
                    for &w in group_writes {
                        if self.pair_conflicts(r, w, &defs) {
                            return true;
                        }
                    }
                }
                if new_write && self.pair_conflicts(r, u, &defs) {
                    return true;
                }
            }
        }
        false
    }

    /// The innermost enclosing region (starting at `r`) that a model
    /// declares parallel (MLIR's `getParallelRegion`).
    fn parallel_region_of(&self, r: Option<Region>) -> Option<Region> {
        memoized_region(&self.parallel, r?, || self.find_parallel_region(r))
    }

    fn find_parallel_region(&self, mut r: Option<Region>) -> Option<Region> {
        let ctx = self.ctx;
        while let Some(reg) = r {
            let op = ctx.region_parent(reg)?;
            if let Some(m) = self.s.model(ctx, op) {
                let idx = ctx
                    .regions_of(op)
                    .iter()
                    .position(|&x| x == reg)
                    .unwrap_or(0);
                if m.parallel_region(ctx, op, idx) {
                    return Some(reg);
                }
            }
            r = ctx.parent_region(op);
        }
        None
    }

    /// A write inside a parallel region to a buffer defined (or allocated)
    /// outside of it must be privatized: it bufferizes out of place.
    fn write_needs_privatization(&self, w: Use) -> bool {
        let ctx = self.ctx;
        let writing = ctx.use_data(w).owner;
        let wr = self.parallel_region_of(ctx.parent_region(writing));
        if wr.is_none() {
            // A definition inside a parallel region does not dominate a
            // write outside of all of them.
            return false;
        }
        let v = ctx.use_data(w).value;
        let defs = self.s.find_in_reverse_chain(
            ctx,
            v,
            &mut |x| self.s.value_writes(ctx, x),
            Traversal::default(),
        );
        defs.into_iter().any(|d| {
            let dr = match ctx.defining_op(d) {
                Some(o) => ctx.parent_region(o),
                None => ctx.value_block(d).and_then(|b| ctx.block_parent(b)),
            };
            self.parallel_region_of(dr) != wr
        })
    }

    // ----- the read/write index -----

    /// Numbers the ops of `root` in pre-order (with subtree ends and block
    /// ranges) and returns them in post-order (with, if asked, every op's
    /// place in it by op index).
    fn number_tree(&mut self, root: Op, mut post_pos: Option<&mut Vec<u32>>) -> Vec<Op> {
        let ctx = self.ctx;
        let idx = &mut self.idx;
        let n_ops = ctx.num_ops();
        if idx.pre.len() < n_ops {
            idx.pre.resize(n_ops, u32::MAX);
            idx.last.resize(n_ops, u32::MAX);
        }
        if let Some(p) = post_pos.as_deref_mut() {
            p.resize(n_ops, u32::MAX);
        }
        let mut post = Vec::new();
        let mut next = 0u32;
        ctx.walk_enter_leave(root, |o, leaving| {
            if !leaving {
                idx.pre[o.index()] = next;
                next += 1;
                return;
            }
            // Descendants come after `o` in pre-order, and all were numbered.
            idx.last[o.index()] = next - 1;
            for &r in ctx.regions_of(o) {
                for &b in ctx.region_blocks(r) {
                    if let (Some(f), Some(l)) = (ctx.first_op(b), ctx.last_op(b)) {
                        let range = (idx.pre[f.index()], idx.last[l.index()]);
                        if idx.block_range.len() <= b.index() {
                            let n = (b.index() + 1).max(2 * idx.block_range.len());
                            idx.block_range.resize(n, (1, 0));
                        }
                        idx.block_range[b.index()] = range;
                    }
                }
            }
            if let Some(p) = post_pos.as_deref_mut() {
                p[o.index()] = post.len() as u32;
            }
            post.push(o);
        });
        idx.n = next;
        idx.leaves = idx.n.next_power_of_two();
        post
    }

    /// The ops of the tree `init` numbered, in post-order, if it was `root`
    /// (for the steps after the analysis, while the IR has not changed).
    pub fn take_post_order(&mut self, root: Op) -> Option<Vec<Op>> {
        match self.numbered.take() {
            Some((tree, post, _)) if tree == root => Some(post),
            _ => None,
        }
    }

    /// The post-order of `root` if `init` numbered a tree that holds it
    /// (the IR does not change while the analysis runs); positions then
    /// count from that tree's root, and reach to the end of `root`.
    fn numbered_post(&mut self, root: Op) -> Option<Vec<Op>> {
        let ctx = self.ctx;
        let (tree, post, post_pos) = self.numbered.as_ref()?;
        if *tree != root && !ctx.is_ancestor(*tree, root) {
            return None;
        }
        let end = post_pos[root.index()] as usize;
        let size = (self.idx.last[root.index()] - self.idx.pre[root.index()]) as usize;
        let slice = post[end - size..=end].to_vec();
        self.idx.n = self.idx.last[root.index()] + 1;
        self.idx.leaves = self.idx.n.next_power_of_two();
        Some(slice)
    }

    /// Indexes the reads, in-place writes and non-writable values of every
    /// alias set of the (numbered) ops.
    fn build_index(&mut self, post: &[Op]) {
        let ctx = self.ctx;
        self.idx.active = true;
        // In a root isolated from above and without operands or results,
        // every use of a value defined in it is an operand of an op in it,
        // and every operand names such a value: the uses can be indexed op by
        // op, in the order the ops lie in memory, instead of value by value
        // along use lists that lead all over the IR (the sets do not depend
        // on the order).
        let isolated = post.last().is_some_and(|&r| {
            ctx.results(r).is_empty()
                && ctx.num_operands(r) == 0
                && ctx
                    .def(r)
                    .is_some_and(|d| d.has(ir::traits::ISOLATED_FROM_ABOVE))
        });
        let mut values: Vec<Value> = Vec::new();
        for (i, &o) in post.iter().enumerate() {
            // Each operand leads to its alias set and its definition, which
            // may lie anywhere in the IR: asking for them a few ops ahead
            // overlaps those misses instead of taking them one by one.
            if isolated {
                if let Some(&ahead) = post.get(i + 8) {
                    self.prefetch_operand_sets(ahead, false);
                }
                if let Some(&ahead) = post.get(i + 4) {
                    self.prefetch_operand_sets(ahead, true);
                }
            }
            let nested_args = ctx
                .regions_of(o)
                .iter()
                .flat_map(|&r| ctx.region_blocks(r))
                .flat_map(|&b| ctx.block_args(b));
            for &v in nested_args.chain(ctx.results(o)) {
                if !self.is_tensor(v) {
                    continue;
                }
                if isolated {
                    self.index_value(v);
                } else {
                    values.push(v);
                }
            }
            if isolated {
                for i in 0..ctx.num_operands(o) {
                    let u = ctx.op(o).operands[i];
                    let v = ctx.use_data(u).value;
                    if self.is_tensor(v) {
                        let root = self.s.alias.find(v);
                        self.index_use(root, v, u);
                    }
                }
            }
        }
        for v in values {
            self.index_value(v);
            let root = self.s.alias.find(v);
            for u in ctx.uses(v) {
                self.index_use(root, v, u);
            }
        }
    }

    /// Counts `v` in its set if it is not writable.
    fn index_value(&mut self, v: Value) {
        if !self.s.is_writable(self.ctx, v) {
            let root = self.s.alias.find(v);
            self.idx.add_non_writable(root);
        }
    }

    /// Indexes use `u` of `v` (in set `root`) as an in-place write and as a read.
    fn index_use(&mut self, root: u32, v: Value, u: Use) {
        let ctx = self.ctx;
        if self.s.in_place_contains(u) && self.s.writes(ctx, u) {
            self.index_write(root, u);
        }
        let is_read = self.s.reads(ctx, u)
            || (!self.s.writes(ctx, u)
                && self
                    .s
                    .aliasing_values_rc(ctx, u)
                    .iter()
                    .any(|a| self.s.is_value_read(ctx, a.value)));
        if !is_read {
            return;
        }
        self.idx.add_any_read(root);
        let defs = self.definitions(v);
        if defs.is_empty() {
            return;
        }
        let ranges = self.read_ranges(u, &defs);
        self.idx.add_read(root, u, ranges);
    }

    /// Records the in-place write `w` in set `root`.
    fn index_write(&mut self, root: u32, w: Use) {
        let privatize = self.s.opts.check_parallel_regions && self.write_needs_privatization(w);
        let p = self.idx.pre[self.ctx.use_data(w).owner.index()];
        self.idx.add_write(root, p, w, privatize);
    }

    /// The positions of the writes that a read must be checked against:
    /// everything except the writes that come after the read in its block
    /// (when dominance decides, they happen after it) and the writes that
    /// come before the read's definitions in their block (they happen before
    /// the contents were defined).
    fn read_ranges(&self, r: Use, defs: &[Value]) -> Ranges {
        let ctx = self.ctx;
        let idx = &self.idx;
        let reading = ctx.use_data(r).owner;
        let mut exempt: Vec<(u32, u32)> = Vec::with_capacity(2);
        // Writes after the read: `can_use_dominance` holds for every write
        // when no definition is outside the read's innermost loop and the
        // read's region is one block without successors, and then
        // `happens_before(read, write)` holds for writes later in the block.
        let read_region = ctx.parent_region(reading);
        let single_block = read_region.is_some_and(|reg| {
            let blocks = ctx.region_blocks(reg);
            blocks.len() == 1 && successors(ctx, blocks[0]).is_empty()
        });
        if single_block {
            let rr = self.enclosing_repetitive_from_region(read_region);
            let same_loop = defs.iter().all(|&d| {
                let def_region = match ctx.defining_op(d) {
                    Some(o) => ctx.parent_region(o),
                    None => ctx.value_block(d).and_then(|b| ctx.block_parent(b)),
                };
                self.enclosing_repetitive_from_region(def_region) == rr
            });
            let block_end = ctx
                .parent_block(reading)
                .and_then(|b| idx.block_range.get(b.index()))
                .map(|r| r.1);
            if let (true, Some(end)) = (same_loop, block_end) {
                exempt.push((idx.last[reading.index()] + 1, end));
            }
        }
        // Writes before every definition in its block: `happens_before(write,
        // definition)` holds for all of them.
        let mut lo = 0u32;
        let mut hi = u32::MAX;
        for &d in defs {
            let Some(o) = ctx.defining_op(d) else {
                hi = 0;
                lo = 1;
                break;
            };
            let Some(&(start, _)) = ctx
                .parent_block(o)
                .and_then(|b| idx.block_range.get(b.index()))
            else {
                hi = 0;
                lo = 1;
                break;
            };
            lo = lo.max(start);
            hi = hi.min(idx.pre[o.index()].wrapping_sub(1));
            if idx.pre[o.index()] == 0 {
                hi = 0;
                lo = 1;
            }
        }
        if lo <= hi {
            exempt.push((lo, hi));
        }
        Ranges::complement(idx.n, &mut exempt)
    }

    /// `would_create_raw` for a decision, with the index: only the pairs
    /// the decision creates (reads of one set against in-place writes of
    /// another, every read against the new write), and of those only the
    /// ones whose positions do not already rule out a conflict.
    fn would_create_raw_indexed(&mut self, u: Use, roots: &[u32]) -> bool {
        let ctx = self.ctx;
        let new_write = self.s.writes(ctx, u) && !self.s.in_place_contains(u);
        if self.s.opts.check_parallel_regions
            && roots.iter().any(|&r| self.idx.flags(r) & F_ANY_READS != 0)
            && (roots.iter().any(|&r| self.idx.flags(r) & F_PRIVATIZED != 0)
                || (new_write && self.write_needs_privatization(u)))
        {
            return true;
        }
        let mut pairs: SmallVec<[(Use, Use); 8]> = SmallVec::new();
        if new_write {
            let p = self.idx.pre[ctx.use_data(u).owner.index()];
            for &r in roots {
                self.idx.stab(r, p, |read| pairs.push((read, u)));
            }
        }
        for (i, &ri) in roots.iter().enumerate() {
            for (j, &rj) in roots.iter().enumerate() {
                if i != j {
                    self.idx.candidate_pairs(ri, rj, &mut pairs);
                }
            }
        }
        for (r, w) in pairs {
            let defs = self.definitions(ctx.use_data(r).value);
            if self.pair_conflicts(r, w, &defs) {
                return true;
            }
        }
        false
    }

    fn definitions(&mut self, v: Value) -> Small<Value> {
        match self.defs_cache.get(v.index()).copied() {
            None | Some(DEFS_UNKNOWN) => {}
            Some(DEFS_SELF) => return Small::One(v),
            Some(DEFS_NONE) => return Small::Empty,
            Some(slot) => return self.defs_store[slot as usize].clone(),
        }
        let d: Small<Value> = self.s.find_definitions(self.ctx, v).into();
        if self.defs_cache.len() <= v.index() {
            let n = (v.index() + 1).max(2 * self.defs_cache.len());
            self.defs_cache.resize(n, DEFS_UNKNOWN);
        }
        self.defs_cache[v.index()] = match &d {
            Small::Empty => DEFS_NONE,
            Small::One(x) if *x == v => DEFS_SELF,
            _ => {
                self.defs_store.push(d.clone());
                (self.defs_store.len() - 1) as u32
            }
        };
        d
    }

    // ----- the conflict rules -----

    fn pair_conflicts(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
        // A pair conflicts only through a definition the write does not
        // excuse, whatever the other rules say: when every definition
        // excuses it (the common case), the costlier rules need not run.
        if defs.iter().all(|&d| self.def_excuses(w, d)) {
            return false;
        }
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        if self.can_use_dominance(r, w, defs) {
            if self.happens_before(reading, writing) {
                return false;
            }
            if r == w {
                return false;
            }
            if inside_mutually_exclusive_regions(ctx, reading, writing) {
                return false;
            }
            if reading == writing && self.insertion_reads_before_writing(reading, r, w) {
                return false;
            }
            // Elementwise access orders an op's loads before its stores only
            // within one execution: in a loop around the op but not around
            // the definition, the next iteration reads what this one wrote.
            if reading == writing {
                if let Some(m) = self.s.model(ctx, reading) {
                    if m.elementwise_access(self.s, ctx, &[r, w])
                        && (self.equivalent_in_chain(ctx.use_data(r).value, ctx.use_data(w).value)
                            || self
                                .equivalent_in_chain(ctx.use_data(w).value, ctx.use_data(r).value))
                    {
                        return false;
                    }
                }
            }
        }
        if self.non_conflicting_subsets(r, w) {
            return false;
        }
        if let Some(m) = self.s.model(ctx, reading) {
            if m.is_not_conflicting(self.s, ctx, r, w) {
                return false;
            }
        }
        if writing != reading {
            if let Some(m) = self.s.model(ctx, writing) {
                if m.is_not_conflicting(self.s, ctx, r, w) {
                    return false;
                }
            }
        }
        for &def in defs {
            if self.def_excuses(w, def) {
                continue;
            }
            if self.s.opts.print_conflicts {
                self.annotate_conflict(r, w, def);
            }
            return true;
        }
        false
    }

    /// A write `w` cannot conflict with a read whose contents come from
    /// `def`: it happens before the definition, inside its op, outside its
    /// block, or it is the definition itself.
    fn def_excuses(&mut self, w: Use, def: Value) -> bool {
        let ctx = self.ctx;
        let writing = ctx.use_data(w).owner;
        let aliases = self.s.aliasing_values_rc(ctx, w);
        if aliases.len() == 1 && aliases[0].value == def {
            return true;
        }
        if self
            .s
            .model(ctx, writing)
            .is_some_and(|m| m.write_is_definition(ctx, w, def))
        {
            return true;
        }
        if let Some(def_op) = ctx.defining_op(def) {
            self.happens_before(writing, def_op)
                || (def_op != writing && ctx.is_ancestor(def_op, writing))
        } else {
            let b = ctx.value_block(def).expect("block argument");
            !op_is_in_block(ctx, b, writing)
        }
    }

    fn happens_before(&mut self, a: Op, b: Op) -> bool {
        let ctx = self.ctx;
        let mut a = Some(a);
        while let Some(x) = a {
            if x != b && ctx.is_ancestor(x, b) {
                return false;
            }
            if self.dom.properly_dominates_op(x, b) {
                return true;
            }
            a = ctx.parent_op(x);
        }
        false
    }

    fn equivalent_in_chain(&self, start: Value, other: Value) -> bool {
        let cfg = Traversal {
            follow_equivalent_only: true,
            always_include_leaves: false,
            follow_same_type_or_casts_only: true,
            ..Traversal::default()
        };
        !self
            .s
            .find_in_reverse_chain(self.ctx, start, &mut |v| v == other, cfg)
            .is_empty()
    }

    fn matches_insert_destination(&self, v: Value, insert_op: Op) -> bool {
        self.origins_match_subset_or(v, insert_op, |_| false)
    }

    /// Whether every origin of `v` (the end of each reverse use-def chain)
    /// is a subset equivalent to the one `insert_op` inserts into, or
    /// passes `other`.
    fn origins_match_subset_or(
        &self,
        v: Value,
        insert_op: Op,
        other: impl Fn(Value) -> bool,
    ) -> bool {
        let (ctx, s) = (self.ctx, &*self.s);
        let Some(m) = s.model(ctx, insert_op) else {
            return false;
        };
        // Every value the traversal returns was tested (a match or a leaf):
        // the matches are remembered instead of tested again.
        let mut matched: SmallVec<[Value; 4]> = SmallVec::new();
        let mut matching = |x: Value| {
            let r = ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x);
            if r {
                matched.push(x);
            }
            r
        };
        let slice = s.find_in_reverse_chain(ctx, v, &mut matching, Traversal::default());
        slice.iter().all(|&x| matched.contains(&x) || other(x))
    }

    /// mlir-opt 22 never sees a conflict between an op's read and its own
    /// write inside a graph region (the body of `scf.forall.in_parallel`):
    /// there an op counts as dominating itself, so a
    /// `tensor.parallel_insert_slice` reads its source "before" it writes
    /// the shared output. Taken as is, that also passes sources that alias
    /// another part of the destination, which mlir-opt 22 then miscompiles
    /// (tests/lit/bufferize/e2e_forall_select_slice_not_clobbered.mlir).
    /// The pass is given only where the copy is harmless: every origin of
    /// the source is the very subset the op writes, a tensor that no
    /// operand flows into (a fresh one, which cannot alias the destination),
    /// or a value outside the destination's alias set.
    fn insertion_reads_before_writing(&self, op: Op, r: Use, w: Use) -> bool {
        let (ctx, s) = (self.ctx, &*self.s);
        if !ctx
            .parent_region(op)
            .is_some_and(|r| ir::dominance::is_graph_region(ctx, r))
        {
            return false;
        }
        let Some(m) = s.model(ctx, op) else {
            return false;
        };
        let Some(sub) = m.subset_insertion(ctx, op) else {
            return false;
        };
        if r != sub.source || w != sub.dest {
            return false;
        }
        let src = ctx.use_data(r).value;
        let dest = ctx.use_data(w).value;
        let fresh = |x: Value| {
            ctx.defining_op(x)
                .is_some_and(|d| s.model(ctx, d).is_some())
                && s.aliasing_operands_rc(ctx, x).is_empty()
        };
        self.origins_match_subset_or(src, op, |x| {
            fresh(x) || (x != dest && !s.alias.same(x, dest))
        })
    }

    fn non_conflicting_subsets(&self, r: Use, w: Use) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        if let Some(sub) = self
            .s
            .model(ctx, reading)
            .and_then(|m| m.subset_insertion(ctx, reading))
        {
            if r == sub.dest && self.matches_insert_destination(ctx.use_data(w).value, reading) {
                return true;
            }
            if r == sub.source
                && w == sub.dest
                && self.matches_insert_destination(ctx.use_data(r).value, reading)
            {
                return true;
            }
        }
        if let Some(sub) = self
            .s
            .model(ctx, writing)
            .and_then(|m| m.subset_insertion(ctx, writing))
        {
            let src = ctx.use_data(sub.source).value;
            if w == sub.dest
                && self.s.are_equivalent(ctx.use_data(r).value, src)
                && self.matches_insert_destination(src, writing)
            {
                return true;
            }
        }
        false
    }

    // ----- repetitive regions and blocks -----

    fn is_repetitive(&self, r: Region) -> bool {
        let ctx = self.ctx;
        let Some(op) = ctx.region_parent(r) else {
            return false;
        };
        let Some(m) = self.s.model(ctx, op) else {
            return false;
        };
        let idx = ctx.regions_of(op).iter().position(|&x| x == r).unwrap_or(0);
        m.repetitive_region(ctx, op, idx)
    }

    fn enclosing_repetitive_from_region(&self, r: Option<Region>) -> Option<Region> {
        memoized_region(&self.repetitive, r?, || self.find_enclosing_repetitive(r))
    }

    fn find_enclosing_repetitive(&self, mut r: Option<Region>) -> Option<Region> {
        while let Some(reg) = r {
            if self.is_repetitive(reg) {
                return Some(reg);
            }
            r = self
                .ctx
                .region_parent(reg)
                .and_then(|o| self.ctx.parent_region(o));
        }
        None
    }

    fn can_use_dominance(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        for &def in defs {
            let r_read = self.enclosing_repetitive_from_region(ctx.parent_region(reading));
            let def_region = match ctx.defining_op(def) {
                Some(d) => ctx.parent_region(d),
                None => ctx.value_block(def).and_then(|b| ctx.block_parent(b)),
            };
            let r_def = self.enclosing_repetitive_from_region(def_region);
            if r_read == r_def {
                continue;
            }
            let Some(mut rr) = r_read else {
                continue;
            };
            loop {
                let next = self.enclosing_repetitive_from_region(
                    ctx.region_parent(rr).and_then(|o| ctx.parent_region(o)),
                );
                if next == r_def {
                    break;
                }
                match next {
                    Some(n) => rr = n,
                    None => return false,
                }
            }
            if let Some(p) = ctx.region_parent(rr) {
                if ctx.is_ancestor(p, writing) {
                    return false;
                }
            }
        }
        if ctx.parent_region(reading) != ctx.parent_region(writing) {
            return true;
        }
        let (Some(rb), Some(wb)) = (ctx.parent_block(reading), ctx.parent_block(writing)) else {
            return true;
        };
        for &def in defs {
            let db = ctx.value_block(def);
            if is_reachable(ctx, rb, wb, db) && is_reachable(ctx, wb, rb, db) {
                return false;
            }
        }
        true
    }

    // ----- equivalences, undefined contents -----

    fn equivalence_analysis(&mut self, post: &[Op]) {
        let ctx = self.ctx;
        for &op in post {
            if !ctx.results(op).iter().any(|&v| self.is_tensor(v)) {
                continue;
            }
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            for &res in ctx.results(op) {
                if !self.is_tensor(res) {
                    continue;
                }
                let aliases = self.s.aliasing_operands(ctx, res);
                if aliases.is_empty() {
                    continue;
                }
                let first = ctx.use_data(aliases[0].operand).value;
                let mut all_equivalent = true;
                let mut merged = false;
                for a in &aliases {
                    let is_eq = a.relation == Relation::Equivalent;
                    let in_place = self.s.is_in_place(ctx, a.operand);
                    let operand = ctx.use_data(a.operand).value;
                    if is_eq && in_place && a.definite {
                        self.s.equiv.union(res, operand);
                        merged = true;
                        all_equivalent = false;
                        break;
                    }
                    if !is_eq || !in_place {
                        all_equivalent = false;
                    }
                    if !self.s.are_equivalent(operand, first) {
                        all_equivalent = false;
                    }
                }
                if !merged && all_equivalent && !m.allocates(ctx, res) {
                    self.s.equiv.union(res, first);
                }
            }
        }
    }

    /// Marks the uses of the tensor results of `op` (which has a model)
    /// that have no definition.
    fn gather_undefined_uses(&mut self, op: Op) {
        let ctx = self.ctx;
        for &res in ctx.results(op) {
            if !self.is_tensor(res) {
                continue;
            }
            if self.definitions(res).is_empty() {
                let uses: Vec<Use> = ctx.uses(res).collect();
                for u in uses {
                    self.s.mark_undefined(u);
                }
            }
        }
    }

    // ----- annotations -----

    fn annotate_in_place(&mut self, post: &[Op]) {
        let ctx = self.ctx;
        for &op in post {
            let operands = &ctx.op(op).operands;
            if !operands
                .iter()
                .any(|&u| self.is_tensor(ctx.use_data(u).value))
            {
                continue;
            }
            let vals: Vec<String> = operands
                .iter()
                .map(|&u| {
                    if !self.is_tensor(ctx.use_data(u).value) {
                        "none".to_string()
                    } else if self.s.in_place_contains(u) {
                        "true".to_string()
                    } else {
                        "false".to_string()
                    }
                })
                .collect();
            self.annotations
                .push((op, format!("\u{0}inplace:{}", vals.join(","))));
        }
    }

    fn annotate_alias_sets(&mut self, root: Op, post: &[Op]) {
        let ctx = self.ctx;
        let namer = ir::printer::ValueNamer::new(ctx, root);
        let set_of = |v: Value| -> Vec<String> {
            self.s
                .alias
                .ordered_members(v)
                .into_iter()
                .map(|m| namer.name(m))
                .collect()
        };
        let mut out = Vec::new();
        for &op in post {
            let mut ann = AliasSetAnnotation {
                op,
                results: None,
                bbargs: None,
            };
            let results: Vec<Vec<String>> = ctx
                .results(op)
                .iter()
                .filter(|&&r| self.is_tensor(r))
                .map(|&r| set_of(r))
                .collect();
            if !results.is_empty() {
                ann.results = Some(results);
            }
            let mut any = false;
            let regions: Vec<Vec<Vec<Vec<String>>>> = ctx
                .regions_of(op)
                .iter()
                .map(|&r| {
                    ctx.region_blocks(r)
                        .iter()
                        .map(|&b| {
                            ctx.block_args(b)
                                .iter()
                                .filter(|&&a| self.is_tensor(a))
                                .map(|&a| {
                                    any = true;
                                    set_of(a)
                                })
                                .collect()
                        })
                        .collect()
                })
                .collect();
            if any {
                ann.bbargs = Some(regions);
            }
            if ann.results.is_some() || ann.bbargs.is_some() {
                out.push(ann);
            }
        }
        self.alias_sets.extend(out);
    }

    fn annotate_conflict(&mut self, r: Use, w: Use, def: Value) {
        let ctx = self.ctx;
        let id = CONFLICT_COUNTER.fetch_add(1, Ordering::Relaxed);
        self.annotations.push((
            ctx.use_data(w).owner,
            format!("C_{}[CONFL-WRITE: {}]", id, ctx.use_data(w).index),
        ));
        self.annotations.push((
            ctx.use_data(r).owner,
            format!("C_{}[READ: {}]", id, ctx.use_data(r).index),
        ));
        match ctx.value(def).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("C_{}[DEF: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("C_{}[DEF: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }

    fn annotate_not_writable(&mut self, v: Value) {
        let ctx = self.ctx;
        let id = WRITABLE_COUNTER.fetch_add(1, Ordering::Relaxed);
        match ctx.value(v).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("W_{}[NOT-WRITABLE: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("W_{}[NOT-WRITABLE: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }
}

/// Inclusive position ranges (at most three).
#[derive(Clone, Copy, Default)]
struct Ranges {
    r: [(u32, u32); 3],
    n: u8,
}

impl Ranges {
    fn as_slice(&self) -> &[(u32, u32)] {
        &self.r[..self.n as usize]
    }
    fn contains(&self, p: u32) -> bool {
        self.as_slice().iter().any(|&(a, b)| a <= p && p <= b)
    }
    /// `[0, n)` without the given ranges (at most two).
    fn complement(n: u32, exempt: &mut [(u32, u32)]) -> Ranges {
        exempt.sort_unstable();
        let mut out = Ranges::default();
        let mut next = 0u32;
        for &(a, b) in exempt.iter() {
            if a > next {
                out.r[out.n as usize] = (next, a - 1);
                out.n += 1;
            }
            next = next.max(b.saturating_add(1));
        }
        if next < n {
            out.r[out.n as usize] = (next, n - 1);
            out.n += 1;
        }
        out
    }
}

/// Up to this many reads (writes), a set is scanned; beyond, it keeps a
/// segment tree of its reads (an ordered set of its writes).
const SMALL_SET: usize = 12;

/// What the index knows about one alias set. Most sets hold one read and
/// one write: those stay inline (no allocation per set), and the structures
/// of large sets are boxed, so that the table of slots stays small.
#[derive(Default)]
#[allow(clippy::box_collection)]
struct SetIndex {
    /// Every indexed read (a read with definitions), with the positions of
    /// the writes it must be checked against (kept with the read: a scan
    /// of the set then stays in the set's list).
    reads: SmallVec<[(Use, Ranges); 1]>,
    /// Segment-tree node -> the reads whose ranges cover the node's positions.
    tree: Option<Box<FxHashMap<u32, Vec<Use>>>>,
    /// In-place writes with the position of the writing op.
    writes: SmallVec<[(u32, Use); 1]>,
    /// `writes`, ordered by position.
    sorted: Option<Box<BTreeSet<(u32, Use)>>>,
}

impl SetIndex {
    fn weight(&self) -> usize {
        self.reads.len() + self.writes.len()
    }
    fn reset(&mut self) {
        self.reads.clear();
        self.tree = None;
        self.writes.clear();
        self.sorted = None;
    }
}

/// Ops of the analyzed tree numbered in pre-order; per alias set (by
/// union-find root) its reads, each with the position ranges of the writes
/// it may conflict with (in a segment tree over positions once the set is
/// large), and its in-place writes (ordered by position once many).
#[derive(Default)]
struct RawIndex {
    active: bool,
    /// Per op index: pre-order position (valid for the analyzed tree only).
    pre: Vec<u32>,
    /// Per op index: last position inside the op.
    last: Vec<u32>,
    /// Per block index: first and last position of its ops.
    block_range: Vec<(u32, u32)>,
    /// Number of positions and of segment-tree leaves (a power of two).
    n: u32,
    leaves: u32,
    /// Per root value index: its slot, with the set's `F_*` flags (most
    /// decisions need no more than those, and no visit to the slot).
    slot_of: Vec<SlotEntry>,
    generation: u32,
    slots: Vec<SetIndex>,
    used: usize,
    /// In-place writes indexed in all sets.
    writes_total: usize,
}

/// Where the index of an alias set is, if it is of the current generation.
#[derive(Clone, Copy)]
struct SlotEntry {
    generation: u32,
    slot: u32,
    flags: u32,
}

const NO_SLOT: SlotEntry = SlotEntry {
    generation: u32::MAX,
    slot: 0,
    flags: 0,
};

/// The set has indexed reads.
const F_READS: u32 = 1;
/// The set has in-place writes.
const F_WRITES: u32 = 2;
/// The set has members that are not writable.
const F_NON_WRITABLE: u32 = 4;
/// The set has reads, with or without definitions.
const F_ANY_READS: u32 = 8;
/// The set has in-place writes that `write_needs_privatization`.
const F_PRIVATIZED: u32 = 16;

/// Segment-tree nodes covering the inclusive range `[a, b]`.
fn tree_nodes(leaves: u32, a: u32, b: u32, mut f: impl FnMut(u32)) {
    let (mut l, mut r) = (a + leaves, b + leaves + 1);
    while l < r {
        if l & 1 == 1 {
            f(l);
            l += 1;
        }
        if r & 1 == 1 {
            r -= 1;
            f(r);
        }
        l >>= 1;
        r >>= 1;
    }
}

fn tree_insert(tree: &mut FxHashMap<u32, Vec<Use>>, leaves: u32, ranges: &Ranges, u: Use) {
    for &(a, b) in ranges.as_slice() {
        tree_nodes(leaves, a, b, |x| tree.entry(x).or_default().push(u));
    }
}

impl RawIndex {
    fn clear(&mut self) {
        self.active = false;
        self.writes_total = 0;
        self.generation = self.generation.wrapping_add(1);
        self.used = 0;
    }
    /// The entry of set `root`, if it has one in the current index.
    fn entry(&self, root: u32) -> Option<&SlotEntry> {
        self.slot_of
            .get(root as usize)
            .filter(|e| e.generation == self.generation && self.active)
    }
    fn slot(&self, root: u32) -> Option<usize> {
        self.entry(root).map(|e| e.slot as usize)
    }
    /// The `F_*` flags of set `root` (none without an index entry).
    fn flags(&self, root: u32) -> u32 {
        self.entry(root).map_or(0, |e| e.flags)
    }
    /// Sets flags of set `root`, which has a slot.
    fn mark(&mut self, root: u32, f: u32) {
        self.slot_of[root as usize].flags |= f;
    }
    fn add_non_writable(&mut self, root: u32) {
        self.set_mut(root);
        self.mark(root, F_NON_WRITABLE);
    }
    fn add_any_read(&mut self, root: u32) {
        self.set_mut(root);
        self.mark(root, F_ANY_READS);
    }
    fn set(&self, root: u32) -> Option<&SetIndex> {
        self.slot(root).map(|s| &self.slots[s])
    }
    fn set_mut(&mut self, root: u32) -> &mut SetIndex {
        let s = match self.slot(root) {
            Some(s) => s,
            None => {
                let s = self.used;
                self.used += 1;
                if self.slots.len() <= s {
                    self.slots.push(SetIndex::default());
                } else {
                    self.slots[s].reset();
                }
                if self.slot_of.len() <= root as usize {
                    let n = (root as usize + 1).max(2 * self.slot_of.len());
                    self.slot_of.resize(n, NO_SLOT);
                }
                self.slot_of[root as usize] = SlotEntry {
                    generation: self.generation,
                    slot: s as u32,
                    flags: 0,
                };
                s
            }
        };
        &mut self.slots[s]
    }
    fn add_read(&mut self, root: u32, u: Use, ranges: Ranges) {
        let leaves = self.leaves;
        let set = self.set_mut(root);
        set.reads.push((u, ranges));
        if let Some(t) = &mut set.tree {
            tree_insert(t, leaves, &ranges, u);
        }
        self.mark(root, F_READS);
        self.grow(root);
    }
    fn add_write(&mut self, root: u32, p: u32, w: Use, privatize: bool) {
        self.writes_total += 1;
        let set = self.set_mut(root);
        set.writes.push((p, w));
        if let Some(t) = &mut set.sorted {
            t.insert((p, w));
        }
        self.mark(
            root,
            if privatize {
                F_WRITES | F_PRIVATIZED
            } else {
                F_WRITES
            },
        );
        self.grow(root);
    }
    /// Builds the tree / ordered writes of a set that outgrew scanning.
    fn grow(&mut self, root: u32) {
        let Some(s) = self.slot(root) else {
            return;
        };
        let leaves = self.leaves;
        let set = &mut self.slots[s];
        if set.tree.is_none() && set.reads.len() > SMALL_SET {
            let mut t = FxHashMap::default();
            for (u, ranges) in &set.reads {
                tree_insert(&mut t, leaves, ranges, *u);
            }
            set.tree = Some(Box::new(t));
        }
        if set.sorted.is_none() && set.writes.len() > SMALL_SET {
            set.sorted = Some(Box::new(set.writes.iter().copied().collect()));
        }
    }
    /// The reads of set `root` that must be checked against a write at `p`.
    fn stab(&self, root: u32, p: u32, mut f: impl FnMut(Use)) {
        if self.flags(root) & F_READS == 0 {
            return;
        }
        let Some(set) = self.set(root) else {
            return;
        };
        match &set.tree {
            None => {
                for &(u, ranges) in &set.reads {
                    if ranges.contains(p) {
                        f(u);
                    }
                }
            }
            Some(t) => {
                let mut x = p + self.leaves;
                while x >= 1 {
                    if let Some(l) = t.get(&x) {
                        l.iter().for_each(|&u| f(u));
                    }
                    x >>= 1;
                }
            }
        }
    }
    /// The (read of `ri`, in-place write of `rj`) pairs to check, walking
    /// the smaller side.
    fn candidate_pairs(&self, ri: u32, rj: u32, out: &mut SmallVec<[(Use, Use); 8]>) {
        if self.flags(ri) & F_READS == 0 || self.flags(rj) & F_WRITES == 0 {
            return;
        }
        let (Some(si), Some(sj)) = (self.set(ri), self.set(rj)) else {
            return;
        };
        if si.reads.is_empty() || sj.writes.is_empty() {
            return;
        }
        if si.reads.len() <= sj.writes.len() {
            for &(r, ref ranges) in &si.reads {
                match &sj.sorted {
                    Some(t) => {
                        for &(a, b) in ranges.as_slice() {
                            for &(_, w) in t.range((a, Use(0))..=(b, Use(u32::MAX))) {
                                out.push((r, w));
                            }
                        }
                    }
                    None => {
                        for &(p, w) in &sj.writes {
                            if ranges.contains(p) {
                                out.push((r, w));
                            }
                        }
                    }
                }
            }
        } else {
            for &(p, w) in &sj.writes {
                self.stab(ri, p, |r| out.push((r, w)));
            }
        }
    }
    /// Moves the entries of set `from` into set `into` (the smaller into the larger).
    fn merge_into(&mut self, into: u32, from: u32) {
        if into == from {
            return;
        }
        let Some(fs) = self.slot(from) else {
            return;
        };
        let Some(is) = self.slot(into) else {
            // Nothing indexed in `into` yet: it takes over the slot.
            if self.slot_of.len() <= into as usize {
                let n = (into as usize + 1).max(2 * self.slot_of.len());
                self.slot_of.resize(n, NO_SLOT);
            }
            self.slot_of[into as usize] = SlotEntry {
                generation: self.generation,
                slot: fs as u32,
                flags: self.slot_of[from as usize].flags,
            };
            self.slot_of[from as usize].generation = u32::MAX;
            return;
        };
        let from_flags = self.slot_of[from as usize].flags;
        self.slot_of[into as usize].flags |= from_flags;
        self.slot_of[from as usize].generation = u32::MAX;
        let (big, small) = if self.slots[is].weight() >= self.slots[fs].weight() {
            (is, fs)
        } else {
            self.slot_of[into as usize].slot = fs as u32;
            (fs, is)
        };
        let small_set = std::mem::take(&mut self.slots[small]);
        let leaves = self.leaves;
        let b = &mut self.slots[big];
        if let Some(t) = &mut b.tree {
            for (u, ranges) in &small_set.reads {
                tree_insert(t, leaves, ranges, *u);
            }
        }
        b.reads.extend(small_set.reads);
        if let Some(t) = &mut b.sorted {
            t.extend(small_set.writes.iter().copied());
        }
        b.writes.extend(small_set.writes);
        self.grow(into);
    }
}

/// Applies collected annotations: unit attributes, and the in-place arrays
/// (encoded with a leading NUL) as `__inplace_operands_attr__`.
pub fn apply_annotations(ctx: &mut Context, ann: Annotations) {
    for (op, text) in ann {
        if let Some(rest) = text.strip_prefix("\u{0}inplace:") {
            let elems: Vec<ir::Attr> = rest.split(',').map(|s| ctx.string_attr(s)).collect();
            let a = ctx.array_attr(elems);
            ctx.set_attr(op, "__inplace_operands_attr__", a);
        } else {
            let a = ctx.unit_attr();
            ctx.set_attr(op, &text, a);
        }
    }
}

/// Sets the `dump-alias-sets` attributes.
pub fn apply_alias_set_annotations(ctx: &mut Context, anns: Vec<AliasSetAnnotation>) {
    fn strings(ctx: &mut Context, v: &[String]) -> ir::Attr {
        let elems: Vec<ir::Attr> = v.iter().map(|s| ctx.string_attr(s)).collect();
        ctx.array_attr(elems)
    }
    for ann in anns {
        if let Some(results) = ann.results {
            let sets: Vec<ir::Attr> = results.iter().map(|x| strings(ctx, x)).collect();
            let a = ctx.array_attr(sets);
            ctx.set_attr(ann.op, "__opresult_alias_set_attr__", a);
        }
        if let Some(regions) = ann.bbargs {
            let mut rs = Vec::new();
            for blocks in &regions {
                let mut bs = Vec::new();
                for args in blocks {
                    let sets: Vec<ir::Attr> = args.iter().map(|x| strings(ctx, x)).collect();
                    bs.push(ctx.array_attr(sets));
                }
                rs.push(ctx.array_attr(bs));
            }
            let a = ctx.array_attr(rs);
            ctx.set_attr(ann.op, "__bbarg_alias_set_attr__", a);
        }
    }
}

fn op_is_in_block(ctx: &Context, b: Block, mut op: Op) -> bool {
    loop {
        if ctx.parent_block(op) == Some(b) {
            return true;
        }
        match ctx.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

fn successors(ctx: &Context, b: Block) -> Vec<Block> {
    ctx.terminator(b)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

/// A path of at least one edge leads from `from` to `to` avoiding `except`.
fn is_reachable(ctx: &Context, from: Block, to: Block, except: Option<Block>) -> bool {
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut work = successors(ctx, from);
    while let Some(n) = work.pop() {
        if Some(n) == except {
            continue;
        }
        if n == to {
            return true;
        }
        if !seen.insert(n) {
            continue;
        }
        work.extend(successors(ctx, n));
    }
    false
}

fn is_region_branch(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).region_branch.is_some()
}

/// `op` is in region `r` or nested in an op of `r` (MLIR's
/// `Region::findAncestorOpInRegion` succeeds).
fn op_is_in_region(ctx: &Context, r: Region, mut op: Op) -> bool {
    loop {
        match ctx.parent_region(op) {
            Some(x) if x == r => return true,
            Some(x) => match ctx.region_parent(x) {
                Some(p) => op = p,
                None => return false,
            },
            None => return false,
        }
    }
}

/// The Mersenne Twister `std::mt19937` (32-bit outputs).
pub struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    pub fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1812433253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    fn twist(&mut self) {
        for i in 0..624 {
            let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
            let mut v = self.state[(i + 397) % 624] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= 0x9908_b0df;
            }
            self.state[i] = v;
        }
        self.index = 0;
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }
}

/// LLVM's `llvm::shuffle` (which MLIR's fuzzer heuristic uses): front to
/// back, the first element swaps with the one `g() % remaining` further.
pub fn llvm_shuffle<T>(v: &mut [T], g: &mut Mt19937) {
    let n = v.len();
    let mut first = 0;
    while n - first > 1 {
        let size = (n - first) as u64;
        let offset = (g.next_u32() as u64 % size) as usize;
        if offset != 0 {
            v.swap(first, first + offset);
        }
        first += 1;
    }
}

/// MLIR's `insideMutuallyExclusiveRegions`.
pub fn inside_mutually_exclusive_regions(ctx: &Context, a: Op, b: Op) -> bool {
    let mut p = ctx.parent_op(a);
    while let Some(branch) = p {
        if !is_region_branch(ctx, branch) || branch == b || !ctx.is_ancestor(branch, b) {
            p = ctx.parent_op(branch);
            continue;
        }
        let region_of = |x: Op| -> Option<usize> {
            let mut x = x;
            loop {
                if ctx.parent_op(x) == Some(branch) {
                    let r = ctx.parent_region(x)?;
                    return ctx.regions_of(branch).iter().position(|&y| y == r);
                }
                x = ctx.parent_op(x)?;
            }
        };
        let (ra, rb) = (region_of(a), region_of(b));
        let exclusive = ctx
            .iface(branch)
            .region_branch
            .is_some_and(|rb| rb.flow == RegionFlow::Exclusive);
        return exclusive && ra != rb;
    }
    false
}

/// Owner op of a value, for diagnostics.
pub fn value_owner(ctx: &Context, v: Value) -> Option<Op> {
    owner_of_value(ctx, v)
}

/// A per-region answer that is itself an optional region, computed once:
/// `table[region]` holds the answer's id, or a marker for "none" or "not yet
/// asked" (the table grows geometrically as higher region ids are asked).
fn memoized_region(
    table: &std::cell::RefCell<Vec<u32>>,
    reg: Region,
    compute: impl FnOnce() -> Option<Region>,
) -> Option<Region> {
    const UNKNOWN: u32 = u32::MAX;
    const NO_REGION: u32 = u32::MAX - 1;
    match table.borrow().get(reg.index()) {
        Some(&x) if x == NO_REGION => return None,
        Some(&x) if x != UNKNOWN => return Some(Region(x)),
        _ => {}
    }
    let found = compute();
    let mut t = table.borrow_mut();
    if t.len() <= reg.index() {
        let n = (reg.index() + 1).max(2 * t.len());
        t.resize(n, UNKNOWN);
    }
    t[reg.index()] = found.map_or(NO_REGION, |x| x.0);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    // Reference values printed by a C++ program with libstdc++'s
    // std::mt19937 and LLVM's shuffle algorithm.
    #[test]
    fn mt19937_matches_libstdcxx() {
        let first5 = |seed| {
            let mut g = Mt19937::new(seed);
            (0..5).map(|_| g.next_u32()).collect::<Vec<_>>()
        };
        assert_eq!(
            first5(0),
            [2357136044, 2546248239, 3071714933, 3626093760, 2588848963]
        );
        assert_eq!(
            first5(1),
            [1791095845, 4282876139, 3093770124, 4005303368, 491263]
        );
        assert_eq!(
            first5(42),
            [1608637542, 3421126067, 4083286876, 787846414, 3143890026]
        );
        assert_eq!(
            first5(u32::MAX),
            [419326371, 479346978, 3918654476, 2416749639, 3388880820]
        );
        let mut g = Mt19937::new(5489);
        let mut v = 0;
        for _ in 0..10000 {
            v = g.next_u32();
        }
        assert_eq!(v, 4123659995);
    }

    #[test]
    fn llvm_shuffle_matches_cxx() {
        let shuffled = |seed, n: usize| {
            let mut v: Vec<usize> = (0..n).collect();
            llvm_shuffle(&mut v, &mut Mt19937::new(seed));
            v
        };
        assert_eq!(shuffled(0, 1), [0]);
        assert_eq!(shuffled(1, 2), [1, 0]);
        assert_eq!(shuffled(0, 5), [4, 0, 1, 3, 2]);
        assert_eq!(shuffled(0, 13), [3, 4, 0, 2, 11, 8, 12, 5, 10, 6, 9, 1, 7]);
        assert_eq!(shuffled(1, 13), [6, 12, 7, 11, 3, 0, 5, 1, 2, 9, 8, 10, 4]);
        assert_eq!(shuffled(7, 13), [6, 5, 3, 9, 8, 4, 12, 0, 11, 10, 1, 7, 2]);
        assert_eq!(shuffled(42, 13), [5, 12, 11, 7, 4, 1, 2, 9, 8, 10, 6, 3, 0]);
    }

    fn ranges(n: u32, exempt: &[(u32, u32)]) -> Vec<(u32, u32)> {
        let mut e = exempt.to_vec();
        Ranges::complement(n, &mut e).as_slice().to_vec()
    }

    #[test]
    fn range_complements() {
        assert_eq!(ranges(10, &[]), vec![(0, 9)]);
        assert_eq!(ranges(10, &[(0, 3), (7, 9)]), vec![(4, 6)]);
        assert_eq!(ranges(10, &[(6, 9), (2, 3)]), vec![(0, 1), (4, 5)]);
        assert_eq!(ranges(10, &[(2, 6), (4, 8)]), vec![(0, 1), (9, 9)]);
        assert_eq!(ranges(10, &[(0, 9)]), Vec::<(u32, u32)>::new());
        let r = Ranges::complement(10, &mut [(3, 5)]);
        assert!(r.contains(2) && !r.contains(4) && r.contains(6));
    }

    /// The segment tree and the scan agree on which reads a write stabs,
    /// before and after sets merge.
    #[test]
    fn stab_tree_matches_scan() {
        let mut idx = RawIndex {
            active: true,
            n: 100,
            leaves: 128,
            ..RawIndex::default()
        };
        let mut rng = 12345u64;
        let mut next = |m: u32| {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((rng >> 33) as u32) % m
        };
        let mut all: Vec<(u32, Use, Ranges)> = Vec::new();
        for i in 0..60u32 {
            let (a, b) = (next(100), next(100));
            let (lo, hi) = (a.min(b), a.max(b));
            let r = Ranges::complement(100, &mut [(lo, hi)]);
            let root = i % 3;
            idx.add_read(root, Use(i), r);
            all.push((root, Use(i), r));
        }
        let check = |idx: &RawIndex, all: &[(u32, Use, Ranges)], root: u32, members: &[u32]| {
            for p in 0..100 {
                let mut got = Vec::new();
                idx.stab(root, p, |u| got.push(u));
                got.sort();
                let mut want: Vec<Use> = all
                    .iter()
                    .filter(|(r, _, rg)| members.contains(r) && rg.contains(p))
                    .map(|(_, u, _)| *u)
                    .collect();
                want.sort();
                assert_eq!(got, want, "position {p}");
            }
        };
        check(&idx, &all, 0, &[0]);
        idx.merge_into(0, 1);
        check(&idx, &all, 0, &[0, 1]);
        idx.merge_into(2, 0);
        check(&idx, &all, 2, &[0, 1, 2]);
        assert_eq!(idx.set(2).map(|s| s.reads.len()), Some(60));
        assert!(idx.set(0).is_none() && idx.set(1).is_none());
    }
}
