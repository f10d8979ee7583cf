//! The parser of the text between `affine_map<` / `affine_set<` and the
//! closing `>`, with MLIR's grammar, messages and error offsets.

use super::*;

/// A parse failure: `offset` is a byte offset into the parsed text (it may be
/// equal to the text length when the problem is at its end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset of the problem in the parsed text.
    pub offset: usize,
    /// The diagnostic text, worded as MLIR's.
    pub message: String,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

type PResult<T> = Result<T, AffineParseError>;

fn perr<T>(offset: usize, message: impl Into<String>) -> PResult<T> {
    Err(AffineParseError {
        offset,
        message: message.into(),
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    /// Bare identifier (this includes keywords and integer-type names).
    Ident,
    Integer,
    Float,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Arrow,
    Minus,
    Plus,
    Star,
    Greater,
    Less,
    Equal,
    /// `%name`
    Percent,
    /// Any other valid token (strings, `#attr`, `{`, `?`, ...).
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'a> Lexer<'a> {
    fn peek(&self, i: usize) -> u8 {
        self.s.get(self.pos + i).copied().unwrap_or(0)
    }

    fn next_token(&mut self) -> PResult<Token> {
        // Skip whitespace, NUL characters and `//` comments.
        loop {
            match self.s.get(self.pos) {
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0) => self.pos += 1,
                Some(b'/') if self.peek(1) == b'/' => {
                    while self.pos < self.s.len()
                        && self.s[self.pos] != b'\n'
                        && self.s[self.pos] != b'\r'
                    {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
        let start = self.pos;
        let tok = |kind, end| Ok(Token { kind, start, end });
        let c = match self.s.get(start) {
            None => return tok(Tok::Eof, start),
            Some(&c) => c,
        };
        self.pos += 1;
        let single = match c {
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LSquare),
            b']' => Some(Tok::RSquare),
            b',' => Some(Tok::Comma),
            b':' => Some(Tok::Colon),
            b'+' => Some(Tok::Plus),
            b'*' => Some(Tok::Star),
            b'>' => Some(Tok::Greater),
            b'<' => Some(Tok::Less),
            b'=' => Some(Tok::Equal),
            b'{' | b'}' | b'?' | b'|' | b'/' => Some(Tok::Other),
            _ => None,
        };
        if let Some(kind) = single {
            return tok(kind, self.pos);
        }
        match c {
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    tok(Tok::Arrow, self.pos)
                } else {
                    tok(Tok::Minus, self.pos)
                }
            }
            _ if is_id_start(c) => {
                while is_id_char(self.peek(0)) {
                    self.pos += 1;
                }
                tok(Tok::Ident, self.pos)
            }
            b'0'..=b'9' => {
                if c == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
                    self.pos += 1;
                    while self.peek(0).is_ascii_hexdigit() {
                        self.pos += 1;
                    }
                    return tok(Tok::Integer, self.pos);
                }
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
                if self.peek(0) != b'.' {
                    return tok(Tok::Integer, self.pos);
                }
                self.pos += 1;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
                if matches!(self.peek(0), b'e' | b'E') {
                    let d1 = self.peek(1);
                    if d1.is_ascii_digit()
                        || (matches!(d1, b'+' | b'-') && self.peek(2).is_ascii_digit())
                    {
                        self.pos += 2;
                        while self.peek(0).is_ascii_digit() {
                            self.pos += 1;
                        }
                    }
                }
                tok(Tok::Float, self.pos)
            }
            b'%' | b'#' | b'!' | b'^' => {
                let n = self.peek(0);
                let punct = |b: u8| matches!(b, b'$' | b'.' | b'_' | b'-');
                if n.is_ascii_digit() {
                    while self.peek(0).is_ascii_digit() {
                        self.pos += 1;
                    }
                } else if n.is_ascii_alphabetic() || punct(n) {
                    while self.peek(0).is_ascii_alphanumeric() || punct(self.peek(0)) {
                        self.pos += 1;
                    }
                } else {
                    let msg = match c {
                        b'%' => "invalid SSA name",
                        b'#' => "invalid attribute name",
                        b'!' => "invalid type identifier",
                        _ => "invalid block name",
                    };
                    return perr(start, msg);
                }
                tok(if c == b'%' { Tok::Percent } else { Tok::Other }, self.pos)
            }
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    self.lex_string_body()?;
                } else if is_id_start(self.peek(0)) {
                    while is_id_char(self.peek(0)) {
                        self.pos += 1;
                    }
                } else {
                    return perr(
                        self.pos,
                        "@ identifier expected to start with letter or '_'",
                    );
                }
                tok(Tok::Other, self.pos)
            }
            b'"' => {
                self.lex_string_body()?;
                tok(Tok::Other, self.pos)
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    tok(Tok::Other, self.pos)
                } else {
                    perr(self.pos, "expected three consecutive dots for an ellipsis")
                }
            }
            _ => perr(start, "unexpected character"),
        }
    }

    /// Lexes the rest of a string literal (after the opening quote).
    fn lex_string_body(&mut self) -> PResult<()> {
        loop {
            let at = self.pos;
            let c = match self.s.get(at) {
                None => return perr(at, "expected '\"' in string literal"),
                Some(&c) => c,
            };
            self.pos += 1;
            match c {
                b'"' => return Ok(()),
                b'\n' | 0x0b | 0x0c => return perr(at, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return perr(at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// Pending work of the iterative expression parser.
enum Frame {
    /// A sum waiting for its next operand; `pending` is the sum so far with
    /// the operator to apply and its location.
    Sum {
        pending: Option<(AffineExpr, LowOp, usize)>,
    },
    /// A sum waiting for a complete product term.
    SumAfterTerm {
        pending: Option<(AffineExpr, LowOp, usize)>,
    },
    /// A product `acc op ...` waiting for its right operand.
    Term {
        acc: AffineExpr,
        op: AffineBinaryKind,
        loc: usize,
    },
    /// A parenthesized expression waiting for its content.
    Paren,
    /// A unary minus waiting for its operand.
    Neg { loc: usize },
}

/// Either kind of parse result, before the caller checks which one it wanted.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

struct Parser<'a> {
    text: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    /// End offset of the last consumed token.
    prev_end: usize,
    /// Declared identifiers with the expression they stand for.
    ids: Vec<(&'a str, AffineExpr)>,
    nesting: usize,
    /// Operations applied so far (see [`Parser::count_operation`]).
    operations: usize,
    /// SSA values met so far when SSA ids stand for dims and symbols (the
    /// operand syntax of affine ops); `None` for `affine_map<...>` bodies.
    ssa: Option<Vec<(SsaId, AffineExpr)>>,
}

/// One SSA value used as a dimension (`%x`) or symbol (`symbol(%x)`) in an
/// affine expression of an op's custom syntax: the byte range of its name
/// and its result number (`%x#2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SsaId {
    /// Byte offset of the start of the `%name`.
    pub start: usize,
    /// Byte offset just past the name (and its `#n`).
    pub end: usize,
    /// The result number (`#n`, 0 when absent).
    pub number: u32,
    /// Whether the id was written as `symbol(%x)`.
    pub is_symbol: bool,
}

/// Affine expressions over SSA ids, with the ids in order of first use
/// (dims and symbols numbered separately) and the offset just past the
/// parsed text.
#[derive(Clone, Debug)]
pub struct SsaAffine {
    /// The parsed expressions.
    pub exprs: Vec<AffineExpr>,
    /// The SSA ids, dims and symbols in order of first use.
    pub ids: Vec<SsaId>,
    /// Byte offset just past the parsed text.
    pub end: usize,
}

impl SsaAffine {
    /// Number of ids used as dimensions.
    pub fn num_dims(&self) -> u32 {
        self.ids.iter().filter(|i| !i.is_symbol).count() as u32
    }
    /// Number of ids used as symbols.
    pub fn num_symbols(&self) -> u32 {
        self.ids.iter().filter(|i| i.is_symbol).count() as u32
    }
    /// The expressions as a map over the ids.
    pub fn map(&self) -> AffineMap {
        AffineMap::new(self.num_dims(), self.num_symbols(), self.exprs.clone())
    }
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> PResult<Self> {
        let mut lex = Lexer {
            s: text.as_bytes(),
            pos: 0,
        };
        let tok = lex.next_token()?;
        Ok(Parser {
            text,
            lex,
            tok,
            prev_end: 0,
            ids: Vec::new(),
            nesting: 0,
            operations: 0,
            ssa: None,
        })
    }

    fn spelling(&self) -> &'a str {
        &self.text[self.tok.start..self.tok.end]
    }

    fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.spelling() == kw
    }

    fn consume(&mut self) -> PResult<()> {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token()?;
        Ok(())
    }

    fn consume_if(&mut self, k: Tok) -> PResult<bool> {
        if self.is(k) {
            self.consume()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Error at the start of the current token.
    fn err_here<T>(&self, msg: impl Into<String>) -> PResult<T> {
        perr(self.tok.start, msg)
    }

    /// Error about an unexpected current token: reported just after the end
    /// of the previous token (skipping back over blanks, blank lines and
    /// `//` comments), like MLIR does.
    fn err_wrong_token<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let b = self.text.as_bytes();
        let mut end = self.tok.start;
        loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return perr(0, msg);
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                return perr(end, msg);
            }
            end -= 1;
            // If the preceding line has a `//` comment, back up before it.
            let line_start = b[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |p| p + 1);
            if let Some(p) = self.text[line_start..end].find("//") {
                end = line_start + p;
            }
        }
    }

    fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k)? {
            Ok(())
        } else {
            self.err_wrong_token(msg)
        }
    }

    fn is_identifier(&self) -> bool {
        self.is(Tok::Ident)
    }

    /// Counts one more operation of the expression being parsed. The count,
    /// not the tree's depth, is bounded: a textually flat `a + b + c + ...`
    /// builds a left-leaning tree as deep as it is long, which mlir-opt
    /// accepts, and counting is constant time where measuring the depth
    /// after every operator would be quadratic. Parenthesized nesting has
    /// its own bound ([`MAX_NESTING_DEPTH`]), so the tree's depth stays below
    /// a small multiple of the count and recursion over it stays bounded.
    fn count_operation(&mut self, loc: usize) -> PResult<()> {
        self.operations += 1;
        if self.operations > MAX_EXPR_OPERATIONS {
            return perr(
                loc,
                format!(
                    "affine expression is too long (more than {} operations)",
                    MAX_EXPR_OPERATIONS
                ),
            );
        }
        Ok(())
    }

    fn consume_low_op(&mut self) -> PResult<Option<LowOp>> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return Ok(None),
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn consume_high_op(&mut self) -> PResult<Option<AffineBinaryKind>> {
        let op = if self.is(Tok::Star) {
            AffineBinaryKind::Mul
        } else if self.is_kw("floordiv") {
            AffineBinaryKind::FloorDiv
        } else if self.is_kw("ceildiv") {
            AffineBinaryKind::CeilDiv
        } else if self.is_kw("mod") {
            AffineBinaryKind::Mod
        } else {
            return Ok(None);
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn apply_low(
        &mut self,
        op: LowOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        loc: usize,
    ) -> PResult<AffineExpr> {
        self.count_operation(loc)?;
        Ok(match op {
            LowOp::Add => add(lhs, rhs),
            LowOp::Sub => sub(lhs, rhs),
        })
    }

    fn apply_high(
        &mut self,
        op: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
        loc: usize,
    ) -> PResult<AffineExpr> {
        self.count_operation(loc)?;
        let e = match op {
            AffineBinaryKind::Mul => {
                // The right operand first: it is the short one in a chain.
                if !rhs.is_symbolic_or_constant() && !lhs.is_symbolic_or_constant() {
                    return perr(
                        loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                }
                mul(lhs, rhs)
            }
            _ => {
                if !rhs.is_symbolic_or_constant() {
                    return perr(
                        loc,
                        format!(
                            "non-affine expression: right operand of {} has to be either a constant or symbolic",
                            op.spelling()
                        ),
                    );
                }
                AffineExpr::binary(op, lhs, rhs)
            }
        };
        Ok(e)
    }

    /// Parses one affine expression.
    ///
    /// Grammar (all binary operators left associative):
    ///   expr    ::= term (('+' | '-') term)*
    ///   term    ::= operand (('*' | 'floordiv' | 'ceildiv' | 'mod') operand)*
    ///   operand ::= bare-id | integer | '(' expr ')' | '-' operand
    ///
    /// The parser is iterative: pending work lives in an explicit stack of
    /// frames, so the native stack use does not grow with the nesting depth.
    /// Tokens are consumed, expressions built and errors reported in the
    /// same order as MLIR's recursive-descent parser.
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut stack: Vec<Frame> = vec![Frame::Sum { pending: None }];
        // Either we need an operand (with "is there a left operand" for the
        // error messages), or a value is travelling down the stack.
        let mut need_operand = Some(false);
        let mut value = E::Constant(0);
        loop {
            if let Some(has_lhs) = need_operand.take() {
                match self.tok.kind {
                    Tok::LParen => {
                        let loc = self.tok.start;
                        self.consume()?;
                        if self.is(Tok::RParen) {
                            return self.err_here("no expression inside parentheses");
                        }
                        self.enter_nesting(loc)?;
                        stack.push(Frame::Paren);
                        stack.push(Frame::Sum { pending: None });
                        need_operand = Some(false);
                    }
                    Tok::Minus => {
                        let loc = self.tok.start;
                        self.consume()?;
                        self.enter_nesting(loc)?;
                        stack.push(Frame::Neg { loc });
                        need_operand = Some(has_lhs);
                    }
                    _ => value = self.parse_leaf(has_lhs)?,
                }
                continue;
            }
            // Deliver the value to the innermost pending frame.
            let v = std::mem::replace(&mut value, E::Constant(0));
            let frame = match stack.pop() {
                Some(f) => f,
                None => return Ok(v),
            };
            match frame {
                Frame::Neg { loc } => {
                    self.nesting -= 1;
                    self.count_operation(loc)?;
                    value = neg(v);
                }
                Frame::Paren => {
                    self.nesting -= 1;
                    self.expect(Tok::RParen, "expected ')'")?;
                    value = v;
                }
                Frame::Sum { pending } => {
                    // `v` is an operand of the sum.
                    let op_loc = self.tok.start;
                    if let Some(op) = self.consume_low_op()? {
                        let acc = self.fold_pending(pending, v)?;
                        stack.push(Frame::Sum {
                            pending: Some((acc, op, op_loc)),
                        });
                        need_operand = Some(true);
                    } else if let Some(hop) = self.consume_high_op()? {
                        stack.push(Frame::SumAfterTerm { pending });
                        stack.push(Frame::Term {
                            acc: v,
                            op: hop,
                            loc: op_loc,
                        });
                        need_operand = Some(true);
                    } else {
                        value = self.fold_pending(pending, v)?;
                    }
                }
                Frame::SumAfterTerm { pending } => {
                    // `v` is a complete product term.
                    let acc = self.fold_pending(pending, v)?;
                    let op_loc = self.tok.start;
                    if let Some(op) = self.consume_low_op()? {
                        stack.push(Frame::Sum {
                            pending: Some((acc, op, op_loc)),
                        });
                        need_operand = Some(true);
                    } else {
                        value = acc;
                    }
                }
                Frame::Term { acc, op, loc } => {
                    // `v` is the right operand of `acc op`.  A non-affine
                    // operation is reported at the operator that follows it,
                    // or at its own operator when it ends the term (as MLIR).
                    let next_loc = self.tok.start;
                    if let Some(next) = self.consume_high_op()? {
                        let acc = self.apply_high(op, acc, v, next_loc)?;
                        stack.push(Frame::Term {
                            acc,
                            op: next,
                            loc: next_loc,
                        });
                        need_operand = Some(true);
                    } else {
                        value = self.apply_high(op, acc, v, loc)?;
                    }
                }
            }
        }
    }

    fn fold_pending(
        &mut self,
        pending: Option<(AffineExpr, LowOp, usize)>,
        rhs: AffineExpr,
    ) -> PResult<AffineExpr> {
        match pending {
            Some((lhs, op, loc)) => self.apply_low(op, lhs, rhs, loc),
            None => Ok(rhs),
        }
    }

    fn enter_nesting(&mut self, loc: usize) -> PResult<()> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING_DEPTH {
            return perr(
                loc,
                format!(
                    "affine expression nested too deeply (more than {} levels)",
                    MAX_NESTING_DEPTH
                ),
            );
        }
        Ok(())
    }

    /// An operand that is not parenthesized or negated: identifier or
    /// integer (everything else is an error).  `has_lhs` tells whether a
    /// binary operator precedes it, which only changes error messages.
    fn parse_leaf(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Ident if self.spelling() == "symbol" => {
                self.consume()?;
                self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.parse_ssa_id(true)?;
                self.expect(Tok::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::Percent => self.parse_ssa_id(false),
            Tok::Integer => match parse_integer(self.spelling()) {
                Some(v) => {
                    self.consume()?;
                    Ok(E::Constant(v))
                }
                None => self.err_here("constant too large for index"),
            },
            Tok::Plus | Tok::Star => self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            }),
            Tok::Ident => {
                let name = self.spelling();
                match self.ids.iter().find(|(n, _)| *n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.consume()?;
                        Ok(e)
                    }
                    None => self.err_wrong_token("use of undeclared identifier"),
                }
            }
            _ => self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            }),
        }
    }

    /// `%name` or `%name#N` where SSA ids are allowed: the same value
    /// (name and number) always stands for the identifier of its first use.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.ssa.is_none() {
            return self.err_wrong_token("unexpected ssa identifier");
        }
        if !self.is(Tok::Percent) {
            return self.err_wrong_token("expected ssa identifier");
        }
        let (start, end) = (self.tok.start, self.tok.end);
        self.consume()?;
        let mut number = 0;
        if self.is(Tok::Other) && self.spelling().starts_with('#') {
            match self.spelling()[1..].parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return self.err_here("invalid SSA value result number"),
            }
            self.consume()?;
        }
        let name = &self.text[start..end];
        let text = self.text;
        let known = self.ssa.as_ref().unwrap();
        if let Some((_, e)) = known
            .iter()
            .find(|(id, _)| id.number == number && &text[id.start..id.end] == name)
        {
            return Ok(e.clone());
        }
        let count = known
            .iter()
            .filter(|(id, _)| id.is_symbol == is_symbol)
            .count() as u32;
        let e = if is_symbol {
            E::Symbol(count)
        } else {
            E::Dim(count)
        };
        let id = SsaId {
            start,
            end,
            number,
            is_symbol,
        };
        self.ssa.as_mut().unwrap().push((id, e.clone()));
        Ok(e)
    }

    fn parse_id_definition(&mut self, e: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return self.err_wrong_token("expected bare identifier");
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            return self.err_here(format!("redefinition of identifier '{}'", name));
        }
        self.consume()?;
        self.ids.push((name, e));
        Ok(())
    }

    /// `(` id, .. `)` `[` id, .. `]`? -- returns (num_dims, num_symbols).
    fn parse_id_lists(&mut self) -> PResult<(u32, u32)> {
        let mut nd: u32 = 0;
        self.expect(Tok::LParen, "expected '(' in dimensional identifier list")?;
        if !self.consume_if(Tok::RParen)? {
            loop {
                self.parse_id_definition(E::Dim(nd))?;
                nd += 1;
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' in dimensional identifier list")?;
        }
        let mut ns: u32 = 0;
        if self.consume_if(Tok::LSquare)? && !self.consume_if(Tok::RSquare)? {
            loop {
                self.parse_id_definition(E::Symbol(ns))?;
                ns += 1;
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']' in symbol list")?;
        }
        Ok((nd, ns))
    }

    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Tok::Greater)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            self.count_operation(loc)?;
            let e = sub(lhs, rhs);
            return Ok((e, false));
        }
        if self.consume_if(Tok::Less)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            self.count_operation(loc)?;
            let e = sub(rhs, lhs);
            return Ok((e, false));
        }
        if self.consume_if(Tok::Equal)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            self.count_operation(loc)?;
            let e = sub(lhs, rhs);
            return Ok((e, true));
        }
        self.err_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
    }

    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let (nd, ns) = self.parse_id_lists()?;
        if self.consume_if(Tok::Arrow)? {
            let mut results = Vec::new();
            self.expect(Tok::LParen, "expected '(' in affine map range")?;
            if !self.consume_if(Tok::RParen)? {
                loop {
                    results.push(self.parse_expr()?);
                    if !self.consume_if(Tok::Comma)? {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in affine map range")?;
            }
            return Ok(MapOrSet::Map(AffineMap::new(nd, ns, results)));
        }
        if !self.is(Tok::Colon) {
            return self.err_wrong_token("expected '->' or ':'");
        }
        self.consume()?;
        let mut constraints = Vec::new();
        let mut eqs = Vec::new();
        self.expect(Tok::LParen, "expected '(' in integer set constraint list")?;
        if !self.consume_if(Tok::RParen)? {
            loop {
                let (c, eq) = self.parse_constraint()?;
                constraints.push(c);
                eqs.push(eq);
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' in integer set constraint list")?;
        }
        if constraints.is_empty() {
            // An empty constraint list means "always true": 0 == 0.
            constraints.push(E::Constant(0));
            eqs.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet::new(nd, ns, constraints, eqs)))
    }
}

