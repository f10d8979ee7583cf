//! Attributes: builtin kinds, dense data (as literals or hex), attribute
//! dictionaries and quoted names.

use super::*;

impl<'c> OpPrinter<'c> {
    /// Attributes printed through an alias (`#map`, `#set`, `#distinct`).
    fn aliasable(&self, a: Attr) -> bool {
        match self.ctx.attr_kind(a) {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => true,
            AttrKind::Distinct { inner, .. } => {
                !matches!(self.ctx.attr_kind(*inner), AttrKind::Unit)
            }
            _ => false,
        }
    }

    /// Prints attribute `a` (or its alias, when it has one).
    pub fn attr(&mut self, a: Attr) {
        if self.aliasable(a) && self.alias_ref(false, a.0) {
            return;
        }
        self.attr_no_alias(a, false)
    }

    /// Prints an attribute without its trailing `: type`.
    pub fn attr_no_type(&mut self, a: Attr) {
        if self.aliasable(a) {
            return self.attr(a);
        }
        self.attr_no_alias(a, true)
    }

    pub(super) fn attr_no_alias(&mut self, a: Attr, elide_type: bool) {
        self.attr_with_elision(
            a,
            if elide_type {
                Elide::Must
            } else {
                Elide::Never
            },
        )
    }

    /// Prints an attribute as an array element: `i64` / `f64` types elided.
    pub fn attr_may_elide(&mut self, a: Attr) {
        if self.aliasable(a) {
            return self.attr(a);
        }
        self.attr_with_elision(a, Elide::May)
    }

