//! Canonicalizations shared by every scf op with region-branch semantics
//! (`scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`), as MLIR 22 registers them for each of these ops.
//!
//! A *successor input* is a value control flow lands in: a region's entry
//! block argument or a result of the op. Each one is fed by *successor
//! operands*: the op's own operands on entry and the operands of the region
//! terminators (`scf.yield`, `scf.condition`). The three patterns work on that
//! mapping:
//! - an input fed (through any chain of other inputs) by exactly one outside
//!   value is replaced by that value;
//! - of two inputs of the same block or op fed by the same value from every
//!   predecessor, the later one is replaced by the earlier one;
//! - a set of inputs that must be removed together (a loop-carried block
//!   argument and its result, say) is removed when every member is dead, with
//!   the operands that feed it.

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use ir::context::ValueDef;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// One successor operand: which op holds it, at which position, and the
/// inputs it flows into.
struct Edge {
    owner: Op,
    index: usize,
    inputs: SmallVec<[Value; 2]>,
}

/// The terminator of `b` when it is a region-branch terminator.
fn branch_terminator(ctx: &Context, b: Block) -> Option<Op> {
    let t = ctx.last_op(b)?;
    matches!(ctx.op_name(t), "scf.yield" | "scf.condition").then_some(t)
}

/// The successor operand → inputs mapping, parent first, then terminators in
/// region and block order (MLIR's order of region branch points).
fn successor_edges(ctx: &Context, op: Op) -> Option<Vec<Edge>> {
    let regions = ctx.regions_of(op);
    let results = ctx.results(op);
    let mut edges = Vec::new();
    let push = |edges: &mut Vec<Edge>, owner: Op, first: usize, targets: &[&[Value]]| {
        let n = targets.iter().map(|t| t.len()).min().unwrap_or(0);
        for i in 0..n {
            edges.push(Edge {
                owner,
                index: first + i,
                inputs: targets.iter().map(|t| t[i]).collect(),
            });
        }
    };
    match ctx.op_name(op) {
        "scf.for" => {
            let body = ctx.entry_block(regions[0])?;
            let iter_args = ctx.block_args(body).get(1..)?;
            if iter_args.len() != results.len() || ctx.num_operands(op) != 3 + results.len() {
                return None;
            }
            push(&mut edges, op, 3, &[iter_args, results]);
            if let Some(y) = branch_terminator(ctx, body) {
                push(&mut edges, y, 0, &[iter_args, results]);
            }
        }
        "scf.while" => {
            let before = ctx.entry_block(regions[0])?;
            let after = ctx.entry_block(regions[1])?;
            let bargs = ctx.block_args(before);
            let aargs = ctx.block_args(after);
            push(&mut edges, op, 0, &[bargs]);
            if let Some(c) = branch_terminator(ctx, before) {
                push(&mut edges, c, 1, &[aargs, results]);
            }
            if let Some(y) = branch_terminator(ctx, after) {
                push(&mut edges, y, 0, &[bargs]);
            }
        }
        "scf.if" | "scf.index_switch" | "scf.execute_region" => {
            for &r in regions {
                for &b in ctx.region_blocks(r) {
                    if let Some(y) = branch_terminator(ctx, b) {
                        push(&mut edges, y, 0, &[results]);
                    }
                }
            }
        }
        _ => return None,
    }
    Some(edges)
}

/// The edges feeding each input. Inputs are results of the op or arguments
/// of its regions' entry blocks, so they are numbered densely (results
/// first, then the arguments of each block in first-seen order) instead of
/// hashed: the three patterns rebuild this on every visit of every scf op.
struct Feeds {
    op: Op,
    /// Each block with inputs among its arguments, and the number of its
    /// first argument.
    blocks: SmallVec<[(Block, usize); 2]>,
    /// Per number, the edges feeding it (empty: not an input).
    edges_of: Vec<SmallVec<[usize; 2]>>,
}

