//! MLIR's bufferization as a library: parse tensor-level MLIR, run the
//! passes mlir-opt 22 runs (One-Shot Bufferize, the ownership-based
//! deallocation pipeline, the legacy buffer deallocation, ...), and print
//! memref-level MLIR exactly as mlir-opt 22 prints it.
//!
//! ```
//! use bufopt::{Module, Pipeline};
//!
//! let text = r#"
//!   func.func @scale(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
//!     %c0 = arith.constant 0 : index
//!     %x = tensor.extract %t[%c0] : tensor<8xf32>
//!     %y = arith.mulf %x, %s : f32
//!     %r = tensor.insert %y into %t[%c0] : tensor<8xf32>
//!     return %r : tensor<8xf32>
//!   }"#;
//! let mut module = Module::parse(text)?;
//! // The same flags as on mlir-opt's command line.
//! let pipeline = Pipeline::from_flags(&[
//!     "-one-shot-bufferize=bufferize-function-boundaries",
//!     "-buffer-deallocation-pipeline",
//! ])?;
//! pipeline.run(&mut module)?;
//! let out = module.print();
//! assert!(out.contains("memref.store %1, %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>"));
//! # Ok::<(), bufopt::Diagnostics>(())
//! ```
//!
//! Errors are values ([`Diagnostics`]) that carry mlir-opt's report. The
//! IR is read through the [`Module`]'s [`ir::Context`]; op kinds of one's
//! own, with their bufferization, are added with [`Extensions`]. Parsing,
//! verifying, printing and running passes are safe on deeply nested IR
//! from any thread: the work runs on a thread of the library's own with a
//! large stack.
//!
//! The crates below this one are re-exported: [`ir`] (the IR, parser,
//! printer), [`dialects`] (op definitions), [`transforms`] (canonicalize,
//! cse), [`bufferize`] (One-Shot Bufferize and its op models), [`dealloc`]
//! (deallocation passes), [`interp`] (the interpreter behind
//! `bufopt-runner`). The rest of this crate is the `bufopt` command line.

#![warn(missing_docs)]

pub mod big_stack;
pub mod diagnostics;
mod extension;
mod input_text;
pub mod ir_printing;
mod mapped_input;
mod module;
#[cfg(target_os = "linux")]
#[doc(hidden)]
#[allow(missing_docs)]
pub mod os_memory;
mod pass_pipeline;
pub mod pipeline;
mod roundtrip;

pub use extension::Extensions;
pub use module::{Diagnostics, Module, ParseConfig};
pub use pass_pipeline::Pipeline;
pub use {bufferize, dealloc, dialects, interp, ir, transforms};

use dealloc::pipeline::{Failure, Shortcuts};
use ir::diag::{render, Diagnostic};
use ir::parser::{ParseOptions, Parser};
use ir::printer::{print_top_level_parts, PrintOptions, Printed};
use pipeline::{Anchor, PassRegistry, PipelineError, RunOptions};
use std::io::{Read, Write};

/// What `--version` prints.
pub const VERSION: &str = concat!(
    "bufopt ",
    env!("CARGO_PKG_VERSION"),
    " (MLIR 22 compatible)"
);

/// Every pass of every layer, by its mlir-opt name.
pub fn pass_registry() -> PassRegistry {
    let mut passes = transforms::passes();
    passes.extend(bufferize::passes());
    passes.extend(dealloc::passes());
    PassRegistry { passes }
}

