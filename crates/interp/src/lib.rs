//! An interpreter of tensor- and memref-level MLIR with a checked heap.
//!
//! [`run`] compiles a module once into an executable form
//! (`program::Program`: ops resolved to instruction kinds over numbered
//! register slots) and runs its entry function on an `exec::Machine`:
//! tensors are values (shared until written), memrefs are strided views into
//! a `heap::Heap` that knows every allocation's kind, state and allocating
//! op, so that leaks, double and invalid frees, uses after free, out of bounds
//! accesses and writes into constant globals end in a diagnostic at the
//! faulting op with a note at the allocation. The runtime functions the
//! tests call (`printMemrefF32`, `printF64`, `printNewline`, ...) print what
//! mlir-runner's runtime library prints, as bytes.
#![warn(missing_docs)]

mod exec;
mod heap;
mod program;
mod value;

use ir::diag::{Diagnostic, Severity};
use ir::{Context, Op};

/// How the entry function's result is printed (`-entry-point-result`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// The entry function returns nothing; nothing is printed.
    Void,
    /// An `i32`, printed in decimal.
    I32,
    /// An `i64`, printed in decimal.
    I64,
    /// An `f32`, printed as mlir-runner prints it.
    F32,
    /// An `f64`, printed as mlir-runner prints it.
    F64,
}

impl EntryResult {
    /// The kind named by `-entry-point-result`'s value (`void`, `i32`, `i64`, `f32`, `f64`).
    pub fn parse(s: &str) -> Option<EntryResult> {
        Some(match s {
            "void" => EntryResult::Void,
            "i32" => EntryResult::I32,
            "i64" => EntryResult::I64,
            "f32" => EntryResult::F32,
            "f64" => EntryResult::F64,
            _ => return None,
        })
    }
}

/// What to run and how (the options of `bufopt-runner`).
#[derive(Clone, Debug)]
pub struct Options {
    /// The function to run (`-e`, default `main`).
    pub entry: String,
    /// How its result is printed.
    pub result: EntryResult,
    /// Stop with an error after this many ops (a guard against endless loops).
    pub max_steps: Option<u64>,
    /// The bits fresh allocations and empty tensors hold (`--uninitialized`).
    pub uninitialized: value::Scalar,
    /// The number of threads of a gpu subgroup (`--subgroup-size`, 32 by default): the
    /// target's, which a program does not say.
    pub subgroup_size: i64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            entry: "main".into(),
            result: EntryResult::Void,
            max_steps: None,
            uninitialized: 0,
            subgroup_size: 32,
        }
    }
}

/// What a run printed and what went wrong.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The program's output (runtime prints, then the entry result): bytes, as mlir-runner's
    /// runtime writes them (`printMemrefI8` writes raw bytes, not always UTF-8).
    pub stdout: Vec<u8>,
    /// Errors: the fault that stopped the run, or the leaks at its end.
    pub errors: Vec<Diagnostic>,
    /// Heap allocations made (`memref.alloc`, `memref.realloc`, `bufferization.clone`).
    pub heap_allocs: u64,
    /// Heap allocations freed.
    pub heap_frees: u64,
    /// Stack allocations made (`memref.alloca`).
    pub stack_allocs: u64,
    /// Ops executed.
    pub steps: u64,
}

impl Outcome {
    /// Whether the run ended without an error.
    pub fn ok(&self) -> bool {
        self.errors.is_empty()
    }
    /// `--memory-report`'s line.
    pub fn memory_report(&self) -> String {
        format!(
            "memory: heap allocations={} frees={} leaked={} stack allocations={}",
            self.heap_allocs,
            self.heap_frees,
            self.heap_allocs.saturating_sub(self.heap_frees),
            self.stack_allocs
        )
    }
    /// The errors rendered (with `severity` in place of error).
    pub fn render_errors(&self, ctx: &Context, severity: Severity) -> String {
        self.errors
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d.severity = severity;
                ir::diag::render(ctx, &d)
            })
            .collect()
    }
}

