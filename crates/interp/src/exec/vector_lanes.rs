//! vector ops that move lanes around (strided slices, shuffles, interleaving, bitcasts,
//! scans), `vector.print`, and the vector loads and stores of memrefs.

use super::*;
use std::fmt::Write;

impl<'p> Machine<'p> {
    pub(super) fn exec_vector_lanes(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::VExtractStrided(spec) => {
                let [offsets, sizes, strides] = &**spec;
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let k = sizes.len();
                if k > t.shape.len() || offsets.len() != k || strides.len() != k {
                    return Err(err(
                        ctx,
                        op,
                        "slice attributes do not match the vector rank",
                    ));
                }
                let shape: Dims = sizes.iter().chain(&t.shape[k..]).copied().collect();
                let n = shape.iter().product::<i64>().max(0) as usize;
                let mut data = Vec::with_capacity(n);
                let mut idx = vec![0i64; shape.len()];
                let mut src = vec![0i64; shape.len()];
                for _ in 0..n {
                    for d in 0..shape.len() {
                        src[d] = if d < k {
                            offsets[d] + idx[d] * strides[d]
                        } else {
                            idx[d]
                        };
                    }
                    data.push(t.data[self.tensor_pos(&t.shape, &src, op)?]);
                    next_index(&mut idx, &shape);
                }
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::VInsertStrided(spec) => {
                let [offsets, strides] = &**spec;
                let v = tensor(ctx, regs, a[0], op)?.clone();
                let mut dest = tensor(ctx, regs, a[1], op)?.clone();
                let (rv, rd) = (v.shape.len(), dest.shape.len());
                if rv > rd || offsets.len() != rd || strides.len() != rv {
                    return Err(err(
                        ctx,
                        op,
                        "slice attributes do not match the vector ranks",
                    ));
                }
                let lead = rd - rv;
                let mut idx = vec![0i64; rv];
                let mut at: Vec<i64> = offsets.clone();
                for &x in &v.data {
                    for j in 0..rv {
                        at[lead + j] = offsets[lead + j] + idx[j] * strides[j];
                    }
                    let p = self.tensor_pos(&dest.shape, &at, op)?;
                    Rc::make_mut(&mut dest).data[p] = x;
                    next_index(&mut idx, &v.shape);
                }
                set!(regs, inst, 0, Val::T(dest));
            }
            K::VShuffle(mask) => {
                let rows = |i: u32| -> R<(Vec<Scalar>, Dims, i64)> {
                    match &regs[i as usize] {
                        Val::T(t) if t.shape.is_empty() => Ok((t.data.clone(), Dims::new(), 1)),
                        Val::T(t) => Ok((t.data.clone(), t.shape[1..].into(), t.shape[0])),
                        Val::S(x) => Ok((vec![*x], Dims::new(), 1)),
                        _ => Err(err(ctx, op, "expected a vector operand")),
                    }
                };
                let (d1, rest, n1) = rows(a[0])?;
                let (d2, _, n2) = rows(a[1])?;
                let row = rest.iter().product::<i64>().max(0) as usize;
                if d1.len() != n1 as usize * row || d2.len() != n2 as usize * row {
                    return Err(err(
                        ctx,
                        op,
                        "shuffled vectors differ in their trailing shape",
                    ));
                }
                let mut data = Vec::with_capacity(mask.len() * row);
                for &m in mask {
                    match m {
                        m if (0..n1).contains(&m) => {
                            let m = m as usize;
                            data.extend_from_slice(&d1[m * row..(m + 1) * row]);
                        }
                        m if (n1..n1 + n2).contains(&m) => {
                            let m = (m - n1) as usize;
                            data.extend_from_slice(&d2[m * row..(m + 1) * row]);
                        }
                        // A poison lane: any value will do.
                        -1 => data.extend(std::iter::repeat_n(self.uninitialized_of(op), row)),
                        m => return Err(err(ctx, op, format!("shuffle index {m} out of range"))),
                    }
                }
                let shape: Dims = std::iter::once(mask.len() as i64).chain(rest).collect();
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::VToElements => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                if t.data.len() != inst.r.len() {
                    return Err(err(ctx, op, "result count differs from the element count"));
                }
                for (k, &x) in t.data.iter().enumerate() {
                    set!(regs, inst, k, Val::S(x));
                }
            }
            K::VInterleave => {
                let l = tensor(ctx, regs, a[0], op)?.clone();
                let r = tensor(ctx, regs, a[1], op)?.clone();
                let n = l.shape.last().copied().unwrap_or(1).max(1) as usize;
                if l.shape != r.shape {
                    return Err(err(ctx, op, "operand shapes differ"));
                }
                let mut data = Vec::with_capacity(2 * l.data.len());
                for (lr, rr) in l.data.chunks(n).zip(r.data.chunks(n)) {
                    for (&x, &y) in lr.iter().zip(rr) {
                        data.push(x);
                        data.push(y);
                    }
                }
                let mut shape = l.shape.clone();
                match shape.last_mut() {
                    Some(d) => *d *= 2,
                    None => shape.push(2),
                }
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::VDeinterleave => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let evens: Vec<Scalar> = t.data.iter().step_by(2).copied().collect();
                let odds: Vec<Scalar> = t.data.iter().skip(1).step_by(2).copied().collect();
                let mut shape = t.shape.clone();
                if let Some(d) = shape.last_mut() {
                    *d /= 2;
                }
                set!(regs, inst, 0, tensor_val(shape.clone(), evens));
                set!(regs, inst, 1, tensor_val(shape, odds));
            }
            K::VBitcast(from, to) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let (wf, wt) = (sk_width(*from), sk_width(*to));
                let mut bits: Vec<bool> = Vec::with_capacity(t.data.len() * wf as usize);
                for &x in &t.data {
                    let raw = match from {
                        SK::Float(f) => f.to_bits(fval(x)),
                        SK::Wide(w) => {
                            let v = wide_value(&self.heap.wide, x, *w);
                            bits.extend((0..*w).map(|b| v.bit(b)));
                            continue;
                        }
                        _ => x,
                    };
                    bits.extend((0..wf).map(|b| raw >> b & 1 != 0));
                }
                let mut data: Vec<Scalar> = Vec::with_capacity(bits.len() / wt.max(1) as usize);
                for c in bits.chunks(wt as usize) {
                    let mut words = vec![0u64; c.len().div_ceil(64)];
                    for (b, &on) in c.iter().enumerate() {
                        words[b / 64] |= (on as u64) << (b % 64);
                    }
                    let raw = words.first().copied().unwrap_or(0);
                    data.push(match to {
                        SK::Float(f) => fbits(f.from_bits(raw as u128)),
                        SK::Wide(w) => {
                            wide_scalar(&mut self.heap.wide, WideInt::from_words(*w, &words))
                        }
                        _ => sext(raw, wt),
                    });
                }
                let mut shape = t.shape.clone();
                if let Some(d) = shape.last_mut() {
                    *d = *d * wf as i64 / wt as i64;
                }
                set!(regs, inst, 0, tensor_val(shape, data));
            }
            K::VScan(combine, dim, inclusive) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let init: Vec<Scalar> = match &regs[a[1] as usize] {
                    Val::T(v) => v.data.clone(),
                    Val::S(x) => vec![*x],
                    _ => return Err(err(ctx, op, "expected a vector initial value")),
                };
                let k = *dim;
                if k >= t.shape.len() {
                    return Err(err(ctx, op, "scan dimension out of range"));
                }
                let outer = t.shape[..k].iter().product::<i64>().max(0) as usize;
                let len = t.shape[k].max(0) as usize;
                let inner = t.shape[k + 1..].iter().product::<i64>().max(0) as usize;
                if init.len() != outer * inner {
                    return Err(err(ctx, op, "initial value shape does not match"));
                }
                let mut out = t.data.clone();
                let mut acc = init.clone();
                let mut tmp = [Val::None, Val::None, Val::None];
                for o in 0..outer {
                    for n in 0..inner {
                        let at = |i: usize| (o * len + i) * inner + n;
                        let mut last: Option<(Scalar, Scalar)> = None;
                        for i in 0..len {
                            let input = t.data[at(i)];
                            let y = match last {
                                None if *inclusive => input,
                                None => init[o * inner + n],
                                Some((prev_out, prev_in)) => {
                                    tmp[0] = Val::S(prev_out);
                                    tmp[1] = Val::S(if *inclusive { input } else { prev_in });
                                    self.exec(&mut tmp, combine)?;
                                    s(&tmp, 2)
                                }
                            };
                            out[at(i)] = y;
                            last = Some((y, input));
                        }
                        if let Some((y, _)) = last {
                            acc[o * inner + n] = y;
                        }
                    }
                }
                set!(regs, inst, 0, tensor_val(t.shape.clone(), out));
                let acc_shape: Dims = t
                    .shape
                    .iter()
                    .enumerate()
                    .filter(|&(d, _)| d != k)
                    .map(|(_, &x)| x)
                    .collect();
                set!(regs, inst, 1, tensor_val(acc_shape, acc));
            }
            K::VPrint(p) => {
                if let Some(text) = &p.text {
                    self.out.push_str(text);
                    return Ok(());
                }
                match a.first().map(|&i| &regs[i as usize]) {
                    Some(Val::T(t)) => {
                        let t = t.clone();
                        self.print_lanes(&t.shape, &t.data, p.elem);
                    }
                    Some(Val::S(x)) => {
                        let x = *x;
                        self.print_lane(x, p.elem);
                    }
                    Some(_) => return Err(err(ctx, op, "print of a non-vector value")),
                    None => {}
                }
                self.out.push_str(p.punctuation);
            }
            K::VMask(masked, passthru) => {
                self.exec(regs, masked)?;
                for k in 0..inst.r.len().min(masked.r.len()) {
                    let mut v = regs[masked.r[k] as usize].clone();
                    if *passthru && k == 0 {
                        // Masked-off lanes of the read take the pass-through value.
                        let mask = tensor(ctx, regs, a[0], op)?.clone();
                        let pass = tensor(ctx, regs, a[1], op)?.clone();
                        if let Val::T(t) = &mut v {
                            let data = &mut Rc::make_mut(t).data;
                            for (e, x) in data.iter_mut().enumerate() {
                                if mask.data.get(e).is_none_or(|m| m & 1 == 0) {
                                    *x = pass.data.get(e).copied().unwrap_or(*x);
                                }
                            }
                        }
                    }
                    set!(regs, inst, k, v);
                }
            }
            K::VLoad(shape) => {
                let src = regs[a[0] as usize].clone();
                let base: Vec<i64> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let n = shape.iter().product::<i64>().max(0) as usize;
                let mut data = Vec::with_capacity(n);
                let mut vi = vec![0i64; shape.len()];
                for _ in 0..n {
                    let idx = lane_index(&base, &vi);
                    data.push(self.lane_load(&src, &idx, op)?);
                    next_index(&mut vi, shape);
                }
                set!(regs, inst, 0, tensor_val(shape.clone(), data));
            }
            K::VStore => {
                let v = tensor(ctx, regs, a[0], op)?.clone();
                let mut dst = regs[a[1] as usize].clone();
                let base: Vec<i64> = a[2..].iter().map(|&i| si(regs, i)).collect();
                let mut vi = vec![0i64; v.shape.len()];
                for &x in &v.data {
                    let idx = lane_index(&base, &vi);
                    self.lane_store(&mut dst, &idx, x, op)?;
                    next_index(&mut vi, &v.shape);
                }
            }
            K::MaskedLoad(expand) => {
                let len = a.len();
                if len < 3 {
                    return Err(err(ctx, op, "expected a base, a mask and a vector"));
                }
                let src = regs[a[0] as usize].clone();
                let base: Vec<i64> = a[1..len - 2].iter().map(|&i| si(regs, i)).collect();
                let mask = tensor(ctx, regs, a[len - 2], op)?.clone();
                let pass = tensor(ctx, regs, a[len - 1], op)?.clone();
                let mut data = pass.data.clone();
                let mut vi = vec![0i64; pass.shape.len()];
                let mut next = 0i64;
                for (e, slot) in data.iter_mut().enumerate() {
                    if mask.data.get(e).is_some_and(|m| m & 1 != 0) {
                        let idx = if *expand {
                            next += 1;
                            lane_index(&base, &[next - 1])
                        } else {
                            lane_index(&base, &vi)
                        };
                        *slot = self.lane_load(&src, &idx, op)?;
                    }
                    next_index(&mut vi, &pass.shape);
                }
                set!(regs, inst, 0, tensor_val(pass.shape.clone(), data));
            }
            K::MaskedStore(compress) => {
                let len = a.len();
                if len < 3 {
                    return Err(err(ctx, op, "expected a base, a mask and a vector"));
                }
                let mut dst = regs[a[0] as usize].clone();
                let base: Vec<i64> = a[1..len - 2].iter().map(|&i| si(regs, i)).collect();
                let mask = tensor(ctx, regs, a[len - 2], op)?.clone();
                let v = tensor(ctx, regs, a[len - 1], op)?.clone();
                let mut vi = vec![0i64; v.shape.len()];
                let mut next = 0i64;
                for (e, &x) in v.data.iter().enumerate() {
                    if mask.data.get(e).is_some_and(|m| m & 1 != 0) {
                        let idx = if *compress {
                            next += 1;
                            lane_index(&base, &[next - 1])
                        } else {
                            lane_index(&base, &vi)
                        };
                        self.lane_store(&mut dst, &idx, x, op)?;
                    }
                    next_index(&mut vi, &v.shape);
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }

    /// Element `idx` of a memref a vector op reads: outside the memref is an error.
    fn lane_load(&mut self, src: &Val, idx: &[i64], op: Op) -> R<Scalar> {
        self.elem_at(src, idx, op)?
            .ok_or_else(|| self.lane_out_of_bounds(src, idx, op))
    }

    fn lane_store(&mut self, dst: &mut Val, idx: &[i64], x: Scalar, op: Op) -> R<()> {
        if self.elem_at(dst, idx, op)?.is_none() {
            return Err(self.lane_out_of_bounds(dst, idx, op));
        }
        self.set_elem(dst, idx, x, op)
    }

    /// The out-of-bounds diagnostic of a lane at `idx`: on a memref, the heap's fault,
    /// with its note at the allocation.
    pub(super) fn lane_out_of_bounds(&self, v: &Val, idx: &[i64], op: Op) -> Box<Diagnostic> {
        let shape: &[i64] = match v {
            Val::M(m) => &m.sizes,
            Val::T(t) => &t.shape,
            _ => &[],
        };
        let detail = format!("index {idx:?} outside shape {shape:?}");
        match v {
            Val::M(m) => {
                let site = self.heap.allocs[m.alloc as usize].site;
                self.fault(op, Fault::OutOfBounds { site, detail })
            }
            _ => err(
                self.ctx,
                op,
                format!(
                    "out of bounds access by '{}': {detail}",
                    self.ctx.op_name(op)
                ),
            ),
        }
    }

    /// Prints a vector as its lowering does: `( a, b )`, nested per dimension.
    fn print_lanes(&mut self, shape: &[i64], data: &[Scalar], elem: PrintElem) {
        let Some((&n, rest)) = shape.split_first() else {
            self.out.push_str("( ");
            if let Some(&x) = data.first() {
                self.print_lane(x, elem);
            }
            self.out.push_str(" )");
            return;
        };
        let row = rest.iter().product::<i64>().max(0) as usize;
        self.out.push_str("( ");
        for i in 0..n.max(0) as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            let part = &data[i * row..(i + 1) * row];
            if rest.is_empty() {
                self.print_lane(part[0], elem);
            } else {
                self.print_lanes(rest, part, elem);
            }
        }
        self.out.push_str(" )");
    }

    fn print_lane(&mut self, x: Scalar, elem: PrintElem) {
        let _ = match elem {
            PrintElem::Float => write!(self.out, "{}", fmt_g(fval(x))),
            PrintElem::Signed => write!(self.out, "{}", x as i64),
            PrintElem::Unsigned(w) => write!(self.out, "{}", zext(x, w)),
        };
    }
}

/// The memref index of a vector lane: the lane's index added to the trailing indices.
fn lane_index(base: &[i64], lane: &[i64]) -> Vec<i64> {
    let mut idx = base.to_vec();
    let r = lane.len().min(idx.len());
    let (n, m) = (idx.len(), lane.len());
    for d in 0..r {
        idx[n - r + d] += lane[m - r + d];
    }
    idx
}

fn sk_width(k: SK) -> u32 {
    match k {
        SK::Int(w) | SK::Wide(w) => w,
        SK::Float(f) | SK::Complex(f) => f.width(),
    }
}
