//! Builtin types: integers, floats, functions, vectors, tensors, memrefs
//! and dialect types kept as text.

use super::*;

impl<'a> Parser<'a> {
    /// Parses a type at the current token.
    pub fn parse_type(&mut self) -> DResult<Type> {
        // Shaped types repeat a lot in real IR: reuse the result for identical text.
        if self.tok.kind == Tok::BareIdent {
            let (start, tok_end) = (self.tok.start as usize, self.tok.end as usize);
            if let Some((t, len)) = self.recent_types.find(self.src.as_bytes(), start, tok_end) {
                self.reset_to(start + len);
                return Ok(t);
            }
        }
        let cache_key = if self.tok.kind != Tok::BareIdent {
            None
        } else if self.src.as_bytes().get(self.tok.end as usize) != Some(&b'<') {
            // `f32`, `index`: looked up by their spelling too.
            Some((self.tok.start as usize, self.tok.end as usize))
        } else if matches!(self.tok_text(), "tensor" | "memref" | "vector") {
            self.shaped_type_end(self.tok.end as usize)
                .map(|end| (self.tok.start as usize, end))
        } else {
            None
        };
        if let Some((start, end)) = cache_key {
            if let Some(&t) = self.type_cache.get(&self.src[start..end]) {
                self.recent_types
                    .remember(start, end, self.tok.end as usize, t);
                self.reset_to(end);
                return Ok(t);
            }
        }
        self.enter()?;
        self.nest_depth += 1;
        let r = self.parse_type_inner();
        self.nest_depth -= 1;
        self.leave();
        if let (Ok(t), Some((start, end))) = (&r, cache_key) {
            if self.lex_prev_end() == end {
                self.type_cache.insert(&self.src[start..end], *t);
            }
        }
        r
    }

    fn parse_type_inner(&mut self) -> DResult<Type> {
        match self.tok.kind {
            Tok::LParen => self.parse_function_type(),
            Tok::BangIdent => self.parse_dialect_type(),
            Tok::BareIdent => {
                let text = self.tok_text();
                if let Some((width, signedness)) = int_type_of(text) {
                    if width > 16_777_215 {
                        return self.err_here("integer bitwidth is limited to 16777215 bits");
                    }
                    self.advance();
                    return Ok(self.ctx.ty(TypeKind::Integer { width, signedness }));
                }
                if let Some(k) = FloatKind::from_mlir_name(text) {
                    self.advance();
                    return Ok(self.ctx.ty(TypeKind::Float(k)));
                }
                match text {
                    "index" => {
                        self.advance();
                        Ok(self.ctx.ty(TypeKind::Index))
                    }
                    "none" => {
                        self.advance();
                        Ok(self.ctx.ty(TypeKind::None))
                    }
                    "complex" => {
                        self.advance();
                        self.expect(Tok::Less, "'<' in complex type")?;
                        let elem_loc = self.loc();
                        let e = self.parse_type()?;
                        self.expect(Tok::Greater, "'>' in complex type")?;
                        if !matches!(
                            self.ctx.type_kind(e),
                            TypeKind::Integer { .. } | TypeKind::Float(_)
                        ) {
                            return self.err_at(elem_loc, "invalid element type for complex");
                        }
                        Ok(self.ctx.ty(TypeKind::Complex(e)))
                    }
                    "tuple" => {
                        self.advance();
                        let mut v = Vec::new();
                        self.expect(Tok::Less, "'<' in tuple type")?;
                        if !self.consume_if(Tok::Greater) {
                            loop {
                                v.push(self.parse_type()?);
                                if !self.consume_if(Tok::Comma) {
                                    break;
                                }
                            }
                            self.expect(Tok::Greater, "'>' in tuple type")?;
                        }
                        Ok(self.ctx.ty(TypeKind::Tuple(v)))
                    }
                    "vector" => self.parse_vector_type(),
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(),
                    _ => self.err("expected non-function type"),
                }
            }
            _ => self.err("expected non-function type"),
        }
    }

    /// MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries and
    /// the attributes of a registered dialect other than builtin.
    fn supported_memory_space(&self, ms: Attr) -> bool {
        match self.ctx.attr_kind(ms) {
            AttrKind::Integer { .. }
            | AttrKind::WideInteger { .. }
            | AttrKind::Bool(_)
            | AttrKind::String { .. }
            | AttrKind::Dict(_) => true,
            AttrKind::Opaque { dialect, .. } => {
                crate::registry::is_known_dialect(self.ctx.registry, dialect)
            }
            _ => false,
        }
    }

