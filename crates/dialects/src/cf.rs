//! The `cf` dialect: unstructured control flow between the blocks of a region
//! (`cf.br`, `cf.cond_br`, `cf.switch`) and `cf.assert`.

use crate::common;
use ir::attrs::{AttrKind, DenseData};
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::{Signedness, TypeKind};
use ir::verifier::plain;
use ir::{Attr, Block, Context, Op, OpDef, OpState, Registry, Type, Value};

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// `(%a, %b : t1, t2)` after a successor, if present: the resolved operands.
fn successor_operands_opt(p: &mut OpParser) -> DResult<Vec<Value>> {
    if !p.consume_if(Tok::LParen) {
        return Ok(Vec::new());
    }
    let us = p.operand_list()?;
    let loc = p.cur_loc();
    let ts = p.colon_type_list()?;
    let vals = p.resolve_all(&us, &ts, loc)?;
    p.expect(Tok::RParen, "')'")?;
    Ok(vals)
}

/// The operand index range a `cf` branch op (or any op with one successor
/// whose operands are all forwarded) forwards to successor `succ`.
pub fn successor_operand_range(ctx: &Context, op: Op, succ: usize) -> std::ops::Range<usize> {
    let segment = |i| ir::interfaces::segment_range(ctx, op, i).unwrap_or(0..0);
    if ctx.isa(op, &COND_BR) {
        return match succ {
            0 => segment(1),
            1 => segment(2),
            _ => 0..0,
        };
    }
    if ctx.isa(op, &SWITCH) {
        if succ == 0 {
            return segment(1);
        }
        let cases = segment(2);
        let sizes = ctx
            .get_attr(op, "case_operand_segments")
            .and_then(|a| common::dense_array_values(ctx, a))
            .unwrap_or_default();
        let mut k = cases.start;
        for (i, s) in sizes.into_iter().enumerate() {
            let s = s.max(0) as usize;
            let r = k.min(cases.end)..(k + s).min(cases.end);
            if i + 1 == succ {
                return r;
            }
            k += s;
        }
        return 0..0;
    }
    if succ == 0 {
        0..ctx.num_operands(op)
    } else {
        0..0
    }
}

/// The operands forwarded to each successor (see [`successor_operand_range`]).
pub fn successor_operands(ctx: &Context, op: Op) -> Vec<Vec<Value>> {
    (0..ctx.successors(op).len())
        .map(|s| {
            successor_operand_range(ctx, op, s)
                .map(|i| ctx.operand(op, i))
                .collect()
        })
        .collect()
}

/// BranchOpInterface's check of forwarded operands against the arguments of
/// the target blocks.
fn verify_successor_operands(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = successor_operands(ctx, op);
    for (i, &b) in ctx.successors(op).iter().enumerate() {
        let ops = groups.get(i).cloned().unwrap_or_default();
        let args = ctx.block_args(b);
        if ops.len() != args.len() {
            return Err(plain(format!(
                "branch has {} operands for successor #{}, but target block has {}",
                ops.len(),
                i,
                args.len()
            )));
        }
        for (k, (&v, &a)) in ops.iter().zip(args).enumerate() {
            if ctx.value_type(v) != ctx.value_type(a) {
                return Err(plain(format!(
                    "type mismatch for bb argument #{} of successor #{}",
                    k, i
                )));
            }
        }
    }
    Ok(())
}

fn check_segments(ctx: &Context, op: Op, n: usize) -> Result<(), String> {
    let Some(sizes) = ctx
        .get_attr(op, "operandSegmentSizes")
        .and_then(|a| common::dense_array_values(ctx, a))
    else {
        return Err("requires attribute 'operandSegmentSizes'".into());
    };
    if sizes.len() != n {
        return Err(format!(
            "'operandSegmentSizes' attribute for specifying operand segments must have {} elements, but got {}",
            n,
            sizes.len()
        ));
    }
    ir::verifier::check_segment_sizes(&sizes, ctx.num_operands(op))
}

// ----- cf.assert -----

fn parse_assert(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let c = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let loc = p.cur_loc();
    let msg = p.attribute(None)?;
    if !matches!(p.ctx().attr_kind(msg), AttrKind::String { .. }) {
        return p.err_at(loc, "invalid kind of attribute specified");
    }
    common::set_attr(p, st, "msg", msg);
    p.optional_attr_dict(&mut st.attrs)?;
    let i1 = p.ctx().i1();
    st.operands = vec![p.resolve(&c, i1)?];
    Ok(())
}

