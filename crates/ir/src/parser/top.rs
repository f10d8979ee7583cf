//! The top level of a buffer: the implicit module, attribute and type
//! alias definitions, and the `{-# ... #-}` file metadata.

use super::*;

impl<'a> Parser<'a> {
    /// Parses a whole buffer into a `builtin.module` (implicit when the buffer
    /// is not a single module op).
    pub fn parse_top_level(&mut self) -> DResult<Op> {
        let top = self.parse_top_level_ops()?;
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

    /// Parses a whole buffer that must hold exactly one top-level op, of any
    /// kind, which is returned as it is (mlir-opt's `--no-implicit-module`).
    pub fn parse_single_top_level(&mut self) -> DResult<Op> {
        let top = self.parse_top_level_ops()?;
        let ops = self.ctx.block_op_vec(top);
        if let [op] = ops[..] {
            self.ctx.unlink_op(op);
            return Ok(op);
        }
        let loc = self.implicit_module_loc();
        Err(Box::new(Diagnostic::error(
            loc,
            format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            ),
        )))
    }

    /// Parses the buffer's ops into a fresh block, with the alias
    /// definitions and file metadata between them.
    fn parse_top_level_ops(&mut self) -> DResult<Block> {
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
        self.keep_location_alias_texts();
        Ok(top)
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
}
