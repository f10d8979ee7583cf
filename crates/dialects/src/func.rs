//! The `func` dialect: func, return, call, call_indirect, constant.

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Sym, Type};

/// `(in) -> (out)` of a function op.
pub fn function_type(ctx: &Context, op: Op) -> (Vec<Type>, Vec<Type>) {
    match ctx.get_attr(op, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (Vec::new(), Vec::new()),
        },
        _ => (Vec::new(), Vec::new()),
    }
}

fn dict_entries(ctx: &Context, a: Attr) -> Vec<(Sym, Attr)> {
    match ctx.attr_kind(a) {
        AttrKind::Dict(v) => v.clone(),
        _ => Vec::new(),
    }
}

/// Per-argument (or per-result) attribute dictionaries of a function.
fn arg_attr_list(ctx: &Context, op: Op, name: &str, n: usize) -> Vec<Vec<(Sym, Attr)>> {
    let mut out = vec![Vec::new(); n];
    if let Some(AttrKind::Array(v)) = ctx.get_attr(op, name).map(|a| ctx.attr_kind(a)) {
        for (i, a) in v.iter().enumerate().take(n) {
            out[i] = dict_entries(ctx, *a);
        }
    }
    out
}

/// MLIR's `parseFunctionOp`: `[visibility] @name(args) [-> results]
/// [attributes {...}] [body]`, shared by the function-like ops.
pub(crate) fn parse_func(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.optional_keyword(vis) {
            let a = p.ctx().string_attr(vis);
            common::set_attr(p, st, "sym_visibility", a);
            break;
        }
    }
    let name = p.symbol_name()?;
    let a = p.ctx().string_attr(&name);
    common::set_attr(p, st, "sym_name", a);
    let mut args: Vec<(UnresolvedOperand, Type)> = Vec::new();
    let mut inputs = Vec::new();
    let mut arg_attrs: Vec<Attr> = Vec::new();
    let mut any_arg_attr = false;
    let mut written_locs = Vec::new();
    p.expect(Tok::LParen, "'('")?;
    if !p.consume_if(Tok::RParen) {
        // Either every argument is named or none is; the first one decides.
        let mut all_named: Option<bool> = None;
        loop {
            let named = p.is(Tok::PercentIdent);
            let arg_loc = p.cur_loc();
            if !named && all_named == Some(true) {
                return p.err_at(arg_loc, "expected SSA identifier");
            }
            let u = if named { Some(p.operand()?) } else { None };
            if named {
                p.expect(Tok::Colon, "':'")?;
            }
            let t = p.ty()?;
            let mut attrs = Vec::new();
            p.optional_attr_dict(&mut attrs)?;
            any_arg_attr |= !attrs.is_empty();
            let d = p.ctx().dict_attr(attrs);
            arg_attrs.push(d);
            let written = p.trailing_location_of_arg()?;
            inputs.push(t);
            if named && all_named == Some(false) {
                return p.err_at(arg_loc, "expected type instead of SSA identifier");
            }
            all_named.get_or_insert(named);
            if let Some(u) = u {
                if let Some(loc) = written {
                    written_locs.push((args.len(), loc));
                }
                args.push((u, t));
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    let mut results = Vec::new();
    let mut res_attrs: Vec<Attr> = Vec::new();
    let mut any_res_attr = false;
    if p.consume_if(Tok::Arrow) {
        if p.consume_if(Tok::LParen) {
            if !p.consume_if(Tok::RParen) {
                loop {
                    results.push(p.ty()?);
                    let mut attrs = Vec::new();
                    p.optional_attr_dict(&mut attrs)?;
                    any_res_attr |= !attrs.is_empty();
                    let d = p.ctx().dict_attr(attrs);
                    res_attrs.push(d);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
        } else {
            results.push(p.ty()?);
            let d = p.ctx().dict_attr(Vec::new());
            res_attrs.push(d);
        }
    }
    let attr_loc = p.cur_loc();
    let mut parsed = Vec::new();
    p.optional_attr_dict_with_keyword(&mut parsed)?;
    // MLIR's parseFunctionOp rejects these names in the dictionary, whatever the syntax
    // already set.
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if parsed.iter().any(|(k, _)| p.p.ctx.str(*k) == inferred) {
            let op_name = p.p.ctx.str(st.name).to_string();
            return p.err_at(
                attr_loc,
                format!(
                    "custom op '{op_name}' '{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            );
        }
    }
    for (name, set_by_syntax) in [("arg_attrs", any_arg_attr), ("res_attrs", any_res_attr)] {
        if set_by_syntax && parsed.iter().any(|(k, _)| p.p.ctx.str(*k) == name) {
            let loc = p.loc;
            let op_name = p.p.ctx.str(st.name).to_string();
            return p.err_at(
                loc,
                format!(
                    "custom op '{op_name}' attribute '{name}' occurs more than once in the attribute list"
                ),
            );
        }
    }
    // The dictionary replaces what the syntax set, in one pass: it may hold
    // hundreds of thousands of entries.
    let written: rustc_hash::FxHashSet<Sym> = parsed.iter().map(|&(k, _)| k).collect();
    st.attrs.retain(|(x, _)| !written.contains(x));
    st.attrs.extend(parsed);
    let ft = p.ctx().function_type(inputs, results);
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
    let r = if p.is(Tok::LBrace) {
        let body_loc = p.cur_loc();
        let r = p.region(&args)?;
        // `{ }` is not a declaration: a written body must have a block.
        if p.ctx().entry_block(r).is_none() {
            return p.err_at(body_loc, "expected non-empty function body");
        }
        // A `loc(...)` written after an argument is its location (in place
        // of the position of its name).
        if let Some(entry) = p.ctx().entry_block(r) {
            let vals = p.ctx().block_args(entry).to_vec();
            for (i, loc) in written_locs {
                if let Some(&v) = vals.get(i) {
                    p.ctx().set_arg_loc(v, loc);
                }
            }
        }
        r
    } else {
        p.ctx().new_region()
    };
    st.regions = vec![r];
    Ok(())
}

fn print_attr_dict_entries(pr: &mut OpPrinter, d: &[(Sym, Attr)]) {
    if !d.is_empty() {
        pr.w(" ");
        pr.dict_of(d);
    }
}

/// MLIR's `printFunctionOp`, the printing side of [`parse_func`].
pub(crate) fn print_func(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(v) = ctx
        .get_attr(op, "sym_visibility")
        .and_then(|a| common::string_attr_value(ctx, a))
    {
        pr.w(&v);
        pr.w(" ");
    }
    let name = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| common::string_attr_value(ctx, a))
        .unwrap_or_default();
    pr.symbol_name(&name);
    let (ins, outs) = function_type(ctx, op);
    let aattrs = arg_attr_list(ctx, op, "arg_attrs", ins.len());
    let rattrs = arg_attr_list(ctx, op, "res_attrs", outs.len());
    let body = ctx.regions_of(op)[0];
    let entry = ctx.entry_block(body);
    pr.w("(");
    for (i, t) in ins.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        match entry {
            Some(b) => pr.value_with_type(ctx.block_args(b)[i]),
            None => pr.ty(*t),
        }
        if entry.is_some() {
            pr.region_arg_attrs(&aattrs[i]);
        } else {
            print_attr_dict_entries(pr, &aattrs[i]);
        }
        if let Some(b) = entry {
            pr.arg_loc(ctx.block_args(b)[i]);
        }
    }
    pr.w(")");
    if !outs.is_empty() {
        pr.w(" -> ");
        let wrap = outs.len() > 1
            || matches!(ctx.type_kind(outs[0]), TypeKind::Function { .. })
            || !rattrs[0].is_empty();
        if wrap {
            pr.w("(");
        }
        for (i, t) in outs.iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.ty(*t);
            print_attr_dict_entries(pr, &rattrs[i]);
        }
        if wrap {
            pr.w(")");
        }
    }
    pr.attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if entry.is_some() {
        pr.w(" ");
        pr.region(body, false, true, false);
    }
}

/// The ODS checks of func.func's two required properties, run before its body
/// (a generic-form op may lack them).
fn verify_func_properties(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(ft) = ctx.get_attr(op, "function_type") else {
        return Err("requires attribute 'function_type'".into());
    };
    let Some(name) = ctx.get_attr(op, "sym_name") else {
        return Err("requires attribute 'sym_name'".into());
    };
    let is_function_type = matches!(ctx.attr_kind(ft), AttrKind::Type(t)
        if matches!(ctx.type_kind(*t), TypeKind::Function { .. }));
    if !is_function_type {
        return Err(
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type"
                .into(),
        );
    }
    if common::string_attr_value(ctx, name).is_none() {
        return Err("attribute 'sym_name' failed to satisfy constraint: string attribute".into());
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: Op) -> Result<(), String> {
    common::verify_symbol_visibility(ctx, op)?;
    let body = ctx.regions_of(op)[0];
    let vis = ctx
        .get_attr(op, "sym_visibility")
        .and_then(|a| common::string_attr_value(ctx, a));
    let Some(entry) = ctx.entry_block(body) else {
        if vis.is_none() || vis.as_deref() == Some("public") {
            return Err("symbol declaration cannot have public visibility".into());
        }
        return Ok(());
    };
    let (ins, _) = function_type(ctx, op);
    let args = ctx.block_args(entry);
    if args.len() != ins.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            ins.len()
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&ins).enumerate() {
        if ctx.value_type(a) != t {
            return Err(format!(
                "type of entry block argument #{}({}) must match the type of the corresponding argument in function signature({})",
                i,
                ir::printer::type_to_string(ctx, ctx.value_type(a)),
                ir::printer::type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

/// `func.func`: a function symbol; without a body it is a declaration.
pub static FUNC: OpDef = OpDef {
    traits: ISOLATED_FROM_ABOVE
        | SYMBOL
        | AUTOMATIC_ALLOCATION_SCOPE
        | AFFINE_SCOPE
        | OPTIONAL_REGIONS,
    inherent: &[
        "sym_name",
        "function_type",
        "sym_visibility",
        "arg_attrs",
        "res_attrs",
        "no_inline",
    ],
    parse: Some(parse_func),
    print: Some(print_func),
    verify_before_regions: Some(verify_func_properties),
    verify: Some(verify_func),
    default_dialect: Some("func"),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("func.func")
};

fn verify_return(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(f) = ctx.parent_op(op).filter(|f| ctx.is_op(*f, "func.func")) else {
        return Err("expects parent op 'func.func'".into());
    };
    let (_, outs) = function_type(ctx, f);
    let name = ctx
        .get_attr(f, "sym_name")
        .and_then(|a| common::string_attr_value(ctx, a))
        .unwrap_or_default();
    let n = ctx.num_operands(op);
    if n != outs.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{}) returns {}",
            n,
            name,
            outs.len()
        ));
    }
    for (i, v) in ctx.operands(op).enumerate() {
        if ctx.value_type(v) != outs[i] {
            return Err(crate::offsets::plain(format!(
                "type of return operand {} ('{}') doesn't match function result type ('{}') in function @{}",
                i,
                ir::printer::type_to_string(ctx, ctx.value_type(v)),
                ir::printer::type_to_string(ctx, outs[i]),
                name
            )));
        }
    }
    Ok(())
}

fn parse_return(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_return_like(p, st)
}
fn print_return(pr: &mut OpPrinter, op: Op) {
    common::print_return_like(pr, op)
}

/// `func.return`: the terminator of a function body, returning its operands.
pub static RETURN: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(parse_return),
    print: Some(print_return),
    verify: Some(verify_return),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("func.return")
};

fn parse_call(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let callee = p.symbol_name()?;
    let a = p.ctx().symbol_ref(&callee);
    common::set_attr(p, st, "callee", a);
    let ops = p.paren_operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &ops, ft)
}

fn print_call(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "callee") {
        pr.attr(a);
    }
    pr.w("(");
    pr.operands_of(op, 0..ctx.num_operands(op));
    pr.w(")");
    pr.attr_dict(op, &["callee", "arg_attrs", "res_attrs"]);
    pr.w(" : ");
    pr.functional_type(op);
}

