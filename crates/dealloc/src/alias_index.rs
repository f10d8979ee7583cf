//! Indexes over the memref lists of one `bufferization.dealloc`, answering
//! the buffer origin analysis's pairwise questions for a whole list at once:
//! [`AliasIndex`] (may a value alias a list entry) and
//! [`SameAllocationIndex`] (which list values is a value certainly, and is
//! any answer unknown). Each gathers at most a few origin-set elements per
//! graph value and asks the rest pair by pair, so a list whose sets overlap
//! heavily (a chain of calls) costs linear memory.

use crate::origin::{
    arg_block, category, count_origin_steps, distinct_alloc_and_block_argument, fails_iso,
    has_alloc_effect, op_in_block, view_base, BufferOriginAnalysis, Summary, Terms, EMPTY,
};
use ir::{Block, Context, Op, Value};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// MLIR's `potentiallyAliasesMemref` for one pair: the nesting heuristic
/// first, it needs no origin set.
fn pair_may_alias(ctx: &Context, a: &BufferOriginAnalysis, m: Value, v: Value) -> bool {
    !distinct_alloc_and_block_argument(ctx, m, v) && a.is_same_allocation(ctx, m, v) != Some(false)
}

/// The longest list [`AliasIndex`] answers pair by pair.
const PAIRWISE_MAX: usize = 8;

/// Answers "may `memrefs[i]` (or a query value) alias another memref of the
/// list" — MLIR's `potentiallyAliasesMemref` — for a whole list at once,
/// without comparing all pairs.
pub struct AliasIndex {
    /// The memrefs indexed, in order.
    memrefs: Vec<Value>,
    /// A list this short is answered pair by pair, without the index: its
    /// origin sets are not materialized (in a loop nest each level's are as
    /// large as the nest below, quadratic in all), and the pairs usually
    /// overlap by a direct edge or are separated by the nesting heuristic.
    pairwise: bool,
    list: Vec<Entry>,
    /// (terminal node, list position originating from it), sorted.
    by_terminal: Vec<(u32, u32)>,
    /// base value with an empty terminal set -> list positions.
    by_empty_base: FxHashMap<Value, Vec<u32>>,
    /// Count of list positions per category.
    cat_count: [usize; 3],
    /// block -> per category count of allocation-based positions nested in it.
    allocs_in_block: FxHashMap<Block, [usize; 3]>,
    /// block -> block-argument-based positions whose argument belongs to it.
    args_of_block: FxHashMap<Block, Vec<u32>>,
    mark: Vec<u32>,
    stamp: u32,
    /// Positions left out of the index because gathering their origin sets
    /// would have passed [`AliasIndex::terminal_budget`]: asked pair by pair.
    unindexed: Vec<u32>,
    /// Whether a position is in `unindexed`.
    is_unindexed: Vec<bool>,
    /// Origin-set elements the index may still gather.
    budget_left: usize,
}

struct Entry {
    base: Value,
    sum: Summary,
    terms: Rc<[u32]>,
    alloc_op: Option<Op>,
    arg_block: Option<Block>,
}

/// The entry of `v`, gathering its origin set only while `budget` lasts
/// (None past it).
fn make_entry(
    ctx: &Context,
    a: &BufferOriginAnalysis,
    v: Value,
    budget: &mut usize,
) -> Option<Entry> {
    let base = view_base(ctx, v);
    let sum = a.summary(base);
    let terms = match a.terminals_at_hand(base) {
        Some(t) => t,
        None if *budget == 0 => return None,
        None => {
            let t = a.terminals(base);
            *budget = budget.saturating_sub(t.len());
            t
        }
    };
    let alloc_op = if has_alloc_effect(ctx, base) {
        ctx.defining_op(base)
    } else {
        None
    };
    Some(Entry {
        base,
        sum,
        terms,
        alloc_op,
        arg_block: arg_block(ctx, base),
    })
}

impl AliasIndex {
    /// The alias index of `memrefs` (the memref operands of one `bufferization.dealloc`) under
    /// analysis `a`.
    pub fn new(ctx: &Context, a: &BufferOriginAnalysis, memrefs: &[Value]) -> Self {
        Self::with_budget(ctx, a, memrefs, Self::terminal_budget(a))
    }

