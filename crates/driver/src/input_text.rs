//! Input files that are not valid UTF-8. mlir-opt reads bytes: a byte that
//! is not text is harmless inside a `//` comment and an "unexpected
//! character" anywhere else. bufopt's parser reads `str`, so such input is
//! made text here, or refused with mlir-opt's diagnostic.

/// The input as text. Invalid sequences inside `//` comments become blanks
/// of the same length (columns stay where they were; comments are not
/// printed); inside a string literal each of their bytes becomes the escape
/// `\XX` that denotes it, so the string keeps the bytes as mlir-opt's does
/// (columns after it on that line move by two per byte); any other one is
/// refused with the diagnostic mlir-opt prints, returned as the bytes to
/// write to stderr.
pub fn decode(name: &str, mut bytes: Vec<u8>) -> Result<String, Vec<u8>> {
    let mut from = 0;
    loop {
        let err = match std::str::from_utf8(&bytes[from..]) {
            Ok(_) => break,
            Err(e) => e,
        };
        let bad = from + err.valid_up_to();
        let len = err.error_len().unwrap_or(bytes.len() - bad);
        let line_start = bytes[..bad]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        match place(&bytes[line_start..bad]) {
            Place::Comment => {
                bytes[bad..bad + len].fill(b' ');
                from = bad + len;
            }
            Place::String => {
                let escaped: Vec<u8> = bytes[bad..bad + len]
                    .iter()
                    .flat_map(|b| format!("\\{b:02X}").into_bytes())
                    .collect();
                from = bad + escaped.len();
                bytes.splice(bad..bad + len, escaped);
            }
            Place::Code => return Err(unexpected_character(name, &bytes, line_start, bad)),
        }
    }
    Ok(String::from_utf8(bytes).unwrap_or_default())
}

/// Where the end of a line's prefix lies.
enum Place {
    /// After a `//` outside a string literal.
    Comment,
    /// Inside a string literal, not right after a backslash.
    String,
    Code,
}

/// Where the end of `prefix` (a line up to some byte) is.
fn place(prefix: &[u8]) -> Place {
    let mut in_string = false;
    let mut escaped = false;
    for (i, &b) in prefix.iter().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
        } else if b == b'"' {
            in_string = true;
        } else if b == b'/' && prefix.get(i + 1) == Some(&b'/') {
            return Place::Comment;
        }
    }
    if in_string && !escaped {
        Place::String
    } else {
        Place::Code
    }
}

/// `name:line:col: error: unexpected character` and the raw source line
/// (no caret: as LLVM's source manager under a line that is not ASCII).
fn unexpected_character(name: &str, bytes: &[u8], line_start: usize, at: usize) -> Vec<u8> {
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let col = at - line_start + 1;
    let line_end = bytes[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |i| at + i);
    let mut out = format!("{name}:{line}:{col}: error: unexpected character\n").into_bytes();
    out.extend_from_slice(&bytes[line_start..line_end]);
    out.push(b'\n');
    out
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn bytes_in_comments_become_blanks() {
        let text = decode("f", b"// a \xff b\nfunc.func @f()\n".to_vec()).unwrap();
        assert_eq!(text, "// a   b\nfunc.func @f()\n");
    }

    #[test]
    fn a_byte_in_code_is_an_unexpected_character() {
        let err = decode("f.mlir", b"module {\n  \"x\" \xfe }\n".to_vec()).unwrap_err();
        assert_eq!(
            err,
            b"f.mlir:2:7: error: unexpected character\n  \"x\" \xfe }\n".to_vec()
        );
    }

    #[test]
    fn a_comment_marker_inside_a_string_does_not_start_a_comment() {
        let err = decode("f", b"\"//\" \xff\n".to_vec()).unwrap_err();
        assert!(err.starts_with(b"f:1:6: error: unexpected character\n"));
    }

    #[test]
    fn bytes_in_a_string_become_escapes() {
        let text = decode("f", b"{s = \"a\xffb\xc3(\"} // \xfe\n".to_vec()).unwrap();
        assert_eq!(text, "{s = \"a\\FFb\\C3(\"} //  \n");
    }
}
