//! bufopt's output and diagnostics never depend on the run.
//!
//! mlir-opt 22 processes unrelated functions in parallel: the names it gives the globals that
//! bufferization makes of constants, and which of two failing functions it reports first, change
//! from run to run. bufopt must answer the same every time. Each case runs bufopt many times on
//! one input and requires byte-identical stdout, stderr and exit code.
//!
//! bufopt's own threads (verification, printing, the one-shot analysis of independent functions,
//! the deallocation pipeline's per-function steps and the function-local passes run alone, on a
//! forked context) must not change the answer either: every differential input, and a module of many functions,
//! is run with `--mlir-disable-threading` and with threads, the two-thread paths forced on small
//! inputs (`BUFOPT_PARALLEL_MIN_OPS=0`), and the answers must be byte-identical.
//! `DIFF_FILTER` selects differential inputs as in `differential.rs`.
//!
//! `BUFOPT_BIN` and `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::process::Command;

/// Runs per case: enough for a thread-order dependence to show with two workers.
const RUNS: usize = 24;

/// Unrelated functions that each turn a constant tensor into a global (two of the same shape
/// and value, which share one global, and others that need their own names).
const GLOBALS: &str = r#"
func.func @first() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @second() -> tensor<4xf32> {
  %c = arith.constant dense<[4.0, 3.0, 2.0, 1.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @third() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @fourth(%i: index) -> f32 {
  %c = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %e = tensor.extract %c[%i] : tensor<2xf32>
  return %e : f32
}
func.func @fifth() -> tensor<2x2xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}
"#;

/// Two functions that fail one-shot-bufferize, around ones that pass: the first error in
/// program order is the one reported.
const TWO_ERRORS: &str = r#"
func.func @fine(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %r = arith.addf %t, %c : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @unsupported_to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
func.func @also_fine() -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 5.0]> : tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @read_only_write(%f: f32) -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 5.0]> : tensor<2xf32>
  %m = bufferization.materialize_in_destination %c in %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %m : tensor<2xf32>
}
"#;

const FLAG_SETS: &[&[&str]] = &[
    &["-one-shot-bufferize=bufferize-function-boundaries"],
    &[
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-buffer-deallocation-pipeline",
    ],
];

/// One-shot-bufferize without function boundaries, then the deallocation pipeline.
const ONE_SHOT_WITHOUT_BOUNDARIES: &[&str] =
    &["-one-shot-bufferize", "-buffer-deallocation-pipeline"];

/// A function that one-shot-bufferize rejects, without a tensor constant (which would keep the
/// module from being split).
const FAILING_LEAF: &str = r#"
func.func @fails(%m: memref<64xf32>) -> tensor<64xf32> {
  %t = bufferization.to_tensor %m : memref<64xf32> to tensor<64xf32>
  return %t : tensor<64xf32>
}
"#;

/// The deallocation pipeline's passes given one by one: each function-local one (canonicalize,
/// ownership-based deallocation, the simplification, cse) runs on the module, where the driver
/// splits the functions between threads.
const PASSES_ALONE: &[&str] = &[
    "-one-shot-bufferize=bufferize-function-boundaries",
    "-canonicalize",
    "-ownership-based-buffer-deallocation",
    "-canonicalize",
    "-buffer-deallocation-simplification",
    "-bufferization-lower-deallocations",
    "-cse",
    "-canonicalize",
];

/// The same passes nested in `func.func` pipelines, which the driver splits by function.
const NESTED: &[&str] = &["--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(canonicalize,ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification),bufferization-lower-deallocations,func.func(cse,canonicalize))"];

/// Runs `bufopt FLAGS -` on `input` in the repository root, with threads
/// (every two-thread path taken, however small the input) or without.
fn run_threaded(input: &[u8], flags: &[String], threads: bool) -> (i32, String, String) {
    let mut cmd = Command::new(bufopt_bin());
    cmd.current_dir(repo_root()).args(flags).arg("-");
    if threads {
        cmd.env("BUFOPT_PARALLEL_MIN_OPS", "0");
    } else {
        cmd.arg("--mlir-disable-threading");
    }
    let out = run(cmd, Some(input));
    (out.code.unwrap_or(-1), out.stdout_text(), out.stderr)
}

