//! An input file of 1 MiB or more is mapped and its pages are given back
//! after parsing (`driver/src/mapped_input.rs`): diagnostics reported
//! after that still show the source line, and the output is the one the
//! same text gives through standard input (which is read, not mapped).

use std::io::Write;
use std::process::{Command, Stdio};

/// Functions enough for more than 1 MiB of text, then `tail`.
fn large_text(tail: &str) -> String {
    let mut text = String::new();
    let mut i = 0;
    while text.len() < (1 << 20) + 4096 {
        text.push_str(&format!(
            "func.func @f{i}(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {{\n  %c0 = arith.constant 0 : index\n  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>\n  return %r : tensor<4xf32>\n}}\n"
        ));
        i += 1;
    }
    text.push_str(tail);
    text
}

fn write_input(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("writes the input");
    path
}

fn bufopt(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bufopt"));
    cmd.args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("runs bufopt");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .expect("piped")
            .write_all(text.as_bytes())
            .expect("writes stdin");
    }
    child.wait_with_output().expect("bufopt ends")
}

#[test]
fn a_verifier_error_at_the_end_of_a_large_file_shows_its_line() {
    let bad = "func.func @bad(%m: memref<4xf32>) -> f32 {\n  %c0 = arith.constant 0 : index\n  %v = memref.load %m[%c0, %c0] : memref<4xf32>\n  return %v : f32\n}\n";
    let text = large_text(bad);
    let line = text.lines().count() - 2;
    let path = write_input("large_input_error.mlir", &text);
    let out = bufopt(&[path.to_str().expect("utf-8 path")], None);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let at = format!(
        "large_input_error.mlir:{line}:8: error: 'memref.load' op incorrect number of indices"
    );
    assert!(stderr.contains(&at), "{stderr}");
    assert!(
        stderr.contains("  %v = memref.load %m[%c0, %c0] : memref<4xf32>\n       ^\n"),
        "{stderr}"
    );
}

#[test]
fn a_large_file_gives_the_output_of_the_same_text_on_stdin() {
    let text = large_text("");
    let path = write_input("large_input_ok.mlir", &text);
    let flags = "-one-shot-bufferize=bufferize-function-boundaries";
    let mapped = bufopt(&[path.to_str().expect("utf-8 path"), flags], None);
    let piped = bufopt(&["-", flags], Some(&text));
    assert!(mapped.status.success() && piped.status.success());
    assert!(!mapped.stdout.is_empty());
    assert_eq!(mapped.stdout, piped.stdout);
}
