//! arith folds of float arithmetic, extended multiplication and additions,
//! and casts between integer and float types.

use super::*;

/// Result NaN as APFloat gives it: the first NaN operand quieted, else the default NaN.
pub(super) fn nan_result(k: FloatKind, a: Option<u128>, b: Option<u128>) -> u128 {
    let quiet = |x: u128| -> u128 {
        let f = to_f64(k, x);
        from_f64(k, f64::from_bits(f.to_bits() | (1u64 << 51)))
    };
    if let Some(x) = a.filter(|&x| to_f64(k, x).is_nan()) {
        return quiet(x);
    }
    if let Some(x) = b.filter(|&x| to_f64(k, x).is_nan()) {
        return quiet(x);
    }
    from_f64(k, f64::NAN)
}

pub(super) fn float_bin(k: FloatKind, short: &str, a: u128, b: u128) -> Option<u128> {
    if matches!(k, FloatKind::F80 | FloatKind::F128) {
        return None;
    }
    let (x, y) = (to_f64(k, a), to_f64(k, b));
    let r = match short {
        "addf" => x + y,
        "subf" => x - y,
        "mulf" => x * y,
        "divf" => x / y,
        _ => return None,
    };
    if r.is_nan() {
        return Some(nan_result(k, Some(a), Some(b)));
    }
    Some(from_f64(k, r))
}

pub(super) fn is_float_const(ctx: &Context, a: Option<Attr>, v: f64) -> bool {
    let Some((k, b)) = a.and_then(|a| float_value(ctx, a)) else {
        return false;
    };
    let f = to_f64(k, b);
    f == v && f.is_sign_negative() == v.is_sign_negative()
}

/// The `nnan` and `nsz` fast-math flags.
pub(super) const NNAN_NSZ: u32 = 2 | 8;

