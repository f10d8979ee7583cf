//! The `scf` dialect: structured control flow (`scf.for`, `scf.forall`,
//! `scf.if`, `scf.while`, `scf.parallel`, `scf.execute_region`,
//! `scf.index_switch`) and their terminators.
//!
//! Implicit terminators: an `scf.yield` without operands (and `scf.reduce` /
//! `scf.forall.in_parallel` for the parallel loops) may be left out of the
//! custom form; the parser creates it and the printer elides it again.

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::{Signedness, TypeKind, DYNAMIC};
use ir::verifier::plain;
use ir::{Context, Op, OpDef, OpState, Region, Registry, Type, Value};

// ----- shared helpers -----

fn ts(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

fn types_of(ctx: &Context, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|v| ctx.value_type(*v)).collect()
}

fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    types_of(ctx, ctx.results(op))
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

/// Creates a detached op with no operands or results.
fn bare_op(p: &mut OpParser, name: &str, regions: Vec<Region>) -> Op {
    let name = p.sym(name);
    let st = OpState {
        name,
        operands: Vec::new(),
        result_types: Vec::new(),
        attrs: Vec::new(),
        props: None,
        regions,
        successors: Vec::new(),
        loc: p.loc,
    };
    p.ctx().create_op(st)
}

/// MLIR's `ensureTerminator`: gives an empty region a block and appends
/// `terminator` to the last block unless it already ends with a terminator.
fn ensure_terminator(p: &mut OpParser, r: Region, terminator: &str) {
    if p.ctx().region_blocks(r).is_empty() {
        let b = p.ctx().new_block();
        p.ctx().append_block(r, b);
    }
    let b = *p.ctx().region_blocks(r).last().unwrap();
    let ctx = p.ctx();
    if let Some(last) = ctx.last_op(b) {
        if ctx.def(last).is_some_and(|d| d.has(TERMINATOR)) {
            return;
        }
    }
    let regions = if terminator == "scf.forall.in_parallel" {
        let r = p.ctx().new_region();
        let blk = p.ctx().new_block();
        p.ctx().append_block(r, blk);
        vec![r]
    } else {
        Vec::new()
    };
    let t = bare_op(p, terminator, regions);
    p.ctx().append_op(b, t);
}

/// `(%a = %b, %c = %d)`: pairs of (region argument, initial value).
fn parse_assignment_list(p: &mut OpParser) -> DResult<Vec<(UnresolvedOperand, UnresolvedOperand)>> {
    common::paren_list(p, |p| {
        let a = p.operand()?;
        p.expect(Tok::Equal, "'='")?;
        let v = p.operand()?;
        Ok((a, v))
    })
}

/// `<prefix>(%inner = %outer, ...)`, nothing when there are none.
fn print_init_list(pr: &mut OpPrinter, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    pr.w(prefix);
    pr.w("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(*a);
        pr.w(" = ");
        pr.operand(*v);
    }
    pr.w(")");
}

/// Arguments of the entry block of `r` (empty if it has no block).
fn entry_args(ctx: &Context, r: Region) -> Vec<Value> {
    ctx.entry_block(r)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default()
}

/// The terminator of the first block of `r`, if that block is not empty.
fn first_terminator(ctx: &Context, r: Region) -> Option<Op> {
    ctx.entry_block(r).and_then(|b| ctx.last_op(b))
}

/// The `scf.yield` ending the first block of `r`.
fn yield_of(ctx: &Context, r: Region) -> Option<Op> {
    first_terminator(ctx, r).filter(|t| ctx.is_op(*t, "scf.yield"))
}

/// Whether the terminator of `r` prints in the custom form of a region with
/// an implicit terminator (it has operands, results or attributes).
fn terminator_needs_printing(ctx: &Context, r: Region) -> bool {
    match first_terminator(ctx, r) {
        Some(t) if ctx.def(t).is_some_and(|d| d.has(TERMINATOR)) => {
            ctx.num_operands(t) != 0 || !ctx.results(t).is_empty() || !ctx.op(t).attrs.is_empty()
        }
        _ => true,
    }
}

/// RegionBranchOpInterface's check of one control flow edge leaving
/// `point` (the op or a terminator), which the error's note names.
fn check_edge(
    ctx: &Context,
    point: Op,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), String> {
    check_edge_types(ctx, from, to, operands, inputs)
        .map_err(|m| ir::registry::note_at(&m, point, "region branch point"))
}

fn check_edge_types(
    ctx: &Context,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), String> {
    if operands.len() != inputs.len() {
        return Err(format!(
            "along control flow edge from {} to {}: region branch point has {} operands, but region successor needs {} inputs",
            from,
            to,
            operands.len(),
            inputs.len()
        ));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(format!(
                "along control flow edge from {} to {}: successor operand type #{} '{}' should match successor input type #{} '{}'",
                from,
                to,
                i,
                ts(ctx, *a),
                i,
                ts(ctx, *b)
            ));
        }
    }
    Ok(())
}

