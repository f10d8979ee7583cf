//! The part of the `transform` dialect that drives bufferization from a
//! transform script (run by the `transform-interpreter` pass), with
//! mlir-opt 22's syntax and checks: `transform.named_sequence` and
//! `transform.yield`, `transform.structured.match` (by op names),
//! `transform.structured.eliminate_empty_tensors`,
//! `transform.apply_patterns` with
//! `transform.apply_patterns.linalg.erase_unnecessary_inputs`, and
//! `transform.bufferization.one_shot_bufferize`. Handle types
//! (`!transform.any_op`, ...) are kept verbatim; other transform ops pass
//! through in generic form.

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Value};

/// The module attribute that allows named sequences in a symbol table.
pub const WITH_NAMED_SEQUENCE: &str = "transform.with_named_sequence";

// ----- transform.named_sequence -----

/// `user` consumes (invalidates) the handle it gets: only
/// `one_shot_bufferize` among the modelled ops does.
fn consumes_operand(ctx: &Context, user: Op) -> bool {
    ctx.isa(user, &ONE_SHOT_BUFFERIZE)
}

fn verify_named_sequence(ctx: &Context, op: Op) -> Result<(), String> {
    common::verify_symbol_visibility(ctx, op)?;
    let at_op = ir::registry::AT_LOCATION_MESSAGE;
    if let Some(p) = ctx.parent_op(op) {
        if !ctx.has_attr(p, WITH_NAMED_SEQUENCE) {
            let msg = format!(
                "{at_op}expects the parent symbol table to have the '{WITH_NAMED_SEQUENCE}' attribute"
            );
            return Err(ir::registry::note_at(&msg, p, "symbol table operation"));
        }
    }
    let body = ctx.regions_of(op)[0];
    let Some(entry) = ctx.entry_block(body) else {
        return Ok(());
    };
    let (ins, _) = crate::func::function_type(ctx, op);
    if ctx.block_args(entry).len() != ins.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            ins.len()
        ));
    }
    for &b in ctx.region_blocks(body) {
        match ctx.last_op(b) {
            Some(t) if ctx.isa(t, &YIELD) => {}
            Some(t) => {
                return Err(ir::registry::note_at(
                    &format!("{at_op}expected 'transform.yield' as terminator"),
                    t,
                    "terminator",
                ))
            }
            None => return Err(format!("{at_op}expected 'transform.yield' as terminator")),
        }
    }
    for (i, &a) in ctx.block_args(entry).iter().enumerate() {
        let consumed = ctx
            .uses(a)
            .any(|u| consumes_operand(ctx, ctx.use_data(u).owner));
        // An argument with no mark at all is not checked (as in mlir-opt).
        if consumed && arg_marked(ctx, op, i, "transform.readonly") {
            return Err(format!(
                "{at_op}argument #{i} is consumed in the body but is not marked as such"
            ));
        }
    }
    Ok(())
}

/// Argument `i` of a named sequence carries the unit attribute `name`.
fn arg_marked(ctx: &Context, op: Op, i: usize, name: &str) -> bool {
    let Some(AttrKind::Array(dicts)) = ctx.get_attr(op, "arg_attrs").map(|a| ctx.attr_kind(a))
    else {
        return false;
    };
    match dicts.get(i).map(|&d| ctx.attr_kind(d)) {
        Some(AttrKind::Dict(entries)) => entries.iter().any(|(k, _)| ctx.str(*k) == name),
        _ => false,
    }
}

/// A transform script: a function-like op whose arguments are handles to
/// payload ops; `@__transform_main` is the interpreter's entry point.
pub static NAMED_SEQUENCE: OpDef = OpDef {
    traits: ISOLATED_FROM_ABOVE | SYMBOL | OPTIONAL_REGIONS,
    inherent: &[
        "sym_name",
        "function_type",
        "sym_visibility",
        "arg_attrs",
        "res_attrs",
    ],
    parse: Some(crate::func::parse_func),
    print: Some(crate::func::print_func),
    verify: Some(verify_named_sequence),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("transform.named_sequence")
};

// ----- transform.yield -----

/// `[%a, %b] attr-dict [: types]`.
fn parse_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let operands = p.operand_list()?;
    common::parse_attr_dict(p, st)?;
    if !operands.is_empty() {
        let loc = p.cur_loc();
        p.expect(Tok::Colon, "':'")?;
        let types = p.type_list()?;
        st.operands = p.resolve_all(&operands, &types, loc)?;
    }
    Ok(())
}

/// mlir-opt prints the space before the (possibly empty) operand list.
fn print_yield(pr: &mut OpPrinter, op: Op) {
    let n = pr.ctx.num_operands(op);
    pr.w(" ");
    pr.operands_of(op, 0..n);
    pr.attr_dict(op, &[]);
    if n > 0 {
        pr.w(" : ");
        pr.operand_types_of(op, 0..n);
    }
}

