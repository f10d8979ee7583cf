//! Builtin attributes. Interned in the [`Context`](crate::Context).

use crate::affine::{AffineMap, IntegerSet};
use crate::ids::{Attr, Sym, Type};

/// The element storage of a `dense<...>` attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integer or float elements as raw bits (floats) or sign-extended values (ints).
    /// A splat holds exactly one element.
    Scalars(Vec<u128>),
    /// Complex elements as (real, imaginary) pairs of the same encoding as `Scalars`.
    Complex(Vec<(u128, u128)>),
    /// `dense<"...">` over string element types.
    Strings(Vec<Vec<u8>>),
    /// Integer elements of a type wider than 128 bits when one of them does not fit in the
    /// 128 bits `Scalars` keeps (only then, so that each value has one form), each at the
    /// type's width.
    Wide(Vec<crate::wide_int::WideInt>),
}

/// What an attribute is; the value an [`Attr`] id stands for in the [`Context`](crate::Context).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// `unit`: a flag whose presence is the information.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// Signless or signed integer values are stored sign-extended; unsigned zero-extended.
    Integer {
        /// The integer (or `index`) type.
        ty: Type,
        /// The value, extended to 128 bits as described above.
        value: i128,
    },
    /// An integer of a type wider than 128 bits (`i129` and wider: every value of such a
    /// type is one of these, never an `Integer`).
    WideInteger {
        /// The integer type.
        ty: Type,
        /// The value, at the type's width.
        value: crate::wide_int::WideInt,
    },
    /// A float of type `ty`, e.g. `1.0 : f32`.
    Float {
        /// The float type.
        ty: Type,
        /// The value's bit pattern in `ty`'s format, zero-extended.
        bits: u128,
    },
    /// A string, `"..."` with an optional `: type`.
    String {
        /// The bytes, unescaped (they need not be UTF-8).
        value: Vec<u8>,
        /// The type after `:`, when one was written.
        ty: Option<Type>,
    },
    /// `[a, b, ..]`.
    Array(Vec<Attr>),
    /// Sorted by name, names unique.
    Dict(Vec<(Sym, Attr)>),
    /// `dense<...> : type`: elements of a tensor or vector.
    DenseElements {
        /// The shaped type of the attribute.
        ty: Type,
        /// Whether one element stands for all of them.
        splat: bool,
        /// The elements.
        data: DenseData,
    },
    /// `dense_resource<handle> : type`: elements stored in a resource blob that is not modelled.
    DenseResource {
        /// The resource's name.
        handle: String,
        /// The shaped type of the attribute.
        ty: Type,
    },
    /// `array<i64: 1, 2>`; values as in `Integer`/`Float` encoding.
    DenseArray {
        /// The element type.
        elem: Type,
        /// One encoded value per element.
        values: Vec<u128>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[strides], offset: offset>`: a memref layout.
    Strided {
        /// The offset; [`DYNAMIC`](crate::types::DYNAMIC) stands for `?`.
        offset: i64,
        /// The strides; [`DYNAMIC`](crate::types::DYNAMIC) stands for `?`.
        strides: Vec<i64>,
    },
    /// `@root::@nested::..`: a reference to a symbol.
    SymbolRef {
        /// The name of the symbol in the nearest symbol table.
        root: String,
        /// Names to look up inside `root`, in order.
        nested: Vec<String>,
    },
    /// A type used as an attribute (e.g. `function_type`).
    Type(Type),
    /// `distinct[N]<inner>`: unique per `id` even when `inner` is equal.
    Distinct {
        /// The distinct id printed in brackets.
        id: u32,
        /// The wrapped attribute.
        inner: Attr,
    },
    /// `sparse<indices, values>`: both dense elements attributes.
    Sparse {
        /// The shaped type of the attribute.
        ty: Type,
        /// The coordinates of the non-zero elements.
        indices: Attr,
        /// The values of the non-zero elements.
        values: Attr,
    },
    /// A location; kept as text since it is only printed with debug info.
    Location(String),
    /// `#dialect.body` of a dialect we do not model (or a dialect attribute kept as
    /// printed), verbatim.
    Opaque {
        /// The dialect namespace (without `#`).
        dialect: String,
        /// Everything after the dialect name, as written.
        body: String,
    },
}

impl AttrKind {
    /// The type of a typed attribute (MLIR's `TypedAttr`: numbers, elements
    /// attributes, typed strings); `None` for the others.
    pub fn typed_type(&self) -> Option<Type> {
        match self {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. } => Some(*ty),
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::String { ty: Some(t), .. } => Some(*t),
            _ => None,
        }
    }

    /// Whether this is an elements attribute (dense, dense resource or
    /// sparse): the initial values memref globals and tensor constants take.
    pub fn is_elements(&self) -> bool {
        matches!(
            self,
            AttrKind::DenseElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        )
    }
}
