//! One-Shot Bufferize: the bufferization interface, the analysis and the
//! rewrite from tensor to memref IR, plus its companion passes.
//!
//! Layout: `interface` (the `BufferizableOp` trait), `models/` (one file of
//! op models per dialect), `state` (alias/equivalence sets, in-place
//! decisions, queries), `analysis` (the RaW conflict analysis), `copies`
//! (tensor copy insertion), `rewrite` (the bufferization driver), `module`
//! (function boundaries), `options`, `pass`.

pub mod analysis;
pub mod copies;
pub mod interface;
pub mod models;
pub mod module;
pub mod options;
pub mod pass;
pub mod rewrite;
pub mod state;

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    vec![&pass::INFO]
}
