//! One-Shot Bufferize: the bufferization interface, the analysis and the
//! rewrite from tensor to memref IR, plus its companion passes.

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    Vec::new()
}