#[derive(Default)]
/// The parsed command line.
pub struct Cli {
    /// The input file (`-` or none: standard input).
    pub input: Option<String>,
    /// `-o`: the output file (`-` or none: standard output).
    pub output: Option<String>,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--split-input-file=<marker>`: where chunks are cut (empty: the
    /// default `// -----`).
    pub split_marker: String,
    /// `--output-split-marker=<marker>`: what goes between chunk outputs
    /// (`None`: the default `// -----`).
    pub output_split_marker: Option<String>,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--verify-diagnostics=only-expected`: diagnostics no annotation
    /// expects are not reported.
    pub verify_only_expected: bool,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// Pass flags and pipelines in command-line order.
    pub pipeline_parts: Vec<PipelinePart>,
    /// `--mlir-print-ir-*`.
    pub ir_printing: ir_printing::IrPrinting,
    /// `--verify-each=false`.
    pub no_verify_each: bool,
    /// `--mlir-pass-statistics`: the report after each chunk's passes (a
    /// release mlir-opt has no statistics to list, only the header).
    pub pass_statistics: bool,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-elide-elementsattrs-if-larger`.
    pub elide_elements_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger`, as given.
    pub hex_elements_larger: Option<i64>,
    /// `--mlir-print-op-on-diagnostic=false`: errors come without the
    /// "see current operation" note.
    pub no_op_on_diagnostic: bool,
    /// `--verify-roundtrip`: the parsed input is printed, parsed back and
    /// compared before the passes run.
    pub verify_roundtrip: bool,
    /// `--dump-pass-pipeline`: each chunk's pipeline, as mlir-opt writes
    /// it, on stderr before the passes run.
    pub dump_pass_pipeline: bool,
    /// `--no-implicit-module`: the input must be one top-level op, which
    /// is printed as it is and anchors the pass flags.
    pub no_implicit_module: bool,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`.
    pub no_verify_on_parse: bool,
    /// `--mlir-print-assume-verified`: IR that was not verified since it
    /// last changed is printed in custom form without checking it first.
    pub assume_verified: bool,
    /// `--mlir-print-unique-ssa-ids`.
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`.
    pub skip_regions: bool,
}

impl Cli {
    /// How the output and the IR dumps are printed.
    pub fn print_options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.generic,
            local_scope: self.local_scope,
            debuginfo: self.debuginfo,
            elide_elements_larger: self.elide_elements_larger,
            // -1 turns hex printing off; any other negative limit is below
            // every element count.
            hex_elements_larger: match self.hex_elements_larger {
                None => Some(ir::printer::DEFAULT_HEX_ELEMENTS_LARGER),
                Some(-1) => None,
                Some(n) => Some(n.max(0) as u64),
            },
            unique_ssa_ids: self.unique_ssa_ids,
            skip_regions: self.skip_regions,
        }
    }
}

/// A pass flag or a `--pass-pipeline`, as given.
#[derive(Clone, Debug)]
pub enum PipelinePart {
    /// A pass flag: the pass name and its option text.
    Pass(String, String),
    /// The text of a `--pass-pipeline`.
    Pipeline(String),
}

fn help_text(reg: &PassRegistry) -> String {
    let mut s = String::new();
    s.push_str("OVERVIEW: bufopt: MLIR bufferization passes, mlir-opt compatible\n\n");
    s.push_str("USAGE: bufopt [options] <input file>\n\nOPTIONS:\n");
    for (f, h) in [
        ("-o <filename>", "Output filename (default: stdout)"),
        (
            "--allow-unregistered-dialect",
            "Allow operation with no registered dialects",
        ),
        (
            "--split-input-file[=<marker>]",
            "Split the input file into chunks at the marker (default `// -----`) and process each chunk independently",
        ),
        (
            "--output-split-marker=<marker>",
            "What separates the chunks' outputs (default `// -----`)",
        ),
        (
            "--verify-diagnostics[=all|only-expected]",
            "Check that emitted diagnostics match expected-* lines on the corresponding line (only-expected: unexpected ones pass)",
        ),
        ("--mlir-print-op-generic", "Print the generic op form"),
        (
            "--mlir-print-ir-before-all",
            "Print IR before each pass (to stderr)",
        ),
        ("--mlir-print-ir-after-all", "Print IR after each pass"),
        (
            "--mlir-print-ir-before=<pass-arg>,...",
            "Print IR before the passes named",
        ),
        (
            "--mlir-print-ir-after=<pass-arg>,...",
            "Print IR after the passes named",
        ),
        (
            "--mlir-print-ir-after-change",
            "When printing IR after a pass, only when the pass changed it",
        ),
        (
            "--mlir-print-ir-after-failure",
            "Print IR after a pass fails",
        ),
        (
            "--mlir-print-ir-module-scope",
            "Print the whole module, not the op a pass ran on (needs --mlir-disable-threading)",
        ),
        (
            "--mlir-disable-threading",
            "Run on one thread (bufopt otherwise verifies and prints large IR on two)",
        ),
        (
            "--mlir-print-local-scope",
            "Print attributes and types where they are used (no aliases)",
        ),
        (
            "--mlir-print-debuginfo",
            "Print the location of every op and block argument",
        ),
        (
            "--mlir-pass-statistics",
            "Print the pass statistics report after each input chunk's passes (as a release mlir-opt: the header)",
        ),
        (
            "--mlir-elide-elementsattrs-if-larger=<uint>",
            "Elide dense attributes with more elements (dense_resource<__elided__>)",
        ),
        (
            "--mlir-print-elementsattrs-with-hex-if-larger=<long>",
            "Print dense attributes with more elements as a hex string (default 100; -1: never)",
        ),
        (
            "--verify-each[=<bool>]",
            "Verify the IR after each pass (default: true)",
        ),
        (
            "--dump-pass-pipeline",
            "Print the pipeline that will be run, every option spelled out",
        ),
        (
            "--verify-roundtrip",
            "Print the parsed input in generic form, read it back and compare",
        ),
        (
            "--mlir-print-op-on-diagnostic[=<bool>]",
            "Attach the op to errors as a note (default: true)",
        ),
        ("--show-dialects", "Print the dialects bufopt models"),
        (
            "--pass-pipeline=<string>",
            "A textual description of a pass pipeline to run",
        ),
        ("--help", "Display available options"),
        ("--version", "Display the version of this program"),
    ] {
        s.push_str(&format!("  {:<40} - {}\n", f, h));
    }
    s.push_str(&format!(
        "\n  Dialects modelled: {}\n  (ops of other dialects mlir-opt knows are read in generic form, as unregistered ops)\n",
        dialects::registry().dialect_names().join(", ")
    ));
    s.push_str("\n  Passes:\n");
    for p in &reg.passes {
        s.push_str(&format!("    --{:<38} - {}\n", p.name, p.summary));
        for o in p.options {
            s.push_str(&format!("      --{:<36} - {}\n", o.name, o.help));
        }
    }
    s
}

/// `--list-passes`: bufopt's passes in mlir-opt's layout (sorted by name,
/// each option with its value syntax and help in LLVM's columns);
/// pipelines are not listed, as mlir-opt lists none. The last line has no
/// newline: the caller ends it.
fn list_passes_text(reg: &PassRegistry) -> String {
    let mut passes: Vec<&ir::pass::PassInfo> = reg
        .passes
        .iter()
        .copied()
        .filter(|p| !p.class_name.is_empty())
        .collect();
    passes.sort_by_key(|p| p.name);
    let mut s = String::from("Passes:\n");
    for p in passes {
        s.push_str(&format!("  --{:<53} -   {}\n", p.name, p.summary));
        let mut options: Vec<&ir::pass::PassOption> = p.options.iter().collect();
        options.sort_by_key(|o| o.name);
        for o in options {
            s.push_str(&o.listed());
        }
    }
    s.pop();
    s
}

/// A boolean option's value as LLVM's command line reads it: absent (true),
/// `true`/`1` or `false`/`0`.
fn bool_flag(name: &str, value: &Option<String>) -> Result<bool, (String, i32)> {
    match value.as_deref() {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err((
            format!(
                "bufopt: for the --{} option: '{}' is invalid value for boolean argument! Try 0 or 1",
                name, v
            ),
            1,
        )),
    }
}

/// The pass arguments of `--mlir-print-ir-before=a,b`, each a registered pass.
fn pass_list(name: &str, value: &str, reg: &PassRegistry) -> Result<Vec<String>, (String, i32)> {
    value
        .split(',')
        .map(|p| match reg.lookup(p) {
            Some(info) => Ok(info.name.to_string()),
            None => Err((
                format!(
                    "bufopt: for the --{} option: Cannot find option named '{}'!",
                    name, p
                ),
                1,
            )),
        })
        .collect()
}