    fn attr_with_elision(&mut self, a: Attr, elision: Elide) {
        let elide_type = elision == Elide::Must;
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                if is_i1(ctx, *ty) {
                    self.out
                        .push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                match i64::try_from(*value) {
                    // A `ui128` is stored zero-extended: its top half reads as negative.
                    _ if *value < 0 && is_unsigned(ctx, *ty) => {
                        let _ = write!(self.out, "{}", *value as u128);
                    }
                    // `fmt` of an i128 costs far more than the common i64.
                    Ok(v) => push_i64(&mut self.out, v),
                    Err(_) => {
                        let _ = write!(self.out, "{}", value);
                    }
                }
                if !elide_type && (elision != Elide::May || !is_int(ctx, *ty, 64)) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::WideInteger { ty, value } => {
                self.out.push_str(&value.to_decimal(!is_unsigned(ctx, *ty)));
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::Float { ty, bits } => {
                let k = float_kind(ctx, *ty);
                let text = float_format::format_float(k, *bits);
                // A hex-printed f64 keeps its type so that it reads back as a float.
                let hex = text.starts_with("0x");
                self.out.push_str(&text);
                if !elide_type && (elision != Elide::May || k != FloatKind::F64 || hex) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped(&mut self.out, value);
                if let (Some(t), false) = (ty, elide_type) {
                    if !matches!(ctx.type_kind(*t), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.ty(*t);
                    }
                }
            }
            AttrKind::Array(v) => {
                self.out.push('[');
                for (i, &x) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_may_elide(x);
                }
                self.out.push(']');
            }
            AttrKind::Dict(v) => {
                self.out.push('{');
                self.named_attrs(v);
                self.out.push('}');
            }
            AttrKind::DenseElements { ty, splat, data } => {
                if self
                    .elide_larger
                    .is_some_and(|n| !*splat && self.element_count(*ty) > n)
                {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.dense_body_or_hex(*ty, *splat, data);
                    self.out.push('>');
                }
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::DenseResource { handle, ty } => {
                let _ = write!(self.out, "dense_resource<{}>", handle);
                if !self.used_resources.contains(handle) {
                    self.used_resources.push(handle.clone());
                }
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::DenseArray { elem, values } => {
                self.out.push_str("array<");
                self.ty(*elem);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.scalar(*elem, v);
                    }
                }
                self.out.push('>');
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{}>", m);
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{}>", s);
            }
            AttrKind::Strided { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_dyn(&mut self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_dyn(&mut self.out, *offset);
                }
                self.out.push('>');
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol(&mut self.out, root);
                for n in nested {
                    self.out.push_str("::");
                    write_symbol(&mut self.out, n);
                }
            }
            AttrKind::Type(t) => self.ty(*t),
            AttrKind::Location(text) => {
                let node = self.locs.as_mut().and_then(|l| l.attr_node(text));
                match (node, self.locs.as_mut()) {
                    (Some(n), Some(l)) => {
                        if self.collecting.is_some() {
                            l.visit_attr(n);
                        }
                        l.write_attr(&mut self.out, n);
                    }
                    _ => {
                        let _ = write!(self.out, "loc{}", text);
                    }
                }
            }
            AttrKind::Distinct { id, inner } => {
                let next = self.distinct_numbers.len() as u32;
                let n = *self.distinct_numbers.entry(*id).or_insert(next);
                self.out.push_str("distinct[");
                push_u64(&mut self.out, n as u64);
                self.out.push_str("]<");
                if !matches!(ctx.attr_kind(*inner), AttrKind::Unit) {
                    self.attr(*inner);
                }
                self.out.push('>');
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                let (
                    AttrKind::DenseElements {
                        ty: it,
                        splat: is,
                        data: idata,
                    },
                    AttrKind::DenseElements {
                        ty: vt,
                        splat: vs,
                        data: vdata,
                    },
                ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
                else {
                    return;
                };
                // Elided as a whole when either part would be.
                let elided = |t: Type, splat: bool| {
                    self.elide_larger
                        .is_some_and(|limit| !splat && self.element_count(t) > limit)
                };
                if elided(*it, *is) || elided(*vt, *vs) {
                    self.out.push_str("dense_resource<__elided__>");
                    if !elide_type {
                        self.out.push_str(" : ");
                        self.ty(*ty);
                    }
                    return;
                }
                self.out.push_str("sparse<");
                if ctx.type_kind(*it).num_elements() != Some(0) {
                    self.dense_body(*it, *is, idata);
                    self.out.push_str(", ");
                    self.dense_body_or_hex(*vt, *vs, vdata);
                }
                self.out.push('>');
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::Opaque { dialect, body } => {
                self.out.push('#');
                self.out.push_str(dialect);
                if !body.starts_with('<') {
                    self.out.push('.');
                }
                self.out.push_str(body);
            }
        }
    }

    /// One element of integer or float type, as MLIR prints it in dense data.
    fn scalar(&mut self, elem: Type, v: u128) {
        let ctx = self.ctx;
        match ctx.type_kind(elem) {
            TypeKind::Float(k) => self.out.push_str(&float_format::format_float(*k, v)),
            TypeKind::Integer { width: 1, .. } => {
                self.out.push_str(if v != 0 { "true" } else { "false" })
            }
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                let _ = write!(self.out, "{}", v);
            }
            _ => match i64::try_from(v as i128) {
                Ok(x) => push_i64(&mut self.out, x),
                Err(_) => {
                    let _ = write!(self.out, "{}", v as i128);
                }
            },
        }
    }

    /// How many elements a dense attribute of type `ty` holds (its shape is
    /// static; a scalar-shaped type holds one).
    fn element_count(&self, ty: Type) -> u64 {
        self.ctx
            .type_kind(ty)
            .shape()
            .map_or(1, |s| s.iter().map(|&d| d.max(0) as u64).product())
    }

    /// The elements of a dense attribute, or its raw data as a quoted hex
    /// string when it has more elements than the hex limit (not a splat,
    /// not strings).
    fn dense_body_or_hex(&mut self, ty: Type, splat: bool, data: &DenseData) {
        let count = self.element_count(ty);
        if self.hex_larger.is_some_and(|n| !splat && count > n)
            && !matches!(data, DenseData::Strings(_))
        {
            self.out.push_str("\"0x");
            self.dense_hex(ty, data);
            self.out.push('"');
        } else {
            self.dense_body(ty, splat, data);
        }
    }

    /// The raw data of a dense integer, float or complex attribute as MLIR
    /// stores it, in upper-case hex: little-endian elements of their storage
    /// width (bit width rounded up to bytes, the padding bits zero), booleans
    /// packed eight to a byte from the lowest bit, complex numbers as real
    /// then imaginary.
    fn dense_hex(&mut self, ty: Type, data: &DenseData) {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        let ctx = self.ctx;
        let Some(elem) = ctx.type_kind(ty).element_type() else {
            return;
        };
        let scalar_of = match ctx.type_kind(elem) {
            TypeKind::Complex(inner) => *inner,
            _ => elem,
        };
        let bits = match ctx.type_kind(scalar_of) {
            TypeKind::Integer { width, .. } => *width as usize,
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.bit_width() as usize,
            _ => 64,
        };
        let mut bytes: Vec<u8> = Vec::new();
        // Only the type's own bits are stored: a negative i4 is 0x0C, not 0xFC.
        let mask = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        // Past 128 bits, the bytes of the value's extension (stored sign-extended unless
        // unsigned).
        let unsigned = is_unsigned(ctx, scalar_of);
        let push = |bytes: &mut Vec<u8>, v: u128| {
            let v = v & mask;
            let fill = if !unsigned && (v as i128) < 0 {
                0xff
            } else {
                0
            };
            for k in 0..bits.div_ceil(8) {
                bytes.push(if k < 16 { (v >> (8 * k)) as u8 } else { fill });
            }
        };
        match data {
            DenseData::Scalars(v) if bits == 1 => {
                bytes.resize(v.len().div_ceil(8), 0);
                for (i, &b) in v.iter().enumerate() {
                    if b & 1 != 0 {
                        bytes[i / 8] |= 1 << (i % 8);
                    }
                }
            }
            DenseData::Scalars(v) => v.iter().for_each(|&x| push(&mut bytes, x)),
            DenseData::Complex(v) => v.iter().for_each(|&(re, im)| {
                push(&mut bytes, re);
                push(&mut bytes, im);
            }),
            DenseData::Strings(_) => {}
            DenseData::Wide(v) => {
                for x in v {
                    let words = x.words().iter().flat_map(|w| w.to_le_bytes());
                    bytes.extend(words.take(bits.div_ceil(8)));
                }
            }
        }
        self.out.reserve(2 * bytes.len());
        for b in bytes {
            self.out.push(DIGITS[(b >> 4) as usize] as char);
            self.out.push(DIGITS[(b & 15) as usize] as char);
        }
    }

    fn dense_body(&mut self, ty: Type, splat: bool, data: &DenseData) {
        let ctx = self.ctx;
        let tk = ctx.type_kind(ty);
        let shape = tk.shape().unwrap_or(&[]).to_vec();
        let elem = tk.element_type().unwrap();
        let n = match data {
            DenseData::Scalars(v) => v.len(),
            DenseData::Complex(v) => v.len(),
            DenseData::Strings(v) => v.len(),
            DenseData::Wide(v) => v.len(),
        };
        if n == 0 {
            return;
        }
        let mut print_elem = |p: &mut Self, i: usize| match data {
            DenseData::Scalars(v) => p.scalar(elem, v[i]),
            DenseData::Complex(v) => {
                let inner = ctx.type_kind(elem).element_type().unwrap();
                p.out.push('(');
                p.scalar(inner, v[i].0);
                p.out.push(',');
                p.scalar(inner, v[i].1);
                p.out.push(')');
            }
            DenseData::Strings(v) => write_escaped(&mut p.out, &v[i]),
            DenseData::Wide(v) => p.out.push_str(&v[i].to_decimal(!is_unsigned(ctx, elem))),
        };
        if splat {
            print_elem(self, 0);
            return;
        }
        if shape.is_empty() {
            print_elem(self, 0);
            return;
        }
        self.dense_nested(&shape, 0, 0, &mut print_elem);
    }

    fn dense_nested(
        &mut self,
        shape: &[i64],
        d: usize,
        base: usize,
        f: &mut dyn FnMut(&mut Self, usize),
    ) {
        if d == shape.len() {
            f(self, base);
            return;
        }
        self.out.push('[');
        for i in 0..shape[d] as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.dense_nested(shape, d + 1, base * shape[d] as usize + i, f);
        }
        self.out.push(']');
    }

