//! The part of MLIR's `test` dialect that buffer deallocation and
//! bufferization tests (and the design documents' examples) are written
//! with: ops that read and write buffers, with mlir-opt 22's syntax and
//! memory effects. Like mlir-opt's, the dialect accepts ops it does not
//! define (in generic form, without `--allow-unregistered-dialect`); those
//! have unknown effects.

use crate::common;
use ir::diag::DResult;
use ir::interfaces::{Effect, EffectKind, EffectOn, Effects, Interfaces};
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::{Context, Loc, Op, OpDef, OpState, Registry, Type};

/// `custom op 'test.x' invalid kind of type specified` unless `t` is a
/// ranked or unranked memref (the operands of these ops are
/// `AnyRankedOrUnrankedMemRef`).
fn memref_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc: Loc = p.cur_loc();
    let t = p.ty()?;
    if !p.ctx().type_kind(t).is_memref() {
        let name = p.ctx().str(st.name).to_string();
        return p.err_at(
            loc,
            format!("custom op '{name}' invalid kind of type specified"),
        );
    }
    Ok(t)
}

/// `kw(%v : type)`.
fn keyword_operand(p: &mut OpParser, st: &OpState, kw: &str) -> DResult<(UnresolvedOperand, Type)> {
    p.keyword(kw)?;
    p.expect(Tok::LParen, "'('")?;
    let v = p.operand()?;
    p.expect(Tok::Colon, "':'")?;
    let t = memref_type(p, st)?;
    p.expect(Tok::RParen, "')'")?;
    Ok((v, t))
}

/// `in(%a : type) out(%b : type)`.
fn parse_in_out(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (a, at) = keyword_operand(p, st, "in")?;
    let (b, bt) = keyword_operand(p, st, "out")?;
    st.operands = vec![p.resolve(&a, at)?, p.resolve(&b, bt)?];
    Ok(())
}

fn print_in_out(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    for (kw, i) in [("in", 0), ("out", 1)] {
        pr.w(" ");
        pr.w(kw);
        pr.w("(");
        let v = ctx.operand(op, i);
        pr.operand(v);
        pr.w(" : ");
        pr.ty(ctx.value_type(v));
        pr.w(")");
    }
}

/// Operands of the memref type constraint, for the verifier.
fn verify_memref_operands(ctx: &Context, op: Op) -> Result<(), String> {
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        if !ctx.type_kind(t).is_memref() {
            return Err(format!(
                "operand #{i} must be ranked or unranked memref of any type values, but got '{}'",
                ir::printer::type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

fn verify_two_memrefs(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) != 2 {
        return Err(format!(
            "expected 2 operands, but found {}",
            ctx.num_operands(op)
        ));
    }
    verify_memref_operands(ctx, op)
}

// ----- test.buffer_based -----

fn parse_buffer_based(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_in_out(p, st)?;
    common::parse_attr_dict(p, st)
}

fn print_buffer_based(pr: &mut OpPrinter, op: Op) {
    print_in_out(pr, op);
    pr.attr_dict(op, &[]);
}

/// Reads its input buffer and writes its output buffer.
static READ_INPUT_WRITE_OUTPUT: Interfaces = Interfaces {
    effects: Effects::List(&[Effect::read(0), Effect::write(1)]),
    ..Interfaces::NONE
};

pub static BUFFER_BASED: OpDef = OpDef {
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_buffer_based),
    print: Some(print_buffer_based),
    verify: Some(verify_two_memrefs),
    ..OpDef::new("test.buffer_based")
};

// ----- test.region_buffer_based -----

fn parse_region_buffer_based(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_in_out(p, st)?;
    let r = p.region(&[])?;
    st.regions = vec![r];
    common::parse_attr_dict(p, st)
}

fn print_region_buffer_based(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    print_in_out(pr, op);
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], true, true, false);
    pr.attr_dict(op, &[]);
}

/// As `test.buffer_based`, with a body (element-wise, like a linalg op's).
pub static REGION_BUFFER_BASED: OpDef = OpDef {
    traits: SINGLE_BLOCK,
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_region_buffer_based),
    print: Some(print_region_buffer_based),
    verify: Some(verify_two_memrefs),
    num_regions: Some(1),
    ..OpDef::new("test.region_buffer_based")
};

// ----- test.region_yield -----

fn parse_region_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.ty()?;
    st.operands = vec![p.resolve(&v, t)?];
    common::parse_attr_dict(p, st)
}

fn print_region_yield(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let v = ctx.operand(op, 0);
    pr.w(" ");
    pr.operand(v);
    pr.w(" : ");
    pr.ty(ctx.value_type(v));
    pr.attr_dict(op, &[]);
}

fn verify_region_yield(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) != 1 {
        return Err(format!(
            "expected 1 operands, but found {}",
            ctx.num_operands(op)
        ));
    }
    Ok(())
}

/// Ends the body of `test.region_buffer_based`, giving the element it computes.
pub static REGION_YIELD: OpDef = OpDef {
    traits: TERMINATOR | PURE | RETURN_LIKE,
    parse: Some(parse_region_yield),
    print: Some(print_region_yield),
    verify: Some(verify_region_yield),
    ..OpDef::new("test.region_yield")
};

// ----- test.copy -----

fn parse_copy(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let s = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let t = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    p.expect(Tok::Colon, "':'")?;
    p.expect(Tok::LParen, "'('")?;
    let st_ty = memref_type(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let tt = memref_type(p, st)?;
    p.expect(Tok::RParen, "')'")?;
    st.operands = vec![p.resolve(&s, st_ty)?, p.resolve(&t, tt)?];
    common::parse_attr_dict(p, st)
}

fn print_copy(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let (s, t) = (ctx.operand(op, 0), ctx.operand(op, 1));
    pr.w("(");
    pr.operand(s);
    pr.w(", ");
    pr.operand(t);
    pr.w(") : (");
    pr.ty(ctx.value_type(s));
    pr.w(", ");
    pr.ty(ctx.value_type(t));
    pr.w(")");
    pr.attr_dict(op, &[]);
}

/// Copies its source buffer into its target buffer.
pub static COPY: OpDef = OpDef {
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_copy),
    print: Some(print_copy),
    verify: Some(verify_two_memrefs),
    ..OpDef::new("test.copy")
};

// ----- test.read_buffer -----

/// Reads a buffer (an effect on the default resource, as mlir-opt's
/// declaration gives it).
static READ_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[Effect {
        kind: EffectKind::Read,
        on: EffectOn::Unspecified,
    }]),
    ..Interfaces::NONE
};

fn verify_read_buffer(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) != 1 {
        return Err(format!(
            "expected 1 operands, but found {}",
            ctx.num_operands(op)
        ));
    }
    verify_memref_operands(ctx, op)
}

/// Only reads its operand; written in generic form.
pub static READ_BUFFER: OpDef = OpDef {
    iface: &READ_IFACE,
    verify: Some(verify_read_buffer),
    ..OpDef::new("test.read_buffer")
};

pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "test",
        ir::registry::DialectHooks {
            allow_unknown_ops: true,
            ..Default::default()
        },
    );
    for d in [
        &BUFFER_BASED,
        &REGION_BUFFER_BASED,
        &REGION_YIELD,
        &COPY,
        &READ_BUFFER,
    ] {
        r.register(d);
    }
}
