//! The `math` dialect: element-wise float functions (with fast-math flags),
//! integer bit counting and powers, and float classification.
//!
//! The fast-math flags, type constraints and trait checks are shared with
//! [`crate::arith`].

use crate::arith::{
    self, all_types, check_fastmath_attr, check_types, custom_err, elementwise, fastmath_attr,
    op_fastmath, parse_fastmath_into, parse_n_operands, parse_nary, print_fastmath, print_nary,
    print_operands_of, result_type, same_operands_and_result_shape, same_operands_and_result_type,
    Flags, Tc,
};
use crate::arith::{Arity, BINARY, TERNARY, UNARY, UNARY_TWO_RESULTS};
use crate::common;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::{Context, Op, OpDef, OpState, Registry, Type};

/// Float ops with one operand, same-typed result and fast-math flags.
pub const FLOAT_UNARY: &[&str] = &[
    "absf",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "cbrt",
    "ceil",
    "cos",
    "cosh",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "log",
    "log10",
    "log1p",
    "log2",
    "round",
    "roundeven",
    "rsqrt",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
];

/// Float ops with two same-typed operands and fast-math flags.
pub const FLOAT_BINARY: &[&str] = &["atan2", "copysign", "powf"];

/// Integer ops with one operand and a same-typed result.
pub const INT_UNARY: &[&str] = &["absi", "ctlz", "cttz", "ctpop"];

/// Float classification ops: float-like operand, `i1`-like result.
pub const CLASSIFY: &[&str] = &["isfinite", "isinf", "isnan", "isnormal"];

fn short_name(ctx: &Context, op: Op) -> &str {
    let n = ctx.op_name(op);
    n.strip_prefix("math.").unwrap_or(n)
}

fn parse_un_fm(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_nary(p, st, 1, Flags::FastMath)
}
fn parse_bin_fm(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_nary(p, st, 2, Flags::FastMath)
}
fn parse_tern_fm(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_nary(p, st, 3, Flags::FastMath)
}
fn print_fm(pr: &mut OpPrinter, op: Op) {
    print_nary(pr, op, Flags::FastMath)
}
fn parse_un(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_nary(p, st, 1, Flags::None)
}
fn parse_bin(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_nary(p, st, 2, Flags::None)
}
fn print_plain(pr: &mut OpPrinter, op: Op) {
    print_nary(pr, op, Flags::None)
}

/// `$operand to [$min, $max] (fastmath)? attr-dict : type`.
fn parse_clampf(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let x = p.operand()?;
    arith::expect_keyword(p, st, "to")?;
    p.expect(Tok::LSquare, "'['")?;
    let lo = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let hi = p.operand()?;
    p.expect(Tok::RSquare, "']'")?;
    parse_fastmath_into(p, st, true)?;
    arith::parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    st.operands = p.resolve_same(&[x, lo, hi], t)?;
    st.result_types = vec![t];
    Ok(())
}

fn print_clampf(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    if ops.len() == 3 {
        pr.w(" ");
        pr.operand(ops[0]);
        pr.w(" to [");
        pr.operands(&ops[1..]);
        pr.w("]");
    } else {
        print_operands_of(pr, op);
    }
    print_fastmath(pr, op, false);
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    if let Some(t) = result_type(ctx, op) {
        pr.ty(t);
    }
}

/// `$operand (fastmath)? attr-dict : type($operand)` with results `sin, cos`.
fn parse_sincos(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let x = p.operand()?;
    parse_fastmath_into(p, st, true)?;
    arith::parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&x, t)?];
    st.result_types = vec![t, t];
    Ok(())
}

fn print_operand_typed(pr: &mut OpPrinter, op: Op, elided: &[&str], with_fastmath: bool) {
    let ctx = pr.ctx;
    print_operands_of(pr, op);
    if with_fastmath {
        print_fastmath(pr, op, false);
    }
    pr.attr_dict(op, elided);
    pr.w(" : ");
    let ins: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    pr.types(&ins);
}

fn print_sincos(pr: &mut OpPrinter, op: Op) {
    print_operand_typed(pr, op, &["fastmath"], true)
}

fn sincos_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if ctx.results(op).len() == 2 {
        set(0, "sin".into());
        set(1, "cos".into());
    }
}

/// `$lhs, $rhs (fastmath)? attr-dict : type($lhs), type($rhs)`.
fn parse_fpowi(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = parse_n_operands(p, 2)?;
    parse_fastmath_into(p, st, true)?;
    arith::parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = p.ty()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.ty()?;
    let loc = p.cur_loc();
    st.operands = p.resolve_all(&ops, &[a, b], loc)?;
    st.result_types = vec![a];
    Ok(())
}

