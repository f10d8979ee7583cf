//! Parser of the MLIR text format: top-level aliases and resources, the
//! generic op form, regions, blocks and SSA scoping; custom op syntax is
//! delegated to the op definitions through [`OpParser`].

use crate::context::{Context, Loc, OpState};
use crate::diag::{DResult, Diagnostic};
use crate::ids::*;
use crate::lexer::{unescape, Lexer, Tok, Token};
use crate::location::{
    read_location_prefix, read_nested_location, LocKind, LocTable, MAX_LOCATION_DEPTH,
};
use crate::registry::{traits, OpDef};
use crate::types::TypeKind;
use rustc_hash::FxHashMap;

mod op_parser;
mod ops;
mod regions;
mod ssa;
mod top;

/// Nesting deeper than this is refused with a diagnostic instead of risking
/// the stack.
pub const MAX_NESTING: usize = 50_000;

/// An SSA name (`%x`) interned by the parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SsaName(pub u32);

/// A `%name#n` operand read by a custom parser before its type is known; [`OpParser::resolve`] turns it into a value.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    /// The SSA name.
    pub name: SsaName,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Where the operand was written.
    pub loc: Loc,
}

/// Forward references of one isolated-from-above scope.
#[derive(Default)]
struct SsaScope {
    forward: FxHashMap<(SsaName, u32), (Value, Loc)>,
}

/// What an SSA name is bound to: a run of consecutive values (an op's
/// results are allocated consecutively), in the isolated scope `scope`
/// (its depth in the scope stack). `count == 0`: unbound.
#[derive(Clone, Copy)]
struct Binding {
    first: Value,
    count: u32,
    scope: u32,
    /// Where the name was defined, for "previously defined here" notes.
    def_offset: u32,
    /// The type of `first`: a use checks it here, next to the binding, not
    /// in the value, which may lie anywhere in the arena.
    first_type: Type,
}

const UNBOUND: Binding = Binding {
    first: Value(0),
    count: 0,
    scope: 0,
    def_offset: 0,
    first_type: Type(0),
};

/// Block labels of one region: block, whether defined yet, first reference.
type BlockScope<'a> = FxHashMap<&'a str, (Block, bool, Loc)>;

/// What the parser accepts beyond registered ops.
pub struct ParseOptions {
    /// Ops of unregistered dialects are kept as unregistered ops (`--allow-unregistered-dialect`) instead of rejected.
    pub allow_unregistered: bool,
}

