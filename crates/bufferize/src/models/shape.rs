//! Models of `shape.assuming` and its terminator `shape.assuming_yield`.
//! The op has no tensor operands: its results take the buffers its region
//! yields, so the analysis follows a result back to the yielded value.

use super::{alias, idx};
use crate::interface::Relation;
use crate::interface::{AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::{Context, Op, Type, Use, Value};

/// Registers the models of `shape.assuming` and its yield.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::shape::ASSUMING, &Assuming);
    r.add(&dialects::shape::ASSUMING_YIELD, &AssumingYield);
}

/// The `shape.assuming_yield` ending the op's single block, if it has one.
fn assuming_yield(ctx: &Context, op: Op) -> Option<Op> {
    let r = *ctx.regions_of(op).first()?;
    let blocks = ctx.region_blocks(r);
    if blocks.len() != 1 {
        return None;
    }
    ctx.terminator(blocks[0])
        .filter(|&t| ctx.isa(t, &dialects::shape::ASSUMING_YIELD))
}

fn multi_block_error(ctx: &Context, op: Op) -> Box<ir::diag::Diagnostic> {
    error(
        ctx,
        op,
        "'shape.assuming' op only a single block ending in 'shape.assuming_yield' can be bufferized",
    )
}

struct Assuming;
impl BufferizableOp for Assuming {
    no_operand_access!();
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return AliasList::new();
        };
        assuming_yield(ctx, op)
            .and_then(|y| ctx.op(y).operands.get(i as usize).copied())
            .map(|u| AliasingOperand {
                operand: u,
                relation: Relation::Equivalent,
                definite: true,
            })
            .into_iter()
            .collect()
    }
    /// As for `scf.if`, MLIR counts every result as written: the op has no
    /// tensor operands through which a write could be found.
    fn result_writes(&self, _: &State, _: &Context, _: Value) -> bool {
        true
    }
    fn verify_analysis(&self, _: &State, ctx: &Context, op: Op) -> DResult<()> {
        match assuming_yield(ctx, op) {
            Some(_) => Ok(()),
            None => Err(multi_block_error(ctx, op)),
        }
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let Some(y) = assuming_yield(rw.ctx, op) else {
            return Err(multi_block_error(rw.ctx, op));
        };
        // The results take the types of what the region yields, which the
        // yield (bufferized first, as the region's last op) made buffers.
        let types: Vec<Type> = rw
            .ctx
            .operand_vec(y)
            .iter()
            .map(|&v| rw.ctx.value_type(v))
            .collect();
        super::scf_ext::rebuild_with_types(rw, op, &dialects::shape::ASSUMING, &types);
        Ok(())
    }
}

struct AssumingYield;
impl BufferizableOp for AssumingYield {
    yield_analysis!();
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let Some(parent) = ctx
            .parent_op(op)
            .filter(|&p| ctx.isa(p, &dialects::shape::ASSUMING))
        else {
            return AliasList::new();
        };
        alias(ctx.result(parent, idx(ctx, u)), Relation::Equivalent)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let mut buffers = Vec::new();
        for v in rw.ctx.operand_vec(op) {
            if rw.ctx.type_kind(rw.ctx.value_type(v)).is_tensor() {
                buffers.push(rw.get_buffer(v)?);
            } else {
                buffers.push(v);
            }
        }
        rw.replace_with_new(
            op,
            &dialects::shape::ASSUMING_YIELD,
            &buffers,
            &[],
            Vec::new(),
        );
        Ok(())
    }
}
