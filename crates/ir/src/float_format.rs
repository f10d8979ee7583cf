//! Float attribute text <-> bits, matching what mlir-opt 22 prints and parses.
//!
//! Everything here works on the raw encoding of a value (the low `bit_width()`
//! bits of a `u128`).  Internally a value is unpacked into a small
//! sign / exponent / significand record that mirrors the model LLVM's APFloat
//! uses, because both the printing algorithm and the "does the short form
//! re-parse to the same value" check are defined in terms of that model.
//!
//! Behaviour notes (verified against mlir-opt 22.1):
//! * `format_float` prints `d.dddddde+XX` (7 significant digits) when that text
//!   converts back to the identical value; otherwise the "shortest-ish" default
//!   form (`2 + floor(precision * 59 / 196)` significant digits, plain or `E`
//!   notation); otherwise (inf, NaN, or a default form without a '.') the bits
//!   in upper-case hex, e.g. `0x7FC00000`.
//! * MLIR lexes a decimal float literal into a *double* first and then rounds
//!   that double into the target type, so `parse_decimal` does the same
//!   (`0.1 : f128` really is the double 0.1; `1.0e300 : f32` is +inf without
//!   any diagnostic).  `parse_decimal_exact` is the direct, single-rounding
//!   conversion (which is what APFloat's string constructor does and what the
//!   printer uses for its round-trip check).
//! * Decimal integers (`1 : f32`) are rejected by MLIR ("unexpected decimal
//!   integer literal for a floating point value"); hex integers are raw bits.

use std::cmp::Ordering;

/// The builtin MLIR float types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

impl FloatKind {
    /// Every kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// Storage width of the encoding in bits.
    pub fn bit_width(self) -> u32 {
        self.sem().size
    }

    /// The type's spelling in MLIR assembly.
    pub fn mlir_name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// Inverse of [`FloatKind::mlir_name`] (exact, case-sensitive match).
    pub fn from_mlir_name(name: &str) -> Option<Self> {
        FloatKind::ALL.iter().copied().find(|k| k.mlir_name() == name)
    }

    fn sem(self) -> Sem {
        use NanEnc as N;
        use NonFinite as B;
        let s = |max_exp, min_exp, prec, size| Sem {
            max_exp,
            min_exp,
            prec,
            size,
            nonfinite: B::Ieee,
            nan: N::Ieee,
            has_zero: true,
            x87: false,
        };
        match self {
            FloatKind::F16 => s(15, -14, 11, 16),
            FloatKind::BF16 => s(127, -126, 8, 16),
            FloatKind::F32 => s(127, -126, 24, 32),
            FloatKind::F64 => s(1023, -1022, 53, 64),
            FloatKind::F80 => Sem { x87: true, ..s(16383, -16382, 64, 80) },
            FloatKind::F128 => s(16383, -16382, 113, 128),
            FloatKind::TF32 => s(127, -126, 11, 19),
            FloatKind::F8E5M2 => s(15, -14, 3, 8),
            FloatKind::F8E4M3 => s(7, -6, 4, 8),
            FloatKind::F8E3M4 => s(3, -2, 5, 8),
            FloatKind::F8E4M3FN => Sem { nonfinite: B::NanOnly, nan: N::AllOnes, ..s(8, -6, 4, 8) },
            FloatKind::F8E5M2FNUZ => Sem { nonfinite: B::NanOnly, nan: N::NegZero, ..s(15, -15, 3, 8) },
            FloatKind::F8E4M3FNUZ => Sem { nonfinite: B::NanOnly, nan: N::NegZero, ..s(7, -7, 4, 8) },
            FloatKind::F8E4M3B11FNUZ => {
                Sem { nonfinite: B::NanOnly, nan: N::NegZero, ..s(4, -10, 4, 8) }
            }
            FloatKind::F8E8M0FNU => Sem {
                nonfinite: B::NanOnly,
                nan: N::AllOnes,
                has_zero: false,
                ..s(127, -127, 1, 8)
            },
            FloatKind::F6E3M2FN => Sem { nonfinite: B::FiniteOnly, ..s(4, -2, 3, 6) },
            FloatKind::F6E2M3FN => Sem { nonfinite: B::FiniteOnly, ..s(2, 0, 4, 6) },
            FloatKind::F4E2M1FN => Sem { nonfinite: B::FiniteOnly, ..s(2, 0, 2, 4) },
        }
    }
}