impl Feeds {
    /// The number of `v` if it is a result of the op or an argument of a
    /// block that holds inputs.
    fn slot(&self, ctx: &Context, v: Value) -> Option<usize> {
        match ctx.value(v).def {
            ValueDef::Result(o, i) if o == self.op => Some(i as usize),
            ValueDef::Arg(b, i) => self
                .blocks
                .iter()
                .find(|&&(x, _)| x == b)
                .map(|&(_, base)| base + i as usize),
            _ => None,
        }
    }

    /// The edges feeding `v`, if it is an input.
    fn get(&self, ctx: &Context, v: Value) -> Option<&[usize]> {
        let es = &self.edges_of[self.slot(ctx, v)?];
        (!es.is_empty()).then_some(es.as_slice())
    }
}

/// Inputs in first-seen order, and the edges feeding each.
fn inverse(ctx: &Context, op: Op, edges: &[Edge]) -> (Vec<Value>, Feeds) {
    let mut feeds = Feeds {
        op,
        blocks: SmallVec::new(),
        edges_of: vec![SmallVec::new(); ctx.results(op).len()],
    };
    let mut order = Vec::new();
    for (e, edge) in edges.iter().enumerate() {
        for &v in &edge.inputs {
            let s = match feeds.slot(ctx, v) {
                Some(s) => s,
                None => {
                    // The first input seen among the arguments of its block
                    // (edges only hold results and entry-block arguments).
                    let ValueDef::Arg(b, i) = ctx.value(v).def else {
                        unreachable!("a successor input is a result or a block argument")
                    };
                    let base = feeds.edges_of.len();
                    feeds.blocks.push((b, base));
                    let n = ctx.block_args(b).len();
                    feeds.edges_of.resize(base + n, SmallVec::new());
                    base + i as usize
                }
            };
            if feeds.edges_of[s].is_empty() {
                order.push(v);
            }
            feeds.edges_of[s].push(e);
        }
    }
    (order, feeds)
}

/// The successor edges of a region-branch op with its inputs in
/// first-seen order and the edges feeding each: what all three patterns
/// start from, derived once per visit of the op.
struct Successors {
    edges: Vec<Edge>,
    order: Vec<Value>,
    feeds: Feeds,
}

fn successors(rw: &mut Rewriter, op: Op) -> Option<std::rc::Rc<Successors>> {
    let memo = rw.visit_memo(op, |ctx, op| {
        let edges = successor_edges(ctx, op)?;
        let (order, feeds) = inverse(ctx, op, &edges);
        Some(std::rc::Rc::new(Successors {
            edges,
            order,
            feeds,
        }))
    });
    (*memo).clone()
}

/// Whether `a` (a value reaching input `b`) may replace `b`: values from
/// outside always may; values defined directly inside the op only replace
/// entry arguments of their own block.
fn defined_before(ctx: &Context, op: Op, a: Value, b: Value) -> bool {
    let a_parent = ctx
        .value_block(a)
        .and_then(|blk| ctx.block_parent(blk))
        .and_then(|r| ctx.region_parent(r));
    if a_parent != Some(op) {
        return true;
    }
    match (ctx.value(a).def, ctx.value(b).def) {
        (ValueDef::Arg(ba, _), ValueDef::Arg(bb, _)) => ba == bb,
        _ => false,
    }
}

/// The non-input values that can flow into an input, as far as the
/// patterns care: none, exactly one, or more than one.
#[derive(Clone, Copy, PartialEq)]
enum Sources {
    None,
    One(Value),
    Many,
}

impl Sources {
    fn add(self, v: Value) -> Sources {
        match self {
            Sources::None => Sources::One(v),
            Sources::One(w) if w == v => self,
            _ => Sources::Many,
        }
    }

    fn union(self, other: Sources) -> Sources {
        match other {
            Sources::None => self,
            Sources::One(v) => self.add(v),
            Sources::Many => Sources::Many,
        }
    }
}

