//! tensor: value-semantics ops; a written tensor is copied first when shared (`Rc::make_mut`).

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_tensor(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::Empty(shape) => {
                let sh = self.mixed_from(regs, inst, shape)?;
                let fill = self.uninitialized_of(inst.op);
                set!(
                    regs,
                    inst,
                    0,
                    Val::T(Rc::new(self.new_tensor(op, sh, fill)?))
                );
            }
            K::Extract => {
                let t = tensor(ctx, regs, a[0], op)?;
                let idx: SmallVec<[i64; 4]> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let p = self.tensor_pos(&t.shape, &idx, op)?;
                set!(regs, inst, 0, Val::S(t.data[p]));
            }
            K::Insert => {
                let x = s(regs, a[0]);
                let idx: SmallVec<[i64; 4]> = a[2..].iter().map(|&i| si(regs, i)).collect();
                let mut t = tensor(ctx, regs, a[1], op)?.clone();
                let p = self.tensor_pos(&t.shape, &idx, op)?;
                Rc::make_mut(&mut t).data[p] = x;
                set!(regs, inst, 0, Val::T(t));
            }
            K::ExtractSlice(sl) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let v = self.slice_view(regs, inst, &tensor_view(&t.shape), sl)?;
                let mut data = Vec::with_capacity(v.num_elements().max(0) as usize);
                for_each_position(&v, |p| data.push(t.data[p as usize]));
                set!(regs, inst, 0, tensor_val(v.sizes, data));
            }
            K::InsertSlice(sl) => {
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let mut dst = tensor(ctx, regs, a[1], op)?.clone();
                let v = self.slice_view(regs, inst, &tensor_view(&dst.shape), sl)?;
                if v.num_elements() as usize != src.data.len() {
                    return Err(err(ctx, op, "out of bounds: slice and source sizes differ"));
                }
                let d = Rc::make_mut(&mut dst);
                let mut k = 0;
                for_each_position(&v, |p| {
                    d.data[p as usize] = src.data[k];
                    k += 1;
                });
                set!(regs, inst, 0, Val::T(dst));
            }
            K::ParallelInsertSlice(..) => {
                return Err(err(
                    ctx,
                    op,
                    "tensor.parallel_insert_slice outside scf.forall.in_parallel",
                ));
            }
            K::FromElements(shape) => {
                let data: Vec<Scalar> = a.iter().map(|&i| s(regs, i)).collect();
                set!(regs, inst, 0, tensor_val(shape.clone(), data));
            }
            K::Generate(shape) => {
                let sh = self.mixed_from(regs, inst, shape)?;
                let mut t = self.new_tensor(op, sh.clone(), 0)?;
                let n = t.data.len();
                let mut idx = vec![0i64; sh.len()];
                for p in 0..n {
                    let args: SmallVec<[Val; 4]> = idx.iter().map(|&i| Val::S(i as u64)).collect();
                    let r = self.run_with(regs, inst.regions[0], &args)?;
                    t.data[p] = match r.first() {
                        Some(Val::S(x)) => *x,
                        _ => 0,
                    };
                    next_index(&mut idx, &sh);
                }
                set!(regs, inst, 0, Val::T(Rc::new(t)));
            }
            K::Pad(lh) => {
                let (lom, him) = &**lh;
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let lo = self.mixed_from(regs, inst, lom)?;
                let hi = self.mixed_from(regs, inst, him)?;
                let sh: Dims = (0..src.shape.len())
                    .map(|d| src.shape[d] + lo[d] + hi[d])
                    .collect();
                let mut t = self.new_tensor(op, sh.clone(), 0)?;
                let mut idx = vec![0i64; sh.len()];
                let sstr = row_major_strides(&src.shape);
                for p in 0..t.data.len() {
                    let inside =
                        (0..sh.len()).all(|d| idx[d] >= lo[d] && idx[d] < lo[d] + src.shape[d]);
                    t.data[p] = if inside {
                        let q: i64 = (0..sh.len()).map(|d| (idx[d] - lo[d]) * sstr[d]).sum();
                        src.data[q as usize]
                    } else {
                        let args: SmallVec<[Val; 4]> =
                            idx.iter().map(|&i| Val::S(i as u64)).collect();
                        let r = self.run_with(regs, inst.regions[0], &args)?;
                        match r.first() {
                            Some(Val::S(x)) => *x,
                            _ => 0,
                        }
                    };
                    next_index(&mut idx, &sh);
                }
                set!(regs, inst, 0, Val::T(Rc::new(t)));
            }
            K::Concat(dim) => {
                let ts: Vec<Rc<Tensor>> = a
                    .iter()
                    .map(|&i| tensor(ctx, regs, i, op).cloned())
                    .collect::<R<_>>()?;
                let mut sh = ts[0].shape.clone();
                // Dynamic operands agree on the other dimensions only at run time.
                for t in &ts[1..] {
                    let differs = t.shape.len() != sh.len()
                        || (0..sh.len()).any(|d| d != *dim && t.shape[d] != sh[d]);
                    if differs || *dim >= sh.len() {
                        return Err(err(
                            ctx,
                            op,
                            format!(
                                "operands of shapes {:?} and {:?} do not concatenate along dimension {dim}",
                                ts[0].shape, t.shape
                            ),
                        ));
                    }
                }
                if *dim >= sh.len() {
                    return Err(err(
                        ctx,
                        op,
                        format!("no dimension {dim} to concatenate along"),
                    ));
                }
                sh[*dim] = ts.iter().map(|t| t.shape[*dim]).sum();
                let mut out = self.new_tensor(op, sh.clone(), 0)?;
                let ov = tensor_view(&sh);
                let mut at = 0;
                for t in &ts {
                    let mut v = ov.clone();
                    v.offset = at * ov.strides[*dim];
                    v.sizes = t.shape.clone();
                    let mut k = 0;
                    for_each_position(&v, |p| {
                        out.data[p as usize] = t.data[k];
                        k += 1;
                    });
                    at += t.shape[*dim];
                }
                set!(regs, inst, 0, Val::T(Rc::new(out)));
            }
            K::TReshape(shape) => {
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let mut sh = Dims::new();
                let mut next = shape.first as usize;
                let from_tensor = match regs.get(a.get(1).copied().unwrap_or(u32::MAX) as usize) {
                    Some(Val::T(st)) if a.len() == 2 => Some(st.clone()),
                    _ => None,
                };
                for (d, &x) in shape.statics.iter().enumerate() {
                    if x != ir::DYNAMIC {
                        sh.push(x);
                    } else if let Some(st) = &from_tensor {
                        sh.push(st.data.get(d).copied().unwrap_or(0) as i64);
                    } else if let Some(&slot) = a.get(next) {
                        sh.push(si(regs, slot));
                        next += 1;
                    } else {
                        sh.push(-1);
                    }
                }
                let known: i64 = sh.iter().filter(|&&x| x >= 0).product();
                let total = src.data.len() as i64;
                for x in sh.iter_mut() {
                    if *x < 0 {
                        *x = if known == 0 { 0 } else { total / known };
                    }
                }
                if sh.iter().product::<i64>() != total {
                    return Err(err(
                        ctx,
                        op,
                        format!("reshape to {sh:?} does not preserve the {total} elements"),
                    ));
                }
                set!(regs, inst, 0, tensor_val(sh, src.data.clone()));
            }
            K::TCollapse(groups) => {
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let size = |d: i64| usize::try_from(d).ok().and_then(|d| src.shape.get(d));
                let sh: Option<Dims> = groups
                    .iter()
                    .map(|g| g.iter().map(|&d| size(d).copied()).product::<Option<i64>>())
                    .collect();
                let sh = sh.ok_or_else(|| {
                    err(
                        ctx,
                        op,
                        "reassociation names a dimension the source does not have",
                    )
                })?;
                set!(regs, inst, 0, tensor_val(sh, src.data.clone()));
            }
            K::Splat(shape) => {
                let x = s(regs, a[0]);
                let sh = self.mixed_from(regs, inst, shape)?;
                set!(regs, inst, 0, Val::T(Rc::new(self.new_tensor(op, sh, x)?)));
            }
            K::TGather(g) | K::TScatter(g) => {
                let (dims, reduced) = &**g;
                let gather = matches!(inst.kind, K::TGather(_));
                let (whole, indices) = if gather {
                    (
                        tensor(ctx, regs, a[0], op)?.clone(),
                        tensor(ctx, regs, a[1], op)?.clone(),
                    )
                } else {
                    (
                        tensor(ctx, regs, a[1], op)?.clone(),
                        tensor(ctx, regs, a[2], op)?.clone(),
                    )
                };
                let nd = dims.len();
                if nd == 0 || indices.shape.last().copied() != Some(nd as i64) {
                    return Err(err(
                        ctx,
                        op,
                        "the last dimension of the indices must list every gathered dimension",
                    ));
                }
                let batch = indices.data.len() / nd;
                let slice_shape: Dims = (0..whole.shape.len())
                    .map(|d| {
                        if dims.contains(&(d as i64)) {
                            1
                        } else {
                            whole.shape[d]
                        }
                    })
                    .collect();
                let slice_n = slice_shape.iter().product::<i64>().max(0) as usize;
                let strides = row_major_strides(&whole.shape);
                let source = if gather {
                    None
                } else {
                    let src = tensor(ctx, regs, a[0], op)?.clone();
                    if src.data.len() != batch * slice_n {
                        return Err(err(
                            ctx,
                            op,
                            "out of bounds: the source does not hold one slice per index",
                        ));
                    }
                    Some(src)
                };
                let mut out = Vec::with_capacity(if gather { batch * slice_n } else { 0 });
                let mut dst = whole.clone();
                for b in 0..batch {
                    let coords = &indices.data[b * nd..(b + 1) * nd];
                    let mut idx = vec![0i64; whole.shape.len()];
                    for e in 0..slice_n {
                        let mut p = 0i64;
                        for (d, &size) in whole.shape.iter().enumerate() {
                            let i = match dims.iter().position(|&g| g == d as i64) {
                                Some(k) => coords[k] as i64,
                                None => idx[d],
                            };
                            if i < 0 || i >= size {
                                return Err(err(
                                    ctx,
                                    op,
                                    format!("out of bounds tensor access: index {i} of dimension {d} is outside [0, {size})"),
                                ));
                            }
                            p += i * strides[d];
                        }
                        match &source {
                            None => out.push(whole.data[p as usize]),
                            Some(src) => {
                                Rc::make_mut(&mut dst).data[p as usize] = src.data[b * slice_n + e]
                            }
                        }
                        next_index(&mut idx, &slice_shape);
                    }
                }
                if gather {
                    let mut shape: Dims = indices.shape[..indices.shape.len() - 1]
                        .iter()
                        .copied()
                        .collect();
                    for (d, &n) in slice_shape.iter().enumerate() {
                        if !(*reduced && dims.contains(&(d as i64))) {
                            shape.push(n);
                        }
                    }
                    set!(regs, inst, 0, tensor_val(shape, out));
                } else {
                    set!(regs, inst, 0, Val::T(dst));
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }
}

impl Machine<'_> {
    /// A tensor of shape `shape` with every element `fill`. A negative size, or more
    /// elements than the host can hold, is an error at `op`, as `memref.alloc` makes it:
    /// the bufferized program allocates there.
    pub(super) fn new_tensor(&self, op: Op, shape: Dims, fill: Scalar) -> R<Tensor> {
        self.element_count(op, &shape, "tensor")?;
        Ok(Tensor::filled(shape, fill))
    }
}
