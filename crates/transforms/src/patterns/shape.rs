//! shape: `shape.assuming` drops the results nobody uses, with the values
//! its region yields for them (MLIR's `AssumingOpRemoveUnusedResults`). The
//! fold of an assuming op under a constant true witness needs
//! `shape.const_witness`, which bufopt does not model.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::shape as ds;

fn p_remove_unused_results(rw: &mut Rewriter, op: Op) -> bool {
    let Some(body) = rw
        .ctx
        .regions_of(op)
        .first()
        .and_then(|&r| rw.ctx.entry_block(r))
    else {
        return false;
    };
    let Some(yield_op) = rw
        .ctx
        .terminator(body)
        .filter(|&t| rw.ctx.isa(t, &ds::ASSUMING_YIELD))
    else {
        return false;
    };
    let drop: Vec<bool> = rw
        .ctx
        .results(op)
        .iter()
        .map(|&r| !rw.ctx.has_uses(r))
        .collect();
    if !drop.contains(&true) || drop.len() != rw.ctx.num_operands(yield_op) {
        return false;
    }
    let kept: Vec<Value> = rw
        .ctx
        .operands(yield_op)
        .zip(&drop)
        .filter(|(_, &d)| !d)
        .map(|(v, _)| v)
        .collect();
    rw.ctx.set_operands(yield_op, &kept);
    rw.notify_modified(yield_op);
    super::region_branch::erase_results(rw, op, &drop);
    true
}

/// The patterns of `shape.assuming`.
pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[(
    "shape.assuming",
    &[Pattern {
        name: "AssumingOpRemoveUnusedResults",
        benefit: 1,
        apply: p_remove_unused_results,
    }],
)];
