//! Options of `one-shot-bufferize`, with mlir-opt 22's names and defaults.

use ir::pass::{PassOption, PassOptions};

/// How memref layouts are chosen where they cannot be inferred
/// (`function-boundary-type-conversion`, `unknown-type-conversion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutMapOption {
    /// Inferred from the producer where one is seen (a function result: the
    /// returned buffer's layout), else fully dynamic (a function argument).
    InferLayoutMap,
    /// The identity layout (contiguous, no offset).
    IdentityLayoutMap,
    /// A layout with dynamic offset and strides, which any buffer can be cast to.
    FullyDynamicLayoutMap,
}

impl LayoutMapOption {
    fn parse(s: &str, name: &str) -> Result<Self, String> {
        match s {
            "infer-layout-map" => Ok(Self::InferLayoutMap),
            "identity-layout-map" => Ok(Self::IdentityLayoutMap),
            "fully-dynamic-layout-map" => Ok(Self::FullyDynamicLayoutMap),
            _ => Err(ir::pass::invalid_value(
                name,
                &format!("Cannot find option named '{s}'!"),
            )),
        }
    }
}

/// Order in which the analysis visits ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// Ops from last to first.
    BottomUp,
    /// Ops from first to last.
    TopDown,
    /// Use-def chains from region terminators first, then the rest bottom-up.
    BottomUpFromTerminators,
    /// Top-down order shuffled with `analysis-fuzzer-seed`.
    Fuzzer,
}

/// Where memref memory spaces come from when nothing else determines them
/// (MLIR's `defaultMemorySpaceFn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultMemorySpace {
    /// The default memory space (no attribute).
    Default,
    /// None: the memory space must be inferred (`must-infer-memory-space`).
    MustInfer,
    /// The encoding of a ranked tensor type (`use-encoding-for-memory-space`).
    Encoding,
}

/// The options of `one-shot-bufferize`, with mlir-opt 22's names and defaults (`Options::default`);
/// [`OPTIONS`] lists them for `--help`.
#[derive(Clone, Debug)]
pub struct Options {
    /// Loops may yield new allocations (option `allow-return-allocs-from-loops`); otherwise that is
    /// an error.
    pub allow_return_allocs_from_loops: bool,
    /// Ops without a bufferization model are wrapped in `to_tensor`/`to_buffer` casts instead of
    /// rejected (option `allow-unknown-ops`).
    pub allow_unknown_ops: bool,
    /// The order in which the analysis decides ops (option `analysis-heuristic`).
    pub heuristic: Heuristic,
    /// Alignment of the allocations made (option `buffer-alignment`; 0: none).
    pub buffer_alignment: u64,
    /// Bufferize function signatures, calls and returns too (option
    /// `bufferize-function-boundaries`).
    pub bufferize_function_boundaries: bool,
    /// Writes in parallel regions to buffers defined outside them go out of place (option
    /// `check-parallel-regions`).
    pub check_parallel_regions: bool,
    /// Skip the analysis: every write goes out of place (option `copy-before-write`).
    pub copy_before_write: bool,
    /// Beyond mlir-opt 22: inside `scf.forall.in_parallel`, a
    /// `parallel_insert_slice` whose source may alias another part of its
    /// destination conflicts with its own write (mlir-opt 22 never sees that
    /// conflict and may clobber the shared output).
    pub fix_forall_insert_conflicts: bool,
    /// Beyond mlir-opt 22: a remark for every copy and allocation copy
    /// insertion adds, at the op whose operand or result goes out of place,
    /// with the reason, then a summary (the IR printed is unchanged).
    pub explain_copies: bool,
    /// Beyond mlir-opt 22: before the analysis, rewrites of the tensor
    /// program that leave fewer copies and allocations (computing a value
    /// in the destination it is inserted into, reading before an
    /// overwrite), each kept only when a trial bufferization shows it never
    /// adds a copy or an allocation, and fills instead of copying a tensor
    /// whose elements are one scalar (see the `minimize` module).
    pub minimize_copies: bool,
    /// Set by `minimize-copies` (and kept in its trial bufferizations):
    /// copy insertion gives a value whose elements are all one scalar (a
    /// splat constant, `linalg.fill`, `tensor.splat`) a new buffer filled
    /// with it instead of a copy (not a pass option).
    pub rebuild_splats: bool,
    /// Beyond mlir-opt 22: the results of a call that its callee may return
    /// as one buffer alias each other (mlir-opt 22 keeps them apart, so
    /// the caller may write one in place over the other).
    pub fix_call_result_aliasing: bool,
    /// Beyond mlir-opt 22: a masked `vector.transfer_write` reads its
    /// destination (the masked-off elements keep their values), so an
    /// out-of-place destination is copied (mlir-opt 22 leaves the copy out
    /// and the masked-off elements hold whatever the new buffer held).
    pub fix_masked_transfer_write: bool,
    /// `None`: every dialect is allowed.
    pub dialect_filter: Option<Vec<String>>,
    /// Layouts of function argument and result memrefs (option
    /// `function-boundary-type-conversion`).
    pub function_boundary_type_conversion: LayoutMapOption,
    /// At function boundaries, a tensor with the test dialect's tensor
    /// encoding becomes a memref with the matching test layout (the type
    /// converter of `test-one-shot-module-bufferize`; not a pass option).
    pub function_boundary_test_layouts: bool,
    /// Layouts of memrefs for values of ops without a model (option `unknown-type-conversion`).
    pub unknown_type_conversion: LayoutMapOption,
    /// Report the conflicts that made operands go out of place as remarks (option
    /// `print-conflicts`).
    pub print_conflicts: bool,
    /// Annotate the decisions instead of bufferizing (option `test-analysis-only`).
    pub test_analysis_only: bool,
    /// With `test_analysis_only`, also annotate the alias sets (option `dump-alias-sets`).
    pub dump_alias_sets: bool,
    /// Functions that are not analyzed (bufferized with copy-before-write).
    pub no_analysis_func_filter: Vec<String>,
    /// Where memory spaces come from when nothing determines them.
    pub default_memory_space: DefaultMemorySpace,
    /// Seed of the `fuzzer` heuristic (option `analysis-fuzzer-seed`).
    pub fuzzer_seed: u32,
    /// Both `must-infer-memory-space` and `use-encoding-for-memory-space`
    /// were given: an error at the module's location when the pass runs.
    pub conflicting_memory_space_options: bool,
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
            fix_forall_insert_conflicts: false,
            explain_copies: false,
            minimize_copies: false,
            rebuild_splats: false,
            fix_call_result_aliasing: false,
            fix_masked_transfer_write: false,
            dialect_filter: None,
            function_boundary_type_conversion: LayoutMapOption::InferLayoutMap,
            function_boundary_test_layouts: false,
            unknown_type_conversion: LayoutMapOption::FullyDynamicLayoutMap,
            print_conflicts: false,
            test_analysis_only: false,
            dump_alias_sets: false,
            no_analysis_func_filter: Vec::new(),
            default_memory_space: DefaultMemorySpace::Default,
            fuzzer_seed: 0,
            conflicting_memory_space_options: false,
        }
    }
}