// ---------------------------------------------------------------------------
// Public entry points
// ---------------------------------------------------------------------------

/// Prints a float attribute value the way mlir-opt prints it (e.g. the `3.000000e-01`
/// in `arith.constant 3.000000e-01 : f32`, or an element of `dense<[...]>`).
/// Bits above `kind.bit_width()` are ignored.
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let sem = kind.sem();
    let v = decode(kind, bits & width_mask(sem.size));
    if matches!(v.cat, Cat::Normal | Cat::Zero) {
        let short = to_apfloat_string(&sem, &v, 6, 0, false);
        if let Some(d) = lex_decimal(&short, true) {
            if decimal_to_val(&sem, &d) == v {
                return short;
            }
        }
        let long = to_apfloat_string(&sem, &v, 0, 3, true);
        if long.contains('.') {
            return long;
        }
    }
    format!("0x{:X}", encode(kind, &v))
}

/// Converts decimal float literal text, as the MLIR lexer accepts it
/// (`[0-9]+ '.' [0-9]* ([eE] [+-]? [0-9]+)?`, optionally preceded by a single `-`,
/// which MLIR lexes as a separate token), into bits of `kind` exactly like mlir-opt:
/// the text is first rounded (nearest-even) to an f64 and that double is then
/// rounded (nearest-even) into `kind`.
///
/// Returns `None` if the text is not such a literal, and also for the one case where
/// mlir-opt has no well-defined result: a literal that overflows f64 to infinity
/// parsed into a type without infinity and NaN (f6E2M3FN, f6E3M2FN, f4E2M1FN).
/// Out-of-range values are not errors: e.g. `1.0e300` for f32 gives +inf bits, and
/// for NaN-only types (f8E4M3FN, ...) the NaN encoding.
pub fn parse_decimal(kind: FloatKind, text: &str) -> Option<u128> {
    let d = lex_decimal(text, false)?;
    let f64sem = FloatKind::F64.sem();
    // StringRef::getAsDouble on the unsigned spelling, then negation of the double.
    let mut dbl = decimal_to_val(&f64sem, &Decimal { neg: false, ..d.clone() });
    if d.neg {
        dbl.neg = !dbl.neg;
    }
    let v = convert(&f64sem, &kind.sem(), &dbl)?;
    Some(encode(kind, &v))
}

/// Like [`parse_decimal`] but rounds the decimal value directly into `kind` (single,
/// correct nearest-even rounding, APFloat string-constructor semantics).  This is
/// NOT what mlir-opt does for literals in the IR (see `parse_decimal`), but it is
/// the conversion its printer uses for the round-trip check.
pub fn parse_decimal_exact(kind: FloatKind, text: &str) -> Option<u128> {
    let d = lex_decimal(text, false)?;
    let v = decimal_to_val(&kind.sem(), &d);
    Some(encode(kind, &v))
}

/// Hex integer literal used for a float type: the digits are the raw bits.
/// Accepts the digits with or without a leading lower-case `0x` (the only prefix the
/// MLIR lexer knows).  Returns `None` when there are no digits, a non-hex character,
/// or the value needs more than `kind.bit_width()` bits (mlir-opt: "hexadecimal float
/// constant out of range for type").  Leading zeros are fine.
///
/// Note: MLIR rejects decimal integer literals for float types ("unexpected decimal
/// integer literal for a floating point value") and a minus sign before a hex
/// literal ("hexadecimal float literal should not have a leading minus").
pub fn from_hex(kind: FloatKind, hex_digits: &str) -> Option<u128> {
    let digits = hex_digits.strip_prefix("0x").unwrap_or(hex_digits);
    if digits.is_empty() {
        return None;
    }
    let width = kind.bit_width();
    let mut value: u128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(16)? as u128;
        if value >> 124 != 0 {
            return None;
        }
        value = (value << 4) | d;
        if width < 128 && value >> width != 0 {
            return None;
        }
    }
    Some(value)
}

/// The bits mlir-opt re-emits for a value built from `bits` (e.g. what
/// `arith.bitcast` folding or the hex form of a NaN shows).  Identical to `bits` for
/// every canonical encoding; differs only for f80 non-canonical patterns
/// (pseudo-denormals get exponent field 1, unnormals become NaNs with exponent
/// 0x7FFF) and ignores bits above the width.
pub fn canonical_bits(kind: FloatKind, bits: u128) -> u128 {
    let sem = kind.sem();
    encode(kind, &decode(kind, bits & width_mask(sem.size)))
}

