//! index: constant folding of the binary ops, compares and casts, the
//! identities `add x, 0`, `sub x, 0`, `mul x, 1`, `mul x, 0`, and the
//! canonicalization patterns (reassociating a constant through two ops of
//! one kind, `cmp` of a difference against zero).
//!
//! The width of `index` is the target's: a fold is kept only where the
//! 64-bit result truncated to 32 bits equals the 32-bit result, as MLIR's
//! folders check, so that the folded constant is right on either target.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::index as di;
use dialects::index::{Binary, Cast};

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    let short = name.strip_prefix("index.")?;
    Some(match short {
        "add" | "sub" | "mul" | "divs" | "divu" | "ceildivs" | "ceildivu" | "floordivs"
        | "rems" | "remu" | "maxs" | "maxu" | "mins" | "minu" | "shl" | "shrs" | "shru" | "and"
        | "or" | "xor" => fold_binary,
        "cmp" => fold_cmp,
        "casts" | "castu" => fold_cast,
        _ => return None,
    })
}

/// `op` applied to `a` and `b`, both sign-extended values of `w` bits; the
/// result sign-extended, `None` where the op is undefined (division by
/// zero, a shift by 32 or more).
fn calculate(op: &str, a: i128, b: i128, w: u32) -> Option<i128> {
    let s = |x: i128| sext(x, w);
    let u = |x: i128| zext(x, w);
    let sdiv = |x: i128, y: i128| s(s(x).wrapping_div(s(y)));
    let shift_ok = u(b) < 32;
    Some(match op {
        "add" => s(a.wrapping_add(b)),
        "sub" => s(a.wrapping_sub(b)),
        "mul" => s(a.wrapping_mul(b)),
        "and" => a & b,
        "or" => a | b,
        "xor" => a ^ b,
        "divs" | "ceildivs" | "floordivs" | "divu" | "ceildivu" | "rems" | "remu" if b == 0 => {
            return None
        }
        "divs" => sdiv(a, b),
        "divu" => s((u(a) / u(b)) as i128),
        "rems" => s(a.wrapping_rem(b)),
        "remu" => s((u(a) % u(b)) as i128),
        "ceildivs" if a == 0 => 0,
        "ceildivs" if (a > 0) != (b > 0) => s(-sdiv(s(-a), b)),
        "ceildivs" => s(sdiv(s(a + if b > 0 { -1 } else { 1 }), b) + 1),
        "ceildivu" if a == 0 => 0,
        "ceildivu" => s(((u(a) - 1) / u(b)) as i128 + 1),
        "floordivs" if a == 0 => 0,
        "floordivs" if (a < 0) == (b < 0) => sdiv(a, b),
        "floordivs" => s(-1 - sdiv(s(if b < 0 { 1 } else { -1 } - a), b)),
        "maxs" => a.max(b),
        "mins" => a.min(b),
        "maxu" => s(u(a).max(u(b)) as i128),
        "minu" => s(u(a).min(u(b)) as i128),
        "shl" | "shrs" | "shru" if !shift_ok => return None,
        "shl" => s(a << u(b)),
        "shrs" => a >> u(b),
        "shru" => s((u(a) >> u(b)) as i128),
        _ => return None,
    })
}

/// Ops whose low 32 result bits depend only on the operands' low 32 bits:
/// folded from the 64-bit result alone.
fn truncation_safe(op: &str) -> bool {
    matches!(op, "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl")
}

/// The folded value of `op` on two constants, if it is the same for a
/// 32-bit and a 64-bit `index`.
fn fold_values(op: &str, a: i128, b: i128) -> Option<i128> {
    let r64 = calculate(op, a, b, 64)?;
    if truncation_safe(op) {
        return Some(r64);
    }
    let r32 = calculate(op, sext(a, 32), sext(b, 32), 32)?;
    (sext(r64, 32) == r32).then_some(r64)
}

fn short_name(ctx: &Context, op: Op) -> &str {
    ctx.op_name(op).strip_prefix("index.").unwrap_or("")
}

fn fold_binary(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (a, b) = match c {
        [a, b] => (
            a.and_then(|a| int_value(ctx, a)),
            b.and_then(|b| int_value(ctx, b)),
        ),
        _ => return FoldResult::Fail,
    };
    let name = short_name(ctx, op).to_string();
    if let (Some(a), Some(b)) = (a, b) {
        return match fold_values(&name, a, b) {
            Some(r) => {
                let index = ctx.index_type();
                FoldResult::attr(int_attr(ctx, index, r))
            }
            None => FoldResult::Fail,
        };
    }
    let lhs = Binary(op).lhs(ctx);
    match (name.as_str(), b) {
        ("add" | "sub", Some(0)) | ("mul", Some(1)) => FoldResult::value(lhs),
        ("mul", Some(0)) => FoldResult::Results(vec![Ofr::Attr(c[1].unwrap())]),
        _ => FoldResult::Fail,
    }
}

