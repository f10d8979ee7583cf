//! The `index` dialect: integer arithmetic on `index` values whose width is
//! left to the target (constants, the binary operations, comparisons with
//! `#index<cmp_predicate ...>`, casts from and to integers, `sizeof`).

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::interfaces::Interfaces;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Context, Op, OpDef, OpState, Registry};

fn is_index(ctx: &Context, t: ir::Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

/// The operand and result constraints of an op whose values are all
/// `index` (binary ops, `sizeof`, `constant`).
fn verify_all_index(ctx: &Context, op: Op) -> Result<(), String> {
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        if !is_index(ctx, t) {
            return Err(format!(
                "operand #{i} must be index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    for (i, &v) in ctx.results(op).iter().enumerate() {
        let t = ctx.value_type(v);
        if !is_index(ctx, t) {
            return Err(format!(
                "result #{i} must be index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

// ----- binary ops: `%lhs, %rhs attr-dict` -----

fn parse_binary(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.operand()?;
    common::parse_attr_dict(p, st)?;
    let index = p.index_type();
    st.operands = vec![p.resolve(&a, index)?, p.resolve(&b, index)?];
    st.result_types = vec![index];
    Ok(())
}

fn print_binary(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.attr_dict(op, &[]);
}

const fn binary(name: &'static str, traits: u64) -> OpDef {
    OpDef {
        traits: PURE | traits,
        parse: Some(parse_binary),
        print: Some(print_binary),
        verify: Some(verify_all_index),
        operands: Count::Exactly(2),
        results: Count::Exactly(1),
        ..OpDef::new(name)
    }
}

static BINARY_OPS: [OpDef; 20] = [
    binary("index.add", COMMUTATIVE),
    binary("index.sub", 0),
    binary("index.mul", COMMUTATIVE),
    binary("index.divs", 0),
    binary("index.divu", 0),
    binary("index.ceildivs", 0),
    binary("index.ceildivu", 0),
    binary("index.floordivs", 0),
    binary("index.rems", 0),
    binary("index.remu", 0),
    binary("index.maxs", COMMUTATIVE),
    binary("index.maxu", COMMUTATIVE),
    binary("index.mins", COMMUTATIVE),
    binary("index.minu", COMMUTATIVE),
    binary("index.shl", 0),
    binary("index.shrs", 0),
    binary("index.shru", 0),
    binary("index.and", COMMUTATIVE),
    binary("index.or", COMMUTATIVE),
    binary("index.xor", COMMUTATIVE),
];

// ----- index.constant -----

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let index = p.index_type();
    let a = p.attribute(Some(index))?;
    common::set_attr(p, st, "value", a);
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![index];
    Ok(())
}

fn integer_value(ctx: &Context, op: Op) -> Option<i128> {
    match ctx.attr_kind(ctx.get_attr(op, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

fn print_constant(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    match integer_value(ctx, op) {
        Some(v) => pr.w(&v.to_string()),
        None => {
            if let Some(a) = ctx.get_attr(op, "value") {
                pr.attr(a);
            }
        }
    }
    pr.attr_dict(op, &["value"]);
}

/// `%idx42`, `%idx-3`: the value, as mlir-opt names them.
fn constant_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if let Some(v) = integer_value(ctx, op) {
        set(0, format!("idx{v}"));
    }
}

fn verify_constant(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { ty, .. }) if is_index(ctx, *ty) => verify_all_index(ctx, op),
        Some(_) => Err("attribute 'value' failed to satisfy constraint: index attribute".into()),
        None => Err("requires attribute 'value'".into()),
    }
}

/// `index.constant`: an `index` constant.
pub static CONSTANT: OpDef = OpDef {
    traits: PURE | CONSTANT_LIKE,
    inherent: &["value"],
    parse: Some(parse_constant),
    print: Some(print_constant),
    verify: Some(verify_constant),
    result_names: Some(constant_names),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("index.constant")
};

// ----- index.bool.constant -----

fn parse_bool_constant(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let i1 = p.ctx().int_type(1);
    let a = p.attribute(Some(i1))?;
    common::set_attr(p, st, "value", a);
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![i1];
    Ok(())
}

fn bool_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if let Some(v) = integer_value(ctx, op) {
        set(0, if v != 0 { "true" } else { "false" }.into());
    }
}

fn verify_bool_constant(ctx: &Context, op: Op) -> Result<(), String> {
    let ok = ctx.get_attr(op, "value").is_some_and(|a| {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }))
    });
    if !ok {
        return Err("attribute 'value' failed to satisfy constraint: bool attribute".into());
    }
    Ok(())
}

/// `index.bool.constant`: an `i1` constant.
pub static BOOL_CONSTANT: OpDef = OpDef {
    traits: PURE | CONSTANT_LIKE,
    inherent: &["value"],
    parse: Some(parse_bool_constant),
    print: Some(print_constant_bool),
    verify: Some(verify_bool_constant),
    result_names: Some(bool_names),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("index.bool.constant")
};

fn print_constant_bool(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.w(match integer_value(ctx, op) {
        Some(0) => "false",
        _ => "true",
    });
    pr.attr_dict(op, &["value"]);
}

// ----- index.cmp -----

const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `#index<cmp_predicate slt>`.
pub fn predicate_attr(ctx: &mut Context, name: &str) -> ir::Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "index".into(),
        body: format!("<cmp_predicate {name}>"),
    })
}

