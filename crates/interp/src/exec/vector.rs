//! vector: vectors are tensors of their static shape; element-wise arith and math run
//! their scalar instruction per element.

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_vector(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::VExtract(pos) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let (at, len) = self.vector_slot(&t.shape, pos, &a[1..], regs, op)?;
                if pos.len() == t.shape.len() {
                    set!(regs, inst, 0, Val::S(t.data[at]));
                } else {
                    let shape = t.shape[pos.len()..].iter().copied().collect();
                    let data = t.data[at..at + len].to_vec();
                    set!(regs, inst, 0, tensor_val(shape, data));
                }
            }
            K::VInsert(pos) => {
                let mut t = tensor(ctx, regs, a[1], op)?.clone();
                let (at, len) = self.vector_slot(&t.shape, pos, &a[2..], regs, op)?;
                let d = &mut Rc::make_mut(&mut t).data;
                match &regs[a[0] as usize] {
                    Val::T(v) => d[at..at + len].copy_from_slice(&v.data),
                    _ => d[at] = s(regs, a[0]),
                }
                set!(regs, inst, 0, Val::T(t));
            }
            K::VReduce(combine, dims, masked) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let (mask, a) = if *masked {
                    let (last, rest) = a.split_last().ok_or_else(|| misdispatched(ctx, inst))?;
                    (Some(tensor(ctx, regs, *last, op)?.clone()), rest)
                } else {
                    (None, &a[..])
                };
                let rank = t.shape.len();
                let reduced = |d: usize| dims.as_ref().is_none_or(|ds| ds.contains(&(d as i64)));
                let kept: Dims = (0..rank)
                    .filter(|&d| !reduced(d))
                    .map(|d| t.shape[d])
                    .collect();
                let n = kept.iter().product::<i64>().max(0) as usize;
                // Per result element: the accumulator (if any), then the elements in order.
                let mut acc: Vec<Option<Scalar>> = match a.get(1).map(|&i| &regs[i as usize]) {
                    Some(Val::T(v)) => v.data.iter().map(|&x| Some(x)).collect(),
                    Some(Val::S(x)) => vec![Some(*x)],
                    // Under a mask the lanes fold into the combining op's identity, as the
                    // lowering's start value (+0.0 for a float sum).
                    _ if mask.is_some() => {
                        vec![Some(reduction_identity(&combine.kind, &mut self.heap.wide)); n]
                    }
                    _ => vec![None; n],
                };
                let mut tmp = [Val::None, Val::None, Val::None];
                // mlir-opt 22 lowers a masked vector.reduction <maximumf>/<minimumf> by putting
                // a start value in the masked-off lanes that is not the op's identity (the
                // negative smallest subnormal, the largest finite value): it takes part
                // whenever a lane is masked off, and mlir-runner prints it.
                if let (None, Some(m), K::FBin(fb @ (FB::Maximum | FB::Minimum), f)) =
                    (dims, &mask, &combine.kind)
                {
                    if m.data.iter().any(|b| b & 1 == 0) {
                        let start = fbits(masked_minmax_start(*fb == FB::Maximum, *f));
                        if let Some(slot) = acc.first_mut() {
                            self.fold_lane(slot, start, combine, &mut tmp)?;
                        }
                    }
                }
                let mut idx = vec![0i64; rank];
                for (e, &x) in t.data.iter().enumerate() {
                    if mask
                        .as_ref()
                        .is_some_and(|m| m.data.get(e).is_none_or(|b| b & 1 == 0))
                    {
                        next_index(&mut idx, &t.shape);
                        continue;
                    }
                    let mut at = 0i64;
                    for d in (0..rank).filter(|&d| !reduced(d)) {
                        at = at * t.shape[d] + idx[d];
                    }
                    self.fold_lane(&mut acc[at as usize], x, combine, &mut tmp)?;
                    next_index(&mut idx, &t.shape);
                }
                let data: Vec<Scalar> = acc.into_iter().map(|x| x.unwrap_or(0)).collect();
                if dims.is_none() || kept.is_empty() {
                    set!(regs, inst, 0, Val::S(data.first().copied().unwrap_or(0)));
                } else {
                    set!(regs, inst, 0, tensor_val(kept, data));
                }
            }
            K::VShapeCast(shape) => {
                let t = tensor(ctx, regs, a[0], op)?;
                let data = t.data.clone();
                set!(regs, inst, 0, tensor_val(shape.clone(), data));
            }
            K::VTranspose(perm) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let shape: Dims = perm.iter().map(|&p| t.shape[p as usize]).collect();
                let strides = row_major_strides(&t.shape);
                let mut data = Vec::with_capacity(t.data.len());
                let mut idx = vec![0i64; shape.len()];
                for _ in 0..t.data.len() {
                    let at: i64 = idx
                        .iter()
                        .zip(perm)
                        .map(|(&i, &p)| i * strides[p as usize])
                        .sum();
                    data.push(t.data[at as usize]);
                    next_index(&mut idx, &shape);
                }
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::VBroadcast(shape) => {
                let src = match &regs[a[0] as usize] {
                    Val::T(t) => t.clone(),
                    Val::S(x) => Rc::new(Tensor {
                        shape: Dims::new(),
                        data: vec![*x],
                    }),
                    _ => return Err(err(ctx, op, "expected a vector or a scalar")),
                };
                let lead = shape.len() - src.shape.len();
                let strides = row_major_strides(&src.shape);
                let n = shape.iter().product::<i64>().max(0) as usize;
                let mut data = Vec::with_capacity(n);
                let mut idx = vec![0i64; shape.len()];
                for _ in 0..n {
                    let at: i64 = (0..src.shape.len())
                        .map(|d| {
                            if src.shape[d] == 1 {
                                0
                            } else {
                                idx[lead + d] * strides[d]
                            }
                        })
                        .sum();
                    data.push(src.data[at as usize]);
                    next_index(&mut idx, shape);
                }
                set!(regs, inst, 0, tensor_val(shape.clone(), data));
            }
            K::Vec(inner) => {
                let shape = a
                    .iter()
                    .find_map(|&i| match &regs[i as usize] {
                        Val::T(t) => Some(t.shape.clone()),
                        _ => None,
                    })
                    .ok_or_else(|| err(ctx, op, "expected a vector operand"))?;
                let n = shape.iter().product::<i64>().max(0) as usize;
                let results = inner.r.len();
                let mut data: SmallVec<[Vec<Scalar>; 2]> =
                    (0..results).map(|_| Vec::with_capacity(n)).collect();
                let mut tmp: SmallVec<[Val; 4]> = SmallVec::from_elem(Val::None, a.len() + results);
                for e in 0..n {
                    for (k, &i) in a.iter().enumerate() {
                        tmp[k] = match &regs[i as usize] {
                            Val::T(t) => Val::S(t.data[e]),
                            v => v.clone(),
                        };
                    }
                    self.exec(&mut tmp, inner)?;
                    for (j, out) in data.iter_mut().enumerate() {
                        out.push(match tmp[a.len() + j] {
                            Val::S(x) => x,
                            _ => 0,
                        });
                    }
                }
                for (j, out) in data.into_iter().enumerate() {
                    set!(regs, inst, j, tensor_val(shape.clone(), out));
                }
            }
            K::TransferRead(vshape, masked, in_bounds) => {
                let m = *masked as usize;
                let n = a.len() - 2 - m;
                let base: Vec<i64> = a[1..1 + n].iter().map(|&i| si(regs, i)).collect();
                let pad = s(regs, a[1 + n]);
                let mask = match m {
                    1 => Some(tensor(ctx, regs, a[2 + n], op)?.clone()),
                    _ => None,
                };
                let r = vshape.len().min(n);
                let paddable = minor_paddable(n, vshape.len(), *in_bounds);
                let total = vshape.iter().product::<i64>().max(0) as usize;
                let src = regs[a[0] as usize].clone();
                let mut vi = vec![0i64; vshape.len()];
                let mut data = Vec::with_capacity(total);
                for e in 0..total {
                    // A masked-off lane is not read: it holds the padding.
                    if mask
                        .as_ref()
                        .is_some_and(|m| m.data.get(e).is_none_or(|x| x & 1 == 0))
                    {
                        data.push(pad);
                    } else {
                        let mut idx = base.clone();
                        for d in 0..r {
                            idx[n - r + d] += vi[vshape.len() - r + d];
                        }
                        data.push(self.transfer_load(&src, &idx, paddable, op)?.unwrap_or(pad));
                    }
                    next_index(&mut vi, vshape);
                }
                set!(regs, inst, 0, tensor_val(vshape.clone(), data));
            }
            K::TransferWrite(masked, in_bounds) => {
                let v = tensor(ctx, regs, a[0], op)?.clone();
                let m = *masked as usize;
                let n = a.len() - 2 - m;
                let base: Vec<i64> = a[2..2 + n].iter().map(|&i| si(regs, i)).collect();
                let mask = match m {
                    1 => Some(tensor(ctx, regs, a[2 + n], op)?.clone()),
                    _ => None,
                };
                let r = v.shape.len().min(n);
                let paddable = minor_paddable(n, v.shape.len(), *in_bounds);
                let mut dst = regs[a[1] as usize].clone();
                let mut vi = vec![0i64; v.shape.len()];
                for (e, &x) in v.data.iter().enumerate() {
                    if mask
                        .as_ref()
                        .is_none_or(|m| m.data.get(e).is_some_and(|x| x & 1 != 0))
                    {
                        let mut idx = base.clone();
                        for d in 0..r {
                            idx[n - r + d] += vi[v.shape.len() - r + d];
                        }
                        if self.transfer_lane_inside(&dst, &idx, paddable, op)? {
                            self.set_elem(&mut dst, &idx, x, op)?;
                        }
                    }
                    next_index(&mut vi, &v.shape);
                }
                if !inst.r.is_empty() {
                    set!(regs, inst, 0, dst);
                }
            }
            K::PermutedTransfer(t, masked, in_bounds) => {
                // Each vector dimension walks its source dimension from the start indices (a
                // broadcast one stays put); a lane outside a walked dimension not declared in
                // bounds reads the padding and writes nothing.
                let (read_shape, walks) = &**t;
                let (mask, a) = if *masked {
                    let (last, rest) = a.split_last().ok_or_else(|| misdispatched(ctx, inst))?;
                    (Some(tensor(ctx, regs, *last, op)?.clone()), rest)
                } else {
                    (None, &a[..])
                };
                let (first, n) = match read_shape {
                    Some(_) => (1, a.len().saturating_sub(2)),
                    None => (2, a.len().saturating_sub(2)),
                };
                let base: Vec<i64> = a[first..first + n].iter().map(|&i| si(regs, i)).collect();
                let paddable = walks
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j >= 32 || in_bounds & 1 << j == 0)
                    .filter_map(|(_, w)| *w)
                    .filter(|&k| k < 64)
                    .fold(0u64, |bits, k| bits | 1 << k);
                let lane_index = |vi: &[i64]| {
                    let mut idx = base.clone();
                    for (j, w) in walks.iter().enumerate() {
                        if let (Some(k), Some(&i)) = (w, vi.get(j)) {
                            if let Some(slot) = idx.get_mut(*k as usize) {
                                *slot += i;
                            }
                        }
                    }
                    idx
                };
                // The mask's dimensions: the walking vector dimensions, ordered by the source
                // dimension each walks.
                let mut mask_dims: Vec<(u32, usize)> = walks
                    .iter()
                    .enumerate()
                    .filter_map(|(j, w)| w.map(|k| (k, j)))
                    .collect();
                mask_dims.sort_unstable();
                let lane_on = |vi: &[i64], vshape: &[i64]| {
                    mask.as_ref().is_none_or(|m| {
                        let at = mask_dims
                            .iter()
                            .fold(0i64, |at, &(_, j)| at * vshape[j] + vi[j]);
                        m.data.get(at as usize).is_some_and(|b| b & 1 == 1)
                    })
                };
                match read_shape {
                    Some(vshape) => {
                        let pad = s(regs, a[1 + n]);
                        let src = regs[a[0] as usize].clone();
                        let total = vshape.iter().product::<i64>().max(0) as usize;
                        let mut vi = vec![0i64; vshape.len()];
                        let mut data = Vec::with_capacity(total);
                        for _ in 0..total {
                            data.push(if lane_on(&vi, vshape) {
                                self.transfer_load(&src, &lane_index(&vi), paddable, op)?
                                    .unwrap_or(pad)
                            } else {
                                pad
                            });
                            next_index(&mut vi, vshape);
                        }
                        set!(regs, inst, 0, tensor_val(vshape.clone(), data));
                    }
                    None => {
                        let v = tensor(ctx, regs, a[0], op)?.clone();
                        let mut dst = regs[a[1] as usize].clone();
                        let mut vi = vec![0i64; v.shape.len()];
                        for &x in &v.data {
                            let idx = lane_index(&vi);
                            if lane_on(&vi, &v.shape)
                                && self.transfer_lane_inside(&dst, &idx, paddable, op)?
                            {
                                self.set_elem(&mut dst, &idx, x, op)?;
                            }
                            next_index(&mut vi, &v.shape);
                        }
                        if !inst.r.is_empty() {
                            set!(regs, inst, 0, dst);
                        }
                    }
                }
            }
            K::CreateMask(shape) => {
                let sizes: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let m = crate::program::mask(shape, &sizes);
                set!(regs, inst, 0, Val::T(Rc::new(m)));
            }
            K::Contract(c) => self.contract(regs, inst, c)?,
            K::OuterProduct(ops) => {
                let (mul, combine, fused) = &**ops;
                let lhs = tensor(ctx, regs, a[0], op)?.clone();
                let (rhs, shape): (Vec<Scalar>, Dims) = match &regs[a[1] as usize] {
                    Val::T(t) => (
                        t.data.clone(),
                        [lhs.shape[0], t.shape[0]].into_iter().collect(),
                    ),
                    Val::S(x) => (vec![*x], lhs.shape.clone()),
                    _ => return Err(err(ctx, op, "expected a vector or a scalar")),
                };
                let acc = match a.get(2) {
                    Some(&i) => Some(tensor(ctx, regs, i, op)?.clone()),
                    None => None,
                };
                let cols = rhs.len();
                if acc
                    .as_ref()
                    .is_some_and(|t| t.data.len() != lhs.data.len() * cols)
                {
                    return Err(err(ctx, op, "accumulator shape does not match the product"));
                }
                let mut data = Vec::with_capacity(lhs.data.len() * cols);
                let mut tmp = [Val::None, Val::None, Val::None, Val::None];
                for (i, &x) in lhs.data.iter().enumerate() {
                    for (j, &y) in rhs.iter().enumerate() {
                        let at = i * cols + j;
                        let prev = acc.as_ref().map(|t| t.data[at]);
                        let r = match (prev, fused) {
                            (Some(z), Some(fma)) => {
                                tmp[0] = Val::S(x);
                                tmp[1] = Val::S(y);
                                tmp[2] = Val::S(z);
                                self.exec(&mut tmp, fma)?;
                                s(&tmp, 3)
                            }
                            _ => {
                                tmp[0] = Val::S(x);
                                tmp[1] = Val::S(y);
                                self.exec(&mut tmp, mul)?;
                                let p = s(&tmp, 2);
                                match prev {
                                    Some(z) => {
                                        tmp[0] = Val::S(z);
                                        tmp[1] = Val::S(p);
                                        self.exec(&mut tmp, combine)?;
                                        s(&tmp, 2)
                                    }
                                    None => p,
                                }
                            }
                        };
                        data.push(r);
                    }
                }
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::Gather(_) | K::Scatter => {
                // Under vector.mask a lane reads where both masks are set; a lane the outer
                // mask leaves out is 0 (what the lowering gives; the op leaves it undefined).
                let (outer, a) = match inst.kind {
                    K::Gather(true) => {
                        let (last, rest) =
                            a.split_last().ok_or_else(|| misdispatched(ctx, inst))?;
                        (Some(tensor(ctx, regs, *last, op)?.clone()), rest)
                    }
                    _ => (None, &a[..]),
                };
                let len = a.len();
                let base: Vec<i64> = a[1..len - 3].iter().map(|&i| si(regs, i)).collect();
                let offs = tensor(ctx, regs, a[len - 3], op)?.clone();
                let mask = tensor(ctx, regs, a[len - 2], op)?.clone();
                let last = tensor(ctx, regs, a[len - 1], op)?.clone();
                let mut src = regs[a[0] as usize].clone();
                let gather = matches!(inst.kind, K::Gather(_));
                let mut data = Vec::with_capacity(offs.data.len());
                for (e, &o) in offs.data.iter().enumerate() {
                    let mut idx = base.clone();
                    if let Some(l) = idx.last_mut() {
                        *l += o as i64;
                    }
                    let on = mask.data.get(e).is_some_and(|m| m & 1 != 0);
                    let outer_on = outer
                        .as_ref()
                        .is_none_or(|m| m.data.get(e).is_some_and(|b| b & 1 != 0));
                    if gather && !outer_on {
                        data.push(0);
                    } else if gather {
                        let x = if on {
                            self.elem_at(&src, &idx, op)?
                                .ok_or_else(|| self.lane_out_of_bounds(&src, &idx, op))?
                        } else {
                            last.data[e]
                        };
                        data.push(x);
                    } else if on {
                        if self.elem_at(&src, &idx, op)?.is_none() {
                            return Err(self.lane_out_of_bounds(&src, &idx, op));
                        }
                        self.set_elem(&mut src, &idx, last.data[e], op)?;
                    }
                }
                if gather {
                    set!(regs, inst, 0, tensor_val(offs.shape.clone(), data));
                } else if !inst.r.is_empty() {
                    set!(regs, inst, 0, src);
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }

    /// Whether an unmasked transfer lane at `idx` lies inside `src`. Outside a dimension the op
    /// may pad (one it transfers without declaring it in bounds) the lane is neither read nor
    /// written; outside any other dimension the lowered program really accesses memory outside
    /// the buffer, an out-of-bounds fault.
    fn transfer_lane_inside(&self, src: &Val, idx: &[i64], paddable: u64, op: Op) -> R<bool> {
        let shape: &[i64] = match src {
            Val::T(t) => &t.shape,
            Val::M(m) => &m.sizes,
            _ => return Err(err(self.ctx, op, "expected a tensor or memref")),
        };
        let outside = |d: usize| idx.get(d).is_none_or(|&i| i < 0 || i >= shape[d]);
        if (0..shape.len()).any(|d| d < 64 && paddable & 1 << d != 0 && outside(d)) {
            return Ok(false);
        }
        if let Some(d) = (0..shape.len()).find(|&d| outside(d)) {
            return Err(match src {
                Val::M(m) => match self.heap.position(m, idx) {
                    Err(f) => self.fault(op, f),
                    Ok(_) => err(self.ctx, op, "out of bounds transfer"),
                },
                _ => err(
                    self.ctx,
                    op,
                    format!(
                        "out of bounds transfer: index {} of dimension {d} is outside [0, {})",
                        idx.get(d).copied().unwrap_or(0),
                        shape[d]
                    ),
                ),
            });
        }
        Ok(true)
    }

    /// An unmasked transfer lane's element, `None` where the op pads it.
    fn transfer_load(
        &mut self,
        src: &Val,
        idx: &[i64],
        paddable: u64,
        op: Op,
    ) -> R<Option<Scalar>> {
        if self.transfer_lane_inside(src, idx, paddable, op)? {
            self.elem_at(src, idx, op)
        } else {
            Ok(None)
        }
    }

    /// Where the sub-vector at a `vector.extract`/`insert` position starts, and its length.
    /// `vector.contract`: every point of the iteration space multiplies an element of lhs
    /// and rhs and combines the product into the accumulator, in row-major order.
    fn contract(&mut self, regs: &mut [Val], inst: &Inst, c: &Contract) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        let lhs = tensor(ctx, regs, a[0], op)?.clone();
        let rhs = tensor(ctx, regs, a[1], op)?.clone();
        let (acc_shape, mut acc): (Dims, Vec<Scalar>) = match &regs[a[2] as usize] {
            Val::T(t) => (t.shape.clone(), t.data.clone()),
            Val::S(x) => (Dims::new(), vec![*x]),
            _ => return Err(err(ctx, op, "expected a vector or a scalar accumulator")),
        };
        let shapes: [&[i64]; 3] = [&lhs.shape, &rhs.shape, &acc_shape];
        let mut bounds = vec![-1i64; c.n_loops];
        for (dims, shape) in c.dims.iter().zip(shapes) {
            if dims.len() != shape.len() {
                return Err(err(ctx, op, "indexing map and operand ranks differ"));
            }
            for (&d, &size) in dims.iter().zip(shape) {
                match bounds.get_mut(d as usize) {
                    Some(b) if *b < 0 || *b == size => *b = size,
                    _ => return Err(err(ctx, op, "operand shapes disagree on a loop's size")),
                }
            }
        }
        // Per operand, the stride of each loop in its row-major data.
        let coefs: Vec<Vec<i64>> = c
            .dims
            .iter()
            .zip(shapes)
            .map(|(dims, shape)| {
                let strides = row_major_strides(shape);
                let mut k = vec![0i64; c.n_loops];
                for (&d, &st) in dims.iter().zip(&strides) {
                    k[d as usize] += st;
                }
                k
            })
            .collect();
        let at = |k: usize, idx: &[i64]| -> usize {
            idx.iter().zip(&coefs[k]).map(|(i, c)| i * c).sum::<i64>() as usize
        };
        let mask = if c.masked {
            Some(tensor(ctx, regs, a[a.len() - 1], op)?.clone())
        } else {
            None
        };
        let mut tmp = [Val::None, Val::None, Val::None];
        let mut idx = vec![0i64; c.n_loops];
        let mut point = 0usize;
        if bounds.iter().all(|&b| b > 0) {
            loop {
                // The mask is over the iteration space, row-major in loop order.
                let on = mask
                    .as_ref()
                    .is_none_or(|m| m.data.get(point).is_some_and(|b| b & 1 != 0));
                point += 1;
                if !on {
                    if !next_index(&mut idx, &bounds) {
                        break;
                    }
                    continue;
                }
                tmp[0] = Val::S(lhs.data[at(0, &idx)]);
                tmp[1] = Val::S(rhs.data[at(1, &idx)]);
                self.exec(&mut tmp, &c.mul)?;
                let p = at(2, &idx);
                tmp[0] = Val::S(acc[p]);
                tmp[1] = tmp[2].clone();
                self.exec(&mut tmp, &c.combine)?;
                acc[p] = s(&tmp, 2);
                if !next_index(&mut idx, &bounds) {
                    break;
                }
            }
        }
        if acc_shape.is_empty() {
            set!(regs, inst, 0, Val::S(acc[0]));
        } else {
            set!(regs, inst, 0, tensor_val(acc_shape, acc));
        }
        Ok(())
    }

    pub(super) fn vector_slot(
        &self,
        shape: &[i64],
        pos: &[i64],
        dynamic: &[u32],
        regs: &[Val],
        op: Op,
    ) -> R<(usize, usize)> {
        let mut dynamic = dynamic.iter();
        let idx: Vec<i64> = pos
            .iter()
            .map(|&p| match p {
                ir::DYNAMIC => dynamic.next().map_or(0, |&i| si(regs, i)),
                p => p,
            })
            .collect();
        let inner = shape[idx.len()..].iter().product::<i64>().max(0) as usize;
        let outer = self.tensor_pos(&shape[..idx.len()], &idx, op)?;
        Ok((outer * inner, inner))
    }
}

