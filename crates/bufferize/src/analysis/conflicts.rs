//! The read-after-write conflict rules: scans over alias sets, writes into
//! non-writable buffers, the pairwise conflict check with its exemptions
//! (subsets, insertion destinations, dominance, repetitive and parallel
//! regions).

use super::index::F_WRITES;
use super::regions::{is_reachable, memoized_region};
use super::*;

impl<'a, 's> Analyzer<'a, 's> {
    // ----- alias set scans -----

    pub(super) fn aliasing_reads(
        &self,
        root: Value,
        out: &mut Vec<Use>,
        seen: &mut FxHashSet<Use>,
    ) {
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

    pub(super) fn aliasing_in_place_writes(
        &self,
        root: Value,
        out: &mut Vec<Use>,
        seen: &mut FxHashSet<Use>,
    ) {
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
    pub(super) fn groups(&self, u: Use) -> SmallVec<[Value; 4]> {
        let ctx = self.ctx;
        let mut reps: SmallVec<[Value; 4]> = smallvec::smallvec![ctx.use_value(u)];
        for a in self.s.aliasing_values_rc(ctx, u).iter() {
            if !reps.iter().any(|&r| self.s.alias.same(r, a.value)) {
                reps.push(a.value);
            }
        }
        reps
    }

    pub(super) fn would_write_non_writable(&mut self, u: Use, consistency_only: bool) -> bool {
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
        let mut visit: Vec<Value> = vec![ctx.use_value(u)];
        visit.extend(self.s.aliasing_values_rc(ctx, u).iter().map(|a| a.value));
        for root in visit {
            for m in self.s.alias.members(root) {
                if !self.s.is_writable(ctx, m) {
                    found = true;
                    self.record(crate::explain::OutOfPlace::NotWritable { buffer: m });
                    if self.s.opts.print_conflicts {
                        self.annotate_not_writable(m);
                    }
                }
            }
        }
        found
    }

    pub(super) fn would_create_raw(&mut self, u: Use, consistency_only: bool) -> bool {
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
                    self.record(crate::explain::OutOfPlace::Privatized { write: w });
                    return true;
                }
            }
        }
        for (i, group_reads) in reads.iter().enumerate() {
            for &r in group_reads {
                let defs = self.definitions(ctx.use_value(r));
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
    pub(super) fn parallel_region_of(&self, r: Option<Region>) -> Option<Region> {
        let ctx = self.ctx;
        memoized_region(
            &self.parallel,
            r?,
            |reg| {
                let Some(op) = ctx.region_parent(reg) else {
                    return false;
                };
                self.s.model(ctx, op).is_some_and(|m| {
                    let idx = ctx.regions_of(op).iter().position(|&x| x == reg);
                    m.parallel_region(ctx, op, idx.unwrap_or(0))
                })
            },
            |reg| ctx.region_parent(reg).and_then(|o| ctx.parent_region(o)),
        )
    }

    /// A write inside a parallel region to a buffer defined (or allocated)
    /// outside of it must be privatized: it bufferizes out of place.
    pub(super) fn write_needs_privatization(&self, w: Use) -> bool {
        let ctx = self.ctx;
        let writing = ctx.use_data(w).owner;
        let wr = self.parallel_region_of(ctx.parent_region(writing));
        if wr.is_none() {
            // A definition inside a parallel region does not dominate a
            // write outside of all of them.
            return false;
        }
        let v = ctx.use_value(w);
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

    // ----- the conflict rules -----

    pub(super) fn pair_conflicts(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
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
            if self.in_exclusive_regions(reading, writing) {
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
                        && (self.equivalent_in_chain(ctx.use_value(r), ctx.use_value(w))
                            || self.equivalent_in_chain(ctx.use_value(w), ctx.use_value(r)))
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
            self.record(crate::explain::OutOfPlace::Conflict {
                read: r,
                write: w,
                def,
            });
            return true;
        }
        false
    }

    /// A write `w` cannot conflict with a read whose contents come from
    /// `def`: it happens before the definition, inside its op, outside its
    /// block, or it is the definition itself.
    pub(super) fn def_excuses(&mut self, w: Use, def: Value) -> bool {
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
                || (def_op != writing && self.encloses(def_op, writing))
        } else {
            let b = ctx.value_block(def).expect("block argument");
            !self.op_in_block(b, writing)
        }
    }

    /// MLIR's `happensBefore`: some op around `a` (or `a`) properly
    /// dominates `b` without enclosing it. Only the ancestor of `a` in the
    /// innermost region around both can: those below it are in regions
    /// without `b`, those above it enclose `b`.
    pub(super) fn happens_before(&mut self, a: Op, b: Op) -> bool {
        let ctx = self.ctx;
        if self.encloses(a, b) || self.encloses(b, a) {
            return false;
        }
        let mut x = a;
        loop {
            self.step(1);
            match ctx.parent_op(x) {
                Some(p) if self.encloses(p, b) => break,
                Some(p) => x = p,
                None => return false,
            }
        }
        if let (Some((px, _)), Some((pb, _)), Some(block)) = (
            self.numbered_span(x),
            self.numbered_span(b),
            ctx.parent_block(x),
        ) {
            if self.op_in_block(block, b) {
                // One block: `x` dominates what comes after it, and pre-order
                // follows the block's order.
                return px < pb;
            }
            if ctx
                .parent_region(x)
                .is_some_and(|r| ctx.region_blocks(r).len() == 1)
            {
                // `b` is in another region of `x`'s parent.
                return false;
            }
        }
        self.dom.properly_dominates_op(x, b)
    }

    pub(super) fn equivalent_in_chain(&self, start: Value, other: Value) -> bool {
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

    pub(super) fn matches_insert_destination(&self, v: Value, insert_op: Op) -> bool {
        self.origins_match_subset_or(v, insert_op, |_| false)
    }

    /// Whether every origin of `v` (the end of each reverse use-def chain)
    /// is a subset equivalent to the one `insert_op` inserts into, or
    /// passes `other`.
    pub(super) fn origins_match_subset_or(
        &self,
        v: Value,
        insert_op: Op,
        other: impl Fn(Value) -> bool,
    ) -> bool {
        let (ctx, s) = (self.ctx, &*self.s);
        let Some(m) = s.model(ctx, insert_op) else {
            return false;
        };
        let matching =
            |x: Value| ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x);
        if self.chain_origins_on {
            match self.chain_origin(v, insert_op, &matching) {
                ChainOrigin::Subset => return true,
                ChainOrigin::Leaf(x) => return other(x),
                ChainOrigin::Branching | ChainOrigin::Walking => {}
            }
        }
        // Every value the traversal returns was tested (a match or a leaf):
        // the matches are remembered instead of tested again.
        let mut matched: SmallVec<[Value; 4]> = SmallVec::new();
        let mut remember = |x: Value| {
            self.step(1);
            let r = matching(x);
            if r {
                matched.push(x);
            }
            r
        };
        let slice = s.find_in_reverse_chain(ctx, v, &mut remember, Traversal::default());
        slice.iter().all(|&x| matched.contains(&x) || other(x))
    }

    /// Where the reverse use-def chain of `v` ends for `insert_op` when it
    /// is a single path: what `find_in_reverse_chain` returns then, one
    /// match or one leaf. A chain of slices of slices is asked about once
    /// per read/write pair from every place along it: each value's answer
    /// is kept (equivalences, hence `matching`, are fixed while decisions
    /// run), so each (value, insertion) pair is walked once.
    fn chain_origin(
        &self,
        v: Value,
        insert_op: Op,
        matching: &dyn Fn(Value) -> bool,
    ) -> ChainOrigin {
        let (ctx, s) = (self.ctx, &*self.s);
        let mut memo = self.chain_origins.borrow_mut();
        // One entry per (value, insertion) pair reached is quadratic memory on a long chain:
        // the memo is a cache, so past a fixed size it starts over (a few more walks).
        if memo.len() >= CHAIN_ORIGINS_KEPT {
            memo.clear();
        }
        let mut path: SmallVec<[Value; 8]> = SmallVec::new();
        let mut x = v;
        let origin = loop {
            if let Some(&o) = memo.get(&(x, insert_op)) {
                // Meeting the path again closes a loop, which the traversal
                // reports as a leaf of its own: left to it.
                break match o {
                    ChainOrigin::Walking => ChainOrigin::Branching,
                    o => o,
                };
            }
            self.step(1);
            let o = if matching(x) {
                ChainOrigin::Subset
            } else if s.value_model(ctx, x).is_none() {
                ChainOrigin::Leaf(x)
            } else {
                let aliases = s.aliasing_operands_rc(ctx, x);
                match aliases.len() {
                    0 => ChainOrigin::Leaf(x),
                    1 => {
                        memo.insert((x, insert_op), ChainOrigin::Walking);
                        path.push(x);
                        x = ctx.use_value(aliases[0].operand);
                        continue;
                    }
                    _ => ChainOrigin::Branching,
                }
            };
            memo.insert((x, insert_op), o);
            break o;
        };
        for p in path {
            memo.insert((p, insert_op), origin);
        }
        origin
    }

    /// mlir-opt 22 never sees a conflict between an op's read and its own
    /// write inside a graph region (the body of `scf.forall.in_parallel`):
    /// there an op counts as dominating itself, so a
    /// `tensor.parallel_insert_slice` reads its source "before" it writes
    /// the shared output. That is the default here too. It also passes
    /// sources that alias another part of the destination, which mlir-opt
    /// 22 then miscompiles (tests/lit/bufferize/
    /// e2e_forall_select_slice_not_clobbered.mlir); with
    /// `fix-forall-insert-conflicts` the pass is given only where the copy
    /// is harmless: every origin of the source is the very subset the op
    /// writes, a tensor that no operand flows into (a fresh one, which
    /// cannot alias the destination), or a value outside the destination's
    /// alias set.
    pub(super) fn insertion_reads_before_writing(&self, op: Op, r: Use, w: Use) -> bool {
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
        if !s.opts.fix_forall_insert_conflicts {
            return true;
        }
        let src = ctx.use_value(r);
        let dest = ctx.use_value(w);
        let fresh = |x: Value| {
            ctx.defining_op(x)
                .is_some_and(|d| s.model(ctx, d).is_some())
                && s.aliasing_operands_rc(ctx, x).is_empty()
        };
        self.origins_match_subset_or(src, op, |x| {
            fresh(x) || (x != dest && !s.alias.same(x, dest))
        })
    }

    pub(super) fn non_conflicting_subsets(&self, r: Use, w: Use) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        if let Some(sub) = self
            .s
            .model(ctx, reading)
            .and_then(|m| m.subset_insertion(ctx, reading))
        {
            if r == sub.dest && self.matches_insert_destination(ctx.use_value(w), reading) {
                return true;
            }
            if r == sub.source
                && w == sub.dest
                && self.matches_insert_destination(ctx.use_value(r), reading)
            {
                return true;
            }
        }
        if let Some(sub) = self
            .s
            .model(ctx, writing)
            .and_then(|m| m.subset_insertion(ctx, writing))
        {
            let src = ctx.use_value(sub.source);
            if w == sub.dest
                && self.s.are_equivalent(ctx.use_value(r), src)
                && self.matches_insert_destination(src, writing)
            {
                return true;
            }
        }
        false
    }

    // ----- repetitive regions and blocks -----

    pub(super) fn is_repetitive(&self, r: Region) -> bool {
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

    pub(super) fn enclosing_repetitive_from_region(&self, r: Option<Region>) -> Option<Region> {
        let ctx = self.ctx;
        memoized_region(
            &self.repetitive,
            r?,
            |reg| self.is_repetitive(reg),
            |reg| ctx.region_parent(reg).and_then(|o| ctx.parent_region(o)),
        )
    }

    pub(super) fn can_use_dominance(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
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
                if self.encloses(p, writing) {
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
}

/// The most (value, insertion) answers `Analyzer::chain_origin` keeps at once (about 16 MiB).
const CHAIN_ORIGINS_KEPT: usize = 1 << 19;

/// Where a reverse use-def chain ends for one insertion op
/// (`Analyzer::chain_origin`).
#[derive(Clone, Copy)]
pub(super) enum ChainOrigin {
    /// A subset equivalent to the one the op inserts into.
    Subset,
    /// A value with no aliasing operand or no model, not such a subset.
    Leaf(Value),
    /// The chain forks or loops: only the full traversal answers.
    Branching,
    /// On the path being walked.
    Walking,
}
