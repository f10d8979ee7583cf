//! Buffer view flow and buffer origin analysis: which buffers a memref value
//! may originate from, and whether two memref values are certainly, maybe
//! or certainly not the same allocation (mlir-opt 22's
//! `BufferViewFlowAnalysis` and `BufferOriginAnalysis`).
//!
//! MLIR answers each query by resolving both values' origin sets from
//! scratch. Here the dependency graph is built once, condensed into strongly
//! connected components (iterative Tarjan) and summarized bottom-up: for
//! every component the set of *terminal* buffers it can originate from
//! (stored explicitly up to [`SET_CAP`] elements, else recomputed on demand
//! and cached), whether all of them are allocations, and whether all are
//! allocations or function entry arguments. Weakly connected components
//! (union-find) give a constant-time "certainly disjoint" fast path, and a
//! dependency edge between two components a constant-time "certainly
//! overlapping" one. Queries then cost O(1) for the usual small sets.
//!
//! The dealloc simplification asks these questions of whole lists of
//! memrefs at once, through indexes built on this analysis.

use crate::interfaces::{alloc_effect, forwarded_operands, kind, view_source, OpKinds};
use crate::util::{is_memref, IdMap};
use ir::interfaces::{RegionEdge, RegionFlow, RegionTarget};
use ir::{Block, Context, Op, Value};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Terminal sets larger than this are not stored but recomputed on demand.
pub const SET_CAP: usize = 32;

static ORIGIN_STEPS: AtomicU64 = AtomicU64::new(0);

/// The work of origin queries so far in this process: one step per
/// same-allocation query, plus the origin-set elements that large sets,
/// alias indexes and set intersections go through. Tests bound its growth
/// on deep nests, where a set per level as large as the nest below made the
/// deallocation simplification quadratic.
pub fn origin_steps() -> u64 {
    ORIGIN_STEPS.load(Ordering::Relaxed)
}

pub(crate) fn count_origin_steps(n: usize) {
    ORIGIN_STEPS.fetch_add(n as u64, Ordering::Relaxed);
}

/// Follows view-like ops back to the viewed buffer.
pub fn view_base(ctx: &Context, mut v: Value) -> Value {
    while let Some(d) = ctx.defining_op(v) {
        if ctx.results(d).first() != Some(&v) {
            break;
        }
        let Some(source) = view_source(ctx, d) else {
            break;
        };
        v = source;
    }
    v
}

/// Whether `v` is the result of an op with an allocation effect on it.
pub fn has_alloc_effect(ctx: &Context, v: Value) -> bool {
    match ctx.value(v).def {
        ir::context::ValueDef::Result(op, i) => alloc_effect(ctx, op, i as usize).is_some(),
        _ => false,
    }
}

/// Whether `v` is an argument of the entry block of a function body.
pub fn is_function_argument(ctx: &Context, v: Value) -> bool {
    let ir::context::ValueDef::Arg(b, _) = ctx.value(v).def else {
        return false;
    };
    let Some(p) = ctx.block_parent_op(b) else {
        return false;
    };
    ctx.isa(p, &dialects::func::FUNC)
        && ctx.regions_of(p).first().and_then(|&r| ctx.entry_block(r)) == Some(b)
}

/// The block argument's block, if `v` is a block argument.
pub fn arg_block(ctx: &Context, v: Value) -> Option<Block> {
    match ctx.value(v).def {
        ir::context::ValueDef::Arg(b, _) => Some(b),
        _ => None,
    }
}

/// MLIR's heuristic: one value is an allocation nested in the block whose
/// argument the other value is (both looked at through views).
pub fn distinct_alloc_and_block_argument(ctx: &Context, a: Value, b: Value) -> bool {
    let a = view_base(ctx, a);
    let b = view_base(ctx, b);
    alloc_inside_arg_block(ctx, a, b) || alloc_inside_arg_block(ctx, b, a)
}

