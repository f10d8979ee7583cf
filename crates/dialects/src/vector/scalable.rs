//! `vector.scalable.insert` and `vector.scalable.extract`: a fixed-length 1-D vector placed
//! into, or taken out of, a scalable 1-D vector at a position that is a multiple of its
//! length.

use super::{operand_type, result_type, tstr, vec_shape};
use crate::common;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::{Context, Op, OpDef, OpState, Type};

/// `[pos]`, stored as the `pos` property (an i64).
fn parse_position(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.expect(Tok::LSquare, "'['")?;
    let pos = p.integer()?;
    p.expect(Tok::RSquare, "']'")?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i64t, i128::from(pos));
    common::set_attr(p, st, "pos", a);
    Ok(())
}

fn position(ctx: &Context, op: Op) -> Option<i128> {
    common::int_attr_value(ctx, ctx.get_attr(op, "pos")?)
}

/// `$valueToStore, $dest[$pos] attr-dict : type($valueToStore) into type($dest)`.
fn parse_insert(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let value = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let dest = p.operand()?;
    parse_position(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let vt = p.colon_type()?;
    p.keyword("into")?;
    let dt = p.ty()?;
    st.operands = vec![p.resolve(&value, vt)?, p.resolve(&dest, dt)?];
    st.result_types = vec![dt];
    Ok(())
}

fn print_position(pr: &mut OpPrinter, op: Op) {
    let pos = position(pr.ctx, op).unwrap_or_default();
    pr.w(&format!("[{pos}]"));
    pr.attr_dict(op, &["pos"]);
}

fn print_insert(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    print_position(pr, op);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(operand_type(ctx, op, 1));
}

/// `$source[$pos] attr-dict : type($res) from type($source)`.
fn parse_extract(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let source = p.operand()?;
    parse_position(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let rt = p.colon_type()?;
    p.keyword("from")?;
    let st_ty = p.ty()?;
    st.operands = vec![p.resolve(&source, st_ty)?];
    st.result_types = vec![rt];
    Ok(())
}

fn print_extract(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    print_position(pr, op);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
    pr.w(" from ");
    pr.ty(operand_type(ctx, op, 0));
}

/// MLIR's rank-1 constraints of these ops (their description is empty, hence the double
/// space in its message); `scalable` also asks for a scalable dimension.
fn rank_one(ctx: &Context, what: &str, t: Type, scalable: bool) -> Result<(), String> {
    match vec_shape(ctx, t) {
        Some((shape, flags, _)) if shape.len() == 1 && (!scalable || flags[0]) => Ok(()),
        _ => Err(format!(
            "{what} must be  of ranks 1, but got '{}'",
            tstr(ctx, t)
        )),
    }
}

/// The position must be a multiple of the fixed vector's length.
fn aligned(ctx: &Context, op: Op, fixed: Type, whose: &str) -> Result<(), String> {
    let pos = position(ctx, op).ok_or("requires attribute 'pos'")?;
    let len = vec_shape(ctx, fixed).map_or(1, |(s, _, _)| s[0]);
    if len != 0 && pos % i128::from(len) != 0 {
        return Err(format!(
            "failed to verify that position is a multiple of the {whose} length."
        ));
    }
    Ok(())
}

fn elem(ctx: &Context, t: Type) -> Type {
    common::element_type_or_self(ctx, t)
}

fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    let (value, dest) = (operand_type(ctx, op, 0), operand_type(ctx, op, 1));
    rank_one(ctx, "operand #0", value, false)?;
    rank_one(ctx, "operand #1", dest, true)?;
    rank_one(ctx, "result #0", result_type(ctx, op, 0), true)?;
    position(ctx, op).ok_or("requires attribute 'pos'")?;
    if dest != result_type(ctx, op, 0) {
        return Err("failed to verify that all of {dest, result} have same type".into());
    }
    if elem(ctx, value) != elem(ctx, dest) {
        return Err(
            "failed to verify that all of {valueToStore, dest} have same element type".into(),
        );
    }
    aligned(ctx, op, value, "source")
}

fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    let (source, result) = (operand_type(ctx, op, 0), result_type(ctx, op, 0));
    rank_one(ctx, "operand #0", source, true)?;
    rank_one(ctx, "result #0", result, false)?;
    position(ctx, op).ok_or("requires attribute 'pos'")?;
    if elem(ctx, source) != elem(ctx, result) {
        return Err("failed to verify that all of {source, result} have same element type".into());
    }
    aligned(ctx, op, result, "result")
}

/// `vector.scalable.insert`: a scalable vector with a fixed-length part replaced.
pub static SCALABLE_INSERT: OpDef = OpDef {
    traits: PURE,
    inherent: &["pos"],
    parse: Some(parse_insert),
    print: Some(print_insert),
    verify: Some(verify_insert),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.scalable.insert")
};

/// `vector.scalable.extract`: a fixed-length part of a scalable vector.
pub static SCALABLE_EXTRACT: OpDef = OpDef {
    traits: PURE,
    inherent: &["pos"],
    parse: Some(parse_extract),
    print: Some(print_extract),
    verify: Some(verify_extract),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.scalable.extract")
};
