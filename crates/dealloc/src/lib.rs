//! Buffer deallocation: ownership-based deallocation and its pipeline, and the
//! legacy BufferDeallocation pass with hoisting and promotion.

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    Vec::new()
}
