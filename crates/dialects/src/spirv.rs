//! The two function terminators of the `spirv` dialect, `spirv.Return` and
//! `spirv.ReturnValue`, with mlir-opt 22's syntax and checks. They end a
//! `func.func` as well as a `spirv.func` (MLIR only asks for a function-like
//! ancestor), so bufferization tests use them to build functions without
//! `func.return`. As in MLIR they are terminators but not return-like. The
//! rest of the dialect is not modelled: its ops pass through in generic form
//! and its types (`!spirv.ptr<...>`, ...) are kept verbatim.

use crate::common;
use ir::diag::DResult;
use ir::float_format::FloatKind;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Context, Op, OpDef, OpState, Registry, Type};

/// MLIR's `InFunctionScope`: some ancestor is a function-like op (one with
/// a `function_type` and argument attributes, as `func.func`).
fn verify_in_function_scope(ctx: &Context, op: Op) -> Result<(), String> {
    let mut at = ctx.parent_op(op);
    while let Some(p) = at {
        let inherent = ctx.def(p).map(|d| d.inherent).unwrap_or(&[]);
        if inherent.contains(&"function_type") && inherent.contains(&"arg_attrs") {
            return Ok(());
        }
        at = ctx.parent_op(p);
    }
    Err("failed to verify that op must appear in a function-like op's block".into())
}

fn verify_return(ctx: &Context, op: Op) -> Result<(), String> {
    verify_in_function_scope(ctx, op)
}

/// `spirv.Return attr-dict`.
fn parse_return(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)
}

fn print_return(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

/// Returns from a function with no result.
pub static RETURN: OpDef = OpDef {
    traits: TERMINATOR | PURE,
    parse: Some(parse_return),
    print: Some(print_return),
    verify: Some(verify_return),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("spirv.Return")
};

/// The scalar types a SPIR-V value may have: none ("void"), `i1`, integers
/// of 8 to 64 bits of any signedness, and 16/32/64-bit and bf16 floats.
fn is_scalar(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::None => true,
        TypeKind::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        TypeKind::Float(k) => matches!(
            k,
            FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
        ),
        _ => false,
    }
}

/// MLIR's `SPIRV_Type`: a scalar (not "void"), a vector of 2, 3, 4, 8 or 16
/// scalars, or one of the dialect's own types (which bufopt keeps verbatim,
/// so any `!spirv.*` type is taken as one).
fn is_spirv_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => {
            let count = shape.iter().product::<i64>();
            matches!(count, 2 | 3 | 4 | 8 | 16)
                && !matches!(ctx.type_kind(*elem), TypeKind::None)
                && is_scalar(ctx, *elem)
        }
        TypeKind::Opaque { dialect, .. } => dialect == "spirv",
        _ => is_scalar(ctx, t),
    }
}

fn verify_return_value(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_spirv_type(ctx, t) {
        return Err(format!(
            "operand #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got '{}'",
            ir::printer::type_to_string(ctx, t)
        ));
    }
    verify_in_function_scope(ctx, op)
}

/// `spirv.ReturnValue %v attr-dict : type`.
fn parse_return_value(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    common::parse_attr_dict(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.ty()?;
    st.operands = vec![p.resolve(&v, t)?];
    Ok(())
}

fn print_return_value(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let v = ctx.operand(op, 0);
    pr.w(" ");
    pr.operand(v);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(v));
}

/// Returns one value from a function.
pub static RETURN_VALUE: OpDef = OpDef {
    traits: TERMINATOR | PURE,
    parse: Some(parse_return_value),
    print: Some(print_return_value),
    verify: Some(verify_return_value),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("spirv.ReturnValue")
};

/// Registers the spirv ops bufopt models.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "spirv",
        ir::registry::DialectHooks {
            // As mlir-opt's dialect does, and for the ops bufopt does not model.
            allow_unknown_ops: true,
            ..Default::default()
        },
    );
    r.register(&RETURN);
    r.register(&RETURN_VALUE);
}