/// The parser of the MLIR text format into a [`Context`]; custom op parsers see it through [`OpParser`].
pub struct Parser<'a> {
    /// The context the IR is built in.
    pub ctx: &'a mut Context,
    pub(crate) lex: Lexer<'a>,
    pub(crate) src: &'a str,
    pub(crate) tok: Token,
    file: u32,
    pub(crate) attr_aliases: FxHashMap<String, Attr>,
    /// Location aliases already read (see [`LocAliases`]).
    loc_alias_ids: FxHashMap<String, u32>,
    /// `loc(#name)` uses of aliases not defined yet, with where they were used.
    forward_loc_aliases: Vec<(u32, Loc)>,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    /// Source text of shaped types already parsed, to skip re-parsing repeats.
    pub(crate) type_cache: FxHashMap<&'a str, Type>,
    /// Source text of dictionary attributes already parsed (see `parse_attribute`).
    pub(crate) attr_cache: FxHashMap<&'a str, Attr>,
    pub(crate) recent_types: RecentTexts<Type>,
    pub(crate) recent_dicts: RecentTexts<Attr>,
    /// `distinct[N]` ids of this buffer to their attributes.
    pub(crate) distinct_ids: FxHashMap<u64, Attr>,
    ssa: Vec<SsaScope>,
    /// Uses of names never defined in the isolated scopes closed so far:
    /// reported together, in source order, once the whole text is parsed
    /// (as mlir-opt does), not when their scope closes.
    undeclared: Vec<Loc>,
    ssa_names: Vec<&'a str>,
    /// Names of at most 15 bytes by [`pack_name`] (no string compares), others by text.
    ssa_short_ids: FxHashMap<u128, SsaName>,
    ssa_ids: FxHashMap<&'a str, SsaName>,
    /// Names that are a stem and a decimal number (`%v12`, `%12`,
    /// `%alloc_3`): per stem, by number, the name's id + 1 (0: not seen).
    /// A large function's uses reach back to any of its values, and these
    /// dense tables are a fraction of the size of a hash table of the names.
    numbered: NumberedNames,
    /// Current binding of every name, by `SsaName`; a binding is visible
    /// only in the isolated scope that made it.
    bindings: Vec<Binding>,
    /// Bindings replaced by definitions in the open regions, restored when
    /// a region closes (from the mark its entry pushed on `region_marks`).
    undo: Vec<(SsaName, Binding)>,
    region_marks: Vec<usize>,
    /// Symbols of string literals by address and length (see `OpParser::static_sym`).
    static_syms: FxHashMap<(usize, usize), Sym>,
    /// Direct-mapped front of `static_syms`: a custom parser asks for the
    /// same few names for every op it parses.
    static_sym_slots: [(usize, usize, Sym); STATIC_SYM_SLOTS],
    /// The last few [`Context::memo_get`] answers given to custom parsers.
    recent_memo: RecentMemo,
    /// `index`, once a custom parser asked for it.
    index_type: Option<Type>,
    /// Custom op spellings already resolved, under a default dialect.
    op_names: FxHashMap<(&'a str, &'static str), (&'static OpDef, Sym)>,
    /// `op_names` for spellings of at most 15 bytes, by [`pack_name`] and the
    /// default dialect's address (no string compares).
    short_op_names: FxHashMap<(u128, usize), (&'static OpDef, Sym)>,
    block_scopes: Vec<BlockScope<'a>>,
    /// Emptied block scopes kept for reuse (one per region would allocate).
    block_scope_pool: Vec<BlockScope<'a>>,
    default_dialects: Vec<&'static str>,
    pub(crate) allow_unregistered: bool,
    pub(crate) depth: usize,
    /// Custom ops being parsed, with the nesting depth at which they started.
    custom_frames: Vec<(Sym, u32)>,
    /// Depth of type/attribute/region parsing, to tell a custom parser's own
    /// errors from those of what it delegates to.
    pub(crate) nest_depth: u32,
    start: usize,
    /// Whether the op whose custom syntax is being parsed is isolated from above.
    isolating: Vec<bool>,
    /// How many results the op whose custom syntax is being parsed is given
    /// names for (MLIR's `OpAsmParser::getNumResults`).
    pub(crate) named_results: u32,
}

impl<'a> Parser<'a> {
    /// Parses `src[start..]`; locations are offsets into the whole `src`, which
    /// is registered under `file_name` for diagnostics.
    pub fn new(
        ctx: &'a mut Context,
        file_name: &str,
        src: &'a str,
        start: usize,
        opts: &ParseOptions,
    ) -> Self {
        let file = match ctx.files.iter().position(|(n, t)| {
            // The driver registers the input before parsing it: the same
            // buffer needs no comparison.
            n == file_name
                && t.len() >= src.len()
                && (std::ptr::eq(t.as_ptr(), src.as_ptr()) || t.starts_with(src))
        }) {
            Some(i) => i as u32,
            None => {
                ctx.files
                    .push((file_name.to_string(), crate::SourceText::from(src)));
                (ctx.files.len() - 1) as u32
            }
        };
        let mut lex = Lexer::new(src);
        lex.pos = start;
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            src,
            tok,
            file,
            attr_aliases: FxHashMap::default(),
            loc_alias_ids: FxHashMap::default(),
            forward_loc_aliases: Vec::new(),
            type_aliases: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            recent_types: RecentTexts::new(Type(0)),
            recent_dicts: RecentTexts::new(Attr(0)),
            distinct_ids: FxHashMap::default(),
            ssa: Vec::new(),
            undeclared: Vec::new(),
            ssa_names: Vec::new(),
            ssa_short_ids: FxHashMap::default(),
            ssa_ids: FxHashMap::default(),
            numbered: NumberedNames::default(),
            bindings: Vec::new(),
            undo: Vec::new(),
            region_marks: Vec::new(),
            op_names: FxHashMap::default(),
            short_op_names: FxHashMap::default(),
            static_syms: FxHashMap::default(),
            static_sym_slots: [(0, 0, Sym(0)); STATIC_SYM_SLOTS],
            recent_memo: RecentMemo::default(),
            index_type: None,
            block_scopes: Vec::new(),
            block_scope_pool: Vec::new(),
            default_dialects: vec!["builtin"],
            allow_unregistered: opts.allow_unregistered,
            depth: 0,
            custom_frames: Vec::new(),
            nest_depth: 0,
            start,
            isolating: Vec::new(),
            named_results: 0,
        }
    }

    // ----- token helpers -----

    pub(crate) fn loc(&self) -> Loc {
        self.loc_at(self.tok.start as usize)
    }
    pub(crate) fn loc_at(&self, offset: usize) -> Loc {
        Loc {
            offset: offset as u32,
            file: self.file,
        }
    }
    pub(crate) fn tok_text(&self) -> &'a str {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }
    pub(crate) fn advance(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// Re-lexes from a byte offset.
    pub fn reset_to(&mut self, offset: usize) {
        self.lex.pos = offset;
        self.advance();
    }
    pub(crate) fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    pub(crate) fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.tok_text() == kw
    }
    pub(crate) fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.advance();
            true
        } else {
            false
        }
    }
    pub(crate) fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }
    /// The lexer's error when the current token could not be read: it
    /// comes before anything the parser would say about that token.
    fn lexer_error(&self) -> DResult<()> {
        match (self.tok.kind, self.lex.error) {
            (Tok::Error, Some((pos, why))) => self.raw_err_at(self.loc_at(pos), why),
            _ => Ok(()),
        }
    }
    /// An error about the current token. As in MLIR, an error at the start of a
    /// new line (or at the end of input) points just past the previous token,
    /// and a token the lexer rejected reports the lexer's reason.
    pub(crate) fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.lexer_error()?;
        self.err_at(self.wrong_token_loc(), msg)
    }
    /// Where mlir-opt reports an unexpected token: right after the last
    /// non-blank text before it, skipping blank lines and `//` comments (the
    /// token itself when nothing precedes it in the buffer).
    fn wrong_token_loc(&self) -> Loc {
        let mut at = self.tok.start as usize;
        if self.tok.kind == Tok::Eof {
            at = at.saturating_sub(1).max(self.start);
        }
        self.loc_at(crate::lexer::wrong_token_offset(self.src, self.start, at))
    }
    /// An error at `loc`. Errors raised directly by a custom op parser (not
    /// inside a type, attribute or region it parses) carry MLIR's
    /// `custom op 'name' ` prefix.
    pub fn err_at<T>(&self, loc: Loc, msg: impl Into<String>) -> DResult<T> {
        let msg = msg.into();
        if let Some(&(name, depth)) = self.custom_frames.last() {
            if depth == self.nest_depth && !msg.starts_with("custom op '") {
                return Err(Box::new(Diagnostic::error(
                    loc,
                    format!("custom op '{}' {}", self.ctx.str(name), msg),
                )));
            }
        }
        Err(Box::new(Diagnostic::error(loc, msg)))
    }
    /// An error that is never prefixed (value resolution and the like).
    pub fn raw_err_at<T>(&self, loc: Loc, msg: impl Into<String>) -> DResult<T> {
        Err(Box::new(Diagnostic::error(loc, msg)))
    }
    /// A punctuation token. Like MLIR's `parseToken`, its error is the
    /// parser's own, never prefixed with the custom op being parsed.
    pub fn expect(&mut self, k: Tok, what: &str) -> DResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            self.wrong_token(format!("expected {}", what))
        }
    }
    /// An error at the current token (MLIR's `emitError()`), or the lexer's
    /// own when the token could not be read.
    pub fn err_here<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.lexer_error()?;
        self.err_at(self.loc(), msg)
    }
    /// An unexpected-token error at `wrong_token_loc`, unprefixed.
    pub fn wrong_token<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.lexer_error()?;
        self.raw_err_at(self.wrong_token_loc(), msg)
    }
    /// A keyword; reported at the current token, with the custom op prefix
    /// (MLIR's `parseKeyword` goes through the op parser's `emitError`).
    pub fn expect_keyword(&mut self, kw: &str) -> DResult<()> {
        if self.consume_keyword(kw) {
            Ok(())
        } else {
            self.err_here(format!("expected '{}'", kw))
        }
    }
    pub(crate) fn enter(&mut self) -> DResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err("nesting too deep");
        }
        Ok(())
    }
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `open` elements separated by commas `close`, where a missing closer
    /// is "expected ',' or 'close'" (MLIR's `parseCommaSeparatedListUntil`).
    pub fn parse_comma_list_until(
        &mut self,
        open: Tok,
        close: Tok,
        f: impl FnMut(&mut Self) -> DResult<()>,
    ) -> DResult<()> {
        let what = format!("'{}'", tok_spelling(open));
        let close_name = tok_spelling(close);
        self.comma_list(open, close, &what, f, |_| {
            format!("expected ',' or '{}'", close_name)
        })
    }
    /// Parses `elem (, elem)*` between `open` and `close`; `what` names the
    /// opener in its error (and the list, for the closer's).
    pub fn parse_comma_list(
        &mut self,
        open: Tok,
        close: Tok,
        what: &str,
        f: impl FnMut(&mut Self) -> DResult<()>,
    ) -> DResult<()> {
        self.comma_list(open, close, what, f, |what| {
            let close_name = tok_spelling(close);
            // `what` names the opening token ("'{' in attribute dictionary");
            // without a context, MLIR says just which token it expected.
            if let Some(list) = what.strip_prefix("'(' to start ") {
                return format!("expected ')' to end {}", list);
            }
            match what.split_once("' in ") {
                Some((open, rest)) if open.starts_with('\'') && open.len() <= 4 => {
                    format!("expected '{}' in {}", close_name, rest)
                }
                _ => format!("expected '{}'", close_name),
            }
        })
    }
    /// The list itself; `missing_close` words the error when neither a comma
    /// nor the closer follows an element.
    fn comma_list(
        &mut self,
        open: Tok,
        close: Tok,
        what: &str,
        mut f: impl FnMut(&mut Self) -> DResult<()>,
        missing_close: impl Fn(&str) -> String,
    ) -> DResult<()> {
        self.expect(open, what)?;
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            f(self)?;
            if self.consume_if(Tok::Comma) {
                continue;
            }
            if self.consume_if(close) {
                return Ok(());
            }
            return self.wrong_token(missing_close(what));
        }
    }
}

