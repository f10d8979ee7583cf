//! Helpers shared by the integration tests (std only).
//!
//! Environment variables honoured by both runners:
//! - `BUFOPT_BIN`: the bufopt binary to test (default: cargo's `CARGO_BIN_EXE_bufopt`);
//! - `LLVM_BIN`: the directory of LLVM 22's tools (default: `/usr/lib/llvm-22/bin`);
//! - `BUFOPT_TEST_TIMEOUT`: seconds one command may run before it is killed (default 300).

// Each test crate includes this module and uses a different part of it.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Mutex;
use std::thread;
use std::time::Duration;

/// Worker threads per runner (CI machines have 2 cores).
pub const WORKERS: usize = 2;
pub const DEFAULT_LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
const DEFAULT_TIMEOUT_SECS: u64 = 300;

/// A directory of differential inputs (`differential.rs`), which the
/// determinism test also runs with and without threads.
pub struct Corpus {
    /// Directory relative to the repository root, searched recursively.
    pub dir: &'static str,
    /// Flags (shell words) for files without a `// FLAGS:` first line.
    pub flags: &'static str,
}

/// The corpora. Add a row for a new corpus; a directory that does not exist yet has no files.
pub const CORPORA: &[Corpus] = &[
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

/// The flags of an input: its `// FLAGS:` first line, else `default` (shell words).
pub fn file_flags(text: &str, default: &str) -> Result<Vec<String>, String> {
    let first = text.lines().next().unwrap_or("");
    let spec = first
        .trim()
        .strip_prefix("//")
        .and_then(|r| r.trim_start().strip_prefix("FLAGS:"))
        .unwrap_or(default);
    shell_words(spec)
}

/// The workspace root (`crates/driver/../..`).
pub fn repo_root() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    p.canonicalize().unwrap_or(p)
}

fn env_nonempty(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// The directory holding LLVM 22's tools: `$LLVM_BIN` or `/usr/lib/llvm-22/bin`.
pub fn llvm_bin() -> PathBuf {
    PathBuf::from(env_nonempty("LLVM_BIN").unwrap_or_else(|| DEFAULT_LLVM_BIN.to_string()))
}

pub fn llvm_tool(name: &str) -> PathBuf {
    llvm_bin().join(name)
}

/// The bufopt binary under test: `$BUFOPT_BIN` if set, else the one cargo built.
pub fn bufopt_bin() -> PathBuf {
    let p = PathBuf::from(
        env_nonempty("BUFOPT_BIN").unwrap_or_else(|| env!("CARGO_BIN_EXE_bufopt").to_string()),
    );
    if p.components().count() > 1 && !p.is_file() {
        panic!(
            "bufopt binary not found at {} (check BUFOPT_BIN)",
            p.display()
        );
    }
    p
}

/// `path` relative to the repository root, for messages.
pub fn display_path(path: &Path) -> String {
    let root = repo_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Every `*.mlir` file under `dir`, recursively and sorted. Follows symlinks; skips hidden
/// entries and `Inputs` directories (files that other tests read, as in LLVM's lit suites).
/// A missing directory yields no files.
pub fn collect_mlir_files(dir: &Path) -> Vec<PathBuf> {
    collect_files(dir, ".mlir")
}

/// Every file under `dir` whose name ends with `suffix`, walked as `collect_mlir_files` does.
pub fn collect_files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            let Ok(meta) = std::fs::metadata(&path) else {
                continue;
            };
            if meta.is_dir() {
                if name != "Inputs" {
                    walk(&path, suffix, out);
                }
            } else if meta.is_file() && name.ends_with(suffix) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, suffix, &mut out);
    out.sort();
    out
}

/// Whether `path` passes the substring filter in env var `var` (unset or empty: everything).
/// The filter is matched against the path relative to the repository root
/// (`tests/roundtrip/dealloc/...`), so that it means the same in every checkout.
pub fn passes_filter(var: &str, path: &Path) -> bool {
    match env_nonempty(var) {
        Some(f) => display_path(path).contains(&f),
        None => true,
    }
}

