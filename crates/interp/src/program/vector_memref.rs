//! Memrefs whose elements are vectors (`memref<4xvector<8xf32>>`, what `vector.type_cast`
//! makes and `-convert-vector-to-scf` stages through). The heap holds scalars, so such a
//! memref is a view whose trailing dimensions are its element vector's: allocation, loads and
//! stores of whole elements, casts and copies carry over; an op whose offsets or strides
//! count whole vector elements (subviews, reshapes, metadata) runs on the view with those
//! dimensions folded into one element. A transfer of more than one element fails with a
//! diagnostic: mlir-opt 22 cannot lower one either.

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
    pub(super) fn vector_memref_kind(
        &mut self,
        op: Op,
        name: &str,
        regions: &[u32],
        a: &[u32],
    ) -> K {
        let ctx = self.ctx;
        let elements = |t: Option<Type>| t.and_then(|t| vector_elements(ctx, t));
        // The index operands of a load (after `skip` operands) or of a transfer's segment.
        let indices = |skip: usize| a.len().saturating_sub(skip) as u32;
        let unit_last_stride = |t: Option<Type>| {
            t.and_then(|t| dialects::memref::strides_and_offset(ctx, t))
                .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
        };
        let segment_len = |segment: usize| {
            ir::interfaces::segment_range(ctx, op, segment).map_or(0, |r| r.len() as u32)
        };
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
            "memref.load" => K::LoadElement(indices(1)),
            "memref.store" => K::StoreElement(indices(2)),
            "vector.load" if whole_element(self.res_ty(op, 0), self.opnd_ty(op, 0)) => {
                K::LoadElement(indices(1))
            }
            "vector.store" if whole_element(self.opnd_ty(op, 0), self.opnd_ty(op, 1)) => {
                K::StoreElement(indices(2))
            }
            // A transfer whose vector is the element (no mask: it would have no dimension)
            // loads or stores that element, as its lowering does. mlir-opt 22 lowers it only
            // where the memref's last dimension has unit stride.
            "vector.transfer_read"
                if whole_element(self.res_ty(op, 0), self.opnd_ty(op, 0))
                    && segment_len(3) == 0
                    && unit_last_stride(self.opnd_ty(op, 0)) =>
            {
                K::LoadElement(segment_len(1))
            }
            "vector.transfer_write"
                if whole_element(self.opnd_ty(op, 0), self.opnd_ty(op, 1))
                    && segment_len(3) == 0
                    && unit_last_stride(self.opnd_ty(op, 1)) =>
            {
                K::StoreElement(segment_len(2))
            }
            "vector.transfer_read" | "vector.transfer_write" => K::Unsupported(format!(
                "{name} on a memref of vectors other than of one element with unit last stride (mlir-opt 22 cannot lower it either)"
            )),
            // The elements stay where they are: only the split between memref and vector
            // dimensions moves, and the view does not record it.
            "vector.type_cast" | "memref.cast" | "memref.memory_space_cast"
            | "memref.assume_alignment" => K::ViewSame,
            "memref.dim" => K::Dim,
            "memref.copy" => K::Copy,
            "memref.subview"
            | "memref.expand_shape"
            | "memref.collapse_shape"
            | "memref.extract_strided_metadata"
            | "memref.reinterpret_cast"
            | "memref.reshape"
            | "memref.transpose" => {
                let Some(vector) = elements(self.opnd_ty(op, 0)) else {
                    return K::Unsupported(format!("{name} of a memref of vectors into another"));
                };
                let short = name.trim_start_matches("memref.");
                match self.memory_kind(op, name, "memref", short, regions, a) {
                    K::Unsupported(why) => K::Unsupported(why),
                    inner => K::OnVectorElements(Box::new((inner, vector.into_iter().collect()))),
                }
            }
            _ => K::Unsupported(format!(
                "{name} on a memref of vectors: the interpreter holds the element vectors as trailing dimensions, which this op does not count"
            )),
        }
    }
}
