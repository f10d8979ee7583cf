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

/// A per-region answer that is itself an optional region, computed once:
/// `table[region]` holds the answer's id, or a marker for "none" or "not yet
/// asked" (the table grows geometrically as higher region ids are asked).
pub(super) fn memoized_region(
    table: &std::cell::RefCell<Vec<u32>>,
    reg: Region,
    compute: impl FnOnce() -> Option<Region>,
) -> Option<Region> {
    const UNKNOWN: u32 = u32::MAX;
    const NO_REGION: u32 = u32::MAX - 1;
    match table.borrow().get(reg.index()) {
        Some(&x) if x == NO_REGION => return None,
        Some(&x) if x != UNKNOWN => return Some(Region(x)),
        _ => {}
    }
    let found = compute();
    let mut t = table.borrow_mut();
    if t.len() <= reg.index() {
        let n = (reg.index() + 1).max(2 * t.len());
        t.resize(n, UNKNOWN);
    }
    t[reg.index()] = found.map_or(NO_REGION, |x| x.0);
    found
}
