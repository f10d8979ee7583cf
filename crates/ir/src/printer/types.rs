//! Types, and the alias references that stand for some of them.

use super::*;

impl<'c> OpPrinter<'c> {
    /// Prints `ts` separated by commas.
    pub fn types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }
    /// ` -> t` or ` -> (t1, t2)` (` -> ()` for no types).
    pub fn arrow_types(&mut self, ts: &[Type]) {
        self.out.push_str(" -> ");
        self.function_results(ts);
    }
    /// Prints result types as a function type does: bare for one non-function type, in parentheses otherwise.
    pub fn function_results(&mut self, ts: &[Type]) {
        let wrap = self.results_need_parens(ts.len(), ts.first().copied());
        if wrap {
            self.out.push('(');
        }
        self.types(ts);
        if wrap {
            self.out.push(')');
        }
    }
    /// `(operand types) -> result types` of an op.
    pub fn functional_type(&mut self, op: Op) {
        let ctx = self.ctx;
        self.out.push('(');
        self.operand_types_of(op, 0..ctx.num_operands(op));
        self.out.push(')');
        self.out.push_str(" -> ");
        self.result_types(op);
    }
    /// Whether `n` result types starting with `first` print in parentheses.
    fn results_need_parens(&self, n: usize, first: Option<Type>) -> bool {
        n != 1 || first.is_some_and(|t| matches!(self.ctx.type_kind(t), TypeKind::Function { .. }))
    }
    /// The result types of `op` as after `->`: `t` or `(t1, t2)`.
    pub fn result_types(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.results(op);
        let wrap =
            self.results_need_parens(results.len(), results.first().map(|&v| ctx.value_type(v)));
        if wrap {
            self.out.push('(');
        }
        self.types_of(results);
        if wrap {
            self.out.push(')');
        }
    }

    /// Prints the alias of an aliasable type or attribute (`!tuple`, `#map`)
    /// when it has one; false when the caller must print it in full.
    pub(super) fn alias_ref(&mut self, is_type: bool, id: u32) -> bool {
        let prefix = if is_type { '!' } else { '#' };
        let weak = self.weak_aliases
            && !is_type
            && matches!(
                self.ctx.attr_kind(Attr(id)),
                AttrKind::AffineMap(_) | AttrKind::IntegerSet(_)
            );
        if weak && self.collecting.is_some() {
            return false;
        }
        if let Some(m) = self.marking.as_mut() {
            if weak {
                m.refs.push((self.out.len(), WEAK_REF | id));
                return true;
            }
            let k = m.number(is_type, id);
            self.out.push(prefix);
            m.refs.push((self.out.len(), k));
            return true;
        }
        if let Some(c) = self.collecting.as_mut() {
            if self.seen.insert((is_type, id)) {
                c.push((is_type, id));
            }
            // Maps and sets have no nested elements to visit: skip formatting them
            // in the collecting pass (its text is thrown away). Types still print
            // so that their nested attributes are visited.
            let visit_children =
                is_type || matches!(self.ctx.attr_kind(Attr(id)), AttrKind::Distinct { .. });
            if !visit_children {
                self.out.push(prefix);
            }
            return !visit_children;
        }
        let name = if is_type {
            self.aliases.ty.get(&Type(id))
        } else {
            self.aliases.attr.get(&Attr(id))
        };
        match name {
            Some(n) => {
                self.out.push(prefix);
                self.out.push_str(n);
                true
            }
            None => false,
        }
    }

    /// Prints type `t` (or its alias, when it has one).
    pub fn ty(&mut self, t: Type) {
        // Types repeat constantly; their text never changes once aliases are
        // known. A type under weak aliases prints otherwise than elsewhere.
        if self.collecting.is_some() || self.weak_aliases {
            return self.ty_uncached(t);
        }
        let start = self.out.len();
        if let Some(Some(c)) = self.type_cache.get(t.index()) {
            self.out.push_str(&c.text);
            if let Some(m) = self.marking.as_mut() {
                let refs = c.refs.iter().map(|&(at, k)| (start + at as usize, k));
                m.refs.extend(refs);
            }
            return;
        }
        // Only a type printed on its own is kept: the text of each nested
        // type of `tuple<tuple<...>>` would add up to the square of the depth.
        if self.printing_type {
            return self.ty_uncached(t);
        }
        let first_ref = self.marking.as_ref().map_or(0, |m| m.refs.len());
        self.printing_type = true;
        self.ty_uncached(t);
        self.printing_type = false;
        let refs = match &self.marking {
            Some(m) => m.refs[first_ref..]
                .iter()
                .map(|&(at, k)| ((at - start) as u32, k))
                .collect(),
            None => Box::default(),
        };
        let text: Box<str> = Box::from(&self.out[start..]);
        if self.type_cache.len() <= t.index() {
            self.type_cache.resize(t.index() + 1, None);
        }
        self.type_cache[t.index()] = Some(CachedText { text, refs });
    }

    fn ty_uncached(&mut self, t: Type) {
        if let TypeKind::Tuple(v) = self.ctx.type_kind(t) {
            if v.len() > 16 && self.alias_ref(true, t.0) {
                return;
            }
        }
        self.ty_no_alias(t)
    }

    fn dims(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.map(|s| s[i]).unwrap_or(false);
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, d);
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    pub(super) fn ty_no_alias(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{}{}", p, width);
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Float(k) => self.out.push_str(k.mlir_name()),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(v) => {
                self.out.push_str("tuple<");
                self.types(&v.clone());
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                self.dims(shape, Some(scalable));
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.ty(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.types(inputs);
                self.out.push_str(") -> ");
                self.function_results(results);
            }
            TypeKind::Opaque { dialect, body } => {
                self.out.push('!');
                self.out.push_str(dialect);
                if !body.starts_with('<') {
                    self.out.push('.');
                }
                self.out.push_str(body);
            }
        }
    }
}
