//! Regions, blocks, block labels and successors.

use super::*;

impl<'a> Parser<'a> {
    /// Looks up or forward-declares a block label in the current region.
    pub fn parse_successor(&mut self) -> DResult<Block> {
        if !self.is(Tok::CaretIdent) {
            // MLIR's parseSuccessor: the parser's own wrong-token error, unprefixed.
            return self.wrong_token("expected block name");
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

    /// Binds an entry argument an op's parser named, refusing a name already in use
    /// with MLIR's words.
    fn define_entry_arg(&mut self, u: &UnresolvedOperand, v: Value) -> DResult<()> {
        if self.binding(u.name).is_some() {
            let msg = format!(
                "region entry argument '{}' is already in use",
                self.ssa_str(u.name)
            );
            let prior = self.definition_loc(u.name);
            return Err(Box::new(
                Diagnostic::error(u.loc, msg).with_note(prior, "previously referenced here"),
            ));
        }
        self.define_ids(u.name, u.loc, &[v])
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
                    self.define_entry_arg(u, v)?;
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
                self.define_entry_arg(u, v)?;
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
