//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source
//! line, a caret, and attached notes.

use crate::context::{Context, Loc};
use crate::location::LocKind;
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
        });
        self
    }
}

pub type DResult<T> = Result<T, Box<Diagnostic>>;

/// Line (1-based), column (1-based, in bytes as LLVM's source manager
/// counts) and the text of the line holding `offset`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize, &str) {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let end = text[offset..]
        .find('\n')
        .map(|i| offset + i)
        .unwrap_or(text.len());
    let line = text[..start].bytes().filter(|&b| b == b'\n').count() + 1;
    (line, offset - start + 1, &text[start..end])
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
    if let Some(id) = loc.explicit_id() {
        return render_written(ctx, id, sev, msg, show_source, out);
    }
    match ctx.files.get(loc.file as usize) {
        Some((name, text)) if loc.is_known() => {
            render_at(name, text, loc.offset as usize, sev, msg, show_source, out)
        }
        _ => {
            let _ = writeln!(out, "<unknown>:0: {}: {}", sev.as_str(), msg);
        }
    }
}

/// A diagnostic at a location written in the text: at its first
/// `"file":line:col`, with that line shown if the file is an input buffer
/// or can be read (as mlir-opt, which loads it); without one, at
/// `<unknown>:0` with the location spelled out unless it is `unknown`.
fn render_written(
    ctx: &Context,
    id: u32,
    sev: Severity,
    msg: &str,
    show_source: bool,
    out: &mut String,
) {
    if let Some(crate::location::FirstPosition::Source { file, offset }) =
        ctx.locs.first_position(id)
    {
        return render_one(ctx, Loc { offset, file }, sev, msg, show_source, out);
    }
    let Some((file, line, col)) = ctx.locs.first_file_line_col(id) else {
        let mut spelled = String::new();
        if *ctx.locs.get(id) != LocKind::Unknown {
            spelled.push_str("loc(");
            ctx.locs.write(id, &mut spelled);
            spelled.push_str("): ");
        }
        let _ = writeln!(out, "<unknown>:0: {}: {}{}", sev.as_str(), spelled, msg);
        return;
    };
    let _ = writeln!(out, "{}:{}:{}: {}: {}", file, line, col, sev.as_str(), msg);
    if !show_source || line == 0 {
        return;
    }
    let loaded;
    let text: &str = match ctx.files.iter().find(|(n, _)| n == file) {
        Some((_, t)) => t,
        None => match std::fs::read_to_string(file) {
            Ok(t) => {
                loaded = t;
                &loaded
            }
            Err(_) => return,
        },
    };
    if let Some(src) = text.split('\n').nth(line as usize - 1) {
        let src = src.strip_suffix('\r').unwrap_or(src);
        write_source_line(src, col.max(1) as usize, out);
    }
}

/// The source line and a caret under (1-based byte) column `col`. As
/// LLVM's source manager, no caret under a line with non-ASCII text, where
/// bytes and screen columns differ.
fn write_source_line(src: &str, col: usize, out: &mut String) {
    let _ = writeln!(out, "{}", src);
    if !src.is_ascii() {
        return;
    }
    let pad: String = src
        .chars()
        .take(col - 1)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let _ = writeln!(out, "{}^", pad);
}

/// The "called from" notes of a call-site location: one per caller up the
/// chain, at most ten (mlir-opt's call stack limit). Returns the last caller
/// shown: a note after it repeats the source line unless it points there.
fn render_callers(ctx: &Context, loc: Loc, out: &mut String) -> Loc {
    let Some(mut id) = loc.explicit_id() else {
        return loc;
    };
    for _ in 0..10 {
        let LocKind::CallSite { caller, .. } = *ctx.locs.get(id) else {
            break;
        };
        render_written(ctx, caller, Severity::Note, "called from", true, out);
        id = caller;
    }
    Loc::explicit(id)
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
        write_source_line(src, col, out);
    }
}

pub fn render(ctx: &Context, d: &Diagnostic) -> String {
    let mut out = String::new();
    render_one(ctx, d.loc, d.severity, &d.message, true, &mut out);
    // As mlir-opt: a note repeats the source line only when it points
    // somewhere else than the diagnostic, caller or note before it.
    let mut prev = render_callers(ctx, d.loc, &mut out);
    for n in &d.notes {
        let loc = if n.loc.is_known() { n.loc } else { d.loc };
        render_one(ctx, loc, Severity::Note, &n.message, loc != prev, &mut out);
        prev = loc;
    }
    for f in &d.follow {
        out.push_str(&render(ctx, f));
    }
    out
}