pub(super) fn fold_float_bin(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    // Every fold below needs a constant right operand: the common case of
    // none ends before the name is looked at.
    if c.get(1).is_some_and(|r| r.is_none()) {
        return FoldResult::Fail;
    }
    let s = short_name(ctx, op);
    let l = operand(ctx, op, 0);
    match s {
        "addf" if is_float_const(ctx, c[1], -0.0) => return FoldResult::value(l),
        "subf" if is_float_const(ctx, c[1], 0.0) => return FoldResult::value(l),
        "mulf" | "divf" if is_float_const(ctx, c[1], 1.0) => return FoldResult::value(l),
        // Without NaNs and signed zeros, x * 0 is that zero (before any
        // constant folding: inf * 0 gives it too).
        "mulf"
            if da::op_fastmath(ctx, op) & NNAN_NSZ == NNAN_NSZ
                && (is_float_const(ctx, c[1], 0.0) || is_float_const(ctx, c[1], -0.0)) =>
        {
            return FoldResult::value(operand(ctx, op, 1));
        }
        _ => {}
    }
    let ty = result_type(ctx, op);
    let (Some((k, a)), Some((_, b))) = (
        c[0].and_then(|x| float_value(ctx, x)),
        c[1].and_then(|x| float_value(ctx, x)),
    ) else {
        let (Some(ca), Some(cb), Some(k)) = (c[0], c[1], float_kind(ctx, elem(ctx, ty))) else {
            return FoldResult::Fail;
        };
        let r = fold_elementwise(ctx, &[ca, cb], ty, |e| float_bin(k, s, e[0], e[1]));
        return r.map_or(FoldResult::Fail, FoldResult::attr);
    };
    if is_dynamic_shaped(ctx, ty) {
        return FoldResult::Fail;
    }
    match float_bin(k, s, a, b) {
        Some(r) => FoldResult::attr(splat_like(ctx, ty, r, true)),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_negf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let x = operand(ctx, op, 0);
    if let Some(n) = def_named(ctx, x, "arith.negf") {
        return FoldResult::value(Unary(n).input(ctx));
    }
    let Some(k) = float_kind(ctx, elem(ctx, result_type(ctx, op))) else {
        return FoldResult::Fail;
    };
    let sign = 1u128 << (k.bit_width() - 1);
    fold_cast(ctx, op, c, |b| Some(b ^ sign))
}

/// The (kind, bits, value) of a scalar or splat float constant whose kind
/// an f64 holds exactly.
pub(super) fn small_float(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, u128, f64)> {
    let (k, bits) = float_value(ctx, a?)?;
    if matches!(k, FloatKind::F80 | FloatKind::F128) {
        return None;
    }
    Some((k, bits, to_f64(k, bits)))
}

/// `maximumf`/`minimumf` (NaN wins) and `maxnumf`/`minnumf` (NaN loses) of
/// equal operands or two constants, and `maximumf(x, -inf)`; -0 orders
/// below +0.
pub(super) fn fold_float_minmax(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let s = short_name(ctx, op);
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if l == r {
        return FoldResult::value(l);
    }
    let rhs = c.get(1).copied().flatten();
    // The right operand that leaves the left one as it is: -inf for
    // maximumf, +inf for minimumf, NaN for maxnumf and minnumf.
    if let Some((k, b)) = rhs.and_then(|a| float_value(ctx, a)) {
        let v = to_f64(k, b);
        let neutral = match s {
            "maximumf" => v == f64::NEG_INFINITY,
            "minimumf" => v == f64::INFINITY,
            _ => v.is_nan(),
        };
        if neutral {
            return FoldResult::value(l);
        }
    }
    let ty = result_type(ctx, op);
    let (Some((_, ab, a)), Some((_, bb, b))) = (
        small_float(ctx, c.first().copied().flatten()),
        small_float(ctx, rhs),
    ) else {
        let (Some(ca), Some(cb), Some(k)) = (c[0], rhs, float_kind(ctx, elem(ctx, ty))) else {
            return FoldResult::Fail;
        };
        if matches!(k, FloatKind::F80 | FloatKind::F128) {
            return FoldResult::Fail;
        }
        let r = fold_elementwise(ctx, &[ca, cb], ty, |e| {
            Some(minmax_pick(s, e[0], to_f64(k, e[0]), e[1], to_f64(k, e[1])))
        });
        return r.map_or(FoldResult::Fail, FoldResult::attr);
    };
    if is_dynamic_shaped(ctx, ty) {
        return FoldResult::Fail;
    }
    FoldResult::attr(splat_like(ctx, ty, minmax_pick(s, ab, a, bb, b), true))
}

/// The bits `short` (a float min/max op) picks from `a` and `b`, given with
/// their values.
pub(super) fn minmax_pick(short: &str, ab: u128, a: f64, bb: u128, b: f64) -> u128 {
    let want_max = short.starts_with("max");
    let nan_wins = short.ends_with("imumf");
    let pick_a = if a.is_nan() || b.is_nan() {
        a.is_nan() == nan_wins
    } else if a == b {
        // Only the zeros' signs can differ.
        a.is_sign_negative() != want_max
    } else {
        (a > b) == want_max
    };
    if pick_a {
        ab
    } else {
        bb
    }
}

/// `remf` of two constants: the remainder of truncated division, which the
/// operands' format always holds exactly, or a NaN.
pub(super) fn fold_remf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some((k, abits, a)), Some((_, bbits, b))) = (
        small_float(ctx, c.first().copied().flatten()),
        small_float(ctx, c.get(1).copied().flatten()),
    ) else {
        return FoldResult::Fail;
    };
    let ty = result_type(ctx, op);
    if is_dynamic_shaped(ctx, ty) {
        return FoldResult::Fail;
    }
    // APFloat's `mod`: a NaN operand comes through (quieted, the left one first), an
    // infinite dividend or a zero divisor gives the default NaN, anything else the exact
    // remainder with the dividend's sign.
    let quieted = |bits: u128| from_f64(k, to_f64(k, bits));
    let r = if a.is_nan() {
        quieted(abits)
    } else if b.is_nan() {
        quieted(bbits)
    } else if a.is_infinite() || b == 0.0 {
        from_f64(k, f64::NAN)
    } else {
        from_f64(k, a % b)
    };
    FoldResult::attr(splat_like(ctx, ty, r, true))
}

/// `extf`/`truncf` of a constant, when the result holds the value exactly
/// (a truncation that would round, overflow or lose a NaN's payload stays).
pub(super) fn fold_float_resize(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(r) = fold_resize_of_resize(ctx, op) {
        return r;
    }
    let (Some(sk), Some(dk)) = (
        float_kind(ctx, elem(ctx, ctx.value_type(operand(ctx, op, 0)))),
        float_kind(ctx, elem(ctx, result_type(ctx, op))),
    ) else {
        return FoldResult::Fail;
    };
    // Only exact results fold (a NaN with all its payload), and those every rounding mode
    // agrees on.
    fold_cast(ctx, op, c, |b| ir::float_format::convert_exact(sk, dk, b))
}