/// In a named sequence, as many operands as the sequence has results
/// (mlir-opt reports it at the terminator, without the op's name).
fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(seq) = ctx.parent_op(op).filter(|&p| ctx.isa(p, &NAMED_SEQUENCE)) else {
        return Ok(());
    };
    if ctx.num_operands(op) != crate::func::function_type(ctx, seq).1.len() {
        return Err(format!(
            "{}expected terminator to have as many operands as the parent op has results",
            ir::registry::AT_LOCATION_MESSAGE
        ));
    }
    Ok(())
}

/// Ends a named sequence, giving its results.
pub static YIELD: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(parse_yield),
    print: Some(print_yield),
    verify: Some(verify_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("transform.yield")
};

// ----- ops on one handle -----

/// `%target attr-dict : (T) -> R` after the op's own leading keywords.
fn parse_target_functional(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let target = p.operand()?;
    common::parse_attr_dict(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &[target], ft)
}

/// `%target attr-dict : T`, for ops without results.
fn parse_target(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let target = p.operand()?;
    common::parse_attr_dict(p, st)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&target, t)?];
    Ok(())
}

fn print_target(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
}

// ----- transform.structured.match -----

/// `[ops{["a.b", ...]}] in %target attr-dict : (T) -> R`.
fn parse_match(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.optional_keyword("ops") {
        p.expect(Tok::LBrace, "'{'")?;
        let names = p.attribute(None)?;
        p.expect(Tok::RBrace, "'}'")?;
        common::set_attr(p, st, "ops", names);
    }
    p.keyword("in")?;
    parse_target_functional(p, st)
}

fn print_match(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if let Some(names) = ctx.get_attr(op, "ops") {
        pr.w(" ops{");
        pr.attr(names);
        pr.w("}");
    }
    pr.w(" in ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &["ops"]);
    pr.w(" : ");
    pr.functional_type(op);
}

fn verify_match(ctx: &Context, op: Op) -> Result<(), String> {
    if let Some(names) = ctx.get_attr(op, "ops") {
        let all_strings = match ctx.attr_kind(names) {
            AttrKind::Array(items) => items
                .iter()
                .all(|&s| common::string_attr_value(ctx, s).is_some()),
            _ => false,
        };
        if !all_strings {
            return Err(
                "attribute 'ops' failed to satisfy constraint: string array attribute".into(),
            );
        }
    }
    Ok(())
}

/// Finds the payload ops nested in (and including) its one target whose
/// names are listed in `ops`.
pub static MATCH: OpDef = OpDef {
    traits: PURE,
    inherent: &[
        "ops",
        "interface",
        "op_attrs",
        "filter_result_type",
        "filter_operand_types",
    ],
    parse: Some(parse_match),
    print: Some(print_match),
    verify: Some(verify_match),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("transform.structured.match")
};

/// The op names a match asks for (`None`: any op).
pub fn match_op_names(ctx: &Context, op: Op) -> Option<Vec<String>> {
    let names = ctx.get_attr(op, "ops")?;
    match ctx.attr_kind(names) {
        AttrKind::Array(items) => Some(
            items
                .iter()
                .filter_map(|&s| common::string_attr_value(ctx, s))
                .collect(),
        ),
        _ => None,
    }
}

// ----- transform.structured.eliminate_empty_tensors -----

/// Replaces `tensor.empty` ops whose value reaches a linalg input that an
/// unused output of the same type and indexing map could stand for.
pub static ELIMINATE_EMPTY_TENSORS: OpDef = OpDef {
    parse: Some(parse_target),
    print: Some(print_target),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("transform.structured.eliminate_empty_tensors")
};

// ----- transform.apply_patterns -----

/// `to %target { patterns } attr-dict : T`.
fn parse_apply_patterns(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.keyword("to")?;
    let target = p.operand()?;
    let body = p.region(&[])?;
    // An empty body still holds its one (empty) block, as in mlir-opt.
    if p.ctx().region_blocks(body).is_empty() {
        let b = p.ctx().new_block();
        p.ctx().append_block(body, b);
    }
    st.regions = vec![body];
    common::parse_attr_dict(p, st)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&target, t)?];
    add_defaults(p.ctx(), APPLY_PATTERNS.name, st);
    Ok(())
}

fn print_apply_patterns(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" to ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, true, false);
    let elided = elided_defaults(ctx, op, &[]);
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
}

fn verify_apply_patterns(ctx: &Context, op: Op) -> Result<(), String> {
    let body = ctx.regions_of(op)[0];
    if ctx.region_blocks(body).len() > 1 {
        return Err("expects region #0 to have 0 or 1 blocks".into());
    }
    for &b in ctx.region_blocks(body) {
        for o in ctx.block_ops(b) {
            if ctx
                .def(o)
                .is_none_or(|d| !d.name.starts_with("transform.apply_patterns."))
            {
                return Err(
                    "expected children ops to implement PatternDescriptorOpInterface".into(),
                );
            }
        }
    }
    Ok(())
}

