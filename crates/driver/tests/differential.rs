//! Differential tests: bufopt against mlir-opt 22 on the corpora listed in `CORPORA`.
//!
//! For each `*.mlir` file, `bufopt FILE FLAGS` and `mlir-opt FILE FLAGS` run, where FLAGS are
//! the corpus' default flags or, if the file's first line is `// FLAGS: ...`, those (shell
//! words). A file passes when
//! - mlir-opt accepts it, bufopt exits 0, and both outputs are equal (a) after re-printing each
//!   through `mlir-opt --allow-unregistered-dialect` and (b) as raw text; or
//! - mlir-opt rejects it (an expected-error case) and bufopt exits 1 with an `error:` line.
//!
//! `DIFF_FILTER=substr` runs only the files whose path relative to the repository root contains
//! `substr` (`DIFF_FILTER=tests/roundtrip/dealloc/`). `BUFOPT_BIN`,
//! `LLVM_BIN` and `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Corpus {
    /// Directory relative to the repository root, searched recursively.
    dir: &'static str,
    /// Flags (shell words) for files without a `// FLAGS:` first line.
    flags: &'static str,
}

/// The corpora. Add a row for a new corpus; a directory that does not exist yet has no files.
const CORPORA: &[Corpus] = &[
    Corpus {
        dir: "tests/roundtrip",
        flags: "--allow-unregistered-dialect",
    },
    Corpus {
        dir: "tests/differential/bufferize",
        flags: "--allow-unregistered-dialect",
    },
    Corpus {
        dir: "tests/differential/debuginfo",
        flags: "--allow-unregistered-dialect --mlir-print-debuginfo",
    },
];

/// Differing lines shown per mismatch.
const DIFF_LINES: usize = 30;

enum Verdict {
    Pass,
    ExpectedError,
    Fail(String),
}

/// The flags for `text`: its `// FLAGS: ...` first line, else `default`.
fn file_flags(text: &str, default: &str) -> Result<Vec<String>, String> {
    let first = text.lines().next().unwrap_or("");
    let spec = first
        .trim()
        .strip_prefix("//")
        .and_then(|r| r.trim_start().strip_prefix("FLAGS:"))
        .unwrap_or(default);
    shell_words(spec)
}

fn run_tool(tool: &Path, file: &Path, flags: &[String]) -> Output {
    let mut cmd = Command::new(tool);
    cmd.arg(file).args(flags);
    run(cmd, None)
}

/// Re-prints `ir` through `mlir-opt --allow-unregistered-dialect` (split like the test was).
fn reprint(ir: &[u8], split: bool) -> Output {
    let mut cmd = Command::new(mlir_opt());
    cmd.arg("--allow-unregistered-dialect");
    if split {
        cmd.arg("--split-input-file");
    }
    cmd.arg("-");
    run(cmd, Some(ir))
}

fn excerpt(label: &str, text: &str) -> String {
    if text.trim().is_empty() {
        return format!("  {label}: (empty)\n");
    }
    format!("  {label}:\n{}", indent(&truncate(text, 20, 3000), "    "))
}

