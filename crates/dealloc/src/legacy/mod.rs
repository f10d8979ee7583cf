//! Shared machinery of the legacy buffer passes (`buffer-deallocation`,
//! `buffer-hoisting`, `buffer-loop-hoisting`, `promote-buffers-to-stack`):
//!
//! - a model of MLIR's `RegionBranchOpInterface` for the structured
//!   control-flow ops we know (which regions and results a region or the
//!   parent op can branch to, and which values it forwards);
//! - the buffer view-flow graph (MLIR's `BufferViewFlowAnalysis`): an edge
//!   `v -> w` says that `w` may be (a view of) the buffer `v`;
//! - folds over everything reachable from a value in that graph, computed
//!   once per strongly connected component (Tarjan), so that per-allocation
//!   aggregates (common dominators, last uses) cost linear time in total
//!   instead of one graph search per allocation;
//! - nearest common (post-)dominators across nested regions.

pub mod flow;
pub mod summary;

use crate::interfaces::is_region_branch;
use dialects::memref;
use ir::dominance::Dominance;
use ir::interfaces::{EffectKind, RegionFlow, RegionTarget};
use ir::registry::traits;
use ir::{Block, Context, Op, Region, Value};

/// A point of region control flow: the parent op itself or one of its regions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Point {
    /// The parent op (control leaves the regions).
    Parent,
    /// Region `i`.
    Region(usize),
}

/// One successor of a region-branch point, with the values it defines.
pub struct Successor {
    /// Where control goes.
    pub target: Point,
    /// The values defined there that receive the forwarded operands.
    pub inputs: Vec<Value>,
}

fn entry_args(ctx: &Context, op: Op, i: usize, skip: usize) -> Vec<Value> {
    ctx.regions_of(op)
        .get(i)
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block_args(b).iter().skip(skip).copied().collect())
        .unwrap_or_default()
}

fn region_nonempty(ctx: &Context, op: Op, i: usize) -> bool {
    ctx.regions_of(op)
        .get(i)
        .is_some_and(|&r| !ctx.region_blocks(r).is_empty())
}

/// The successors of `from` for a region-branch op, in MLIR's order.
pub fn successors(ctx: &Context, op: Op, from: Point) -> Vec<Successor> {
    let Some(rb) = ctx.iface(op).region_branch else {
        return Vec::new();
    };
    let results = || ctx.results(op).to_vec();
    let parent = |inputs: Vec<Value>| Successor {
        target: Point::Parent,
        inputs,
    };
    let region = |i: usize, inputs: Vec<Value>| Successor {
        target: Point::Region(i),
        inputs,
    };
    if let Some(graph) = rb.graph {
        let edges = match from {
            Point::Parent => graph.from_parent,
            Point::Region(i) => graph.from_region(i),
        };
        return edges
            .iter()
            .map(|e| match e.to {
                RegionTarget::Parent => parent(results()),
                RegionTarget::Region(i) => {
                    let i = i as usize;
                    region(i, entry_args(ctx, op, i, e.skip_args as usize))
                }
            })
            .collect();
    }
    match rb.flow {
        // A loop that declares no graph: its successors are unknown.
        RegionFlow::Loop => Vec::new(),
        RegionFlow::Parallel => vec![region(0, Vec::new()), parent(results())],
        RegionFlow::Once => match from {
            Point::Parent => vec![region(0, Vec::new())],
            Point::Region(_) => vec![parent(results())],
        },
        // An empty region (`scf.if` without else) is a branch to the parent.
        RegionFlow::Exclusive => match from {
            Point::Parent => (0..ctx.regions_of(op).len())
                .map(|i| {
                    if region_nonempty(ctx, op, i) {
                        region(i, Vec::new())
                    } else {
                        parent(Vec::new())
                    }
                })
                .collect(),
            Point::Region(_) => vec![parent(results())],
        },
    }
}

/// The operand range `(start, len)` of `op` forwarded into an entry successor.
pub fn entry_operands(ctx: &Context, op: Op) -> (usize, usize) {
    let r = match ctx.iface(op).region_branch {
        Some(rb) => rb.entry_operands.range(ctx, op),
        None => 0..0,
    };
    (r.start, r.len())
}

