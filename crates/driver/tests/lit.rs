//! A small lit: runs the `// RUN:` lines of every `*.mlir` file under `tests/lit`.
//!
//! Per file, each RUN line (a trailing `\` continues it on the next RUN line) runs with
//! `bash -o pipefail -c`, in a fresh scratch directory, and must exit 0; the first failing line
//! fails the file. Substitutions:
//! - `%s` the file, `%S`/`%p` its directory, `%t` a scratch path, `%T` the scratch directory,
//!   `%%` a literal `%`;
//! - a command word (at the start of a command: after `|`, `&&`, `||`, `;`, `(`, `not`, `!`)
//!   `bufopt` becomes the binary under test (`bufopt-runner` the interpreter built beside it), and `FileCheck`, `not`, `mlir-opt`, ... LLVM 22's
//!   tools; the same word elsewhere (an argument, a check pattern) is left alone.
//!
//! `LIT_FILTER=substr` runs only the files whose path contains `substr`. `BUFOPT_BIN`,
//! `LLVM_BIN` and `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// LLVM tools that RUN lines may name; a command word naming one becomes its full path.
const LLVM_TOOLS: &[&str] = &[
    "FileCheck",
    "not",
    "count",
    "split-file",
    "mlir-opt",
    "mlir-runner",
    "mlir-translate",
];

struct Ctx {
    /// (command word, replacement path)
    tools: Vec<(String, String)>,
    /// `$PATH` with LLVM's bin directory appended.
    path_env: String,
    tmp_root: PathBuf,
}

struct FileResult {
    /// `None` if the file passed, else what to print about it.
    failure: Option<String>,
}

/// The commands of `text`'s RUN lines, each with the line number where it starts.
fn run_lines(text: &str) -> Result<Vec<(usize, String)>, String> {
    let mut cmds = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("//") else {
            continue;
        };
        let Some(body) = rest.trim_start().strip_prefix("RUN:") else {
            continue;
        };
        let body = body.trim();
        let (start, mut cmd) = pending.take().unwrap_or((n + 1, String::new()));
        if !cmd.is_empty() {
            cmd.push(' ');
        }
        match body.strip_suffix('\\') {
            Some(head) => {
                cmd.push_str(head.trim_end());
                pending = Some((start, cmd));
            }
            None => {
                cmd.push_str(body);
                cmds.push((start, cmd));
            }
        }
    }
    if let Some((start, _)) = pending {
        return Err(format!(
            "RUN line {start} ends with '\\' but no RUN line follows"
        ));
    }
    if cmds.is_empty() {
        return Err("no RUN: lines".to_string());
    }
    Ok(cmds)
}

fn is_operator(c: char) -> bool {
    matches!(c, '|' | '&' | ';' | '(' | ')' | '<' | '>')
}

fn is_assignment(word: &str) -> bool {
    match word.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && !name.starts_with(|c: char| c.is_ascii_digit())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        }
        None => false,
    }
}

