//! `bufopt-runner`: runs a tensor- or memref-level MLIR program, after
//! bufopt's passes if any are given, on the interpreter's checked heap.
//!
//!     bufopt-runner FILE [-e main] [-entry-point-result=void|i32|i64|f32|f64]
//!                   [--check] [--memory-report] [--uninitialized=BITS] [bufopt pass flags]
//!
//! Exit code 0 when the program ran without error, 1 otherwise. `--check`
//! runs the program before and after the passes: a difference in output bytes (the
//! offsets and strides of printed memrefs aside) or
//! a memory error of the transformed program is an error, a memory error of
//! the input program a warning. `--uninitialized=BITS` (decimal or `0x` hex) sets what fresh
//! allocations and empty tensors hold (0 by default; each element holds the low bits its type
//! has, a float's as that float's encoding): their contents are undefined, so a
//! program whose output changes with it reads undefined values. `--subgroup-size=N` (32 by
//! default) is the number of threads of a gpu subgroup, which the target decides.

use ir::diag::Severity;
use std::io::Write;

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

struct Args {
    opts: interp::Options,
    check: bool,
    memory_report: bool,
    /// Print the number of ops executed and the rate.
    stats: bool,
    /// Everything else, for bufopt's command line parser.
    rest: Vec<String>,
}

fn usage() -> &'static str {
    "usage: bufopt-runner FILE [-e NAME] [-entry-point-result=void|i32|i64|f32|f64] [--check] [--memory-report] [--stats] [--max-steps=N] [--uninitialized=BITS] [--subgroup-size=N] [bufopt pass flags]"
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args {
        opts: interp::Options::default(),
        check: false,
        memory_report: false,
        stats: false,
        rest: Vec::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        if !a.starts_with('-') || a == "-" {
            out.rest.push(a.clone());
            continue;
        }
        match name {
            "e" | "entry-point" => {
                out.opts.entry = match value {
                    Some(v) => v,
                    None => {
                        i += 1;
                        args.get(i - 1).cloned().ok_or("-e needs a function name")?
                    }
                }
            }
            "entry-point-result" => {
                let v = value.ok_or("-entry-point-result needs a value")?;
                out.opts.result = interp::EntryResult::parse(&v).ok_or_else(|| {
                    format!("unknown -entry-point-result '{v}' (void, i32, i64, f32 or f64)")
                })?;
            }
            "check" => out.check = true,
            "memory-report" => out.memory_report = true,
            "stats" => out.stats = true,
            "max-steps" => {
                let v = value.ok_or("--max-steps needs a value: --max-steps=N")?;
                out.opts.max_steps = Some(
                    v.parse()
                        .map_err(|_| format!("--max-steps: '{v}' is not a number"))?,
                );
            }
            "uninitialized" => {
                let v = value.ok_or("--uninitialized needs a value: --uninitialized=BITS")?;
                let bits = match v.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16),
                    None => v.parse(),
                };
                out.opts.uninitialized = bits.map_err(|_| {
                    format!("--uninitialized: '{v}' is not a number (decimal or 0x hex)")
                })?;
            }
            "subgroup-size" => {
                let v = value.ok_or("--subgroup-size needs a value: --subgroup-size=N")?;
                out.opts.subgroup_size =
                    v.parse().ok().filter(|&n: &i64| n > 0).ok_or_else(|| {
                        format!("--subgroup-size: '{v}' is not a positive number")
                    })?;
            }
            "h" | "help" => return Err(usage().to_string()),
            _ => out.rest.push(a.clone()),
        }
    }
    Ok(out)
}

/// For `--check`: printMemref headers without the offset and strides, which legitimately differ
/// between a tensor (always dense) and the strided view bufferization makes of it, and NaNs
/// without their sign: the machine's arithmetic makes negative ones where a folder (mlir-opt's
/// and bufopt's) makes positive ones, and either is a correct result. Bytes, not text: a
/// program may print any byte (`printMemrefI8`).
fn drop_layout(s: &[u8]) -> Vec<Vec<u8>> {
    let find = |l: &[u8], what: &str| l.windows(what.len()).position(|w| w == what.as_bytes());
    s.split_inclusive(|&b| b == b'\n')
        .map(|l| {
            let l = match (
                find(l, " offset = "),
                find(l, " sizes = "),
                find(l, " strides = "),
                find(l, " data = "),
            ) {
                (Some(o), Some(sz), Some(st), Some(d)) if l.starts_with(b"Unranked Memref") => {
                    [&l[..o], &l[sz..st], &l[d..]].concat()
                }
                _ => l.to_vec(),
            };
            let mut out = Vec::with_capacity(l.len());
            let mut rest = &l[..];
            while let Some(p) = find(rest, "-nan") {
                out.extend_from_slice(&rest[..p]);
                out.extend_from_slice(b"nan");
                rest = &rest[p + 4..];
            }
            out.extend_from_slice(rest);
            out
        })
        .collect()
}

