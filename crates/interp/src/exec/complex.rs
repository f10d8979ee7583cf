//! complex: complex numbers live in the heap's table (`Heap::complex`), registers and
//! memory hold their numbers. Each op computes what its lowering through
//! `-convert-complex-to-standard` computes: the same formulas, each step rounded to the part
//! type, with the same special cases for zeros, infinities and NaNs.

use super::*;

type C = [f64; 2];

/// Arithmetic on parts of one float type, rounded after every step.
#[derive(Clone, Copy)]
struct Parts(FTy);

/// Which power of the modulus [`Parts::modulus`] computes.
#[derive(Clone, Copy, PartialEq)]
enum Modulus {
    Abs,
    Sqrt,
    Rsqrt,
}

use dialects::libm::{self, Unary, COS, EXP, LOG as LN, SIN, SQRT};

// mlir-opt 22 lowers math.expm1 and math.log1p to exp(x) - 1 and log(1 + x).
const EXPM1: Unary = Unary {
    f32: |x| (EXP.f32)(x) - 1.0,
    f64: |x| (EXP.f64)(x) - 1.0,
};
const LN1P: Unary = Unary {
    f32: |x| (LN.f32)(1.0 + x),
    f64: |x| (LN.f64)(1.0 + x),
};

impl Parts {
    fn r(self, x: f64) -> f64 {
        self.0.round(x)
    }

    /// A library function as the lowering calls it: the `f32` entry point on f32 parts (its
    /// rounding may differ from the correctly rounded value), the `f64` one otherwise.
    fn call(self, f: Unary, x: f64) -> f64 {
        match self.0 {
            FTy::F32 => (f.f32)(x as f32) as f64,
            _ => self.r((f.f64)(x)),
        }
    }

    /// A two-argument library function, chosen by precision as [`Self::call`] does.
    fn call2(self, f: libm::Binary, x: f64, y: f64) -> f64 {
        match self.0 {
            FTy::F32 => (f.f32)(x as f32, y as f32) as f64,
            _ => self.r((f.f64)(x, y)),
        }
    }

    fn atan2(self, y: f64, x: f64) -> f64 {
        self.call2(libm::ATAN2, y, x)
    }

    fn powf(self, x: f64, y: f64) -> f64 {
        self.call2(libm::POW, x, y)
    }

    /// |z|, its square root or its reciprocal square root, scaled by the larger part so that
    /// squares do not overflow.
    fn modulus(self, [re, im]: C, m: Modulus) -> f64 {
        let r = |x| self.r(x);
        let (ar, ai) = (re.abs(), im.abs());
        let (mut max, mut min) = if ar.is_nan() || ai.is_nan() {
            (f64::NAN, f64::NAN)
        } else {
            (ar.max(ai), ar.min(ai))
        };
        let ratio = r(min / max);
        let mut sq1 = r(r(ratio * ratio) + 1.0);
        if m == Modulus::Rsqrt {
            sq1 = r(1.0 / self.call(SQRT, sq1));
            min = r(1.0 / self.call(SQRT, min));
            max = r(1.0 / self.call(SQRT, max));
        }
        let result = if m == Modulus::Sqrt {
            r(self.call(SQRT, max) * self.powf(sq1, 0.25))
        } else {
            r(max * self.call(SQRT, sq1))
        };
        if result.is_nan() {
            min
        } else {
            result
        }
    }

    fn mul(self, [a, b]: C, [c, d]: C) -> C {
        let r = |x| self.r(x);
        [r(r(a * c) - r(b * d)), r(r(b * c) + r(a * d))]
    }

    fn add(self, [a, b]: C, [c, d]: C) -> C {
        [self.r(a + c), self.r(b + d)]
    }