/// Value of the encoding as an f64 (nearest-even rounding for f80/f128).
/// NaN encodings give a NaN; infinities an infinity.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let sem = kind.sem();
    let v = decode(kind, bits & width_mask(sem.size));
    match convert(&sem, &FloatKind::F64.sem(), &v) {
        Some(d) => {
            let b = encode(FloatKind::F64, &d) as u64;
            let f = f64::from_bits(b);
            if v.cat == Cat::Nan && !f.is_nan() {
                // (e.g. the payload of an f8E8M0FNU NaN does not survive the shift)
                if v.neg {
                    -f64::NAN
                } else {
                    f64::NAN
                }
            } else {
                f
            }
        }
        None => f64::NAN,
    }
}

/// Rounds an f64 into `kind` (nearest-even, APFloat `convert` semantics: overflow
/// gives inf for IEEE types, the NaN encoding for NaN-only types and the largest
/// finite value for the f6/f4 types; -0.0 becomes +0 for the FNUZ types; zero and
/// underflow give the smallest value 2^-127 for f8E8M0FNU).  Infinity or NaN into
/// the f6/f4 types (which cannot represent them; LLVM has undefined behaviour there)
/// gives 0.
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    let d = decode(FloatKind::F64, v.to_bits() as u128);
    match convert(&FloatKind::F64.sem(), &kind.sem(), &d) {
        Some(r) => encode(kind, &r),
        None => 0,
    }
}

// ---------------------------------------------------------------------------
// Semantics and the unpacked value model
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// inf and NaN as in IEEE 754.
    Ieee,
    /// no infinity; overflow produces NaN.
    NanOnly,
    /// neither infinity nor NaN.
    FiniteOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEnc {
    Ieee,
    /// NaN is exponent and mantissa all ones.
    AllOnes,
    /// NaN is the bit pattern of negative zero.
    NegZero,
}

#[derive(Clone, Copy, Debug)]
struct Sem {
    /// Largest e with 2^e representable.
    max_exp: i32,
    /// Smallest e with 2^e a normal number.
    min_exp: i32,
    /// Significand bits including the integer bit.
    prec: u32,
    /// Encoding width.
    size: u32,
    nonfinite: NonFinite,
    nan: NanEnc,
    has_zero: bool,
    /// x87 80-bit format with an explicit integer bit.
    x87: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cat {
    Zero,
    Inf,
    Nan,
    Normal,
}

/// Unpacked value.  For `Normal` the magnitude is `sig * 2^(exp - (prec - 1))` with
/// `sig < 2^prec`; denormals have `exp == min_exp` and the top bit clear.  For `Nan`,
/// `sig` is the payload.  Zero and infinity have `exp == 0` and `sig == 0`, so that
/// derived equality is the same as APFloat's bitwise equality.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Val {
    cat: Cat,
    neg: bool,
    exp: i32,
    sig: u128,
}

fn width_mask(size: u32) -> u128 {
    if size >= 128 {
        u128::MAX
    } else {
        (1u128 << size) - 1
    }
}

