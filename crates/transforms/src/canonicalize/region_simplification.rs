//! Region simplification after each driver iteration: unreachable blocks,
//! region DCE with dead block arguments, and in `aggressive` mode
//! identical-block merging and redundant argument dropping.

use super::facts::FactsTable;
use super::rewriter::post_order;
use super::worklist::BitSet;
use crate::effects::{would_be_dead_memo, NestedEffectStamps};
use ir::registry::traits;
use ir::{Block, Context, Op, Region, Value};
use rustc_hash::FxHashSet;

/// Unreachable-block erasure and region DCE (plus block merging and
/// redundant-argument dropping when `aggressive`). Returns whether anything
/// changed.
pub fn simplify_regions(ctx: &mut Context, region: Region, aggressive: bool) -> bool {
    simplify_regions_with(ctx, region, aggressive, &mut FactsTable::default())
}

pub(crate) fn simplify_regions_with(
    ctx: &mut Context,
    region: Region,
    aggressive: bool,
    facts: &mut FactsTable,
) -> bool {
    let changed = erase_unreachable_and_dead(ctx, region, facts);
    let mut c = false;
    if aggressive {
        c |= crate::patterns::cf::merge_identical_blocks(ctx, region);
        c |= crate::patterns::cf::drop_redundant_arguments(ctx, region);
    }
    changed || c
}

/// Erases the ops of `b`, last first.
fn erase_block_ops(ctx: &mut Context, b: Block) {
    let mut cur = ctx.last_op(b);
    while let Some(o) = cur {
        cur = ctx.prev_op(o);
        ctx.erase_op(o);
    }
}

pub(crate) fn erase_unreachable_blocks(ctx: &mut Context, region: Region) -> bool {
    let mut erased = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        let n = ctx.region_blocks(r).len();
        if n == 0 {
            continue;
        }
        if n == 1 {
            for op in ctx.block_ops(ctx.region_blocks(r)[0]) {
                work.extend(ctx.regions_of(op).iter().copied());
            }
            continue;
        }
        let blocks = ctx.region_blocks(r).to_vec();
        let reachable: FxHashSet<Block> = post_order(ctx, r).into_iter().collect();
        let mut unreachable = Vec::new();
        for b in blocks {
            if !reachable.contains(&b) {
                erase_block_ops(ctx, b);
                unreachable.push(b);
                continue;
            }
            for op in ctx.block_ops(b) {
                work.extend(ctx.regions_of(op).iter().copied());
            }
        }
        erased |= !unreachable.is_empty();
        ctx.remove_blocks(r, &unreachable);
    }
    erased
}

/// MLIR's `eraseUnreachableBlocks` followed by `runRegionDCE`, with one walk
/// in the common case.
///
/// The liveness walk visits exactly the regions the unreachable-block walk
/// would (those of ops in reachable blocks) and never looks at ops in
/// unreachable blocks (they are not live, so their uses prove nothing):
/// liveness is the same whether those blocks are erased before or after it,
/// and erasure keeps the order of the remaining use and predecessor lists.
///
/// MLIR repeats the liveness walk until it changes nothing. A repeat only
/// changes something when the previous walk found an op or value dead and
/// later marked it live (a use seen before its definition was known live:
/// loops in the CFG, graph regions); the walk records such late marks and
/// repeats only then. Deletion is skipped when the last walk saw nothing dead.
pub(crate) fn erase_unreachable_and_dead(
    ctx: &mut Context,
    region: Region,
    facts: &mut FactsTable,
) -> bool {
    let mut live = LiveMap::default();
    let mut unreachable: Vec<Region> = Vec::new();
    let mut first = true;
    // The walks do not change the IR: one memo serves them all.
    let mut nested_effects = NestedEffectStamps::default();
    loop {
        live.late = false;
        live.any_dead = false;
        // Questions of an earlier walk were answered again by this one.
        live.asked_ops = BitSet::default();
        live.asked_values = BitSet::default();
        {
            let mut w = LiveWalk {
                ctx,
                live: &mut live,
                facts,
                unreachable: first.then_some(&mut unreachable),
                nested_effects: &mut nested_effects,
            };
            w.region(region);
        }
        first = false;
        if !live.late {
            break;
        }
    }
    let mut erased = false;
    for r in unreachable {
        let blocks = ctx.region_blocks(r).to_vec();
        let reachable = reachable_blocks(ctx, r);
        let mut gone = Vec::new();
        for b in blocks {
            if !reachable.contains(b.index()) {
                erase_block_ops(ctx, b);
                gone.push(b);
            }
        }
        erased |= !gone.is_empty();
        ctx.remove_blocks(r, &gone);
    }
    if live.any_dead {
        erased |= delete_deadness(ctx, region, &live);
    }
    erased
}