/// Runs `f` on every item with `WORKERS` threads; results come back in input order.
pub fn run_parallel<T, R, F>(items: &[T], f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    thread::scope(|s| {
        for _ in 0..WORKERS.min(items.len()) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("a worker thread panicked"))
        .collect()
}

/// Writes to the real stderr, past libtest's output capture, so that summaries show up in a
/// plain `cargo test` run.
pub fn report(msg: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(msg.as_bytes());
    if !msg.ends_with('\n') {
        let _ = err.write_all(b"\n");
    }
    let _ = err.flush();
}

/// What a finished command left behind.
pub struct Output {
    /// Exit code; `None` if killed by a signal, timed out or could not start.
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
    pub timed_out: bool,
    /// The command could not be started (`stderr` says why).
    pub spawn_failed: bool,
}

impl Output {
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }

    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// The output as text that tells different bytes apart (see [`exact_text`]).
    pub fn stdout_exact(&self) -> String {
        exact_text(&self.stdout)
    }

    /// "exit 1", "killed by a signal", "timed out after 300 s", ...
    pub fn status_text(&self) -> String {
        if self.spawn_failed {
            return "could not start".to_string();
        }
        match (self.code, self.timed_out) {
            (_, true) => format!("timed out after {} s", timeout().as_secs()),
            (Some(c), _) => format!("exit {c}"),
            (None, _) => "killed by a signal (crash?)".to_string(),
        }
    }
}

fn timeout() -> Duration {
    let secs = env_nonempty("BUFOPT_TEST_TIMEOUT")
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_TIMEOUT_SECS);
    Duration::from_secs(secs)
}

/// `bytes` as text: valid UTF-8 as it is, every other byte as `\xNN`, so that outputs of raw
/// bytes (`printMemrefI8`) compare exactly, where a lossy conversion would make them equal.
pub fn exact_text(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        s.push_str(chunk.valid());
        for b in chunk.invalid() {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    s
}

/// Runs `cmd` to completion with `stdin` (or /dev/null), capturing stdout and stderr.
/// The command runs in its own process group, which is killed after the timeout.
pub fn run(mut cmd: Command, stdin: Option<&[u8]>) -> Output {
    use std::os::unix::process::CommandExt;
    cmd.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .process_group(0);
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Output {
                code: None,
                stdout: Vec::new(),
                stderr: format!("cannot run {}: {e}", cmd.get_program().to_string_lossy()),
                timed_out: false,
                spawn_failed: true,
            }
        }
    };
    let pid = child.id();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let limit = timeout();
    let watchdog = thread::spawn(move || {
        if done_rx.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            let _ = Command::new("bash")
                .args(["-c", &format!("kill -KILL -- -{pid}")])
                .status();
            return true;
        }
        false
    });
    let writer = match (stdin, child.stdin.take()) {
        (Some(data), Some(mut pipe)) => {
            let data = data.to_vec();
            // A child that exits without reading makes this fail with EPIPE: ignored.
            Some(thread::spawn(move || {
                let _ = pipe.write_all(&data);
            }))
        }
        _ => None,
    };
    let mut out_pipe = child.stdout.take().expect("stdout is piped");
    let mut err_pipe = child.stderr.take().expect("stderr is piped");
    let out_reader = thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let mut err_buf = Vec::new();
    let _ = err_pipe.read_to_end(&mut err_buf);
    let stdout = out_reader.join().unwrap_or_default();
    if let Some(w) = writer {
        let _ = w.join();
    }
    let status = child.wait();
    let _ = done_tx.send(());
    let timed_out = watchdog.join().unwrap_or(false);
    Output {
        code: status.ok().and_then(|s| s.code()),
        stdout,
        stderr: String::from_utf8_lossy(&err_buf).into_owned(),
        timed_out,
        spawn_failed: false,
    }
}

