//! One-Shot Bufferize: the bufferization interface, the analysis and the
//! rewrite from tensor to memref IR, plus its companion passes.
//!
//! Layout: `interface` (the `BufferizableOp` trait, its default answers and
//! the model registry), `models/` (one file of op models per dialect, each
//! registering its models by op kind), `state` (alias/equivalence sets,
//! in-place decisions, queries), `analysis/` (the RaW conflict analysis),
//! `copies` (tensor copy insertion), `rewrite/` (the rewriter, buffer types
//! and the bufferization driver), `module` (function boundaries), `options`,
//! `pass`, `explain` (`explain-copies`), `minimize` (`minimize-copies`: tried
//! rewrites of the tensor program, splats filled instead of copied), `tensorlike_bufferlike` (a test pass),
//! `transform_interpreter` (runs transform scripts that drive
//! bufferization). `interface`, `state` and
//! `rewrite` call each other (the trait's methods take the state and the
//! rewriter, which ask the op's model); the other modules sit above them.
#![warn(missing_docs)]

pub mod analysis;
pub mod buffer_results_to_out_params;
pub mod copies;
pub mod drop_equivalent_buffer_results;
pub mod eliminate_empty_tensors;
pub mod empty_tensor_to_alloc_tensor;
pub mod explain;
pub mod interface;
pub mod minimize;
pub mod models;
pub mod module;
pub mod options;
pub mod pass;
pub mod rewrite;
pub mod state;
pub mod tensorlike_bufferlike;
pub mod transform_interpreter;

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    vec![
        &pass::INFO,
        &eliminate_empty_tensors::INFO,
        &empty_tensor_to_alloc_tensor::INFO,
        &drop_equivalent_buffer_results::INFO,
        &buffer_results_to_out_params::INFO,
        &pass::TEST_COPY_INSERTION_INFO,
        &pass::TEST_ONE_SHOT_MODULE_INFO,
        &tensorlike_bufferlike::INFO,
        &transform_interpreter::INFO,
    ]
}
