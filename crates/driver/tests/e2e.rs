//! End-to-end tests: every program `tests/lit/*/e2e_*.mlir` is bufferized / deallocated by bufopt
//! and by mlir-opt 22, lowered and executed with `mlir-runner` through the oracle script
//! `tests/e2e/oracle/e2e.sh` (a vendored copy of our team's `../shared/oracle/e2e.sh`, with the
//! counting allocator `memtrack.c`). A program passes when
//! - both runs succeed and print the same program output (buffer addresses are masked by the
//!   script), and that output is not empty;
//! - bufopt's run ends with `memtrack: ... leaked=0 badfree=0` (every buffer freed exactly once);
//! - when both tools ran the same flags, the memtrack lines are equal too (same number of
//!   allocations and frees).
//!
//! Flags, per file (shell words, first matching line anywhere in the file, as e2e.sh reads them):
//! - `// FLAGS: ...` the passes bufopt runs (default:
//!   `-one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline`);
//! - `// REFERENCE-FLAGS: ...` the passes mlir-opt runs instead, for programs whose flags mlir-opt
//!   22 lacks (the legacy `-buffer-deallocation`); default: the same flags as bufopt.
//! - `// NO-REFERENCE: why` for programs mlir-opt 22 cannot process at all (it crashes on them):
//!   mlir-opt is not run, and the program's output must equal the file's `// OUTPUT: ...` lines
//!   instead, in order (trailing blanks ignored); the memtrack check still applies.
//!
//! Every program also runs through `bufopt-runner --check` (bufopt's interpreter with a checked
//! heap) with the same `// FLAGS:`: it must exit 0 (no memory error or leak after the passes, the
//! same output before and after them) and print the same output as
//! mlir-runner (or the file's `// OUTPUT:` lines), byte for byte (`common::exact_text`), buffer
//! addresses masked. The programs it cannot
//! run yet are listed in [`RUNNER_XFAIL`] with the reason; they are reported on every run, and one
//! that starts passing fails the test until it is taken off the list.
//!
//! Every program whose flags run one-shot-bufferize runs once more with bufopt's own
//! `minimize-copies` added to its options: it must print what the default run prints, free
//! every buffer exactly once, allocate no more at run time, have no more `memref.copy` ops in
//! its output, and pass `bufopt-runner --check`; the summary counts the programs with fewer.
//!
//! Missing tools (mlir-opt 22, mlir-runner, gcc, bash) fail the test; nothing is skipped.
//!
//! `e2e_runner_only` needs no LLVM: every program runs through `bufopt-runner --check` alone (the
//! tensor-level program and the transformed one must print the same, with no memory error after
//! the passes), and a `// NO-REFERENCE:` program must print its `// OUTPUT:` lines.
//! `E2E_FILTER=substr` runs only the programs whose path contains `substr`. `BUFOPT_BIN`,
//! `LLVM_BIN` and `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// The flags when a program has no `// FLAGS:` line (e2e.sh's default).
const DEFAULT_FLAGS: &str =
    "-one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline";

/// The oracle script and allocator, relative to the repository root.
const ORACLE_DIR: &str = "tests/e2e/oracle";

/// Programs bufopt-runner cannot run yet (path suffix, reason).
const RUNNER_XFAIL: &[(&str, &str)] = &[];

fn runner_xfail(file: &Path) -> Option<&'static str> {
    let p = file.to_string_lossy().replace('\\', "/");
    RUNNER_XFAIL
        .iter()
        .find(|(suffix, _)| p.ends_with(suffix))
        .map(|(_, why)| *why)
}

/// Runs `bufopt-runner FILE FLAGS`: `Ok(output)` when it exits 0.
fn runner_output(runner: &Path, file: &Path, flags: &[String]) -> Result<String, String> {
    let mut cmd = Command::new(runner);
    cmd.arg(file).args(flags).arg("--check");
    let out = run(cmd, None);
    let text = exact_text(&interp::mask_addresses(&out.stdout));
    if !out.success() {
        return Err(format!(
            "bufopt-runner failed ({})\n{}{}",
            out.status_text(),
            indent(&truncate(&out.stderr, 20, 3000), "    "),
            indent(&truncate(&text, 10, 2000), "    ")
        ));
    }
    Ok(text)
}

