//! `--verify-diagnostics`: matching produced diagnostics against
//! `// expected-error {{...}}` annotations in the input, as mlir-opt does.

use ir::diag::{render, render_at, Diagnostic, LineIndex, Severity};
use ir::Context;

/// One `// expected-<severity> @<where> {{text}}` annotation.
pub struct Expected {
    /// The severity it expects (`error`, `warning`, `note`, `remark`).
    pub severity: Severity,
    /// The line the diagnostic must be on.
    pub line: usize,
    /// The expected text, a substring (or a regex, see `regex`) of the message.
    pub text: String,
    /// Written `{{...}}` with `-re`: `text` is a regular expression.
    pub regex: bool,
    /// A produced diagnostic matched it.
    pub matched: bool,
    /// Line of the annotation itself (for reporting).
    pub at: usize,
    /// Byte offset of its `expected-` in the whole text (for reporting).
    pub offset: usize,
    /// Written `@unknown`: it expects a diagnostic without a location.
    pub unknown: bool,
}

/// Where an annotation points.
enum Designator {
    /// Its own line.
    Here,
    /// The last line before it that is not an annotation.
    Above,
    /// The next line that is not an annotation (several `@below` lines in a
    /// row all point at the same code line).
    Below,
    /// A line offset from its own.
    Offset(isize),
    /// No line: a diagnostic with an unknown location.
    Unknown,
}

/// One `expected-<severity>[-re] [@designator] {{text}}` annotation ending its line, or
/// `None` when the line does not have that form (mlir-opt's pattern then does not match, and
/// it ignores the line even if it mentions `expected-error`: a count before the braces or
/// text after them make it prose).
fn parse_annotation(line: &str) -> Option<(usize, Severity, bool, Designator, &str)> {
    // mlir-opt searches each line for its pattern: a later `expected-` may match when an
    // earlier one does not.
    line.match_indices("expected-")
        .find_map(|(pos, _)| annotation_at(line, pos))
}

fn annotation_at(line: &str, pos: usize) -> Option<(usize, Severity, bool, Designator, &str)> {
    let rest = &line[pos + "expected-".len()..];
    let (sev, rest) = [
        ("error", Severity::Error),
        ("warning", Severity::Warning),
        ("remark", Severity::Remark),
        ("note", Severity::Note),
    ]
    .into_iter()
    .find_map(|(word, sev)| rest.strip_prefix(word).map(|r| (sev, r)))?;
    let (regex, rest) = match rest.strip_prefix("-re") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let mut rest = rest.trim_start_matches(' ');
    let mut designator = Designator::Here;
    if let Some(r) = rest.strip_prefix('@') {
        let end = r.find([' ', '{']).unwrap_or(r.len());
        let spec = &r[..end];
        designator = match spec {
            "above" => Designator::Above,
            "below" => Designator::Below,
            "unknown" => Designator::Unknown,
            _ => {
                let digits = spec.strip_prefix(['+', '-'])?;
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                Designator::Offset(spec.parse().ok()?)
            }
        };
        rest = r[end..].trim_start_matches(' ');
    }
    let body = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    Some((pos, sev, regex, designator, body))
}

/// Collects annotations in `text[start..end]` (line numbers are of the whole text).
pub fn collect(text: &str, start: usize, end: usize) -> Result<Vec<Expected>, String> {
    let mut out: Vec<Expected> = Vec::new();
    let first_line = text[..start].bytes().filter(|&b| b == b'\n').count() + 1;
    let mut last_non_designator: usize = first_line;
    // `@below` annotations waiting for the next line that is not one.
    let mut below: Vec<usize> = Vec::new();
    let mut line_start = start;
    for (i, line) in text[start..end].lines().enumerate() {
        let lineno = first_line + i;
        let this_line = line_start;
        line_start += line.len() + 1;
        let Some((pos, severity, regex, designator, body)) = parse_annotation(line) else {
            for k in below.drain(..) {
                out[k].line = lineno;
            }
            if !line.trim().is_empty() {
                last_non_designator = lineno;
            }
            continue;
        };
        let target = match designator {
            Designator::Here => lineno,
            Designator::Above => last_non_designator,
            Designator::Below => {
                below.push(out.len());
                lineno + 1
            }
            Designator::Offset(n) => lineno.checked_add_signed(n).unwrap_or(0),
            Designator::Unknown => 0,
        };
        let unknown = matches!(designator, Designator::Unknown);
        out.push(Expected {
            severity,
            line: target,
            text: body.to_string(),
            regex,
            matched: false,
            at: lineno,
            offset: this_line + pos,
            unknown,
        });
        if pos > 0
            && !line[..pos]
                .trim()
                .trim_start_matches("//")
                .trim()
                .is_empty()
        {
            for k in below.drain(..) {
                out[k].line = lineno;
            }
            last_non_designator = lineno;
        }
    }
    Ok(out)
}