/// SSA names made of a stem and a decimal number, by stem and number.
#[derive(Default)]
struct NumberedNames {
    /// Packed stem (see [`pack_name`]) to its index in `tables`.
    stems: FxHashMap<u128, usize>,
    /// The last stem looked up: names alternate among a few stems.
    last: Option<(u128, usize)>,
    tables: Vec<Vec<u32>>,
}

impl NumberedNames {
    /// Where `name`'s id lives, when it is a stem of at most 15 bytes and a
    /// number without leading zeros; the table grows to hold it unless the
    /// number is far beyond the `names` seen so far (sparse numbers would
    /// waste memory: those go to the hash table).
    fn slot(&mut self, src: &[u8], name: &str, names: usize) -> Option<(usize, usize)> {
        let b = name.as_bytes();
        let digits = b.iter().rev().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || digits > 7 || (digits > 1 && b[b.len() - digits] == b'0') {
            return None;
        }
        let stem = &b[..b.len() - digits];
        let key = pack_name(src, stem)?;
        let n = b[b.len() - digits..]
            .iter()
            .fold(0usize, |n, &c| n * 10 + usize::from(c - b'0'));
        let table = match self.last {
            Some((k, t)) if k == key => t,
            _ => {
                let fresh = self.tables.len();
                let t = *self.stems.entry(key).or_insert(fresh);
                if t == fresh {
                    self.tables.push(Vec::new());
                }
                self.last = Some((key, t));
                t
            }
        };
        let entries = &mut self.tables[table];
        if n >= entries.len() {
            if n > 4 * names + 1024 {
                return None;
            }
            entries.resize((n + 1).max(2 * entries.len()), 0);
        }
        Some((table, n))
    }
}

