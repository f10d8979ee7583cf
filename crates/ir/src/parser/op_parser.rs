//! The [`OpParser`] interface given to custom op parsers.

use super::*;

impl<'p, 'a> OpParser<'p, 'a> {
    /// The context the op is parsed into.
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }
    /// How many results the op being parsed is given names for.
    pub fn num_named_results(&self) -> u32 {
        self.p.named_results
    }
    /// The location of the current token.
    pub fn cur_loc(&self) -> Loc {
        self.p.loc()
    }
    /// An error at the current token.
    pub fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.p.err_here(msg)
    }
    /// An error at `loc`.
    pub fn err_at<T>(&self, loc: Loc, msg: impl Into<String>) -> DResult<T> {
        self.p.err_at(loc, msg)
    }
    /// Whether the current token is of kind `k`.
    pub fn is(&self, k: Tok) -> bool {
        self.p.is(k)
    }
    /// Whether the current token is the bare identifier `kw`.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.p.is_keyword(kw)
    }
    /// Consumes the current token if it is of kind `k`.
    pub fn consume_if(&mut self, k: Tok) -> bool {
        self.p.consume_if(k)
    }
    /// Consumes a token of kind `k`, else fails with "expected {what}".
    pub fn expect(&mut self, k: Tok, what: &str) -> DResult<()> {
        self.p.expect(k, what)
    }
    /// Consumes the keyword `kw` if it is next.
    pub fn optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }
    /// Consumes the keyword `kw`, else fails.
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
    /// The current token if it is a bare identifier, without consuming it.
    pub fn peek_keyword(&self) -> Option<&str> {
        if self.p.is(Tok::BareIdent) {
            Some(self.p.tok_text())
        } else {
            None
        }
    }
    /// `%name` or `%name#n`: a use of a value, resolved later against its type.
    pub fn operand(&mut self) -> DResult<UnresolvedOperand> {
        self.p.parse_operand()
    }
    /// An operand if a `%` token is next.
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
    /// The value named by `u`, which must have (or, for a forward reference, gets) type `t`.
    pub fn resolve(&mut self, u: &UnresolvedOperand, t: Type) -> DResult<Value> {
        self.p.resolve_value(u, t)
    }
    /// The values named by `us`, with types `ts` (one per operand, else an error at `loc`).
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
    /// A type.
    pub fn ty(&mut self) -> DResult<Type> {
        self.p.parse_type()
    }
    /// `: type`.
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
    /// `: t1, t2, ...`.
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
    /// An attribute; `hint` is the type that integer and float literals take when no `: type` follows.
    pub fn attribute(&mut self, hint: Option<Type>) -> DResult<Attr> {
        self.p.parse_attribute(hint)
    }
    /// An attribute dictionary `{...}` if one is next, appended to `attrs`.
    pub fn optional_attr_dict(&mut self, attrs: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        if self.p.is(Tok::LBrace) {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }
    /// `attributes {...}` if the keyword is next, appended to `attrs`.
    pub fn optional_attr_dict_with_keyword(&mut self, attrs: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        if self.p.consume_keyword("attributes") {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }
    /// An integer literal, optionally negative, that fits in an `i64`.
    pub fn integer(&mut self) -> DResult<i64> {
        let neg = self.p.consume_if(Tok::Minus);
        if !self.p.is(Tok::Integer) {
            return self.p.err_here("expected integer value");
        }
        let v = crate::lexer::parse_int_text(self.p.tok_text());
        let Some(v) = v.and_then(|v| i64::try_from(if neg { -v } else { v }).ok()) else {
            return self.p.err_here("integer value too large");
        };
        self.p.advance();
        Ok(v)
    }
    /// An integer literal if one is next.
    pub fn optional_integer(&mut self) -> DResult<Option<i64>> {
        if self.p.is(Tok::Integer) || self.p.is(Tok::Minus) {
            Ok(Some(self.integer()?))
        } else {
            Ok(None)
        }
    }
    /// A quoted string, unescaped.
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
    /// `@name` if one is next.
    pub fn optional_symbol_name(&mut self) -> Option<String> {
        if self.p.is(Tok::AtIdent) {
            let s = symbol_text(self.p.tok_text());
            self.p.advance();
            Some(s)
        } else {
            None
        }
    }
    /// `^label`: a successor block.
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
    /// A region if a `{` is next.
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
    /// The interned symbol of `s`.
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
    /// Turns the SSA ids of an affine expression list into operands, dims
    /// before symbols (MLIR's `parseAffineMapOfSSAIds` adds them so).
    fn ssa_affine_operands(
        &mut self,
        start: usize,
        parsed: &crate::affine::SsaAffine,
    ) -> (Vec<UnresolvedOperand>, Vec<UnresolvedOperand>) {
        let (mut dims, mut syms) = (Vec::new(), Vec::new());
        for id in &parsed.ids {
            let text = &self.p.src[start + id.start..start + id.end];
            let u = UnresolvedOperand {
                name: self.p.ssa_id(text),
                number: id.number,
                loc: self.p.loc_at(start + id.start),
            };
            if id.is_symbol {
                syms.push(u);
            } else {
                dims.push(u);
            }
        }
        (dims, syms)
    }
    /// `[%i, %j + symbol(%n)]` (or in parentheses): an affine map whose
    /// identifiers are SSA values, with its operands (dims, then symbols).
    pub fn affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> DResult<(crate::affine::AffineMap, Vec<UnresolvedOperand>)> {
        let start = self.p.tok.start as usize;
        match crate::affine::parse_ssa_affine_list(&self.p.src[start..], square) {
            Ok(parsed) => {
                let (mut dims, syms) = self.ssa_affine_operands(start, &parsed);
                dims.extend(syms);
                self.p.reset_to(start + parsed.end);
                Ok((parsed.map(), dims))
            }
            Err(e) => self
                .p
                .raw_err_at(self.p.loc_at(start + e.offset), e.message),
        }
    }
    /// One affine expression whose identifiers are SSA values, with its dim
    /// and symbol operands.
    pub fn affine_expr_of_ssa_ids(
        &mut self,
    ) -> DResult<(
        crate::affine::AffineExpr,
        Vec<UnresolvedOperand>,
        Vec<UnresolvedOperand>,
    )> {
        let start = self.p.tok.start as usize;
        match crate::affine::parse_ssa_affine_expr(&self.p.src[start..]) {
            Ok(mut parsed) => {
                let (dims, syms) = self.ssa_affine_operands(start, &parsed);
                self.p.reset_to(start + parsed.end);
                Ok((parsed.exprs.remove(0), dims, syms))
            }
            Err(e) => self
                .p
                .raw_err_at(self.p.loc_at(start + e.offset), e.message),
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
            Err(e) => self
                .p
                .raw_err_at(self.p.loc_at(start + e.offset), e.message),
        }
    }
}
