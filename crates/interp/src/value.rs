//! Run-time values: scalars as 64-bit patterns, tensors with value semantics
//! (shared until written), memrefs as strided views into the checked heap;
//! float rounding per type and C's `%g` formatting; integers wider than 64 bits.

use smallvec::SmallVec;
use std::rc::Rc;

pub type Dims = SmallVec<[i64; 4]>;

/// A scalar is a `u64`: integers sign-extended from their width, floats as
/// the bits of an `f64` holding a value rounded to their type. An integer wider than 64
/// bits is a [`wide_scalar`].
pub type Scalar = u64;

pub use ir::wide_int::WideInt;

/// Marks a wide integer's scalar as a number in a table of wide values.
const WIDE_TABLE_TAG: u64 = 0b10 << 62;

/// The scalar of an integer wider than 64 bits: the value itself when it lies in
/// [-2^62, 2^62) (its two top bits equal, as zero-filled memory's are), else
/// [`WIDE_TABLE_TAG`] and its number in `table` (the program's or the machine's list of
/// the wide values made so far), so that registers, tensors and memory move it as any
/// other scalar and the ops on 64-bit values stay as they are.
pub fn wide_scalar(table: &mut Vec<WideInt>, v: WideInt) -> Scalar {
    match v.to_i128() {
        Some(x) if (-(1i128 << 62)..1i128 << 62).contains(&x) => x as i64 as u64,
        _ => {
            table.push(v);
            WIDE_TABLE_TAG | (table.len() - 1) as u64
        }
    }
}

/// The `width`-bit value of a wide integer's scalar. A number of no table entry (memory
/// filled by `--uninitialized`) reads as its own bits.
pub fn wide_value(table: &[WideInt], x: Scalar, width: u32) -> WideInt {
    let top = x >> 62;
    if top == 0 || top == 3 {
        return WideInt::from_i128(width, x as i64 as i128);
    }
    match table.get((x & !WIDE_TABLE_TAG) as usize) {
        Some(v) if x & WIDE_TABLE_TAG != 0 && v.width() == width => v.clone(),
        Some(v) if x & WIDE_TABLE_TAG != 0 => v.resize(width, true),
        _ => WideInt::from_u128(width, x as u128),
    }
}

/// A tensor value: row-major elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    pub shape: Dims,
    pub data: Vec<Scalar>,
}

impl Tensor {
    pub fn filled(shape: Dims, v: Scalar) -> Tensor {
        let n = shape.iter().product::<i64>().max(0) as usize;
        Tensor {
            shape,
            data: vec![v; n],
        }
    }
}

/// A memref: a strided view into one heap allocation.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// `Some` for a view whose element type is not its allocation's (a `memref.view` of an
    /// `i8` buffer as `f32`, ...): its elements live in the allocation's bytes.
    pub pun: Option<Pun>,
    pub alloc: u32,
    /// Where the view's aligned pointer points: offsets are relative to it when printed or
    /// extracted (a `memref.view` of bytes moves it past its byte shift, as the LLVM lowering
    /// does; one of another element type has it at its pun's origin, position 0).
    pub base: i64,
    /// The slot of the first element.
    pub offset: i64,
    pub sizes: Dims,
    pub strides: Dims,
}

impl View {
    pub fn identity(alloc: u32, sizes: Dims) -> View {
        let strides = row_major_strides(&sizes);
        View {
            pun: None,
            alloc,
            base: 0,
            offset: 0,
            sizes,
            strides,
        }
    }
    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }
}

/// How a view of another element type reads and writes the bytes of an `i8` allocation (one
/// slot per byte, each holding its byte as an `i8` scalar): an element's position counts whole
/// elements from `origin`, and its value is its encoding in the next `bytes` bytes,
/// little-endian, as the LLVM lowering lays memory out on the machines mlir-runner runs on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pun {
    /// The byte where the element at position 0 starts (positions may be negative).
    pub origin: i64,
    /// Bytes from one element to the next (the element type's allocation size).
    pub stride: i64,
    /// Bytes an element's value occupies (its store size).
    pub bytes: u32,
    pub elem: PunElem,
}

