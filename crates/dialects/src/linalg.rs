//! The `linalg` dialect: `linalg.generic`, the structured ops with custom
//! syntax (map, reduce, transpose, broadcast, elementwise, matmul, contract,
//! softmax), `linalg.yield`, `linalg.index`; the named ops generated from
//! MLIR's op DSL live in [`crate::linalg_named`].

use crate::common::{self, i64_array_attr, parse_i64_list, print_i64_list};
use crate::linalg_named;
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::interfaces::{Dps, Interfaces, Operands};
use ir::lexer::Tok;
use ir::parser::{OpParser, SmallOperands, SmallTypes};
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Block, Context, Loc, Op, OpDef, OpState, Region, Registry, Sym, Type, Value};
use smallvec::SmallVec;
use std::ops::Range;

pub use crate::common::{opaque_attr, opaque_enum_value};

// ----- small helpers -----

pub(crate) fn affine_map_attr(ctx: &mut Context, m: AffineMap) -> Attr {
    ctx.attr(AttrKind::AffineMap(m))
}

fn identity_maps(ctx: &mut Context, rank: usize, n: usize) -> Vec<Attr> {
    let m = affine_map_attr(ctx, AffineMap::identity(rank as u32));
    vec![m; n]
}

/// A map `(d0, ..., d{n-1}) -> (d{r0}, d{r1}, ...)`.
pub fn dims_map(ctx: &mut Context, n: u32, results: &[u32]) -> Attr {
    let exprs = results.iter().map(|&d| AffineExpr::dim(d)).collect();
    affine_map_attr(ctx, AffineMap::new(n, 0, exprs))
}

/// Element type of a memref or ranked tensor, else the type itself.
pub fn elem_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
        _ => t,
    }
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    ctx.type_kind(t).rank().unwrap_or(0)
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

fn array_elems(ctx: &Context, a: Attr) -> Vec<Attr> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v.clone(),
        _ => Vec::new(),
    }
}

// ----- destination-style operands: the inits of each op kind -----

const fn dps(inits: Operands) -> Interfaces {
    Interfaces {
        dps: Some(Dps { inits }),
        ..Interfaces::NONE
    }
}
/// Inputs and inits are the two groups of `operandSegmentSizes`.
static DPS_SEGMENTS: Interfaces = dps(Operands::Segment(1));
/// One init after the inputs (`linalg.map`).
static DPS_LAST: Interfaces = dps(Operands::Last(1));
/// As many inits as inputs (`linalg.reduce`).
static DPS_HALF: Interfaces = dps(Operands::SecondHalf);
/// One input, then the inits.
static DPS_AFTER_FIRST: Interfaces = dps(Operands::From(1));

/// Operand index ranges of the inputs and the inits of a destination-style
/// linalg op (no allocation).
pub fn dps_ranges(ctx: &Context, op: Op) -> (Range<usize>, Range<usize>) {
    let len = ctx.num_operands(op);
    let split = |n: usize| (0..n, n..len);
    // The most common op skips the name and attribute-name compares.
    if ctx.def(op).is_some_and(|d| std::ptr::eq(d, &GENERIC)) {
        let segs = ctx
            .get_known_attr(op, ir::context::KNOWN_OPERAND_SEGMENT_SIZES)
            .map(|a| ctx.attr_kind(a));
        return match segs {
            Some(AttrKind::DenseArray { values, .. }) if values.len() == 2 => {
                let size = |v: u128| (v as i128 as i64).max(0) as usize;
                let a = size(values[0]).min(len);
                let b = a.saturating_add(size(values[1])).min(len);
                (0..a, a..b)
            }
            _ => (0..len, len..len),
        };
    }
    match ctx.op_name(op) {
        "linalg.map" => split(len.saturating_sub(1)),
        "linalg.reduce" => split(len / 2),
        "linalg.transpose" | "linalg.broadcast" | "linalg.softmax" => split(len.min(1)),
        _ => {
            let segs = common::segment_sizes(ctx, op);
            if segs.len() == 2 {
                let mut r = segs.ranges();
                (r.next().unwrap_or(0..0), r.next().unwrap_or(0..0))
            } else {
                (0..len, len..len)
            }
        }
    }
}

/// The number of inputs of a destination-style linalg op (the operands
/// before the inits).
pub fn num_dps_inputs(ctx: &Context, op: Op) -> usize {
    dps_ranges(ctx, op).0.len()
}

/// Inputs and inits of a destination-style linalg op.
pub fn dps_operands(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>) {
    let (a, b) = dps_ranges(ctx, op);
    let uses = &ctx.op(op).operands;
    let vals = |r: Range<usize>| uses[r].iter().map(|&u| ctx.use_value(u)).collect();
    (vals(a), vals(b))
}

// ----- shared syntax: `<{props}>? attr-dict ins(...) outs(...)` -----

pub(crate) struct CommonParts {
    pub in_types: SmallTypes,
    pub out_types: SmallTypes,
}

/// MLIR's `parseCommonStructuredOpParts`.
pub(crate) fn parse_common(
    p: &mut OpParser,
    st: &mut OpState,
    segments: bool,
) -> DResult<CommonParts> {
    if p.consume_if(Tok::Less) {
        let loc = p.cur_loc();
        let a = p.attribute(None)?;
        p.expect(Tok::Greater, "'>'")?;
        match p.ctx().attr_kind(a).clone() {
            AttrKind::Dict(v) => st.attrs.extend(v),
            _ => return p.err_at(loc, "expected a dictionary of properties"),
        }
    }
    p.optional_attr_dict(&mut st.attrs)?;
    let mut ins = SmallOperands::new();
    let mut in_types = SmallTypes::new();
    let mut ins_loc = p.cur_loc();
    if p.optional_keyword("ins") {
        p.expect(Tok::LParen, "'('")?;
        ins_loc = p.cur_loc();
        ins = p.operand_list_small()?;
        in_types = p.colon_type_list_small()?;
        p.expect(Tok::RParen, "')'")?;
    }
    let mut outs = SmallOperands::new();
    let mut out_types = SmallTypes::new();
    let mut outs_loc = p.cur_loc();
    if p.optional_keyword("outs") {
        outs_loc = p.cur_loc();
        p.expect(Tok::LParen, "'('")?;
        outs = p.operand_list_small()?;
        out_types = p.colon_type_list_small()?;
        p.expect(Tok::RParen, "')'")?;
    }
    st.operands.reserve(ins.len() + outs.len());
    p.resolve_all_into(&ins, &in_types, ins_loc, &mut st.operands)?;
    p.resolve_all_into(&outs, &out_types, outs_loc, &mut st.operands)?;
    if segments {
        common::set_segments(p, st, &[ins.len(), outs.len()]);
    }
    Ok(CommonParts {
        in_types,
        out_types,
    })
}

/// ` ins(... : ...) outs(... : ...)` of a destination-style op.
pub fn print_common(pr: &mut OpPrinter, op: Op) {
    let (ins, outs) = dps_ranges(pr.ctx, op);
    for (kw, r) in [(" ins(", ins), (" outs(", outs)] {
        if !r.is_empty() {
            pr.w(kw);
            pr.operands_of(op, r.clone());
            pr.w(" : ");
            pr.operand_types_of(op, r);
            pr.w(")");
        }
    }
}

/// `-> t` / `-> (t1, t2)` when the op has results.
pub fn parse_optional_results(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    Ok(())
}

pub(crate) fn print_results(pr: &mut OpPrinter, op: Op) {
    if !pr.ctx.results(op).is_empty() {
        pr.w(" -> ");
        pr.result_types(op);
    }
}