fn alloc_inside_arg_block(ctx: &Context, alloc: Value, arg: Value) -> bool {
    let Some(op) = ctx.defining_op(alloc) else {
        return false;
    };
    if !has_alloc_effect(ctx, alloc) {
        return false;
    }
    let Some(b) = arg_block(ctx, arg) else {
        return false;
    };
    op_in_block(ctx, op, b)
}

/// Whether `op` or one of its ancestors is in block `b`.
pub fn op_in_block(ctx: &Context, mut op: Op, b: Block) -> bool {
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

/// How many terminals a value originates from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terms {
    /// No terminal.
    Empty,
    /// Exactly one terminal, by node id.
    One(u32),
    /// Several terminals.
    Many,
}

/// What a value's terminal set looks like.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    /// How many terminals.
    pub terms: Terms,
    /// All terminals are allocations.
    pub all_allocs: bool,
    /// All terminals are allocations or function entry arguments.
    pub all_allocs_or_args: bool,
    /// The component in the dependency graph (None: the value is not in it).
    pub scc: Option<u32>,
    /// The weakly connected class (union-find root).
    pub class: Option<u32>,
}

pub(crate) const EMPTY: Summary = Summary {
    terms: Terms::Empty,
    all_allocs: true,
    all_allocs_or_args: true,
    scc: None,
    class: None,
};

/// The buffer origin analysis of the memrefs under an op (see the module docs).
pub struct BufferOriginAnalysis {
    /// Node id by value id.
    node: IdMap,
    values: Vec<Value>,
    /// Reverse dependencies (value -> the values it may originate from), CSR.
    rev_start: Vec<u32>,
    rev: Vec<u32>,
    terminal: Vec<bool>,
    scc_of: Vec<u32>,
    /// Per component: members (`members[member_start[c]..member_start[c + 1]]`),
    /// explicit terminal set (None: too large).
    members: Vec<u32>,
    member_start: Vec<u32>,
    scc_sets: Vec<Option<Rc<[u32]>>>,
    scc_terms: Vec<Terms>,
    scc_aa: Vec<bool>,
    scc_aaf: Vec<bool>,
    class: Vec<u32>,
    big_cache: RefCell<FxHashMap<u32, Rc<[u32]>>>,
    /// Visit stamps by component for `scc_terminals` and the stamp of the
    /// current walk: a fresh mark vector per large set made every one cost
    /// the whole graph (quadratic in a loop nest, where each level has one).
    seen: RefCell<(Vec<u32>, u32)>,
}

struct Builder<'c> {
    ctx: &'c Context,
    kinds: &'c mut OpKinds,
    node: IdMap,
    values: Vec<Value>,
    edges: Vec<(u32, u32)>,
    terminal: Vec<bool>,
}

impl<'c> Builder<'c> {
    fn new(ctx: &'c Context, kinds: &'c mut OpKinds) -> Self {
        Builder {
            ctx,
            kinds,
            node: IdMap::new(),
            values: Vec::new(),
            edges: Vec::new(),
            terminal: Vec::new(),
        }
    }

    fn id(&mut self, v: Value) -> u32 {
        if let Some(i) = self.node.get(v.index()) {
            return i;
        }
        let i = self.values.len() as u32;
        self.node.insert(v.index(), i);
        self.values.push(v);
        self.terminal.push(false);
        i
    }
    /// `to` may originate from `from`.
    fn dep(&mut self, from: Value, to: Value) {
        let f = self.id(from);
        let t = self.id(to);
        self.edges.push((t, f));
    }
    fn deps(&mut self, from: &[Value], to: &[Value]) {
        for (&f, &t) in from.iter().zip(to) {
            self.dep(f, t);
        }
    }
    fn term(&mut self, v: Value) {
        if is_memref(self.ctx, v) {
            let i = self.id(v);
            self.terminal[i as usize] = true;
        }
    }
    fn op_terminals(&mut self, op: Op) {
        let ctx = self.ctx;
        for &r in ctx.results(op) {
            self.term(r);
        }
        for &r in ctx.regions_of(op) {
            if let Some(b) = ctx.entry_block(r) {
                for &a in ctx.block_args(b) {
                    self.term(a);
                }
            }
        }
    }