/// Applies the patterns its body lists to each target op, greedily (with
/// folding and dead-op erasure), then CSE with `apply_cse`.
pub static APPLY_PATTERNS: OpDef = OpDef {
    traits: NO_TERMINATOR | SINGLE_BLOCK,
    inherent: &["apply_cse", "max_iterations", "max_num_rewrites"],
    parse: Some(parse_apply_patterns),
    print: Some(print_apply_patterns),
    verify: Some(verify_apply_patterns),
    num_regions: Some(1),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("transform.apply_patterns")
};

fn print_attrs_only(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

/// Linalg's patterns that drop inputs a `linalg.generic` does not need: an
/// input that is also an output with the same indexing map is read through
/// the output's block argument, and inputs the body no longer reads go.
pub static ERASE_UNNECESSARY_INPUTS: OpDef = OpDef {
    parse: Some(common::parse_attr_dict),
    print: Some(print_attrs_only),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("transform.apply_patterns.linalg.erase_unnecessary_inputs")
};

// ----- transform.bufferization.one_shot_bufferize -----

/// The layout option's values, in the order of their numbers.
pub const LAYOUT_OPTIONS: [&str; 3] = [
    "InferLayoutMap",
    "IdentityLayoutMap",
    "FullyDynamicLayoutMap",
];

/// `[layout{Option}] %target attr-dict : (T) -> R`.
fn parse_one_shot_bufferize(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.optional_keyword("layout") {
        p.expect(Tok::LBrace, "'{'")?;
        let loc = p.cur_loc();
        let word = p.peek_keyword().map(str::to_string);
        let Some(n) = word
            .as_deref()
            .and_then(|w| LAYOUT_OPTIONS.iter().position(|&o| o == w))
        else {
            return p.err_at(
                loc,
                format!(
                    "custom op '{}' expected string or keyword containing one of the following enum values for attribute 'function_boundary_type_conversion' [{}]",
                    ONE_SHOT_BUFFERIZE.name,
                    LAYOUT_OPTIONS.join(", ")
                ),
            );
        };
        let word = LAYOUT_OPTIONS[n];
        p.keyword(word)?;
        p.expect(Tok::RBrace, "'}'")?;
        let i32t = p.ctx().int_type(32);
        let a = p.ctx().int_attr(i32t, n as i128);
        common::set_attr(p, st, "function_boundary_type_conversion", a);
    }
    parse_target_functional(p, st)?;
    add_defaults(p.ctx(), ONE_SHOT_BUFFERIZE.name, st);
    Ok(())
}

fn print_one_shot_bufferize(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if ctx.has_attr(op, "function_boundary_type_conversion") {
        pr.w(" layout{");
        pr.w(LAYOUT_OPTIONS[layout_option(ctx, op)]);
        pr.w("}");
    }
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    let elided = elided_defaults(ctx, op, &["function_boundary_type_conversion"]);
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    pr.functional_type(op);
}

/// The `function_boundary_type_conversion` property's number (0 when
/// absent or out of range).
pub fn layout_option(ctx: &Context, op: Op) -> usize {
    match ctx
        .get_attr(op, "function_boundary_type_conversion")
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Integer { value, .. }) if (0..3).contains(value) => *value as usize,
        _ => 0,
    }
}

fn verify_one_shot_bufferize(ctx: &Context, op: Op) -> Result<(), String> {
    for name in BOOL_OPTIONS {
        if let Some(a) = ctx.get_attr(op, name) {
            if as_bool(ctx, a).is_none() {
                return Err(format!(
                    "attribute '{name}' failed to satisfy constraint: bool attribute"
                ));
            }
        }
    }
    if let Some(a) = ctx.get_attr(op, "memcpy_op") {
        match common::string_attr_value(ctx, a) {
            None => {
                return Err(
                    "attribute 'memcpy_op' failed to satisfy constraint: string attribute".into(),
                )
            }
            Some(m) if m != "memref.copy" && m != "linalg.copy" => {
                return Err("unsupported memcpy op".into())
            }
            _ => {}
        }
    }
    for name in ["print_conflicts", "dump_alias_sets"] {
        if bool_option(ctx, op, name) && !bool_option(ctx, op, "test_analysis_only") {
            return Err(format!("'{name}' requires 'test_analysis_only'"));
        }
    }
    Ok(())
}

/// The boolean options, as the op's property names.
pub const BOOL_OPTIONS: [&str; 7] = [
    "allow_return_allocs_from_loops",
    "allow_unknown_ops",
    "bufferize_function_boundaries",
    "check_parallel_regions",
    "dump_alias_sets",
    "print_conflicts",
    "test_analysis_only",
];