/// Whether `op` is a region terminator that forwards values to a successor.
pub fn is_region_terminator(ctx: &Context, op: Op) -> bool {
    crate::interfaces::is_region_terminator(ctx, op)
        && ctx.parent_op(op).is_some_and(|p| is_region_branch(ctx, p))
}

/// The operand range a region terminator forwards to `target`.
pub fn terminator_operands(ctx: &Context, term: Op) -> (usize, usize) {
    crate::interfaces::region_terminator_operands(ctx, term)
}

/// Ops implementing `LoopLikeOpInterface`: the region-branch ops whose
/// regions repeat, and the ones declaring it.
pub fn is_loop_like(ctx: &Context, op: Op) -> bool {
    let iface = ctx.iface(op);
    iface.loop_like
        || iface
            .region_branch
            .is_some_and(|rb| matches!(rb.flow, RegionFlow::Loop | RegionFlow::Parallel))
}

/// MLIR's `isKnownControlFlowInterface`: loop-like or region-branch.
pub fn is_known_control_flow(ctx: &Context, op: Op) -> bool {
    is_loop_like(ctx, op) || is_region_branch(ctx, op)
}

/// `BufferPlacementTransformationBase::isLoop`: loop-like ops and region
/// branch ops whose region successor graph has a cycle.
pub fn is_loop(ctx: &Context, op: Op) -> bool {
    if is_loop_like(ctx, op) {
        return true;
    }
    if !is_region_branch(ctx, op) {
        return false;
    }
    let n = ctx.regions_of(op).len();
    // Cycle detection over at most `n` regions.
    for s in successors(ctx, op, Point::Parent) {
        let Point::Region(start) = s.target else {
            continue;
        };
        let mut seen = vec![false; n];
        let mut stack = vec![start];
        while let Some(r) = stack.pop() {
            if r >= n {
                continue;
            }
            if seen[r] {
                return true;
            }
            seen[r] = true;
            for t in successors(ctx, op, Point::Region(r)) {
                if let Point::Region(x) = t.target {
                    stack.push(x);
                }
            }
        }
    }
    false
}

/// Ops implementing `ViewLikeOpInterface` (source operand 0, view result 0)
/// as the legacy passes know them: `memref.extract_strided_metadata` is
/// left out, and `memref.transpose` is included: it is a view of its
/// operand, and mlir-opt 19 missing it frees a transposed buffer before its
/// last use.
pub fn is_view_like(ctx: &Context, op: Op) -> bool {
    let view = ctx.iface(op).view_like.is_some() && !ctx.isa(op, &memref::EXTRACT_STRIDED_METADATA);
    (view || ctx.isa(op, &memref::TRANSPOSE))
        && ctx.num_operands(op) > 0
        && !ctx.results(op).is_empty()
}

/// The operand index a branch op forwards as argument `i` of successor `s`.
pub fn branch_operand_index(ctx: &Context, op: Op, s: usize, i: usize) -> Option<usize> {
    let range = ctx.iface(op).branch?;
    if s >= ctx.successors(op).len() {
        return None;
    }
    let r = range(ctx, op, s);
    (i < r.len()).then_some(r.start + i)
}

/// The single allocation result an op defines on the heap (MLIR's
/// `BufferPlacementAllocs`: exactly one `Allocate` effect on a result that is
/// not an automatic-allocation-scope resource).
pub fn heap_alloc_result(ctx: &Context, op: Op) -> Option<Value> {
    match ctx.alloc_effect_on_result(op, 0)? {
        EffectKind::Allocate { automatic: false } => ctx.results(op).first().copied(),
        _ => None,
    }
}

/// Ops freeing their operand `i`.
pub fn frees(ctx: &Context, op: Op, i: usize) -> bool {
    ctx.frees_operand_of(op, i)
}

/// MLIR's `memref::findDealloc`: `Some(None)` without a freeing user,
/// `Some(Some(op))` with exactly one, `None` with more than one.
pub fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<Op>> {
    let mut found = None;
    for u in ctx.uses(v) {
        let d = ctx.use_data(u);
        if frees(ctx, d.owner, d.index as usize) {
            if found.is_some() && found != Some(d.owner) {
                return None;
            }
            found = Some(d.owner);
        }
    }
    Some(found)
}

