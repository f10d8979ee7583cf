//! Generic transformations: cse (and, later, canonicalize and friends).

pub mod cse;
pub mod effects;

use ir::pass::PassInfo;

/// Every pass this crate provides.
pub fn passes() -> Vec<&'static PassInfo> {
    vec![&cse::INFO]
}
