//! memref: allocation and freeing on the checked heap, copies, and the view ops, which make
//! new strided views of an allocation without touching its data.

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_memref(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::Alloc { stack, shape } => {
                let kind = if *stack { Kind::Stack } else { Kind::Heap };
                let (al, v) = self.alloc_shaped(regs, inst, shape, kind)?;
                if *stack {
                    self.stack.push(al);
                }
                set!(regs, inst, 0, v);
            }
            K::Realloc(shape) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let sizes = self.mixed_from(regs, inst, shape)?;
                // The elements of a view of another type are bytes of its buffer: decode them
                // while it is live (a dead one is the free's error).
                let punned = match src.pun {
                    Some(_) if self.heap.live(src.alloc).is_ok() => {
                        Some(self.heap.read_all(&src).map_err(|f| self.fault(op, f))?)
                    }
                    _ => None,
                };
                self.free(&src, op, "memref.realloc")?;
                let n = sizes.iter().product::<i64>().max(0) as usize;
                let old = match punned {
                    Some(elements) => elements,
                    None => std::mem::take(&mut self.heap.allocs[src.alloc as usize].data),
                };
                let fill = self.uninitialized_of(op);
                let al = self.heap.alloc(n, Kind::Heap, op, fill);
                let k = n.min(old.len());
                self.heap.allocs[al as usize].data[..k].copy_from_slice(&old[..k]);
                if src.pun.is_none() {
                    self.heap.allocs[src.alloc as usize].data = old;
                }
                set!(regs, inst, 0, Val::M(Rc::new(View::identity(al, sizes))));
            }
            K::MemrefView(view_of) => {
                let (shape, pun) = &**view_of;
                let src = view(ctx, regs, a[0], op)?.clone();
                let shift = si(regs, a[1]);
                let sizes = self.mixed_from(regs, inst, shape)?;
                let bytes = src.sizes.first().copied().unwrap_or(0);
                let n = sizes.iter().product::<i64>();
                let need = match pun {
                    Some(p) if n > 0 => (n - 1)
                        .saturating_mul(p.stride)
                        .saturating_add(p.bytes as i64),
                    _ => n,
                };
                if shift < 0 || shift.saturating_add(need) > bytes {
                    return Err(err(
                        ctx,
                        op,
                        format!("out of bounds view: {need} bytes at byte {shift} of a buffer of {bytes} bytes"),
                    ));
                }
                // As the LLVM lowering, from the source's aligned pointer: the result's offset
                // is 0. Bytes stay bytes; another element type reads them through its pun.
                let mut v = View::identity(src.alloc, sizes);
                match pun {
                    None => {
                        v.offset = src.base + shift;
                        v.base = v.offset;
                    }
                    Some(p) => {
                        v.pun = Some(Pun {
                            origin: src.base + shift,
                            ..*p
                        })
                    }
                }
                set!(regs, inst, 0, Val::M(Rc::new(v)));
            }
            K::MemrefTranspose(perm) => {
                let src = view(ctx, regs, a[0], op)?;
                if perm.iter().any(|&d| d as usize >= src.sizes.len()) {
                    return Err(err(ctx, op, "permutation beyond the memref's rank"));
                }
                let v = View {
                    pun: src.pun,
                    alloc: src.alloc,
                    base: src.base,
                    offset: src.offset,
                    sizes: perm.iter().map(|&d| src.sizes[d as usize]).collect(),
                    strides: perm.iter().map(|&d| src.strides[d as usize]).collect(),
                };
                set!(regs, inst, 0, Val::M(Rc::new(v)));
            }
            K::AtomicRmw(combine) => {
                let x = s(regs, a[0]);
                let v = view(ctx, regs, a[1], op)?.clone();
                let idx: SmallVec<[i64; 4]> = a[2..].iter().map(|&i| si(regs, i)).collect();
                let old = self.heap.load(&v, &idx).map_err(|f| self.fault(op, f))?;
                let new = match combine {
                    Some(c) => {
                        let mut tmp = [Val::S(old), Val::S(x), Val::None];
                        self.exec(&mut tmp, c)?;
                        s(&tmp, 2)
                    }
                    None => x,
                };
                self.heap
                    .store(&v, &idx, new)
                    .map_err(|f| self.fault(op, f))?;
                set!(regs, inst, 0, Val::S(old));
            }
            K::GenericAtomicRmw => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let idx: SmallVec<[i64; 4]> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let old = self.heap.load(&v, &idx).map_err(|f| self.fault(op, f))?;
                let new = self.run_with(regs, inst.regions[0], &[Val::S(old)])?;
                let new = match new.first() {
                    Some(Val::S(x)) => *x,
                    _ => return Err(err(ctx, op, "memref.atomic_yield of a non-scalar")),
                };
                self.heap
                    .store(&v, &idx, new)
                    .map_err(|f| self.fault(op, f))?;
                // As the LLVM lowering's compare-and-swap loop: the value it replaced.
                set!(regs, inst, 0, Val::S(old));
            }
            K::Dealloc => {
                let v = view(ctx, regs, a[0], op)?.clone();
                self.free(&v, op, "memref.dealloc")?;
            }
            K::Subview(sl) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                // Only the bounds: taking a view of freed memory is no access yet.
                let nv = self.slice_view(regs, inst, &src, sl)?;
                set!(regs, inst, 0, Val::M(Rc::new(nv)));
            }
            K::DmaStart(src_rank, dst_rank, strided) => {
                // `num` elements in row-major order from the start indices of each side; a
                // strided transfer moves chunks of `per_chunk` elements, each `stride` elements
                // after the last on its strided side and right after it on the other.
                let (sr, dr) = (*src_rank as usize, *dst_rank as usize);
                let src = view(ctx, regs, a[0], op)?.clone();
                let dst = view(ctx, regs, a[1 + sr], op)?.clone();
                let at = |from: usize, n: usize| -> Vec<i64> {
                    a[from..from + n].iter().map(|&i| si(regs, i)).collect()
                };
                let (src_at, dst_at) = (at(1, sr), at(2 + sr, dr));
                let num = si(regs, a[2 + sr + dr]);
                let (src_first, dst_first) =
                    (linear(&src.sizes, &src_at), linear(&dst.sizes, &dst_at));
                let chunking = match strided {
                    Some(on_src) => {
                        let tag_rank = a.len() - 6 - sr - dr;
                        let stride = si(regs, a[4 + sr + dr + tag_rank]);
                        let per_chunk = si(regs, a[5 + sr + dr + tag_rank]);
                        if per_chunk <= 0 {
                            return Err(err(
                                ctx,
                                op,
                                format!("memref.dma_start with {per_chunk} elements per stride"),
                            ));
                        }
                        Some((*on_src, stride, per_chunk))
                    }
                    None => None,
                };
                let place = |k: i64, strided_side: bool| match chunking {
                    Some((on_src, stride, per)) if on_src == strided_side => {
                        (k / per) * stride + k % per
                    }
                    _ => k,
                };
                for k in 0..num.max(0) {
                    let from = delinear(&src.sizes, src_first + place(k, true));
                    let x = self.heap.load(&src, &from).map_err(|f| self.fault(op, f))?;
                    let to = delinear(&dst.sizes, dst_first + place(k, false));
                    self.heap
                        .store(&dst, &to, x)
                        .map_err(|f| self.fault(op, f))?;
                }
            }
            K::ReadAll => {
                let v = view(ctx, regs, a[0], op)?.clone();
                self.heap.read_all(&v).map_err(|f| self.fault(op, f))?;
            }
            K::Copy => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let dst = view(ctx, regs, a[1], op)?.clone();
                self.copy_view(&src, &dst, op)?;
            }
            K::ReinterpretCast(sl) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let off = self.mixed_from(regs, inst, &sl.offsets)?;
                let sizes = self.mixed_from(regs, inst, &sl.sizes)?;
                let strides = self.mixed_from(regs, inst, &sl.strides)?;
                let nv = View {
                    pun: src.pun,
                    alloc: src.alloc,
                    base: src.base,
                    offset: src.base + off.first().copied().unwrap_or(0),
                    sizes,
                    strides,
                };
                set!(regs, inst, 0, Val::M(Rc::new(nv)));
            }
            K::ExpandShape(e) => {
                let (re, out_shape) = &**e;
                let src = view(ctx, regs, a[0], op)?.clone();
                let shape = self.mixed_from(regs, inst, out_shape)?;
                let mut strides = Dims::from_elem(0, shape.len());
                for (g, group) in re.iter().enumerate() {
                    let mut st = src.strides.get(g).copied().unwrap_or(1);
                    for &d in group.iter().rev() {
                        strides[d as usize] = st;
                        st *= shape[d as usize];
                    }
                }
                set!(
                    regs,
                    inst,
                    0,
                    Val::M(Rc::new(View {
                        pun: src.pun,
                        alloc: src.alloc,
                        base: src.base,
                        offset: src.offset,
                        sizes: shape,
                        strides
                    }))
                );
            }
            K::CollapseShape(c) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let of = |d: i64| src.strides.get(d as usize).copied().unwrap_or(1);
                let mut sizes = Dims::new();
                let mut strides = Dims::new();
                for (group, stride) in c.groups.iter().zip(&c.strides) {
                    let n: i64 = group.iter().map(|&d| src.sizes[d as usize]).product();
                    sizes.push(n);
                    strides.push(match stride {
                        CollapsedStride::Static(s) => *s,
                        CollapsedStride::Of(d) => of(*d),
                    });
                }
                set!(
                    regs,
                    inst,
                    0,
                    Val::M(Rc::new(View {
                        pun: src.pun,
                        alloc: src.alloc,
                        base: src.base,
                        offset: src.offset,
                        sizes,
                        strides
                    }))
                );
            }
            K::GetGlobal(g) => {
                let al = self.global_alloc[*g as usize];
                let shape = self.prog.globals[*g as usize].shape.clone();
                set!(regs, inst, 0, Val::M(Rc::new(View::identity(al, shape))));
            }
            K::Metadata => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let rank = v.sizes.len();
                set!(
                    regs,
                    inst,
                    0,
                    Val::M(Rc::new(View {
                        pun: v.pun,
                        alloc: v.alloc,
                        base: v.base,
                        offset: v.base,
                        sizes: Dims::new(),
                        strides: Dims::new()
                    }))
                );
                set!(regs, inst, 1, Val::S((v.offset - v.base) as u64));
                for k in 0..rank {
                    set!(regs, inst, 2 + k, Val::S(v.sizes[k] as u64));
                    set!(regs, inst, 2 + rank + k, Val::S(v.strides[k] as u64));
                }
            }
            K::MemrefReshape => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let shape = view(ctx, regs, a[1], op)?.clone();
                let sizes: Dims = self
                    .heap
                    .read_all(&shape)
                    .map_err(|f| self.fault(op, f))?
                    .into_iter()
                    .map(|x| x as i64)
                    .collect();
                if sizes.iter().product::<i64>() != src.num_elements() {
                    return Err(err(ctx, op, format!("out of bounds reshape to {sizes:?}")));
                }
                let mut nv = View::identity(src.alloc, sizes);
                nv.offset = src.offset;
                nv.base = src.base;
                nv.pun = src.pun;
                set!(regs, inst, 0, Val::M(Rc::new(nv)));
            }
            K::AlignedPtr => {
                let v = view(ctx, regs, a[0], op)?;
                set!(regs, inst, 0, Val::S((v.alloc as u64 + 1) << 16));
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }
    /// Frees the allocation of `v`, checking it is a live heap allocation.
    /// Copies the elements of `src` into `dst` (`memref.copy`, `gpu.memcpy`).
    pub(super) fn copy_view(&mut self, src: &View, dst: &View, op: Op) -> R<()> {
        if src.sizes != dst.sizes {
            return Err(err(
                self.ctx,
                op,
                format!(
                    "out of bounds copy: source sizes {:?} differ from target sizes {:?}",
                    src.sizes, dst.sizes
                ),
            ));
        }
        // The lowering copies two contiguous views with one memcpy and others element by
        // element, in order: a copy between overlapping strided views then reads elements it
        // has already written, as the native program does.
        let contiguous = |v: &View| v.pun.is_none() && v.strides == row_major_strides(&v.sizes);
        if contiguous(src) && contiguous(dst) {
            let data = self.heap.read_all(src).map_err(|f| self.fault(op, f))?;
            return self
                .heap
                .write_all(dst, &data)
                .map_err(|f| self.fault(op, f));
        }
        for v in [src, dst] {
            self.heap.check_view(v).map_err(|f| self.fault(op, f))?;
        }
        let al = &self.heap.allocs[dst.alloc as usize];
        if al.constant {
            return Err(self.fault(op, Fault::Constant { site: al.site }));
        }
        let (mut from, mut to) = (Vec::new(), Vec::new());
        for_each_position(src, |p| from.push(p));
        for_each_position(dst, |p| to.push(p));
        for (p, q) in from.into_iter().zip(to) {
            let x = self.heap.get(src, p);
            self.heap.put(dst, q, x);
        }
        Ok(())
    }

    pub(super) fn free(&mut self, v: &View, op: Op, what: &str) -> R<()> {
        let ctx = self.ctx;
        let al = &self.heap.allocs[v.alloc as usize];
        let site = al.site;
        match (al.kind, al.state) {
            (Kind::Heap, State::Live) => {}
            (Kind::Heap, State::Dead(by)) => {
                return Err(Box::new(
                    Diagnostic::error(
                        ctx.loc(op),
                        format!("double free: {what} of memory that was already freed"),
                    )
                    .with_note(ctx.loc(site), "allocated here")
                    .with_note(ctx.loc(by), "first freed here"),
                ))
            }
            (kind, _) => {
                let whose = match kind {
                    Kind::Stack => "a memref.alloca (stack) buffer",
                    Kind::Global => "a memref.global",
                    _ => "a buffer that is not a heap allocation",
                };
                return Err(Box::new(
                    Diagnostic::error(ctx.loc(op), format!("invalid free: {what} of {whose}"))
                        .with_note(ctx.loc(site), "allocated here"),
                ));
            }
        }
        // A view of a live heap allocation frees the whole allocation, as the
        // LLVM lowering frees the descriptor's allocated pointer.
        self.heap.allocs[v.alloc as usize].state = State::Dead(op);
        self.heap.heap_frees += 1;
        Ok(())
    }
}