/// Value of an integer token (decimal or `0x` hex) if it fits in i64.
fn parse_integer(s: &str) -> Option<i64> {
    let v = if let Some(hex) = s.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()?
    } else {
        s.parse::<u64>().ok()?
    };
    i64::try_from(v).ok()
}

/// Runs the parser; with `whole` the text must end after the map/set.
/// Returns the result and the byte offset just past its last token.
fn parse_impl(text: &str, want_map: bool, whole: bool) -> PResult<(MapOrSet, usize)> {
    let mut p = Parser::new(text)?;
    let start = p.tok.start;
    let r = p.parse_map_or_set()?;
    match (&r, want_map) {
        (MapOrSet::Set(_), true) => return perr(start, "expected AffineMap, but got IntegerSet"),
        (MapOrSet::Map(_), false) => return perr(start, "expected IntegerSet, but got AffineMap"),
        _ => {}
    }
    if whole && !p.is(Tok::Eof) {
        return p.err_wrong_token(if want_map {
            "expected '>' in affine map"
        } else {
            "expected '>' in integer set"
        });
    }
    Ok((r, p.prev_end))
}

/// Parses the body of an `affine_map<...>` attribute, e.g.
/// `"(i, j)[s] -> (j + s * 2 - 1, i floordiv 4)"`.  The whole text must be
/// consumed (trailing whitespace and `//` comments are fine).
pub fn parse_affine_map(text: &str) -> Result<AffineMap, AffineParseError> {
    match parse_impl(text, true, true)?.0 {
        MapOrSet::Map(m) => Ok(m),
        MapOrSet::Set(_) => unreachable!(),
    }
}

