//! complex: complex numbers live in the machine's table (`Machine::complex`), registers and
//! memory hold their numbers; each part is rounded to the float type after every operation,
//! as the lowering through `-convert-complex-to-standard` computes them.

use super::*;

impl<'p> Machine<'p> {
    pub(super) fn exec_complex(&mut self, regs: &mut [Val], inst: &Inst, cx: Cx, f: FTy) -> R<()> {
        let a = &inst.a;
        let r = |x: f64| f.round(x);
        let z = |m: &Self, i: usize| complex_value(&m.complex, s(regs, a[i]));
        let out = match cx {
            Cx::Create => [r(fval(s(regs, a[0]))), r(fval(s(regs, a[1])))],
            Cx::Re | Cx::Im | Cx::Abs => {
                let [re, im] = z(self, 0);
                let x = match cx {
                    Cx::Re => re,
                    Cx::Im => im,
                    _ => r(re.hypot(im)),
                };
                set!(regs, inst, 0, Val::S(fbits(x)));
                return Ok(());
            }
            Cx::Eq | Cx::Neq => {
                let (x, y) = (z(self, 0), z(self, 1));
                let equal = x[0] == y[0] && x[1] == y[1];
                set!(
                    regs,
                    inst,
                    0,
                    Val::S(if equal == (cx == Cx::Eq) { u64::MAX } else { 0 })
                );
                return Ok(());
            }
            Cx::Neg => {
                let [re, im] = z(self, 0);
                [-re, -im]
            }
            Cx::Conj => {
                let [re, im] = z(self, 0);
                [re, -im]
            }
            Cx::Exp => {
                let [re, im] = z(self, 0);
                let e = r(re.exp());
                [r(e * r(im.cos())), r(e * r(im.sin()))]
            }
            Cx::Log => {
                let [re, im] = z(self, 0);
                [r(r(re.hypot(im)).ln()), r(im.atan2(re))]
            }
            Cx::Add | Cx::Sub | Cx::Mul | Cx::Div => {
                let ([a, b], [c, d]) = (z(self, 0), z(self, 1));
                match cx {
                    Cx::Add => [r(a + c), r(b + d)],
                    Cx::Sub => [r(a - c), r(b - d)],
                    Cx::Mul => [r(r(a * c) - r(b * d)), r(r(a * d) + r(b * c))],
                    // Smith's algorithm, as the lowering divides.
                    _ if c.abs() >= d.abs() => {
                        let ratio = r(d / c);
                        let denom = r(c + r(d * ratio));
                        [
                            r(r(a + r(b * ratio)) / denom),
                            r(r(b - r(a * ratio)) / denom),
                        ]
                    }
                    _ => {
                        let ratio = r(c / d);
                        let denom = r(r(c * ratio) + d);
                        [
                            r(r(r(a * ratio) + b) / denom),
                            r(r(r(b * ratio) - a) / denom),
                        ]
                    }
                }
            }
        };
        self.complex.push(out);
        set!(regs, inst, 0, Val::S((self.complex.len() - 1) as Scalar));
        Ok(())
    }
}
