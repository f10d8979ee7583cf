//! Parser of the MLIR text format: top-level aliases and resources, the
//! generic op form, regions, blocks and SSA scoping; custom op syntax is
//! delegated to the op definitions through [`OpParser`].

use crate::context::{Context, Loc, OpState};
use crate::diag::{DResult, Diagnostic};
use crate::ids::*;
use crate::lexer::{unescape, Lexer, Tok, Token};
use crate::location::{read_location, read_location_prefix, LocKind, LocTable};
use crate::registry::{traits, OpDef};
use crate::types::TypeKind;
use rustc_hash::FxHashMap;

/// Nesting deeper than this is refused with a diagnostic instead of risking
/// the stack.
pub const MAX_NESTING: usize = 50_000;

/// An SSA name (`%x`) interned by the parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SsaName(pub u32);

#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    pub name: SsaName,
    pub number: u32,
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

pub struct ParseOptions {
    pub allow_unregistered: bool,
}

pub struct Parser<'a> {
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
    pub(crate) recent_types: crate::parse_attr::RecentTexts<Type>,
    pub(crate) recent_dicts: crate::parse_attr::RecentTexts<Attr>,
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
    allow_unregistered: bool,
    pub(crate) depth: usize,
    /// Custom ops being parsed, with the nesting depth at which they started.
    custom_frames: Vec<(Sym, u32)>,
    /// Depth of type/attribute/region parsing, to tell a custom parser's own
    /// errors from those of what it delegates to.
    pub(crate) nest_depth: u32,
    start: usize,
    /// Whether the op whose custom syntax is being parsed is isolated from above.
    isolating: Vec<bool>,
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
        let file = match ctx
            .files
            .iter()
            .position(|(n, t)| n == file_name && t.len() >= src.len() && t.starts_with(src))
        {
            Some(i) => i as u32,
            None => {
                ctx.files
                    .push((file_name.to_string(), std::sync::Arc::from(src)));
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
            recent_types: crate::parse_attr::RecentTexts::new(Type(0)),
            recent_dicts: crate::parse_attr::RecentTexts::new(Attr(0)),
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
        }
    }

    // ----- token helpers -----

    pub fn loc(&self) -> Loc {
        self.loc_at(self.tok.start as usize)
    }
    pub fn loc_at(&self, offset: usize) -> Loc {
        Loc {
            offset: offset as u32,
            file: self.file,
        }
    }
    pub fn tok_text(&self) -> &'a str {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }
    pub fn advance(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// Re-lexes from a byte offset.
    pub fn reset_to(&mut self, offset: usize) {
        self.lex.pos = offset;
        self.advance();
    }
    pub fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.tok_text() == kw
    }
    pub fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.advance();
            true
        } else {
            false
        }
    }
    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }
    /// An error about the current token. As in MLIR, an error at the start of a
    /// new line (or at the end of input) points just past the previous token,
    /// and a token the lexer rejected reports the lexer's reason.
    /// The lexer's error when the current token could not be read: it
    /// comes before anything the parser would say about that token.
    fn lexer_error(&self) -> DResult<()> {
        match (self.tok.kind, self.lex.error) {
            (Tok::Error, Some((pos, why))) => self.raw_err_at(self.loc_at(pos), why),
            _ => Ok(()),
        }
    }
    pub fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
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
    /// An unexpected-token error at [`Self::wrong_token_loc`], unprefixed.
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

    // ----- top level -----

    /// Parses a whole buffer into a `builtin.module` (implicit when the buffer
    /// is not a single module op).
    pub fn parse_top_level(&mut self) -> DResult<Op> {
        let top = self.ctx.new_block();
        self.ssa.push(SsaScope::default());
        self.region_marks.push(self.undo.len());
        self.block_scopes.push(BlockScope::default());
        // Arena sizes in proportion to the text, to avoid regrowing them.
        let n = (self.src.len() - self.start) / 48;
        self.ctx.reserve(4 * n, n, 8 * n, 8 * n);
        // SSA names too, at a density below that of real IR, to skip most of
        // the regrowing without ever reserving much more than is used.
        let names = n / 6;
        // Most names are numbered (see `numbered`), and few go to the hash table.
        self.ssa_short_ids.reserve(names / 8);
        self.ssa_names.reserve(names);
        self.bindings.reserve(names);
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashIdent => self.parse_attr_alias_def()?,
                Tok::BangIdent => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(top, op);
                }
            }
        }
        self.close_ssa_scope();
        self.report_undeclared()?;
        self.block_scopes.pop();
        self.resolve_forward_location_aliases()?;
        let ops = self.ctx.block_op_vec(top);
        if ops.len() == 1 && self.ctx.op_name(ops[0]) == "builtin.module" {
            self.ctx.unlink_op(ops[0]);
            return Ok(ops[0]);
        }
        let loc = self.implicit_module_loc();
        let module = crate::builder::create_module(self.ctx, loc);
        let body = self
            .ctx
            .entry_block(self.ctx.regions_of(module)[0])
            .unwrap();
        self.ctx.splice_block_ops(top, body, None);
        Ok(module)
    }

    /// Where mlir-opt places an implicit module: line 0, column 0 of the
    /// file (no source line to show), except in a later `// -----` chunk,
    /// where that resolves to the chunk's first character.
    fn implicit_module_loc(&mut self) -> Loc {
        if self.start != 0 {
            return self.loc_at(self.start);
        }
        let file = self.ctx.files[self.file as usize].0.clone();
        let id = self.ctx.locs.intern(crate::location::LocKind::FileLineCol {
            file,
            line: 0,
            col: 0,
            end: None,
        });
        Loc::explicit(id)
    }

    fn parse_attr_alias_def(&mut self) -> DResult<()> {
        let name = self.tok_text()[1..].to_string();
        let loc = self.loc();
        self.advance();
        if !self.is(Tok::Equal) {
            // Not a definition: a top-level attribute is not an operation.
            return self.err_at(loc, "expected operation name in quotes");
        }
        self.advance();
        if name.contains('.') {
            return self.err_at(
                loc,
                "attribute names with a '.' are reserved for dialect-defined names",
            );
        }
        if self.attr_aliases.contains_key(&name) {
            return self.err_at(
                loc,
                format!("redefinition of attribute alias id '{}'", name),
            );
        }
        let a = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> DResult<()> {
        let name = self.tok_text()[1..].to_string();
        let loc = self.loc();
        self.advance();
        self.expect(Tok::Equal, "'=' in type alias definition")?;
        if name.contains('.') {
            return self.err_at(
                loc,
                "type names with a '.' are reserved for dialect-defined names",
            );
        }
        if self.type_aliases.contains_key(&name) {
            return self.err_at(loc, format!("redefinition of type alias id '{}'", name));
        }
        let t = self.parse_type()?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    /// `{-# dialect_resources: { builtin: { key: "0x..." } } #-}`; kept verbatim.
    fn parse_file_metadata(&mut self) -> DResult<()> {
        self.advance();
        loop {
            if self.consume_if(Tok::FileMetadataEnd) {
                return Ok(());
            }
            if !self.is(Tok::BareIdent) {
                return self.err("expected identifier key in file metadata dictionary");
            }
            let section = self.tok_text().to_string();
            self.advance();
            self.expect(Tok::Colon, "':'")?;
            self.expect(Tok::LBrace, "'{'")?;
            while !self.consume_if(Tok::RBrace) {
                if !self.is(Tok::BareIdent) {
                    return self.err("expected identifier key for 'resource' entry");
                }
                let dialect = self.tok_text().to_string();
                let dialect_loc = self.loc();
                self.advance();
                self.expect(Tok::Colon, "':'")?;
                self.expect(Tok::LBrace, "'{'")?;
                let mut entries = Vec::new();
                while !self.consume_if(Tok::RBrace) {
                    if !matches!(self.tok.kind, Tok::BareIdent | Tok::String) {
                        return self.err("expected identifier key for 'resource' entry");
                    }
                    let key = self.tok_text().to_string();
                    self.advance();
                    self.expect(Tok::Colon, "':'")?;
                    let vstart = self.tok.start as usize;
                    match self.tok.kind {
                        Tok::String | Tok::Integer | Tok::BareIdent => self.advance(),
                        _ => return self.err("expected resource value"),
                    }
                    let vend = self.lex_prev_end();
                    entries.push((key, self.src[vstart..vend].to_string()));
                    if !self.consume_if(Tok::Comma) && !self.is(Tok::RBrace) {
                        return self.err("expected ',' or '}'");
                    }
                }
                if section == "dialect_resources" {
                    if !crate::registry::is_known_dialect(self.ctx.registry, &dialect) {
                        return self
                            .err_at(dialect_loc, format!("dialect '{}' is unknown", dialect));
                    }
                    self.ctx.resources.push((dialect, entries));
                }
                if !self.consume_if(Tok::Comma) && !self.is(Tok::RBrace) {
                    return self.err("expected ',' or '}'");
                }
            }
            if !self.consume_if(Tok::Comma) && !self.is(Tok::FileMetadataEnd) {
                return self.err("expected ',' or '#-}'");
            }
        }
    }

    /// End offset of the previously consumed token (trivia before the current one excluded).
    pub(crate) fn lex_prev_end(&self) -> usize {
        let mut e = self.tok.start as usize;
        let b = self.src.as_bytes();
        while e > 0 && (b[e - 1] as char).is_whitespace() {
            e -= 1;
        }
        e
    }

    // ----- SSA scoping -----

    /// Interns an SSA name (a slice of the source: no allocation).
    pub fn ssa_id(&mut self, s: &'a str) -> SsaName {
        let numbered = self
            .numbered
            .slot(self.src.as_bytes(), s, self.ssa_names.len());
        if let Some((table, n)) = numbered {
            let id = self.numbered.tables[table][n];
            if id != 0 {
                // A use of the name resolves once the operand list and its
                // types are parsed, and reads the binding then.
                if let Some(b) = self.bindings.get(id as usize - 1) {
                    crate::context::prefetch(b);
                }
                return SsaName(id - 1);
            }
            // A number once too sparse for its table went to the hash
            // tables: it keeps the id it got there.
            let id = self
                .hashed_ssa_id(s)
                .unwrap_or_else(|| self.new_ssa_name(s));
            self.numbered.tables[table][n] = id.0 + 1;
            return id;
        }
        if let Some(id) = self.hashed_ssa_id(s) {
            return id;
        }
        let packed = pack_name(self.src.as_bytes(), s.as_bytes());
        let id = self.new_ssa_name(s);
        match packed {
            Some(k) => self.ssa_short_ids.insert(k, id),
            None => self.ssa_ids.insert(s, id),
        };
        id
    }
    fn hashed_ssa_id(&self, s: &str) -> Option<SsaName> {
        let packed = pack_name(self.src.as_bytes(), s.as_bytes());
        let found = match packed {
            Some(k) => self.ssa_short_ids.get(&k),
            None => self.ssa_ids.get(s),
        };
        found.copied()
    }
    fn new_ssa_name(&mut self, s: &'a str) -> SsaName {
        let id = SsaName(self.ssa_names.len() as u32);
        self.ssa_names.push(s);
        self.bindings.push(UNBOUND);
        id
    }
    pub fn ssa_str(&self, n: SsaName) -> &str {
        self.ssa_names[n.0 as usize]
    }

    /// The values `n` names in the current isolated scope.
    fn binding(&self, n: SsaName) -> Option<(Value, u32)> {
        let b = self.bindings[n.0 as usize];
        (b.count > 0 && b.scope as usize == self.ssa.len()).then_some((b.first, b.count))
    }

    fn push_ssa_region(&mut self, isolated: bool) {
        if isolated {
            self.ssa.push(SsaScope::default());
        }
        self.region_marks.push(self.undo.len());
    }

    fn pop_ssa_region(&mut self, isolated: bool) -> DResult<()> {
        if let Some(mark) = self.region_marks.pop() {
            for (n, old) in self.undo.drain(mark..).rev() {
                self.bindings[n.0 as usize] = old;
            }
        }
        if isolated {
            self.close_ssa_scope();
        }
        Ok(())
    }

    /// Closes an isolated scope; its names still undefined are kept for the
    /// report at the end of the text.
    fn close_ssa_scope(&mut self) {
        let scope = self.ssa.pop().unwrap();
        self.undeclared
            .extend(scope.forward.values().map(|&(_, loc)| loc));
    }

    /// Every use of a name that was never defined, in source order: one error
    /// each (mlir-opt's parser reports them all once the text is parsed).
    fn report_undeclared(&mut self) -> DResult<()> {
        if self.undeclared.is_empty() {
            return Ok(());
        }
        let mut locs = std::mem::take(&mut self.undeclared);
        locs.sort_by_key(|l| l.offset);
        let mut errors = locs
            .into_iter()
            .map(|loc| Diagnostic::error(loc, "use of undeclared SSA value name"));
        let mut first = errors.next().expect("at least one undeclared name");
        first.follow.extend(errors);
        Err(Box::new(first))
    }

    /// Resolves a use of `%name#number` with an expected type.
    pub fn resolve_value(&mut self, u: &UnresolvedOperand, ty: Type) -> DResult<Value> {
        if let Some((first, count)) = self.binding(u.name) {
            if u.number >= count {
                return self.raw_err_at(u.loc, "reference to invalid result number");
            }
            let v = Value(first.0 + u.number);
            // The op that uses `v` is built once the rest of it is parsed
            // (for linalg ops, after a whole region), and linking the use
            // then reads `v`'s record, which may lie anywhere: ask for it now.
            crate::context::prefetch(self.ctx.value(v));
            let vt = if u.number == 0 {
                self.bindings[u.name.0 as usize].first_type
            } else {
                self.ctx.value_type(v)
            };
            if vt != ty {
                let def = self.definition_loc(u.name);
                return self.type_mismatch_at(u, ty, vt, def);
            }
            return Ok(v);
        }
        let key = (u.name, u.number);
        let scope = self.ssa.last_mut().unwrap();
        if let Some(&(v, prior)) = scope.forward.get(&key) {
            let vt = self.ctx.value_type(v);
            if vt != ty {
                return self.type_mismatch_at(u, ty, vt, prior);
            }
            return Ok(v);
        }
        let v = self.ctx.new_placeholder(ty);
        self.ssa.last_mut().unwrap().forward.insert(key, (v, u.loc));
        Ok(v)
    }

    /// Where the name bound in the current scope was defined.
    fn definition_loc(&self, n: SsaName) -> Loc {
        self.loc_at(self.bindings[n.0 as usize].def_offset as usize)
    }

    /// A use whose type differs from the value's earlier use or definition
    /// (at `prior`), reported at the use as mlir-opt does.
    fn type_mismatch_at<T>(
        &self,
        u: &UnresolvedOperand,
        ty: Type,
        vt: Type,
        prior: Loc,
    ) -> DResult<T> {
        let msg = format!(
            "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
            self.ssa_str(u.name),
            crate::printer::type_to_string(self.ctx, ty),
            crate::printer::type_to_string(self.ctx, vt)
        );
        Err(Box::new(
            Diagnostic::error(u.loc, msg).with_note(prior, "prior use here"),
        ))
    }

    /// Binds `name` to `values` (a result group or one block argument).
    pub fn define_values(&mut self, name: &'a str, loc: Loc, values: &[Value]) -> DResult<()> {
        let id = self.ssa_id(name);
        self.define_ids(id, loc, values)
    }

    /// Binds an interned name to consecutive `values` (a result group or one block argument).
    pub fn define_ids(&mut self, key: SsaName, loc: Loc, values: &[Value]) -> DResult<()> {
        let contiguous = values.windows(2).all(|w| w[1].0 == w[0].0 + 1);
        debug_assert!(contiguous, "SSA names bind consecutive values");
        if !contiguous || values.is_empty() {
            let name = self.ssa_str(key).to_string();
            return self.raw_err_at(loc, format!("redefinition of SSA value '{}'", name));
        }
        self.define_run(key, loc, values[0], values.len() as u32)
    }

    /// Binds an interned name to the `count > 0` values numbered from `first`.
    fn define_run(&mut self, key: SsaName, loc: Loc, first: Value, count: u32) -> DResult<()> {
        if self.binding(key).is_some() {
            let name = self.ssa_str(key).to_string();
            let msg = format!("redefinition of SSA value '{}'", name);
            let def = self.definition_loc(key);
            return Err(Box::new(
                Diagnostic::error(loc, msg).with_note(def, "previously defined here"),
            ));
        }
        let slot = &mut self.bindings[key.0 as usize];
        self.undo.push((key, *slot));
        *slot = Binding {
            first,
            count,
            scope: self.ssa.len() as u32,
            def_offset: loc.offset,
            first_type: self.ctx.value_type(first),
        };
        if self.ssa.last().unwrap().forward.is_empty() {
            return Ok(());
        }
        for i in 0..count {
            let v = Value(first.0 + i);
            if let Some((ph, ploc)) = self.ssa.last_mut().unwrap().forward.remove(&(key, i)) {
                let (pt, vt) = (self.ctx.value_type(ph), self.ctx.value_type(v));
                if pt != vt {
                    let msg = format!(
                        "definition of SSA value '{}#{}' has type '{}'",
                        self.ssa_str(key),
                        i,
                        crate::printer::type_to_string(self.ctx, vt)
                    );
                    return Err(Box::new(Diagnostic::error(loc, msg).with_note(
                        ploc,
                        format!(
                            "previously used here with type '{}'",
                            crate::printer::type_to_string(self.ctx, pt)
                        ),
                    )));
                }
                self.ctx.replace_all_uses(ph, v);
            }
        }
        Ok(())
    }

    // ----- operations -----

    pub fn parse_operation(&mut self) -> DResult<Op> {
        self.enter()?;
        let r = self.parse_operation_inner();
        self.leave();
        r
    }

    fn parse_operation_inner(&mut self) -> DResult<Op> {
        let mut result_groups: smallvec::SmallVec<[(SsaName, u32, Loc); 1]> =
            smallvec::SmallVec::new();
        let mut num_expected = 0u32;
        let start_loc = self.loc();
        if self.is(Tok::PercentIdent) {
            loop {
                if !self.is(Tok::PercentIdent) {
                    return self.err("expected valid ssa identifier");
                }
                let name = self.ssa_id(self.tok_text());
                let loc = self.loc();
                self.advance();
                let mut count = 1u32;
                if self.consume_if(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return self.err("expected integer number of results");
                    }
                    count = match self.tok_text().parse::<u32>() {
                        Ok(n) if n > 0 => n,
                        _ => return self.err("expected named operation to have at least 1 result"),
                    };
                    self.advance();
                }
                result_groups.push((name, count, loc));
                num_expected += count;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let op_loc = self.loc();
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op()?,
            // An integer type (`i32`, `si8`) is its own token to MLIR's lexer,
            // never the name of an op.
            Tok::BareIdent if crate::parse_attr::int_type_parts(self.tok_text()).is_none() => {
                self.parse_custom_op(op_loc)?
            }
            _ => return self.err("expected operation name in quotes"),
        };
        if let Some(loc) = self.parse_trailing_location()? {
            self.ctx.op_mut(op).loc = loc;
        }
        if !result_groups.is_empty() {
            let results = self.ctx.results(op);
            let num_results = results.len();
            if num_results == 0 {
                return self.err_at(start_loc, "cannot name an operation with no results");
            }
            if num_results as u32 != num_expected {
                return self.err_at(
                    start_loc,
                    format!(
                        "operation defines {} results but was provided {} to bind",
                        num_results, num_expected
                    ),
                );
            }
            let first = results[0];
            if results
                .iter()
                .enumerate()
                .all(|(i, v)| v.0 == first.0 + i as u32)
            {
                // Consecutive results (as the context allocates them): bound
                // by position, without copying the list out of the context.
                let mut k = 0u32;
                for (name, count, loc) in result_groups {
                    self.define_run(name, loc, Value(first.0 + k), count)?;
                    k += count;
                }
            } else {
                let results: smallvec::SmallVec<[Value; 4]> =
                    smallvec::SmallVec::from_slice(results);
                let mut k = 0usize;
                for (name, count, loc) in result_groups {
                    let (a, b) = (k, k + count as usize);
                    k = b;
                    self.define_ids(name, loc, &results[a..b])?;
                }
            }
        }
        Ok(op)
    }

    /// `loc(...)` after an op or argument: the location it gives, for
    /// diagnostics (`None` without one, or in a form not understood).
    pub fn parse_trailing_location(&mut self) -> DResult<Option<Loc>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.advance();
        if !self.is(Tok::LParen) {
            return self.wrong_token("expected '(' in location");
        }
        let start = self.tok.start as usize;
        let mut table = std::mem::take(&mut self.ctx.locs);
        let id = {
            let mut aliases = LocAliases {
                ctx: self.ctx,
                aliases: &self.attr_aliases,
                resolved: &mut self.loc_alias_ids,
            };
            read_location_prefix(
                &mut table,
                &self.src[start..],
                &mut |t, name| aliases.get(t, name, 0),
                "location",
            )
        };
        let forward = match id {
            Ok((Some(id), _)) => matches!(table.get(id), LocKind::Alias(_)).then_some(id),
            _ => None,
        };
        self.ctx.locs = table;
        match id {
            Err((at, msg)) => self.raw_err_at(self.loc_at(start + at), msg),
            Ok((id, len)) => {
                self.reset_to(start + len);
                if let Some(id) = forward {
                    // `loc(#name)`: the alias is checked at the end of the file.
                    self.forward_loc_aliases.push((id, self.loc_at(start + 1)));
                }
                Ok(id.map(Loc::explicit))
            }
        }
    }

    /// Points location aliases used before their definition at what they
    /// were defined as.
    fn resolve_forward_location_aliases(&mut self) -> DResult<()> {
        if self.forward_loc_aliases.is_empty() {
            return Ok(());
        }
        let mut table = std::mem::take(&mut self.ctx.locs);
        let mut undefined = None;
        let mut aliases = LocAliases {
            ctx: self.ctx,
            aliases: &self.attr_aliases,
            resolved: &mut self.loc_alias_ids,
        };
        for &(id, loc) in &self.forward_loc_aliases {
            let LocKind::Alias(name) = table.get(id).clone() else {
                continue;
            };
            match aliases.get(&mut table, &name, 0) {
                Some(target) => table.resolve_alias(id, target),
                None => {
                    undefined.get_or_insert(loc);
                }
            }
        }
        self.ctx.locs = table;
        match undefined {
            Some(loc) => self.err_at(loc, "operation location alias was never defined"),
            None => Ok(()),
        }
    }

    /// The `( ... )` of a location attribute, checked as mlir-opt parses
    /// it (aliases may be defined later: only the syntax is checked here).
    pub(crate) fn location_attr_text(&mut self) -> DResult<String> {
        if !self.is(Tok::LParen) {
            return self.wrong_token("expected '(' in inline location");
        }
        let start = self.tok.start as usize;
        let mut scratch = LocTable::default();
        let alias_placeholder =
            &mut |t: &mut LocTable, name: &str| Some(t.intern(LocKind::Alias(name.to_string())));
        match read_location_prefix(
            &mut scratch,
            &self.src[start..],
            alias_placeholder,
            "inline location",
        ) {
            Err((at, msg)) => self.raw_err_at(self.loc_at(start + at), msg),
            Ok((_, len)) => {
                self.reset_to(start + len);
                Ok(self.src[start..start + len].to_string())
            }
        }
    }

    fn parse_generic_op(&mut self) -> DResult<Op> {
        let loc = self.loc();
        let name_bytes = unescape(self.tok_text());
        let name = String::from_utf8_lossy(&name_bytes).to_string();
        self.advance();
        if !name.contains('.') && !name.is_empty() {
            // MLIR accepts a dot-less name only for ops of the builtin dialect.
        }
        let def = self.ctx.registry.lookup(&name);
        let dialect = name.split('.').next().unwrap_or("");
        if def.is_none()
            && !self.allow_unregistered
            && !self.ctx.registry.is_dialect_registered(dialect)
        {
            return self.err_at(self.loc(), "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used");
        }
        let mut operands = Vec::new();
        self.expect(Tok::LParen, "'(' to start operand list")?;
        // The list is optional: anything but an SSA name ends it (MLIR's
        // `parseOptionalSSAUseList`), and then `)` must follow.
        if self.is(Tok::PercentIdent) {
            loop {
                operands.push(self.parse_operand()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' to end operand list")?;
        let mut successors = Vec::new();
        if self.is(Tok::LSquare) {
            self.parse_comma_list(Tok::LSquare, Tok::RSquare, "'['", |p| {
                successors.push(p.parse_successor()?);
                Ok(())
            })?;
        }
        let mut attrs = Vec::new();
        let mut props = None;
        if self.is(Tok::Less) {
            self.advance();
            let pa = self.parse_attribute(None)?;
            self.expect(Tok::Greater, "'>' to close properties")?;
            if def.is_some() {
                match self.ctx.attr_kind(pa).clone() {
                    crate::attrs::AttrKind::Dict(entries) => attrs.extend(entries),
                    _ => return self.err_at(loc, "expected a dictionary of properties"),
                }
            } else {
                props = Some(pa);
            }
        }
        let mut regions = Vec::new();
        let isolated = def
            .map(|d| d.has(traits::ISOLATED_FROM_ABOVE))
            .unwrap_or(false);
        // Generic-form ops do not change the default dialect: their regions inherit the enclosing
        // one (mlir-opt only pushes a default dialect for ops in custom form).
        let inherited = *self.default_dialects.last().unwrap();
        self.default_dialects.push(inherited);
        if self.is(Tok::LParen) {
            let r = self.parse_comma_list(Tok::LParen, Tok::RParen, "'('", |p| {
                regions.push(p.parse_region_impl(&[], isolated)?);
                Ok(())
            });
            if let Err(e) = r {
                self.default_dialects.pop();
                return Err(e);
            }
        }
        self.default_dialects.pop();
        if self.is(Tok::LBrace) {
            self.parse_attr_dict_into(&mut attrs)?;
        }
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let ftloc = self.loc();
        let ft = self.parse_type()?;
        let (ins, outs) = match self.ctx.type_kind(ft) {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return self.err_at(ftloc, "expected function type"),
        };
        if ins.len() != operands.len() {
            return self.err_at(
                ftloc,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    ins.len()
                ),
            );
        }
        let mut vals = Vec::with_capacity(operands.len());
        for (u, t) in operands.iter().zip(&ins) {
            vals.push(self.resolve_value(u, *t)?);
        }
        let name_sym = self.ctx.sym(&name);
        self.add_default_props(&name, &mut attrs);
        let st = OpState {
            name: name_sym,
            operands: vals,
            result_types: outs,
            attrs,
            props,
            regions,
            successors,
            loc,
        };
        Ok(self.ctx.create_op(st))
    }

    /// The default-valued properties a registered op written in generic
    /// form lacks (MLIR sets them on every op it creates).
    fn add_default_props(&mut self, name: &str, attrs: &mut Vec<(Sym, Attr)>) {
        let registry = self.ctx.registry;
        let Some(dialect) = name.split_once('.').map(|(d, _)| d) else {
            return;
        };
        let Some(defaults) = registry
            .dialect_hooks(dialect)
            .and_then(|h| h.default_props)
        else {
            return;
        };
        if registry.lookup(name).is_none() {
            return;
        }
        for (k, a) in defaults(self.ctx, name) {
            let k = self.ctx.sym(k);
            if !attrs.iter().any(|(n, _)| *n == k) {
                attrs.push((k, a));
            }
        }
    }

    fn parse_custom_op(&mut self, loc: Loc) -> DResult<Op> {
        let text = self.tok_text();
        let default = *self.default_dialects.last().unwrap();
        // Default dialects are static names: equal addresses mean equal names,
        // and a name at another address is only a missed shortcut.
        let short_key = pack_name(self.src.as_bytes(), text.as_bytes())
            .map(|k| (k, default.as_ptr() as usize ^ default.len() << 48));
        let cached = match short_key {
            Some(k) => self.short_op_names.get(&k).copied(),
            None => None,
        };
        let (def, name) = match cached {
            Some(found) => found,
            None => {
                let found = match self.op_names.get(&(text, default)) {
                    Some(&found) => found,
                    None => {
                        let found = self.lookup_custom_op(text, default, loc)?;
                        self.op_names.insert((text, default), found);
                        found
                    }
                };
                if let Some(k) = short_key {
                    self.short_op_names.insert(k, found);
                }
                found
            }
        };
        self.advance();
        let mut st = OpState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        };
        self.default_dialects
            .push(def.default_dialect.unwrap_or(""));
        self.isolating.push(def.has(traits::ISOLATED_FROM_ABOVE));
        let r = {
            self.custom_frames.push((name, self.nest_depth));
            let mut op_parser = OpParser { p: self, loc };
            (def.parse.unwrap())(&mut op_parser, &mut st)
        };
        self.custom_frames.pop();
        self.isolating.pop();
        self.default_dialects.pop();
        r?;
        if let Some(n) = def.num_regions {
            while st.regions.len() < n {
                let r = self.ctx.new_region();
                st.regions.push(r);
            }
        }
        Ok(self.ctx.create_op(st))
    }

    /// The definition (with a custom parser) and the full name of the op
    /// spelled `text` under the default dialect `default`.
    fn lookup_custom_op(
        &mut self,
        text: &str,
        default: &'static str,
        loc: Loc,
    ) -> DResult<(&'static OpDef, Sym)> {
        let mut def: Option<&'static OpDef> = None;
        let mut name = None;
        let direct = self.ctx.registry.lookup(text);
        if (!text.contains('.') || direct.is_none()) && !default.is_empty() {
            let cand = format!("{}.{}", default, text);
            if let Some(d) = self.ctx.registry.lookup(&cand) {
                def = Some(d);
                name = Some(self.ctx.sym(&cand));
            }
        }
        if def.is_none() {
            def = direct;
        }
        let Some(def) = def.filter(|d| d.parse.is_some()) else {
            let dialect = match text.split_once('.') {
                Some((d, _)) => Some(d),
                // An undotted name under an empty default dialect is looked up as `.name`.
                None if default.is_empty() => {
                    return self.err_at(
                        loc,
                        format!(
                            "Dialect `' not found for custom op '{}'  (tried '.{}' as well)",
                            text, text
                        ),
                    );
                }
                None => None,
            };
            if let Some(d) =
                dialect.filter(|d| !crate::registry::is_known_dialect(self.ctx.registry, d))
            {
                return self.err_at(
                    loc,
                    format!("Dialect `{}' not found for custom op '{}' ", d, text),
                );
            }
            let mut msg = format!("custom op '{}' is unknown", text);
            if !default.is_empty() && !text.contains('.') {
                msg = format!("{} (tried '{}.{}' as well)", msg, default, text);
            }
            return self.err_at(loc, msg);
        };
        let name = match name {
            Some(n) => n,
            None => self.ctx.sym(text),
        };
        Ok((def, name))
    }

    pub fn parse_operand(&mut self) -> DResult<UnresolvedOperand> {
        if !self.is(Tok::PercentIdent) {
            // Reported by the base parser in MLIR: never prefixed.
            self.nest_depth += 1;
            let e = self.err("expected SSA operand");
            self.nest_depth -= 1;
            return e;
        }
        let loc = self.loc();
        let name = self.ssa_id(self.tok_text());
        self.advance();
        let mut number = 0;
        if self.is(Tok::HashIdent) {
            let t = &self.tok_text()[1..];
            match t.parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return self.err("invalid SSA value result number"),
            }
            self.advance();
        }
        Ok(UnresolvedOperand { name, number, loc })
    }

    // ----- successors and blocks -----

    /// Looks up or forward-declares a block label in the current region.
    pub fn parse_successor(&mut self) -> DResult<Block> {
        if !self.is(Tok::CaretIdent) {
            return self.err("expected block name");
        }
        let name = self.tok_text();
        let loc = self.loc();
        self.advance();
        Ok(self.block_ref(name, loc))
    }

    fn block_ref(&mut self, name: &'a str, loc: Loc) -> Block {
        let Some(scope) = self.block_scopes.last_mut() else {
            return self.ctx.new_block();
        };
        if let Some(&(b, _, _)) = scope.get(name) {
            return b;
        }
        let b = self.ctx.new_block();
        self.block_scopes
            .last_mut()
            .unwrap()
            .insert(name, (b, false, loc));
        b
    }

    /// Parses `{ blocks }`. `entry_args` are pre-declared entry block arguments
    /// (from custom syntax such as a function signature).
    pub fn parse_region_impl(
        &mut self,
        entry_args: &[(UnresolvedOperand, Type)],
        isolated: bool,
    ) -> DResult<Region> {
        self.enter()?;
        self.nest_depth += 1;
        let r = self.parse_region_body(entry_args, isolated);
        self.nest_depth -= 1;
        self.leave();
        r
    }

    fn parse_region_body(
        &mut self,
        entry_args: &[(UnresolvedOperand, Type)],
        isolated: bool,
    ) -> DResult<Region> {
        let region = self.ctx.new_region();
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        self.push_ssa_region(isolated);
        let scope = self.block_scope_pool.pop().unwrap_or_default();
        self.block_scopes.push(scope);
        let res = self.parse_region_blocks(region, entry_args);
        let mut scope = self.block_scopes.pop().unwrap();
        res?;
        let undefined = scope
            .values()
            .filter(|(_, defined, _)| !defined)
            .map(|&(_, _, l)| l)
            .min_by_key(|l| l.offset);
        scope.clear();
        self.block_scope_pool.push(scope);
        if let Some(loc) = undefined {
            return self.err_at(loc, "reference to an undefined block");
        }
        self.pop_ssa_region(isolated)?;
        Ok(region)
    }

    fn parse_region_blocks(
        &mut self,
        region: Region,
        entry_args: &[(UnresolvedOperand, Type)],
    ) -> DResult<()> {
        if self.consume_if(Tok::RBrace) {
            if !entry_args.is_empty() {
                let b = self.ctx.new_block();
                for (u, t) in entry_args {
                    let v = self.ctx.add_block_arg(b, *t);
                    self.ctx.set_arg_loc(v, u.loc);
                    self.define_ids(u.name, u.loc, &[v])?;
                }
                self.ctx.append_block(region, b);
            }
            return Ok(());
        }
        // Entry block: labeled or not.
        if !self.is(Tok::CaretIdent) || !entry_args.is_empty() {
            if self.is(Tok::CaretIdent) && !entry_args.is_empty() {
                return self.err("invalid block name in region with named arguments");
            }
            let b = self.ctx.new_block();
            self.ctx.set_block_loc(b, self.loc());
            for (u, t) in entry_args {
                let v = self.ctx.add_block_arg(b, *t);
                self.ctx.set_arg_loc(v, u.loc);
                self.define_ids(u.name, u.loc, &[v])?;
            }
            self.ctx.append_block(region, b);
            self.parse_block_body(b)?;
        }
        while !self.consume_if(Tok::RBrace) {
            if !self.is(Tok::CaretIdent) {
                return self.err("expected block name");
            }
            let b = self.parse_block_label()?;
            self.ctx.append_block(region, b);
            self.parse_block_body(b)?;
        }
        Ok(())
    }

    fn parse_block_label(&mut self) -> DResult<Block> {
        let name = self.tok_text();
        let loc = self.loc();
        self.advance();
        let scope = self.block_scopes.last_mut().unwrap();
        let b = match scope.get_mut(name) {
            Some((b, defined, _)) => {
                if *defined {
                    return self.err_at(loc, format!("redefinition of block '{}'", name));
                }
                *defined = true;
                *b
            }
            None => {
                let b = self.ctx.new_block();
                self.block_scopes
                    .last_mut()
                    .unwrap()
                    .insert(name, (b, true, loc));
                b
            }
        };
        self.ctx.set_block_loc(b, loc);
        if self.is(Tok::LParen) {
            self.parse_comma_list(
                Tok::LParen,
                Tok::RParen,
                "'(' in block argument list",
                |p| {
                    let u = p.parse_operand()?;
                    if u.number != 0 || p.src[u.loc.offset as usize..].starts_with('#') {
                        return p.err_at(u.loc, "invalid block argument name");
                    }
                    p.expect(Tok::Colon, "':' and type for SSA operand")?;
                    let t = p.parse_type()?;
                    let written = p.parse_trailing_location()?;
                    let v = p.ctx.add_block_arg(b, t);
                    p.ctx.set_arg_loc(v, written.unwrap_or(u.loc));
                    p.define_ids(u.name, u.loc, &[v])
                },
            )?;
        }
        self.expect(Tok::Colon, "':' after block name")?;
        Ok(b)
    }

    fn parse_block_body(&mut self, b: Block) -> DResult<()> {
        loop {
            match self.tok.kind {
                Tok::CaretIdent | Tok::RBrace => return Ok(()),
                Tok::Eof => return self.err("expected '}' to end a region"),
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(b, op);
                }
            }
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
        // An alias defined through a chain of others; a cycle cannot be
        // written (an alias is defined once), but stay bounded anyway.
        if depth > 64 {
            return None;
        }
        let a = *self.aliases.get(name)?;
        let crate::AttrKind::Location(text) = self.ctx.attr_kind(a) else {
            return None;
        };
        let text = text.clone();
        let id = read_location(table, &text, &mut |t, n| self.get(t, n, depth + 1)).ok()??;
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

/// Operands of one list of a custom op, inline when few.
pub type SmallOperands = smallvec::SmallVec<[UnresolvedOperand; 4]>;
/// Types of one list of a custom op, inline when few.
pub type SmallTypes = smallvec::SmallVec<[Type; 4]>;

/// The interface given to custom op parsers: MLIR's OpAsmParser, in Rust.
pub struct OpParser<'p, 'a> {
    pub p: &'p mut Parser<'a>,
    /// Location of the op name.
    pub loc: Loc,
}

impl<'p, 'a> OpParser<'p, 'a> {
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }
    pub fn cur_loc(&self) -> Loc {
        self.p.loc()
    }
    pub fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.p.err_here(msg)
    }
    pub fn err_at<T>(&self, loc: Loc, msg: impl Into<String>) -> DResult<T> {
        self.p.err_at(loc, msg)
    }
    pub fn is(&self, k: Tok) -> bool {
        self.p.is(k)
    }
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.p.is_keyword(kw)
    }
    pub fn consume_if(&mut self, k: Tok) -> bool {
        self.p.consume_if(k)
    }
    pub fn expect(&mut self, k: Tok, what: &str) -> DResult<()> {
        self.p.expect(k, what)
    }
    pub fn optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }
    pub fn keyword(&mut self, kw: &str) -> DResult<()> {
        self.p.expect_keyword(kw)
    }
    /// Any bare identifier (or a string, as MLIR's keyword-or-string).
    pub fn parse_any_keyword(&mut self) -> DResult<String> {
        if self.p.is(Tok::BareIdent) {
            let s = self.p.tok_text().to_string();
            self.p.advance();
            Ok(s)
        } else {
            self.p.err("expected valid keyword")
        }
    }
    pub fn peek_keyword(&self) -> Option<&str> {
        if self.p.is(Tok::BareIdent) {
            Some(self.p.tok_text())
        } else {
            None
        }
    }
    pub fn operand(&mut self) -> DResult<UnresolvedOperand> {
        self.p.parse_operand()
    }
    pub fn optional_operand(&mut self) -> DResult<Option<UnresolvedOperand>> {
        if self.p.is(Tok::PercentIdent) {
            Ok(Some(self.p.parse_operand()?))
        } else {
            Ok(None)
        }
    }
    /// `%a, %b, ...` (possibly empty when no `%` follows).
    pub fn operand_list(&mut self) -> DResult<Vec<UnresolvedOperand>> {
        Ok(self.operand_list_small()?.into_vec())
    }
    /// [`Self::operand_list`] kept inline when short (no heap allocation).
    pub fn operand_list_small(&mut self) -> DResult<SmallOperands> {
        let mut v = SmallOperands::new();
        if !self.p.is(Tok::PercentIdent) {
            return Ok(v);
        }
        loop {
            v.push(self.p.parse_operand()?);
            if !self.p.consume_if(Tok::Comma) {
                return Ok(v);
            }
        }
    }
    /// `(%a, %b)`.
    pub fn paren_operand_list(&mut self) -> DResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        self.p
            .parse_comma_list(Tok::LParen, Tok::RParen, "'('", |p| {
                v.push(p.parse_operand()?);
                Ok(())
            })?;
        Ok(v)
    }
    pub fn resolve(&mut self, u: &UnresolvedOperand, t: Type) -> DResult<Value> {
        self.p.resolve_value(u, t)
    }
    pub fn resolve_all(
        &mut self,
        us: &[UnresolvedOperand],
        ts: &[Type],
        loc: Loc,
    ) -> DResult<Vec<Value>> {
        if us.len() != ts.len() {
            return self.p.err_at(
                loc,
                format!("{} operands present, but expected {}", us.len(), ts.len()),
            );
        }
        us.iter()
            .zip(ts)
            .map(|(u, t)| self.p.resolve_value(u, *t))
            .collect()
    }
    /// [`Self::resolve_all`] appending to `out`.
    pub fn resolve_all_into(
        &mut self,
        us: &[UnresolvedOperand],
        ts: &[Type],
        loc: Loc,
        out: &mut Vec<Value>,
    ) -> DResult<()> {
        if us.len() != ts.len() {
            return self.p.err_at(
                loc,
                format!("{} operands present, but expected {}", us.len(), ts.len()),
            );
        }
        out.reserve(us.len());
        for (u, t) in us.iter().zip(ts) {
            out.push(self.p.resolve_value(u, *t)?);
        }
        Ok(())
    }
    /// [`Self::resolve_same`] appending to `out`.
    pub fn resolve_same_into(
        &mut self,
        us: &[UnresolvedOperand],
        t: Type,
        out: &mut Vec<Value>,
    ) -> DResult<()> {
        out.reserve(us.len());
        for u in us {
            out.push(self.p.resolve_value(u, t)?);
        }
        Ok(())
    }
    /// Resolves all operands with the same type.
    pub fn resolve_same(&mut self, us: &[UnresolvedOperand], t: Type) -> DResult<Vec<Value>> {
        us.iter().map(|u| self.p.resolve_value(u, t)).collect()
    }
    pub fn ty(&mut self) -> DResult<Type> {
        self.p.parse_type()
    }
    pub fn colon_type(&mut self) -> DResult<Type> {
        self.p.expect(Tok::Colon, "':'")?;
        self.p.parse_type()
    }
    /// `t1, t2, ...` (at least one).
    pub fn type_list(&mut self) -> DResult<Vec<Type>> {
        let mut v = vec![self.p.parse_type()?];
        while self.p.consume_if(Tok::Comma) {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }
    pub fn colon_type_list(&mut self) -> DResult<Vec<Type>> {
        self.p.expect(Tok::Colon, "':'")?;
        self.type_list()
    }
    /// [`Self::type_list`] kept inline when short (no heap allocation).
    pub fn type_list_small(&mut self) -> DResult<SmallTypes> {
        let mut v = SmallTypes::new();
        v.push(self.p.parse_type()?);
        while self.p.consume_if(Tok::Comma) {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }
    /// [`Self::colon_type_list`] kept inline when short (no heap allocation).
    pub fn colon_type_list_small(&mut self) -> DResult<SmallTypes> {
        self.p.expect(Tok::Colon, "':'")?;
        self.type_list_small()
    }
    /// `(t1, t2)` possibly empty.
    pub fn paren_type_list(&mut self) -> DResult<Vec<Type>> {
        let mut v = Vec::new();
        self.p
            .parse_comma_list(Tok::LParen, Tok::RParen, "'('", |p| {
                v.push(p.parse_type()?);
                Ok(())
            })?;
        Ok(v)
    }
    /// `-> t` or `-> (t1, t2)`.
    pub fn arrow_type_list(&mut self) -> DResult<Vec<Type>> {
        self.p.expect(Tok::Arrow, "'->'")?;
        self.function_result_types()
    }
    /// `t` or `(t1, t2)` as after `->`.
    pub fn function_result_types(&mut self) -> DResult<Vec<Type>> {
        if self.p.is(Tok::LParen) {
            self.paren_type_list()
        } else {
            Ok(vec![self.p.parse_type()?])
        }
    }
    pub fn attribute(&mut self, hint: Option<Type>) -> DResult<Attr> {
        self.p.parse_attribute(hint)
    }
    pub fn optional_attr_dict(&mut self, attrs: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        if self.p.is(Tok::LBrace) {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }
    pub fn optional_attr_dict_with_keyword(&mut self, attrs: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        if self.p.consume_keyword("attributes") {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }
    pub fn integer(&mut self) -> DResult<i64> {
        let neg = self.p.consume_if(Tok::Minus);
        if !self.p.is(Tok::Integer) {
            return self.p.err_here("expected integer value");
        }
        let v = crate::parse_attr::parse_int_text(self.p.tok_text());
        let Some(v) = v.and_then(|v| i64::try_from(if neg { -v } else { v }).ok()) else {
            return self.p.err("integer value too large");
        };
        self.p.advance();
        Ok(v)
    }
    pub fn optional_integer(&mut self) -> DResult<Option<i64>> {
        if self.p.is(Tok::Integer) || self.p.is(Tok::Minus) {
            Ok(Some(self.integer()?))
        } else {
            Ok(None)
        }
    }
    pub fn string(&mut self) -> DResult<String> {
        if !self.p.is(Tok::String) {
            return self.p.err("expected string");
        }
        let s = String::from_utf8_lossy(&unescape(self.p.tok_text())).to_string();
        self.p.advance();
        Ok(s)
    }
    /// `@name` or `@"name"`.
    pub fn symbol_name(&mut self) -> DResult<String> {
        if !self.p.is(Tok::AtIdent) {
            return self
                .p
                .err_here("expected valid '@'-identifier for symbol name");
        }
        let s = symbol_text(self.p.tok_text());
        self.p.advance();
        Ok(s)
    }
    pub fn optional_symbol_name(&mut self) -> Option<String> {
        if self.p.is(Tok::AtIdent) {
            let s = symbol_text(self.p.tok_text());
            self.p.advance();
            Some(s)
        } else {
            None
        }
    }
    pub fn successor(&mut self) -> DResult<Block> {
        self.p.parse_successor()
    }
    /// `^bb(%a, %b : t1, t2)`; returns the block and the resolved operands.
    pub fn successor_and_operands(&mut self) -> DResult<(Block, Vec<Value>)> {
        let b = self.p.parse_successor()?;
        let mut vals = Vec::new();
        if self.p.consume_if(Tok::LParen) {
            let us = self.operand_list()?;
            if !us.is_empty() {
                let loc = self.cur_loc();
                let ts = self.colon_type_list()?;
                vals = self.resolve_all(&us, &ts, loc)?;
            }
            self.p.expect(Tok::RParen, "')'")?;
        }
        Ok((b, vals))
    }
    /// `%name : type` (a new value, e.g. a region argument).
    pub fn argument(&mut self, with_type: bool) -> DResult<(UnresolvedOperand, Option<Type>)> {
        let u = self.p.parse_operand()?;
        let t = if with_type {
            self.p.expect(Tok::Colon, "':'")?;
            Some(self.p.parse_type()?)
        } else {
            None
        };
        Ok((u, t))
    }
    /// A region whose entry block arguments are given (or declared by a label).
    pub fn region(&mut self, args: &[(UnresolvedOperand, Type)]) -> DResult<Region> {
        let iso = *self.p.isolating.last().unwrap_or(&false);
        self.p.parse_region_impl(args, iso)
    }
    pub fn optional_region(
        &mut self,
        args: &[(UnresolvedOperand, Type)],
    ) -> DResult<Option<Region>> {
        if self.p.is(Tok::LBrace) {
            Ok(Some(self.region(args)?))
        } else {
            Ok(None)
        }
    }
    /// A trailing `loc(...)`, which only an op keeps (see
    /// [`Parser::parse_trailing_location`]).
    pub fn trailing_location(&mut self) -> DResult<()> {
        self.p.parse_trailing_location().map(|_| ())
    }
    /// A trailing `loc(...)` after a block argument, which becomes the
    /// argument's location.
    pub fn trailing_location_of_arg(&mut self) -> DResult<Option<Loc>> {
        self.p.parse_trailing_location()
    }
    pub fn sym(&mut self, s: &str) -> Sym {
        self.p.ctx.sym(s)
    }
    /// [`Self::sym`] of a string that lives for the whole program: found by
    /// its address, without hashing or comparing its text.
    pub fn static_sym(&mut self, s: &'static str) -> Sym {
        let key = (s.as_ptr() as usize, s.len());
        let slot = (key.0 >> 3 ^ key.0 >> 9 ^ key.1) % STATIC_SYM_SLOTS;
        let (ptr, len, sym) = self.p.static_sym_slots[slot];
        if (ptr, len) == key {
            return sym;
        }
        let sym = match self.p.static_syms.get(&key) {
            Some(&sym) => sym,
            None => {
                let sym = self.p.ctx.sym(s);
                self.p.static_syms.insert(key, sym);
                sym
            }
        };
        self.p.static_sym_slots[slot] = (key.0, key.1, sym);
        sym
    }
    /// [`Context::memo_get`], answered from the last few answers when it can.
    pub fn memo_get(&mut self, key: &[u32]) -> Option<u32> {
        if let Some(v) = self.p.recent_memo.find(key) {
            return Some(v);
        }
        let v = self.p.ctx.memo_get(key)?;
        self.p.recent_memo.remember(key, v);
        Some(v)
    }
    /// [`Context::memo_set`], remembered for [`Self::memo_get`].
    pub fn memo_set(&mut self, key: &[u32], value: u32) {
        self.p.ctx.memo_set(key, value);
        self.p.recent_memo.remember(key, value);
    }
    /// The attribute memoized under `key`, made by `make` (which may memoize
    /// it itself) the first time.
    pub fn memo_attr(&mut self, key: &[u32], make: impl FnOnce(&mut Context) -> Attr) -> Attr {
        if let Some(a) = self.memo_get(key) {
            return Attr(a);
        }
        let a = make(self.p.ctx);
        self.memo_set(key, a.0);
        a
    }
    /// The `index` type.
    pub fn index_type(&mut self) -> Type {
        match self.p.index_type {
            Some(t) => t,
            None => {
                let t = self.p.ctx.index_type();
                self.p.index_type = Some(t);
                t
            }
        }
    }
    /// A bare affine map such as `(d0, d1) -> (d1, d0)` (dimension and symbol
    /// names are free, as in `memref.transpose`).
    pub fn bare_affine_map(&mut self) -> DResult<crate::affine::AffineMap> {
        let start = self.p.tok.start as usize;
        match crate::affine::parse_affine_map_prefix(&self.p.src[start..]) {
            Ok((m, end)) => {
                self.p.reset_to(start + end);
                Ok(m)
            }
            Err(e) => self.p.err_at(self.p.loc_at(start + e.offset), e.message),
        }
    }
}

pub fn symbol_text(tok: &str) -> String {
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