/// The values of the layout map options, as `--list-passes` shows them
/// (mlir-opt gives them no help).
const LAYOUT_MAP_VALUES: &[(&str, &str)] = &[
    ("infer-layout-map", ""),
    ("identity-layout-map", ""),
    ("fully-dynamic-layout-map", ""),
];

/// The options of `one-shot-bufferize`, for `--help` and option validation.
pub static OPTIONS: &[PassOption] = &[
    PassOption::flag("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", false),
    PassOption::flag("allow-unknown-ops", "Allows unknown (not bufferizable) ops in the input IR.", false),
    PassOption::number("analysis-fuzzer-seed", "Test only: Analyze ops in random order with a given seed (fuzzer)", "0").value_named("uint"),
    PassOption::text("analysis-heuristic", "Heuristic that control the IR traversal during analysis", "bottom-up"),
    PassOption::number("buffer-alignment", "Sets the alignment of newly allocated buffers.", "64").value_named("ulong"),
    PassOption::flag("bufferize-function-boundaries", "Bufferize function boundaries (experimental).", false),
    PassOption::flag("check-parallel-regions", "Account for parallel regions in RaW analysis.", true),
    PassOption::flag("copy-before-write", "Skip the analysis. Make a buffer copy on every write.", false),
    PassOption::list("dialect-filter", "Restrict bufferization to ops from these dialects."),
    PassOption::flag("dump-alias-sets", "Test only: Annotate tensor IR with alias sets", false),
    PassOption::bufopt_flag("explain-copies", "bufopt only: a remark for every copy and allocation the bufferization adds, at the op whose operand goes out of place, with the reason; then a summary"),
    PassOption::bufopt_flag("fix-call-result-aliasing", "bufopt only: results of a call that the callee may return as one buffer alias each other (mlir-opt 22 keeps them apart and may write one over the other)"),
    PassOption::bufopt_flag("fix-masked-transfer-write", "bufopt only: a masked vector.transfer_write reads its destination, so an out-of-place destination is copied (mlir-opt 22 leaves the masked-off elements undefined)"),
    PassOption::bufopt_flag("fix-forall-insert-conflicts", "bufopt only: in scf.forall, a parallel_insert_slice whose source may alias another part of the shared output conflicts with its own write (mlir-opt 22 misses it)"),
    PassOption::bufopt_flag("minimize-copies", "bufopt only: rewrite the tensor program before the analysis where a trial bufferization shows fewer copies or allocations, never more, and fill rather than copy a tensor whose elements are one scalar (off: the output is mlir-opt's)"),
    PassOption::text("function-boundary-type-conversion", "Controls layout maps when bufferizing function signatures.", "infer-layout-map").one_of(LAYOUT_MAP_VALUES),
    PassOption::flag("must-infer-memory-space", "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.", false),
    PassOption::list("no-analysis-func-filter", "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them."),
    PassOption::flag("print-conflicts", "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.", false),
    PassOption::flag("test-analysis-only", "Test only: Only run inplaceability analysis and annotate IR", false),
    PassOption::text("unknown-type-conversion", "Controls layout maps for non-inferrable memref types.", "fully-dynamic-layout-map").one_of(LAYOUT_MAP_VALUES),
    PassOption::flag("use-encoding-for-memory-space", "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option", false),
];

