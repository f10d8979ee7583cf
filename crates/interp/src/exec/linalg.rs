//! linalg: every structured op (generic and the named ops) runs as a loop nest over its
//! indexing maps, reading and writing tensor data or heap views in place; `softmax`, `pack`
//! and `unpack`, which have no indexing maps, read their input whole and write their output.

use super::*;

impl<'p> Machine<'p> {
    /// Runs a structured (linalg) op.
    pub(super) fn linalg(&mut self, regs: &mut [Val], inst: &Inst, l: &Linalg) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let n_ops = l.maps.len();
        // Operands: tensor data (owned copies for outputs) or memref views, those of another
        // element type than their buffer's apart so that the others index their slots directly.
        enum Opnd {
            Scalar(Scalar),
            T(Rc<Tensor>),
            M(View),
            Punned(View),
        }
        let mut opnds: Vec<Opnd> = Vec::with_capacity(n_ops);
        let mut shapes: Vec<Dims> = Vec::with_capacity(n_ops);
        for k in 0..n_ops {
            match &regs[inst.a[k] as usize] {
                Val::S(x) => {
                    opnds.push(Opnd::Scalar(*x));
                    shapes.push(Dims::new());
                }
                Val::T(t) => {
                    shapes.push(t.shape.clone());
                    opnds.push(Opnd::T(t.clone()));
                }
                Val::M(v) => {
                    if let Err(f) = self.heap.check_view(v) {
                        return Err(self.fault(op, f));
                    }
                    shapes.push(v.sizes.clone());
                    opnds.push(match v.pun {
                        None => Opnd::M((**v).clone()),
                        Some(_) => Opnd::Punned((**v).clone()),
                    });
                }
                Val::None => return Err(err(ctx, op, "undefined operand")),
            }
        }
        let bounds: Vec<i64> = l
            .loop_size
            .iter()
            .map(|&(k, j)| shapes[k].get(j).copied().unwrap_or(0))
            .collect();
        // Linear coefficients per operand when every map result is a dim or a constant.
        let mut bases = vec![0i64; n_ops];
        let mut coefs = vec![vec![0i64; l.n_loops]; n_ops];
        let mut general = vec![false; n_ops];
        for k in 0..n_ops {
            let (offset, strides): (i64, Dims) = match &opnds[k] {
                Opnd::Scalar(_) => continue,
                Opnd::T(t) => (0, row_major_strides(&t.shape)),
                Opnd::M(v) | Opnd::Punned(v) => (v.offset, v.strides.clone()),
            };
            bases[k] = offset;
            for (j, e) in l.maps[k].iter().enumerate() {
                let size = shapes[k].get(j).copied().unwrap_or(0);
                match e {
                    MapRes::Dim(d) => {
                        let b = bounds[*d as usize];
                        if b > size {
                            return Err(err(ctx, op, format!(
                                "out of bounds: loop {d} runs to {b} but operand #{k} has size {size} in dimension {j}"
                            )));
                        }
                        coefs[k][*d as usize] += strides[j];
                    }
                    MapRes::Const(c) => {
                        if *c < 0 || *c >= size {
                            return Err(err(
                                ctx,
                                op,
                                format!(
                                    "out of bounds: index {c} in dimension {j} of operand #{k}"
                                ),
                            ));
                        }
                        bases[k] += c * strides[j];
                    }
                    MapRes::Expr(_) => general[k] = true,
                }
            }
        }
        if bounds.iter().any(|&b| b <= 0) {
            return self.linalg_results(
                regs,
                inst,
                opnds
                    .into_iter()
                    .map(|o| match o {
                        Opnd::T(t) => Some(t),
                        _ => None,
                    })
                    .collect(),
            );
        }
        let body = l.body;
        let yield_inst = {
            let entry = self.prog.regions[body as usize][0];
            let b = &self.prog.blocks[entry as usize];
            b.end - 1
        };
        let n_in = l.n_in;
        let n_args = l.body_args.len();
        let saved = std::mem::take(&mut self.loop_index);
        let mut idx = vec![0i64; l.n_loops];
        let strides_of = |o: &Opnd| -> Dims {
            match o {
                Opnd::T(t) => row_major_strides(&t.shape),
                Opnd::M(v) | Opnd::Punned(v) => v.strides.clone(),
                _ => Dims::new(),
            }
        };
        let gstrides: Vec<Dims> = opnds.iter().map(strides_of).collect();
        let mut pos = vec![0i64; n_ops];
        // Outputs as tensors are written in place once unique.
        for o in opnds.iter_mut().skip(n_in) {
            if let Opnd::T(t) = o {
                Rc::make_mut(t);
            }
        }
        loop {
            for k in 0..n_ops {
                if general[k] {
                    let mut p = bases[k];
                    for (j, e) in l.maps[k].iter().enumerate() {
                        let i = match e {
                            MapRes::Dim(d) => idx[*d as usize],
                            MapRes::Const(_) => 0,
                            MapRes::Expr(x) => {
                                let i = x.eval(&idx, &[]).unwrap_or(-1);
                                let size = shapes[k][j];
                                if i < 0 || i >= size {
                                    self.loop_index = saved;
                                    return Err(err(ctx, op, format!("out of bounds: index {i} in dimension {j} of operand #{k} of size {size}")));
                                }
                                i
                            }
                        };
                        p += i * gstrides[k][j];
                    }
                    pos[k] = p;
                } else {
                    let mut p = bases[k];
                    for (d, c) in coefs[k].iter().enumerate() {
                        p += idx[d] * c;
                    }
                    pos[k] = p;
                }
            }
            for (n, &slot) in l.body_args.iter().enumerate().take(n_args) {
                let x = match &opnds[n] {
                    Opnd::Scalar(x) => *x,
                    Opnd::T(t) => t.data[pos[n] as usize],
                    Opnd::M(v) => self.heap.allocs[v.alloc as usize].data[pos[n] as usize],
                    Opnd::Punned(v) => self.heap.get(v, pos[n]),
                };
                regs[slot as usize] = Val::S(x);
            }
            if l.uses_index {
                self.loop_index.clear();
                self.loop_index.extend_from_slice(&idx);
            }
            let t = match self.run_region(regs, body) {
                Ok(t) => t,
                Err(mut e) => {
                    self.loop_index = saved;
                    // A named op's body is made, not written: its ops have no location.
                    if self.ctx.is_unknown_loc(e.loc) {
                        e.loc = self.ctx.loc(op);
                    }
                    return Err(e);
                }
            };
            debug_assert_eq!(t, yield_inst);
            let ya = &self.prog.insts[t as usize].a;
            for (o, &ys) in ya.iter().enumerate() {
                let k = n_in + o;
                let x = s(regs, ys);
                match &mut opnds[k] {
                    Opnd::T(t) => Rc::make_mut(t).data[pos[k] as usize] = x,
                    Opnd::M(v) | Opnd::Punned(v) => {
                        let al = &mut self.heap.allocs[v.alloc as usize];
                        if al.constant {
                            let site = al.site;
                            self.loop_index = saved;
                            return Err(self.fault(op, Fault::Constant { site }));
                        }
                        match v.pun {
                            None => al.data[pos[k] as usize] = x,
                            Some(_) => self.heap.put(v, pos[k], x),
                        }
                    }
                    Opnd::Scalar(_) => {}
                }
            }
            if !next_index(&mut idx, &bounds) {
                break;
            }
        }
        self.loop_index = saved;
        self.linalg_results(
            regs,
            inst,
            opnds
                .into_iter()
                .map(|o| match o {
                    Opnd::T(t) => Some(t),
                    _ => None,
                })
                .collect(),
        )
    }

    pub(super) fn linalg_results(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        opnds: Vec<Option<Rc<Tensor>>>,
    ) -> R<()> {
        let n_out = inst.r.len();
        let n_ops = opnds.len();
        for (k, t) in opnds.into_iter().skip(n_ops - n_out).enumerate() {
            if let Some(t) = t {
                regs[inst.r[k] as usize] = Val::T(t);
            }
        }
        Ok(())
    }

    /// `linalg.softmax`, `linalg.pack` and `linalg.unpack`, on tensors or memrefs.
    pub(super) fn exec_relayout(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        let (shape, x) = self.contents(&regs[a[0] as usize], op)?;
        let (out_shape, _) = self.contents(&regs[a[1] as usize], op)?;
        let out = match &inst.kind {
            K::Softmax(dim, f) => {
                if shape != out_shape || *dim >= shape.len() {
                    return Err(err(ctx, op, "softmax input and output shapes differ"));
                }
                softmax(&shape, &x, *dim, *f)
            }
            K::Pack(r) | K::Unpack(r) => {
                let tiles = self.mixed_from(regs, inst, &r.tiles)?;
                let pack = matches!(inst.kind, K::Pack(_));
                // The packed shape is the outer dimensions, then the tiles.
                let (packed, unpacked) = if pack {
                    (&out_shape, &shape)
                } else {
                    (&shape, &out_shape)
                };
                let rank = unpacked.len();
                let in_rank = |d: &i64| (0..rank as i64).contains(d);
                if packed.len() != rank + tiles.len()
                    || tiles.len() != r.inner_dims_pos.len()
                    || tiles.iter().any(|&t| t <= 0)
                    || !r.inner_dims_pos.iter().all(in_rank)
                    || !r.outer_dims_perm.iter().all(in_rank)
                {
                    return Err(err(ctx, op, "packed shape does not match the tiles"));
                }
                let fill = match (pack, r.padding) {
                    (true, true) => s(regs, a[2]),
                    _ => self.uninitialized_of(op),
                };
                let pstrides = row_major_strides(packed);
                // The packed position of an unpacked index (dimension d's outer index sits at
                // its place in outer_dims_perm, its inner one at its place in inner_dims_pos).
                let packed_pos = |idx: &[i64]| -> i64 {
                    let mut p = 0;
                    for j in 0..rank {
                        let d = r.outer_dims_perm.get(j).map_or(j, |&d| d as usize);
                        let outer = match r.inner_dims_pos.iter().position(|&t| t as usize == d) {
                            Some(k) => idx[d].div_euclid(tiles[k]),
                            None => idx[d],
                        };
                        p += outer * pstrides[j];
                    }
                    for (k, &d) in r.inner_dims_pos.iter().enumerate() {
                        p += idx[d as usize].rem_euclid(tiles[k]) * pstrides[rank + k];
                    }
                    p
                };
                if pack {
                    // Every packed element past the source's end is padding.
                    let n = packed.iter().product::<i64>().max(0) as usize;
                    let mut out = vec![fill; n];
                    let mut idx = vec![0i64; rank];
                    for &v in &x {
                        let p = packed_pos(&idx) as usize;
                        let Some(slot) = out.get_mut(p) else {
                            return Err(err(
                                ctx,
                                op,
                                "out of bounds: the packed destination is too small",
                            ));
                        };
                        *slot = v;
                        next_index(&mut idx, unpacked);
                    }
                    out
                } else {
                    let n = unpacked.iter().product::<i64>().max(0) as usize;
                    let mut out = Vec::with_capacity(n);
                    let mut idx = vec![0i64; rank];
                    for _ in 0..n {
                        let p = packed_pos(&idx) as usize;
                        let Some(&v) = x.get(p) else {
                            return Err(err(
                                ctx,
                                op,
                                "out of bounds: the packed source is too small",
                            ));
                        };
                        out.push(v);
                        next_index(&mut idx, unpacked);
                    }
                    out
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        };
        self.write_init(regs, inst, a[1], out_shape, out)
    }

    /// Stores what an op computed into its init operand: a memref in place, else the op's
    /// tensor result.
    pub(super) fn write_init(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        init: u32,
        shape: Dims,
        data: Vec<Scalar>,
    ) -> R<()> {
        match &regs[init as usize] {
            Val::M(v) => {
                let v = v.clone();
                self.heap
                    .write_all(&v, &data)
                    .map_err(|f| self.fault(inst.op, f))?;
            }
            _ => set!(regs, inst, 0, tensor_val(shape, data)),
        }
        Ok(())
    }

    /// A tensor's or memref's shape and row-major elements.
    pub(super) fn contents(&mut self, v: &Val, op: Op) -> R<(Dims, Vec<Scalar>)> {
        match v {
            Val::T(t) => Ok((t.shape.clone(), t.data.clone())),
            Val::M(m) => {
                let data = self.heap.read_all(m).map_err(|f| self.fault(op, f))?;
                Ok((m.sizes.clone(), data))
            }
            _ => Err(err(self.ctx, op, "expected a tensor or memref")),
        }
    }
}

/// Softmax along `dim` as MLIR decomposes it, each step rounded to `f`: the maximum
/// (`maxnumf`), `exp(x - max)`, their sum in order, then each exponential over the sum.
fn softmax(shape: &[i64], x: &[Scalar], dim: usize, f: FTy) -> Vec<Scalar> {
    let n = shape[dim].max(0) as usize;
    let stride = row_major_strides(shape)[dim] as usize;
    let mut out = vec![0; x.len()];
    if n == 0 {
        return out;
    }
    for base in (0..x.len()).filter(|p| (p / stride).is_multiple_of(n)) {
        let at = |j: usize| base + j * stride;
        let mut max = fbits(f64::NEG_INFINITY);
        for j in 0..n {
            max = scalar::fbin(FB::MaxNum, f, max, x[at(j)]);
        }
        let mut sum = fbits(0.0);
        for j in 0..n {
            let e = scalar::fun(FU::Exp, f, scalar::fbin(FB::Sub, f, x[at(j)], max));
            out[at(j)] = e;
            sum = scalar::fbin(FB::Add, f, sum, e);
        }
        for j in 0..n {
            out[at(j)] = scalar::fbin(FB::Div, f, out[at(j)], sum);
        }
    }
    out
}