/// The element type of a [`Pun`] view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PunElem {
    /// An integer of at most 64 bits.
    Int(u32),
    Float(FTy),
    /// An integer wider than 64 bits (its values are [`wide_scalar`]s).
    Wide(u32),
    /// A complex number of this part type (its values are numbers in the complex table).
    Complex(FTy),
}

/// The tables of values that wide-integer and complex scalars stand for, which a [`Pun`]
/// reads into and writes from.
pub struct Tables<'a> {
    pub wide: &'a mut Vec<WideInt>,
    pub complex: &'a mut Vec<[f64; 2]>,
}

impl Pun {
    /// The layout of elements `elem` in memory, as LLVM's x86-64 data layout gives it: the
    /// store size (whole bytes), and the allocation size: up to 8 bytes the store size rounded
    /// up to a power of two, a wider integer's rounded up to 16 bytes (its alignment), a
    /// complex number's two parts side by side.
    pub fn new(origin: i64, elem: PunElem) -> Pun {
        let scalar = |bits: u32| {
            let bytes = bits.div_ceil(8).max(1);
            (bytes, bytes.next_power_of_two())
        };
        let (bytes, stride) = match elem {
            PunElem::Int(w) => scalar(w),
            PunElem::Float(f) => scalar(f.width()),
            PunElem::Wide(w) => {
                let bytes = w.div_ceil(8);
                (bytes, bytes.next_multiple_of(16))
            }
            PunElem::Complex(f) => {
                let (part, part_stride) = scalar(f.width());
                (part_stride + part, 2 * part_stride)
            }
        };
        Pun {
            origin,
            stride: stride as i64,
            bytes,
            elem,
        }
    }

    /// Whether its values are numbers in [`Tables`].
    pub fn in_tables(&self) -> bool {
        matches!(self.elem, PunElem::Wide(_) | PunElem::Complex(_))
    }

    /// The first byte of the element at `position`, or `None` when any of its bytes lies
    /// outside an allocation of `len` bytes.
    #[inline]
    pub fn byte_of(&self, position: i64, len: usize) -> Option<usize> {
        let first = self
            .origin
            .checked_add(position.checked_mul(self.stride)?)?;
        let end = first.checked_add(self.bytes as i64)?;
        (first >= 0 && end <= len as i64).then_some(first as usize)
    }

    /// The first byte of the element at a checked `position`.
    #[inline]
    pub fn at(&self, position: i64) -> usize {
        (self.origin + position * self.stride) as usize
    }

    /// The element whose bytes start at `data[at]` (a wide or complex one goes into
    /// `tables` when it needs an entry).
    // Out of line: the typed accesses that inline their callers stay small.
    #[inline(never)]
    pub fn decode(&self, data: &[Scalar], at: usize, tables: Tables) -> Scalar {
        let field = |first: usize, len: usize| {
            data[at + first..at + first + len]
                .iter()
                .rev()
                .fold(0u64, |acc, &b| (acc << 8) | (b & 0xff))
        };
        match self.elem {
            PunElem::Int(w) => sext(zext(field(0, self.bytes as usize), w), w),
            PunElem::Float(f) => float_from_bytes(f, field(0, self.bytes as usize)),
            PunElem::Wide(w) => {
                let bytes = &data[at..at + self.bytes as usize];
                let words: Vec<u64> = bytes
                    .chunks(8)
                    .map(|c| c.iter().rev().fold(0u64, |acc, &b| (acc << 8) | (b & 0xff)))
                    .collect();
                wide_scalar(tables.wide, WideInt::from_words(w, &words))
            }
            PunElem::Complex(f) => {
                let part = (self.bytes as i64 - self.stride / 2) as usize;
                let im_at = (self.stride / 2) as usize;
                let value = [
                    fval(float_from_bytes(f, field(0, part))),
                    fval(float_from_bytes(f, field(im_at, part))),
                ];
                tables.complex.push(value);
                (tables.complex.len() - 1) as Scalar
            }
        }
    }

    /// The element whose bytes start at `data[at]`, of a pun whose values need no table
    /// entry (not [`Self::in_tables`]).
    pub fn decode_plain(&self, data: &[Scalar], at: usize) -> Scalar {
        let (mut wide, mut complex) = (Vec::new(), Vec::new());
        let tables = Tables {
            wide: &mut wide,
            complex: &mut complex,
        };
        self.decode(data, at, tables)
    }

