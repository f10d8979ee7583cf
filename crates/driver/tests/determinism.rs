//! bufopt's output and diagnostics never depend on the run.
//!
//! mlir-opt 22 processes unrelated functions in parallel: the names it gives the globals that
//! bufferization makes of constants, and which of two failing functions it reports first, change
//! from run to run. bufopt must answer the same every time. Each case runs bufopt many times on
//! one input and requires byte-identical stdout, stderr and exit code.
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
