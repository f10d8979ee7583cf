//! Builtin attributes. Interned in the [`Context`](crate::Context).

use crate::affine::{AffineMap, IntegerSet};
use crate::ids::{Attr, Sym, Type};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integer or float elements as raw bits (floats) or sign-extended values (ints).
    /// A splat holds exactly one element.
    Scalars(Vec<u128>),
    /// Complex elements as (real, imaginary) pairs of the same encoding as `Scalars`.
    Complex(Vec<(u128, u128)>),
    /// `dense<"...">` over string element types.
    Strings(Vec<Vec<u8>>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    Bool(bool),
    /// Signless or signed integer values are stored sign-extended; unsigned zero-extended.
    Integer {
        ty: Type,
        value: i128,
    },
    Float {
        ty: Type,
        bits: u128,
    },
    String {
        value: Vec<u8>,
        ty: Option<Type>,
    },
    Array(Vec<Attr>),
    /// Sorted by name, names unique.
    Dict(Vec<(Sym, Attr)>),
    DenseElements {
        ty: Type,
        splat: bool,
        data: DenseData,
    },
    DenseResource {
        handle: String,
        ty: Type,
    },
    /// `array<i64: 1, 2>`; values as in `Integer`/`Float` encoding.
    DenseArray {
        elem: Type,
        values: Vec<u128>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    Strided {
        offset: i64,
        strides: Vec<i64>,
    },
    SymbolRef {
        root: String,
        nested: Vec<String>,
    },
    Type(Type),
    /// `distinct[N]<inner>`: unique per `id` even when `inner` is equal.
    Distinct {
        id: u32,
        inner: Attr,
    },
    /// `sparse<indices, values>`: both dense elements attributes.
    Sparse {
        ty: Type,
        indices: Attr,
        values: Attr,
    },
    /// A location; kept as text since it is only printed with debug info.
    Location(String),
    /// `#dialect.body` of a dialect we do not model (or a dialect attribute kept as
    /// printed), verbatim.
    Opaque {
        dialect: String,
        body: String,
    },
}
