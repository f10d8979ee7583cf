//! Interning of types, attributes and symbols, and shorthands for the
//! common ones.

use super::*;

impl Context {
    /// The interned type of kind `k` (a memref in memory space 0 is normalised to the default space).
    pub fn ty(&mut self, mut k: TypeKind) -> Type {
        // An integer memory space of value 0 is the default space (MLIR's
        // `skipDefaultMemorySpace`).
        if let TypeKind::MemRef { memory_space, .. }
        | TypeKind::UnrankedMemRef { memory_space, .. } = &mut k
        {
            if let Some(ms) = *memory_space {
                if matches!(self.attr_kind(ms), AttrKind::Integer { value: 0, .. }) {
                    *memory_space = None;
                }
            }
        }
        Type(self.types.intern(k))
    }
    /// What type `t` is.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }
    /// Every attribute ever interned in this context.
    pub fn all_attr_kinds(&self) -> impl Iterator<Item = &AttrKind> {
        self.attrs.iter()
    }
    /// Every type ever interned in this context.
    pub fn all_type_kinds(&self) -> impl Iterator<Item = &TypeKind> {
        self.types.iter()
    }
    /// The interned attribute of kind `k` (an `i1` integer is normalised to 0 or 1).
    pub fn attr(&mut self, mut k: AttrKind) -> Attr {
        // An i1 has one true value however it was written (`true`, `1`, `-1`):
        // it is stored as 1, so that equal attributes are one attribute, as in
        // MLIR (constants unique, CSE and folds compare attributes by id).
        if let AttrKind::Integer { ty, value } = &mut k {
            if matches!(
                self.type_kind(*ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            ) {
                *value &= 1;
            }
        }
        Attr(self.attrs.intern(k))
    }
    /// What attribute `a` is.
    #[inline]
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.get(a.0)
    }
    /// The interned symbol of string `s`.
    pub fn sym(&mut self, s: &str) -> Sym {
        if let Some(id) = self.syms.lookup_borrowed(s) {
            return Sym(id);
        }
        let id = Sym(self.syms.intern(Box::from(s)));
        let def = self.registry.lookup(s);
        self.op_defs.push(def);
        id
    }
    /// The symbol of a string if it was ever interned (no allocation).
    #[inline]
    pub fn existing_sym(&self, s: &str) -> Option<Sym> {
        self.syms.lookup_borrowed(s).map(Sym)
    }
    /// The string of symbol `s`.
    #[inline]
    pub fn str(&self, s: Sym) -> &str {
        self.syms.get(s.0)
    }

    /// The signless integer type `iN` of width `width`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// The `i1` type.
    pub fn i1(&mut self) -> Type {
        self.int_type(1)
    }
    /// The `index` type.
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    /// The float type of kind `k`.
    pub fn float_type(&mut self, k: FloatKind) -> Type {
        self.ty(TypeKind::Float(k))
    }
    /// The function type `(inputs) -> results`.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    /// The `unit` attribute.
    pub fn unit_attr(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }
    /// The integer attribute `value : ty` (for a type wider than 128 bits, `value`
    /// sign-extended, or zero-extended for an unsigned type).
    pub fn int_attr(&mut self, ty: Type, value: i128) -> Attr {
        match self.type_kind(ty) {
            TypeKind::Integer { width, signedness } if *width > 128 => {
                let value = if *signedness == Signedness::Unsigned {
                    crate::wide_int::WideInt::from_u128(*width, value as u128)
                } else {
                    crate::wide_int::WideInt::from_i128(*width, value)
                };
                self.attr(AttrKind::WideInteger { ty, value })
            }
            _ => self.attr(AttrKind::Integer { ty, value }),
        }
    }
    /// The `index` attribute `value : index`.
    pub fn index_attr(&mut self, value: i64) -> Attr {
        let t = self.index_type();
        self.int_attr(t, value as i128)
    }
    /// The string attribute `"s"` (without a type).
    pub fn string_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }
    /// The type attribute of `t`.
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }
    /// The array attribute `[v..]`.
    pub fn array_attr(&mut self, v: Vec<Attr>) -> Attr {
        self.attr(AttrKind::Array(v))
    }
    /// The attribute `array<i64: v..>`.
    pub fn dense_i64_array(&mut self, v: &[i64]) -> Attr {
        let elem = self.int_type(64);
        self.attr(AttrKind::DenseArray {
            elem,
            values: v.iter().map(|&x| x as i128 as u128).collect(),
        })
    }
    /// The attribute `array<i32: v..>`.
    pub fn dense_i32_array(&mut self, v: &[i32]) -> Attr {
        let elem = self.int_type(32);
        self.attr(AttrKind::DenseArray {
            elem,
            values: v.iter().map(|&x| x as i128 as u128).collect(),
        })
    }
    /// The flat symbol reference `@name`.
    pub fn symbol_ref(&mut self, name: &str) -> Attr {
        self.attr(AttrKind::SymbolRef {
            root: name.to_string(),
            nested: Vec::new(),
        })
    }
    /// A dictionary attribute; entries are sorted and later duplicates win.
    pub fn dict_attr(&mut self, mut entries: Vec<(Sym, Attr)>) -> Attr {
        sort_named(self, &mut entries);
        self.attr(AttrKind::Dict(entries))
    }
}