    fn visit(&mut self, op: Op) {
        let ctx = self.ctx;
        let k = self.kinds.of(ctx, op);
        if k & kind::SELECT != 0 {
            if let Some(sel) = ctx.view::<dialects::arith::Select>(op) {
                if ctx.num_operands(op) == 3 && ctx.results(op).len() == 1 {
                    let r = sel.result(ctx);
                    self.dep(sel.true_value(ctx), r);
                    self.dep(sel.false_value(ctx), r);
                }
            }
            return;
        }
        if k & kind::ALLOC_OR_FREE != 0 {
            if let Some(realloc) = ctx.view::<dialects::memref::Realloc>(op) {
                if ctx.num_operands(op) >= 1 && ctx.results(op).len() == 1 {
                    let r = realloc.result(ctx);
                    self.dep(realloc.source(ctx), r);
                    self.term(r);
                }
                return;
            }
        }
        if k & kind::VIEW_LIKE != 0 {
            if let (Some(source), Some(&r)) = (view_source(ctx, op), ctx.results(op).first()) {
                self.dep(source, r);
            }
            return;
        }
        if k & kind::BRANCH != 0 {
            for (s, &b) in ctx.successors(op).iter().enumerate() {
                let fwd = forwarded_operands(ctx, op, s);
                let args = ctx.block_args(b).to_vec();
                self.deps(&fwd, &args);
            }
            return;
        }
        if k & kind::REGION_BRANCH != 0 && self.region_branch(op) {
            return;
        }
        if k & kind::REGION_TERMINATOR != 0 {
            return;
        }
        if k & kind::CALL != 0 {
            self.op_terminals(op);
            let ops = ctx.operand_vec(op);
            let res = ctx.results(op).to_vec();
            for &o in &ops {
                for &r in &res {
                    self.dep(o, r);
                }
            }
            return;
        }
        self.op_terminals(op);
    }

    /// The entry-block arguments of region `i` of `op`.
    fn region_args(&self, op: Op, i: usize) -> Vec<Value> {
        self.ctx
            .regions_of(op)
            .get(i)
            .and_then(|&r| self.ctx.entry_block(r))
            .map(|b| self.ctx.block_args(b).to_vec())
            .unwrap_or_default()
    }

    /// Operands of the region-branch terminators of region `i` (skipping
    /// `skip` leading operands, as for `scf.condition`).
    fn terminator_operands(&self, op: Op, i: usize) -> Vec<Vec<Value>> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        let Some(&r) = ctx.regions_of(op).get(i) else {
            return out;
        };
        for &b in ctx.region_blocks(r) {
            let Some(t) = ctx.terminator(b) else { continue };
            if !crate::interfaces::is_region_terminator(ctx, t) {
                continue;
            }
            let (s, n) = crate::interfaces::region_terminator_operands(ctx, t);
            out.push(ctx.operands(t).skip(s).take(n).collect());
        }
        out
    }

    /// Wires a `RegionBranchOpInterface` op; false if `op` is not one (or
    /// a loop whose regions this does not know).
    fn region_branch(&mut self, op: Op) -> bool {
        let ctx = self.ctx;
        let Some(rb) = ctx.iface(op).region_branch else {
            return false;
        };
        let results = ctx.results(op).to_vec();
        if let Some(graph) = rb.graph {
            let targets = |e: &RegionEdge| match e.to {
                RegionTarget::Parent => results.clone(),
                RegionTarget::Region(i) => self
                    .region_args(op, i as usize)
                    .get(e.skip_args as usize..)
                    .unwrap_or(&[])
                    .to_vec(),
            };
            let entry: Vec<Value> = rb.entry_operands.values(ctx, op).collect();
            let from_parent: Vec<Vec<Value>> = graph.from_parent.iter().map(targets).collect();
            let from_regions: Vec<Vec<Vec<Value>>> = (0..ctx.regions_of(op).len())
                .map(|i| graph.from_region(i).iter().map(targets).collect())
                .collect();
            for t in &from_parent {
                self.deps(&entry, t);
            }
            for (i, succs) in from_regions.iter().enumerate() {
                for y in self.terminator_operands(op, i) {
                    for t in succs {
                        self.deps(&y, t);
                    }
                }
            }
            return true;
        }
        match rb.flow {
            RegionFlow::Once | RegionFlow::Exclusive => {
                for i in 0..ctx.regions_of(op).len() {
                    for y in self.terminator_operands(op, i) {
                        self.deps(&y, &results);
                    }
                }
            }
            // No value flows from the body to the results.
            RegionFlow::Parallel => {}
            RegionFlow::Loop => return false,
        }
        true
    }
}

