//! `--verify-diagnostics`: matching produced diagnostics against
//! `// expected-error {{...}}` annotations in the input, as mlir-opt does.

use ir::diag::{line_col, Diagnostic, Severity};
use ir::Context;

pub struct Expected {
    pub severity: Severity,
    pub line: usize,
    pub text: String,
    pub regex: bool,
    pub matched: bool,
    /// Line of the annotation itself (for reporting).
    pub at: usize,
}

/// Collects annotations in `text[start..end]` (line numbers are of the whole text).
pub fn collect(text: &str, start: usize, end: usize) -> Result<Vec<Expected>, String> {
    let mut out = Vec::new();
    let first_line = text[..start].bytes().filter(|&b| b == b'\n').count() + 1;
    let mut last_non_designator: usize = first_line;
    for (i, line) in text[start..end].lines().enumerate() {
        let lineno = first_line + i;
        let Some(pos) = line.find("expected-") else {
            if !line.trim().is_empty() {
                last_non_designator = lineno;
            }
            continue;
        };
        let rest = &line[pos + "expected-".len()..];
        let (sev, rest) = if let Some(r) = rest.strip_prefix("error") {
            (Severity::Error, r)
        } else if let Some(r) = rest.strip_prefix("warning") {
            (Severity::Warning, r)
        } else if let Some(r) = rest.strip_prefix("remark") {
            (Severity::Remark, r)
        } else if let Some(r) = rest.strip_prefix("note") {
            (Severity::Note, r)
        } else {
            continue;
        };
        let (regex, rest) = match rest.strip_prefix("-re") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let mut target = lineno;
        let mut rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix('@') {
            let end = r
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(r.len());
            let spec = &r[..end];
            rest = r[end..].trim_start();
            if spec == "above" {
                target = last_non_designator;
            } else if spec == "below" {
                target = lineno + 1;
            } else if let Some(n) = spec.strip_prefix('+') {
                target = lineno
                    + n.parse::<usize>()
                        .map_err(|_| format!("invalid offset '{}'", spec))?;
            } else if let Some(n) = spec.strip_prefix('-') {
                target = lineno.saturating_sub(
                    n.parse::<usize>()
                        .map_err(|_| format!("invalid offset '{}'", spec))?,
                );
            } else {
                return Err(format!("unknown designator '{}'", spec));
            }
        }
        // Optional count `N` before `{{`.
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
        let Some(body) = rest.strip_prefix("{{") else {
            continue;
        };
        let Some(endb) = body.rfind("}}") else {
            return Err(format!(
                "line {}: expected '}}}}' at end of expected text",
                lineno
            ));
        };
        out.push(Expected {
            severity: sev,
            line: target,
            text: body[..endb].to_string(),
            regex,
            matched: false,
            at: lineno,
        });
        if pos > 0
            && !line[..pos]
                .trim()
                .trim_start_matches("//")
                .trim()
                .is_empty()
        {
            last_non_designator = lineno;
        }
    }
    Ok(out)
}

/// Matches diagnostics; returns error messages for mismatches (empty when all good).
pub fn check(ctx: &Context, diags: &[Diagnostic], expected: &mut [Expected]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut consider = |sev: Severity, loc: ir::Loc, msg: &str, problems: &mut Vec<String>| {
        let (file, line) = match ctx.files.get(loc.file as usize) {
            Some((name, text)) if loc.is_known() => {
                (name.clone(), line_col(text, loc.offset as usize).0)
            }
            _ => (String::from("<unknown>"), 0),
        };
        if let Some(e) = expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == sev && e.line == line && text_matches(e, msg))
        {
            e.matched = true;
        } else {
            problems.push(format!(
                "{}:{}: error: unexpected {}: {}",
                file,
                line,
                sev.as_str(),
                msg
            ));
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
    let file = ctx.files.first().map(|f| f.0.clone()).unwrap_or_default();
    for e in expected.iter().filter(|e| !e.matched) {
        problems.push(format!(
            "{}:{}: error: expected {} \"{}\" was not produced",
            file,
            e.at,
            e.severity.as_str(),
            e.text
        ));
    }
    problems
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