pub(crate) fn reachable_blocks(ctx: &Context, r: Region) -> BitSet {
    let mut set = BitSet::default();
    for b in post_order(ctx, r) {
        set.insert(b.index());
    }
    set
}

/// Live ops and values, as dense bit sets over their ids.
#[derive(Default)]
pub(crate) struct LiveMap {
    values: BitSet,
    ops: BitSet,
    /// Ops and values a walk asked about while they were not (yet) live.
    asked_ops: BitSet,
    asked_values: BitSet,
    /// An op or value was marked live after the walk had found it dead.
    late: bool,
    /// The walk left some visited op or block argument dead.
    any_dead: bool,
    /// Values with a use whose owner is live and has no successors (such a
    /// use proves the value live; see [`LiveWalk::note_live_operands`]).
    used_by_live: BitSet,
}

impl LiveMap {
    #[inline]
    pub(crate) fn set_value_live(&mut self, ctx: &Context, v: Value) {
        match ctx.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => {
                if self.values.insert(v.index()) && self.asked_values.contains(v.index()) {
                    self.late = true;
                }
            }
        }
    }
    #[inline]
    pub(crate) fn set_op_live(&mut self, op: Op) {
        if self.ops.insert(op.index()) && self.asked_ops.contains(op.index()) {
            self.late = true;
        }
    }
    #[inline]
    pub(crate) fn value_live(&self, v: Value) -> bool {
        self.values.contains(v.index())
    }
    #[inline]
    pub(crate) fn op_live(&self, op: Op) -> bool {
        self.ops.contains(op.index())
    }
    /// [`Self::value_live`] as a fact the walk's decisions depend on.
    #[inline]
    pub(crate) fn ask_value(&mut self, v: Value) -> bool {
        let l = self.value_live(v);
        if !l {
            self.asked_values.insert(v.index());
        }
        l
    }
    #[inline]
    pub(crate) fn ask_op(&mut self, op: Op) -> bool {
        let l = self.op_live(op);
        if !l {
            self.asked_ops.insert(op.index());
        }
        l
    }
}

/// One liveness walk (MLIR's `propagateLiveness`).
pub(crate) struct LiveWalk<'x> {
    ctx: &'x Context,
    live: &'x mut LiveMap,
    facts: &'x mut FactsTable,
    /// Collects the regions with unreachable blocks (first walk only).
    unreachable: Option<&'x mut Vec<Region>>,
    /// Whether the ops nested in each recursive-effect op are effect free:
    /// asked of every loop of a nest, answered with one walk.
    nested_effects: &'x mut NestedEffectStamps,
}