    /// [`Self::new`] gathering at most about `budget` origin-set elements.
    fn with_budget(
        ctx: &Context,
        a: &BufferOriginAnalysis,
        memrefs: &[Value],
        budget: usize,
    ) -> Self {
        let pairwise = memrefs.len() <= PAIRWISE_MAX;
        let mut idx = AliasIndex {
            memrefs: memrefs.to_vec(),
            pairwise,
            list: Vec::with_capacity(memrefs.len()),
            by_terminal: Vec::with_capacity(memrefs.len()),
            by_empty_base: FxHashMap::default(),
            cat_count: [0; 3],
            allocs_in_block: FxHashMap::default(),
            args_of_block: FxHashMap::default(),
            mark: vec![0; memrefs.len()],
            stamp: 0,
            unindexed: Vec::new(),
            is_unindexed: vec![false; memrefs.len()],
            budget_left: budget,
        };
        if pairwise {
            return idx;
        }
        for (i, &m) in memrefs.iter().enumerate() {
            let Some(e) = make_entry(ctx, a, m, &mut idx.budget_left) else {
                idx.unindexed.push(i as u32);
                idx.is_unindexed[i] = true;
                idx.list.push(Entry {
                    base: m,
                    sum: EMPTY,
                    terms: Rc::from(Vec::new()),
                    alloc_op: None,
                    arg_block: None,
                });
                continue;
            };
            let i = i as u32;
            if e.terms.is_empty() {
                idx.by_empty_base.entry(e.base).or_default().push(i);
            }
            count_origin_steps(e.terms.len());
            idx.by_terminal.extend(e.terms.iter().map(|&t| (t, i)));
            let c = category(&e.sum);
            idx.cat_count[c] += 1;
            if let Some(op) = e.alloc_op {
                let mut cur = op;
                loop {
                    if let Some(b) = ctx.parent_block(cur) {
                        idx.allocs_in_block.entry(b).or_default()[c] += 1;
                    }
                    match ctx.parent_op(cur) {
                        Some(p) => cur = p,
                        None => break,
                    }
                }
            }
            if let Some(b) = e.arg_block {
                idx.args_of_block.entry(b).or_default().push(i);
            }
            idx.list.push(e);
        }
        idx.by_terminal.sort_unstable();
        idx
    }

    /// How many origin-set elements one index may gather: a few per value
    /// of the graph. A chain of calls gives the k-th result k origins, so
    /// listing every memref's set was quadratic memory; past the budget the
    /// rest is asked pair by pair, which needs no set when the isolation
    /// test or the first pair decides.
    fn terminal_budget(a: &BufferOriginAnalysis) -> usize {
        4 * a.num_nodes() + 4096
    }

    /// Where the list positions originating from terminal `t` lie in
    /// `by_terminal`.
    fn terminal_range(&self, t: u32) -> std::ops::Range<usize> {
        let start = self.by_terminal.partition_point(|&(x, _)| x < t);
        let end = start + self.by_terminal[start..].partition_point(|&(x, _)| x == t);
        start..end
    }

    /// Whether list entry `j` and the query `q` are certainly distinct by
    /// the allocation/block-argument nesting heuristic.
    fn distinct_ab(&self, ctx: &Context, q: &Entry, j: u32) -> bool {
        let e = &self.list[j as usize];
        let ab = |alloc: &Entry, arg: &Entry| match (alloc.alloc_op, arg.arg_block) {
            (Some(op), Some(b)) => op_in_block(ctx, op, b),
            _ => false,
        };
        ab(q, e) || ab(e, q)
    }

    /// The memrefs indexed, in order.
    pub fn memrefs(&self) -> &[Value] {
        &self.memrefs
    }

    /// Whether `v` may alias some list entry other than position `skip`;
    /// `a` is the analysis the index was built with.
    pub fn may_alias_any(
        &mut self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        v: Value,
        skip: Option<usize>,
    ) -> bool {
        if self.pairwise {
            return self.may_alias_pairwise(ctx, a, v, skip);
        }
        match make_entry(ctx, a, v, &mut self.budget_left) {
            Some(q) => self.may_alias_split(ctx, a, &q, v, skip),
            None => self.may_alias_pairwise(ctx, a, v, skip),
        }
    }

    /// The index's answer for the indexed positions, then the unindexed
    /// ones pair by pair (the answer is whether any position may alias).
    fn may_alias_split(
        &mut self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        q: &Entry,
        v: Value,
        skip: Option<usize>,
    ) -> bool {
        let indexed_skip = skip.filter(|&s| !self.is_unindexed[s]);
        if self.may_alias_entry(ctx, q, indexed_skip.map(|s| s as u32)) {
            return true;
        }
        self.unindexed.iter().any(|&j| {
            Some(j as usize) != skip && pair_may_alias(ctx, a, self.memrefs[j as usize], v)
        })
    }