    /// Whether the current token may begin an attribute where MLIR parses
    /// an optional one (`Parser::parseOptionalAttribute`): the literal and
    /// keyword starts it lists, or the start of a type. Other attribute
    /// keywords (`strided`, `array`, `distinct`, ...) end the optional
    /// attribute without consuming anything.
    fn starts_optional_attribute(&self) -> bool {
        match self.tok.kind {
            Tok::AtIdent
            | Tok::Float
            | Tok::Integer
            | Tok::HashIdent
            | Tok::LBrace
            | Tok::LSquare
            | Tok::Minus
            | Tok::String
            | Tok::LParen
            | Tok::BangIdent => true,
            Tok::BareIdent => {
                let text = self.tok_text();
                matches!(
                    text,
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "false"
                        | "loc"
                        | "sparse"
                        | "true"
                        | "unit"
                ) || super::builtin_type_keyword(text)
            }
            _ => false,
        }
    }

    fn parse_function_type(&mut self) -> DResult<Type> {
        let mut ins = Vec::new();
        self.parse_comma_list(Tok::LParen, Tok::RParen, "'('", |p| {
            ins.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect(Tok::Arrow, "'->' in function type")?;
        let outs = if self.is(Tok::LParen) {
            let mut outs = Vec::new();
            self.parse_comma_list(Tok::LParen, Tok::RParen, "'('", |p| {
                outs.push(p.parse_type()?);
                Ok(())
            })?;
            outs
        } else {
            vec![self.parse_type()?]
        };
        Ok(self.ctx.function_type(ins, outs))
    }

    fn parse_dialect_type(&mut self) -> DResult<Type> {
        let text = &self.tok_text()[1..];
        let loc = self.loc();
        if !text.contains('.') && !self.src[self.tok.end as usize..].starts_with('<') {
            let Some(&t) = self.type_aliases.get(text) else {
                // mlir-opt points just past the name.
                let past = self.loc_at(self.tok.end as usize);
                return self.err_at(past, format!("undefined symbol alias id '{}'", text));
            };
            self.advance();
            return Ok(t);
        }
        self.refuse_builtin_dialect_symbol("type")?;
        if let Some(t) = self.parse_defined_dialect_type(text)? {
            return Ok(t);
        }
        let (dialect, body) = self.take_dialect_body()?;
        if !self.dialect_symbol_allowed(&dialect) {
            let at = self.dialect_symbol_loc(loc, &dialect);
            return self.err_at(
                at,
                format!(
                    "`!\"{dialect}\"<\"{}\">` type {UNREGISTERED_SYMBOL_ADVICE}",
                    symbol_data(&body)
                ),
            );
        }
        Ok(self.ctx.ty(TypeKind::Opaque { dialect, body }))
    }

    /// Types and attributes of a dialect are kept as written when bufopt
    /// models the dialect or mlir-opt knows it; any other dialect is
    /// unregistered, as in mlir-opt, unless `--allow-unregistered-dialect`.
    pub(super) fn dialect_symbol_allowed(&self, dialect: &str) -> bool {
        self.allow_unregistered
            || self.ctx.registry.is_dialect_registered(dialect)
            || crate::registry::is_foreign_dialect(self.ctx.registry, dialect)
    }

    /// Where mlir-opt reports an unregistered dialect's type or attribute:
    /// at its body after `dialect.`, or at the sigil for `dialect<...>`.
    pub(super) fn dialect_symbol_loc(&self, sigil: Loc, dialect: &str) -> Loc {
        let after_name = sigil.offset as usize + 1 + dialect.len();
        if self.src[after_name..].starts_with('.') {
            self.loc_at(after_name + 1)
        } else {
            sigil
        }
    }

    /// For `!dialect.rest<...>` / `#dialect.rest<...>` / `#dialect<...>`:
    /// returns the dialect and the verbatim text after `dialect.` (or after the
    /// dialect name for the `<...>` form), consuming a balanced `<...>` body.
    /// A type that its dialect's hooks define (`!test.test_tensor<...>`),
    /// parsed into canonical text; None for any other.
    fn parse_defined_dialect_type(&mut self, text: &str) -> DResult<Option<Type>> {
        let Some((dialect, mnemonic)) = text.split_once('.') else {
            return Ok(None);
        };
        let Some(dt) = self
            .ctx
            .registry
            .dialect_hooks(dialect)
            .and_then(|h| h.types.iter().find(|t| t.mnemonic == mnemonic))
        else {
            return Ok(None);
        };
        let (dialect, mnemonic) = (dialect.to_string(), mnemonic.to_string());
        let loc = self.loc();
        self.advance();
        let body = (dt.parse)(&mut crate::parser::OpParser { p: self, loc })?;
        Ok(Some(self.ctx.ty(TypeKind::Opaque {
            dialect,
            body: format!("{mnemonic}{body}"),
        })))
    }

    pub(super) fn take_dialect_body(&mut self) -> DResult<(String, String)> {
        let text = &self.tok_text()[1..];
        let start = self.tok.start as usize + 1;
        let (dialect, _) = text.split_once('.').unwrap_or((text, ""));
        let dialect = dialect.to_string();
        let mut end = self.tok.end as usize;
        if self.src[end..].starts_with('<') {
            end = self.balanced_angle_end(end)?;
        }
        let body_start =
            start + dialect.len() + usize::from(self.src[start + dialect.len()..].starts_with('.'));
        let body = self.src[body_start..end].to_string();
        self.reset_to(end);
        Ok((dialect, body))
    }

    /// [`Self::balanced_angle_end`] of a shaped type, with a fast path for the
    /// common `<4x?xf32>` (nothing nested).
    fn shaped_type_end(&self, open: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        let mut i = open + 1;
        loop {
            i = crate::lexer::skip_class(b, i, crate::lexer::BARE_ID);
            match b.get(i) {
                Some(b'?') => i += 1,
                Some(b'>') => return Some(i + 1),
                // Bounded: a type nested in an encoding scans again at
                // each level, and long keys are not worth caching.
                _ => return self.balanced_angle_end_within(open, MAX_CACHED_TEXT).ok(),
            }
        }
    }

    /// Given the offset of a `<`, returns the offset just past its matching `>`,
    /// skipping `->`, `>=` and string literals.
    pub(crate) fn balanced_angle_end(&self, open: usize) -> DResult<usize> {
        self.balanced_angle_end_within(open, usize::MAX)
    }

    /// [`Self::balanced_angle_end`], looking at most `limit` bytes past `open`
    /// (the text past it counts as missing).
    fn balanced_angle_end_within(&self, open: usize, limit: usize) -> DResult<usize> {
        let b = self.src.as_bytes();
        let b = &b[..b.len().min(open.saturating_add(limit))];
        let mut depth = 0i64;
        let mut i = open;
        let mut brackets = 0i64;
        while i < b.len() {
            match b[i] {
                b'"' => i = string_end(b, i),
                b'<' if i + 1 < b.len() && b[i + 1] == b'=' && depth > 0 => i += 1,
                b'<' => depth += 1,
                b'(' | b'[' | b'{' => brackets += 1,
                b')' | b']' | b'}' => brackets -= 1,
                b'-' if i + 1 < b.len() && b[i + 1] == b'>' => i += 1,
                b'>' if i + 1 < b.len() && b[i + 1] == b'=' => i += 1,
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        if brackets != 0 {
                            return self.err_at(
                                self.loc_at(open),
                                "unbalanced '(' character in pretty dialect name",
                            );
                        }
                        return Ok(i + 1);
                    }
                }
                _ => {}
            }
            if brackets < 0 {
                return self.err_at(
                    self.loc_at(i),
                    "unbalanced ')' character in pretty dialect name",
                );
            }
            i += 1;
        }
        self.err_at(
            self.loc_at(open),
            "unbalanced '<' character in pretty dialect name",
        )
    }