/// ODS's `SizedRegion<1>` constraint.
pub(crate) fn check_sized_region(
    ctx: &Context,
    op: Op,
    index: usize,
    name: &str,
) -> Result<(), String> {
    let Some(&r) = ctx.regions_of(op).get(index) else {
        return Ok(());
    };
    if ctx.region_blocks(r).len() != 1 {
        return Err(format!(
            "region #{} ('{}') failed to verify constraint: region with 1 blocks",
            index, name
        ));
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<terminator>`: every non-empty region ends with it.
fn check_implicit_terminator(ctx: &Context, op: Op, terminator: &str) -> Result<(), String> {
    for &r in ctx.regions_of(op) {
        let Some(b) = ctx.entry_block(r) else {
            continue;
        };
        let Some(last) = ctx.last_op(b) else {
            return Err("expects a non-empty block".into());
        };
        if !ctx.is_op(last, terminator) {
            return Err(format!(
                "expects regions to end with '{}', found '{}'",
                terminator,
                ctx.op_name(last)
            ));
        }
    }
    Ok(())
}

fn check_parent(ctx: &Context, op: Op, parents: &[&str]) -> Result<Op, String> {
    match ctx.parent_op(op) {
        Some(p) if parents.iter().any(|n| ctx.is_op(p, n)) => Ok(p),
        _ if parents.len() == 1 => Err(format!("expects parent op '{}'", parents[0])),
        _ => Err(format!(
            "expects parent op to be one of '{}'",
            parents.join(", ")
        )),
    }
}

/// The integer value of a constant-like defining op (`arith.constant 0 : index`).
fn constant_int(ctx: &Context, v: Value) -> Option<i128> {
    let d = ctx.defining_op(v)?;
    if !ctx.def(d).is_some_and(|def| def.has(CONSTANT_LIKE)) {
        return None;
    }
    match ctx.get_attr(d, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Some(*value),
        Some(AttrKind::Bool(b)) => Some(*b as i128),
        _ => None,
    }
}

// ----- scf.yield -----

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_return_like(p, st)
}

fn print_yield(pr: &mut OpPrinter, op: Op) {
    common::print_return_like(pr, op)
}

fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    check_parent(
        ctx,
        op,
        &[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ],
    )?;
    Ok(())
}

/// `scf.yield`: the terminator of `scf` regions, forwarding its operands to the parent op (its
/// results, or the next iteration).
pub static YIELD: OpDef = OpDef {
    iface: &YIELD_IFACE,
    traits: PURE | RETURN_LIKE | TERMINATOR,
    parse: Some(parse_yield),
    print: Some(print_yield),
    verify: Some(verify_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("scf.yield")
};

// ----- scf.condition -----

fn parse_condition(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let c = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    p.optional_attr_dict(&mut st.attrs)?;
    let us = p.operand_list()?;
    let i1 = p.ctx().i1();
    let cv = p.resolve(&c, i1)?;
    let mut ops = vec![cv];
    if !us.is_empty() {
        let loc = p.cur_loc();
        let tys = p.colon_type_list()?;
        ops.extend(p.resolve_all(&us, &tys, loc)?);
    }
    st.operands = ops;
    Ok(())
}

fn print_condition(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w("(");
    if let Some(&c) = ops.first() {
        pr.operand(c);
    }
    pr.w(")");
    pr.attr_dict(op, &[]);
    if ops.len() > 1 {
        pr.w(" ");
        pr.operands(&ops[1..]);
        pr.w(" : ");
        pr.types(&types_of(ctx, &ops[1..]));
    }
}

fn verify_condition(ctx: &Context, op: Op) -> Result<(), String> {
    check_parent(ctx, op, &["scf.while"])?;
    let Some(c) = ctx.operands(op).next() else {
        return Err("expected 1 or more operands, but found 0".into());
    };
    if !is_i1(ctx, ctx.value_type(c)) {
        return Err(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            ts(ctx, ctx.value_type(c))
        ));
    }
    Ok(())
}

/// `scf.condition`: the terminator of `scf.while`'s before region: continue to the after region
/// with its operands, or leave with them.
pub static CONDITION: OpDef = OpDef {
    iface: &CONDITION_IFACE,
    traits: PURE | TERMINATOR,
    parse: Some(parse_condition),
    print: Some(print_condition),
    verify: Some(verify_condition),
    operands: Count::AtLeast(1),
    results: Count::Exactly(0),
    ..OpDef::new("scf.condition")
};

// ----- scf.execute_region -----

fn parse_execute_region(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    if p.optional_keyword("no_inline") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "no_inline", u);
    }
    let r = p.region(&[])?;
    st.regions = vec![r];
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_execute_region(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let rt = result_types(ctx, op);
    if !rt.is_empty() {
        pr.arrow_types(&rt);
    }
    pr.w(" ");
    if ctx.has_attr(op, "no_inline") {
        pr.w("no_inline ");
    }
    pr.region(ctx.regions_of(op)[0], false, true, false);
    pr.attr_dict(op, &["no_inline"]);
}

fn verify_execute_region(ctx: &Context, op: Op) -> Result<(), String> {
    let r = ctx.regions_of(op)[0];
    let Some(entry) = ctx.entry_block(r) else {
        return Err("region needs to have at least one block".into());
    };
    if !ctx.block_args(entry).is_empty() {
        return Err("region cannot have any arguments".into());
    }
    let results = result_types(ctx, op);
    for &b in ctx.region_blocks(r) {
        if let Some(t) = ctx.last_op(b).filter(|t| ctx.is_op(*t, "scf.yield")) {
            let vals = ctx.operand_vec(t);
            check_edge(
                ctx,
                t,
                "Operation scf.yield",
                "parent",
                &types_of(ctx, &vals),
                &results,
            )?;
        }
    }
    Ok(())
}

/// `scf.execute_region`: runs its region once, which may hold several blocks; inlined by
/// canonicalization unless `no_inline`.
pub static EXECUTE_REGION: OpDef = OpDef {
    iface: &EXECUTE_REGION_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS,
    inherent: &["no_inline"],
    parse: Some(parse_execute_region),
    print: Some(print_execute_region),
    verify: Some(verify_execute_region),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::AtLeast(0),
    ..OpDef::new("scf.execute_region")
};

// ----- scf.for -----

fn parse_for(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.optional_keyword("unsigned") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "unsignedCmp", u);
    }
    let iv = p.operand()?;
    p.expect(Tok::Equal, "'='")?;
    let lb = p.operand()?;
    p.keyword("to")?;
    let ub = p.operand()?;
    p.keyword("step")?;
    let step = p.operand()?;
    let mut pairs = Vec::new();
    if p.optional_keyword("iter_args") {
        pairs = parse_assignment_list(p)?;
        st.result_types = p.arrow_type_list()?;
    }
    if pairs.len() != st.result_types.len() {
        let loc = p.loc;
        return p.err_at(
            loc,
            "mismatch in number of loop-carried values and defined values",
        );
    }
    let ty = if p.consume_if(Tok::Colon) {
        p.ty()?
    } else {
        p.index_type()
    };
    let mut args = vec![(iv, ty)];
    for ((a, _), t) in pairs.iter().zip(&st.result_types) {
        args.push((a.clone(), *t));
    }
    let r = p.region(&args)?;
    ensure_terminator(p, r, "scf.yield");
    st.regions = vec![r];
    let mut ops = vec![
        p.resolve(&lb, ty)?,
        p.resolve(&ub, ty)?,
        p.resolve(&step, ty)?,
    ];
    for ((_, v), t) in pairs.iter().zip(st.result_types.clone()) {
        ops.push(p.resolve(v, t)?);
    }
    st.operands = ops;
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_for(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    let body = ctx.regions_of(op)[0];
    let args = entry_args(ctx, body);
    if ctx.has_attr(op, "unsignedCmp") {
        pr.w(" unsigned");
    }
    pr.w(" ");
    if let Some(&iv) = args.first() {
        pr.operand(iv);
    }
    pr.w(" = ");
    pr.operand(ops[0]);
    pr.w(" to ");
    pr.operand(ops[1]);
    pr.w(" step ");
    pr.operand(ops[2]);
    let inits = &ops[3..];
    let iter_args = if args.is_empty() { &[][..] } else { &args[1..] };
    print_init_list(pr, iter_args, inits, " iter_args");
    if !inits.is_empty() {
        pr.w(" -> (");
        pr.types(&types_of(ctx, inits));
        pr.w(")");
    }
    pr.w(" ");
    let ivt = args
        .first()
        .map(|v| ctx.value_type(*v))
        .unwrap_or_else(|| ctx.value_type(ops[0]));
    if !is_index(ctx, ivt) {
        pr.w(" : ");
        pr.ty(ivt);
        pr.w(" ");
    }
    pr.region(body, false, !inits.is_empty(), false);
    pr.attr_dict(op, &["unsignedCmp"]);
}

fn verify_for(ctx: &Context, op: Op) -> Result<(), String> {
    let ops = ctx.operand_vec(op);
    if ops.len() < 3 {
        return Err(format!(
            "expected 3 or more operands, but found {}",
            ops.len()
        ));
    }
    for (i, &v) in ops[..3].iter().enumerate() {
        let t = ctx.value_type(v);
        let ok = match ctx.type_kind(t) {
            TypeKind::Index => true,
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
            _ => false,
        };
        if !ok {
            return Err(format!(
                "operand #{} must be signless integer or index, but got '{}'",
                i,
                ts(ctx, t)
            ));
        }
    }
    let bt = ctx.value_type(ops[0]);
    if ctx.value_type(ops[1]) != bt || ctx.value_type(ops[2]) != bt {
        return Err(
            "failed to verify that all of {lowerBound, upperBound, step} have same type".into(),
        );
    }
    check_sized_region(ctx, op, 0, "region")?;
    check_implicit_terminator(ctx, op, "scf.yield")?;
    let body = ctx.regions_of(op)[0];
    let args = entry_args(ctx, body);
    if args.is_empty() {
        return Err("expected induction variable to be same type as bounds and step".into());
    }
    // LoopLikeOpInterface.
    let inits = types_of(ctx, &ops[3..]);
    let iter = types_of(ctx, &args[1..]);
    let yielded = yield_of(ctx, body)
        .map(|y| types_of(ctx, &ctx.operand_vec(y)))
        .unwrap_or_default();
    let results = result_types(ctx, op);
    if inits.len() != iter.len() {
        return Err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter.len()
        ));
    }
    if !yielded.is_empty() && iter.len() != yielded.len() {
        return Err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter.len(),
            yielded.len()
        ));
    }
    if results.len() != iter.len() {
        return Err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter.len()
        ));
    }
    for (i, (a, b)) in inits.iter().zip(&iter).enumerate() {
        if a != b {
            return Err(format!(
                "{}-th init and {}-th region iter_arg have different type: '{}' != '{}'",
                i,
                i,
                ts(ctx, *a),
                ts(ctx, *b)
            ));
        }
        if !yielded.is_empty() && *b != yielded[i] {
            return Err(format!(
                "{}-th region iter_arg and {}-th yielded value have different type: '{}' != '{}'",
                i,
                i,
                ts(ctx, *b),
                ts(ctx, yielded[i])
            ));
        }
    }
    for (a, b) in iter.iter().zip(&results) {
        if a != b {
            // MLIR reports every mismatch here as the 0-th.
            return Err(format!(
                "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                ts(ctx, *a),
                ts(ctx, *b)
            ));
        }
    }
    if inits.len() != results.len() {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    if ctx.value_type(args[0]) != bt {
        return Err("expected induction variable to be same type as bounds and step".into());
    }
    // RegionBranchOpInterface.
    check_edge(ctx, op, "parent", "Region #0", &inits, &iter)?;
    check_edge(ctx, op, "parent", "parent", &inits, &results)?;
    if let Some(y) = yield_of(ctx, body) {
        let yt = types_of(ctx, &ctx.operand_vec(y));
        check_edge(ctx, y, "Operation scf.yield", "Region #0", &yt, &iter)?;
        check_edge(ctx, y, "Operation scf.yield", "parent", &yt, &results)?;
    }
    Ok(())
}

/// `scf.for`: a counted loop over `index` (or integer) bounds with loop-carried values.
pub static FOR: OpDef = OpDef {
    iface: &FOR_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["unsignedCmp"],
    parse: Some(parse_for),
    print: Some(print_for),
    verify: Some(verify_for),
    num_regions: Some(1),
    operands: Count::AtLeast(3),
    results: Count::AtLeast(0),
    ..OpDef::new("scf.for")
};

// ----- scf.forall -----

/// `(%a, 4, %b)`: values and integers, the values marked `DYNAMIC` among the integers.
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpParser,
) -> DResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut dynamic = Vec::new();
    let mut statics = Vec::new();
    common::paren_list(p, |p| {
        if p.is(Tok::PercentIdent) {
            dynamic.push(p.operand()?);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.integer()?);
        }
        Ok(())
    })?;
    Ok((dynamic, statics))
}

pub(crate) fn print_dynamic_index_list(pr: &mut OpPrinter, dynamic: &[Value], statics: &[i64]) {
    pr.w("(");
    let mut k = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = dynamic.get(k) {
                pr.operand(v);
            }
            k += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w(")");
}

fn parse_forall(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    // The induction variables are MLIR's argument list, named so in its error.
    if !p.is(Tok::LParen) {
        p.expect(Tok::LParen, "'(' in argument list")?;
    }
    let ivs = p.paren_operand_list()?;
    let index = p.index_type();
    let n = ivs.len();
    let (mut dlb, mut dstep) = (Vec::new(), Vec::new());
    let (dub, slb, sub, sstep);
    if p.optional_keyword("in") {
        let (d, s) = parse_dynamic_index_list(p)?;
        dub = p.resolve_same(&d, index)?;
        sub = s;
        slb = vec![0; n];
        sstep = vec![1; n];
    } else {
        p.expect(Tok::Equal, "'='")?;
        let (d, s) = parse_dynamic_index_list(p)?;
        dlb = p.resolve_same(&d, index)?;
        slb = s;
        p.keyword("to")?;
        let (d, s) = parse_dynamic_index_list(p)?;
        dub = p.resolve_same(&d, index)?;
        sub = s;
        p.keyword("step")?;
        let (d, s) = parse_dynamic_index_list(p)?;
        dstep = p.resolve_same(&d, index)?;
        sstep = s;
    }
    let mut pairs = Vec::new();
    let mut outs = Vec::new();
    let outs_loc = p.cur_loc();
    if p.optional_keyword("shared_outs") {
        pairs = parse_assignment_list(p)?;
        if p.consume_if(Tok::Arrow) {
            st.result_types = p.function_result_types()?;
        }
        let us: Vec<UnresolvedOperand> = pairs.iter().map(|(_, v)| v.clone()).collect();
        let rt = st.result_types.clone();
        outs = p.resolve_all(&us, &rt, outs_loc)?;
    }
    let mut args: Vec<(UnresolvedOperand, Type)> = ivs.iter().map(|u| (u.clone(), index)).collect();
    for ((a, _), t) in pairs.iter().zip(&st.result_types) {
        args.push((a.clone(), *t));
    }
    let r = p.region(&args)?;
    ensure_terminator(p, r, "scf.forall.in_parallel");
    st.regions = vec![r];
    p.optional_attr_dict(&mut st.attrs)?;
    for (name, vals) in [
        ("staticLowerBound", &slb),
        ("staticUpperBound", &sub),
        ("staticStep", &sstep),
    ] {
        let a = common::parsed_i64_array(p, vals);
        common::set_attr(p, st, name, a);
    }
    common::set_segments(p, st, &[dlb.len(), dub.len(), dstep.len(), outs.len()]);
    st.operands = dlb
        .into_iter()
        .chain(dub)
        .chain(dstep)
        .chain(outs)
        .collect();
    Ok(())
}

fn static_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| common::dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// Whether the bounds of a forall are all given as constants, lower bounds
/// zero and steps one (it then prints in its `in (...)` form).
fn forall_is_normalized(ctx: &Context, op: Op) -> bool {
    let segs = common::operand_segments(ctx, op);
    let all_eq = |statics: &[i64], dynamic: &[Value], val: i128| {
        let mut k = 0;
        statics.iter().all(|&s| {
            if s == DYNAMIC {
                let v = dynamic.get(k).copied();
                k += 1;
                v.and_then(|v| constant_int(ctx, v)) == Some(val)
            } else {
                s as i128 == val
            }
        })
    };
    let empty = Vec::new();
    all_eq(
        &static_list(ctx, op, "staticLowerBound"),
        segs.first().unwrap_or(&empty),
        0,
    ) && all_eq(
        &static_list(ctx, op, "staticStep"),
        segs.get(2).unwrap_or(&empty),
        1,
    )
}

fn print_forall(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let segs = common::operand_segments(ctx, op);
    let empty = Vec::new();
    let seg = |i: usize| segs.get(i).unwrap_or(&empty);
    let slb = static_list(ctx, op, "staticLowerBound");
    let rank = slb.len();
    let body = ctx.regions_of(op)[0];
    let args = entry_args(ctx, body);
    let ivs = &args[..rank.min(args.len())];
    let out_args = &args[rank.min(args.len())..];
    pr.w(" (");
    pr.operands(ivs);
    if forall_is_normalized(ctx, op) {
        pr.w(") in ");
        print_dynamic_index_list(pr, seg(1), &static_list(ctx, op, "staticUpperBound"));
    } else {
        pr.w(") = ");
        print_dynamic_index_list(pr, seg(0), &slb);
        pr.w(" to ");
        print_dynamic_index_list(pr, seg(1), &static_list(ctx, op, "staticUpperBound"));
        pr.w(" step ");
        print_dynamic_index_list(pr, seg(2), &static_list(ctx, op, "staticStep"));
    }
    print_init_list(pr, out_args, seg(3), " shared_outs");
    pr.w(" ");
    if !out_args.is_empty() {
        pr.w("-> (");
        pr.types(&result_types(ctx, op));
        pr.w(") ");
    }
    pr.region(body, false, !ctx.results(op).is_empty(), false);
    pr.attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `[#gpu.block<x>, ...]`: attributes implementing DeviceMappingAttrInterface.
fn is_device_mapping(ctx: &Context, a: ir::Attr) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, .. } => dialect == "gpu",
        _ => false,
    }
}

