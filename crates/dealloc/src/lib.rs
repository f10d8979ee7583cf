//! Buffer deallocation: ownership-based deallocation and its pipeline, and the
//! legacy BufferDeallocation pass with hoisting and promotion.

pub mod convert;
pub mod interfaces;
pub mod liveness;
pub mod lower;
pub mod origin;
pub mod ownership;
pub mod pipeline;
pub mod realloc;
pub mod simplify;
pub mod util;

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    vec![
        &ownership::INFO,
        &lower::INFO,
        &realloc::INFO,
        &simplify::INFO,
        &pipeline::INFO,
        &convert::INFO,
    ]
}
