//! `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::common;
use ir::diag::DResult;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::{Context, Op, OpDef, OpState, Registry};

fn parse_module(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if let Some(name) = p.optional_symbol_name() {
        let a = p.ctx().string_attr(&name);
        common::set_attr(p, st, "sym_name", a);
    }
    p.optional_attr_dict_with_keyword(&mut st.attrs)?;
    st.regions = vec![common::parse_single_block_region(p)?];
    Ok(())
}

fn print_module(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if let Some(n) = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| common::string_attr_value(ctx, a))
    {
        pr.w(" ");
        pr.symbol_name(&n);
    }
    pr.attr_dict_with_keyword(op, &["sym_name", "sym_visibility"]);
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, false, false);
}

/// MLIR's module checks before its body: one block, and only the symbol
/// attributes may lack a dialect prefix.
fn verify_module(ctx: &Context, op: Op) -> Result<(), String> {
    crate::scf::check_sized_region(ctx, op, 0, "bodyRegion")?;
    let inherent = MODULE.inherent;
    let mut undotted: Vec<&str> = ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, _)| ctx.str(k))
        .filter(|k| !k.contains('.') && !inherent.contains(k))
        .collect();
    undotted.sort_unstable();
    match undotted.first() {
        Some(k) => Err(format!(
            "can only contain attributes with dialect-prefixed names, found: '{k}'"
        )),
        None => Ok(()),
    }
}

/// `builtin.module`: the top-level container; its single block holds symbols and needs no
/// terminator.
pub static MODULE: OpDef = OpDef {
    traits: NO_TERMINATOR
        | ISOLATED_FROM_ABOVE
        | SYMBOL_TABLE
        | SINGLE_BLOCK
        | GRAPH_REGION
        | AFFINE_SCOPE,
    inherent: &["sym_name", "sym_visibility"],
    parse: Some(parse_module),
    print: Some(print_module),
    verify_before_regions: Some(verify_module),
    default_dialect: Some("builtin"),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("builtin.module")
};

fn parse_ucc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    let mut in_types = Vec::new();
    if !ops.is_empty() {
        in_types = p.colon_type_list()?;
    }
    p.keyword("to")?;
    st.result_types = p.type_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let loc = p.cur_loc();
    st.operands = p.resolve_all(&ops, &in_types, loc)?;
    Ok(())
}

fn print_ucc(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    if !ops.is_empty() {
        pr.w(" ");
        pr.operands(&ops);
        pr.w(" : ");
        let ts: Vec<_> = ops.iter().map(|v| ctx.value_type(*v)).collect();
        pr.types(&ts);
    }
    pr.w(" to ");
    let ts: Vec<_> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    pr.types(&ts);
    pr.attr_dict(op, &[]);
}

/// `builtin.unrealized_conversion_cast`: a placeholder conversion between types, left by partial
/// conversions.
pub static UNREALIZED_CAST: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_ucc),
    print: Some(print_ucc),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("builtin.unrealized_conversion_cast")
};

/// Registers the `builtin` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register(&MODULE);
    r.register(&UNREALIZED_CAST);
}
