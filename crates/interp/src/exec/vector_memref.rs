//! Loads and stores of whole elements of a memref of vectors: the element is the block of the
//! view's trailing (vector) dimensions at the indices.

use super::*;

impl Machine<'_> {
    pub(super) fn exec_vector_memref(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        let (load, n) = match inst.kind {
            K::LoadElement(n) => (true, n as usize),
            K::StoreElement(n) => (false, n as usize),
            _ => return Err(misdispatched(ctx, inst)),
        };
        let at = if load { 0 } else { 1 };
        let (Some(&memref), Some(indices)) = (a.get(at), a.get(at + 1..at + 1 + n)) else {
            return Err(misdispatched(ctx, inst));
        };
        let v = view(ctx, regs, memref, op)?.clone();
        let idx: SmallVec<[i64; 4]> = indices.iter().map(|&i| si(regs, i)).collect();
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

    /// Runs `inner`, a view op whose offsets, sizes and strides count whole elements of a
    /// memref of vectors of shape `vector`, on the source view with the vector's dimensions
    /// folded into one element, and unfolds its memref result.
    pub(super) fn exec_on_vector_elements(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        inner: &K,
        vector: &Dims,
    ) -> R<()> {
        let (ctx, op) = (self.ctx, inst.op);
        let per_element: i64 = vector.iter().product();
        let source = view(ctx, regs, inst.a[0], op)?.clone();
        let lead = source.sizes.len().checked_sub(vector.len());
        let whole = |x: i64| per_element > 0 && x % per_element == 0;
        let folded = match lead {
            Some(lead)
                if whole(source.offset)
                    && whole(source.base)
                    && source.strides[..lead].iter().all(|&s| whole(s)) =>
            {
                View {
                    pun: source.pun,
                    alloc: source.alloc,
                    base: source.base / per_element,
                    offset: source.offset / per_element,
                    sizes: source.sizes[..lead].iter().copied().collect(),
                    strides: source.strides[..lead]
                        .iter()
                        .map(|s| s / per_element)
                        .collect(),
                }
            }
            _ => {
                return Err(err(
                    ctx,
                    op,
                    "the memref's elements do not lie whole vectors apart",
                ))
            }
        };
        let plain = Inst {
            op,
            kind: inner.clone(),
            a: inst.a.clone(),
            r: inst.r.clone(),
            regions: inst.regions.clone(),
        };
        regs[inst.a[0] as usize] = Val::M(Rc::new(folded));
        let ran = self.exec(regs, &plain);
        regs[inst.a[0] as usize] = Val::M(source);
        ran?;
        let Some(&result) = inst.r.first() else {
            return Ok(());
        };
        let Val::M(folded) = &regs[result as usize] else {
            return Err(err(ctx, op, "expected a memref result"));
        };
        let mut sizes = folded.sizes.clone();
        sizes.extend(vector.iter().copied());
        let mut strides: Dims = folded.strides.iter().map(|s| s * per_element).collect();
        strides.extend(row_major_strides(vector));
        let unfolded = View {
            pun: folded.pun,
            alloc: folded.alloc,
            base: folded.base * per_element,
            offset: folded.offset * per_element,
            sizes,
            strides,
        };
        // Bounds were checked in whole elements against the allocation's scalars: check
        // again in scalars.
        if matches!(inner, K::Subview(_)) {
            self.heap
                .check_view(&unfolded)
                .map_err(|f| self.fault(op, f))?;
        }
        regs[result as usize] = Val::M(Rc::new(unfolded));
        Ok(())
    }
}
