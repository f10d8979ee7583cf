//! The `affine` dialect ops bufferization creates: `affine.apply`, which
//! evaluates a single-result affine map on index operands
//! (`affine.apply #map(%d0, ...)[%s0, ...]`).

use crate::common;
use ir::affine::AffineMap;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::types::TypeKind;
use ir::{Context, Op, OpDef, OpState, Registry};

/// The `map` attribute of an affine op.
pub fn map_of(ctx: &Context, op: Op) -> Option<&AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "map")?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// `(%d, ...)` then an optional `[%s, ...]`; returns the operands and the
/// number of dimension operands.
fn parse_dims_and_symbols(p: &mut OpParser) -> DResult<(Vec<UnresolvedOperand>, usize)> {
    p.expect(Tok::LParen, "'('")?;
    let mut ops = if p.is(Tok::RParen) {
        Vec::new()
    } else {
        p.operand_list()?
    };
    p.expect(Tok::RParen, "')'")?;
    let num_dims = ops.len();
    if p.consume_if(Tok::LSquare) {
        if !p.is(Tok::RSquare) {
            ops.extend(p.operand_list()?);
        }
        p.expect(Tok::RSquare, "']'")?;
    }
    Ok((ops, num_dims))
}

fn parse_apply(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.attribute(None)?;
    let map = match p.ctx().attr_kind(a) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return p.err("invalid kind of attribute specified"),
    };
    common::set_attr(p, st, "map", a);
    let (ops, num_dims) = parse_dims_and_symbols(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    if map.num_dims as usize != num_dims || num_dims + map.num_symbols as usize != ops.len() {
        return p.err_at(p.loc, "dimension or symbol index mismatch");
    }
    let it = p.ctx().index_type();
    st.operands = p.resolve_same(&ops, it)?;
    st.result_types = vec![it; map.num_results()];
    Ok(())
}

fn print_apply(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    let num_dims = map_of(ctx, op).map_or(0, |m| m.num_dims as usize);
    let num_dims = num_dims.min(ops.len());
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "map") {
        pr.attr(a);
    }
    pr.w("(");
    pr.operands(&ops[..num_dims]);
    pr.w(")");
    if num_dims < ops.len() {
        pr.w("[");
        pr.operands(&ops[num_dims..]);
        pr.w("]");
    }
    pr.attr_dict(op, &["map"]);
}

fn verify_apply(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(a) = ctx.get_attr(op, "map") else {
        return Err("requires attribute 'map'".into());
    };
    let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
        return Err("attribute 'map' failed to satisfy constraint: AffineMap attribute".into());
    };
    for (i, v) in ctx.operand_vec(op).iter().enumerate() {
        let t = ctx.value_type(*v);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(format!(
                "operand #{i} must be variadic of index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    for (i, r) in ctx.results(op).iter().enumerate() {
        let t = ctx.value_type(*r);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(format!(
                "result #{i} must be index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    if ctx.num_operands(op) != map.num_inputs() as usize {
        return Err("operand count and affine map dimension and symbol count must match".into());
    }
    if map.num_results() != 1 {
        return Err("mapping must produce one value".into());
    }
    Ok(())
}

pub static APPLY: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_apply),
    print: Some(print_apply),
    verify: Some(verify_apply),
    ..OpDef::new("affine.apply")
};

/// `affine.min` / `affine.max`: the syntax of `affine.apply`, one index
/// result for a map with any number of results.
fn parse_min_max(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_apply(p, st)?;
    let it = p.ctx().index_type();
    st.result_types = vec![it];
    Ok(())
}

fn verify_min_max(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(map) = map_of(ctx, op) else {
        return Err("requires attribute 'map'".into());
    };
    if ctx.num_operands(op) != map.num_inputs() as usize {
        return Err("operand count and affine map dimension and symbol count must match".into());
    }
    Ok(())
}

pub static MIN: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_min_max),
    print: Some(print_apply),
    verify: Some(verify_min_max),
    ..OpDef::new("affine.min")
};

pub static MAX: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_min_max),
    print: Some(print_apply),
    verify: Some(verify_min_max),
    ..OpDef::new("affine.max")
};

pub fn register(r: &mut Registry) {
    r.register_dialect("affine");
    r.register(&APPLY);
    r.register(&MIN);
    r.register(&MAX);
}

#[cfg(test)]
mod tests {
    fn roundtrip(src: &str) -> Result<String, String> {
        let mut ctx = crate::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t.mlir",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: false,
            },
        )
        .map_err(|d| d.message)?;
        ir::verifier::verify(&ctx, m).map_err(|d| d.message)?;
        Ok(ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions::default(),
        ))
    }

    #[test]
    fn apply_prints_dims_and_symbols() {
        let out = roundtrip(
            "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]\n  return %0 : index\n}\n",
        )
        .unwrap();
        assert!(
            out.contains("#map = affine_map<(d0)[s0] -> (d0 + s0)>"),
            "{out}"
        );
        assert!(out.contains("affine.apply #map(%arg0)[%arg1]"), "{out}");
    }

    #[test]
    fn apply_rejects_mismatched_operands() {
        let e = roundtrip(
            "func.func @f(%a: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)\n  return %0 : index\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("dimension or symbol index mismatch"), "{e}");
    }

    #[test]
    fn apply_verifies_operand_types() {
        let e = roundtrip(
            "func.func @f(%a: i32) -> index {\n  %0 = \"affine.apply\"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index\n  return %0 : index\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("operand #0 must be variadic of index"), "{e}");
    }
}
