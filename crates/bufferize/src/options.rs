//! Options of `one-shot-bufferize`, with mlir-opt 22's names and defaults.

use ir::pass::{PassOption, PassOptions};

/// How memref layouts are chosen where they cannot be inferred
/// (`function-boundary-type-conversion`, `unknown-type-conversion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutMapOption {
    InferLayoutMap,
    IdentityLayoutMap,
    FullyDynamicLayoutMap,
}

impl LayoutMapOption {
    fn parse(s: &str, name: &str) -> Result<Self, String> {
        match s {
            "infer-layout-map" => Ok(Self::InferLayoutMap),
            "identity-layout-map" => Ok(Self::IdentityLayoutMap),
            "fully-dynamic-layout-map" => Ok(Self::FullyDynamicLayoutMap),
            _ => Err(format!(
                "<Pass-Options-Parser>: Cannot find option named '{}'!\nfor the --{} option: ",
                s, name
            )),
        }
    }
}

/// Order in which the analysis visits ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    BottomUp,
    TopDown,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub allow_return_allocs_from_loops: bool,
    pub allow_unknown_ops: bool,
    pub heuristic: Heuristic,
    pub buffer_alignment: u64,
    pub bufferize_function_boundaries: bool,
    pub check_parallel_regions: bool,
    pub copy_before_write: bool,
    /// `None`: every dialect is allowed.
    pub dialect_filter: Option<Vec<String>>,
    pub function_boundary_type_conversion: LayoutMapOption,
    pub unknown_type_conversion: LayoutMapOption,
    pub print_conflicts: bool,
    pub test_analysis_only: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            allow_return_allocs_from_loops: false,
            allow_unknown_ops: false,
            heuristic: Heuristic::BottomUp,
            buffer_alignment: 64,
            bufferize_function_boundaries: false,
            check_parallel_regions: true,
            copy_before_write: false,
            dialect_filter: None,
            function_boundary_type_conversion: LayoutMapOption::InferLayoutMap,
            unknown_type_conversion: LayoutMapOption::FullyDynamicLayoutMap,
            print_conflicts: false,
            test_analysis_only: false,
        }
    }
}

pub static OPTIONS: &[PassOption] = &[
    PassOption {
        name: "allow-return-allocs-from-loops",
        help: "Allows returning/yielding new allocations from a loop.",
    },
    PassOption {
        name: "allow-unknown-ops",
        help: "Allows unknown (not bufferizable) ops in the input IR.",
    },
    PassOption {
        name: "analysis-fuzzer-seed",
        help: "Test only: Analyze ops in random order with a given seed (fuzzer)",
    },
    PassOption {
        name: "analysis-heuristic",
        help: "Heuristic that control the IR traversal during analysis",
    },
    PassOption {
        name: "buffer-alignment",
        help: "Sets the alignment of newly allocated buffers.",
    },
    PassOption {
        name: "bufferize-function-boundaries",
        help: "Bufferize function boundaries (experimental).",
    },
    PassOption {
        name: "check-parallel-regions",
        help: "Account for parallel regions in RaW analysis.",
    },
    PassOption {
        name: "copy-before-write",
        help: "Skip the analysis. Make a buffer copy on every write.",
    },
    PassOption {
        name: "dialect-filter",
        help: "Restrict bufferization to ops from these dialects.",
    },
    PassOption {
        name: "dump-alias-sets",
        help: "Test only: Annotate tensor IR with alias sets",
    },
    PassOption {
        name: "function-boundary-type-conversion",
        help: "Controls layout maps when bufferizing function signatures.",
    },
    PassOption {
        name: "must-infer-memory-space",
        help: "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.",
    },
    PassOption {
        name: "no-analysis-func-filter",
        help: "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.",
    },
    PassOption {
        name: "print-conflicts",
        help: "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.",
    },
    PassOption {
        name: "test-analysis-only",
        help: "Test only: Only run inplaceability analysis and annotate IR",
    },
    PassOption {
        name: "unknown-type-conversion",
        help: "Controls layout maps for non-inferrable memref types.",
    },
    PassOption {
        name: "use-encoding-for-memory-space",
        help: "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option",
    },
];

fn not_implemented(name: &str) -> String {
    format!(
        "one-shot-bufferize option '{}' is not implemented by bufopt yet",
        name
    )
}

