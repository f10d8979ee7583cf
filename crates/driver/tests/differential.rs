//! Differential tests: bufopt against mlir-opt 22 on the corpora listed in `CORPORA`
//! (`common/mod.rs`).
//!
//! For each `*.mlir` file, `bufopt FILE FLAGS` and `mlir-opt FILE FLAGS` run in the repository
//! root (FILE relative to it, so that paths in diagnostics and locations are the same in every
//! checkout), where FLAGS are the corpus' default flags or, if the file's first line is
//! `// FLAGS: ...`, those (shell words). A file passes when
//! - mlir-opt accepts it, bufopt exits 0, and both outputs are equal (a) after re-printing each
//!   through `mlir-opt --allow-unregistered-dialect` and (b) as raw text; or
//! - mlir-opt rejects it (an expected-error case) and bufopt exits 1 with the same diagnostics:
//!   the same first `error:` line, then the same whole stderr (`TOOL: ` prefixes removed).
//!
//! What mlir-opt 22 prints for `foo.mlir` is stored beside it in `foo.mlir.expected`: its raw
//! stdout when it accepts the input, else `REJECTS_HEADER` and its stderr. So the suite also
//! runs where LLVM is not installed:
//! - mlir-opt 22 present: the live comparison above, and the stored file must equal what
//!   mlir-opt prints now (a stale or missing one fails: rerun with `UPDATE_EXPECT=1`);
//! - `UPDATE_EXPECT=1` with mlir-opt 22: (re)writes the stored files (and removes those whose
//!   input is gone), then compares as above;
//! - mlir-opt not found (`LLVM_BIN=/nonexistent` forces it): bufopt is compared with the stored
//!   files (raw text, or the diagnostics), and the run says loudly that the live comparison was
//!   skipped.
//!
//! `XFAIL` files list known failures (see `known_failure`). `DIFF_FILTER=substr` runs only the
//! files whose path relative to the repository root contains `substr`
//! (`DIFF_FILTER=tests/roundtrip/dealloc/`). `BUFOPT_BIN`, `LLVM_BIN` and
//! `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Differing lines shown per mismatch.
const DIFF_LINES: usize = 30;

/// Appended to an input's name for the file holding mlir-opt 22's answer (`foo.mlir.expected`:
/// not a `*.mlir` file, so no corpus walk takes it for an input).
const EXPECTED_SUFFIX: &str = ".expected";

/// First line of a stored answer for an input mlir-opt rejects; its stderr follows.
const REJECTS_HEADER: &str =
    "// EXPECTED-ERROR: mlir-opt 22 rejects this input; its stderr (`mlir-opt: ` prefixes removed) follows:";

/// What to run and check (see the module comment).
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// mlir-opt 22 is present: compare live and check the stored answers.
    Live,
    /// `UPDATE_EXPECT=1` with mlir-opt 22: write the stored answers, then compare live.
    Update,
    /// No mlir-opt: compare with the stored answers only.
    Stored,
}

enum Verdict {
    Pass,
    ExpectedError,
    Fail(String),
    /// Nothing to compare with (no mlir-opt, no stored answer; `Outcome::stored` says so).
    Unchecked,
}

/// One input's result: bufopt's verdict (which `XFAIL` may excuse), and a problem with its
/// stored answer (missing, stale, could not be written), which nothing excuses.
struct Outcome {
    verdict: Verdict,
    stored: Option<String>,
    /// `UPDATE_EXPECT=1` wrote the stored answer.
    updated: bool,
}

/// mlir-opt 22's answer for one input, as stored in its `.expected` file.
#[derive(PartialEq)]
enum Answer {
    /// It accepts the input and prints this.
    Accepts(Vec<u8>),
    /// It rejects the input with these diagnostics (`mlir-opt: ` prefixes removed).
    Rejects(String),
}

impl Answer {
    fn of_reference(reference: &Output) -> Answer {
        if reference.success() {
            Answer::Accepts(reference.stdout.clone())
        } else {
            Answer::Rejects(without_tool_name(&reference.stderr, "mlir-opt"))
        }
    }

    fn to_bytes(&self) -> Vec<u8> {
        match self {
            Answer::Accepts(out) => out.clone(),
            Answer::Rejects(err) => format!("{REJECTS_HEADER}\n{err}").into_bytes(),
        }
    }

    fn from_bytes(bytes: &[u8]) -> Answer {
        let header = format!("{REJECTS_HEADER}\n");
        match bytes.strip_prefix(header.as_bytes()) {
            Some(err) => Answer::Rejects(String::from_utf8_lossy(err).into_owned()),
            None => Answer::Accepts(bytes.to_vec()),
        }
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.to_bytes()).into_owned()
    }
}