/// `name = [..]` stored as a dense i64 array.
fn parse_named_i64_array(p: &mut OpParser, st: &mut OpState, name: &'static str) -> DResult<()> {
    p.keyword(name)?;
    p.expect(Tok::Equal, "'='")?;
    let v = parse_i64_list(p)?;
    let a = common::parsed_i64_array(p, &v);
    common::set_attr(p, st, name, a);
    Ok(())
}

// ----- building bodies -----

/// Appends ops to a block while parsing (implicit regions of structured ops).
pub struct BodyBuilder<'c> {
    /// The context the ops are created in.
    pub ctx: &'c mut Context,
    /// The block appended to.
    pub block: Block,
    /// The location given to the ops.
    pub loc: Loc,
}

impl BodyBuilder<'_> {
    /// Appends an op `name` with the given operands, result types and attributes.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: Vec<(Sym, Attr)>,
    ) -> Op {
        let sym = self.ctx.sym(name);
        let op = self.ctx.create_op(OpState {
            name: sym,
            operands: operands.to_vec(),
            result_types: results.to_vec(),
            attrs,
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc: self.loc,
        });
        self.ctx.append_op(self.block, op);
        op
    }
    /// An op with one result, with the default-valued properties of arith
    /// and math ops made explicit (as MLIR's generic printer shows them).
    pub fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Type,
        mut attrs: Vec<(Sym, Attr)>,
    ) -> Value {
        add_default_props(self.ctx, name, &mut attrs);
        let op = self.op(name, operands, &[result], attrs);
        self.ctx.result(op, 0)
    }
    /// Appends the `linalg.yield` of `vals`.
    pub fn yield_(&mut self, vals: &[Value]) {
        self.op("linalg.yield", vals, &[], Vec::new());
    }
}

/// Adds `fastmath = #arith.fastmath<none>` / `overflowFlags = #arith.overflow<none>`
/// to ops whose definition has these properties, when missing.
pub fn add_default_props(ctx: &mut Context, name: &str, attrs: &mut Vec<(Sym, Attr)>) {
    if name.starts_with("arith.") {
        // arith knows exactly which of its ops get defaults when built.
        for (prop, a) in crate::arith::default_attrs(ctx, name) {
            let s = ctx.sym(prop);
            if !attrs.iter().any(|(k, _)| *k == s) {
                attrs.push((s, a));
            }
        }
        return;
    }
    let Some(def) = ctx.registry.lookup(name) else {
        return;
    };
    for (prop, body) in [
        ("fastmath", "fastmath<none>"),
        ("overflowFlags", "overflow<none>"),
    ] {
        if def.inherent.contains(&prop) {
            let s = ctx.sym(prop);
            if !attrs.iter().any(|(k, _)| *k == s) {
                let a = opaque_attr(ctx, "arith", body);
                attrs.push((s, a));
            }
        }
    }
}

/// A region with one block whose arguments are the element types of `types`.
pub fn new_body(ctx: &mut Context, types: &[Type]) -> (Region, Block, Vec<Value>) {
    let r = ctx.new_region();
    let b = ctx.new_block();
    let args = types.iter().map(|t| {
        let e = elem_of(ctx, *t);
        ctx.add_block_arg(b, e)
    });
    let args: Vec<Value> = args.collect();
    ctx.append_block(r, b);
    (r, b, args)
}

// ----- linalg.generic -----

const TRAIT_ATTRS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

fn parse_generic(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    // The custom form takes strings only: mlir-opt reads every entry as a string
    // (an `#linalg.iterator_type<...>` entry crashes it), so anything else is rejected.
    common::parse_trait_dict(p, st, "linalg", false)?;
    parse_common(p, st, true)?;
    if p.optional_keyword("attrs") {
        p.expect(Tok::Equal, "'='")?;
        p.optional_attr_dict(&mut st.attrs)?;
    }
    let r = p.region(&[])?;
    st.regions = vec![r];
    parse_optional_results(p, st)
}

fn print_generic(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    let attrs = &ctx.op(op).attrs;
    let is_trait = |k: &Sym| TRAIT_ATTRS.contains(&ctx.str(*k));
    if attrs.iter().any(|(k, _)| is_trait(k)) {
        pr.w("{");
        for (i, (k, a)) in attrs.iter().filter(|(k, _)| is_trait(k)).enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            let name = ctx.str(*k);
            pr.attr_name(*k);
            if matches!(ctx.attr_kind(*a), AttrKind::Unit) {
                continue;
            }
            pr.w(" = ");
            if name == "iterator_types" {
                pr.w("[");
                let elems: &[Attr] = match ctx.attr_kind(*a) {
                    AttrKind::Array(v) => v,
                    _ => &[],
                };
                for (j, it) in elems.iter().enumerate() {
                    if j > 0 {
                        pr.w(", ");
                    }
                    match opaque_enum_value(ctx, *it, "linalg", "iterator_type") {
                        Some(s) => pr.escaped_str(s),
                        None => pr.attr(*it),
                    }
                }
                pr.w("]");
            } else {
                pr.attr(*a);
            }
        }
        pr.w("}");
    }
    print_common(pr, op);
    const ELIDED: [&str; 5] = [
        "doc",
        "indexing_maps",
        "iterator_types",
        "library_call",
        "operandSegmentSizes",
    ];
    if attrs.iter().any(|(k, _)| !ELIDED.contains(&ctx.str(*k))) {
        pr.w(" attrs = ");
        pr.attr_dict(op, &ELIDED);
    }
    let r = ctx.regions_of(op)[0];
    if !ctx.region_blocks(r).is_empty() {
        pr.w(" ");
        pr.region(r, true, true, false);
    }
    print_results(pr, op);
}

/// Names the entry block arguments `in` for inputs and `out`/`init` for inits.
fn name_block_args(
    ctx: &Context,
    op: Op,
    r: Region,
    out_name: &str,
    set: &mut dyn FnMut(Value, String),
) {
    let Some(b) = ctx.entry_block(r) else { return };
    let num_ins = num_dps_inputs(ctx, op);
    for (i, &a) in ctx.block_args(b).iter().enumerate() {
        set(a, if i < num_ins { "in" } else { out_name }.to_string());
    }
}

fn generic_arg_names(ctx: &Context, op: Op, r: Region, set: &mut dyn FnMut(Value, String)) {
    name_block_args(ctx, op, r, "out", set);
}

fn init_arg_names(ctx: &Context, op: Op, r: Region, set: &mut dyn FnMut(Value, String)) {
    name_block_args(ctx, op, r, "init", set);
}

fn verify_generic(ctx: &Context, op: Op) -> Result<(), String> {
    let all: SmallVec<[Value; 8]> = ctx.operands(op).collect();
    let (ins, outs) = dps_ranges(ctx, op);
    verify_structured(ctx, op, &all[ins], &all[outs])
}

/// Checks shared by structured ops: tensor results, indexing maps (see
/// `verify_indexing_maps`) and block arguments.
pub fn verify_structured(
    ctx: &Context,
    op: Op,
    ins: &[Value],
    outs: &[Value],
) -> Result<(), String> {
    let tensor_outs = || {
        outs.iter()
            .map(|v| ctx.value_type(*v))
            .filter(|t| is_ranked_tensor(ctx, *t))
    };
    let results = ctx.results(op);
    let num_tensor_outs = tensor_outs().count();
    if results.len() != num_tensor_outs {
        return Err(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            results.len(),
            num_tensor_outs
        ));
    }
    for (i, (r, o)) in results
        .iter()
        .map(|v| ctx.value_type(*v))
        .zip(tensor_outs())
        .enumerate()
    {
        if r != o {
            return Err(format!(
                "expected type of operand #{} ('{}') to match type of corresponding result ('{}')",
                ins.len() + i,
                ir::printer::type_to_string(ctx, o),
                ir::printer::type_to_string(ctx, r)
            ));
        }
    }
    verify_indexing_maps(ctx, op)?;
    let Some(r) = ctx.regions_of(op).first() else {
        return Ok(());
    };
    let Some(b) = ctx.entry_block(*r) else {
        return Ok(());
    };
    let args = ctx.block_args(b);
    let n = ins.len() + outs.len();
    if args.len() != n {
        return Err("expected as many non-induction variable region arguments as the number of input/output operands".into());
    }
    for (i, (a, v)) in args.iter().zip(ins.iter().chain(outs)).enumerate() {
        let want = elem_of(ctx, ctx.value_type(*v));
        let got = ctx.value_type(*a);
        if want != got {
            return Err(format!(
                "expected type of bb argument #{} ('{}') to match element or self type of the corresponding operand ('{}')",
                i,
                ir::printer::type_to_string(ctx, got),
                ir::printer::type_to_string(ctx, want)
            ));
        }
    }
    Ok(())
}

