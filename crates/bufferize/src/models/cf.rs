//! Models of `cf.br` and `cf.cond_br` (MLIR's branch-op models): a forwarded
//! tensor is neither read nor written; it may be the buffer of the matching
//! argument of the successor block. The branch itself is rewritten together
//! with the signature of its successor (`bufferize_block_signature`).

use super::idx;
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation,
};
use crate::rewrite::Rewriter;
use crate::state::State;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::{Block, Context, Op, Use, Value};

/// Registers the models of the cf dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::cf::BR, &Branch);
    r.add(&dialects::cf::COND_BR, &Branch);
}

/// The operand range `(first, len)` of `op` forwarded to successor `succ`,
/// if `op` is a branch (MLIR's `BranchOpInterface`; `cf.switch` is one
/// without a bufferization model: the analysis treats it as an unknown op).
pub fn forwarded_range(ctx: &Context, op: Op, succ: usize) -> Option<(usize, usize)> {
    let successor_operands = ctx.iface(op).branch?;
    if succ >= ctx.successors(op).len() {
        return None;
    }
    let r = successor_operands(ctx, op, succ);
    Some((r.start, r.len()))
}

/// The branch operands forwarded to block argument `arg` by every
/// predecessor edge of its block (MLIR's `getCallerOpOperands`).
pub fn caller_operands(ctx: &Context, arg: Value) -> Vec<Use> {
    let ValueDef::Arg(b, i) = ctx.value(arg).def else {
        return Vec::new();
    };
    block_callers(ctx, b)
        .into_iter()
        .filter_map(|(op, succ)| {
            let (first, _) = forwarded_range(ctx, op, succ)?;
            ctx.op(op).operands.get(first + i as usize).copied()
        })
        .collect()
}

/// The (branch op, successor index) edges into `b`, one per branch op in
/// the order of its uses (a branch op targeting `b` twice counts once, at
/// its first successor naming `b`, as MLIR finds it).
pub fn block_callers(ctx: &Context, b: Block) -> Vec<(Op, usize)> {
    let mut out: Vec<(Op, usize)> = Vec::new();
    for &(op, _) in &ctx.block(b).pred_uses {
        if out.iter().any(|&(o, _)| o == op) {
            continue;
        }
        let Some(succ) = ctx.successors(op).iter().position(|&s| s == b) else {
            continue;
        };
        out.push((op, succ));
    }
    out
}

/// Aliasing operands of a non-entry block argument: the forwarded operands.
pub fn block_arg_aliasing_operands(ctx: &Context, arg: Value) -> AliasList<AliasingOperand> {
    caller_operands(ctx, arg)
        .into_iter()
        .map(|u| AliasingOperand {
            operand: u,
            relation: Relation::Equivalent,
            definite: false,
        })
        .collect()
}

/// `cf.br` and `cf.cond_br`: forward their operands to successor block arguments.
struct Branch;
impl BufferizableOp for Branch {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let n = idx(ctx, u);
        let mut out = AliasList::new();
        for (k, &b) in ctx.successors(op).iter().enumerate() {
            let Some((first, len)) = forwarded_range(ctx, op, k) else {
                continue;
            };
            if n < first || n >= first + len {
                continue;
            }
            if let Some(&a) = ctx.block_args(b).get(n - first) {
                out.push(AliasingValue {
                    value: a,
                    relation: Relation::Equivalent,
                    definite: false,
                });
            }
        }
        out
    }
    fn bufferize(&self, _: &mut Rewriter, _: Op) -> DResult<()> {
        // Rewritten with the signature of the successor blocks.
        Ok(())
    }
}