/// `None` when bufopt-runner prints `expected` (lines compared without trailing blanks when
/// `loose`), else why not.
fn check_runner(
    runner: &Path,
    file: &Path,
    flags: &[String],
    expected: &str,
    loose: bool,
) -> Option<String> {
    let got = match runner_output(runner, file, flags) {
        Ok(g) => g,
        Err(e) => return Some(e),
    };
    let norm = |s: &str| -> String {
        if loose {
            s.lines().map(|l| l.trim().to_string() + "\n").collect()
        } else {
            s.to_string()
        }
    };
    let (want, got) = (norm(expected), norm(&got));
    if want != got {
        return Some(format!(
            "bufopt-runner's output differs from mlir-runner's:\n{}",
            indent(
                &line_diff("mlir-runner", &want, "bufopt-runner", &got, 20),
                "  "
            )
        ));
    }
    None
}

/// The value of the first `// KEY: ...` line of `text`, split into shell words.
fn key_line(text: &str, key: &str) -> Result<Option<Vec<String>>, String> {
    let prefix = format!("// {key}:");
    match text.lines().find_map(|l| l.strip_prefix(prefix.as_str())) {
        Some(rest) => shell_words(rest.trim()).map(Some),
        None => Ok(None),
    }
}

struct Flags {
    ours: Vec<String>,
    reference: Vec<String>,
}

fn program_flags(text: &str) -> Result<Flags, String> {
    let ours = match key_line(text, "FLAGS")? {
        Some(f) => f,
        None => shell_words(DEFAULT_FLAGS)?,
    };
    let reference = key_line(text, "REFERENCE-FLAGS")?.unwrap_or_else(|| ours.clone());
    if ours.is_empty() || reference.is_empty() {
        return Err("empty FLAGS or REFERENCE-FLAGS line".to_string());
    }
    Ok(Flags { ours, reference })
}

/// A run's output split into the program's lines and the final memtrack line.
#[derive(Clone)]
struct Run {
    program: String,
    memtrack: String,
}

const MEMTRACK_PREFIX: &str = "memtrack: allocs=";

fn split_run(out: &str) -> Result<Run, String> {
    let mut program = String::new();
    let mut memtrack = None;
    for line in out.lines() {
        if line.starts_with(MEMTRACK_PREFIX) {
            memtrack = Some(line.to_string());
        } else {
            program.push_str(line);
            program.push('\n');
        }
    }
    match memtrack {
        Some(memtrack) => Ok(Run { program, memtrack }),
        None => Err("no `memtrack:` line in the output".to_string()),
    }
}

/// Whether a memtrack line reports no leak and no bad free.
fn memtrack_clean(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.contains(&"leaked=0") && words.contains(&"badfree=0")
}

struct Env {
    script: PathBuf,
    /// `TMPDIR` for the script: holds the prebuilt `libmemtrack.so`.
    tmpdir: PathBuf,
    /// `LLVM` for the script: LLVM 22's installation prefix.
    llvm_prefix: PathBuf,
}

fn oracle(env: &Env, tool: &Path, file: &Path, flags: &[String]) -> Result<Run, String> {
    let mut cmd = Command::new("bash");
    cmd.arg(&env.script)
        .arg(tool)
        .arg(file)
        .args(flags)
        .env("TMPDIR", &env.tmpdir)
        .env("LLVM", &env.llvm_prefix);
    let out = run(cmd, None);
    let text = out.stdout_exact();
    if !out.success() {
        return Err(format!(
            "e2e.sh {} failed ({})\n{}{}",
            tool.display(),
            out.status_text(),
            indent(&truncate(&out.stderr, 20, 3000), "    "),
            indent(&truncate(&text, 10, 2000), "    ")
        ));
    }
    split_run(&text).map_err(|e| {
        format!(
            "e2e.sh {}: {e}\n{}",
            tool.display(),
            indent(&truncate(&text, 10, 2000), "    ")
        )
    })
}