fn print_fpowi(pr: &mut OpPrinter, op: Op) {
    print_operand_typed(pr, op, &["fastmath"], true)
}

/// `$operand attr-dict : type($operand)`; the result is `i1`-like and the
/// fast-math flags live in the attribute dictionary (elided when `none`).
fn parse_classify(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let x = p.operand()?;
    let a = fastmath_attr(p.ctx(), 0);
    common::set_attr(p, st, "fastmath", a);
    arith::parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    if !Tc::FloatLike.check(p.p.ctx, t) {
        let ts = arith::tstr(p.p.ctx, t);
        let loc = p.loc;
        return custom_err(
            p,
            st,
            loc,
            &format!("'operand' must be floating-point-like, but got '{}'", ts),
        );
    }
    st.operands = vec![p.resolve(&x, t)?];
    st.result_types = vec![common::i1_like(p.ctx(), t)];
    Ok(())
}

fn print_classify(pr: &mut OpPrinter, op: Op) {
    let elide: &[&str] = if op_fastmath(pr.ctx, op) == 0 {
        &["fastmath"]
    } else {
        &[]
    };
    print_operand_typed(pr, op, elide, false)
}

fn verify_math(ctx: &Context, op: Op) -> Result<(), String> {
    use Tc::*;
    let short = short_name(ctx, op);
    if FLOAT_UNARY.contains(&short) {
        check_fastmath_attr(ctx, op)?;
        check_types(ctx, op, &[FloatLike], &[FloatLike])?;
        same_operands_and_result_type(ctx, op)?;
        return elementwise(ctx, op);
    }
    if FLOAT_BINARY.contains(&short) || short == "fma" || short == "clampf" {
        let n = if FLOAT_BINARY.contains(&short) { 2 } else { 3 };
        check_fastmath_attr(ctx, op)?;
        check_types(ctx, op, &[FloatLike; 3][..n], &[FloatLike])?;
        same_operands_and_result_type(ctx, op)?;
        return elementwise(ctx, op);
    }
    if INT_UNARY.contains(&short) || short == "ipowi" {
        let n = if short == "ipowi" { 2 } else { 1 };
        check_types(ctx, op, &[IntLike; 2][..n], &[IntLike])?;
        same_operands_and_result_type(ctx, op)?;
        return elementwise(ctx, op);
    }
    if CLASSIFY.contains(&short) {
        check_fastmath_attr(ctx, op)?;
        check_types(ctx, op, &[FloatLike], &[BoolLike])?;
        let (ins, outs) = all_types(ctx, op);
        if !arith::is_i1_same_shape(ctx, outs[0], ins[0]) {
            return Err(
                "failed to verify that result type has i1 element type and same shape as operands"
                    .into(),
            );
        }
        return elementwise(ctx, op);
    }
    match short {
        "sincos" => {
            check_fastmath_attr(ctx, op)?;
            check_types(ctx, op, &[FloatLike], &[FloatLike, FloatLike])?;
            let (ins, outs) = all_types(ctx, op);
            if outs[0] != ins[0] || outs[1] != ins[0] {
                return Err(
                    "failed to verify that all of {operand, sin, cos} have same type".into(),
                );
            }
            elementwise(ctx, op)
        }
        "fpowi" => {
            check_fastmath_attr(ctx, op)?;
            check_types(ctx, op, &[FloatLike, IntLike], &[FloatLike])?;
            let (ins, outs) = all_types(ctx, op);
            if ins[0] != outs[0] {
                return Err("failed to verify that all of {lhs, result} have same type".into());
            }
            same_operands_and_result_shape(ctx, op)?;
            elementwise(ctx, op)
        }
        _ => Ok(()),
    }
}

const fn op(
    name: &'static str,
    arity: Arity,
    inherent: &'static [&'static str],
    parse: ir::registry::ParseFn,
    print: ir::registry::PrintFn,
) -> OpDef {
    OpDef {
        traits: PURE,
        inherent,
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify_math),
        operands: Count::Exactly(arity.0),
        results: Count::Exactly(arity.1),
        ..OpDef::new(name)
    }
}

const FM: &[&str] = &["fastmath"];
const NONE: &[&str] = &[];

