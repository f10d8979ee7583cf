//! A minimal unsigned big integer (little-endian u64 limbs, no high zero
//! limbs), for exact decimal expansions.

use std::cmp::Ordering;

#[derive(Clone, Debug)]
pub(super) struct Big {
    pub(super) limbs: Vec<u64>,
}

impl Big {
    pub(super) fn from_u128(v: u128) -> Big {
        let mut b = Big {
            limbs: vec![v as u64, (v >> 64) as u64],
        };
        b.trim();
        b
    }

    pub(super) fn from_decimal_digits(digits: &[u8]) -> Big {
        let mut b = Big { limbs: Vec::new() };
        for chunk in digits.chunks(19) {
            let mut val: u64 = 0;
            let mut mul: u64 = 1;
            for &d in chunk {
                val = val * 10 + d as u64;
                mul *= 10;
            }
            b.mul_small(mul);
            b.add_small(val);
        }
        b
    }

    pub(super) fn trim(&mut self) {
        while let Some(&0) = self.limbs.last() {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    pub(super) fn bit_len(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
        }
    }

    /// Low 128 bits.
    pub(super) fn to_u128(&self) -> u128 {
        let lo = self.limbs.first().copied().unwrap_or(0) as u128;
        let hi = self.limbs.get(1).copied().unwrap_or(0) as u128;
        lo | (hi << 64)
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry: u128 = 0;
        for l in self.limbs.iter_mut() {
            let t = (*l as u128) * (m as u128) + carry;
            *l = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for l in self.limbs.iter_mut() {
            if carry == 0 {
                break;
            }
            let (t, o) = l.overflowing_add(carry);
            *l = t;
            carry = o as u64;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    pub(super) fn mul_pow5(&mut self, mut e: u64) {
        const P27: u64 = 7_450_580_596_923_828_125; // 5^27
        while e >= 27 {
            self.mul_small(P27);
            e -= 27;
        }
        self.mul_small(5u64.pow(e as u32));
    }

    pub(super) fn mul_pow10(&mut self, mut e: u64) {
        const P19: u64 = 10_000_000_000_000_000_000;
        while e >= 19 {
            self.mul_small(P19);
            e -= 19;
        }
        self.mul_small(10u64.pow(e as u32));
    }

    pub(super) fn shl(&mut self, n: u64) {
        if self.is_zero() || n == 0 {
            return;
        }
        let words = (n / 64) as usize;
        let bits = (n % 64) as u32;
        let mut out = vec![0u64; words];
        out.reserve(self.limbs.len() + 1);
        if bits == 0 {
            out.extend_from_slice(&self.limbs);
        } else {
            let mut carry: u64 = 0;
            for &l in &self.limbs {
                out.push((l << bits) | carry);
                carry = l >> (64 - bits);
            }
            if carry != 0 {
                out.push(carry);
            }
        }
        self.limbs = out;
    }

    pub(super) fn shr(&mut self, n: u64) {
        let words = (n / 64) as usize;
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(..words);
        let bits = (n % 64) as u32;
        if bits != 0 {
            let len = self.limbs.len();
            for i in 0..len {
                let hi = if i + 1 < len {
                    self.limbs[i + 1] << (64 - bits)
                } else {
                    0
                };
                self.limbs[i] = (self.limbs[i] >> bits) | hi;
            }
        }
        self.trim();
    }

    /// Whether any of the lowest `n` bits is set.
    pub(super) fn any_low_bits(&self, n: u64) -> bool {
        let words = (n / 64) as usize;
        for (i, &l) in self.limbs.iter().enumerate() {
            if i < words {
                if l != 0 {
                    return true;
                }
            } else {
                let bits = (n % 64) as u32;
                return bits != 0 && (l & ((1u64 << bits) - 1)) != 0;
            }
        }
        false
    }

    fn cmp(&self, o: &Big) -> Ordering {
        if self.limbs.len() != o.limbs.len() {
            return self.limbs.len().cmp(&o.limbs.len());
        }
        for (a, b) in self.limbs.iter().rev().zip(o.limbs.iter().rev()) {
            if a != b {
                return a.cmp(b);
            }
        }
        Ordering::Equal
    }

    /// `self -= o`; requires `self >= o`.
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = false;
        for i in 0..self.limbs.len() {
            let b = o.limbs.get(i).copied().unwrap_or(0);
            let (t1, o1) = self.limbs[i].overflowing_sub(b);
            let (t2, o2) = t1.overflowing_sub(borrow as u64);
            self.limbs[i] = t2;
            borrow = o1 || o2;
        }
        self.trim();
    }

    /// Quotient bits below `qbits` (<= 128) of `num / den` (the quotient is expected
    /// to be below `2^qbits`) and whether the division was inexact.
    pub(super) fn div_small_quotient(num: &Big, den: &Big, qbits: u32) -> (u128, bool) {
        let mut rem = num.clone();
        let mut d = den.clone();
        d.shl(qbits as u64 - 1);
        let mut q: u128 = 0;
        for i in (0..qbits).rev() {
            if rem.cmp(&d) != Ordering::Less {
                rem.sub_assign(&d);
                q |= 1u128 << i;
            }
            d.shr(1);
        }
        (q, !rem.is_zero())
    }
}