/// `linalg.generic`: a loop nest over its iteration space, described by indexing maps and iterator
/// types, running its body on elements of `ins` and `outs`.
pub static GENERIC: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &[
        "doc",
        "indexing_maps",
        "iterator_types",
        "library_call",
        "operandSegmentSizes",
    ],
    parse: Some(parse_generic),
    print: Some(print_generic),
    verify: Some(verify_generic),
    block_arg_names: Some(generic_arg_names),
    num_regions: Some(1),
    iface: &DPS_SEGMENTS,
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    operand_segments: 2,
    ..OpDef::new("linalg.generic")
};

// ----- linalg.yield / linalg.index -----

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_return_like(p, st)
}
fn print_yield(pr: &mut OpPrinter, op: Op) {
    common::print_return_like(pr, op)
}

/// The number of loops and the inits of `op` if it is a linalg structured op
/// (MLIR's `LinalgOp` interface), else `None`.
fn linalg_op_loops(ctx: &Context, op: Op) -> Option<(usize, Range<usize>)> {
    let name = ctx.op_name(op);
    let (ins, outs) = dps_ranges(ctx, op);
    let rank = |r: &Range<usize>| {
        if r.is_empty() {
            0
        } else {
            rank_of(ctx, ctx.value_type(ctx.operand(op, r.start)))
        }
    };
    let loops = match name {
        "linalg.generic" => ctx
            .get_attr(op, "iterator_types")
            .map(|a| match ctx.attr_kind(a) {
                AttrKind::Array(v) => v.len(),
                _ => 0,
            })
            .unwrap_or(0),
        "linalg.map" | "linalg.transpose" | "linalg.broadcast" => rank(&outs),
        "linalg.reduce" => rank(&ins),
        "linalg.fill_rng_2d" => 2,
        "linalg.yield" | "linalg.index" | "linalg.softmax" | "linalg.pack" | "linalg.unpack" => {
            return None
        }
        _ if name.starts_with("linalg.winograd_") || !name.starts_with("linalg.") => return None,
        _ => structured_map_refs(ctx, op)?.1,
    };
    Some((loops, outs))
}

fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(parent) = ctx.parent_op(op) else {
        return Err("expected parent op with LinalgOp interface".into());
    };
    let result = verify_yield_in(ctx, op, parent);
    // MLIR verifies an op before the ops nested in it; bufopt's verifier visits
    // nested ops first, so leave the report to a parent that fails its own checks
    // (e.g. `linalg.fill` with a mistyped value, whose built body yields it).
    // The checks of the parent's body (its block arguments) run after the nested ops in
    // MLIR too, so a failure there does not take the yield's turn.
    if result.is_err() {
        if let Some(f) = ctx.def(parent).and_then(|d| d.verify) {
            if f(ctx, parent).is_err_and(|m| !BODY_CHECKS.iter().any(|b| m.starts_with(b))) {
                return Ok(());
            }
        }
    }
    result
}

/// The beginnings of the structured-op messages about the body's block arguments, which
/// MLIR's structured-op interface reports after verifying the nested ops.
const BODY_CHECKS: [&str; 2] = [
    "expected as many non-induction variable region arguments",
    "expected type of bb argument",
];

fn verify_yield_in(ctx: &Context, op: Op, parent: Op) -> Result<(), String> {
    if ctx.regions_of(parent).len() != 1 {
        return Err("expected single non-empty parent region".into());
    }
    // Only the inits are needed; a generic always has them (the loop count
    // would cost attribute lookups).
    let outs = if ctx.def(parent).is_some_and(|d| std::ptr::eq(d, &GENERIC)) {
        dps_ranges(ctx, parent).1
    } else {
        let Some((_, outs)) = linalg_op_loops(ctx, parent) else {
            return Err("expected parent op with LinalgOp interface".into());
        };
        outs
    };
    let n = ctx.num_operands(op);
    if n != outs.len() {
        return Err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            n,
            outs.len()
        ));
    }
    for (i, (v, o)) in ctx.operands(op).zip(outs).enumerate() {
        let want = elem_of(ctx, ctx.value_type(ctx.operand(parent, o)));
        let got = ctx.value_type(v);
        if got != want {
            return Err(format!(
                "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                i + 1,
                ir::printer::type_to_string(ctx, got),
                ir::printer::type_to_string(ctx, want)
            ));
        }
    }
    Ok(())
}

/// `linalg.yield`: the terminator of a structured op's body; its operands are the new values of the
/// `outs` elements.
pub static YIELD: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(parse_yield),
    print: Some(print_yield),
    verify: Some(verify_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("linalg.yield")
};