/// truncf(extf(a)) when the extension lost nothing: `a` itself, or a
/// truncation of `a` (in place) when `a` is wider than the result; and
/// extf(truncf(a)) -> a when both allow contraction.
pub(super) fn fold_resize_of_resize(ctx: &mut Context, op: Op) -> Option<FoldResult> {
    let src = operand(ctx, op, 0);
    let ty = result_type(ctx, op);
    if short_name(ctx, op) == "extf" {
        let t = def_named(ctx, src, "arith.truncf")?;
        const CONTRACT: u32 = 32;
        let a = Unary(t).input(ctx);
        let both = da::op_fastmath(ctx, t) & da::op_fastmath(ctx, op) & CONTRACT != 0;
        return (ctx.value_type(a) == ty && both).then(|| FoldResult::value(a));
    }
    let e = def_named(ctx, src, "arith.extf")?;
    let a = Unary(e).input(ctx);
    let kind = |t: Type| float_kind(ctx, elem(ctx, t));
    let (ak, mk, rk) = (
        kind(ctx.value_type(a))?,
        kind(ctx.value_type(src))?,
        kind(ty)?,
    );
    if !ir::float_format::is_representable_by(ak, mk) {
        return None;
    }
    if ak.bit_width() > rk.bit_width() {
        ctx.set_operand(op, 0, a);
        return Some(FoldResult::value(ctx.result(op, 0)));
    }
    (ak == rk).then(|| FoldResult::value(a))
}

/// Applies `f` to the integer values of two scalar or splat constants of
/// `w`-bit elements, giving a constant of type `ty` shaped like them.
pub(super) fn const_int_pair(
    ctx: &mut Context,
    c: &[Option<Attr>],
    ty: Type,
    f: impl Fn(i128, i128) -> i128,
) -> Option<Attr> {
    let (a, b) = (
        int_value(ctx, (*c.first()?)?)?,
        int_value(ctx, (*c.get(1)?)?)?,
    );
    if is_dynamic_shaped(ctx, ty) {
        return None;
    }
    Some(splat_like(ctx, ty, f(a, b) as u128, false))
}

/// addui_extended(x, 0) -> [x, false]; of two constants, their sum and
/// whether it wrapped.
pub(super) fn fold_addui_extended(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if ctx.results(op).len() != 2 {
        return FoldResult::Fail;
    }
    let ty = result_type(ctx, op);
    let oty = ctx.value_type(ctx.result(op, 1));
    if is_int_const(ctx, c[1], 0) {
        return match bool_like(ctx, oty, false) {
            Some(f) => FoldResult::Results(vec![Ofr::Value(operand(ctx, op, 0)), Ofr::Attr(f)]),
            None => FoldResult::Fail,
        };
    }
    let w = width_of_type(ctx, ty);
    let sum = const_int_pair(ctx, c, ty, |a, b| sext(a.wrapping_add(b), w));
    let carry = const_int_pair(ctx, c, oty, |a, b| {
        (zext(a.wrapping_add(b), w) < zext(a, w)) as i128
    });
    match (sum, carry) {
        (Some(s), Some(o)) => FoldResult::Results(vec![Ofr::Attr(s), Ofr::Attr(o)]),
        _ => FoldResult::Fail,
    }
}

/// The widest integers whose double-width product an i128 holds.
pub(super) const MUL_HIGH_MAX_WIDTH: u32 = 64;

/// The high half of the `2w`-bit product of two `w`-bit integers (`w` at
/// most [`MUL_HIGH_MAX_WIDTH`]), read signed or unsigned.
pub(super) fn mul_high(a: i128, b: i128, w: u32, signed: bool) -> i128 {
    let p = if signed {
        sext(a, w).wrapping_mul(sext(b, w))
    } else {
        zext(a, w).wrapping_mul(zext(b, w)) as i128
    };
    sext(p >> w, w)
}