    /// Scans `4x?x[8]x` dimension prefixes at character level; leaves the lexer
    /// on the element type. Returns dims and scalable flags.
    fn parse_dims(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> DResult<(Vec<i64>, Vec<bool>)> {
        let b = self.src.as_bytes();
        let mut i = self.tok.start as usize;
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        loop {
            let save = i;
            while i < b.len() && (b[i] == b' ' || b[i] == b'\t' || b[i] == b'\n' || b[i] == b'\r') {
                i += 1;
            }
            let c = *b.get(i).unwrap_or(&0);
            let (dim, sc, next) = if c.is_ascii_digit() {
                let s = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                let Ok(d) = self.src[s..i].parse::<i64>() else {
                    return self.err_at(self.loc_at(s), "invalid dimension");
                };
                (d, false, i)
            } else if c == b'?' {
                if !allow_dynamic {
                    return self.err_at(self.loc_at(i), "expected static shape");
                }
                (DYNAMIC, false, i + 1)
            } else if c == b'[' && allow_scalable {
                let s = i + 1;
                let mut j = s;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j == s || b.get(j) != Some(&b']') {
                    return self.err_at(self.loc_at(i), "expected ']' in scalable dimension");
                }
                let Ok(d) = self.src[s..j].parse::<i64>() else {
                    return self.err_at(self.loc_at(s), "invalid dimension");
                };
                (d, true, j + 1)
            } else {
                i = save;
                break;
            };
            let mut k = next;
            while k < b.len() && (b[k] == b' ' || b[k] == b'\t') {
                k += 1;
            }
            if b.get(k) != Some(&b'x') {
                // Element types never start with a digit or `?`: a dimension
                // must be followed by `x` (reported just past it).
                return self.err_at(self.loc_at(next), "expected 'x' in dimension list");
            }
            dims.push(dim);
            scal.push(sc);
            i = k + 1;
        }
        self.reset_to(i);
        Ok((dims, scal))
    }

    fn parse_vector_type(&mut self) -> DResult<Type> {
        let type_loc = self.loc();
        self.advance();
        if !self.is(Tok::Less) {
            return self.err("expected '<' in vector type");
        }
        self.lex.pos = self.tok.end as usize;
        self.tok.start = self.tok.end;
        let (shape, scalable) = self.parse_dims(false, true)?;
        let elem = self.parse_type()?;
        self.expect(Tok::Greater, "'>' in vector type")?;
        if !valid_vector_element(self.ctx.type_kind(elem)) {
            return self.err_at(
                type_loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        if shape.contains(&0) {
            let sizes: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self.err_at(
                type_loc,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    sizes.join(", ")
                ),
            );
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> DResult<Type> {
        self.advance();
        if !self.is(Tok::Less) {
            return self.err("expected '<' in tensor type");
        }
        let after = self.tok.end as usize;
        let rest = self.src[after..].trim_start();
        if rest.starts_with('*') {
            let star = after + (self.src[after..].len() - rest.len());
            let b = self.src.as_bytes();
            let mut k = star + 1;
            while k < b.len() && b[k] == b' ' {
                k += 1;
            }
            if b.get(k) != Some(&b'x') {
                return self.err_at(self.loc_at(k), "expected 'x' in unranked tensor type");
            }
            self.reset_to(k + 1);
            let elem_loc = self.loc();
            let elem = self.parse_type()?;
            self.expect(Tok::Greater, "'>' in tensor type")?;
            if !valid_tensor_element(self.ctx.type_kind(elem)) {
                return self.err_at(elem_loc, "invalid tensor element type");
            }
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor { elem }));
        }
        self.lex.pos = after;
        self.tok.start = after as u32;
        let (shape, _) = self.parse_dims(true, false)?;
        let elem_loc = self.loc();
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(Tok::Comma) && self.starts_optional_attribute() {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(Tok::Greater, "'>' in tensor type")?;
        if !valid_tensor_element(self.ctx.type_kind(elem)) {
            return self.err_at(elem_loc, "invalid tensor element type");
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return self.err("invalid tensor dimension size");
        }
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        }))
    }