fn verify_forall(ctx: &Context, op: Op) -> Result<(), String> {
    let segs = common::operand_segments(ctx, op);
    if segs.len() != 4 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 4 elements"
                .into(),
        );
    }
    for name in ["staticLowerBound", "staticUpperBound", "staticStep"] {
        if ctx.get_attr(op, name).is_none() {
            return Err(format!("requires attribute '{}'", name));
        }
    }
    let mut mapping_len = None;
    if let Some(m) = ctx.get_attr(op, "mapping") {
        match ctx.attr_kind(m) {
            AttrKind::Array(v) if v.iter().all(|a| is_device_mapping(ctx, *a)) => {
                mapping_len = Some(v.len())
            }
            _ => return Err(
                "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute"
                    .into(),
            ),
        }
    }
    let mut k = 0;
    for (si, s) in segs.iter().enumerate() {
        for &v in s {
            let t = ctx.value_type(v);
            if si < 3 && !is_index(ctx, t) {
                return Err(format!(
                    "operand #{} must be variadic of index, but got '{}'",
                    k,
                    ts(ctx, t)
                ));
            }
            if si == 3 && !matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
                return Err(format!(
                    "operand #{} must be variadic of ranked tensor of any type values, but got '{}'",
                    k,
                    ts(ctx, t)
                ));
            }
            k += 1;
        }
    }
    check_sized_region(ctx, op, 0, "region")?;
    check_implicit_terminator(ctx, op, "scf.forall.in_parallel")?;
    let rank = static_list(ctx, op, "staticLowerBound").len();
    let outs = &segs[3];
    let nres = ctx.results(op).len();
    if nres != outs.len() {
        return Err(format!(
            "produces {} results, but has only {} outputs",
            nres,
            outs.len()
        ));
    }
    let args = entry_args(ctx, ctx.regions_of(op)[0]);
    if args.len() != rank + outs.len() {
        return Err(format!("region expects {} arguments", rank));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !is_index(ctx, ctx.value_type(a)) {
            return Err(format!("expects {}-th block argument to be an index", i));
        }
    }
    for (i, &o) in outs.iter().enumerate() {
        if ctx.value_type(args[rank + i]) != ctx.value_type(o) {
            return Err(format!(
                "type mismatch between {}-th output and corresponding block argument",
                i
            ));
        }
    }
    if let Some(n) = mapping_len {
        if n != 0 && n != rank {
            return Err("mapping attribute size must match op rank".into());
        }
    }
    for (what, name, seg) in [
        ("lower bound", "staticLowerBound", 0),
        ("upper bound", "staticUpperBound", 1),
        ("step", "staticStep", 2),
    ] {
        let statics = static_list(ctx, op, name);
        if statics.len() != rank {
            return Err(plain(format!(
                "expected {} {} values, got {}",
                rank,
                what,
                statics.len()
            )));
        }
        let ndyn = statics.iter().filter(|&&s| s == DYNAMIC).count();
        if ndyn != segs[seg].len() {
            return Err(plain(format!("expected {} dynamic {} values", ndyn, what)));
        }
    }
    Ok(())
}

