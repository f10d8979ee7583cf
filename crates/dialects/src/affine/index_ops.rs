//! `affine.delinearize_index` and `affine.linearize_index`.

use super::*;
use ir::registry::Count;

// ===================================================================
// affine.delinearize_index / affine.linearize_index
// ===================================================================

fn verify_basis(ctx: &Context, op: Op, dynamic: usize) -> Result<Vec<i64>, String> {
    let Some(statics) = ctx
        .get_attr(op, "static_basis")
        .and_then(|a| common::dense_array_values(ctx, a))
    else {
        return Err("requires attribute 'static_basis'".into());
    };
    if statics.iter().filter(|&&s| s == ir::DYNAMIC).count() != dynamic {
        return Err("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite".into());
    }
    Ok(statics)
}

fn check_positive_basis(statics: &[i64]) -> Result<(), String> {
    if statics.iter().any(|&s| s != ir::DYNAMIC && s <= 0) {
        return Err("no basis element may be statically non-positive".into());
    }
    Ok(())
}

fn parse_delinearize(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let idx = p.operand()?;
    p.keyword("into")?;
    let (values, statics) = crate::scf::parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &statics);
    common::set_attr(p, st, "static_basis", a);
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.colon_type_list()?;
    let it = p.index_type();
    let mut operands = vec![p.resolve(&idx, it)?];
    operands.extend(p.resolve_same(&values, it)?);
    st.operands = operands;
    Ok(())
}

fn print_delinearize(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(" into ");
    let statics = ctx
        .get_attr(op, "static_basis")
        .and_then(|a| common::dense_array_values(ctx, a))
        .unwrap_or_default();
    crate::scf::print_dynamic_index_list(pr, &ops[1..], &statics);
    pr.attr_dict(op, &["static_basis"]);
    pr.w(" : ");
    let rt: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    pr.types(&rt);
}

fn verify_delinearize(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) == 0 {
        return Err("expected 1 or more operands, but found 0".into());
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_index_type(ctx, t) {
        return Err(format!(
            "operand #0 must be index, but got '{}'",
            ts(ctx, t)
        ));
    }
    check_index_operands(ctx, op, 1..ctx.num_operands(op))?;
    for (i, &r) in ctx.results(op).iter().enumerate() {
        if !is_index(ctx, r) {
            return Err(format!(
                "result #{i} must be variadic of index, but got '{}'",
                ts(ctx, ctx.value_type(r))
            ));
        }
    }
    let statics = verify_basis(ctx, op, ctx.num_operands(op) - 1)?;
    let n = ctx.results(op).len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(
            "should return an index for each basis element and up to one extra index".into(),
        );
    }
    check_positive_basis(&statics)
}

/// `affine.delinearize_index`: splits a linear index into coordinates of a basis (the outermost
/// basis element may be omitted).
pub static DELINEARIZE_INDEX: OpDef = OpDef {
    traits: PURE,
    inherent: &["static_basis"],
    parse: Some(parse_delinearize),
    print: Some(print_delinearize),
    verify: Some(verify_delinearize),
    operands: Count::AtLeast(1),
    results: Count::AtLeast(0),
    ..OpDef::new("affine.delinearize_index")
};

fn parse_linearize(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    // A unit property MLIR prints as `false` when unset.
    let disjoint = if p.optional_keyword("disjoint") {
        p.ctx().unit_attr()
    } else {
        let i1 = p.ctx().i1();
        p.ctx().int_attr(i1, 0)
    };
    common::set_attr(p, st, "disjoint", disjoint);
    p.expect(Tok::LSquare, "'['")?;
    let idx = if p.is(Tok::RSquare) {
        Vec::new()
    } else {
        p.operand_list()?
    };
    p.expect(Tok::RSquare, "']'")?;
    p.keyword("by")?;
    let (values, statics) = crate::scf::parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &statics);
    common::set_attr(p, st, "static_basis", a);
    common::set_segments(p, st, &[idx.len(), values.len()]);
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    st.result_types = vec![t];
    let it = p.index_type();
    let mut operands = p.resolve_same(&idx, it)?;
    operands.extend(p.resolve_same(&values, it)?);
    st.operands = operands;
    Ok(())
}

fn is_disjoint(ctx: &Context, op: Op) -> bool {
    ctx.get_attr(op, "disjoint").is_some_and(|a| {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Unit | AttrKind::Bool(true) | AttrKind::Integer { value: 1, .. }
        )
    })
}

fn print_linearize(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let view = LinearizeIndex(op);
    if is_disjoint(ctx, op) {
        pr.w(" disjoint");
    }
    pr.w(" [");
    let idx: Vec<Value> = view.multi_index(ctx).collect();
    pr.operands(&idx);
    pr.w("] by ");
    let statics = ctx
        .get_attr(op, "static_basis")
        .and_then(|a| common::dense_array_values(ctx, a))
        .unwrap_or_default();
    let basis: Vec<Value> = view.dynamic_basis(ctx).collect();
    crate::scf::print_dynamic_index_list(pr, &basis, &statics);
    pr.attr_dict(op, &["disjoint", "operandSegmentSizes", "static_basis"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

fn verify_linearize(ctx: &Context, op: Op) -> Result<(), String> {
    let segs = common::segment_sizes(ctx, op);
    if segs.len() != 2 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 2 elements"
                .into(),
        );
    }
    check_segment_total(ctx, op)?;
    check_index_operands(ctx, op, 0..ctx.num_operands(op))?;
    if let Some(&r) = ctx.results(op).first() {
        if !is_index(ctx, r) {
            return Err(format!(
                "result #0 must be index, but got '{}'",
                ts(ctx, ctx.value_type(r))
            ));
        }
    }
    let view = LinearizeIndex(op);
    let statics = verify_basis(ctx, op, view.dynamic_basis(ctx).len())?;
    let n = view.multi_index(ctx).len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(
            "should be passed a basis element for each index except possibly the first".into(),
        );
    }
    check_positive_basis(&statics)
}

/// `affine.linearize_index`: combines coordinates into a linear index over a basis; `disjoint` is a
/// default-valued property.
pub static LINEARIZE_INDEX: OpDef = OpDef {
    traits: PURE,
    inherent: &["disjoint", "operandSegmentSizes", "static_basis"],
    parse: Some(parse_linearize),
    print: Some(print_linearize),
    verify: Some(verify_linearize),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    operand_segments: 2,
    ..OpDef::new("affine.linearize_index")
};

/// `disjoint = false` is set on every `affine.linearize_index` MLIR
/// creates (a unit property prints so when absent).
pub(super) fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    match name {
        "affine.linearize_index" => {
            let i1 = ctx.i1();
            vec![("disjoint", ctx.int_attr(i1, 0))]
        }
        _ => Vec::new(),
    }
}

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `affine.linearize_index`.
    pub LinearizeIndex = LINEARIZE_INDEX;
    groups { multi_index: 0, dynamic_basis: 1 }
}
ir::op_view! {
    /// `affine.delinearize_index`.
    pub DelinearizeIndex = DELINEARIZE_INDEX;
    operands { linear_index: 0 }
}
