//! How the text format spells strings and names: quoted strings with
//! MLIR's escapes (the reverse of the lexer's `unescape`), bare identifiers
//! and symbol references. Below the printer, so that locations and
//! diagnostics can write them too.

use std::fmt::Write;

/// A name that prints without quotes: a letter or `_`, then letters, digits,
/// `_`, `$` and `.`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// `s` bare when it may be, else quoted.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_str(out, s);
    }
}

/// A symbol reference, `@name` or `@"..."`.
pub fn write_symbol(out: &mut String, s: &str) {
    out.push('@');
    write_keyword_or_string(out, s);
}

/// `"..."` with MLIR's escaping: `\\`, `\"`, printable ASCII as is, other bytes as `\XX`.
pub fn write_escaped(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        match c {
            b'\\' => out.push_str("\\\\"),
            _ if prints_as_is(c) => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{:02X}", c);
            }
        }
    }
    out.push('"');
}

/// A byte that a quoted string shows unescaped.
fn prints_as_is(c: u8) -> bool {
    (0x20..=0x7e).contains(&c) && c != b'"' && c != b'\\'
}

/// [`write_escaped`] of a string: one copy when nothing needs escaping.
pub fn write_escaped_str(out: &mut String, s: &str) {
    if s.bytes().all(prints_as_is) {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        write_escaped(out, s.as_bytes());
    }
}
