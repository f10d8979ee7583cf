//! The `complex` dialect: arithmetic and functions on `complex<fN>` scalars
//! (with arith's fast-math flags), their construction from and projection
//! onto the real and imaginary parts, constants and bit casts.

use crate::arith::{fastmath_attr, parse_attr_dict_merge, parse_fastmath_into, print_fastmath};
use crate::arith::{Arity, BINARY, UNARY};
use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::interfaces::Interfaces;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Type};

/// The float element type of a `complex<...>` type.
fn complex_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) if matches!(ctx.type_kind(*e), TypeKind::Float(_)) => Some(*e),
        _ => None,
    }
}

/// A type that must be `complex<...>`, with MLIR's message otherwise.
fn complex_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !matches!(p.ctx().type_kind(t), TypeKind::Complex(_)) {
        let name = p.ctx().str(st.name).to_string();
        let found = type_to_string(p.ctx(), t);
        return p.err_at(
            loc,
            format!("custom op '{name}' invalid kind of type specified: expected builtin.complex, but found '{found}'"),
        );
    }
    Ok(t)
}

fn operands(p: &mut OpParser, n: usize) -> DResult<Vec<UnresolvedOperand>> {
    let mut v = vec![p.operand()?];
    for _ in 1..n {
        p.expect(Tok::Comma, "','")?;
        v.push(p.operand()?);
    }
    Ok(v)
}

/// What a complex op computes from what.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// complex -> complex (`exp`, `neg`, ...).
    Unary,
    /// complex -> its float element (`re`, `abs`, ...).
    Project,
    /// complex, complex -> complex (`add`, `pow`, ...).
    Binary,
    /// complex, complex -> i1 (`eq`, `neq`), no fast-math flags.
    Compare,
}

fn shape_of(name: &str) -> Shape {
    match name {
        "complex.re" | "complex.im" | "complex.abs" | "complex.angle" => Shape::Project,
        "complex.add" | "complex.sub" | "complex.mul" | "complex.div" | "complex.pow"
        | "complex.atan2" => Shape::Binary,
        "complex.eq" | "complex.neq" => Shape::Compare,
        _ => Shape::Unary,
    }
}

/// `$operands (fastmath<...>)? attr-dict : type(complex operand)`.
fn parse_typed_by_complex(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let shape = shape_of(p.ctx().str(st.name));
    let n = if matches!(shape, Shape::Binary | Shape::Compare) {
        2
    } else {
        1
    };
    let ops = operands(p, n)?;
    if shape != Shape::Compare {
        parse_fastmath_into(p, st, true)?;
    }
    parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = complex_type(p, st)?;
    for u in &ops {
        let v = p.resolve(u, t)?;
        st.operands.push(v);
    }
    let result = match shape {
        Shape::Project => complex_elem(p.ctx(), t).unwrap_or(t),
        Shape::Compare => p.ctx().int_type(1),
        _ => t,
    };
    st.result_types = vec![result];
    Ok(())
}

fn print_typed_by_complex(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    let n = ctx.num_operands(op);
    for i in 0..n {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(ctx.operand(op, i));
    }
    print_fastmath(pr, op, false);
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    if n > 0 {
        pr.ty(ctx.value_type(ctx.operand(op, 0)));
    }
}