/// Expands `%x` substitutions and command-word tool names in one pass over `cmd`.
fn substitute(cmd: &str, subs: &[(char, String)], tools: &[(String, String)]) -> String {
    let chars: Vec<char> = cmd.chars().collect();
    let mut out = String::new();
    let (mut single, mut double) = (false, false);
    let mut at_command = true;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '%' {
            match chars.get(i + 1) {
                Some('%') => {
                    out.push('%');
                    i += 2;
                }
                Some(&k) if subs.iter().any(|(s, _)| *s == k) => {
                    out.push_str(&subs.iter().find(|(s, _)| *s == k).unwrap().1);
                    i += 2;
                }
                _ => {
                    out.push('%');
                    i += 1;
                }
            }
            at_command = false;
            continue;
        }
        if single {
            single = c != '\'';
            out.push(c);
            i += 1;
            continue;
        }
        if double {
            double = c != '"';
            if c == '\\' && i + 1 < chars.len() {
                out.push(c);
                i += 1;
            }
            out.push(chars[i]);
            i += 1;
            continue;
        }
        match c {
            '\'' | '"' => {
                single = c == '\'';
                double = c == '"';
                at_command = false;
                out.push(c);
                i += 1;
            }
            '\\' => {
                out.push(c);
                if let Some(&n) = chars.get(i + 1) {
                    out.push(n);
                }
                at_command = false;
                i += 2;
            }
            c if c.is_whitespace() => {
                out.push(c);
                i += 1;
            }
            c if is_operator(c) => {
                // `|`, `||`, `|&`, `&&`, `&`, `;`, `(` start a command; `)`, `<`, `>` do not.
                at_command = matches!(c, '|' | '&' | ';' | '(');
                if matches!(c, '<' | '>') && chars.get(i + 1) == Some(&'&') {
                    // `2>&1`: the `&` belongs to the redirection.
                    out.push(c);
                    i += 1;
                }
                out.push(chars[i]);
                i += 1;
            }
            _ if at_command => {
                let end = (i..chars.len())
                    .find(|&j| {
                        let d = chars[j];
                        d.is_whitespace() || is_operator(d) || matches!(d, '\'' | '"' | '\\' | '%')
                    })
                    .unwrap_or(chars.len());
                let word: String = chars[i..end].iter().collect();
                let whole = end == chars.len() || !matches!(chars[end], '\'' | '"' | '\\' | '%');
                match tools.iter().find(|(name, _)| *name == word) {
                    Some((_, path)) if whole => out.push_str(path),
                    _ => out.push_str(&word),
                }
                at_command = whole && (word == "not" || word == "!" || is_assignment(&word));
                i = end;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

fn run_file(path: &Path, ctx: &Ctx) -> FileResult {
    let rel = display_path(path);
    let fail = |msg: String| FileResult { failure: Some(msg) };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(format!("FAIL {rel}: cannot read: {e}")),
    };
    let cmds = match run_lines(&text) {
        Ok(c) => c,
        Err(e) => return fail(format!("FAIL {rel}: {e}")),
    };
    let tmp_dir = ctx.tmp_root.join(rel.replace(['/', '\\'], "__"));
    let _ = std::fs::remove_dir_all(&tmp_dir);
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return fail(format!(
            "FAIL {rel}: cannot create {}: {e}",
            tmp_dir.display()
        ));
    }
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let dir = path
        .parent()
        .unwrap_or(Path::new("."))
        .display()
        .to_string();
    let subs = [
        ('s', path.display().to_string()),
        ('S', dir.clone()),
        ('p', dir),
        (
            't',
            tmp_dir.join(format!("{name}.tmp")).display().to_string(),
        ),
        ('T', tmp_dir.display().to_string()),
    ];
    for (line, raw) in &cmds {
        let cmd = substitute(raw, &subs, &ctx.tools);
        let mut bash = Command::new("bash");
        bash.args(["-o", "pipefail", "-c", &cmd])
            .current_dir(&tmp_dir)
            .env("PATH", &ctx.path_env);
        let out = run(bash, None);
        if !out.success() {
            let mut msg = format!("FAIL {rel}:{line} ({}): {cmd}\n", out.status_text());
            let (what, text) = if out.stderr.trim().is_empty() {
                ("stdout", out.stdout_text())
            } else {
                ("stderr", out.stderr.clone())
            };
            if !text.trim().is_empty() {
                msg.push_str(&format!("  {what}:\n"));
                msg.push_str(&indent(&truncate(&text, 40, 4000), "    "));
            }
            return fail(msg);
        }
    }
    FileResult { failure: None }
}

#[test]
fn lit() {
    for tool in ["FileCheck", "not"] {
        let p = llvm_tool(tool);
        if !p.is_file() {
            panic!(
                "\n\n*** lit: {} not found. Install LLVM 22's tools: \
                 `apt-get install llvm-22-tools` (or point LLVM_BIN at them). ***\n",
                p.display()
            );
        }
    }
    let bufopt = bufopt_bin();
    let mut tools = vec![("bufopt".to_string(), bufopt.display().to_string())];
    tools.push((
        "bufopt-runner".to_string(),
        env!("CARGO_BIN_EXE_bufopt-runner").to_string(),
    ));
    for t in LLVM_TOOLS {
        let p = llvm_tool(t);
        if p.is_file() {
            tools.push((t.to_string(), p.display().to_string()));
        }
    }
    let path_env = match std::env::var("PATH") {
        Ok(p) if !p.is_empty() => format!("{p}:{}", llvm_bin().display()),
        _ => format!("/usr/bin:/bin:{}", llvm_bin().display()),
    };
    let ctx = Ctx {
        tools,
        path_env,
        tmp_root: Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit"),
    };

    let lit_dir = repo_root().join("tests/lit");
    assert!(lit_dir.is_dir(), "{} is missing", lit_dir.display());
    let files: Vec<PathBuf> = collect_mlir_files(&lit_dir)
        .into_iter()
        .filter(|p| passes_filter("LIT_FILTER", p))
        .collect();
    if files.is_empty() {
        report("lit: no test files (check LIT_FILTER)");
    }

    let results = run_parallel(&files, |f| run_file(f, &ctx));
    let failed: Vec<String> = files
        .iter()
        .zip(&results)
        .filter_map(|(f, r)| {
            let msg = r.failure.as_ref()?;
            report(msg);
            Some(display_path(f))
        })
        .collect();
    report(&format!(
        "lit: {} passed, {} failed",
        files.len() - failed.len(),
        failed.len()
    ));
    assert!(
        failed.is_empty(),
        "{} lit file(s) failed:\n  {}",
        failed.len(),
        failed.join("\n  ")
    );
}

#[cfg(test)]
mod unit {
    use super::*;

    fn subst(cmd: &str) -> String {
        let subs = [
            ('s', "/x/a.mlir".to_string()),
            ('t', "/tmp/a.tmp".to_string()),
        ];
        let tools = [
            ("bufopt".to_string(), "/bin/BUF".to_string()),
            ("FileCheck".to_string(), "/llvm/FC".to_string()),
            ("not".to_string(), "/llvm/NOT".to_string()),
        ];
        substitute(cmd, &subs, &tools)
    }

    #[test]
    fn substitutes_command_words_only() {
        assert_eq!(
            subst("bufopt %s -cse | FileCheck %s"),
            "/bin/BUF /x/a.mlir -cse | /llvm/FC /x/a.mlir"
        );
        assert_eq!(
            subst("not bufopt %s 2>&1 | FileCheck %s --check-prefix=bufopt"),
            "/llvm/NOT /bin/BUF /x/a.mlir 2>&1 | /llvm/FC /x/a.mlir --check-prefix=bufopt"
        );
        assert_eq!(
            subst("echo bufopt 'bufopt' | FileCheck%s bufopt"),
            "echo bufopt 'bufopt' | FileCheck/x/a.mlir bufopt"
        );
        assert_eq!(
            subst("bufopt %s -o %t && FOO=1 bufopt %t.x; (bufopt)|bufopt"),
            "/bin/BUF /x/a.mlir -o /tmp/a.tmp && FOO=1 /bin/BUF /tmp/a.tmp.x; (/bin/BUF)|/bin/BUF"
        );
        assert_eq!(
            subst("bufopt-x %% %q \"%s\""),
            "bufopt-x % %q \"/x/a.mlir\""
        );
        assert_eq!(
            subst("cat < bufopt > FileCheck"),
            "cat < bufopt > FileCheck"
        );
    }

    #[test]
    fn joins_continued_run_lines() {
        let text = "// RUN: a \\\n//  RUN:   b\\\n// RUN: c\nx\n  // RUN: d\n// CHECK: RUN: e\n";
        let got = run_lines(text).unwrap();
        assert_eq!(got, vec![(1, "a b c".to_string()), (5, "d".to_string())]);
        assert!(run_lines("// RUN: a \\\n").is_err());
        assert!(run_lines("// CHECK: x\n").is_err());
    }
}