/// `None` if the program passes, else why it fails.
fn check_program(env: &Env, bufopt: &Path, runner: &Path, file: &Path) -> Option<String> {
    let mut reference = None;
    let mut ours = None;
    let mlir_runner = check_with_mlir_runner(env, bufopt, file, &mut reference, &mut ours);
    let bufopt_runner = check_program_runner(env, runner, file, reference);
    let minimized = match (&mlir_runner, ours) {
        (None, Some(ours)) => check_minimized(env, bufopt, runner, file, &ours).err(),
        _ => None,
    };
    let failures: Vec<String> = [mlir_runner, bufopt_runner, minimized]
        .into_iter()
        .flatten()
        .collect();
    (!failures.is_empty()).then(|| failures.join("\n"))
}

/// Programs with fewer run-time allocations or `memref.copy` ops under minimize-copies.
static MINIMIZED_FEWER: AtomicUsize = AtomicUsize::new(0);
/// Programs run with minimize-copies.
static MINIMIZED_RUN: AtomicUsize = AtomicUsize::new(0);

/// `flags` with bufopt's own `minimize-copies` added to one-shot-bufferize's options; `None`
/// when they do not bufferize or already minimize.
fn minimized_flags(flags: &[String]) -> Option<Vec<String>> {
    if !flags.iter().any(|f| f.starts_with("-one-shot-bufferize"))
        || flags.iter().any(|f| f.contains("minimize-copies"))
    {
        return None;
    }
    Some(
        flags
            .iter()
            .map(|f| match f.strip_prefix("-one-shot-bufferize") {
                Some("") => "-one-shot-bufferize=minimize-copies".to_string(),
                Some(rest) => format!("-one-shot-bufferize{rest} minimize-copies"),
                None => f.clone(),
            })
            .collect(),
    )
}

fn memtrack_allocs(line: &str) -> Option<u64> {
    line.split_whitespace()
        .find_map(|w| w.strip_prefix("allocs="))
        .and_then(|n| n.parse().ok())
}