/// `scf.forall`: a parallel loop whose iterations write disjoint parts of shared output tensors
/// through its `scf.forall.in_parallel` terminator.
pub static FORALL: OpDef = OpDef {
    iface: &PARALLEL_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &[
        "mapping",
        "operandSegmentSizes",
        "staticLowerBound",
        "staticStep",
        "staticUpperBound",
    ],
    parse: Some(parse_forall),
    print: Some(print_forall),
    verify: Some(verify_forall),
    num_regions: Some(1),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    operand_segments: 4,
    ..OpDef::new("scf.forall")
};

// ----- scf.forall.in_parallel -----

fn parse_in_parallel(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let r = p.region(&[])?;
    if p.ctx().region_blocks(r).is_empty() {
        let b = p.ctx().new_block();
        p.ctx().append_block(r, b);
    }
    st.regions = vec![r];
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_in_parallel(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, false, false);
    pr.attr_dict(op, &[]);
}

/// Ops that implement ParallelCombiningOpInterface.
const PARALLEL_COMBINING: &[&str] = &["tensor.parallel_insert_slice"];

fn verify_in_parallel(ctx: &Context, op: Op) -> Result<(), String> {
    let forall = check_parent(ctx, op, &["scf.forall"])?;
    check_sized_region(ctx, op, 0, "region")?;
    let rank = static_list(ctx, forall, "staticLowerBound").len();
    let args = entry_args(ctx, ctx.regions_of(forall)[0]);
    let out_args = &args[rank.min(args.len())..];
    if let Some(b) = ctx.entry_block(ctx.regions_of(op)[0]) {
        for o in ctx.block_ops(b) {
            if !PARALLEL_COMBINING.contains(&ctx.op_name(o)) {
                return Err("expected only ParallelCombiningOpInterface ops".into());
            }
            // The destination (operand #1) must be a shared_outs block argument.
            if ctx.num_operands(o) > 1 && !out_args.contains(&ctx.operand(o, 1)) {
                return Err(ir::registry::error_at_op(
                    o,
                    "may only insert into an output block argument",
                ));
            }
        }
    }
    Ok(())
}

