//! arith, math and index on scalars: pure functions of the 64-bit patterns registers hold
//! (integers sign-extended from their width, floats as the `f64` of a value rounded to their
//! type), called from the machine's dispatch so that the hot ones inline there.

use super::{err, s, set, Machine, R};
use crate::program::{Cast, FClass, Inst, FB, FU, IB, IU, K};
use crate::value::*;

/// A binary integer op of width `w`; `None` on division by zero.
#[inline(always)]
pub fn ibin(ib: IB, w: u32, x: Scalar, y: Scalar) -> Option<Scalar> {
    let (ux, uy) = (zext(x, w), zext(y, w));
    let (ix, iy) = (x as i64, y as i64);
    let r = match ib {
        IB::Add => x.wrapping_add(y),
        IB::Sub => x.wrapping_sub(y),
        IB::Mul => x.wrapping_mul(y),
        IB::DivS => {
            if iy == 0 {
                return None;
            }
            ix.wrapping_div(iy) as u64
        }
        IB::DivU => {
            if uy == 0 {
                return None;
            }
            ux / uy
        }
        IB::RemS => {
            if iy == 0 {
                return None;
            }
            ix.wrapping_rem(iy) as u64
        }
        IB::RemU => {
            if uy == 0 {
                return None;
            }
            ux % uy
        }
        IB::CeilDivS => {
            if iy == 0 {
                return None;
            }
            let q = ix.wrapping_div(iy);
            (if (ix % iy != 0) && ((ix < 0) == (iy < 0)) {
                q + 1
            } else {
                q
            }) as u64
        }
        IB::CeilDivU => {
            if uy == 0 {
                return None;
            }
            ux.div_ceil(uy)
        }
        IB::FloorDivS => {
            if iy == 0 {
                return None;
            }
            let q = ix.wrapping_div(iy);
            (if (ix % iy != 0) && ((ix < 0) != (iy < 0)) {
                q - 1
            } else {
                q
            }) as u64
        }
        IB::And => x & y,
        IB::Or => x | y,
        IB::Xor => x ^ y,
        IB::Shl => {
            if uy >= w as u64 {
                0
            } else {
                x << uy
            }
        }
        IB::ShrS => {
            if uy >= w as u64 {
                if ix < 0 {
                    u64::MAX
                } else {
                    0
                }
            } else {
                (ix >> uy) as u64
            }
        }
        IB::ShrU => {
            if uy >= w as u64 {
                0
            } else {
                ux >> uy
            }
        }
        IB::MaxS => ix.max(iy) as u64,
        IB::MinS => ix.min(iy) as u64,
        IB::MaxU => {
            if ux >= uy {
                x
            } else {
                y
            }
        }
        IB::MinU => {
            if ux <= uy {
                x
            } else {
                y
            }
        }
    };
    Some(sext(r, w))
}

/// IEEE 754-2019 maximum (`max`) or minimum: NaN wins, and -0 is below +0.
#[inline]
fn ieee_extremum(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == y {
        // Equal values differ only in the sign of a zero.
        if x.is_sign_negative() == max {
            y
        } else {
            x
        }
    } else if max {
        x.max(y)
    } else {
        x.min(y)
    }
}

#[inline(always)]
pub fn fbin(fb: FB, ft: FTy, x: Scalar, y: Scalar) -> Scalar {
    let (x, y) = (fval(x), fval(y));
    let r = match fb {
        FB::Add => x + y,
        FB::Sub => x - y,
        FB::Mul => x * y,
        FB::Div => x / y,
        FB::Rem => x % y,
        FB::Maximum => ieee_extremum(x, y, true),
        FB::Minimum => ieee_extremum(x, y, false),
        FB::MaxNum => x.max(y),
        FB::MinNum => x.min(y),
        FB::Pow => x.powf(y),
        FB::Atan2 => x.atan2(y),
        FB::CopySign => x.copysign(y),
    };
    fbits(ft.round(r))
}

