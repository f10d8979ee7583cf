//! Dominance and post-dominance over the CFG of each region (Cooper, Harvey
//! and Kennedy's iterative algorithm on reverse post-order numbers), plus op
//! order within blocks, to answer "does a dominate b" across nested regions.

use crate::context::{Context, ValueDef};
use crate::ids::*;
use crate::registry::traits;
use rustc_hash::FxHashMap;

/// Whether `r` belongs to a registered op that declares graph regions (ops
/// in a block there may be in any order).
pub fn is_graph_region(ctx: &Context, r: Region) -> bool {
    ctx.region_parent(r)
        .and_then(|p| ctx.def(p))
        .is_some_and(|d| d.has(traits::GRAPH_REGION))
}

/// Whether SSA dominance holds in `r`: its op is registered and declares no
/// graph regions (an unregistered op's regions are of unknown kind).
pub fn has_ssa_dominance(ctx: &Context, r: Region) -> bool {
    ctx.region_parent(r)
        .and_then(|p| ctx.def(p))
        .is_some_and(|d| !d.has(traits::GRAPH_REGION))
}

struct RegionDom {
    /// Blocks in reverse post-order from the entry; unreachable blocks absent.
    rpo_index: FxHashMap<Block, u32>,
    /// `order[i - 1]` is the block with RPO index `i`.
    order: Vec<Block>,
    idom: Vec<u32>,
    /// By RPO index: where a depth-first walk of the dominator tree enters
    /// and leaves the block, so that dominance is an interval test instead
    /// of a walk up the tree (as long as the tree is deep).
    enter: Vec<u32>,
    leave: Vec<u32>,
}

impl RegionDom {
    fn compute(ctx: &Context, r: Region, post: bool) -> RegionDom {
        let blocks = ctx.region_blocks(r);
        let succs = |b: Block| -> Vec<Block> {
            ctx.last_op(b)
                .map(|t| ctx.successors(t).to_vec())
                .unwrap_or_default()
        };
        // Predecessor/successor lists in the direction of analysis.
        let mut fwd: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        let mut bwd: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in blocks {
            for s in succs(b) {
                fwd.entry(b).or_default().push(s);
                bwd.entry(s).or_default().push(b);
            }
        }
        let (next, prev) = if post { (&bwd, &fwd) } else { (&fwd, &bwd) };
        // Roots: the entry block, or for post-dominance every exit block.
        let roots: Vec<Block> = if post {
            blocks
                .iter()
                .copied()
                .filter(|b| succs(*b).is_empty())
                .collect()
        } else {
            blocks.first().copied().into_iter().collect()
        };
        // Iterative DFS post-order from a virtual root.
        let mut order: Vec<Block> = Vec::new();
        let mut seen: FxHashMap<Block, ()> = FxHashMap::default();
        for &root in &roots {
            if seen.insert(root, ()).is_some() {
                continue;
            }
            let mut stack: Vec<(Block, usize)> = vec![(root, 0)];
            while let Some((b, i)) = stack.pop() {
                let ns = next.get(&b).map(|v| v.as_slice()).unwrap_or(&[]);
                if i < ns.len() {
                    stack.push((b, i + 1));
                    let n = ns[i];
                    if seen.insert(n, ()).is_none() {
                        stack.push((n, 0));
                    }
                } else {
                    order.push(b);
                }
            }
        }
        order.reverse();
        // Index 0 is a virtual root above all roots.
        let mut rpo_index = FxHashMap::default();
        for (i, &b) in order.iter().enumerate() {
            rpo_index.insert(b, (i + 1) as u32);
        }
        let n = order.len() + 1;
        const UNDEF: u32 = u32::MAX;
        let mut idom = vec![UNDEF; n];
        idom[0] = 0;
        let mut is_root = vec![false; n];
        for &root in &roots {
            idom[rpo_index[&root] as usize] = 0;
            is_root[rpo_index[&root] as usize] = true;
        }
        let intersect = |idom: &[u32], mut a: u32, mut b: u32| -> u32 {
            while a != b {
                while a > b {
                    a = idom[a as usize];
                }
                while b > a {
                    b = idom[b as usize];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &b) in order.iter().enumerate() {
                let bi = i + 1;
                if is_root[bi] {
                    continue;
                }
                let mut new_idom = UNDEF;
                for p in prev.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    let Some(&pi) = rpo_index.get(p) else {
                        continue;
                    };
                    if idom[pi as usize] == UNDEF {
                        continue;
                    }
                    new_idom = if new_idom == UNDEF {
                        pi
                    } else {
                        intersect(&idom, pi, new_idom)
                    };
                }
                if new_idom != UNDEF && idom[bi] != new_idom {
                    idom[bi] = new_idom;
                    changed = true;
                }
            }
        }
        let (enter, leave) = tree_intervals(&idom);
        RegionDom {
            rpo_index,
            idom,
            order,
            enter,
            leave,
        }
    }

