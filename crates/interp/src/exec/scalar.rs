//! arith, math and index on scalars: pure functions of the 64-bit patterns registers hold
//! (integers sign-extended from their width, floats as the `f64` of a value rounded to their
//! type), called from the machine's dispatch so that the hot ones inline there.

use super::{err, s, set, Machine, R};
use crate::program::{Cast, FClass, Inst, FB, FU, IB, IU, K};
use crate::value::*;
use dialects::libm;

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
        // A shift by the width or more is poison in LLVM; the x86 code it emits masks the
        // amount to 5 bits (6 for 64-bit values) and shifts in at least 32 bits.
        IB::Shl => {
            let k = x86_shift_amount(uy, w);
            if k >= w as u64 {
                0
            } else {
                x << k
            }
        }
        IB::ShrS => {
            let k = x86_shift_amount(uy, w);
            if k >= w as u64 {
                if ix < 0 {
                    u64::MAX
                } else {
                    0
                }
            } else {
                (ix >> k) as u64
            }
        }
        IB::ShrU => {
            let k = x86_shift_amount(uy, w);
            if k >= w as u64 {
                0
            } else {
                ux >> k
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

#[inline(always)]
fn x86_shift_amount(amount: u64, w: u32) -> u64 {
    amount & if w > 32 { 63 } else { 31 }
}

/// `fptosi` as x86's truncating conversions compute it: into 32 bits (64 for a 64-bit
/// result), the "integer indefinite" lowest value for NaN and out-of-range inputs, then
/// truncated to the width (LLVM leaves those inputs poison).
fn x86_fptosi(x: f64, w: u32) -> u64 {
    let t = x.trunc();
    if w > 32 {
        if t.is_nan() || t < -(2f64.powi(63)) || t >= 2f64.powi(63) {
            1u64 << 63
        } else {
            t as i64 as u64
        }
    } else if t.is_nan() || t < -(2f64.powi(31)) || t >= 2f64.powi(31) {
        (i32::MIN as i64) as u64
    } else {
        t as i64 as u64
    }
}

/// `fptoui` as the x86 code LLVM emits on this machine computes it: below 32 bits through
/// the signed 32-bit conversion; 32 and 64 bits by AVX-512's unsigned conversion, which gives
/// all ones for NaN and out-of-range inputs.
fn x86_fptoui(x: f64, w: u32) -> u64 {
    if w < 32 {
        return x86_fptosi(x, 32);
    }
    let t = x.trunc();
    let limit = 2f64.powi(w.min(64) as i32);
    if t.is_nan() || t < 0.0 || t >= limit {
        u64::MAX
    } else {
        t as u64
    }
}

/// IEEE 754-2019 maximum (`max`) or minimum: NaN wins, and -0 is below +0. The NaN is the
/// operand's (the first one's if both are), as the x86 code LLVM emits returns it.
#[inline]
fn ieee_extremum(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() {
        x
    } else if y.is_nan() {
        y
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
        // Of two equal zeros, f16's code (through F16C conversions) keeps the second where
        // the f32 and f64 code keep the first.
        FB::MaxNum | FB::MinNum if ft == FTy::F16 && x == y => y,
        FB::MaxNum => x.max(y),
        FB::MinNum => x.min(y),
        FB::Pow => in_c_library2(libm::POW, ft, x, y),
        FB::Atan2 => in_c_library2(libm::ATAN2, ft, x, y),
        // A bit operation on the operands' own type: exact, never through f32 (whose
        // conversion to bf16 would read a subnormal as zero).
        FB::CopySign => return fbits(x.copysign(y)),
    };
    fbits(ft.round(r))
}

#[inline(always)]
pub fn fun(fu: FU, ft: FTy, x: Scalar) -> Scalar {
    let x = fval(x);
    let exact = |f: fn(f64) -> f64| ft.round(f(x));
    let r = match fu {
        // Bit operations, exact as `FB::CopySign`.
        FU::Neg => return fbits(-x),
        FU::Abs => return fbits(x.abs()),
        // Correctly rounded in f64, then again in a narrower type: the same as rounding once.
        FU::Sqrt => exact(f64::sqrt),
        FU::Ceil => x.ceil(),
        FU::Floor => x.floor(),
        FU::Round => x.round(),
        FU::RoundEven => x.round_ties_even(),
        FU::Trunc => x.trunc(),
        // As mlir-opt 22 lowers them: 1 / sqrt(x), exp(x) - 1 and log(1 + x), each step
        // rounded to the type.
        FU::Rsqrt => ft.round(1.0 / exact(f64::sqrt)),
        FU::Expm1 => ft.round(in_c_library(libm::EXP, ft, x) - 1.0),
        FU::Log1p => in_c_library(libm::LOG, ft, ft.round(1.0 + x)),
        FU::Exp => in_c_library(libm::EXP, ft, x),
        FU::Exp2 => in_c_library(libm::EXP2, ft, x),
        FU::Log => in_c_library(libm::LOG, ft, x),
        FU::Log2 => in_c_library(libm::LOG2, ft, x),
        FU::Log10 => in_c_library(libm::LOG10, ft, x),
        FU::Sin => in_c_library(libm::SIN, ft, x),
        FU::Cos => in_c_library(libm::COS, ft, x),
        FU::Tan => in_c_library(libm::TAN, ft, x),
        FU::Tanh => in_c_library(libm::TANH, ft, x),
        FU::Sinh => in_c_library(libm::SINH, ft, x),
        FU::Cosh => in_c_library(libm::COSH, ft, x),
        FU::Asin => in_c_library(libm::ASIN, ft, x),
        FU::Acos => in_c_library(libm::ACOS, ft, x),
        FU::Atan => in_c_library(libm::ATAN, ft, x),
        FU::Erf => in_c_library(libm::ERF, ft, x),
        FU::Erfc => in_c_library(libm::ERFC, ft, x),
        FU::Acosh => in_c_library(libm::ACOSH, ft, x),
        FU::Asinh => in_c_library(libm::ASINH, ft, x),
        FU::Atanh => in_c_library(libm::ATANH, ft, x),
        FU::Cbrt => in_c_library(libm::CBRT, ft, x),
    };
    fbits(ft.round(r))
}

/// What the native program computes: the C library's double function on f64, its single
/// function on f32, and on the narrower types (which LLVM promotes) the single function of
/// the value widened to f32, rounded back.
#[inline]
fn in_c_library(f: libm::Unary, ft: FTy, x: f64) -> f64 {
    match ft {
        FTy::F64 => (f.f64)(x),
        _ => ft.round((f.f32)(x as f32) as f64),
    }
}

/// A two-argument function of the C library, chosen by precision as [`in_c_library`] does.
#[inline]
fn in_c_library2(f: libm::Binary, ft: FTy, x: f64, y: f64) -> f64 {
    match ft {
        FTy::F64 => (f.f64)(x, y),
        _ => ft.round((f.f32)(x as f32, y as f32) as f64),
    }
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
        Cast::FPToSI(w) => sext(x86_fptosi(fval(x), w), w),
        Cast::FPToUI(w) => sext(x86_fptoui(fval(x), w), w),
        Cast::FToF(f) => fbits(f.round(fval(x))),
        Cast::F64ToBF16 => fbits(bf16_to_f64(f64_to_bf16(fval(x)))),
        Cast::ToF4E2M1 => fbits(f4e2m1_as_lowered(fval(x))),
        Cast::ToF8E8M0 => fbits(f8e8m0_as_lowered(fval(x))),
        Cast::FromF8E8M0(f) => {
            let x = fval(x);
            // The lowering builds the f32 from the exponent bits alone: the smallest scale,
            // 2^-127, has none set and becomes zero; NaN becomes the f32 of all bits set.
            let wide = if x.is_nan() {
                widen_f32(f32::from_bits(u32::MAX))
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
