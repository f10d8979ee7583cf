//! arith: constant folding of binary ops, compares, selects and casts with
//! MLIR's results, algebraic identities, and the canonicalization patterns
//! of `arith` (constant reassociation, select and xor rewrites, cast chains).

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::arith as da;
use ir::float_format::{from_f64, to_f64};

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    let short = name.strip_prefix("arith.")?;
    Some(match short {
        "addi" => fold_addi,
        "subi" => fold_subi,
        "muli" => fold_muli,
        "andi" => fold_andi,
        "ori" => fold_ori,
        "xori" => fold_xori,
        "divsi" | "divui" | "ceildivsi" | "ceildivui" | "floordivsi" => fold_div,
        "remsi" | "remui" => fold_rem,
        "shli" | "shrsi" | "shrui" => fold_shift,
        "maxsi" | "maxui" | "minsi" | "minui" => fold_minmax,
        "cmpi" => fold_cmpi,
        "cmpf" => fold_cmpf,
        "select" => fold_select,
        "addf" | "subf" | "mulf" | "divf" => fold_float_bin,
        "negf" => fold_negf,
        "index_cast" | "index_castui" | "extsi" | "extui" | "trunci" => fold_int_cast,
        "sitofp" | "uitofp" => fold_int_to_float,
        "maximumf" | "minimumf" | "maxnumf" | "minnumf" => fold_float_minmax,
        "remf" => fold_remf,
        "extf" | "truncf" => fold_float_resize,
        "fptosi" | "fptoui" => fold_float_to_int,
        "bitcast" => fold_bitcast,
        "addui_extended" => fold_addui_extended,
        "mulsi_extended" | "mului_extended" => fold_mul_extended,
        _ => return None,
    })
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

fn operand(ctx: &Context, op: Op, i: usize) -> Value {
    ctx.operand(op, i)
}

fn def_named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.op_name(d) == name)
}

/// Folds two integer constants with `short` (as `dialects::arith::fold_int_binary`).
fn const_int_bin(ctx: &mut Context, op: Op, c: &[Option<Attr>], short: &str) -> Option<Attr> {
    let (ca, cb) = (c[0]?, c[1]?);
    let ty = result_type(ctx, op);
    let w = int_width(ctx, elem(ctx, ty))?;
    if let (Some(a), Some(b)) = (int_value(ctx, ca), int_value(ctx, cb)) {
        let r = da::fold_int_binary(short, a, b, w)?;
        return Some(splat_like(ctx, ty, r as u128, false));
    }
    fold_elementwise(ctx, &[ca, cb], ty, |e| {
        da::fold_int_binary(short, sext(e[0] as i128, w), sext(e[1] as i128, w), w)
            .map(|r| r as u128)
    })
}

/// The stored elements of a constant (integers sign-extended, i1 as 0/1,
/// floats as bits): one standing for every position for a scalar or a
/// splat, else the list of a dense constant.
enum Elems<'a> {
    One(u128),
    Many(&'a [u128]),
}

impl Elems<'_> {
    fn at(&self, i: usize) -> u128 {
        match self {
            Elems::One(x) => *x,
            Elems::Many(v) => v[i],
        }
    }
}

fn elems(ctx: &Context, a: Attr) -> Option<Elems<'_>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(Elems::One(*value as u128)),
        AttrKind::Float { bits, .. } => Some(Elems::One(*bits)),
        AttrKind::DenseElements {
            splat,
            data: DenseData::Scalars(v),
            ..
        } => {
            if *splat {
                Some(Elems::One(*v.first()?))
            } else {
                Some(Elems::Many(v))
            }
        }
        _ => None,
    }
}

/// Folds constant operands element by element into a dense constant of
/// `ty` when one of them is a non-splat dense constant (MLIR's folders walk
/// the elements of any elements attribute; scalars and splats have their
/// own paths). `f` maps the operands' stored elements at one position to
/// the result's; any element it cannot fold fails the whole fold.
fn fold_elementwise(
    ctx: &mut Context,
    operands: &[Attr],
    ty: Type,
    f: impl Fn(&[u128]) -> Option<u128>,
) -> Option<Attr> {
    let n = usize::try_from(ctx.type_kind(ty).num_elements()?).ok()?;
    let results = {
        let es: Vec<Elems> = operands
            .iter()
            .map(|&a| elems(ctx, a))
            .collect::<Option<_>>()?;
        let mut any_many = false;
        for e in &es {
            if let Elems::Many(v) = e {
                if v.len() != n {
                    return None;
                }
                any_many = true;
            }
        }
        if !any_many {
            return None;
        }
        let mut at = vec![0u128; es.len()];
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            for (slot, e) in at.iter_mut().zip(&es) {
                *slot = e.at(i);
            }
            out.push(f(&at)?);
        }
        out
    };
    let e = elem(ctx, ty);
    let int_w = if float_kind(ctx, e).is_some() {
        None
    } else {
        Some(int_width(ctx, e)?)
    };
    let data = results
        .into_iter()
        .map(|x| match int_w {
            Some(1) => x & 1,
            Some(w) => sext(x as i128, w) as u128,
            None => x,
        })
        .collect();
    Some(ir::parse_attr::make_dense(
        ctx,
        ty,
        false,
        DenseData::Scalars(data),
    ))
}

fn zero_of(ctx: &mut Context, op: Op) -> Option<Attr> {
    let ty = result_type(ctx, op);
    if is_dynamic_shaped(ctx, ty) {
        return None;
    }
    let e = elem(ctx, ty);
    if int_width(ctx, e).is_some() {
        Some(splat_like(ctx, ty, 0, false))
    } else {
        None
    }
}

fn fold_addi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_int_const(ctx, c[1], 0) {
        return FoldResult::value(l);
    }
    // addi(subi(a, b), b) -> a
    if let Some(s) = def_named(ctx, l, "arith.subi") {
        if ctx.operand(s, 1) == r {
            return FoldResult::value(ctx.operand(s, 0));
        }
    }
    if let Some(s) = def_named(ctx, r, "arith.subi") {
        if ctx.operand(s, 1) == l {
            return FoldResult::value(ctx.operand(s, 0));
        }
    }
    match const_int_bin(ctx, op, c, "addi") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

fn fold_subi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
        if ctx.operand(a, 1) == r {
            return FoldResult::value(ctx.operand(a, 0));
        }
        if ctx.operand(a, 0) == r {
            return FoldResult::value(ctx.operand(a, 1));
        }
    }
    match const_int_bin(ctx, op, c, "subi") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