    /// `may_alias_any` for list position `i` against the others.
    pub fn entry_may_alias_others(
        &mut self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        i: usize,
    ) -> bool {
        if self.pairwise || self.is_unindexed[i] {
            return self.may_alias_pairwise(ctx, a, self.memrefs[i], Some(i));
        }
        let q = &self.list[i];
        let q = Entry {
            base: q.base,
            sum: q.sum,
            terms: q.terms.clone(),
            alloc_op: q.alloc_op,
            arg_block: q.arg_block,
        };
        self.may_alias_split(ctx, a, &q, self.memrefs[i], Some(i))
    }

    /// MLIR's pair-by-pair answer, the nesting heuristic first: it needs
    /// no origin set.
    fn may_alias_pairwise(
        &self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        v: Value,
        skip: Option<usize>,
    ) -> bool {
        self.memrefs
            .iter()
            .enumerate()
            .any(|(j, &m)| Some(j) != skip && pair_may_alias(ctx, a, m, v))
    }

    fn may_alias_entry(&mut self, ctx: &Context, q: &Entry, skip: Option<u32>) -> bool {
        self.stamp += 1;
        let stamp = self.stamp;
        let qc = category(&q.sum);
        // 1. Entries sharing an origin with q: may alias unless the nesting
        //    heuristic separates them.
        let mut shared_failing = 0usize;
        let mut shared_failing_allocs_in_q_block = 0usize;
        // Visited terminal by terminal, so that the first entry that may
        // alias ends the query before the other terminals are looked up
        // (a chain of calls gives each result every earlier one as a
        // terminal).
        let empty_base_entries = match q.terms.is_empty() {
            true => self.by_empty_base.get(&q.base).map_or(0, Vec::len),
            false => 0,
        };
        let groups = if q.terms.is_empty() { 1 } else { q.terms.len() };
        for g in 0..groups {
            let range = if q.terms.is_empty() {
                0..empty_base_entries
            } else {
                self.terminal_range(q.terms[g])
            };
            for k in range {
                let j = if q.terms.is_empty() {
                    self.by_empty_base[&q.base][k]
                } else {
                    self.by_terminal[k].1
                };
                if Some(j) == skip || self.mark[j as usize] == stamp {
                    continue;
                }
                if q.terms.is_empty() && self.list[j as usize].base != q.base {
                    continue;
                }
                self.mark[j as usize] = stamp;
                if !self.distinct_ab(ctx, q, j) {
                    return true;
                }
                let e = &self.list[j as usize];
                if fails_iso(qc, category(&e.sum)) {
                    shared_failing += 1;
                    if let (Some(b), Some(op)) = (q.arg_block, e.alloc_op) {
                        if op_in_block(ctx, op, b) {
                            shared_failing_allocs_in_q_block += 1;
                        }
                    }
                }
            }
        }
        // Entries with the same base but an empty terminal set are covered
        // above; the same base with terminals shares them.
        // 2. Entries with disjoint origins that fail the isolation test.
        let mut failing: usize = (0..3)
            .filter(|&c| fails_iso(qc, c))
            .map(|c| self.cat_count[c])
            .sum();
        if let Some(s) = skip {
            if fails_iso(qc, category(&self.list[s as usize].sum)) {
                failing -= 1;
            }
        }
        let failing = failing - shared_failing;
        if failing == 0 {
            return false;
        }
        // Only the nesting heuristic can still separate them.
        if let Some(op) = q.alloc_op {
            let mut rescued = 0usize;
            let mut cur = op;
            loop {
                if let Some(b) = ctx.parent_block(cur) {
                    if let Some(js) = self.args_of_block.get(&b) {
                        for &j in js {
                            if Some(j) == skip || self.mark[j as usize] == stamp {
                                continue;
                            }
                            if fails_iso(qc, category(&self.list[j as usize].sum)) {
                                rescued += 1;
                            }
                        }
                    }
                }
                match ctx.parent_op(cur) {
                    Some(p) => cur = p,
                    None => break,
                }
            }
            return rescued < failing;
        }
        if let Some(b) = q.arg_block {
            let counts = self.allocs_in_block.get(&b).copied().unwrap_or([0; 3]);
            let mut rescued: usize = (0..3)
                .filter(|&c| fails_iso(qc, c))
                .map(|c| counts[c])
                .sum();
            if let Some(s) = skip {
                let e = &self.list[s as usize];
                if let Some(op) = e.alloc_op {
                    if fails_iso(qc, category(&e.sum)) && op_in_block(ctx, op, b) {
                        rescued -= 1;
                    }
                }
            }
            rescued -= shared_failing_allocs_in_q_block;
            return rescued < failing;
        }
        true
    }
}

