//! arith folds of integer arithmetic, bitwise ops, comparisons and select.

use super::*;

pub(super) fn fold_addi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    // addi(subi(a, b), b) -> a
    if let Some(s) = def_named(ctx, l, "arith.subi") {
        if Binary(s).rhs(ctx) == r {
            return FoldResult::value(Binary(s).lhs(ctx));
        }
    }
    if let Some(s) = def_named(ctx, r, "arith.subi") {
        if Binary(s).rhs(ctx) == l {
            return FoldResult::value(Binary(s).lhs(ctx));
        }
    }
    match const_int_bin(ctx, op, c, "addi") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_subi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if l == r {
        if let Some(z) = zero_of(ctx, op) {
            return FoldResult::attr(z);
        }
    }
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    if let Some(a) = def_named(ctx, l, "arith.addi") {
        if Binary(a).rhs(ctx) == r {
            return FoldResult::value(Binary(a).lhs(ctx));
        }
        if Binary(a).lhs(ctx) == r {
            return FoldResult::value(Binary(a).rhs(ctx));
        }
    }
    match const_int_bin(ctx, op, c, "subi") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_muli(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(r);
    }
    if is_int_const(ctx, c[1], 1) {
        return FoldResult::value(l);
    }
    match const_int_bin(ctx, op, c, "muli") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

/// `xori(x, -1)` operand of a value: the negated value.
pub(super) fn not_of(ctx: &Context, v: Value) -> Option<Value> {
    let x = def_named(ctx, v, "arith.xori")?;
    let c = value_constant(ctx, Binary(x).rhs(ctx));
    if is_int_const(ctx, c, -1) {
        Some(Binary(x).lhs(ctx))
    } else {
        None
    }
}

