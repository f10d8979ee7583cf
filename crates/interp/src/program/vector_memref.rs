//! Memrefs whose elements are vectors (`memref<4xvector<8xf32>>`, what `vector.type_cast`
//! makes and `-convert-vector-to-scf` stages through). The heap holds scalars, so such a
//! memref is a view whose trailing dimensions are its element vector's: allocation, loads and
//! stores of whole elements, casts and copies carry over; an op whose offsets or strides
//! count whole vector elements (subviews, reshapes, metadata) fails with a diagnostic.

use super::*;

/// The shape of the element vector of a memref type, if its elements are vectors.
pub(super) fn vector_elements(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let (TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }) = ctx.type_kind(t) else {
        return None;
    };
    let e = ctx.type_kind(t).element_type()?;
    matches!(ctx.type_kind(e), TypeKind::Vector { .. }).then(|| shape_of(ctx, e))
}

impl<'c> Compiler<'c> {
    /// Whether a memref, vector or gpu op touches a memref of vectors.
    pub(super) fn on_vector_memref(&self, op: Op, dialect: &str) -> bool {
        let ctx = self.ctx;
        matches!(dialect, "memref" | "vector" | "gpu")
            && ctx
                .operand_vec(op)
                .iter()
                .chain(ctx.results(op))
                .any(|&v| vector_elements(ctx, ctx.value_type(v)).is_some())
    }

    /// The kind of a memref, vector or gpu op on a memref of vectors.
    pub(super) fn vector_memref_kind(&self, op: Op, name: &str) -> K {
        let ctx = self.ctx;
        let elements = |t: Option<Type>| t.and_then(|t| vector_elements(ctx, t));
        // A vector.load or vector.store moves one element: its vector is the element type.
        let whole_element = |value: Option<Type>, memref: Option<Type>| {
            value.is_some_and(|v| memref.and_then(|m| ctx.type_kind(m).element_type()) == Some(v))
        };
        match name {
            "memref.alloc" | "memref.alloca" => match self.res_ty(op, 0) {
                Some(t) => {
                    let mut shape = self.shape_mixed(t, 0);
                    shape.statics.extend(elements(Some(t)).unwrap_or_default());
                    K::Alloc {
                        stack: name == "memref.alloca",
                        shape,
                    }
                }
                None => K::Unsupported(name.into()),
            },
            "memref.dealloc" => K::Dealloc,
            "memref.load" => K::LoadElement,
            "memref.store" => K::StoreElement,
            "vector.load" if whole_element(self.res_ty(op, 0), self.opnd_ty(op, 0)) => {
                K::LoadElement
            }
            "vector.store" if whole_element(self.opnd_ty(op, 0), self.opnd_ty(op, 1)) => {
                K::StoreElement
            }
            // The elements stay where they are: only the split between memref and vector
            // dimensions moves, and the view does not record it.
            "vector.type_cast" | "memref.cast" => K::ViewSame,
            "memref.dim" => K::Dim,
            "memref.copy" => K::Copy,
            _ => K::Unsupported(format!(
                "{name} on a memref of vectors: the interpreter holds the element vectors as trailing dimensions, which this op does not count"
            )),
        }
    }
}
