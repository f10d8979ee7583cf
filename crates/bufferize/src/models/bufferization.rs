//! Models of the bufferization dialect.

use super::{alias, idx};
use crate::interface::{
    AliasList, AliasingValue, BufferizableOp, ModelRegistry, Relation, TypeSources,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::diag::DResult;
use ir::{Context, Op, Type, Use, Value};
use smallvec::SmallVec;

/// Registers the models of the bufferization dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::bufferization::ALLOC_TENSOR, &AllocTensor);
    r.add(&dialects::bufferization::TO_TENSOR, &ToTensor);
    r.add(&dialects::bufferization::TO_BUFFER, &ToBuffer);
    r.add(
        &dialects::bufferization::MATERIALIZE_IN_DESTINATION,
        &Materialize,
    );
    r.add(&dialects::bufferization::DEALLOC_TENSOR, &DeallocTensor);
}

fn copy_operand(ctx: &Context, op: Op) -> Option<Value> {
    let r = segment(ctx, op, 1)?;
    (!r.is_empty()).then(|| ctx.operand(op, r.start))
}

/// The operand index range of segment `i`.
pub(crate) fn segment(ctx: &Context, op: Op, i: usize) -> Option<std::ops::Range<usize>> {
    dialects::common::segment_sizes(ctx, op).ranges().nth(i)
}

/// `bufferization.alloc_tensor`: a new allocation, copying its `copy` operand if it has one.
struct AllocTensor;
impl BufferizableOp for AllocTensor {
    /// New `tensor.dim`s of its copy source, if it has one, else its size operands.
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        let ctx = &*rw.ctx;
        if let Some(c) = segment(ctx, op, 1).filter(|c| !c.is_empty()) {
            // A copy is sized like its source (same type): the dims
            // are asked of the source, not of the copy.
            let src = ctx.operand(op, c.start);
            return Some(rw.dynamic_dim_sizes(src));
        }
        let sizes = segment(ctx, op, 0).unwrap_or(0..0);
        Some(sizes.map(|i| ctx.operand(op, i)).collect())
    }
    read_only_analysis!();
    fn result_writes(&self, _: &State, ctx: &Context, v: Value) -> bool {
        copy_operand(ctx, ctx.defining_op(v).expect("result")).is_some()
    }
    fn allocates(&self, _: &Context, _: Value) -> bool {
        true
    }
    fn buffer_type_sources(&self, _: &State, ctx: &Context, v: Value) -> TypeSources {
        let Some(op) = ctx.defining_op(v) else {
            return TypeSources::Opaque;
        };
        match copy_operand(ctx, op) {
            Some(c) if ctx.get_attr(op, "memory_space").is_none() => TypeSources::SpaceOf(c),
            _ => TypeSources::Own,
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let space = if let Some(ms) = rw.ctx.get_attr(op, "memory_space") {
            Some(ms)
        } else if let Some(c) = copy_operand(rw.ctx, op) {
            let ct = rw.buffer_type_with(c, stack)?;
            rw.memory_space(ct)
        } else {
            let t = rw.ctx.value_type(v);
            rw.default_memory_space_at(t, op)?
        };
        let t = rw.ctx.value_type(v);
        Ok(rw.identity_type(t, space))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        if !rw.ctx.has_uses(r) {
            rw.erase(op);
            return Ok(());
        }
        let copy = copy_operand(rw.ctx, op);
        let copy_buf = match copy {
            Some(c) => Some(rw.get_buffer(c)?),
            None => None,
        };
        let ty = rw.buffer_type(r)?;
        let dyn_sizes: SmallVec<[Value; 4]> = match copy_buf {
            Some(cb) => rw.dynamic_dim_sizes(cb).into(),
            None => segment(rw.ctx, op, 0)
                .map(|r| r.map(|i| rw.ctx.operand(op, i)).collect())
                .unwrap_or_default(),
        };
        let alloc = rw.create_alloc(ty, &dyn_sizes);
        if let Some(cb) = copy_buf {
            rw.create_copy(cb, alloc);
        }
        rw.replace_op_with_buffers(op, &[alloc]);
        Ok(())
    }
}