/// The option names [`parse_cli`] accepts besides the pass names, in the
/// order a misspelt one is compared with them; `false` for those that take
/// no value (LLVM's `ValueDisallowed`).
const OPTION_NAMES: &[(&str, bool)] = &[
    ("o", true),
    ("allow-unregistered-dialect", true),
    ("split-input-file", true),
    ("verify-diagnostics", true),
    ("mlir-print-op-generic", true),
    ("mlir-print-ir-before-all", true),
    ("mlir-print-ir-after-all", true),
    ("mlir-print-ir-after-change", true),
    ("mlir-print-ir-after-failure", true),
    ("mlir-print-ir-module-scope", true),
    ("mlir-disable-threading", true),
    ("mlir-print-local-scope", true),
    ("mlir-print-debuginfo", true),
    ("mlir-elide-elementsattrs-if-larger", true),
    ("mlir-print-elementsattrs-with-hex-if-larger", true),
    ("verify-each", true),
    ("mlir-pass-statistics", true),
    ("mlir-pass-statistics-display", true),
    ("mlir-print-ir-before", true),
    ("mlir-print-ir-after", true),
    ("mlir-print-op-on-diagnostic", true),
    ("verify-roundtrip", true),
    ("dump-pass-pipeline", true),
    ("no-implicit-module", true),
    ("mlir-very-unsafe-disable-verifier-on-parsing", true),
    ("mlir-print-assume-verified", true),
    ("mlir-print-unique-ssa-ids", true),
    ("mlir-print-skip-regions", true),
    ("list-passes", true),
    ("show-dialects", false),
    ("help", false),
    ("h", false),
    ("version", false),
    ("pass-pipeline", true),
    ("p", true),
];

/// Levenshtein distance (insertions, deletions, replacements), as LLVM's
/// `StringRef::edit_distance`; linear memory in the shorter operand.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// The option nearest to the unknown `arg` (without its dashes), written as
/// LLVM's `LookupNearestOption` proposes it: compared without a `=value`
/// part when the option takes a value, which the proposal then keeps; the
/// first of equally near options wins. mlir-opt draws from all of LLVM's
/// options too, so for some typos it proposes another one.
fn nearest_option(arg: &str, reg: &PassRegistry) -> Option<String> {
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    let passes = reg.passes.iter().map(|p| (p.name, true));
    let mut best: Option<(usize, String)> = None;
    for (name, takes_value) in OPTION_NAMES.iter().copied().chain(passes) {
        let d = edit_distance(if takes_value { lhs } else { arg }, name);
        if best.as_ref().is_some_and(|(b, _)| *b <= d) {
            continue;
        }
        let shown = if rhs.is_empty() || !takes_value {
            name.to_string()
        } else {
            format!("{name}={rhs}")
        };
        best = Some((d, shown));
    }
    best.map(|(_, s)| {
        let dashes = if s.len() == 1 { "-" } else { "--" };
        format!("{dashes}{s}")
    })
}

/// Parses the command line. `Err` carries a message and an exit code
/// (0 for `--help` / `--version`, whose text is the message).
pub fn parse_cli(args: &[String], reg: &PassRegistry) -> Result<Cli, (String, i32)> {
    let mut cli = Cli::default();
    // Printed once the whole command line is read, as LLVM prints it
    // after parsing every option.
    let mut list_passes = false;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "-" || !a.starts_with('-') {
            if cli.input.is_some() {
                return Err(("bufopt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: bufopt --help".to_string(), 1));
            }
            cli.input = Some(a.clone());
            continue;
        }
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        match name {
            "o" => {
                let v = match value {
                    Some(v) => v,
                    None => {
                        if i >= args.len() {
                            return Err(("bufopt: for the -o option: requires a value!".into(), 1));
                        }
                        i += 1;
                        args[i - 1].clone()
                    }
                };
                cli.output = Some(v);
            }
            "allow-unregistered-dialect" => cli.allow_unregistered = true,
            "split-input-file" => {
                cli.split_input_file = true;
                cli.split_marker = value.clone().unwrap_or_default();
            }
            "output-split-marker" => cli.output_split_marker = Some(value.clone().unwrap_or_default()),
            "verify-diagnostics" => {
                cli.verify_diagnostics = true;
                cli.verify_only_expected = match value.as_deref() {
                    None | Some("" | "all") => false,
                    Some("only-expected") => true,
                    Some(v) => {
                        return Err((
                            format!("bufopt: for the --verify-diagnostics option: Cannot find option named '{v}'!"),
                            1,
                        ))
                    }
                };
            }
            "mlir-print-op-generic" => cli.generic = true,
            "mlir-print-ir-before-all" => cli.ir_printing.before_all = bool_flag(name, &value)?,
            "mlir-print-ir-after-all" => cli.ir_printing.after_all = bool_flag(name, &value)?,
            "mlir-print-ir-after-change" => cli.ir_printing.after_change = bool_flag(name, &value)?,
            "mlir-print-ir-after-failure" => {
                cli.ir_printing.after_failure = bool_flag(name, &value)?
            }
            "mlir-print-ir-module-scope" => cli.ir_printing.module_scope = bool_flag(name, &value)?,
            "mlir-disable-threading" => cli.disable_threading = bool_flag(name, &value)?,
            "mlir-print-local-scope" => cli.local_scope = bool_flag(name, &value)?,
            "mlir-print-debuginfo" => cli.debuginfo = bool_flag(name, &value)?,
            "mlir-elide-elementsattrs-if-larger" => {
                let v = value.unwrap_or_default();
                match v.parse::<u64>() {
                    Ok(n) => cli.elide_elements_larger = Some(n),
                    Err(_) => {
                        return Err((
                            format!(
                            "bufopt: for the --{} option: '{}' value invalid for uint argument!",
                            name, v
                        ),
                            1,
                        ))
                    }
                }
            }
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                let v = value.unwrap_or_default();
                match ir::pass::parse_llvm_integer(&v).and_then(|n| i64::try_from(n).ok()) {
                    Some(n) => cli.hex_elements_larger = Some(n),
                    None => {
                        return Err((
                            format!(
                            "bufopt: for the --{} option: '{}' value invalid for long argument!",
                            name, v
                        ),
                            1,
                        ))
                    }
                }
            }
            "verify-each" => cli.no_verify_each = !bool_flag(name, &value)?,
            "mlir-print-op-on-diagnostic" => cli.no_op_on_diagnostic = !bool_flag(name, &value)?,
            "verify-roundtrip" => cli.verify_roundtrip = bool_flag(name, &value)?,
            "dump-pass-pipeline" => cli.dump_pass_pipeline = bool_flag(name, &value)?,
            "no-implicit-module" => cli.no_implicit_module = bool_flag(name, &value)?,
            "mlir-very-unsafe-disable-verifier-on-parsing" => {
                cli.no_verify_on_parse = bool_flag(name, &value)?
            }
            "mlir-print-assume-verified" => cli.assume_verified = bool_flag(name, &value)?,
            "mlir-print-unique-ssa-ids" => cli.unique_ssa_ids = bool_flag(name, &value)?,
            "mlir-print-skip-regions" => cli.skip_regions = bool_flag(name, &value)?,
            "list-passes" => list_passes = bool_flag(name, &value)?,
            "show-dialects" => return Err((show_dialects(), 0)),
            "mlir-pass-statistics" => cli.pass_statistics = bool_flag(name, &value)?,
            "mlir-pass-statistics-display" => match value.as_deref() {
                Some("list" | "pipeline") => {}
                _ => {
                    return Err((
                        format!(
                            "bufopt: for the --mlir-pass-statistics-display option: Cannot find option named '{}'!",
                            value.unwrap_or_default()
                        ),
                        1,
                    ))
                }
            },
            "mlir-print-ir-before" | "mlir-print-ir-after" => {
                let list = pass_list(name, value.as_deref().unwrap_or(""), reg)?;
                if name.ends_with("before") {
                    cli.ir_printing.before.extend(list);
                } else {
                    cli.ir_printing.after.extend(list);
                }
            }
            "help" | "h" => return Err((help_text(reg), 0)),
            "version" => return Err((VERSION.to_string(), 0)),
            // `-p` is mlir-opt's short name; as any LLVM option that needs a
            // value, the next argument is taken when no `=` gives one.
            "pass-pipeline" | "p" => {
                let v = match value {
                    Some(v) => v,
                    None if i < args.len() => {
                        i += 1;
                        args[i - 1].clone()
                    }
                    None => {
                        let dashes = if name.len() == 1 { "-" } else { "--" };
                        return Err((
                            format!("bufopt: for the {dashes}{name} option: requires a value!"),
                            1,
                        ));
                    }
                };
                cli.pipeline_parts.push(PipelinePart::Pipeline(v));
            }
            _ => {
                if reg.lookup(name).is_some() {
                    cli.pipeline_parts.push(PipelinePart::Pass(
                        name.to_string(),
                        value.unwrap_or_default(),
                    ));
                } else {
                    let mut msg = format!(
                        "bufopt: Unknown command line argument '{}'.  Try: 'bufopt --help'",
                        a
                    );
                    if let Some(near) = nearest_option(flag, reg) {
                        msg.push_str(&format!("\nbufopt: Did you mean '{near}'?"));
                    }
                    return Err((msg, 1));
                }
            }
        }
    }
    if list_passes {
        return Err((list_passes_text(reg), 0));
    }
    Ok(cli)
}

