//! One-Shot analysis: decides for every tensor operand whether it can use
//! its buffer in place, greedily and op by op (bottom-up by default), by
//! looking for read-after-write conflicts among the aliases it would create.
//!
//! Complexity. MLIR re-checks every aliasing read against every aliasing
//! in-place write of the merged alias sets on each decision. We keep the
//! invariant that no pair inside one alias set conflicts (it is checked when
//! the set is formed), so a decision only checks the pairs it creates: reads
//! of one of the merged sets against writes of another, and every read
//! against the new write. Alias sets are union-find classes with circular
//! member lists (enumeration is linear in the set size), definitions are
//! cached per value and op order comes from cached block positions. What
//! remains super-linear: on a chain of n in-place writes to one buffer, the
//! new write is compared with every read of the growing set (n²/2 cheap
//! checks in total; MLIR does n³/3).

use crate::interface::Relation;
use crate::options::Heuristic;
use crate::state::{owner_of_value, State, Traversal};
use ir::diag::DResult;
use ir::dominance::Dominance;
use ir::{Block, Context, Op, Region, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

static CONFLICT_COUNTER: AtomicU64 = AtomicU64::new(0);
static WRITABLE_COUNTER: AtomicU64 = AtomicU64::new(0);

/// The analysis' notion of tensor semantics: a tensor operand or result.
pub fn op_has_tensor_operand_or_result(ctx: &Context, op: Op) -> bool {
    ctx.operands(op)
        .any(|v| ctx.type_kind(ctx.value_type(v)).is_tensor())
        || ctx
            .results(op)
            .iter()
            .any(|&v| ctx.type_kind(ctx.value_type(v)).is_tensor())
}

/// Unit attributes to set once the analysis no longer borrows the IR.
pub type Annotations = Vec<(Op, String)>;

pub struct Analyzer<'a, 's> {
    pub ctx: &'a Context,
    pub s: &'s mut State,
    dom: Dominance<'a>,
    defs_cache: FxHashMap<Value, Rc<[Value]>>,
    idx: RawIndex,
    pub annotations: Annotations,
}

fn err(ctx: &Context, op: Op, msg: String) -> Box<ir::diag::Diagnostic> {
    crate::rewrite::error(ctx, op, msg)
}

impl<'a, 's> Analyzer<'a, 's> {
    pub fn new(ctx: &'a Context, s: &'s mut State) -> Self {
        Analyzer {
            ctx,
            s,
            dom: Dominance::new(ctx),
            defs_cache: FxHashMap::default(),
            idx: RawIndex::default(),
            annotations: Vec::new(),
        }
    }

    /// Creates the alias entries and marks operands that must be in place
    /// for everything nested in `root` (MLIR's `OneShotAnalysisState` constructor).
    pub fn init(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if self.s.is_tensor(ctx, ctx.use_data(u).value) && m.must_in_place(self.s, ctx, u) {
                    self.s.bufferize_in_place(ctx, u);
                }
            }
        }
    }

    /// MLIR's `analyzeOp`: checks, analysis, equivalences, verification.
    pub fn analyze(&mut self, root: Op) -> DResult<()> {
        // Until the equivalence analysis, the queries the models answer
        // cannot change: memoize them.
        self.s.begin_memo();
        let r = self.decide_operands(root);
        self.idx.clear();
        self.s.end_memo();
        r?;
        self.equivalence_analysis(root);
        self.gather_undefined_uses(root);
        let ctx = self.ctx;
        let mut all = Vec::new();
        ctx.walk_post(root, |o| all.push(o));
        let mut first_err = None;
        for op in all {
            if let Some(m) = self.s.model(ctx, op) {
                if let Err(e) = m.verify_analysis(self.s, ctx, op) {
                    first_err.get_or_insert(e);
                }
            }
        }
        if self.s.opts.test_analysis_only {
            self.annotate_in_place(root);
        }
        match first_err {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Pre-condition checks and the op-by-op in-place decisions.
    fn decide_operands(&mut self, root: Op) -> DResult<()> {
        if !self.s.opts.print_conflicts {
            self.build_index(root);
        }
        self.check_pre_assumptions(root)?;
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| {
            if op_has_tensor_operand_or_result(ctx, o) {
                ops.push(o);
            }
        });
        if self.s.opts.heuristic == Heuristic::BottomUp {
            ops.reverse();
        }
        for &op in &ops {
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if self.s.is_tensor(ctx, ctx.use_data(u).value) {
                    self.analyze_operand(u);
                }
            }
        }
        Ok(())
    }

    fn check_pre_assumptions(&mut self, root: Op) -> DResult<()> {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for &op in &ops {
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
        for &op in &ops {
            if self.s.model(ctx, op).is_none() {
                continue;
            }
            if ctx.is_op(op, "bufferization.to_tensor")
                && !ctx.has_attr(op, "restrict")
                && ctx.has_uses(ctx.result(op, 0))
            {
                return Err(err(ctx, op, "'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis".into()));
            }
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if !self.s.is_tensor(ctx, ctx.use_data(u).value) {
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
        let conflict = self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
        if !conflict {
            let ctx = self.ctx;
            if self.idx.active && !self.s.in_place_contains(u) {
                let old: Vec<u32> = self
                    .groups(u)
                    .iter()
                    .map(|&g| self.s.alias.find(g))
                    .collect();
                self.s.bufferize_in_place(ctx, u);
                let root = self.s.alias.find(ctx.use_data(u).value);
                for from in old {
                    self.idx.merge_into(root, from);
                }
                if self.s.writes(ctx, u) {
                    self.index_write(root, u);
                }
            } else {
                self.s.bufferize_in_place(ctx, u);
            }
        }
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
                    && s.aliasing_values(ctx, u)
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
    fn groups(&self, u: Use) -> Vec<Value> {
        let ctx = self.ctx;
        let mut reps: Vec<Value> = vec![ctx.use_data(u).value];
        for a in self.s.aliasing_values(ctx, u) {
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
            let roots: Vec<u32> = groups.iter().map(|&g| self.s.alias.find(g)).collect();
            let found_write = (!consistency_only && self.s.writes(ctx, u))
                || roots
                    .iter()
                    .any(|r| self.idx.set(*r).is_some_and(|x| !x.writes.is_empty()));
            let fast = found_write
                && roots
                    .iter()
                    .any(|r| self.idx.set(*r).is_some_and(|x| x.non_writable > 0));
            #[cfg(debug_assertions)]
            {
                self.idx.active = false;
                let scan = self.would_write_non_writable(u, consistency_only);
                self.idx.active = true;
                assert_eq!(
                    fast, scan,
                    "indexed writability check disagrees with the scan"
                );
            }
            return fast;
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
        visit.extend(self.s.aliasing_values(ctx, u).iter().map(|a| a.value));
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
        let ctx = self.ctx;
        let groups = self.groups(u);
        if self.idx.active {
            let roots: Vec<u32> = groups.iter().map(|&g| self.s.alias.find(g)).collect();
            if !consistency_only {
                let fast = self.would_create_raw_indexed(u, &roots);
                // Debug builds (the test suites) cross-check every decision
                // against the plain scan of the alias sets.
                #[cfg(debug_assertions)]
                {
                    self.idx.active = false;
                    let scan = self.would_create_raw(u, false);
                    self.idx.active = true;
                    assert_eq!(fast, scan, "indexed RaW check disagrees with the scan");
                }
                return fast;
            }
            // A consistency check without any in-place write cannot fail.
            if !roots
                .iter()
                .any(|r| self.idx.set(*r).is_some_and(|x| !x.writes.is_empty()))
            {
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
    fn parallel_region_of(&self, mut r: Option<Region>) -> Option<Region> {
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

    /// Numbers the ops of `root` and indexes the reads, in-place writes and
    /// non-writable values of every alias set in it.
    fn build_index(&mut self, root: Op) {
        let ctx = self.ctx;
        let idx = &mut self.idx;
        idx.active = true;
        let n_ops = ctx.num_ops();
        if idx.pre.len() < n_ops {
            idx.pre.resize(n_ops, u32::MAX);
            idx.last.resize(n_ops, u32::MAX);
        }
        let mut order = Vec::new();
        ctx.walk_pre(root, |o| order.push(o));
        for (i, &o) in order.iter().enumerate() {
            idx.pre[o.index()] = i as u32;
        }
        idx.leaves = (order.len() as u32).next_power_of_two();
        idx.n = order.len() as u32;
        // Subtree ends, children first; block ranges.
        let mut values: Vec<Value> = Vec::new();
        for &o in order.iter().rev() {
            let mut last = idx.pre[o.index()];
            for &r in ctx.regions_of(o) {
                for &b in ctx.region_blocks(r) {
                    if let (Some(f), Some(l)) = (ctx.first_op(b), ctx.last_op(b)) {
                        let range = (idx.pre[f.index()], idx.last[l.index()]);
                        idx.block_range.insert(b, range);
                        last = last.max(range.1);
                    }
                    values.extend(
                        ctx.block_args(b)
                            .iter()
                            .filter(|&&a| self.s.is_tensor(ctx, a)),
                    );
                }
            }
            idx.last[o.index()] = last;
            values.extend(ctx.results(o).iter().filter(|&&v| self.s.is_tensor(ctx, v)));
        }
        for v in values {
            let root = self.s.alias.find(v);
            if !self.s.is_writable(ctx, v) {
                self.idx.sets.entry(root).or_default().non_writable += 1;
            }
            let uses: Vec<Use> = ctx.uses(v).collect();
            for u in uses {
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
                    continue;
                }
                self.idx.sets.entry(root).or_default().any_reads += 1;
                let defs = self.definitions(v);
                if defs.is_empty() {
                    continue;
                }
                let ranges = self.read_ranges(u, &defs);
                self.idx.add_read(root, u, ranges);
            }
        }
    }

    /// Records the in-place write `w` in set `root`.
    fn index_write(&mut self, root: u32, w: Use) {
        let privatize = self.s.opts.check_parallel_regions && self.write_needs_privatization(w);
        let p = self.idx.pre[self.ctx.use_data(w).owner.index()];
        let set = self.idx.sets.entry(root).or_default();
        set.writes.insert((p, w));
        set.privatized_writes += u32::from(privatize);
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
                .and_then(|b| idx.block_range.get(&b))
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
            let Some(&(start, _)) = ctx.parent_block(o).and_then(|b| idx.block_range.get(&b))
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
            && roots
                .iter()
                .any(|r| self.idx.set(*r).is_some_and(|x| x.any_reads > 0))
            && (roots
                .iter()
                .any(|r| self.idx.set(*r).is_some_and(|x| x.privatized_writes > 0))
                || (new_write && self.write_needs_privatization(u)))
        {
            return true;
        }
        let mut pairs: Vec<(Use, Use)> = Vec::new();
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

    fn definitions(&mut self, v: Value) -> Rc<[Value]> {
        if let Some(d) = self.defs_cache.get(&v) {
            return d.clone();
        }
        let d: Rc<[Value]> = self.s.find_definitions(self.ctx, v).into();
        self.defs_cache.insert(v, d.clone());
        d
    }

    // ----- the conflict rules -----

    fn pair_conflicts(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
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
        }
        if reading == writing {
            if let Some(m) = self.s.model(ctx, reading) {
                if m.elementwise_access(self.s, ctx, &[r, w])
                    && (self.equivalent_in_chain(ctx.use_data(r).value, ctx.use_data(w).value)
                        || self.equivalent_in_chain(ctx.use_data(w).value, ctx.use_data(r).value))
                {
                    return false;
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
            if let Some(def_op) = ctx.defining_op(def) {
                if self.happens_before(writing, def_op) {
                    continue;
                }
                if def_op != writing && ctx.is_ancestor(def_op, writing) {
                    continue;
                }
            } else {
                let b = ctx.value_block(def).expect("block argument");
                if !op_is_in_block(ctx, b, writing) {
                    continue;
                }
            }
            let aliases = self.s.aliasing_values(ctx, w);
            if aliases.len() == 1 && aliases[0].value == def {
                continue;
            }
            if self.s.opts.print_conflicts {
                self.annotate_conflict(r, w, def);
            }
            return true;
        }
        false
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
        let (ctx, s) = (self.ctx, &*self.s);
        let Some(m) = s.model(ctx, insert_op) else {
            return false;
        };
        let mut matching =
            |x: Value| ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x);
        let slice = s.find_in_reverse_chain(ctx, v, &mut matching, Traversal::default());
        slice
            .iter()
            .all(|&x| ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x))
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

    fn enclosing_repetitive_from_region(&self, mut r: Option<Region>) -> Option<Region> {
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

    fn equivalence_analysis(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| {
            if ctx
                .results(o)
                .iter()
                .any(|&v| ctx.type_kind(ctx.value_type(v)).is_tensor())
            {
                ops.push(o);
            }
        });
        for op in ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            for &res in ctx.results(op) {
                if !self.s.is_tensor(ctx, res) {
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

    fn gather_undefined_uses(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            if self.s.model(ctx, op).is_none() {
                continue;
            }
            for &res in ctx.results(op) {
                if !self.s.is_tensor(ctx, res) {
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
    }

    // ----- annotations -----

    fn annotate_in_place(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            let operands = &ctx.op(op).operands;
            if !operands
                .iter()
                .any(|&u| self.s.is_tensor(ctx, ctx.use_data(u).value))
            {
                continue;
            }
            let vals: Vec<String> = operands
                .iter()
                .map(|&u| {
                    if !self.s.is_tensor(ctx, ctx.use_data(u).value) {
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

/// What the index knows about one alias set.
#[derive(Default)]
struct SetIndex {
    /// Every indexed read (a read with definitions).
    reads: Vec<Use>,
    /// Segment-tree node -> the reads whose ranges cover the node's positions.
    stab: FxHashMap<u32, Vec<Use>>,
    /// In-place writes by the position of the writing op.
    writes: BTreeSet<(u32, Use)>,
    /// Members that are not writable.
    non_writable: u32,
    /// Reads, with or without definitions.
    any_reads: u32,
    /// In-place writes that `write_needs_privatization`.
    privatized_writes: u32,
}

impl SetIndex {
    fn weight(&self) -> usize {
        self.reads.len() + self.writes.len()
    }
}

/// Ops of the analyzed tree numbered in pre-order; per alias set (by
/// union-find root) its reads, each with the position ranges of the writes
/// it may conflict with, stored in a segment tree over positions, and its
/// in-place writes ordered by position.
#[derive(Default)]
struct RawIndex {
    active: bool,
    /// Per op index: pre-order position (valid for the analyzed tree only).
    pre: Vec<u32>,
    /// Per op index: last position inside the op.
    last: Vec<u32>,
    /// Per non-empty block: first and last position of its ops.
    block_range: FxHashMap<Block, (u32, u32)>,
    /// Number of positions and of segment-tree leaves (a power of two).
    n: u32,
    leaves: u32,
    ranges: FxHashMap<Use, Ranges>,
    sets: FxHashMap<u32, SetIndex>,
}

impl RawIndex {
    fn clear(&mut self) {
        self.active = false;
        self.block_range.clear();
        self.ranges.clear();
        self.sets.clear();
    }
    fn set(&self, root: u32) -> Option<&SetIndex> {
        self.sets.get(&root)
    }
    /// Segment-tree nodes covering the inclusive range `[a, b]`.
    fn nodes(&self, a: u32, b: u32, mut f: impl FnMut(u32)) {
        let (mut l, mut r) = (a + self.leaves, b + self.leaves + 1);
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
    fn add_read(&mut self, root: u32, u: Use, ranges: Ranges) {
        self.ranges.insert(u, ranges);
        let mut nodes = Vec::new();
        for &(a, b) in ranges.as_slice() {
            self.nodes(a, b, |x| nodes.push(x));
        }
        let set = self.sets.entry(root).or_default();
        set.reads.push(u);
        for x in nodes {
            set.stab.entry(x).or_default().push(u);
        }
    }
    /// The reads of set `root` that must be checked against a write at `p`.
    fn stab(&self, root: u32, p: u32, mut f: impl FnMut(Use)) {
        let Some(set) = self.sets.get(&root) else {
            return;
        };
        let mut x = p + self.leaves;
        while x >= 1 {
            if let Some(l) = set.stab.get(&x) {
                l.iter().for_each(|&u| f(u));
            }
            x >>= 1;
        }
    }
    /// The (read of `ri`, in-place write of `rj`) pairs to check, walking
    /// the smaller side.
    fn candidate_pairs(&self, ri: u32, rj: u32, out: &mut Vec<(Use, Use)>) {
        let (Some(si), Some(sj)) = (self.sets.get(&ri), self.sets.get(&rj)) else {
            return;
        };
        if si.reads.is_empty() || sj.writes.is_empty() {
            return;
        }
        if si.reads.len() <= sj.writes.len() {
            for &r in &si.reads {
                for &(a, b) in self.ranges[&r].as_slice() {
                    for &(_, w) in sj.writes.range((a, Use(0))..=(b, Use(u32::MAX))) {
                        out.push((r, w));
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
        let Some(mut small) = self.sets.remove(&from) else {
            return;
        };
        let big = self.sets.entry(into).or_default();
        if big.weight() < small.weight() {
            std::mem::swap(big, &mut small);
        }
        big.reads.extend(small.reads);
        for (x, l) in small.stab {
            big.stab.entry(x).or_default().extend(l);
        }
        big.writes.extend(small.writes);
        big.non_writable += small.non_writable;
        big.any_reads += small.any_reads;
        big.privatized_writes += small.privatized_writes;
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

/// Ops implementing `RegionBranchOpInterface` among the ones we know.
fn is_region_branch(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_name(op),
        "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.forall"
            | "scf.parallel"
    )
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
        let exclusive = matches!(ctx.op_name(branch), "scf.if" | "scf.index_switch");
        return exclusive && ra != rb;
    }
    false
}

/// Owner op of a value, for diagnostics.
pub fn value_owner(ctx: &Context, v: Value) -> Option<Op> {
    owner_of_value(ctx, v)
}