fn check_file(path: &Path, default_flags: &str, bufopt: &Path) -> Verdict {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return Verdict::Fail(format!("cannot read: {e}")),
    };
    let flags = match file_flags(&text, default_flags) {
        Ok(f) => f,
        Err(e) => return Verdict::Fail(format!("bad FLAGS line: {e}")),
    };
    let reference = run_tool(&mlir_opt(), path, &flags);
    let ours = run_tool(bufopt, path, &flags);

    if !reference.success() {
        // mlir-opt rejects the input: bufopt must reject it too, with a diagnostic.
        if ours.code == Some(1) && ours.stderr.lines().any(|l| l.contains("error:")) {
            // The first diagnostic must be mlir-opt's: same place, same words.
            let first = |t: &str| t.lines().find(|l| l.contains("error:")).map(str::to_string);
            let (theirs, mine) = (first(&reference.stderr), first(&ours.stderr));
            if theirs.is_some() && theirs != mine {
                return Verdict::Fail(format!(
                    "both reject the input, but the first error differs:\n  mlir-opt: {}\n  bufopt:   {}",
                    theirs.unwrap_or_default(),
                    mine.unwrap_or_default()
                ));
            }
            // Then everything after it: notes (e.g. the IR printed with "see current
            // operation", whose value numbers show what a pass had built) and later errors.
            let (theirs, mine) = (
                without_tool_name(&reference.stderr, "mlir-opt"),
                without_tool_name(&ours.stderr, "bufopt"),
            );
            if theirs != mine {
                let diff = line_diff(
                    "mlir-opt stderr",
                    &theirs,
                    "bufopt stderr",
                    &mine,
                    DIFF_LINES,
                );
                return Verdict::Fail(format!(
                    "both reject the input with the same first error, but the diagnostics after it differ:\n{}",
                    indent(&diff, "  ")
                ));
            }
            return Verdict::ExpectedError;
        }
        return Verdict::Fail(format!(
            "mlir-opt rejects this input ({}) but bufopt {} (expected: exit 1 and an `error:` line)\n{}{}{}",
            reference.status_text(),
            ours.status_text(),
            excerpt("mlir-opt stderr", &reference.stderr),
            excerpt("bufopt stderr", &ours.stderr),
            excerpt("bufopt stdout", &ours.stdout_text()),
        ));
    }
    if !ours.success() {
        return Verdict::Fail(format!(
            "mlir-opt accepts this input but bufopt failed ({})\n{}",
            ours.status_text(),
            excerpt("bufopt stderr", &ours.stderr)
        ));
    }

    // (a) normalized: both outputs re-printed by mlir-opt.
    let split = flags
        .iter()
        .any(|f| f == "--split-input-file" || f == "-split-input-file");
    let ref_norm = reprint(&reference.stdout, split);
    if !ref_norm.success() {
        return Verdict::Fail(format!(
            "mlir-opt cannot re-parse its own output ({})\n{}",
            ref_norm.status_text(),
            excerpt("stderr", &ref_norm.stderr)
        ));
    }
    let our_norm = reprint(&ours.stdout, split);
    if !our_norm.success() {
        return Verdict::Fail(format!(
            "mlir-opt cannot parse bufopt's output ({})\n{}{}",
            our_norm.status_text(),
            excerpt("mlir-opt stderr", &our_norm.stderr),
            excerpt("bufopt stdout", &ours.stdout_text())
        ));
    }
    if ref_norm.stdout != our_norm.stdout {
        let diff = line_diff(
            "mlir-opt (re-printed)",
            &ref_norm.stdout_text(),
            "bufopt (re-printed)",
            &our_norm.stdout_text(),
            DIFF_LINES,
        );
        let diff = if diff.is_empty() {
            first_difference(&ref_norm.stdout, &our_norm.stdout)
        } else {
            diff
        };
        return Verdict::Fail(format!(
            "outputs differ after re-printing through mlir-opt:\n{}",
            indent(&diff, "  ")
        ));
    }

    // (b) exact: the raw text.
    if reference.stdout != ours.stdout {
        let diff = output_diff("mlir-opt", &reference, "bufopt", &ours, DIFF_LINES);
        return Verdict::Fail(format!(
            "same IR, but the printed text differs from mlir-opt's:\n{}",
            indent(&diff, "  ")
        ));
    }
    Verdict::Pass
}