/// Builds the pipeline to run from the pass flags and `--pass-pipeline`.
pub fn build_pipeline(cli: &Cli, reg: &PassRegistry) -> Result<Anchor, PipelineError> {
    let mut root = Anchor {
        op_name: "builtin.module".into(),
        entries: Vec::new(),
    };
    let textual = |p: &PipelinePart| matches!(p, PipelinePart::Pipeline(_));
    if cli.pipeline_parts.iter().any(textual) && !cli.pipeline_parts.iter().all(textual) {
        return Err(PipelineError {
            raw: Vec::new(),
            diag: Some("'-pass-pipeline' option can't be used with individual pass options".into()),
        });
    }
    for part in &cli.pipeline_parts {
        match part {
            PipelinePart::Pass(n, o) => {
                let entry = reg.entry(n, o).map_err(|e| {
                    let info = reg.lookup(n).expect("flags name registered passes");
                    pipeline::flag_error(info, e)
                })?;
                root.entries.push(entry);
            }
            PipelinePart::Pipeline(text) => {
                let a = reg.parse_pipeline(text)?;
                // A pipeline anchored on another op kind than the top-level
                // module can only fail when it runs (see `process_chunk`).
                if a.op_name != "builtin.module" && a.op_name != "any" {
                    root.op_name = a.op_name.clone();
                }
                root.entries.extend(a.entries);
            }
        }
    }
    Ok(root)
}

/// What LLVM's option parser reports for the pass flags, which ends a run before any input
/// is read (printed as is); `None` when the flags parse, even if the pipeline fails to build
/// later, which is reported with each input as mlir-opt does.
pub fn option_parser_errors(cli: &Cli, reg: &PassRegistry) -> Option<String> {
    let e = build_pipeline(cli, reg).err()?;
    if e.raw.is_empty() {
        return None;
    }
    let mut text: String = e.raw.iter().map(|l| format!("{l}\n")).collect();
    if let Some(m) = &e.diag {
        text.push_str(&format!("<unknown>:0: error: {m}\n"));
    }
    Some(text)
}

/// The command line's pipeline for `module`: built (an error is a diagnostic), and refused
/// when it is anchored on another op kind, as mlir-opt refuses to run its pass manager.
pub fn pipeline_for(
    ctx: &ir::Context,
    module: ir::Op,
    cli: &Cli,
    reg: &PassRegistry,
) -> Result<Anchor, Failure> {
    let mut pipeline = build_pipeline(cli, reg)
        .map_err(|e| Box::new(Diagnostic::error(ir::Loc::UNKNOWN, e.message())))?;
    let flags_only = !cli
        .pipeline_parts
        .iter()
        .any(|p| matches!(p, PipelinePart::Pipeline(_)));
    if cli.no_implicit_module && flags_only {
        pipeline = anchor_flags_on(pipeline, ctx.op_name(module));
    }
    if pipeline.op_name != "any" && ctx.op_name(module) != pipeline.op_name {
        return Err(Failure::Diagnostic(Box::new(Diagnostic::error(
            ctx.loc(module),
            format!(
                "can't run '{}' pass manager on '{}' op",
                pipeline.op_name,
                ctx.op_name(module)
            ),
        ))));
    }
    Ok(pipeline)
}

/// Pass flags anchored on a top-level op of kind `top` (mlir-opt's pass
/// manager on the op `--no-implicit-module` read): a pass restricted to
/// another kind runs on the ops of that kind directly inside it, as
/// LLVM's implicit nesting puts it; the deallocation pipeline nests its
/// function passes the same way.
fn anchor_flags_on(root: Anchor, top: &str) -> Anchor {
    if top == root.op_name {
        return root;
    }
    let nest = |op_name: &str, entry: pipeline::Entry| {
        pipeline::Entry::Nested(Anchor {
            op_name: op_name.to_string(),
            entries: vec![entry],
        })
    };
    let entries = root
        .entries
        .into_iter()
        .map(|e| match e {
            pipeline::Entry::Pass(_, info, _) => match info.restricted_to {
                Some(kind) if kind != top => nest(kind, e),
                _ => e,
            },
            other => other,
        })
        .collect();
    Anchor {
        op_name: top.to_string(),
        entries,
    }
}