/// The process's user + system CPU time in seconds (Linux), for `--stats` on a busy machine.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The first line that differs between two outputs (lines as [`drop_layout`] makes them).
fn first_difference(a: &[Vec<u8>], b: &[Vec<u8>]) -> String {
    let shown = |l: Option<&Vec<u8>>| match l {
        Some(l) => String::from_utf8_lossy(l)
            .trim_end_matches('\n')
            .to_string(),
        None => "<end of output>".to_string(),
    };
    for i in 0..a.len().max(b.len()) {
        let (x, y) = (a.get(i), b.get(i));
        if x != y {
            return format!(
                "line {}: before the passes `{}`, after `{}`",
                i + 1,
                shown(x),
                shown(y)
            );
        }
    }
    "same lines, different bytes".into()
}

fn run(args: &[String]) -> i32 {
    let args = match parse_args(args) {
        Ok(a) => a,
        Err(m) => {
            eprintln!("{m}");
            return 1;
        }
    };
    let reg = bufopt::pass_registry();
    let cli = match bufopt::parse_cli(&args.rest, &reg) {
        Ok(c) => c,
        Err((msg, code)) => {
            eprintln!("{}", msg.replace("bufopt:", "bufopt-runner:"));
            return if code == 0 { 1 } else { code };
        }
    };
    let Some(file) = cli.input.clone().filter(|f| f != "-") else {
        eprintln!("bufopt-runner: no input file\n{}", usage());
        return 1;
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bufopt-runner: could not open input file '{file}': {e}");
            return 1;
        }
    };
    // The flags' errors end the run before any input is read, as bufopt's do.
    if let Some(errors) = bufopt::option_parser_errors(&cli, &reg) {
        eprint!("{errors}");
        return 1;
    }
    let stdout = std::io::stdout();
    let mut code = 0;

    // The input program, for --check.
    let before = if args.check {
        match interp::parse(&file, &text) {
            (ctx, Ok(module)) => {
                let o = interp::run(&ctx, module, &args.opts);
                if !o.ok() {
                    eprint!("{}", o.render_errors(&ctx, Severity::Warning));
                    eprintln!("bufopt-runner: warning: the input program has errors (above); --check compares outputs only");
                }
                Some(o)
            }
            (ctx, Err(d)) => {
                eprint!("{}", ir::diag::render(&ctx, &d));
                return 1;
            }
        }
    } else {
        None
    };

    // The program after bufopt's passes, parsed and transformed as bufopt does it.
    let (ctx, transformed) = bufopt::load_and_transform(&cli, &reg, &file, &text);
    let module = match transformed {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", ir::diag::render(&ctx, &d));
            return 1;
        }
    };
    let start = std::time::Instant::now();
    let cpu_start = cpu_seconds();
    let after = interp::run(&ctx, module, &args.opts);
    let secs = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().zip(cpu_start).map(|(b, a)| b - a);
    {
        let mut w = stdout.lock();
        let _ = w.write_all(&after.stdout);
        let _ = w.flush();
    }
    if !after.ok() {
        eprint!("{}", after.render_errors(&ctx, Severity::Error));
        code = 1;
    }
    if let Some(before) = &before {
        let (b, a) = (
            drop_layout(&interp::mask_addresses(&before.stdout)),
            drop_layout(&interp::mask_addresses(&after.stdout)),
        );
        if b != a {
            eprintln!(
                "{file}: error: --check: the program prints differently after the passes ({})",
                first_difference(&b, &a)
            );
            code = 1;
        } else if code == 0 {
            eprintln!("bufopt-runner: --check: same output before and after the passes");
        }
    }
    if args.memory_report {
        eprintln!("{}", after.memory_report());
    }
    if args.stats {
        let rate = |t: f64| after.steps as f64 / t.max(1e-9) / 1e6;
        let cpu_text = match cpu {
            Some(c) => format!(
                ", {c:.2} s of CPU time: {:.1} million ops per second",
                rate(c)
            ),
            None => String::new(),
        };
        eprintln!(
            "stats: {} ops executed in {:.3} s ({:.1} million ops per second{cpu_text}; compilation included)",
            after.steps,
            secs,
            rate(secs)
        );
    }
    code
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // The interpreter recurses per call and per region; give it room.
    let work = || bufopt::big_stack::on_big_stack(|| run(&args));
    let code = std::panic::catch_unwind(work).unwrap_or_else(|_| {
        eprintln!("bufopt-runner: internal error");
        2
    });
    std::process::exit(code);
}
