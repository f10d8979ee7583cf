//! The `gpu` dialect: kernel containers and functions (`gpu.module`,
//! `gpu.func`, `gpu.return`), launches (`gpu.launch` with its body,
//! `gpu.launch_func` of an outlined kernel), the id and dimension queries,
//! `gpu.barrier`, and the host-side buffer ops (`alloc`, `dealloc`,
//! `memcpy`, `memset`) that order themselves through `!gpu.async.token`s
//! (`gpu.wait`). Other gpu ops are passed through in generic form.

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::interfaces::{Effect, EffectKind, EffectOn, Effects, Interfaces};
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Sym, Type, Value};

mod buffers;
mod launch;
pub use buffers::*;
pub use launch::*;

/// `!gpu.async.token`.
pub fn async_token_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Opaque {
        dialect: "gpu".into(),
        body: "async.token".into(),
    })
}

fn is_async_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Opaque { dialect, body } if dialect == "gpu" && body == "async.token")
}

fn ts(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

// ----- async dependencies: `(async)? ([%t, ...])?` -----

/// Whether `async` was written, and the dependency tokens.
fn parse_async(p: &mut OpParser, st: &OpState) -> DResult<(bool, Vec<UnresolvedOperand>)> {
    let loc = p.cur_loc();
    let is_async = p.optional_keyword("async");
    if is_async && p.num_named_results() == 0 {
        let name = p.ctx().str(st.name).to_string();
        return p.err_at(
            loc,
            format!("custom op '{name}' needs to be named when marked 'async'"),
        );
    }
    let mut deps = Vec::new();
    if p.consume_if(Tok::LSquare) && !p.consume_if(Tok::RSquare) {
        deps = p.operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
    }
    Ok((is_async, deps))
}

/// Resolves the dependencies as tokens and gives the op its token result.
fn resolve_async(
    p: &mut OpParser,
    st: &mut OpState,
    (is_async, deps): &(bool, Vec<UnresolvedOperand>),
) -> DResult<()> {
    let token = async_token_type(p.ctx());
    for d in deps {
        let v = p.resolve(d, token)?;
        st.operands.push(v);
    }
    if *is_async {
        st.result_types.push(token);
    }
    Ok(())
}

/// Prints `async`, ` [deps]` (MLIR's custom directive: nothing at all
/// without either, so the format's separating spaces double up).
fn print_async(pr: &mut OpPrinter, has_token: bool, deps: &[Value]) {
    if has_token {
        pr.w("async");
    }
    if deps.is_empty() {
        return;
    }
    if has_token {
        pr.w(" ");
    }
    pr.w("[");
    pr.operands(deps);
    pr.w("]");
}

/// The async token result of an op, if it has one (always its last result).
fn token_result(ctx: &Context, op: Op) -> Option<Value> {
    ctx.results(op)
        .last()
        .copied()
        .filter(|&v| is_async_token(ctx, ctx.value_type(v)))
}

/// The leading operands that are async dependencies.
fn leading_tokens(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.operands(op)
        .take_while(|&v| is_async_token(ctx, ctx.value_type(v)))
        .collect()
}

/// Operand group `g` of a segmented op (empty when absent).
fn group(ctx: &Context, op: Op, g: usize) -> Vec<Value> {
    ir::interfaces::segment_range(ctx, op, g)
        .map(|r| r.map(|i| ctx.operand(op, i)).collect())
        .unwrap_or_default()
}

// ----- id and dimension queries -----

fn dim_attr(ctx: &mut Context, d: &str) -> Attr {
    common::opaque_attr(ctx, "gpu", &format!("<dim {d}>"))
}

fn dim_of(ctx: &Context, op: Op) -> Option<&str> {
    let a = ctx.get_attr(op, "dimension")?;
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "gpu" => body
            .strip_prefix("<dim ")
            .and_then(|b| b.strip_suffix('>'))
            .map(str::trim),
        _ => None,
    }
}

fn parse_upper_bound(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.optional_keyword("upper_bound") {
        // The attribute's type is known (index): no `: type` follows.
        let n = p.integer()?;
        let a = p.ctx().index_attr(n);
        common::set_attr(p, st, "upper_bound", a);
    }
    Ok(())
}

