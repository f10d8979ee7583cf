//! The read/write index: ops numbered in pre-order, per alias set the reads
//! in a segment tree over positions and the in-place writes in an ordered
//! set, so that a decision only checks the pairs that can conflict.

use super::regions::successors;
use super::*;
use crate::state::grown_len;

impl<'a, 's> Analyzer<'a, 's> {
    // ----- the read/write index -----

    /// Numbers the ops of `root` in pre-order (with subtree ends and block
    /// ranges) and returns them in post-order (with, if asked, every op's
    /// place in it by op index).
    pub(super) fn number_tree(&mut self, root: Op, mut post_pos: Option<&mut Vec<u32>>) -> Vec<Op> {
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
        if idx.branch_region.len() < n_ops {
            idx.branch_region.resize(n_ops, u32::MAX);
        }
        let mut post = Vec::new();
        let mut next = 0u32;
        ctx.walk_enter_leave(root, |o, leaving| {
            if !leaving {
                idx.pre[o.index()] = next;
                next += 1;
                // The parent was entered before (its own answer is set),
                // except for the root, whose ancestors are not analyzed.
                idx.branch_region[o.index()] =
                    match (o != root).then(|| ctx.parent_region(o)).flatten() {
                        Some(reg) => match ctx.region_parent(reg) {
                            Some(p) if ctx.iface(p).region_branch.is_some() => reg.0,
                            Some(p) => idx.branch_region[p.index()],
                            None => u32::MAX,
                        },
                        None => u32::MAX,
                    };
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
    /// The number of ops in `op` (itself included) if `init` numbered a
    /// tree that holds it.
    pub fn numbered_size(&self, op: Op) -> Option<usize> {
        let (pre, last) = (
            *self.idx.pre.get(op.index())?,
            *self.idx.last.get(op.index())?,
        );
        (self.numbered.is_some() && pre != u32::MAX && last != u32::MAX)
            .then(|| (last - pre) as usize + 1)
    }

    /// The post-order `init` numbered, taken out, when it was numbered from
    /// `root` (else `None`: the caller walks the tree itself).
    pub fn take_post_order(&mut self, root: Op) -> Option<Vec<Op>> {
        match self.numbered.take() {
            Some((tree, post, _)) if tree == root => Some(post),
            _ => None,
        }
    }

    /// The post-order of `root` if `init` numbered a tree that holds it
    /// (the IR does not change while the analysis runs); positions then
    /// count from that tree's root, and reach to the end of `root`.
    pub(super) fn numbered_post(&mut self, root: Op) -> Option<Vec<Op>> {
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
    pub(super) fn build_index(&mut self, post: &[Op]) {
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
                    let v = ctx.use_value(u);
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
    pub(super) fn index_value(&mut self, v: Value) {
        if !self.s.is_writable(self.ctx, v) {
            let root = self.s.alias.find(v);
            self.idx.add_non_writable(root);
        }
    }

    /// Indexes use `u` of `v` (in set `root`) as an in-place write and as a read.
    pub(super) fn index_use(&mut self, root: u32, v: Value, u: Use) {
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
    pub(super) fn index_write(&mut self, root: u32, w: Use) {
        let privatize = self.s.opts.check_parallel_regions && self.write_needs_privatization(w);
        let writing = self.ctx.use_data(w).owner;
        let p = self.idx.pre[writing.index()];
        let excl = self.exclusive_siblings(writing);
        self.idx.add_write(root, p, w, excl, privatize);
    }

    /// The positions of the writes that a read must be checked against:
    /// everything except the writes that come after the read in its block
    /// (when dominance decides, they happen after it) and the writes that
    /// come before the read's definitions in their block (they happen before
    /// the contents were defined).
    pub(super) fn read_ranges(&self, r: Use, defs: &[Value]) -> Ranges {
        let ctx = self.ctx;
        let idx = &self.idx;
        let reading = ctx.use_data(r).owner;
        let mut exempt: SmallVec<[(u32, u32); 6]> = SmallVec::new();
        // Writes after the read: `can_use_dominance` holds for every write
        // when no definition is outside the read's innermost loop and the
        // read's region is one block without successors, and then
        // `happens_before(read, write)` holds for writes later in the block.
        let read_region = ctx.parent_region(reading);
        let single_block = read_region.is_some_and(|reg| {
            let blocks = ctx.region_blocks(reg);
            blocks.len() == 1 && successors(ctx, blocks[0]).is_empty()
        });
        // With every definition in the read's innermost loop,
        // `can_use_dominance` holds for every write in another region.
        let rr = self.enclosing_repetitive_from_region(read_region);
        let same_loop = defs.iter().all(|&d| {
            let def_region = match ctx.defining_op(d) {
                Some(o) => ctx.parent_region(o),
                None => ctx.value_block(d).and_then(|b| ctx.block_parent(b)),
            };
            self.enclosing_repetitive_from_region(def_region) == rr
        });
        if single_block {
            let block_end = ctx
                .parent_block(reading)
                .and_then(|b| idx.block_range.get(b.index()))
                .map(|r| r.1);
            if let (true, Some(end)) = (same_loop, block_end) {
                exempt.push((idx.last[reading.index()] + 1, end));
            }
        }
        // Writes in a region of the read's nearest region branch that
        // excludes the read's region: `in_exclusive_regions` holds.
        let excl = if same_loop {
            self.exclusive_siblings(reading)
        } else {
            Excl::default()
        };
        exempt.extend_from_slice(excl.as_slice());
        // Writes nested in every definition's op: each definition excuses them.
        if self.in_numbered_tree {
            let mut inside = Some((0u32, u32::MAX));
            for &d in defs {
                inside = match (
                    inside,
                    ctx.defining_op(d).and_then(|o| self.numbered_span(o)),
                ) {
                    (Some((lo, hi)), Some((p, l))) => Some((lo.max(p + 1), hi.min(l))),
                    _ => None,
                };
            }
            if let Some((lo, hi)) = inside.filter(|&(lo, hi)| lo <= hi) {
                exempt.push((lo, hi));
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
        let mut ranges = Ranges::complement(idx.n, &mut exempt);
        if same_loop {
            ranges.key = idx.pre[reading.index()];
        }
        ranges
    }

    /// The positions of the regions of `op`'s nearest enclosing region
    /// branch that are mutually exclusive with the region holding `op`
    /// (the runs next to it, at most two intervals; empty without such a
    /// branch in the analyzed tree). A read and a write on either side of
    /// that boundary are in exclusive regions: the nearest region branch
    /// around the one that encloses the other is that branch.
    pub(super) fn exclusive_siblings(&self, op: Op) -> Excl {
        let ctx = self.ctx;
        let idx = &self.idx;
        let mut out = Excl::default();
        let Some(&reg) = idx
            .branch_region
            .get(op.index())
            .filter(|&&r| r != u32::MAX)
        else {
            return out;
        };
        let reg = Region(reg);
        let Some(branch) = ctx.region_parent(reg) else {
            return out;
        };
        let Some(flow) = ctx.iface(branch).region_branch else {
            return out;
        };
        let regions = ctx.regions_of(branch);
        let Some(x) = regions.iter().position(|&r| r == reg) else {
            return out;
        };
        // Regions follow each other in pre-order: a run of regions is one
        // interval of positions.
        let span = |r: Region| -> Option<(u32, u32)> {
            let blocks = ctx.region_blocks(r);
            let first = blocks.iter().find_map(|&b| ctx.first_op(b))?;
            let last = blocks.iter().rev().find_map(|&b| ctx.last_op(b))?;
            Some((idx.pre[first.index()], idx.last[last.index()]))
        };
        let mut push = |run: &mut dyn Iterator<Item = usize>| {
            let spans: SmallVec<[(u32, u32); 2]> = run
                .take_while(|&j| flow.mutually_exclusive(x, j))
                .filter_map(|j| span(regions[j]))
                .collect();
            let lo = spans.iter().map(|s| s.0).min();
            let hi = spans.iter().map(|s| s.1).max();
            if let (Some(lo), Some(hi)) = (lo, hi.map(|h| h.min(idx.n.saturating_sub(1)))) {
                if lo <= hi {
                    out.r[out.n as usize] = (lo, hi);
                    out.n += 1;
                }
            }
        };
        push(&mut (0..x).rev());
        push(&mut (x + 1..regions.len()));
        out
    }

    /// `would_create_raw` for a decision, with the index: only the pairs
    /// the decision creates (reads of one set against in-place writes of
    /// another, every read against the new write), and of those only the
    /// ones whose positions do not already rule out a conflict.
    pub(super) fn would_create_raw_indexed(&mut self, u: Use, roots: &[u32]) -> bool {
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
            let writing = ctx.use_data(u).owner;
            let p = self.idx.pre[writing.index()];
            let excl = self.exclusive_siblings(writing);
            for &r in roots {
                self.idx.stab(r, p, &excl, |read| pairs.push((read, u)));
            }
        }
        for (i, &ri) in roots.iter().enumerate() {
            for (j, &rj) in roots.iter().enumerate() {
                if i != j {
                    self.idx.candidate_pairs(ri, rj, &mut pairs);
                }
            }
        }
        self.step(pairs.len() as u64);
        for (r, w) in pairs {
            let defs = self.definitions(ctx.use_value(r));
            if self.pair_conflicts(r, w, &defs) {
                return true;
            }
        }
        false
    }

    pub(super) fn definitions(&mut self, v: Value) -> Small<Value> {
        if let Some(d) = self.cached_definitions(v) {
            return d;
        }
        // `print-conflicts` names the first conflicting definition, so it
        // needs the traversal's order; otherwise only the set counts.
        let parts = if self.s.opts.print_conflicts {
            None
        } else {
            self.definitions_from_parts(v)
        };
        let d = parts.unwrap_or_else(|| self.s.find_definitions(self.ctx, v).into());
        self.store_definitions(v, &d);
        d
    }

    fn cached_definitions(&self, v: Value) -> Option<Small<Value>> {
        match self.defs_cache.get(v.index()).copied() {
            None | Some(DEFS_UNKNOWN) => None,
            Some(DEFS_SELF) => Some(Small::One(v)),
            Some(DEFS_NONE) => Some(Small::Empty),
            Some(slot) => Some(self.defs_store[slot as usize].clone()),
        }
    }

    fn store_definitions(&mut self, v: Value, d: &Small<Value>) {
        if self.defs_cache.len() <= v.index() {
            let n = grown_len(self.defs_cache.len(), v.index(), self.num_known_values);
            self.defs_cache.resize(n, DEFS_UNKNOWN);
        }
        self.defs_cache[v.index()] = match d {
            Small::Empty => DEFS_NONE,
            Small::One(x) if *x == v => DEFS_SELF,
            _ => {
                self.defs_store.push(d.clone());
                (self.defs_store.len() - 1) as u32
            }
        };
    }

    /// The definitions of `v` when the traversal needs no expansion (a
    /// writing value, a leaf, a cached answer), else the values its
    /// aliasing operands lead to.
    fn definitions_or_sources(&self, v: Value) -> Result<Small<Value>, SmallVec<[Value; 4]>> {
        let ctx = self.ctx;
        if self.s.value_writes(ctx, v) {
            return Ok(Small::One(v));
        }
        if let Some(d) = self.cached_definitions(v) {
            return Ok(d);
        }
        if self.s.value_model(ctx, v).is_none() {
            return Ok(Small::Empty);
        }
        let aliases = self.s.aliasing_operands_rc(ctx, v);
        if aliases.is_empty() {
            return Ok(Small::Empty);
        }
        Err(aliases.iter().map(|a| ctx.use_value(a.operand)).collect())
    }

    /// `State::find_definitions` as the union of the definitions of the
    /// values the aliasing operands lead to, each computed once and cached:
    /// a chain through n nested ops then costs O(n) for all its values, not
    /// O(n) per value. The set is the traversal's, its order is not. `None`
    /// when the chain has a cycle (a loop's iter_args): one traversal with
    /// one visited set answers that.
    fn definitions_from_parts(&mut self, start: Value) -> Option<Small<Value>> {
        struct Frame {
            v: Value,
            sources: SmallVec<[Value; 4]>,
            next: usize,
            found: Vec<Value>,
        }
        let sources = match self.definitions_or_sources(start) {
            Ok(d) => return Some(d),
            Err(s) => s,
        };
        let mut on_path: FxHashSet<Value> = FxHashSet::default();
        on_path.insert(start);
        let mut path = vec![Frame {
            v: start,
            sources,
            next: 0,
            found: Vec::new(),
        }];
        while let Some(top) = path.last_mut() {
            if let Some(&src) = top.sources.get(top.next) {
                top.next += 1;
                if on_path.contains(&src) {
                    return None;
                }
                match self.definitions_or_sources(src) {
                    Ok(d) => top.found.extend_from_slice(&d),
                    Err(sources) => {
                        on_path.insert(src);
                        path.push(Frame {
                            v: src,
                            sources,
                            next: 0,
                            found: Vec::new(),
                        });
                    }
                }
                continue;
            }
            let mut done = path.pop().expect("a frame");
            on_path.remove(&done.v);
            if done.found.len() > 1 {
                done.found.sort_unstable();
                done.found.dedup();
            }
            let d: Small<Value> = done.found.into();
            match path.last_mut() {
                Some(parent) => {
                    parent.found.extend_from_slice(&d);
                    self.store_definitions(done.v, &d);
                }
                None => return Some(d),
            }
        }
        None
    }
}

/// Inclusive position ranges (at most three), with the key a read is
/// filed under.
#[derive(Clone, Copy)]
pub(super) struct Ranges {
    pub(super) r: [(u32, u32); 3],
    pub(super) n: u8,
    /// The reading op's position when writes in regions exclusive with it
    /// cannot conflict with the read (its definitions are in its innermost
    /// loop), else `NOT_EXEMPT`.
    pub(super) key: u32,
}

/// The key of a read that no write's exclusive regions exempt.
pub(super) const NOT_EXEMPT: u32 = u32::MAX;

impl Default for Ranges {
    fn default() -> Self {
        Ranges {
            r: [(0, 0); 3],
            n: 0,
            key: NOT_EXEMPT,
        }
    }
}

impl Ranges {
    pub(super) fn as_slice(&self) -> &[(u32, u32)] {
        &self.r[..self.n as usize]
    }
    pub(super) fn contains(&self, p: u32) -> bool {
        self.as_slice().iter().any(|&(a, b)| a <= p && p <= b)
    }
    /// `[0, n)` without the given ranges. Beyond three ranges, the ones
    /// around the smallest gaps are joined: a position checked needlessly
    /// costs a pair check, never a decision, and every read stays small.
    pub(super) fn complement(n: u32, exempt: &mut [(u32, u32)]) -> Ranges {
        exempt.sort_unstable();
        let mut all: SmallVec<[(u32, u32); 8]> = SmallVec::new();
        let mut next = 0u32;
        for &(a, b) in exempt.iter() {
            if a > next && next < n {
                all.push((next, (a - 1).min(n - 1)));
            }
            next = next.max(b.saturating_add(1));
        }
        if next < n {
            all.push((next, n - 1));
        }
        while all.len() > 3 {
            let i = (0..all.len() - 1)
                .min_by_key(|&i| all[i + 1].0 - all[i].1)
                .expect("more than one range");
            all[i].1 = all[i + 1].1;
            all.remove(i + 1);
        }
        let mut out = Ranges::default();
        for (i, &r) in all.iter().enumerate() {
            out.r[i] = r;
        }
        out.n = all.len() as u8;
        out
    }
}

/// The positions of the regions exclusive with an op's own region at its
/// nearest region branch (at most two intervals, see
/// `Analyzer::exclusive_siblings`).
#[derive(Clone, Copy, Default)]
pub(super) struct Excl {
    pub(super) r: [(u32, u32); 2],
    pub(super) n: u8,
}

impl Excl {
    pub(super) fn as_slice(&self) -> &[(u32, u32)] {
        &self.r[..self.n as usize]
    }
    pub(super) fn contains(&self, p: u32) -> bool {
        self.as_slice().iter().any(|&(a, b)| a <= p && p <= b)
    }
    /// The keys outside the intervals (ascending, `NOT_EXEMPT` included).
    fn allowed_keys(&self) -> SmallVec<[(u32, u32); 3]> {
        let mut ex: SmallVec<[(u32, u32); 2]> = self.as_slice().into();
        ex.sort_unstable();
        let mut out = SmallVec::new();
        let mut next = 0u32;
        for (a, b) in ex {
            if a > next {
                out.push((next, a - 1));
            }
            next = next.max(b.saturating_add(1));
        }
        out.push((next, u32::MAX));
        out
    }
}

/// An in-place write: its op's position, the use, and the positions of the
/// regions exclusive with it.
#[derive(Clone, Copy)]
pub(super) struct WriteEntry {
    pub(super) pos: u32,
    pub(super) w: Use,
    pub(super) excl: Excl,
}

/// Up to this many reads (writes), a set is scanned; beyond, it keeps a
/// segment tree of its reads (an ordered set of its writes).
pub(super) const SMALL_SET: usize = 12;

/// A segment tree over positions whose nodes list the entries (a use and
/// a key) whose ranges cover the node. Each list is kept sorted by key but
/// for a tail of recent entries, so that a query takes the entries with
/// keys in given intervals without visiting the others: a write skips the
/// reads in regions exclusive with it, a read the writes outside its ranges.
#[derive(Default)]
pub(super) struct KeyTree {
    nodes: FxHashMap<u32, KeyList>,
}

/// Most nodes of a tree list one or two entries (the ranges of a read
/// cover few nodes near the leaves): those stay inline in the map.
#[derive(Default)]
struct KeyList {
    items: SmallVec<[(u32, Use); 2]>,
    /// `items[..sorted]` is sorted.
    sorted: u32,
}

impl KeyList {
    fn push(&mut self, key: u32, u: Use) {
        self.items.push((key, u));
        // Sorting once the tail is as long as the sorted part keeps the
        // cost of inserting O(log n) per entry.
        let sorted = self.sorted as usize;
        if self.items.len() - sorted > sorted {
            self.sort();
        }
    }
    fn sort(&mut self) {
        self.items.sort_unstable();
        self.sorted = self.items.len() as u32;
    }
    fn query(&mut self, allowed: &[(u32, u32)], f: &mut impl FnMut(Use)) {
        // A long tail is scanned at every query: sort it past the square
        // root of the list (queries then cost that much at most).
        let tail = self.items.len() - self.sorted as usize;
        if tail > 16 && tail * tail > self.items.len() {
            self.sort();
        }
        let sorted = &self.items[..self.sorted as usize];
        for &(a, b) in allowed {
            let lo = sorted.partition_point(|&(k, _)| k < a);
            let hi = sorted.partition_point(|&(k, _)| k <= b);
            for &(_, u) in &sorted[lo..hi.max(lo)] {
                f(u);
            }
        }
        for &(k, u) in &self.items[self.sorted as usize..] {
            if allowed.iter().any(|&(a, b)| a <= k && k <= b) {
                f(u);
            }
        }
    }
}

impl KeyTree {
    fn insert(&mut self, leaves: u32, ranges: &[(u32, u32)], key: u32, u: Use) {
        for &(a, b) in ranges {
            tree_nodes(leaves, a, b, |x| {
                self.nodes.entry(x).or_default().push(key, u)
            });
        }
    }
    /// The entries whose ranges hold position `p` and whose keys are in
    /// `allowed` (ascending disjoint intervals).
    fn query(&mut self, leaves: u32, p: u32, allowed: &[(u32, u32)], mut f: impl FnMut(Use)) {
        let mut x = p + leaves;
        while x >= 1 {
            if let Some(l) = self.nodes.get_mut(&x) {
                l.query(allowed, &mut f);
            }
            x >>= 1;
        }
    }
}

/// What the index knows about one alias set. Most sets hold one read and
/// one write: those stay inline (no allocation per set), and the structures
/// of large sets are boxed together, so that the table of slots stays
/// small (one slot per set that has reads or writes: 208 k on llm 8000).
#[derive(Default)]
pub(super) struct SetIndex {
    /// Every indexed read (a read with definitions), with the positions of
    /// the writes it must be checked against (kept with the read: a scan
    /// of the set then stays in the set's list).
    pub(super) reads: SmallVec<[(Use, Ranges); 1]>,
    /// In-place writes.
    pub(super) writes: SmallVec<[WriteEntry; 1]>,
    /// The search structures of a set that outgrew scanning.
    pub(super) large: Option<Box<LargeSet>>,
}

/// The search structures of a set with more than `SMALL_SET` reads or writes.
#[derive(Default)]
pub(super) struct LargeSet {
    /// The reads by the positions of the writes they must be checked
    /// against, keyed by `Ranges::key`.
    pub(super) tree: Option<KeyTree>,
    /// The writes by position, and by the positions outside their exclusive
    /// regions, keyed by position (the writes that an exempt read must be
    /// checked against).
    pub(super) writes: Option<(BTreeSet<(u32, Use)>, KeyTree)>,
}

impl SetIndex {
    pub(super) fn weight(&self) -> usize {
        self.reads.len() + self.writes.len()
    }
    pub(super) fn reset(&mut self) {
        self.reads.clear();
        self.writes.clear();
        self.large = None;
    }
    fn read_tree(&mut self) -> Option<&mut KeyTree> {
        self.large.as_deref_mut()?.tree.as_mut()
    }
    fn write_trees(&mut self) -> Option<&mut (BTreeSet<(u32, Use)>, KeyTree)> {
        self.large.as_deref_mut()?.writes.as_mut()
    }
}

/// Ops of the analyzed tree numbered in pre-order; per alias set (by
/// union-find root) its reads, each with the position ranges of the writes
/// it may conflict with (in a segment tree over positions once the set is
/// large), and its in-place writes (ordered by position once many).
#[derive(Default)]
pub(super) struct RawIndex {
    pub(super) active: bool,
    /// Per op index: pre-order position (valid for the analyzed tree only).
    pub(super) pre: Vec<u32>,
    /// Per op index: last position inside the op.
    pub(super) last: Vec<u32>,
    /// Per op index: the innermost region around the op (below the
    /// numbered root) whose op is a region branch (`u32::MAX`: none).
    pub(super) branch_region: Vec<u32>,
    /// Per block index: first and last position of its ops.
    pub(super) block_range: Vec<(u32, u32)>,
    /// Number of positions and of segment-tree leaves (a power of two).
    pub(super) n: u32,
    pub(super) leaves: u32,
    /// Per root value index: its slot, with the set's `F_*` flags (most
    /// decisions need no more than those, and no visit to the slot).
    pub(super) slot_of: Vec<SlotEntry>,
    /// The number of values (roots are value ids below it): `slot_of`
    /// grows to it at most.
    pub(super) value_bound: usize,
    pub(super) generation: u32,
    pub(super) slots: Vec<SetIndex>,
    pub(super) used: usize,
    /// In-place writes indexed in all sets.
    pub(super) writes_total: usize,
}

/// Where the index of an alias set is, if it is of the current generation.
#[derive(Clone, Copy)]
pub(super) struct SlotEntry {
    pub(super) generation: u32,
    pub(super) slot: u32,
    pub(super) flags: u32,
}

pub(super) const NO_SLOT: SlotEntry = SlotEntry {
    generation: u32::MAX,
    slot: 0,
    flags: 0,
};

/// The set has indexed reads.
pub(super) const F_READS: u32 = 1;
/// The set has in-place writes.
pub(super) const F_WRITES: u32 = 2;
/// The set has members that are not writable.
pub(super) const F_NON_WRITABLE: u32 = 4;
/// The set has reads, with or without definitions.
pub(super) const F_ANY_READS: u32 = 8;
/// The set has in-place writes that `write_needs_privatization`.
pub(super) const F_PRIVATIZED: u32 = 16;

/// Segment-tree nodes covering the inclusive range `[a, b]`.
pub(super) fn tree_nodes(leaves: u32, a: u32, b: u32, mut f: impl FnMut(u32)) {
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

/// Files write `e` under the positions outside its exclusive regions.
fn write_tree_insert(t: &mut KeyTree, n: u32, leaves: u32, e: &WriteEntry) {
    let mut ex: SmallVec<[(u32, u32); 2]> = e.excl.as_slice().into();
    let outside = Ranges::complement(n, &mut ex);
    t.insert(leaves, outside.as_slice(), e.pos, e.w);
}

impl RawIndex {
    /// Frees the per-set tables (see `Analyzer::analyze`); an index built
    /// later grows them again.
    pub(super) fn release(&mut self) {
        self.slots = Vec::new();
        self.slot_of = Vec::new();
    }
    pub(super) fn clear(&mut self) {
        self.active = false;
        self.writes_total = 0;
        self.generation = self.generation.wrapping_add(1);
        self.used = 0;
    }
    /// The entry of set `root`, if it has one in the current index.
    pub(super) fn entry(&self, root: u32) -> Option<&SlotEntry> {
        self.slot_of
            .get(root as usize)
            .filter(|e| e.generation == self.generation && self.active)
    }
    pub(super) fn slot(&self, root: u32) -> Option<usize> {
        self.entry(root).map(|e| e.slot as usize)
    }
    /// The `F_*` flags of set `root` (none without an index entry).
    pub(super) fn flags(&self, root: u32) -> u32 {
        self.entry(root).map_or(0, |e| e.flags)
    }
    /// Sets flags of set `root`, which has a slot.
    pub(super) fn mark(&mut self, root: u32, f: u32) {
        self.slot_of[root as usize].flags |= f;
    }
    pub(super) fn add_non_writable(&mut self, root: u32) {
        self.set_mut(root);
        self.mark(root, F_NON_WRITABLE);
    }
    pub(super) fn add_any_read(&mut self, root: u32) {
        self.set_mut(root);
        self.mark(root, F_ANY_READS);
    }
    pub(super) fn set_mut(&mut self, root: u32) -> &mut SetIndex {
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
                    let n = grown_len(self.slot_of.len(), root as usize, self.value_bound);
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
    pub(super) fn add_read(&mut self, root: u32, u: Use, ranges: Ranges) {
        let leaves = self.leaves;
        let set = self.set_mut(root);
        set.reads.push((u, ranges));
        if let Some(t) = set.read_tree() {
            t.insert(leaves, ranges.as_slice(), ranges.key, u);
        }
        self.mark(root, F_READS);
        self.grow(root);
    }
    pub(super) fn add_write(&mut self, root: u32, p: u32, w: Use, excl: Excl, privatize: bool) {
        self.writes_total += 1;
        let (n, leaves) = (self.n, self.leaves);
        let set = self.set_mut(root);
        let e = WriteEntry { pos: p, w, excl };
        set.writes.push(e);
        if let Some((sorted, t)) = set.write_trees() {
            sorted.insert((p, w));
            write_tree_insert(t, n, leaves, &e);
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
    /// Builds the trees / ordered writes of a set that outgrew scanning.
    pub(super) fn grow(&mut self, root: u32) {
        let Some(s) = self.slot(root) else {
            return;
        };
        let (n, leaves) = (self.n, self.leaves);
        let set = &mut self.slots[s];
        if set.read_tree().is_none() && set.reads.len() > SMALL_SET {
            let mut t = KeyTree::default();
            for (u, ranges) in &set.reads {
                t.insert(leaves, ranges.as_slice(), ranges.key, *u);
            }
            set.large.get_or_insert_with(Default::default).tree = Some(t);
        }
        if set.write_trees().is_none() && set.writes.len() > SMALL_SET {
            let sorted = set.writes.iter().map(|e| (e.pos, e.w)).collect();
            let mut t = KeyTree::default();
            for e in &set.writes {
                write_tree_insert(&mut t, n, leaves, e);
            }
            set.large.get_or_insert_with(Default::default).writes = Some((sorted, t));
        }
    }
    /// The reads of set `root` that must be checked against a write at `p`
    /// whose exclusive regions are `excl`.
    pub(super) fn stab(&mut self, root: u32, p: u32, excl: &Excl, mut f: impl FnMut(Use)) {
        if self.flags(root) & F_READS == 0 {
            return;
        }
        let Some(s) = self.slot(root) else {
            return;
        };
        let leaves = self.leaves;
        let set = &mut self.slots[s];
        match set.large.as_deref_mut().and_then(|l| l.tree.as_mut()) {
            None => {
                for &(u, ranges) in &set.reads {
                    if ranges.contains(p)
                        && (ranges.key == NOT_EXEMPT || !excl.contains(ranges.key))
                    {
                        f(u);
                    }
                }
            }
            Some(t) => t.query(leaves, p, &excl.allowed_keys(), f),
        }
    }
    /// The (read of `ri`, in-place write of `rj`) pairs to check, walking
    /// the smaller side.
    pub(super) fn candidate_pairs(
        &mut self,
        ri: u32,
        rj: u32,
        out: &mut SmallVec<[(Use, Use); 8]>,
    ) {
        if self.flags(ri) & F_READS == 0 || self.flags(rj) & F_WRITES == 0 {
            return;
        }
        let (Some(si), Some(sj)) = (self.slot(ri), self.slot(rj)) else {
            return;
        };
        let (n_reads, n_writes) = (self.slots[si].reads.len(), self.slots[sj].writes.len());
        if n_reads == 0 || n_writes == 0 {
            return;
        }
        if n_reads <= n_writes {
            let leaves = self.leaves;
            // `si != sj`: the sets are distinct.
            let (a, b) = if si < sj {
                let (x, y) = self.slots.split_at_mut(sj);
                (&x[si], &mut y[0])
            } else {
                let (x, y) = self.slots.split_at_mut(si);
                (&y[0], &mut x[sj])
            };
            // Sets with write trees have both the ordered writes and the tree.
            let mut large = b.large.as_deref_mut().and_then(|l| l.writes.as_mut());
            for &(r, ref ranges) in &a.reads {
                match large.as_deref_mut() {
                    Some((_, t)) if ranges.key != NOT_EXEMPT => {
                        t.query(leaves, ranges.key, ranges.as_slice(), |w| out.push((r, w)));
                    }
                    Some((t, _)) => {
                        for &(a, b) in ranges.as_slice() {
                            for &(_, w) in t.range((a, Use(0))..=(b, Use(u32::MAX))) {
                                out.push((r, w));
                            }
                        }
                    }
                    _ => {
                        for e in &b.writes {
                            if ranges.contains(e.pos)
                                && (ranges.key == NOT_EXEMPT || !e.excl.contains(ranges.key))
                            {
                                out.push((r, e.w));
                            }
                        }
                    }
                }
            }
        } else {
            let writes: SmallVec<[WriteEntry; 8]> = self.slots[sj].writes.iter().copied().collect();
            for e in writes {
                self.stab(ri, e.pos, &e.excl, |r| out.push((r, e.w)));
            }
        }
    }
    /// Moves the entries of set `from` into set `into` (the smaller into the larger).
    pub(super) fn merge_into(&mut self, into: u32, from: u32) {
        if into == from {
            return;
        }
        let Some(fs) = self.slot(from) else {
            return;
        };
        let Some(is) = self.slot(into) else {
            // Nothing indexed in `into` yet: it takes over the slot.
            if self.slot_of.len() <= into as usize {
                let n = grown_len(self.slot_of.len(), into as usize, self.value_bound);
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
        let (n, leaves) = (self.n, self.leaves);
        let b = &mut self.slots[big];
        if let Some(t) = b.read_tree() {
            for (u, ranges) in &small_set.reads {
                t.insert(leaves, ranges.as_slice(), ranges.key, *u);
            }
        }
        b.reads.extend(small_set.reads);
        if let Some((sorted, t)) = b.write_trees() {
            sorted.extend(small_set.writes.iter().map(|e| (e.pos, e.w)));
            for e in &small_set.writes {
                write_tree_insert(t, n, leaves, e);
            }
        }
        b.writes.extend(small_set.writes);
        self.grow(into);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn ranges(n: u32, exempt: &[(u32, u32)]) -> Vec<(u32, u32)> {
        let mut e = exempt.to_vec();
        Ranges::complement(n, &mut e).as_slice().to_vec()
    }

    #[test]
    pub(super) fn range_complements() {
        assert_eq!(ranges(10, &[]), vec![(0, 9)]);
        assert_eq!(ranges(10, &[(0, 3), (7, 9)]), vec![(4, 6)]);
        assert_eq!(ranges(10, &[(6, 9), (2, 3)]), vec![(0, 1), (4, 5)]);
        assert_eq!(ranges(10, &[(2, 6), (4, 8)]), vec![(0, 1), (9, 9)]);
        assert_eq!(ranges(10, &[(0, 9)]), Vec::<(u32, u32)>::new());
        let r = Ranges::complement(10, &mut [(3, 5)]);
        assert!(r.contains(2) && !r.contains(4) && r.contains(6));
        // Four ranges: the two around the smallest gap are joined.
        assert_eq!(
            ranges(20, &[(1, 1), (3, 8), (10, 12)]),
            vec![(0, 2), (9, 9), (13, 19)]
        );
    }

    /// The segment tree and the scan agree on which reads a write stabs,
    /// before and after sets merge.
    #[test]
    pub(super) fn stab_tree_matches_scan() {
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
            let mut r = Ranges::complement(100, &mut [(lo, hi)]);
            // Every fourth read is not exempt by exclusive regions.
            if i % 4 != 0 {
                r.key = next(100);
            }
            let root = i % 3;
            idx.add_read(root, Use(i), r);
            all.push((root, Use(i), r));
        }
        let check = |idx: &mut RawIndex, all: &[(u32, Use, Ranges)], root: u32, members: &[u32]| {
            for p in 0..100 {
                // Writes without exclusive regions, with one, with two.
                for excl in [
                    Excl::default(),
                    Excl {
                        r: [(p / 2, p), (0, 0)],
                        n: 1,
                    },
                    Excl {
                        r: [(p / 3 + 60, 99), (p / 4, p / 4 + 10)],
                        n: 2,
                    },
                ] {
                    let mut got = Vec::new();
                    idx.stab(root, p, &excl, |u| got.push(u));
                    got.sort();
                    let mut want: Vec<Use> = all
                        .iter()
                        .filter(|(r, _, rg)| {
                            members.contains(r)
                                && rg.contains(p)
                                && (rg.key == NOT_EXEMPT || !excl.contains(rg.key))
                        })
                        .map(|(_, u, _)| *u)
                        .collect();
                    want.sort();
                    assert_eq!(got, want, "position {p}");
                }
            }
        };
        check(&mut idx, &all, 0, &[0]);
        idx.merge_into(0, 1);
        check(&mut idx, &all, 0, &[0, 1]);
        idx.merge_into(2, 0);
        check(&mut idx, &all, 2, &[0, 1, 2]);
        assert_eq!(idx.slot(2).map(|s| idx.slots[s].reads.len()), Some(60));
        assert!(idx.slot(0).is_none() && idx.slot(1).is_none());
    }
}