/// Answers, for a value `q` against every value of a list (the retained
/// values of one `bufferization.dealloc`), what MLIR's
/// `RemoveDeallocMemrefsContainedInRetained` asks of
/// [`BufferOriginAnalysis::is_same_allocation`] pair by pair: whether no
/// answer is "unknown", and which values answer "certainly the same". A
/// wide loop gives one dealloc as many memrefs as retained values, all
/// pairwise distinct, so the pairs made that pattern quadratic.
///
/// A pair answers "same" when the view bases are equal or both have the
/// same single terminal; otherwise "distinct" when the isolation test passes
/// and the terminal sets are disjoint (the analysis's disjointness test
/// never says "overlap" for disjoint sets: a direct dependency edge implies
/// shared terminals); otherwise "unknown". So the values that are not
/// "distinct" are found by base, by single terminal, by category and by
/// shared terminal, without visiting the others.
pub struct SameAllocationIndex {
    /// The values indexed, in order.
    values: Vec<Value>,
    /// A list this short is answered pair by pair (see [`AliasIndex`]).
    pairwise: bool,
    /// (view base, position), sorted.
    by_base: Vec<(Value, u32)>,
    /// (terminal node, position originating from it), sorted.
    by_terminal: Vec<(u32, u32)>,
    /// Per position, its terminal count and isolation category.
    terms: Vec<Terms>,
    category: Vec<u8>,
    /// Count of positions per category.
    cat_count: [usize; 3],
    mark: Vec<u32>,
    stamp: u32,
    /// Origin-set elements the index may still gather (see
    /// [`AliasIndex::terminal_budget`]); past it, pair by pair.
    budget_left: usize,
}

impl SameAllocationIndex {
    /// The index of `values` under analysis `a`.
    pub fn new(ctx: &Context, a: &BufferOriginAnalysis, values: &[Value]) -> Self {
        let pairwise = values.len() <= PAIRWISE_MAX;
        let mut idx = SameAllocationIndex {
            values: values.to_vec(),
            pairwise,
            by_base: Vec::new(),
            by_terminal: Vec::new(),
            terms: Vec::new(),
            category: Vec::new(),
            cat_count: [0; 3],
            mark: Vec::new(),
            stamp: 0,
            budget_left: AliasIndex::terminal_budget(a),
        };
        if pairwise {
            return idx;
        }
        idx.mark = vec![0; values.len()];
        for (i, &v) in values.iter().enumerate() {
            let base = view_base(ctx, v);
            let sum = a.summary(base);
            let Some(terms) = idx.gather_terminals(a, base) else {
                idx.pairwise = true;
                return idx;
            };
            count_origin_steps(terms.len() + 1);
            idx.by_base.push((base, i as u32));
            idx.by_terminal.extend(terms.iter().map(|&t| (t, i as u32)));
            idx.terms.push(sum.terms);
            let c = category(&sum);
            idx.category.push(c as u8);
            idx.cat_count[c] += 1;
        }
        idx.by_base.sort_unstable();
        idx.by_terminal.sort_unstable();
        idx
    }

    /// The values indexed, in order.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// The terminals of `base` if at hand or within the budget.
    fn gather_terminals(&mut self, a: &BufferOriginAnalysis, base: Value) -> Option<Rc<[u32]>> {
        if let Some(t) = a.terminals_at_hand(base) {
            return Some(t);
        }
        if self.budget_left == 0 {
            return None;
        }
        let t = a.terminals(base);
        self.budget_left = self.budget_left.saturating_sub(t.len());
        Some(t)
    }

    fn terminal_range(&self, t: u32) -> std::ops::Range<usize> {
        let start = self.by_terminal.partition_point(|&(x, _)| x < t);
        let end = start + self.by_terminal[start..].partition_point(|&(x, _)| x == t);
        start..end
    }

    /// The positions of the values that are certainly the same allocation
    /// as `q` (`is_same_allocation` answers `Some(true)`), in order.
    pub fn certainly_same(
        &mut self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        q: Value,
        same: &mut Vec<u32>,
    ) {
        same.clear();
        if self.pairwise {
            same.extend(
                (0..self.values.len() as u32).filter(|&i| {
                    a.is_same_allocation(ctx, self.values[i as usize], q) == Some(true)
                }),
            );
            return;
        }
        let base = view_base(ctx, q);
        self.mark_same(a, base, same);
        same.sort_unstable();
    }