    /// Writes element `x` as the bytes starting at `data[at]` (bits past an integer's width
    /// are zero, as the lowered store writes them).
    #[inline(never)]
    pub fn encode(
        &self,
        data: &mut [Scalar],
        at: usize,
        x: Scalar,
        wide: &[WideInt],
        complex: &[[f64; 2]],
    ) {
        let mut put = |first: usize, len: usize, mut bits: u64| {
            for slot in &mut data[at + first..at + first + len] {
                *slot = sext(bits & 0xff, 8);
                bits >>= 8;
            }
        };
        match self.elem {
            PunElem::Int(w) => put(0, self.bytes as usize, zext(x, w)),
            PunElem::Float(f) => put(0, self.bytes as usize, f.to_bits(fval(x))),
            PunElem::Wide(w) => {
                let v = wide_value(wide, x, w);
                for (k, &word) in v.words().iter().enumerate() {
                    let first = 8 * k;
                    put(first, (self.bytes as usize - first).min(8), word);
                }
            }
            PunElem::Complex(f) => {
                let part = (self.bytes as i64 - self.stride / 2) as usize;
                let [re, im] = complex_value(complex, x);
                put(0, part, f.to_bits(re));
                put((self.stride / 2) as usize, part, f.to_bits(im));
            }
        }
    }
}

/// A float of type `f` from the bits of its encoding.
fn float_from_bytes(f: FTy, bits: u64) -> Scalar {
    fbits(f.from_bits(zext(bits, f.width()) as u128))
}

/// The value of a complex scalar `x` in `table` (the machine's or the program's). Memory that
/// no complex value was stored into (fresh buffers filled with `--uninitialized`) reads as
/// the float in its low 32 bits, so that undefined contents still show.
pub fn complex_value(table: &[[f64; 2]], x: Scalar) -> [f64; 2] {
    match table.get(x as usize) {
        Some(&c) => c,
        None => [f32::from_bits(x as u32) as f64, 0.0],
    }
}

/// The strides of a contiguous buffer: suffix products of the sizes, zero outside a zero-sized
/// dimension (as the lowered `memref.alloc` fills its descriptor).
pub fn row_major_strides(sizes: &[i64]) -> Dims {
    let mut strides: Dims = SmallVec::from_elem(1, sizes.len());
    let mut acc = 1i64;
    for i in (0..sizes.len()).rev() {
        strides[i] = acc;
        acc = acc.saturating_mul(sizes[i].max(0));
    }
    strides
}

/// A register.
#[derive(Clone, Debug, Default)]
pub enum Val {
    #[default]
    None,
    S(Scalar),
    T(Rc<Tensor>),
    M(Rc<View>),
}

/// Float element types we compute with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FTy {
    F16,
    BF16,
    F32,
    F64,
    /// A type narrower than f32 in precision and range beside f16 and bf16 (the f8, f6 and
    /// f4 types, tf32): every value is an f64, and results round to it as APFloat converts.
    Narrow(FloatKind),
}

use ir::float_format::{self, FloatKind};