/// mulsi/mului_extended(x, 0) -> [0, 0]; mului_extended(x, 1) -> [x, 0];
/// of two constants, both halves of the product.
pub(super) fn fold_mul_extended(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if ctx.results(op).len() != 2 {
        return FoldResult::Fail;
    }
    if is_int_const(ctx, c[1], 0) {
        if let Some(z) = c[1] {
            return FoldResult::Results(vec![Ofr::Attr(z), Ofr::Attr(z)]);
        }
    }
    let signed = short_name(ctx, op) == "mulsi_extended";
    let ty = result_type(ctx, op);
    if !signed && is_int_const(ctx, c[1], 1) {
        return match zero_of(ctx, op) {
            Some(z) => FoldResult::Results(vec![Ofr::Value(operand(ctx, op, 0)), Ofr::Attr(z)]),
            None => FoldResult::Fail,
        };
    }
    let w = width_of_type(ctx, ty);
    if w == 0 || w > MUL_HIGH_MAX_WIDTH {
        return FoldResult::Fail;
    }
    let low = const_int_pair(ctx, c, ty, |a, b| sext(a.wrapping_mul(b), w));
    let high = const_int_pair(ctx, c, ty, |a, b| mul_high(a, b, w, signed));
    match (low, high) {
        (Some(l), Some(h)) => FoldResult::Results(vec![Ofr::Attr(l), Ofr::Attr(h)]),
        _ => FoldResult::Fail,
    }
}

/// The element bit width of an integer-like type (index: 64).
pub(super) fn width_of_type(ctx: &Context, t: Type) -> u32 {
    int_width(ctx, elem(ctx, t)).unwrap_or(64)
}

/// `fptosi`/`fptoui` of a constant, rounding toward zero, when the integer
/// type holds the result (not for NaN or out-of-range values).
pub(super) fn fold_float_to_int(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some(sk), Some(w)) = (
        float_kind(ctx, elem(ctx, ctx.value_type(operand(ctx, op, 0)))),
        int_width(ctx, elem(ctx, result_type(ctx, op))),
    ) else {
        return FoldResult::Fail;
    };
    if matches!(sk, FloatKind::F80 | FloatKind::F128) || w == 0 || w > 64 {
        return FoldResult::Fail;
    }
    let (lo, hi) = if short_name(ctx, op) == "fptosi" {
        (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1) - 1.0)
    } else {
        (0.0, 2f64.powi(w as i32) - 1.0)
    };
    fold_cast(ctx, op, c, |b| {
        let v = to_f64(sk, b);
        let t = v.trunc();
        if !v.is_finite() || t < lo || t > hi {
            return None;
        }
        Some(if t < 0.0 {
            t as i64 as u128
        } else {
            t as u64 as u128
        })
    })
}

/// `bitcast` of a constant: the same bits read as the result type; else an
/// identity cast.
pub(super) fn fold_bitcast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    match fold_bitcast_const(ctx, op, c) {
        FoldResult::Fail => {}
        r => return r,
    }
    // The cast interface's fold, after the op's own: a cast to the
    // operand's own type is the operand.
    let src = operand(ctx, op, 0);
    if ctx.value_type(src) == result_type(ctx, op) {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

pub(super) fn fold_bitcast_const(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = elem(ctx, ctx.value_type(operand(ctx, op, 0)));
    let dst = elem(ctx, result_type(ctx, op));
    let is_float = |t: Type| float_kind(ctx, t).is_some();
    // Integers are stored sign-extended: their bits are the low ones.
    let sw = if is_float(src) {
        None
    } else {
        match int_width(ctx, src) {
            Some(w) => Some(w),
            None => return FoldResult::Fail,
        }
    };
    let dw = if is_float(dst) {
        None
    } else {
        match int_width(ctx, dst) {
            Some(w) => Some(w),
            None => return FoldResult::Fail,
        }
    };
    fold_cast(ctx, op, c, |b| {
        let raw = sw.map_or(b, |w| zext(b as i128, w));
        Some(dw.map_or(raw, |w| sext(raw as i128, w) as u128))
    })
}

/// Folds a cast of a constant (scalar, splat or dense) element by element:
/// `f` maps a stored source element to the stored result element.
pub(super) fn fold_cast(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attr>],
    f: impl Fn(u128) -> Option<u128>,
) -> FoldResult {
    let Some(a) = c.first().copied().flatten() else {
        return FoldResult::Fail;
    };
    let ty = result_type(ctx, op);
    if is_dynamic_shaped(ctx, ty) {
        return FoldResult::Fail;
    }
    let r = match elems(ctx, a) {
        Some(Elems::One(x)) => f(x).map(|y| {
            let is_float = float_kind(ctx, elem(ctx, ty)).is_some();
            splat_like(ctx, ty, y, is_float)
        }),
        Some(Elems::Many(_)) => fold_elementwise(ctx, &[a], ty, |e| f(e[0])),
        None => None,
    };
    r.map_or(FoldResult::Fail, FoldResult::attr)
}

