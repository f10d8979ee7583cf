//! Questions about the region and block structure the conflict rules ask:
//! reachability between blocks, mutually exclusive regions, per-region
//! memoized answers.

use super::*;

pub(super) fn op_is_in_block(ctx: &Context, b: Block, mut op: Op) -> bool {
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

pub(super) fn successors(ctx: &Context, b: Block) -> Vec<Block> {
    ctx.terminator(b)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

/// A path of at least one edge leads from `from` to `to` avoiding `except`.
pub(super) fn is_reachable(ctx: &Context, from: Block, to: Block, except: Option<Block>) -> bool {
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

pub(super) fn is_region_branch(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).region_branch.is_some()
}

/// `op` is in region `r` or nested in an op of `r` (MLIR's
/// `Region::findAncestorOpInRegion` succeeds).
pub(super) fn op_is_in_region(ctx: &Context, r: Region, mut op: Op) -> bool {
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

/// MLIR's `insideMutuallyExclusiveRegions`.
pub fn inside_mutually_exclusive_regions(ctx: &Context, a: Op, b: Op) -> bool {
    exclusive_regions_with(
        ctx,
        a,
        b,
        |x, y| ctx.is_ancestor(x, y),
        |branch, x| region_index_below(ctx, branch, x),
    )
}

/// `inside_mutually_exclusive_regions` with `encloses(x, y)` telling whether
/// `x` is `y` or one of its ancestors and `region_index(branch, x)` which
/// region of `branch` holds `x`.
fn exclusive_regions_with(
    ctx: &Context,
    a: Op,
    b: Op,
    encloses: impl Fn(Op, Op) -> bool,
    region_index: impl Fn(Op, Op) -> Option<usize>,
) -> bool {
    let mut p = ctx.parent_op(a);
    while let Some(branch) = p {
        if !is_region_branch(ctx, branch) || branch == b || !encloses(branch, b) {
            p = ctx.parent_op(branch);
            continue;
        }
        let (ra, rb) = (region_index(branch, a), region_index(branch, b));
        let Some(branch_iface) = ctx.iface(branch).region_branch else {
            return false;
        };
        return match (ra, rb) {
            (Some(x), Some(y)) => branch_iface.mutually_exclusive(x, y),
            _ => branch_iface.flow == RegionFlow::Exclusive && ra != rb,
        };
    }
    false
}

/// Owner op of a value, for diagnostics.
pub fn value_owner(ctx: &Context, v: Value) -> Option<Op> {
    owner_of_value(ctx, v)
}

impl<'a, 's> Analyzer<'a, 's> {
    /// `o`'s pre-order position and the last position inside it, when the
    /// analysis runs on the tree `init` numbered (the only numbering then:
    /// ops outside it were never numbered).
    pub(super) fn numbered_span(&self, o: Op) -> Option<(u32, u32)> {
        if !self.in_numbered_tree {
            return None;
        }
        let p = *self.idx.pre.get(o.index())?;
        (p != u32::MAX).then(|| (p, self.idx.last[o.index()]))
    }

    /// `a` is `b` or one of its ancestors: an interval test on the numbering,
    /// so that conflict rules stay constant-time at any nesting depth.
    pub(super) fn encloses(&self, a: Op, b: Op) -> bool {
        match (self.numbered_span(a), self.numbered_span(b)) {
            (Some((pa, la)), Some((pb, _))) => pa <= pb && pb <= la,
            _ => self.ctx.is_ancestor(a, b),
        }
    }

    /// `op` is in block `b` or nested in one of its ops.
    pub(super) fn op_in_block(&self, b: Block, op: Op) -> bool {
        match (self.numbered_span(op), self.idx.block_range.get(b.index())) {
            (Some((p, _)), Some(&(first, last))) if self.block_numbered(b) => {
                first <= p && p <= last
            }
            _ => op_is_in_block(self.ctx, b, op),
        }
    }

    /// Block `b`'s position range is from the numbering: its parent op was
    /// numbered (an empty block keeps the empty default range).
    fn block_numbered(&self, b: Block) -> bool {
        self.ctx
            .block_parent_op(b)
            .is_some_and(|p| self.numbered_span(p).is_some())
    }

    /// `inside_mutually_exclusive_regions` with `encloses` for the ancestor tests.
    pub(super) fn in_exclusive_regions(&self, a: Op, b: Op) -> bool {
        exclusive_regions_with(
            self.ctx,
            a,
            b,
            |x, y| {
                self.step(1);
                self.encloses(x, y)
            },
            |branch, x| self.region_index_of(branch, x),
        )
    }

    /// The index of the region of `branch` that holds `x` (nested in it):
    /// from the blocks' position ranges when numbered, not by walking up
    /// from `x`.
    fn region_index_of(&self, branch: Op, x: Op) -> Option<usize> {
        if self.numbered_span(branch).is_none() || self.numbered_span(x).is_none() {
            return region_index_below(self.ctx, branch, x);
        }
        let ctx = self.ctx;
        ctx.regions_of(branch)
            .iter()
            .position(|&r| ctx.region_blocks(r).iter().any(|&b| self.op_in_block(b, x)))
    }
}

/// The index of the region of `branch` that holds `x` (an op nested in it).
fn region_index_below(ctx: &Context, branch: Op, mut x: Op) -> Option<usize> {
    loop {
        if ctx.parent_op(x) == Some(branch) {
            let r = ctx.parent_region(x)?;
            return ctx.regions_of(branch).iter().position(|&y| y == r);
        }
        x = ctx.parent_op(x)?;
    }
}

/// The innermost region from `start` outwards (`outer` steps out) that
/// `is_answer` accepts, memoized per region in `table` (its id, or a marker
/// for "none" or "not yet asked"). Every region passed on the way gets the
/// answer too, so that a nest of n regions costs O(n) in all.
pub(super) fn memoized_region(
    table: &std::cell::RefCell<Vec<u32>>,
    start: Region,
    is_answer: impl Fn(Region) -> bool,
    outer: impl Fn(Region) -> Option<Region>,
) -> Option<Region> {
    const UNKNOWN: u32 = u32::MAX;
    const NO_REGION: u32 = u32::MAX - 1;
    let mut passed: SmallVec<[Region; 8]> = SmallVec::new();
    let mut at = Some(start);
    let found = loop {
        let Some(reg) = at else {
            break None;
        };
        match table.borrow().get(reg.index()) {
            Some(&x) if x == NO_REGION => break None,
            Some(&x) if x != UNKNOWN => break Some(Region(x)),
            _ => {}
        }
        passed.push(reg);
        if is_answer(reg) {
            break Some(reg);
        }
        at = outer(reg);
    };
    let mut t = table.borrow_mut();
    for reg in passed {
        if t.len() <= reg.index() {
            let n = (reg.index() + 1).max(2 * t.len());
            t.resize(n, UNKNOWN);
        }
        t[reg.index()] = found.map_or(NO_REGION, |x| x.0);
    }
    found
}
