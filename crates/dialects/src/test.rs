//! The part of MLIR's `test` dialect that buffer deallocation and
//! bufferization tests (and the design documents' examples) are written
//! with: ops that read and write buffers, with mlir-opt 22's syntax and
//! memory effects. Like mlir-opt's, the dialect accepts ops it does not
//! define (in generic form, without `--allow-unregistered-dialect`); those
//! have unknown effects.

use crate::common;
use ir::diag::DResult;
use ir::interfaces::{
    Effect, EffectKind, EffectOn, Effects, Interfaces, Operands, RegionBranch, RegionEdge,
    RegionFlow, RegionGraph,
};
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::registry::{DialectType, TypeLike};
use ir::{Context, Loc, Op, OpDef, OpState, Registry, Type};

/// `custom op 'test.x' invalid kind of type specified` unless `t` is a
/// ranked or unranked memref (the operands of these ops are
/// `AnyRankedOrUnrankedMemRef`).
fn memref_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc: Loc = p.cur_loc();
    let t = p.ty()?;
    if !p.ctx().type_kind(t).is_memref() {
        let name = p.ctx().str(st.name).to_string();
        return p.err_at(
            loc,
            format!("custom op '{name}' invalid kind of type specified"),
        );
    }
    Ok(t)
}

/// `kw(%v : type)`.
fn keyword_operand(p: &mut OpParser, st: &OpState, kw: &str) -> DResult<(UnresolvedOperand, Type)> {
    p.keyword(kw)?;
    p.expect(Tok::LParen, "'('")?;
    let v = p.operand()?;
    p.expect(Tok::Colon, "':'")?;
    let t = memref_type(p, st)?;
    p.expect(Tok::RParen, "')'")?;
    Ok((v, t))
}

/// `in(%a : type) out(%b : type)`.
fn parse_in_out(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (a, at) = keyword_operand(p, st, "in")?;
    let (b, bt) = keyword_operand(p, st, "out")?;
    st.operands = vec![p.resolve(&a, at)?, p.resolve(&b, bt)?];
    Ok(())
}

fn print_in_out(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    for (kw, i) in [("in", 0), ("out", 1)] {
        pr.w(" ");
        pr.w(kw);
        pr.w("(");
        let v = ctx.operand(op, i);
        pr.operand(v);
        pr.w(" : ");
        pr.ty(ctx.value_type(v));
        pr.w(")");
    }
}

/// Operands of the memref type constraint, for the verifier.
fn verify_memref_operands(ctx: &Context, op: Op) -> Result<(), String> {
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        if !ctx.type_kind(t).is_memref() {
            return Err(format!(
                "operand #{i} must be ranked or unranked memref of any type values, but got '{}'",
                ir::printer::type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

fn verify_two_memrefs(ctx: &Context, op: Op) -> Result<(), String> {
    verify_memref_operands(ctx, op)
}

// ----- test.buffer_based -----

fn parse_buffer_based(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_in_out(p, st)?;
    common::parse_attr_dict(p, st)
}

fn print_buffer_based(pr: &mut OpPrinter, op: Op) {
    print_in_out(pr, op);
    pr.attr_dict(op, &[]);
}

/// Reads its input buffer and writes its output buffer.
static READ_INPUT_WRITE_OUTPUT: Interfaces = Interfaces {
    effects: Effects::List(&[Effect::read(0), Effect::write(1)]),
    ..Interfaces::NONE
};

/// `test.buffer_based`: reads its input buffer and writes its output buffer, for the deallocation
/// tests.
pub static BUFFER_BASED: OpDef = OpDef {
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_buffer_based),
    print: Some(print_buffer_based),
    verify: Some(verify_two_memrefs),
    operands: Count::Exactly(2),
    results: Count::Exactly(0),
    ..OpDef::new("test.buffer_based")
};

// ----- test.region_buffer_based -----

fn parse_region_buffer_based(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_in_out(p, st)?;
    let r = p.region(&[])?;
    st.regions = vec![r];
    common::parse_attr_dict(p, st)
}

fn print_region_buffer_based(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    print_in_out(pr, op);
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], true, true, false);
    pr.attr_dict(op, &[]);
}

/// As `test.buffer_based`, with a body (element-wise, like a linalg op's).
pub static REGION_BUFFER_BASED: OpDef = OpDef {
    traits: SINGLE_BLOCK,
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_region_buffer_based),
    print: Some(print_region_buffer_based),
    verify: Some(verify_two_memrefs),
    num_regions: Some(1),
    operands: Count::Exactly(2),
    results: Count::Exactly(0),
    ..OpDef::new("test.region_buffer_based")
};

