//! Rendering a diagnostic against the context: the input buffers its
//! positions point into and the locations written in the text.

use super::{render_at_line_col, write_source_line, Diagnostic, LineIndex, Severity};
use crate::context::Context;
use crate::location::{FirstPosition, Loc, LocKind};
use std::fmt::Write;

/// The diagnostic in mlir-opt's words, notes, callers and follow-ups included.
pub fn render(ctx: &Context, d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut lines = Lines::default();
    // The follow-ups in order, each after the one it follows (no recursion:
    // a check may report thousands).
    let mut stack = vec![d];
    while let Some(d) = stack.pop() {
        render_with_notes(ctx, d, &mut lines, &mut out);
        stack.extend(d.follow.iter().rev());
    }
    out
}

/// The line index of each input buffer, made at its first diagnostic: the
/// follow-ups of one diagnostic may be many, each finding its line.
#[derive(Default)]
struct Lines(Vec<Option<LineIndex>>);

impl Lines {
    fn of(&mut self, file: usize, text: &str) -> &LineIndex {
        if self.0.len() <= file {
            self.0.resize_with(file + 1, || None);
        }
        self.0[file].get_or_insert_with(|| LineIndex::new(text))
    }
}

fn render_with_notes(ctx: &Context, d: &Diagnostic, lines: &mut Lines, out: &mut String) {
    render_one(ctx, d.loc, d.severity, &d.message, true, lines, out);
    // As mlir-opt: a note repeats the source line only when it points
    // somewhere else than the diagnostic, caller or note before it.
    let mut prev = render_callers(ctx, d.loc, lines, out);
    for n in &d.notes {
        let loc = if n.loc.is_known() { n.loc } else { d.loc };
        render_one(
            ctx,
            loc,
            Severity::Note,
            &n.message,
            loc != prev,
            lines,
            out,
        );
        prev = loc;
    }
}

/// Renders a location prefix and, where it points into a known buffer, the
/// source line with a caret.
fn render_one(
    ctx: &Context,
    loc: Loc,
    sev: Severity,
    msg: &str,
    show_source: bool,
    lines: &mut Lines,
    out: &mut String,
) {
    if let Some(id) = loc.explicit_id() {
        return render_written(ctx, id, sev, msg, show_source, lines, out);
    }
    match ctx.files.get(loc.file as usize) {
        Some((name, text)) if loc.is_known() => {
            let at = lines
                .of(loc.file as usize, text)
                .line_col(text, loc.offset as usize);
            render_at_line_col(name, at, sev, msg, show_source, out)
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
    lines: &mut Lines,
    out: &mut String,
) {
    if let Some(FirstPosition::Source { file, offset }) = ctx.locs.first_position(id) {
        let loc = Loc { offset, file };
        return render_one(ctx, loc, sev, msg, show_source, lines, out);
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
    let src = match ctx.files.iter().position(|(n, _)| n == file) {
        Some(i) => {
            let text = &ctx.files[i].1;
            lines.of(i, text).line(text, line as usize)
        }
        None => match std::fs::read_to_string(file) {
            Ok(t) => t.split('\n').nth(line as usize - 1).map(str::to_owned),
            Err(_) => return,
        },
    };
    if let Some(src) = src {
        let src = src.strip_suffix('\r').unwrap_or(&src);
        write_source_line(src, col.max(1) as usize, out);
    }
}

/// The "called from" notes of a call-site location: one per caller up the
/// chain, at most ten (mlir-opt's call stack limit). Returns the last caller
/// shown: a note after it repeats the source line unless it points there.
fn render_callers(ctx: &Context, loc: Loc, lines: &mut Lines, out: &mut String) -> Loc {
    let Some(mut id) = loc.explicit_id() else {
        return loc;
    };
    for _ in 0..10 {
        let LocKind::CallSite { caller, .. } = *ctx.locs.get(id) else {
            break;
        };
        render_written(ctx, caller, Severity::Note, "called from", true, lines, out);
        id = caller;
    }
    Loc::explicit(id)
}