/// The row-major position of `idx` in `sizes`.
fn linear(sizes: &[i64], idx: &[i64]) -> i64 {
    idx.iter().zip(sizes).fold(0, |acc, (&i, &s)| acc * s + i)
}

/// The index of row-major position `p` in `sizes` (past the end, the first index grows beyond
/// its size, so that the access is reported out of bounds).
fn delinear(sizes: &[i64], mut p: i64) -> Vec<i64> {
    let mut idx = vec![0; sizes.len()];
    for d in (0..sizes.len()).rev() {
        if d == 0 {
            idx[d] = p;
        } else {
            let s = sizes[d].max(1);
            idx[d] = p % s;
            p /= s;
        }
    }
    idx
}

impl Machine<'_> {
    /// The number of elements of shape `sizes`, which `op` makes a `what` of. A negative
    /// size is an error at `op`, and so is a count past what the host can address: each
    /// element takes an 8-byte slot (the native program's malloc fails there too).
    pub(super) fn element_count(&self, op: Op, sizes: &[i64], what: &str) -> R<usize> {
        if sizes.iter().any(|&x| x < 0) {
            return Err(err(
                self.ctx,
                op,
                format!("{what} with a negative size {sizes:?}"),
            ));
        }
        let n = sizes
            .iter()
            .try_fold(1i64, |n, &x| n.checked_mul(x))
            .filter(|&n| n <= isize::MAX as i64 / 8)
            .ok_or_else(|| {
                err(
                    self.ctx,
                    op,
                    format!("{what} of {sizes:?} elements is more than this machine can address"),
                )
            })?;
        Ok(n as usize)
    }

    /// A fresh allocation of the shape `shape` gives (static sizes and the
    /// instruction's size operands), viewed with an identity layout; a
    /// negative size is an error at the allocating op.
    pub(super) fn alloc_shaped(
        &mut self,
        regs: &[Val],
        inst: &Inst,
        shape: &Mixed,
        kind: Kind,
    ) -> R<(u32, Val)> {
        let sizes = self.mixed_from(regs, inst, shape)?;
        let n = self.element_count(inst.op, &sizes, "allocation")?;
        let fill = self.uninitialized_of(inst.op);
        let al = self.heap.alloc(n, kind, inst.op, fill);
        Ok((al, Val::M(Rc::new(View::identity(al, sizes)))))
    }
}

impl<'p> Machine<'p> {
    /// What a fresh element of `op`'s first result holds: the `--uninitialized` bits read as
    /// that element type (a float's bits as that float, an integer's sign-extended).
    pub(super) fn uninitialized_of(&self, op: Op) -> Scalar {
        match self.ctx.results(op).first() {
            Some(&result) => self.uninitialized_as(self.ctx.value_type(result)),
            None => self.uninitialized,
        }
    }

    /// What a fresh element of a shaped type `ty` holds (see [`Self::uninitialized_of`]).
    pub(super) fn uninitialized_as(&self, ty: ir::Type) -> Scalar {
        if self.uninitialized == 0 {
            return 0;
        }
        match elem_kind(self.ctx, ty) {
            Some(SK::Float(f)) => fbits(f.from_bits(zext(self.uninitialized, f.width()) as u128)),
            Some(SK::Int(w)) => sext(self.uninitialized, w),
            _ => self.uninitialized,
        }
    }
}
