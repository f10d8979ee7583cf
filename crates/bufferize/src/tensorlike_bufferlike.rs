//! mlir-opt's `test-tensorlike-bufferlike`: marks each function with the
//! signature types that are tensor-like or buffer-like (builtin tensors and
//! memrefs, and the dialect types declared so), as a `found` dictionary of
//! `operand_<i>` / `result_<i>` to `"is_tensor_like"` / `"is_buffer_like"`.

use ir::diag::DResult;
use ir::pass::{Pass, PassInfo};
use ir::registry::TypeLike;
use ir::{Context, Op};

/// The `test-tensorlike-bufferlike` pass (see the module docs).
pub struct TestTensorLikeBufferLike;

impl Pass for TestTensorLikeBufferLike {
    fn name(&self) -> &'static str {
        "test-tensorlike-bufferlike"
    }
    fn run(&mut self, ctx: &mut Context, module: Op) -> DResult<()> {
        let mut funcs = Vec::new();
        ctx.walk_pre(module, |o| {
            if ctx.isa(o, &dialects::func::FUNC) {
                funcs.push(o);
            }
        });
        for f in funcs {
            let (inputs, results) = dialects::func::function_type(ctx, f);
            let mut found = Vec::new();
            let signature = inputs
                .iter()
                .enumerate()
                .map(|(i, &t)| ("operand", i, t))
                .chain(results.iter().enumerate().map(|(i, &t)| ("result", i, t)));
            for (role, i, t) in signature {
                let status = match ctx.type_like(t) {
                    TypeLike::Tensor => "is_tensor_like",
                    TypeLike::Buffer => "is_buffer_like",
                    TypeLike::Neither => continue,
                };
                let name = ctx.sym(&format!("{role}_{i}"));
                let value = ctx.string_attr(status);
                found.push((name, value));
            }
            if !found.is_empty() {
                let dict = ctx.dict_attr(found);
                ctx.set_attr(f, "found", dict);
            }
        }
        Ok(())
    }
}

/// The registry entry of `test-tensorlike-bufferlike`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some("builtin.module"),
    name: "test-tensorlike-bufferlike",
    class_name: "TestTensorLikeAndBufferLikePass",
    summary: "Module pass to test custom types that implement TensorLike / BufferLike interfaces",
    options: &[],
    create: |_| Ok(Box::new(TestTensorLikeBufferLike)),
};
