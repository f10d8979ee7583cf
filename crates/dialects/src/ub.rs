//! The `ub` dialect: `ub.poison`, a value whose use is undefined behaviour
//! (frontends and canonicalization make it for values no execution reads).

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::{Attr, Context, Op, OpDef, OpState, Registry};

/// `#ub.poison`, the value a `ub.poison` has unless it says otherwise.
pub fn poison_attr(ctx: &mut Context) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "ub".into(),
        body: "poison".into(),
    })
}

fn is_default_value(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, body } if dialect == "ub" && body == "poison")
}

fn parse_poison(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)?;
    let value = if p.consume_if(Tok::Less) {
        let a = p.attribute(None)?;
        p.expect(Tok::Greater, "'>'")?;
        a
    } else {
        poison_attr(p.ctx())
    };
    common::set_attr(p, st, "value", value);
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_poison(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &["value"]);
    if let Some(a) = ctx
        .get_attr(op, "value")
        .filter(|&a| !is_default_value(ctx, a))
    {
        pr.w(" <");
        pr.attr(a);
        pr.w(">");
    }
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

/// Gives a `ub.poison` written in generic form without its value the
/// default one, as MLIR's property defaults do.
pub fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    if name == "ub.poison" {
        vec![("value", poison_attr(ctx))]
    } else {
        Vec::new()
    }
}

/// `ub.poison`: a value of any type that is undefined (poison).
pub static POISON: OpDef = OpDef {
    traits: PURE | CONSTANT_LIKE,
    inherent: &["value"],
    parse: Some(parse_poison),
    print: Some(print_poison),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("ub.poison")
};

/// `ub.unreachable attr-dict`.
fn parse_unreachable(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)
}

fn print_unreachable(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

/// `ub.unreachable`: a terminator control never reaches (no side effects
/// declared, so the passes treat it as an unknown op).
pub static UNREACHABLE: OpDef = OpDef {
    traits: TERMINATOR,
    parse: Some(parse_unreachable),
    print: Some(print_unreachable),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("ub.unreachable")
};

/// Registers the `ub` dialect's op kinds in `r`, with its default properties hook.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "ub",
        ir::registry::DialectHooks {
            default_props: Some(default_props),
            ..Default::default()
        },
    );
    r.register(&POISON);
    r.register(&UNREACHABLE);
}