fn print_assert(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    if let Some(m) = ctx.get_attr(op, "msg") {
        pr.attr(m);
    }
    pr.attr_dict(op, &["msg"]);
}

fn verify_assert(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.get_attr(op, "msg").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { .. }) => {}
        Some(_) => {
            return Err("attribute 'msg' failed to satisfy constraint: string attribute".into())
        }
        None => return Err("requires attribute 'msg'".into()),
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_i1(ctx, t) {
        return Err(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            type_to_string(ctx, t)
        ));
    }
    Ok(())
}

/// `cf.assert`: aborts with a message when its `i1` operand is false.
pub static ASSERT: OpDef = OpDef {
    inherent: &["msg"],
    parse: Some(parse_assert),
    print: Some(print_assert),
    verify: Some(verify_assert),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("cf.assert")
};

ir::op_view! {
    /// `cf.assert`.
    pub Assert = ASSERT;
    operands { arg: 0 }
}

// ----- cf.br -----

fn parse_br(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let b = p.successor()?;
    st.operands = successor_operands_opt(p)?;
    st.successors = vec![b];
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_br(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.successor_and_operands(ctx.successors(op)[0], &ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
}

fn verify_br(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.successors(op).len() != 1 {
        return Err(format!(
            "requires 1 successors but found {}",
            ctx.successors(op).len()
        ));
    }
    verify_successor_operands(ctx, op)
}

/// `cf.br`: an unconditional branch, forwarding its operands to the successor's arguments.
pub static BR: OpDef = OpDef {
    iface: &BRANCH_IFACE,
    traits: PURE | TERMINATOR,
    parse: Some(parse_br),
    print: Some(print_br),
    verify: Some(verify_br),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("cf.br")
};

// ----- cf.cond_br -----

/// `[1, 2, 3]`: the body of a dense i32 array printed without its `array<i32:` prefix.
fn parse_i32_list(p: &mut OpParser) -> DResult<Attr> {
    let mut vals: Vec<i32> = Vec::new();
    p.expect(Tok::LSquare, "'['")?;
    if !p.consume_if(Tok::RSquare) {
        loop {
            let loc = p.cur_loc();
            let v = p.integer()?;
            let Ok(v) = i32::try_from(v) else {
                return p.err_at(loc, "integer value too large");
            };
            vals.push(v);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare, "']'")?;
    }
    Ok(p.ctx().dense_i32_array(&vals))
}

fn parse_cond_br(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let c = p.operand()?;
    if p.optional_keyword("weights") {
        p.expect(Tok::LParen, "'('")?;
        let w = parse_i32_list(p)?;
        p.expect(Tok::RParen, "')'")?;
        common::set_attr(p, st, "branch_weights", w);
    }
    p.expect(Tok::Comma, "','")?;
    let t = p.successor()?;
    let tops = successor_operands_opt(p)?;
    p.expect(Tok::Comma, "','")?;
    let f = p.successor()?;
    let fops = successor_operands_opt(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let i1 = p.ctx().i1();
    let cv = p.resolve(&c, i1)?;
    common::set_segments(p, st, &[1, tops.len(), fops.len()]);
    st.operands = std::iter::once(cv).chain(tops).chain(fops).collect();
    st.successors = vec![t, f];
    Ok(())
}

fn print_cond_br(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    if let Some(w) = ctx.get_attr(op, "branch_weights") {
        pr.w(" weights([");
        let vals = common::dense_array_values(ctx, w).unwrap_or_default();
        let s: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
        pr.w(&s.join(", "));
        pr.w("])");
    }
    let groups = successor_operands(ctx, op);
    let succ = ctx.successors(op);
    pr.w(", ");
    pr.successor_and_operands(succ[0], &groups[0]);
    pr.w(", ");
    pr.successor_and_operands(succ[1], &groups[1]);
    pr.attr_dict(op, &["branch_weights", "operandSegmentSizes"]);
}

fn verify_cond_br(ctx: &Context, op: Op) -> Result<(), String> {
    check_segments(ctx, op, 3)?;
    if ctx.successors(op).len() != 2 {
        return Err(format!(
            "requires 2 successors but found {}",
            ctx.successors(op).len()
        ));
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_i1(ctx, t) {
        return Err(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            type_to_string(ctx, t)
        ));
    }
    if let Some(w) = ctx.get_attr(op, "branch_weights") {
        match ctx.attr_kind(w) {
            AttrKind::DenseArray { elem, values } if matches!(ctx.type_kind(*elem), TypeKind::Integer { width: 32, .. }) => {
                if !values.is_empty() && values.len() != 2 {
                    return Err(plain(format!(
                        "expects number of branch weights to match number of successors: {} vs 2",
                        values.len()
                    )));
                }
            }
            _ => {
                return Err(
                    "attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute".into(),
                )
            }
        }
    }
    verify_successor_operands(ctx, op)
}

/// `cf.cond_br`: a two-way branch on an `i1`, with separate operands for each successor.
pub static COND_BR: OpDef = OpDef {
    iface: &BRANCH_IFACE,
    traits: PURE | TERMINATOR,
    inherent: &["branch_weights", "operandSegmentSizes"],
    parse: Some(parse_cond_br),
    print: Some(print_cond_br),
    verify: Some(verify_cond_br),
    operands: Count::AtLeast(1),
    results: Count::Exactly(0),
    operand_segments: 3,
    ..OpDef::new("cf.cond_br")
};

ir::op_view! {
    /// `cf.cond_br`: to the first successor when `condition` holds, else
    /// to the second.
    pub CondBr = COND_BR;
    operands { condition: 0 }
}

// ----- cf.switch -----

fn parse_switch(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let flag = p.operand()?;
    p.expect(Tok::Colon, "':'")?;
    let ty_loc = p.cur_loc();
    let flag_ty = p.ty()?;
    if !matches!(p.ctx().type_kind(flag_ty), TypeKind::Integer { .. }) {
        let found = type_to_string(p.ctx(), flag_ty);
        return p.err_at(
            ty_loc,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                found
            ),
        );
    }
    p.expect(Tok::Comma, "','")?;
    p.expect(Tok::LSquare, "'['")?;
    p.keyword("default")?;
    p.expect(Tok::Colon, "':'")?;
    let default_dest = p.successor()?;
    let default_ops = successor_operands_opt(p)?;
    let width = match p.ctx().type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 64,
    };
    let mut values: Vec<u128> = Vec::new();
    let mut dests: Vec<Block> = Vec::new();
    let mut case_ops: Vec<Vec<Value>> = Vec::new();
    while p.consume_if(Tok::Comma) {
        let v = p.integer()?;
        values.push(ir::parse_attr::sext(v as i128, width) as u128);
        p.expect(Tok::Colon, "':'")?;
        dests.push(p.successor()?);
        case_ops.push(successor_operands_opt(p)?);
    }
    p.expect(Tok::RSquare, "']'")?;
    p.optional_attr_dict(&mut st.attrs)?;
    let fv = p.resolve(&flag, flag_ty)?;
    if !values.is_empty() {
        let vt = p.ctx().ty(TypeKind::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            elem: flag_ty,
        });
        let a = ir::parse_attr::make_dense(p.ctx(), vt, false, DenseData::Scalars(values));
        common::set_attr(p, st, "case_values", a);
    }
    let segs: Vec<i32> = case_ops.iter().map(|v| v.len() as i32).collect();
    let a = p.ctx().dense_i32_array(&segs);
    common::set_attr(p, st, "case_operand_segments", a);
    let ncase: usize = case_ops.iter().map(|v| v.len()).sum();
    common::set_segments(p, st, &[1, default_ops.len(), ncase]);
    st.operands = std::iter::once(fv)
        .chain(default_ops)
        .chain(case_ops.into_iter().flatten())
        .collect();
    st.successors = std::iter::once(default_dest).chain(dests).collect();
    Ok(())
}

