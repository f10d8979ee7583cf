//! Loads and stores of whole elements of a memref of vectors: the element is the block of the
//! view's trailing (vector) dimensions at the indices.

use super::*;

impl Machine<'_> {
    pub(super) fn exec_vector_memref(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        let load = matches!(inst.kind, K::LoadElement);
        let at = if load { 0 } else { 1 };
        let Some(&memref) = a.get(at) else {
            return Err(misdispatched(ctx, inst));
        };
        let v = view(ctx, regs, memref, op)?.clone();
        let idx: SmallVec<[i64; 4]> = a[at + 1..].iter().map(|&i| si(regs, i)).collect();
        if idx.len() > v.sizes.len() {
            return Err(err(ctx, op, "more indices than the memref has dimensions"));
        }
        let n = idx.len();
        let element = View {
            pun: v.pun,
            alloc: v.alloc,
            base: v.base,
            offset: v.offset + idx.iter().zip(&v.strides).map(|(i, s)| i * s).sum::<i64>(),
            sizes: v.sizes[n..].iter().copied().collect(),
            strides: v.strides[n..].iter().copied().collect(),
        };
        // The indices must name an element of the memref, not only a slot of its allocation.
        let mut first = idx.clone();
        first.resize(v.sizes.len(), 0);
        if element.num_elements() > 0 {
            self.heap
                .position(&v, &first)
                .map_err(|f| self.fault(op, f))?;
        }
        if load {
            let data = self
                .heap
                .read_all(&element)
                .map_err(|f| self.fault(op, f))?;
            set!(regs, inst, 0, tensor_val(element.sizes.clone(), data));
        } else {
            let t = tensor(ctx, regs, a[0], op)?.clone();
            if t.data.len() as i64 != element.num_elements() {
                return Err(err(
                    ctx,
                    op,
                    "the stored vector is not the memref's element",
                ));
            }
            self.heap
                .write_all(&element, &t.data)
                .map_err(|f| self.fault(op, f))?;
        }
        Ok(())
    }
}