fn print_upper_bound(pr: &mut OpPrinter, op: Op) {
    if let Some(a) = pr.ctx.get_attr(op, "upper_bound") {
        pr.w(" upper_bound ");
        match pr.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => pr.w(&value.to_string()),
            _ => pr.attr(a),
        }
    }
}

/// `x|y|z (upper_bound N)? attr-dict`.
fn parse_dim_query(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    let d = p.parse_any_keyword()?;
    if !matches!(d.as_str(), "x" | "y" | "z") {
        // MLIR reports the bad keyword, then the attribute it was for.
        let name = p.ctx().str(st.name).to_string();
        let after = p.cur_loc();
        let mut first = p
            .err_at::<()>(
                loc,
                format!("custom op '{name}' expected ::mlir::gpu::Dimension to be one of: x, y, z"),
            )
            .unwrap_err();
        let then = p
            .err_at::<()>(
                after,
                format!("custom op '{name}' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`"),
            )
            .unwrap_err();
        first.follow.push(*then);
        return Err(first);
    }
    let a = dim_attr(p.ctx(), &d);
    common::set_attr(p, st, "dimension", a);
    parse_upper_bound(p, st)?;
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

fn print_dim_query(pr: &mut OpPrinter, op: Op) {
    // The enum is printed by a custom directive after the format's space:
    // two spaces in all.
    pr.w("  ");
    pr.w(dim_of(pr.ctx, op).unwrap_or("x"));
    print_upper_bound(pr, op);
    pr.attr_dict(op, &["dimension", "upper_bound"]);
}

/// `%thread_id_x`: the op's name without `gpu.`, then the dimension.
fn dim_query_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    let name = ctx.op_name(op).trim_start_matches("gpu.");
    if let Some(d) = dim_of(ctx, op) {
        set(0, format!("{name}_{d}"));
    }
}

fn verify_dim_query(ctx: &Context, op: Op) -> Result<(), String> {
    if dim_of(ctx, op).is_none() {
        return Err("requires attribute 'dimension'".into());
    }
    verify_index_result(ctx, op)
}

fn verify_index_result(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.results(op).first() {
        Some(&r) if matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Index) => Ok(()),
        Some(&r) => Err(format!(
            "result #0 must be index, but got '{}'",
            ts(ctx, ctx.value_type(r))
        )),
        None => Err("requires one result".into()),
    }
}

const fn dim_query(name: &'static str) -> OpDef {
    OpDef {
        traits: PURE,
        inherent: &["dimension", "upper_bound"],
        parse: Some(parse_dim_query),
        print: Some(print_dim_query),
        verify: Some(verify_dim_query),
        result_names: Some(dim_query_names),
        operands: Count::Exactly(0),
        results: Count::Exactly(1),
        ..OpDef::new(name)
    }
}

/// `gpu.thread_id`: the thread's index in its block along dimension `x`, `y` or `z`.
pub static THREAD_ID: OpDef = dim_query("gpu.thread_id");
/// `gpu.block_id`: the block's index in the grid along a dimension.
pub static BLOCK_ID: OpDef = dim_query("gpu.block_id");
/// `gpu.block_dim`: the number of threads in a block along a dimension.
pub static BLOCK_DIM: OpDef = dim_query("gpu.block_dim");
/// `gpu.grid_dim`: the number of blocks in the grid along a dimension.
pub static GRID_DIM: OpDef = dim_query("gpu.grid_dim");
/// `gpu.global_id`: the thread's index in the whole grid along a dimension.
pub static GLOBAL_ID: OpDef = dim_query("gpu.global_id");
/// `gpu.cluster_id`: the cluster's index in the grid along a dimension.
pub static CLUSTER_ID: OpDef = dim_query("gpu.cluster_id");
/// `gpu.cluster_dim`: the number of clusters in the grid along a dimension.
pub static CLUSTER_DIM: OpDef = dim_query("gpu.cluster_dim");
/// `gpu.cluster_dim_blocks`: the number of blocks in a cluster along a dimension.
pub static CLUSTER_DIM_BLOCKS: OpDef = dim_query("gpu.cluster_dim_blocks");
/// `gpu.cluster_block_id`: the block's index in its cluster along a dimension.
pub static CLUSTER_BLOCK_ID: OpDef = dim_query("gpu.cluster_block_id");