/// Every op of the dialect.
pub static OPS: &[OpDef] = &[
    op("math.absf", UNARY, FM, parse_un_fm, print_fm),
    op("math.acos", UNARY, FM, parse_un_fm, print_fm),
    op("math.acosh", UNARY, FM, parse_un_fm, print_fm),
    op("math.asin", UNARY, FM, parse_un_fm, print_fm),
    op("math.asinh", UNARY, FM, parse_un_fm, print_fm),
    op("math.atan", UNARY, FM, parse_un_fm, print_fm),
    op("math.atanh", UNARY, FM, parse_un_fm, print_fm),
    op("math.cbrt", UNARY, FM, parse_un_fm, print_fm),
    op("math.ceil", UNARY, FM, parse_un_fm, print_fm),
    op("math.cos", UNARY, FM, parse_un_fm, print_fm),
    op("math.cosh", UNARY, FM, parse_un_fm, print_fm),
    op("math.erf", UNARY, FM, parse_un_fm, print_fm),
    op("math.erfc", UNARY, FM, parse_un_fm, print_fm),
    op("math.exp", UNARY, FM, parse_un_fm, print_fm),
    op("math.exp2", UNARY, FM, parse_un_fm, print_fm),
    op("math.expm1", UNARY, FM, parse_un_fm, print_fm),
    op("math.floor", UNARY, FM, parse_un_fm, print_fm),
    op("math.log", UNARY, FM, parse_un_fm, print_fm),
    op("math.log10", UNARY, FM, parse_un_fm, print_fm),
    op("math.log1p", UNARY, FM, parse_un_fm, print_fm),
    op("math.log2", UNARY, FM, parse_un_fm, print_fm),
    op("math.round", UNARY, FM, parse_un_fm, print_fm),
    op("math.roundeven", UNARY, FM, parse_un_fm, print_fm),
    op("math.rsqrt", UNARY, FM, parse_un_fm, print_fm),
    op("math.sin", UNARY, FM, parse_un_fm, print_fm),
    op("math.sinh", UNARY, FM, parse_un_fm, print_fm),
    op("math.sqrt", UNARY, FM, parse_un_fm, print_fm),
    op("math.tan", UNARY, FM, parse_un_fm, print_fm),
    op("math.tanh", UNARY, FM, parse_un_fm, print_fm),
    op("math.trunc", UNARY, FM, parse_un_fm, print_fm),
    op("math.atan2", BINARY, FM, parse_bin_fm, print_fm),
    op("math.copysign", BINARY, FM, parse_bin_fm, print_fm),
    op("math.powf", BINARY, FM, parse_bin_fm, print_fm),
    op("math.fma", TERNARY, FM, parse_tern_fm, print_fm),
    op("math.clampf", TERNARY, FM, parse_clampf, print_clampf),
    OpDef {
        result_names: Some(sincos_names),
        ..op(
            "math.sincos",
            UNARY_TWO_RESULTS,
            FM,
            parse_sincos,
            print_sincos,
        )
    },
    op("math.fpowi", BINARY, FM, parse_fpowi, print_fpowi),
    op("math.absi", UNARY, NONE, parse_un, print_plain),
    op("math.ctlz", UNARY, NONE, parse_un, print_plain),
    op("math.cttz", UNARY, NONE, parse_un, print_plain),
    op("math.ctpop", UNARY, NONE, parse_un, print_plain),
    op("math.ipowi", BINARY, NONE, parse_bin, print_plain),
    op("math.isfinite", UNARY, FM, parse_classify, print_classify),
    op("math.isinf", UNARY, FM, parse_classify, print_classify),
    op("math.isnan", UNARY, FM, parse_classify, print_classify),
    op("math.isnormal", UNARY, FM, parse_classify, print_classify),
];

/// `fastmath = none` for the ops that have the flags (MLIR sets the
/// default on every op it creates, also one written in generic form).
fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, ir::Attr)> {
    let has_flags = ctx
        .registry
        .lookup(name)
        .is_some_and(|d| d.inherent.contains(&"fastmath"));
    if has_flags {
        vec![("fastmath", fastmath_attr(ctx, 0))]
    } else {
        Vec::new()
    }
}

/// Registers the `math` dialect's op kinds in `r`, with its default properties hook.
pub fn register(r: &mut Registry) {
    r.register_dialect("math");
    r.set_dialect_hooks(
        "math",
        ir::registry::DialectHooks {
            default_props: Some(default_props),
            ..Default::default()
        },
    );
    for d in OPS {
        r.register(d);
    }
}