/// Diagnostics text with the `TOOL: ` prefix of command-line errors removed,
/// since the two tools name themselves.
fn without_tool_name(stderr: &str, tool: &str) -> String {
    let prefix = format!("{tool}: ");
    stderr
        .lines()
        .map(|l| l.strip_prefix(prefix.as_str()).unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Known failures: an `XFAIL` file in the input's directory or any directory above it up to
/// its corpus root lists `path  reason...` lines, `path` relative to the `XFAIL`'s directory
/// (`errors/foo.mlir` in `tests/roundtrip/XFAIL`). A listed file that passes is an error too,
/// so the lists cannot go stale.
fn known_failure(path: &Path, corpus_root: &Path) -> Option<String> {
    let mut dir = path.parent()?;
    loop {
        if let Ok(list) = std::fs::read_to_string(dir.join("XFAIL")) {
            let name = path.strip_prefix(dir).ok()?.to_str()?;
            let found = list.lines().find_map(|l| {
                let l = l.trim();
                let (file, reason) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
                (file == name).then(|| reason.trim().to_string())
            });
            if found.is_some() {
                return found;
            }
        }
        if dir == corpus_root {
            return None;
        }
        dir = dir.parent()?;
    }
}

#[test]
fn differential() {
    require_mlir_opt_22();
    let bufopt = bufopt_bin();
    let root = repo_root();

    let mut jobs: Vec<(PathBuf, &'static str, PathBuf)> = Vec::new();
    for corpus in CORPORA {
        let dir = root.join(corpus.dir);
        jobs.extend(
            collect_mlir_files(&dir)
                .into_iter()
                .filter(|p| passes_filter("DIFF_FILTER", p))
                .map(|p| (p, corpus.flags, dir.clone())),
        );
    }
    if jobs.is_empty() {
        report("differential: no input files (corpora empty, or DIFF_FILTER matches none)");
    }

    let verdicts = run_parallel(&jobs, |(path, flags, _)| check_file(path, flags, &bufopt));
    let mut failed = Vec::new();
    let mut xfailed = Vec::new();
    let mut expected_errors = 0;
    for ((path, _, corpus_root), verdict) in jobs.iter().zip(&verdicts) {
        let known = known_failure(path, corpus_root);
        match (verdict, known) {
            (Verdict::Fail(msg), Some(reason)) => {
                let rel = display_path(path);
                report(&format!(
                    "XFAIL {rel} ({reason}): {}",
                    msg.lines().next().unwrap_or("")
                ));
                xfailed.push(rel);
            }
            (Verdict::Fail(msg), None) => {
                let rel = display_path(path);
                report(&format!("FAIL {rel}: {msg}"));
                failed.push(rel);
            }
            (_, Some(_)) => {
                let rel = display_path(path);
                report(&format!(
                    "XPASS {rel}: listed in XFAIL but passes; remove it from the list"
                ));
                failed.push(rel);
            }
            (Verdict::ExpectedError, None) => expected_errors += 1,
            (Verdict::Pass, None) => {}
        }
    }
    report(&format!(
        "differential: {} known failure(s) listed in XFAIL files (each printed above with its reason)",
        xfailed.len()
    ));
    report(&format!(
        "differential: {expected_errors} of the inputs are expected-error cases (mlir-opt rejects them)"
    ));
    report(&format!(
        "differential: {} passed, {} failed",
        jobs.len() - failed.len() - xfailed.len(),
        failed.len()
    ));
    assert!(
        failed.is_empty(),
        "{} differential file(s) failed:\n  {}",
        failed.len(),
        failed.join("\n  ")
    );
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn flags_line() {
        let text = "// FLAGS: -one-shot-bufferize=\"bufferize-function-boundaries allow-unknown-ops\" -cse\nfunc.func @f()";
        assert_eq!(
            file_flags(text, "--x").unwrap(),
            vec![
                "-one-shot-bufferize=bufferize-function-boundaries allow-unknown-ops".to_string(),
                "-cse".to_string()
            ]
        );
        assert_eq!(
            file_flags("func.func @f()\n// FLAGS: -cse", "--a 'b c'").unwrap(),
            vec!["--a".to_string(), "b c".to_string()]
        );
    }

    #[test]
    fn diff_shows_changes() {
        let a = "a\nb\nc\nd\ne\nf\ng\n";
        let b = "a\nb\nc\nD\ne\nf\ng\nh\n";
        let d = line_diff("old", a, "new", b, 30);
        assert_eq!(
            d,
            "--- old\n+++ new\n@@ -2 +2 @@\n b\n c\n-d\n+D\n e\n f\n g\n+h\n"
        );
        assert_eq!(line_diff("x", a, "y", a, 30), "");
        assert_eq!(line_diff("x", "a\nb\n", "y", "a\nb", 30), "");
        assert_eq!(
            first_difference(b"a\nb\n", b"a\nb"),
            "first difference at byte 3 (line 2, column 2): \"\\n\" vs \"\""
        );
        let many: String = (0..100).map(|i| format!("{i}\n")).collect();
        let d = line_diff("x", &many, "y", "", 30);
        assert!(d.ends_with("... (70 more differing lines)\n"), "{d}");
    }
}