fn fold_muli(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
fn not_of(ctx: &Context, v: Value) -> Option<Value> {
    let x = def_named(ctx, v, "arith.xori")?;
    let c = value_constant(ctx, ctx.operand(x, 1));
    if is_int_const(ctx, c, -1) {
        Some(ctx.operand(x, 0))
    } else {
        None
    }
}

fn fold_andi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
            if ctx.operand(prev, 0) == other || ctx.operand(prev, 1) == other {
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

fn fold_ori(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
        return FoldResult::value(ctx.operand(x, 1));
    }
    if not_of(ctx, l) == Some(r) {
        let x = ctx.defining_op(l).expect("xori");
        return FoldResult::value(ctx.operand(x, 1));
    }
    match const_int_bin(ctx, op, c, "ori") {
        Some(a) => FoldResult::attr(a),
        // The `Idempotent` trait folds only after the op's own folder.
        None if l == r => FoldResult::value(l),
        None => FoldResult::Fail,
    }
}

fn fold_xori(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
        if ctx.operand(x, 1) == r {
            return FoldResult::value(ctx.operand(x, 0));
        }
        if ctx.operand(x, 0) == r {
            return FoldResult::value(ctx.operand(x, 1));
        }
    }
    if let Some(x) = def_named(ctx, r, "arith.xori") {
        if ctx.operand(x, 1) == l {
            return FoldResult::value(ctx.operand(x, 0));
        }
        if ctx.operand(x, 0) == l {
            return FoldResult::value(ctx.operand(x, 1));
        }
    }
    match const_int_bin(ctx, op, c, "xori") {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

/// The op name without its `arith.` prefix (a static string: the caller
/// may go on to mutate the context).
fn short_name(ctx: &Context, op: Op) -> &'static str {
    let name = ctx.def(op).map_or("", |d| d.name);
    name.strip_prefix("arith.").unwrap_or(name)
}

fn fold_div(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_rem(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_shift(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_minmax(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if l == r {
        return FoldResult::value(l);
    }
    let s = short_name(ctx, op);
    let ty = result_type(ctx, op);
    if let (Some(w), Some(cv)) = (
        int_width(ctx, elem(ctx, ty)),
        c[1].and_then(|a| int_value(ctx, a)),
    ) {
        let smax = sext((1i128 << (w.min(127) - 1)) - 1, w);
        let smin = sext(1i128 << (w.min(127) - 1), w);
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

fn cmpi_equal_operands(pred: i64) -> bool {
    matches!(pred, 0 | 3 | 5 | 7 | 9)
}

fn bool_like(ctx: &mut Context, ty: Type, b: bool) -> Option<Attr> {
    if is_dynamic_shaped(ctx, ty) {
        return None;
    }
    Some(splat_like(ctx, ty, b as u128, false))
}

fn fold_cmpi(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
                let src = ctx.operand(e, 0);
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

fn cmpf_apply(pred: i64, a: f64, b: f64) -> Option<bool> {
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

fn scalar_float(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, u128)> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { ty, bits } => Some((float_kind(ctx, *ty)?, *bits)),
        _ => None,
    }
}

fn fold_cmpf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_select(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
            let (cl, cr) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
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

/// Result NaN as APFloat gives it: the first NaN operand quieted, else the default NaN.
fn nan_result(k: FloatKind, a: Option<u128>, b: Option<u128>) -> u128 {
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

fn float_bin(k: FloatKind, short: &str, a: u128, b: u128) -> Option<u128> {
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

fn is_float_const(ctx: &Context, a: Option<Attr>, v: f64) -> bool {
    let Some((k, b)) = a.and_then(|a| float_value(ctx, a)) else {
        return false;
    };
    let f = to_f64(k, b);
    f == v && f.is_sign_negative() == v.is_sign_negative()
}

/// The `nnan` and `nsz` fast-math flags.
const NNAN_NSZ: u32 = 2 | 8;

fn fold_float_bin(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_negf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let x = operand(ctx, op, 0);
    if let Some(n) = def_named(ctx, x, "arith.negf") {
        return FoldResult::value(ctx.operand(n, 0));
    }
    let Some(k) = float_kind(ctx, elem(ctx, result_type(ctx, op))) else {
        return FoldResult::Fail;
    };
    let sign = 1u128 << (k.bit_width() - 1);
    fold_cast(ctx, op, c, |b| Some(b ^ sign))
}

/// The (kind, bits, value) of a scalar or splat float constant whose kind
/// an f64 holds exactly.
fn small_float(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, u128, f64)> {
    let (k, bits) = float_value(ctx, a?)?;
    if matches!(k, FloatKind::F80 | FloatKind::F128) {
        return None;
    }
    Some((k, bits, to_f64(k, bits)))
}

/// `maximumf`/`minimumf` (NaN wins) and `maxnumf`/`minnumf` (NaN loses) of
/// equal operands or two constants, and `maximumf(x, -inf)`; -0 orders
/// below +0.
fn fold_float_minmax(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
fn minmax_pick(short: &str, ab: u128, a: f64, bb: u128, b: f64) -> u128 {
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
/// operands' format always holds exactly.
fn fold_remf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some((k, _, a)), Some((_, _, b))) = (
        small_float(ctx, c.first().copied().flatten()),
        small_float(ctx, c.get(1).copied().flatten()),
    ) else {
        return FoldResult::Fail;
    };
    let ty = result_type(ctx, op);
    let r = a % b;
    if r.is_nan() || is_dynamic_shaped(ctx, ty) {
        return FoldResult::Fail;
    }
    FoldResult::attr(splat_like(ctx, ty, from_f64(k, r), true))
}

/// `extf`/`truncf` of a constant, when the result holds the value exactly
/// (a truncation that would round, overflow or meet a NaN stays).
fn fold_float_resize(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(r) = fold_resize_of_resize(ctx, op) {
        return r;
    }
    let (Some(sk), Some(dk)) = (
        float_kind(ctx, elem(ctx, ctx.value_type(operand(ctx, op, 0)))),
        float_kind(ctx, elem(ctx, result_type(ctx, op))),
    ) else {
        return FoldResult::Fail;
    };
    if matches!(sk, FloatKind::F80 | FloatKind::F128) {
        return FoldResult::Fail;
    }
    // Only exact results fold, and those every rounding mode agrees on.
    fold_cast(ctx, op, c, |b| {
        let v = to_f64(sk, b);
        let bits = from_f64(dk, v);
        (!v.is_nan() && to_f64(dk, bits) == v).then_some(bits)
    })
}

/// truncf(extf(a)) when the extension lost nothing: `a` itself, or a
/// truncation of `a` (in place) when `a` is wider than the result; and
/// extf(truncf(a)) -> a when both allow contraction.
fn fold_resize_of_resize(ctx: &mut Context, op: Op) -> Option<FoldResult> {
    let src = operand(ctx, op, 0);
    let ty = result_type(ctx, op);
    if short_name(ctx, op) == "extf" {
        let t = def_named(ctx, src, "arith.truncf")?;
        const CONTRACT: u32 = 32;
        let a = ctx.operand(t, 0);
        let both = da::op_fastmath(ctx, t) & da::op_fastmath(ctx, op) & CONTRACT != 0;
        return (ctx.value_type(a) == ty && both).then(|| FoldResult::value(a));
    }
    let e = def_named(ctx, src, "arith.extf")?;
    let a = ctx.operand(e, 0);
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
fn const_int_pair(
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
fn fold_addui_extended(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
const MUL_HIGH_MAX_WIDTH: u32 = 64;

/// The high half of the `2w`-bit product of two `w`-bit integers (`w` at
/// most [`MUL_HIGH_MAX_WIDTH`]), read signed or unsigned.
fn mul_high(a: i128, b: i128, w: u32, signed: bool) -> i128 {
    let p = if signed {
        sext(a, w).wrapping_mul(sext(b, w))
    } else {
        zext(a, w).wrapping_mul(zext(b, w)) as i128
    };
    sext(p >> w, w)
}

/// mulsi/mului_extended(x, 0) -> [0, 0]; mului_extended(x, 1) -> [x, 0];
/// of two constants, both halves of the product.
fn fold_mul_extended(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
fn width_of_type(ctx: &Context, t: Type) -> u32 {
    int_width(ctx, elem(ctx, t)).unwrap_or(64)
}

/// `fptosi`/`fptoui` of a constant, rounding toward zero, when the integer
/// type holds the result (not for NaN or out-of-range values).
fn fold_float_to_int(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
fn fold_bitcast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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

fn fold_bitcast_const(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
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
fn fold_cast(
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
fn fold_int_to_float(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some(w), Some(k)) = (
        int_width(ctx, elem(ctx, ctx.value_type(operand(ctx, op, 0)))),
        float_kind(ctx, elem(ctx, result_type(ctx, op))),
    ) else {
        return FoldResult::Fail;
    };
    let signed = short_name(ctx, op) == "sitofp";
    fold_cast(ctx, op, c, |b| {
        let v = b as i128;
        let n = if signed {
            sext(v, w)
        } else {
            i128::try_from(zext(v, w)).ok()?
        };
        int_to_float_bits(k, n)
    })
}

/// The encoding of the float of `kind` nearest to `n` (ties to even), where
/// one rounding step can be guaranteed.
fn int_to_float_bits(kind: FloatKind, n: i128) -> Option<u128> {
    // Up to 2^53 the f64 is exact, so rounding it into `kind` rounds once.
    if n.unsigned_abs() <= 1u128 << 53 {
        return Some(from_f64(kind, n as f64));
    }
    // Rust's integer-to-float conversions round to nearest even themselves.
    match kind {
        FloatKind::F64 => Some((n as f64).to_bits() as u128),
        FloatKind::F32 => Some((n as f32).to_bits() as u128),
        _ => None,
    }
}

fn fold_int_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let s = short_name(ctx, op);
    let src = operand(ctx, op, 0);
    let sty = ctx.value_type(src);
    let rty = result_type(ctx, op);
    // Chains folded in place or to the original value.
    match s {
        "extsi" | "extui" => {
            let name = format!("arith.{}", s);
            if let Some(inner) = def_named(ctx, src, &name) {
                let v = ctx.operand(inner, 0);
                ctx.set_operand(op, 0, v);
                return FoldResult::value(ctx.result(op, 0));
            }
        }
        "trunci" => {
            for ext in ["arith.extsi", "arith.extui"] {
                if let Some(e) = def_named(ctx, src, ext) {
                    let v = ctx.operand(e, 0);
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
                let v = ctx.operand(t, 0);
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

// ===================================================================
// Patterns
// ===================================================================

fn new_binary(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    l: Value,
    r: Value,
    ovf: Option<u32>,
) -> Value {
    let ty = rw.ctx.value_type(l);
    let mut attrs = da::default_attrs(rw.ctx, name);
    if let Some(bits) = ovf {
        for a in attrs.iter_mut() {
            if a.0 == "overflowFlags" {
                a.1 = da::overflow_attr(rw.ctx, bits);
            }
        }
    }
    let op = rw.create(anchor, name, &[l, r], &[ty], attrs);
    rw.ctx.result(op, 0)
}

fn const_of(rw: &Rewriter, v: Value) -> Option<(i128, Attr)> {
    let a = value_constant(rw.ctx, v)?;
    Some((int_value(rw.ctx, a)?, a))
}

/// Integer constant of the type of `like` (scalar or splat).
fn int_const_attr(rw: &mut Rewriter, like: Type, v: i128) -> Option<Attr> {
    if is_dynamic_shaped(rw.ctx, like) {
        return None;
    }
    Some(splat_like(rw.ctx, like, v as u128, false))
}

fn width_of(rw: &Rewriter, t: Type) -> u32 {
    int_width(rw.ctx, elem(rw.ctx, t)).unwrap_or(64)
}

/// Shapes of the reassociation patterns: `root(inner(x, c0), c1)` and friends.
/// `inner_pos` is the operand of the root holding the inner op; the
/// constant positions are checked by the caller.
fn reassoc(
    rw: &mut Rewriter,
    op: Op,
    inner_name: &str,
    root_inner_pos: usize,
    inner_const_pos: usize,
    build: fn(i128, i128, u32) -> (i128, bool, &'static str),
    merge_flags: bool,
) -> bool {
    let ctx = &*rw.ctx;
    let iv = ctx.operand(op, root_inner_pos);
    let cv = ctx.operand(op, 1 - root_inner_pos);
    let Some(inner) = def_named(ctx, iv, inner_name) else {
        return false;
    };
    let Some((c1, _)) = const_of(rw, cv) else {
        return false;
    };
    let Some((c0, _)) = const_of(rw, rw.ctx.operand(inner, inner_const_pos)) else {
        return false;
    };
    let x = rw.ctx.operand(inner, 1 - inner_const_pos);
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let w = width_of(rw, ty);
    let (cv2, const_first, name) = build(c0, c1, w);
    // MLIR keeps the flags both ops share, except in SubIRHSAddConstant,
    // which builds its add without any.
    let ovf = if merge_flags {
        da::op_overflow(rw.ctx, op) & da::op_overflow(rw.ctx, inner)
    } else {
        0
    };
    let Some(attr) = int_const_attr(rw, ty, cv2) else {
        return false;
    };
    // The matcher records the constant it meets first walking the source
    // pattern's operands in order.
    let first_const = if root_inner_pos == 0 {
        rw.ctx.operand(inner, inner_const_pos)
    } else {
        cv
    };
    let at = drr_loc(rw, op, &[first_const]);
    let k = rw.constant(op, attr);
    let (l, r) = if const_first { (k, x) } else { (x, k) };
    let ovf = if name == "arith.muli" || name == "arith.addi" || name == "arith.subi" {
        Some(ovf)
    } else {
        None
    };
    let nv = new_binary(rw, op, name, l, r, ovf);
    place(rw, &[k, nv], at);
    rw.replace_op(op, &[nv]);
    true
}

fn wadd(a: i128, b: i128, w: u32) -> i128 {
    sext(a.wrapping_add(b), w)
}
fn wsub(a: i128, b: i128, w: u32) -> i128 {
    sext(a.wrapping_sub(b), w)
}

fn p_addi_addi_const(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.addi",
        0,
        1,
        |c0, c1, w| (wadd(c0, c1, w), false, "arith.addi"),
        true,
    )
}
fn p_addi_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        0,
        1,
        |c0, c1, w| (wsub(c1, c0, w), false, "arith.addi"),
        true,
    )
}
fn p_addi_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        0,
        0,
        |c0, c1, w| (wadd(c0, c1, w), true, "arith.subi"),
        true,
    )
}
fn p_subi_rhs_addi_const(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.addi",
        0,
        1,
        |c0, c1, w| (wsub(c0, c1, w), false, "arith.addi"),
        false,
    )
}
fn p_subi_lhs_addi_const(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.addi",
        1,
        1,
        |c0, c1, w| (wsub(c1, c0, w), true, "arith.subi"),
        true,
    )
}
fn p_subi_rhs_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        0,
        1,
        |c0, c1, w| (wadd(c0, c1, w), false, "arith.subi"),
        true,
    )
}
fn p_subi_rhs_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        0,
        0,
        |c0, c1, w| (wsub(c0, c1, w), true, "arith.subi"),
        true,
    )
}
fn p_subi_lhs_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        1,
        1,
        |c0, c1, w| (wadd(c0, c1, w), true, "arith.subi"),
        true,
    )
}
fn p_subi_lhs_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.subi",
        1,
        0,
        |c0, c1, w| (wsub(c1, c0, w), false, "arith.addi"),
        true,
    )
}
fn p_muli_muli_const(rw: &mut Rewriter, op: Op) -> bool {
    reassoc(
        rw,
        op,
        "arith.muli",
        0,
        1,
        |c0, c1, w| (sext(c0.wrapping_mul(c1), w), false, "arith.muli"),
        true,
    )
}

/// Inverse of a cmpi predicate.
fn invert_cmpi(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        p => p,
    }
}

/// xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)
fn p_xori_not_cmpi(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cmp) = def_named(ctx, ctx.operand(op, 0), "arith.cmpi") else {
        return false;
    };
    if !is_int_const(ctx, value_constant(ctx, ctx.operand(op, 1)), 1) {
        return false;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if int_width(ctx, ty) != Some(1) {
        return false;
    }
    let pred = da::op_predicate(ctx, cmp).unwrap_or(0);
    let (a, b) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
    let i64t = rw.ctx.int_type(64);
    let pa = rw.ctx.int_attr(i64t, invert_cmpi(pred) as i128);
    let at = drr_loc(rw, op, &[rw.ctx.operand(op, 0)]);
    let n = rw.create(op, "arith.cmpi", &[a, b], &[ty], vec![("predicate", pa)]);
    let v = rw.ctx.result(n, 0);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

fn new_select(rw: &mut Rewriter, anchor: Op, c: Value, t: Value, f: Value) -> Value {
    let ty = rw.ctx.value_type(t);
    let op = rw.create(anchor, "arith.select", &[c, t, f], &[ty], Vec::new());
    rw.ctx.result(op, 0)
}

/// select(p, select(p, a, b), c) -> select(p, a, c)
fn p_redundant_select_true(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let Some(inner) = def_named(ctx, t, "arith.select") else {
        return false;
    };
    if ctx.operand(inner, 0) != p {
        return false;
    }
    let a = ctx.operand(inner, 1);
    let at = drr_loc(rw, op, &[t]);
    let v = new_select(rw, op, p, a, f);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(p, a, select(p, b, c)) -> select(p, a, c)
fn p_redundant_select_false(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let Some(inner) = def_named(ctx, f, "arith.select") else {
        return false;
    };
    if ctx.operand(inner, 0) != p {
        return false;
    }
    let c = ctx.operand(inner, 2);
    let at = drr_loc(rw, op, &[f]);
    let v = new_select(rw, op, p, t, c);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(not(p), a, b) -> select(p, b, a)
fn p_select_not_cond(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let Some(x) = def_named(ctx, p, "arith.xori") else {
        return false;
    };
    if !is_int_const(ctx, value_constant(ctx, ctx.operand(x, 1)), 1) {
        return false;
    }
    let q = ctx.operand(x, 0);
    let ones = ctx.operand(x, 1);
    let at = drr_loc(rw, op, &[ones]);
    let v = new_select(rw, op, q, f, t);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(c, false, true) : i1 -> xori(c, true)
fn p_select_i1_to_not(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    if int_width(ctx, ty) != Some(1) || !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
        return false;
    }
    let (c, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    if !is_int_const(ctx, value_constant(ctx, t), 0)
        || !is_int_const(ctx, value_constant(ctx, f), 1)
    {
        return false;
    }
    let one = bool_attr(rw.ctx, true);
    let k = rw.constant(op, one);
    let v = new_binary(rw, op, "arith.xori", c, k, None);
    rw.replace_op(op, &[v]);
    true
}

/// select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(not(c)) (integers wider than i1)
fn p_select_to_extui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Integer { width, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if *width == 1 {
        return false;
    }
    let (c, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    if !matches!(ctx.type_kind(ctx.value_type(c)), TypeKind::Integer { .. }) {
        return false;
    }
    let (tc, fc) = (value_constant(ctx, t), value_constant(ctx, f));
    if is_int_const(ctx, tc, 1) && is_int_const(ctx, fc, 0) {
        let n = rw.create(op, "arith.extui", &[c], &[ty], Vec::new());
        let v = rw.ctx.result(n, 0);
        rw.replace_op(op, &[v]);
        return true;
    }
    if is_int_const(ctx, tc, 0) && is_int_const(ctx, fc, 1) {
        let one = bool_attr(rw.ctx, true);
        let k = rw.constant(op, one);
        let nc = new_binary(rw, op, "arith.xori", c, k, None);
        let n = rw.create(op, "arith.extui", &[nc], &[ty], Vec::new());
        let v = rw.ctx.result(n, 0);
        rw.replace_op(op, &[v]);
        return true;
    }
    false
}

/// index_cast(index_cast(x)) -> x when the types match (and the ui variant).
fn cast_of_cast(rw: &mut Rewriter, op: Op, inner: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, ctx.operand(op, 0), inner) else {
        return false;
    };
    let x = ctx.operand(i, 0);
    if ctx.value_type(x) != ctx.value_type(ctx.result(op, 0)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

fn p_index_cast_of_index_cast(rw: &mut Rewriter, op: Op) -> bool {
    cast_of_cast(rw, op, "arith.index_cast")
}
fn p_index_castui_of_index_castui(rw: &mut Rewriter, op: Op) -> bool {
    cast_of_cast(rw, op, "arith.index_castui")
}

/// extsi(extui(x)) -> extui(x)
fn p_extsi_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, ctx.operand(op, 0), "arith.extui") else {
        return false;
    };
    let x = ctx.operand(i, 0);
    let ty = ctx.value_type(ctx.result(op, 0));
    let at = drr_loc(rw, op, &[rw.ctx.operand(op, 0)]);
    let n = rw.create(op, "arith.extui", &[x], &[ty], Vec::new());
    let v = rw.ctx.result(n, 0);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// Creates a one-result op before `anchor` with MLIR's default inherent
/// attributes for `name` (as a builder would), overridden by `attrs`.
fn make(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(&'static str, Attr)>,
) -> Value {
    let mut all = da::default_attrs(rw.ctx, name);
    for (k, a) in attrs {
        match all.iter_mut().find(|(n, _)| *n == k) {
            Some(slot) => slot.1 = a,
            None => all.push((k, a)),
        }
    }
    let op = rw.create(anchor, name, operands, &[ty], all);
    rw.ctx.result(op, 0)
}

/// A comparison predicate attribute (an i64).
fn pred_attr(ctx: &mut Context, p: i64) -> Attr {
    let i64t = ctx.int_type(64);
    ctx.int_attr(i64t, p as i128)
}

/// The registered name of `op` (a static string).
fn full_name(ctx: &Context, op: Op) -> &'static str {
    ctx.def(op).map_or("", |d| d.name)
}

/// `y` when `v` is `muli(y, c)` with `c` all ones (scalar or splat).
/// The location MLIR's generated (DRR) patterns give every op they build:
/// the matched root fused with the ops its matcher records after it, as
/// many as the source pattern has op nodes besides the root. The matcher
/// records an op when it is done with it, operands in order, and a
/// constant matcher records the constant: so `recorded` lists, per
/// pattern, the values whose defining ops come first in that order.
fn drr_loc(rw: &mut Rewriter, root: Op, recorded: &[Value]) -> ir::Loc {
    let mut parts = vec![rw.ctx.loc(root)];
    for &v in recorded {
        if let Some(d) = rw.ctx.defining_op(v) {
            parts.push(rw.ctx.loc(d));
        }
    }
    rw.ctx.fused_loc(&parts)
}

/// Gives the ops defining `values` location `at`.
fn place(rw: &mut Rewriter, values: &[Value], at: ir::Loc) {
    for &v in values {
        if let Some(d) = rw.ctx.defining_op(v) {
            rw.ctx.op_mut(d).loc = at;
        }
    }
}

fn times_minus_one(ctx: &Context, v: Value) -> Option<Value> {
    let m = def_named(ctx, v, "arith.muli")?;
    let c = value_constant(ctx, ctx.operand(m, 1));
    is_int_const(ctx, c, -1).then(|| ctx.operand(m, 0))
}

/// addi(x, muli(y, -1)) -> subi(x, y); the flags are dropped.
fn p_addi_mul_neg_one_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let x = rw.ctx.operand(op, 0);
    let m = rw.ctx.operand(op, 1);
    let Some(y) = times_minus_one(rw.ctx, m) else {
        return false;
    };
    let minus_one = rw.ctx.operand(rw.ctx.defining_op(m).expect("muli"), 1);
    let at = drr_loc(rw, op, &[minus_one]);
    let v = new_binary(rw, op, "arith.subi", x, y, None);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// addi(muli(x, -1), y) -> subi(y, x); the flags are dropped.
fn p_addi_mul_neg_one_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let y = rw.ctx.operand(op, 1);
    let m = rw.ctx.operand(op, 0);
    let Some(x) = times_minus_one(rw.ctx, m) else {
        return false;
    };
    let minus_one = rw.ctx.operand(rw.ctx.defining_op(m).expect("muli"), 1);
    let at = drr_loc(rw, op, &[minus_one]);
    let v = new_binary(rw, op, "arith.subi", y, x, None);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// subi(subi(x, y), x) -> subi(0, y), keeping the flags both share.
fn p_subi_subi_lhs_rhs_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def_named(ctx, ctx.operand(op, 0), "arith.subi") else {
        return false;
    };
    if ctx.operand(inner, 0) != ctx.operand(op, 1) {
        return false;
    }
    let y = ctx.operand(inner, 1);
    let ovf = da::op_overflow(ctx, op) & da::op_overflow(ctx, inner);
    let yty = ctx.value_type(y);
    let Some(zero) = int_const_attr(rw, yty, 0) else {
        return false;
    };
    let at = drr_loc(rw, op, &[rw.ctx.operand(op, 0)]);
    let k = rw.constant(op, zero);
    let v = new_binary(rw, op, "arith.subi", k, y, Some(ovf));
    place(rw, &[k, v], at);
    rw.replace_op(op, &[v]);
    true
}

/// `{add,mul}_extended(x, y)` whose second result is unused -> the plain
/// op (without flags) and `x` for the dead result.
fn extended_to_plain(rw: &mut Rewriter, op: Op, plain: &str) -> bool {
    let ctx = &*rw.ctx;
    if ctx.results(op).len() != 2 || ctx.has_uses(ctx.result(op, 1)) {
        return false;
    }
    let (x, y) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let v = new_binary(rw, op, plain, x, y, None);
    rw.replace_op(op, &[v, x]);
    true
}

fn p_addui_extended_to_addi(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.addi")
}
fn p_mul_extended_to_muli(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]. An i1 `1` is -1
/// when read signed, so it does not count.
fn p_mulsi_extended_rhs_one(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.results(op).len() != 2 {
        return false;
    }
    let (x, c) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(a) = value_constant(ctx, c) else {
        return false;
    };
    let Some(v) = int_value(ctx, a) else {
        return false;
    };
    let xty = ctx.value_type(x);
    let w = width_of(rw, xty);
    if sext(v, w) != 1 {
        return false;
    }
    let Some(zero) = int_const_attr(rw, xty, 0) else {
        return false;
    };
    let k = rw.constant(op, zero);
    let bty = dialects::common::i1_like(rw.ctx, xty);
    let slt = pred_attr(rw.ctx, 2);
    let cmp = make(rw, op, "arith.cmpi", &[x, k], bty, vec![("predicate", slt)]);
    let high = make(rw, op, "arith.extsi", &[cmp], xty, Vec::new());
    rw.replace_op(op, &[x, high]);
    true
}

/// The sources of `op`'s two operands when both are `ext` ops of one
/// source type.
fn ext_sources(ctx: &Context, op: Op, ext: &str) -> Option<(Value, Value)> {
    let a = def_named(ctx, ctx.operand(op, 0), ext)?;
    let b = def_named(ctx, ctx.operand(op, 1), ext)?;
    let (x, y) = (ctx.operand(a, 0), ctx.operand(b, 0));
    (ctx.value_type(x) == ctx.value_type(y)).then_some((x, y))
}

/// bitwise(ext(x), ext(y)) -> ext(bitwise(x, y)) for xori, andi and ori.
fn bitwise_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let Some((x, y)) = ext_sources(rw.ctx, op, ext) else {
        return false;
    };
    let name = full_name(rw.ctx, op);
    let ty = result_type(rw.ctx, op);
    let (a, b) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    let at = drr_loc(rw, op, &[a, b]);
    let inner = new_binary(rw, op, name, x, y, None);
    let v = make(rw, op, ext, &[inner], ty, Vec::new());
    place(rw, &[inner, v], at);
    rw.replace_op(op, &[v]);
    true
}

fn p_bitwise_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    bitwise_of_ext(rw, op, "arith.extui")
}
fn p_bitwise_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    bitwise_of_ext(rw, op, "arith.extsi")
}

/// cmpi eq/ne of two like extensions compares their sources.
fn cmpi_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let ctx = &*rw.ctx;
    if !matches!(da::op_predicate(ctx, op), Some(0 | 1)) {
        return false;
    }
    let Some((x, y)) = ext_sources(ctx, op, ext) else {
        return false;
    };
    let pred = ctx.get_attr(op, "predicate");
    let ty = result_type(ctx, op);
    let Some(pred) = pred else { return false };
    let (a, b) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    let at = drr_loc(rw, op, &[a, b]);
    let v = make(rw, op, "arith.cmpi", &[x, y], ty, vec![("predicate", pred)]);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

fn p_cmpi_ext_si(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extsi")
}
fn p_cmpi_ext_ui(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extui")
}

/// op(inner(x)) -> made(x) with `op`'s result type and no attributes of
/// either: the cast chains that skip their middle type.
fn skip_inner(rw: &mut Rewriter, op: Op, inner: &str, made: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, ctx.operand(op, 0), inner) else {
        return false;
    };
    let x = ctx.operand(i, 0);
    let ty = result_type(ctx, op);
    let at = drr_loc(rw, op, &[rw.ctx.operand(op, 0)]);
    let v = make(rw, op, made, &[x], ty, Vec::new());
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

fn p_index_cast_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.extsi", "arith.index_cast")
}
fn p_index_castui_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.extui", "arith.index_castui")
}
fn p_bitcast_of_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.bitcast", "arith.bitcast")
}

/// truncf(sitofp(x)) -> sitofp(x) (and uitofp) unless a rounding mode is
/// given; the truncation's fastmath flags go.
fn truncf_of_int_to_fp(rw: &mut Rewriter, op: Op, conv: &str) -> bool {
    if rw.ctx.get_attr(op, "roundingmode").is_some() {
        return false;
    }
    skip_inner(rw, op, conv, conv)
}

fn p_truncf_sitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.sitofp")
}
fn p_truncf_uitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.uitofp")
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly
/// the bits the truncation removes (only those differ between the shifts).
fn p_trunci_shrsi_to_shrui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sh) = def_named(ctx, ctx.operand(op, 0), "arith.shrsi") else {
        return false;
    };
    let (x, c) = (ctx.operand(sh, 0), ctx.operand(sh, 1));
    let Some(ca) = value_constant(ctx, c) else {
        return false;
    };
    let xty = ctx.value_type(x);
    let rty = result_type(ctx, op);
    let (Some(xw), Some(rw_)) = (
        int_width(ctx, elem(ctx, xty)),
        int_width(ctx, elem(ctx, rty)),
    ) else {
        return false;
    };
    let Some(amount) = int_value(ctx, ca) else {
        return false;
    };
    let cw = int_width(ctx, elem(ctx, ctx.value_type(c))).unwrap_or(64);
    if xw <= rw_ || zext(amount, cw) != (xw - rw_) as u128 {
        return false;
    }
    let ovf = ctx.get_attr(op, "overflowFlags");
    let at = drr_loc(rw, op, &[c]);
    let k = rw.constant(op, ca);
    let shr = make(rw, op, "arith.shrui", &[x, k], xty, Vec::new());
    let attrs = ovf.map(|a| vec![("overflowFlags", a)]).unwrap_or_default();
    let v = make(rw, op, "arith.trunci", &[shr], rty, attrs);
    place(rw, &[k, shr, v], at);
    rw.replace_op(op, &[v]);
    true
}

/// mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y) with the root's flags.
fn float_op_of_negs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let a = def_named(ctx, ctx.operand(op, 0), "arith.negf");
    let b = def_named(ctx, ctx.operand(op, 1), "arith.negf");
    let (Some(a), Some(b)) = (a, b) else {
        return false;
    };
    let (x, y) = (ctx.operand(a, 0), ctx.operand(b, 0));
    if ctx.value_type(x) != ctx.value_type(y) {
        return false;
    }
    let name = full_name(ctx, op);
    let ty = result_type(ctx, op);
    let attrs = ctx
        .get_attr(op, "fastmath")
        .map(|f| vec![("fastmath", f)])
        .unwrap_or_default();
    let (na, nb) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    let at = drr_loc(rw, op, &[na, nb]);
    let v = make(rw, op, name, &[x, y], ty, attrs);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// The unbiased exponent of a finite nonzero `v` (subnormals normalized),
/// as C's `ilogb`.
fn ilogb(v: f64) -> i64 {
    let b = v.to_bits();
    let e = ((b >> 52) & 0x7ff) as i64;
    if e == 0 {
        let mant = b & ((1u64 << 52) - 1);
        return 63 - mant.leading_zeros() as i64 - 1074;
    }
    e - 1023
}

/// The value of the integer `-mag` or `mag` rounded into `kind`, as an f64
/// (every kind this is used for fits in one).
fn int_as_kind(kind: FloatKind, neg: bool, mag: u128) -> f64 {
    to_f64(kind, ir::float_format::from_int(kind, neg, mag))
}