/// Whether `pred` holds for the two values (sign-extended, `w` bits).
fn compare(pred: &str, a: i128, b: i128, w: u32) -> bool {
    let (ua, ub) = (zext(a, w), zext(b, w));
    match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a < b,
        "sle" => a <= b,
        "sgt" => a > b,
        "sge" => a >= b,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        _ => ua >= ub,
    }
}

/// A range of `w`-bit integers, signed and unsigned bounds (MLIR's
/// `ConstantIntRanges`).
struct Range {
    smin: i128,
    smax: i128,
    umin: u128,
    umax: u128,
}

impl Range {
    fn signed(smin: i128, smax: i128, w: u32) -> Self {
        let (umin, umax) = if (smin < 0) == (smax < 0) {
            (zext(smin, w), zext(smax, w))
        } else {
            (0, zext(-1, w))
        };
        Range {
            smin,
            smax,
            umin,
            umax,
        }
    }
    fn unsigned(umin: u128, umax: u128, w: u32) -> Self {
        let (lo, hi) = (sext(umin as i128, w), sext(umax as i128, w));
        let (smin, smax) = if (lo < 0) == (hi < 0) {
            (lo, hi)
        } else {
            (sext(1 << (w - 1), w), (1 << (w - 1)) - 1)
        };
        Range {
            smin,
            smax,
            umin,
            umax,
        }
    }
    fn constant(c: i128, w: u32) -> Self {
        Range {
            smin: c,
            smax: c,
            umin: zext(c, w),
            umax: zext(c, w),
        }
    }
    fn single(&self) -> Option<i128> {
        (self.smin == self.smax).then_some(self.smin)
    }
}

/// Whether `pred` holds for every pair of values of the two ranges.
fn always(pred: &str, l: &Range, r: &Range) -> bool {
    match pred {
        "slt" => l.smax < r.smin,
        "sle" => l.smax <= r.smin,
        "sgt" => l.smin > r.smax,
        "sge" => l.smin >= r.smax,
        "ult" => l.umax < r.umin,
        "ule" => l.umax <= r.umin,
        "ugt" => l.umin > r.umax,
        "uge" => l.umin >= r.umax,
        "eq" => l.single().is_some() && l.single() == r.single(),
        _ => {
            (always("slt", l, r) || always("sgt", l, r))
                && (always("ult", l, r) || always("ugt", l, r))
        }
    }
}

fn inverse(pred: &str) -> &'static str {
    match pred {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sge" => "slt",
        "sle" => "sgt",
        "sgt" => "sle",
        "ult" => "uge",
        "uge" => "ult",
        "ule" => "ugt",
        _ => "ule",
    }
}

/// `cmp(minmax(x, a), b)` where the min or max bounds the compared value
/// enough to decide the predicate.
fn cmp_of_min_max(kind: &str, pred: &str, a: i128, b: i128, w: u32) -> Option<bool> {
    let smin = sext(1 << (w - 1), w);
    let smax = (1i128 << (w - 1)) - 1;
    let l = match kind {
        "mins" => Range::signed(smin, a, w),
        "minu" => Range::unsigned(0, zext(a, w), w),
        "maxs" => Range::signed(a, smax, w),
        _ => Range::unsigned(zext(a, w), zext(-1, w), w),
    };
    let r = Range::constant(b, w);
    if always(pred, &l, &r) {
        Some(true)
    } else if always(inverse(pred), &l, &r) {
        Some(false)
    } else {
        None
    }
}

fn predicate(ctx: &Context, op: Op) -> Option<&'static str> {
    let name = di::predicate_name(ctx, ctx.get_attr(op, "pred")?)?;
    [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ]
    .into_iter()
    .find(|&p| p == name)
}

fn fold_cmp(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(pred) = predicate(ctx, op) else {
        return FoldResult::Fail;
    };
    let (a, b) = match c {
        [a, b] => (
            a.and_then(|a| int_value(ctx, a)),
            b.and_then(|b| int_value(ctx, b)),
        ),
        _ => return FoldResult::Fail,
    };
    if let (Some(a), Some(b)) = (a, b) {
        let r64 = compare(pred, a, b, 64);
        if r64 != compare(pred, sext(a, 32), sext(b, 32), 32) {
            return FoldResult::Fail;
        }
        return FoldResult::attr(bool_attr(ctx, r64));
    }
    let (lhs, rhs) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
    if let (Some(b), Some(m)) = (b, ctx.defining_op(lhs)) {
        let kind = short_name(ctx, m);
        if matches!(kind, "maxs" | "maxu" | "mins" | "minu") {
            if let Some(a) = const_int(ctx, Binary(m).rhs(ctx)) {
                let r64 = cmp_of_min_max(kind, pred, a, b, 64);
                let r32 = cmp_of_min_max(kind, pred, sext(a, 32), sext(b, 32), 32);
                if let (Some(r64), Some(r32)) = (r64, r32) {
                    if r64 == r32 {
                        return FoldResult::attr(bool_attr(ctx, r64));
                    }
                }
            }
        }
    }
    if lhs == rhs {
        let holds = matches!(pred, "eq" | "sle" | "sge" | "ule" | "uge");
        return FoldResult::attr(bool_attr(ctx, holds));
    }
    FoldResult::Fail
}