pub(super) fn fold_andi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(r);
    }
    if is_int_const(ctx, c[1], -1) {
        return FoldResult::value(l);
    }
    if not_of(ctx, r) == Some(l) || not_of(ctx, l) == Some(r) {
        if let Some(z) = zero_of(ctx, op) {
            return FoldResult::attr(z);
        }
    }
    // andi(a, andi(a, b)) is the inner andi, whichever side either is on.
    for (inner, other) in [(l, r), (r, l)] {
        if let Some(prev) = def_named(ctx, inner, "arith.andi") {
            if Binary(prev).lhs(ctx) == other || Binary(prev).rhs(ctx) == other {
                return FoldResult::value(inner);
            }
        }
    }
    match const_int_bin(ctx, op, c, "andi") {
        Some(a) => FoldResult::attr(a),
        // The `Idempotent` trait folds only after the op's own folder.
        None if l == r => FoldResult::value(l),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_ori(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    if is_int_const(ctx, c[1], -1) {
        // MLIR returns the attribute, so a new constant is materialized
        // (and the old one may die): this decides where constants end up.
        if let Some(a) = c[1] {
            return FoldResult::attr(a);
        }
    }
    // or(x, xor(x, -1)) and or(xor(x, -1), x): the xor's constant operand.
    if not_of(ctx, r) == Some(l) {
        let x = ctx.defining_op(r).expect("xori");
        return FoldResult::value(Binary(x).rhs(ctx));
    }
    if not_of(ctx, l) == Some(r) {
        let x = ctx.defining_op(l).expect("xori");
        return FoldResult::value(Binary(x).rhs(ctx));
    }
    match const_int_bin(ctx, op, c, "ori") {
        Some(a) => FoldResult::attr(a),
        // The `Idempotent` trait folds only after the op's own folder.
        None if l == r => FoldResult::value(l),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_xori(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    if l == r {
        if let Some(z) = zero_of(ctx, op) {
            return FoldResult::attr(z);
        }
    }
    // xori(xori(a, b), b) -> a ; xori(xori(b, a), b) -> a
    if let Some(x) = def_named(ctx, l, "arith.xori") {
        if Binary(x).rhs(ctx) == r {
            return FoldResult::value(Binary(x).lhs(ctx));
        }
        if Binary(x).lhs(ctx) == r {
            return FoldResult::value(Binary(x).rhs(ctx));
        }
    }
    if let Some(x) = def_named(ctx, r, "arith.xori") {
        if Binary(x).rhs(ctx) == l {
            return FoldResult::value(Binary(x).lhs(ctx));
        }
        if Binary(x).lhs(ctx) == l {
            return FoldResult::value(Binary(x).rhs(ctx));
        }
    }
    match const_int_bin(ctx, op, c, "xori") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

/// The op name without its `arith.` prefix (a static string: the caller
/// may go on to mutate the context).
pub(super) fn short_name(ctx: &Context, op: Op) -> &'static str {
    let name = ctx.def(op).map_or("", |d| d.name);
    name.strip_prefix("arith.").unwrap_or(name)
}

pub(super) fn fold_div(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let l = operand(ctx, op, 0);
    if is_int_const(ctx, c[1], 1) {
        return FoldResult::value(l);
    }
    let s = short_name(ctx, op);
    // (a * b) / b is a when the product cannot wrap in the division's
    // signedness (nsw for divsi, nuw for divui).
    let no_wrap = match s {
        "divsi" => Some(dialects::arith::OVERFLOW_NSW),
        "divui" => Some(dialects::arith::OVERFLOW_NUW),
        _ => None,
    };
    if let Some(flag) = no_wrap {
        let r = operand(ctx, op, 1);
        if let Some(mul) = ctx.defining_op(l).filter(|&m| ctx.is_op(m, "arith.muli")) {
            if dialects::arith::op_overflow(ctx, mul) & flag == flag {
                let (a, b) = (operand(ctx, mul, 0), operand(ctx, mul, 1));
                if a == r {
                    return FoldResult::value(b);
                }
                if b == r {
                    return FoldResult::value(a);
                }
            }
        }
    }
    match const_int_bin(ctx, op, c, s) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_rem(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if is_int_const(ctx, c[1], 1) {
        if let Some(z) = zero_of(ctx, op) {
            return FoldResult::attr(z);
        }
    }
    let s = short_name(ctx, op);
    match const_int_bin(ctx, op, c, s) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_shift(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let l = operand(ctx, op, 0);
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    let s = short_name(ctx, op);
    match const_int_bin(ctx, op, c, s) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_minmax(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if l == r {
        return FoldResult::value(l);
    }
    let s = short_name(ctx, op);
    let ty = result_type(ctx, op);
    if let (Some(w), Some(cv)) = (
        int_width(ctx, elem(ctx, ty)).filter(|&w| (1..=128).contains(&w)),
        c[1].and_then(|a| int_value(ctx, a)),
    ) {
        let smin = sext((1u128 << (w - 1)) as i128, w);
        let smax = sext(smin.wrapping_sub(1), w);
        let (absorb, ident) = match s {
            "maxsi" => (smax, smin),
            "minsi" => (smin, smax),
            "maxui" => (-1, 0),
            _ => (0, -1),
        };
        if zext(cv, w) == zext(absorb, w) {
            return FoldResult::value(r);
        }
        if zext(cv, w) == zext(ident, w) {
            return FoldResult::value(l);
        }
    }
    match const_int_bin(ctx, op, c, s) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

pub(super) fn cmpi_equal_operands(pred: i64) -> bool {
    matches!(pred, 0 | 3 | 5 | 7 | 9)
}

pub(super) fn bool_like(ctx: &mut Context, ty: Type, b: bool) -> Option<Attr> {
    if is_dynamic_shaped(ctx, ty) {
        return None;
    }
    Some(splat_like(ctx, ty, b as u128, false))
}

pub(super) fn fold_cmpi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let Some(pred) = da::op_predicate(ctx, op) else {
        return FoldResult::Fail;
    };
    let rty = result_type(ctx, op);
    if l == r {
        return match bool_like(ctx, rty, cmpi_equal_operands(pred)) {
            Some(a) => FoldResult::attr(a),
            None => FoldResult::Fail,
        };
    }
    let lty = ctx.value_type(l);
    let l_is_i1 = int_width(ctx, elem(ctx, lty)) == Some(1);
    if is_int_const(ctx, c[1], 0) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ctx, l, ext) {
                let src = Unary(e).input(ctx);
                let st = ctx.value_type(src);
                if int_width(ctx, elem(ctx, st)) == Some(1) && pred == 1 {
                    return FoldResult::value(src);
                }
            }
        }
        if l_is_i1 && pred == 1 {
            return FoldResult::value(l);
        }
    }
    if is_int_const(ctx, c[1], 1) && l_is_i1 && pred == 0 {
        return FoldResult::value(l);
    }
    if c[0].is_some() && c[1].is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let i64t = ctx.int_type(64);
        let pa = ctx.int_attr(i64t, swapped as i128);
        ctx.set_attr(op, "predicate", pa);
        ctx.set_operand(op, 0, r);
        ctx.set_operand(op, 1, l);
        return FoldResult::value(ctx.result(op, 0));
    }
    let w = int_width(ctx, elem(ctx, lty)).unwrap_or(64);
    if w > 128 {
        let (Some(a), Some(b)) = (
            c[0].and_then(|x| wide_value(ctx, x)),
            c[1].and_then(|x| wide_value(ctx, x)),
        ) else {
            return FoldResult::Fail;
        };
        return match da::fold_wide_cmpi(pred, &a, &b).and_then(|v| bool_like(ctx, rty, v)) {
            Some(x) => FoldResult::attr(x),
            None => FoldResult::Fail,
        };
    }
    let (Some(a), Some(b)) = (
        c[0].and_then(|x| int_value(ctx, x)),
        c[1].and_then(|x| int_value(ctx, x)),
    ) else {
        let (Some(ca), Some(cb)) = (c[0], c[1]) else {
            return FoldResult::Fail;
        };
        let r = fold_elementwise(ctx, &[ca, cb], rty, |e| {
            da::fold_cmpi(pred, sext(e[0] as i128, w), sext(e[1] as i128, w), w).map(u128::from)
        });
        return r.map_or(FoldResult::Fail, FoldResult::attr);
    };
    if matches!(
        ctx.type_kind(lty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
    ) && !matches!(
        ctx.attr_kind(c[0].unwrap()),
        AttrKind::DenseElements { splat: true, .. }
    ) {
        return FoldResult::Fail;
    }
    match da::fold_cmpi(pred, a, b, w).and_then(|v| bool_like(ctx, rty, v)) {
        Some(x) => FoldResult::attr(x),
        None => FoldResult::Fail,
    }
}

pub(super) fn cmpf_apply(pred: i64, a: f64, b: f64) -> Option<bool> {
    let uno = a.is_nan() || b.is_nan();
    Some(match pred {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        15 => true,
        _ => return None,
    })
}

pub(super) fn scalar_float(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, u128)> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { ty, bits } => Some((float_kind(ctx, *ty)?, *bits)),
        _ => None,
    }
}

pub(super) fn fold_cmpf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(pred) = da::op_predicate(ctx, op) else {
        return FoldResult::Fail;
    };
    let mut l = scalar_float(ctx, c[0]);
    let mut r = scalar_float(ctx, c[1]);
    if let Some((k, b)) = l {
        if to_f64(k, b).is_nan() {
            r = l;
        }
    }
    if let Some((k, b)) = r {
        if to_f64(k, b).is_nan() {
            l = r;
        }
    }
    let (Some((lk, lb)), Some((rk, rb))) = (l, r) else {
        return FoldResult::Fail;
    };
    if matches!(lk, FloatKind::F80 | FloatKind::F128) {
        return FoldResult::Fail;
    }
    match cmpf_apply(pred, to_f64(lk, lb), to_f64(rk, rb)) {
        Some(v) => FoldResult::attr(bool_attr(ctx, v)),
        None => FoldResult::Fail,
    }
}

