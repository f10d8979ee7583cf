//! bufferization: the ops between tensors and buffers (`to_tensor`, `to_buffer`, `clone`,
//! `alloc_tensor`, `materialize_in_destination`) and `bufferization.dealloc` with its
//! conditions and retained values.

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_bufferization(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::ToTensor => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let data = self.heap.read_all(&v).map_err(|f| self.fault(op, f))?;
                let t = Rc::new(Tensor {
                    shape: v.sizes.clone(),
                    data,
                });
                self.to_tensor_sources.insert(op, (t.clone(), v));
                set!(regs, inst, 0, Val::T(t));
            }
            K::ToBuffer => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let source = ctx
                    .defining_op(ctx.operand(op, 0))
                    .and_then(|def| self.to_tensor_sources.get(&def))
                    .filter(|(made, _)| Rc::ptr_eq(made, &t))
                    .map(|(_, v)| v.clone());
                if let Some(v) = source {
                    set!(regs, inst, 0, Val::M(v));
                    return Ok(());
                }
                let al = self.heap.alloc(0, Kind::Internal, op, 0);
                self.heap.allocs[al as usize].data = t.data.clone();
                set!(
                    regs,
                    inst,
                    0,
                    Val::M(Rc::new(View::identity(al, t.shape.clone())))
                );
            }
            K::Clone => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let data = self.heap.read_all(&v).map_err(|f| self.fault(op, f))?;
                let al = self.heap.alloc(0, Kind::Heap, op, 0);
                self.heap.allocs[al as usize].data = data;
                set!(
                    regs,
                    inst,
                    0,
                    Val::M(Rc::new(View::identity(al, v.sizes.clone())))
                );
            }
            K::AllocTensor(shape, copy) => {
                if *copy {
                    let v = regs[a[a.len() - 1] as usize].clone();
                    set!(regs, inst, 0, v);
                } else {
                    let sh = self.mixed_from(regs, inst, shape)?;
                    let fill = self.uninitialized_of(inst.op);
                    set!(
                        regs,
                        inst,
                        0,
                        Val::T(Rc::new(self.new_tensor(inst.op, sh, fill)?))
                    );
                }
            }
            K::MaterializeTensor => set!(regs, inst, 0, regs[a[0] as usize].clone()),
            K::MaterializeMemref => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let dst = view(ctx, regs, a[1], op)?.clone();
                if t.shape != dst.sizes {
                    return Err(err(
                        ctx,
                        op,
                        "out of bounds: source and destination shapes differ",
                    ));
                }
                self.heap
                    .write_all(&dst, &t.data)
                    .map_err(|f| self.fault(op, f))?;
            }
            K::BDealloc(n, m) => {
                let (n, m) = (*n as usize, *m as usize);
                let mut bases = Vec::new();
                for k in 0..n {
                    let v = view(ctx, regs, a[k], op)?.clone();
                    bases.push(v);
                }
                let conds: Vec<bool> = (0..n).map(|k| s(regs, a[n + k]) & 1 != 0).collect();
                let mut retained = Vec::new();
                for k in 0..m {
                    let v = view(ctx, regs, a[2 * n + k], op)?;
                    retained.push(v.alloc);
                }
                let mut results = vec![false; m];
                let mut freed: Vec<u32> = Vec::new();
                for k in 0..n {
                    if !conds[k] {
                        continue;
                    }
                    let al = bases[k].alloc;
                    let mut kept = false;
                    for (j, &r) in retained.iter().enumerate() {
                        if r == al {
                            results[j] = true;
                            kept = true;
                        }
                    }
                    if !kept && !freed.contains(&al) {
                        freed.push(al);
                        self.free(&bases[k], op, "bufferization.dealloc")?;
                    }
                }
                for (j, r) in results.into_iter().enumerate() {
                    set!(regs, inst, j, Val::S(if r { u64::MAX } else { 0 }));
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }
}