    /// Division with Smith's range reduction; when both parts come out NaN, the infinities
    /// and zeros are recovered as C99's Annex G does (a zero divisor, an infinite dividend over
    /// a finite divisor, a finite dividend over an infinite divisor).
    fn div(self, [a, b]: C, [c, d]: C) -> C {
        let r = |x| self.r(x);
        let quotient = if c.abs() < d.abs() {
            let ratio = r(c / d);
            let denom = r(d + r(ratio * c));
            [
                r(r(r(a * ratio) + b) / denom),
                r(r(r(b * ratio) - a) / denom),
            ]
        } else {
            let ratio = r(d / c);
            let denom = r(c + r(ratio * d));
            [
                r(r(a + r(b * ratio)) / denom),
                r(r(b - r(a * ratio)) / denom),
            ]
        };
        if !(quotient[0].is_nan() && quotient[1].is_nan()) {
            return quotient;
        }
        let inf = f64::INFINITY;
        let is_inf = |x: f64| x.abs() == inf;
        let is_finite = |x: f64| !x.is_nan() && x.abs() != inf;
        // 1 with the sign of `x` where `x` is infinite, a signed 0 elsewhere.
        let unit_if_inf = |x: f64| (if is_inf(x) { 1.0f64 } else { 0.0 }).copysign(x);
        if (!a.is_nan() || !b.is_nan()) && c.abs() == 0.0 && d.abs() == 0.0 {
            let s = inf.copysign(c);
            return [r(s * a), r(s * b)];
        }
        if (is_inf(a) || is_inf(b)) && is_finite(c) && is_finite(d) {
            let (ua, ub) = (unit_if_inf(a), unit_if_inf(b));
            return [
                r(inf * r(r(ua * c) + r(ub * d))),
                r(inf * r(r(ub * c) - r(ua * d))),
            ];
        }
        if is_finite(a) && is_finite(b) && (is_inf(c) || is_inf(d)) {
            let (uc, ud) = (unit_if_inf(c), unit_if_inf(d));
            return [
                r(0.0 * r(r(a * uc) + r(b * ud))),
                r(0.0 * r(r(b * uc) - r(a * ud))),
            ];
        }
        quotient
    }

    fn log(self, z: C) -> C {
        let [re, im] = z;
        [
            self.call(LN, self.modulus(z, Modulus::Abs)),
            self.atan2(im, re),
        ]
    }

    fn sqrt(self, z: C) -> C {
        let r = |x| self.r(x);
        let [re, im] = z;
        let abs_sqrt = self.modulus(z, Modulus::Sqrt);
        let half_arg = r(self.atan2(im, re) * 0.5);
        let (cos, sin) = (self.call(COS, half_arg), self.call(SIN, half_arg));
        let mut out_re = r(abs_sqrt * cos);
        let mut out_im = if sin == 0.0 { 0.0 } else { r(abs_sqrt * sin) };
        let abs_im = im.abs();
        if re == f64::NEG_INFINITY && !abs_im.is_nan() && abs_im != f64::INFINITY {
            out_re = 0.0;
        }
        if abs_im == f64::INFINITY || re == f64::INFINITY {
            out_re = f64::INFINITY;
        }
        if abs_sqrt.is_nan() {
            out_im = f64::NAN;
        }
        if abs_im == f64::INFINITY || re == f64::NEG_INFINITY {
            out_im = f64::INFINITY.copysign(im);
        }
        if abs_sqrt == 0.0 {
            return [0.0, 0.0];
        }
        [out_re, out_im]
    }

    fn rsqrt(self, z: C) -> C {
        let r = |x| self.r(x);
        let [re, im] = z;
        let abs_rsqrt = self.modulus(z, Modulus::Rsqrt);
        let arg = r(self.atan2(im, re) * -0.5);
        let mut out = [
            r(abs_rsqrt * self.call(COS, arg)),
            r(abs_rsqrt * self.call(SIN, arg)),
        ];
        if (im.abs() == f64::INFINITY && re.is_nan()) || re.abs() == f64::INFINITY {
            out = [0.0f64.copysign(re), -(0.0f64.copysign(im))];
        }
        if re == 0.0 && im == 0.0 {
            out = [f64::INFINITY, f64::NAN];
        }
        out
    }

    /// sin (`true`) or cos of `x + iy` from `exp(y)` halves and the sine and cosine of `x`.
    fn sin_cos(self, [re, im]: C, sine: bool) -> C {
        let r = |x| self.r(x);
        let e = self.call(EXP, im);
        let (scaled, recip) = (r(0.5 * e), r(0.5 / e));
        let (s, c) = (self.call(SIN, re), self.call(COS, re));
        if sine {
            [r(r(scaled + recip) * s), r(r(scaled - recip) * c)]
        } else {
            [r(r(recip + scaled) * c), r(r(recip - scaled) * s)]
        }
    }

