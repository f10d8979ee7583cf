//! The `bufopt` driver: mlir-opt's command line over bufopt's passes.

pub mod diagnostics;
pub mod pipeline;

use ir::diag::{render, Diagnostic};
use ir::parser::{ParseOptions, Parser};
use ir::printer::{print_top_level_parts, PrintOptions, Printed};
use pipeline::{Anchor, Entry, PassRegistry};
use std::io::{Read, Write};

pub const VERSION: &str = concat!(
    "bufopt ",
    env!("CARGO_PKG_VERSION"),
    " (MLIR 22 compatible)"
);

pub fn pass_registry() -> PassRegistry {
    let mut passes = transforms::passes();
    passes.extend(bufferize::passes());
    passes.extend(dealloc::passes());
    PassRegistry { passes }
}

#[derive(Default)]
pub struct Cli {
    pub input: Option<String>,
    pub output: Option<String>,
    pub allow_unregistered: bool,
    pub split_input_file: bool,
    pub verify_diagnostics: bool,
    pub generic: bool,
    /// Pass flags and pipelines in command-line order.
    pub pipeline_parts: Vec<PipelinePart>,
}

pub enum PipelinePart {
    Pass(String, String),
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
            "--split-input-file",
            "Split the input file into pieces and process each chunk independently",
        ),
        (
            "--verify-diagnostics",
            "Check that emitted diagnostics match expected-* lines on the corresponding line",
        ),
        ("--mlir-print-op-generic", "Print the generic op form"),
        (
            "--pass-pipeline=<string>",
            "A textual description of a pass pipeline to run",
        ),
        ("--help", "Display available options"),
        ("--version", "Display the version of this program"),
    ] {
        s.push_str(&format!("  {:<40} - {}\n", f, h));
    }
    s.push_str("\n  Passes:\n");
    for p in &reg.passes {
        s.push_str(&format!("    --{:<38} - {}\n", p.name, p.summary));
        for o in p.options {
            s.push_str(&format!("      --{:<36} - {}\n", o.name, o.help));
        }
    }
    s
}

/// Parses the command line. `Err` carries a message and an exit code
/// (0 for `--help` / `--version`, whose text is the message).
pub fn parse_cli(args: &[String], reg: &PassRegistry) -> Result<Cli, (String, i32)> {
    let mut cli = Cli::default();
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
                            return Err((
                                "bufopt: Not enough positional command line arguments specified!"
                                    .into(),
                                1,
                            ));
                        }
                        i += 1;
                        args[i - 1].clone()
                    }
                };
                cli.output = Some(v);
            }
            "allow-unregistered-dialect" => cli.allow_unregistered = true,
            "split-input-file" => cli.split_input_file = true,
            "verify-diagnostics" => cli.verify_diagnostics = true,
            "mlir-print-op-generic" => cli.generic = true,
            "help" | "h" => return Err((help_text(reg), 0)),
            "version" => return Err((VERSION.to_string(), 0)),
            "pass-pipeline" => {
                let Some(v) = value else {
                    return Err((
                        "bufopt: for the --pass-pipeline option: requires a value!".into(),
                        1,
                    ));
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
                    return Err((
                        format!(
                            "bufopt: Unknown command line argument '{}'.  Try: 'bufopt --help'",
                            a
                        ),
                        1,
                    ));
                }
            }
        }
    }
    Ok(cli)
}