/// Bufferizes each target op with One-Shot Bufferize (module bufferization
/// for a module with `bufferize_function_boundaries`); the result handle
/// holds the bufferized ops. Consumes its operand handle.
pub static ONE_SHOT_BUFFERIZE: OpDef = OpDef {
    inherent: &[
        "allow_return_allocs_from_loops",
        "allow_unknown_ops",
        "bufferize_function_boundaries",
        "check_parallel_regions",
        "dump_alias_sets",
        "function_boundary_type_conversion",
        "memcpy_op",
        "print_conflicts",
        "test_analysis_only",
    ],
    parse: Some(parse_one_shot_bufferize),
    print: Some(print_one_shot_bufferize),
    verify: Some(verify_one_shot_bufferize),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("transform.bufferization.one_shot_bufferize")
};

// ----- default-valued properties -----

/// The properties MLIR gives these ops when they are not written.
fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    if name == APPLY_PATTERNS.name {
        let i64t = ctx.int_type(64);
        let unlimited = ctx.int_attr(i64t, -1);
        return vec![
            ("max_iterations", unlimited),
            ("max_num_rewrites", unlimited),
        ];
    }
    if name == ONE_SHOT_BUFFERIZE.name {
        let mut out: Vec<(&'static str, Attr)> = BOOL_OPTIONS
            .iter()
            .map(|&o| {
                let i1 = ctx.i1();
                (
                    o,
                    ctx.int_attr(i1, i128::from(o == "check_parallel_regions")),
                )
            })
            .collect();
        // The layout has no default: it is there only when written.
        out.push(("memcpy_op", ctx.string_attr("memref.copy")));
        return out;
    }
    Vec::new()
}

/// Adds the default-valued properties the custom form left out.
fn add_defaults(ctx: &mut Context, name: &str, st: &mut OpState) {
    for (k, a) in default_props(ctx, name) {
        let k = ctx.sym(k);
        if !st.attrs.iter().any(|(n, _)| *n == k) {
            st.attrs.push((k, a));
        }
    }
}

/// The names the custom form leaves out of its attribute dictionary: the
/// properties at their default value, and `also`.
fn elided_defaults(ctx: &Context, op: Op, also: &[&'static str]) -> Vec<&'static str> {
    let name = ctx.op_name(op);
    let mut out = also.to_vec();
    let int_default = |k: &str, want: i128| {
        ctx.get_attr(op, k).is_some_and(
            |a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if *value == want),
        )
    };
    if name == APPLY_PATTERNS.name {
        for k in ["max_iterations", "max_num_rewrites"] {
            if int_default(k, -1) {
                out.push(k);
            }
        }
    } else if name == ONE_SHOT_BUFFERIZE.name {
        for k in BOOL_OPTIONS {
            let default = k == "check_parallel_regions";
            if ctx.get_attr(op, k).and_then(|a| as_bool(ctx, a)) == Some(default) {
                out.push(k);
            }
        }
        if ctx
            .get_attr(op, "memcpy_op")
            .and_then(|a| common::string_attr_value(ctx, a))
            .is_some_and(|s| s == "memref.copy")
        {
            out.push("memcpy_op");
        }
    }
    out
}

/// The boolean option `name` of a `one_shot_bufferize` op.
pub fn bool_option(ctx: &Context, op: Op, name: &str) -> bool {
    ctx.get_attr(op, name)
        .and_then(|a| as_bool(ctx, a))
        .unwrap_or(name == "check_parallel_regions")
}

/// A `true`/`false` attribute's value (an `i1` integer attribute).
fn as_bool(ctx: &Context, a: Attr) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value }
            if matches!(
                ctx.type_kind(*ty),
                ir::TypeKind::Integer {
                    width: 1,
                    signedness: ir::types::Signedness::Signless
                }
            ) =>
        {
            Some(*value != 0)
        }
        _ => None,
    }
}

/// The handle operand of an op on one handle.
pub fn target(ctx: &Context, op: Op) -> Option<Value> {
    ctx.operands(op).next()
}

/// Registers the transform ops bufopt models.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "transform",
        ir::registry::DialectHooks {
            // The transform ops bufopt does not model pass through in
            // generic form (the interpreter refuses to run them).
            allow_unknown_ops: true,
            default_props: Some(default_props),
            ..Default::default()
        },
    );
    for d in [
        &NAMED_SEQUENCE,
        &YIELD,
        &MATCH,
        &ELIMINATE_EMPTY_TENSORS,
        &APPLY_PATTERNS,
        &ERASE_UNNECESSARY_INPUTS,
        &ONE_SHOT_BUFFERIZE,
    ] {
        r.register(d);
    }
}
