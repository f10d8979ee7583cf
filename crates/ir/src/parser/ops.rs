//! Operations: the generic form, custom syntax through the op
//! definitions, trailing locations and operand references.

use super::*;

impl<'a> Parser<'a> {
    pub(crate) fn parse_operation(&mut self) -> DResult<Op> {
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
            Tok::BareIdent if crate::lexer::int_type_parts(self.tok_text()).is_none() => {
                let outer = std::mem::replace(&mut self.named_results, num_expected);
                let op = self.parse_custom_op(op_loc);
                self.named_results = outer;
                op?
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
                &mut |t, name, depth| aliases.get(t, name, depth),
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

    /// Hands the location aliases to the context, for the location
    /// attribute values that name them (see `Context::location_alias_texts`).
    pub(super) fn keep_location_alias_texts(&mut self) {
        for (name, &a) in &self.attr_aliases {
            if let crate::AttrKind::Location(text) = self.ctx.attr_kind(a) {
                let text = text.clone();
                self.ctx.location_alias_texts.insert(name.clone(), text);
            }
        }
    }

    /// Points location aliases used before their definition at what they
    /// were defined as.
    pub(super) fn resolve_forward_location_aliases(&mut self) -> DResult<()> {
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
        // The text is kept as written; an alias it names must be defined
        // by now, as mlir-opt requires of a location attribute.
        let defined = &self.attr_aliases;
        let alias_placeholder = &mut |t: &mut LocTable, name: &str, _depth: usize| {
            defined
                .contains_key(name)
                .then(|| t.intern(LocKind::Alias(name.to_string())))
        };
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
        // The ops of dialects mlir-opt knows and bufopt does not model are
        // read as unregistered ops (unknown effects), as with the flag.
        if def.is_none()
            && !self.allow_unregistered
            && !self.ctx.registry.is_dialect_registered(dialect)
            && !crate::registry::is_foreign_dialect(self.ctx.registry, dialect)
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
                    return self.unknown_dialect_err(
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
                return self.unknown_dialect_err(
                    loc,
                    format!("Dialect `{}' not found for custom op '{}' ", d, text),
                );
            }
            let mut msg = format!("custom op '{}' is unknown", text);
            if !default.is_empty() && !text.contains('.') {
                msg = format!("{} (tried '{}.{}' as well)", msg, default, text);
            }
            // mlir-opt would know the op: say that it is bufopt that does
            // not, rather than let the name read as a typo.
            if let Some(d) =
                dialect.filter(|d| crate::registry::is_foreign_dialect(self.ctx.registry, d))
            {
                msg = format!(
                    "{}: {}",
                    msg,
                    crate::registry::unmodelled_dialect_note(self.ctx.registry, d)
                );
            } else if let Some(d) = dialect
                .filter(|d| crate::registry::is_partly_modelled_dialect(self.ctx.registry, d))
            {
                msg = format!("{}: {}", msg, crate::registry::unmodelled_op_note(d));
            }
            return self.err_at(loc, msg);
        };
        let name = match name {
            Some(n) => n,
            None => self.ctx.sym(text),
        };
        Ok((def, name))
    }

    /// An op name whose dialect is unknown, with mlir-opt's note naming the
    /// dialects it knows.
    fn unknown_dialect_err<T>(&self, loc: Loc, msg: String) -> DResult<T> {
        let mut e = self.err_at::<()>(loc, msg).unwrap_err();
        e.notes.push(crate::diag::Note {
            loc,
            message: crate::registry::available_dialects_note(self.ctx.registry),
        });
        Err(e)
    }

    pub(crate) fn parse_operand(&mut self) -> DResult<UnresolvedOperand> {
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
}