/// A fresh context for one input, with the command line's diagnostic options.
/// Removes the "see current operation" notes of `d` and of the diagnostics
/// that follow it (`--mlir-print-op-on-diagnostic=false`).
fn drop_op_notes(d: &mut Diagnostic) {
    d.notes
        .retain(|n| !n.message.starts_with("see current operation"));
    d.follow.iter_mut().for_each(drop_op_notes);
}

/// `--show-dialects`: the dialects whose syntax bufopt reads, in
/// mlir-opt's format.
fn show_dialects() -> String {
    format!(
        "Available Dialects: {}",
        dialects::registry().dialect_names().join(",")
    )
}

fn input_context(cli: &Cli) -> ir::Context {
    let mut ctx = dialects::new_context();
    ctx.debuginfo_in_diagnostics = cli.debuginfo;
    ctx.skip_regions_in_diagnostics = cli.skip_regions;
    ctx
}

/// Parses `text` (all of it) as bufopt parses an input, verifies it and runs the command
/// line's passes on it, taking the deallocation pipeline's shortcuts and, when they fail,
/// starting again without them, as `bufopt` does for each chunk; the IR is verified after the
/// passes. For `bufopt-runner`, which then interprets the module. The context is returned
/// either way: it holds the source that the diagnostic is rendered against.
pub fn load_and_transform(
    cli: &Cli,
    reg: &PassRegistry,
    file: &str,
    text: &str,
) -> (ir::Context, Result<ir::Op, Box<Diagnostic>>) {
    let attempt = |shortcuts| {
        let mut ctx = input_context(cli);
        let opts = ParseOptions {
            allow_unregistered: cli.allow_unregistered,
        };
        let run = RunOptions {
            verify_each: !cli.no_verify_each,
            shortcuts,
            compact: false,
        };
        let result = (|| -> Result<ir::Op, Failure> {
            let module = parse_input(cli, &mut Parser::new(&mut ctx, file, text, 0, &opts))?;
            let mut pipeline = pipeline_for(&ctx, module, cli, reg)?;
            if !cli.no_verify_on_parse || !pipeline.entries.is_empty() {
                ir::verifier::verify(&ctx, module)?;
            }
            let mut module = module;
            if pipeline::run_anchor_leaving_last_verify(&mut ctx, &mut pipeline, &mut module, run)?
            {
                ir::verifier::verify(&ctx, module)?;
            }
            Ok(module)
        })();
        if ctx.files.is_empty() {
            ctx.files
                .push((file.to_string(), ir::SourceText::from(text)));
        }
        (ctx, result)
    };
    match attempt(Shortcuts::On) {
        (_, Err(Failure::RerunWithoutShortcuts(_))) => {
            let (ctx, result) = attempt(Shortcuts::Off);
            (ctx, result.map_err(Failure::into_diagnostic))
        }
        (ctx, result) => (ctx, result.map_err(Failure::into_diagnostic)),
    }
}

/// `--split-input-file` as mlir-opt 22 does it: the text is cut at every
/// `// -----`, wherever it stands in a line (the rest of that line starts the
/// next chunk). A `// ---` that does not continue into the full marker stays
/// in its chunk and is reported as a near miss.
pub struct Split {
    /// Byte ranges of the chunks, in order.
    pub chunks: Vec<(usize, usize)>,
    /// Offsets just past each near-miss `// ---`, for the warning.
    pub near_misses: Vec<usize>,
}

/// The marker `--split-input-file` cuts at unless given another.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// Cuts `text` into chunks at `marker` (mlir-opt matches all of it but the
/// last two bytes, then checks those: a match that does not go on into
/// them is a near miss).
pub fn split_chunks(text: &str, marker: &str) -> Split {
    let marker = if marker.is_empty() {
        DEFAULT_SPLIT_MARKER
    } else {
        marker
    };
    if marker.len() <= 2 || !marker.is_char_boundary(marker.len() - 2) {
        return Split {
            chunks: vec![(0, text.len())],
            near_misses: Vec::new(),
        };
    }
    let (prefix, suffix) = marker.split_at(marker.len() - 2);
    // The pieces between occurrences of the marker's first six bytes.
    let mut pieces = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find(prefix) {
        pieces.push((from, from + i));
        from += i + prefix.len();
    }
    pieces.push((from, text.len()));
    let bytes = text.as_bytes();
    let mut split = Split {
        chunks: Vec::new(),
        near_misses: Vec::new(),
    };
    // mlir-opt treats an empty chunk so far as "no chunk yet": the next piece
    // then starts a chunk as it is, without its marker suffix being checked.
    let mut prev = (0, 0);
    for (s, e) in pieces {
        if prev.0 == prev.1 {
            prev = (s, e);
            continue;
        }
        let piece = &bytes[s..e];
        // (mlir-opt compares the byte after the suffix with '0', not '-'.)
        if piece.len() > 2 && piece.starts_with(suffix.as_bytes()) && piece[2] != b'0' {
            split.chunks.push(prev);
            prev = (s + 2, e);
        } else {
            split.near_misses.push(s);
            prev = (prev.0, e);
        }
    }
    if prev.0 != prev.1 {
        split.chunks.push(prev);
    }
    split
}

/// Messages one per line (each may span several), or nothing.
fn lines(messages: &[String]) -> String {
    messages.iter().map(|m| format!("{m}\n")).collect()
}

/// The rendered diagnostics with the text passes wrote to stderr between
/// them (each text follows the diagnostics emitted before it).
fn interleave_pass_text(
    ctx: &ir::Context,
    emitted: &[Diagnostic],
    text: &[(usize, String)],
) -> String {
    let mut out = String::new();
    let mut texts = text.iter().peekable();
    for (i, d) in emitted.iter().enumerate() {
        while let Some((_, t)) = texts.next_if(|(before, _)| *before <= i) {
            out.push_str(t);
        }
        out.push_str(&render(ctx, d));
    }
    for (_, t) in texts {
        out.push_str(t);
    }
    out
}