/// `gpu.lane_id (upper_bound N)? attr-dict`.
fn parse_lane_id(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_upper_bound(p, st)?;
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

fn print_lane_id(pr: &mut OpPrinter, op: Op) {
    print_upper_bound(pr, op);
    pr.attr_dict(op, &["upper_bound"]);
}

/// `gpu.lane_id`: the thread's index in its subgroup.
pub static LANE_ID: OpDef = OpDef {
    traits: PURE,
    inherent: &["upper_bound"],
    parse: Some(parse_lane_id),
    print: Some(print_lane_id),
    verify: Some(verify_index_result),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("gpu.lane_id")
};

/// `(upper_bound N)? attr-dict : index` (subgroup queries).
fn parse_subgroup_query(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_upper_bound(p, st)?;
    common::parse_attr_dict(p, st)?;
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_subgroup_query(pr: &mut OpPrinter, op: Op) {
    print_upper_bound(pr, op);
    pr.attr_dict(op, &["upper_bound"]);
    pr.w(" : ");
    let ctx = pr.ctx;
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

const fn subgroup_query(name: &'static str) -> OpDef {
    OpDef {
        traits: PURE,
        inherent: &["upper_bound"],
        parse: Some(parse_subgroup_query),
        print: Some(print_subgroup_query),
        verify: Some(verify_index_result),
        operands: Count::Exactly(0),
        results: Count::Exactly(1),
        ..OpDef::new(name)
    }
}

/// `gpu.subgroup_id`: the subgroup's index in its block.
pub static SUBGROUP_ID: OpDef = subgroup_query("gpu.subgroup_id");
/// `gpu.num_subgroups`: the number of subgroups in a block.
pub static NUM_SUBGROUPS: OpDef = subgroup_query("gpu.num_subgroups");
/// `gpu.subgroup_size`: the number of threads in a subgroup.
pub static SUBGROUP_SIZE: OpDef = subgroup_query("gpu.subgroup_size");

// ----- ops with only an attribute dictionary -----

fn parse_attr_dict_only(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)
}

fn print_attr_dict_only(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

/// Declares no memory effects in MLIR, so the deallocation passes reject
/// it as an op of unknown effects.
pub static BARRIER: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    parse: Some(parse_attr_dict_only),
    print: Some(print_attr_dict_only),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("gpu.barrier")
};

// ----- gpu.module -----

/// `@name (<handler>)? ([targets])? attr-dict-with-keyword region`.
fn parse_module(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.symbol_name()?;
    let a = p.ctx().string_attr(&name);
    common::set_attr(p, st, "sym_name", a);
    if p.consume_if(Tok::Less) {
        let h = p.attribute(None)?;
        p.expect(Tok::Greater, "'>'")?;
        common::set_attr(p, st, "offloadingHandler", h);
    }
    if p.is(Tok::LSquare) {
        let t = p.attribute(None)?;
        common::set_attr(p, st, "targets", t);
    }
    p.optional_attr_dict_with_keyword(&mut st.attrs)?;
    st.regions = vec![common::parse_single_block_region(p)?];
    Ok(())
}

fn print_module(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    let name = ir::symbols::symbol_name(ctx, op).unwrap_or_default();
    pr.symbol_name(&name);
    if let Some(h) = ctx.get_attr(op, "offloadingHandler") {
        pr.w("<");
        pr.attr(h);
        pr.w(">");
    }
    if let Some(t) = ctx.get_attr(op, "targets") {
        pr.w(" ");
        pr.attr(t);
    }
    pr.attr_dict_with_keyword(op, &["sym_name", "offloadingHandler", "targets"]);
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, false, false);
}

/// `gpu.module`: a symbol table holding kernels and device functions.
pub static MODULE: OpDef = OpDef {
    traits: ISOLATED_FROM_ABOVE | SYMBOL_TABLE | SYMBOL | SINGLE_BLOCK | NO_TERMINATOR,
    inherent: &["sym_name", "targets", "offloadingHandler"],
    parse: Some(parse_module),
    print: Some(print_module),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("gpu.module")
};

// ----- memory attributions (gpu.func, gpu.launch) -----

/// `keyword(%a : type {attrs}?, ...)` when the keyword is present; the
/// arguments are appended to `args`, their attributes returned when any
/// has some.
fn parse_attributions(
    p: &mut OpParser,
    keyword: &str,
    args: &mut Vec<(UnresolvedOperand, Type)>,
) -> DResult<Option<Vec<Attr>>> {
    if !p.optional_keyword(keyword) {
        return Ok(None);
    }
    let mut dicts = Vec::new();
    let mut any = false;
    p.expect(Tok::LParen, "'('")?;
    if !p.consume_if(Tok::RParen) {
        loop {
            let (u, t) = p.argument(true)?;
            let mut attrs = Vec::new();
            p.optional_attr_dict(&mut attrs)?;
            any |= !attrs.is_empty();
            dicts.push(p.ctx().dict_attr(attrs));
            args.push((u, t.expect("typed argument")));
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    Ok(any.then_some(dicts))
}

fn print_attributions(pr: &mut OpPrinter, keyword: &str, values: &[Value], attrs: Option<Attr>) {
    if values.is_empty() {
        return;
    }
    let ctx = pr.ctx;
    let dicts: Vec<Attr> = match attrs.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.clone(),
        _ => Vec::new(),
    };
    pr.w(" ");
    pr.w(keyword);
    pr.w("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(v);
        pr.w(" : ");
        pr.ty(ctx.value_type(v));
        if let Some(AttrKind::Dict(d)) = dicts.get(i).map(|&a| ctx.attr_kind(a)) {
            if !d.is_empty() {
                pr.w(" ");
                pr.dict_of(d);
            }
        }
    }
    pr.w(")");
}

/// MLIR's check that attributions are memrefs in the right address space
/// (when the space is still a `#gpu.address_space`).
fn verify_attributions(ctx: &Context, values: &[Value], space: &str) -> Result<(), String> {
    for &v in values {
        let TypeKind::MemRef { memory_space, .. } = ctx.type_kind(ctx.value_type(v)) else {
            return Err("expected memref type in attribution".into());
        };
        let Some(s) = memory_space else { continue };
        if let Some(found) = common::opaque_enum_value(ctx, *s, "gpu", "address_space") {
            if found != space {
                return Err(format!("expected memory space {space} in attribution"));
            }
        }
    }
    Ok(())
}

fn workgroup_count(ctx: &Context, op: Op) -> usize {
    ctx.get_attr(op, "workgroup_attributions")
        .and_then(|a| common::int_attr_value(ctx, a))
        .map_or(0, |n| n.max(0) as usize)
}

fn set_workgroup_count(p: &mut OpParser, st: &mut OpState, n: usize) {
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i64t, n as i128);
    common::set_attr(p, st, "workgroup_attributions", a);
}

// ----- gpu.func -----

fn parse_func(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.symbol_name()?;
    let a = p.ctx().string_attr(&name);
    common::set_attr(p, st, "sym_name", a);
    let signature_loc = p.cur_loc();
    let mut args: Vec<(UnresolvedOperand, Type)> = Vec::new();
    let mut inputs = Vec::new();
    let mut arg_attrs = Vec::new();
    let mut any_arg_attr = false;
    p.expect(Tok::LParen, "'('")?;
    if !p.consume_if(Tok::RParen) {
        loop {
            if !p.is(Tok::PercentIdent) {
                // MLIR reads the signature first, then asks for names.
                p.ty()?;
                return p.err_at(signature_loc, "gpu.func requires named arguments");
            }
            let (u, t) = p.argument(true)?;
            let t = t.expect("typed argument");
            let mut attrs = Vec::new();
            p.optional_attr_dict(&mut attrs)?;
            any_arg_attr |= !attrs.is_empty();
            arg_attrs.push(p.ctx().dict_attr(attrs));
            inputs.push(t);
            args.push((u, t));
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    let mut any_res_attr = false;
    if p.consume_if(Tok::Arrow) {
        if p.consume_if(Tok::LParen) {
            if !p.consume_if(Tok::RParen) {
                loop {
                    results.push(p.ty()?);
                    let mut attrs = Vec::new();
                    p.optional_attr_dict(&mut attrs)?;
                    any_res_attr |= !attrs.is_empty();
                    res_attrs.push(p.ctx().dict_attr(attrs));
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
        } else {
            results.push(p.ty()?);
            res_attrs.push(p.ctx().dict_attr(Vec::new()));
        }
    }
    let ft = p.ctx().function_type(inputs.clone(), results);
    let fta = p.ctx().type_attr(ft);
    common::set_attr(p, st, "function_type", fta);
    if any_arg_attr {
        let a = p.ctx().array_attr(arg_attrs);
        common::set_attr(p, st, "arg_attrs", a);
    }
    if any_res_attr {
        let a = p.ctx().array_attr(res_attrs);
        common::set_attr(p, st, "res_attrs", a);
    }
    let workgroup = parse_attributions(p, "workgroup", &mut args)?;
    set_workgroup_count(p, st, args.len() - inputs.len());
    if let Some(w) = workgroup {
        let a = p.ctx().array_attr(w);
        common::set_attr(p, st, "workgroup_attrib_attrs", a);
    }
    if let Some(pv) = parse_attributions(p, "private", &mut args)? {
        let a = p.ctx().array_attr(pv);
        common::set_attr(p, st, "private_attrib_attrs", a);
    }
    if p.optional_keyword("kernel") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "gpu.kernel", u);
    }
    p.optional_attr_dict_with_keyword(&mut st.attrs)?;
    st.regions = vec![p.region(&args)?];
    Ok(())
}

fn dicts_of(ctx: &Context, op: Op, name: &str) -> Vec<Vec<(Sym, Attr)>> {
    match ctx.get_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|&d| match ctx.attr_kind(d) {
                AttrKind::Dict(e) => e.clone(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn print_func(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    let name = ir::symbols::symbol_name(ctx, op).unwrap_or_default();
    pr.symbol_name(&name);
    let (ins, outs) = crate::func::function_type(ctx, op);
    let body = ctx.regions_of(op)[0];
    let args: Vec<Value> = ctx
        .entry_block(body)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    let arg_attrs = dicts_of(ctx, op, "arg_attrs");
    let res_attrs = dicts_of(ctx, op, "res_attrs");
    pr.w("(");
    for (i, t) in ins.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        match args.get(i) {
            Some(&v) => pr.value_with_type(v),
            None => pr.ty(*t),
        }
        if let Some(d) = arg_attrs.get(i).filter(|d| !d.is_empty()) {
            if args.is_empty() {
                pr.w(" ");
                pr.dict_of(d);
            } else {
                pr.region_arg_attrs(d);
            }
        }
        if let Some(&v) = args.get(i) {
            pr.arg_loc(v);
        }
    }
    pr.w(")");
    if !outs.is_empty() {
        pr.w(" -> ");
        let any_attr = res_attrs.iter().any(|d| !d.is_empty());
        let wrap = outs.len() > 1
            || matches!(ctx.type_kind(outs[0]), TypeKind::Function { .. })
            || any_attr;
        if wrap {
            pr.w("(");
        }
        for (i, &t) in outs.iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.ty(t);
            if let Some(d) = res_attrs.get(i).filter(|d| !d.is_empty()) {
                pr.w(" ");
                pr.dict_of(d);
            }
        }
        if wrap {
            pr.w(")");
        }
    }
    let first_attribution = ins.len().min(args.len());
    let wg_end = (first_attribution + workgroup_count(ctx, op)).min(args.len());
    print_attributions(
        pr,
        "workgroup",
        &args[first_attribution..wg_end],
        ctx.get_attr(op, "workgroup_attrib_attrs"),
    );
    print_attributions(
        pr,
        "private",
        &args[wg_end..],
        ctx.get_attr(op, "private_attrib_attrs"),
    );
    if ctx.has_attr(op, "gpu.kernel") {
        pr.w(" kernel");
    }
    pr.attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "workgroup_attributions",
            "gpu.kernel",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    pr.w(" ");
    pr.region(body, false, true, false);
}

fn verify_func(ctx: &Context, op: Op) -> Result<(), String> {
    if !ctx.parent_op(op).is_some_and(|m| ctx.isa(m, &MODULE)) {
        return Err("expects parent op 'gpu.module'".into());
    }
    let (ins, outs) = crate::func::function_type(ctx, op);
    if ctx.has_attr(op, "gpu.kernel") && !outs.is_empty() {
        return Err("expected void return type for kernel function".into());
    }
    let body = ctx.regions_of(op)[0];
    let Some(entry) = ctx.entry_block(body) else {
        return Err("expected body with at least one block".into());
    };
    let args = ctx.block_args(entry);
    let workgroup = workgroup_count(ctx, op);
    if args.len() < ins.len() + workgroup {
        return Err(format!(
            "expected at least {} arguments to body region",
            ins.len() + workgroup
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&ins).enumerate() {
        if ctx.value_type(a) != t {
            return Err(format!(
                "expected body region argument #{i} to be of type {}, got {}",
                ts(ctx, t),
                ts(ctx, ctx.value_type(a))
            ));
        }
    }
    verify_attributions(ctx, &args[ins.len()..ins.len() + workgroup], "workgroup")?;
    verify_attributions(ctx, &args[ins.len() + workgroup..], "private")
}

/// `gpu.func`: a device function or, with the `kernel` keyword, a kernel.
pub static FUNC: OpDef = OpDef {
    traits: ISOLATED_FROM_ABOVE | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE | AFFINE_SCOPE,
    inherent: &[
        "function_type",
        "arg_attrs",
        "res_attrs",
        "workgroup_attrib_attrs",
        "private_attrib_attrs",
        "known_block_size",
        "known_grid_size",
    ],
    parse: Some(parse_func),
    print: Some(print_func),
    verify: Some(verify_func),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("gpu.func")
};

fn verify_return(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(f) = ctx.parent_op(op).filter(|&f| ctx.isa(f, &FUNC)) else {
        return Err("expects parent op 'gpu.func'".into());
    };
    let (_, outs) = crate::func::function_type(ctx, f);
    if outs.len() != ctx.num_operands(op) {
        return Err(format!("expected {} result operands", outs.len()));
    }
    for (i, (v, &t)) in ctx.operands(op).zip(&outs).enumerate() {
        if ctx.value_type(v) != t {
            return Err(format!(
                "unexpected type `'{}'' for operand #{i}",
                ts(ctx, ctx.value_type(v))
            ));
        }
    }
    Ok(())
}

/// `gpu.return`: the terminator of a `gpu.func` body.
pub static RETURN: OpDef = OpDef {
    traits: PURE | TERMINATOR | RETURN_LIKE,
    parse: Some(common::parse_return_like),
    print: Some(common::print_return_like),
    verify: Some(verify_return),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("gpu.return")
};

// ----- dialect attributes -----

/// `gpu.container_module` belongs on a `builtin.module`; the known launch
/// sizes are three i32s.
fn verify_op_attr(ctx: &Context, op: Op, name: &str, a: Attr) -> Result<(), String> {
    match name {
        "gpu.known_block_size" | "gpu.known_grid_size" => match ctx.attr_kind(a) {
            AttrKind::DenseArray { elem, values } if is_i32(ctx, *elem) => {
                if values.len() != 3 {
                    return Err(format!("{name} must contain exactly 3 elements"));
                }
                Ok(())
            }
            _ => Err(format!("{name} must be a dense i32 array")),
        },
        CONTAINER_MODULE
            if matches!(ctx.attr_kind(a), AttrKind::Unit)
                && !ctx.isa(op, &crate::builtin::MODULE) =>
        {
            Err(format!(
                "{}expected '{CONTAINER_MODULE}' attribute to be attached to 'builtin.module'",
                ir::registry::PLAIN_MESSAGE
            ))
        }
        _ => Ok(()),
    }
}

fn is_i32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 32, .. })
}

/// Registers the `gpu` dialect's op kinds in `r`; its other ops are kept as unregistered ops.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "gpu",
        ir::registry::DialectHooks {
            // The ops bufopt does not model pass through in generic form.
            allow_unknown_ops: true,
            op_attr: Some(verify_op_attr),
            ..Default::default()
        },
    );
    for def in [
        &MODULE,
        &FUNC,
        &RETURN,
        &LAUNCH,
        &LAUNCH_FUNC,
        &TERMINATOR_OP,
        &THREAD_ID,
        &BLOCK_ID,
        &BLOCK_DIM,
        &GRID_DIM,
        &GLOBAL_ID,
        &CLUSTER_ID,
        &CLUSTER_DIM,
        &CLUSTER_DIM_BLOCKS,
        &CLUSTER_BLOCK_ID,
        &LANE_ID,
        &SUBGROUP_ID,
        &NUM_SUBGROUPS,
        &SUBGROUP_SIZE,
        &BARRIER,
        &ALLOC,
        &DEALLOC,
        &MEMCPY,
        &MEMSET,
        &WAIT,
    ] {
        r.register(def);
    }
}
