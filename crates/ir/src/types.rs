//! Builtin types. Types are interned in the [`Context`](crate::Context) and
//! compared by id; dialect types we do not model are kept as opaque text.

use crate::float_format::FloatKind;
use crate::ids::{Attr, Type};

/// Marker of a dynamic dimension in a shape (`?`), as in MLIR.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    Complex(Type),
    Tuple(Vec<Type>),
    None,
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Type,
    },
    RankedTensor {
        shape: Vec<i64>,
        elem: Type,
        encoding: Option<Attr>,
    },
    UnrankedTensor {
        elem: Type,
    },
    /// `layout` is `None` for the identity layout, which MLIR never prints.
    MemRef {
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attr>,
    },
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    /// `!dialect.body` of a dialect we do not model, kept verbatim.
    Opaque {
        dialect: String,
        body: String,
    },
}

impl TypeKind {
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
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
    pub fn is_tensor(&self) -> bool {
        matches!(
            self,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }
    pub fn is_memref(&self) -> bool {
        matches!(
            self,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }
    pub fn is_shaped(&self) -> bool {
        self.is_tensor() || self.is_memref() || matches!(self, TypeKind::Vector { .. })
    }
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeKind::Integer { .. } | TypeKind::Index)
    }
    pub fn is_float(&self) -> bool {
        matches!(self, TypeKind::Float(_))
    }
    pub fn memory_space(&self) -> Option<Attr> {
        match self {
            TypeKind::MemRef { memory_space, .. }
            | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }
    pub fn rank(&self) -> Option<usize> {
        self.shape().map(|s| s.len())
    }
    pub fn has_static_shape(&self) -> bool {
        self.shape()
            .map(|s| s.iter().all(|&d| d != DYNAMIC))
            .unwrap_or(false)
    }
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