fn verify_call(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(callee) = ctx
        .get_attr(op, "callee")
        .and_then(|a| ir::symbols::flat_symbol_ref(ctx, a).map(str::to_string))
    else {
        return Err("requires a 'callee' symbol reference attribute".into());
    };
    if ir::symbols::nearest_symbol_table(ctx, op).is_none() {
        return Ok(());
    }
    let Some(f) =
        ir::symbols::lookup_nearest(ctx, op, &callee).filter(|f| ctx.is_op(*f, "func.func"))
    else {
        return Err(format!("'{}' does not reference a valid function", callee));
    };
    let (ins, outs) = function_type(ctx, f);
    if ins.len() != ctx.num_operands(op) {
        return Err("incorrect number of operands for callee".into());
    }
    for (i, v) in ctx.operands(op).enumerate() {
        if ctx.value_type(v) != ins[i] {
            return Err(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {}",
                ir::printer::type_to_string(ctx, ins[i]),
                ir::printer::type_to_string(ctx, ctx.value_type(v)),
                i
            ));
        }
    }
    if outs.len() != ctx.results(op).len() {
        return Err("incorrect number of results for callee".into());
    }
    for (i, v) in ctx.results(op).iter().enumerate() {
        if ctx.value_type(*v) != outs[i] {
            return Err(format!("result type mismatch at index {}", i));
        }
    }
    Ok(())
}