impl BufferOriginAnalysis {
    /// Analyzes every op nested in `root` (and `root` itself).
    pub fn new(ctx: &Context, root: Op) -> Self {
        Self::with_kinds(ctx, root, &mut OpKinds::default())
    }

    /// [`Self::new`] with op kinds that may be kept across analyses of the
    /// same context.
    pub fn with_kinds(ctx: &Context, root: Op, kinds: &mut OpKinds) -> Self {
        let mut b = Builder::new(ctx, kinds);
        ctx.walk_pre(root, |op| b.visit(op));
        Self::from_builder(ctx, b)
    }

    /// [`Self::with_kinds`] if some op nested in `root` (or `root`) is named
    /// `name`, which the analysis's own walk looks for; None otherwise.
    pub fn with_kinds_if_any(
        ctx: &Context,
        root: Op,
        kinds: &mut OpKinds,
        name: ir::Sym,
    ) -> Option<Self> {
        let mut b = Builder::new(ctx, kinds);
        let mut any = false;
        ctx.walk_pre(root, |op| {
            any |= ctx.op(op).name == name;
            b.visit(op)
        });
        any.then(|| Self::from_builder(ctx, b))
    }

    fn from_builder(ctx: &Context, b: Builder) -> Self {
        let n = b.values.len();
        // CSR of reverse dependencies.
        let mut rev_start = vec![0u32; n + 1];
        for &(t, _) in &b.edges {
            rev_start[t as usize + 1] += 1;
        }
        for i in 0..n {
            rev_start[i + 1] += rev_start[i];
        }
        let mut fill = rev_start.clone();
        let mut rev = vec![0u32; b.edges.len()];
        for &(t, f) in &b.edges {
            rev[fill[t as usize] as usize] = f;
            fill[t as usize] += 1;
        }
        // Weakly connected classes.
        let mut uf: Vec<u32> = (0..n as u32).collect();
        fn find(uf: &mut [u32], mut x: u32) -> u32 {
            while uf[x as usize] != x {
                uf[x as usize] = uf[uf[x as usize] as usize];
                x = uf[x as usize];
            }
            x
        }
        for &(t, f) in &b.edges {
            let (a, c) = (find(&mut uf, t), find(&mut uf, f));
            if a != c {
                uf[a as usize] = c;
            }
        }
        let class: Vec<u32> = (0..n as u32).map(|x| find(&mut uf, x)).collect();
        let mut a = BufferOriginAnalysis {
            node: b.node,
            values: b.values,
            rev_start,
            rev,
            terminal: b.terminal,
            scc_of: vec![u32::MAX; n],
            members: Vec::with_capacity(n),
            member_start: vec![0],
            scc_sets: Vec::new(),
            scc_terms: Vec::new(),
            scc_aa: Vec::new(),
            scc_aaf: Vec::new(),
            class,
            big_cache: RefCell::new(FxHashMap::default()),
            seen: RefCell::new((Vec::new(), 0)),
        };
        a.tarjan(ctx);
        a
    }

    fn succ(&self, v: u32) -> &[u32] {
        &self.rev[self.rev_start[v as usize] as usize..self.rev_start[v as usize + 1] as usize]
    }