impl Machine<'_> {
    /// Combines `x` into a reduction's running value (`x` itself when there is none yet).
    fn fold_lane(
        &mut self,
        slot: &mut Option<Scalar>,
        x: Scalar,
        combine: &Inst,
        tmp: &mut [Val; 3],
    ) -> R<()> {
        *slot = Some(match *slot {
            None => x,
            Some(y) => {
                tmp[0] = Val::S(y);
                tmp[1] = Val::S(x);
                self.exec(tmp, combine)?;
                s(tmp, 2)
            }
        });
        Ok(())
    }
}

/// The value mlir-opt 22's lowering of a masked `maximumf` (or `minimumf`) reduction gives the
/// masked-off lanes: the negative smallest subnormal (the largest finite value) of `f`.
fn masked_minmax_start(max: bool, f: FTy) -> f64 {
    use ir::float_format::{self as ff, FloatKind};
    let kind = match f {
        FTy::F16 => FloatKind::F16,
        FTy::BF16 => FloatKind::BF16,
        FTy::F32 => FloatKind::F32,
        FTy::F64 => FloatKind::F64,
        FTy::Narrow(k) => k,
    };
    let prec = ff::precision(kind) as i32;
    if max {
        // In two steps: 2^-1074 (f64's) underflows as one power of two computed by division.
        let e = ff::min_normal_exponent(kind) - (prec - 1);
        return -(2f64.powi(e / 2) * 2f64.powi(e - e / 2));
    }
    let ieee_largest = (2.0 - 2f64.powi(1 - prec)) * 2f64.powi(ff::max_exponent(kind));
    // Formats without infinities spend their top encodings on NaN: step down to a finite one.
    let bits = ff::from_f64(kind, ieee_largest);
    match ff::to_f64(kind, bits) {
        v if v.is_finite() && v <= ieee_largest => v,
        _ => ff::to_f64(kind, bits.saturating_sub(1)),
    }
}