/// Case values of a switch, each as MLIR's `getLimitedValue` of its bits.
fn case_values_unsigned(ctx: &Context, op: Op) -> Vec<u128> {
    let Some(a) = ctx.get_attr(op, "case_values") else {
        return Vec::new();
    };
    let AttrKind::DenseElements {
        ty,
        splat,
        data: DenseData::Scalars(v),
    } = ctx.attr_kind(a)
    else {
        return Vec::new();
    };
    let tk = ctx.type_kind(*ty);
    let width = match tk.element_type().map(|e| ctx.type_kind(e)) {
        Some(TypeKind::Integer { width, .. }) => *width,
        _ => 64,
    };
    let n = tk.num_elements().unwrap_or(v.len() as i64).max(0) as usize;
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let vals: Vec<u128> = if *splat { vec![v[0]; n] } else { v.clone() };
    vals.into_iter()
        .map(|x| {
            let x = x & mask;
            x.min(u64::MAX as u128)
        })
        .collect()
}

fn print_switch(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let flag = ctx.operand(op, 0);
    pr.w(" ");
    pr.operand(flag);
    pr.w(" : ");
    pr.ty(ctx.value_type(flag));
    pr.w(", [");
    let indent = " ".repeat(pr.current_indent());
    pr.newline();
    pr.w(&indent);
    pr.w("  default: ");
    let groups = successor_operands(ctx, op);
    let succ = ctx.successors(op);
    pr.successor_and_operands(succ[0], &groups[0]);
    let vals = case_values_unsigned(ctx, op);
    if ctx.get_attr(op, "case_values").is_some() {
        for (i, v) in vals.iter().enumerate() {
            pr.w(",");
            pr.newline();
            pr.w(&indent);
            pr.w("  ");
            pr.w(&v.to_string());
            pr.w(": ");
            if let Some(&b) = succ.get(i + 1) {
                pr.successor_and_operands(
                    b,
                    groups.get(i + 1).map(|g| g.as_slice()).unwrap_or(&[]),
                );
            }
        }
        pr.newline();
        pr.w(&indent);
    }
    pr.w("]");
    pr.attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

fn verify_switch(ctx: &Context, op: Op) -> Result<(), String> {
    check_segments(ctx, op, 3)?;
    let Some(seg) = ctx.get_attr(op, "case_operand_segments") else {
        return Err("requires attribute 'case_operand_segments'".into());
    };
    let case_segs = common::dense_array_values(ctx, seg).unwrap_or_default();
    let flag_ty = ctx.value_type(ctx.operand(op, 0));
    if !matches!(ctx.type_kind(flag_ty), TypeKind::Integer { .. }) {
        return Err(format!(
            "operand #0 must be integer, but got '{}'",
            type_to_string(ctx, flag_ty)
        ));
    }
    let segs = common::operand_segments(ctx, op);
    let ncase_ops: i64 = case_segs.iter().sum();
    if ncase_ops != segs.get(2).map(|s| s.len()).unwrap_or(0) as i64 {
        return Err(format!(
            "operand count ({}) does not match with the total size ({}) specified in attribute 'case_operand_segments'",
            segs.get(2).map(|s| s.len()).unwrap_or(0),
            ncase_ops
        ));
    }
    let ncases = ctx.successors(op).len().saturating_sub(1);
    verify_successor_operands(ctx, op)?;
    let cv = ctx.get_attr(op, "case_values");
    if cv.is_none() && ncases == 0 {
        return Ok(());
    }
    if let Some(cv) = cv {
        let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(cv) else {
            return Err(
                "attribute 'case_values' failed to satisfy constraint: integer elements attribute"
                    .into(),
            );
        };
        let tk = ctx.type_kind(*ty);
        let et = tk.element_type().unwrap_or(*ty);
        if et != flag_ty {
            return Err(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                type_to_string(ctx, flag_ty),
                type_to_string(ctx, et)
            ));
        }
        let n = tk.num_elements().unwrap_or(0);
        if n != ncases as i64 {
            return Err(format!(
                "number of case values ({}) should match number of case destinations ({})",
                n, ncases
            ));
        }
    }
    Ok(())
}

/// `cf.switch`: a multi-way branch on an integer flag, with a default successor and one per case
/// value.
pub static SWITCH: OpDef = OpDef {
    iface: &BRANCH_IFACE,
    traits: PURE | TERMINATOR,
    inherent: &[
        "case_values",
        "case_operand_segments",
        "operandSegmentSizes",
    ],
    parse: Some(parse_switch),
    print: Some(print_switch),
    verify: Some(verify_switch),
    operands: Count::AtLeast(1),
    results: Count::Exactly(0),
    successors: Count::AtLeast(1),
    operand_segments: 3,
    ..OpDef::new("cf.switch")
};

ir::op_view! {
    /// `cf.switch`: its other operands go to the successors.
    pub Switch = SWITCH;
    operands { flag: 0 }
}

/// Registers the `cf` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register_dialect("cf");
    r.register(&ASSERT);
    r.register(&BR);
    r.register(&COND_BR);
    r.register(&SWITCH);
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::Interfaces;

static BRANCH_IFACE: Interfaces = Interfaces {
    branch: Some(successor_operand_range),
    ..Interfaces::NONE
};
