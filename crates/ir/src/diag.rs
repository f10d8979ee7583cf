//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source
//! line, a caret, and attached notes.

use crate::location::Loc;
use std::fmt::Write;

mod report;
pub use report::render;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error: the run fails.
    Error,
    /// A warning.
    Warning,
    /// A remark (informational).
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    /// The word printed after the location (`error`, `warning`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A note attached to a [`Diagnostic`], at its own location.
#[derive(Clone, Debug)]
pub struct Note {
    /// Where the note points.
    pub loc: Loc,
    /// The note's text.
    pub message: String,
}

/// A diagnostic in MLIR's form: location, severity, message, attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Where the diagnostic points.
    pub loc: Loc,
    /// Its severity.
    pub severity: Severity,
    /// Its text, without the `error:` prefix.
    pub message: String,
    /// Notes printed after it.
    pub notes: Vec<Note>,
    /// Further diagnostics emitted after this one, in order (e.g. MLIR's
    /// "failed to bufferize op" after the error that made an op fail).
    pub follow: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc,
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
            follow: Vec::new(),
        }
    }
    /// Adds a note at `loc`.
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            loc,
            message: message.into(),
        });
        self
    }
}

/// The result of anything that may fail with a diagnostic (boxed: the `Err` side stays small on hot paths).
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

/// Where the lines of a text start, for many line and column questions
/// about one text (each [`line_col`] counts the lines from the start).
pub struct LineIndex {
    /// Byte offset of each line's first byte; the first is 0.
    starts: Vec<u32>,
    len: usize,
}

impl LineIndex {
    /// The index of `text` (one scan).
    pub fn new(text: &str) -> LineIndex {
        let newlines = text.bytes().enumerate().filter(|&(_, b)| b == b'\n');
        let starts = std::iter::once(0)
            .chain(newlines.map(|(i, _)| i as u32 + 1))
            .collect();
        LineIndex {
            starts,
            len: text.len(),
        }
    }

    /// As [`line_col`], for the text this index was made of.
    pub fn line_col<'t>(&self, text: &'t str, offset: usize) -> (usize, usize, &'t str) {
        let offset = offset.min(self.len);
        let line = self.starts.partition_point(|&s| s as usize <= offset);
        let start = self.starts[line - 1] as usize;
        let end = self
            .starts
            .get(line)
            .map_or(self.len, |&next| next as usize - 1);
        (line, offset - start + 1, &text[start..end])
    }

    /// The text of line `line` (1-based) without its newline.
    pub fn line(&self, text: &str, line: usize) -> Option<String> {
        let start = *self.starts.get(line.checked_sub(1)?)? as usize;
        let end = self
            .starts
            .get(line)
            .map_or(self.len, |&next| next as usize - 1);
        Some(text[start..end].to_owned())
    }
}

/// The source line and a caret under (1-based byte) column `col`. As
/// LLVM's source manager, tabs become spaces up to the next multiple of
/// eight columns (in both lines), and no caret goes under a line with
/// non-ASCII text, where bytes and screen columns differ.
fn write_source_line(src: &str, col: usize, out: &mut String) {
    const TAB_STOP: usize = 8;
    let expand = |line: &mut String, c: char, is_tab: bool| {
        if !is_tab {
            line.push(c);
            return;
        }
        loop {
            line.push(c);
            if line.len().is_multiple_of(TAB_STOP) {
                break;
            }
        }
    };
    let mut shown = String::with_capacity(src.len());
    for c in src.chars() {
        if c == '\t' {
            expand(&mut shown, ' ', true);
        } else {
            shown.push(c);
        }
    }
    let _ = writeln!(out, "{}", shown);
    if !src.is_ascii() {
        return;
    }
    let mut caret = String::new();
    for (i, b) in src.bytes().take(col).enumerate() {
        let c = if i + 1 == col { '^' } else { ' ' };
        expand(&mut caret, c, b == b'\t');
    }
    if col > src.len() {
        caret.push_str(&" ".repeat(col - 1 - src.len()));
        caret.push('^');
    }
    let _ = writeln!(out, "{}", caret.trim_end());
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
    render_at_line_col(name, line_col(text, offset), sev, msg, show_source, out);
}

/// [`render_at`] with the line, column and line text already known.
fn render_at_line_col(
    name: &str,
    (line, col, src): (usize, usize, &str),
    sev: Severity,
    msg: &str,
    show_source: bool,
    out: &mut String,
) {
    let _ = writeln!(out, "{}:{}:{}: {}: {}", name, line, col, sev.as_str(), msg);
    if show_source {
        write_source_line(src, col, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_answers_as_the_scan_does() {
        for text in ["", "\n", "a", "ab\ncd\n", "\n\nx\r\ny", "one\ntwo\nthree"] {
            let index = LineIndex::new(text);
            for offset in 0..=text.len() + 2 {
                assert_eq!(
                    index.line_col(text, offset),
                    line_col(text, offset),
                    "{text:?} at {offset}"
                );
            }
            let lines: Vec<&str> = text.split('\n').collect();
            for (i, l) in lines.iter().enumerate() {
                assert_eq!(index.line(text, i + 1).as_deref(), Some(*l), "{text:?}");
            }
            assert_eq!(index.line(text, 0), None);
            assert_eq!(index.line(text, lines.len() + 1), None);
        }
    }
}