/// The flags for `text`: its `// FLAGS: ...` first line, else `default`.
/// Runs `tool rel FLAGS` in the repository root (`rel` relative to it).
fn run_tool(tool: &Path, rel: &str, flags: &[String]) -> Output {
    let mut cmd = Command::new(tool);
    cmd.current_dir(repo_root()).arg(rel).args(flags);
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

fn expected_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(EXPECTED_SUFFIX);
    PathBuf::from(name)
}

fn check_file(path: &Path, default_flags: &str, bufopt: &Path, mode: Mode) -> Outcome {
    let fail = |msg: String| Outcome {
        verdict: Verdict::Fail(msg),
        stored: None,
        updated: false,
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(format!("cannot read: {e}")),
    };
    let flags = match file_flags(&text, default_flags) {
        Ok(f) => f,
        Err(e) => return fail(format!("bad FLAGS line: {e}")),
    };
    let rel = display_path(path);
    let expected_file = expected_path(path);
    let stored = std::fs::read(&expected_file).ok();
    let update_hint = "record it with `UPDATE_EXPECT=1 cargo test -p bufopt --test differential` \
                       (mlir-opt 22 needed)";
    let ours = run_tool(bufopt, &rel, &flags);

    if mode == Mode::Stored {
        let Some(stored) = stored else {
            return Outcome {
                verdict: Verdict::Unchecked,
                stored: Some(format!(
                    "no stored mlir-opt answer {}; {update_hint}",
                    display_path(&expected_file)
                )),
                updated: false,
            };
        };
        let verdict = match Answer::from_bytes(&stored) {
            Answer::Rejects(theirs) => compare_rejected("stored mlir-opt", "", &theirs, &ours),
            Answer::Accepts(theirs) => compare_accepted_raw("stored mlir-opt", &theirs, &ours),
        };
        return Outcome {
            verdict,
            stored: None,
            updated: false,
        };
    }

    let reference = run_tool(&mlir_opt(), &rel, &flags);
    let answer = Answer::of_reference(&reference);
    let mut outcome = Outcome {
        verdict: Verdict::Pass,
        stored: None,
        updated: false,
    };
    if mode == Mode::Update {
        // A stored answer must not depend on the run: mlir-opt 22 orders some work by
        // pointers (functions that do not call each other, so global names; which function
        // fails first), which the corpus inputs are written to avoid. Check that it holds.
        let again = Answer::of_reference(&run_tool(&mlir_opt(), &rel, &flags));
        if again != answer {
            outcome.stored = Some(format!(
                "mlir-opt's answer changes from run to run, so it cannot be stored; make the \
                 input deterministic (e.g. calls that order its functions)\n{}",
                indent(
                    &answer_diff("first run", &answer, "second run", &again),
                    "  "
                )
            ));
        } else if stored.as_deref() != Some(answer.to_bytes().as_slice()) {
            match std::fs::write(&expected_file, answer.to_bytes()) {
                Ok(()) => outcome.updated = true,
                Err(e) => {
                    outcome.stored = Some(format!(
                        "cannot write {}: {e}",
                        display_path(&expected_file)
                    ))
                }
            }
        }
    } else {
        match &stored {
            None => {
                outcome.stored = Some(format!(
                    "no stored mlir-opt answer {}; {update_hint}",
                    display_path(&expected_file)
                ))
            }
            Some(bytes) if *bytes != answer.to_bytes() => {
                let old = Answer::from_bytes(bytes);
                outcome.stored = Some(format!(
                    "the stored mlir-opt answer {} is stale (mlir-opt 22 now prints something \
                     else); {update_hint}\n{}",
                    display_path(&expected_file),
                    indent(&answer_diff("stored", &old, "mlir-opt now", &answer), "  ")
                ))
            }
            Some(_) => {}
        }
    }

    outcome.verdict = if !reference.success() {
        let theirs = without_tool_name(&reference.stderr, "mlir-opt");
        let status = format!(" ({})", reference.status_text());
        compare_rejected("mlir-opt", &status, &theirs, &ours)
    } else {
        compare_accepted_live(&reference, &ours, &flags)
    };
    outcome
}

/// The difference between two answers of mlir-opt: changed lines, else the first differing byte.
fn answer_diff(a_name: &str, a: &Answer, b_name: &str, b: &Answer) -> String {
    let diff = line_diff(a_name, &a.text(), b_name, &b.text(), 10);
    if diff.is_empty() {
        first_difference(&a.to_bytes(), &b.to_bytes())
    } else {
        diff
    }
}

