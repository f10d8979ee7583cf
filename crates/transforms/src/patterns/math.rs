//! math: fold hooks and canonicalization patterns.

use super::*;

pub fn fold_fn(_name: &str) -> Option<FoldFn> {
    None
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[];
