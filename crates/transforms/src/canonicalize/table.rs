//! The canonicalization patterns of each op name, in the order the driver
//! tries them.

use crate::patterns::{self, Pattern};
use rustc_hash::FxHashMap;

/// The patterns of each op name, without the `disabled` ones and, when
/// `enabled` is not empty, only those, by benefit.
pub(crate) struct PatternTable {
    pub(crate) by_name: FxHashMap<&'static str, Vec<&'static Pattern>>,
}

impl PatternTable {
    pub(crate) fn new(disabled: &[String], enabled: &[String]) -> Self {
        let mut by_name: FxHashMap<&'static str, Vec<&'static Pattern>> = FxHashMap::default();
        for (name, pats) in patterns::all_patterns() {
            let v = by_name.entry(name).or_default();
            for p in pats {
                // mlir-opt's labels carry the C++ namespace of the pattern
                // ("(anonymous namespace)::Name"); ours are the bare names.
                let is = |label: &String| label.rsplit("::").next() == Some(p.name);
                if disabled.iter().any(is) {
                    continue;
                }
                if !enabled.is_empty() && !enabled.iter().any(is) {
                    continue;
                }
                v.push(p);
            }
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit));
        }
        PatternTable { by_name }
    }
}

pub(crate) fn default_table() -> &'static PatternTable {
    static DEFAULT_TABLE: std::sync::OnceLock<PatternTable> = std::sync::OnceLock::new();
    DEFAULT_TABLE.get_or_init(|| PatternTable::new(&[], &[]))
}
