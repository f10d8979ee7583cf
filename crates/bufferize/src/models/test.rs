//! Models of the test dialect's ops on tensor-like values: they bufferize
//! to their memref twins, on the buffer type the dialect gives its
//! `!test.test_tensor` type (`!test.test_memref` of the same shape), or
//! for an encoded builtin tensor a memref with the test layout matching a
//! `#test.tensor_encoding`.

use crate::interface::{AliasList, AliasingValue, BufferizableOp, ModelRegistry};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::diag::DResult;
use ir::{Context, Op, Type, Use, Value};

/// Registers the models of the test dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::test::DUMMY_TENSOR_OP, &DummyTensor);
    r.add(&dialects::test::CREATE_TENSOR_OP, &CreateTensor);
}

/// The buffer type of `op`'s result `output`: a dialect type's own buffer
/// type, or for a builtin tensor with an encoding an identity memref (with
/// the test dialect's layout for its tensor encoding). A builtin tensor
/// without encoding has none (mlir-opt 22 crashes on it).
fn result_buffer_type(rw: &mut Rewriter, op: Op, output: Value) -> DResult<Type> {
    let t = rw.ctx.value_type(output);
    if let Some(buffer) = rw.ctx.dialect_buffer_type(t) {
        return Ok(buffer);
    }
    if let ir::TypeKind::RankedTensor {
        encoding: Some(encoding),
        ..
    } = *rw.ctx.type_kind(t)
    {
        let layout = dialects::test::memref_layout_for_encoding(rw.ctx, encoding);
        return Ok(rw.memref_type(t, layout, None));
    }
    Err(error(
        rw.ctx,
        op,
        format!(
            "'{}' op bufferizes only values of a dialect tensor type with a buffer type (such as !test.test_tensor) or an encoded builtin tensor",
            rw.ctx.op_name(op)
        ),
    ))
}

/// `test.dummy_tensor_op`: reads and writes its operand, and its result is
/// a new value (no alias); becomes `test.dummy_memref_op` on the buffer.
struct DummyTensor;
impl BufferizableOp for DummyTensor {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_values(&self, _: &State, _: &Context, _: Use) -> AliasList<AliasingValue> {
        AliasList::new()
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let view = dialects::test::DummyTensorOp(op);
        let (input, output) = (view.input(rw.ctx), view.output(rw.ctx));
        let buffer = rw.get_buffer(input)?;
        let ty = result_buffer_type(rw, op, output)?;
        let out = rw.value(&dialects::test::DUMMY_MEMREF_OP, &[buffer], ty, Vec::new());
        rw.replace_op_with_buffers(op, &[out]);
        Ok(())
    }
}

/// `test.create_tensor_op`: a new tensor-like value, not counted as an
/// allocation; becomes `test.create_memref_op`.
struct CreateTensor;
impl BufferizableOp for CreateTensor {
    read_only_analysis!();
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, _: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        result_buffer_type(rw, op, v)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let output = dialects::test::CreateTensorOp(op).output(rw.ctx);
        let ty = result_buffer_type(rw, op, output)?;
        let out = rw.value(&dialects::test::CREATE_MEMREF_OP, &[], ty, Vec::new());
        rw.replace_op_with_buffers(op, &[out]);
        Ok(())
    }
}