    fn parse_memref_type(&mut self) -> DResult<Type> {
        let type_loc = self.loc();
        self.advance();
        if !self.is(Tok::Less) {
            return self.err("expected '<' in memref type");
        }
        let after = self.tok.end as usize;
        let rest = self.src[after..].trim_start();
        let unranked = rest.starts_with('*');
        let mut shape = Vec::new();
        if unranked {
            let star = after + (self.src[after..].len() - rest.len());
            let b = self.src.as_bytes();
            let mut k = star + 1;
            while k < b.len() && b[k] == b' ' {
                k += 1;
            }
            if b.get(k) != Some(&b'x') {
                return self.err_at(self.loc_at(k), "expected 'x' in unranked memref type");
            }
            self.reset_to(k + 1);
        } else {
            self.lex.pos = after;
            self.tok.start = after as u32;
            shape = self.parse_dims(true, false)?.0;
        }
        let elem_loc = self.loc();
        let elem = self.parse_type()?;
        if !valid_memref_element(self.ctx.type_kind(elem)) {
            return self.err_at(elem_loc, "invalid memref element type");
        }
        let mut layout = None;
        let mut memory_space = None;
        let mut attrs_parsed = false;
        // MLIR's parser: each attribute is a layout or the memory space; a
        // later layout replaces an earlier one, and errors point just past
        // the attribute that breaks the order.
        while self.consume_if(Tok::Comma) {
            attrs_parsed = true;
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if !is_layout {
                if memory_space.is_some() {
                    return self.err_here("multiple memory spaces specified in memref type");
                }
                memory_space = Some(a);
                continue;
            }
            layout = Some(a);
            if unranked {
                return self.err_here("cannot have affine map for unranked memref type");
            }
            if memory_space.is_some() {
                return self.err_here("expected memory space to be last in memref type");
            }
        }
        // Right after the element type mlir-opt names the type; after a
        // layout or memory space, only the tokens.
        self.expect(
            Tok::Greater,
            if attrs_parsed {
                "',' or '>'"
            } else {
                "',' or '>' in memref type"
            },
        )?;
        // The type's own verifier (`MemRefType::verify`), reported at the
        // type: the layout fits the rank, the memory space is supported.
        // The identity layout is never stored (MLIR prints it as absent).
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(m) => {
                    if m.num_dims as usize != shape.len() {
                        return self.err_at(
                            type_loc,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                shape.len(),
                                m.num_dims
                            ),
                        );
                    }
                    if m.is_identity() {
                        layout = None;
                    }
                }
                AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                    return self
                        .err_at(type_loc, "expected the number of strides to match the rank");
                }
                _ => {}
            }
        }
        if let Some(ms) = memory_space {
            if !self.supported_memory_space(ms) {
                return self.err_at(type_loc, "unsupported memory space Attribute");
            }
        }
        // A memory space of integer 0 is the default space.
        if let Some(ms) = memory_space {
            if let AttrKind::Integer { value: 0, .. } = self.ctx.attr_kind(ms) {
                memory_space = None;
            }
        }
        if unranked {
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef { elem, memory_space }));
        }
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        }))
    }
}

