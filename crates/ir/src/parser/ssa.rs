//! SSA scoping: interning `%names`, binding them to values per region and
//! isolated scope, forward references and their resolution.

use super::*;

impl<'a> Parser<'a> {
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
    pub(crate) fn ssa_str(&self, n: SsaName) -> &str {
        self.ssa_names[n.0 as usize]
    }

    /// The values `n` names in the current isolated scope.
    pub(super) fn binding(&self, n: SsaName) -> Option<(Value, u32)> {
        let b = self.bindings[n.0 as usize];
        (b.count > 0 && b.scope as usize == self.ssa.len()).then_some((b.first, b.count))
    }

    pub(super) fn push_ssa_region(&mut self, isolated: bool) {
        if isolated {
            self.ssa.push(SsaScope::default());
        }
        self.region_marks.push(self.undo.len());
    }

    pub(super) fn pop_ssa_region(&mut self, isolated: bool) -> DResult<()> {
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
    pub(super) fn close_ssa_scope(&mut self) {
        let scope = self.ssa.pop().unwrap();
        self.undeclared
            .extend(scope.forward.values().map(|&(_, loc)| loc));
    }

    /// Every use of a name that was never defined, in source order: one error
    /// each (mlir-opt's parser reports them all once the text is parsed).
    pub(super) fn report_undeclared(&mut self) -> DResult<()> {
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
    pub(super) fn definition_loc(&self, n: SsaName) -> Loc {
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
    pub(super) fn define_run(
        &mut self,
        key: SsaName,
        loc: Loc,
        first: Value,
        count: u32,
    ) -> DResult<()> {
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
}
