//! No input crashes bufopt: broken variants of the test corpus, run under the main pass flags.
//!
//! Every seed picks a `.mlir` file under `tests/` or `examples/`, breaks it with one to three
//! random edits (delete, duplicate or swap lines; cut the text short; delete, repeat or replace a
//! token; put an odd number where a number was) and runs bufopt on it with one flag set. The
//! run passes when bufopt exits 0, or exits 1 with an `error:` diagnostic; a panic ("internal
//! error", exit 2), a signal or a hang fails it. mlir-opt is not involved: what is checked is
//! the standard that every bad input ends in a diagnostic.
//!
//! - `ROBUST_SEEDS=a..b` runs seeds `a` to `b - 1` (default: `DEFAULT_SEEDS`);
//! - a failing input is left in `/tmp/robust-SEED.mlir`.
//!
//! `BUFOPT_BIN` and `BUFOPT_TEST_TIMEOUT` are described in `common/mod.rs`.

mod common;

use common::*;
use std::path::PathBuf;
use std::process::Command;

/// Seeds run by a plain `cargo test`.
const DEFAULT_SEEDS: std::ops::Range<u64> = 0..2000;

const FLAG_SETS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["-one-shot-bufferize=bufferize-function-boundaries"],
    &["-one-shot-bufferize"],
    &[
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-buffer-deallocation-pipeline",
    ],
    &["-buffer-deallocation-pipeline"],
    &["-buffer-deallocation"],
    &["-canonicalize"],
    &["-cse"],
];

/// Numbers that tend to find unchecked arithmetic and conversions.
const ODD_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "7",
    "65536",
    "-9223372036854775808",
    "18446744073709551616",
    "?",
    "1.5",
];

/// Splits `text` into token spans: SSA and block names, symbols, strings, words, numbers and
/// single punctuation characters (a rough MLIR lexer is enough to make plausible breakage).
fn token_spans(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$');
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                i += 1;
            }
            i = (i + 1).min(b.len());
        } else if matches!(c, b'%' | b'^' | b'#' | b'!' | b'@') || word(c) {
            i += 1;
            while i < b.len() && word(b[i]) {
                i += 1;
            }
        } else {
            // One character, whole (the corpus is UTF-8).
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
        spans.push((start, i));
    }
    spans
}

/// One random edit of `text`.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    match rng.below(8) {
        0 if lines.len() > 1 => {
            let mut l = lines.clone();
            l.remove(rng.below(l.len()));
            l.join("\n")
        }
        1 if lines.len() > 1 => {
            let mut l = lines.clone();
            let i = rng.below(l.len());
            l.insert(i, lines[i]);
            l.join("\n")
        }
        2 if lines.len() > 2 => {
            let mut l = lines.clone();
            let (i, j) = (rng.below(l.len()), rng.below(l.len()));
            l.swap(i, j);
            l.join("\n")
        }
        3 => {
            // Cut at a character boundary.
            let mut at = rng.below(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text[..at].to_string()
        }
        k => {
            let spans = token_spans(text);
            if spans.is_empty() {
                return text.to_string();
            }
            let (s, e) = spans[rng.below(spans.len())];
            let (os, oe) = spans[rng.below(spans.len())];
            let other = &text[os..oe];
            match k {
                4 => format!("{}{}", &text[..s], &text[e..]),
                5 => format!("{}{}{}", &text[..s], other, &text[e..]),
                6 => format!("{}{} {}", &text[..s], other, &text[s..]),
                _ => {
                    let numbers: Vec<(usize, usize)> = spans
                        .iter()
                        .copied()
                        .filter(|&(s, e)| text[s..e].bytes().all(|c| c.is_ascii_digit()))
                        .collect();
                    if numbers.is_empty() {
                        return text.to_string();
                    }
                    let (s, e) = numbers[rng.below(numbers.len())];
                    format!("{}{}{}", &text[..s], rng.pick(ODD_NUMBERS), &text[e..])
                }
            }
        }
    }
}

fn seeds() -> std::ops::Range<u64> {
    seed_range("ROBUST_SEEDS", DEFAULT_SEEDS)
}

#[test]
fn broken_inputs_end_in_a_diagnostic() {
    let root = repo_root();
    let mut corpus: Vec<PathBuf> = collect_mlir_files(&root.join("tests"));
    corpus.extend(collect_mlir_files(&root.join("examples")));
    corpus.sort();
    assert!(
        !corpus.is_empty(),
        "robustness: no .mlir files under tests/"
    );
    let seeds: Vec<u64> = seeds().collect();
    let bin = bufopt_bin();
    let failures: Vec<String> = run_parallel(&seeds, |&seed| {
        let mut rng = Rng::new(seed);
        let file = &corpus[rng.below(corpus.len())];
        let original = std::fs::read_to_string(file).unwrap_or_default();
        let mut text = original;
        for _ in 0..rng.range(1, 3) {
            text = mutate(&text, &mut rng);
        }
        let flags = rng.pick(FLAG_SETS);
        let path = std::env::temp_dir().join(format!("robust-{seed}.mlir"));
        std::fs::write(&path, &text).expect("write the broken input");
        let mut cmd = Command::new(&bin);
        cmd.args(["--allow-unregistered-dialect", "--split-input-file"])
            .arg(&path)
            .args(flags);
        let out = run(cmd, None);
        let stderr = &out.stderr;
        let ok = match out.code {
            Some(0) => true,
            Some(1) => stderr.contains("error:"),
            _ => false,
        };
        if ok {
            let _ = std::fs::remove_file(&path);
            return None;
        }
        Some(format!(
            "seed {seed}: {} broken, flags {:?}: {}\n{}\n(input left in {})",
            display_path(file),
            flags,
            out.status_text(),
            indent(&truncate(stderr, 15, 2000), "  "),
            path.display()
        ))
    })
    .into_iter()
    .flatten()
    .collect();
    report(&format!(
        "robustness: {} broken inputs, {} not ending in a diagnostic",
        seeds.len(),
        failures.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
