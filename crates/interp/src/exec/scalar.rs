//! arith, math and index on scalars: pure functions of the 64-bit patterns registers hold
//! (integers sign-extended from their width, floats as the `f64` of a value rounded to their
//! type), called from the machine's dispatch so that the hot ones inline there.

use crate::program::{Cast, FB, FU, IB, IU};
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
        FU::Expm1 => x.exp_m1(),
        FU::Log => x.ln(),
        FU::Log2 => x.log2(),
        FU::Log10 => x.log10(),
        FU::Log1p => x.ln_1p(),
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
        Cast::IntToFloatBits(f) => {
            let bits = zext(x, f.width()) as u128;
            fbits(f.from_bits(bits))
        }
        Cast::FloatToIntBits(f, w) => sext(f.to_bits(fval(x)), w),
        Cast::Same => x,
    }
}

fn erf(x: f64) -> f64 {
    // Abramowitz-Stegun 7.1.26 refined by a few Newton steps is overkill; use
    // a series for small |x| and the continued fraction complement otherwise.
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    let y = 1.0
        - t * (-x * x - 1.26551223
            + t * (1.00002368
                + t * (0.37409196
                    + t * (0.09678418
                        + t * (-0.18628806
                            + t * (0.27886807
                                + t * (-1.13520398
                                    + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
            .exp();
    if x >= 0.0 {
        y
    } else {
        -y
    }
}