/// `scf.forall.in_parallel`: the terminator of `scf.forall`, whose region holds the parallel
/// inserts of each iteration.
pub static IN_PARALLEL: OpDef = OpDef {
    traits: PURE | TERMINATOR | NO_TERMINATOR | SINGLE_BLOCK | GRAPH_REGION,
    parse: Some(parse_in_parallel),
    print: Some(print_in_parallel),
    verify: Some(verify_in_parallel),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("scf.forall.in_parallel")
};

// ----- scf.if -----

fn parse_if(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let c = p.operand()?;
    let i1 = p.ctx().i1();
    st.operands = vec![p.resolve(&c, i1)?];
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let then_r = p.region(&[])?;
    ensure_terminator(p, then_r, "scf.yield");
    let else_r = if p.optional_keyword("else") {
        let r = p.region(&[])?;
        ensure_terminator(p, r, "scf.yield");
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
    let rt = result_types(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    if !rt.is_empty() {
        pr.w(" -> (");
        pr.types(&rt);
        pr.w(")");
    }
    let terms = !rt.is_empty();
    pr.w(" ");
    let regions = ctx.regions_of(op);
    pr.region(regions[0], false, terms, false);
    if !ctx.region_blocks(regions[1]).is_empty() {
        pr.w(" else ");
        pr.region(regions[1], false, terms, false);
    }
    pr.attr_dict(op, &[]);
}

fn verify_if(ctx: &Context, op: Op) -> Result<(), String> {
    let ct = ctx.value_type(ctx.operand(op, 0));
    if !is_i1(ctx, ct) {
        return Err(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            ts(ctx, ct)
        ));
    }
    check_sized_region(ctx, op, 0, "thenRegion")?;
    if ctx.region_blocks(ctx.regions_of(op)[1]).len() > 1 {
        return Err(
            "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks"
                .into(),
        );
    }
    for (i, &r) in ctx.regions_of(op).iter().enumerate() {
        if !entry_args(ctx, r).is_empty() {
            return Err(format!("region #{} should have no arguments", i));
        }
    }
    check_implicit_terminator(ctx, op, "scf.yield")?;
    let results = result_types(ctx, op);
    if !results.is_empty() && ctx.region_blocks(ctx.regions_of(op)[1]).is_empty() {
        return Err("must have an else block if defining values".into());
    }
    for &r in ctx.regions_of(op) {
        if let Some(y) = yield_of(ctx, r) {
            let yt = types_of(ctx, &ctx.operand_vec(y));
            check_edge(ctx, y, "Operation scf.yield", "parent", &yt, &results)?;
        }
    }
    Ok(())
}

/// `scf.if`: runs its then or else region on an `i1` condition; results come from the `scf.yield`
/// of the region run.
pub static IF: OpDef = OpDef {
    iface: &IF_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK | OPTIONAL_REGIONS,
    parse: Some(parse_if),
    print: Some(print_if),
    verify: Some(verify_if),
    num_regions: Some(2),
    operands: Count::Exactly(1),
    results: Count::AtLeast(0),
    ..OpDef::new("scf.if")
};

// ----- scf.parallel -----

fn parse_parallel(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ivs = p.paren_operand_list()?;
    let index = p.index_type();
    let n = ivs.len();
    let mut groups = Vec::new();
    for kw in ["=", "to", "step"] {
        if kw == "=" {
            p.expect(Tok::Equal, "'='")?;
        } else {
            p.keyword(kw)?;
        }
        let loc = p.cur_loc();
        let us = p.paren_operand_list()?;
        if us.len() != n {
            return p.err_at(loc, format!("expected {} operands", n));
        }
        groups.push(p.resolve_same(&us, index)?);
    }
    let mut inits = Vec::new();
    if p.optional_keyword("init") {
        inits = p.paren_operand_list()?;
    }
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let args: Vec<(UnresolvedOperand, Type)> = ivs.iter().map(|u| (u.clone(), index)).collect();
    let r = p.region(&args)?;
    common::set_segments(p, st, &[n, n, n, inits.len()]);
    p.optional_attr_dict(&mut st.attrs)?;
    let loc = p.loc;
    let rt = st.result_types.clone();
    let init_vals = p.resolve_all(&inits, &rt, loc)?;
    ensure_terminator(p, r, "scf.reduce");
    st.regions = vec![r];
    st.operands = groups.into_iter().flatten().chain(init_vals).collect();
    Ok(())
}

fn print_parallel(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let segs = common::operand_segments(ctx, op);
    let empty = Vec::new();
    let seg = |i: usize| segs.get(i).unwrap_or(&empty);
    let body = ctx.regions_of(op)[0];
    pr.w(" (");
    pr.operands(&entry_args(ctx, body));
    pr.w(") = (");
    pr.operands(seg(0));
    pr.w(") to (");
    pr.operands(seg(1));
    pr.w(") step (");
    pr.operands(seg(2));
    pr.w(")");
    if !seg(3).is_empty() {
        pr.w(" init (");
        pr.operands(seg(3));
        pr.w(")");
    }
    let rt = result_types(ctx, op);
    if !rt.is_empty() {
        pr.arrow_types(&rt);
    }
    pr.w(" ");
    pr.region(body, false, true, false);
    pr.attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_parallel(ctx: &Context, op: Op) -> Result<(), String> {
    let segs = common::operand_segments(ctx, op);
    if segs.len() != 4 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 4 elements"
                .into(),
        );
    }
    let mut k = 0;
    for s in &segs[..3] {
        for &v in s {
            if !is_index(ctx, ctx.value_type(v)) {
                return Err(format!(
                    "operand #{} must be variadic of index, but got '{}'",
                    k,
                    ts(ctx, ctx.value_type(v))
                ));
            }
            k += 1;
        }
    }
    check_sized_region(ctx, op, 0, "region")?;
    check_implicit_terminator(ctx, op, "scf.reduce")?;
    let steps = &segs[2];
    if steps.is_empty() {
        return Err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    for &s in steps {
        if let Some(c) = constant_int(ctx, s) {
            if c <= 0 {
                return Err("constant step operand must be positive".into());
            }
        }
    }
    let body = ctx.regions_of(op)[0];
    let args = entry_args(ctx, body);
    if args.len() != steps.len() {
        return Err(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        ));
    }
    if args.iter().any(|a| !is_index(ctx, ctx.value_type(*a))) {
        return Err("expects arguments for the induction variable to be of index type".into());
    }
    let Some(reduce) = first_terminator(ctx, body).filter(|t| ctx.is_op(*t, "scf.reduce")) else {
        return Err("expects body to terminate with 'scf.reduce'".into());
    };
    let nres = ctx.results(op).len();
    let nred = ctx.regions_of(reduce).len();
    if nres != nred {
        return Err(format!(
            "expects number of results: {} to be the same as number of reductions: {}",
            nres, nred
        ));
    }
    if nres != segs[3].len() {
        return Err(format!(
            "expects number of results: {} to be the same as number of initial values: {}",
            nres,
            segs[3].len()
        ));
    }
    Ok(())
}

