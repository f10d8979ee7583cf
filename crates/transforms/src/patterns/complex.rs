//! complex: the folds of mlir-opt 22 (a number rebuilt from its own parts,
//! the parts of a `create` or a constant, inverse pairs such as
//! `exp(log x)` and `neg(neg x)`, adding or subtracting zero, multiplying
//! or dividing by one, cancelling add/sub pairs, a bitcast to its own type)
//! and the canonicalization patterns (a part of a negated `create`, chains
//! of bitcasts).

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::complex as dc;
use dialects::complex::{Binary, Create, Unary};

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    let short = name.strip_prefix("complex.")?;
    Some(match short {
        "create" => fold_create,
        "re" => fold_re,
        "im" => fold_im,
        "neg" | "conj" => fold_involution,
        "exp" => fold_exp,
        "log" => fold_log,
        "add" => fold_add,
        "sub" => fold_sub,
        "mul" | "div" => fold_by_one,
        "bitcast" => fold_bitcast,
        _ => return None,
    })
}

/// The op defining `v`, when it is named `name`.
fn named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.op_name(d) == name)
}

/// The (re, im) parts of a complex constant attribute.
fn parts(ctx: &Context, a: Option<Attr>) -> Option<(Attr, Attr)> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(v) if v.len() == 2 => Some((v[0], v[1])),
        _ => None,
    }
}

fn float_is(ctx: &Context, a: Attr, want: f64) -> bool {
    match float_value(ctx, a) {
        Some((k, raw)) => ir::float_format::to_f64(k, raw) == want,
        None => false,
    }
}

/// `create(re(z), im(z))` -> `z`.
fn fold_create(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let create = Create(op);
    let re = named(ctx, create.real(ctx), "complex.re");
    let im = named(ctx, create.imaginary(ctx), "complex.im");
    match (re, im) {
        (Some(r), Some(i)) if Unary(r).complex(ctx) == Unary(i).complex(ctx) => {
            FoldResult::value(Unary(r).complex(ctx))
        }
        _ => FoldResult::Fail,
    }
}

/// A part of a constant, or the matching operand of a `create`.
fn fold_part(ctx: &Context, op: Op, c: &[Option<Attr>], index: usize) -> FoldResult {
    if let Some((re, im)) = parts(ctx, c.first().copied().flatten()) {
        return FoldResult::attr([re, im][index]);
    }
    match named(ctx, Unary(op).complex(ctx), dc::CREATE.name) {
        Some(create) => {
            let create = Create(create);
            FoldResult::value([create.real(ctx), create.imaginary(ctx)][index])
        }
        None => FoldResult::Fail,
    }
}

fn fold_re(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    fold_part(ctx, op, c, 0)
}

fn fold_im(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    fold_part(ctx, op, c, 1)
}

/// `f(g(x))` -> `x` where the operand is made by an op named `inverse`.
fn fold_inverse_of(ctx: &Context, op: Op, inverse: &str) -> FoldResult {
    match named(ctx, Unary(op).complex(ctx), inverse) {
        Some(inner) => FoldResult::value(Unary(inner).complex(ctx)),
        None => FoldResult::Fail,
    }
}

/// `neg(neg x)`, `conj(conj x)` -> `x`.
fn fold_involution(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let name = ctx.op_name(op).to_string();
    fold_inverse_of(ctx, op, &name)
}

fn fold_exp(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    fold_inverse_of(ctx, op, "complex.log")
}

fn fold_log(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    fold_inverse_of(ctx, op, "complex.exp")
}

/// Whether `v` is a `complex.constant` of both parts `re` and `im` (either
/// zero sign counting as zero).
fn is_constant(ctx: &Context, v: Value, re: f64, im: f64) -> bool {
    let c = named(ctx, v, dc::CONSTANT.name).and_then(|c| ctx.get_attr(c, "value"));
    parts(ctx, c).is_some_and(|(r, i)| float_is(ctx, r, re) && float_is(ctx, i, im))
}

/// `add(sub(a, b), b)`, `add(b, sub(a, b))` -> `a`; `add(a, 0)` -> `a`.
fn fold_add(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let (lhs, rhs) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
    let sub_of = |v: Value, b: Value| {
        named(ctx, v, "complex.sub")
            .map(Binary)
            .filter(|s| s.rhs(ctx) == b)
    };
    if let Some(sub) = sub_of(lhs, rhs).or_else(|| sub_of(rhs, lhs)) {
        return FoldResult::value(sub.lhs(ctx));
    }
    if is_constant(ctx, rhs, 0.0, 0.0) {
        return FoldResult::value(lhs);
    }
    FoldResult::Fail
}