/// Parses the body of an `affine_set<...>` attribute, e.g.
/// `"(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, AffineParseError> {
    match parse_impl(text, false, true)?.0 {
        MapOrSet::Set(s) => Ok(s),
        MapOrSet::Map(_) => unreachable!(),
    }
}

/// Parses an affine map at the start of `text` and returns it with the byte
/// offset just past its closing `)`.  Useful when the map is embedded in
/// larger text (e.g. `affine_map<(d0) -> (d0)>` after the `<`), since an
/// integer set body may itself contain `>`.
pub fn parse_affine_map_prefix(text: &str) -> Result<(AffineMap, usize), AffineParseError> {
    let (r, end) = parse_impl(text, true, false)?;
    match r {
        MapOrSet::Map(m) => Ok((m, end)),
        MapOrSet::Set(_) => unreachable!(),
    }
}

/// Like [`parse_affine_map_prefix`] for integer sets.
pub fn parse_integer_set_prefix(text: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    let (r, end) = parse_impl(text, false, false)?;
    match r {
        MapOrSet::Set(s) => Ok((s, end)),
        MapOrSet::Map(_) => unreachable!(),
    }
}

fn ssa_parser(text: &str) -> PResult<Parser<'_>> {
    let mut p = Parser::new(text)?;
    p.ssa = Some(Vec::new());
    Ok(p)
}