fn has_error(stderr: &str) -> bool {
    stderr.lines().any(|l| l.contains("error:"))
}

/// mlir-opt rejects the input with diagnostics `theirs` (`mlir-opt: ` prefixes removed):
/// bufopt must reject it too, with the same diagnostics. `status` says how mlir-opt ended.
fn compare_rejected(name: &str, status: &str, theirs: &str, ours: &Output) -> Verdict {
    if ours.code != Some(1) || !has_error(&ours.stderr) {
        return Verdict::Fail(format!(
            "{name} rejects this input{status} but bufopt {} (expected: exit 1 and an `error:` line)\n{}{}{}",
            ours.status_text(),
            excerpt(&format!("{name} stderr"), theirs),
            excerpt("bufopt stderr", &ours.stderr),
            excerpt("bufopt stdout", &ours.stdout_text()),
        ));
    }
    let mine = without_tool_name(&ours.stderr, "bufopt");
    // The first diagnostic must be mlir-opt's: same place, same words.
    let first = |t: &str| t.lines().find(|l| l.contains("error:")).map(str::to_string);
    let (their_first, my_first) = (first(theirs), first(&mine));
    if their_first.is_some() && their_first != my_first {
        return Verdict::Fail(format!(
            "both reject the input, but the first error differs:\n  {name}: {}\n  bufopt: {}",
            their_first.unwrap_or_default(),
            my_first.unwrap_or_default()
        ));
    }
    // Then everything after it: notes (e.g. the IR printed with "see current operation",
    // whose value numbers show what a pass had built) and later errors.
    if theirs != mine {
        let diff = line_diff(
            &format!("{name} stderr"),
            theirs,
            "bufopt stderr",
            &mine,
            DIFF_LINES,
        );
        return Verdict::Fail(format!(
            "both reject the input with the same first error, but the diagnostics after it differ:\n{}",
            indent(&diff, "  ")
        ));
    }
    Verdict::ExpectedError
}

/// mlir-opt accepts the input and prints `theirs`: bufopt must print exactly that.
fn compare_accepted_raw(name: &str, theirs: &[u8], ours: &Output) -> Verdict {
    if !ours.success() {
        return Verdict::Fail(format!(
            "{name} accepts this input but bufopt failed ({})\n{}",
            ours.status_text(),
            excerpt("bufopt stderr", &ours.stderr)
        ));
    }
    if theirs != ours.stdout.as_slice() {
        let diff = line_diff(
            name,
            &String::from_utf8_lossy(theirs),
            "bufopt",
            &ours.stdout_text(),
            DIFF_LINES,
        );
        let diff = if diff.is_empty() {
            first_difference(theirs, &ours.stdout)
        } else {
            diff
        };
        return Verdict::Fail(format!(
            "the printed text differs from {name}'s:\n{}",
            indent(&diff, "  ")
        ));
    }
    Verdict::Pass
}