/// The identity of a reduction's combining op: what a reduction that combines nothing gives
/// (a wide integer's may go into `wide`).
fn reduction_identity(combine: &K, wide: &mut Vec<WideInt>) -> Scalar {
    match *combine {
        K::Wide(Wide::Bin(ib @ (IB::MinS | IB::MaxS), w)) => {
            let min = WideInt::from_u128(w, 1).shl(u64::from(w) - 1);
            wide_scalar(wide, if ib == IB::MinS { min.not() } else { min })
        }
        K::Wide(Wide::Bin(IB::Mul, _)) => 1,
        K::Wide(Wide::Bin(IB::MinU | IB::And, _)) => u64::MAX,
        K::IBin(IB::Mul, _) => 1,
        K::IBin(IB::MinS, w) => sext(u64::MAX.checked_shr(65 - w.max(1)).unwrap_or(0), w),
        K::IBin(IB::MaxS, w) => sext(1u64 << (w.max(1) - 1), w),
        K::IBin(IB::MinU | IB::And, _) => u64::MAX,
        K::FBin(FB::Mul, _) => fbits(1.0),
        K::FBin(FB::Maximum, _) => fbits(f64::NEG_INFINITY),
        K::FBin(FB::Minimum, _) => fbits(f64::INFINITY),
        // maxnum and minnum keep the other operand of a NaN; the lowering's NaN for maxnumf
        // carries the sign bit.
        K::FBin(FB::MaxNum, _) => fbits(-f64::NAN),
        K::FBin(FB::MinNum, _) => fbits(f64::NAN),
        K::FBin(FB::Add, _) => fbits(0.0),
        _ => 0,
    }
}

/// The source dimensions a minor-identity transfer may pad: its trailing `min(rank, vector
/// rank)` ones whose vector dimension is not declared in bounds (bits over source dimensions).
fn minor_paddable(rank: usize, vector_rank: usize, in_bounds: u32) -> u64 {
    let r = vector_rank.min(rank);
    (0..r)
        .filter(|&d| {
            let j = vector_rank - r + d;
            j >= 32 || in_bounds & 1 << j == 0
        })
        .map(|d| rank - r + d)
        .filter(|&k| k < 64)
        .fold(0, |bits, k| bits | 1 << k)
}