// ----- test.region_yield -----

fn parse_region_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.ty()?;
    st.operands = vec![p.resolve(&v, t)?];
    common::parse_attr_dict(p, st)
}

fn print_region_yield(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let v = ctx.operand(op, 0);
    pr.w(" ");
    pr.operand(v);
    pr.w(" : ");
    pr.ty(ctx.value_type(v));
    pr.attr_dict(op, &[]);
}

/// Ends the body of `test.region_buffer_based`, giving the element it computes.
pub static REGION_YIELD: OpDef = OpDef {
    traits: TERMINATOR | PURE | RETURN_LIKE,
    parse: Some(parse_region_yield),
    print: Some(print_region_yield),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("test.region_yield")
};

// ----- test.copy -----

fn parse_copy(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let s = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let t = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    p.expect(Tok::Colon, "':'")?;
    p.expect(Tok::LParen, "'('")?;
    let st_ty = memref_type(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let tt = memref_type(p, st)?;
    p.expect(Tok::RParen, "')'")?;
    st.operands = vec![p.resolve(&s, st_ty)?, p.resolve(&t, tt)?];
    common::parse_attr_dict(p, st)
}

fn print_copy(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let (s, t) = (ctx.operand(op, 0), ctx.operand(op, 1));
    pr.w("(");
    pr.operand(s);
    pr.w(", ");
    pr.operand(t);
    pr.w(") : (");
    pr.ty(ctx.value_type(s));
    pr.w(", ");
    pr.ty(ctx.value_type(t));
    pr.w(")");
    pr.attr_dict(op, &[]);
}

/// Copies its source buffer into its target buffer.
pub static COPY: OpDef = OpDef {
    iface: &READ_INPUT_WRITE_OUTPUT,
    parse: Some(parse_copy),
    print: Some(print_copy),
    verify: Some(verify_two_memrefs),
    operands: Count::Exactly(2),
    results: Count::Exactly(0),
    ..OpDef::new("test.copy")
};

// ----- test.read_buffer -----

/// Reads its buffer and writes what it read out (a write to the default
/// resource, as mlir-opt's declaration gives it: the op is never dead).
static READ_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[
        Effect::read(0),
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Unspecified,
        },
    ]),
    ..Interfaces::NONE
};

fn verify_read_buffer(ctx: &Context, op: Op) -> Result<(), String> {
    verify_memref_operands(ctx, op)
}

/// Only reads its operand; written in generic form.
pub static READ_BUFFER: OpDef = OpDef {
    iface: &READ_IFACE,
    verify: Some(verify_read_buffer),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("test.read_buffer")
};

// ----- test.region_if / test.region_if_yield -----

/// `%a, %b : ta, tb -> (results) then {..} else {..} join {..}`. The
/// operand list may not be empty in this form (a type list follows the
/// colon), and there is no attribute dictionary.
fn parse_region_if(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let operands = p.operand_list()?;
    let types = p.colon_type_list()?;
    st.result_types = p.arrow_type_list()?;
    for kw in ["then", "else", "join"] {
        p.keyword(kw)?;
        let r = p.region(&[])?;
        st.regions.push(r);
    }
    let loc = p.cur_loc();
    st.operands = p.resolve_all(&operands, &types, loc)?;
    Ok(())
}

fn print_region_if(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let n = ctx.num_operands(op);
    pr.w(" ");
    pr.operands_of(op, 0..n);
    pr.w(": ");
    pr.operand_types_of(op, 0..n);
    pr.w(" -> ");
    pr.result_types(op);
    for (kw, &r) in ["then", "else", "join"].iter().zip(ctx.regions_of(op)) {
        pr.w(" ");
        pr.w(kw);
        pr.w(" ");
        pr.region(r, true, true, false);
    }
}