/// Scalars (integers, indices, floats, complex numbers) and vectors: what
/// tensors and memrefs both hold.
fn is_scalar_or_vector(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
    )
}

/// What a tensor may hold (MLIR's `TensorType::isValidElementType`): scalars,
/// vectors, and any type of a dialect other than builtin.
fn valid_tensor_element(k: &TypeKind) -> bool {
    is_scalar_or_vector(k) || matches!(k, TypeKind::Opaque { .. })
}

/// Whether a dialect type we keep as text is `dialect.mnemonic` or
/// `dialect.mnemonic<...>`.
fn is_dialect_type(k: &TypeKind, dialect_name: &str, mnemonic: &str) -> bool {
    matches!(k, TypeKind::Opaque { dialect, body }
        if dialect == dialect_name
            && body.strip_prefix(mnemonic).is_some_and(|r| r.is_empty() || r.starts_with('<')))
}

/// What a memref may hold (MLIR's `BaseMemRefType::isValidElementType`):
/// scalars, vectors, memrefs, and the dialect types that implement the
/// memref element interface (of the dialects mlir-opt registers, `!ptr.ptr`).
fn valid_memref_element(k: &TypeKind) -> bool {
    is_scalar_or_vector(k)
        || matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
        || is_dialect_type(k, "ptr", "ptr")
}

/// What a vector may hold (MLIR's vector element interface): integers,
/// indices, floats and, among dialect types, `!llvm.ptr` and `!ptr.ptr`.
fn valid_vector_element(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    ) || is_dialect_type(k, "llvm", "ptr")
        || is_dialect_type(k, "ptr", "ptr")
}

/// The data mlir-opt names in its message on an unregistered dialect's type
/// or attribute: the body without the angle brackets of `dialect<...>`.
pub(super) fn symbol_data(body: &str) -> &str {
    body.strip_prefix('<')
        .and_then(|b| b.strip_suffix('>'))
        .unwrap_or(body)
}