/// At most `max_lines` lines and about `max_chars` characters of `s`, noting what was cut.
pub fn truncate(s: &str, max_lines: usize, max_chars: usize) -> String {
    let mut out = String::new();
    let total = s.lines().count();
    for (n, line) in s.lines().enumerate() {
        if n == max_lines || out.len() + line.len() > max_chars {
            out.push_str(&format!("... ({} more lines)\n", total - n));
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// `s` with every line indented by `prefix`.
pub fn indent(s: &str, prefix: &str) -> String {
    s.lines().map(|l| format!("{prefix}{l}\n")).collect()
}

/// Splits `s` into words as a POSIX shell would (quotes and backslashes; no expansions).
pub fn shell_words(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => cur.push(c),
                        None => return Err(format!("unterminated ' in: {s}")),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => cur.push(c),
                            Some(c) => {
                                cur.push('\\');
                                cur.push(c);
                            }
                            None => return Err(format!("unterminated \" in: {s}")),
                        },
                        Some(c) => cur.push(c),
                        None => return Err(format!("unterminated \" in: {s}")),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    cur.push(c);
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    Ok(words)
}

enum Edit {
    Same(usize, usize),
    Del(usize),
    Ins(usize),
}

/// The minimal line edit script turning `a` into `b` (LCS). Past a size limit it falls back to
/// "delete everything, insert everything" between the common prefix and suffix.
fn edit_script(a: &[&str], b: &[&str]) -> Vec<Edit> {
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suf = a[pre..]
        .iter()
        .rev()
        .zip(b[pre..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (ma, mb) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut edits: Vec<Edit> = (0..pre).map(|i| Edit::Same(i, i)).collect();
    if (ma.len() + 1) * (mb.len() + 1) <= 4_000_000 {
        // lcs[i][j] = LCS length of ma[i..] and mb[j..].
        let w = mb.len() + 1;
        let mut lcs = vec![0u32; (ma.len() + 1) * w];
        for i in (0..ma.len()).rev() {
            for j in (0..mb.len()).rev() {
                lcs[i * w + j] = if ma[i] == mb[j] {
                    lcs[(i + 1) * w + j + 1] + 1
                } else {
                    lcs[(i + 1) * w + j].max(lcs[i * w + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < ma.len() || j < mb.len() {
            if i < ma.len() && j < mb.len() && ma[i] == mb[j] {
                edits.push(Edit::Same(pre + i, pre + j));
                i += 1;
                j += 1;
            } else if i < ma.len() && (j == mb.len() || lcs[(i + 1) * w + j] >= lcs[i * w + j + 1])
            {
                edits.push(Edit::Del(pre + i));
                i += 1;
            } else {
                edits.push(Edit::Ins(pre + j));
                j += 1;
            }
        }
    } else {
        edits.extend((0..ma.len()).map(|i| Edit::Del(pre + i)));
        edits.extend((0..mb.len()).map(|j| Edit::Ins(pre + j)));
    }
    edits.extend((0..suf).map(|k| Edit::Same(a.len() - suf + k, b.len() - suf + k)));
    edits
}

/// A unified-style line diff from `a` (labelled `a_name`) to `b`, with 2 lines of context,
/// showing at most `max_changed` differing lines. Empty if the texts are equal line by line.
pub fn line_diff(a_name: &str, a: &str, b_name: &str, b: &str, max_changed: usize) -> String {
    const CONTEXT: usize = 2;
    let al: Vec<&str> = a.lines().collect();
    let bl: Vec<&str> = b.lines().collect();
    let edits = edit_script(&al, &bl);
    let changed: Vec<usize> = (0..edits.len())
        .filter(|&k| !matches!(edits[k], Edit::Same(..)))
        .collect();
    if changed.is_empty() {
        return String::new();
    }
    let near_change = |k: usize| {
        let lo = changed.partition_point(|&c| c + CONTEXT < k);
        changed.get(lo).is_some_and(|&c| c <= k + CONTEXT)
    };
    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    let mut shown = 0;
    let mut last_printed: Option<usize> = None;
    let (mut ai, mut bi) = (0, 0);
    for (k, e) in edits.iter().enumerate() {
        if near_change(k) {
            if last_printed.is_none_or(|p| p + 1 != k) {
                out.push_str(&format!("@@ -{} +{} @@\n", ai + 1, bi + 1));
            }
            last_printed = Some(k);
            match *e {
                Edit::Same(i, _) => out.push_str(&format!(" {}\n", al[i])),
                Edit::Del(i) => out.push_str(&format!("-{}\n", al[i])),
                Edit::Ins(j) => out.push_str(&format!("+{}\n", bl[j])),
            }
            if !matches!(e, Edit::Same(..)) {
                shown += 1;
                if shown == max_changed {
                    if changed.len() > shown {
                        out.push_str(&format!(
                            "... ({} more differing lines)\n",
                            changed.len() - shown
                        ));
                    }
                    break;
                }
            }
        }
        match e {
            Edit::Same(..) => {
                ai += 1;
                bi += 1;
            }
            Edit::Del(_) => ai += 1,
            Edit::Ins(_) => bi += 1,
        }
    }
    out
}

/// The first line (1-based) and column where `a` and `b` differ byte-wise, for exact-text
/// mismatches that a line diff cannot show (trailing newline, `\r`, ...).
pub fn first_difference(a: &[u8], b: &[u8]) -> String {
    let at = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let line = a[..at].iter().filter(|&&c| c == b'\n').count() + 1;
    let col = at
        - a[..at]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    let show = |s: &[u8]| {
        let end = (at + 20).min(s.len());
        format!("{:?}", String::from_utf8_lossy(&s[at..end]))
    };
    format!(
        "first difference at byte {at} (line {line}, column {col}): {} vs {}",
        show(a),
        show(b)
    )
}

/// SplitMix64 for the generated-input tests: small, fast, and the same sequence for a seed on
/// every machine and in every build, so a seed names one input.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5eed_b0f0_7a11_c0de)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// In `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

/// The difference between two outputs for a failure message: changed lines,
/// or the first differing byte when the lines are equal (whitespace at ends).
pub fn output_diff(
    a_name: &str,
    a: &Output,
    b_name: &str,
    b: &Output,
    max_changed: usize,
) -> String {
    let diff = line_diff(
        a_name,
        &a.stdout_text(),
        b_name,
        &b.stdout_text(),
        max_changed,
    );
    if diff.is_empty() {
        first_difference(&a.stdout, &b.stdout)
    } else {
        diff
    }
}

/// LLVM 22's `mlir-opt` (see `llvm_bin`).
pub fn mlir_opt() -> PathBuf {
    llvm_tool("mlir-opt")
}

/// Panics unless `mlir-opt` is LLVM 22's: a suite compared with it must never skip silently.
pub fn require_mlir_opt_22() {
    if !mlir_opt_22_present() {
        require_mlir_opt_22_failed();
    }
}

/// Whether LLVM 22's `mlir-opt` is there: false if it cannot be started at all (not
/// installed, `LLVM_BIN` elsewhere); panics if it starts but is not LLVM 22's or fails, since
/// that is a broken setup rather than a missing tool.
pub fn mlir_opt_22_present() -> bool {
    let mut cmd = Command::new(mlir_opt());
    cmd.arg("--version");
    let out = run(cmd, None);
    if out.spawn_failed {
        return false;
    }
    if !out.success() || !out.stdout_text().contains("version 22") {
        require_mlir_opt_22_failed();
    }
    true
}

/// The panic for a missing or wrong `mlir-opt`, with what `--version` said.
fn require_mlir_opt_22_failed() -> ! {
    let path = mlir_opt();
    let mut cmd = Command::new(&path);
    cmd.arg("--version");
    let out = run(cmd, None);
    let text = out.stdout_text();
    panic!(
        "\n\n*** mlir-opt 22 not found: install mlir-22-tools (apt-get install mlir-22-tools) \
         or point LLVM_BIN at LLVM 22's bin directory. ***\n*** {} --version: {}: {} ***\n",
        path.display(),
        out.status_text(),
        if out.spawn_failed {
            out.stderr.trim()
        } else {
            text.trim()
        }
    );
}

/// The seeds named by environment variable `var` (`a..b` or one seed), else
/// `default`.
pub fn seed_range(var: &str, default: std::ops::Range<u64>) -> std::ops::Range<u64> {
    let Ok(spec) = std::env::var(var) else {
        return default;
    };
    let parse = |s: &str| {
        s.trim()
            .parse::<u64>()
            .unwrap_or_else(|_| panic!("{var}={spec}: expected a..b or one seed"))
    };
    match spec.split_once("..") {
        Some((a, b)) => parse(a)..parse(b),
        None => {
            let a = parse(&spec);
            a..a + 1
        }
    }
}

/// Runs `f` on a thread with Rust's default stack for spawned threads (the
/// library moves deep work to a large stack of its own).
pub fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic");
}
