//! Generic transformations: cse and canonicalize (with its fold hooks and patterns).
#![warn(missing_docs)]

pub mod canonicalize;
pub mod cse;
pub mod effects;
pub mod patterns;

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    vec![&cse::INFO, &canonicalize::INFO]
}