pub(super) fn fold_select(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (cond, t, f) = (
        operand(ctx, op, 0),
        operand(ctx, op, 1),
        operand(ctx, op, 2),
    );
    if t == f {
        return FoldResult::value(t);
    }
    if is_int_const(ctx, c[0], 1) {
        return FoldResult::value(t);
    }
    if is_int_const(ctx, c[0], 0) {
        return FoldResult::value(f);
    }
    let ty = result_type(ctx, op);
    if int_width(ctx, ty) == Some(1)
        && !is_unsigned_int(ctx, ty)
        && is_int_const(ctx, c[1], 1)
        && is_int_const(ctx, c[2], 0)
    {
        return FoldResult::value(cond);
    }
    if let Some(cmp) = def_named(ctx, cond, "arith.cmpi") {
        let pred = da::op_predicate(ctx, cmp).unwrap_or(-1);
        if pred == 0 || pred == 1 {
            let (cl, cr) = (Binary(cmp).lhs(ctx), Binary(cmp).rhs(ctx));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return FoldResult::value(if pred == 1 { t } else { f });
            }
        }
    }
    // A constant condition that is not a splat picks element by element
    // between two dense constants.
    if let (Some(cc), Some(tc), Some(fc)) = (c[0], c[1], c[2]) {
        let dense = |a: Attr| matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. });
        if dense(cc) && dense(tc) && dense(fc) {
            let r = fold_elementwise(ctx, &[cc, tc, fc], ty, |e| {
                Some(if e[0] & 1 != 0 { e[1] } else { e[2] })
            });
            return r.map_or(FoldResult::Fail, FoldResult::attr);
        }
    }
    FoldResult::Fail
}