fn parse_index(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    let d = p.integer()?;
    if d < 0 {
        return p.err_at(loc, "expected a non-negative integer");
    }
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i64t, d as i128);
    common::set_attr(p, st, "dim", a);
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_index(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let d = ctx
        .get_attr(op, "dim")
        .and_then(|a| common::int_attr_value(ctx, a))
        .unwrap_or(0);
    pr.w(&format!(" {}", d));
    pr.attr_dict(op, &["dim"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

fn verify_index(ctx: &Context, op: Op) -> Result<(), String> {
    let Some((loops, _)) = ctx.parent_op(op).and_then(|p| linalg_op_loops(ctx, p)) else {
        return Err("expected parent op with LinalgOp interface".into());
    };
    let dim = ctx
        .get_attr(op, "dim")
        .and_then(|a| common::int_attr_value(ctx, a))
        .unwrap_or(0);
    if dim < 0 || dim as u128 >= loops as u128 {
        return Err(format!(
            "expected dim ({}) to be lower than the number of loops ({}) of the enclosing LinalgOp",
            dim, loops
        ));
    }
    Ok(())
}

/// `linalg.index`: the current iteration index along a loop dimension, inside a structured op's
/// body.
pub static INDEX: OpDef = OpDef {
    traits: PURE,
    inherent: &["dim"],
    parse: Some(parse_index),
    print: Some(print_index),
    verify: Some(verify_index),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("linalg.index")
};

// ----- linalg.map / linalg.reduce -----

/// `{ op.name {attrs} }` of the short form.
type Payload = (String, Vec<(Sym, Attr)>);

fn parse_payload_name(p: &mut OpParser) -> DResult<Option<Payload>> {
    if !p.consume_if(Tok::LBrace) {
        return Ok(None);
    }
    let name = if p.is(Tok::String) {
        p.string()?
    } else {
        p.parse_any_keyword()?
    };
    let mut attrs = Vec::new();
    p.optional_attr_dict(&mut attrs)?;
    p.expect(Tok::RBrace, "'}'")?;
    Ok(Some((name, attrs)))
}

/// Builds the body `^bb0(args): %r = payload(...); linalg.yield %r`.
fn build_payload_body(
    p: &mut OpParser,
    st: &mut OpState,
    name: &str,
    attrs: Vec<(Sym, Attr)>,
    init_first: bool,
) -> DResult<()> {
    let types = st
        .operands
        .iter()
        .map(|v| p.p.ctx.value_type(*v))
        .collect::<Vec<_>>();
    if types.is_empty() {
        st.regions.push(p.ctx().new_region());
        return Ok(());
    }
    let loc = p.loc;
    let ctx = p.ctx();
    let (r, b, args) = new_body(ctx, &types);
    let n = args.len();
    let operands: Vec<Value> = if init_first {
        std::iter::once(args[n - 1])
            .chain(args[..n - 1].iter().copied())
            .collect()
    } else {
        args[..n - 1].to_vec()
    };
    let rt = elem_of(ctx, *types.last().unwrap());
    let mut bb = BodyBuilder { ctx, block: b, loc };
    let v = bb.value(name, &operands, rt, attrs);
    bb.yield_(&[v]);
    st.regions.push(r);
    Ok(())
}

/// `(%a: t, ...) { ... }` of the long form.
fn parse_arg_region(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let args = common::paren_list(p, |p| {
        let (u, t) = p.argument(true)?;
        let mut attrs = Vec::new();
        p.optional_attr_dict(&mut attrs)?;
        p.trailing_location()?;
        Ok((u, t.unwrap()))
    })?;
    let r = p.region(&args)?;
    st.regions.push(r);
    Ok(())
}

fn tensor_results(p: &mut OpParser, st: &mut OpState, out_types: &[Type]) {
    for t in out_types {
        if is_ranked_tensor(p.p.ctx, *t) {
            st.result_types.push(*t);
        }
    }
}

fn parse_map(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let payload = parse_payload_name(p)?;
    let parts = parse_common(p, st, false)?;
    tensor_results(p, st, &parts.out_types);
    p.optional_attr_dict(&mut st.attrs)?;
    match payload {
        Some((name, attrs)) => build_payload_body(p, st, &name, attrs, false),
        None => parse_arg_region(p, st),
    }
}

/// The single payload op of a map/reduce body, when the short form applies.
fn find_payload(ctx: &Context, op: Op, init_first: bool) -> Option<Op> {
    let r = *ctx.regions_of(op).first()?;
    let b = ctx.entry_block(r)?;
    let ops = ctx.block_op_vec(b);
    if ops.len() != 2 {
        return None;
    }
    let (payload, term) = (ops[0], ops[1]);
    if !ctx.is_op(term, "linalg.yield") || !ctx.regions_of(payload).is_empty() {
        return None;
    }
    if ctx.operand_vec(term) != ctx.results(payload).to_vec() {
        return None;
    }
    let args = ctx.block_args(b);
    let operands = ctx.operand_vec(payload);
    if operands.is_empty() || args.is_empty() {
        return None;
    }
    if init_first {
        let n = args.len();
        if operands.len() != n || operands[n - 1] != args[0] {
            return None;
        }
        if operands[..n - 1] != args[1..] {
            return None;
        }
    } else {
        let n = args.len() - 1;
        if operands.len() != n || operands[..] != args[..n] {
            return None;
        }
    }
    Some(payload)
}

fn print_short_form(pr: &mut OpPrinter, payload: Op) {
    let ctx = pr.ctx;
    pr.w(" { ");
    pr.w(ctx.op_name(payload));
    let mut elided: Vec<&str> = Vec::new();
    for (k, a) in &ctx.op(payload).attrs {
        if opaque_enum_value(ctx, *a, "arith", "fastmath") == Some("none") {
            elided.push(ctx.str(*k));
            break;
        }
    }
    pr.attr_dict(payload, &elided);
    pr.w(" }");
}

fn print_arg_region(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let r = ctx.regions_of(op)[0];
    pr.increase_indent();
    pr.newline_indent();
    pr.w("(");
    if let Some(b) = ctx.entry_block(r) {
        for (i, &a) in ctx.block_args(b).iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.value_with_type(a);
            pr.arg_loc(a);
        }
    }
    pr.w(") ");
    pr.region(r, false, true, false);
    pr.decrease_indent();
}

fn print_map(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let payload = find_payload(ctx, op, false);
    if let Some(pl) = payload {
        print_short_form(pr, pl);
    }
    print_common(pr, op);
    pr.attr_dict(op, &[]);
    if payload.is_none() {
        print_arg_region(pr, op);
    }
}

fn verify_map(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = dps_operands(ctx, op);
    let Some(init) = outs.first() else {
        return Err("expected an init operand".into());
    };
    let out_shape = ctx
        .type_kind(ctx.value_type(*init))
        .shape()
        .map(|s| s.to_vec());
    let r = ctx.regions_of(op)[0];
    if let Some(b) = ctx.entry_block(r) {
        let args = ctx.block_args(b);
        if ins.len() + 1 != args.len() {
            return Err(format!(
                "expects number of operands to match the arity of mapper, but got: {} and {}",
                ins.len() + 1,
                args.len()
            ));
        }
        for (a, v) in args.iter().zip(&ins) {
            let e = elem_of(ctx, ctx.value_type(*v));
            if e != ctx.value_type(*a) {
                return Err(format!(
                    "expected element type of input {} to match bbArg type {}",
                    ir::printer::type_to_string(ctx, e),
                    ir::printer::type_to_string(ctx, ctx.value_type(*a))
                ));
            }
        }
    }
    for v in &ins {
        let s = ctx
            .type_kind(ctx.value_type(*v))
            .shape()
            .map(|s| s.to_vec());
        if s != out_shape {
            // MLIR prints the shapes as plain integer lists, so a dynamic
            // size shows as its sentinel value.
            let fmt = |s: &Option<Vec<i64>>| {
                s.clone()
                    .unwrap_or_default()
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "expected shape of input ({}) to match shape of output ({})",
                fmt(&s),
                fmt(&out_shape)
            ));
        }
    }
    Ok(())
}

fn map_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if !ctx.results(op).is_empty() {
        set(0, "mapped".into());
    }
}

/// `linalg.map`: applies its body elementwise to `ins`, writing `init`.
pub static MAP: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    parse: Some(parse_map),
    print: Some(print_map),
    verify: Some(verify_map),
    result_names: Some(map_names),
    block_arg_names: Some(init_arg_names),
    num_regions: Some(1),
    iface: &DPS_LAST,
    operands: Count::AtLeast(1),
    results: Count::AtLeast(0),
    ..OpDef::new("linalg.map")
};

fn parse_reduce(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let payload = parse_payload_name(p)?;
    let parts = parse_common(p, st, false)?;
    tensor_results(p, st, &parts.out_types);
    parse_named_i64_array(p, st, "dimensions")?;
    p.optional_attr_dict(&mut st.attrs)?;
    match payload {
        Some((name, attrs)) => build_payload_body(p, st, &name, attrs, true),
        None => parse_arg_region(p, st),
    }
}

fn print_reduce(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let payload = find_payload(ctx, op, true);
    if let Some(pl) = payload {
        print_short_form(pr, pl);
    }
    print_common(pr, op);
    pr.w(" dimensions = ");
    print_i64_list(pr, &i64_array_attr(ctx, op, "dimensions"));
    pr.w(" ");
    pr.attr_dict(op, &["dimensions"]);
    if payload.is_none() {
        print_arg_region(pr, op);
    }
}