/// A list option's value: `a,b` or `{a,b}`, without empty entries.
fn split_list(v: &str) -> Vec<String> {
    let v = v.trim();
    let v = v
        .strip_prefix('{')
        .and_then(|x| x.strip_suffix('}'))
        .unwrap_or(v);
    v.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

impl Options {
    /// Reads the pass options and applies mlir-opt's checks of their
    /// combinations (the ones reported at an unknown location; the memory
    /// space conflict is reported by the pass at the module's location and
    /// takes precedence, as in mlir-opt).
    pub fn from_pass_options(o: &PassOptions) -> Result<Options, String> {
        let mut r = Options {
            allow_return_allocs_from_loops: o.flag("allow-return-allocs-from-loops")?,
            allow_unknown_ops: o.flag("allow-unknown-ops")?,
            bufferize_function_boundaries: o.flag("bufferize-function-boundaries")?,
            check_parallel_regions: o.flag_or("check-parallel-regions", true)?,
            copy_before_write: o.flag("copy-before-write")?,
            fix_forall_insert_conflicts: o.flag("fix-forall-insert-conflicts")?,
            explain_copies: o.flag("explain-copies")?,
            minimize_copies: o.flag("minimize-copies")?,
            fix_call_result_aliasing: o.flag("fix-call-result-aliasing")?,
            fix_masked_transfer_write: o.flag("fix-masked-transfer-write")?,
            print_conflicts: o.flag("print-conflicts")?,
            test_analysis_only: o.flag("test-analysis-only")?,
            dump_alias_sets: o.flag("dump-alias-sets")?,
            ..Options::default()
        };
        r.rebuild_splats = r.minimize_copies;
        r.fuzzer_seed = o.uint("analysis-fuzzer-seed", 0)?;
        if let Some(v) = o.get("analysis-heuristic") {
            r.heuristic = match v {
                "bottom-up" => Heuristic::BottomUp,
                "top-down" => Heuristic::TopDown,
                "bottom-up-from-terminators" => Heuristic::BottomUpFromTerminators,
                // mlir-opt 22 (a release build) treats any other value like
                // `fuzzer`: its parser ends in `llvm_unreachable`.
                _ => Heuristic::Fuzzer,
            };
        }
        if o.get("buffer-alignment").is_some() {
            r.buffer_alignment = o.ulong("buffer-alignment", 0)?;
        }
        if let Some(v) = o.get("function-boundary-type-conversion") {
            r.function_boundary_type_conversion =
                LayoutMapOption::parse(v, "function-boundary-type-conversion")?;
        }
        if let Some(v) = o.get("unknown-type-conversion") {
            r.unknown_type_conversion = LayoutMapOption::parse(v, "unknown-type-conversion")?;
        }
        if let Some(v) = o.get("dialect-filter") {
            let l = split_list(v);
            r.dialect_filter = if l.is_empty() { None } else { Some(l) };
        }
        if let Some(v) = o.get("no-analysis-func-filter") {
            r.no_analysis_func_filter = split_list(v);
        }
        let must_infer = o.flag("must-infer-memory-space")?;
        let encoding = o.flag("use-encoding-for-memory-space")?;
        if must_infer && encoding {
            // Reported first, at the module, when the pass runs.
            r.conflicting_memory_space_options = true;
            return Ok(r);
        }
        if must_infer {
            r.default_memory_space = DefaultMemorySpace::MustInfer;
        }
        if encoding {
            r.default_memory_space = DefaultMemorySpace::Encoding;
        }
        if r.unknown_type_conversion == LayoutMapOption::InferLayoutMap {
            return Err(
                "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'"
                    .into(),
            );
        }
        if r.copy_before_write && r.test_analysis_only {
            return Err(
                "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'"
                    .into(),
            );
        }
        if r.print_conflicts && !r.test_analysis_only {
            return Err("Invalid option: 'print-conflicts' requires 'test-analysis-only'".into());
        }
        if r.dump_alias_sets && !r.test_analysis_only {
            return Err("Invalid option: 'dump-alias-sets' requires 'test-analysis-only'".into());
        }
        if !r.bufferize_function_boundaries && !r.no_analysis_func_filter.is_empty() {
            return Err(
                "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'"
                    .into(),
            );
        }
        Ok(r)
    }

    /// The function is listed in `no-analysis-func-filter`.
    pub fn skips_analysis(&self, func_name: &str) -> bool {
        self.no_analysis_func_filter.iter().any(|n| n == func_name)
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
    fn invalid_combinations_are_rejected_in_mlir_order() {
        let e = |x: &[(&str, &str)]| Options::from_pass_options(&opts(x)).unwrap_err();
        assert_eq!(
            e(&[("dump-alias-sets", "")]),
            "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'"
        );
        assert_eq!(
            e(&[("print-conflicts", ""), ("dump-alias-sets", "")]),
            "Invalid option: 'print-conflicts' requires 'test-analysis-only'"
        );
        assert_eq!(
            e(&[
                ("copy-before-write", ""),
                ("test-analysis-only", ""),
                ("print-conflicts", "")
            ]),
            "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'"
        );
        assert_eq!(
            e(&[
                ("unknown-type-conversion", "infer-layout-map"),
                ("copy-before-write", ""),
                ("test-analysis-only", "")
            ]),
            "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'"
        );
        assert_eq!(
            e(&[("no-analysis-func-filter", "f")]),
            "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'"
        );
        // Both memory space options: deferred to the pass (module location),
        // before every other check.
        let o = Options::from_pass_options(&opts(&[
            ("must-infer-memory-space", ""),
            ("use-encoding-for-memory-space", "1"),
            ("print-conflicts", ""),
        ]))
        .unwrap();
        assert!(o.conflicting_memory_space_options);
        // Unparsable values give LLVM's option-parser text (the driver prints
        // it on its own line).
        assert_eq!(
            e(&[("analysis-fuzzer-seed", "-1")]),
            "for the --analysis-fuzzer-seed option: '-1' value invalid for uint argument!"
        );
        assert_eq!(
            e(&[("analysis-fuzzer-seed", "4294967296")]),
            "for the --analysis-fuzzer-seed option: '4294967296' value invalid for uint argument!"
        );
    }

    #[test]
    fn heuristics_seeds_and_filters() {
        let p = |x: &[(&str, &str)]| Options::from_pass_options(&opts(x)).unwrap();
        assert_eq!(
            p(&[("analysis-heuristic", "bottom-up-from-terminators")]).heuristic,
            Heuristic::BottomUpFromTerminators
        );
        assert_eq!(
            p(&[("analysis-heuristic", "fuzzer")]).heuristic,
            Heuristic::Fuzzer
        );
        // Unknown names behave like the fuzzer in mlir-opt 22.
        assert_eq!(
            p(&[("analysis-heuristic", "foo")]).heuristic,
            Heuristic::Fuzzer
        );
        assert_eq!(p(&[("analysis-fuzzer-seed", "0x10")]).fuzzer_seed, 16);
        assert_eq!(p(&[("analysis-fuzzer-seed", "010")]).fuzzer_seed, 8);
        assert_eq!(
            p(&[("analysis-fuzzer-seed", "4294967295")]).fuzzer_seed,
            u32::MAX
        );
        let o = p(&[
            ("no-analysis-func-filter", "{f, g}"),
            ("bufferize-function-boundaries", ""),
        ]);
        assert!(o.skips_analysis("g") && !o.skips_analysis("h"));
        assert!(p(&[("no-analysis-func-filter", "")])
            .no_analysis_func_filter
            .is_empty());
        assert_eq!(
            p(&[("must-infer-memory-space", "")]).default_memory_space,
            DefaultMemorySpace::MustInfer
        );
        assert_eq!(
            p(&[("use-encoding-for-memory-space", "")]).default_memory_space,
            DefaultMemorySpace::Encoding
        );
        assert_eq!(p(&[("dialect-filter", "")]).dialect_filter, None);
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