/// With bufopt's own `minimize-copies`, a program that bufferizes must print what bufopt's
/// default run `ours` printed, free every buffer exactly once, allocate no more at run time,
/// have no more `memref.copy` ops in its output, and pass `bufopt-runner --check`.
fn check_minimized(
    env: &Env,
    bufopt: &Path,
    runner: &Path,
    file: &Path,
    ours: &Run,
) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let flags = program_flags(&text)?.ours;
    let Some(minimized) = minimized_flags(&flags) else {
        return Ok(());
    };
    MINIMIZED_RUN.fetch_add(1, Ordering::Relaxed);
    let fail = |what: String| format!("with minimize-copies: {what}");
    let min = oracle(env, bufopt, file, &minimized).map_err(fail)?;
    if min.program != ours.program {
        return Err(fail(format!(
            "program output differs from the default run's:\n{}",
            indent(
                &line_diff(
                    "default",
                    &ours.program,
                    "minimize-copies",
                    &min.program,
                    20
                ),
                "  "
            )
        )));
    }
    if !memtrack_clean(&min.memtrack) {
        return Err(fail(format!(
            "the program does not free every buffer exactly once: {}",
            min.memtrack
        )));
    }
    let (allocs, min_allocs) = (
        memtrack_allocs(&ours.memtrack),
        memtrack_allocs(&min.memtrack),
    );
    if min_allocs > allocs {
        return Err(fail(format!(
            "more allocations than by default: {} / default {}",
            min.memtrack, ours.memtrack
        )));
    }
    let copies = |f: &[String]| {
        let mut cmd = Command::new(bufopt);
        cmd.arg(file).args(f);
        run(cmd, None).stdout_text().matches("memref.copy ").count()
    };
    let (n, min_n) = (copies(&flags), copies(&minimized));
    if min_n > n {
        return Err(fail(format!(
            "more memref.copy ops than by default: {min_n} / default {n}"
        )));
    }
    if let Some(e) = check_runner(runner, file, &minimized, &ours.program, false) {
        return Err(fail(e));
    }
    if min_allocs < allocs || min_n < n {
        MINIMIZED_FEWER.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

/// The interpreter's verdict on one program: `None` if it passes (or fails as listed in
/// [`RUNNER_XFAIL`]; that is reported), else why it fails.
fn check_program_runner(
    env: &Env,
    runner: &Path,
    file: &Path,
    reference: Option<String>,
) -> Option<String> {
    let text = std::fs::read_to_string(file).ok()?;
    let flags = program_flags(&text).ok()?;
    let result = (|| {
        if no_reference(&text).is_some() {
            let expected: String = text
                .lines()
                .filter_map(|l| l.strip_prefix("// OUTPUT:"))
                .map(|l| l.trim().to_string() + "\n")
                .collect();
            return check_runner(runner, file, &flags.ours, &expected, true);
        }
        let reference = match reference {
            Some(r) => r,
            None => match oracle(env, &llvm_tool("mlir-opt"), file, &flags.reference) {
                Ok(r) => r.program,
                Err(e) => return Some(format!("reference run: {e}")),
            },
        };
        check_runner(runner, file, &flags.ours, &reference, false)
    })();
    match (result, runner_xfail(file)) {
        (None, None) => None,
        (Some(e), None) => Some(e),
        (Some(_), Some(why)) => {
            report(&format!(
                "XFAIL bufopt-runner {}: {why}",
                display_path(file)
            ));
            None
        }
        (None, Some(_)) => Some(
            "bufopt-runner now runs this program: take it off RUNNER_XFAIL in e2e.rs".to_string(),
        ),
    }
}

/// bufopt's passes, lowered by mlir-opt and run by mlir-runner, against mlir-opt's.
fn check_with_mlir_runner(
    env: &Env,
    bufopt: &Path,
    file: &Path,
    reference_out: &mut Option<String>,
    ours_out: &mut Option<Run>,
) -> Option<String> {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => return Some(format!("cannot read: {e}")),
    };
    let flags = match program_flags(&text) {
        Ok(f) => f,
        Err(e) => return Some(format!("bad flags line: {e}")),
    };
    let ours = match oracle(env, bufopt, file, &flags.ours) {
        Ok(r) => r,
        Err(e) => return Some(e),
    };
    *ours_out = Some(ours.clone());
    if let Some(why) = no_reference(&text) {
        return check_expected_output(&text, &ours, why);
    }
    let reference = match oracle(env, &llvm_tool("mlir-opt"), file, &flags.reference) {
        Ok(r) => r,
        Err(e) => return Some(format!("reference run: {e}")),
    };
    *reference_out = Some(reference.program.clone());
    if reference.program.trim().is_empty() {
        return Some("the program prints nothing: nothing to compare".to_string());
    }
    if ours.program != reference.program {
        return Some(format!(
            "program output differs from mlir-opt's:\n{}",
            indent(
                &line_diff("mlir-opt", &reference.program, "bufopt", &ours.program, 20),
                "  "
            )
        ));
    }
    if !memtrack_clean(&ours.memtrack) {
        return Some(format!(
            "bufopt's program does not free every buffer exactly once: {} (mlir-opt: {})",
            ours.memtrack, reference.memtrack
        ));
    }
    if flags.ours == flags.reference && ours.memtrack != reference.memtrack {
        return Some(format!(
            "same flags, different allocations: bufopt {} / mlir-opt {}",
            ours.memtrack, reference.memtrack
        ));
    }
    None
}

/// The reason a program gives for having no mlir-opt reference run, if it gives one.
fn no_reference(text: &str) -> Option<&str> {
    text.lines()
        .find_map(|l| l.strip_prefix("// NO-REFERENCE:"))
        .map(str::trim)
}

/// For a program without a reference run: its output must be its `// OUTPUT:` lines, and
/// bufopt's run must free every buffer exactly once.
fn check_expected_output(text: &str, ours: &Run, why: &str) -> Option<String> {
    let expected: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// OUTPUT:"))
        .map(|l| l.trim())
        .collect();
    if expected.is_empty() {
        return Some(format!(
            "NO-REFERENCE ({why}) needs `// OUTPUT:` lines to compare with"
        ));
    }
    let got: Vec<&str> = ours.program.lines().map(str::trim).collect();
    if got != expected {
        return Some(format!(
            "program output differs from the file's OUTPUT lines (no mlir-opt reference: {why}):\n{}",
            indent(
                &line_diff(
                    "expected",
                    &(expected.join("\n") + "\n"),
                    "bufopt",
                    &(got.join("\n") + "\n"),
                    20
                ),
                "  "
            )
        ));
    }
    if !memtrack_clean(&ours.memtrack) {
        return Some(format!(
            "bufopt's program does not free every buffer exactly once: {}",
            ours.memtrack
        ));
    }
    None
}

