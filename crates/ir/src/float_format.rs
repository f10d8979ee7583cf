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

use big::Big;

mod big;
#[cfg(test)]
mod tests;

/// The builtin MLIR float types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half precision.
    F16,
    /// bfloat16: f32's exponent with 7 mantissa bits.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// x87 80-bit extended precision.
    F80,
    /// IEEE quadruple precision.
    F128,
    /// NVIDIA TensorFloat-32: f32's exponent with 10 mantissa bits.
    TF32,
    /// 8-bit float, 5 exponent and 2 mantissa bits (OCP E5M2).
    F8E5M2,
    /// 8-bit float, 4 exponent and 3 mantissa bits, IEEE-like.
    F8E4M3,
    /// 8-bit float E4M3 without infinities, NaN only with all exponent and
    /// mantissa bits set (OCP E4M3).
    F8E4M3FN,
    /// 8-bit float E5M2, finite, unsigned zero (NaN is the negative-zero pattern).
    F8E5M2FNUZ,
    /// 8-bit float E4M3, finite, unsigned zero (NaN is the negative-zero pattern).
    F8E4M3FNUZ,
    /// 8-bit float E4M3 with exponent bias 11, finite, unsigned zero.
    F8E4M3B11FNUZ,
    /// 8-bit float, 3 exponent and 4 mantissa bits, IEEE-like.
    F8E3M4,
    /// 8-bit exponent-only scale type (OCP E8M0), unsigned, finite.
    F8E8M0FNU,
    /// 6-bit float E2M3, finite (OCP MX).
    F6E2M3FN,
    /// 6-bit float E3M2, finite (OCP MX).
    F6E3M2FN,
    /// 4-bit float E2M1, finite (OCP MX).
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
        FloatKind::ALL
            .iter()
            .copied()
            .find(|k| k.mlir_name() == name)
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
            FloatKind::F80 => Sem {
                x87: true,
                ..s(16383, -16382, 64, 80)
            },
            FloatKind::F128 => s(16383, -16382, 113, 128),
            FloatKind::TF32 => s(127, -126, 11, 19),
            FloatKind::F8E5M2 => s(15, -14, 3, 8),
            FloatKind::F8E4M3 => s(7, -6, 4, 8),
            FloatKind::F8E3M4 => s(3, -2, 5, 8),
            FloatKind::F8E4M3FN => Sem {
                nonfinite: B::NanOnly,
                nan: N::AllOnes,
                ..s(8, -6, 4, 8)
            },
            FloatKind::F8E5M2FNUZ => Sem {
                nonfinite: B::NanOnly,
                nan: N::NegZero,
                ..s(15, -15, 3, 8)
            },
            FloatKind::F8E4M3FNUZ => Sem {
                nonfinite: B::NanOnly,
                nan: N::NegZero,
                ..s(7, -7, 4, 8)
            },
            FloatKind::F8E4M3B11FNUZ => Sem {
                nonfinite: B::NanOnly,
                nan: N::NegZero,
                ..s(4, -10, 4, 8)
            },
            FloatKind::F8E8M0FNU => Sem {
                nonfinite: B::NanOnly,
                nan: N::AllOnes,
                has_zero: false,
                ..s(127, -127, 1, 8)
            },
            FloatKind::F6E3M2FN => Sem {
                nonfinite: B::FiniteOnly,
                ..s(4, -2, 3, 6)
            },
            FloatKind::F6E2M3FN => Sem {
                nonfinite: B::FiniteOnly,
                ..s(2, 0, 4, 6)
            },
            FloatKind::F4E2M1FN => Sem {
                nonfinite: B::FiniteOnly,
                ..s(2, 0, 2, 4)
            },
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
        let ex = if v.cat == Cat::Normal && v.sig != 0 {
            Some(Expansion::new(v.sig, v.exp as i64 - (sem.prec as i64 - 1)))
        } else {
            None
        };
        let short = to_apfloat_string(&sem, &v, ex.as_ref(), 6, 0, false);
        if let Some(d) = lex_decimal(&short, true) {
            if decimal_to_val(&sem, &d) == v {
                return short;
            }
        }
        let long = to_apfloat_string(&sem, &v, ex.as_ref(), 0, 3, true);
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
/// Returns `None` if the text is not such a literal, and also in the two cases where
/// mlir-opt 22 has no well-defined result (LLVM reaches `llvm_unreachable`):
/// * a literal that overflows f64 to infinity, for a type without infinity and NaN
///   (f6E2M3FN, f6E3M2FN, f4E2M1FN; mlir-opt happens to print `0x0`);
/// * a negative value that does not underflow, for the unsigned f8E8M0FNU (mlir-opt
///   keeps the sign in memory and prints e.g. `-4.000000e+00`, which no bit pattern
///   can express; `-0.0` and tiny negatives become the smallest value 2^-127 as usual).
///
/// Out-of-range values are not errors: e.g. `1.0e300` for f32 gives +inf bits, and
/// for NaN-only types (f8E4M3FN, ...) the NaN encoding, for f6/f4 types the largest
/// finite value of that sign.
pub fn parse_decimal(kind: FloatKind, text: &str) -> Option<u128> {
    let d = lex_decimal(text, false)?;
    let f64sem = FloatKind::F64.sem();
    // StringRef::getAsDouble on the unsigned spelling, then negation of the double.
    let mut dbl = decimal_to_val(
        &f64sem,
        &Decimal {
            neg: false,
            ..d.clone()
        },
    );
    if d.neg {
        dbl.neg = !dbl.neg;
    }
    let sem = kind.sem();
    let v = convert(&f64sem, &sem, &dbl)?;
    if v.neg && sem.prec == 1 {
        // f8E8M0FNU has no sign bit; see the doc comment.
        return None;
    }
    Some(encode(kind, &v))
}