fn low_mask(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

impl Sem {
    fn bias(&self) -> i64 {
        if self.prec == 1 {
            // Exponent-only format (f8E8M0FNU).
            -(self.min_exp as i64)
        } else {
            -(self.min_exp as i64 - 1)
        }
    }

    /// Exponent value used for NaN in the encoding (before adding the bias).
    fn nan_exponent(&self) -> i64 {
        if self.nonfinite == NonFinite::NanOnly {
            if self.nan == NanEnc::NegZero {
                return self.min_exp as i64 - 1;
            }
            if self.prec > 1 {
                return self.max_exp as i64;
            }
        }
        self.max_exp as i64 + 1
    }

    fn zero(&self, neg: bool) -> Val {
        if !self.has_zero {
            return self.smallest_normalized();
        }
        Val { cat: Cat::Zero, neg: neg && self.nan != NanEnc::NegZero, exp: 0, sig: 0 }
    }

    fn smallest_normalized(&self) -> Val {
        Val { cat: Cat::Normal, neg: false, exp: self.min_exp, sig: 1u128 << (self.prec - 1) }
    }

    fn largest(&self, neg: bool) -> Val {
        let mut sig = low_mask(self.prec);
        if self.nonfinite == NonFinite::NanOnly && self.nan == NanEnc::AllOnes && self.prec > 1 {
            sig &= !1;
        }
        Val { cat: Cat::Normal, neg, exp: self.max_exp, sig }
    }

    /// The default quiet NaN of the format.
    fn nan_value(&self, neg: bool) -> Val {
        let mut sig: u128 = 0;
        if self.nonfinite == NonFinite::NanOnly {
            if self.nan == NanEnc::NegZero {
                return Val { cat: Cat::Nan, neg: true, exp: 0, sig: 0 };
            }
            sig = low_mask(self.prec - 1);
        }
        sig |= 1u128 << self.prec.saturating_sub(2);
        if self.x87 {
            sig |= 1u128 << (self.prec - 1);
        }
        Val { cat: Cat::Nan, neg, exp: 0, sig }
    }

    fn inf(&self, neg: bool) -> Val {
        Val { cat: Cat::Inf, neg, exp: 0, sig: 0 }
    }

    /// Result of a round-to-nearest overflow.
    fn overflow(&self, neg: bool) -> Val {
        match self.nonfinite {
            NonFinite::Ieee => self.inf(neg),
            NonFinite::NanOnly => self.nan_value(neg),
            NonFinite::FiniteOnly => self.largest(neg),
        }
    }

    /// Rounds `(q + f) * 2^s` (where `0 < f < 1` iff `sticky`) to nearest-even.
    /// When `sticky` is set, `q` must have at least `prec + 2` significant bits.
    fn round(&self, neg: bool, q: u128, s: i64, sticky: bool) -> Val {
        if q == 0 {
            return self.zero(neg);
        }
        let p = self.prec as i64;
        let bl = 128 - q.leading_zeros() as i64;
        let msb_exp = s + bl - 1;
        if msb_exp > self.max_exp as i64 {
            return self.overflow(neg);
        }
        let quantum = msb_exp.max(self.min_exp as i64) - (p - 1);
        let shift = quantum - s;
        let mut m: u128;
        if shift <= 0 {
            // Exact (the caller only passes sticky with enough bits).
            m = q << ((-shift) as u32);
        } else {
            let (kept, half, rest) = if shift > 128 {
                (0u128, false, true)
            } else {
                let hb = (shift - 1) as u32;
                let kept = if shift == 128 { 0 } else { q >> shift as u32 };
                let half = (q >> hb) & 1 == 1;
                let rest = (q & low_mask(hb)) != 0 || sticky;
                (kept, half, rest)
            };
            m = kept;
            if half && (rest || (m & 1) == 1) {
                m += 1;
            }
        }
        let mut exp = quantum + p - 1;
        if m >> self.prec != 0 {
            m >>= 1;
            exp += 1;
            if exp > self.max_exp as i64 {
                return self.overflow(neg);
            }
        }
        if self.nonfinite == NonFinite::NanOnly
            && self.nan == NanEnc::AllOnes
            && self.prec > 1
            && exp == self.max_exp as i64
            && m == low_mask(self.prec)
        {
            return self.overflow(neg);
        }
        if m == 0 {
            return self.zero(neg);
        }
        Val { cat: Cat::Normal, neg, exp: exp as i32, sig: m }
    }
}

/// Unpacks an encoding (APFloat's `initFromAPInt`).
fn decode(kind: FloatKind, bits: u128) -> Val {
    let sem = kind.sem();
    if sem.x87 {
        let mant = bits as u64 as u128;
        let se = (bits >> 64) as u64;
        let e = (se & 0x7fff) as i64;
        let neg = (se >> 15) & 1 == 1;
        let int_bit = mant >> 63 == 1;
        if e == 0 && mant == 0 {
            return Val { cat: Cat::Zero, neg, exp: 0, sig: 0 };
        }
        if e == 0x7fff && mant == 1u128 << 63 {
            return Val { cat: Cat::Inf, neg, exp: 0, sig: 0 };
        }
        if e == 0x7fff || (e != 0 && !int_bit) {
            return Val { cat: Cat::Nan, neg, exp: 0, sig: mant };
        }
        let exp = if e == 0 { -16382 } else { (e - 16383) as i32 };
        return Val { cat: Cat::Normal, neg, exp: exp as i32, sig: mant };
    }
    if sem.prec == 1 {
        // f8E8M0FNU: unsigned, exponent only, 0xFF is NaN.
        let e = (bits & 0xff) as i64;
        if e == 0xff {
            return Val { cat: Cat::Nan, neg: false, exp: 0, sig: 1 };
        }
        return Val { cat: Cat::Normal, neg: false, exp: (e - 127) as i32, sig: 1 };
    }
    let t = sem.prec - 1;
    let ebits = sem.size - 1 - t;
    let mant = bits & low_mask(t);
    let e = ((bits >> t) & low_mask(ebits)) as i64;
    let neg = (bits >> (sem.size - 1)) & 1 == 1;
    let bias = sem.bias();
    let is_zero = e == 0 && mant == 0;
    if sem.nonfinite == NonFinite::Ieee && e - bias == sem.max_exp as i64 + 1 && mant == 0 {
        return Val { cat: Cat::Inf, neg, exp: 0, sig: 0 };
    }
    let is_nan = match sem.nan {
        NanEnc::Ieee => e - bias == sem.nan_exponent() && mant != 0,
        NanEnc::AllOnes => e - bias == sem.nan_exponent() && mant == low_mask(t),
        NanEnc::NegZero => is_zero && neg,
    };
    if is_nan {
        return Val { cat: Cat::Nan, neg, exp: 0, sig: mant };
    }
    if is_zero {
        return Val { cat: Cat::Zero, neg: neg && sem.nan != NanEnc::NegZero, exp: 0, sig: 0 };
    }
    if e == 0 {
        Val { cat: Cat::Normal, neg, exp: sem.min_exp, sig: mant }
    } else {
        Val { cat: Cat::Normal, neg, exp: (e - bias) as i32, sig: mant | (1u128 << t) }
    }
}

/// Packs a value (APFloat's `bitcastToAPInt`).
fn encode(kind: FloatKind, v: &Val) -> u128 {
    let sem = kind.sem();
    if sem.x87 {
        let (e, mant): (u128, u128) = match v.cat {
            Cat::Normal => {
                let mut e = (v.exp as i64 + 16383) as u128;
                if e == 1 && v.sig >> 63 == 0 {
                    e = 0;
                }
                (e, v.sig & low_mask(64))
            }
            Cat::Zero => (0, 0),
            Cat::Inf => (0x7fff, 1u128 << 63),
            Cat::Nan => (0x7fff, v.sig & low_mask(64)),
        };
        return ((v.neg as u128) << 79) | ((e & 0x7fff) << 64) | mant;
    }
    let t = sem.prec - 1;
    let ebits = if t > 0 { sem.size - 1 - t } else { sem.size };
    let bias = sem.bias();
    let (e, mant): (i64, u128) = match v.cat {
        Cat::Normal => {
            let mut e = v.exp as i64 + bias;
            if e == 1 && t > 0 && (v.sig >> t) & 1 == 0 {
                e = 0;
            }
            (e, v.sig)
        }
        Cat::Zero => (sem.min_exp as i64 - 1 + bias, 0),
        Cat::Inf => (sem.max_exp as i64 + 1 + bias, 0),
        Cat::Nan => (sem.nan_exponent() + bias, v.sig),
    };
    let mut out = mant & low_mask(t);
    out |= ((e as u128) & low_mask(ebits)) << t;
    out |= (v.neg as u128) << (sem.size - 1);
    out & width_mask(sem.size)
}

/// APFloat `convert` with nearest-even rounding.  `None` for infinity / NaN into a
/// format that has neither (undefined in LLVM).
fn convert(from: &Sem, to: &Sem, v: &Val) -> Option<Val> {
    match v.cat {
        Cat::Normal => Some(to.round(v.neg, v.sig, v.exp as i64 - (from.prec as i64 - 1), false)),
        Cat::Zero => Some(to.zero(v.neg)),
        Cat::Inf => match to.nonfinite {
            NonFinite::Ieee => Some(to.inf(v.neg)),
            NonFinite::NanOnly => Some(to.nan_value(v.neg)),
            NonFinite::FiniteOnly => None,
        },
        Cat::Nan => match to.nonfinite {
            NonFinite::FiniteOnly => None,
            NonFinite::NanOnly => Some(to.nan_value(v.neg)),
            NonFinite::Ieee => {
                if from.nan == NanEnc::NegZero {
                    return Some(to.nan_value(false));
                }
                let signaling = from.nonfinite == NonFinite::Ieee
                    && from.prec >= 2
                    && (v.sig >> (from.prec - 2)) & 1 == 0;
                let shift = to.prec as i64 - from.prec as i64;
                let mut sig = v.sig;
                if shift < 0 {
                    if from.nonfinite != NonFinite::NanOnly {
                        let sh = (-shift) as u32;
                        sig = if sh >= 128 { 0 } else { sig >> sh };
                    }
                } else {
                    let sh = shift as u32;
                    sig = if sh >= 128 { 0 } else { sig << sh };
                }
                sig &= low_mask(to.prec);
                if to.x87 {
                    sig |= 1u128 << (to.prec - 1);
                }
                if signaling {
                    sig |= 1u128 << (to.prec - 2);
                }
                Some(Val { cat: Cat::Nan, neg: v.neg, exp: 0, sig })
            }
        },
    }
}

// ---------------------------------------------------------------------------
// Decimal text -> value
// ---------------------------------------------------------------------------

/// A scanned decimal literal: `(-1)^neg * digits * 10^exp10`, `digits` without
/// leading or trailing zeros (empty for zero).
#[derive(Clone, Debug)]
struct Decimal {
    neg: bool,
    digits: Vec<u8>,
    exp10: i64,
}

/// Largest exponent magnitude APFloat's decimal reader keeps (it saturates there).
const EXPONENT_CAP: i64 = 24000;

/// Scans `[-]? [0-9]+ '.' [0-9]* ([eE] [+-]? [0-9]+)?` (the whole string).
/// With `allow_plus`, a leading `+` is also accepted (only used internally).
fn lex_decimal(text: &str, allow_plus: bool) -> Option<Decimal> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut neg = false;
    if i < b.len() && b[i] == b'-' {
        neg = true;
        i += 1;
    } else if allow_plus && i < b.len() && b[i] == b'+' {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let int_end = i;
    if int_end == int_start || i >= b.len() || b[i] != b'.' {
        return None;
    }
    i += 1;
    let frac_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let frac_end = i;
    let mut exp: i64 = 0;
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return None;
        }
        i += 1;
        let mut eneg = false;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            eneg = b[i] == b'-';
            i += 1;
        }
        let es = i;
        while i < b.len() && b[i].is_ascii_digit() {
            if exp < EXPONENT_CAP {
                exp = (exp * 10 + (b[i] - b'0') as i64).min(EXPONENT_CAP);
            }
            i += 1;
        }
        if i == es || i != b.len() {
            return None;
        }
        if eneg {
            exp = -exp;
        }
    }
    let mut digits: Vec<u8> = Vec::with_capacity(frac_end - int_start);
    digits.extend(b[int_start..int_end].iter().map(|c| c - b'0'));
    digits.extend(b[frac_start..frac_end].iter().map(|c| c - b'0'));
    let mut exp10 = exp - (frac_end - frac_start) as i64;
    let lead = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..lead);
    while let Some(&0) = digits.last() {
        digits.pop();
        exp10 += 1;
    }
    if digits.is_empty() {
        exp10 = 0;
    }
    Some(Decimal { neg, digits, exp10 })
}

