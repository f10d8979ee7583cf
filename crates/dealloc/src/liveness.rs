//! Block liveness with MLIR's semantics (`mlir::Liveness`), restricted to the
//! values a filter selects (the deallocation passes only need memrefs).
//!
//! A value is live-in at a block when the block (or an op nested in it) uses
//! it and does not define it, or when it is live-in at a successor and not
//! defined in the block. A value is live-out of its defining block when some
//! use lies in another block of the same region, and of any block whose
//! successor has it live-in. Building the use sets costs one walk up the
//! region tree per use (O(uses × nesting depth)); the fixpoint over each
//! multi-block region visits blocks in post-order, which settles an acyclic
//! CFG in two rounds.

use ir::{Block, Context, Op, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use transforms::canonicalize::BitSet;

/// Live-in and live-out sets of blocks (see the module docs).
#[derive(Default)]
pub struct Liveness {
    live_in: FxHashMap<Block, FxHashSet<Value>>,
    live_out: FxHashMap<Block, FxHashSet<Value>>,
}

impl Liveness {
    /// Liveness of every block nested under `root`, for values accepted by `keep`.
    pub fn compute(ctx: &Context, root: Op, keep: impl Fn(&Context, Value) -> bool) -> Self {
        Self::compute_with_nesting(ctx, root, keep).0
    }

    /// [`Self::compute`], also giving the regions nested in each block,
    /// which its walk sees anyway.
    pub fn compute_with_nesting(
        ctx: &Context,
        root: Op,
        keep: impl Fn(&Context, Value) -> bool,
    ) -> (Self, Nesting) {
        let mut nesting = Nesting::default();
        let mut uses: FxHashMap<Block, FxHashSet<Value>> = FxHashMap::default();
        let mut outs: FxHashMap<Block, FxHashSet<Value>> = FxHashMap::default();
        let mut multi_regions = Vec::new();
        // Values are taken block by block, with the block's ops marked: most
        // uses lie in the defining block, and the mark says so without
        // loading the user (anywhere in memory) to find its block.
        let mut in_block = BitSet::default();
        let mut block_ops = Vec::new();
        let mut values = Vec::new();
        let mut regions: Vec<ir::Region> = ctx.regions_of(root).iter().rev().copied().collect();
        while let Some(r) = regions.pop() {
            let blocks = ctx.region_blocks(r);
            if blocks.len() > 1 {
                multi_regions.push(r);
            }
            for &def_block in blocks {
                block_ops.clear();
                block_ops.extend(ctx.block_ops(def_block));
                values.clear();
                values.extend(ctx.block_args(def_block).iter().copied());
                for &op in &block_ops {
                    in_block.insert(op.index());
                    values.extend(ctx.results(op).iter().copied());
                }
                let def_region = Some(r);
                for (i, &v) in values.iter().enumerate() {
                    // Use lists lead all over the IR: walking the next
                    // values' lists a link at a time ahead overlaps the misses.
                    for (stage, distance) in [(0, 16), (1, 12), (2, 8), (3, 4)] {
                        if let Some(&ahead) = values.get(i + distance) {
                            ctx.prefetch_use_chain(ahead, stage);
                        }
                    }
                    if !keep(ctx, v) {
                        continue;
                    }
                    for u in ctx.uses(v) {
                        let owner = ctx.use_data(u).owner;
                        if in_block.contains(owner.index()) {
                            continue;
                        }
                        let mut cur = ctx.parent_block(owner);
                        while let Some(b) = cur {
                            if ctx.block_parent(b) == def_region {
                                if b != def_block {
                                    uses.entry(b).or_default().insert(v);
                                    outs.entry(def_block).or_default().insert(v);
                                }
                                break;
                            }
                            if !uses.entry(b).or_default().insert(v) {
                                // Already recorded from this block upwards.
                                break;
                            }
                            cur = ctx
                                .block_parent(b)
                                .and_then(|r| ctx.region_parent(r))
                                .and_then(|p| ctx.parent_block(p));
                        }
                    }
                }
                for &op in &block_ops {
                    in_block.remove(op.index());
                }
                // Nested regions in walk order (the visiting order only
                // changes insertion order in the sets).
                let start = nesting.regions.len();
                for &op in &block_ops {
                    nesting.regions.extend(ctx.regions_of(op).iter().copied());
                }
                if nesting.regions.len() > start {
                    nesting
                        .of_block
                        .insert(def_block, (start as u32, nesting.regions.len() as u32));
                    regions.extend(nesting.regions[start..].iter().rev().copied());
                }
            }
        }
        let mut live = Liveness {
            live_in: FxHashMap::default(),
            live_out: FxHashMap::default(),
        };
        // Single-block regions: live-in is the use set, live-out is empty.
        for (b, set) in uses.iter() {
            let single = ctx
                .block_parent(*b)
                .is_none_or(|r| ctx.region_blocks(r).len() <= 1);
            if single {
                live.live_in.insert(*b, set.clone());
            }
        }
        for r in multi_regions {
            let blocks = ctx.region_blocks(r).to_vec();
            let order = post_order(ctx, &blocks);
            let mut changed = true;
            while changed {
                changed = false;
                for &b in &order {
                    let mut out: FxHashSet<Value> = outs.get(&b).cloned().unwrap_or_default();
                    if let Some(t) = ctx.terminator(b) {
                        for &s in ctx.successors(t) {
                            if let Some(si) = live.live_in.get(&s) {
                                out.extend(si.iter().copied());
                            }
                        }
                    }
                    let mut inn: FxHashSet<Value> = uses.get(&b).cloned().unwrap_or_default();
                    for &v in &out {
                        if ctx.value_block(v) != Some(b) {
                            inn.insert(v);
                        }
                    }
                    let old_in = live.live_in.get(&b).map_or(0, |s| s.len());
                    let old_out = live.live_out.get(&b).map_or(0, |s| s.len());
                    if inn.len() != old_in || out.len() != old_out {
                        changed = true;
                    }
                    live.live_in.insert(b, inn);
                    live.live_out.insert(b, out);
                }
            }
        }
        (live, nesting)
    }

    /// The values live on entry to block `b`.
    pub fn live_in(&self, b: Block) -> impl Iterator<Item = Value> + '_ {
        self.live_in
            .get(&b)
            .into_iter()
            .flat_map(|s| s.iter().copied())
    }
    /// The values live on exit from block `b`.
    pub fn live_out(&self, b: Block) -> impl Iterator<Item = Value> + '_ {
        self.live_out
            .get(&b)
            .into_iter()
            .flat_map(|s| s.iter().copied())
    }
    /// Whether `v` is live on entry to block `b`.
    pub fn is_live_in(&self, b: Block, v: Value) -> bool {
        self.live_in.get(&b).is_some_and(|s| s.contains(&v))
    }
}

