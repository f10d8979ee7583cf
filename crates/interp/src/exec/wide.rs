//! Integers wider than 64 bits: their scalars stand for [`WideInt`]s (`value::wide_scalar`;
//! the large ones live in `Heap::wide`), and each op computes on those what the x86 code
//! LLVM emits for it computes: arithmetic wraps at the width, and what LLVM leaves poison
//! takes this machine's value (see [`shift_amount`], [`from_float`]).

use super::{bool_bits, err, s, set, Machine, R};
use crate::program::{Inst, Wide, IB, IU};
use crate::value::*;
use std::cmp::Ordering;

/// The amount a wide shift shifts by: LLVM widens the type to a power of two (128 bits at
/// least) and the code it emits uses the amount modulo that width; an amount past the
/// type's own width then shifts everything out.
fn shift_amount(amount: &WideInt, width: u32) -> u64 {
    // At most 2^24 bits wide: the mask fits the low word.
    let container = width.next_power_of_two().max(128);
    amount.low_u64() & (u64::from(container) - 1)
}

/// A binary op; `None` on division by zero.
fn binary(ib: IB, x: &WideInt, y: &WideInt) -> Option<WideInt> {
    let w = x.width();
    let one = WideInt::from_u128(w, 1);
    let pick = |first: bool| if first { x.clone() } else { y.clone() };
    Some(match ib {
        IB::Add => x.add(y),
        IB::Sub => x.sub(y),
        IB::Mul => x.mul(y),
        // The minimum divided by -1 wraps to the minimum, as the library routines and the
        // expanded division compute it.
        IB::DivS => x.sdivrem(y)?.0,
        IB::RemS => x.sdivrem(y)?.1,
        IB::DivU => x.udivrem(y)?.0,
        IB::RemU => x.udivrem(y)?.1,
        IB::CeilDivS | IB::FloorDivS => {
            let (q, r) = x.sdivrem(y)?;
            let inexact = !r.is_zero();
            let same_signs = x.is_negative() == y.is_negative();
            match ib {
                IB::CeilDivS if inexact && same_signs => q.add(&one),
                IB::FloorDivS if inexact && !same_signs => q.sub(&one),
                _ => q,
            }
        }
        IB::CeilDivU => {
            let (q, r) = x.udivrem(y)?;
            if r.is_zero() {
                q
            } else {
                q.add(&one)
            }
        }
        IB::And => x.and(y),
        IB::Or => x.or(y),
        IB::Xor => x.xor(y),
        IB::Shl => x.shl(shift_amount(y, w)),
        IB::ShrU => x.shr(shift_amount(y, w), false),
        IB::ShrS => x.shr(shift_amount(y, w), true),
        IB::MaxS => pick(x.cmp_signed(y) != Ordering::Less),
        IB::MinS => pick(x.cmp_signed(y) != Ordering::Greater),
        IB::MaxU => pick(x.cmp_unsigned(y) != Ordering::Less),
        IB::MinU => pick(x.cmp_unsigned(y) != Ordering::Greater),
    })
}

/// `fptosi`/`fptoui`: truncated toward zero. Out of range (poison in LLVM): past 128 bits
/// the code LLVM expands converts as signed, so an unsigned conversion of a negative value
/// wraps, and NaN and values out of the signed range saturate by their sign bit; up to 128
/// bits (library routines on this machine, whose out-of-range results follow no simple
/// rule) they saturate the same way, negative values converting to 0 unsigned.
fn from_float(x: f64, width: u32, signed: bool) -> WideInt {
    let expanded = width > 128;
    if let Some(v) = WideInt::from_float(width, x, signed || expanded) {
        return v;
    }
    if let Some(v) = WideInt::from_float(width, x, signed) {
        return v;
    }
    let min = WideInt::from_u128(width, 1).shl(u64::from(width) - 1);
    match (signed || expanded, x.is_sign_negative()) {
        (true, true) => min,
        (true, false) => min.not(),
        (false, true) => WideInt::zero(width),
        (false, false) => WideInt::zero(width).not(),
    }
}

/// The second result of an extended op.
enum High {
    /// `addui_extended`'s carry.
    Carry(bool),
    /// The high half of a `mulsi_extended`/`mului_extended` product.
    Half(WideInt),
}

/// `addui_extended` (0), `mulsi_extended` (1) and `mului_extended` (2): the sum or the low
/// half of the double-width product, and the carry or the high half.
fn extended(which: u8, x: &WideInt, y: &WideInt) -> (WideInt, High) {
    if which == 0 {
        let sum = x.add(y);
        let carry = sum.cmp_unsigned(x) == Ordering::Less;
        return (sum, High::Carry(carry));
    }
    let (w, signed) = (x.width(), which == 1);
    let product = x.resize(2 * w, signed).mul(&y.resize(2 * w, signed));
    let high = product.shr(u64::from(w), signed).resize(w, signed);
    (product.resize(w, signed), High::Half(high))
}