fn verify_reduce(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = dps_operands(ctx, op);
    if ins.is_empty() || outs.is_empty() {
        return Err("expected at least one input and one init".into());
    }
    let dims = i64_array_attr(ctx, op, "dimensions");
    let it = ctx.value_type(ins[0]);
    let ot = ctx.value_type(outs[0]);
    let in_shape = ctx.type_kind(it).shape().unwrap_or(&[]).to_vec();
    let out_shape = ctx.type_kind(ot).shape().unwrap_or(&[]).to_vec();
    for &d in &dims {
        if d < 0 || d >= in_shape.len() as i64 {
            return Err(format!(
                "dimensions for reduction should be in the range [0, {}].",
                in_shape.len() as i64 - 1
            ));
        }
    }
    let kept: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, d)| *d)
        .collect();
    if kept.len() != out_shape.len() {
        return Err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            kept.len(),
            out_shape.len()
        ));
    }
    if kept != out_shape {
        let fmt = |s: &[i64]| {
            s.iter()
                .map(|d| {
                    if *d == ir::DYNAMIC {
                        "?".to_string()
                    } else {
                        d.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            fmt(&out_shape),
            fmt(&kept)
        ));
    }
    verify_reduce_block_args(ctx, op, &ins, &outs)
}

/// The combiner takes one element of every input, then of every init.
fn verify_reduce_block_args(
    ctx: &Context,
    op: Op,
    ins: &[Value],
    outs: &[Value],
) -> Result<(), String> {
    let args = ctx
        .regions_of(op)
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block_args(b))
        .unwrap_or(&[]);
    if args.len() != ctx.num_operands(op) {
        return Err("mismatching number of operands and block arguments".into());
    }
    let init_args = &args[args.len() - outs.len()..];
    for (side, values, args) in [("input", ins, args), ("output", outs, init_args)] {
        for (&v, &arg) in values.iter().zip(args) {
            let element = common::element_type_or_self(ctx, ctx.value_type(v));
            let arg_type = ctx.value_type(arg);
            if element != arg_type {
                return Err(format!(
                    "{side} element type '{}' does not match corresponding block argument type '{}'",
                    ir::printer::type_to_string(ctx, element),
                    ir::printer::type_to_string(ctx, arg_type)
                ));
            }
        }
    }
    Ok(())
}

fn reduce_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if !ctx.results(op).is_empty() {
        set(0, "reduced".into());
    }
}

/// `linalg.reduce`: reduces `ins` along `dimensions` into `inits` with its body as the combiner.
pub static REDUCE: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["dimensions"],
    parse: Some(parse_reduce),
    print: Some(print_reduce),
    verify: Some(verify_reduce),
    result_names: Some(reduce_names),
    block_arg_names: Some(init_arg_names),
    num_regions: Some(1),
    iface: &DPS_HALF,
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("linalg.reduce")
};

// ----- linalg.transpose / linalg.broadcast -----

fn attr_name_of(p: &mut OpParser, st: &OpState) -> &'static str {
    if p.p.ctx.str(st.name) == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    }
}

fn parse_transpose_like(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let parts = parse_common(p, st, false)?;
    tensor_results(p, st, &parts.out_types);
    let name = attr_name_of(p, st);
    parse_named_i64_array(p, st, name)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let loc = p.loc;
    let r = transpose_like_body(p.ctx(), &st.operands, loc);
    st.regions.push(r);
    Ok(())
}

/// The implicit body of `linalg.transpose` / `linalg.broadcast` over
/// `operands`: it yields the input element. Its arguments are where the
/// operands are (as MLIR builds it).
pub fn transpose_like_body(ctx: &mut Context, operands: &[Value], loc: Loc) -> Region {
    let types: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    let (r, b, args) = new_body(ctx, &types);
    for (&a, &v) in args.iter().zip(operands) {
        let at = ctx.value_loc(v);
        ctx.set_arg_loc(a, at);
    }
    if let Some(&a) = args.first() {
        let mut bb = BodyBuilder { ctx, block: b, loc };
        bb.yield_(&[a]);
    }
    r
}

fn print_transpose_like(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let name = if ctx.op_name(op) == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    };
    print_common(pr, op);
    pr.w(&format!(" {} = ", name));
    print_i64_list(pr, &i64_array_attr(ctx, op, name));
    pr.w(" ");
    pr.attr_dict(op, &[name]);
}

fn verify_transpose(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = dps_operands(ctx, op);
    if ins.len() != 1 || outs.len() != 1 {
        return Err("expected one input and one init".into());
    }
    let perm = i64_array_attr(ctx, op, "permutation");
    let it = ctx.value_type(ins[0]);
    let ot = ctx.value_type(outs[0]);
    let (is, os) = (
        ctx.type_kind(it).shape().unwrap_or(&[]).to_vec(),
        ctx.type_kind(ot).shape().unwrap_or(&[]).to_vec(),
    );
    if is.len() != os.len() {
        return Err(format!(
            "input rank {} does not match init rank {}",
            is.len(),
            os.len()
        ));
    }
    if perm.len() != is.len() {
        return Err(format!(
            "size of permutation {} does not match the argument rank {}",
            perm.len(),
            is.len()
        ));
    }
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        if p < 0 || p as usize >= perm.len() || seen[p as usize] {
            return Err("permutation is not valid".into());
        }
        seen[p as usize] = true;
    }
    for (i, &p) in perm.iter().enumerate() {
        if is[p as usize] != os[i] {
            return Err(format!(
                "dim(result, {}) = {} doesn't match dim(input, permutation[{}]) = {}",
                i, os[i], i, is[p as usize]
            ));
        }
    }
    Ok(())
}

fn verify_broadcast(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = dps_operands(ctx, op);
    if ins.len() != 1 || outs.len() != 1 {
        return Err("expected one input and one init".into());
    }
    let dims = i64_array_attr(ctx, op, "dimensions");
    let is = ctx
        .type_kind(ctx.value_type(ins[0]))
        .shape()
        .unwrap_or(&[])
        .to_vec();
    let os = ctx
        .type_kind(ctx.value_type(outs[0]))
        .shape()
        .unwrap_or(&[])
        .to_vec();
    if is.len() + dims.len() != os.len() {
        return Err(format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
            is.len(),
            dims.len(),
            os.len()
        ));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d as usize >= os.len() {
            return Err(format!(
                "dimension {} is out of range. expected range: [0, {}], got: {}",
                i,
                os.len() as i64 - 1,
                d
            ));
        }
    }
    let kept: Vec<usize> = (0..os.len())
        .filter(|i| !dims.contains(&(*i as i64)))
        .collect();
    for (input_dim, &init_dim) in kept.iter().enumerate() {
        if is[input_dim] != os[init_dim] {
            return Err(format!(
                "input dim {} should match init dim {}. input: {}, init: {}",
                input_dim, init_dim, is[input_dim], os[init_dim]
            ));
        }
    }
    Ok(())
}

fn transpose_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if !ctx.results(op).is_empty() {
        set(0, "transposed".into());
    }
}

fn broadcast_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if !ctx.results(op).is_empty() {
        set(0, "broadcasted".into());
    }
}

/// `linalg.transpose`: permutes the dimensions of `input` into `init`.
pub static TRANSPOSE: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["permutation"],
    parse: Some(parse_transpose_like),
    print: Some(print_transpose_like),
    verify: Some(verify_transpose),
    result_names: Some(transpose_names),
    num_regions: Some(1),
    iface: &DPS_AFTER_FIRST,
    operands: Count::Exactly(2),
    results: Count::AtLeast(0),
    ..OpDef::new("linalg.transpose")
};

ir::op_view! {
    /// `linalg.transpose`: `input` permuted into `init`.
    pub Transpose = TRANSPOSE;
    operands { input: 0, init: 1 }
}

/// `linalg.broadcast`: copies `input` into `init`, adding the dimensions listed in `dimensions`.
pub static BROADCAST: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    inherent: &["dimensions"],
    parse: Some(parse_transpose_like),
    print: Some(print_transpose_like),
    verify: Some(verify_broadcast),
    result_names: Some(broadcast_names),
    num_regions: Some(1),
    iface: &DPS_AFTER_FIRST,
    operands: Count::Exactly(2),
    results: Count::AtLeast(0),
    ..OpDef::new("linalg.broadcast")
};

