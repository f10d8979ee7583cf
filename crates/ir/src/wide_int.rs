//! Two's-complement integers of any width, for the values that do not fit the 128 bits of
//! an integer attribute or the interpreter's 64-bit scalars: `i129` up to MLIR's widest
//! integer type.
//!
//! A value is a width and little-endian 64-bit words, the bits at and above the width
//! always zero, so equal values compare and hash equal. Arithmetic wraps at the width, as
//! LLVM's `APInt` does; division by zero is the caller's to refuse.

use smallvec::SmallVec;
use std::cmp::Ordering;

type Words = SmallVec<[u64; 4]>;

/// An integer of `width` bits (at least 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WideInt {
    width: u32,
    words: Words,
}

fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl WideInt {
    /// Zero of `width` bits.
    pub fn zero(width: u32) -> WideInt {
        let width = width.max(1);
        WideInt {
            width,
            words: SmallVec::from_elem(0, words_for(width)),
        }
    }

    /// `v` sign-extended (or truncated) to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> WideInt {
        let mut r = WideInt::zero(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        for (i, w) in r.words.iter_mut().enumerate() {
            *w = match i {
                0 => v as u64,
                1 => (v >> 64) as u64,
                _ => fill,
            };
        }
        r.clear_unused();
        r
    }

    /// `v` zero-extended (or truncated) to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> WideInt {
        let mut r = WideInt::zero(width);
        r.words[0] = v as u64;
        if r.words.len() > 1 {
            r.words[1] = (v >> 64) as u64;
        }
        r.clear_unused();
        r
    }

    /// Little-endian words, zero-extended or truncated to `width` bits.
    pub fn from_words(width: u32, words: &[u64]) -> WideInt {
        let mut r = WideInt::zero(width);
        for (d, s) in r.words.iter_mut().zip(words) {
            *d = *s;
        }
        r.clear_unused();
        r
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            if let Some(top) = self.words.last_mut() {
                *top &= (1u64 << rem) - 1;
            }
        }
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian 64-bit words (bits past the width zero).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Bit `i` (false past the width).
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && self.words[(i / 64) as usize] >> (i % 64) & 1 != 0
    }

    /// Whether the top bit is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// Whether every bit is clear.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The low 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }

    /// The value as an `i128` when it is one (read as signed).
    pub fn to_i128(&self) -> Option<i128> {
        let v = self.resize(128, true);
        (v.resize(self.width, true) == *self)
            .then(|| (v.words[0] as u128 | (v.words[1] as u128) << 64) as i128)
    }

    /// The value as a `u128` when it is one (read as unsigned).
    pub fn to_u128(&self) -> Option<u128> {
        self.words[2.min(self.words.len())..]
            .iter()
            .all(|&w| w == 0)
            .then(|| self.words[0] as u128 | (*self.words.get(1).unwrap_or(&0) as u128) << 64)
    }

    /// Sign- (`signed`) or zero-extended, or truncated, to `width` bits.
    pub fn resize(&self, width: u32, signed: bool) -> WideInt {
        let fill = if signed && self.is_negative() {
            u64::MAX
        } else {
            0
        };
        let mut r = WideInt::zero(width);
        let rem = self.width % 64;
        for (i, w) in r.words.iter_mut().enumerate() {
            *w = match self.words.get(i) {
                Some(&x) if i + 1 == self.words.len() && rem != 0 && fill != 0 => {
                    x | !((1u64 << rem) - 1)
                }
                Some(&x) => x,
                None => fill,
            };
        }
        r.clear_unused();
        r
    }

    fn zip(&self, other: &WideInt, f: impl Fn(u64, u64) -> u64) -> WideInt {
        let mut r = self.clone();
        for (a, b) in r.words.iter_mut().zip(&other.words) {
            *a = f(*a, *b);
        }
        r.clear_unused();
        r
    }

    /// Bitwise and.
    pub fn and(&self, o: &WideInt) -> WideInt {
        self.zip(o, |a, b| a & b)
    }
    /// Bitwise or.
    pub fn or(&self, o: &WideInt) -> WideInt {
        self.zip(o, |a, b| a | b)
    }
    /// Bitwise exclusive or.
    pub fn xor(&self, o: &WideInt) -> WideInt {
        self.zip(o, |a, b| a ^ b)
    }
    /// Every bit flipped.
    pub fn not(&self) -> WideInt {
        self.zip(self, |a, _| !a)
    }

    /// The sum, wrapped.
    pub fn add(&self, o: &WideInt) -> WideInt {
        let mut r = self.clone();
        let mut carry = false;
        for (a, &b) in r.words.iter_mut().zip(&o.words) {
            let (s, c1) = a.overflowing_add(b);
            let (s, c2) = s.overflowing_add(carry as u64);
            *a = s;
            carry = c1 || c2;
        }
        r.clear_unused();
        r
    }

    /// The two's-complement negation, wrapped.
    pub fn neg(&self) -> WideInt {
        self.not().add(&WideInt::from_u128(self.width, 1))
    }

    /// The difference, wrapped.
    pub fn sub(&self, o: &WideInt) -> WideInt {
        self.add(&o.neg())
    }

    /// The product, wrapped.
    pub fn mul(&self, o: &WideInt) -> WideInt {
        let n = self.words.len();
        let mut acc = vec![0u64; n];
        for i in 0..n {
            let mut carry = 0u128;
            for j in 0..n - i {
                let t = self.words[i] as u128 * o.words[j] as u128 + acc[i + j] as u128 + carry;
                acc[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        WideInt::from_words(self.width, &acc)
    }

    /// Compares as unsigned numbers (of one width).
    pub fn cmp_unsigned(&self, o: &WideInt) -> Ordering {
        self.words.iter().rev().cmp(o.words.iter().rev())
    }

    /// Compares as signed numbers (of one width).
    pub fn cmp_signed(&self, o: &WideInt) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.cmp_unsigned(o),
        }
    }

    /// Shifted left by `k` bits (zero at `k` of the width or more).
    pub fn shl(&self, k: u64) -> WideInt {
        self.shifted(k, true, false)
    }
    /// Shifted right by `k` bits, zeros (`signed`: copies of the sign) shifted in.
    pub fn shr(&self, k: u64, signed: bool) -> WideInt {
        self.shifted(k, false, signed)
    }

    fn shifted(&self, k: u64, left: bool, signed: bool) -> WideInt {
        let fill = signed && self.is_negative();
        let w = self.width as u64;
        let mut r = if fill {
            WideInt::zero(self.width).not()
        } else {
            WideInt::zero(self.width)
        };
        if k >= w {
            return r;
        }
        // Sign bits above the width first, so that a right shift brings them in.
        let src = self.resize(self.words.len() as u32 * 64, signed);
        let n = src.words.len();
        let (whole, part) = ((k / 64) as usize, (k % 64) as u32);
        let at = |i: isize| -> u64 {
            if i < 0 {
                0
            } else {
                src.words
                    .get(i as usize)
                    .copied()
                    .unwrap_or(if fill { u64::MAX } else { 0 })
            }
        };
        for i in 0..n {
            let i = i as isize;
            let w = whole as isize;
            r.words[i as usize] = if left {
                let lo = at(i - w);
                let below = at(i - w - 1);
                if part == 0 {
                    lo
                } else {
                    (lo << part) | (below >> (64 - part))
                }
            } else {
                let lo = at(i + w);
                let above = at(i + w + 1);
                if part == 0 {
                    lo
                } else {
                    (lo >> part) | (above << (64 - part))
                }
            };
        }
        r.clear_unused();
        r
    }

    /// Unsigned quotient and remainder; `None` for a zero divisor.
    pub fn udivrem(&self, d: &WideInt) -> Option<(WideInt, WideInt)> {
        if d.is_zero() {
            return None;
        }
        let mut q = WideInt::zero(self.width);
        let mut r = WideInt::zero(self.width);
        // One bit more than the width, so that the running remainder never overflows.
        let wide = |x: &WideInt| x.resize(self.width + 1, false);
        let (d1, mut r1) = (wide(d), wide(&r));
        for i in (0..self.width).rev() {
            r1 = r1.shl(1);
            if self.bit(i) {
                r1.words[0] |= 1;
            }
            if r1.cmp_unsigned(&d1) != Ordering::Less {
                r1 = r1.sub(&d1);
                q.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        r = r1.resize(self.width, false);
        Some((q, r))
    }

    /// Signed quotient (rounded toward zero) and remainder (with the dividend's sign);
    /// `None` for a zero divisor. The minimum divided by -1 wraps to the minimum.
    pub fn sdivrem(&self, d: &WideInt) -> Option<(WideInt, WideInt)> {
        let abs = |x: &WideInt| if x.is_negative() { x.neg() } else { x.clone() };
        let (q, r) = abs(self).udivrem(&abs(d))?;
        let q = if self.is_negative() != d.is_negative() {
            q.neg()
        } else {
            q
        };
        let r = if self.is_negative() { r.neg() } else { r };
        Some((q, r))
    }

    /// Clear bits above the highest set one (the width for zero).
    pub fn leading_zeros(&self) -> u32 {
        (0..self.width)
            .rev()
            .position(|i| self.bit(i))
            .map_or(self.width, |p| p as u32)
    }

    /// Clear bits below the lowest set one (the width for zero).
    pub fn trailing_zeros(&self) -> u32 {
        (0..self.width)
            .position(|i| self.bit(i))
            .map_or(self.width, |p| p as u32)
    }

    /// Set bits.
    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// The value as a float rounded to nearest even, read as signed or unsigned; `f32`
    /// selects single precision (rounded once, from the integer, as LLVM's conversion
    /// routines round), else double.
    pub fn to_float(&self, signed: bool, f32: bool) -> f64 {
        let negative = signed && self.is_negative();
        let mag = if negative { self.neg() } else { self.clone() };
        let top = mag.width - mag.leading_zeros();
        let value = if top <= 64 {
            if f32 {
                mag.words[0] as f32 as f64
            } else {
                mag.words[0] as f64
            }
        } else {
            // The top 64 bits, the lowest of them set when any bit below is: enough to round
            // once to 24 or 53 bits.
            let shift = top - 64;
            let mut head = mag.shr(shift as u64, false).words[0];
            if mag.trailing_zeros() < shift {
                head |= 1;
            }
            let scale = 2f64.powi(shift.min(2000) as i32);
            if f32 {
                (head as f32 as f64 * scale) as f32 as f64
            } else {
                head as f64 * scale
            }
        };
        if negative {
            -value
        } else {
            value
        }
    }

    /// `x` truncated toward zero, when it is an integer of `width` bits read as signed
    /// (or unsigned); `None` for NaN and values out of that range.
    pub fn from_float(width: u32, x: f64, signed: bool) -> Option<WideInt> {
        let t = x.trunc();
        if !t.is_finite() || (!signed && t < 0.0) {
            return None;
        }
        let bits = t.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i64 - 1075;
        let mant = if t == 0.0 {
            0
        } else {
            (bits & ((1u64 << 52) - 1)) | (1u64 << 52)
        };
        // |t| = mant * 2^exp, exactly.
        if mant != 0 && 53 + exp > width as i64 {
            return None;
        }
        let m = WideInt::from_u128(width + 1, mant as u128);
        let mag = if exp >= 0 {
            m.shl(exp as u64)
        } else {
            m.shr((-exp) as u64, false)
        };
        let v = if t < 0.0 { mag.neg() } else { mag };
        let r = v.resize(width, false);
        (r.resize(width + 1, signed) == v).then_some(r)
    }

    /// Reads a decimal or `0x` hexadecimal magnitude (no sign) into `width` bits; `None`
    /// when the text is not a number or does not fit.
    pub fn parse_magnitude(width: u32, text: &str) -> Option<WideInt> {
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16u64),
            None => (text, 10u64),
        };
        if digits.is_empty() {
            return None;
        }
        let mut words: Vec<u64> = vec![0];
        for c in digits.chars() {
            let mut carry = c.to_digit(radix as u32)? as u128;
            for w in words.iter_mut() {
                let t = *w as u128 * radix as u128 + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
        let needed = words.len() as u32 * 64 - words.last().map_or(64, |w| w.leading_zeros());
        (needed <= width).then(|| WideInt::from_words(width, &words))
    }

    /// The decimal text, read as signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        let negative = signed && self.is_negative();
        let mut mag: Vec<u64> = if negative {
            self.neg().words.to_vec()
        } else {
            self.words.to_vec()
        };
        const CHUNK: u64 = 10_000_000_000_000_000_000;
        let mut chunks = Vec::new();
        while mag.iter().any(|&w| w != 0) {
            let mut rem = 0u128;
            for w in mag.iter_mut().rev() {
                let t = (rem << 64) | *w as u128;
                *w = (t / CHUNK as u128) as u64;
                rem = t % CHUNK as u128;
            }
            chunks.push(rem as u64);
        }
        let mut s = String::from(if negative { "-" } else { "" });
        match chunks.split_last() {
            None => s.push('0'),
            Some((top, rest)) => {
                s.push_str(&top.to_string());
                for c in rest.iter().rev() {
                    s.push_str(&format!("{c:019}"));
                }
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(v: i128) -> WideInt {
        WideInt::from_i128(256, v)
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        let max = WideInt::zero(256).not().shr(1, false);
        assert_eq!(max.add(&w(1)), WideInt::from_i128(256, 1).shl(255));
        assert!(max.add(&w(1)).is_negative());
        assert_eq!(w(-7).mul(&w(3)), w(-21));
        let big = w(i128::MAX).mul(&w(4));
        assert_eq!(big.to_i128(), None);
        assert_eq!(big.shr(2, true), w(i128::MAX));
        assert_eq!(w(-1).shr(300, true), w(-1));
        assert_eq!(w(-1).shr(255, false), w(1));
        assert_eq!(w(1).shl(256), w(0));
    }

    #[test]
    fn division_signs() {
        assert_eq!(w(-7).sdivrem(&w(2)), Some((w(-3), w(-1))));
        assert_eq!(w(7).sdivrem(&w(-2)), Some((w(-3), w(1))));
        assert_eq!(w(7).udivrem(&w(0)), None);
        let big = w(1).shl(200).add(&w(12345));
        let (q, r) = big.udivrem(&w(1).shl(100)).unwrap();
        assert_eq!((q, r), (w(1).shl(100), w(12345)));
    }

    #[test]
    fn decimal_text_round_trips() {
        let text = "57896044618658097711785492504343953926634992332820282019728792003956564819968";
        let min = WideInt::parse_magnitude(256, text).unwrap();
        assert_eq!(min.to_decimal(true), format!("-{text}"));
        assert_eq!(min.to_decimal(false), text);
        assert_eq!(w(0).to_decimal(true), "0");
        assert_eq!(
            w(-10_000_000_000_000_000_000).to_decimal(true),
            "-10000000000000000000"
        );
        assert_eq!(WideInt::parse_magnitude(8, "256"), None);
        assert_eq!(
            WideInt::parse_magnitude(8, "0xff"),
            Some(WideInt::from_u128(8, 255))
        );
        let x = WideInt::from_i128(100, -5);
        assert_eq!(x.resize(256, true), w(-5));
        assert_eq!(x.resize(256, false).to_u128(), Some((1u128 << 100) - 5));
        assert_eq!(w(i128::MIN).to_i128(), Some(i128::MIN));
    }

    #[test]
    fn floats_round_once() {
        // 2^100 + 2^47 + 1 rounds up in double precision (past the halfway point).
        let v = w(1).shl(100).add(&w(1i128 << 47)).add(&w(1));
        assert_eq!(v.to_float(true, false), 2f64.powi(100) + 2f64.powi(48));
        assert_eq!(w(-3).to_float(true, true), -3.0);
        assert_eq!(w(-1).to_float(false, false), 2f64.powi(256));
        assert_eq!(
            WideInt::from_float(256, -2.5e40, true)
                .unwrap()
                .to_float(true, false),
            -2.5e40
        );
        assert_eq!(WideInt::from_float(128, 2f64.powi(127), true), None);
        assert_eq!(
            WideInt::from_float(128, 2f64.powi(127), false).map(|x| x.bit(127)),
            Some(true)
        );
        assert_eq!(WideInt::from_float(128, -1.0, false), None);
    }
}