#[inline(always)]
pub fn fun(fu: FU, ft: FTy, x: Scalar) -> Scalar {
    let x = fval(x);
    let r = match fu {
        FU::Neg => -x,
        FU::Abs => x.abs(),
        FU::Sqrt => x.sqrt(),
        FU::Rsqrt => 1.0 / x.sqrt(),
        FU::Exp => x.exp(),
        FU::Exp2 => x.exp2(),
        // As mlir-opt 22 lowers them: exp(x) - 1 and log(1 + x), rounded at each step.
        FU::Expm1 => ft.round(ft.round(x.exp()) - 1.0),
        FU::Log => x.ln(),
        FU::Log2 => x.log2(),
        FU::Log10 => x.log10(),
        FU::Log1p => ft.round(ft.round(1.0 + x).ln()),
        FU::Sin => x.sin(),
        FU::Cos => x.cos(),
        FU::Tan => x.tan(),
        FU::Tanh => x.tanh(),
        FU::Sinh => x.sinh(),
        FU::Cosh => x.cosh(),
        FU::Asin => x.asin(),
        FU::Acos => x.acos(),
        FU::Atan => x.atan(),
        FU::Erf => erf(x),
        FU::Erfc => erfc(x),
        FU::Acosh => x.acosh(),
        FU::Asinh => x.asinh(),
        FU::Atanh => x.atanh(),
        FU::Ceil => x.ceil(),
        FU::Floor => x.floor(),
        FU::Round => x.round(),
        FU::RoundEven => x.round_ties_even(),
        FU::Trunc => x.trunc(),
        FU::Cbrt => x.cbrt(),
    };
    let r = if ft == FTy::F32 {
        // Single-precision library functions round once.
        r as f32 as f64
    } else {
        ft.round(r)
    };
    fbits(r)
}

#[inline]
pub fn fma(ft: FTy, x: Scalar, y: Scalar, z: Scalar) -> Scalar {
    fbits(ft.round(fval(x).mul_add(fval(y), fval(z))))
}

#[inline]
pub fn iun(iu: IU, w: u32, x: Scalar) -> Scalar {
    let ux = zext(x, w);
    let r = match iu {
        IU::Abs => (x as i64).wrapping_abs() as u64,
        IU::Ctlz => (ux.leading_zeros() - (64 - w)) as u64,
        IU::Cttz => (ux.trailing_zeros().min(w)) as u64,
        IU::Ctpop => ux.count_ones() as u64,
    };
    sext(r, w)
}

/// `addui_extended` (0), `mulsi_extended` (1), `mului_extended` (2): the low and high parts.
pub fn extended(which: u8, w: u32, x: Scalar, y: Scalar) -> (Scalar, Scalar) {
    let (ux, uy) = (zext(x, w) as u128, zext(y, w) as u128);
    let (lo, hi) = match which {
        0 => {
            let sum = ux + uy;
            (sum as u64, if sum >> w != 0 { u64::MAX } else { 0 })
        }
        1 => {
            let p = (x as i64 as i128) * (y as i64 as i128);
            (p as u64, (p >> w) as u64)
        }
        _ => {
            let p = ux * uy;
            (p as u64, (p >> w) as u64)
        }
    };
    (sext(lo, w), if which == 0 { hi } else { sext(hi, w) })
}

/// `arith.cmpi` with its predicate's number.
#[inline(always)]
pub fn icmp(p: u8, w: u32, x: Scalar, y: Scalar) -> bool {
    let (ux, uy) = (zext(x, w), zext(y, w));
    let (ix, iy) = (x as i64, y as i64);
    match p {
        0 => x == y,
        1 => x != y,
        2 => ix < iy,
        3 => ix <= iy,
        4 => ix > iy,
        5 => ix >= iy,
        6 => ux < uy,
        7 => ux <= uy,
        8 => ux > uy,
        _ => ux >= uy,
    }
}