/// The difference between the answers with and without threads, if any.
fn threads_change(name: &str, input: &[u8], flags: &[String]) -> Option<String> {
    let on = run_threaded(input, flags, true);
    let off = run_threaded(input, flags, false);
    (on != off).then(|| {
        format!(
            "{name} {flags:?}: threads change the answer (exit {} with, {} without):\n{}{}",
            on.0,
            off.0,
            line_diff("with threads", &on.1, "without", &off.1, 20),
            line_diff("with threads stderr", &on.2, "without stderr", &off.2, 20)
        )
    })
}

/// The functions of [`many_functions`] that call none.
fn leaf_functions(n: usize) -> String {
    let mut m = String::new();
    for i in 0..n {
        let dest = if i % 3 == 0 {
            "%t".to_string()
        } else {
            "%e".to_string()
        };
        m.push_str(&format!(
            r#"func.func @f{i}(%t: tensor<64xf32>, %s: tensor<64xf32>) -> tensor<64xf32> {{
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = {dest}) -> (tensor<64xf32>) {{
    %x = tensor.extract_slice %s[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %y = tensor.insert_slice %x into %acc[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %y : tensor<64xf32>
  }}
  return %r : tensor<64xf32>
}}
"#
        ));
    }
    m
}

/// `tiled`-like functions (one tiled loop nest each, in place on its
/// argument or on a new tensor), some callers of them and a call cycle.
fn many_functions(n: usize) -> String {
    let mut m = leaf_functions(n);
    for i in (0..n).step_by(4) {
        m.push_str(&format!(
            r#"func.func @caller{i}(%t: tensor<64xf32>) -> tensor<64xf32> {{
  %a = call @f{i}(%t, %t) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %b = call @f{j}(%a, %t) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %b : tensor<64xf32>
}}
"#,
            j = (i + 1) % n
        ));
    }
    m.push_str(
        r#"func.func @ping(%t: tensor<64xf32>) -> tensor<64xf32> {
  %r = call @pong(%t) : (tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
func.func @pong(%t: tensor<64xf32>) -> tensor<64xf32> {
  %r = call @ping(%t) : (tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
"#,
    );
    m
}

#[test]
fn threads_do_not_change_the_answer() {
    let mut jobs: Vec<(String, Vec<u8>, Vec<String>)> = Vec::new();
    for corpus in CORPORA {
        for path in collect_mlir_files(&repo_root().join(corpus.dir)) {
            if !passes_filter("DIFF_FILTER", &path) {
                continue;
            }
            let Ok(text) = std::fs::read(&path) else {
                continue;
            };
            let Ok(flags) = file_flags(&String::from_utf8_lossy(&text), corpus.flags) else {
                continue;
            };
            // Module-scope IR dumps need the flag itself.
            if flags.iter().any(|f| f.contains("mlir-disable-threading")) {
                continue;
            }
            jobs.push((display_path(&path), text, flags));
        }
    }
    let words = |flags: &[&str]| flags.iter().map(|f| f.to_string()).collect::<Vec<_>>();
    let module = many_functions(48).into_bytes();
    for flags in FLAG_SETS.iter().chain([&PASSES_ALONE, &NESTED]) {
        jobs.push(("48 functions".into(), module.clone(), words(flags)));
    }
    // Without function boundaries, and on functions that call none,
    // one-shot-bufferize splits the functions too; a failure in either
    // half is reported as the serial run reports it.
    let leaves = leaf_functions(48);
    let failing = format!(
        "{FAILING_LEAF}{leaves}{}",
        FAILING_LEAF.replace("@fails", "@fails_too")
    );
    for flags in FLAG_SETS
        .iter()
        .chain([&PASSES_ALONE, &ONE_SHOT_WITHOUT_BOUNDARIES])
    {
        jobs.push((
            "48 leaf functions".into(),
            leaves.clone().into_bytes(),
            words(flags),
        ));
        jobs.push((
            "48 leaves, 2 failing".into(),
            failing.clone().into_bytes(),
            words(flags),
        ));
    }
    jobs.push((
        "48 functions".into(),
        module.clone(),
        words(ONE_SHOT_WITHOUT_BOUNDARIES),
    ));
    // Large enough for the default thresholds.
    let large = many_functions(1000).into_bytes();
    let large_flag_sets = [words(FLAG_SETS[1]), words(PASSES_ALONE)];
    let failures: Vec<String> = run_parallel(&jobs, |(name, input, flags)| {
        threads_change(name, input, flags)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(jobs.len() > 2, "no inputs");
    for large_flags in &large_flag_sets {
        let serial = run_threaded(&large, large_flags, false);
        let mut cmd = Command::new(bufopt_bin());
        cmd.args(large_flags).arg("-");
        let default = run(cmd, Some(large.as_slice()));
        assert_eq!(serial.0, 0, "{}", serial.2);
        assert!(
            (default.code, default.stdout_text()) == (Some(0), serial.1.clone()),
            "1000 functions {large_flags:?}: the default threads change the answer:\n{}",
            line_diff("threads", &default.stdout_text(), "without", &serial.1, 20)
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparisons above prove something only if the splits are taken: with timing on, each
/// function-local pass run alone reports one split of the module's functions in two halves,
/// both written back, and each nested pipeline one split of its functions, written back.
#[test]
fn passes_run_alone_split_the_functions() {
    let module = many_functions(48);
    let timed_on = |module: &str, flags: &[&str]| {
        let mut cmd = Command::new(bufopt_bin());
        cmd.args(flags)
            .arg("-")
            .env("BUFOPT_PARALLEL_MIN_OPS", "0")
            .env("BUFOPT_TIMING", "1");
        let out = run(cmd, Some(module.as_bytes()));
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        out.stderr
    };
    let timed = |flags: &[&str]| timed_on(&module, flags);
    // One-shot-bufferize splits functions that call none, with function
    // boundaries or without.
    for (input, flags) in [
        (leaf_functions(48), FLAG_SETS[0]),
        (module.clone(), &ONE_SHOT_WITHOUT_BOUNDARIES[..1]),
    ] {
        let stderr = timed_on(&input, flags);
        let halves: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains(" functions in halves"))
            .collect();
        assert!(
            halves.len() == 1 && halves[0].ends_with("Both written back"),
            "{flags:?}: one split, written back:\n{stderr}"
        );
    }
    let stderr = timed(PASSES_ALONE);
    let halves: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains(" functions in halves"))
        .collect();
    // All but one-shot-bufferize, whose functions call each other, and the
    // lowering, which adds a function to the module.
    assert_eq!(
        halves.len(),
        PASSES_ALONE.len() - 2,
        "one split per function-local pass:\n{stderr}"
    );
    assert!(
        halves.iter().all(|l| l.ends_with("Both written back")),
        "both halves of every split are written back:\n{}",
        halves.join("\n")
    );
    let stderr = timed(NESTED);
    let splits: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains(" functions, cpu: fork"))
        .collect();
    assert_eq!(splits.len(), 2, "one split per nested pipeline:\n{stderr}");
    assert!(
        splits.iter().all(|l| !l.contains("not written back")),
        "every split is written back:\n{}",
        splits.join("\n")
    );
}

fn run_once(input: &str, flags: &[&str]) -> (i32, String, String) {
    let mut cmd = Command::new(bufopt_bin());
    cmd.args(flags).arg("-");
    let out = run(cmd, Some(input.as_bytes()));
    (out.code.unwrap_or(-1), out.stdout_text(), out.stderr)
}

fn check_stable(name: &str, input: &str, expect_success: bool) -> Vec<String> {
    let mut failures = Vec::new();
    for flags in FLAG_SETS {
        let first = run_once(input, flags);
        if (first.0 == 0) != expect_success {
            failures.push(format!(
                "{name} {flags:?}: exit code {} (expected {}):\n{}",
                first.0,
                if expect_success { "0" } else { "1" },
                indent(&truncate(&first.2, 10, 2000), "  ")
            ));
            continue;
        }
        let runs: Vec<usize> = (1..RUNS).collect();
        let others = run_parallel(&runs, |_| run_once(input, flags));
        if let Some(k) = others.iter().position(|o| *o != first) {
            let o = &others[k];
            failures.push(format!(
                "{name} {flags:?}: run {} differs from run 0 (exit {} vs {}):\n{}{}",
                k + 1,
                o.0,
                first.0,
                line_diff("run 0", &first.1, "later run", &o.1, 20),
                line_diff("run 0 stderr", &first.2, "later run stderr", &o.2, 20)
            ));
        }
    }
    failures
}

#[test]
fn same_output_every_run() {
    let mut failures = check_stable("globals", GLOBALS, true);
    failures.extend(check_stable("two errors", TWO_ERRORS, false));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn first_error_in_program_order() {
    let (code, _, stderr) = run_once(TWO_ERRORS, FLAG_SETS[0]);
    assert_eq!(code, 1, "{stderr}");
    let first = stderr.lines().find(|l| l.contains("error:")).unwrap_or("");
    assert!(
        first.contains("to_tensor ops without `restrict`"),
        "the first failing function in program order is reported first, got: {first}"
    );
}