/// A name of at most 15 bytes as one integer (bytes and length), to hash and
/// compare it cheaply. `name` should be a slice of `src`, whose following
/// bytes are then read in one go.
fn pack_name(src: &[u8], name: &[u8]) -> Option<u128> {
    let len = name.len();
    if len > 15 {
        return None;
    }
    // Offset of `name` in `src`; out of range (huge) when it lies elsewhere.
    let start = (name.as_ptr() as usize).wrapping_sub(src.as_ptr() as usize);
    let mut w = [0u8; 16];
    match start.checked_add(16).and_then(|end| src.get(start..end)) {
        Some(window) => w.copy_from_slice(window),
        None => w[..len].copy_from_slice(name),
    }
    // Masked as two words: a variable shift of a u128 costs several instructions.
    let lo = u64::from_le_bytes(w[..8].try_into().unwrap());
    let hi = u64::from_le_bytes(w[8..].try_into().unwrap());
    let (lo, hi) = if len <= 8 {
        (lo & LOW_BYTES[len], 0)
    } else {
        (lo, hi & LOW_BYTES[len - 8])
    };
    Some(u128::from(hi | (len as u64) << 56) << 64 | u128::from(lo))
}

/// `LOW_BYTES[n]`: the mask of the `n` low bytes of a word.
static LOW_BYTES: [u64; 9] = {
    let mut t = [0u64; 9];
    let mut n = 1;
    while n < 8 {
        t[n] = (1u64 << (8 * n)) - 1;
        n += 1;
    }
    t[8] = u64::MAX;
    t
};

