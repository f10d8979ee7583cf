//! `affine.for`, `affine.if`, `affine.parallel` and their terminator
//! `affine.yield`.

use super::*;
use ir::interfaces::{Interfaces, Operands, RegionBranch, RegionFlow};
use ir::registry::Count;

// ===================================================================
// affine.yield
// ===================================================================

fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(parent) = ctx
        .parent_op(op)
        .filter(|&p| ctx.isa(p, &FOR) || ctx.isa(p, &IF) || ctx.isa(p, &PARALLEL))
    else {
        return Err("only terminates affine.if/for/parallel regions".into());
    };
    let results = ctx.results(parent);
    if results.len() != ctx.num_operands(op) {
        return Err(
            "parent of yield must have same number of results as the yield operands".into(),
        );
    }
    for (r, v) in results.iter().zip(ctx.operands(op)) {
        if ctx.value_type(*r) != ctx.value_type(v) {
            return Err("types mismatch between yield op and its parent".into());
        }
    }
    Ok(())
}

/// `affine.yield`: the terminator of `affine.for`, `affine.if` and `affine.parallel` bodies,
/// forwarding its operands to the parent's results.
pub static YIELD: OpDef = OpDef {
    iface: &YIELD_IFACE,
    traits: PURE | TERMINATOR | RETURN_LIKE,
    parse: Some(common::parse_return_like),
    print: Some(common::print_return_like),
    verify: Some(verify_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("affine.yield")
};

// ===================================================================
// affine.for
// ===================================================================

/// `%x`, `42`, or `[min|max] #map(dims)[syms]`: one loop bound, its map
/// set as `attr` and its operands resolved into `operands`.
fn parse_bound(
    p: &mut OpParser,
    st: &mut OpState,
    lower: bool,
    operands: &mut Vec<Value>,
) -> DResult<()> {
    let prefixed = p.optional_keyword(if lower { "max" } else { "min" });
    let attr_name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let ssa = p.operand_list()?;
    let it = p.index_type();
    if !ssa.is_empty() {
        if ssa.len() > 1 {
            return p.err_at(p.loc, "expected only one loop bound operand");
        }
        operands.push(p.resolve(&ssa[0], it)?);
        let a = new_map_attr(p, AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]));
        common::set_attr(p, st, attr_name, a);
        return Ok(());
    }
    let attr_loc = p.cur_loc();
    let a = p.attribute(Some(it))?;
    let kind = p.ctx().attr_kind(a).clone();
    match kind {
        AttrKind::AffineMap(map) => {
            common::set_attr(p, st, attr_name, a);
            let (ops, num_dims) = parse_dims_and_symbols(p)?;
            operands.extend(p.resolve_same(&ops, it)?);
            if map.num_dims as usize != num_dims {
                return p.err_at(
                    p.loc,
                    "dim operand count and affine map dim count must match",
                );
            }
            if num_dims + map.num_symbols as usize != ops.len() {
                return p.err_at(
                    p.loc,
                    "symbol operand count and affine map symbol count must match",
                );
            }
            if map.num_results() > 1 && !prefixed {
                let which = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return p.err_at(attr_loc, which);
            }
            Ok(())
        }
        AttrKind::Integer { value, .. } => {
            let m = new_map_attr(
                p,
                AffineMap::new(0, 0, vec![AffineExpr::constant(value as i64)]),
            );
            common::set_attr(p, st, attr_name, m);
            Ok(())
        }
        _ => p.err_at(
            p.loc,
            "expected valid affine map representation for loop bounds",
        ),
    }
}