/// The sources of every input (indexed by input number), found in one pass
/// over the strongly connected components of the input graph (Tarjan's
/// algorithm, iterative): a search per input costs the length of every
/// chain of inputs behind it, quadratic for a loop whose iter_args feed one
/// another in a cycle.
fn all_sources(ctx: &Context, edges: &[Edge], feeds: &Feeds) -> Vec<Sources> {
    const UNSEEN: u32 = u32::MAX;
    let n = feeds.edges_of.len();
    // What an edge's operand is: another input (its number) or a source.
    let target = |e: usize| -> Result<usize, Value> {
        let x = ctx.operand(edges[e].owner, edges[e].index);
        match feeds.slot(ctx, x) {
            Some(s) if !feeds.edges_of[s].is_empty() => Ok(s),
            _ => Err(x),
        }
    };
    let mut sources = vec![Sources::None; n];
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut component: Vec<usize> = Vec::new();
    let mut next_index = 0u32;
    // The search path: a node and how many of its edges are done.
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != UNSEEN || feeds.edges_of[root].is_empty() {
            continue;
        }
        path.push((root, 0));
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        component.push(root);
        on_stack[root] = true;
        while let Some(&(v, done)) = path.last() {
            if let Some(&e) = feeds.edges_of[v].get(done) {
                path.last_mut().unwrap().1 += 1;
                match target(e) {
                    Err(x) => sources[v] = sources[v].add(x),
                    Ok(w) if index[w] == UNSEEN => {
                        index[w] = next_index;
                        low[w] = next_index;
                        next_index += 1;
                        component.push(w);
                        on_stack[w] = true;
                        path.push((w, 0));
                    }
                    Ok(w) if on_stack[w] => low[v] = low[v].min(index[w]),
                    // A finished component: its sources are final.
                    Ok(w) => sources[v] = sources[v].union(sources[w]),
                }
                continue;
            }
            path.pop();
            if low[v] == index[v] {
                let start = component.iter().rposition(|&w| w == v).unwrap();
                let mut all = Sources::None;
                for &w in &component[start..] {
                    all = all.union(sources[w]);
                }
                for w in component.drain(start..) {
                    sources[w] = all;
                    on_stack[w] = false;
                }
            }
            if let Some(&(parent, _)) = path.last() {
                low[parent] = low[parent].min(low[v]);
                if !on_stack[v] {
                    sources[parent] = sources[parent].union(sources[v]);
                }
            }
        }
    }
    sources
}

/// MLIR's `MakeRegionBranchOpSuccessorInputsDead`. Replacing an input by its
/// one source leaves every other input's sources as they were, so they are
/// all found before the first replacement.
pub fn p_inputs_with_one_source(rw: &mut Rewriter, op: Op) -> bool {
    let Some(succ) = successors(rw, op) else {
        return false;
    };
    let (edges, order, feeds) = (&succ.edges, &succ.order, &succ.feeds);
    let mut sources: Option<Vec<Sources>> = None;
    let mut changed = false;
    for &input in order {
        if !rw.ctx.has_uses(input) {
            continue;
        }
        let sources = sources.get_or_insert_with(|| all_sources(rw.ctx, edges, feeds));
        let slot = feeds.slot(rw.ctx, input).expect("an input has a number");
        let Sources::One(source) = sources[slot] else {
            continue;
        };
        if !defined_before(rw.ctx, op, source, input) {
            continue;
        }
        rw.replace_all_uses(input, source);
        changed = true;
    }
    changed
}

fn arg_or_result_number(ctx: &Context, v: Value) -> u32 {
    match ctx.value(v).def {
        ValueDef::Result(_, i) | ValueDef::Arg(_, i) => i,
        ValueDef::Placeholder => u32::MAX,
    }
}