/// What processing one chunk gave.
pub struct ChunkResult {
    /// The printed IR, unless the chunk failed.
    pub output: Option<Printed>,
    /// Diagnostics and IR dumps, in mlir-opt's order.
    pub stderr: String,
    /// Printed after the stderr of every chunk (`--verify-diagnostics`'
    /// annotations that nothing matched, which mlir-opt reports last).
    pub stderr_last: String,
    /// Printed after every chunk's `stderr_last`: its `@unknown` annotations
    /// that nothing matched.
    pub stderr_unknown: String,
    /// The chunk succeeded (with `--verify-diagnostics`: as annotated).
    pub ok: bool,
    /// The chunk failed in a step that took shortcuts: its diagnostic must
    /// show the IR the separate passes would have built up to the failure,
    /// so the chunk is to be processed again with [`Shortcuts::Off`].
    pub rerun_without_shortcuts: bool,
}

/// Prints the IR while a second thread verifies it (both only read it);
/// the printed text is dropped if verification fails. On a large input
/// verification is a third of the printing time.
fn print_while_verifying(
    ctx: &ir::Context,
    module: ir::Op,
    print: impl FnOnce(&ir::Context) -> Printed,
) -> Result<Printed, Box<Diagnostic>> {
    let (verdict, out) = ir::threads::join(
        // Already beside the printer: no further split.
        || ir::verifier::verify_splitting_at(ctx, module, usize::MAX),
        // Printing IR that fails verification may fail too; the verifier's
        // diagnostic is the one to report then.
        || std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| print(ctx))),
    );
    verdict?;
    Ok(out.unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
}

/// The top-level op of an input: the implicit module around its ops, or
/// under `--no-implicit-module` its one op.
fn parse_input(cli: &Cli, parser: &mut Parser) -> Result<ir::Op, Box<Diagnostic>> {
    if cli.no_implicit_module {
        parser.parse_single_top_level()
    } else {
        parser.parse_top_level()
    }
}

/// Prints IR that may not verify: in the generic form when it does not
/// (quietly, as mlir-opt's printer checks it), in custom form without a
/// check under `--mlir-print-assume-verified`. A custom printer that
/// cannot print an invalid op gives way to the generic form too.
fn print_unverified(ctx: &ir::Context, module: ir::Op, cli: &Cli) -> Printed {
    let custom = cli.print_options();
    let generic = PrintOptions {
        generic: true,
        ..custom
    };
    if !cli.assume_verified && ir::verifier::verify(ctx, module).is_err() {
        return print_top_level_parts(ctx, module, generic);
    }
    // A printer's panic on an invalid op is expected here, not reported.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let attempt = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        print_top_level_parts(ctx, module, custom)
    }));
    std::panic::set_hook(hook);
    attempt.unwrap_or_else(|_| print_top_level_parts(ctx, module, generic))
}