/// `math.ipowi` as `-convert-math-to-funcs` outlines it: a negative exponent gives 0 but for
/// bases 1 and -1 (and divides by zero for base 0: `None`), else square-and-multiply wrapping
/// at the width.
fn ipowi(base: &WideInt, exponent: &WideInt) -> Option<WideInt> {
    let w = base.width();
    let one = WideInt::from_u128(w, 1);
    if exponent.is_negative() {
        let minus_one = one.neg();
        return if base.is_zero() {
            None
        } else if *base == one {
            Some(one)
        } else if *base == minus_one {
            Some(if exponent.bit(0) { minus_one } else { one })
        } else {
            Some(WideInt::zero(w))
        };
    }
    let (mut result, mut square) = (one, base.clone());
    for bit in 0..w - exponent.leading_zeros() {
        if exponent.bit(bit) {
            result = result.mul(&square);
        }
        square = square.mul(&square);
    }
    Some(result)
}

impl Machine<'_> {
    fn wide(&self, x: Scalar, width: u32) -> WideInt {
        wide_value(&self.heap.wide, x, width)
    }

    /// Runs an op on integers wider than 64 bits.
    pub(super) fn exec_wide(&mut self, regs: &mut [Val], inst: &Inst, op: Wide) -> R<()> {
        let a = &inst.a;
        let out = match op {
            Wide::Bin(ib, w) => {
                let (x, y) = (self.wide(s(regs, a[0]), w), self.wide(s(regs, a[1]), w));
                let r = binary(ib, &x, &y)
                    .ok_or_else(|| err(self.ctx, inst.op, "integer division by zero"))?;
                wide_scalar(&mut self.heap.wide, r)
            }
            Wide::Cmp(pred, w) => {
                let (x, y) = (self.wide(s(regs, a[0]), w), self.wide(s(regs, a[1]), w));
                if dialects::arith::fold_wide_cmpi(i64::from(pred), &x, &y).unwrap_or(false) {
                    u64::MAX
                } else {
                    0
                }
            }
            Wide::Resize { from, to, signed } => {
                let x = s(regs, a[0]);
                let v = if from > 64 {
                    self.wide(x, from)
                } else if signed {
                    WideInt::from_i128(from, sext(x, from) as i64 as i128)
                } else {
                    WideInt::from_u128(from, zext(x, from) as u128)
                };
                let r = v.resize(to, signed);
                if to > 64 {
                    wide_scalar(&mut self.heap.wide, r)
                } else {
                    sext(r.low_u64(), to)
                }
            }
            Wide::ToFloat { from, signed, to } => {
                let v = self.wide(s(regs, a[0]), from);
                fbits(to.round(v.to_float(signed, to == FTy::F32)))
            }
            Wide::FromFloat { to, signed } => {
                let r = from_float(fval(s(regs, a[0])), to, signed);
                wide_scalar(&mut self.heap.wide, r)
            }
            Wide::Un(iu, w) => {
                let v = self.wide(s(regs, a[0]), w);
                let count = |n: u32| WideInt::from_u128(w, u128::from(n));
                let r = match iu {
                    IU::Abs if v.is_negative() => v.neg(),
                    IU::Abs => v,
                    IU::Ctlz => count(v.leading_zeros()),
                    IU::Cttz => count(v.trailing_zeros()),
                    IU::Ctpop => count(v.count_ones()),
                };
                wide_scalar(&mut self.heap.wide, r)
            }
            Wide::Extended(which, w) => {
                let (x, y) = (self.wide(s(regs, a[0]), w), self.wide(s(regs, a[1]), w));
                let (low, high) = extended(which, &x, &y);
                let high = match high {
                    High::Carry(c) => bool_bits(c),
                    High::Half(h) => wide_scalar(&mut self.heap.wide, h),
                };
                set!(regs, inst, 1, Val::S(high));
                wide_scalar(&mut self.heap.wide, low)
            }
            Wide::IPowI(w) => {
                let (x, n) = (self.wide(s(regs, a[0]), w), self.wide(s(regs, a[1]), w));
                let r = ipowi(&x, &n).ok_or_else(|| {
                    err(
                        self.ctx,
                        inst.op,
                        "integer division by zero (zero to a negative power)",
                    )
                })?;
                wide_scalar(&mut self.heap.wide, r)
            }
        };
        set!(regs, inst, 0, Val::S(out));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_amounts_wrap_at_the_legal_width() {
        let amount = |v: u128, w: u32| shift_amount(&WideInt::from_u128(w, v), w);
        assert_eq!(amount(130, 100), 2);
        assert_eq!(amount(130, 128), 2);
        assert_eq!(amount(300, 256), 44);
        assert_eq!(amount(300, 200), 44);
        assert_eq!(amount(255, 256), 255);
    }

    #[test]
    fn out_of_range_conversions_saturate() {
        let max = WideInt::zero(128).not().shr(1, false);
        assert_eq!(from_float(1e300, 128, true), max);
        assert_eq!(from_float(-1e300, 128, true), max.not());
        assert!(from_float(-1.0, 128, false).is_zero());
        assert_eq!(from_float(-7.9, 128, true), WideInt::from_i128(128, -7));
        // Past 128 bits an unsigned conversion is the signed one.
        assert_eq!(from_float(-5.5, 256, false), WideInt::from_i128(256, -5));
        assert!(from_float(f64::NAN, 256, false).is_negative() == f64::NAN.is_sign_negative());
    }
}
