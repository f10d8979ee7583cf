//! arith canonicalization patterns (MLIR's DRR patterns of ArithCanonicalization.td):
//! reassociation of constants, select and cast chains, extension and
//! truncation rewrites, float comparisons of converted integers.

use super::*;

pub(super) fn new_binary(
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

pub(super) fn const_of(rw: &Rewriter, v: Value) -> Option<(i128, Attr)> {
    let a = value_constant(rw.ctx, v)?;
    Some((int_value(rw.ctx, a)?, a))
}

/// Integer constant of the type of `like` (scalar or splat).
pub(super) fn int_const_attr(rw: &mut Rewriter, like: Type, v: i128) -> Option<Attr> {
    if is_dynamic_shaped(rw.ctx, like) {
        return None;
    }
    Some(splat_like(rw.ctx, like, v as u128, false))
}

pub(super) fn width_of(rw: &Rewriter, t: Type) -> u32 {
    int_width(rw.ctx, elem(rw.ctx, t)).unwrap_or(64)
}

/// Shapes of the reassociation patterns: `root(inner(x, c0), c1)` and friends.
/// `inner_pos` is the operand of the root holding the inner op; the
/// constant positions are checked by the caller.
pub(super) fn reassoc(
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

pub(super) fn wadd(a: i128, b: i128, w: u32) -> i128 {
    sext(a.wrapping_add(b), w)
}
pub(super) fn wsub(a: i128, b: i128, w: u32) -> i128 {
    sext(a.wrapping_sub(b), w)
}

pub(super) fn p_addi_addi_const(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_addi_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_addi_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_rhs_addi_const(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_lhs_addi_const(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_rhs_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_rhs_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_lhs_subi_const_rhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_subi_lhs_subi_const_lhs(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn p_muli_muli_const(rw: &mut Rewriter, op: Op) -> bool {
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
pub(super) fn invert_cmpi(p: i64) -> i64 {
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
pub(super) fn p_xori_not_cmpi(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cmp) = def_named(ctx, Binary(op).lhs(ctx), "arith.cmpi") else {
        return false;
    };
    if !is_int_const(ctx, value_constant(ctx, Binary(op).rhs(ctx)), 1) {
        return false;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if int_width(ctx, ty) != Some(1) {
        return false;
    }
    let pred = da::op_predicate(ctx, cmp).unwrap_or(0);
    let (a, b) = (Binary(cmp).lhs(ctx), Binary(cmp).rhs(ctx));
    let i64t = rw.ctx.int_type(64);
    let pa = rw.ctx.int_attr(i64t, invert_cmpi(pred) as i128);
    let at = drr_loc(rw, op, &[Binary(op).lhs(rw.ctx)]);
    let n = rw.create(op, "arith.cmpi", &[a, b], &[ty], vec![("predicate", pa)]);
    let v = rw.ctx.result(n, 0);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn new_select(rw: &mut Rewriter, anchor: Op, c: Value, t: Value, f: Value) -> Value {
    let ty = rw.ctx.value_type(t);
    let op = rw.create(anchor, "arith.select", &[c, t, f], &[ty], Vec::new());
    rw.ctx.result(op, 0)
}

/// select(p, select(p, a, b), c) -> select(p, a, c)
pub(super) fn p_redundant_select_true(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (
        Select(op).condition(ctx),
        Select(op).true_value(ctx),
        Select(op).false_value(ctx),
    );
    let Some(inner) = def_named(ctx, t, "arith.select") else {
        return false;
    };
    if Select(inner).condition(ctx) != p {
        return false;
    }
    let a = Select(inner).true_value(ctx);
    let at = drr_loc(rw, op, &[t]);
    let v = new_select(rw, op, p, a, f);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(p, a, select(p, b, c)) -> select(p, a, c)
pub(super) fn p_redundant_select_false(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (
        Select(op).condition(ctx),
        Select(op).true_value(ctx),
        Select(op).false_value(ctx),
    );
    let Some(inner) = def_named(ctx, f, "arith.select") else {
        return false;
    };
    if Select(inner).condition(ctx) != p {
        return false;
    }
    let c = Select(inner).false_value(ctx);
    let at = drr_loc(rw, op, &[f]);
    let v = new_select(rw, op, p, t, c);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(not(p), a, b) -> select(p, b, a)
pub(super) fn p_select_not_cond(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (p, t, f) = (
        Select(op).condition(ctx),
        Select(op).true_value(ctx),
        Select(op).false_value(ctx),
    );
    let Some(x) = def_named(ctx, p, "arith.xori") else {
        return false;
    };
    if !is_int_const(ctx, value_constant(ctx, Binary(x).rhs(ctx)), 1) {
        return false;
    }
    let q = Binary(x).lhs(ctx);
    let ones = Binary(x).rhs(ctx);
    let at = drr_loc(rw, op, &[ones]);
    let v = new_select(rw, op, q, f, t);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// select(c, false, true) : i1 -> xori(c, true)
pub(super) fn p_select_i1_to_not(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    if int_width(ctx, ty) != Some(1) || !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
        return false;
    }
    let (c, t, f) = (
        Select(op).condition(ctx),
        Select(op).true_value(ctx),
        Select(op).false_value(ctx),
    );
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
pub(super) fn p_select_to_extui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Integer { width, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if *width == 1 {
        return false;
    }
    let (c, t, f) = (
        Select(op).condition(ctx),
        Select(op).true_value(ctx),
        Select(op).false_value(ctx),
    );
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
pub(super) fn cast_of_cast(rw: &mut Rewriter, op: Op, inner: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, Unary(op).input(ctx), inner) else {
        return false;
    };
    let x = Unary(i).input(ctx);
    if ctx.value_type(x) != ctx.value_type(ctx.result(op, 0)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

pub(super) fn p_index_cast_of_index_cast(rw: &mut Rewriter, op: Op) -> bool {
    cast_of_cast(rw, op, "arith.index_cast")
}
pub(super) fn p_index_castui_of_index_castui(rw: &mut Rewriter, op: Op) -> bool {
    cast_of_cast(rw, op, "arith.index_castui")
}

/// extsi(extui(x)) -> extui(x)
pub(super) fn p_extsi_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, Unary(op).input(ctx), "arith.extui") else {
        return false;
    };
    let x = Unary(i).input(ctx);
    let ty = ctx.value_type(ctx.result(op, 0));
    let at = drr_loc(rw, op, &[Unary(op).input(rw.ctx)]);
    let n = rw.create(op, "arith.extui", &[x], &[ty], Vec::new());
    let v = rw.ctx.result(n, 0);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// Creates a one-result op before `anchor` with MLIR's default inherent
/// attributes for `name` (as a builder would), overridden by `attrs`.
pub(super) fn make(
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
pub(super) fn pred_attr(ctx: &mut Context, p: i64) -> Attr {
    let i64t = ctx.int_type(64);
    ctx.int_attr(i64t, p as i128)
}

/// The registered name of `op` (a static string).
pub(super) fn full_name(ctx: &Context, op: Op) -> &'static str {
    ctx.def(op).map_or("", |d| d.name)
}

/// `y` when `v` is `muli(y, c)` with `c` all ones (scalar or splat).
/// The location MLIR's generated (DRR) patterns give every op they build:
/// the matched root fused with the ops its matcher records after it, as
/// many as the source pattern has op nodes besides the root. The matcher
/// records an op when it is done with it, operands in order, and a
/// constant matcher records the constant: so `recorded` lists, per
/// pattern, the values whose defining ops come first in that order.
pub(super) fn drr_loc(rw: &mut Rewriter, root: Op, recorded: &[Value]) -> ir::Loc {
    let mut parts = vec![rw.ctx.loc(root)];
    for &v in recorded {
        if let Some(d) = rw.ctx.defining_op(v) {
            parts.push(rw.ctx.loc(d));
        }
    }
    rw.ctx.fused_loc(&parts)
}

/// Gives the ops defining `values` location `at`.
pub(super) fn place(rw: &mut Rewriter, values: &[Value], at: ir::Loc) {
    for &v in values {
        if let Some(d) = rw.ctx.defining_op(v) {
            rw.ctx.op_mut(d).loc = at;
        }
    }
}

pub(super) fn times_minus_one(ctx: &Context, v: Value) -> Option<Value> {
    let m = def_named(ctx, v, "arith.muli")?;
    let c = value_constant(ctx, Binary(m).rhs(ctx));
    is_int_const(ctx, c, -1).then(|| Binary(m).lhs(ctx))
}

/// addi(x, muli(y, -1)) -> subi(x, y); the flags are dropped.
pub(super) fn p_addi_mul_neg_one_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let x = Binary(op).lhs(rw.ctx);
    let m = Binary(op).rhs(rw.ctx);
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
pub(super) fn p_addi_mul_neg_one_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let y = Binary(op).rhs(rw.ctx);
    let m = Binary(op).lhs(rw.ctx);
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
pub(super) fn p_subi_subi_lhs_rhs_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def_named(ctx, Binary(op).lhs(ctx), "arith.subi") else {
        return false;
    };
    if Binary(inner).lhs(ctx) != Binary(op).rhs(ctx) {
        return false;
    }
    let y = Binary(inner).rhs(ctx);
    let ovf = da::op_overflow(ctx, op) & da::op_overflow(ctx, inner);
    let yty = ctx.value_type(y);
    let Some(zero) = int_const_attr(rw, yty, 0) else {
        return false;
    };
    let at = drr_loc(rw, op, &[Binary(op).lhs(rw.ctx)]);
    let k = rw.constant(op, zero);
    let v = new_binary(rw, op, "arith.subi", k, y, Some(ovf));
    place(rw, &[k, v], at);
    rw.replace_op(op, &[v]);
    true
}

/// `{add,mul}_extended(x, y)` whose second result is unused -> the plain
/// op (without flags) and `x` for the dead result.
pub(super) fn extended_to_plain(rw: &mut Rewriter, op: Op, plain: &str) -> bool {
    let ctx = &*rw.ctx;
    if ctx.results(op).len() != 2 || ctx.has_uses(ctx.result(op, 1)) {
        return false;
    }
    let (x, y) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
    let v = new_binary(rw, op, plain, x, y, None);
    rw.replace_op(op, &[v, x]);
    true
}

pub(super) fn p_addui_extended_to_addi(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.addi")
}
pub(super) fn p_mul_extended_to_muli(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]. An i1 `1` is -1
/// when read signed, so it does not count.
pub(super) fn p_mulsi_extended_rhs_one(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.results(op).len() != 2 {
        return false;
    }
    let (x, c) = (Binary(op).lhs(ctx), Binary(op).rhs(ctx));
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
pub(super) fn ext_sources(ctx: &Context, op: Op, ext: &str) -> Option<(Value, Value)> {
    let a = def_named(ctx, Binary(op).lhs(ctx), ext)?;
    let b = def_named(ctx, Binary(op).rhs(ctx), ext)?;
    let (x, y) = (Unary(a).input(ctx), Unary(b).input(ctx));
    (ctx.value_type(x) == ctx.value_type(y)).then_some((x, y))
}

/// bitwise(ext(x), ext(y)) -> ext(bitwise(x, y)) for xori, andi and ori.
pub(super) fn bitwise_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let Some((x, y)) = ext_sources(rw.ctx, op, ext) else {
        return false;
    };
    let name = full_name(rw.ctx, op);
    let ty = result_type(rw.ctx, op);
    let (a, b) = (Binary(op).lhs(rw.ctx), Binary(op).rhs(rw.ctx));
    let at = drr_loc(rw, op, &[a, b]);
    let inner = new_binary(rw, op, name, x, y, None);
    let v = make(rw, op, ext, &[inner], ty, Vec::new());
    place(rw, &[inner, v], at);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn p_bitwise_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    bitwise_of_ext(rw, op, "arith.extui")
}
pub(super) fn p_bitwise_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    bitwise_of_ext(rw, op, "arith.extsi")
}

/// cmpi eq/ne of two like extensions compares their sources.
pub(super) fn cmpi_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
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
    let (a, b) = (Binary(op).lhs(rw.ctx), Binary(op).rhs(rw.ctx));
    let at = drr_loc(rw, op, &[a, b]);
    let v = make(rw, op, "arith.cmpi", &[x, y], ty, vec![("predicate", pred)]);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn p_cmpi_ext_si(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extsi")
}
pub(super) fn p_cmpi_ext_ui(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extui")
}

/// op(inner(x)) -> made(x) with `op`'s result type and no attributes of
/// either: the cast chains that skip their middle type.
pub(super) fn skip_inner(rw: &mut Rewriter, op: Op, inner: &str, made: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(i) = def_named(ctx, Unary(op).input(ctx), inner) else {
        return false;
    };
    let x = Unary(i).input(ctx);
    let ty = result_type(ctx, op);
    let at = drr_loc(rw, op, &[Unary(op).input(rw.ctx)]);
    let v = make(rw, op, made, &[x], ty, Vec::new());
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn p_index_cast_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.extsi", "arith.index_cast")
}
pub(super) fn p_index_castui_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.extui", "arith.index_castui")
}
pub(super) fn p_bitcast_of_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    skip_inner(rw, op, "arith.bitcast", "arith.bitcast")
}

/// truncf(sitofp(x)) -> sitofp(x) (and uitofp) unless a rounding mode is
/// given; the truncation's fastmath flags go.
pub(super) fn truncf_of_int_to_fp(rw: &mut Rewriter, op: Op, conv: &str) -> bool {
    if rw.ctx.get_attr(op, "roundingmode").is_some() {
        return false;
    }
    skip_inner(rw, op, conv, conv)
}

pub(super) fn p_truncf_sitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.sitofp")
}
pub(super) fn p_truncf_uitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.uitofp")
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly
/// the bits the truncation removes (only those differ between the shifts).
pub(super) fn p_trunci_shrsi_to_shrui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sh) = def_named(ctx, Unary(op).input(ctx), "arith.shrsi") else {
        return false;
    };
    let (x, c) = (Binary(sh).lhs(ctx), Binary(sh).rhs(ctx));
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
pub(super) fn float_op_of_negs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let a = def_named(ctx, Binary(op).lhs(ctx), "arith.negf");
    let b = def_named(ctx, Binary(op).rhs(ctx), "arith.negf");
    let (Some(a), Some(b)) = (a, b) else {
        return false;
    };
    let (x, y) = (Unary(a).input(ctx), Unary(b).input(ctx));
    if ctx.value_type(x) != ctx.value_type(y) {
        return false;
    }
    let name = full_name(ctx, op);
    let ty = result_type(ctx, op);
    let attrs = ctx
        .get_attr(op, "fastmath")
        .map(|f| vec![("fastmath", f)])
        .unwrap_or_default();
    let (na, nb) = (Binary(op).lhs(rw.ctx), Binary(op).rhs(rw.ctx));
    let at = drr_loc(rw, op, &[na, nb]);
    let v = make(rw, op, name, &[x, y], ty, attrs);
    place(rw, &[v], at);
    rw.replace_op(op, &[v]);
    true
}

/// The unbiased exponent of a finite nonzero `v` (subnormals normalized),
/// as C's `ilogb`.
pub(super) fn ilogb(v: f64) -> i64 {
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
pub(super) fn int_as_kind(kind: FloatKind, neg: bool, mag: u128) -> f64 {
    to_f64(kind, ir::float_format::from_int(kind, neg, mag))
}

/// What `cmpf pred, (s|u)itofp(x), r` becomes, for a non-NaN `r` of
/// `kind` and an integer `x` of `w` bits: a constant, or an integer
/// predicate and the integer to compare `x` with. `None` when the
/// conversion could change the answer.
pub(super) fn int_compare_for(
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
pub(super) fn p_cmpf_int_to_fp_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(pred) = da::op_predicate(ctx, op) else {
        return false;
    };
    let Some(ca) = value_constant(ctx, Binary(op).rhs(ctx)) else {
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
    let lhs = Binary(op).lhs(ctx);
    let (unsigned, conv) = match (
        def_named(ctx, lhs, "arith.sitofp"),
        def_named(ctx, lhs, "arith.uitofp"),
    ) {
        (Some(c), _) => (false, c),
        (_, Some(c)) => (true, c),
        _ => return false,
    };
    let x = Unary(conv).input(ctx);
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