    fn tanh(self, [re, im]: C) -> C {
        let r = |x| self.r(x);
        let two = r(re + re);
        let em = self.call(EXPM1, two);
        let en = self.call(EXPM1, r(-two));
        let real_num = r(em - en);
        let ci = self.call(COS, im);
        let four_cos_sq = r(r(ci * ci) * 4.0);
        let imag_num = r(4.0 * r(ci * self.call(SIN, im)));
        let exp_sum = r(em + en);
        let denom = r(exp_sum + four_cos_sq);
        let mut out_re = if exp_sum == f64::INFINITY {
            1.0f64.copysign(re)
        } else {
            r(real_num / denom)
        };
        let mut out_im = r(imag_num / denom);
        let re_inf = re.abs() == f64::INFINITY;
        if imag_num.is_nan() && !re_inf {
            out_re = f64::NAN;
        }
        if im == 0.0 || (re_inf && imag_num.is_nan()) {
            out_im = 0.0;
        }
        [out_re, out_im]
    }

    fn cosm1(self, x: f64) -> f64 {
        let r = |v| self.r(v);
        const COEFFS: [f64; 7] = [
            4.737_750_796_424_621e-14,
            -1.147_028_484_342_536e-11,
            2.087_675_428_708_152e-9,
            -2.755_731_921_499_979e-7,
            2.480_158_730_157_055_3e-5,
            -1.388_888_888_888_887_3e-3,
            4.166_666_666_666_666_6e-2,
        ];
        let x2 = r(x * x);
        let x4 = r(x2 * x2);
        let mut poly = r(COEFFS[0]);
        for &c in &COEFFS[1..] {
            poly = r(poly.mul_add(x2, r(c)));
        }
        if x2 >= r(0.61685) {
            r(self.call(COS, x) - 1.0)
        } else {
            r(r(x4 * poly) + r(-0.5 * x2))
        }
    }

    fn expm1(self, [re, im]: C) -> C {
        let r = |x| self.r(x);
        let em = self.call(EXPM1, re);
        let e = r(em + 1.0);
        let cm = self.cosm1(im);
        let c = r(cm + 1.0);
        let out_im = if im == 0.0 {
            0.0
        } else {
            r(e * self.call(SIN, im))
        };
        [r(r(em * c) + cm), out_im]
    }

    fn log1p(self, [re, im]: C) -> C {
        let r = |x| self.r(x);
        let re1 = r(re + 1.0);
        let (a, b) = (re1.abs(), im.abs());
        let (max, min) = if a.is_nan() || b.is_nan() {
            (f64::NAN, f64::NAN)
        } else {
            (a.max(b), a.min(b))
        };
        let m = if re1 > b { re } else { r(max - 1.0) };
        let ratio = r(min / max);
        let log_max = self.call(LN1P, m);
        let log_sqrt = self.call(LN1P, r(ratio * ratio));
        let sum = r(r(0.5 * log_sqrt) + log_max);
        [if sum.is_nan() { min } else { sum }, self.atan2(im, re1)]
    }

    /// `z^(c + id)`, with Kahan's conventions for zero, one and infinite bases.
    fn pow(self, z: C, [c, d]: C) -> C {
        let r = |x| self.r(x);
        let [a, b] = z;
        let abs = self.modulus(z, Modulus::Abs);
        let abs_to_c = self.powf(abs, c);
        let arg = self.atan2(b, a);
        let coeff = r(abs_to_c * self.call(EXP, r(-d * arg)));
        let q = r(r(c * arg) + r(d * self.call(LN, abs)));
        let general = [r(coeff * self.call(COS, q)), r(coeff * self.call(SIN, q))];
        let mut out = if abs == 0.0 && d == 0.0 && 0.0 <= c {
            if c == 0.0 {
                [1.0, 0.0]
            } else {
                [0.0, 0.0]
            }
        } else {
            general
        };
        if (c == 0.0 && d == 0.0) || (a == 1.0 && b == 0.0) {
            out = [1.0, 0.0];
        }
        if a == f64::INFINITY && b == 0.0 && d == 0.0 {
            if c > 0.0 {
                out = [f64::INFINITY, 0.0];
            } else if c < 0.0 {
                out = [0.0, 0.0];
            }
        }
        out
    }