/// Correctly rounded (nearest-even) conversion of a decimal into `sem`
/// (APFloat `convertFromString` on a decimal string).
fn decimal_to_val(sem: &Sem, d: &Decimal) -> Val {
    if d.digits.is_empty() {
        return sem.zero(d.neg);
    }
    let p = sem.prec as i64;
    // Same quick range checks as APFloat (they only reject values that are
    // certainly out of range, so they do not change results).
    let norm = d.exp10 + d.digits.len() as i64 - 1;
    if norm - 1 > (i32::MAX / 42039) as i64 {
        return sem.overflow(d.neg);
    }
    if norm - 1 < (i32::MIN / 42039) as i64
        || (norm + 1) * 28738 <= 8651 * (sem.min_exp as i64 - p)
    {
        return sem.zero(d.neg);
    }
    if (norm - 1) * 42039 >= 12655 * sem.max_exp as i64 {
        return sem.overflow(d.neg);
    }
    let mut n = Big::from_decimal_digits(&d.digits);
    let want = (p + 3) as u64;
    if d.exp10 >= 0 {
        n.mul_pow10(d.exp10 as u64);
        let bl = n.bit_len();
        if bl <= want {
            sem.round(d.neg, n.to_u128(), 0, false)
        } else {
            let drop = bl - want;
            let sticky = n.any_low_bits(drop);
            n.shr(drop);
            sem.round(d.neg, n.to_u128(), drop as i64, sticky)
        }
    } else {
        let m = (-d.exp10) as u64;
        let mut den = Big::from_u128(1);
        den.mul_pow5(m);
        let l = n.bit_len() as i64 - den.bit_len() as i64;
        let sh = want as i64 - l;
        if sh >= 0 {
            n.shl(sh as u64);
        } else {
            den.shl((-sh) as u64);
        }
        let (q, sticky) = Big::div_small_quotient(&n, &den, sem.prec + 5);
        sem.round(d.neg, q, -(m as i64) - sh, sticky)
    }
}