/// What `cmpf pred, (s|u)itofp(x), r` becomes, for a non-NaN `r` of
/// `kind` and an integer `x` of `w` bits: a constant, or an integer
/// predicate and the integer to compare `x` with. `None` when the
/// conversion could change the answer.
fn int_compare_for(
    pred: i64,
    kind: FloatKind,
    r: f64,
    w: u32,
    unsigned: bool,
) -> Option<Result<(i64, i128), bool>> {
    const EQ: i64 = 0;
    const NE: i64 = 1;
    const SLT: i64 = 2;
    const SLE: i64 = 3;
    const SGT: i64 = 4;
    const SGE: i64 = 5;
    const ULT: i64 = 6;
    const ULE: i64 = 7;
    const UGT: i64 = 8;
    const UGE: i64 = 9;
    if w == 0 || w > 128 || r.is_nan() {
        return None;
    }
    let prec = ir::float_format::precision(kind) as i64;
    let value_bits = if unsigned { w } else { w - 1 } as i64;
    if w as i64 > prec {
        if r.is_infinite() {
            if (ir::float_format::max_exponent(kind) as i64) < value_bits {
                return None;
            }
        } else if r != 0.0 {
            let e = ilogb(r);
            if prec <= e && e <= value_bits {
                return None;
            }
        }
    }
    let s = |signed: i64, uns: i64| if unsigned { uns } else { signed };
    let mut ip = match pred {
        7 => return Some(Err(true)),
        14 => return Some(Err(false)),
        1 | 8 => EQ,
        2 | 9 => s(SGT, UGT),
        3 | 10 => s(SGE, UGE),
        4 | 11 => s(SLT, ULT),
        5 | 12 => s(SLE, ULE),
        6 | 13 => NE,
        _ => return None,
    };
    let top = if unsigned { w } else { w - 1 };
    let max_mag = if top == 128 {
        u128::MAX
    } else {
        (1u128 << top) - 1
    };
    // Beyond the integer range the comparison is decided.
    if int_as_kind(kind, false, max_mag) < r {
        return Some(Err(matches!(ip, NE | SLT | SLE | ULT | ULE)));
    }
    let min = if unsigned {
        int_as_kind(kind, false, 0)
    } else {
        int_as_kind(kind, true, 1u128 << (w - 1))
    };
    if min > r {
        return Some(Err(matches!(ip, NE | SGT | SGE | UGT | UGE)));
    }
    // The value rounded toward zero, if the integer type holds it.
    if r.is_infinite() {
        return None;
    }
    let t = r.trunc();
    let bound = 2f64.powi(top as i32);
    let n: i128 = if unsigned {
        if t >= bound {
            return None;
        }
        // A negative value that truncates to zero is zero; others were
        // decided above.
        t.max(0.0) as u128 as i128
    } else {
        if t >= bound || t < -bound {
            return None;
        }
        t as i128
    };
    if r != 0.0 {
        let back = if unsigned {
            int_as_kind(kind, false, n as u128)
        } else {
            int_as_kind(kind, n < 0, n.unsigned_abs())
        };
        if back != r {
            // A fractional constant: the integer bound moves by one, or
            // the answer is known.
            let neg = r < 0.0;
            match ip {
                NE => return Some(Err(true)),
                EQ => return Some(Err(false)),
                ULE if neg => return Some(Err(false)),
                SLE if neg => ip = SLT,
                ULT if neg => return Some(Err(false)),
                ULT => ip = ULE,
                SLT if !neg => ip = SLE,
                UGT if neg => return Some(Err(true)),
                SGT if neg => ip = SGE,
                UGE if neg => return Some(Err(true)),
                UGE => ip = UGT,
                SGE if !neg => ip = SGT,
                _ => {}
            }
        }
    }
    Some(Ok((ip, n)))
}