/// Constant integers converted to floats, rounding to nearest even;
/// `uitofp` reads the bits as unsigned.
pub(super) fn fold_int_to_float(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some(w), Some(k)) = (
        int_width(ctx, elem(ctx, ctx.value_type(operand(ctx, op, 0)))),
        float_kind(ctx, elem(ctx, result_type(ctx, op))),
    ) else {
        return FoldResult::Fail;
    };
    let signed = short_name(ctx, op) == "sitofp";
    if w > 128 {
        // A scalar whose magnitude fits in 128 bits (dense elements of such types are
        // not folded).
        let Some(v) = c[0].and_then(|a| wide_value(ctx, a)) else {
            return FoldResult::Fail;
        };
        let negative = signed && v.is_negative();
        let magnitude = if negative { v.neg() } else { v };
        let Some(m) = magnitude.to_u128() else {
            return FoldResult::Fail;
        };
        let bits = ir::float_format::from_int(k, negative, m);
        let ty = result_type(ctx, op);
        return FoldResult::attr(ctx.attr(AttrKind::Float { ty, bits }));
    }
    fold_cast(ctx, op, c, |b| {
        let v = b as i128;
        let n = if signed {
            sext(v, w)
        } else {
            i128::try_from(zext(v, w)).ok()?
        };
        // Nearest (ties to even, in one rounding step, overflowing to infinity), as
        // APFloat's `convertFromAPInt` gives it.
        Some(ir::float_format::from_int(k, n < 0, n.unsigned_abs()))
    })
}

pub(super) fn fold_int_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let s = short_name(ctx, op);
    let src = operand(ctx, op, 0);
    let sty = ctx.value_type(src);
    let rty = result_type(ctx, op);
    // Chains folded in place or to the original value.
    match s {
        "extsi" | "extui" => {
            let name = format!("arith.{}", s);
            if let Some(inner) = def_named(ctx, src, &name) {
                let v = Unary(inner).input(ctx);
                ctx.set_operand(op, 0, v);
                return FoldResult::value(ctx.result(op, 0));
            }
        }
        "trunci" => {
            for ext in ["arith.extsi", "arith.extui"] {
                if let Some(e) = def_named(ctx, src, ext) {
                    let v = Unary(e).input(ctx);
                    let vt = ctx.value_type(v);
                    if vt == rty {
                        return FoldResult::value(v);
                    }
                    let vw = int_width(ctx, elem(ctx, vt)).unwrap_or(0);
                    let rw = int_width(ctx, elem(ctx, rty)).unwrap_or(0);
                    if vw < rw {
                        let n = ctx.sym(ext);
                        ctx.op_mut(op).name = n;
                        ctx.set_operand(op, 0, v);
                        ctx.remove_attr(op, "overflowFlags");
                        return FoldResult::value(ctx.result(op, 0));
                    }
                    if vw > rw {
                        ctx.set_operand(op, 0, v);
                        return FoldResult::value(ctx.result(op, 0));
                    }
                }
            }
            if let Some(t) = def_named(ctx, src, "arith.trunci") {
                let v = Unary(t).input(ctx);
                ctx.set_operand(op, 0, v);
                return FoldResult::value(ctx.result(op, 0));
            }
        }
        _ => {}
    }
    if sty == rty && (s == "index_cast" || s == "index_castui") {
        return FoldResult::value(src);
    }
    let Some(a) = c[0] else {
        return FoldResult::Fail;
    };
    let sw = int_width(ctx, elem(ctx, sty)).unwrap_or(64);
    let zero_extends = matches!(s, "extui" | "index_castui");
    let rw = int_width(ctx, elem(ctx, rty)).unwrap_or(64);
    if sw > 128 || rw > 128 {
        // Scalars only: dense elements of such types are not folded.
        let r = wide_value(ctx, a)
            .map(|v| v.resize(rw, !zero_extends))
            .and_then(|v| wide_attr(ctx, rty, v));
        return r.map_or(FoldResult::Fail, FoldResult::attr);
    }
    let extend = |v: i128| {
        if zero_extends {
            zext(v, sw) as i128
        } else {
            sext(v, sw)
        }
    };
    let Some(v) = int_value(ctx, a) else {
        let r = fold_elementwise(ctx, &[a], rty, |e| Some(extend(e[0] as i128) as u128));
        return r.map_or(FoldResult::Fail, FoldResult::attr);
    };
    let val = extend(v);
    let rty2 = rty;
    if is_dynamic_shaped(ctx, rty2) {
        return FoldResult::Fail;
    }
    FoldResult::attr(splat_like(ctx, rty2, val as u128, false))
}