    /// Marks and lists (unordered) the positions certainly the same
    /// allocation as a value of view base `base`: the same base, or the same
    /// single terminal.
    fn mark_same(&mut self, a: &BufferOriginAnalysis, base: Value, same: &mut Vec<u32>) -> Summary {
        count_origin_steps(1);
        self.stamp += 1;
        let stamp = self.stamp;
        let sum = a.summary(base);
        let start = self.by_base.partition_point(|&(b, _)| b < base);
        for &(b, j) in &self.by_base[start..] {
            if b != base {
                break;
            }
            self.mark[j as usize] = stamp;
            same.push(j);
        }
        if let Terms::One(t) = sum.terms {
            for k in self.terminal_range(t) {
                let j = self.by_terminal[k].1;
                if self.terms[j as usize] == Terms::One(t) && self.mark[j as usize] != stamp {
                    self.mark[j as usize] = stamp;
                    same.push(j);
                }
            }
        }
        sum
    }

    /// False when some value's `is_same_allocation` answer against `q` is
    /// unknown; otherwise true, with `same` set to the positions of the
    /// values that are certainly the same allocation as `q`, in order.
    pub fn all_known(
        &mut self,
        ctx: &Context,
        a: &BufferOriginAnalysis,
        q: Value,
        same: &mut Vec<u32>,
    ) -> bool {
        same.clear();
        let base = view_base(ctx, q);
        let terminals = match self.pairwise {
            true => None,
            false => self.gather_terminals(a, base),
        };
        let Some(terminals) = terminals else {
            for (i, &v) in self.values.iter().enumerate() {
                match a.is_same_allocation(ctx, v, q) {
                    None => return false,
                    Some(true) => same.push(i as u32),
                    Some(false) => {}
                }
            }
            return true;
        };
        let sum = self.mark_same(a, base, same);
        // Any other value failing the isolation test is unknown.
        let qc = category(&sum);
        let failing: usize = (0..3)
            .filter(|&c| fails_iso(qc, c))
            .map(|c| self.cat_count[c])
            .sum();
        let failing_same = same
            .iter()
            .filter(|&&j| fails_iso(qc, self.category[j as usize] as usize))
            .count();
        if failing > failing_same {
            return false;
        }
        // So is any other value sharing a terminal.
        let stamp = self.stamp;
        for (n, &t) in terminals.iter().enumerate() {
            for k in self.terminal_range(t) {
                if self.mark[self.by_terminal[k].1 as usize] != stamp {
                    count_origin_steps(n + 1);
                    return false;
                }
            }
        }
        count_origin_steps(terminals.len());
        same.sort_unstable();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::origin::tests::{setup, SRC};
    use crate::origin::SET_CAP;

    #[test]
    fn alias_index_matches_pairwise_answers() {
        let (ctx, m, args, r) = setup(SRC);
        let a = BufferOriginAnalysis::new(&ctx, m);
        let list = vec![r[0], r[1], r[2], args[1], r[0]];
        // Long enough for the index proper (the list repeats itself).
        let long: Vec<Value> = list
            .iter()
            .cycle()
            .take(2 * PAIRWISE_MAX)
            .copied()
            .collect();
        // Each entry's answer is the pairwise definition's, on the index proper and on a short
        // list (answered pair by pair).
        let check = |values: &[Value], label: &str| {
            let mut idx = AliasIndex::new(&ctx, &a, values);
            for i in 0..values.len() {
                let pairwise = (0..values.len()).any(|j| {
                    j != i
                        && !distinct_alloc_and_block_argument(&ctx, values[j], values[i])
                        && a.is_same_allocation(&ctx, values[j], values[i]) != Some(false)
                });
                assert_eq!(
                    idx.entry_may_alias_others(&ctx, &a, i),
                    pairwise,
                    "{label} entry {i}"
                );
            }
            idx.pairwise
        };
        assert!(!check(&long, "long"));
        assert!(check(&list, "short"));
        // %1 alone against the others: only distinct allocations and args.
        let mut idx2 = AliasIndex::new(&ctx, &a, &[r[0], args[0]]);
        assert!(!idx2.may_alias_any(&ctx, &a, r[1], None));
        assert!(idx2.may_alias_any(&ctx, &a, r[2], None));
    }
    #[test]
    fn same_allocation_index_matches_pairwise_answers() {
        let (ctx, m, args, r) = setup(SRC);
        let a = BufferOriginAnalysis::new(&ctx, m);
        let values: Vec<Value> = r.iter().chain(&args).copied().collect();
        // Each rotation of the values, cut at several lengths: short lists
        // are answered pair by pair, long ones (values repeated) by the
        // index proper.
        for len in [3, 2 * PAIRWISE_MAX + 1] {
            for start in 0..values.len() {
                let list: Vec<Value> = values
                    .iter()
                    .cycle()
                    .skip(start)
                    .take(len)
                    .copied()
                    .collect();
                let mut idx = SameAllocationIndex::new(&ctx, &a, &list);
                assert_eq!(idx.pairwise, len <= PAIRWISE_MAX);
                let mut same = Vec::new();
                for &q in &values {
                    let answers: Vec<Option<bool>> = list
                        .iter()
                        .map(|&v| a.is_same_allocation(&ctx, v, q))
                        .collect();
                    let certain: Vec<u32> = (0..len as u32)
                        .filter(|&i| answers[i as usize] == Some(true))
                        .collect();
                    idx.certainly_same(&ctx, &a, q, &mut same);
                    assert_eq!(same, certain, "certainly the same as {q:?} in {list:?}");
                    let known = answers.iter().all(Option::is_some);
                    assert_eq!(
                        idx.all_known(&ctx, &a, q, &mut same),
                        known,
                        "{q:?} in {list:?}"
                    );
                    if known {
                        assert_eq!(same, certain, "known for {q:?} in {list:?}");
                    }
                }
            }
        }
    }
    #[test]
    fn alias_index_past_its_budget_matches_pairwise_answers() {
        // A chain of selects: the k-th has k + 1 allocations as origins, so
        // the last ones' sets are too large to be stored and are gathered on
        // demand (or, past the budget, not at all).
        let n = 2 * SET_CAP;
        let mut src = String::from("func.func @f(%c: i1, %m: memref<2xf32>) {\n");
        for k in 0..n {
            src.push_str(&format!("  %a{k} = memref.alloc() : memref<2xf32>\n"));
        }
        src.push_str("  %s0 = arith.select %c, %a0, %m : memref<2xf32>\n");
        for k in 1..n {
            src.push_str(&format!(
                "  %s{k} = arith.select %c, %s{}, %a{k} : memref<2xf32>\n",
                k - 1
            ));
        }
        // Two allocations no select reaches: distinct from everything.
        src.push_str("  %b0 = memref.alloc() : memref<2xf32>\n");
        src.push_str("  %b1 = memref.alloc() : memref<2xf32>\n");
        src.push_str("  return\n}\n");
        let (ctx, m, args, r) = setup(&src);
        let a = BufferOriginAnalysis::new(&ctx, m);
        let (allocs, rest) = r.split_at(n);
        let (selects, lone) = rest.split_at(n);
        let list: Vec<Value> = [selects[n - 1], allocs[3], selects[n - 2], args[1]]
            .into_iter()
            .chain(selects[..2 * PAIRWISE_MAX].iter().copied())
            .chain([selects[SET_CAP + 3], allocs[n - 1], allocs[n - 2], lone[0]])
            .collect();
        let queries: Vec<Value> = [selects[n - 1], allocs[0], allocs[n - 1], args[1]]
            .into_iter()
            .chain([selects[SET_CAP], selects[5], lone[0], lone[1]])
            .collect();
        let mut answers = Vec::new();
        for budget in [0, 3 * n, usize::MAX] {
            let mut idx = AliasIndex::with_budget(&ctx, &a, &list, budget);
            for i in 0..list.len() {
                let pairwise =
                    (0..list.len()).any(|j| j != i && pair_may_alias(&ctx, &a, list[j], list[i]));
                assert_eq!(
                    idx.entry_may_alias_others(&ctx, &a, i),
                    pairwise,
                    "budget {budget}, entry {i}"
                );
                answers.push(pairwise);
            }
            for &q in &queries {
                let pairwise = list.iter().any(|&v| pair_may_alias(&ctx, &a, v, q));
                assert_eq!(
                    idx.may_alias_any(&ctx, &a, q, None),
                    pairwise,
                    "budget {budget}, query {q:?}"
                );
            }
            if budget == 0 {
                assert!(!idx.unindexed.is_empty(), "the large sets are left out");
            }
            answers.push(idx.may_alias_any(&ctx, &a, lone[1], None));
        }
        assert!(answers.contains(&true) && answers.contains(&false));
    }
}