/// cmpf(pred, sitofp/uitofp(x), c) as an integer comparison of `x`, or a
/// constant, when the conversion cannot change the answer.
fn p_cmpf_int_to_fp_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(pred) = da::op_predicate(ctx, op) else {
        return false;
    };
    let Some(ca) = value_constant(ctx, ctx.operand(op, 1)) else {
        return false;
    };
    let AttrKind::Float { ty: fty, bits } = ctx.attr_kind(ca) else {
        return false;
    };
    let Some(kind) = float_kind(ctx, *fty) else {
        return false;
    };
    // f64 holds the values of every other kind exactly.
    if matches!(kind, FloatKind::F80 | FloatKind::F128) {
        return false;
    }
    let r = to_f64(kind, *bits);
    let lhs = ctx.operand(op, 0);
    let (unsigned, conv) = match (
        def_named(ctx, lhs, "arith.sitofp"),
        def_named(ctx, lhs, "arith.uitofp"),
    ) {
        (Some(c), _) => (false, c),
        (_, Some(c)) => (true, c),
        _ => return false,
    };
    let x = ctx.operand(conv, 0);
    let xty = ctx.value_type(x);
    let TypeKind::Integer { width, .. } = ctx.type_kind(xty) else {
        return false;
    };
    let Some(outcome) = int_compare_for(pred, kind, r, *width, unsigned) else {
        return false;
    };
    let v = match outcome {
        Err(b) => {
            let a = bool_attr(rw.ctx, b);
            rw.constant(op, a)
        }
        Ok((ip, n)) => {
            let a = int_attr(rw.ctx, xty, n);
            let k = rw.constant(op, a);
            let pa = pred_attr(rw.ctx, ip);
            let ty = result_type(rw.ctx, op);
            make(rw, op, "arith.cmpi", &[x, k], ty, vec![("predicate", pa)])
        }
    };
    rw.replace_op(op, &[v]);
    true
}

