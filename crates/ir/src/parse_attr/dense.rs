//! Dense data: `array<...>`, `dense<...>` literals (nested lists and hex
//! blobs), and building dense elements attributes.

use super::*;

/// A literal inside `dense<...>` before the element type is known.
#[derive(Clone, Debug)]
pub(super) enum DenseLit {
    Num {
        neg: bool,
        text: String,
        is_float: bool,
        loc: Loc,
    },
    Bool(bool, Loc),
    Str(Vec<u8>),
    Complex(Box<DenseLit>, Box<DenseLit>),
    List(Vec<DenseLit>),
}

impl<'a> Parser<'a> {
    pub(super) fn parse_dense_array(&mut self) -> DResult<Attr> {
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
    pub(super) fn parse_dense(&mut self, hint: Option<Type>) -> DResult<Attr> {
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
        let ty = self.elements_literal_type(hint, dense_loc)?;
        let tk = self.ctx.type_kind(ty).clone();
        let shape = tk.shape().unwrap().to_vec();
        let elem = tk.element_type().unwrap();
        let n = tk.num_elements().unwrap_or(0) as usize;
        match lit {
            None => {
                if n != 0 {
                    let shown = crate::printer::type_to_string(self.ctx, ty);
                    return self.err_at(
                        dense_loc,
                        format!("parsed zero elements, but type ('{shown}') expected at least 1"),
                    );
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

    /// MLIR's `parseElementsLiteralType`: the type an op implies (`hint`),
    /// else `: type`; a shaped type of static shape, errors reported at the
    /// literal's keyword.
    pub(super) fn elements_literal_type(
        &mut self,
        hint: Option<Type>,
        keyword_loc: Loc,
    ) -> DResult<Type> {
        let ty = match hint {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon, "':'")?;
                self.parse_type()?
            }
        };
        let tk = self.ctx.type_kind(ty);
        if !matches!(
            tk,
            TypeKind::RankedTensor { .. }
                | TypeKind::Vector { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) {
            return self.err_at(keyword_loc, "elements literal must be a shaped type");
        }
        if !matches!(tk, TypeKind::RankedTensor { .. } | TypeKind::Vector { .. })
            || !tk.has_static_shape()
        {
            return self.err_at(keyword_loc, "elements literal type must have static shape");
        }
        Ok(ty)
    }

    pub(super) fn parse_dense_lit(&mut self) -> DResult<DenseLit> {
        self.enter()?;
        let r = self.parse_dense_lit_inner();
        self.leave();
        r
    }

    fn parse_dense_lit_inner(&mut self) -> DResult<DenseLit> {
        match self.tok.kind {
            Tok::LSquare => {
                // As MLIR's tensor literal parser, every element of a list
                // must have the shape of the first, checked as each ends.
                let mut v: Vec<DenseLit> = Vec::new();
                self.parse_comma_list(Tok::LSquare, Tok::RSquare, "'['", |p| {
                    let lit = p.parse_dense_lit()?;
                    if let Some(first) = v.first() {
                        if lit_shape(first) != lit_shape(&lit) {
                            return p.err_here(
                                "tensor literal is invalid; ranks are not consistent between elements",
                            );
                        }
                    }
                    v.push(lit);
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
                let loc = self.loc();
                self.advance();
                Ok(DenseLit::Bool(v, loc))
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
            (DenseLit::Bool(b, _), TypeKind::Integer { width: 1, .. }) => Ok(*b as u128),
            (DenseLit::Bool(_, loc), _) => {
                self.err_at(*loc, "expected i1 type for 'true' or 'false' values")
            }
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

    /// The elements of a type wider than 128 bits: `Scalars` when each fits in 128 bits as
    /// `Scalars` stores it, else `Wide`.
    fn wide_elements(&self, flat: &[DenseLit], elem: Type) -> DResult<DenseData> {
        let mut values = Vec::with_capacity(flat.len());
        for l in flat {
            match l {
                DenseLit::Num {
                    neg,
                    text,
                    is_float: false,
                    loc,
                } => values.push(self.wide_int_value(
                    *neg,
                    text,
                    elem,
                    *loc,
                    IntLiteralIn::DenseElements,
                )?),
                // Booleans and floats fail as lit_bits words it.
                _ => {
                    self.lit_bits(l, elem)?;
                }
            }
        }
        let narrow: Option<Vec<u128>> = values
            .iter()
            .map(|(v, sign)| stored_i128(v, *sign).map(|x| x as u128))
            .collect();
        Ok(match narrow {
            Some(v) => DenseData::Scalars(v),
            None => DenseData::Wide(values.into_iter().map(|(v, _)| v).collect()),
        })
    }

    pub(super) fn dense_from_lits(
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
            TypeKind::Integer { width, .. } if width > 128 => self.wide_elements(&flat, elem)?,
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
        if width > 128 && !is_complex {
            let sign = match ek {
                TypeKind::Integer { signedness, .. } => signedness,
                _ => Signedness::Signless,
            };
            let values: Vec<WideInt> = bytes
                .chunks(stride)
                .map(|element| {
                    let words: Vec<u64> = element
                        .chunks(8)
                        .map(|w| w.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64))
                        .collect();
                    WideInt::from_words(width as u32, &words)
                })
                .collect();
            let narrow: Option<Vec<u128>> = values
                .iter()
                .map(|v| stored_i128(v, sign).map(|x| x as u128))
                .collect();
            let data = match narrow {
                Some(v) => DenseData::Scalars(v),
                None => DenseData::Wide(values),
            };
            return Ok(make_dense(self.ctx, ty, splat, data));
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

/// The shape of a literal: the lengths of its nested lists, outermost
/// first (a scalar has none). Lists are consistent by construction, so the
/// first element speaks for the rest.
fn lit_shape(l: &DenseLit) -> Vec<usize> {
    let mut shape = Vec::new();
    let mut cur = l;
    while let DenseLit::List(v) = cur {
        shape.push(v.len());
        match v.first() {
            Some(f) => cur = f,
            None => break,
        }
    }
    shape
}

pub(super) fn flatten(l: &DenseLit, out: &mut Vec<DenseLit>) {
    match l {
        DenseLit::List(v) => v.iter().for_each(|x| flatten(x, out)),
        other => out.push(other.clone()),
    }
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
            DenseData::Wide(v) => v.len() > 1 && v.iter().all(|x| *x == v[0]),
        };
        let single = ctx.type_kind(ty).num_elements() == Some(1);
        if uniform || single {
            let d = match data {
                DenseData::Scalars(v) => DenseData::Scalars(v.into_iter().take(1).collect()),
                DenseData::Complex(v) => DenseData::Complex(v.into_iter().take(1).collect()),
                DenseData::Strings(v) => DenseData::Strings(v.into_iter().take(1).collect()),
                DenseData::Wide(v) => DenseData::Wide(v.into_iter().take(1).collect()),
            };
            (true, d)
        } else {
            (false, data)
        }
    };
    ctx.attr(AttrKind::DenseElements { ty, splat, data })
}
