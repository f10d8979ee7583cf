//! Models of `vector.transfer_read`, `vector.transfer_write` (a
//! destination-style subset insertion of its vector), `vector.mask` (whose
//! results are the yielded values of the masked op) and `vector.yield`.

use super::{alias, idx};
use crate::interface::resolve_operand_conflicts;
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use dialects::offsets::Mixed;
use dialects::tensor::ExtractSlice;
use dialects::vector::TransferWrite as TransferWriteOp;
use ir::affine::AffineExpr;
use ir::attrs::AttrKind;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::types::DYNAMIC;
use ir::{Attr, Context, Op, Use, Value};

/// Registers the models of the vector dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::vector::TRANSFER_READ, &TransferRead);
    r.add(&dialects::vector::TRANSFER_WRITE, &TransferWrite);
    r.add(&dialects::vector::MASK, &Mask);
    r.add(&dialects::vector::YIELD, &Yield);
    r.add(&dialects::vector::GATHER, &Gather);
    r.add(&dialects::vector::SCATTER, &Scatter);
}

/// The inherent attributes a rebuilt transfer op keeps (the builder MLIR
/// uses drops discardable attributes).
fn transfer_attrs(ctx: &Context, op: Op) -> Vec<(&'static str, Attr)> {
    ["permutation_map", "in_bounds"]
        .into_iter()
        .filter_map(|n| ctx.get_attr(op, n).map(|a| (n, a)))
        .collect()
}

// ----- vector.transfer_read -----

/// `vector.transfer_read`: reads its tensor, rebuilt on the buffer.
struct TransferRead;
impl BufferizableOp for TransferRead {
    read_only_analysis!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let mut operands = rw.ctx.operand_vec(op);
        operands[0] = rw.get_buffer(operands[0])?;
        let sizes: Vec<usize> = dialects::common::operand_segments(rw.ctx, op)
            .iter()
            .map(|g| g.len())
            .collect();
        let mut attrs = transfer_attrs(rw.ctx, op);
        let seg = rw.segments(&sizes);
        attrs.push(("operandSegmentSizes", seg));
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        rw.replace_with_new(
            op,
            &dialects::vector::TRANSFER_READ,
            &operands,
            &[rt],
            attrs,
        );
        Ok(())
    }
}

// ----- vector.transfer_write -----

/// The permutation map of a transfer op.
fn permutation_map(ctx: &Context, op: Op) -> Option<ir::affine::AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The size of the accessed chunk along every dimension of the shaped
/// operand: the vector size for mapped dimensions, 1 for the others.
fn chunk_accessed(ctx: &Context, op: Op, vec: Value) -> Option<Vec<i64>> {
    let map = permutation_map(ctx, op)?;
    let vshape = ctx.type_kind(ctx.value_type(vec)).shape()?.to_vec();
    let mut sizes = vec![1i64; map.num_inputs() as usize];
    for (r, &n) in map.results.iter().zip(&vshape) {
        if let AffineExpr::Dim(d) = r {
            *sizes.get_mut(*d as usize)? = n;
        }
    }
    Some(sizes)
}

fn is_masked(ctx: &Context, op: Op) -> bool {
    dialects::common::operand_segments(ctx, op)
        .get(3)
        .is_some_and(|m| !m.is_empty())
}