macro_rules! pat {
    ($name:expr, $f:expr) => {
        Pattern {
            name: $name,
            benefit: 1,
            apply: $f,
        }
    };
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "arith.addi",
        &[
            pat!("AddIAddConstant", p_addi_addi_const),
            pat!("AddISubConstantRHS", p_addi_subi_const_rhs),
            pat!("AddISubConstantLHS", p_addi_subi_const_lhs),
            pat!("AddIMulNegativeOneRhs", p_addi_mul_neg_one_rhs),
            pat!("AddIMulNegativeOneLhs", p_addi_mul_neg_one_lhs),
        ],
    ),
    (
        "arith.addui_extended",
        &[pat!("AddUIExtendedToAddI", p_addui_extended_to_addi)],
    ),
    (
        "arith.subi",
        &[
            pat!("SubIRHSAddConstant", p_subi_rhs_addi_const),
            pat!("SubILHSAddConstant", p_subi_lhs_addi_const),
            pat!("SubIRHSSubConstantRHS", p_subi_rhs_subi_const_rhs),
            pat!("SubIRHSSubConstantLHS", p_subi_rhs_subi_const_lhs),
            pat!("SubILHSSubConstantRHS", p_subi_lhs_subi_const_rhs),
            pat!("SubILHSSubConstantLHS", p_subi_lhs_subi_const_lhs),
            pat!("SubISubILHSRHSLHS", p_subi_subi_lhs_rhs_lhs),
        ],
    ),
    ("arith.muli", &[pat!("MulIMulIConstant", p_muli_muli_const)]),
    (
        "arith.mulsi_extended",
        &[
            pat!("MulSIExtendedToMulI", p_mul_extended_to_muli),
            pat!("MulSIExtendedRHSOne", p_mulsi_extended_rhs_one),
        ],
    ),
    (
        "arith.mului_extended",
        &[pat!("MulUIExtendedToMulI", p_mul_extended_to_muli)],
    ),
    (
        "arith.xori",
        &[
            pat!("XOrINotCmpI", p_xori_not_cmpi),
            pat!("XOrIOfExtUI", p_bitwise_of_extui),
            pat!("XOrIOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.cmpi",
        &[
            pat!("CmpIExtSI", p_cmpi_ext_si),
            pat!("CmpIExtUI", p_cmpi_ext_ui),
        ],
    ),
    (
        "arith.cmpf",
        &[pat!("CmpFIntToFPConst", p_cmpf_int_to_fp_const)],
    ),
    (
        "arith.select",
        &[
            pat!("RedundantSelectFalse", p_redundant_select_false),
            pat!("RedundantSelectTrue", p_redundant_select_true),
            pat!("SelectNotCond", p_select_not_cond),
            pat!("SelectI1ToNot", p_select_i1_to_not),
            pat!("SelectToExtUI", p_select_to_extui),
        ],
    ),
    (
        "arith.index_cast",
        &[
            pat!("IndexCastOfIndexCast", p_index_cast_of_index_cast),
            pat!("IndexCastOfExtSI", p_index_cast_of_extsi),
        ],
    ),
    (
        "arith.index_castui",
        &[
            pat!("IndexCastUIOfIndexCastUI", p_index_castui_of_index_castui),
            pat!("IndexCastUIOfExtUI", p_index_castui_of_extui),
        ],
    ),
    (
        "arith.bitcast",
        &[pat!("BitcastOfBitcast", p_bitcast_of_bitcast)],
    ),
    ("arith.extsi", &[pat!("ExtSIOfExtUI", p_extsi_of_extui)]),
    (
        "arith.andi",
        &[
            pat!("AndOfExtUI", p_bitwise_of_extui),
            pat!("AndOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.ori",
        &[
            pat!("OrOfExtUI", p_bitwise_of_extui),
            pat!("OrOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.trunci",
        &[pat!("TruncIShrSIToTrunciShrUI", p_trunci_shrsi_to_shrui)],
    ),
    (
        "arith.truncf",
        &[
            pat!("TruncFSIToFPToSIToFP", p_truncf_sitofp),
            pat!("TruncFUIToFPToUIToFP", p_truncf_uitofp),
        ],
    ),
    ("arith.mulf", &[pat!("MulFOfNegF", float_op_of_negs)]),
    ("arith.divf", &[pat!("DivFOfNegF", float_op_of_negs)]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minmax_pick_nan_and_zero_signs() {
        let (one, nan) = (1f32.to_bits() as u128, f32::NAN.to_bits() as u128);
        let (pz, nz) = (0u128, (-0f32).to_bits() as u128);
        assert_eq!(minmax_pick("maximumf", nan, f64::NAN, one, 1.0), nan);
        assert_eq!(minmax_pick("maxnumf", nan, f64::NAN, one, 1.0), one);
        assert_eq!(minmax_pick("minnumf", one, 1.0, nan, f64::NAN), one);
        assert_eq!(minmax_pick("minimumf", pz, 0.0, nz, -0.0), nz);
        assert_eq!(minmax_pick("maximumf", nz, -0.0, pz, 0.0), pz);
    }

    #[test]
    fn ilogb_normalizes_subnormals() {
        assert_eq!(ilogb(1.0), 0);
        assert_eq!(ilogb(-3.5), 1);
        assert_eq!(ilogb(0.25), -2);
        assert_eq!(ilogb(f64::from_bits(1)), -1074);
        assert_eq!(ilogb(f64::MAX), 1023);
    }

    #[test]
    fn mul_high_signed_and_unsigned() {
        assert_eq!(mul_high(5, -7, 32, true), -1);
        assert_eq!(mul_high(5, -7, 32, false), 4);
        assert_eq!(mul_high(-1, -1, 64, false), -2);
        assert_eq!(
            mul_high(i64::MIN as i128, i64::MIN as i128, 64, true),
            1 << 62
        );
        assert_eq!(mul_high(1, 1, 1, true), 0);
    }

    #[test]
    fn int_compare_for_decides_or_rewrites() {
        let f32k = FloatKind::F32;
        // olt 3.0 on i8: slt 3.
        assert_eq!(int_compare_for(4, f32k, 3.0, 8, false), Some(Ok((2, 3))));
        // Above the i8 range: olt is true, ogt false.
        assert_eq!(int_compare_for(4, f32k, 300.0, 8, false), Some(Err(true)));
        assert_eq!(int_compare_for(2, f32k, 300.0, 8, false), Some(Err(false)));
        // Unsigned below zero: ueq is false.
        assert_eq!(int_compare_for(8, f32k, -300.0, 8, true), Some(Err(false)));
        // Fractional constants move the bound or decide.
        assert_eq!(int_compare_for(4, f32k, 4.5, 16, false), Some(Ok((3, 4))));
        assert_eq!(int_compare_for(4, f32k, -4.5, 16, false), Some(Ok((2, -4))));
        assert_eq!(int_compare_for(1, f32k, 4.5, 16, false), Some(Err(false)));
        assert_eq!(int_compare_for(11, f32k, 4.5, 16, true), Some(Ok((7, 4))));
        // ord and uno never see a NaN from an integer.
        assert_eq!(int_compare_for(7, f32k, 1.0, 8, false), Some(Err(true)));
        assert_eq!(int_compare_for(14, f32k, 1.0, 8, false), Some(Err(false)));
        // i32 does not fit f32's significand: 1e9 could compare either way.
        assert_eq!(int_compare_for(4, f32k, 1.0e9, 32, false), None);
        assert_eq!(
            int_compare_for(4, f32k, 1000.0, 32, false),
            Some(Ok((2, 1000)))
        );
        // NaN, and the predicates with no integer form, are left alone.
        assert_eq!(int_compare_for(4, f32k, f64::NAN, 8, false), None);
        assert_eq!(int_compare_for(0, f32k, 1.0, 8, false), None);
        assert_eq!(int_compare_for(15, f32k, 1.0, 8, false), None);
    }
}