impl Options {
    /// Reads the pass options; options bufopt does not implement yet are an
    /// explicit error rather than silently ignored.
    pub fn from_pass_options(o: &PassOptions) -> Result<Options, String> {
        let mut r = Options {
            allow_return_allocs_from_loops: o.flag("allow-return-allocs-from-loops")?,
            allow_unknown_ops: o.flag("allow-unknown-ops")?,
            bufferize_function_boundaries: o.flag("bufferize-function-boundaries")?,
            check_parallel_regions: o.flag_or("check-parallel-regions", true)?,
            copy_before_write: o.flag("copy-before-write")?,
            print_conflicts: o.flag("print-conflicts")?,
            test_analysis_only: o.flag("test-analysis-only")?,
            ..Options::default()
        };
        if let Some(v) = o.get("analysis-heuristic") {
            r.heuristic = match v {
                "bottom-up" => Heuristic::BottomUp,
                "top-down" => Heuristic::TopDown,
                "bottom-up-from-terminators" | "fuzzer" => {
                    return Err(format!(
                        "one-shot-bufferize analysis-heuristic={} is not implemented by bufopt yet",
                        v
                    ))
                }
                _ => {
                    return Err(format!(
                        "Invalid argument '{}' for option 'analysis-heuristic'",
                        v
                    ))
                }
            };
        }
        if let Some(v) = o.get("buffer-alignment") {
            r.buffer_alignment = v
                .parse()
                .map_err(|_| format!("Invalid argument '{}' for option 'buffer-alignment'", v))?;
        }
        if let Some(v) = o.get("function-boundary-type-conversion") {
            r.function_boundary_type_conversion =
                LayoutMapOption::parse(v, "function-boundary-type-conversion")?;
        }
        if let Some(v) = o.get("unknown-type-conversion") {
            r.unknown_type_conversion = LayoutMapOption::parse(v, "unknown-type-conversion")?;
        }
        if let Some(v) = o.get("dialect-filter") {
            r.dialect_filter = Some(
                v.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect(),
            );
        }
        if o.int("analysis-fuzzer-seed", 0)? != 0 {
            return Err(not_implemented("analysis-fuzzer-seed"));
        }
        for name in [
            "dump-alias-sets",
            "must-infer-memory-space",
            "use-encoding-for-memory-space",
        ] {
            if o.flag(name)? {
                return Err(not_implemented(name));
            }
        }
        if o.get("no-analysis-func-filter")
            .is_some_and(|v| !v.is_empty())
        {
            return Err(not_implemented("no-analysis-func-filter"));
        }
        if r.copy_before_write && r.test_analysis_only {
            return Err(
                "one-shot-bufferize: copy-before-write and test-analysis-only cannot be combined"
                    .into(),
            );
        }
        Ok(r)
    }

    /// MLIR's `BufferizationOptions::isOpAllowed` for a dialect name: the
    /// `func` dialect only with function boundary bufferization.
    pub fn is_dialect_allowed(&self, dialect: &str) -> bool {
        if dialect == "func" && !self.bufferize_function_boundaries {
            return false;
        }
        match &self.dialect_filter {
            Some(f) => f.iter().any(|d| d == dialect),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(entries: &[(&str, &str)]) -> PassOptions {
        PassOptions {
            entries: entries
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect(),
        }
    }

    #[test]
    fn defaults_match_mlir() {
        let o = Options::from_pass_options(&opts(&[])).unwrap();
        assert_eq!(o.buffer_alignment, 64);
        assert_eq!(
            o.function_boundary_type_conversion,
            LayoutMapOption::InferLayoutMap
        );
        assert_eq!(
            o.unknown_type_conversion,
            LayoutMapOption::FullyDynamicLayoutMap
        );
        assert_eq!(o.heuristic, Heuristic::BottomUp);
        assert!(!o.is_dialect_allowed("func"));
        assert!(o.is_dialect_allowed("tensor"));
    }

    #[test]
    fn unimplemented_options_are_errors() {
        let e = Options::from_pass_options(&opts(&[("dump-alias-sets", "")])).unwrap_err();
        assert!(e.contains("not implemented"), "{e}");
        let e = Options::from_pass_options(&opts(&[("analysis-heuristic", "fuzzer")])).unwrap_err();
        assert!(e.contains("not implemented"), "{e}");
    }

    #[test]
    fn parses_values() {
        let o = Options::from_pass_options(&opts(&[
            ("buffer-alignment", "16"),
            ("function-boundary-type-conversion", "identity-layout-map"),
            ("analysis-heuristic", "top-down"),
            ("dialect-filter", "tensor,linalg"),
        ]))
        .unwrap();
        assert_eq!(o.buffer_alignment, 16);
        assert_eq!(o.heuristic, Heuristic::TopDown);
        assert!(o.is_dialect_allowed("linalg"));
        assert!(!o.is_dialect_allowed("scf"));
    }
}