impl LiveWalk<'_> {
    #[inline]
    pub(crate) fn use_specially_dead(&mut self, u: ir::Use) -> bool {
        let ctx = self.ctx;
        let d = ctx.use_data(u);
        let owner = d.owner;
        if ctx.successors(owner).is_empty()
            || !ctx.def(owner).is_some_and(|x| x.has(traits::TERMINATOR))
        {
            return false;
        }
        match crate::patterns::cf::successor_arg_of_operand(ctx, owner, d.index as usize) {
            Some(arg) => !self.live.ask_value(arg),
            None => false,
        }
    }

    /// Whether some use of `v` proves it live: its owner is live and the
    /// use is not a successor operand forwarded to a dead argument.
    ///
    /// Users are mostly visited before the values they use, and a live
    /// user without successors has already recorded its operands: the
    /// answer then needs no walk of the use list, whose entries and owners
    /// lie anywhere in memory. (The walk would only have asked about more
    /// ops on its way to the same proof; a proved value cannot become dead,
    /// so those questions never call for another walk.)
    #[inline]
    pub(crate) fn proved_live(&mut self, v: Value) -> bool {
        if self.live.used_by_live.contains(v.index()) {
            return true;
        }
        let ctx = self.ctx;
        for u in ctx.uses(v) {
            if self.live.ask_op(ctx.use_data(u).owner) && !self.use_specially_dead(u) {
                return true;
            }
        }
        false
    }

    /// Records the operands of a live op as used by a live op. Operands of
    /// an op with successors may be forwarded to a dead block argument, and
    /// are left to the use-list walk.
    #[inline]
    pub(crate) fn note_live_operands(&mut self, op: Op) {
        let ctx = self.ctx;
        if !ctx.successors(op).is_empty() {
            return;
        }
        for v in ctx.operands(op) {
            self.live.used_by_live.insert(v.index());
        }
    }

    pub(crate) fn op(&mut self, op: Op) {
        let ctx = self.ctx;
        for &r in ctx.regions_of(op) {
            self.region(r);
        }
        let f = self.facts.of_op(ctx, op);
        if f.terminator {
            self.live.set_op_live(op);
            self.note_live_operands(op);
            if ctx.successors(op).is_empty() || crate::patterns::cf::is_branch(ctx, op) {
                return;
            }
            for &s in ctx.successors(op) {
                for &a in ctx.block_args(s) {
                    self.live.set_value_live(ctx, a);
                }
            }
            return;
        }
        if self.live.op_live(op) {
            self.note_live_operands(op);
            return;
        }
        if f.never_dead
            || !would_be_dead_memo(ctx, op, f.def.unwrap(), f.effects, self.nested_effects)
        {
            self.live.set_op_live(op);
            self.note_live_operands(op);
            return;
        }
        // A live result makes the op live (its other results need not be
        // asked about).
        for i in 0..ctx.results(op).len() {
            if self.proved_live(ctx.results(op)[i]) {
                self.live.set_op_live(op);
                self.note_live_operands(op);
                return;
            }
        }
        // Only the op's own visit marks it live.
        self.live.any_dead = true;
    }

    pub(crate) fn region(&mut self, r: Region) {
        let ctx = self.ctx;
        if let &[only] = ctx.region_blocks(r) {
            self.block(only);
            return;
        }
        let order = post_order(ctx, r);
        if order.len() != ctx.region_blocks(r).len() {
            if let Some(u) = self.unreachable.as_deref_mut() {
                u.push(r);
            }
        }
        for b in order {
            self.block(b);
        }
    }

    pub(crate) fn block(&mut self, b: Block) {
        let ctx = self.ctx;
        let mut cur = ctx.last_op(b);
        while let Some(o) = cur {
            cur = ctx.prev_op(o);
            self.op(o);
        }
        if ctx.is_entry_block(b) {
            return;
        }
        for &a in ctx.block_args(b) {
            if !self.live.value_live(a) {
                if self.proved_live(a) {
                    self.live.set_value_live(ctx, a);
                } else {
                    self.live.any_dead = true;
                }
            }
        }
    }
}

pub(crate) fn delete_deadness(ctx: &mut Context, r: Region, live: &LiveMap) -> bool {
    let mut erased = false;
    if ctx.region_blocks(r).is_empty() {
        return false;
    }
    let single = ctx.region_blocks(r).len() == 1;
    for b in post_order(ctx, r) {
        if !single {
            if let Some(t) = ctx.terminator(b) {
                crate::patterns::cf::erase_dead_successor_operands(ctx, t, &|a| live.value_live(a));
            }
        }
        let mut cur = ctx.last_op(b);
        while let Some(o) = cur {
            cur = ctx.prev_op(o);
            if !live.op_live(o) {
                erased = true;
                drop_result_uses(ctx, o);
                ctx.erase_op(o);
            } else {
                for i in 0..ctx.regions_of(o).len() {
                    let nr = ctx.regions_of(o)[i];
                    erased |= delete_deadness(ctx, nr, live);
                }
            }
        }
    }
    if ctx.region_blocks(r).len() < 2 {
        return erased;
    }
    let blocks = ctx.region_blocks(r).to_vec();
    for &b in blocks.iter().skip(1) {
        let n = ctx.block_args(b).len();
        for i in (0..n).rev() {
            let a = ctx.block_args(b)[i];
            if !live.value_live(a) {
                drop_value_uses(ctx, a);
                ctx.erase_block_arg(b, i);
                erased = true;
            }
        }
    }
    erased
}

/// Detaches the remaining uses of a value (their owners are being erased).
pub(crate) fn drop_value_uses(ctx: &mut Context, v: Value) {
    if !ctx.has_uses(v) {
        return;
    }
    let t = ctx.value_type(v);
    let ph = ctx.new_placeholder(t);
    ctx.replace_all_uses(v, ph);
}

pub(crate) fn drop_result_uses(ctx: &mut Context, op: Op) {
    for r in ctx.results(op).to_vec() {
        drop_value_uses(ctx, r);
    }
}