    fn named_attrs(&mut self, v: &[(Sym, Attr)]) {
        for (i, (k, a)) in v.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.named_attr(*k, *a);
        }
    }

    /// An attribute name: bare if it is an identifier, else quoted.
    pub fn attr_name(&mut self, k: Sym) {
        let i = k.index();
        if self.sym_bare.len() <= i {
            self.sym_bare.resize(i + 1, 0);
        }
        let s = self.ctx.str(k);
        if self.sym_bare[i] == 0 {
            self.sym_bare[i] = if is_bare_identifier(s) { 1 } else { 2 };
        }
        if self.sym_bare[i] == 1 {
            self.out.push_str(s);
        } else {
            write_escaped_str(&mut self.out, s);
        }
    }

    fn named_attr(&mut self, k: Sym, a: Attr) {
        self.attr_name(k);
        if !matches!(self.ctx.attr_kind(a), AttrKind::Unit) {
            self.out.push_str(" = ");
            self.attr(a);
        }
    }

    /// ` {a = 1, b}` with the attributes of `op` not in `elided`; nothing if none.
    pub fn attr_dict(&mut self, op: Op, elided: &[&str]) {
        let ctx = self.ctx;
        let kept = |(k, _): &&(Sym, Attr)| !elided.contains(&ctx.str(*k));
        let attrs = &ctx.op(op).attrs;
        if !attrs.iter().any(|a| kept(&a)) {
            return;
        }
        self.out.push_str(" {");
        for (i, (k, a)) in attrs.iter().filter(kept).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.named_attr(*k, *a);
        }
        self.out.push('}');
    }
    /// ` attributes {a = 1}` form.
    pub fn attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        let any = self
            .ctx
            .op(op)
            .attrs
            .iter()
            .any(|(k, _)| !elided.contains(&self.ctx.str(*k)));
        if any {
            self.out.push_str(" attributes");
            self.attr_dict(op, elided);
        }
    }
    /// Prints a list of named attributes as a dictionary body `{...}`.
    pub fn dict_of(&mut self, v: &[(Sym, Attr)]) {
        self.out.push('{');
        self.named_attrs(v);
        self.out.push('}');
    }
    /// ` {...}` after an entry argument of a function with a body (MLIR's
    /// `printRegionArgument`): nothing when `v` is empty.
    pub fn region_arg_attrs(&mut self, v: &[(Sym, Attr)]) {
        if v.is_empty() {
            return;
        }
        self.out.push(' ');
        let outer = std::mem::replace(&mut self.weak_aliases, true);
        self.dict_of(v);
        self.weak_aliases = outer;
    }
    /// Prints `@name`, quoted when `name` is not a bare identifier.
    pub fn symbol_name(&mut self, s: &str) {
        write_symbol(&mut self.out, s);
    }
    /// Prints `s` bare when it is a valid keyword, else as a quoted string.
    pub fn keyword_or_string(&mut self, s: &str) {
        write_keyword_or_string(&mut self.out, s);
    }
    /// Prints `s` as a quoted string with MLIR's escapes.
    pub fn escaped_string(&mut self, s: &[u8]) {
        write_escaped(&mut self.out, s);
    }
    /// [`OpPrinter::escaped_string`] of a `str`.
    pub fn escaped_str(&mut self, s: &str) {
        write_escaped_str(&mut self.out, s);
    }
}
