//! Parsing of builtin types and attributes (part of [`Parser`]).

use crate::affine;
use crate::attrs::{AttrKind, DenseData};
use crate::diag::DResult;
use crate::float_format::{self, FloatKind};
use crate::ids::*;
use crate::lexer::{unescape, Tok};
use crate::parser::{symbol_text, Parser};
use crate::types::{Signedness, TypeKind, DYNAMIC};

/// Decimal or `0x` hexadecimal integer text to a value (no sign).
pub fn parse_int_text(t: &str) -> Option<i128> {
    if let Some(h) = t.strip_prefix("0x") {
        u128::from_str_radix(h, 16)
            .ok()
            .and_then(|v| i128::try_from(v).ok())
    } else {
        t.parse::<i128>().ok()
    }
}

/// A literal inside `dense<...>` before the element type is known.
#[derive(Clone, Debug)]
enum DenseLit {
    Num {
        neg: bool,
        text: String,
        is_float: bool,
        loc: Loc,
    },
    Bool(bool),
    Str(Vec<u8>),
    Complex(Box<DenseLit>, Box<DenseLit>),
    List(Vec<DenseLit>),
}
use crate::context::Loc;

fn builtin_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_mlir_name(s).is_some()
        || int_type_of(s).is_some()
}

/// `i32`, `si8`, `ui1` split into signedness and width digits: what MLIR's
/// lexer reads as an integer type token.
pub(crate) fn int_type_parts(s: &str) -> Option<(Signedness, &str)> {
    let (sign, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((sign, rest))
}

fn int_type_of(s: &str) -> Option<(u32, Signedness)> {
    let (sign, rest) = int_type_parts(s)?;
    if rest.starts_with('0') && rest.len() > 1 {
        return None;
    }
    let w: u32 = rest.parse().ok()?;
    Some((w, sign))
}

/// The offset of the closing quote of the string literal opening at `open`
/// (or the end of the text), escapes skipped.
fn string_end(b: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < b.len() && b[i] != b'"' {
        if b[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
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

impl<'a> Parser<'a> {
    // ----- types -----

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
                        return self.err("integer bitwidth is limited to 16777215 bits");
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
                return self.err_at(loc, format!("undefined symbol alias id '{}'", text));
            };
            self.advance();
            return Ok(t);
        }
        let (dialect, body) = self.take_dialect_body()?;
        if self.ctx.registry.is_dialect_registered(&dialect)
            && !self.allow_dialect_passthrough(&dialect)
        {
            // Registered dialects we model have no types of their own.
        }
        Ok(self.ctx.ty(TypeKind::Opaque { dialect, body }))
    }

    fn allow_dialect_passthrough(&self, _d: &str) -> bool {
        true
    }

    /// For `!dialect.rest<...>` / `#dialect.rest<...>` / `#dialect<...>`:
    /// returns the dialect and the verbatim text after `dialect.` (or after the
    /// dialect name for the `<...>` form), consuming a balanced `<...>` body.
    fn take_dialect_body(&mut self) -> DResult<(String, String)> {
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
                _ => return self.balanced_angle_end(open).ok(),
            }
        }
    }

    /// Given the offset of a `<`, returns the offset just past its matching `>`,
    /// skipping `->`, `>=` and string literals.
    pub(crate) fn balanced_angle_end(&self, open: usize) -> DResult<usize> {
        let b = self.src.as_bytes();
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
        if self.consume_if(Tok::Comma) && !self.is(Tok::Greater) {
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
        while self.consume_if(Tok::Comma) {
            attrs_parsed = true;
            let aloc = self.loc();
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && !unranked && layout.is_none() && memory_space.is_none() {
                layout = Some(a);
            } else if memory_space.is_none() && !is_layout {
                memory_space = Some(a);
            } else if is_layout {
                return self.err_at(aloc, "expected memory space");
            } else {
                return self.err_at(aloc, "multiple memory spaces specified in memref type");
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
        // The identity layout is never stored (MLIR prints it as absent).
        if let Some(l) = layout {
            if let AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if m.num_dims as usize != shape.len() {
                    return self.err(
                        "memref layout mismatch between rank and affine map: ".to_string()
                            + &format!("{} != {}", shape.len(), m.num_dims),
                    );
                }
                if m.is_identity() {
                    layout = None;
                }
            }
        }
        // Attributes of dialects nobody registered are not valid memory spaces.
        if let Some(ms) = memory_space {
            if let AttrKind::Opaque { dialect, .. } = self.ctx.attr_kind(ms) {
                if !crate::registry::is_known_dialect(self.ctx.registry, dialect) {
                    return self.err_at(type_loc, "unsupported memory space Attribute");
                }
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

    // ----- attributes -----

    /// `{name = attr, unitname, ...}` into a list (later duplicates are an error).
    pub fn parse_attr_dict_into(&mut self, out: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        self.nest_depth += 1;
        let r = self.parse_attr_dict_body(out);
        self.nest_depth -= 1;
        r
    }

    fn parse_attr_dict_body(&mut self, out: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        let mut seen: Vec<Sym> = Vec::new();
        self.parse_comma_list(
            Tok::LBrace,
            Tok::RBrace,
            "'{' in attribute dictionary",
            |p| {
                let loc = p.loc();
                let name = match p.tok.kind {
                    Tok::BareIdent => p.tok_text().to_string(),
                    Tok::String => String::from_utf8_lossy(&unescape(p.tok_text())).to_string(),
                    _ => return p.err("expected attribute name"),
                };
                if name.is_empty() {
                    return p.err("expected valid attribute name");
                }
                p.advance();
                let s = p.ctx.sym(&name);
                if seen.contains(&s) || out.iter().any(|(k, _)| *k == s) {
                    return p.err_at(
                        loc,
                        format!("duplicate key '{}' in dictionary attribute", name),
                    );
                }
                seen.push(s);
                let a = if p.consume_if(Tok::Equal) {
                    p.parse_attribute(None)?
                } else {
                    p.ctx.unit_attr()
                };
                out.push((s, a));
                Ok(())
            },
        )
    }

    pub fn parse_attribute(&mut self, hint: Option<Type>) -> DResult<Attr> {
        self.enter()?;
        // Dictionaries repeat a lot (the trait dictionaries of structured
        // ops): reuse the result for identical text, as for shaped types.
        let cache_key = match (self.tok.kind, hint) {
            (Tok::LBrace, None) => {
                let start = self.tok.start as usize;
                if let Some((a, len)) =
                    self.recent_dicts
                        .find(self.src.as_bytes(), start, start + 1)
                {
                    self.leave();
                    self.reset_to(start + len);
                    return Ok(a);
                }
                self.balanced_brace_end(start).map(|end| (start, end))
            }
            _ => None,
        };
        if let Some((start, end)) = cache_key {
            if let Some(&a) = self.attr_cache.get(&self.src[start..end]) {
                self.recent_dicts.remember(start, end, start + 1, a);
                self.leave();
                self.reset_to(end);
                return Ok(a);
            }
        }
        self.nest_depth += 1;
        let r = self.parse_attribute_inner(hint);
        self.nest_depth -= 1;
        self.leave();
        if let (Ok(a), Some((start, end))) = (&r, cache_key) {
            if self.lex_prev_end() == end {
                self.attr_cache.insert(&self.src[start..end], *a);
            }
        }
        r
    }

    /// The offset just past the `}` matching the `{` at `open` (strings
    /// skipped), if the text is balanced.
    fn balanced_brace_end(&self, open: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        let mut depth = 0usize;
        let mut i = open;
        while i < b.len() {
            i = crate::lexer::skip_class_not(b, i, crate::lexer::BRACE_SCAN);
            if i >= b.len() {
                break;
            }
            match b[i] {
                b'"' => i = string_end(b, i),
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                b'\n' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// `: type` after a literal, if present.
    fn optional_colon_type(&mut self) -> DResult<Option<Type>> {
        if self.consume_if(Tok::Colon) {
            Ok(Some(self.parse_type()?))
        } else {
            Ok(None)
        }
    }

    fn parse_attribute_inner(&mut self, hint: Option<Type>) -> DResult<Attr> {
        let loc = self.loc();
        match self.tok.kind {
            Tok::Integer | Tok::Float | Tok::Minus => {
                let neg = self.consume_if(Tok::Minus);
                let numloc = self.loc();
                let is_float = self.is(Tok::Float);
                if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
                    return self.err("expected constant integer or floating point value");
                }
                let text = self.tok_text().to_string();
                self.advance();
                let ty = match self.optional_colon_type()? {
                    Some(t) => t,
                    None => match hint {
                        Some(t) => t,
                        None if is_float => self.ctx.float_type(FloatKind::F64),
                        None => self.ctx.int_type(64),
                    },
                };
                self.number_attr(neg, &text, is_float, ty, numloc)
            }
            Tok::String => {
                let value = unescape(self.tok_text());
                self.advance();
                let ty = self.optional_colon_type()?;
                Ok(self.ctx.attr(AttrKind::String { value, ty }))
            }
            Tok::LSquare => {
                let mut v = Vec::new();
                self.parse_comma_list_until(Tok::LSquare, Tok::RSquare, |p| {
                    v.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(v))
            }
            Tok::LBrace => {
                let mut v = Vec::new();
                self.parse_attr_dict_into(&mut v)?;
                Ok(self.ctx.dict_attr(v))
            }
            Tok::AtIdent => {
                let root = symbol_text(self.tok_text());
                self.advance();
                let mut nested = Vec::new();
                while self.is(Tok::Colon) && self.src[self.tok.start as usize..].starts_with("::") {
                    self.advance();
                    self.expect(Tok::Colon, "'::'")?;
                    if !self.is(Tok::AtIdent) {
                        return self.err("expected nested symbol reference identifier");
                    }
                    nested.push(symbol_text(self.tok_text()));
                    self.advance();
                }
                Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
            }
            Tok::HashIdent => {
                let text = &self.tok_text()[1..];
                if !text.contains('.') && !self.src[self.tok.end as usize..].starts_with('<') {
                    let Some(&a) = self.attr_aliases.get(text) else {
                        return self.err(format!("undefined symbol alias id '{}'", text));
                    };
                    self.advance();
                    return Ok(a);
                }
                let (dialect, body) = self.take_dialect_body()?;
                let a = self.ctx.attr(AttrKind::Opaque { dialect, body });
                // A dialect attribute may carry a trailing type (`: type`) only when typed; keep it simple.
                Ok(a)
            }
            Tok::BareIdent => self.parse_keyword_attribute(loc, hint),
            Tok::LParen | Tok::BangIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => self.err("expected attribute value"),
        }
    }

    fn parse_keyword_attribute(&mut self, loc: Loc, hint: Option<Type>) -> DResult<Attr> {
        let kw = self.tok_text();
        match kw {
            "true" | "false" => {
                let v = kw == "true";
                self.advance();
                let ty = self.optional_colon_type()?;
                let i1 = self.ctx.i1();
                if let Some(t) = ty {
                    if t != i1 {
                        return self.err_at(loc, "expected i1 type for 'true' or 'false' values");
                    }
                }
                Ok(self.ctx.int_attr(i1, v as i128))
            }
            "unit" => {
                self.advance();
                Ok(self.ctx.unit_attr())
            }
            "dense" => self.parse_dense(hint),
            "dense_resource" => {
                let at = self.tok.start as usize;
                self.advance();
                if !self.is(Tok::Less) {
                    return self.err("expected '<' after 'dense_resource'");
                }
                self.advance();
                if !matches!(self.tok.kind, Tok::BareIdent | Tok::String) {
                    return self.err("expected identifier key for 'resource' entry");
                }
                let handle = self.tok_text().to_string();
                self.advance();
                self.expect(Tok::Greater, "'>'")?;
                // The type is written unless the context gives it (as the
                // initial value of a memref.global does).
                let (ty, type_at) = match hint {
                    Some(t) => (t, at),
                    None => {
                        let type_at = self.tok.start as usize;
                        self.expect(Tok::Colon, "':'")?;
                        (self.parse_type()?, type_at)
                    }
                };
                if self.ctx.type_kind(ty).shape().is_none() {
                    return self.err_at(
                        self.loc_at(type_at),
                        "`dense_resource` expected a shaped type",
                    );
                }
                Ok(self.ctx.attr(AttrKind::DenseResource { handle, ty }))
            }
            "array" => self.parse_dense_array(),
            "affine_map" | "affine_set" => {
                let is_map = kw == "affine_map";
                self.advance();
                if !self.is(Tok::Less) {
                    return self.err(if is_map {
                        "expected '<' in affine map"
                    } else {
                        "expected '<' in integer set"
                    });
                }
                let open = self.tok.start as usize;
                let end = self.balanced_angle_end(open)?;
                let text = &self.src[open + 1..end - 1];
                let a = if is_map {
                    match affine::parse_affine_map(text) {
                        Ok(m) => AttrKind::AffineMap(m),
                        Err(e) => return self.err_at(self.loc_at(open + 1 + e.offset), e.message),
                    }
                } else {
                    match affine::parse_integer_set(text) {
                        Ok(s) => AttrKind::IntegerSet(s),
                        Err(e) => return self.err_at(self.loc_at(open + 1 + e.offset), e.message),
                    }
                };
                self.reset_to(end);
                Ok(self.ctx.attr(a))
            }
            "strided" => {
                self.advance();
                self.expect(Tok::Less, "'<' after 'strided'")?;
                let mut strides = Vec::new();
                self.parse_comma_list(Tok::LSquare, Tok::RSquare, "'['", |p| {
                    strides.push(p.parse_stride_value()?);
                    Ok(())
                })?;
                let mut offset = 0;
                if !self.is(Tok::Greater) {
                    self.expect(Tok::Comma, "','")?;
                    if !self.consume_keyword("offset") {
                        return self.wrong_token("expected 'offset' after comma");
                    }
                    self.expect(Tok::Colon, "':' after 'offset'")?;
                    offset = self.parse_stride_value()?;
                }
                self.expect(Tok::Greater, "'>'")?;
                Ok(self.ctx.attr(AttrKind::Strided { offset, strides }))
            }
            "loc" => {
                self.advance();
                let text = self.location_attr_text()?;
                Ok(self.ctx.attr(AttrKind::Location(text)))
            }
            "distinct" => {
                self.advance();
                self.expect(Tok::LSquare, "'[' after 'distinct'")?;
                if !self.is(Tok::Integer) {
                    return self.err("expected distinct ID");
                }
                let Some(n) = parse_int_text(self.tok_text()).and_then(|v| u64::try_from(v).ok())
                else {
                    return self.err("expected an unsigned 64-bit integer");
                };
                self.advance();
                self.expect(Tok::RSquare, "']' to close distinct ID")?;
                self.expect(Tok::Less, "'<' after distinct ID")?;
                let inner = if self.consume_if(Tok::Greater) {
                    self.ctx.unit_attr()
                } else {
                    let a = self.parse_attribute(None)?;
                    self.expect(Tok::Greater, "'>' to close distinct attribute")?;
                    a
                };
                if let Some(&a) = self.distinct_ids.get(&n) {
                    if !matches!(self.ctx.attr_kind(a), AttrKind::Distinct { inner: i, .. } if *i == inner)
                    {
                        return self.err_at(
                            loc,
                            format!(
                                "referenced attribute does not match previous definition: {}",
                                crate::printer::attr_to_string(self.ctx, inner)
                            ),
                        );
                    }
                    return Ok(a);
                }
                let id = self.ctx.next_distinct;
                self.ctx.next_distinct += 1;
                let a = self.ctx.attr(AttrKind::Distinct { id, inner });
                self.distinct_ids.insert(n, a);
                Ok(a)
            }
            "sparse" => {
                self.advance();
                self.expect(Tok::Less, "'<' after 'sparse'")?;
                let (idx_lit, val_lit) = if self.is(Tok::Greater) {
                    (None, None)
                } else {
                    let i = self.parse_dense_lit()?;
                    self.expect(Tok::Comma, "','")?;
                    let v = self.parse_dense_lit()?;
                    (Some(i), Some(v))
                };
                self.expect(Tok::Greater, "'>'")?;
                self.expect(Tok::Colon, "':'")?;
                let tloc = self.loc();
                let ty = self.parse_type()?;
                let tk = self.ctx.type_kind(ty).clone();
                if !matches!(tk, TypeKind::RankedTensor { .. } | TypeKind::Vector { .. })
                    || !tk.has_static_shape()
                {
                    return self.err_at(tloc, "elements literal type must have static shape");
                }
                let rank = tk.rank().unwrap_or(0) as i64;
                let elem = tk.element_type().unwrap();
                let i64t = self.ctx.int_type(64);
                let (idx, vals) = match (idx_lit, val_lit) {
                    (Some(i), Some(v)) => (i, v),
                    _ => (DenseLit::List(Vec::new()), DenseLit::List(Vec::new())),
                };
                let mut flat_i = Vec::new();
                flatten(&idx, &mut flat_i);
                let mut flat_v = Vec::new();
                flatten(&vals, &mut flat_v);
                let n = if rank == 0 {
                    flat_i.len() as i64
                } else {
                    flat_i.len() as i64 / rank.max(1)
                };
                let ishape = if rank == 0 { vec![n] } else { vec![n, rank] };
                let ity = self.ctx.ty(TypeKind::RankedTensor {
                    shape: ishape,
                    elem: i64t,
                    encoding: None,
                });
                let vty = self.ctx.ty(TypeKind::RankedTensor {
                    shape: vec![flat_v.len() as i64],
                    elem,
                    encoding: None,
                });
                let vsplat = !matches!(vals, DenseLit::List(_));
                let indices = self.dense_from_lits(flat_i, ity, i64t, false)?;
                let values = self.dense_from_lits(flat_v, vty, elem, vsplat)?;
                Ok(self.ctx.attr(AttrKind::Sparse {
                    ty,
                    indices,
                    values,
                }))
            }
            _ if builtin_type_keyword(kw) => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => {
                let _ = hint;
                self.err("expected attribute value")
            }
        }
    }

    fn parse_stride_value(&mut self) -> DResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.consume_if(Tok::Minus);
        if !self.is(Tok::Integer) {
            return self.err_here("expected a 64-bit signed integer or '?'");
        }
        let v = parse_int_text(self.tok_text())
            .and_then(|v| i64::try_from(if neg { -v } else { v }).ok());
        let Some(v) = v else {
            return self.err_here("expected a 64-bit signed integer or '?'");
        };
        self.advance();
        Ok(v)
    }

    /// Builds an integer or float attribute of `ty` from a literal.
    fn number_attr(
        &mut self,
        neg: bool,
        text: &str,
        is_float: bool,
        ty: Type,
        loc: Loc,
    ) -> DResult<Attr> {
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Float(k) => {
                let bits = self.float_bits(neg, text, is_float, k, loc)?;
                Ok(self.ctx.attr(AttrKind::Float { ty, bits }))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if is_float {
                    return self.err_at(loc, "floating point value not valid for specified type");
                }
                let v = self.int_value(neg, text, ty, loc, IntLiteralIn::Attribute)?;
                Ok(self.ctx.int_attr(ty, v))
            }
            _ => self.err_at(loc, "integer literal not valid for specified type"),
        }
    }

    fn float_bits(
        &self,
        neg: bool,
        text: &str,
        is_float: bool,
        k: FloatKind,
        loc: Loc,
    ) -> DResult<u128> {
        if !is_float && !text.starts_with("0x") {
            return Err(Box::new(
                crate::diag::Diagnostic::error(
                    loc,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(loc, "add a trailing dot to make the literal a float"),
            ));
        }
        if !is_float {
            if let Some(h) = text.strip_prefix("0x") {
                if neg {
                    return self.err_at(
                        loc,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                return match float_format::from_hex(k, h) {
                    Some(b) => Ok(b),
                    None => self.err_at(loc, "hexadecimal float constant out of range for type"),
                };
            }
        }
        let full = if neg {
            format!("-{}", text)
        } else {
            text.to_string()
        };
        match float_format::parse_decimal(k, &full) {
            Some(b) => Ok(b),
            None => self.err_at(loc, "floating point value too large for attribute"),
        }
    }

    fn int_value(
        &self,
        neg: bool,
        text: &str,
        ty: Type,
        loc: Loc,
        within: IntLiteralIn,
    ) -> DResult<i128> {
        let out_of_range = match within {
            IntLiteralIn::Attribute => "integer constant out of range for attribute",
            IntLiteralIn::DenseElements => "integer constant out of range for type",
            IntLiteralIn::DenseArray => "integer constant out of range",
        };
        let Some(mag) = parse_int_text(text) else {
            return self.err_at(loc, out_of_range);
        };
        let v = if neg { -mag } else { mag };
        let (width, sign) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signless),
        };
        if neg && sign == Signedness::Unsigned {
            return self.err_at(
                loc,
                if within == IntLiteralIn::DenseElements {
                    "expected unsigned integer elements, but parsed negative value"
                } else {
                    "negative integer literal not valid for unsigned integer type"
                },
            );
        }
        if width == 0 {
            if v != 0 {
                return self.err_at(loc, out_of_range);
            }
            return Ok(0);
        }
        if width >= 127 {
            return Ok(v);
        }
        let (lo, hi) = match sign {
            Signedness::Signed => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
            Signedness::Unsigned => (0, (1i128 << width) - 1),
            // Signless accepts both the signed and the unsigned range.
            Signedness::Signless => (-(1i128 << (width - 1)), (1i128 << width) - 1),
        };
        if v < lo || v > hi {
            return self.err_at(loc, out_of_range);
        }
        // Store signless values sign-extended from their width.
        Ok(match sign {
            Signedness::Unsigned => v,
            _ => sext(v, width),
        })
    }

    fn parse_dense_array(&mut self) -> DResult<Attr> {
        self.advance();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let elem = self.parse_type()?;
        let kind = self.ctx.type_kind(elem).clone();
        let mut values = Vec::new();
        if self.consume_if(Tok::Colon) {
            loop {
                let loc = self.loc();
                let neg = self.consume_if(Tok::Minus);
                let v = match (&kind, self.tok.kind) {
                    (TypeKind::Integer { width: 1, .. }, Tok::BareIdent)
                        if self.is_keyword("true") || self.is_keyword("false") =>
                    {
                        let v = self.is_keyword("true") as u128;
                        self.advance();
                        v
                    }
                    (TypeKind::Integer { width, .. }, Tok::Integer) => {
                        let t = self.tok_text().to_string();
                        self.advance();
                        // mlir-opt reports a bad element at the token after it.
                        let after = self.loc();
                        if *width == 1 {
                            return self
                                .err_at(after, "expected 'true' or 'false' values for i1 type");
                        }
                        self.int_value(neg, &t, elem, after, IntLiteralIn::DenseArray)? as u128
                    }
                    (TypeKind::Float(k), Tok::Integer | Tok::Float) => {
                        let t = self.tok_text().to_string();
                        let isf = self.is(Tok::Float);
                        self.advance();
                        self.float_bits(neg, &t, isf, *k, loc)?
                    }
                    (TypeKind::Integer { .. }, _)
                        if self.is_keyword("true") || self.is_keyword("false") =>
                    {
                        return self
                            .err_at(self.loc(), "expected i1 type for 'true' or 'false' values")
                    }
                    (TypeKind::Integer { .. }, _) => {
                        return self.err_here("expected integer literal")
                    }
                    (TypeKind::Float(_), _) => {
                        return self.err_here("expected floating point literal")
                    }
                    _ => {
                        return self.err_at(
                            self.loc(),
                            "expected integer or float literal in dense array",
                        )
                    }
                };
                values.push(v);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        if !matches!(kind, TypeKind::Integer { .. } | TypeKind::Float(_)) {
            return self.err("expected integer or float type");
        }
        Ok(self.ctx.attr(AttrKind::DenseArray { elem, values }))
    }

    /// `dense<...> : type`; with a `hint` (an attribute whose type is implied
    /// by the op, as in `memref.global`), the `: type` is not parsed.
    fn parse_dense(&mut self, hint: Option<Type>) -> DResult<Attr> {
        let dense_loc = self.loc();
        self.advance();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let lit = if self.is(Tok::Greater) {
            None
        } else if self.is(Tok::String) && self.tok_text().starts_with("\"0x") {
            let hex = unescape(self.tok_text());
            let loc = self.loc();
            self.advance();
            Some(Err((hex, loc)))
        } else {
            Some(Ok(self.parse_dense_lit()?))
        };
        self.expect(Tok::Greater, "'>'")?;
        let tloc = self.loc();
        let ty = match hint {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon, "':'")?;
                self.parse_type()?
            }
        };
        let tk = self.ctx.type_kind(ty).clone();
        if !matches!(tk, TypeKind::RankedTensor { .. } | TypeKind::Vector { .. })
            || !tk.has_static_shape()
        {
            return self.err_at(tloc, "elements literal type must have static shape");
        }
        let shape = tk.shape().unwrap().to_vec();
        let elem = tk.element_type().unwrap();
        let n = tk.num_elements().unwrap_or(0) as usize;
        match lit {
            None => {
                if n != 0 {
                    return self.err_at(tloc, "expected non-empty elements literal");
                }
                let data = DenseData::Scalars(Vec::new());
                Ok(self.ctx.attr(AttrKind::DenseElements {
                    ty,
                    splat: false,
                    data,
                }))
            }
            Some(Err((hex, loc))) => self.dense_from_hex(&hex, ty, elem, n, loc, dense_loc),
            Some(Ok(lit)) => {
                // Check the literal's shape against the type.
                let mut lshape = Vec::new();
                let mut cur = &lit;
                while let DenseLit::List(v) = cur {
                    lshape.push(v.len() as i64);
                    match v.first() {
                        Some(f) => cur = f,
                        None => break,
                    }
                }
                let mut flat = Vec::new();
                flatten(&lit, &mut flat);
                let splat = lshape.is_empty();
                if !splat && lshape != shape {
                    return self.err_at(
                        dense_loc,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            join(&lshape),
                            join(&shape)
                        ),
                    );
                }
                if !splat && flat.len() != n {
                    return self.err_at(tloc, "elements literal has a ragged shape");
                }
                self.dense_from_lits(flat, ty, elem, splat)
            }
        }
    }

    fn parse_dense_lit(&mut self) -> DResult<DenseLit> {
        self.enter()?;
        let r = self.parse_dense_lit_inner();
        self.leave();
        r
    }

    fn parse_dense_lit_inner(&mut self) -> DResult<DenseLit> {
        match self.tok.kind {
            Tok::LSquare => {
                let mut v = Vec::new();
                self.parse_comma_list(Tok::LSquare, Tok::RSquare, "'['", |p| {
                    v.push(p.parse_dense_lit()?);
                    Ok(())
                })?;
                Ok(DenseLit::List(v))
            }
            Tok::LParen => {
                self.advance();
                let re = self.parse_dense_lit()?;
                self.expect(Tok::Comma, "','")?;
                let im = self.parse_dense_lit()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(DenseLit::Complex(Box::new(re), Box::new(im)))
            }
            Tok::String => {
                let s = unescape(self.tok_text());
                self.advance();
                Ok(DenseLit::Str(s))
            }
            Tok::BareIdent if self.is_keyword("true") || self.is_keyword("false") => {
                let v = self.is_keyword("true");
                self.advance();
                Ok(DenseLit::Bool(v))
            }
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.consume_if(Tok::Minus);
                let loc = self.loc();
                if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
                    return self.err("expected integer or floating point literal");
                }
                let is_float = self.is(Tok::Float);
                let text = self.tok_text().to_string();
                self.advance();
                Ok(DenseLit::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                })
            }
            _ => self.err_here("expected element literal of primitive type"),
        }
    }

    fn lit_bits(&self, l: &DenseLit, elem: Type) -> DResult<u128> {
        let ek = self.ctx.type_kind(elem).clone();
        match (l, &ek) {
            (DenseLit::Bool(b), TypeKind::Integer { width: 1, .. }) => Ok(*b as u128),
            (DenseLit::Bool(_), _) => self.err("expected i1 type for 'true' or 'false' values"),
            (
                DenseLit::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                },
                TypeKind::Float(k),
            ) => self.float_bits(*neg, text, *is_float, *k, *loc),
            (
                DenseLit::Num {
                    neg,
                    text,
                    is_float,
                    loc,
                },
                TypeKind::Integer { .. } | TypeKind::Index,
            ) => {
                if *is_float {
                    return self
                        .err_at(*loc, "expected integer elements, but parsed floating-point");
                }
                let v = self.int_value(*neg, text, elem, *loc, IntLiteralIn::DenseElements)?;
                if let TypeKind::Integer { width: 1, .. } = ek {
                    return Ok((v != 0) as u128);
                }
                Ok(v as u128)
            }
            _ => self.err_here("expected element literal of primitive type"),
        }
    }

    fn dense_from_lits(
        &mut self,
        flat: Vec<DenseLit>,
        ty: Type,
        elem: Type,
        splat: bool,
    ) -> DResult<Attr> {
        let ek = self.ctx.type_kind(elem).clone();
        let data = match ek {
            TypeKind::Complex(inner) => {
                let mut v = Vec::with_capacity(flat.len());
                for l in &flat {
                    let DenseLit::Complex(re, im) = l else {
                        return self.err("expected complex element");
                    };
                    v.push((self.lit_bits(re, inner)?, self.lit_bits(im, inner)?));
                }
                DenseData::Complex(v)
            }
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => {
                let mut v = Vec::with_capacity(flat.len());
                for l in &flat {
                    v.push(self.lit_bits(l, elem)?);
                }
                DenseData::Scalars(v)
            }
            _ => {
                let mut v = Vec::with_capacity(flat.len());
                for l in flat {
                    let DenseLit::Str(s) = l else {
                        return self.err("expected string element");
                    };
                    v.push(s);
                }
                DenseData::Strings(v)
            }
        };
        Ok(make_dense(self.ctx, ty, splat, data))
    }

    fn dense_from_hex(
        &mut self,
        hex: &[u8],
        ty: Type,
        elem: Type,
        n: usize,
        loc: Loc,
        dense_loc: Loc,
    ) -> DResult<Attr> {
        let h = std::str::from_utf8(&hex[2..]).unwrap_or("");
        if !h.len().is_multiple_of(2) || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return self.err_at(
                loc,
                "expected string containing hex digits starting with `0x`",
            );
        }
        let bytes: Vec<u8> = (0..h.len() / 2)
            .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect();
        let ek = self.ctx.type_kind(elem).clone();
        let (width, is_complex, signed_int) = match &ek {
            TypeKind::Integer { width, signedness } => {
                (*width as usize, false, *signedness != Signedness::Unsigned)
            }
            TypeKind::Index => (64, false, true),
            TypeKind::Float(k) => (k.bit_width() as usize, false, false),
            TypeKind::Complex(inner) => match self.ctx.type_kind(*inner) {
                TypeKind::Float(k) => (k.bit_width() as usize, true, false),
                TypeKind::Integer { width, .. } => (*width as usize, true, true),
                _ => return self.err_at(loc, "unsupported element type for hex elements"),
            },
            _ => return self.err_at(loc, "unsupported element type for hex elements"),
        };
        let size_error = |p: &mut Self| {
            let msg = format!(
                "elements hex data size is invalid for provided type: '{}'",
                crate::printer::type_to_string(p.ctx, ty)
            );
            p.err_at(dense_loc, msg)
        };
        if width == 1 && !is_complex {
            // Booleans are packed eight to a byte, the first in the lowest
            // bit; a single 0x00 or 0xFF byte is a splat, and so is any byte
            // of a one-element type (nonzero is true).
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF || n == 1) {
                let data = DenseData::Scalars(vec![(bytes[0] != 0) as u128]);
                return Ok(make_dense(self.ctx, ty, n != 1, data));
            }
            if bytes.len() != n.div_ceil(8) {
                return size_error(self);
            }
            let bits = (0..n)
                .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as u128)
                .collect();
            return Ok(make_dense(self.ctx, ty, false, DenseData::Scalars(bits)));
        }
        let stride = width.div_ceil(8);
        let per = if is_complex { 2 } else { 1 };
        if !bytes.len().is_multiple_of((stride * per).max(1)) {
            return size_error(self);
        }
        let count = bytes.len() / (stride * per).max(1);
        let splat = count == 1 && n != 1;
        if count != n && !splat {
            return size_error(self);
        }
        let read = |i: usize| -> u128 {
            let mut v: u128 = 0;
            for k in (0..stride).rev() {
                v = (v << 8) | bytes[i * stride + k] as u128;
            }
            v
        };
        let fix = |v: u128| -> u128 {
            if signed_int && width < 128 && !matches!(ek, TypeKind::Float(_)) {
                sext(v as i128, width as u32) as u128
            } else {
                v
            }
        };
        let data = if is_complex {
            DenseData::Complex(
                (0..count)
                    .map(|i| (fix(read(2 * i)), fix(read(2 * i + 1))))
                    .collect(),
            )
        } else {
            DenseData::Scalars((0..count).map(|i| fix(read(i))).collect())
        };
        Ok(make_dense(self.ctx, ty, splat, data))
    }
}