/// Runs `opts.entry` of `module`.
pub fn run(ctx: &Context, module: Op, opts: &Options) -> Outcome {
    let prog = program::compile(ctx, module);
    let mut out = Outcome::default();
    let Some(&f) = prog.func_index.get(&opts.entry) else {
        out.errors.push(Diagnostic::error(
            ctx.loc(module),
            format!("entry point '{}' not found", opts.entry),
        ));
        return out;
    };
    let fc = &prog.funcs[f as usize];
    let fop = fc.op;
    let (inputs, results) = dialects::func::function_type(ctx, fop);
    if !inputs.is_empty() {
        out.errors.push(Diagnostic::error(
            ctx.loc(fop),
            format!(
                "entry point '{}' takes arguments; the runner calls it with none",
                opts.entry
            ),
        ));
        return out;
    }
    let expect_kind = match opts.result {
        EntryResult::Void => None,
        EntryResult::I32 => Some(program::SK::Int(32)),
        EntryResult::I64 => Some(program::SK::Int(64)),
        EntryResult::F32 => Some(program::SK::Float(value::FTy::F32)),
        EntryResult::F64 => Some(program::SK::Float(value::FTy::F64)),
    };
    let actual = match results.as_slice() {
        [] => None,
        [t] => program::scalar_kind(ctx, *t),
        _ => Some(program::SK::Int(0)),
    };
    if expect_kind != actual {
        out.errors.push(Diagnostic::error(
            ctx.loc(fop),
            format!(
                "entry point '{}' does not return what -entry-point-result={} expects",
                opts.entry,
                format!("{:?}", opts.result).to_lowercase()
            ),
        ));
        return out;
    }
    let mut m = exec::Machine::new(ctx, &prog);
    m.max_steps = opts.max_steps.unwrap_or(u64::MAX);
    m.uninitialized = opts.uninitialized;
    m.subgroup_size = opts.subgroup_size.max(1);
    let res = m.call(f, Vec::new(), fop);
    match res {
        Ok(vals) => {
            if let Some(value::Val::S(x)) = vals.first() {
                let x = *x;
                let text = match opts.result {
                    EntryResult::I32 | EntryResult::I64 => format!("{}", x as i64),
                    EntryResult::F32 | EntryResult::F64 => value::fmt_e(value::fval(x)),
                    EntryResult::Void => String::new(),
                };
                m.out.push_str(&text);
                m.out.push('\n');
            }
            // One diagnostic per allocating op, in program order of the first leak.
            let mut sites: Vec<(Op, usize, usize)> = Vec::new();
            for (_, a) in m.heap.leaks() {
                match sites.iter_mut().find(|(s, _, _)| *s == a.site) {
                    Some(e) => {
                        e.1 += 1;
                        e.2 += a.data.len();
                    }
                    None => sites.push((a.site, 1, a.data.len())),
                }
            }
            for (site, count, elems) in sites {
                let what = if count == 1 {
                    format!("{elems} element(s) that are never freed")
                } else {
                    format!("{count} buffers ({elems} elements in all) that are never freed")
                };
                out.errors.push(
                    Diagnostic::error(
                        ctx.loc(site),
                        format!("leak: '{}' allocates {what}", ctx.op_name(site)),
                    )
                    .with_note(ctx.loc(fop), "still live when the entry function returns"),
                );
            }
        }
        Err(d) => out.errors.push(*d),
    }
    out.stdout = std::mem::take(&mut m.out.0);
    out.heap_allocs = m.heap.heap_allocs;
    out.heap_frees = m.heap.heap_frees;
    out.stack_allocs = m.heap.stack_allocs;
    out.steps = m.steps;
    out
}

/// Printed output with the `base@ = 0x...` addresses of printed memrefs masked as
/// `base@ = ADDR` (they differ between runs and between runners; tests/e2e/oracle/e2e.sh
/// masks mlir-runner's the same way).
pub fn mask_addresses(s: &[u8]) -> Vec<u8> {
    const MARK: &[u8] = b"base@ = 0x";
    let mut out = Vec::with_capacity(s.len());
    let mut rest = s;
    while let Some(p) = rest.windows(MARK.len()).position(|w| w == MARK) {
        out.extend_from_slice(&rest[..p]);
        out.extend_from_slice(b"base@ = ADDR");
        rest = &rest[p + MARK.len()..];
        let end = rest
            .iter()
            .position(|c| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        rest = &rest[end..];
    }
    out.extend_from_slice(rest);
    out
}

/// Parses `text` into a fresh context (registered dialects) and verifies it;
/// the context holds the source for rendering diagnostics either way.
pub fn parse(file: &str, text: &str) -> (Context, Result<Op, Box<Diagnostic>>) {
    let mut ctx = dialects::new_context();
    let opts = ir::parser::ParseOptions {
        allow_unregistered: false,
    };
    let parsed = {
        let mut p = ir::parser::Parser::new(&mut ctx, file, text, 0, &opts);
        p.parse_top_level()
    };
    if ctx.files.is_empty() {
        ctx.files
            .push((file.to_string(), ir::SourceText::from(text)));
    }
    let result = parsed.and_then(|m| ir::verifier::verify(&ctx, m).map(|_| m));
    (ctx, result)
}

/// Parses and runs a program given as text (for tests).
pub fn run_text(text: &str, opts: &Options) -> (Context, Outcome) {
    let (ctx, parsed) = parse("<input>", text);
    let o = match parsed {
        Ok(m) => run(&ctx, m, opts),
        Err(d) => Outcome {
            errors: vec![*d],
            ..Default::default()
        },
    };
    (ctx, o)
}

#[cfg(test)]
mod tests;