// ---------------------------------------------------------------------------
// Value -> text (APFloat toString)
// ---------------------------------------------------------------------------

fn to_apfloat_string(sem: &Sem, v: &Val, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    match v.cat {
        Cat::Inf => (if v.neg { "-Inf" } else { "+Inf" }).to_string(),
        Cat::Nan => "NaN".to_string(),
        Cat::Zero => {
            let mut s = String::new();
            if v.neg {
                s.push('-');
            }
            if max_padding == 0 {
                if truncate_zero {
                    s.push_str("0.0E+0");
                } else {
                    s.push_str("0.0");
                    for _ in 1..precision.max(1) {
                        s.push('0');
                    }
                    s.push_str("e+00");
                }
            } else {
                s.push('0');
            }
            s
        }
        Cat::Normal => format_normal(
            v.neg,
            v.exp as i64 - (sem.prec as i64 - 1),
            v.sig,
            sem.prec,
            precision,
            max_padding,
            truncate_zero,
        ),
    }
}

/// Decimal rendering of `sig * 2^exp` with APFloat's digit selection rules:
/// exact expansion, a truncating division that keeps a few guard digits, then
/// round-half-up to `precision` significant digits (0 = 2 + floor(bits*59/196)).
fn format_normal(
    neg: bool,
    exp2: i64,
    sig: u128,
    sem_prec: u32,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let fp: i64 = if precision == 0 { 2 + (sem_prec as i64 * 59) / 196 } else { precision as i64 };
    if sig == 0 {
        // Not reachable for well-formed values; print as zero rather than loop.
        out.push('0');
        return out;
    }

    let tz = sig.trailing_zeros();
    let mut exp = exp2 + tz as i64;
    let mut big = Big::from_u128(sig >> tz);
    if exp > 0 {
        big.shl(exp as u64);
        exp = 0;
    } else if exp < 0 {
        big.mul_pow5((-exp) as u64);
    }

    // Drop whole decimal digits we certainly do not need (truncating).
    let bits = big.bit_len() as i64;
    let required = (fp * 196 + 58) / 59;
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        if tens > 0 {
            exp += tens;
            big.div_pow10(tens as u64);
        }
    }

    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !big.is_zero() {
        let mut chunk = big.divrem_small(1_000_000_000);
        let top = big.is_zero();
        let mut count = 0;
        while if top { chunk != 0 } else { count < 9 } {
            let d = (chunk % 10) as u8;
            chunk /= 10;
            count += 1;
            if in_trail && d == 0 {
                exp += 1;
            } else {
                buf.push(b'0' + d);
                in_trail = false;
            }
        }
    }
    if buf.is_empty() {
        out.push('0');
        return out;
    }

    // Round half-up to fp digits.
    let n = buf.len();
    if n as i64 > fp {
        let mut first = n - fp as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            exp += first as i64;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i < n {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            exp += first as i64;
            if first == n {
                buf.clear();
                buf.push(b'1');
            } else {
                buf.drain(..first);
            }
        }
    }

    let nd = buf.len() as i64;
    let digit = |i: i64| buf[i as usize] as char; // i counts from the least significant
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > fp
    } else {
        let msd = exp + nd - 1;
        if msd >= 0 {
            false
        } else {
            -msd > max_padding as i64
        }
    };

    if scientific {
        exp += nd - 1;
        out.push(digit(nd - 1));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(nd - 1 - i));
            }
        }
        if !truncate_zero && fp > nd - 1 {
            for _ in 0..(fp - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }

    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(nd - 1 - i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }

    let whole = exp + nd;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(nd - 1 - i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(nd - 1 - i));
        i += 1;
    }
    out
}

