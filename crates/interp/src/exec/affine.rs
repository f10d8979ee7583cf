//! The affine ops the interpreter runs: loops, conditionals and parallel
//! loops, loads and stores (scalar and vector), `apply`/`min`/`max`,
//! `linearize_index`/`delinearize_index`, and `prefetch` (no effect).

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_affine(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::AffineApply(m, nd) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((*nd as usize).min(vals.len()));
                let r = m.results.first().and_then(|e| e.eval(d, sy));
                match r {
                    Some(v) => set!(regs, inst, 0, Val::S(v as u64)),
                    None => {
                        return Err(err(
                            ctx,
                            op,
                            "affine map evaluation failed (division by zero?)",
                        ))
                    }
                }
            }
            K::AffineMinMax(m, nd, max) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((*nd as usize).min(vals.len()));
                let Some(rs) = m.eval(d, sy) else {
                    return Err(err(ctx, op, "affine map evaluation failed"));
                };
                let v = if *max {
                    rs.iter().max()
                } else {
                    rs.iter().min()
                };
                set!(regs, inst, 0, Val::S(v.copied().unwrap_or(0) as u64));
            }
            K::AffineFor(l) => {
                let (n_lb, n_ub) = (l.n_lb as usize, l.n_ub as usize);
                let lbs = self.eval_map(regs, &l.lb, &a[..n_lb], op)?;
                let ubs = self.eval_map(regs, &l.ub, &a[n_lb..n_lb + n_ub], op)?;
                let (Some(&lb), Some(&ub)) = (lbs.iter().max(), ubs.iter().min()) else {
                    return Err(err(ctx, op, "affine.for bound map without results"));
                };
                if l.step <= 0 {
                    return Err(err(ctx, op, "affine.for with a non-positive step"));
                }
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let args = &self.prog.blocks[entry as usize].args;
                for (k, &i) in a[n_lb + n_ub..].iter().enumerate() {
                    regs[args[k + 1] as usize] = regs[i as usize].clone();
                }
                let mut iv = lb;
                while iv < ub {
                    regs[args[0] as usize] = Val::S(iv as u64);
                    let t = self.run_region(regs, body)?;
                    let vals: SmallVec<[Val; 4]> = self.prog.insts[t as usize]
                        .a
                        .iter()
                        .map(|&i| regs[i as usize].clone())
                        .collect();
                    for (k, v) in vals.into_iter().enumerate() {
                        regs[args[k + 1] as usize] = v;
                    }
                    let Some(next) = iv.checked_add(l.step) else {
                        break;
                    };
                    iv = next;
                }
                for k in 0..inst.r.len() {
                    set!(regs, inst, k, regs[args[k + 1] as usize].clone());
                }
            }
            K::AffineIf(set) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((set.num_dims as usize).min(vals.len()));
                let mut holds = true;
                for (c, &eq) in set.constraints.iter().zip(&set.eq_flags) {
                    let Some(v) = c.eval(d, sy) else {
                        return Err(err(
                            ctx,
                            op,
                            "affine set evaluation failed (division by zero?)",
                        ));
                    };
                    holds &= if eq { v == 0 } else { v >= 0 };
                }
                for (k, v) in self
                    .run_then_or_else(regs, inst, holds)?
                    .into_iter()
                    .enumerate()
                {
                    set!(regs, inst, k, v);
                }
            }
            K::AffineParallel(p) => {
                let n_lb = p.n_lb as usize;
                let lbv = self.eval_map(regs, &p.lb, &a[..n_lb], op)?;
                let ubv = self.eval_map(regs, &p.ub, &a[n_lb..], op)?;
                let group_bounds =
                    |vals: &[i64], groups: &[i64], lower: bool| -> Option<Vec<i64>> {
                        let mut at = 0usize;
                        let mut out = Vec::with_capacity(groups.len());
                        for &g in groups {
                            let part = vals.get(at..at + g.max(0) as usize)?;
                            at += g.max(0) as usize;
                            out.push(if lower {
                                *part.iter().max()?
                            } else {
                                *part.iter().min()?
                            });
                        }
                        Some(out)
                    };
                let (Some(lbs), Some(ubs)) = (
                    group_bounds(&lbv, &p.lb_groups, true),
                    group_bounds(&ubv, &p.ub_groups, false),
                ) else {
                    return Err(err(
                        ctx,
                        op,
                        "affine.parallel bound groups do not fit their maps",
                    ));
                };
                if p.steps.iter().any(|&st| st <= 0) {
                    return Err(err(ctx, op, "affine.parallel with a non-positive step"));
                }
                let mut acc: Vec<Scalar> = p.reductions.iter().map(|r| r.1).collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                let n = lbs.len();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv = lbs.clone();
                    let mut tmp = [Val::None, Val::None, Val::None];
                    'points: loop {
                        for k in 0..n {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        let t = self.run_region(regs, body)?;
                        let yielded: SmallVec<[Scalar; 4]> = self.prog.insts[t as usize]
                            .a
                            .iter()
                            .map(|&i| s(regs, i))
                            .collect();
                        for (k, (combine, _)) in p.reductions.iter().enumerate() {
                            tmp[0] = Val::S(acc[k]);
                            tmp[1] = Val::S(yielded.get(k).copied().unwrap_or(0));
                            self.exec(&mut tmp, combine)?;
                            acc[k] = s(&tmp, 2);
                        }
                        let mut d = n;
                        loop {
                            if d == 0 {
                                break 'points;
                            }
                            d -= 1;
                            iv[d] += p.steps[d];
                            if iv[d] < ubs[d] {
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                    }
                }
                for (k, v) in acc.into_iter().enumerate() {
                    set!(regs, inst, k, Val::S(v));
                }
            }
            K::AffineLoad(m, vshape) => {
                let idx = self.eval_map(regs, m, &a[1..], op)?;
                let v = view(ctx, regs, a[0], op)?.clone();
                if vshape.is_empty() {
                    let x = self.heap.load(&v, &idx).map_err(|f| self.fault(op, f))?;
                    set!(regs, inst, 0, Val::S(x));
                } else {
                    let mut data = Vec::new();
                    for pos in vector_positions(&idx, vshape) {
                        data.push(self.heap.load(&v, &pos).map_err(|f| self.fault(op, f))?);
                    }
                    set!(
                        regs,
                        inst,
                        0,
                        Val::T(Rc::new(Tensor {
                            shape: vshape.clone(),
                            data
                        }))
                    );
                }
            }
            K::AffineStore(m, vshape) => {
                let idx = self.eval_map(regs, m, &a[2..], op)?;
                let v = view(ctx, regs, a[1], op)?.clone();
                if vshape.is_empty() {
                    let x = s(regs, a[0]);
                    self.heap
                        .store(&v, &idx, x)
                        .map_err(|f| self.fault(op, f))?;
                } else {
                    let src = tensor(ctx, regs, a[0], op)?.clone();
                    for (pos, &x) in vector_positions(&idx, vshape).into_iter().zip(&src.data) {
                        self.heap
                            .store(&v, &pos, x)
                            .map_err(|f| self.fault(op, f))?;
                    }
                }
            }
            K::Linearize(basis, n) => {
                let n = *n as usize;
                let idx: Vec<i64> = a[..n].iter().map(|&i| si(regs, i)).collect();
                let basis = dynamic_basis(basis, &a[n..], regs);
                // With as many basis elements as indices, the first is only
                // the outer bound.
                let skip = usize::from(basis.len() == n && n > 0);
                let mut stride = 1i64;
                let mut sum = 0i64;
                for (k, &x) in idx.iter().enumerate().rev() {
                    sum = sum.wrapping_add(x.wrapping_mul(stride));
                    if k > 0 {
                        if let Some(&b) = basis.get(k - 1 + skip) {
                            stride = stride.wrapping_mul(b);
                        }
                    }
                }
                set!(regs, inst, 0, Val::S(sum as u64));
            }
            K::Delinearize(basis) => {
                let mut rest = si(regs, a[0]);
                let basis = dynamic_basis(basis, &a[1..], regs);
                let nres = inst.r.len();
                // Without an outer bound the first result takes what is left.
                let skip = usize::from(nres == basis.len());
                let mut out = vec![0i64; nres];
                for k in (1..nres).rev() {
                    let b = basis.get(k - 1 + skip).copied().unwrap_or(1);
                    if b <= 0 {
                        return Err(err(
                            ctx,
                            op,
                            "affine.delinearize_index with a non-positive basis element",
                        ));
                    }
                    out[k] = rest.rem_euclid(b);
                    rest = rest.div_euclid(b);
                }
                if let Some(first) = out.first_mut() {
                    *first = rest;
                }
                for (k, x) in out.into_iter().enumerate() {
                    set!(regs, inst, k, Val::S(x as u64));
                }
            }
            K::Nop => {}
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }
}