/// `bufferization.to_tensor`: the tensor view of an existing buffer, already bufferized.
struct ToTensor;
impl BufferizableOp for ToTensor {
    no_operand_access!();
    fn is_writable(&self, _: &State, ctx: &Context, v: Value) -> bool {
        ctx.defining_op(v)
            .is_some_and(|o| ctx.has_attr(o, "writable"))
    }
    fn buffer_type_sources(&self, _: &State, _: &Context, _: Value) -> TypeSources {
        TypeSources::Own
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, _: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        Ok(rw
            .ctx
            .value_type(dialects::bufferization::ToTensor(op).buffer(rw.ctx)))
    }
    fn bufferize(&self, _: &mut Rewriter, _: Op) -> DResult<()> {
        Ok(())
    }
}

/// `bufferization.to_buffer`: reads its tensor and aliases nothing; folded away at the end.
struct ToBuffer;
impl BufferizableOp for ToBuffer {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    /// The buffer may be written through, unless the op promises otherwise.
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        !ctx.has_attr(ctx.use_data(u).owner, "read_only")
    }
    fn aliasing_values(&self, _: &State, _: &Context, _: Use) -> AliasList<AliasingValue> {
        AliasList::new()
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        // Folded with its to_tensor operand (if any) at the end.
        rw.to_buffer_ops.push(op);
        Ok(())
    }
}

/// `bufferization.materialize_in_destination`: a copy of the source into the destination buffer.
struct Materialize;
fn dest_is_tensor(ctx: &Context, op: Op) -> bool {
    ctx.type_kind(ctx.value_type(dialects::bufferization::MaterializeInDestination(op).dest(ctx)))
        .is_tensor()
}
impl BufferizableOp for Materialize {
    fn reads(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 0
    }
    /// Elements are copied from source to destination one by one: a copied
    /// element is never read again.
    fn elementwise_access(&self, _: &State, _: &Context, _: &[Use]) -> bool {
        true
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 1
    }
    fn must_in_place(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if idx(ctx, u) == 1 {
            alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
        } else {
            AliasList::new()
        }
    }
    /// Any value equivalent to the destination is the subset written (the
    /// subset insertion is declared with the op).
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        s.are_equivalent(
            dialects::bufferization::MaterializeInDestination(op).dest(ctx),
            v,
        )
    }
    /// A tensor result is a new (writable) tensor; with a memref destination, the
    /// `writable` unit attribute decides.
    fn is_writable(&self, _: &State, ctx: &Context, v: Value) -> bool {
        let op = ctx.defining_op(v).expect("result");
        dest_is_tensor(ctx, op) || ctx.has_attr(op, "writable")
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let tensor_dest = dest_is_tensor(rw.ctx, op);
        let dest = dialects::bufferization::MaterializeInDestination(op).dest(rw.ctx);
        let buffer = if tensor_dest {
            rw.get_buffer(dest)?
        } else {
            dest
        };
        let src = dialects::bufferization::MaterializeInDestination(op).source(rw.ctx);
        let sbuf = rw.get_buffer(src)?;
        rw.create_copy(sbuf, buffer);
        if tensor_dest {
            rw.replace_op_with_buffers(op, &[buffer]);
        } else {
            if !rw.ctx.results(op).is_empty() {
                return Err(error(rw.ctx, op, "failed to bufferize op"));
            }
            rw.erase(op);
        }
        Ok(())
    }
}

/// `bufferization.dealloc_tensor`: frees the buffer of its operand, which it
/// neither reads nor writes.
struct DeallocTensor;
impl BufferizableOp for DeallocTensor {
    no_operand_access!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let buf = rw.get_buffer(dialects::bufferization::DeallocTensor(op).tensor(rw.ctx))?;
        rw.set_before(op);
        rw.create(
            &dialects::memref::DEALLOC,
            &[buf],
            &[],
            Vec::new(),
            Vec::new(),
        );
        rw.erase(op);
        Ok(())
    }
}