/// Parses, verifies, transforms and prints one chunk, taking the
/// shortcuts `shortcuts` allows.
pub fn process_chunk(
    cli: &Cli,
    reg: &PassRegistry,
    file: &str,
    text: &ir::SourceText,
    range: (usize, usize),
    shortcuts: Shortcuts,
) -> ChunkResult {
    let mut ctx = input_context(cli);
    // The context keeps the source for its diagnostics: sharing the input
    // spares a large run a second copy of its largest buffer (the parser
    // finds the file registered and does not copy it).
    ctx.files.push((file.to_string(), text.clone()));
    let opts = ParseOptions {
        allow_unregistered: cli.allow_unregistered,
    };
    let run = RunOptions {
        verify_each: !cli.no_verify_each,
        shortcuts,
        // Nothing but `module` holds ids between the passes.
        compact: true,
    };
    let dumps = cli.ir_printing.active().then(|| {
        let out = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
        let failed_at = std::rc::Rc::new(std::cell::Cell::new(None));
        let printer = ir_printing::IrPrinter::new(
            cli.ir_printing.clone(),
            cli.print_options(),
            out.clone(),
            failed_at.clone(),
        );
        ir::pass::set_observer(Some(Box::new(printer)));
        (out, failed_at)
    });
    let passes_ran = std::cell::Cell::new(false);
    let pipeline_dump = std::cell::RefCell::new(String::new());
    let result = (|| -> Result<Printed, Failure> {
        let src = &text[..range.1];
        let mut laps = ir::timing::Laps::start();
        let mut module = parse_input(cli, &mut Parser::new(&mut ctx, file, src, range.0, &opts))?;
        // From here on the text serves diagnostics only.
        text.release_pages();
        laps.lap("parse");
        // Without the verifier on parsing, the passes still get verified
        // IR (they assume it, and bufopt's must not panic): an input they
        // would run on is verified as mlir-opt verifies it after the first.
        let runs_passes = !cli.pipeline_parts.is_empty();
        if !cli.no_verify_on_parse || runs_passes {
            ir::verifier::verify(&ctx, module)?;
        }
        laps.lap("verify");
        if cli.verify_roundtrip {
            roundtrip::verify(&ctx, module, file, cli)?;
        }
        // mlir-opt builds the pass manager for each input it has parsed and
        // verified: a pass option it cannot parse is reported after the
        // input's own errors, once per chunk.
        let mut pipeline = pipeline_for(&ctx, module, cli, reg)?;
        if cli.dump_pass_pipeline {
            pipeline_dump.replace(pipeline::dump(&pipeline, reg));
        }
        passes_ran.set(true);
        let verify_pending =
            pipeline::run_anchor_leaving_last_verify(&mut ctx, &mut pipeline, &mut module, run)?;
        laps.lap("passes");
        let print = |ctx: &ir::Context| print_top_level_parts(ctx, module, cli.print_options());
        // IR no verifier saw since it last changed: mlir-opt's printer checks
        // it and falls back to the generic form, unless told to assume it.
        let unverified = if runs_passes {
            cli.no_verify_each
        } else {
            cli.no_verify_on_parse
        };
        let out = if verify_pending {
            print_while_verifying(&ctx, module, print)?
        } else if unverified && !cli.generic {
            print_unverified(&ctx, module, cli)
        } else {
            print(&ctx)
        };
        laps.lap("print");
        Ok(out)
    })();
    // mlir-opt prints IR dumps as the passes run: before the diagnostics,
    // except the dump after a failed pass, which follows its diagnostics.
    let dumps = dumps.map(|(out, failed_at)| {
        ir::pass::set_observer(None);
        let text = out.take();
        let at = failed_at.get().unwrap_or(text.len());
        (text, at)
    });
    let rerun_without_shortcuts = matches!(result, Err(Failure::RerunWithoutShortcuts(_)));
    let result = result.map_err(Failure::into_diagnostic);
    let mut result = result;
    if cli.no_op_on_diagnostic {
        if let Err(d) = &mut result {
            drop_op_notes(d);
        }
        ctx.emitted.iter_mut().for_each(drop_op_notes);
    }
    // Remarks and warnings the passes emitted come before the error.
    let emitted = std::mem::take(&mut ctx.emitted);
    let pass_text = std::mem::take(&mut ctx.stderr_text);
    let emitted_text = interleave_pass_text(&ctx, &emitted, &pass_text);
    // Under `--verify-diagnostics` the diagnostics are checked, not shown;
    // the passes' own text is still written.
    let pass_text: String = pass_text.into_iter().map(|(_, t)| t).collect();
    let chunk = match result {
        Ok(out) if cli.verify_diagnostics => {
            let problems = match diagnostics::collect(text, range.0, range.1) {
                Ok(mut exp) => {
                    diagnostics::check(&ctx, &emitted, &mut exp, cli.verify_only_expected)
                }
                Err(m) => diagnostics::Problems {
                    unexpected: vec![m],
                    ..Default::default()
                },
            };
            let ok = problems.is_empty();
            ChunkResult {
                output: Some(out),
                stderr: pass_text + &lines(&problems.unexpected),
                stderr_last: lines(&problems.not_produced),
                stderr_unknown: lines(&problems.unknown_not_produced),
                ok,
                rerun_without_shortcuts,
            }
        }
        Ok(out) => ChunkResult {
            output: Some(out),
            stderr: emitted_text,
            stderr_last: String::new(),
            stderr_unknown: String::new(),
            ok: true,
            rerun_without_shortcuts,
        },
        Err(d) => {
            if cli.verify_diagnostics {
                let mut exp = match diagnostics::collect(text, range.0, range.1) {
                    Ok(e) => e,
                    Err(m) => {
                        return ChunkResult {
                            output: None,
                            stderr: pass_text + &m + "\n",
                            stderr_last: String::new(),
                            stderr_unknown: String::new(),
                            ok: false,
                            rerun_without_shortcuts,
                        }
                    }
                };
                let mut produced = emitted;
                produced.push(*d);
                let problems =
                    diagnostics::check(&ctx, &produced, &mut exp, cli.verify_only_expected);
                let ok = problems.is_empty();
                return ChunkResult {
                    output: None,
                    stderr: pass_text + &lines(&problems.unexpected),
                    stderr_last: lines(&problems.not_produced),
                    stderr_unknown: lines(&problems.unknown_not_produced),
                    ok,
                    rerun_without_shortcuts,
                };
            }
            ChunkResult {
                output: None,
                stderr: emitted_text + &render(&ctx, &d),
                stderr_last: String::new(),
                stderr_unknown: String::new(),
                ok: false,
                rerun_without_shortcuts,
            }
        }
    };
    // The process is about to exit: freeing a large IR piece by piece costs
    // more than the work itself, so the arenas are left to the OS.
    std::mem::forget(ctx);
    let mut chunk = chunk;
    if let Some((text, at)) = dumps {
        chunk.stderr = format!("{}{}{}", &text[..at], chunk.stderr, &text[at..]);
    }
    // The pipeline is dumped as it is set up, before any pass runs.
    chunk.stderr.insert_str(0, &pipeline_dump.take());
    if cli.pass_statistics && passes_ran.get() {
        chunk.stderr.push_str(PASS_STATISTICS_HEADER);
    }
    chunk
}

/// What mlir-opt 22 (a release build, without statistics) prints for
/// `--mlir-pass-statistics` once a chunk's passes have run.
const PASS_STATISTICS_HEADER: &str = "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n\n";

/// The text of the file at `path`, mapped when it is large (see
/// `mapped_input`), else read into one buffer of its size; `None` when it
/// is not UTF-8 (the caller decodes it).
fn read_shared(path: &str) -> std::io::Result<Option<ir::SourceText>> {
    let mut file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() {
        if let Some(text) = mapped_input::map(&file, meta.len()) {
            return Ok(Some(text));
        }
    }
    // Pipes and special files report no useful size.
    let len = if meta.is_file() {
        usize::try_from(meta.len()).unwrap_or(0)
    } else {
        0
    };
    let mut bytes = Vec::with_capacity(len);
    file.read_to_end(&mut bytes)?;
    Ok(String::from_utf8(bytes).ok().map(ir::SourceText::from))
}

fn write_outputs(
    outputs: &[Option<Printed>],
    marker: &str,
    sink: impl Write,
) -> std::io::Result<()> {
    let mut w = std::io::BufWriter::with_capacity(1 << 20, sink);
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            w.write_all(marker.as_bytes())?;
            w.write_all(b"\n")?;
        }
        if let Some(o) = o {
            o.write_to(&mut w)?;
        }
    }
    w.flush()
}

/// The C library's text for an OS error (`strerror`), which LLVM prints:
/// Rust's `Display` appends ` (os error N)` to it.
fn os_error_text(code: i32) -> Option<String> {
    let full = std::io::Error::from_raw_os_error(code).to_string();
    full.strip_suffix(&format!(" (os error {code})"))
        .map(str::to_string)
}

/// An I/O error as LLVM words it: the OS message without Rust's error code.
fn io_reason(e: &std::io::Error) -> String {
    e.raw_os_error()
        .and_then(os_error_text)
        .unwrap_or_else(|| e.to_string())
}