/// Location aliases (`#name = loc(...)`), read into the location table on
/// first use.
struct LocAliases<'p> {
    ctx: &'p Context,
    aliases: &'p FxHashMap<String, Attr>,
    resolved: &'p mut FxHashMap<String, u32>,
}

impl LocAliases<'_> {
    fn get(&mut self, table: &mut LocTable, name: &str, depth: usize) -> Option<u32> {
        if let Some(&id) = self.resolved.get(name) {
            return Some(id);
        }
        // An alias defined through a chain of others (mlir-opt prints a
        // nested location as one alias per level); a cycle cannot be written
        // (an alias is defined once), and the chain counts as nesting.
        if depth > MAX_LOCATION_DEPTH {
            return None;
        }
        let a = *self.aliases.get(name)?;
        let crate::AttrKind::Location(text) = self.ctx.attr_kind(a) else {
            return None;
        };
        let text = text.clone();
        let id =
            read_nested_location(table, &text, &mut |t, n, d| self.get(t, n, d), depth).ok()??;
        self.resolved.insert(name.to_string(), id);
        Some(id)
    }
}

pub(crate) fn tok_spelling(k: Tok) -> &'static str {
    match k {
        Tok::RParen => ")",
        Tok::RSquare => "]",
        Tok::RBrace => "}",
        Tok::Greater => ">",
        Tok::LParen => "(",
        Tok::LSquare => "[",
        Tok::LBrace => "{",
        Tok::Less => "<",
        _ => "?",
    }
}

const STATIC_SYM_SLOTS: usize = 64;

/// Recent answers of the context's memo table, by key (keys of at most
/// [`RECENT_MEMO_KEY`] words), compared word by word instead of hashed.
#[derive(Default)]
struct RecentMemo {
    keys: [[u32; RECENT_MEMO_KEY]; RECENT_MEMO],
    lens: [usize; RECENT_MEMO],
    values: [u32; RECENT_MEMO],
    next: usize,
}

const RECENT_MEMO: usize = 8;
const RECENT_MEMO_KEY: usize = 9;

impl RecentMemo {
    /// `key` padded with zeros (keys are compared as whole arrays), if short enough.
    #[inline]
    fn padded(key: &[u32]) -> Option<[u32; RECENT_MEMO_KEY]> {
        let mut k = [0u32; RECENT_MEMO_KEY];
        k.get_mut(..key.len())?.copy_from_slice(key);
        Some(k)
    }

    #[inline]
    fn find(&self, key: &[u32]) -> Option<u32> {
        // Length 0 marks an empty slot.
        if key.is_empty() {
            return None;
        }
        let k = Self::padded(key)?;
        (0..RECENT_MEMO)
            .find(|&i| self.lens[i] == key.len() && self.keys[i] == k)
            .map(|i| self.values[i])
    }