/// `vector.transfer_write`: writes into the tensor's buffer, which the result is.
struct TransferWrite;
impl BufferizableOp for TransferWrite {
    /// The destination is read unless the vector overwrites all of it: a
    /// static shape, all indices constant 0 and every dimension covered by
    /// the vector. mlir-opt 22 does not look at the mask: a masked write
    /// counts as a full overwrite too, so the masked-off elements of an
    /// out-of-place destination are undefined; with
    /// `fix-masked-transfer-write` a mask means a read.
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool {
        let op = ctx.use_data(u).owner;
        let dest_t = ctx.value_type(TransferWriteOp(op).base(ctx));
        let Some(shape) = ctx.type_kind(dest_t).shape().map(|s| s.to_vec()) else {
            return true;
        };
        if shape.contains(&DYNAMIC) {
            return true;
        }
        let segs = dialects::common::operand_segments(ctx, op);
        let indices = segs.get(2).cloned().unwrap_or_default();
        if indices
            .iter()
            .any(|&i| dialects::arith::constant_int_value(ctx, i) != Some(0))
        {
            return true;
        }
        if s.opts.fix_masked_transfer_write && is_masked(ctx, op) {
            return true;
        }
        let vshape = ctx
            .type_kind(ctx.value_type(TransferWriteOp(op).vector(ctx)))
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        shape.iter().zip(&vshape).any(|(d0, d1)| d0 > d1)
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 1
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        match ctx.results(op).first() {
            Some(&r) if idx(ctx, u) == 1 => alias(r, Relation::Equivalent),
            _ => AliasList::new(),
        }
    }
    /// `v` is a `tensor.extract_slice` of a tensor equivalent to the
    /// destination at the written offsets, with the written sizes and unit
    /// strides.
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        let Some(ex) = ctx.defining_op(v) else {
            return false;
        };
        if !ctx.isa(ex, &dialects::tensor::EXTRACT_SLICE) {
            return false;
        }
        let (src, dest) = (ExtractSlice(ex).source(ctx), TransferWriteOp(op).base(ctx));
        if src != dest && !s.are_equivalent(src, dest) {
            return false;
        }
        let Some(sizes) = chunk_accessed(ctx, op, TransferWriteOp(op).vector(ctx)) else {
            return false;
        };
        let segs = dialects::common::operand_segments(ctx, op);
        let indices = segs.get(2).cloned().unwrap_or_default();
        let offsets: Vec<Mixed> = indices.into_iter().map(Mixed::Dynamic).collect();
        let sizes: Vec<Mixed> = sizes.into_iter().map(Mixed::Static).collect();
        let strides = vec![Mixed::Static(1); sizes.len()];
        super::tensor::same_slice(ctx, ex, &offsets, &sizes, &strides)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let mut operands = rw.ctx.operand_vec(op);
        let buf = rw.get_buffer(operands[1])?;
        operands[1] = buf;
        let sizes: Vec<usize> = dialects::common::operand_segments(rw.ctx, op)
            .iter()
            .map(|g| g.len())
            .collect();
        let mut attrs = transfer_attrs(rw.ctx, op);
        let seg = rw.segments(&sizes);
        attrs.push(("operandSegmentSizes", seg));
        rw.set_before(op);
        rw.create(
            &dialects::vector::TRANSFER_WRITE,
            &operands,
            &[],
            attrs,
            Vec::new(),
        );
        rw.replace_op_with_buffers(op, &[buf]);
        Ok(())
    }
}

// ----- vector.mask -----

fn mask_yield(ctx: &Context, op: Op) -> Option<Op> {
    let r = *ctx.regions_of(op).first()?;
    let b = ctx.entry_block(r)?;
    ctx.terminator(b)
        .filter(|&y| ctx.isa(y, &dialects::vector::YIELD))
}

/// The op a `vector.mask` masks: the first op of its body when the body
/// holds more than the terminator.
fn masked_op(ctx: &Context, op: Op) -> Option<Op> {
    let r = *ctx.regions_of(op).first()?;
    let b = ctx.entry_block(r)?;
    let first = ctx.first_op(b)?;
    (Some(first) != ctx.last_op(b)).then_some(first)
}

/// The masked op has a model the options allow.
fn masked_op_bufferizable(rw: &Rewriter, op: Op) -> bool {
    masked_op(rw.ctx, op).is_some_and(|m| rw.st.model(rw.ctx, m).is_some())
}