/// `arith.cmpf` with its predicate's number.
#[inline(always)]
pub fn fcmp(p: u8, x: Scalar, y: Scalar) -> bool {
    let (x, y) = (fval(x), fval(y));
    let uno = x.is_nan() || y.is_nan();
    match p {
        0 => false,
        1 => !uno && x == y,
        2 => !uno && x > y,
        3 => !uno && x >= y,
        4 => !uno && x < y,
        5 => !uno && x <= y,
        6 => !uno && x != y,
        7 => !uno,
        8 => uno || x == y,
        9 => uno || x > y,
        10 => uno || x >= y,
        11 => uno || x < y,
        12 => uno || x <= y,
        13 => uno || x != y,
        14 => uno,
        _ => true,
    }
}

#[inline(always)]
pub fn cast(c: Cast, x: Scalar) -> Scalar {
    match c {
        Cast::SExtTrunc(w) => sext(x, w),
        Cast::ZExt { from, to } => sext(zext(x, from), to),
        Cast::SIToFP(f) => fbits(f.round(x as i64 as f64)),
        Cast::UIToFP { from, to } => fbits(to.round(zext(x, from) as f64)),
        Cast::FPToSI(w) => sext(fval(x) as i64 as u64, w),
        Cast::FPToUI(w) => sext(fval(x) as u64, w),
        Cast::FToF(f) => fbits(f.round(fval(x))),
        Cast::ToF4E2M1 => fbits(f4e2m1_as_lowered(fval(x))),
        Cast::ToF8E8M0 => fbits(f8e8m0_as_lowered(fval(x))),
        Cast::FromF8E8M0(f) => {
            let x = fval(x);
            // The lowering builds the f32 from the exponent bits alone: the smallest scale,
            // 2^-127, has none set and becomes zero; NaN becomes the f32 of all bits set.
            let wide = if x.is_nan() {
                f32::from_bits(u32::MAX) as f64
            } else if x == 2f64.powi(-127) {
                0.0
            } else {
                x
            };
            fbits(f.round(wide))
        }
        Cast::IntToFloatBits(f) => {
            let bits = zext(x, f.width()) as u128;
            fbits(f.from_bits(bits))
        }
        Cast::FloatToIntBits(f, w) => sext(f.to_bits(fval(x)), w),
        Cast::Same => x,
    }
}

/// `arith.truncf` to f4E2M1FN as `-arith-expand` lowers it: through f32, clamped to ±6 (NaN
/// to 6), rounded to the nearest value with ties away from zero from 0.5 up; magnitudes in
/// (0.25, 0.5) become +0.5 and smaller ones +0, whatever their sign.
pub fn f4e2m1_as_lowered(x: f64) -> f64 {
    let v = x as f32 as f64;
    let v = if v.is_nan() { 6.0 } else { v.clamp(-6.0, 6.0) };
    let mag = v.abs();
    if mag <= 0.25 {
        return 0.0;
    }
    if mag < 0.5 {
        return 0.5;
    }
    // The spacing of f4E2M1FN values around `mag`: 0.5 below 2, 1 below 4, 2 above.
    let step = if mag < 2.0 {
        0.5
    } else if mag < 4.0 {
        1.0
    } else {
        2.0
    };
    let rounded = ((mag / step) + 0.5).floor() * step;
    rounded.min(6.0).copysign(v)
}

/// `arith.truncf` to f8E8M0FNU as `-arith-expand` lowers it: through f32, keeping its
/// exponent bits (the power of two at or below the magnitude; NaN and infinities become NaN,
/// zero and f32 subnormals the smallest value 2^-127).
pub fn f8e8m0_as_lowered(x: f64) -> f64 {
    let exponent = ((x as f32).to_bits() >> 23) & 0xff;
    if exponent == 0xff {
        f64::NAN
    } else {
        2f64.powi(exponent as i32 - 127)
    }
}

fn erf(x: f64) -> f64 {
    let y = 1.0 - erfc_abs(x);
    if x >= 0.0 {
        y
    } else {
        -y
    }
}

fn erfc(x: f64) -> f64 {
    if x >= 0.0 {
        erfc_abs(x)
    } else {
        2.0 - erfc_abs(x)
    }
}

