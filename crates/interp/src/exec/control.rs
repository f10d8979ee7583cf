//! func, cf and scf: calls, asserts and the structured control-flow ops, whose regions run
//! on the caller's register frame.

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_control(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        match &inst.kind {
            K::Call(f) => {
                let args: Vec<Val> = a.iter().map(|&i| regs[i as usize].clone()).collect();
                let res = self.call(*f, args, op)?;
                for (k, v) in res.into_iter().enumerate().take(inst.r.len()) {
                    set!(regs, inst, k, v);
                }
            }
            K::CallIndirect => {
                // A function value is its number (`func.constant`).
                let f = s(regs, a[0]);
                if f >= self.prog.funcs.len() as u64 {
                    return Err(err(
                        ctx,
                        op,
                        "call_indirect of a value that is not a function",
                    ));
                }
                let args: Vec<Val> = a[1..].iter().map(|&i| regs[i as usize].clone()).collect();
                let res = self.call(f as u32, args, op)?;
                for (k, v) in res.into_iter().enumerate().take(inst.r.len()) {
                    set!(regs, inst, k, v);
                }
            }
            K::Assert(msg) => {
                if s(regs, a[0]) & 1 == 0 {
                    return Err(err(ctx, op, format!("assertion failed: {msg}")));
                }
            }
            K::For { unsigned } => {
                let (lb, ub, step) = (s(regs, a[0]), s(regs, a[1]), s(regs, a[2]));
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let args = &self.prog.blocks[entry as usize].args;
                if step as i64 <= 0 {
                    return Err(err(ctx, op, "scf.for with a non-positive step"));
                }
                for (k, &i) in a[3..].iter().enumerate() {
                    regs[args[k + 1] as usize] = regs[i as usize].clone();
                }
                let mut iv = lb;
                let lt = |x: u64, y: u64| {
                    if *unsigned {
                        x < y
                    } else {
                        (x as i64) < (y as i64)
                    }
                };
                while lt(iv, ub) {
                    regs[args[0] as usize] = Val::S(iv);
                    let t = self.run_region(regs, body)?;
                    let ta = &self.prog.insts[t as usize].a;
                    if ta.len() == 1 {
                        regs[args[1] as usize] = regs[ta[0] as usize].clone();
                    } else if !ta.is_empty() {
                        let vals: SmallVec<[Val; 4]> =
                            ta.iter().map(|&i| regs[i as usize].clone()).collect();
                        for (k, v) in vals.into_iter().enumerate() {
                            regs[args[k + 1] as usize] = v;
                        }
                    }
                    let (n, o) = iv.overflowing_add(step);
                    if o && !*unsigned && (n as i64) < (iv as i64) {
                        break;
                    }
                    iv = n;
                }
                for k in 0..inst.r.len() {
                    set!(regs, inst, k, regs[args[k + 1] as usize].clone());
                }
            }
            K::If => {
                let c = s(regs, a[0]) & 1 != 0;
                for (k, v) in self
                    .run_then_or_else(regs, inst, c)?
                    .into_iter()
                    .enumerate()
                {
                    set!(regs, inst, k, v);
                }
            }
            K::ExecRegion | K::AllocaScope => {
                let mark = self.stack.len();
                let vals = self.run_with(regs, inst.regions[0], &[])?;
                if matches!(inst.kind, K::AllocaScope) {
                    self.pop_stack(mark, op);
                }
                for (k, v) in vals.into_iter().enumerate() {
                    set!(regs, inst, k, v);
                }
            }
            K::While => {
                let mut cur: SmallVec<[Val; 4]> =
                    a.iter().map(|&i| regs[i as usize].clone()).collect();
                loop {
                    let t = {
                        let entry = self.prog.regions[inst.regions[0] as usize][0];
                        for (&slot, v) in self.prog.blocks[entry as usize]
                            .args
                            .iter()
                            .zip(cur.drain(..))
                        {
                            regs[slot as usize] = v;
                        }
                        self.run_region(regs, inst.regions[0])?
                    };
                    let ta = &self.prog.insts[t as usize].a;
                    let c = s(regs, ta[0]) & 1 != 0;
                    let vals: SmallVec<[Val; 4]> =
                        ta[1..].iter().map(|&i| regs[i as usize].clone()).collect();
                    if !c {
                        for (k, v) in vals.into_iter().enumerate() {
                            set!(regs, inst, k, v);
                        }
                        break;
                    }
                    cur = self.run_with(regs, inst.regions[1], &vals)?;
                }
            }
            K::IndexSwitch(cases) => {
                let v = si(regs, a[0]);
                let pos = cases.iter().position(|&c| c == v);
                // Regions: default first, then the cases.
                let r = match pos {
                    Some(p) => inst.regions[p + 1],
                    None => inst.regions[0],
                };
                let vals = self.run_with(regs, r, &[])?;
                for (k, v) in vals.into_iter().enumerate() {
                    set!(regs, inst, k, v);
                }
            }
            K::Forall(f) => {
                let (lbm, ubm, stm, outs_at) = &**f;
                let lbs = self.mixed_from(regs, inst, lbm)?;
                let ubs = self.mixed_from(regs, inst, ubm)?;
                let steps = self.mixed_from(regs, inst, stm)?;
                let n_iv = lbs.len();
                let mut outs: Vec<Val> = a[*outs_at as usize..]
                    .iter()
                    .map(|&i| regs[i as usize].clone())
                    .collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv: Vec<i64> = lbs.to_vec();
                    loop {
                        for k in 0..n_iv {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        for (k, o) in outs.iter().enumerate() {
                            regs[bargs[n_iv + k] as usize] = o.clone();
                        }
                        let t = self.run_region(regs, body)?;
                        let term = &self.prog.insts[t as usize];
                        if let Some(&r) = term.regions.first() {
                            self.run_in_parallel(regs, r, &mut outs)?;
                        }
                        // Next point.
                        let mut d = n_iv;
                        let mut done = true;
                        while d > 0 {
                            d -= 1;
                            iv[d] += steps[d].max(1);
                            if iv[d] < ubs[d] {
                                done = false;
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                        if done {
                            break;
                        }
                    }
                }
                for (k, v) in outs.into_iter().enumerate() {
                    set!(regs, inst, k, v);
                }
            }
            K::Parallel(n) => {
                let n = *n as usize;
                let lbs: Vec<i64> = a[..n].iter().map(|&i| si(regs, i)).collect();
                let ubs: Vec<i64> = a[n..2 * n].iter().map(|&i| si(regs, i)).collect();
                let steps: Vec<i64> = a[2 * n..3 * n].iter().map(|&i| si(regs, i)).collect();
                let mut acc: Vec<Val> = a[3 * n..]
                    .iter()
                    .map(|&i| regs[i as usize].clone())
                    .collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv = lbs.clone();
                    'outer: loop {
                        for k in 0..n {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        let t = self.run_region(regs, body)?;
                        let term = &self.prog.insts[t as usize];
                        // scf.reduce: one region per reduced value.
                        for (k, &r) in term.regions.iter().enumerate() {
                            let v = regs[term.a[k] as usize].clone();
                            let res = self.run_with(regs, r, &[acc[k].clone(), v])?;
                            acc[k] = res.into_iter().next().unwrap_or_default();
                        }
                        let mut d = n;
                        loop {
                            if d == 0 {
                                break 'outer;
                            }
                            d -= 1;
                            iv[d] += steps[d].max(1);
                            if iv[d] < ubs[d] {
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                    }
                }
                for (k, v) in acc.into_iter().enumerate() {
                    set!(regs, inst, k, v);
                }
            }
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }

    pub(super) fn run_in_parallel(&mut self, regs: &mut [Val], r: u32, outs: &mut [Val]) -> R<()> {
        let prog = self.prog;
        let entry = prog.regions[r as usize][0];
        let b = &prog.blocks[entry as usize];
        for idx in b.first..b.end {
            let inst = &prog.insts[idx as usize];
            match &inst.kind {
                K::ParallelInsertSlice(sl, o) => {
                    let src = tensor(self.ctx, regs, inst.a[0], inst.op)?.clone();
                    let Val::T(dst) = &mut outs[*o as usize] else {
                        return Err(err(self.ctx, inst.op, "shared output is not a tensor"));
                    };
                    let v = self.slice_view(regs, inst, &tensor_view(&dst.shape), sl)?;
                    if v.num_elements() as usize != src.data.len() {
                        return Err(err(
                            self.ctx,
                            inst.op,
                            "out of bounds: slice and source sizes differ",
                        ));
                    }
                    let d = Rc::make_mut(dst);
                    let mut k = 0;
                    for_each_position(&v, |p| {
                        d.data[p as usize] = src.data[k];
                        k += 1;
                    });
                }
                K::Yield | K::InParallel => {}
                _ => self.exec(regs, inst)?,
            }
        }
        Ok(())
    }
}

impl<'p> Machine<'p> {
    /// Runs the then region of an if-like `inst` when `cond` holds, else its
    /// else region if it has one; returns the yielded values.
    pub(super) fn run_then_or_else(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        cond: bool,
    ) -> R<SmallVec<[Val; 4]>> {
        let r = if cond {
            Some(inst.regions[0])
        } else {
            inst.regions
                .get(1)
                .copied()
                .filter(|&r| !self.prog.regions[r as usize].is_empty())
        };
        match r {
            Some(r) => self.run_with(regs, r, &[]),
            None => Ok(SmallVec::new()),
        }
    }
}