/// mlir-opt accepts the input: bufopt must print the same IR (both re-printed by mlir-opt),
/// and the same text.
fn compare_accepted_live(reference: &Output, ours: &Output, flags: &[String]) -> Verdict {
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
        let diff = output_diff("mlir-opt", reference, "bufopt", ours, DIFF_LINES);
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

/// `*.mlir.expected` files under `dir` whose input is gone (renamed or deleted).
fn orphaned_answers(dir: &Path) -> Vec<PathBuf> {
    collect_files(dir, &format!(".mlir{EXPECTED_SUFFIX}"))
        .into_iter()
        .filter(|p| passes_filter("DIFF_FILTER", p))
        .filter(|p| {
            let s = p.to_string_lossy();
            !Path::new(&s[..s.len() - EXPECTED_SUFFIX.len()]).is_file()
        })
        .collect()
}

#[test]
fn differential() {
    let update = std::env::var("UPDATE_EXPECT").is_ok_and(|v| !v.is_empty() && v != "0");
    let mode = match (mlir_opt_22_present(), update) {
        (true, false) => Mode::Live,
        (true, true) => Mode::Update,
        (false, false) => Mode::Stored,
        (false, true) => {
            require_mlir_opt_22();
            unreachable!()
        }
    };
    let skipped_banner = format!(
        "\n*** differential: mlir-opt 22 not found at {} (install mlir-22-tools or set \
         LLVM_BIN): bufopt was compared with the STORED mlir-opt answers (*.mlir.expected) \
         only; the live comparison against mlir-opt was SKIPPED. ***\n",
        mlir_opt().display()
    );
    if mode == Mode::Stored {
        report(&skipped_banner);
    }
    let bufopt = bufopt_bin();
    let root = repo_root();

    let mut jobs: Vec<(PathBuf, &'static str, PathBuf)> = Vec::new();
    let mut orphans = Vec::new();
    for corpus in CORPORA {
        let dir = root.join(corpus.dir);
        jobs.extend(
            collect_mlir_files(&dir)
                .into_iter()
                .filter(|p| passes_filter("DIFF_FILTER", p))
                .map(|p| (p, corpus.flags, dir.clone())),
        );
        orphans.extend(orphaned_answers(&dir));
    }
    if jobs.is_empty() {
        report("differential: no input files (corpora empty, or DIFF_FILTER matches none)");
    }

    let outcomes = run_parallel(&jobs, |(path, flags, _)| {
        check_file(path, flags, &bufopt, mode)
    });
    let mut failed = Vec::new();
    let mut xfailed = Vec::new();
    let mut stored_problems = Vec::new();
    let mut updated = 0;
    let mut expected_errors = 0;
    let mut unchecked = 0;
    for ((path, _, corpus_root), outcome) in jobs.iter().zip(&outcomes) {
        let rel = display_path(path);
        if let Some(msg) = &outcome.stored {
            report(&format!("STORED {rel}: {msg}"));
            stored_problems.push(rel.clone());
        }
        if outcome.updated {
            updated += 1;
        }
        if let Verdict::Unchecked = outcome.verdict {
            unchecked += 1;
            continue;
        }
        let known = known_failure(path, corpus_root);
        match (&outcome.verdict, known) {
            (Verdict::Fail(msg), Some(reason)) => {
                report(&format!(
                    "XFAIL {rel} ({reason}): {}",
                    msg.lines().next().unwrap_or("")
                ));
                xfailed.push(rel);
            }
            (Verdict::Fail(msg), None) => {
                report(&format!("FAIL {rel}: {msg}"));
                failed.push(rel);
            }
            (_, Some(_)) => {
                report(&format!(
                    "XPASS {rel}: listed in XFAIL but passes; remove it from the list"
                ));
                failed.push(rel);
            }
            (Verdict::ExpectedError, None) => expected_errors += 1,
            (Verdict::Pass, None) => {}
            (Verdict::Unchecked, None) => unreachable!(),
        }
    }
    for orphan in &orphans {
        let rel = display_path(orphan);
        if mode == Mode::Update {
            match std::fs::remove_file(orphan) {
                Ok(()) => report(&format!("removed {rel}: its input is gone")),
                Err(e) => {
                    report(&format!(
                        "STORED {rel}: its input is gone, cannot remove it: {e}"
                    ));
                    stored_problems.push(rel);
                }
            }
        } else {
            report(&format!(
                "STORED {rel}: its input is gone; delete it, or run with UPDATE_EXPECT=1"
            ));
            stored_problems.push(rel);
        }
    }
    report(&format!(
        "differential: {} known failure(s) listed in XFAIL files (each printed above with its reason)",
        xfailed.len()
    ));
    report(&format!(
        "differential: {expected_errors} of the inputs are expected-error cases (mlir-opt rejects them)"
    ));
    if mode == Mode::Update {
        report(&format!(
            "differential: UPDATE_EXPECT: {updated} stored mlir-opt answer(s) written"
        ));
    }
    if unchecked > 0 {
        report(&format!(
            "differential: {unchecked} input(s) not checked: no stored mlir-opt answer"
        ));
    }
    report(&format!(
        "differential: {} passed, {} failed{}",
        jobs.len() - failed.len() - xfailed.len() - unchecked,
        failed.len(),
        match mode {
            Mode::Stored => " (against the stored mlir-opt answers only)",
            _ => " (against mlir-opt 22, live)",
        }
    ));
    if mode == Mode::Stored {
        report(&skipped_banner);
    }
    let mut problems = String::new();
    if !failed.is_empty() {
        problems += &format!(
            "{} differential file(s) failed:\n  {}\n",
            failed.len(),
            failed.join("\n  ")
        );
    }
    if !stored_problems.is_empty() {
        problems += &format!(
            "{} stored mlir-opt answer(s) missing, stale or orphaned (rerun with \
             UPDATE_EXPECT=1 and mlir-opt 22):\n  {}\n",
            stored_problems.len(),
            stored_problems.join("\n  ")
        );
    }
    assert!(problems.is_empty(), "{problems}");
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