impl<'p> Machine<'p> {
    /// The results of `m` over the values of the operand slots `ops` (dims
    /// first).
    fn eval_map(
        &self,
        regs: &[Val],
        m: &ir::affine::AffineMap,
        ops: &[u32],
        op: Op,
    ) -> R<Vec<i64>> {
        let vals: Vec<i64> = ops.iter().map(|&i| si(regs, i)).collect();
        let (d, sy) = vals.split_at((m.num_dims as usize).min(vals.len()));
        m.eval(d, sy).ok_or_else(|| {
            err(
                self.ctx,
                op,
                "affine map evaluation failed (division by zero?)",
            )
        })
    }
}

/// The memref positions of a vector of shape `vshape` stored from `base`:
/// its dims run along the trailing dims of the memref, row-major.
fn vector_positions(base: &[i64], vshape: &[i64]) -> Vec<Vec<i64>> {
    let total = vshape.iter().product::<i64>().max(0) as usize;
    let r = vshape.len().min(base.len());
    let n = base.len();
    let mut vi = vec![0i64; vshape.len()];
    let mut out = Vec::with_capacity(total);
    for _ in 0..total {
        let mut idx = base.to_vec();
        for d in 0..r {
            idx[n - r + d] += vi[vshape.len() - r + d];
        }
        out.push(idx);
        next_index(&mut vi, vshape);
    }
    out
}

/// A basis with its dynamic entries read from the operand slots `dynamic`.
fn dynamic_basis(statics: &[i64], dynamic: &[u32], regs: &[Val]) -> Vec<i64> {
    let mut k = 0;
    statics
        .iter()
        .map(|&b| {
            if b == ir::types::DYNAMIC {
                let v = dynamic.get(k).map_or(1, |&i| si(regs, i));
                k += 1;
                v
            } else {
                b
            }
        })
        .collect()
}