/// `func.call`: a direct call of a function symbol.
pub static CALL: OpDef = OpDef {
    iface: &CALL_IFACE,
    inherent: &["callee", "arg_attrs", "res_attrs", "no_inline"],
    parse: Some(parse_call),
    print: Some(print_call),
    verify: Some(verify_call),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("func.call")
};

fn parse_call_indirect(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let callee = p.operand()?;
    let ops = p.paren_operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    let c = p.resolve(&callee, ft)?;
    common::resolve_functional(p, st, &ops, ft)?;
    st.operands.insert(0, c);
    Ok(())
}

fn print_call_indirect(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("(");
    pr.operands(&ops[1..]);
    pr.w(")");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
}

/// `func.call_indirect`: a call of a function value (the callee is operand 0).
pub static CALL_INDIRECT: OpDef = OpDef {
    iface: &CALL_INDIRECT_IFACE,
    inherent: &["arg_attrs", "res_attrs"],
    parse: Some(parse_call_indirect),
    print: Some(print_call_indirect),
    operands: Count::AtLeast(1),
    results: Count::AtLeast(0),
    ..OpDef::new("func.call_indirect")
};

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)?;
    let name = p.symbol_name()?;
    let a = p.ctx().symbol_ref(&name);
    common::set_attr(p, st, "value", a);
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_constant(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &["value"]);
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "value") {
        pr.attr(a);
    }
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

fn constant_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if ctx.get_attr(op, "value").is_some() {
        set(0, "f".to_string());
    }
}

/// `func.constant`: a function symbol as a value of function type.
pub static CONSTANT: OpDef = OpDef {
    traits: PURE | CONSTANT_LIKE,
    inherent: &["value"],
    parse: Some(parse_constant),
    print: Some(print_constant),
    result_names: Some(constant_names),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("func.constant")
};

/// Registers the `func` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register(&FUNC);
    r.register(&RETURN);
    r.register(&CALL);
    r.register(&CALL_INDIRECT);
    r.register(&CONSTANT);
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::{Call, Interfaces, Operands};

static CALL_IFACE: Interfaces = Interfaces {
    call: Some(Call {
        args: Operands::All,
        callee_attr: Some("callee"),
    }),
    ..Interfaces::NONE
};
/// The callee is operand 0.
static CALL_INDIRECT_IFACE: Interfaces = Interfaces {
    call: Some(Call {
        args: Operands::From(1),
        callee_attr: None,
    }),
    ..Interfaces::NONE
};