/// The regions of the ops of each block (in op order), as the IR was when
/// recorded.
#[derive(Default)]
pub struct Nesting {
    of_block: FxHashMap<Block, (u32, u32)>,
    regions: Vec<ir::Region>,
}

impl Nesting {
    /// The regions of the ops of block `b`, in op order.
    pub fn regions_in(&self, b: Block) -> &[ir::Region] {
        match self.of_block.get(&b) {
            Some(&(s, e)) => &self.regions[s as usize..e as usize],
            None => &[],
        }
    }
}

/// Blocks of a region in post-order of a DFS from the entry along successor
/// edges, followed by the unreachable ones.
fn post_order(ctx: &Context, blocks: &[Block]) -> Vec<Block> {
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut order = Vec::with_capacity(blocks.len());
    for &start in blocks {
        if !seen.insert(start) {
            continue;
        }
        let mut stack: Vec<(Block, usize)> = vec![(start, 0)];
        while let Some((b, i)) = stack.pop() {
            let succs: &[Block] = match ctx.terminator(b) {
                Some(t) => ctx.successors(t),
                None => &[],
            };
            if i < succs.len() {
                stack.push((b, i + 1));
                let s = succs[i];
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> (Context, Op) {
        let mut ctx = dialects::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: false,
            },
        )
        .expect("parses");
        (ctx, m)
    }

    #[test]
    fn branch_liveness() {
        let src = "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  %b = memref.alloc() : memref<2xf32>\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  memref.copy %a, %a : memref<2xf32> to memref<2xf32>\n  cf.br ^bb2\n^bb2:\n  memref.copy %b, %b : memref<2xf32> to memref<2xf32>\n  return\n}\n";
        let (ctx, m) = parse(src);
        let f = ctx.nested_ops(m)[0];
        let live = Liveness::compute(&ctx, f, crate::util::is_memref);
        let body = ctx.regions_of(f)[0];
        let bbs = ctx.region_blocks(body).to_vec();
        let a = ctx.result(ctx.block_op_vec(bbs[0])[0], 0);
        let b = ctx.result(ctx.block_op_vec(bbs[0])[1], 0);
        assert!(live.is_live_in(bbs[1], a));
        assert!(live.is_live_in(bbs[1], b));
        assert!(!live.is_live_in(bbs[2], a));
        assert!(live.is_live_in(bbs[2], b));
        let out0: FxHashSet<Value> = live.live_out(bbs[0]).collect();
        assert!(out0.contains(&a) && out0.contains(&b));
        let out1: FxHashSet<Value> = live.live_out(bbs[1]).collect();
        assert!(!out1.contains(&a) && out1.contains(&b));
        assert_eq!(live.live_in(bbs[0]).count(), 0);
    }
}