/// The checks of mlir-opt's definition: three regions of at most one block
/// each (the first exactly one), each ending in `test.region_if_yield`, and
/// matching types along every edge of the region graph.
fn verify_region_if(ctx: &Context, op: Op) -> Result<(), String> {
    let regions = ctx.regions_of(op);
    if regions.len() != 3 {
        return Err("expected 3 regions".into());
    }
    if ctx.region_blocks(regions[0]).len() != 1 {
        return Err(
            "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks".into(),
        );
    }
    for (i, &r) in regions.iter().enumerate() {
        if ctx.region_blocks(r).len() > 1 {
            return Err(format!("expects region #{i} to have 0 or 1 blocks"));
        }
    }
    for (i, &r) in regions.iter().enumerate() {
        // mlir-opt reads the arguments of the entry block of every region
        // while checking the edges, and an empty region has none to read.
        let Some(b) = ctx.entry_block(r) else {
            return Err(format!(
                "region #{i} has no block: the values branching into it have no arguments to go to"
            ));
        };
        match ctx.last_op(b) {
            Some(t) if ctx.isa(t, &REGION_IF_YIELD) => {}
            Some(t) => {
                let msg = format!(
                    "expects regions to end with 'test.region_if_yield', found '{}'",
                    ctx.op_name(t)
                );
                return Err(ir::registry::note_at(
                    &msg,
                    op,
                    "in custom textual format, the absence of terminator implies 'test.region_if_yield'",
                ));
            }
            None => return Err("expects a non-empty block".into()),
        }
    }
    ir::interfaces::verify_region_graph_types(ctx, op)
}

/// `then` and `else` are the entry regions; both continue into `join`,
/// which returns to the op. Each runs at most once.
static REGION_IF_IFACE: Interfaces = Interfaces {
    region_branch: Some(RegionBranch {
        entry_operands: Operands::All,
        flow: RegionFlow::Once,
        graph: Some(&RegionGraph {
            from_parent: &[RegionEdge::region(0), RegionEdge::region(1)],
            from_region: &[
                &[RegionEdge::region(2)],
                &[RegionEdge::region(2)],
                &[RegionEdge::PARENT],
            ],
        }),
    }),
    ..Interfaces::NONE
};

/// An if-then-else whose two branches meet in a join region.
pub static REGION_IF: OpDef = OpDef {
    traits: SINGLE_BLOCK | RECURSIVE_MEMORY_EFFECTS,
    iface: &REGION_IF_IFACE,
    parse: Some(parse_region_if),
    print: Some(print_region_if),
    verify: Some(verify_region_if),
    num_regions: None,
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("test.region_if")
};

/// `%a, %b : ta, tb` (possibly empty).
fn parse_region_if_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let operands = p.operand_list()?;
    let loc = p.cur_loc();
    p.expect(Tok::Colon, "':'")?;
    // With no operand, no type follows the colon.
    let types = if operands.is_empty() {
        Vec::new()
    } else {
        p.type_list()?
    };
    st.operands = p.resolve_all(&operands, &types, loc)?;
    common::parse_attr_dict(p, st)
}

fn print_region_if_yield(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let n = ctx.num_operands(op);
    pr.w(" ");
    pr.operands_of(op, 0..n);
    pr.w(" : ");
    pr.operand_types_of(op, 0..n);
    pr.attr_dict(op, &[]);
}

/// Ends each region of `test.region_if`, forwarding all its operands (no
/// memory effect: bufopt's `PURE` stands for mlir-opt's `NoMemoryEffect`).
pub static REGION_IF_YIELD: OpDef = OpDef {
    traits: TERMINATOR | PURE | RETURN_LIKE,
    parse: Some(parse_region_if_yield),
    print: Some(print_region_if_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("test.region_if_yield")
};

// ----- test.side_effect_op -----

/// The effects listed in the op's `effects` attribute: an array of
/// dictionaries `{effect = "read" | "write" | "allocate" | "free"}`, on the
/// op's result with `on_result`, else on no value (a symbol given with
/// `on_reference`, or the default resource). Entries of another shape are
/// skipped (mlir-opt 22 fails an assertion on them).
fn side_effects_from_attr(ctx: &Context, op: Op) -> Vec<Effect> {
    let Some(ir::AttrKind::Array(entries)) = ctx.get_attr(op, "effects").map(|a| ctx.attr_kind(a))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &entry in entries {
        let ir::AttrKind::Dict(fields) = ctx.attr_kind(entry) else {
            continue;
        };
        let field = |name: &str| {
            fields
                .iter()
                .find(|(k, _)| ctx.str(*k) == name)
                .map(|f| f.1)
        };
        let kind = match field("effect").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::String { value, .. }) => match value.as_slice() {
                b"read" => EffectKind::Read,
                b"write" => EffectKind::Write,
                b"allocate" => EffectKind::Allocate { automatic: false },
                b"free" => EffectKind::Free,
                _ => continue,
            },
            _ => continue,
        };
        let on = if field("on_result").is_some() && !ctx.results(op).is_empty() {
            EffectOn::Result(0)
        } else {
            EffectOn::Unspecified
        };
        out.push(Effect { kind, on });
    }
    out
}