/// Panics with an install hint unless `cmd` runs and its output contains `expect`.
fn require_tool(mut cmd: Command, what: &str, expect: &str, hint: &str) {
    let shown = format!("{:?}", cmd);
    cmd.env("LC_ALL", "C");
    let out = run(cmd, None);
    let text = format!("{}{}", out.stdout_text(), out.stderr);
    if !out.success() || !text.contains(expect) {
        panic!(
            "\n\n*** e2e: {what} not found or not usable ({shown}: {}). {hint} ***\n{}\n",
            out.status_text(),
            truncate(&text, 5, 500)
        );
    }
}

#[test]
fn e2e() {
    let start = Instant::now();
    let llvm_hint = "Install LLVM 22's MLIR tools: `apt-get install mlir-22-tools` \
                     (or point LLVM_BIN at LLVM 22's bin directory).";
    let mut v = Command::new(llvm_tool("mlir-opt"));
    v.arg("--version");
    require_tool(v, "mlir-opt 22", "version 22", llvm_hint);
    let mut v = Command::new(llvm_tool("mlir-runner"));
    v.arg("--version");
    require_tool(v, "mlir-runner 22", "version 22", llvm_hint);
    let mut v = Command::new("gcc");
    v.arg("--version");
    require_tool(v, "gcc", "gcc", "Install gcc: `apt-get install gcc`.");
    let mut v = Command::new("bash");
    v.arg("--version");
    require_tool(v, "bash", "bash", "Install bash.");
    let llvm_prefix = llvm_bin().join("..");
    for lib in [
        "libmlir_runner_utils.so.22.1",
        "libmlir_c_runner_utils.so.22.1",
    ] {
        let p = llvm_prefix.join("lib").join(lib);
        assert!(
            p.is_file(),
            "\n\n*** e2e: {} is missing. {llvm_hint} ***\n",
            p.display()
        );
    }

    let root = repo_root();
    let oracle_dir = root.join(ORACLE_DIR);
    let script = oracle_dir.join("e2e.sh");
    assert!(script.is_file(), "{} is missing", script.display());

    // Build the allocator once, before the parallel runs (e2e.sh would otherwise race to build
    // it); e2e.sh reuses $TMPDIR/libmemtrack.so when it is newer than memtrack.c.
    let tmpdir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e");
    std::fs::create_dir_all(&tmpdir).expect("cannot create the e2e scratch directory");
    let mut gcc = Command::new("gcc");
    gcc.args(["-O2", "-shared", "-fPIC", "-o"])
        .arg(tmpdir.join("libmemtrack.so"))
        .arg(oracle_dir.join("memtrack.c"));
    let built = run(gcc, None);
    assert!(
        built.success(),
        "gcc cannot build memtrack.c ({}):\n{}",
        built.status_text(),
        built.stderr
    );

    let env = Env {
        script,
        tmpdir,
        llvm_prefix,
    };
    let bufopt = bufopt_bin();
    let runner = PathBuf::from(env!("CARGO_BIN_EXE_bufopt-runner"));
    let files: Vec<PathBuf> = collect_mlir_files(&root.join("tests/lit"))
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("e2e_"))
        })
        .filter(|p| passes_filter("E2E_FILTER", p))
        .collect();
    assert!(
        !files.is_empty() || std::env::var("E2E_FILTER").is_ok_and(|f| !f.is_empty()),
        "e2e: no tests/lit/*/e2e_*.mlir programs found"
    );

    let results = run_parallel(&files, |f| check_program(&env, &bufopt, &runner, f));
    let mut failed = Vec::new();
    for (file, result) in files.iter().zip(&results) {
        if let Some(msg) = result {
            let rel = display_path(file);
            report(&format!("FAIL {rel}: {msg}"));
            failed.push(rel);
        }
    }
    report(&format!(
        "e2e: {} passed, {} failed, bufopt-runner known failures {}; with minimize-copies {} \
         of {} bufferizing programs have fewer allocations or copies ({:.1} s)",
        files.len() - failed.len(),
        failed.len(),
        files.iter().filter(|f| runner_xfail(f).is_some()).count(),
        MINIMIZED_FEWER.load(Ordering::Relaxed),
        MINIMIZED_RUN.load(Ordering::Relaxed),
        start.elapsed().as_secs_f64()
    ));
    assert!(
        failed.is_empty(),
        "{} e2e program(s) failed:\n  {}",
        failed.len(),
        failed.join("\n  ")
    );
}