    /// Iterative Tarjan; components complete children-first, so each
    /// summary is computed from finished ones.
    fn tarjan(&mut self, ctx: &Context) {
        let n = self.values.len();
        let mut index = vec![u32::MAX; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        let mut call: Vec<(u32, u32)> = Vec::new();
        let mut next = 0u32;
        // Scratch for the terminal set being summarized.
        let mut set: Vec<u32> = Vec::new();
        for root in 0..n as u32 {
            if index[root as usize] != u32::MAX {
                continue;
            }
            call.push((root, 0));
            index[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push(root);
            on_stack[root as usize] = true;
            while let Some(&mut (v, ref mut ei)) = call.last_mut() {
                let s = self.succ(v);
                if (*ei as usize) < s.len() {
                    let w = s[*ei as usize];
                    *ei += 1;
                    if index[w as usize] == u32::MAX {
                        index[w as usize] = next;
                        low[w as usize] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w as usize] = true;
                        call.push((w, 0));
                    } else if on_stack[w as usize] {
                        low[v as usize] = low[v as usize].min(index[w as usize]);
                    }
                    continue;
                }
                call.pop();
                if let Some(&(p, _)) = call.last() {
                    low[p as usize] = low[p as usize].min(low[v as usize]);
                }
                if low[v as usize] == index[v as usize] {
                    let id = self.member_start.len() as u32 - 1;
                    loop {
                        let w = stack.pop().unwrap();
                        on_stack[w as usize] = false;
                        self.scc_of[w as usize] = id;
                        self.members.push(w);
                        if w == v {
                            break;
                        }
                    }
                    self.member_start.push(self.members.len() as u32);
                    self.summarize(ctx, id, &mut set);
                }
            }
        }
    }

    /// The members of component `c`, as a range of `members`.
    fn member_range(&self, c: u32) -> std::ops::Range<usize> {
        self.member_start[c as usize] as usize..self.member_start[c as usize + 1] as usize
    }

    fn summarize(&mut self, ctx: &Context, id: u32, set: &mut Vec<u32>) {
        set.clear();
        let mut big = false;
        let mut aa = true;
        let mut aaf = true;
        for mi in self.member_range(id) {
            let m = self.members[mi];
            if self.terminal[m as usize] {
                let v = self.values[m as usize];
                let alloc = has_alloc_effect(ctx, v);
                aa &= alloc;
                aaf &= alloc || is_function_argument(ctx, v);
                set.push(m);
            }
            for &w in self.succ(m) {
                let c = self.scc_of[w as usize];
                if c == id {
                    continue;
                }
                aa &= self.scc_aa[c as usize];
                aaf &= self.scc_aaf[c as usize];
                match &self.scc_sets[c as usize] {
                    Some(s) if !big => set.extend_from_slice(s),
                    Some(_) => {}
                    None => big = true,
                }
            }
            if !big && set.len() > 4 * SET_CAP {
                set.sort_unstable();
                set.dedup();
                big = set.len() > SET_CAP;
            }
        }
        let (sets, terms) = if big {
            (None, Terms::Many)
        } else {
            set.sort_unstable();
            set.dedup();
            let terms = match set.len() {
                0 => Terms::Empty,
                1 => Terms::One(set[0]),
                _ => Terms::Many,
            };
            if set.len() > SET_CAP {
                (None, terms)
            } else {
                (Some(Rc::from(&set[..])), terms)
            }
        };
        self.scc_sets.push(sets);
        self.scc_terms.push(terms);
        self.scc_aa.push(aa);
        self.scc_aaf.push(aaf);
    }

    /// The summary of the terminal set of `v` (not looking through views).
    pub fn summary(&self, v: Value) -> Summary {
        let Some(i) = self.node.get(v.index()) else {
            return EMPTY;
        };
        let c = self.scc_of[i as usize];
        Summary {
            terms: self.scc_terms[c as usize],
            all_allocs: self.scc_aa[c as usize],
            all_allocs_or_args: self.scc_aaf[c as usize],
            scc: Some(c),
            class: Some(self.class[i as usize]),
        }
    }

    /// The sorted terminal node ids of component `c`.
    pub fn scc_terminals(&self, c: u32) -> Rc<[u32]> {
        if let Some(s) = &self.scc_sets[c as usize] {
            return s.clone();
        }
        if let Some(s) = self.big_cache.borrow().get(&c) {
            return s.clone();
        }
        let mut guard = self.seen.borrow_mut();
        let (seen, stamp) = &mut *guard;
        if seen.is_empty() {
            seen.resize(self.member_start.len() - 1, 0);
        }
        *stamp += 1;
        let stamp = *stamp;
        let mut stack = vec![c];
        seen[c as usize] = stamp;
        let mut out = Vec::new();
        while let Some(x) = stack.pop() {
            if let Some(s) = &self.scc_sets[x as usize] {
                out.extend_from_slice(s);
                continue;
            }
            for &m in &self.members[self.member_range(x)] {
                if self.terminal[m as usize] {
                    out.push(m);
                }
                for &w in self.succ(m) {
                    let y = self.scc_of[w as usize];
                    if seen[y as usize] != stamp {
                        seen[y as usize] = stamp;
                        stack.push(y);
                    }
                }
            }
        }
        drop(guard);
        count_origin_steps(out.len());
        out.sort_unstable();
        out.dedup();
        let rc: Rc<[u32]> = Rc::from(out);
        self.big_cache.borrow_mut().insert(c, rc.clone());
        rc
    }

    /// [`Self::terminals`] when they are at hand (a stored small set or a
    /// large one already computed); None when they would have to be
    /// gathered from the graph.
    pub fn terminals_at_hand(&self, v: Value) -> Option<Rc<[u32]>> {
        let Some(c) = self.summary(v).scc else {
            return Some(Rc::from(Vec::new()));
        };
        match &self.scc_sets[c as usize] {
            Some(s) => Some(s.clone()),
            None => self.big_cache.borrow().get(&c).cloned(),
        }
    }

    /// The number of values in the dependency graph.
    pub fn num_nodes(&self) -> usize {
        self.values.len()
    }

    /// The terminal node ids `v` may originate from (sorted).
    pub fn terminals(&self, v: Value) -> Rc<[u32]> {
        match self.summary(v).scc {
            Some(c) => self.scc_terminals(c),
            None => Rc::from(Vec::new()),
        }
    }

    /// The value of a node id.
    pub fn node_value(&self, n: u32) -> Value {
        self.values[n as usize]
    }

    /// Whether a member of component `a` has a dependency edge into
    /// component `b`, looking at a few edges only: then every origin of `b`
    /// is one of `a`. Each level of a loop nest yields the loop below it
    /// and feeds it its allocation, so the sets that would be intersected
    /// (each as large as the nest below) overlap by a direct edge.
    fn depends_directly(&self, a: u32, b: u32) -> bool {
        const EDGES_LOOKED_AT: usize = 16;
        self.members[self.member_range(a)]
            .iter()
            .flat_map(|&m| self.succ(m))
            .take(EDGES_LOOKED_AT)
            .any(|&w| self.scc_of[w as usize] == b)
    }

    fn disjoint(&self, a: &Summary, b: &Summary) -> bool {
        match (a.terms, b.terms) {
            (Terms::Empty, _) | (_, Terms::Empty) => return true,
            (Terms::One(x), Terms::One(y)) => return x != y,
            _ => {}
        }
        if a.class != b.class {
            return true;
        }
        let (Some(ca), Some(cb)) = (a.scc, b.scc) else {
            return true;
        };
        if ca == cb || self.depends_directly(ca, cb) || self.depends_directly(cb, ca) {
            return false;
        }
        let sa = self.scc_terminals(ca);
        let sb = self.scc_terminals(cb);
        let (mut i, mut j) = (0, 0);
        while i < sa.len() && j < sb.len() {
            match sa[i].cmp(&sb[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    count_origin_steps(i + j);
                    return false;
                }
            }
        }
        count_origin_steps(i + j);
        true
    }

    /// `Some(true)`: certainly the same allocation; `Some(false)`: certainly
    /// different ones; `None`: unknown.
    pub fn is_same_allocation(&self, ctx: &Context, v1: Value, v2: Value) -> Option<bool> {
        count_origin_steps(1);
        let v1 = view_base(ctx, v1);
        let v2 = view_base(ctx, v2);
        if v1 == v2 {
            return Some(true);
        }
        let s1 = self.summary(v1);
        let s2 = self.summary(v2);
        if let (Terms::One(a), Terms::One(b)) = (s1.terms, s2.terms) {
            if a == b {
                return Some(true);
            }
        }
        // The isolation test first: it is constant time, the disjointness
        // test may have to intersect large origin sets.
        if iso(&s1, &s2) && self.disjoint(&s1, &s2) {
            return Some(false);
        }
        None
    }
}

/// The terminal sets being disjoint, whether that proves distinct
/// allocations.
pub fn iso(a: &Summary, b: &Summary) -> bool {
    (a.all_allocs && b.all_allocs_or_args) || (a.all_allocs_or_args && b.all_allocs)
}

/// Category of a value for the isolation test: 0 = all allocations,
/// 1 = allocations or function arguments (not all allocations), 2 = other.
pub(crate) fn category(s: &Summary) -> usize {
    if s.all_allocs {
        0
    } else if s.all_allocs_or_args {
        1
    } else {
        2
    }
}

/// Which categories fail the isolation test against a value of category `c`.
pub(crate) fn fails_iso(c: usize, other: usize) -> bool {
    match c {
        0 => other == 2,
        1 => other >= 1,
        _ => true,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Parses `src` and returns the context, the module and the values named
    /// by the first results of the ops of the first function, in order.
    pub(crate) fn setup(src: &str) -> (Context, Op, Vec<Value>, Vec<Value>) {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        let mut results = Vec::new();
        let mut args = Vec::new();
        ctx.walk_pre(m, |o| {
            if ctx.isa(o, &dialects::func::FUNC) && args.is_empty() {
                let b = ctx.entry_block(ctx.regions_of(o)[0]).unwrap();
                args = ctx.block_args(b).to_vec();
            } else if let Some(&r) = ctx.results(o).first() {
                results.push(r);
            }
        });
        (ctx, m, args, results)
    }

    pub(crate) const SRC: &str = "func.func @f(%c: i1, %a: memref<2xf32>, %n: index) {\n  %0 = memref.alloc() : memref<2xf32>\n  %1 = memref.alloc() : memref<2xf32>\n  %2 = arith.select %c, %0, %a : memref<2xf32>\n  %3 = memref.subview %0[0][1][1] : memref<2xf32> to memref<1xf32, strided<[1]>>\n  %4 = scf.for %i = %n to %n step %n iter_args(%x = %1) -> (memref<2xf32>) {\n    scf.yield %x : memref<2xf32>\n  }\n  return\n}\n";

    #[test]
    fn same_allocation_queries() {
        let (ctx, m, args, r) = setup(SRC);
        let a = BufferOriginAnalysis::new(&ctx, m);
        let (alloc0, alloc1, sel, sub, loop_res) = (r[0], r[1], r[2], r[3], r[4]);
        // Views and loops with a single origin are the same allocation.
        assert_eq!(a.is_same_allocation(&ctx, alloc0, sub), Some(true));
        assert_eq!(a.is_same_allocation(&ctx, alloc1, loop_res), Some(true));
        // Two allocations are distinct; an allocation and an argument too.
        assert_eq!(a.is_same_allocation(&ctx, alloc0, alloc1), Some(false));
        assert_eq!(a.is_same_allocation(&ctx, alloc1, args[1]), Some(false));
        // A select of an allocation and an argument may be either.
        assert_eq!(a.is_same_allocation(&ctx, sel, alloc0), None);
        assert_eq!(a.is_same_allocation(&ctx, sel, alloc1), Some(false));
        assert_eq!(a.summary(sel).terms, Terms::Many);
    }
}