static SIDE_EFFECT_IFACE: Interfaces = Interfaces {
    effects: Effects::PerOp(side_effects_from_attr),
    ..Interfaces::NONE
};

/// An op with the memory effects its `effects` attribute lists; written in
/// generic form.
pub static SIDE_EFFECT_OP: OpDef = OpDef {
    iface: &SIDE_EFFECT_IFACE,
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("test.side_effect_op")
};

// ----- test.one_region_with_recursive_memory_effects / test.return -----

fn verify_one_region_with_recursive_effects(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.regions_of(op).len() != 1 {
        return Err("requires one region".into());
    }
    if ctx.region_blocks(ctx.regions_of(op)[0]).len() != 1 {
        return Err("region #0 ('body') failed to verify constraint: region with 1 blocks".into());
    }
    Ok(())
}

/// An op with one region and no region-branch interface: its effects are
/// those of the ops in its body. Written in generic form.
pub static ONE_REGION_WITH_RECURSIVE_MEMORY_EFFECTS: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS,
    verify: Some(verify_one_region_with_recursive_effects),
    num_regions: None,
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("test.one_region_with_recursive_memory_effects")
};

/// A terminator returning its operands to the enclosing op; written in
/// generic form.
pub static RETURN: OpDef = OpDef {
    traits: TERMINATOR | PURE | RETURN_LIKE,
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("test.return")
};

// ----- test.symbol_scope_isolated -----

fn verify_symbol_scope_isolated(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.region_blocks(ctx.regions_of(op)[0]).len() != 1 {
        return Err(
            "region #0 ('region') failed to verify constraint: region with 1 blocks".into(),
        );
    }
    Ok(())
}

/// A symbol table isolated from above that is not a module: passes that
/// run on any op (`test-one-shot-module-bufferize`) are nested under it to
/// show they do not assume a `builtin.module`. Written in generic form.
pub static SYMBOL_SCOPE_ISOLATED: OpDef = OpDef {
    traits: ISOLATED_FROM_ABOVE | SYMBOL_TABLE | SINGLE_BLOCK,
    verify: Some(verify_symbol_scope_isolated),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("test.symbol_scope_isolated")
};

// ----- test.dummy_tensor_op / test.create_tensor_op and their memref twins -----

/// ODS's `TensorLikeType`/`BufferLikeType` constraint on the op's values:
/// `want` operands (0 or 1) and one result, all of the `like` kind.
fn verify_like_values(
    ctx: &Context,
    op: Op,
    want_operands: usize,
    like: TypeLike,
) -> Result<(), String> {
    if ctx.num_operands(op) != want_operands {
        return Err(if want_operands == 0 {
            "requires zero operands".into()
        } else {
            "requires a single operand".into()
        });
    }
    let name = match like {
        TypeLike::Tensor => "TensorLikeType",
        _ => "BufferLikeType",
    };
    let values = ctx
        .operands(op)
        .map(|v| ("operand", v))
        .chain(ctx.results(op).iter().map(|&v| ("result", v)));
    for (which, v) in values {
        let t = ctx.value_type(v);
        if ctx.type_like(t) != like {
            return Err(format!(
                "{which} #0 must be {name} instance, but got '{}'",
                ir::printer::type_to_string(ctx, t)
            ));
        }
    }
    Ok(())
}

/// Reads and writes its tensor-like operand and makes a new tensor-like
/// value of no relation to it; bufferizes to `test.dummy_memref_op`.
/// Written in generic form.
pub static DUMMY_TENSOR_OP: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    verify: Some(|ctx, op| verify_like_values(ctx, op, 1, TypeLike::Tensor)),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("test.dummy_tensor_op")
};

ir::op_view! {
    /// `test.dummy_tensor_op`.
    pub DummyTensorOp = DUMMY_TENSOR_OP;
    operands { input: 0 }
    results { output: 0 }
}

/// The buffer form of `test.dummy_tensor_op`.
pub static DUMMY_MEMREF_OP: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    verify: Some(|ctx, op| verify_like_values(ctx, op, 1, TypeLike::Buffer)),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("test.dummy_memref_op")
};

/// Makes a tensor-like value (not an allocation, for the analysis);
/// bufferizes to `test.create_memref_op`.
pub static CREATE_TENSOR_OP: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    verify: Some(|ctx, op| verify_like_values(ctx, op, 0, TypeLike::Tensor)),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("test.create_tensor_op")
};