ir::op_view! {
    /// `linalg.broadcast`: `input` broadcast into `init`.
    pub Broadcast = BROADCAST;
    operands { input: 0, init: 1 }
}

/// `linalg.fill`: `value` spread into `output`. The named ops are built from
/// the table in `linalg_named` (they have no static definition to check a
/// kind against), so this view wraps an op the caller knows to be a fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fill(pub Op);

impl Fill {
    /// Operand 0, the scalar filled in.
    #[inline]
    pub fn value(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// Operand 1, the tensor or buffer filled.
    #[inline]
    pub fn output(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 1)
    }
}

/// `linalg.copy`: `input` copied into `init` (a named op, as [`Fill`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Copy(pub Op);

impl Copy {
    /// Operand 0, the copied tensor or buffer.
    #[inline]
    pub fn input(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// Operand 1, the destination.
    #[inline]
    pub fn init(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 1)
    }
}

// ----- ops with an `indexing_maps` property: matmul, batch_matmul,
// batch_reduce_matmul, contract, elementwise -----

/// Default indexing maps of the matmul-like ops (None: no default).
fn default_maps(
    ctx: &mut Context,
    name: &str,
    in_types: &[Type],
    out_types: &[Type],
) -> Option<Vec<Attr>> {
    Some(match name {
        "linalg.matmul" => vec![
            dims_map(ctx, 3, &[0, 2]),
            dims_map(ctx, 3, &[2, 1]),
            dims_map(ctx, 3, &[0, 1]),
        ],
        "linalg.batch_matmul" => vec![
            dims_map(ctx, 4, &[0, 1, 3]),
            dims_map(ctx, 4, &[0, 3, 2]),
            dims_map(ctx, 4, &[0, 1, 2]),
        ],
        "linalg.batch_reduce_matmul" => vec![
            dims_map(ctx, 4, &[0, 1, 3]),
            dims_map(ctx, 4, &[0, 3, 2]),
            dims_map(ctx, 4, &[1, 2]),
        ],
        "linalg.elementwise" => {
            let rank = out_types.first().map(|t| rank_of(ctx, *t)).unwrap_or(0);
            identity_maps(ctx, rank, in_types.len() + out_types.len())
        }
        _ => return None,
    })
}

fn parse_maps_list(p: &mut OpParser) -> DResult<Attr> {
    p.expect(Tok::Equal, "'='")?;
    let loc = p.cur_loc();
    let a = p.attribute(None)?;
    let ctx: &Context = p.p.ctx;
    let ok = match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .all(|x| matches!(ctx.attr_kind(*x), AttrKind::AffineMap(_))),
        _ => false,
    };
    if !ok {
        return p.err_at(loc, "expected affine map attribute");
    }
    Ok(a)
}

fn parse_mapped_op(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.p.ctx.str(st.name).to_string();
    if name != "linalg.elementwise" {
        return parse_mapped_op_after_kind(p, st, &name);
    }
    p.keyword("kind")?;
    p.expect(Tok::Equal, "'='")?;
    let a = p.attribute(None)?;
    common::set_attr(p, st, "kind", a);
    // MLIR's elementwise parser adds its own error to any of the rest.
    parse_mapped_op_after_kind(p, st, &name).map_err(|mut d| {
        let more = format!("custom op '{name}' unable to parse elemwise op");
        d.follow.push(ir::Diagnostic::error(p.cur_loc(), more));
        d
    })
}

fn parse_mapped_op_after_kind(p: &mut OpParser, st: &mut OpState, name: &str) -> DResult<()> {
    let mut maps = None;
    if p.optional_keyword("indexing_maps") {
        maps = Some(parse_maps_list(p)?);
    } else if name == "linalg.contract" {
        p.keyword("indexing_maps")?;
    }
    let parts = parse_common(p, st, true)?;
    if name == "linalg.elementwise" {
        p.optional_attr_dict(&mut st.attrs)?;
    }
    parse_optional_results(p, st)?;
    let maps = match maps {
        Some(m) => m,
        None => {
            let d =
                default_maps(p.ctx(), name, &parts.in_types, &parts.out_types).unwrap_or_default();
            p.ctx().array_attr(d)
        }
    };
    common::set_attr(p, st, "indexing_maps", maps);
    let attrs = st.attrs.clone();
    let operands = parts.in_types.len() + parts.out_types.len();
    if let Err(m) = linalg_named::check_payload_arity(p.ctx(), name, &attrs, operands) {
        return p.err_at(p.cur_loc(), m);
    }
    let loc = p.loc;
    let r = linalg_named::build_body(p.ctx(), name, &parts.in_types, &parts.out_types, &attrs);
    match r {
        Ok(r) => st.regions.push(r),
        Err(m) => return p.err_at(loc, format!("custom op '{}' {}", name, m)),
    }
    Ok(())
}

fn print_mapped_op(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let name = ctx.op_name(op);
    if name == "linalg.elementwise" {
        pr.w(" kind=");
        if let Some(k) = ctx.get_attr(op, "kind") {
            pr.attr(k);
        }
    }
    let maps = ctx.get_attr(op, "indexing_maps");
    let (ins, outs) = dps_operands(ctx, op);
    let show = match maps {
        None => false,
        Some(m) => {
            if name == "linalg.contract" {
                true
            } else {
                let it: Vec<Type> = ins.iter().map(|v| ctx.value_type(*v)).collect();
                let ot: Vec<Type> = outs.iter().map(|v| ctx.value_type(*v)).collect();
                !default_maps_eq(ctx, name, &it, &ot, m)
            }
        }
    };
    if show {
        pr.w(" indexing_maps = [");
        for (i, a) in array_elems(ctx, maps.unwrap()).iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.attr(*a);
        }
        pr.w("]");
    }
    pr.attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "linalg.memoized_indexing_maps",
            "indexing_maps",
            "kind",
        ],
    );
    print_common(pr, op);
    print_results(pr, op);
}

/// Whether `maps` equals the op's default maps (computed without a mutable context).
fn default_maps_eq(ctx: &Context, name: &str, ins: &[Type], outs: &[Type], maps: Attr) -> bool {
    let want: Vec<AffineMap> = match name {
        "linalg.matmul" => vec![dm(3, &[0, 2]), dm(3, &[2, 1]), dm(3, &[0, 1])],
        "linalg.batch_matmul" => vec![dm(4, &[0, 1, 3]), dm(4, &[0, 3, 2]), dm(4, &[0, 1, 2])],
        "linalg.batch_reduce_matmul" => vec![dm(4, &[0, 1, 3]), dm(4, &[0, 3, 2]), dm(4, &[1, 2])],
        "linalg.elementwise" => {
            let rank = outs.first().map(|t| rank_of(ctx, *t)).unwrap_or(0);
            vec![AffineMap::identity(rank as u32); ins.len() + outs.len()]
        }
        _ => return false,
    };
    let got = array_elems(ctx, maps);
    got.len() == want.len()
        && got
            .iter()
            .zip(&want)
            .all(|(a, w)| matches!(ctx.attr_kind(*a), AttrKind::AffineMap(m) if m == w))
}

fn dm(n: u32, r: &[u32]) -> AffineMap {
    AffineMap::new(n, 0, r.iter().map(|&d| AffineExpr::dim(d)).collect())
}

fn verify_mapped_op(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = dps_operands(ctx, op);
    verify_structured(ctx, op, &ins, &outs)
}

