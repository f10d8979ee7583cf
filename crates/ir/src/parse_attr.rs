//! Parsing of builtin types and attributes (part of [`Parser`]).

use crate::affine;
use crate::attrs::{AttrKind, DenseData};
use crate::diag::DResult;
use crate::float_format::{self, FloatKind};
use crate::ids::*;
use crate::lexer::{int_type_parts, unescape, Tok};
use crate::location::Loc;
use crate::parser::{symbol_text, Parser};
use crate::types::{Signedness, TypeKind, DYNAMIC};
use crate::wide_int::WideInt;
use rustc_hash::FxHashSet;

mod dense;
mod types;

/// The longest type or dictionary text the parser looks up in its caches of
/// text already parsed; finding the end of a longer one would cost a scan per
/// nesting level.
const MAX_CACHED_TEXT: usize = 4096;

pub use crate::lexer::parse_int_text;
use dense::{flatten, DenseLit};

/// The end of mlir-opt's error for a type or attribute of a dialect it
/// does not know.
const UNREGISTERED_SYMBOL_ADVICE: &str = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
pub use dense::{make_dense, sext};

pub(crate) fn builtin_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_mlir_name(s).is_some()
        || int_type_of(s).is_some()
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

impl<'a> Parser<'a> {
    /// `{name = attr, unitname, ...}` into a list (later duplicates are an error).
    pub fn parse_attr_dict_into(&mut self, out: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        self.nest_depth += 1;
        let r = self.parse_attr_dict_body(out);
        self.nest_depth -= 1;
        r
    }

    fn parse_attr_dict_body(&mut self, out: &mut Vec<(Sym, Attr)>) -> DResult<()> {
        // Keys already in `out` count as seen: a hash set, since a
        // dictionary may hold hundreds of thousands of entries.
        let mut seen: FxHashSet<Sym> = out.iter().map(|&(k, _)| k).collect();
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
                if !seen.insert(s) {
                    return p.err_at(
                        loc,
                        format!("duplicate key '{}' in dictionary attribute", name),
                    );
                }
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

    pub(crate) fn parse_attribute(&mut self, hint: Option<Type>) -> DResult<Attr> {
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
    /// skipped), if the text is balanced and the dictionary short enough
    /// to serve as a cache key.
    fn balanced_brace_end(&self, open: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        // Bounded: every nesting level of `{a = {a = ...}}` scans from its
        // own `{`, so an unbounded scan would be quadratic in the depth.
        let b = &b[..b.len().min(open + MAX_CACHED_TEXT)];
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
                // As MLIR's parser: a number given its type by the op takes no `: type`.
                let ty = match hint {
                    Some(t) => t,
                    None => match self.optional_colon_type()? {
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
                        // mlir-opt points just past the name.
                        let past = self.loc_at(self.tok.end as usize);
                        return self.err_at(past, format!("undefined symbol alias id '{}'", text));
                    };
                    self.advance();
                    return Ok(a);
                }
                self.refuse_builtin_dialect_symbol("attribute")?;
                let (dialect, mut body) = self.take_dialect_body()?;
                // Any dialect attribute may carry a trailing `: type`, kept
                // with the verbatim body so that it prints back as written.
                let ty_text = self
                    .optional_colon_type()?
                    .map(|t| crate::printer::type_to_string(self.ctx, t));
                if !self.dialect_symbol_allowed(&dialect) {
                    let at = self.dialect_symbol_loc(loc, &dialect);
                    let ty = ty_text.as_deref().unwrap_or("none");
                    return self.err_at(
                        at,
                        format!(
                            "#\"{dialect}\"<\"{}\"> : '{ty}' attribute {UNREGISTERED_SYMBOL_ADVICE}",
                            types::symbol_data(&body)
                        ),
                    );
                }
                if let Some(t) = ty_text {
                    body = format!("{body} : {t}");
                }
                Ok(self.ctx.attr(AttrKind::Opaque { dialect, body }))
            }
            Tok::BareIdent => self.parse_keyword_attribute(loc, hint),
            Tok::LParen | Tok::BangIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => self.err("expected attribute value"),
        }
    }