    fn reachable(&self, b: Block) -> bool {
        self.rpo_index.contains_key(&b)
    }

    /// `a` dominates `b` (both in this region).
    fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let (Some(&ai), Some(&bi)) = (self.rpo_index.get(&a), self.rpo_index.get(&b)) else {
            // Unreachable blocks are dominated by everything.
            return !self.reachable(b);
        };
        let (ai, bi) = (ai as usize, bi as usize);
        self.enter[ai] <= self.enter[bi] && self.leave[bi] <= self.leave[ai]
    }
}

/// Entry and exit times of a depth-first walk of the tree whose parent
/// links are `idom` (node 0 the root; `u32::MAX`: not in the tree).
fn tree_intervals(idom: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    // Children lists, flattened: node k's children are
    // `kids[first[k]..first[k + 1]]`.
    let mut first = vec![0u32; n + 1];
    for (k, &p) in idom.iter().enumerate().skip(1) {
        if (p as usize) < n && p as usize != k {
            first[p as usize + 1] += 1;
        }
    }
    for k in 0..n {
        first[k + 1] += first[k];
    }
    let mut fill = first.clone();
    let mut kids = vec![0u32; first[n] as usize];
    for (k, &p) in idom.iter().enumerate().skip(1) {
        if (p as usize) < n && p as usize != k {
            kids[fill[p as usize] as usize] = k as u32;
            fill[p as usize] += 1;
        }
    }
    let (mut enter, mut leave) = (vec![u32::MAX; n], vec![0u32; n]);
    let mut clock = 0u32;
    let mut stack: Vec<(u32, u32)> = vec![(0, first[0])];
    enter[0] = 0;
    while let Some(&mut (k, ref mut next)) = stack.last_mut() {
        if *next < first[k as usize + 1] {
            let child = kids[*next as usize];
            *next += 1;
            clock += 1;
            enter[child as usize] = clock;
            stack.push((child, first[child as usize]));
        } else {
            clock += 1;
            leave[k as usize] = clock;
            stack.pop();
        }
    }
    (enter, leave)
}

/// Dominance (or post-dominance) information, computed lazily per region.
pub struct Dominance<'c> {
    ctx: &'c Context,
    post: bool,
    regions: FxHashMap<Region, RegionDom>,
    /// Index of each op in its block, filled a block at a time on first query.
    positions: Vec<u32>,
}

impl<'c> Dominance<'c> {
    /// Dominance over the IR of `ctx`, computed on demand.
    pub fn new(ctx: &'c Context) -> Self {
        Dominance {
            ctx,
            post: false,
            regions: FxHashMap::default(),
            positions: Vec::new(),
        }
    }
    /// Post-dominance over the IR of `ctx`, computed on demand.
    pub fn new_post(ctx: &'c Context) -> Self {
        Dominance {
            ctx,
            post: true,
            regions: FxHashMap::default(),
            positions: Vec::new(),
        }
    }

    fn region(&mut self, r: Region) -> &RegionDom {
        let (ctx, post) = (self.ctx, self.post);
        self.regions
            .entry(r)
            .or_insert_with(|| RegionDom::compute(ctx, r, post))
    }

    /// Whether block `b` is reachable from its region's entry (the exit, for post-dominance).
    pub fn is_reachable(&mut self, b: Block) -> bool {
        match self.ctx.block_parent(b) {
            Some(r) => {
                let single = self.ctx.region_blocks(r).len() == 1;
                single || self.region(r).reachable(b)
            }
            None => true,
        }
    }