    /// `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))` on complex operands.
    fn catan2(self, y: C, x: C) -> C {
        let root = self.sqrt(self.add(self.mul(x, x), self.mul(y, y)));
        let num = self.add(x, self.mul([0.0, 1.0], y));
        self.mul([0.0, -1.0], self.log(self.div(num, root)))
    }
}

impl<'p> Machine<'p> {
    pub(super) fn exec_complex(&mut self, regs: &mut [Val], inst: &Inst, cx: Cx, f: FTy) -> R<()> {
        let a = &inst.a;
        let p = Parts(f);
        let r = |x: f64| f.round(x);
        let z = |m: &Self, i: usize| complex_value(&m.heap.complex, s(regs, a[i]));
        let real = |x: f64| Val::S(fbits(x));
        let out = match cx {
            Cx::Create => [r(fval(s(regs, a[0]))), r(fval(s(regs, a[1])))],
            Cx::Re | Cx::Im | Cx::Abs | Cx::Angle => {
                let [re, im] = z(self, 0);
                let x = match cx {
                    Cx::Re => re,
                    Cx::Im => im,
                    Cx::Angle => p.atan2(im, re),
                    _ => p.modulus([re, im], Modulus::Abs),
                };
                set!(regs, inst, 0, real(x));
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
            Cx::ToBits(to) => {
                let [re, im] = z(self, 0);
                let w = f.width();
                let bits = f.to_bits(re) & (u64::MAX >> (64 - w)) | f.to_bits(im) << w;
                let x = match to {
                    SK::Float(t) => fbits(t.from_bits(bits as u128)),
                    SK::Int(tw) => sext(bits, tw),
                    // Refused when compiled: no complex type is wider than 64 bits here.
                    SK::Complex(_) | SK::Wide(_) => bits,
                };
                set!(regs, inst, 0, Val::S(x));
                return Ok(());
            }
            Cx::FromBits(from) => {
                let x = s(regs, a[0]);
                let bits = match from {
                    SK::Float(t) => t.to_bits(fval(x)),
                    _ => x,
                };
                let w = f.width();
                let part = |b: u64| f.from_bits((b & (u64::MAX >> (64 - w))) as u128);
                [part(bits), part(bits >> w)]
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
                let e = p.call(EXP, re);
                // mlir-opt 22's lowering gives a zero imaginary part (+0) for a zero one.
                let out_im = if im == 0.0 {
                    0.0
                } else {
                    r(e * p.call(SIN, im))
                };
                [r(e * p.call(COS, im)), out_im]
            }
            Cx::Log => p.log(z(self, 0)),
            Cx::Sqrt => p.sqrt(z(self, 0)),
            Cx::Rsqrt => p.rsqrt(z(self, 0)),
            Cx::Sin => p.sin_cos(z(self, 0), true),
            Cx::Cos => p.sin_cos(z(self, 0), false),
            Cx::Tanh => p.tanh(z(self, 0)),
            Cx::Tan => {
                // tan(x + iy) = -i tanh(-y + ix).
                let [re, im] = z(self, 0);
                let [tr, ti] = p.tanh([-im, re]);
                [ti, -tr]
            }
            Cx::Expm1 => p.expm1(z(self, 0)),
            Cx::Log1p => p.log1p(z(self, 0)),
            Cx::Sign => {
                let v = z(self, 0);
                if v[0] == 0.0 && v[1] == 0.0 {
                    v
                } else {
                    let m = p.modulus(v, Modulus::Abs);
                    [r(v[0] / m), r(v[1] / m)]
                }
            }
            Cx::Pow => p.pow(z(self, 0), z(self, 1)),
            Cx::Powi => p.pow(z(self, 0), [r(s(regs, a[1]) as i64 as f64), 0.0]),
            Cx::Atan2 => p.catan2(z(self, 0), z(self, 1)),
            Cx::Add => p.add(z(self, 0), z(self, 1)),
            Cx::Sub => {
                let ([a, b], [c, d]) = (z(self, 0), z(self, 1));
                [r(a - c), r(b - d)]
            }
            Cx::Mul => p.mul(z(self, 0), z(self, 1)),
            Cx::Div => p.div(z(self, 0), z(self, 1)),
        };
        self.heap.complex.push(out);
        set!(
            regs,
            inst,
            0,
            Val::S((self.heap.complex.len() - 1) as Scalar)
        );
        Ok(())
    }
}
