//! Builtin types. Types are interned in the [`Context`](crate::Context) and
//! compared by id; dialect types we do not model are kept as opaque text.

use crate::float_format::FloatKind;
use crate::ids::{Attr, Type};

/// Marker of a dynamic dimension in a shape (`?`), as in MLIR.
pub const DYNAMIC: i64 = i64::MIN;

/// The signedness semantics of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: the operation decides how the bits are interpreted.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// What a type is; the value a [`Type`] id stands for in the [`Context`](crate::Context).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signed, unsigned or signless.
        signedness: Signedness,
    },
    /// `index`: the target's pointer-sized integer.
    Index,
    /// A floating-point type (`f32`, `bf16`, ...).
    Float(FloatKind),
    /// `complex<elem>`.
    Complex(Type),
    /// `tuple<..>`.
    Tuple(Vec<Type>),
    /// `none`.
    None,
    /// `vector<..xelem>`, with scalable dimensions written `[n]`.
    Vector {
        /// The dimension sizes (always static).
        shape: Vec<i64>,
        /// Per dimension, whether it is scalable.
        scalable: Vec<bool>,
        /// The element type.
        elem: Type,
    },
    /// `tensor<..xelem>` with a known rank.
    RankedTensor {
        /// The dimension sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// The element type.
        elem: Type,
        /// The encoding attribute (e.g. a sparse encoding), when present.
        encoding: Option<Attr>,
    },
    /// `tensor<*xelem>`.
    UnrankedTensor {
        /// The element type.
        elem: Type,
    },
    /// `layout` is `None` for the identity layout, which MLIR never prints.
    MemRef {
        /// The dimension sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// The element type.
        elem: Type,
        /// The layout attribute (`strided<..>` or an affine map).
        layout: Option<Attr>,
        /// The memory space attribute, `None` for the default space.
        memory_space: Option<Attr>,
    },
    /// `memref<*xelem>`.
    UnrankedMemRef {
        /// The element type.
        elem: Type,
        /// The memory space attribute, `None` for the default space.
        memory_space: Option<Attr>,
    },
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `!dialect.body` of a dialect we do not model, kept verbatim.
    Opaque {
        /// The dialect namespace (without `!`).
        dialect: String,
        /// Everything after the dialect name, as written.
        body: String,
    },
}

impl TypeKind {
    /// The dimension sizes of a vector, ranked tensor or memref.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// The element type of a shaped or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
            TypeKind::Complex(e) => Some(*e),
            _ => None,
        }
    }
    /// Whether this is a ranked or unranked tensor.
    pub fn is_tensor(&self) -> bool {
        matches!(
            self,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }
    /// Whether this is a ranked or unranked memref.
    pub fn is_memref(&self) -> bool {
        matches!(
            self,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }
    /// Whether this is a tensor, memref or vector.
    pub fn is_shaped(&self) -> bool {
        self.is_tensor() || self.is_memref() || matches!(self, TypeKind::Vector { .. })
    }
    /// Whether this is an integer type or `index`.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeKind::Integer { .. } | TypeKind::Index)
    }
    /// Whether this is a floating-point type.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeKind::Float(_))
    }
    /// The memory space of a ranked or unranked memref (`None` for the default space).
    pub fn memory_space(&self) -> Option<Attr> {
        match self {
            TypeKind::MemRef { memory_space, .. }
            | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }
    /// The rank of a vector, ranked tensor or memref.
    pub fn rank(&self) -> Option<usize> {
        self.shape().map(|s| s.len())
    }
    /// Whether the type has a shape and no dynamic dimension.
    pub fn has_static_shape(&self) -> bool {
        self.shape()
            .map(|s| s.iter().all(|&d| d != DYNAMIC))
            .unwrap_or(false)
    }
    /// The number of elements of a statically shaped type (`None` when dynamic or on overflow).
    pub fn num_elements(&self) -> Option<i64> {
        let s = self.shape()?;
        let mut n: i64 = 1;
        for &d in s {
            if d == DYNAMIC {
                return None;
            }
            n = n.checked_mul(d)?;
        }
        Some(n)
    }
}

/// Size in bits of a scalar, complex or vector type under a data layout that
/// is the default one but for the width of `index` (what an allocation of
/// such elements occupies per element).
pub fn type_bits(ctx: &crate::Context, t: Type, index_bits: u64) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Index => Some(index_bits),
        TypeKind::Float(k) => Some(u64::from(k.bit_width())),
        TypeKind::Complex(e) => {
            let b = type_bits(ctx, *e, index_bits)?;
            // Two elements, each padded to its ABI alignment.
            Some(2 * b.next_power_of_two().max(8))
        }
        TypeKind::Vector { shape, elem, .. } => {
            let last = *shape.last()? as u64;
            let n: u64 = shape.iter().map(|&d| d as u64).product();
            let eb = type_bits(ctx, *elem, index_bits)?;
            Some(n / last.max(1) * (last * eb).next_power_of_two())
        }
        _ => None,
    }
}
