//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source
//! line, a caret, and attached notes.

use crate::context::{Context, Loc};
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Remark,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Note {
    pub loc: Loc,
    pub message: String,
    /// Printed after the caret line, e.g. "see current operation: ...".
    pub show_source: bool,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub loc: Loc,
    pub severity: Severity,
    pub message: String,
    pub notes: Vec<Note>,
    /// Further diagnostics emitted after this one, in order (e.g. MLIR's
    /// "failed to bufferize op" after the error that made an op fail).
    pub follow: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc,
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
            follow: Vec::new(),
        }
    }
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            loc,
            message: message.into(),
            show_source: true,
        });
        self
    }
}

pub type DResult<T> = Result<T, Box<Diagnostic>>;

/// Line (1-based), column (1-based) and the text of the line holding `offset`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize, &str) {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let end = text[offset..]
        .find('\n')
        .map(|i| offset + i)
        .unwrap_or(text.len());
    let line = text[..start].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = text[start..offset].chars().count() + 1;
    (line, col, &text[start..end])
}

/// Renders a location prefix and, where it points into a known buffer, the
/// source line with a caret.
fn render_one(
    ctx: &Context,
    loc: Loc,
    sev: Severity,
    msg: &str,
    show_source: bool,
    out: &mut String,
) {
    match ctx.files.get(loc.file as usize) {
        Some((name, text)) if loc.is_known() => {
            render_at(name, text, loc.offset as usize, sev, msg, show_source, out)
        }
        _ => {
            let _ = writeln!(out, "loc(unknown): {}: {}", sev.as_str(), msg);
        }
    }
}

/// `name:line:col: severity: msg` for byte `offset` of `text`, then (if
/// `show_source`) the source line with a caret under the column.
pub fn render_at(
    name: &str,
    text: &str,
    offset: usize,
    sev: Severity,
    msg: &str,
    show_source: bool,
    out: &mut String,
) {
    let (line, col, src) = line_col(text, offset);
    let _ = writeln!(out, "{}:{}:{}: {}: {}", name, line, col, sev.as_str(), msg);
    if show_source {
        let _ = writeln!(out, "{}", src);
        let pad: String = src
            .chars()
            .take(col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{}^", pad);
    }
}

pub fn render(ctx: &Context, d: &Diagnostic) -> String {
    let mut out = String::new();
    render_one(ctx, d.loc, d.severity, &d.message, true, &mut out);
    // As mlir-opt: a note repeats the source line only when it points
    // somewhere else than the diagnostic or note before it.
    let mut prev = d.loc;
    for n in &d.notes {
        let loc = if n.loc.is_known() { n.loc } else { d.loc };
        render_one(
            ctx,
            loc,
            Severity::Note,
            &n.message,
            n.show_source && loc != prev,
            &mut out,
        );
        prev = loc;
    }
    for f in &d.follow {
        out.push_str(&render(ctx, f));
    }
    out
}