    /// The immediate dominator of a reachable block (None for the entry).
    pub fn idom(&mut self, b: Block) -> Option<Block> {
        let r = self.ctx.block_parent(b)?;
        let rd = self.region(r);
        let i = *rd.rpo_index.get(&b)?;
        let d = rd.idom[i as usize];
        if d == 0 || d == u32::MAX {
            return None;
        }
        Some(rd.order[d as usize - 1])
    }

    /// Block-level dominance within one region.
    pub fn block_dominates(&mut self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let (Some(ra), Some(rb)) = (self.ctx.block_parent(a), self.ctx.block_parent(b)) else {
            return false;
        };
        if ra != rb {
            return false;
        }
        self.region(ra).dominates(a, b)
    }

    fn position(&mut self, op: Op) -> u32 {
        if self.positions.len() < self.ctx.num_ops() {
            self.positions.resize(self.ctx.num_ops(), u32::MAX);
        }
        if self.positions[op.index()] == u32::MAX {
            let b = self.ctx.parent_block(op).unwrap();
            for (i, o) in self.ctx.block_ops(b).enumerate() {
                self.positions[o.index()] = i as u32;
            }
        }
        self.positions[op.index()]
    }

    /// The ancestor of `op` (or `op` itself) whose parent region is `r`.
    pub fn ancestor_in_region(&self, r: Region, mut op: Op) -> Option<Op> {
        loop {
            if self.ctx.parent_region(op) == Some(r) {
                return Some(op);
            }
            op = self.ctx.parent_op(op)?;
        }
    }

    /// `a` properly dominates `b` (for post-dominance: `a` properly post-dominates `b`).
    pub fn properly_dominates_op(&mut self, a: Op, b: Op) -> bool {
        if a == b {
            return false;
        }
        let Some(ra) = self.ctx.parent_region(a) else {
            return false;
        };
        let Some(b2) = self.ancestor_in_region(ra, b) else {
            return false;
        };
        if b2 == a {
            // b is nested inside a.
            return false;
        }
        let (ba, bb) = (
            self.ctx.parent_block(a).unwrap(),
            self.ctx.parent_block(b2).unwrap(),
        );
        if ba == bb {
            let (pa, pb) = (self.position(a), self.position(b2));
            return if self.post { pa > pb } else { pa < pb };
        }
        self.block_dominates(ba, bb)
    }

    /// The nearest common (post-)dominator of two blocks of one region;
    /// `None` when it is the virtual root (post-dominance with several exits)
    /// or the blocks lie in different regions. An unreachable block yields
    /// the other one.
    pub fn nearest_common_block(&mut self, a: Block, b: Block) -> Option<Block> {
        if a == b {
            return Some(a);
        }
        let r = self.ctx.block_parent(a)?;
        if self.ctx.block_parent(b) != Some(r) {
            return None;
        }
        let rd = self.region(r);
        let (mut x, mut y) = match (rd.rpo_index.get(&a), rd.rpo_index.get(&b)) {
            (Some(&x), Some(&y)) => (x, y),
            (None, _) => return Some(b),
            (_, None) => return Some(a),
        };
        while x != y {
            while x > y {
                x = rd.idom[x as usize];
            }
            while y > x {
                y = rd.idom[y as usize];
            }
        }
        if x == 0 || x == u32::MAX {
            return None;
        }
        Some(rd.order[x as usize - 1])
    }

    /// The definition of `v` dominates its use at `user`.
    pub fn value_dominates(&mut self, v: Value, user: Op) -> bool {
        match self.ctx.value(v).def {
            ValueDef::Result(d, _) => self.properly_dominates_op(d, user),
            ValueDef::Arg(b, _) => {
                let Some(r) = self.ctx.block_parent(b) else {
                    return false;
                };
                let Some(u2) = self.ancestor_in_region(r, user) else {
                    return false;
                };
                let ub = self.ctx.parent_block(u2).unwrap();
                self.block_dominates(b, ub)
            }
            ValueDef::Placeholder => false,
        }
    }
}