/// `scf.parallel`: a multi-dimensional parallel loop with optional reductions through `scf.reduce`.
pub static PARALLEL: OpDef = OpDef {
    iface: &PARALLEL_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["operandSegmentSizes"],
    parse: Some(parse_parallel),
    print: Some(print_parallel),
    verify: Some(verify_parallel),
    num_regions: Some(1),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    operand_segments: 4,
    ..OpDef::new("scf.parallel")
};

// ----- scf.reduce -----

fn parse_reduce(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.consume_if(Tok::LParen) {
        let us = p.operand_list()?;
        let loc = p.cur_loc();
        let tys = p.colon_type_list()?;
        st.operands = p.resolve_all(&us, &tys, loc)?;
        p.expect(Tok::RParen, "')'")?;
    }
    if p.is(Tok::LBrace) {
        st.regions.push(p.region(&[])?);
        while p.consume_if(Tok::Comma) {
            st.regions.push(p.region(&[])?);
        }
    }
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_reduce(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    if !ops.is_empty() {
        pr.w("(");
        pr.operands(&ops);
        pr.w(" : ");
        pr.types(&types_of(ctx, &ops));
        pr.w(")");
    }
    pr.w(" ");
    for (i, &r) in ctx.regions_of(op).iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.region(r, true, true, false);
    }
    pr.attr_dict(op, &[]);
}

fn verify_reduce(ctx: &Context, op: Op) -> Result<(), String> {
    let parent = check_parent(ctx, op, &["scf.parallel"])?;
    for (i, _) in ctx.regions_of(op).iter().enumerate() {
        check_sized_region(ctx, op, i, "reductions")?;
    }
    let ops = ctx.operand_vec(op);
    // The type check of scf.parallel, which reports it on its terminator.
    let segs = common::operand_segments(ctx, parent);
    let nres = ctx.results(parent).len();
    if nres == ctx.regions_of(op).len()
        && segs.len() == 4
        && nres == segs[3].len()
        && ops.len() == nres
    {
        for (i, &v) in ops.iter().enumerate() {
            let rt = ctx.value_type(ctx.result(parent, i));
            if ctx.value_type(v) != rt {
                return Err(format!(
                    "expects type of {}-th reduction operand: '{}' to be the same as the {}-th result type: '{}'",
                    i,
                    ts(ctx, ctx.value_type(v)),
                    i,
                    ts(ctx, rt)
                ));
            }
        }
    }
    let regions = ctx.regions_of(op);
    if regions.len() != ops.len() {
        return Err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            ops.len()
        ));
    }
    for (i, (&r, &v)) in regions.iter().zip(&ops).enumerate() {
        let t = ctx.value_type(v);
        let Some(b) = ctx.entry_block(r) else {
            continue;
        };
        let Some(last) = ctx.last_op(b) else {
            return Err(format!("{}-th reduction has an empty body", i));
        };
        let args = ctx.block_args(b);
        if args.len() != 2 || args.iter().any(|a| ctx.value_type(*a) != t) {
            return Err(format!(
                "expected two block arguments with type '{}' in the {}-th reduction region",
                ts(ctx, t),
                i
            ));
        }
        if !ctx.is_op(last, "scf.reduce.return") {
            return Err(
                "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
            );
        }
    }
    Ok(())
}

/// `scf.reduce`: the terminator of `scf.parallel`: one region per reduced value combines two
/// values.
pub static REDUCE: OpDef = OpDef {
    iface: &REDUCE_IFACE,
    traits: TERMINATOR | RECURSIVE_MEMORY_EFFECTS,
    parse: Some(parse_reduce),
    print: Some(print_reduce),
    verify: Some(verify_reduce),
    num_regions: None,
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("scf.reduce")
};

// ----- scf.reduce.return -----

fn parse_reduce_return(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&v, t)?];
    Ok(())
}

fn print_reduce_return(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let v = ctx.operand(op, 0);
    pr.w(" ");
    pr.operand(v);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(v));
}