/// `erfc(|x|)`, by the rational Chebyshev fit of Numerical Recipes (relative error below
/// 1.2e-7 everywhere, so that the complement keeps its precision for large arguments).
fn erfc_abs(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    t * (-x * x - 1.26551223
        + t * (1.00002368
            + t * (0.37409196
                + t * (0.09678418
                    + t * (-0.18628806
                        + t * (0.27886807
                            + t * (-1.13520398
                                + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
        .exp()
}

/// `math.fpowi` as its lowering computes it (compiler-rt's `__powi*f2`): square and multiply
/// in the float type, and the reciprocal for a negative power.
pub fn fpowi(ft: FTy, x: Scalar, n: Scalar, w: u32) -> Scalar {
    let mut base = fval(x);
    let n = sext(n, w) as i64;
    let mut e = n.unsigned_abs();
    let mut r = 1.0;
    loop {
        if e & 1 != 0 {
            r = ft.round(r * base);
        }
        e >>= 1;
        if e == 0 {
            break;
        }
        base = ft.round(base * base);
    }
    fbits(if n < 0 { ft.round(1.0 / r) } else { r })
}

/// `math.ipowi` as its lowering computes it: a negative power of 1 or -1 is +-1, of any other
/// nonzero base 0, of zero a division by zero (`None`); otherwise square and multiply, wrapping.
pub fn ipowi(w: u32, x: Scalar, n: Scalar) -> Option<Scalar> {
    let (b, e) = (x as i64, n as i64);
    if e < 0 {
        return match b {
            0 => None,
            1 => Some(1),
            -1 => Some(if e & 1 != 0 { u64::MAX } else { 1 }),
            _ => Some(0),
        };
    }
    let (mut base, mut e, mut r) = (b, e as u64, 1i64);
    while e > 0 {
        if e & 1 != 0 {
            r = r.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        e >>= 1;
    }
    Some(sext(r as u64, w))
}

/// Whether `x` (a float of type `ft`) is in `class`.
pub fn fclass(class: FClass, ft: FTy, x: Scalar) -> bool {
    let x = fval(x);
    match class {
        FClass::Nan => x.is_nan(),
        FClass::Inf => x.is_infinite(),
        FClass::Finite => x.is_finite(),
        FClass::Normal => x.is_finite() && x.abs() >= ft.min_normal(),
    }
}

impl<'p> Machine<'p> {
    /// The math ops outside the hot arithmetic: integer powers, float classes, clamping,
    /// and sine and cosine together.
    pub(super) fn exec_math(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let a = &inst.a;
        match inst.kind {
            K::FPowI(ft, w) => set!(
                regs,
                inst,
                0,
                Val::S(fpowi(ft, s(regs, a[0]), s(regs, a[1]), w))
            ),
            K::IPowI(w) => {
                let r = ipowi(w, s(regs, a[0]), s(regs, a[1])).ok_or_else(|| {
                    err(
                        self.ctx,
                        inst.op,
                        "integer division by zero (zero to a negative power)",
                    )
                })?;
                set!(regs, inst, 0, Val::S(r));
            }
            K::FClass(class, ft) => {
                let on = fclass(class, ft, s(regs, a[0]));
                set!(regs, inst, 0, Val::S(if on { u64::MAX } else { 0 }));
            }
            K::Clampf(ft) => {
                // As the op is defined: maximumf(minimumf(value, max), min).
                let low = fbin(FB::Minimum, ft, s(regs, a[0]), s(regs, a[2]));
                set!(
                    regs,
                    inst,
                    0,
                    Val::S(fbin(FB::Maximum, ft, low, s(regs, a[1])))
                );
            }
            K::SinCos(ft) => {
                let x = s(regs, a[0]);
                set!(regs, inst, 0, Val::S(fun(FU::Sin, ft, x)));
                set!(regs, inst, 1, Val::S(fun(FU::Cos, ft, x)));
            }
            _ => return Err(super::misdispatched(self.ctx, inst)),
        }
        Ok(())
    }
}
