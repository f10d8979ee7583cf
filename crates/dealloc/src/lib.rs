//! Buffer deallocation: ownership-based deallocation and its pipeline, and the
//! legacy BufferDeallocation pass with hoisting and promotion.
#![warn(missing_docs)]

pub mod alias_index;
pub mod convert;
pub mod hoisting;
pub mod interfaces;
pub mod legacy;
pub mod legacy_dealloc;
pub mod liveness;
pub mod lower;
pub mod origin;
pub mod ownership;
pub mod pipeline;
pub mod promote_to_stack;
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
        &legacy_dealloc::INFO,
        &hoisting::INFO,
        &hoisting::LOOP_INFO,
        &promote_to_stack::INFO,
        &simplify::INFO,
        &pipeline::INFO,
        &convert::INFO,
    ]
}