impl FTy {
    /// Rounds an `f64` to this type (as an `f64`).
    #[inline]
    pub fn round(self, x: f64) -> f64 {
        match self {
            FTy::F64 => x,
            FTy::F32 => widen_f32(narrow_to_f32(x)),
            FTy::F16 => f16_to_f64(f64_to_f16(x)),
            // A bf16 result is computed in f32 and converted by the machine's instruction,
            // which reads an f32 subnormal as zero.
            FTy::BF16 if x != 0.0 && x.abs() < f32::MIN_POSITIVE as f64 => 0.0f64.copysign(x),
            FTy::BF16 => bf16_to_f64(f64_to_bf16(x)),
            FTy::Narrow(k) => float_format::to_f64(k, float_format::from_f64(k, x)),
        }
    }
    /// The value of raw attribute bits of this type.
    // Named after `f64::from_bits`, with the float type as the receiver.
    #[allow(clippy::wrong_self_convention)]
    pub fn from_bits(self, bits: u128) -> f64 {
        match self {
            FTy::F64 => f64::from_bits(bits as u64),
            FTy::F32 => widen_f32(f32::from_bits(bits as u32)),
            FTy::F16 => f16_to_f64(bits as u16),
            FTy::BF16 => bf16_to_f64(bits as u16),
            FTy::Narrow(k) => float_format::to_f64(k, bits),
        }
    }
    /// Raw bits of this type (for `arith.bitcast`).
    pub fn to_bits(self, x: f64) -> u64 {
        match self {
            FTy::F64 => x.to_bits(),
            FTy::F32 => narrow_to_f32(x).to_bits() as u64,
            FTy::F16 => f64_to_f16(x) as u64,
            FTy::BF16 => f64_to_bf16(x) as u64,
            FTy::Narrow(k) => float_format::from_f64(k, x) as u64,
        }
    }
    pub fn width(self) -> u32 {
        match self {
            FTy::F16 | FTy::BF16 => 16,
            FTy::F32 => 32,
            FTy::F64 => 64,
            FTy::Narrow(k) => k.bit_width(),
        }
    }
    /// The smallest positive normal value.
    pub fn min_normal(self) -> f64 {
        match self {
            FTy::F64 => f64::MIN_POSITIVE,
            FTy::F32 | FTy::BF16 => f32::MIN_POSITIVE as f64,
            FTy::F16 => 6.103515625e-5,
            FTy::Narrow(k) => 2f64.powi(float_format::min_normal_exponent(k)),
        }
    }
}

/// `f as f64`, with a NaN's sign and payload kept as the hardware keeps them. Rust leaves the
/// sign of a NaN from `as` unspecified, and the compiler's constant evaluation does give another
/// one than the machine: the interpreter's results must not depend on how it was optimized.
#[inline]
pub fn widen_f32(f: f32) -> f64 {
    if !f.is_nan() {
        return f as f64;
    }
    let b = f.to_bits() as u64;
    let sign = (b >> 31) << 63;
    f64::from_bits(sign | 0x7ff8_0000_0000_0000 | ((b & 0x7f_ffff) << 29))
}

/// `x as f32` (nearest even), with a NaN quieted and its sign and the payload's top bits kept,
/// as the hardware narrows (see [`widen_f32`]).
#[inline]
pub fn narrow_to_f32(x: f64) -> f32 {
    if !x.is_nan() {
        return x as f32;
    }
    let b = x.to_bits();
    let sign = ((b >> 63) as u32) << 31;
    f32::from_bits(sign | 0x7fc0_0000 | ((b >> 29) as u32 & 0x7f_ffff))
}

pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    if exp == 0 {
        sign * man * 2f64.powi(-24)
    } else if exp == 31 {
        if man == 0.0 {
            sign * f64::INFINITY
        } else {
            // Widened as the hardware widens: sign and payload kept, quiet.
            let wide = ((h as u32 & 0x8000) << 16) | 0x7fc0_0000 | ((h as u32 & 0x3ff) << 13);
            widen_f32(f32::from_bits(wide))
        }
    } else {
        sign * (1.0 + man / 1024.0) * 2f64.powi(exp - 15)
    }
}

/// Round to nearest even.
pub fn f64_to_f16(x: f64) -> u16 {
    if x.is_nan() {
        // Narrowed as the hardware narrows: sign and the payload's top bits kept, quiet.
        let f = narrow_to_f32(x).to_bits();
        return ((f >> 16) as u16 & 0x8000) | 0x7e00 | ((f >> 13) as u16 & 0x3ff);
    }
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale to units of the smallest subnormal (2^-24) or of the exponent's ulp.
    let e = if a == 0.0 {
        -15
    } else {
        a.log2().floor() as i32
    };
    let e = e.max(-14);
    let ulp = 2f64.powi(e - 10);
    let q = (a / ulp).round_ties_even();
    let v = q * ulp;
    // Re-encode v (exactly representable now).
    if v == 0.0 {
        return sign;
    }
    let ve = v.log2().floor() as i32;
    if ve < -14 {
        return sign | (v / 2f64.powi(-24)) as u16;
    }
    if ve > 15 {
        return sign | 0x7c00;
    }
    let man = ((v / 2f64.powi(ve) - 1.0) * 1024.0).round() as u16;
    sign | (((ve + 15) as u16) << 10) | man
}

pub fn bf16_to_f64(h: u16) -> f64 {
    widen_f32(f32::from_bits((h as u32) << 16))
}