fn verify_reduce_return(ctx: &Context, op: Op) -> Result<(), String> {
    check_parent(ctx, op, &["scf.reduce"])?;
    let b = ctx.parent_block(op).unwrap();
    if let Some(&a) = ctx.block_args(b).first() {
        let want = ctx.value_type(a);
        if ctx.value_type(ctx.operand(op, 0)) != want {
            return Err(format!(
                "must have type '{}' (the type of the reduction inputs)",
                ts(ctx, want)
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return`: the terminator of a `scf.reduce` region, giving the combined value.
pub static REDUCE_RETURN: OpDef = OpDef {
    traits: PURE | TERMINATOR,
    parse: Some(parse_reduce_return),
    print: Some(print_reduce_return),
    verify: Some(verify_reduce_return),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("scf.reduce.return")
};

// ----- scf.while -----

fn parse_while(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let pairs = if p.is(Tok::LParen) {
        parse_assignment_list(p)?
    } else {
        Vec::new()
    };
    p.expect(Tok::Colon, "':'")?;
    let type_loc = p.cur_loc();
    let ft = p.ty()?;
    let (ins, outs) = match p.ctx().type_kind(ft).clone() {
        TypeKind::Function { inputs, results } => (inputs, results),
        _ => return p.err_at(type_loc, "invalid kind of type specified"),
    };
    st.result_types = outs;
    if ins.len() != pairs.len() {
        return p.err_at(
            type_loc,
            format!(
                "expected as many input types as operands (expected {} got {})",
                pairs.len(),
                ins.len()
            ),
        );
    }
    let us: Vec<UnresolvedOperand> = pairs.iter().map(|(_, v)| v.clone()).collect();
    let loc = p.cur_loc();
    st.operands = p.resolve_all(&us, &ins, loc)?;
    let args: Vec<(UnresolvedOperand, Type)> =
        pairs.iter().map(|(a, _)| a.clone()).zip(ins).collect();
    let before = p.region(&args)?;
    p.keyword("do")?;
    let after = p.region(&[])?;
    st.regions = vec![before, after];
    p.optional_attr_dict_with_keyword(&mut st.attrs)?;
    Ok(())
}

fn print_while(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let inits = ctx.operand_vec(op);
    let regions = ctx.regions_of(op);
    print_init_list(pr, &entry_args(ctx, regions[0]), &inits, " ");
    pr.w(" : (");
    pr.types(&types_of(ctx, &inits));
    pr.w(")");
    pr.arrow_types(&result_types(ctx, op));
    pr.w(" ");
    pr.region(regions[0], false, true, false);
    pr.w(" do ");
    pr.region(regions[1], true, true, false);
    pr.attr_dict_with_keyword(op, &[]);
}

fn verify_while(ctx: &Context, op: Op) -> Result<(), String> {
    check_sized_region(ctx, op, 0, "before")?;
    check_sized_region(ctx, op, 1, "after")?;
    let regions = ctx.regions_of(op);
    // MLIR points at the op that ends the region instead, when there is one.
    let wrong_end = |r: Region, msg: &str| match first_terminator(ctx, r) {
        Some(last) => ir::registry::note_at(msg, last, "terminator here"),
        None => msg.to_string(),
    };
    let Some(cond) = first_terminator(ctx, regions[0]).filter(|t| ctx.is_op(*t, "scf.condition"))
    else {
        return Err(wrong_end(
            regions[0],
            "expects the 'before' region to terminate with 'scf.condition'",
        ));
    };
    let Some(y) = yield_of(ctx, regions[1]) else {
        return Err(wrong_end(
            regions[1],
            "expects the 'after' region to terminate with 'scf.yield'",
        ));
    };
    let inits = types_of(ctx, &ctx.operand_vec(op));
    let before = types_of(ctx, &entry_args(ctx, regions[0]));
    let after = types_of(ctx, &entry_args(ctx, regions[1]));
    let results = result_types(ctx, op);
    check_edge(ctx, op, "parent", "Region #0", &inits, &before)?;
    let cargs = ctx.operand_vec(cond);
    let ct = types_of(ctx, cargs.get(1..).unwrap_or(&[]));
    check_edge(
        ctx,
        cond,
        "Operation scf.condition",
        "parent",
        &ct,
        &results,
    )?;
    check_edge(
        ctx,
        cond,
        "Operation scf.condition",
        "Region #1",
        &ct,
        &after,
    )?;
    let yt = types_of(ctx, &ctx.operand_vec(y));
    check_edge(ctx, y, "Operation scf.yield", "Region #0", &yt, &before)?;
    Ok(())
}

/// `scf.while`: a loop of a before region (which decides with `scf.condition`) and an after region.
pub static WHILE: OpDef = OpDef {
    iface: &WHILE_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    parse: Some(parse_while),
    print: Some(print_while),
    verify: Some(verify_while),
    num_regions: Some(2),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("scf.while")
};

// ----- scf.index_switch -----

fn parse_index_switch(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let arg = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.type_list()?;
    }
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.optional_keyword("case") {
        cases.push(p.integer()?);
        case_regions.push(p.region(&[])?);
    }
    p.keyword("default")?;
    let default = p.region(&[])?;
    ensure_terminator(p, default, "scf.yield");
    let index = p.index_type();
    st.operands = vec![p.resolve(&arg, index)?];
    let a = common::parsed_i64_array(p, &cases);
    common::set_attr(p, st, "cases", a);
    st.regions = std::iter::once(default).chain(case_regions).collect();
    Ok(())
}

fn print_index_switch(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &["cases"]);
    let rt = result_types(ctx, op);
    if !rt.is_empty() {
        pr.w(" -> ");
        pr.types(&rt);
    }
    pr.w(" ");
    let indent = " ".repeat(pr.current_indent());
    let cases = static_list(ctx, op, "cases");
    let regions = ctx.regions_of(op);
    for (v, &r) in cases.iter().zip(regions.iter().skip(1)) {
        pr.newline();
        pr.w(&indent);
        pr.w(&format!("case {} ", v));
        pr.region(r, false, true, false);
    }
    pr.newline();
    pr.w(&indent);
    pr.w("default ");
    let print_term = terminator_needs_printing(ctx, regions[0]);
    pr.region(regions[0], true, print_term, false);
}

fn verify_index_switch(ctx: &Context, op: Op) -> Result<(), String> {
    // MLIR's AtLeastNRegions trait: the default region is required.
    if ctx.regions_of(op).is_empty() {
        return Err("expected 1 or more regions".into());
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_index(ctx, t) {
        return Err(format!(
            "operand #0 must be index, but got '{}'",
            ts(ctx, t)
        ));
    }
    let Some(cases) = ctx
        .get_attr(op, "cases")
        .and_then(|a| common::dense_array_values(ctx, a))
    else {
        return Err("requires attribute 'cases'".into());
    };
    let regions = ctx.regions_of(op);
    check_sized_region(ctx, op, 0, "defaultRegion")?;
    for i in 1..regions.len() {
        check_sized_region(ctx, op, i, "caseRegions")?;
    }
    if cases.len() != regions.len() - 1 {
        return Err(format!(
            "has {} case regions but {} case values",
            regions.len() - 1,
            cases.len()
        ));
    }
    for (i, c) in cases.iter().enumerate() {
        if cases[..i].contains(c) {
            return Err(format!("has duplicate case value: {}", c));
        }
    }
    let results = result_types(ctx, op);
    for (i, &r) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(y) = yield_of(ctx, r) else {
            let found = first_terminator(ctx, r)
                .map(|t| ctx.op_name(t).to_string())
                .unwrap_or_default();
            return Err(format!(
                "expected region to end with scf.yield, but got {}",
                found
            ));
        };
        let yt = types_of(ctx, &ctx.operand_vec(y));
        if yt.len() != results.len() {
            return Err(format!(
                "expected each region to return {} values, but {} returns {}",
                results.len(),
                name,
                yt.len()
            ));
        }
        for (k, (a, b)) in results.iter().zip(&yt).enumerate() {
            if a != b {
                return Err(format!(
                    "expected result #{} of each region to be '{}'",
                    k,
                    ts(ctx, *a)
                ));
            }
        }
    }
    Ok(())
}

/// `scf.index_switch`: runs the region of the case matching an `index`, or the default region;
/// exactly one region runs.
pub static INDEX_SWITCH: OpDef = OpDef {
    iface: &IF_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["cases"],
    parse: Some(parse_index_switch),
    print: Some(print_index_switch),
    verify: Some(verify_index_switch),
    num_regions: None,
    operands: Count::Exactly(1),
    results: Count::AtLeast(0),
    ..OpDef::new("scf.index_switch")
};

/// Registers the `scf` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register_dialect("scf");
    r.register(&CONDITION);
    r.register(&EXECUTE_REGION);
    r.register(&FOR);
    r.register(&FORALL);
    r.register(&IN_PARALLEL);
    r.register(&IF);
    r.register(&INDEX_SWITCH);
    r.register(&PARALLEL);
    r.register(&REDUCE);
    r.register(&REDUCE_RETURN);
    r.register(&WHILE);
    r.register(&YIELD);
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::{
    Interfaces, Operands, RegionBranch, RegionEdge, RegionFlow, RegionGraph, RegionTarget,
};

const fn region_branch(entry_operands: Operands, flow: RegionFlow) -> Interfaces {
    with_graph(entry_operands, flow, None)
}

const fn with_graph(
    entry_operands: Operands,
    flow: RegionFlow,
    graph: Option<&'static RegionGraph>,
) -> Interfaces {
    Interfaces {
        region_branch: Some(RegionBranch {
            entry_operands,
            flow,
            graph,
        }),
        ..Interfaces::NONE
    }
}

const fn region_terminator(forwarded: Operands) -> Interfaces {
    Interfaces {
        region_terminator: Some(forwarded),
        ..Interfaces::NONE
    }
}

/// Lower bound, upper bound and step come before the loop-carried inits.
/// The body runs zero or more times; its induction variable receives no
/// forwarded value.
static FOR_IFACE: Interfaces = with_graph(Operands::From(3), RegionFlow::Loop, Some(&COUNTED_LOOP));
/// A counted loop's regions (`scf.for`, `affine.for`): the body runs after
/// the parent or itself, or the loop exits; the induction variable receives
/// no forwarded value.
pub static COUNTED_LOOP: RegionGraph = RegionGraph {
    from_parent: FOR_BODY_OR_EXIT,
    from_region: &[FOR_BODY_OR_EXIT],
};
const FOR_BODY_OR_EXIT: &[RegionEdge] = &[
    RegionEdge {
        to: RegionTarget::Region(0),
        skip_args: 1,
    },
    RegionEdge::PARENT,
];
/// The before region decides whether the after region runs or the loop
/// exits; the after region goes back to the before region.
static WHILE_IFACE: Interfaces = with_graph(
    Operands::All,
    RegionFlow::Loop,
    Some(&RegionGraph {
        from_parent: &[RegionEdge::region(0)],
        from_region: &[
            &[RegionEdge::region(1), RegionEdge::PARENT],
            &[RegionEdge::region(0)],
        ],
    }),
);
/// `scf.if` and `scf.index_switch`: one region of several runs.
static IF_IFACE: Interfaces = region_branch(Operands::None, RegionFlow::Exclusive);
static EXECUTE_REGION_IFACE: Interfaces = region_branch(Operands::None, RegionFlow::Once);
/// `scf.forall` and `scf.parallel`: no operand flows into the body's arguments.
static PARALLEL_IFACE: Interfaces = region_branch(Operands::None, RegionFlow::Parallel);
static YIELD_IFACE: Interfaces = region_terminator(Operands::All);
/// The condition operand decides; the rest is forwarded.
static CONDITION_IFACE: Interfaces = region_terminator(Operands::From(1));
/// `scf.reduce` forwards nothing to its parent (its regions combine values).
static REDUCE_IFACE: Interfaces = region_terminator(Operands::None);

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `scf.for`.
    pub For = FOR;
    operands { lower_bound: 0, upper_bound: 1, step: 2 }
}
ir::op_view! {
    /// `scf.if`.
    pub If = IF;
    operands { condition: 0 }
}
ir::op_view! {
    /// `scf.while`: its operands are the inits of the before region.
    pub While = WHILE;
}
ir::op_view! {
    /// `scf.forall`.
    pub Forall = FORALL;
    groups { dynamic_lower_bound: 0, dynamic_upper_bound: 1, dynamic_step: 2, outputs: 3 }
}
ir::op_view! {
    /// `scf.condition`.
    pub Condition = CONDITION;
    operands { condition: 0 }
}
ir::op_view! {
    /// `scf.yield`.
    pub Yield = YIELD;
}
ir::op_view! {
    /// `scf.execute_region`.
    pub ExecuteRegion = EXECUTE_REGION;
}
ir::op_view! {
    /// `scf.index_switch`.
    pub IndexSwitch = INDEX_SWITCH;
    operands { arg: 0 }
}

impl For {
    /// The loop-carried inits.
    pub fn inits(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(3).values(ctx, self.0)
    }
}

impl Condition {
    /// The values forwarded to the after region or the results.
    pub fn args(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(1).values(ctx, self.0)
    }
}