/// `sub(add(a, b), b)` -> `a`; `sub(a, 0)` -> `a`.
fn fold_sub(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let (lhs, rhs) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
    if let Some(add) = named(ctx, lhs, "complex.add")
        .map(Binary)
        .filter(|a| a.rhs(ctx) == rhs)
    {
        return FoldResult::value(add.lhs(ctx));
    }
    if is_constant(ctx, rhs, 0.0, 0.0) {
        return FoldResult::value(lhs);
    }
    FoldResult::Fail
}

/// `mul(a, 1)`, `div(a, 1)` -> `a`, the one a constant `[1.0, 0.0]`.
fn fold_by_one(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    if is_constant(ctx, Binary(op).rhs(ctx), 1.0, 0.0) {
        return FoldResult::value(Binary(op).lhs(ctx));
    }
    FoldResult::Fail
}

fn fold_bitcast(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let x = Unary(op).complex(ctx);
    if ctx.value_type(x) == ctx.value_type(ctx.result(op, 0)) {
        return FoldResult::value(x);
    }
    FoldResult::Fail
}

/// Whether the complex dialect makes `value` a `complex.constant` (a pair
/// of parts of a complex type); it leaves any other constant to arith.
pub fn is_complex_constant(ctx: &Context, value: Attr, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Complex(_)) && parts(ctx, Some(value)).is_some()
}

/// A `complex.constant` of `value` before `anchor`.
pub fn constant(rw: &mut Rewriter, anchor: Op, value: Attr, ty: Type) -> Value {
    let c = rw.create(
        anchor,
        dc::CONSTANT.name,
        &[],
        &[ty],
        vec![("value", value)],
    );
    rw.ctx.result(c, 0)
}

/// `re(neg(create(a, b)))` -> `negf(a)`, and `im` of it -> `negf(b)`.
fn p_part_of_negated(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let index = usize::from(ctx.op_name(op) == "complex.im");
    let Some(neg) = named(ctx, Unary(op).complex(ctx), "complex.neg") else {
        return false;
    };
    let Some(create) = named(ctx, Unary(neg).complex(ctx), dc::CREATE.name).map(Create) else {
        return false;
    };
    let part = [create.real(ctx), create.imaginary(ctx)][index];
    let ty = ctx.value_type(part);
    let none = dialects::arith::fastmath_attr(rw.ctx, 0);
    let n = rw.create(op, "arith.negf", &[part], &[ty], vec![("fastmath", none)]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `bitcast(bitcast x)` -> one bitcast of `x` (an arith one where neither
/// end is complex); `complex.bitcast(arith.bitcast x)` -> `complex.bitcast x`.
fn p_merge_bitcasts(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let is_complex = |t: Type| matches!(ctx.type_kind(t), TypeKind::Complex(_));
    let to = ctx.value_type(ctx.result(op, 0));
    let input = Unary(op).complex(ctx);
    let (x, name) = if let Some(inner) = named(ctx, input, dc::BITCAST.name) {
        let x = Unary(inner).complex(ctx);
        if is_complex(to) || is_complex(ctx.value_type(x)) {
            (x, dc::BITCAST.name)
        } else {
            (x, "arith.bitcast")
        }
    } else if let Some(inner) = named(ctx, input, "arith.bitcast") {
        (dialects::arith::Unary(inner).input(ctx), dc::BITCAST.name)
    } else {
        return false;
    };
    let n = rw.create(op, name, &[x], &[to], Vec::new());
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `arith.bitcast(complex.bitcast x)` -> `complex.bitcast x`.
fn p_arith_bitcast_of_complex(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = named(ctx, dialects::arith::Unary(op).input(ctx), dc::BITCAST.name) else {
        return false;
    };
    let x = Unary(inner).complex(ctx);
    let to = ctx.value_type(ctx.result(op, 0));
    let n = rw.create(op, dc::BITCAST.name, &[x], &[to], Vec::new());
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

const PART_OF_NEGATED: &[Pattern] = &[Pattern {
    name: "FoldComponentNeg",
    benefit: 1,
    apply: p_part_of_negated,
}];

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    ("complex.re", PART_OF_NEGATED),
    ("complex.im", PART_OF_NEGATED),
    (
        "complex.bitcast",
        &[Pattern {
            name: "MergeComplexBitcast",
            benefit: 1,
            apply: p_merge_bitcasts,
        }],
    ),
    (
        "arith.bitcast",
        &[Pattern {
            name: "ArithBitcast",
            benefit: 1,
            apply: p_arith_bitcast_of_complex,
        }],
    ),
];