pub fn f64_to_bf16(x: f64) -> u16 {
    let f = narrow_to_f32(x);
    if f.is_nan() {
        // Sign and the payload's top bits kept, quiet.
        return (f.to_bits() >> 16) as u16 | 0x0040;
    }
    let b = f.to_bits();
    let lsb = (b >> 16) & 1;
    let r = b.wrapping_add(0x7fff + lsb);
    (r >> 16) as u16
}

#[inline]
pub fn sext(x: u64, w: u32) -> u64 {
    if w >= 64 {
        x
    } else {
        (((x << (64 - w)) as i64) >> (64 - w)) as u64
    }
}

#[inline]
pub fn zext(x: u64, w: u32) -> u64 {
    if w >= 64 {
        x
    } else {
        x & ((1u64 << w) - 1)
    }
}

#[inline]
pub fn fval(x: Scalar) -> f64 {
    f64::from_bits(x)
}

#[inline]
pub fn fbits(x: f64) -> Scalar {
    x.to_bits()
}

/// C's `printf("%g", x)` (six significant digits).
pub fn fmt_g(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    const P: i32 = 6;
    // The exponent after rounding to P significant digits.
    let e_form = format!("{:.*e}", (P - 1) as usize, x);
    let (mant, exp) = e_form.split_once('e').unwrap_or((&e_form, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..P).contains(&exp) {
        let mant = strip_zeros(mant);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{}{:02}", mant, sign, exp.abs())
    } else {
        let prec = (P - 1 - exp).max(0) as usize;
        strip_zeros(&format!("{:.*}", prec, x)).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// LLVM's `raw_ostream << double` (`%e`).
pub fn fmt_e(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.into();
    }
    let s = format!("{:.6e}", x);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{}e{}{:02}", mant, sign, exp.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g_format() {
        assert_eq!(fmt_g(1.0), "1");
        assert_eq!(fmt_g(0.5), "0.5");
        assert_eq!(fmt_g(1.75), "1.75");
        assert_eq!(fmt_g(-2.5), "-2.5");
        assert_eq!(fmt_g(123456.0), "123456");
        assert_eq!(fmt_g(1234567.0), "1.23457e+06");
        assert_eq!(fmt_g(0.0001), "0.0001");
        assert_eq!(fmt_g(0.00001), "1e-05");
        assert_eq!(fmt_g(1.0 / 3.0), "0.333333");
        assert_eq!(fmt_g(f64::NAN), "nan");
        assert_eq!(fmt_g(-f64::INFINITY), "-inf");
        assert_eq!(fmt_g(0.1f32 as f64), "0.1");
    }

    #[test]
    fn e_format() {
        assert_eq!(fmt_e(1.0), "1.000000e+00");
        assert_eq!(fmt_e(-0.00025), "-2.500000e-04");
    }

    #[test]
    fn half_floats() {
        for &x in &[0.0, 1.0, -2.5, 0.1, 65504.0, 1e-7, 2.71] {
            let h = f64_to_f16(x);
            let back = f16_to_f64(h);
            assert!((back - x).abs() <= x.abs() * 1e-3 + 6e-8, "{x} -> {back}");
            assert_eq!(f64_to_f16(back), h);
        }
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_bf16(1.0), 0x3f80);
        assert_eq!(bf16_to_f64(0x4049), 3.140625);
        assert_eq!(FTy::F32.round(0.1), 0.1f32 as f64);
    }

    #[test]
    fn puns_lay_out_little_endian_bytes() {
        let mut bytes: Vec<Scalar> = vec![0; 8];
        let (wide, complex): (Vec<WideInt>, Vec<[f64; 2]>) = (Vec::new(), Vec::new());
        let f32s = Pun::new(1, PunElem::Float(FTy::F32));
        f32s.encode(&mut bytes, 1, fbits(1.0), &wide, &complex);
        // 0x3f800000: each byte an i8 scalar, sign-extended.
        assert_eq!(&bytes[..5], &[0, 0, 0, sext(0x80, 8), 0x3f]);
        let i32s = Pun::new(1, PunElem::Int(32));
        assert_eq!(i32s.decode_plain(&bytes, 1), 0x3f80_0000);
        let i16s = Pun::new(0, PunElem::Int(16));
        assert_eq!(i16s.decode_plain(&bytes, 3), sext(0x3f80, 16));
        i16s.encode(&mut bytes, 6, sext(0x8001, 16), &wide, &complex);
        assert_eq!(i16s.decode_plain(&bytes, 6), sext(0x8001, 16));
        let f16s = Pun::new(0, PunElem::Float(FTy::F16));
        f16s.encode(&mut bytes, 0, fbits(-0.5), &wide, &complex);
        assert_eq!(i16s.decode_plain(&bytes, 0), sext(0xb800, 16));
        assert_eq!(fval(f16s.decode_plain(&bytes, 0)), -0.5);
    }

    #[test]
    fn pun_bounds_cover_every_byte() {
        let f64s = Pun::new(4, PunElem::Float(FTy::F64));
        assert_eq!((f64s.stride, f64s.bytes), (8, 8));
        assert_eq!(f64s.byte_of(0, 12), Some(4));
        assert_eq!(f64s.byte_of(1, 12), None);
        assert_eq!(f64s.byte_of(-1, 12), None);
        let i24s = Pun::new(0, PunElem::Int(24));
        assert_eq!((i24s.stride, i24s.bytes), (4, 3));
        assert_eq!(i24s.byte_of(1, 7), Some(4));
        assert_eq!(i24s.byte_of(i64::MAX, 7), None);
        // Wider integers align to 16 bytes; a complex number is two parts.
        let i65s = Pun::new(0, PunElem::Wide(65));
        assert_eq!((i65s.stride, i65s.bytes), (16, 9));
        let i300s = Pun::new(0, PunElem::Wide(300));
        assert_eq!((i300s.stride, i300s.bytes), (48, 38));
        let c16s = Pun::new(0, PunElem::Complex(FTy::F16));
        assert_eq!((c16s.stride, c16s.bytes), (4, 4));
    }

    #[test]
    fn wide_and_complex_puns_round_trip() {
        let mut bytes: Vec<Scalar> = vec![0; 48];
        let (mut wide, mut complex) = (Vec::new(), vec![[1.5, -2.0]]);
        let i65s = Pun::new(0, PunElem::Wide(65));
        let minus_one = wide_scalar(&mut wide, WideInt::from_i128(65, -1));
        i65s.encode(&mut bytes, 16, minus_one, &wide, &complex);
        // Nine bytes, the bits past the width zero.
        assert_eq!(
            &bytes[16..26],
            &[
                u64::MAX,
                u64::MAX,
                u64::MAX,
                u64::MAX,
                u64::MAX,
                u64::MAX,
                u64::MAX,
                u64::MAX,
                1,
                0
            ]
        );
        let tables = Tables {
            wide: &mut wide,
            complex: &mut complex,
        };
        let back = i65s.decode(&bytes, 16, tables);
        assert_eq!(wide_value(&wide, back, 65), WideInt::from_i128(65, -1));
        let c32s = Pun::new(0, PunElem::Complex(FTy::F32));
        c32s.encode(&mut bytes, 0, 0, &wide, &complex);
        let tables = Tables {
            wide: &mut wide,
            complex: &mut complex,
        };
        let z = c32s.decode(&bytes, 0, tables);
        assert_eq!(complex_value(&complex, z), [1.5, -2.0]);
    }

    #[test]
    fn wide_scalars() {
        let mut table = Vec::new();
        let small = WideInt::from_i128(128, -5);
        let s = wide_scalar(&mut table, small.clone());
        assert!(table.is_empty());
        assert_eq!(wide_value(&table, s, 128), small);
        let big = WideInt::from_i128(256, i128::MIN);
        let b = wide_scalar(&mut table, big.clone());
        assert_eq!(table.len(), 1);
        assert_eq!(wide_value(&table, b, 256), big);
        // Zero-filled memory holds zero.
        assert!(wide_value(&table, 0, 100).is_zero());
    }

    #[test]
    fn int_widths() {
        assert_eq!(sext(0xff, 8), u64::MAX);
        assert_eq!(zext(u64::MAX, 8), 0xff);
        assert_eq!(sext(1, 1), u64::MAX);
        assert_eq!(sext(5, 64), 5);
    }
}