fn parse_for(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let iv = p.operand()?;
    p.expect(Tok::Equal, "'='")?;
    let mut operands = Vec::new();
    parse_bound(p, st, true, &mut operands)?;
    let num_lb = operands.len();
    if !p.optional_keyword("to") {
        return p.err("expected 'to' between bounds");
    }
    parse_bound(p, st, false, &mut operands)?;
    let num_ub = operands.len() - num_lb;
    let it = p.index_type();
    if p.optional_keyword("step") {
        let loc = p.cur_loc();
        let a = p.attribute(Some(it))?;
        match p.ctx().attr_kind(a) {
            AttrKind::Integer { value, .. } if *value < 0 => {
                return p.err_at(
                    loc,
                    "expected step to be representable as a positive signed integer",
                );
            }
            AttrKind::Integer { .. } => {}
            _ => return p.err_at(loc, "invalid kind of attribute specified"),
        }
        common::set_attr(p, st, "step", a);
    } else {
        let a = p.ctx().index_attr(1);
        common::set_attr(p, st, "step", a);
    }
    let mut args = vec![(iv, it)];
    let mut num_inits = 0;
    if p.optional_keyword("iter_args") {
        let pairs = common::paren_list(p, |p| {
            let a = p.operand()?;
            p.expect(Tok::Equal, "'='")?;
            let v = p.operand()?;
            Ok((a, v))
        })?;
        st.result_types = p.arrow_type_list()?;
        for ((a, v), t) in pairs.iter().zip(st.result_types.clone()) {
            args.push((a.clone(), t));
            operands.push(p.resolve(v, t)?);
        }
        num_inits = pairs.len();
        if pairs.len() != st.result_types.len() {
            return p.err_at(
                p.loc,
                "mismatch between the number of loop-carried values and results",
            );
        }
    }
    common::set_segments(p, st, &[num_lb, num_ub, num_inits]);
    let r = p.region(&args)?;
    let loc = p.loc;
    common::ensure_terminator(p.ctx(), r, "affine.yield", loc);
    st.regions = vec![r];
    st.operands = operands;
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// MLIR's `printBound`: a constant, a single symbol operand, or the map
/// (with the `min`/`max` prefix when it has several results).
fn print_bound(pr: &mut OpPrinter, map_attr: Option<Attr>, operands: &[Value], prefix: &str) {
    let ctx = pr.ctx;
    let Some(a) = map_attr else { return };
    let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
        pr.attr(a);
        return;
    };
    if map.num_results() == 1 {
        let e = &map.results[0];
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = e.as_constant() {
                pr.w(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && e.as_symbol().is_some() {
            if let Some(&v) = operands.first() {
                pr.operand(v);
                return;
            }
        }
    } else {
        pr.w(prefix);
        pr.w(" ");
    }
    pr.attr(a);
    let nd = (map.num_dims as usize).min(operands.len());
    pr.w("(");
    pr.operands(&operands[..nd]);
    pr.w(")");
    if operands.len() > nd {
        pr.w("[");
        pr.operands(&operands[nd..]);
        pr.w("]");
    }
}

fn print_for(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let view = For(op);
    let body = ctx.regions_of(op)[0];
    let args = ctx
        .entry_block(body)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    pr.w(" ");
    // MLIR prints the induction variable as a region argument: with its
    // location under --mlir-print-debuginfo.
    if let Some(&iv) = args.first() {
        pr.operand(iv);
        pr.arg_loc(iv);
    }
    pr.w(" = ");
    let lbs: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let ubs: Vec<Value> = view.upper_bound_operands(ctx).collect();
    print_bound(pr, ctx.get_attr(op, "lowerBoundMap"), &lbs, "max");
    pr.w(" to ");
    print_bound(pr, ctx.get_attr(op, "upperBoundMap"), &ubs, "min");
    let step = view.step(ctx);
    if step != 1 {
        pr.w(" step ");
        pr.w(&step.to_string());
    }
    let inits: Vec<Value> = view.inits(ctx).collect();
    if !inits.is_empty() {
        pr.w(" iter_args(");
        for (i, (a, v)) in args.iter().skip(1).zip(&inits).enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.operand(*a);
            pr.w(" = ");
            pr.operand(*v);
        }
        pr.w(") -> (");
        let rt: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
        pr.types(&rt);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(body, false, !inits.is_empty(), false);
    pr.attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// The single-block, implicitly terminated region of the control-flow ops.
fn check_body(ctx: &Context, op: Op, index: usize, name: &str) -> Result<(), String> {
    let Some(&r) = ctx.regions_of(op).get(index) else {
        return Ok(());
    };
    let blocks = ctx.region_blocks(r);
    if blocks.len() > 1 || (index == 0 && blocks.is_empty()) {
        return Err(format!(
            "region #{index} ('{name}') failed to verify constraint: region with 1 blocks"
        ));
    }
    if let Some(&b) = blocks.first() {
        match ctx.last_op(b) {
            None => return Err("expects a non-empty block".into()),
            Some(t) if !ctx.isa(t, &YIELD) => {
                return Err(format!(
                    "expects regions to end with 'affine.yield', found '{}'",
                    ctx.op_name(t)
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

fn verify_for(ctx: &Context, op: Op) -> Result<(), String> {
    for name in ["lowerBoundMap", "step", "upperBoundMap"] {
        if ctx.get_attr(op, name).is_none() {
            return Err(format!("requires attribute '{name}'"));
        }
    }
    let segs = common::segment_sizes(ctx, op);
    if segs.len() != 3 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements"
                .into(),
        );
    }
    check_segment_total(ctx, op)?;
    require_map(ctx, op, "lowerBoundMap")?;
    require_map(ctx, op, "upperBoundMap")?;
    let bounds = segs.range(0).map_or(0, |r| r.len()) + segs.range(1).map_or(0, |r| r.len());
    check_index_operands(ctx, op, 0..bounds.min(ctx.num_operands(op)))?;
    check_body(ctx, op, 0, "region")
}

/// MLIR's `AffineForOp::verifyRegions`.
fn verify_for_regions(ctx: &Context, op: Op) -> Result<(), String> {
    let view = For(op);
    let lb = require_map(ctx, op, "lowerBoundMap")?;
    let ub = require_map(ctx, op, "upperBoundMap")?;
    let lbs: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let ubs: Vec<Value> = view.upper_bound_operands(ctx).collect();
    let body = ctx.regions_of(op)[0];
    let args = ctx
        .entry_block(body)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    if args.first().is_none_or(|&a| !is_index(ctx, a)) {
        return Err(
            "expected body to have a single index argument for the induction variable".into(),
        );
    }
    if lb.num_inputs() > 0 {
        if lb.num_inputs() as usize != lbs.len() {
            return Err(
                "operand count and affine map dimension and symbol count must match".into(),
            );
        }
        verify_dims_and_symbols(ctx, op, &lbs, lb.num_dims as usize)?;
    }
    if ub.num_inputs() > 0 {
        if ub.num_inputs() as usize != ubs.len() {
            return Err(
                "operand count and affine map dimension and symbol count must match".into(),
            );
        }
        verify_dims_and_symbols(ctx, op, &ubs, ub.num_dims as usize)?;
    }
    let n = ctx.results(op).len();
    if n == 0 {
        return Ok(());
    }
    if view.inits(ctx).len() != n {
        return Err("mismatch between the number of loop-carried values and results".into());
    }
    if args.len() - 1 != n {
        return Err("mismatch between the number of basic block args and results".into());
    }
    Ok(())
}

/// `affine.for`: a counted loop whose bounds are affine maps (max of the lower, min of the upper
/// map's results) and whose step is a constant.
pub static FOR: OpDef = OpDef {
    iface: &FOR_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &[
        "lowerBoundMap",
        "operandSegmentSizes",
        "step",
        "upperBoundMap",
    ],
    parse: Some(parse_for),
    print: Some(print_for),
    verify_before_regions: Some(verify_for),
    verify: Some(verify_for_regions),
    num_regions: Some(1),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    operand_segments: 3,
    ..OpDef::new("affine.for")
};

// ===================================================================
// affine.if
// ===================================================================

fn parse_if(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.attribute(None)?;
    let set = match p.ctx().attr_kind(a) {
        AttrKind::IntegerSet(s) => s.clone(),
        _ => return p.err("invalid kind of attribute specified"),
    };
    common::set_attr(p, st, "condition", a);
    let (ops, num_dims) = parse_dims_and_symbols(p)?;
    let it = p.index_type();
    st.operands = p.resolve_same(&ops, it)?;
    if set.num_dims as usize != num_dims {
        return p.err_at(
            p.loc,
            "dim operand count and integer set dim count must match",
        );
    }
    if num_dims + set.num_symbols as usize != ops.len() {
        return p.err_at(
            p.loc,
            "symbol operand count and integer set symbol count must match",
        );
    }
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let loc = p.loc;
    let then_r = p.region(&[])?;
    common::ensure_terminator(p.ctx(), then_r, "affine.yield", loc);
    let else_r = if p.optional_keyword("else") {
        let r = p.region(&[])?;
        common::ensure_terminator(p.ctx(), r, "affine.yield", loc);
        r
    } else {
        p.ctx().new_region()
    };
    st.regions = vec![then_r, else_r];
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_if(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "condition") {
        pr.attr(a);
    }
    let ops = ctx.operand_vec(op);
    let nd = condition_of(ctx, op)
        .map_or(0, |s| s.num_dims as usize)
        .min(ops.len());
    pr.w("(");
    pr.operands(&ops[..nd]);
    pr.w(")");
    if ops.len() > nd {
        pr.w("[");
        pr.operands(&ops[nd..]);
        pr.w("]");
    }
    let rt: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    if !rt.is_empty() {
        pr.arrow_types(&rt);
    }
    let terms = !rt.is_empty();
    pr.w(" ");
    let regions = ctx.regions_of(op);
    pr.region(regions[0], false, terms, false);
    if !ctx.region_blocks(regions[1]).is_empty() {
        pr.w(" else ");
        pr.region(regions[1], false, terms, false);
    }
    pr.attr_dict(op, &["condition"]);
}

fn verify_if(ctx: &Context, op: Op) -> Result<(), String> {
    check_body(ctx, op, 0, "thenRegion")?;
    check_body(ctx, op, 1, "elseRegion")?;
    for (i, &r) in ctx.regions_of(op).iter().enumerate() {
        if ctx
            .entry_block(r)
            .is_some_and(|b| !ctx.block_args(b).is_empty())
        {
            return Err(format!("region #{i} should have no arguments"));
        }
    }
    let Some(set) = condition_of(ctx, op) else {
        return Err("requires an integer set attribute named 'condition'".into());
    };
    let ops = ctx.operand_vec(op);
    if ops.len() != set.num_dims as usize + set.num_symbols as usize {
        return Err(
            "operand count and condition integer set dimension and symbol count must match".into(),
        );
    }
    verify_dims_and_symbols(ctx, op, &ops, set.num_dims as usize)
}

/// RegionBranchOpInterface's check of `affine.if`, after its regions.
fn verify_if_edges(ctx: &Context, op: Op) -> Result<(), String> {
    let n = ctx.results(op).len();
    if n != 0 && ctx.region_blocks(ctx.regions_of(op)[1]).is_empty() {
        return Err(ir::registry::note_at(
            &format!("along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {n} inputs"),
            op,
            "region branch point",
        ));
    }
    Ok(())
}

/// `affine.if`: runs its then or else region depending on whether its operands satisfy an integer
/// set.
pub static IF: OpDef = OpDef {
    iface: &IF_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK | OPTIONAL_REGIONS,
    inherent: &["condition"],
    parse: Some(parse_if),
    print: Some(print_if),
    verify_before_regions: Some(verify_if),
    verify: Some(verify_if_edges),
    num_regions: Some(2),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("affine.if")
};

// ===================================================================
// affine.parallel
// ===================================================================

/// One bound of `affine.parallel`: `(e, max(e, e), ...)`. Returns the map
/// over the deduplicated operands, the group sizes and the operands.
fn parse_parallel_bound(
    p: &mut OpParser,
    keyword: &str,
) -> DResult<(AffineMap, Vec<i32>, Vec<Value>)> {
    p.expect(Tok::LParen, "'('")?;
    if p.consume_if(Tok::RParen) {
        return Ok((AffineMap::new(0, 0, Vec::new()), Vec::new(), Vec::new()));
    }
    let mut exprs = Vec::new();
    let mut dim_lists: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut sym_lists: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.optional_keyword(keyword) {
            let (map, ops) = p.affine_map_of_ssa_ids(false)?;
            let nd = map.num_dims as usize;
            for e in &map.results {
                exprs.push(e.clone());
                dim_lists.push(ops[..nd].to_vec());
                sym_lists.push(ops[nd..].to_vec());
            }
            groups.push(map.num_results() as i32);
        } else {
            let (e, dims, syms) = p.affine_expr_of_ssa_ids()?;
            exprs.push(e);
            dim_lists.push(dims);
            sym_lists.push(syms);
            groups.push(1);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "')'")?;
    let (mut total_dims, mut total_syms) = (0u32, 0u32);
    for (i, e) in exprs.iter_mut().enumerate() {
        let (nd, ns) = (dim_lists[i].len() as u32, sym_lists[i].len() as u32);
        *e = e
            .shift_dims(nd, total_dims, 0)
            .shift_symbols(ns, total_syms, 0);
        total_dims += nd;
        total_syms += ns;
    }
    let it = p.index_type();
    let unique = |p: &mut OpParser, lists: &[Vec<UnresolvedOperand>], symbol: bool| {
        let mut values: Vec<Value> = Vec::new();
        let mut repl = Vec::new();
        for list in lists {
            for v in p.resolve_same(list, it)? {
                let pos = match values.iter().position(|&x| x == v) {
                    Some(k) => k,
                    None => {
                        values.push(v);
                        values.len() - 1
                    }
                };
                repl.push(if symbol {
                    AffineExpr::symbol(pos as u32)
                } else {
                    AffineExpr::dim(pos as u32)
                });
            }
        }
        Ok::<_, Box<ir::Diagnostic>>((values, repl))
    };
    let (dims, dim_repl) = unique(p, &dim_lists, false)?;
    let (syms, sym_repl) = unique(p, &sym_lists, true)?;
    let map = AffineMap::new(total_dims, total_syms, exprs).replace_dims_and_symbols(
        &dim_repl,
        &sym_repl,
        dims.len() as u32,
        syms.len() as u32,
    );
    let mut operands = dims;
    operands.extend(syms);
    Ok((map, groups, operands))
}

/// `dense<[..]> : tensor<Nxi32>` of the group sizes.
fn groups_attr(ctx: &mut Context, groups: &[i32]) -> Attr {
    let i32t = ctx.int_type(32);
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![groups.len() as i64],
        elem: i32t,
        encoding: None,
    });
    let splat = !groups.is_empty() && groups.iter().all(|&g| g == groups[0]);
    let values: Vec<u128> = if splat {
        vec![groups[0] as i128 as u128]
    } else {
        groups.iter().map(|&g| g as i128 as u128).collect()
    };
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        data: ir::DenseData::Scalars(values),
    })
}

/// The group sizes of a `lowerBoundsGroups`/`upperBoundsGroups` attribute.
pub fn groups_of(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    let AttrKind::DenseElements {
        ty,
        splat,
        data: ir::DenseData::Scalars(v),
    } = ctx.attr_kind(ctx.get_attr(op, name)?)
    else {
        return None;
    };
    let n = ctx.type_kind(*ty).shape()?.first().copied()?;
    if *splat {
        Some(vec![*v.first()? as i128 as i64; n.max(0) as usize])
    } else {
        Some(v.iter().map(|&x| x as i128 as i64).collect())
    }
}

/// The integers of an array attribute of integers (`steps`, `reductions`).
pub fn int_array(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    let AttrKind::Array(items) = ctx.attr_kind(ctx.get_attr(op, name)?) else {
        return None;
    };
    items
        .iter()
        .map(|&a| common::int_attr_value(ctx, a).map(|v| v as i64))
        .collect()
}

fn i64_array_attr(ctx: &mut Context, v: &[i64]) -> Attr {
    let i64t = ctx.int_type(64);
    let items = v.iter().map(|&x| ctx.int_attr(i64t, x as i128)).collect();
    ctx.array_attr(items)
}

fn parse_parallel(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ivs = p.paren_operand_list()?;
    p.expect(Tok::Equal, "'='")?;
    let (lb_map, lb_groups, lb_ops) = parse_parallel_bound(p, "max")?;
    p.keyword("to")?;
    let (ub_map, ub_groups, ub_ops) = parse_parallel_bound(p, "min")?;
    let steps: Vec<i64> = if p.optional_keyword("step") {
        let (map, _) = p.affine_map_of_ssa_ids(false)?;
        let mut steps = Vec::new();
        for r in &map.results {
            match r.as_constant() {
                Some(c) => steps.push(c),
                None => return p.err_at(p.loc, "steps must be constant integers"),
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = Vec::new();
    if p.optional_keyword("reduce") {
        p.expect(Tok::LParen, "'('")?;
        loop {
            let loc = p.cur_loc();
            let s = p.string()?;
            match ATOMIC_RMW_KINDS.iter().position(|k| *k == s) {
                Some(k) => reductions.push(k as i64),
                None => return p.err_at(loc, format!("invalid reduction value: \"{s}\"")),
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let it = p.index_type();
    let args: Vec<(UnresolvedOperand, Type)> = ivs.into_iter().map(|u| (u, it)).collect();
    let r = p.region(&args)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let loc = p.loc;
    common::ensure_terminator(p.ctx(), r, "affine.yield", loc);
    st.regions = vec![r];
    let ctx = p.ctx();
    let attrs = [
        ("reductions", {
            let i64t = ctx.int_type(64);
            let items = reductions
                .iter()
                .map(|&k| ctx.int_attr(i64t, k as i128))
                .collect();
            ctx.array_attr(items)
        }),
        ("lowerBoundsMap", ctx.attr(AttrKind::AffineMap(lb_map))),
        ("lowerBoundsGroups", groups_attr(ctx, &lb_groups)),
        ("upperBoundsMap", ctx.attr(AttrKind::AffineMap(ub_map))),
        ("upperBoundsGroups", groups_attr(ctx, &ub_groups)),
        ("steps", i64_array_attr(ctx, &steps)),
    ];
    for (name, a) in attrs {
        common::set_attr(p, st, name, a);
    }
    st.operands = lb_ops.into_iter().chain(ub_ops).collect();
    Ok(())
}

/// MLIR's `printMinMaxBound`.
fn print_parallel_bound(
    pr: &mut OpPrinter,
    op: Op,
    map_name: &str,
    groups_name: &str,
    operands: &[Value],
    keyword: &str,
) {
    let ctx = pr.ctx;
    let (Some(map), Some(groups)) = (map_attr(ctx, op, map_name), groups_of(ctx, op, groups_name))
    else {
        return;
    };
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let size = g.max(0) as usize;
        let end = (start + size).min(map.results.len());
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                pr.affine_expr_of_values(e, dims, syms);
            }
        } else {
            pr.w(keyword);
            pr.w("(");
            let sub = AffineMap::new(
                map.num_dims,
                map.num_symbols,
                map.results[start.min(end)..end].to_vec(),
            );
            pr.affine_map_of_values(&sub, operands);
            pr.w(")");
        }
        start = end;
    }
}

fn print_parallel(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let body = ctx.regions_of(op)[0];
    let args = ctx
        .entry_block(body)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    let view = Parallel(op);
    let lbs: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let ubs: Vec<Value> = view.upper_bound_operands(ctx).collect();
    pr.w(" (");
    pr.operands(&args);
    pr.w(") = (");
    print_parallel_bound(pr, op, "lowerBoundsMap", "lowerBoundsGroups", &lbs, "max");
    pr.w(") to (");
    print_parallel_bound(pr, op, "upperBoundsMap", "upperBoundsGroups", &ubs, "min");
    pr.w(")");
    let steps = int_array(ctx, op, "steps").unwrap_or_default();
    if !steps.iter().all(|&s| s == 1) {
        pr.w(" step (");
        pr.w(&steps
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "));
        pr.w(")");
    }
    let rt: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    if !rt.is_empty() {
        pr.w(" reduce (");
        let kinds = int_array(ctx, op, "reductions").unwrap_or_default();
        let names: Vec<String> = kinds
            .iter()
            .map(|&k| {
                format!(
                    "\"{}\"",
                    ATOMIC_RMW_KINDS.get(k as usize).copied().unwrap_or("")
                )
            })
            .collect();
        pr.w(&names.join(", "));
        pr.w(") -> (");
        pr.types(&rt);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(body, false, !rt.is_empty(), false);
    pr.attr_dict(
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

/// Whether a reduction of kind `k` (index in [`ATOMIC_RMW_KINDS`]) can
/// produce a value of type `t`.
fn reduction_fits(ctx: &Context, k: &str, t: Type) -> bool {
    let (is_float, int) = match ctx.type_kind(t) {
        TypeKind::Float(_) => (true, None),
        TypeKind::Integer { signedness, .. } => (false, Some(*signedness)),
        _ => (false, None),
    };
    match k {
        "addf" | "mulf" | "maximumf" | "minimumf" => is_float,
        "addi" | "muli" | "ori" | "andi" => int.is_some(),
        "assign" => true,
        "maxs" | "mins" => int == Some(ir::Signedness::Signed),
        "maxu" | "minu" => int == Some(ir::Signedness::Unsigned),
        _ => false,
    }
}

fn verify_parallel(ctx: &Context, op: Op) -> Result<(), String> {
    for name in [
        "lowerBoundsGroups",
        "lowerBoundsMap",
        "reductions",
        "steps",
        "upperBoundsGroups",
        "upperBoundsMap",
    ] {
        if ctx.get_attr(op, name).is_none() {
            return Err(format!("requires attribute '{name}'"));
        }
    }
    check_index_operands(ctx, op, 0..ctx.num_operands(op))?;
    check_body(ctx, op, 0, "region")?;
    let lb = require_map(ctx, op, "lowerBoundsMap")?;
    let ub = require_map(ctx, op, "upperBoundsMap")?;
    let lbg = groups_of(ctx, op, "lowerBoundsGroups").unwrap_or_default();
    let ubg = groups_of(ctx, op, "upperBoundsGroups").unwrap_or_default();
    let steps = int_array(ctx, op, "steps").unwrap_or_default();
    let body = ctx.regions_of(op)[0];
    let nargs = ctx.entry_block(body).map_or(0, |b| ctx.block_args(b).len());
    let n = steps.len();
    if lbg.len() != n || ubg.len() != n || nargs != n {
        return Err(format!(
            "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            lbg.len(),
            ubg.len()
        ));
    }
    let expected: i64 = lbg.iter().sum();
    if expected != lb.num_results() as i64 {
        return Err(format!(
            "expected lower bounds map to have {expected} results"
        ));
    }
    let expected: i64 = ubg.iter().sum();
    if expected != ub.num_results() as i64 {
        return Err(format!(
            "expected upper bounds map to have {expected} results"
        ));
    }
    let kinds = int_array(ctx, op, "reductions").unwrap_or_default();
    if kinds.len() != ctx.results(op).len() {
        return Err("a reduction must be specified for each output".into());
    }
    for (&k, &r) in kinds.iter().zip(ctx.results(op)) {
        let Some(name) = usize::try_from(k)
            .ok()
            .and_then(|k| ATOMIC_RMW_KINDS.get(k))
        else {
            return Err("invalid reduction attribute".into());
        };
        if !reduction_fits(ctx, name, ctx.value_type(r)) {
            return Err("result type cannot match reduction attribute".into());
        }
    }
    let view = Parallel(op);
    let lbs: Vec<Value> = view.lower_bound_operands(ctx).collect();
    let ubs: Vec<Value> = view.upper_bound_operands(ctx).collect();
    verify_dims_and_symbols(ctx, op, &lbs, lb.num_dims as usize)?;
    verify_dims_and_symbols(ctx, op, &ubs, ub.num_dims as usize)?;
    Ok(())
}

/// `affine.parallel`: a multi-dimensional parallel loop with affine bounds and optional reductions;
/// loop-like without being a region branch.
pub static PARALLEL: OpDef = OpDef {
    iface: &PARALLEL_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &[
        "lowerBoundsGroups",
        "lowerBoundsMap",
        "reductions",
        "steps",
        "upperBoundsGroups",
        "upperBoundsMap",
    ],
    parse: Some(parse_parallel),
    print: Some(print_parallel),
    verify_before_regions: Some(verify_parallel),
    num_regions: Some(1),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("affine.parallel")
};

// ----- op interfaces (see `ir::interfaces`) -----

/// The loop-carried inits are the third operand group (after the bounds).
static FOR_IFACE: Interfaces = Interfaces {
    region_branch: Some(RegionBranch {
        entry_operands: Operands::Segment(2),
        flow: RegionFlow::Loop,
        graph: Some(&crate::scf::COUNTED_LOOP),
    }),
    ..Interfaces::NONE
};
static IF_IFACE: Interfaces = Interfaces {
    region_branch: Some(RegionBranch {
        entry_operands: Operands::None,
        flow: RegionFlow::Exclusive,
        graph: None,
    }),
    ..Interfaces::NONE
};
/// MLIR 22 declares `affine.parallel` a loop but no region branch: the
/// ownership-based deallocation treats it as an op with nested regions.
static PARALLEL_IFACE: Interfaces = Interfaces {
    loop_like: true,
    ..Interfaces::NONE
};
static YIELD_IFACE: Interfaces = Interfaces {
    region_terminator: Some(Operands::All),
    ..Interfaces::NONE
};

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `affine.for`.
    pub For = FOR;
    groups { lower_bound_operands: 0, upper_bound_operands: 1, inits: 2 }
}
ir::op_view! {
    /// `affine.if`.
    pub If = IF;
}
ir::op_view! {
    /// `affine.parallel`.
    pub Parallel = PARALLEL;
}

impl For {
    /// The constant step (1 when the attribute is missing or malformed).
    pub fn step(self, ctx: &Context) -> i64 {
        ctx.get_attr(self.0, "step")
            .and_then(|a| common::int_attr_value(ctx, a))
            .map_or(1, |v| v as i64)
    }
}

impl Parallel {
    /// The operands of the lower bounds map (the first ones).
    pub fn lower_bound_operands(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        let n = map_attr(ctx, self.0, "lowerBoundsMap")
            .map_or(0, |m| m.num_inputs() as usize)
            .min(ctx.num_operands(self.0));
        (0..n).map(move |i| ctx.operand(self.0, i))
    }
    /// The operands of the upper bounds map (the rest).
    pub fn upper_bound_operands(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        let n = map_attr(ctx, self.0, "lowerBoundsMap")
            .map_or(0, |m| m.num_inputs() as usize)
            .min(ctx.num_operands(self.0));
        (n..ctx.num_operands(self.0)).map(move |i| ctx.operand(self.0, i))
    }
}