fn verify_operands_complex(ctx: &Context, op: Op) -> Result<(), String> {
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        if complex_elem(ctx, t).is_none() {
            return Err(format!(
                "operand #{i} must be complex type with floating-point elements, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

fn verify_typed_by_complex(ctx: &Context, op: Op) -> Result<(), String> {
    verify_operands_complex(ctx, op)
}

const fn typed_by_complex(
    name: &'static str,
    arity: Arity,
    traits: u64,
    inherent: &'static [&'static str],
) -> OpDef {
    OpDef {
        traits: PURE | traits,
        inherent,
        parse: Some(parse_typed_by_complex),
        print: Some(print_typed_by_complex),
        verify: Some(verify_typed_by_complex),
        operands: Count::Exactly(arity.0),
        results: Count::Exactly(arity.1),
        ..OpDef::new(name)
    }
}

const FM: &[&str] = &["fastmath"];

/// The ops typed by their complex operand; `powi`, `create`, `constant`
/// and `bitcast` have formats of their own, below.
static OPS: [OpDef; 25] = [
    typed_by_complex("complex.abs", UNARY, 0, FM),
    typed_by_complex("complex.add", BINARY, 0, FM),
    typed_by_complex("complex.angle", UNARY, 0, FM),
    typed_by_complex("complex.atan2", BINARY, 0, FM),
    typed_by_complex("complex.conj", UNARY, 0, FM),
    typed_by_complex("complex.cos", UNARY, 0, FM),
    typed_by_complex("complex.div", BINARY, 0, FM),
    typed_by_complex("complex.eq", BINARY, COMMUTATIVE, &[]),
    typed_by_complex("complex.exp", UNARY, 0, FM),
    typed_by_complex("complex.expm1", UNARY, 0, FM),
    typed_by_complex("complex.im", UNARY, 0, FM),
    typed_by_complex("complex.log", UNARY, 0, FM),
    typed_by_complex("complex.log1p", UNARY, 0, FM),
    typed_by_complex("complex.mul", BINARY, 0, FM),
    typed_by_complex("complex.neg", UNARY, 0, FM),
    typed_by_complex("complex.neq", BINARY, COMMUTATIVE, &[]),
    typed_by_complex("complex.pow", BINARY, 0, FM),
    typed_by_complex("complex.re", UNARY, 0, FM),
    typed_by_complex("complex.rsqrt", UNARY, 0, FM),
    typed_by_complex("complex.sign", UNARY, 0, FM),
    typed_by_complex("complex.sin", UNARY, 0, FM),
    typed_by_complex("complex.sqrt", UNARY, 0, FM),
    typed_by_complex("complex.sub", BINARY, 0, FM),
    typed_by_complex("complex.tan", UNARY, 0, FM),
    typed_by_complex("complex.tanh", UNARY, 0, FM),
];

// ----- complex.powi: `%z, %n (fastmath)? attr-dict : type(z), type(n)` -----

fn parse_powi(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = operands(p, 2)?;
    parse_fastmath_into(p, st, false)?;
    parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = complex_type(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let loc = p.cur_loc();
    let n = p.ty()?;
    if !matches!(p.ctx().type_kind(n), TypeKind::Integer { .. }) {
        let name = p.ctx().str(st.name).to_string();
        let found = type_to_string(p.ctx(), n);
        return p.err_at(
            loc,
            format!("custom op '{name}' invalid kind of type specified: expected builtin.integer, but found '{found}'"),
        );
    }
    st.operands = vec![p.resolve(&ops[0], t)?, p.resolve(&ops[1], n)?];
    st.result_types = vec![t];
    Ok(())
}

fn print_powi(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    print_fastmath(pr, op, false);
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
    pr.w(", ");
    pr.ty(ctx.value_type(ctx.operand(op, 1)));
}

fn is_float_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(e) if ctx.type_kind(*e).is_float())
}

/// ODS's constraints of `complex.powi`: a float complex base and result of one type, a
/// signless integer exponent.
fn verify_powi(ctx: &Context, op: Op) -> Result<(), String> {
    const FLOAT_COMPLEX: &str = "complex type with floating-point elements";
    let (base, exponent) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.operand(op, 1)),
    );
    let result = ctx.value_type(ctx.result(op, 0));
    let shown = |t| type_to_string(ctx, t);
    if !is_float_complex(ctx, base) {
        return Err(format!(
            "operand #0 must be {FLOAT_COMPLEX}, but got '{}'",
            shown(base)
        ));
    }
    if !matches!(
        ctx.type_kind(exponent),
        TypeKind::Integer {
            signedness: ir::types::Signedness::Signless,
            ..
        }
    ) {
        return Err(format!(
            "operand #1 must be signless integer, but got '{}'",
            shown(exponent)
        ));
    }
    if !is_float_complex(ctx, result) {
        return Err(format!(
            "result #0 must be {FLOAT_COMPLEX}, but got '{}'",
            shown(result)
        ));
    }
    if base != result {
        return Err("failed to verify that all of {lhs, result} have same type".into());
    }
    Ok(())
}

/// A complex number raised to an integer power.
pub static POWI: OpDef = OpDef {
    traits: PURE,
    inherent: FM,
    parse: Some(parse_powi),
    print: Some(print_powi),
    verify: Some(verify_powi),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("complex.powi")
};

// ----- complex.create: `%re, %im attr-dict : type(result)` -----