/// The heap allocations of a function in MLIR's post-order walk, with their
/// existing deallocation (allocations freed more than once, or handed to a
/// `memref.realloc`, are skipped: mlir-opt 22's optimization passes do not
/// know where such a buffer's lifetime ends).
pub fn collect_allocs(ctx: &Context, root: Op) -> Vec<(Value, Option<Op>)> {
    let mut out = Vec::new();
    ctx.walk_post(root, |o| {
        if let Some(v) = heap_alloc_result(ctx, o) {
            if let Some(d) = find_dealloc(ctx, v) {
                if d.is_none_or(|d| !ctx.isa(d, &dialects::memref::REALLOC)) {
                    out.push((v, d));
                }
            }
        }
    });
    out
}

/// Whether the op is an automatic allocation scope (its `memref.alloca`s are freed on exit).
pub fn has_auto_alloc_scope(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| d.has(traits::AUTOMATIC_ALLOCATION_SCOPE))
}

/// The region a block belongs to and the block holding that region's parent.
fn parent_block_of_block(ctx: &Context, b: Block) -> Option<Block> {
    ctx.block_parent_op(b).and_then(|p| ctx.parent_block(p))
}

fn region_depth(ctx: &Context, r: Region) -> usize {
    let mut d = 0;
    let mut cur = crate::util::parent_region(ctx, r);
    while let Some(c) = cur {
        d += 1;
        cur = crate::util::parent_region(ctx, c);
    }
    d
}

/// The ancestor of block `b` (or `b`) that lies in region `r`.
pub fn ancestor_block_in(ctx: &Context, r: Region, mut b: Block) -> Option<Block> {
    loop {
        if ctx.block_parent(b) == Some(r) {
            return Some(b);
        }
        b = parent_block_of_block(ctx, b)?;
    }
}

/// MLIR's block `properlyDominates` across regions: `a` properly dominates
/// `b` when `a` holds an op that (transitively) contains `b`, or when `a`
/// properly dominates the ancestor of `b` in `a`'s region.
pub fn block_properly_dominates(dom: &mut Dominance, ctx: &Context, a: Block, b: Block) -> bool {
    if a == b {
        return false;
    }
    let Some(ra) = ctx.block_parent(a) else {
        return false;
    };
    let b = if ctx.block_parent(b) != Some(ra) {
        match ancestor_block_in(ctx, ra, b) {
            Some(x) => x,
            None => return false,
        }
    } else {
        b
    };
    if a == b {
        return true;
    }
    dom.block_dominates(a, b)
}

/// Whether block `a` dominates block `b` (every block dominates itself).
pub fn block_dominates(dom: &mut Dominance, ctx: &Context, a: Block, b: Block) -> bool {
    a == b || block_properly_dominates(dom, ctx, a, b)
}

/// MLIR's `findNearestCommonDominator` for two blocks: both are first lifted
/// to ancestors in a common region. `None` when there is no common region or
/// the common (post-)dominator is the virtual root (several exits).
pub fn nearest_common(dom: &mut Dominance, ctx: &Context, a: Block, b: Block) -> Option<Block> {
    if a == b {
        return Some(a);
    }
    let (mut a, mut b) = (a, b);
    let (mut ra, mut rb) = (ctx.block_parent(a)?, ctx.block_parent(b)?);
    let (mut da, mut db) = (region_depth(ctx, ra), region_depth(ctx, rb));
    while da > db {
        a = parent_block_of_block(ctx, a)?;
        ra = ctx.block_parent(a)?;
        da -= 1;
    }
    while db > da {
        b = parent_block_of_block(ctx, b)?;
        rb = ctx.block_parent(b)?;
        db -= 1;
    }
    while ra != rb {
        a = parent_block_of_block(ctx, a)?;
        b = parent_block_of_block(ctx, b)?;
        ra = ctx.block_parent(a)?;
        rb = ctx.block_parent(b)?;
    }
    if a == b {
        return Some(a);
    }
    dom.nearest_common_block(a, b)
}