/// Like [`parse_decimal`] but rounds the decimal value directly into `kind` (single,
/// correct nearest-even rounding, APFloat string-constructor semantics).  This is
/// NOT what mlir-opt does for literals in the IR (see `parse_decimal`), but it is
/// the conversion its printer uses for the round-trip check.
/// Negative nonzero values for the unsigned f8E8M0FNU give `None` here too.
pub fn parse_decimal_exact(kind: FloatKind, text: &str) -> Option<u128> {
    let d = lex_decimal(text, false)?;
    let sem = kind.sem();
    let v = decimal_to_val(&sem, &d);
    if v.neg && sem.prec == 1 {
        return None;
    }
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

/// The exponent of the smallest normal value of `kind` (2^e).
pub fn min_normal_exponent(kind: FloatKind) -> i32 {
    kind.sem().min_exp
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

/// APFloat's `convert` of an encoding of `from` into `to` when nothing is lost: the value (a
/// NaN's sign and payload too) converts back to the same bits. `None` when it rounds,
/// overflows, quiets a signaling NaN or drops payload bits (MLIR's `convertFloatValue`
/// fails then).
pub fn convert_exact(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    let (fs, ts) = (from.sem(), to.sem());
    let bits = bits & width_mask(fs.size);
    let v = decode(from, bits);
    let out = encode(to, &convert(&fs, &ts, &v)?);
    let back = encode(from, &convert(&ts, &fs, &decode(to, out))?);
    (back == bits).then_some(out)
}

/// The encoding nearest (ties to even) to the integer `-mag` or `mag`, as
/// APFloat's `convertFromAPInt` rounds: one rounding step, however wide `mag`.
pub fn from_int(kind: FloatKind, neg: bool, mag: u128) -> u128 {
    encode(kind, &kind.sem().round(neg, mag, 0, false))
}

/// Significand bits of `kind`, the integer bit included (APFloat's
/// `semanticsPrecision`).
pub fn precision(kind: FloatKind) -> u32 {
    kind.sem().prec
}

/// The exponent of the largest finite value of `kind`.
pub fn max_exponent(kind: FloatKind) -> i32 {
    kind.sem().max_exp
}

/// Whether every value of `a` is a value of `b` (APFloat's
/// `isRepresentableBy`: exponent range and precision both within `b`'s).
pub fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    let (a, b) = (a.sem(), b.sem());
    a.max_exp <= b.max_exp && a.min_exp >= b.min_exp && a.prec <= b.prec
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
        Val {
            cat: Cat::Zero,
            neg: neg && self.nan != NanEnc::NegZero,
            exp: 0,
            sig: 0,
        }
    }

    fn smallest_normalized(&self) -> Val {
        Val {
            cat: Cat::Normal,
            neg: false,
            exp: self.min_exp,
            sig: 1u128 << (self.prec - 1),
        }
    }

    fn largest(&self, neg: bool) -> Val {
        let mut sig = low_mask(self.prec);
        if self.nonfinite == NonFinite::NanOnly && self.nan == NanEnc::AllOnes && self.prec > 1 {
            sig &= !1;
        }
        Val {
            cat: Cat::Normal,
            neg,
            exp: self.max_exp,
            sig,
        }
    }

    /// The default quiet NaN of the format.
    fn nan_value(&self, neg: bool) -> Val {
        let mut sig: u128 = 0;
        if self.nonfinite == NonFinite::NanOnly {
            if self.nan == NanEnc::NegZero {
                return Val {
                    cat: Cat::Nan,
                    neg: true,
                    exp: 0,
                    sig: 0,
                };
            }
            sig = low_mask(self.prec - 1);
        }
        sig |= 1u128 << self.prec.saturating_sub(2);
        if self.x87 {
            sig |= 1u128 << (self.prec - 1);
        }
        Val {
            cat: Cat::Nan,
            neg,
            exp: 0,
            sig,
        }
    }

    fn inf(&self, neg: bool) -> Val {
        Val {
            cat: Cat::Inf,
            neg,
            exp: 0,
            sig: 0,
        }
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
        Val {
            cat: Cat::Normal,
            neg,
            exp: exp as i32,
            sig: m,
        }
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
            return Val {
                cat: Cat::Zero,
                neg,
                exp: 0,
                sig: 0,
            };
        }
        if e == 0x7fff && mant == 1u128 << 63 {
            return Val {
                cat: Cat::Inf,
                neg,
                exp: 0,
                sig: 0,
            };
        }
        if e == 0x7fff || (e != 0 && !int_bit) {
            return Val {
                cat: Cat::Nan,
                neg,
                exp: 0,
                sig: mant,
            };
        }
        let exp = if e == 0 { -16382 } else { (e - 16383) as i32 };
        return Val {
            cat: Cat::Normal,
            neg,
            exp,
            sig: mant,
        };
    }
    if sem.prec == 1 {
        // f8E8M0FNU: unsigned, exponent only, 0xFF is NaN.
        let e = (bits & 0xff) as i64;
        if e == 0xff {
            return Val {
                cat: Cat::Nan,
                neg: false,
                exp: 0,
                sig: 1,
            };
        }
        return Val {
            cat: Cat::Normal,
            neg: false,
            exp: (e - 127) as i32,
            sig: 1,
        };
    }
    let t = sem.prec - 1;
    let ebits = sem.size - 1 - t;
    let mant = bits & low_mask(t);
    let e = ((bits >> t) & low_mask(ebits)) as i64;
    let neg = (bits >> (sem.size - 1)) & 1 == 1;
    let bias = sem.bias();
    let is_zero = e == 0 && mant == 0;
    if sem.nonfinite == NonFinite::Ieee && e - bias == sem.max_exp as i64 + 1 && mant == 0 {
        return Val {
            cat: Cat::Inf,
            neg,
            exp: 0,
            sig: 0,
        };
    }
    let is_nan = match sem.nan {
        NanEnc::Ieee => e - bias == sem.nan_exponent() && mant != 0,
        NanEnc::AllOnes => e - bias == sem.nan_exponent() && mant == low_mask(t),
        NanEnc::NegZero => is_zero && neg,
    };
    if is_nan {
        return Val {
            cat: Cat::Nan,
            neg,
            exp: 0,
            sig: mant,
        };
    }
    if is_zero {
        return Val {
            cat: Cat::Zero,
            neg: neg && sem.nan != NanEnc::NegZero,
            exp: 0,
            sig: 0,
        };
    }
    if e == 0 {
        Val {
            cat: Cat::Normal,
            neg,
            exp: sem.min_exp,
            sig: mant,
        }
    } else {
        Val {
            cat: Cat::Normal,
            neg,
            exp: (e - bias) as i32,
            sig: mant | (1u128 << t),
        }
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
                Some(Val {
                    cat: Cat::Nan,
                    neg: v.neg,
                    exp: 0,
                    sig,
                })
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
    if norm - 1 < (i32::MIN / 42039) as i64 || (norm + 1) * 28738 <= 8651 * (sem.min_exp as i64 - p)
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

/// A finite nonzero magnitude `sig * 2^exp` (odd `sig`) together with the bit length
/// of its exact decimal-integer expansion: `sig * 2^exp` when `exp >= 0`, else
/// `sig * 5^-exp` (the value times `10^-exp`).  Computed once per printed value.
struct Expansion {
    sig: u128,
    exp: i64,
    bits: u64,
}

impl Expansion {
    fn new(sig: u128, exp2: i64) -> Expansion {
        let tz = sig.trailing_zeros();
        let sig = sig >> tz;
        let exp = exp2 + tz as i64;
        let bl = 128 - sig.leading_zeros() as u64;
        let bits = if exp >= 0 {
            bl + exp as u64
        } else {
            let mut p = Big::from_u128(sig);
            p.mul_pow5((-exp) as u64);
            p.bit_len()
        };
        Expansion { sig, exp, bits }
    }

    /// Drops the decimal digits that are certainly not needed for `fp` significant
    /// digits, by truncation, using the same bit-count estimate as APFloat.
    /// Returns `(n, e)` with `n * 10^e` the truncated value; `n` always fits.
    fn reduce(&self, fp: i64) -> (u128, i64) {
        let required = (fp * 196 + 58) / 59;
        let bits = self.bits as i64;
        let tens = if bits > required {
            (bits - required) * 59 / 196
        } else {
            0
        };
        if self.exp >= 0 {
            if tens == 0 {
                // bits <= required + 3 <= 123, so the shift cannot overflow.
                return (self.sig << self.exp as u32, 0);
            }
            let (e, t) = (self.exp as u64, tens as u64);
            let mut num = Big::from_u128(self.sig);
            let mut den = Big::from_u128(1);
            den.mul_pow5(t);
            if e >= t {
                num.shl(e - t);
            } else {
                den.shl(t - e);
            }
            (Big::div_small_quotient(&num, &den, 128).0, tens)
        } else {
            let texp = (-self.exp) as u64;
            let mut p = Big::from_u128(self.sig);
            if tens == 0 {
                p.mul_pow5(texp);
                return (p.to_u128(), self.exp);
            }
            let t = tens as u64;
            if t <= texp {
                // sig * 5^texp / 10^t == sig * 5^(texp - t) / 2^t
                p.mul_pow5(texp - t);
                p.shr(t);
                (p.to_u128(), self.exp + tens)
            } else {
                p.mul_pow5(texp);
                let mut den = Big::from_u128(1);
                den.mul_pow10(t);
                (Big::div_small_quotient(&p, &den, 128).0, self.exp + tens)
            }
        }
    }
}

/// APFloat `toString(precision, max_padding, truncate_zero)`.  `expansion` must be
/// the expansion of `v` when `v` is a finite nonzero value.
fn to_apfloat_string(
    sem: &Sem,
    v: &Val,
    expansion: Option<&Expansion>,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut s = String::new();
    match v.cat {
        Cat::Inf => s.push_str(if v.neg { "-Inf" } else { "+Inf" }),
        Cat::Nan => s.push_str("NaN"),
        Cat::Zero => {
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
        }
        Cat::Normal => {
            if v.neg {
                s.push('-');
            }
            let fp = if precision == 0 {
                2 + (sem.prec as i64 * 59) / 196
            } else {
                precision as i64
            };
            let own;
            let ex = match expansion {
                Some(e) => e,
                None => {
                    own = Expansion::new(v.sig, v.exp as i64 - (sem.prec as i64 - 1));
                    &own
                }
            };
            if v.sig == 0 {
                s.push('0');
            } else {
                let (n, e) = ex.reduce(fp);
                render_digits(&mut s, n, e, fp, max_padding, truncate_zero);
            }
        }
    }
    s
}

/// Rounds `n * 10^exp` half-up to `fp` significant digits and lays it out the way
/// APFloat does (scientific with `e`/`E`, plain integer, or plain with a point).
fn render_digits(
    out: &mut String,
    n: u128,
    mut exp: i64,
    fp: i64,
    max_padding: u32,
    truncate_zero: bool,
) {
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::with_capacity(40);
    let mut n = n;
    while n != 0 {
        let d = (n % 10) as u8;
        n /= 10;
        if buf.is_empty() && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
        }
    }
    if buf.is_empty() {
        out.push('0');
        return;
    }

    let len = buf.len();
    if len as i64 > fp {
        let mut first = len - fp as usize;
        if buf[first - 1] < b'5' {
            while first < len && buf[first] == b'0' {
                first += 1;
            }
            exp += first as i64;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i < len {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            exp += first as i64;
            if first == len {
                buf.clear();
                buf.push(b'1');
            } else {
                buf.drain(..first);
            }
        }
    }

    let nd = buf.len() as i64;
    // `digit(i)` is the i-th digit counted from the most significant one.
    let digit = |i: i64| buf[(nd - 1 - i) as usize] as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > fp
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > max_padding as i64
    };

    if scientific {
        exp += nd - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
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
    } else if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
    } else {
        let whole = exp + nd;
        let mut i = 0;
        if whole > 0 {
            while i < whole {
                out.push(digit(i));
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
            out.push(digit(i));
            i += 1;
        }
    }
}
