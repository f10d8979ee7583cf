//! The affine ops the interpreter runs: `affine.apply`, `affine.min`, `affine.max`.

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
            _ => return Err(misdispatched(ctx, inst)),
        }
        Ok(())
    }
}