/// What `--verify-diagnostics` found wrong in one chunk, rendered as
/// mlir-opt reports it.
#[derive(Default)]
pub struct Problems {
    /// Each unexpected diagnostic, in the order it was emitted.
    pub unexpected: Vec<String>,
    /// Each annotation nothing matched, in file order (the source line under
    /// each, the expected text underlined). mlir-opt reports these after the
    /// unexpected diagnostics of every chunk.
    pub not_produced: Vec<String>,
    /// The `@unknown` annotations nothing matched, reported after every
    /// chunk's `not_produced`.
    pub unknown_not_produced: Vec<String>,
}

impl Problems {
    /// Every diagnostic was expected and every annotation matched.
    pub fn is_empty(&self) -> bool {
        self.unexpected.is_empty()
            && self.not_produced.is_empty()
            && self.unknown_not_produced.is_empty()
    }
}

/// Matches diagnostics against the annotations. With `only_expected`
/// (`--verify-diagnostics=only-expected`) a diagnostic no annotation
/// expects is no problem.
pub fn check(
    ctx: &Context,
    diags: &[Diagnostic],
    expected: &mut [Expected],
    only_expected: bool,
) -> Problems {
    let mut problems = Vec::new();
    // One index per buffer: a check may report thousands of diagnostics.
    let lines: Vec<LineIndex> = ctx.files.iter().map(|(_, t)| LineIndex::new(t)).collect();
    let mut consider = |sev: Severity, loc: ir::Loc, msg: &str, problems: &mut Vec<String>| {
        let line = match (
            ctx.files.get(loc.file as usize),
            lines.get(loc.file as usize),
        ) {
            (Some((_, text)), Some(index)) if loc.is_known() => {
                index.line_col(text, loc.offset as usize).0
            }
            _ => 0,
        };
        let unknown = !loc.is_known();
        if let Some(e) = expected.iter_mut().find(|e| {
            !e.matched
                && e.severity == sev
                && e.unknown == unknown
                && (unknown || e.line == line)
                && text_matches(e, msg)
        }) {
            e.matched = true;
        } else if !only_expected {
            let unexpected =
                Diagnostic::error(loc, format!("unexpected {}: {}", sev.as_str(), msg));
            problems.push(render(ctx, &unexpected).trim_end().to_string());
        }
    };
    // A diagnostic and the ones emitted after it, in order.
    let all = diags.iter().flat_map(|d| {
        let mut stack = vec![d];
        std::iter::from_fn(move || {
            let d = stack.pop()?;
            stack.extend(d.follow.iter().rev());
            Some(d)
        })
    });
    for d in all {
        consider(d.severity, d.loc, &d.message, &mut problems);
        for n in &d.notes {
            if n.message.starts_with("see current operation") {
                continue;
            }
            let loc = if n.loc.is_known() { n.loc } else { d.loc };
            consider(Severity::Note, loc, &n.message, &mut problems);
        }
    }
    let mut not_produced = match ctx.files.first() {
        Some((file, text)) => not_produced(file, text, expected),
        None => Vec::new(),
    };
    let unknown_count = expected.iter().filter(|e| e.unknown && !e.matched).count();
    let unknown_not_produced = not_produced.split_off(not_produced.len() - unknown_count);
    Problems {
        unexpected: problems,
        not_produced,
        unknown_not_produced,
    }
}

/// `expected <severity> "<text>" was not produced` for each annotation no
/// diagnostic matched, rendered at the annotation in `text` (file `file`); those
/// expecting an unknown location come last, at `<unknown>:0`.
pub fn not_produced(file: &str, text: &str, expected: &[Expected]) -> Vec<String> {
    let unmet = |unknown: bool| {
        expected
            .iter()
            .filter(move |e| !e.matched && e.unknown == unknown)
    };
    let mut not_produced: Vec<String> = unmet(false)
        .map(|e| {
            let mut out = String::new();
            render_at(
                file,
                text,
                e.offset,
                Severity::Error,
                &unmet_message(e),
                true,
                &mut out,
            );
            // Underline as many characters as the expected text has, from the
            // `expected-` on (mlir-opt's range).
            let len = e.text.chars().count();
            if len > 1 && out.ends_with("^\n") {
                out.pop();
                out.push_str(&"~".repeat(len - 1));
                out.push('\n');
            }
            out.trim_end().to_string()
        })
        .collect();
    not_produced.extend(unknown_not_produced(unmet(true)));
    not_produced
}

/// The report of unmet `@unknown` annotations, which have no source line to show.
pub fn unknown_not_produced<'a>(unmet: impl Iterator<Item = &'a Expected>) -> Vec<String> {
    unmet
        .map(|e| format!("<unknown>:0: error: {}", unmet_message(e)))
        .collect()
}

fn unmet_message(e: &Expected) -> String {
    format!(
        "expected {} \"{}\" was not produced",
        e.severity.as_str(),
        e.text
    )
}

fn text_matches(e: &Expected, msg: &str) -> bool {
    if !e.regex {
        return msg.contains(&e.text);
    }
    // `{{re}}` segments are rare in our tests: treat them as wildcards.
    let parts: Vec<&str> = e.text.split("{{").flat_map(|s| s.split("}}")).collect();
    let mut pos = 0;
    for (i, p) in parts.iter().enumerate() {
        if i % 2 == 1 {
            continue;
        }
        match msg[pos..].find(p) {
            Some(k) => pos += k + p.len(),
            None => return false,
        }
    }
    true
}