    /// `#builtin.x` / `!builtin<..>`: the builtin dialect has no hook for the pretty or
    /// opaque form of its attributes and types (they have keywords of their own), which
    /// mlir-opt reports where the body starts.
    pub(crate) fn refuse_builtin_dialect_symbol(&self, what: &str) -> DResult<()> {
        let name = &self.tok_text()[1..];
        let builtin = name.strip_prefix("builtin").is_some_and(|rest| {
            rest.starts_with('.')
                || (rest.is_empty() && self.src[self.tok.end as usize..].starts_with('<'))
        });
        if !builtin {
            return Ok(());
        }
        let body = self.loc_at(self.tok.start as usize + "#builtin.".len());
        self.err_at(
            body,
            format!("dialect 'builtin' provides no {what} parsing hook"),
        )
    }

    fn parse_keyword_attribute(&mut self, loc: Loc, hint: Option<Type>) -> DResult<Attr> {
        let kw = self.tok_text();
        match kw {
            // MLIR's boolean attribute takes no `: type`.
            "true" | "false" => {
                let v = kw == "true";
                self.advance();
                let i1 = self.ctx.i1();
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
                let sparse_loc = self.loc();
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
                let ty = self.elements_literal_type(hint, sparse_loc)?;
                let tk = self.ctx.type_kind(ty).clone();
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
            _ => self.err("expected attribute value"),
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
                    // MLIR reports it at the token after the literal's type.
                    return self.err_here("floating point value not valid for specified type");
                }
                let (v, sign) = self.wide_int_value(neg, text, ty, loc, IntLiteralIn::Attribute)?;
                match stored_i128(&v, sign) {
                    Some(x) if v.width() <= 128 => Ok(self.ctx.int_attr(ty, x)),
                    _ => Ok(self.ctx.attr(AttrKind::WideInteger { ty, value: v })),
                }
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

    /// An integer literal of an integer or index type, in range for it, as an `i128`:
    /// sign-extended from the width, zero-extended for an unsigned type. A type wider
    /// than 128 bits takes values that fit in an `i128` only ([`Self::wide_int_value`]
    /// takes them all).
    fn int_value(
        &self,
        neg: bool,
        text: &str,
        ty: Type,
        loc: Loc,
        within: IntLiteralIn,
    ) -> DResult<i128> {
        let (v, sign) = self.wide_int_value(neg, text, ty, loc, within)?;
        match stored_i128(&v, sign) {
            Some(x) => Ok(x),
            None => self.err_at(loc, within.out_of_range()),
        }
    }

    /// An integer literal at its type's width (`index`: 64 bits), checked against the
    /// type's range (a signless type takes both the signed and the unsigned one).
    fn wide_int_value(
        &self,
        neg: bool,
        text: &str,
        ty: Type,
        loc: Loc,
        within: IntLiteralIn,
    ) -> DResult<(WideInt, Signedness)> {
        let out_of_range = within.out_of_range();
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
        // One bit more than the width holds every magnitude the type may take.
        let Some(mag) = WideInt::parse_magnitude(width + 1, text) else {
            return self.err_at(loc, out_of_range);
        };
        if width == 0 {
            if !mag.is_zero() {
                return self.err_at(loc, out_of_range);
            }
            return Ok((WideInt::zero(1), sign));
        }
        let top = mag.width() - mag.leading_zeros();
        let in_range = if neg {
            // Down to -2^(width-1).
            top < width || (top == width && mag.trailing_zeros() == width - 1)
        } else if sign == Signedness::Signed {
            top < width
        } else {
            top <= width
        };
        if !in_range {
            return self.err_at(loc, out_of_range);
        }
        let v = mag.resize(width, false);
        Ok((if neg { v.neg() } else { v }, sign))
    }
}

/// How an `Integer` attribute stores `v`: sign-extended, zero-extended when unsigned.
fn stored_i128(v: &WideInt, sign: Signedness) -> Option<i128> {
    if sign == Signedness::Unsigned {
        v.to_u128().map(|u| u as i128)
    } else {
        v.to_i128()
    }
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where an integer literal stands: MLIR words its range errors differently
/// for each.
#[derive(Clone, Copy, PartialEq, Eq)]
enum IntLiteralIn {
    Attribute,
    DenseElements,
    DenseArray,
}

impl IntLiteralIn {
    fn out_of_range(self) -> &'static str {
        match self {
            IntLiteralIn::Attribute => "integer constant out of range for attribute",
            IntLiteralIn::DenseElements => "integer constant out of range for type",
            IntLiteralIn::DenseArray => "integer constant out of range",
        }
    }
}