/// The block or op that defines `v` (as a comparable key).
fn owner_key(ctx: &Context, v: Value) -> (bool, u32) {
    match ctx.value(v).def {
        ValueDef::Result(o, _) => (false, o.index() as u32),
        ValueDef::Arg(b, _) => (true, b.index() as u32),
        ValueDef::Placeholder => (false, u32::MAX),
    }
}

/// MLIR's `RemoveDuplicateSuccessorInputUses`: inputs of the same owner whose
/// feeding value is the same from every predecessor are merged into the one
/// with the lowest number. Grouping by that signature keeps it linear.
pub fn p_duplicate_inputs(rw: &mut Rewriter, op: Op) -> bool {
    let Some(succ) = successors(rw, op) else {
        return false;
    };
    let (edges, order, feeds) = (&succ.edges, &succ.order, &succ.feeds);
    let mut order = order.clone();
    order.sort_by_key(|&v| arg_or_result_number(rw.ctx, v));
    type Signature = ((bool, u32), SmallVec<[(Op, Value); 2]>);
    let mut first: FxHashMap<Signature, Value> = FxHashMap::default();
    let mut replace = Vec::new();
    for &input in &order {
        let mut sig: SmallVec<[(Op, Value); 2]> = feeds
            .get(rw.ctx, input)
            .unwrap_or_default()
            .iter()
            .map(|&e| {
                (
                    edges[e].owner,
                    rw.ctx.operand(edges[e].owner, edges[e].index),
                )
            })
            .collect();
        sig.sort_by_key(|(o, _)| o.index());
        match first.entry((owner_key(rw.ctx, input), sig)) {
            std::collections::hash_map::Entry::Occupied(keep) => {
                if rw.ctx.has_uses(input) {
                    replace.push((input, *keep.get()));
                }
            }
            std::collections::hash_map::Entry::Vacant(slot) => {
                slot.insert(input);
            }
        }
    }
    for &(from, to) in &replace {
        rw.replace_all_uses(from, to);
    }
    !replace.is_empty()
}

/// Union-find over input positions.
fn find(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

/// MLIR's `RemoveDeadRegionBranchOpSuccessorInputs`.
pub fn p_remove_dead_inputs(rw: &mut Rewriter, op: Op) -> bool {
    let Some(succ) = successors(rw, op) else {
        return false;
    };
    let (edges, order, feeds) = (&succ.edges, &succ.order, &succ.feeds);
    // A group is dead only when none of its members is used.
    if order.iter().all(|&v| rw.ctx.has_uses(v)) {
        return false;
    }
    let mut pos = vec![usize::MAX; feeds.edges_of.len()];
    for (i, &v) in order.iter().enumerate() {
        pos[feeds.slot(rw.ctx, v).unwrap()] = i;
    }
    let pos_of = |v: Value| pos[feeds.slot(rw.ctx, v).unwrap()];
    let mut parent: Vec<usize> = (0..order.len()).collect();
    for e in edges {
        let a = find(&mut parent, pos_of(e.inputs[0]));
        for &v in &e.inputs[1..] {
            let b = find(&mut parent, pos_of(v));
            parent[b] = a;
        }
    }
    let mut live = vec![false; order.len()];
    for (i, &v) in order.iter().enumerate() {
        if rw.ctx.has_uses(v) {
            let root = find(&mut parent, i);
            live[root] = true;
        }
    }
    let dead: Vec<bool> = (0..order.len())
        .map(|i| !live[find(&mut parent, i)])
        .collect();
    if !dead.iter().any(|&d| d) {
        return false;
    }
    // Operands feeding dead inputs, grouped by owner.
    let mut drop_operands: FxHashMap<Op, Vec<usize>> = FxHashMap::default();
    let mut owners = Vec::new();
    for (i, &v) in order.iter().enumerate() {
        if !dead[i] {
            continue;
        }
        for &e in feeds.get(rw.ctx, v).unwrap_or_default() {
            let list = drop_operands.entry(edges[e].owner).or_insert_with(|| {
                owners.push(edges[e].owner);
                Vec::new()
            });
            if !list.contains(&edges[e].index) {
                list.push(edges[e].index);
            }
        }
    }
    for owner in owners {
        let drop = &drop_operands[&owner];
        let kept: Vec<Value> = rw
            .ctx
            .operand_vec(owner)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !drop.contains(i))
            .map(|(_, v)| v)
            .collect();
        rw.ctx.set_operands(owner, &kept);
        rw.notify_modified(owner);
    }
    let mut drop_args: FxHashMap<Block, Vec<usize>> = FxHashMap::default();
    let mut blocks = Vec::new();
    let mut drop_results = vec![false; rw.ctx.results(op).len()];
    for (i, &v) in order.iter().enumerate() {
        if !dead[i] {
            continue;
        }
        match rw.ctx.value(v).def {
            ValueDef::Arg(b, n) => drop_args
                .entry(b)
                .or_insert_with(|| {
                    blocks.push(b);
                    Vec::new()
                })
                .push(n as usize),
            ValueDef::Result(_, n) => drop_results[n as usize] = true,
            ValueDef::Placeholder => {}
        }
    }
    for b in blocks {
        let mut ns = drop_args.remove(&b).unwrap_or_default();
        ns.sort_unstable();
        for &n in ns.iter().rev() {
            rw.ctx.erase_block_arg(b, n);
        }
        rw.notify_modified(op);
    }
    if drop_results.iter().any(|&d| d) {
        erase_results(rw, op, &drop_results);
    }
    true
}

