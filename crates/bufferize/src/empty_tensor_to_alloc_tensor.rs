//! `empty-tensor-to-alloc-tensor`: rewrites every `tensor.empty` into a
//! `bufferization.alloc_tensor` with the same dynamic sizes, under the greedy
//! rewrite driver (which also folds ops and erases dead ones), as mlir-opt 22.

use ir::diag::DResult;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, Op};
use transforms::canonicalize::{
    apply_patterns_greedily_with, Config, PatternSet, RegionSimplify, Rewriter,
};

/// The registry entry of `empty-tensor-to-alloc-tensor`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "empty-tensor-to-alloc-tensor",
    class_name: "EmptyTensorToAllocTensorPass",
    summary: "Replace all empty ops by alloc_tensor ops.",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(EmptyTensorToAllocTensor)),
};

/// The `empty-tensor-to-alloc-tensor` pass (see the module docs).
pub struct EmptyTensorToAllocTensor;

impl Pass for EmptyTensorToAllocTensor {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op);
        Ok(())
    }
}

/// Runs the rewrite on the regions of `root`.
pub fn run(ctx: &mut Context, root: Op) {
    // mlir-opt runs it with the greedy driver's default configuration:
    // bottom-up seeding, and region simplification that (unlike the
    // canonicalizer's default) also merges identical blocks.
    let cfg = Config {
        region_simplify: RegionSimplify::Aggressive,
        top_down: false,
        ..Config::default()
    };
    apply_patterns_greedily_with(ctx, root, &cfg, &mut EmptyToAlloc);
}

struct EmptyToAlloc;

impl PatternSet for EmptyToAlloc {
    fn apply(&mut self, rw: &mut Rewriter, op: Op) -> bool {
        if !rw.ctx.isa(op, &dialects::tensor::EMPTY) || rw.ctx.results(op).len() != 1 {
            return false;
        }
        let sizes = rw.ctx.operand_vec(op);
        let t = rw.ctx.value_type(rw.ctx.result(op, 0));
        let seg = rw.ctx.dense_i32_array(&[sizes.len() as i32, 0, 0]);
        let new = rw.create(
            op,
            dialects::bufferization::ALLOC_TENSOR.name,
            &sizes,
            &[t],
            vec![("operandSegmentSizes", seg)],
        );
        let v = rw.ctx.result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_every_empty() {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let src = "func.func @f(%n: index) -> (tensor<?xf32>, tensor<2xi8>) {
  %a = tensor.empty(%n) : tensor<?xf32>
  %b = tensor.empty() : tensor<2xi8>
  return %a, %b : tensor<?xf32>, tensor<2xi8>
}
";
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        run(&mut ctx, m);
        let out = ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        );
        assert!(!out.contains("tensor.empty"), "{out}");
        assert!(
            out.contains("bufferization.alloc_tensor(%arg0) : tensor<?xf32>"),
            "{out}"
        );
        assert!(
            out.contains("bufferization.alloc_tensor() : tensor<2xi8>"),
            "{out}"
        );
    }
}