fn ssa_result(p: Parser<'_>, exprs: Vec<AffineExpr>, end: usize) -> SsaAffine {
    SsaAffine {
        exprs,
        ids: p
            .ssa
            .unwrap_or_default()
            .into_iter()
            .map(|(id, _)| id)
            .collect(),
        end,
    }
}

/// Parses a delimited, comma separated list of affine expressions whose
/// identifiers are SSA values (MLIR's `parseAffineMapOfSSAIds`):
/// `[%i, %j + symbol(%n)]` with `square`, `(...)` without. The list may be
/// empty. The text must start at the opening delimiter; nothing after the
/// closing one is read.
pub fn parse_ssa_affine_list(text: &str, square: bool) -> Result<SsaAffine, AffineParseError> {
    let (open, close, open_msg, close_msg) = if square {
        (
            Tok::LSquare,
            Tok::RSquare,
            "expected '[' in affine map",
            "expected ']' in affine map",
        )
    } else {
        (
            Tok::LParen,
            Tok::RParen,
            "expected '(' in affine map",
            "expected ')' in affine map",
        )
    };
    let mut p = ssa_parser(text)?;
    p.expect(open, open_msg)?;
    let mut exprs = Vec::new();
    if !p.is(close) {
        loop {
            exprs.push(p.parse_expr()?);
            if !p.consume_if(Tok::Comma)? {
                break;
            }
        }
    }
    if !p.is(close) {
        return p.err_wrong_token(close_msg);
    }
    let end = p.tok.end;
    Ok(ssa_result(p, exprs, end))
}

/// Parses one affine expression whose identifiers are SSA values (MLIR's
/// `parseAffineExprOfSSAIds`); `end` is just past its last token.
pub fn parse_ssa_affine_expr(text: &str) -> Result<SsaAffine, AffineParseError> {
    let mut p = ssa_parser(text)?;
    let e = p.parse_expr()?;
    let end = p.prev_end;
    Ok(ssa_result(p, vec![e], end))
}