/// The predicate's name, when `a` is a `#index<cmp_predicate ...>`.
pub fn predicate_name(ctx: &Context, a: ir::Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "index" => body
            .strip_prefix("<cmp_predicate ")?
            .strip_suffix('>')
            .filter(|n| PREDICATES.contains(n)),
        _ => None,
    }
}

fn parse_cmp(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    let word = p.peek_keyword().map(str::to_string);
    match word.filter(|w| PREDICATES.contains(&w.as_str())) {
        Some(w) => {
            p.parse_any_keyword()?;
            let a = predicate_attr(p.ctx(), &w);
            common::set_attr(p, st, "pred", a);
        }
        None => {
            // mlir-opt reports the unknown name, then (past it) the
            // attribute parameter it could not parse.
            let name = p.ctx().str(st.name).to_string();
            let first = format!(
                "custom op '{name}' expected ::mlir::index::IndexCmpPredicate to be one of: {}",
                PREDICATES.join(", ")
            );
            if p.peek_keyword().is_none() {
                return p.err_at(loc, first);
            }
            p.parse_any_keyword()?;
            let after = p.cur_loc();
            let second = format!(
                "custom op '{name}' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`"
            );
            let mut d = ir::Diagnostic::error(loc, first);
            d.follow.push(ir::Diagnostic::error(after, second));
            return Err(Box::new(d));
        }
    }
    p.expect(Tok::LParen, "'('")?;
    let a = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    common::parse_attr_dict(p, st)?;
    let index = p.index_type();
    st.operands = vec![p.resolve(&a, index)?, p.resolve(&b, index)?];
    st.result_types = vec![p.ctx().int_type(1)];
    Ok(())
}

fn print_cmp(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    let pred = ctx
        .get_attr(op, "pred")
        .and_then(|a| predicate_name(ctx, a))
        .unwrap_or("eq");
    pr.w(pred);
    pr.w("(");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.w(")");
    pr.attr_dict(op, &["pred"]);
}

fn verify_cmp(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx
        .get_attr(op, "pred")
        .and_then(|a| predicate_name(ctx, a))
        .is_none()
    {
        return Err("requires attribute 'pred'".into());
    }
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        if !is_index(ctx, t) {
            return Err(format!(
                "operand #{i} must be index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

/// `index.cmp`: compares two `index` values by a predicate.
pub static CMP: OpDef = OpDef {
    traits: PURE,
    inherent: &["pred"],
    parse: Some(parse_cmp),
    print: Some(print_cmp),
    verify: Some(verify_cmp),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("index.cmp")
};

// ----- index.casts / index.castu -----

fn print_cast(pr: &mut OpPrinter, op: Op) {
    common::print_cast(pr, op, &[]);
}

fn verify_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let int_or_index =
        |t: ir::Type| matches!(ctx.type_kind(t), TypeKind::Index | TypeKind::Integer { .. });
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    if !int_or_index(from) {
        return Err(format!(
            "operand #0 must be integer or index, but got '{}'",
            type_to_string(ctx, from)
        ));
    }
    if !int_or_index(to) {
        return Err(format!(
            "result #0 must be integer or index, but got '{}'",
            type_to_string(ctx, to)
        ));
    }
    if is_index(ctx, from) == is_index(ctx, to) {
        return Err(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        ));
    }
    Ok(())
}

static CAST_IFACE: Interfaces = Interfaces {
    cast: true,
    ..Interfaces::NONE
};

const fn cast(name: &'static str) -> OpDef {
    OpDef {
        traits: PURE,
        iface: &CAST_IFACE,
        parse: Some(common::parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        operands: Count::Exactly(1),
        results: Count::Exactly(1),
        ..OpDef::new(name)
    }
}

/// Sign-extends or truncates.
pub static CASTS: OpDef = cast("index.casts");
/// Zero-extends or truncates.
pub static CASTU: OpDef = cast("index.castu");

// ----- index.sizeof -----

fn parse_sizeof(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![p.index_type()];
    Ok(())
}

fn print_sizeof(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

/// The width of `index` in bits on the target.
pub static SIZEOF: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_sizeof),
    print: Some(print_sizeof),
    verify: Some(verify_all_index),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("index.sizeof")
};

/// Registers the `index` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register_dialect("index");
    for d in &BINARY_OPS {
        r.register(d);
    }
    for d in [&CONSTANT, &BOOL_CONSTANT, &CMP, &CASTS, &CASTU, &SIZEOF] {
        r.register(d);
    }
}

// ----- typed views (see `ir::view`) -----

ir::layout_view! {
    /// The twenty binary ops and `index.cmp`.
    Binary { lhs: 0, rhs: 1 }
}
ir::layout_view! {
    /// `index.casts` and `index.castu`.
    Cast { input: 0 }
}