    fn remember(&mut self, key: &[u32], value: u32) {
        let Some(k) = Self::padded(key).filter(|_| !key.is_empty()) else {
            return;
        };
        let i = self.next;
        self.keys[i] = k;
        self.lens[i] = key.len();
        self.values[i] = value;
        self.next = (i + 1) % RECENT_MEMO;
    }
}

/// The last few texts found in one of the parser's text-keyed caches, as
/// spans of the source, compared in place before anything is scanned or
/// hashed: a program tends to repeat a handful of types and trait
/// dictionaries. An entry stands for the cache key that starts with a token
/// of the same length and continues with the same bytes; the key's end
/// depends only on those bytes, so a match finds the same key the full
/// lookup would.
pub(crate) struct RecentTexts<T> {
    entries: [RecentText<T>; RECENT_TEXTS],
    next: usize,
}

const RECENT_TEXTS: usize = 4;

#[derive(Clone, Copy)]
struct RecentText<T> {
    start: u32,
    len: u32,
    /// Length of the key's first token; 0 marks an empty entry.
    token_len: u32,
    value: T,
}

impl<T: Copy> RecentTexts<T> {
    /// No entries; `filler` only fills the empty slots.
    pub(crate) fn new(filler: T) -> Self {
        RecentTexts {
            entries: [RecentText {
                start: 0,
                len: 0,
                token_len: 0,
                value: filler,
            }; RECENT_TEXTS],
            next: 0,
        }
    }

    /// The value and key length of an entry whose key starts at `start`,
    /// whose first token ends at `token_end`.
    #[inline]
    pub(crate) fn find(&self, src: &[u8], start: usize, token_end: usize) -> Option<(T, usize)> {
        let token_len = (token_end - start) as u32;
        for e in &self.entries {
            if e.token_len != token_len {
                continue;
            }
            let len = e.len as usize;
            let Some(here) = src.get(start..start + len) else {
                continue;
            };
            let there = &src[e.start as usize..e.start as usize + len];
            // A key that is just its token (`f32`) is one only when no `<` follows.
            if (e.len > e.token_len || src.get(start + len) != Some(&b'<'))
                && same_bytes(here, there)
            {
                return Some((e.value, len));
            }
        }
        None
    }

    pub(crate) fn remember(&mut self, start: usize, end: usize, token_end: usize, value: T) {
        self.entries[self.next] = RecentText {
            start: start as u32,
            len: (end - start) as u32,
            token_len: (token_end - start) as u32,
            value,
        };
        self.next = (self.next + 1) % RECENT_TEXTS;
    }
}

/// `a == b` for equal lengths, a word at a time (the texts are short, and
/// mostly differ near their end).
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n < 8 {
        return a.iter().zip(b).all(|(x, y)| x == y);
    }
    let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().unwrap());
    if word(a, n - 8) != word(b, n - 8) {
        return false;
    }
    let mut i = 0;
    while i + 8 < n {
        if word(a, i) != word(b, i) {
            return false;
        }
        i += 8;
    }
    true
}

/// Operands of one list of a custom op, inline when few.
pub type SmallOperands = smallvec::SmallVec<[UnresolvedOperand; 4]>;
/// Types of one list of a custom op, inline when few.
pub type SmallTypes = smallvec::SmallVec<[Type; 4]>;

/// The interface given to custom op parsers: MLIR's OpAsmParser, in Rust.
pub struct OpParser<'p, 'a> {
    /// The parser underneath, for what the methods here do not cover (its `ctx`, mostly).
    pub p: &'p mut Parser<'a>,
    /// Location of the op name.
    pub loc: Loc,
}

pub(crate) fn symbol_text(tok: &str) -> String {
    let body = &tok[1..];
    if body.starts_with('"') {
        String::from_utf8_lossy(&unescape(body)).to_string()
    } else {
        body.to_string()
    }
}

/// Parses a whole buffer; on success returns the module op.
pub fn parse_source(
    ctx: &mut Context,
    file_name: &str,
    src: &str,
    opts: &ParseOptions,
) -> DResult<Op> {
    let mut p = Parser::new(ctx, file_name, src, 0, opts);
    p.parse_top_level()
}