ir::op_view! {
    /// `test.create_tensor_op`.
    pub CreateTensorOp = CREATE_TENSOR_OP;
    results { output: 0 }
}

/// The buffer form of `test.create_tensor_op`.
pub static CREATE_MEMREF_OP: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    verify: Some(|ctx, op| verify_like_values(ctx, op, 0, TypeLike::Buffer)),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("test.create_memref_op")
};

// ----- #test.tensor_encoding / #test.memref_layout -----

/// The memref layout the test dialect gives a tensor encoded with
/// `#test.tensor_encoding<"x">`: `#test.memref_layout<"x">`, with the same
/// parameter. None for any other encoding.
pub fn memref_layout_for_encoding(ctx: &mut Context, encoding: ir::Attr) -> Option<ir::Attr> {
    let ir::AttrKind::Opaque { dialect, body } = ctx.attr_kind(encoding) else {
        return None;
    };
    if dialect != "test" {
        return None;
    }
    let params = body.strip_prefix("tensor_encoding")?;
    if !params.starts_with('<') {
        return None;
    }
    let body = format!("memref_layout{params}");
    Some(ctx.attr(ir::AttrKind::Opaque {
        dialect: "test".to_string(),
        body,
    }))
}

// ----- !test.test_tensor / !test.test_memref -----

/// `<[d0, d1, ...], element-type` then, for a memref, an optional
/// `, memory-space`, then `>`; returned as mlir-opt prints it.
fn parse_shaped_test_type(p: &mut OpParser, with_memory_space: bool) -> DResult<String> {
    p.expect(Tok::Less, "'<'")?;
    let dims = parse_shape_list(p).map_err(|mut d| {
        // mlir-opt follows the parse error with one naming the parameter.
        let class = if with_memory_space {
            "TestMemrefType"
        } else {
            "TestTensorType"
        };
        let follow = ir::Diagnostic::error(
            d.loc,
            format!("failed to parse {class} parameter 'shape' which is to be a `::llvm::ArrayRef<int64_t>`"),
        );
        d.follow.push(follow);
        d
    })?;
    p.expect(Tok::Comma, "','")?;
    let element = p.ty()?;
    let mut out = format!(
        "<[{}], {}",
        dims.iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        ir::printer::type_to_string(p.ctx(), element)
    );
    if with_memory_space && p.consume_if(Tok::Comma) {
        let space = p.attribute(None)?;
        out.push_str(", ");
        out.push_str(&ir::printer::attr_to_string(p.ctx(), space));
    }
    p.expect(Tok::Greater, "'>'")?;
    out.push('>');
    Ok(out)
}

/// `[d0, d1, ...]`: at least one integer.
fn parse_shape_list(p: &mut OpParser) -> DResult<Vec<i64>> {
    p.expect(Tok::LSquare, "'['")?;
    let mut dims = vec![p.integer()?];
    while p.consume_if(Tok::Comma) {
        dims.push(p.integer()?);
    }
    p.expect(Tok::RSquare, "']'")?;
    Ok(dims)
}

/// The test dialect's tensor-like and buffer-like types (mlir-opt's
/// `TestTensorType` and `TestMemrefType`).
static TEST_TYPES: &[DialectType] = &[
    DialectType {
        mnemonic: "test_tensor",
        parse: |p| parse_shaped_test_type(p, false),
        like: TypeLike::Tensor,
        buffer: Some("test_memref"),
    },
    DialectType {
        mnemonic: "test_memref",
        parse: |p| parse_shaped_test_type(p, true),
        like: TypeLike::Buffer,
        buffer: None,
    },
];

/// Registers the `test` dialect's op kinds and types in `r`; its other ops are kept as unregistered
/// ops.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "test",
        ir::registry::DialectHooks {
            allow_unknown_ops: true,
            types: TEST_TYPES,
            ..Default::default()
        },
    );
    for d in [
        &BUFFER_BASED,
        &REGION_BUFFER_BASED,
        &REGION_YIELD,
        &COPY,
        &READ_BUFFER,
        &REGION_IF,
        &REGION_IF_YIELD,
        &SIDE_EFFECT_OP,
        &ONE_REGION_WITH_RECURSIVE_MEMORY_EFFECTS,
        &RETURN,
        &SYMBOL_SCOPE_ISOLATED,
        &DUMMY_TENSOR_OP,
        &DUMMY_MEMREF_OP,
        &CREATE_TENSOR_OP,
        &CREATE_MEMREF_OP,
    ] {
        r.register(d);
    }
}
