//! Tokenizer for the MLIR text format. Tokens are spans into the source; the
//! parser asks for them one at a time and may rewind to any earlier offset
//! (dimension lists such as `4x?xf32` are re-scanned character by character).

use crate::types::Signedness;

/// The kind of a token of the MLIR text format; the op parser's `is` tests the current one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// End of input.
    Eof,
    /// A malformed token; the lexer's `error` says why.
    Error,
    /// An identifier (`foo`, `f32`, `dense`).
    BareIdent,
    /// `%name`: an SSA value.
    PercentIdent,
    /// `^name`: a block label.
    CaretIdent,
    /// `@name`: a symbol reference.
    AtIdent,
    /// `#name`: an attribute alias or dialect attribute.
    HashIdent,
    /// `!name`: a type alias or dialect type.
    BangIdent,
    /// An integer literal (decimal or hexadecimal).
    Integer,
    /// A float literal.
    Float,
    /// A quoted string.
    String,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `,`.
    Comma,
    /// `:`.
    Colon,
    /// `=`.
    Equal,
    /// `->`.
    Arrow,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `*`.
    Star,
    /// `?`.
    Question,
    /// `|`.
    Pipe,
    /// `...`.
    Ellipsis,
    /// `{-#`: the start of the file metadata dictionary.
    FileMetadataBegin,
    /// `#-}`: its end.
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

pub(crate) struct Lexer<'a> {
    pub src: &'a [u8],
    pub pos: usize,
    /// Why the last `Tok::Error` was produced, and where.
    pub error: Option<(usize, &'static str)>,
}

/// Character classes, one bit each in [`CLASS`]: the scanning loops test a
/// table entry instead of a chain of comparisons.
pub(crate) const ID_START: u8 = 1;
/// `[A-Za-z0-9_$.]`: the rest of a bare identifier.
pub(crate) const BARE_ID: u8 = 2;
/// A bare identifier character or `-`: the rest of a `%`/`^`/`#`/`!`/`@` name.
pub(crate) const SUFFIX: u8 = 4;
pub(crate) const DIGIT: u8 = 8;
pub(crate) const SPACE: u8 = 16;
/// Characters a brace scan must look at: `"`, `{`, `}`, newline.
pub(crate) const BRACE_SCAN: u8 = 32;

pub(crate) static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let mut k = 0;
        if alpha || b == b'_' {
            k |= ID_START;
        }
        if alpha || digit || matches!(b, b'_' | b'$' | b'.') {
            k |= BARE_ID | SUFFIX;
        }
        if b == b'-' {
            k |= SUFFIX;
        }
        if digit {
            k |= DIGIT;
        }
        // MLIR's lexer skips NUL bytes inside the buffer like blanks.
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0) {
            k |= SPACE;
        }
        if matches!(b, b'"' | b'{' | b'}' | b'\n') {
            k |= BRACE_SCAN;
        }
        t[c] = k;
        c += 1;
    }
    t
};

/// The kind of each byte that is a whole token by itself whatever follows
/// (`Tok::Error` for the others: `{`, `-`, `.` may start longer tokens).
static ONE_BYTE: [Tok; 256] = {
    let mut t = [Tok::Error; 256];
    t[b'(' as usize] = Tok::LParen;
    t[b')' as usize] = Tok::RParen;
    t[b'}' as usize] = Tok::RBrace;
    t[b'[' as usize] = Tok::LSquare;
    t[b']' as usize] = Tok::RSquare;
    t[b'<' as usize] = Tok::Less;
    t[b'>' as usize] = Tok::Greater;
    t[b',' as usize] = Tok::Comma;
    t[b':' as usize] = Tok::Colon;
    t[b'=' as usize] = Tok::Equal;
    t[b'+' as usize] = Tok::Plus;
    t[b'*' as usize] = Tok::Star;
    t[b'?' as usize] = Tok::Question;
    t[b'|' as usize] = Tok::Pipe;
    t
};

#[inline]
fn is(c: u8, class: u8) -> bool {
    CLASS[c as usize] & class != 0
}

/// The offset of the first byte at or after `from` in `class` (or the end).
#[inline]
pub(crate) fn skip_class_not(b: &[u8], mut from: usize, class: u8) -> usize {
    while from < b.len() && !is(b[from], class) {
        from += 1;
    }
    from
}