macro_rules! mapped_op {
    ($id:ident, $name:literal, $inherent:expr) => {
        #[doc = concat!("`", $name, "`: a structured op with `indexing_maps`, its body built from the op kind.")]
        pub static $id: OpDef = OpDef {
            traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
            inherent: $inherent,
            parse: Some(parse_mapped_op),
            print: Some(print_mapped_op),
            verify: Some(verify_mapped_op),
            num_regions: Some(1),
            iface: &DPS_SEGMENTS,
            operands: Count::AtLeast(0),
            results: Count::AtLeast(0),
            operand_segments: 2,
            ..OpDef::new($name)
        };
    };
}

mapped_op!(
    MATMUL,
    "linalg.matmul",
    &["indexing_maps", "cast", "operandSegmentSizes"]
);
mapped_op!(
    BATCH_MATMUL,
    "linalg.batch_matmul",
    &["indexing_maps", "cast", "operandSegmentSizes"]
);
mapped_op!(
    BATCH_REDUCE_MATMUL,
    "linalg.batch_reduce_matmul",
    &["indexing_maps", "cast", "operandSegmentSizes"]
);
mapped_op!(
    CONTRACT,
    "linalg.contract",
    &["indexing_maps", "cast", "operandSegmentSizes"]
);
mapped_op!(
    ELEMENTWISE,
    "linalg.elementwise",
    &["indexing_maps", "kind", "operandSegmentSizes"]
);

// ----- linalg.softmax -----

fn parse_softmax(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)?;
    p.keyword("dimension")?;
    p.expect(Tok::LParen, "'('")?;
    let d = p.integer()?;
    p.expect(Tok::RParen, "')'")?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i64t, d as i128);
    common::set_attr(p, st, "dimension", a);
    let mut vals = Vec::new();
    for kw in ["ins", "outs"] {
        p.keyword(kw)?;
        p.expect(Tok::LParen, "'('")?;
        let u = p.operand()?;
        let t = p.colon_type()?;
        p.expect(Tok::RParen, "')'")?;
        vals.push(p.resolve(&u, t)?);
    }
    st.operands = vals;
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.type_list()?;
    }
    Ok(())
}

fn print_softmax(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &["dimension"]);
    let d = ctx
        .get_attr(op, "dimension")
        .and_then(|a| common::int_attr_value(ctx, a))
        .unwrap_or(0);
    pr.w(&format!(" dimension({})", d));
    let ops = ctx.operand_vec(op);
    for (kw, v) in ["ins", "outs"].iter().zip(&ops) {
        pr.w(&format!(" {}(", kw));
        pr.operand(*v);
        pr.w(" : ");
        pr.ty(ctx.value_type(*v));
        pr.w(")");
    }
    let ts: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    if !ts.is_empty() {
        pr.w(" -> ");
        pr.types(&ts);
    }
}

/// `linalg.softmax`: softmax of `input` along `dimension`, into `output`.
pub static SOFTMAX: OpDef = OpDef {
    inherent: &["dimension"],
    parse: Some(parse_softmax),
    print: Some(print_softmax),
    iface: &DPS_AFTER_FIRST,
    operands: Count::Exactly(2),
    results: Count::AtLeast(0),
    ..OpDef::new("linalg.softmax")
};

/// The ops defined in this file (the named ops are in `linalg_named`).
pub static OPS: [&OpDef; 13] = [
    &GENERIC,
    &YIELD,
    &INDEX,
    &MAP,
    &REDUCE,
    &TRANSPOSE,
    &BROADCAST,
    &MATMUL,
    &BATCH_MATMUL,
    &BATCH_REDUCE_MATMUL,
    &CONTRACT,
    &ELEMENTWISE,
    &SOFTMAX,
];

/// Registers the `linalg` op kinds with a static definition in `r` (the named ops are in
/// [`crate::linalg_named`]).
pub fn register(r: &mut Registry) {
    r.register_dialect("linalg");
    for d in OPS {
        r.register(d);
    }
    linalg_named::register(r);
}

// ----- indexing-map checks of structured ops -----