fn parse_create(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = operands(p, 2)?;
    parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = complex_type(p, st)?;
    let e = complex_elem(p.ctx(), t).unwrap_or(t);
    st.operands = vec![p.resolve(&ops[0], e)?, p.resolve(&ops[1], e)?];
    st.result_types = vec![t];
    Ok(())
}

fn print_create(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

/// A complex number from its real and imaginary parts.
pub static CREATE: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_create),
    print: Some(print_create),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("complex.create")
};

// ----- complex.constant: `[re, im] attr-dict : type(result)` -----

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.attribute(None)?;
    common::set_attr(p, st, "value", a);
    parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    st.result_types = vec![complex_type(p, st)?];
    Ok(())
}

fn print_constant(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "value") {
        pr.attr(a);
    }
    pr.attr_dict(op, &["value"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

fn verify_constant(ctx: &Context, op: Op) -> Result<(), String> {
    let parts: Vec<Attr> = match ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) if v.len() == 2 => v.clone(),
        _ => {
            return Err(
                "requires 'value' to be a complex constant, represented as array of two values"
                    .into(),
            )
        }
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(elem) = complex_elem(ctx, rt) else {
        return Ok(());
    };
    let ty_of = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    };
    let (re, im) = (ty_of(parts[0]), ty_of(parts[1]));
    if re != Some(elem) || im != Some(elem) {
        let show = |t: Option<Type>| t.map(|t| type_to_string(ctx, t)).unwrap_or_default();
        return Err(format!(
            "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
            show(re),
            show(im),
            type_to_string(ctx, elem)
        ));
    }
    Ok(())
}

/// `complex.constant`: a complex number from a two-element array attribute `[re, im]`.
pub static CONSTANT: OpDef = OpDef {
    traits: PURE | CONSTANT_LIKE,
    inherent: &["value"],
    parse: Some(parse_constant),
    print: Some(print_constant),
    verify: Some(verify_constant),
    result_names: Some(|_, _, set| set(0, "cst".into())),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("complex.constant")
};

// ----- complex.bitcast: `%x attr-dict : type(x) to type(result)` -----

fn print_bitcast(pr: &mut OpPrinter, op: Op) {
    common::print_cast(pr, op, &[]);
}

/// The bit width of a scalar, a complex counting both parts.
fn bits(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        TypeKind::Complex(e) => bits(ctx, *e).map(|w| 2 * w),
        _ => None,
    }
}

fn verify_bitcast(ctx: &Context, op: Op) -> Result<(), String> {
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    if bits(ctx, from) != bits(ctx, to) {
        return Err("casting bitwidths do not match".into());
    }
    Ok(())
}

static CAST_IFACE: Interfaces = Interfaces {
    cast: true,
    ..Interfaces::NONE
};

/// Reinterprets the bits of a complex number (or of a scalar as one).
pub static BITCAST: OpDef = OpDef {
    traits: PURE,
    iface: &CAST_IFACE,
    parse: Some(common::parse_cast),
    print: Some(print_bitcast),
    verify: Some(verify_bitcast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("complex.bitcast")
};

/// Every complex op that carries fast-math flags gets `none` when built or
/// written in generic form without them (`complex.powi` keeps none).
pub fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    let has_flags = OPS
        .iter()
        .any(|d| d.name == name && d.inherent.contains(&"fastmath"));
    if has_flags {
        vec![("fastmath", fastmath_attr(ctx, 0))]
    } else {
        Vec::new()
    }
}

/// Registers the `complex` dialect's op kinds in `r`, with its default properties hook.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "complex",
        ir::registry::DialectHooks {
            default_props: Some(default_props),
            ..Default::default()
        },
    );
    for d in &OPS {
        r.register(d);
    }
    for d in [&POWI, &CREATE, &CONSTANT, &BITCAST] {
        r.register(d);
    }
}

// ----- typed views (see `ir::view`) -----

ir::layout_view! {
    /// The ops of one complex operand (`exp`, `neg`, `re`, `abs`, `bitcast`, ...).
    Unary { complex: 0 }
}
ir::layout_view! {
    /// The ops of two operands (`add`, `mul`, `eq`, `powi`, ...).
    Binary { lhs: 0, rhs: 1 }
}
ir::op_view! {
    /// `complex.create`: a complex number from its parts.
    pub Create = CREATE;
    operands { real: 0, imaginary: 1 }
    results { result: 0 }
}