/// The offset of the first byte at or after `from` not in `class`.
#[inline]
pub(crate) fn skip_class(b: &[u8], mut from: usize, class: u8) -> usize {
    while from < b.len() && is(b[from], class) {
        from += 1;
    }
    from
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            error: None,
        }
    }

    fn peek_at(&self, i: usize) -> u8 {
        *self.src.get(i).unwrap_or(&0)
    }

    /// Skips white space and `//` comments.
    pub fn skip_trivia(&mut self) {
        loop {
            self.pos = skip_class(self.src, self.pos, SPACE);
            if self.peek_at(self.pos) == b'/' && self.peek_at(self.pos + 1) == b'/' {
                self.pos = match self.src[self.pos..].iter().position(|&c| c == b'\n') {
                    Some(n) => self.pos + n,
                    None => self.src.len(),
                };
            } else {
                return;
            }
        }
    }

    /// The next token. Blanks and one-byte punctuation, most of the tokens of
    /// real IR, are handled here without a call; the rest in `next_token_slow`.
    #[inline(always)]
    pub fn next_token(&mut self) -> Token {
        let b = self.src;
        let mut p = self.pos;
        while p < b.len() && is(b[p], SPACE) {
            p += 1;
        }
        if p < b.len() {
            let c = b[p];
            let kind = ONE_BYTE[c as usize];
            if kind != Tok::Error {
                self.pos = p + 1;
                return Token {
                    kind,
                    start: p as u32,
                    end: p as u32 + 1,
                };
            }
            // Bare names and `%` names, the other common tokens.
            let (kind, end) = if is(c, ID_START) {
                (Tok::BareIdent, skip_class(b, p + 1, BARE_ID))
            } else if c == b'%' && p + 1 < b.len() && is(b[p + 1], SUFFIX) {
                let class = if is(b[p + 1], DIGIT) { DIGIT } else { SUFFIX };
                (Tok::PercentIdent, skip_class(b, p + 2, class))
            } else {
                self.pos = p;
                return self.next_token_slow();
            };
            self.pos = end;
            return Token {
                kind,
                start: p as u32,
                end: end as u32,
            };
        }
        self.pos = p;
        self.next_token_slow()
    }

    #[inline(never)]
    fn next_token_slow(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let kind = self.lex_kind();
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn lex_kind(&mut self) -> Tok {
        let start = self.pos;
        if start >= self.src.len() {
            return Tok::Eof;
        }
        let c = self.src[start];
        self.pos += 1;
        match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'{' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'#' {
                    self.pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'}' => Tok::RBrace,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            b'=' => Tok::Equal,
            b'+' => Tok::Plus,
            b'*' => Tok::Star,
            b'?' => Tok::Question,
            b'|' => Tok::Pipe,
            b'-' => {
                if self.peek_at(self.pos) == b'>' {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'.' => {
                if self.peek_at(self.pos) == b'.' && self.peek_at(self.pos + 1) == b'.' {
                    self.pos += 2;
                    Tok::Ellipsis
                } else {
                    Tok::Error
                }
            }
            b'"' => self.lex_string(),
            b'%' => self.lex_prefixed(Tok::PercentIdent),
            b'^' => self.lex_prefixed(Tok::CaretIdent),
            b'!' => self.lex_prefixed(Tok::BangIdent),
            b'#' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'}' {
                    self.pos += 2;
                    return Tok::FileMetadataEnd;
                }
                self.lex_prefixed(Tok::HashIdent)
            }
            b'@' => {
                if self.peek_at(self.pos) == b'"' {
                    self.pos += 1;
                    if self.lex_string() == Tok::Error {
                        return Tok::Error;
                    }
                    return Tok::AtIdent;
                }
                // Symbol names start with a letter or `_` and go on with
                // letters, digits, `_`, `$` and `.` (no `-`, unlike `%` names).
                let c = self.peek_at(self.pos);
                if !(c.is_ascii_alphabetic() || c == b'_') {
                    self.error = Some((
                        self.pos,
                        "@ identifier expected to start with letter or '_'",
                    ));
                    return Tok::Error;
                }
                while matches!(self.peek_at(self.pos), b'_' | b'$' | b'.')
                    || self.peek_at(self.pos).is_ascii_alphanumeric()
                {
                    self.pos += 1;
                }
                Tok::AtIdent
            }
            c if is(c, DIGIT) => self.lex_number(start),
            c if is(c, ID_START) => {
                self.pos = skip_class(self.src, self.pos, BARE_ID);
                Tok::BareIdent
            }
            _ => {
                self.error = Some((start, "unexpected character"));
                Tok::Error
            }
        }
    }

    fn lex_prefixed(&mut self, kind: Tok) -> Tok {
        let c = self.peek_at(self.pos);
        if is(c, DIGIT) {
            self.pos = skip_class(self.src, self.pos, DIGIT);
            return kind;
        }
        if !(c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-')) {
            // MLIR's words, at the prefix character.
            let what = match kind {
                Tok::PercentIdent => "invalid SSA name",
                Tok::CaretIdent => "invalid block name",
                Tok::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            self.error = Some((self.pos - 1, what));
            return Tok::Error;
        }
        self.pos = skip_class(self.src, self.pos, SUFFIX);
        kind
    }

    fn lex_number(&mut self, start: usize) -> Tok {
        if self.src[start] == b'0'
            && self.peek_at(self.pos) == b'x'
            && self.peek_at(self.pos + 1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.peek_at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        self.pos = skip_class(self.src, self.pos, DIGIT);
        if self.peek_at(self.pos) != b'.' {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        let e = self.peek_at(self.pos);
        if e == b'e' || e == b'E' {
            let mut p = self.pos + 1;
            if matches!(self.peek_at(p), b'-' | b'+') {
                p += 1;
            }
            if self.peek_at(p).is_ascii_digit() {
                while self.peek_at(p).is_ascii_digit() {
                    p += 1;
                }
                self.pos = p;
            }
        }
        Tok::Float
    }

    fn lex_string(&mut self) -> Tok {
        const UNTERMINATED: &str = "expected '\"' in string literal";
        loop {
            if self.pos >= self.src.len() {
                self.error = Some((self.pos, UNTERMINATED));
                return Tok::Error;
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return Tok::String,
                // A string ends at its line, as in MLIR's lexer.
                b'\n' | 0x0b | 0x0c => {
                    self.error = Some((self.pos - 1, UNTERMINATED));
                    return Tok::Error;
                }
                b'\\' => {
                    let n = self.peek_at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit()
                        && self.peek_at(self.pos + 1).is_ascii_hexdigit()
                    {
                        self.pos += 2;
                    } else {
                        self.error = Some((self.pos - 1, "unknown escape in string literal"));
                        return Tok::Error;
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decodes the body of a string token (with its quotes) into bytes.
pub fn unescape(tok_text: &str) -> Vec<u8> {
    let b = tok_text.as_bytes();
    let inner = &b[1..b.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c == b'\\' && i + 1 < inner.len() {
            let n = inner[i + 1];
            match n {
                b'"' | b'\\' => {
                    out.push(n);
                    i += 2;
                }
                b'n' => {
                    out.push(b'\n');
                    i += 2;
                }
                b't' => {
                    out.push(b'\t');
                    i += 2;
                }
                _ if i + 2 < inner.len() => {
                    let h = std::str::from_utf8(&inner[i + 1..i + 3])
                        .ok()
                        .and_then(|s| u8::from_str_radix(s, 16).ok())
                        .unwrap_or(b'?');
                    out.push(h);
                    i += 3;
                }
                _ => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Where mlir-opt reports an unexpected token starting at `at` in `src`:
/// right after the last non-blank text before it, skipping blank lines and
/// the `//` comments ending them; `at` itself when only blanks separate it
/// from `floor` (the start of the buffer being parsed).
pub(crate) fn wrong_token_offset(src: &str, floor: usize, at: usize) -> usize {
    let b = src.as_bytes();
    let mut end = at;
    loop {
        while end > floor && (b[end - 1] == b' ' || b[end - 1] == b'\t') {
            end -= 1;
        }
        if end == floor {
            return at;
        }
        if b[end - 1] != b'\n' && b[end - 1] != b'\r' {
            return end;
        }
        end -= 1;
        let line_start = src[floor..end]
            .rfind(['\n', '\r'])
            .map_or(floor, |i| floor + i);
        if let Some(c) = src[line_start..end].find("//") {
            end = line_start + c;
        }
    }
}

/// Decimal or `0x` hexadecimal integer text to a value (no sign).
pub fn parse_int_text(t: &str) -> Option<i128> {
    if let Some(h) = t.strip_prefix("0x") {
        u128::from_str_radix(h, 16)
            .ok()
            .and_then(|v| i128::try_from(v).ok())
    } else {
        t.parse::<i128>().ok()
    }
}

/// `i32`, `si8`, `ui1` split into signedness and width digits: what MLIR's
/// lexer reads as an integer type token.
pub(crate) fn int_type_parts(s: &str) -> Option<(Signedness, &str)> {
    let (sign, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((sign, rest))
}