/// The affine maps of an `indexing_maps` array attribute (non-map entries are skipped).
fn map_refs_of_attr(ctx: &Context, a: Attr) -> Vec<&AffineMap> {
    let AttrKind::Array(elems) = ctx.attr_kind(a) else {
        return Vec::new();
    };
    elems
        .iter()
        .filter_map(|m| match ctx.attr_kind(*m) {
            AttrKind::AffineMap(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// Indexing maps of a structured op, borrowed from its attribute or computed
/// from its op-DSL definition.
enum Maps<'a> {
    Attr(Vec<&'a AffineMap>),
    Owned(Vec<AffineMap>),
}

impl Maps<'_> {
    fn refs(&self) -> Vec<&AffineMap> {
        match self {
            Maps::Attr(v) => v.clone(),
            Maps::Owned(v) => v.iter().collect(),
        }
    }
}

/// The indexing maps and the number of loops of a structured op whose maps
/// come from its `indexing_maps` attribute (borrowed) or its op-DSL
/// definition; `None` for the ops checked by their own verifiers (map,
/// reduce, transpose, broadcast) and for non-structured ops.
fn structured_map_refs(ctx: &Context, op: Op) -> Option<(Maps<'_>, usize)> {
    match ctx.op_name(op) {
        "linalg.generic" => {
            let maps = map_refs_of_attr(ctx, ctx.get_attr(op, "indexing_maps")?);
            let loops = match ctx.attr_kind(ctx.get_attr(op, "iterator_types")?) {
                AttrKind::Array(v) => v.len(),
                _ => 0,
            };
            Some((Maps::Attr(maps), loops))
        }
        "linalg.matmul"
        | "linalg.batch_matmul"
        | "linalg.batch_reduce_matmul"
        | "linalg.contract"
        | "linalg.elementwise" => {
            let maps = map_refs_of_attr(ctx, ctx.get_attr(op, "indexing_maps")?);
            let loops = maps.last().map(|m| m.num_dims as usize).unwrap_or(0);
            Some((Maps::Attr(maps), loops))
        }
        _ => {
            let maps = linalg_named::named_indexing_maps(ctx, op)?;
            let loops = maps.first().map(|m| m.num_dims as usize).unwrap_or(0);
            Some((Maps::Owned(maps), loops))
        }
    }
}

/// The indexing maps of a structured op, one per operand (MLIR's
/// `LinalgOp::getIndexingMapsArray`): those spelled out in its attribute or
/// its op-DSL definition, as `structured_map_refs` finds them, and those
/// that map, reduce, transpose and broadcast imply by their operand ranks and
/// dimension attributes.
pub fn structured_indexing_maps(ctx: &Context, op: Op) -> Option<Vec<AffineMap>> {
    if let Some(def) = ctx.def(op) {
        let implied = [&MAP, &REDUCE, &TRANSPOSE, &BROADCAST];
        if implied.iter().any(|d| std::ptr::eq(*d, def)) {
            return implied_indexing_maps(ctx, op, def);
        }
    }
    let (maps, _) = structured_map_refs(ctx, op)?;
    Some(maps.refs().into_iter().cloned().collect())
}

/// The indexing maps of `linalg.map`, `linalg.reduce`, `linalg.transpose` and
/// `linalg.broadcast`, whose loops are the dimensions of the init (map,
/// transpose, broadcast) or of the inputs (reduce).
fn implied_indexing_maps(ctx: &Context, op: Op, def: &OpDef) -> Option<Vec<AffineMap>> {
    let n = ctx.num_operands(op);
    if n == 0 {
        return None;
    }
    let rank_of = |i: usize| ctx.type_kind(ctx.value_type(ctx.operand(op, i))).rank();
    let dims_attr = |key: &str| crate::offsets::static_array(ctx, op, key);
    // The identity over `rank` loops without the `dropped` ones.
    let dropping = |rank: usize, dropped: &[i64]| {
        let kept = (0..rank as u32)
            .filter(|&d| !dropped.contains(&(d as i64)))
            .map(AffineExpr::Dim)
            .collect();
        AffineMap::new(rank as u32, 0, kept)
    };
    if std::ptr::eq(def, &MAP) {
        let rank = rank_of(n - 1)? as u32;
        Some(vec![AffineMap::identity(rank); n])
    } else if std::ptr::eq(def, &REDUCE) {
        let (ins, inits) = dps_ranges(ctx, op);
        let rank = rank_of(0)?;
        let reduced = dims_attr("dimensions")?;
        let mut maps = vec![AffineMap::identity(rank as u32); ins.len()];
        maps.extend(inits.map(|_| dropping(rank, &reduced)));
        Some(maps)
    } else if std::ptr::eq(def, &TRANSPOSE) {
        let perm: Vec<u32> = dims_attr("permutation")?
            .iter()
            .map(|&p| u32::try_from(p).ok())
            .collect::<Option<_>>()?;
        let input = AffineMap::permutation(&perm).inverse_permutation()?;
        Some(vec![input, AffineMap::identity(perm.len() as u32)])
    } else {
        let rank = rank_of(n - 1)?;
        let added = dims_attr("dimensions")?;
        Some(vec![
            dropping(rank, &added),
            AffineMap::identity(rank as u32),
        ])
    }
}

/// MLIR's structured-op checks on indexing maps (`IndexingMapOpInterface`'s
/// verifier and the domain check of `verifyStructuredOpInterface`): pure
/// tensor or buffer operands, one map per operand, no symbols, map result
/// rank = operand rank, invertible concatenated map, static shapes consistent
/// with the loop ranges the maps infer, and every map over all loops.
fn verify_indexing_maps(ctx: &Context, op: Op) -> Result<(), String> {
    // The checks depend only on the op name, its attributes and its operand
    // types, all interned: a combination that passed once passes again.
    let mut key: SmallVec<[u32; 32]> = SmallVec::new();
    key.push(MEMO_INDEXING_MAPS);
    key.push(ctx.op(op).name.0);
    for &(k, a) in &ctx.op(op).attrs {
        key.push(k.0);
        key.push(a.0);
    }
    key.push(u32::MAX);
    for v in ctx.operands(op) {
        key.push(ctx.value_type(v).0);
    }
    if ctx.memo_get(&key).is_some() {
        return Ok(());
    }
    verify_indexing_maps_uncached(ctx, op)?;
    ctx.memo_set(&key, 0);
    Ok(())
}

/// Tag of [`verify_indexing_maps`]'s entries in the context's memo.
const MEMO_INDEXING_MAPS: u32 = common::MEMO_TAG_LINALG;

fn verify_indexing_maps_uncached(ctx: &Context, op: Op) -> Result<(), String> {
    let operands = ctx.operand_vec(op);
    let kinds: Vec<&TypeKind> = operands
        .iter()
        .map(|v| ctx.type_kind(ctx.value_type(*v)))
        .collect();
    let pure_tensor = kinds.iter().all(|k| !k.is_shaped() || k.is_tensor());
    let pure_buffer = kinds.iter().all(|k| !k.is_shaped() || k.is_memref());
    if !pure_tensor && !pure_buffer && !operands.is_empty() {
        return Err("expected to have pure tensor or buffer semantics".into());
    }
    let Some((maps, num_loops)) = structured_map_refs(ctx, op) else {
        return Ok(());
    };
    let maps = maps.refs();
    if maps.len() != operands.len() {
        return Err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            operands.len()
        ));
    }
    let shapes: Vec<&[i64]> = kinds.iter().map(|k| k.shape().unwrap_or(&[])).collect();
    let mut all_sizes = Vec::new();
    for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
        if m.num_symbols != 0 {
            return Err(format!("unexpected symbols in indexing_map #{}", i));
        }
        if m.results.len() != shape.len() {
            return Err(format!(
                "expected operand #{} rank ({}) to match the result rank of indexing_map ({})",
                i,
                shape.len(),
                m.results.len()
            ));
        }
        all_sizes.extend_from_slice(shape);
    }
    // The loops-to-shapes map is the concatenation of the maps; it inverts when
    // every loop appears as a plain dim result (the first one gives its range).
    let num_dims = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
    let concat: Vec<&AffineExpr> = maps.iter().flat_map(|m| m.results.iter()).collect();
    let mut first = vec![None; num_dims as usize];
    for (j, e) in concat.iter().enumerate() {
        if let Some(d) = e.as_dim() {
            let slot = &mut first[d as usize];
            if slot.is_none() {
                *slot = Some(j);
            }
        }
    }
    if first.iter().any(|f| f.is_none()) {
        return Err(format!(
            "invalid indexing maps are non-invertible: ({})",
            AffineMap::new(num_dims, 0, concat.into_iter().cloned().collect())
        ));
    }
    let ends: Vec<i64> = first.iter().map(|f| all_sizes[f.unwrap_or(0)]).collect();
    if ends.iter().all(|&e| e != ir::types::DYNAMIC) {
        let ends: Vec<i64> = ends.iter().map(|e| e - 1).collect();
        let starts = vec![0; ends.len()];
        for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
            for (k, (e, &size)) in m.results.iter().zip(shape.iter()).enumerate() {
                if size == ir::types::DYNAMIC || size == 0 {
                    continue;
                }
                let (Some(lo), Some(hi)) = (e.eval(&starts, &[]), e.eval(&ends, &[])) else {
                    continue;
                };
                let inferred = lo.max(hi).saturating_add(1);
                if lo.min(hi) < 0 {
                    return Err(format!(
                        "unexpected result less than 0 at expression #{} in {}",
                        k, m
                    ));
                }
                if e.as_dim().is_some() {
                    if inferred != size {
                        return Err(format!(
                            "inferred input/output operand #{} has shape's dimension #{} to be {}, but found {}",
                            i, k, inferred, size
                        ));
                    }
                } else if inferred > size {
                    return Err(format!(
                        "inferred input/output operand #{} has shape's dimension #{} to be greater than or equal to {}, but found {}",
                        i, k, inferred, size
                    ));
                }
            }
        }
    }
    for (i, m) in maps.iter().enumerate() {
        if m.num_dims as usize != num_loops {
            return Err(format!(
                "expected indexing_map #{} to have {} dim(s) to match the number of loops",
                i, num_loops
            ));
        }
    }
    Ok(())
}

/// The static size of each loop of a structured op (`DYNAMIC` where no
/// operand fixes it), as MLIR's `getStaticLoopRanges`: each loop takes the
/// size of the first operand dimension that its indexing maps send it to.
pub fn static_loop_ranges(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    let shape_of = |v: Value| ctx.type_kind(ctx.value_type(v)).shape().map(|s| s.to_vec());
    match ctx.op_name(op) {
        // Identity maps over the init's dimensions.
        "linalg.map" => return shape_of(ctx.operand(op, ctx.num_operands(op).checked_sub(1)?)),
        // Identity maps over the (first) input's dimensions.
        "linalg.reduce" => return shape_of(ctx.operand(op, 0)),
        _ => {}
    }
    let (maps, loops) = structured_map_refs(ctx, op)?;
    let mut ranges: Vec<Option<i64>> = vec![None; loops];
    for (m, v) in maps.refs().into_iter().zip(ctx.operands(op)) {
        let Some(shape) = shape_of(v) else {
            continue;
        };
        for (e, &size) in m.results.iter().zip(&shape) {
            if let AffineExpr::Dim(d) = e {
                if let Some(slot @ None) = ranges.get_mut(*d as usize) {
                    *slot = Some(size);
                }
            }
        }
    }
    Some(
        ranges
            .into_iter()
            .map(|r| r.unwrap_or(ir::DYNAMIC))
            .collect(),
    )
}