/// Builds the pipeline to run from the pass flags and `--pass-pipeline`.
pub fn build_pipeline(cli: &Cli, reg: &PassRegistry) -> Result<Anchor, String> {
    let mut root = Anchor {
        op_name: "builtin.module".into(),
        entries: Vec::new(),
    };
    for part in &cli.pipeline_parts {
        match part {
            PipelinePart::Pass(n, o) => root.entries.push(Entry::Pass(reg.create(n, o)?)),
            PipelinePart::Pipeline(text) => {
                let a = reg.parse_pipeline(text)?;
                root.entries.extend(a.entries);
            }
        }
    }
    Ok(root)
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

pub fn split_chunks(text: &str) -> Split {
    const PREFIX: &str = "// ---";
    // The pieces between occurrences of the marker's first six bytes.
    let mut pieces = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find(PREFIX) {
        pieces.push((from, from + i));
        from += i + PREFIX.len();
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
        if piece.len() > 2 && piece.starts_with(b"--") && piece[2] != b'0' {
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

pub struct ChunkResult {
    pub output: Option<Printed>,
    pub stderr: String,
    pub ok: bool,
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

/// Parses, verifies, transforms and prints one chunk.
pub fn process_chunk(
    cli: &Cli,
    reg: &PassRegistry,
    file: &str,
    text: &str,
    range: (usize, usize),
) -> ChunkResult {
    let mut ctx = dialects::new_context();
    let opts = ParseOptions {
        allow_unregistered: cli.allow_unregistered,
    };
    let result = (|| -> Result<Printed, Box<Diagnostic>> {
        let mut pipeline = build_pipeline(cli, reg)
            .map_err(|m| Box::new(Diagnostic::error(ir::Loc::UNKNOWN, m)))?;
        let src = &text[..range.1];
        let mut laps = ir::timing::Laps::start();
        let module = {
            let mut p = Parser::new(&mut ctx, file, src, range.0, &opts);
            p.parse_top_level()?
        };
        laps.lap("parse");
        ir::verifier::verify(&ctx, module)?;
        laps.lap("verify");
        let verify_pending =
            pipeline::run_anchor_leaving_last_verify(&mut ctx, &mut pipeline, module)?;
        laps.lap("passes");
        let print = |ctx: &ir::Context| {
            print_top_level_parts(
                ctx,
                module,
                PrintOptions {
                    generic: cli.generic,
                },
            )
        };
        let out = if verify_pending {
            print_while_verifying(&ctx, module, print)?
        } else {
            print(&ctx)
        };
        laps.lap("print");
        Ok(out)
    })();
    if ctx.files.is_empty() {
        ctx.files
            .push((file.to_string(), std::sync::Arc::from(text)));
    }
    let chunk = match result {
        Ok(out) if cli.verify_diagnostics => {
            let problems = match diagnostics::collect(text, range.0, range.1) {
                Ok(mut exp) => diagnostics::check(&ctx, &[], &mut exp),
                Err(m) => vec![m],
            };
            let ok = problems.is_empty();
            let stderr = if ok {
                String::new()
            } else {
                problems.join("\n") + "\n"
            };
            ChunkResult {
                output: Some(out),
                stderr,
                ok,
            }
        }
        Ok(out) => ChunkResult {
            output: Some(out),
            stderr: String::new(),
            ok: true,
        },
        Err(d) => {
            if cli.verify_diagnostics {
                let mut exp = match diagnostics::collect(text, range.0, range.1) {
                    Ok(e) => e,
                    Err(m) => {
                        return ChunkResult {
                            output: None,
                            stderr: m + "\n",
                            ok: false,
                        }
                    }
                };
                let problems = diagnostics::check(&ctx, &[*d], &mut exp);
                let ok = problems.is_empty();
                return ChunkResult {
                    output: None,
                    stderr: problems.join("\n") + if ok { "" } else { "\n" },
                    ok,
                };
            }
            ChunkResult {
                output: None,
                stderr: render(&ctx, &d),
                ok: false,
            }
        }
    };
    // The process is about to exit: freeing a large IR piece by piece costs
    // more than the work itself, so the arenas are left to the OS.
    std::mem::forget(ctx);
    chunk
}

fn write_outputs(outputs: &[Option<Printed>], sink: impl Write) -> std::io::Result<()> {
    let mut w = std::io::BufWriter::with_capacity(1 << 20, sink);
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            w.write_all(b"// -----\n")?;
        }
        if let Some(o) = o {
            o.write_to(&mut w)?;
        }
    }
    w.flush()
}

/// Runs the whole command line; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    let reg = pass_registry();
    let cli = match parse_cli(args, &reg) {
        Ok(c) => c,
        Err((msg, code)) => {
            if code == 0 {
                println!("{}", msg);
            } else {
                eprintln!("{}", msg);
            }
            return code;
        }
    };
    if let Err(m) = build_pipeline(&cli, &reg) {
        eprintln!("<unknown>:0: error: {}", m);
        return 1;
    }
    let input = cli.input.clone().unwrap_or_else(|| "-".into());
    let (file, text) = if input == "-" {
        let mut s = String::new();
        if std::io::stdin().read_to_string(&mut s).is_err() {
            eprintln!("bufopt: could not read standard input as UTF-8");
            return 1;
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read(&input) {
            Ok(b) => match String::from_utf8(b) {
                Ok(s) => (input.clone(), s),
                Err(_) => {
                    eprintln!("{}:1:1: error: input file is not valid UTF-8", input);
                    return 1;
                }
            },
            Err(e) => {
                eprintln!("bufopt: could not open input file '{}': {}", input, e);
                return 1;
            }
        }
    };
    let chunks = if cli.split_input_file {
        let split = split_chunks(&text);
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
    for &range in &chunks {
        let mut r = process_chunk(&cli, &reg, &file, &text, range);
        if dealloc::pipeline::failed_with_shortcuts() {
            // The diagnostic must show the IR the separate passes would have
            // built up to the failure.
            r = dealloc::pipeline::without_shortcuts(|| {
                process_chunk(&cli, &reg, &file, &text, range)
            });
        }
        all_ok &= r.ok;
        err.push_str(&r.stderr);
        outputs.push(r.output);
    }
    if !err.is_empty() {
        eprint!("{}", err);
    }
    // Nothing is written on failure without split mode (no partial output).
    if !all_ok && !cli.split_input_file && !cli.verify_diagnostics {
        return 1;
    }
    let write_res = match &cli.output {
        Some(path) if path != "-" => {
            std::fs::File::create(path).and_then(|f| write_outputs(&outputs, f))
        }
        _ => write_outputs(&outputs, std::io::stdout().lock()),
    };
    if let Err(e) = write_res {
        eprintln!("bufopt: cannot write output: {}", e);
        return 1;
    }
    if all_ok {
        0
    } else {
        1
    }
}