/// The e2e programs through bufopt-runner alone (no LLVM needed).
#[test]
fn e2e_runner_only() {
    let start = Instant::now();
    let runner = PathBuf::from(env!("CARGO_BIN_EXE_bufopt-runner"));
    let files: Vec<PathBuf> = collect_mlir_files(&repo_root().join("tests/lit"))
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("e2e_"))
        })
        .filter(|p| passes_filter("E2E_FILTER", p))
        .collect();
    let results = run_parallel(&files, |f| {
        let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
        let flags = program_flags(&text)?;
        let out = runner_output(&runner, f, &flags.ours)?;
        if no_reference(&text).is_some() {
            let expected: String = text
                .lines()
                .filter_map(|l| l.strip_prefix("// OUTPUT:"))
                .map(|l| l.trim().to_string() + "\n")
                .collect();
            let got: String = out.lines().map(|l| l.trim().to_string() + "\n").collect();
            if got != expected {
                return Err(format!(
                    "output differs from the OUTPUT lines:\n{}",
                    indent(
                        &line_diff("expected", &expected, "bufopt-runner", &got, 20),
                        "  "
                    )
                ));
            }
        }
        Ok(())
    });
    let mut failed = Vec::new();
    for (file, result) in files.iter().zip(&results) {
        if let Err(msg) = result {
            if let Some(why) = runner_xfail(file) {
                report(&format!(
                    "XFAIL bufopt-runner {}: {why}",
                    display_path(file)
                ));
                continue;
            }
            report(&format!("FAIL {}: {msg}", display_path(file)));
            failed.push(display_path(file));
        }
    }
    report(&format!(
        "e2e (bufopt-runner only): {} passed, {} failed ({:.1} s)",
        files.len() - failed.len(),
        failed.len(),
        start.elapsed().as_secs_f64()
    ));
    assert!(
        failed.is_empty(),
        "{} e2e program(s) failed under bufopt-runner:\n  {}",
        failed.len(),
        failed.join("\n  ")
    );
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn flags_lines() {
        let f = program_flags("// comment\nfunc.func @main()").unwrap();
        assert_eq!(f.ours, shell_words(DEFAULT_FLAGS).unwrap());
        assert_eq!(f.reference, f.ours);
        let f = program_flags(
            "// FLAGS: -buffer-deallocation -canonicalize\n\
             // REFERENCE-FLAGS: -one-shot-bufferize=\"bufferize-function-boundaries\" -cse\n",
        )
        .unwrap();
        assert_eq!(f.ours, vec!["-buffer-deallocation", "-canonicalize"]);
        assert_eq!(
            f.reference,
            vec!["-one-shot-bufferize=bufferize-function-boundaries", "-cse"]
        );
        assert!(program_flags("// FLAGS:\n").is_err());
    }

    #[test]
    fn memtrack_lines() {
        let r = split_run("a\nmemtrack: allocs=2 frees=2 leaked=0 badfree=0\n").unwrap();
        assert_eq!(r.program, "a\n");
        assert!(memtrack_clean(&r.memtrack));
        assert!(!memtrack_clean(
            "memtrack: allocs=2 frees=1 leaked=1 badfree=0"
        ));
        assert!(!memtrack_clean(
            "memtrack: allocs=2 frees=3 leaked=0 badfree=10"
        ));
        assert!(split_run("a\nb\n").is_err());
    }
}
