//! Tokenizer for the MLIR text format. Tokens are spans into the source; the
//! parser asks for them one at a time and may rewind to any earlier offset
//! (dimension lists such as `4x?xf32` are re-scanned character by character).

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    Error,
    BareIdent,
    PercentIdent,
    CaretIdent,
    AtIdent,
    HashIdent,
    BangIdent,
    Integer,
    Float,
    String,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Minus,
    Plus,
    Star,
    Question,
    Pipe,
    Ellipsis,
    FileMetadataBegin,
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

pub struct Lexer<'a> {
    pub src: &'a [u8],
    pub pos: usize,
    /// Why the last `Tok::Error` was produced, and where.
    pub error: Option<(usize, &'static str)>,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_bare_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
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
            let c = self.peek_at(self.pos);
            if c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' {
                self.pos += 1;
            } else if c == b'/' && self.peek_at(self.pos + 1) == b'/' {
                while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                return;
            }
        }
    }

    pub fn next_token(&mut self) -> Token {
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
                self.lex_prefixed(Tok::AtIdent)
            }
            c if c.is_ascii_digit() => self.lex_number(start),
            c if is_id_start(c) => {
                while is_bare_id_char(self.peek_at(self.pos)) {
                    self.pos += 1;
                }
                Tok::BareIdent
            }
            _ => Tok::Error,
        }
    }

    fn lex_prefixed(&mut self, kind: Tok) -> Tok {
        let c = self.peek_at(self.pos);
        if c.is_ascii_digit() {
            while self.peek_at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            return kind;
        }
        if !(c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-')) {
            return Tok::Error;
        }
        while is_suffix_char(self.peek_at(self.pos)) {
            self.pos += 1;
        }
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
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
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
        loop {
            if self.pos >= self.src.len() {
                return Tok::Error;
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return Tok::String,
                b'\n' => return Tok::Error,
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