/// `vector.mask`: its results alias what its body yields.
struct Mask;
impl BufferizableOp for Mask {
    no_operand_access!();
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return AliasList::new();
        };
        mask_yield(ctx, op)
            .and_then(|y| ctx.op(y).operands.get(i as usize).copied())
            .map(|u| AliasingOperand {
                operand: u,
                relation: Relation::Equivalent,
                definite: true,
            })
            .into_iter()
            .collect()
    }
    fn resolve_conflicts(&self, rw: &mut Rewriter, s: &State, op: Op) -> DResult<()> {
        resolve_operand_conflicts(rw, s, op)?;
        let r = rw.ctx.regions_of(op)[0];
        let has_copy = rw.ctx.entry_block(r).is_some_and(|b| {
            let mut o = rw.ctx.first_op(b);
            while let Some(x) = o {
                if rw.ctx.isa(x, &dialects::bufferization::ALLOC_TENSOR) {
                    return true;
                }
                o = rw.ctx.next_op(x);
            }
            false
        });
        if has_copy {
            return Err(error(
                rw.ctx,
                op,
                "'vector.mask' op body must bufferize in-place",
            ));
        }
        Ok(())
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        if !masked_op_bufferizable(rw, op) {
            return Ok(());
        }
        let Some(masked) = masked_op(rw.ctx, op) else {
            return Ok(());
        };
        let Some(y) = mask_yield(rw.ctx, op) else {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        };
        // Yielded values that are no longer results of the masked op are
        // buffers defined outside: they replace the mask's results directly.
        let nres = rw.ctx.results(op).len();
        let mut repl: Vec<Option<Value>> = vec![None; nres];
        let mut kept = Vec::new();
        for (i, v) in rw.ctx.operand_vec(y).into_iter().enumerate() {
            if rw.ctx.results(masked).contains(&v) {
                kept.push(v);
            } else if let Some(slot) = repl.get_mut(i) {
                *slot = Some(v);
            }
        }
        rw.ctx.set_operands(y, &kept);
        let types: Vec<ir::Type> = kept.iter().map(|&v| rw.ctx.value_type(v)).collect();
        let operands = rw.ctx.operand_vec(op);
        let nr = rw.ctx.new_region();
        let old_r = rw.ctx.regions_of(op)[0];
        rw.ctx.take_region_blocks(old_r, nr);
        rw.set_before(op);
        let new = rw.create(
            &dialects::vector::MASK,
            &operands,
            &types,
            Vec::new(),
            vec![nr],
        );
        let mut k = 0;
        let mut values = Vec::with_capacity(nres);
        for slot in repl {
            match slot {
                Some(v) => values.push(v),
                None => {
                    values.push(rw.ctx.result(new, k));
                    k += 1;
                }
            }
        }
        rw.replace_op_with_buffers(op, &values);
        Ok(())
    }
}

// ----- vector.yield -----

/// `vector.yield`: forwards its operands to the enclosing `vector.mask`.
struct Yield;
impl BufferizableOp for Yield {
    yield_analysis!();
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        match ctx
            .parent_op(op)
            .and_then(|p| ctx.results(p).get(idx(ctx, u)).copied())
        {
            Some(r) => alias(r, Relation::Equivalent),
            None => AliasList::new(),
        }
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let parent = rw.ctx.parent_op(op);
        let Some(mask) = parent.filter(|&p| rw.ctx.isa(p, &dialects::vector::MASK)) else {
            return Err(error(rw.ctx, op, "unsupported vector::YieldOp parent"));
        };
        if !masked_op_bufferizable(rw, mask) {
            return Ok(());
        }
        let mut vals = Vec::new();
        for v in rw.ctx.operand_vec(op) {
            vals.push(rw.get_buffer(v)?);
        }
        rw.set_before(op);
        rw.create(&dialects::vector::YIELD, &vals, &[], Vec::new(), Vec::new());
        rw.erase(op);
        Ok(())
    }
}

// ----- vector.gather / vector.scatter -----

/// `vector.gather` from a tensor: reads its base; rebuilt on the base's
/// buffer without attributes (MLIR's builder drops them).
struct Gather;
impl BufferizableOp for Gather {
    read_only_analysis!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let mut operands = rw.ctx.operand_vec(op);
        operands[0] = rw.get_buffer(operands[0])?;
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        rw.replace_with_new(op, &dialects::vector::GATHER, &operands, &[rt], Vec::new());
        Ok(())
    }
}

/// `vector.scatter` into a tensor: destination-style on its base (read,
/// written, equivalent to the result); rebuilt on the base's buffer without
/// results or attributes.
struct Scatter;
impl BufferizableOp for Scatter {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 0
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        match ctx.results(op).first() {
            Some(&r) if idx(ctx, u) == 0 => alias(r, Relation::Equivalent),
            _ => AliasList::new(),
        }
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let mut operands = rw.ctx.operand_vec(op);
        let buf = rw.get_buffer(operands[0])?;
        operands[0] = buf;
        rw.set_before(op);
        rw.create(
            &dialects::vector::SCATTER,
            &operands,
            &[],
            Vec::new(),
            Vec::new(),
        );
        rw.replace_op_with_buffers(op, &[buf]);
        Ok(())
    }
}