/// Runs the whole command line; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    let reg = pass_registry();
    let cli = match parse_cli(args, &reg) {
        Ok(c) => c,
        Err((msg, code)) => {
            if code == 0 {
                // A closed pipe (`bufopt --help | head`) is not an error.
                let _ = writeln!(std::io::stdout(), "{}", msg);
            } else {
                eprintln!("{}", msg);
            }
            return code;
        }
    };
    if let Some(errors) = option_parser_errors(&cli, &reg) {
        eprint!("{errors}");
        return 1;
    }
    if cli.ir_printing.module_scope && cli.ir_printing.active() && !cli.disable_threading {
        eprintln!("<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n");
        return 1;
    }
    ir::threads::set_enabled(!cli.disable_threading);
    let input = cli.input.clone().unwrap_or_else(|| "-".into());
    let decoded = |name: &str, bytes: Vec<u8>| match input_text::decode(name, bytes) {
        Ok(s) => Some(ir::SourceText::from(s)),
        Err(diagnostic) => {
            let _ = std::io::stderr().write_all(&diagnostic);
            None
        }
    };
    let (file, text) = if input == "-" {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
            eprintln!("bufopt: could not read standard input: {e}");
            return 1;
        }
        let Some(text) = decoded("<stdin>", bytes) else {
            return 1;
        };
        ("<stdin>".to_string(), text)
    } else {
        match read_shared(&input) {
            Ok(Some(s)) => (input.clone(), s),
            Ok(None) => {
                let bytes = match std::fs::read(&input) {
                    Ok(b) => b,
                    Err(e) => {
                        eprintln!("cannot open input file '{}': {}", input, e);
                        return 1;
                    }
                };
                let Some(text) = decoded(&input, bytes) else {
                    return 1;
                };
                (input.clone(), text)
            }
            Err(e) => {
                let reason = io_reason(&e);
                eprintln!("cannot open input file '{}': {}", input, reason);
                return 1;
            }
        }
    };
    // mlir-opt opens its output before reading the IR, so an unwritable path is the only
    // error reported; like LLVM's `ToolOutputFile` the file is removed when no output
    // is written.
    let output_file = cli.output.as_deref().filter(|p| *p != "-");
    let created_output = output_file.is_some_and(|p| !std::path::Path::new(p).exists());
    if let Some(path) = output_file {
        let opened = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(path);
        if let Err(e) = opened {
            let reason = io_reason(&e);
            eprintln!("cannot open output file '{path}': {reason}");
            return 1;
        }
    }
    // Asked now, while the text is resident: the chunks' parsers give its
    // pages back (see `mapped_input`), and a scan at the end would fault
    // the whole input in again beside the outputs.
    let has_expectations = text.contains("expected-");
    let chunks = if cli.split_input_file {
        let split = split_chunks(&text, &cli.split_marker);
        for &at in &split.near_misses {
            let mut warning = String::new();
            ir::diag::render_at(
                &file,
                &text,
                at,
                ir::diag::Severity::Warning,
                "near miss with file split marker",
                true,
                &mut warning,
            );
            eprint!("{}", warning);
        }
        split.chunks
    } else {
        vec![(0, text.len())]
    };
    // Chunk outputs separated by the split marker (`None`: the chunk failed).
    let mut outputs: Vec<Option<Printed>> = Vec::with_capacity(chunks.len());
    let mut all_ok = true;
    let mut err = String::new();
    let mut err_last = String::new();
    let mut err_unknown = String::new();
    for &range in &chunks {
        let mut r = process_chunk(&cli, &reg, &file, &text, range, Shortcuts::On);
        if r.rerun_without_shortcuts {
            r = process_chunk(&cli, &reg, &file, &text, range, Shortcuts::Off);
        }
        all_ok &= r.ok;
        err.push_str(&r.stderr);
        err_last.push_str(&r.stderr_last);
        err_unknown.push_str(&r.stderr_unknown);
        outputs.push(r.output);
    }
    err.push_str(&err_last);
    err.push_str(&err_unknown);
    // mlir-opt 22 reads the annotations whatever the flags, and without
    // --verify-diagnostics reports every one as not produced at the end
    // (the exit code stays as it was).
    if has_expectations {
        if let Ok(expected) = diagnostics::collect(&text, 0, text.len()) {
            if !cli.verify_diagnostics {
                err.push_str(&lines(&diagnostics::not_produced(&file, &text, &expected)));
            } else {
                // mlir-opt 22's handler for the whole file reports the `@unknown`
                // annotations once more: the chunks' handlers took the diagnostics.
                let unknown = expected.iter().filter(|e| e.unknown);
                err.push_str(&lines(&diagnostics::unknown_not_produced(unknown)));
            }
        }
    }
    if !err.is_empty() {
        eprint!("{}", err);
    }
    // Nothing is written on failure without split mode (no partial output).
    if !all_ok && !cli.split_input_file && !cli.verify_diagnostics {
        // Only a file this run created: an existing one (a device as `/dev/null`, or the
        // input itself) is left alone, where LLVM would remove it.
        if let Some(path) = output_file.filter(|_| created_output) {
            let _ = std::fs::remove_file(path);
        }
        return 1;
    }
    let marker = cli
        .output_split_marker
        .as_deref()
        .unwrap_or(DEFAULT_SPLIT_MARKER);
    let write_res = match &cli.output {
        Some(path) if path != "-" => {
            std::fs::File::create(path).and_then(|f| write_outputs(&outputs, marker, f))
        }
        _ => write_outputs(&outputs, marker, std::io::stdout().lock()),
    };
    if let Err(e) = write_res {
        let reason = io_reason(&e);
        eprintln!("bufopt: cannot write output: {reason}");
        return 1;
    }
    if all_ok {
        0
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_option_is_accepted() {
        let reg = pass_registry();
        for &(name, _) in OPTION_NAMES {
            let args = [format!("--{name}=1"), "in.mlir".to_string()];
            if let Err((msg, _)) = parse_cli(&args, &reg) {
                assert!(
                    !msg.contains("Unknown command line argument"),
                    "{name}: {msg}"
                );
            }
        }
    }

    #[test]
    fn misspelt_options_get_the_nearest_name() {
        let reg = pass_registry();
        let near = |a: &str| nearest_option(a, &reg).unwrap_or_default();
        assert_eq!(near("one-shot-bufferise"), "--one-shot-bufferize");
        assert_eq!(near("canonicalise"), "--canonicalize");
        assert_eq!(near("split-input-fil"), "--split-input-file");
        assert_eq!(near("split-input-fil=3"), "--split-input-file=3");
        assert_eq!(near("verify-eac=false"), "--verify-each=false");
        assert_eq!(near("versio=1"), "--version");
        assert_eq!(near("q"), "-o");
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("cse", "cse"), 0);
        assert_eq!(edit_distance("canonicalise", "canonicalize"), 1);
    }
}