// ---------------------------------------------------------------------------
// Minimal unsigned big integer (little-endian u32 limbs, no high zero limbs)
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct Big {
    limbs: Vec<u32>,
}

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big { limbs }
    }

    fn from_decimal_digits(digits: &[u8]) -> Big {
        let mut b = Big { limbs: Vec::new() };
        for chunk in digits.chunks(9) {
            let mut val: u32 = 0;
            let mut mul: u32 = 1;
            for &d in chunk {
                val = val * 10 + d as u32;
                mul *= 10;
            }
            b.mul_small(mul);
            b.add_small(val);
        }
        b
    }

    fn trim(&mut self) {
        while let Some(&0) = self.limbs.last() {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn bit_len(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 32 + (32 - top.leading_zeros() as u64),
        }
    }

    /// Low 128 bits.
    fn to_u128(&self) -> u128 {
        let mut v: u128 = 0;
        for (i, &l) in self.limbs.iter().enumerate().take(4) {
            v |= (l as u128) << (32 * i);
        }
        v
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry: u64 = 0;
        for l in self.limbs.iter_mut() {
            let t = (*l as u64) * (m as u64) + carry;
            *l = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for l in self.limbs.iter_mut() {
            if carry == 0 {
                break;
            }
            let t = *l as u64 + carry;
            *l = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    /// Divides in place, returns the remainder.
    fn divrem_small(&mut self, m: u32) -> u32 {
        let mut rem: u64 = 0;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 32) | *l as u64;
            *l = (cur / m as u64) as u32;
            rem = cur % m as u64;
        }
        self.trim();
        rem as u32
    }

    fn mul_pow5(&mut self, mut e: u64) {
        const P13: u32 = 1_220_703_125; // 5^13
        while e >= 13 {
            self.mul_small(P13);
            e -= 13;
        }
        self.mul_small(5u32.pow(e as u32));
    }

    fn mul_pow10(&mut self, mut e: u64) {
        while e >= 9 {
            self.mul_small(1_000_000_000);
            e -= 9;
        }
        self.mul_small(10u32.pow(e as u32));
    }

    /// Floor division by 10^e.
    fn div_pow10(&mut self, mut e: u64) {
        while e >= 9 && !self.is_zero() {
            self.divrem_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 && e < 9 {
            self.divrem_small(10u32.pow(e as u32));
        }
    }

    fn shl(&mut self, n: u64) {
        if self.is_zero() || n == 0 {
            return;
        }
        let words = (n / 32) as usize;
        let bits = (n % 32) as u32;
        let mut out = vec![0u32; words];
        if bits == 0 {
            out.extend_from_slice(&self.limbs);
        } else {
            let mut carry: u32 = 0;
            for &l in &self.limbs {
                out.push((l << bits) | carry);
                carry = l >> (32 - bits);
            }
            if carry != 0 {
                out.push(carry);
            }
        }
        self.limbs = out;
    }

    fn shr(&mut self, n: u64) {
        let words = (n / 32) as usize;
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(..words);
        let bits = (n % 32) as u32;
        if bits != 0 {
            let len = self.limbs.len();
            for i in 0..len {
                let hi = if i + 1 < len { self.limbs[i + 1] << (32 - bits) } else { 0 };
                self.limbs[i] = (self.limbs[i] >> bits) | hi;
            }
        }
        self.trim();
    }

    fn shr1(&mut self) {
        self.shr(1);
    }

    /// Whether any of the lowest `n` bits is set.
    fn any_low_bits(&self, n: u64) -> bool {
        let words = (n / 32) as usize;
        for (i, &l) in self.limbs.iter().enumerate() {
            if i < words {
                if l != 0 {
                    return true;
                }
            } else if i == words {
                let bits = (n % 32) as u32;
                return bits != 0 && (l & ((1u32 << bits) - 1)) != 0;
            } else {
                break;
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

    /// `self -= o`, requires `self >= o`.
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow: i64 = 0;
        for i in 0..self.limbs.len() {
            let b = if i < o.limbs.len() { o.limbs[i] as i64 } else { 0 };
            let mut t = self.limbs[i] as i64 - b - borrow;
            if t < 0 {
                t += 1 << 32;
                borrow = 1;
            } else {
                borrow = 0;
            }
            self.limbs[i] = t as u32;
        }
        self.trim();
    }

    /// Quotient (which must be below 2^qbits, qbits <= 128) and whether the
    /// remainder is nonzero, by plain binary long division.
    fn div_small_quotient(num: &Big, den: &Big, qbits: u32) -> (u128, bool) {
        let mut rem = num.clone();
        let mut d = den.clone();
        d.shl(qbits as u64 - 1);
        let mut q: u128 = 0;
        for i in (0..qbits).rev() {
            if rem.cmp(&d) != Ordering::Less {
                rem.sub_assign(&d);
                q |= 1u128 << i;
            }
            d.shr1();
        }
        (q, !rem.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
}