/// Casts to `index` of a constant, computed for a 64-bit `index` (a 32-bit
/// target truncates it to the same value). Casts from `index` are not
/// folded: the index dialect makes only `index` and `i1` constants.
fn fold_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(v) = c.first().copied().flatten().and_then(|a| int_value(ctx, a)) else {
        return FoldResult::Fail;
    };
    let src = ctx.value_type(Cast(op).input(ctx));
    let dst = ctx.value_type(ctx.result(op, 0));
    if !matches!(ctx.type_kind(dst), TypeKind::Index) {
        return FoldResult::Fail;
    }
    let Some(w) = int_width(ctx, src) else {
        return FoldResult::Fail;
    };
    let r = if short_name(ctx, op) == "casts" {
        sext(v, w.min(64))
    } else {
        zext(v, w.min(64)) as i128
    };
    FoldResult::attr(int_attr(ctx, dst, r))
}

/// The constant op of the index dialect holding `value` (of `index` or
/// `i1` type), made before `anchor`.
pub fn constant(rw: &mut Rewriter, anchor: Op, value: Attr) -> Option<Value> {
    let ty = attr_type(rw.ctx, value)?;
    let def = match rw.ctx.type_kind(ty) {
        TypeKind::Index => &di::CONSTANT,
        TypeKind::Integer { width: 1, .. } => &di::BOOL_CONSTANT,
        _ => return None,
    };
    let c = rw.create(anchor, def.name, &[], &[ty], vec![("value", value)]);
    Some(rw.ctx.result(c, 0))
}

/// `op(op(x, c1), c2)` -> `op(x, op(c2, c1))` for an associative and
/// commutative op, when the two constants fold into one.
fn p_reassociate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op);
    let Some(c2) = const_int(ctx, Binary(op).rhs(ctx)) else {
        return false;
    };
    let Some(inner) = ctx.defining_op(Binary(op).lhs(ctx)) else {
        return false;
    };
    if ctx.op_name(inner) != name {
        return false;
    }
    let Some(c1) = const_int(ctx, Binary(inner).rhs(ctx)) else {
        return false;
    };
    let Some(folded) = fold_values(short_name(ctx, op), c2, c1) else {
        return false;
    };
    let (x, name) = (Binary(inner).lhs(ctx), name.to_string());
    let index = rw.ctx.index_type();
    let attr = int_attr(rw.ctx, index, folded);
    let Some(k) = constant(rw, op, attr) else {
        return false;
    };
    let n = rw.create(op, &name, &[x, k], &[index], Vec::new());
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `cmp(sub(a, b), 0)` -> `cmp(a, b)`; `cmp(0, sub(a, b))` -> `cmp(b, a)`.
fn p_cmp_of_difference(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (lhs, rhs) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
    let zero = |v| const_int(ctx, v) == Some(0);
    let (sub, swap) = if zero(rhs) {
        (ctx.defining_op(lhs), false)
    } else if zero(lhs) {
        (ctx.defining_op(rhs), true)
    } else {
        return false;
    };
    let Some(sub) = sub.filter(|&s| ctx.op_name(s) == "index.sub") else {
        return false;
    };
    let (mut a, mut b) = (Binary(sub).lhs(ctx), Binary(sub).rhs(ctx));
    if swap {
        std::mem::swap(&mut a, &mut b);
    }
    let Some(pred) = ctx.get_attr(op, "pred") else {
        return false;
    };
    let i1 = rw.ctx.i1();
    let n = rw.create(op, di::CMP.name, &[a, b], &[i1], vec![("pred", pred)]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

const REASSOCIATE: &[Pattern] = &[Pattern {
    name: "canonicalizeAssociativeCommutativeBinaryOp",
    benefit: 1,
    apply: p_reassociate,
}];

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    ("index.add", REASSOCIATE),
    ("index.mul", REASSOCIATE),
    ("index.maxs", REASSOCIATE),
    ("index.maxu", REASSOCIATE),
    ("index.mins", REASSOCIATE),
    ("index.minu", REASSOCIATE),
    ("index.and", REASSOCIATE),
    ("index.or", REASSOCIATE),
    ("index.xor", REASSOCIATE),
    (
        "index.cmp",
        &[Pattern {
            name: "CmpOp::canonicalize",
            benefit: 1,
            apply: p_cmp_of_difference,
        }],
    ),
];
