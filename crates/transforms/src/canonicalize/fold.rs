//! Folding as the greedy driver and dialect conversion do it: the
//! constant folder that uniques and hoists constants while the worklist is
//! seeded (MLIR's `OperationFolder`), replacing an op by its fold results,
//! and the fold-only walk of a partial conversion.

use super::facts::FactsTable;
use super::rewriter::MemKind;
use super::rewriter::Rewriter;
use super::worklist::BitSet;
use crate::patterns::{self, FoldResult, Ofr};
use ir::registry::traits;
use ir::{Attr, Block, Context, Op, Region, Sym, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// MLIR's `OperationFolder`, as used when seeding the worklist.
#[derive(Default)]
pub(crate) struct Folder {
    scopes: FxHashMap<(Region, Sym, Attr, Type), Op>,
    owned: FxHashSet<Op>,
    /// The insertion region of each block asked about (and of the blocks
    /// above it on the way): seeding moves and erases constants only, so
    /// no block changes ancestors while a folder lives. Without it, every
    /// constant of a nest walked up to the function: quadratic in depth.
    insertion: FxHashMap<Block, Option<Region>>,
}

impl Folder {
    /// The region a constant of block `b` is hoisted to: the body that
    /// holds `b` through ops not isolated from above.
    fn insertion_region(&mut self, rw: &mut Rewriter, b: Block) -> Option<Region> {
        let ctx = &*rw.ctx;
        let mut path: smallvec::SmallVec<[Block; 8]> = smallvec::SmallVec::new();
        let mut cur = b;
        let region = loop {
            rw.walk_steps += 1;
            if let Some(&r) = self.insertion.get(&cur) {
                break r;
            }
            path.push(cur);
            let Some(r) = ctx.block_parent(cur) else {
                break None;
            };
            let Some(p) = ctx.region_parent(r) else {
                break Some(r);
            };
            let isolated = ctx
                .def(p)
                .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
            match ctx.parent_block(p) {
                Some(pb) if !isolated => cur = pb,
                _ => break Some(r),
            }
        };
        for b in path {
            self.insertion.insert(b, region);
        }
        region
    }

    /// Returns `false` when `op` was a duplicate and has been erased.
    pub(crate) fn insert_known_constant(&mut self, rw: &mut Rewriter, op: Op, value: Attr) -> bool {
        let Some(b) = rw.ctx.parent_block(op) else {
            return true;
        };
        let is_owned = |s: &Self, o: Option<Op>| o.is_some_and(|o| s.owned.contains(&o));
        if self.owned.contains(&op) {
            if rw.ctx.first_op(b) != Some(op) && !is_owned(self, rw.ctx.prev_op(op)) {
                let f = rw.ctx.first_op(b).unwrap();
                rw.ctx.move_op_before(op, f);
            }
            return true;
        }
        let Some(region) = self.insertion_region(rw, b) else {
            return true;
        };
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let key = (region, rw.ctx.op(op).name, value, ty);
        if let Some(&existing) = self.scopes.get(&key) {
            let r = rw.ctx.result(op, 0);
            let e = rw.ctx.result(existing, 0);
            // Each user is modified in place and goes on the worklist (with
            // its ancestors) now, during the seeding walk, as the folder's
            // rewriter notifies the driver in MLIR: a user nested deeper
            // than a later op of the walk is then tried before that op.
            rw.replace_all_uses(r, e);
            rw.notify_erased(op);
            rw.ctx.erase_op(op);
            // The constant now stands for both: MLIR's folder gives it the
            // unknown location.
            rw.ctx.op_mut(existing).loc = ir::Loc::UNKNOWN;
            return false;
        }
        let Some(ib) = rw.ctx.entry_block(region) else {
            return true;
        };
        if b != ib || (rw.ctx.first_op(ib) != Some(op) && !is_owned(self, rw.ctx.prev_op(op))) {
            let f = rw.ctx.first_op(ib).unwrap();
            if f != op {
                rw.ctx.move_op_before(op, f);
            }
            // Hoisted out of its block, it no longer stands where it was
            // written (mlir-opt prints it at the unknown location).
            if b != ib {
                rw.ctx.op_mut(op).loc = ir::Loc::UNKNOWN;
            }
        }
        self.scopes.insert(key, op);
        self.owned.insert(op);
        true
    }
}

/// Replaces `op` by what it folded to, materializing constants right before
/// it; false (and the IR as it was) when a constant cannot be made.
pub(crate) fn replace_with_fold(rw: &mut Rewriter, op: Op, res: Vec<Ofr>) -> bool {
    match materialize_fold(rw, op, res) {
        Some(vals) => {
            rw.replace_op(op, &vals);
            true
        }
        None => false,
    }
}

/// The folding a partial dialect conversion does on its way (MLIR's
/// `legalizeWithFold`): every op nested in `root`, in pre-order, whose
/// dialect is not among `legal` is folded where it stands. Constants are
/// made right before the folded op, neither uniqued nor hoisted; an op
/// folded in place is folded again; nothing dead is erased. As in a dialect
/// conversion, a folded op is replaced only at the end: the ops after it
/// still see it as their operands' definition (a `tensor.reshape` still sees
/// the `tensor.from_elements` of its shape, not the constant that replaces
/// it). Passes built on `applyPartialConversion` (expand-realloc) change the
/// IR this way even where their own patterns do not apply.
pub fn fold_as_conversion(ctx: &mut Context, root: Op, legal: &[&str]) {
    let mut facts = FactsTable::default();
    let mut ops = Vec::new();
    // The results of every `memref.cast`: a hook that folds only cast
    // operands fails at once on an op without one, and telling so from
    // this set spares loading each operand's far-away definition.
    let mut cast_results = BitSet::default();
    ctx.walk_pre(root, |o| {
        if o != root {
            ops.push(o);
            if facts.of_op(ctx, o).mem_kind == MemKind::Cast {
                for &r in ctx.results(o) {
                    cast_results.insert(r.index());
                }
            }
        }
    });
    let mut rw = Rewriter::new(ctx);
    let mut pending: Vec<(Op, Vec<Value>)> = Vec::new();
    for op in ops {
        if rw.ctx.is_erased(op) {
            continue;
        }
        let dialect = rw.ctx.op_name(op).split('.').next().unwrap_or("");
        if legal.contains(&dialect) {
            continue;
        }
        // An in-place fold may enable another; MLIR retries until none applies.
        for _ in 0..16 {
            let f = facts.of_op(rw.ctx, op);
            if f.constant_like || !(f.fold.is_some() || f.commutative) {
                break;
            }
            if f.fold_only_cast_operands
                && !f.commutative
                && rw
                    .ctx
                    .operands(op)
                    .all(|v| !cast_results.contains(v.index()))
            {
                break;
            }
            let (fold, reads, commutative) = (f.fold, f.fold_reads_consts, f.commutative);
            match patterns::fold_with(rw.ctx, op, fold, reads, commutative) {
                FoldResult::Fail => break,
                FoldResult::InPlace => continue,
                FoldResult::Results(res) => {
                    if let Some(vals) = materialize_fold(&mut rw, op, res) {
                        pending.push((op, vals));
                    }
                    break;
                }
            }
        }
    }
    // The deferred replacements, in order; a value may itself have been
    // replaced by an earlier one.
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    for (op, vals) in pending {
        let results = rw.ctx.results(op).to_vec();
        for (r, mut v) in results.into_iter().zip(vals) {
            while let Some(&next) = replaced.get(&v) {
                v = next;
            }
            rw.replace_all_uses(r, v);
            replaced.insert(r, v);
        }
        rw.erase_op(op);
    }
}

/// The values a fold gives `op`, constants made right before it; `None`
/// (and nothing made) when a constant cannot be materialized.
pub(crate) fn materialize_fold(rw: &mut Rewriter, op: Op, res: Vec<Ofr>) -> Option<Vec<Value>> {
    let types: Vec<Type> = rw.ctx.result_types(op);
    let mut vals = Vec::with_capacity(res.len());
    let mut created = Vec::new();
    for (r, ty) in res.into_iter().zip(types) {
        match r {
            Ofr::Value(v) => vals.push(v),
            Ofr::Attr(a) => match patterns::materialize(rw, op, a, ty) {
                Some(v) => {
                    created.push(rw.ctx.defining_op(v).unwrap());
                    vals.push(v)
                }
                None => {
                    for c in created {
                        rw.erase_op(c);
                    }
                    return None;
                }
            },
        }
    }
    Some(vals)
}