/// Replaces `op` by a copy without the marked results, moving its regions
/// (MLIR's `RewriterBase::eraseOpResults`).
pub(super) fn erase_results(rw: &mut Rewriter, op: Op, drop: &[bool]) {
    let results = rw.ctx.results(op).to_vec();
    let types: Vec<Type> = results
        .iter()
        .zip(drop)
        .filter(|(_, &d)| !d)
        .map(|(&r, _)| rw.ctx.value_type(r))
        .collect();
    let old_regions = rw.ctx.regions_of(op).to_vec();
    let regions: Vec<Region> = old_regions.iter().map(|_| rw.ctx.new_region()).collect();
    for (&from, &to) in old_regions.iter().zip(&regions) {
        rw.ctx.take_region_blocks(from, to);
    }
    let name = rw.ctx.op_name(op).to_string();
    let operands = rw.ctx.operand_vec(op);
    let attrs = rw.ctx.op(op).attrs.clone();
    let loc = rw.ctx.loc(op);
    let new_op = rw.create_full(
        At::Before(op),
        &name,
        &operands,
        &types,
        attrs,
        regions,
        Vec::new(),
        loc,
    );
    let mut next = 0;
    for (i, &r) in results.iter().enumerate() {
        if !drop[i] {
            let nr = rw.ctx.result(new_op, next);
            next += 1;
            rw.replace_all_uses(r, nr);
        }
    }
    rw.erase_op(op);
}

/// The three patterns, in MLIR's order; registered after each op's own
/// patterns (see `patterns::all_patterns`).
const SHARED: &[Pattern] = &[
    Pattern {
        name: "MakeRegionBranchOpSuccessorInputsDead",
        benefit: 1,
        apply: p_inputs_with_one_source,
    },
    Pattern {
        name: "RemoveDuplicateSuccessorInputUses",
        benefit: 1,
        apply: p_duplicate_inputs,
    },
    Pattern {
        name: "RemoveDeadRegionBranchOpSuccessorInputs",
        benefit: 1,
        apply: p_remove_dead_inputs,
    },
];

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    ("scf.if", SHARED),
    ("scf.while", SHARED),
    ("scf.execute_region", SHARED),
    ("scf.index_switch", SHARED),
    ("scf.for", SHARED),
];