fn flatten(l: &DenseLit, out: &mut Vec<DenseLit>) {
    match l {
        DenseLit::List(v) => v.iter().for_each(|x| flatten(x, out)),
        other => out.push(other.clone()),
    }
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Sign-extends the low `width` bits of `v`.
pub fn sext(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// Builds a dense elements attribute, folding uniform data into a splat as MLIR does.
pub fn make_dense(ctx: &mut crate::Context, ty: Type, splat: bool, data: DenseData) -> Attr {
    let (splat, data) = if splat {
        (true, data)
    } else {
        let uniform = match &data {
            DenseData::Scalars(v) => v.len() > 1 && v.iter().all(|x| *x == v[0]),
            DenseData::Complex(v) => v.len() > 1 && v.iter().all(|x| *x == v[0]),
            DenseData::Strings(v) => v.len() > 1 && v.iter().all(|x| *x == v[0]),
        };
        let single = ctx.type_kind(ty).num_elements() == Some(1);
        if uniform || single {
            let d = match data {
                DenseData::Scalars(v) => DenseData::Scalars(v.into_iter().take(1).collect()),
                DenseData::Complex(v) => DenseData::Complex(v.into_iter().take(1).collect()),
                DenseData::Strings(v) => DenseData::Strings(v.into_iter().take(1).collect()),
            };
            (true, d)
        } else {
            (false, data)
        }
    };
    ctx.attr(AttrKind::DenseElements { ty, splat, data })
}

/// Where an integer literal stands: MLIR words its range errors differently
/// for each.
#[derive(Clone, Copy, PartialEq, Eq)]
enum IntLiteralIn {
    Attribute,
    DenseElements,
    DenseArray,
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
