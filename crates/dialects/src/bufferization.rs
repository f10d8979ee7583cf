//! The `bufferization` dialect: alloc_tensor, to_tensor, to_buffer, clone,
//! dealloc, dealloc_tensor and materialize_in_destination, plus the checks of
//! the dialect's discardable attributes (`bufferization.writable`,
//! `bufferization.access`, `bufferization.buffer_layout`,
//! `bufferization.manual_deallocation`):
//! [`verify_op_attribute`] and [`verify_region_arg_attribute`].

use crate::common;
use crate::offsets::plain;
use crate::tensor::{
    is_i1, is_index, is_memref, is_tensor, operand_is, operands_are, result_is, segments,
    verify_dynamic_dims, ANY_TENSOR, VAR_INDEX,
};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Type};

const MEMREF: &str = "ranked or unranked memref of any type values";

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn operand_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

fn set_unit(p: &mut OpParser, st: &mut OpState, name: &'static str) {
    let u = p.ctx().unit_attr();
    common::set_attr(p, st, name, u);
}

/// Parses optional unit keywords in the given order (`restrict`, `writable`, ...).
fn parse_flags(p: &mut OpParser, st: &mut OpState, flags: &[&'static str]) {
    for f in flags {
        if p.optional_keyword(f) {
            set_unit(p, st, f);
        }
    }
}

fn print_flags(pr: &mut OpPrinter, op: Op, flags: &[&str]) {
    for f in flags {
        if pr.ctx.has_attr(op, f) {
            pr.w(" ");
            pr.w(f);
        }
    }
}

fn check_units(ctx: &Context, op: Op, flags: &[&str]) -> Result<(), String> {
    for f in flags {
        crate::tensor::check_unit_attr(ctx, op, f)?;
    }
    Ok(())
}

// ----- alloc_tensor -----

fn parse_alloc_tensor(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let sizes = p.paren_operand_list()?;
    let mut copy = None;
    if p.optional_keyword("copy") {
        p.expect(Tok::LParen, "'('")?;
        copy = Some(p.operand()?);
        p.expect(Tok::RParen, "')'")?;
    }
    let mut hint = None;
    if p.optional_keyword("size_hint") {
        p.expect(Tok::Equal, "'='")?;
        hint = Some(p.operand()?);
    }
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    let it = p.index_type();
    let mut ops = p.resolve_same(&sizes, it)?;
    if let Some(c) = &copy {
        ops.push(p.resolve(c, t)?);
    }
    if let Some(h) = &hint {
        ops.push(p.resolve(h, it)?);
    }
    st.operands = ops;
    st.result_types = vec![t];
    common::set_segments(
        p,
        st,
        &[
            sizes.len(),
            usize::from(copy.is_some()),
            usize::from(hint.is_some()),
        ],
    );
    Ok(())
}

fn print_alloc_tensor(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let groups = common::operand_segments(ctx, op);
    let group = |i: usize| groups.get(i).cloned().unwrap_or_default();
    pr.w("(");
    pr.operands(&group(0));
    pr.w(")");
    if let Some(&c) = group(1).first() {
        pr.w(" copy(");
        pr.operand(c);
        pr.w(")");
    }
    if let Some(&h) = group(2).first() {
        pr.w(" size_hint=");
        pr.operand(h);
    }
    pr.attr_dict(op, &["operandSegmentSizes"]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

fn verify_alloc_tensor(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = segments(ctx, op, 3)?;
    let (n0, n1, n2) = (groups[0].len(), groups[1].len(), groups[2].len());
    if n1 > 1 {
        return Err(format!(
            "operand group starting at #{} requires 0 or 1 element, but found {}",
            n0, n1
        ));
    }
    if n2 > 1 {
        return Err(format!(
            "operand group starting at #{} requires 0 or 1 element, but found {}",
            n0 + n1,
            n2
        ));
    }
    operands_are(ctx, op, 0, n0, is_index, VAR_INDEX)?;
    if n1 == 1 {
        operand_is(ctx, op, n0, is_tensor, ANY_TENSOR)?;
    }
    if n2 == 1 {
        operand_is(ctx, op, n0 + n1, is_index, "index")?;
    }
    result_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    let rt = result_type(ctx, op);
    if n1 == 1 && n0 != 0 {
        return Err(plain("dynamic sizes not needed when copying a tensor"));
    }
    if n1 == 0 {
        verify_dynamic_dims(ctx, rt, n0)?;
    }
    if n1 == 1 && operand_type(ctx, op, n0) != rt {
        return Err(plain("expected that `copy` and return type match"));
    }
    Ok(())
}

/// `bufferization.alloc_tensor`: a tensor bufferized to a new allocation (optionally a copy of
/// another tensor, in a given memory space). Declares no memory effects, as in MLIR.
pub static ALLOC_TENSOR: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    inherent: &["memory_space", "operandSegmentSizes"],
    parse: Some(parse_alloc_tensor),
    print: Some(print_alloc_tensor),
    verify: Some(verify_alloc_tensor),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    operand_segments: 3,
    ..OpDef::new("bufferization.alloc_tensor")
};

// ----- to_tensor / to_buffer / clone -----

/// `%x (flags)* attr-dict : T1 to T2`.
fn parse_conversion(p: &mut OpParser, st: &mut OpState, flags: &[&'static str]) -> DResult<()> {
    let a = p.operand()?;
    parse_flags(p, st, flags);
    p.optional_attr_dict(&mut st.attrs)?;
    let from = p.colon_type()?;
    p.keyword("to")?;
    let to = p.ty()?;
    st.operands = vec![p.resolve(&a, from)?];
    st.result_types = vec![to];
    Ok(())
}

fn print_conversion(pr: &mut OpPrinter, op: Op, flags: &[&str]) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    print_flags(pr, op, flags);
    pr.attr_dict(op, flags);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

/// MLIR's tensor/buffer type match of to_tensor and to_buffer (a plain
/// message, then the op's trait message).
fn check_tensor_buffer_match(ctx: &Context, tensor: Type, buffer: Type) -> Result<(), String> {
    let ts = ctx.type_kind(tensor).shape();
    let bs = ctx.type_kind(buffer).shape();
    let mismatch = if ts != bs {
        "shapes do not match"
    } else if common::element_type_or_self(ctx, tensor) != common::element_type_or_self(ctx, buffer)
    {
        "element types do not match"
    } else {
        return Ok(());
    };
    Err(format!(
        "{}{}{}",
        plain(mismatch),
        ir::registry::THEN_ERROR,
        TYPES_MATCH_CONSTRAINT
    ))
}

const TYPES_MATCH_CONSTRAINT: &str =
    "failed to verify that specified tensor and buffer types match";

const TO_TENSOR_FLAGS: &[&str] = &["restrict", "writable"];

fn parse_to_tensor(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_conversion(p, st, TO_TENSOR_FLAGS)
}

fn print_to_tensor(pr: &mut OpPrinter, op: Op) {
    print_conversion(pr, op, TO_TENSOR_FLAGS)
}

/// MLIR's `TensorLikeType`/`BufferLikeType` constraint on operand or
/// result #`i`: builtin tensors and memrefs, and the dialect types that
/// declare themselves so (`!test.test_tensor`).
fn value_is_like(
    ctx: &Context,
    which: &str,
    i: usize,
    t: Type,
    like: ir::registry::TypeLike,
) -> Result<(), String> {
    if ctx.type_like(t) == like {
        return Ok(());
    }
    let name = match like {
        ir::registry::TypeLike::Tensor => "TensorLikeType",
        _ => "BufferLikeType",
    };
    Err(format!(
        "{which} #{i} must be {name} instance, but got '{}'",
        ir::printer::type_to_string(ctx, t)
    ))
}

/// The tensor/buffer match of MLIR's `verifyCompatibleBufferType`: builtin
/// pairs by shape and element type, a dialect's pair by its own rule.
fn check_tensor_buffer_pair(ctx: &Context, tensor: Type, buffer: Type) -> Result<(), String> {
    if ctx.type_kind(tensor).is_tensor() {
        if ctx.type_kind(buffer).is_memref() {
            return check_tensor_buffer_match(ctx, tensor, buffer);
        }
        return Ok(());
    }
    if ctx.dialect_buffer_matches(tensor, buffer) {
        return Ok(());
    }
    Err(TYPES_MATCH_CONSTRAINT.into())
}

fn verify_to_tensor(ctx: &Context, op: Op) -> Result<(), String> {
    use ir::registry::TypeLike;
    check_units(ctx, op, TO_TENSOR_FLAGS)?;
    value_is_like(
        ctx,
        "operand",
        0,
        operand_type(ctx, op, 0),
        TypeLike::Buffer,
    )?;
    value_is_like(ctx, "result", 0, result_type(ctx, op), TypeLike::Tensor)?;
    check_tensor_buffer_pair(ctx, result_type(ctx, op), operand_type(ctx, op, 0))
}

/// `bufferization.to_tensor`: the tensor view of a buffer, the bridge from buffers back to tensors
/// during bufferization; read-only.
pub static TO_TENSOR: OpDef = OpDef {
    traits: READ_ONLY,
    inherent: TO_TENSOR_FLAGS,
    parse: Some(parse_to_tensor),
    print: Some(print_to_tensor),
    verify: Some(verify_to_tensor),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("bufferization.to_tensor")
};

const TO_BUFFER_FLAGS: &[&str] = &["read_only"];

fn parse_to_buffer(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_conversion(p, st, TO_BUFFER_FLAGS)
}

fn print_to_buffer(pr: &mut OpPrinter, op: Op) {
    print_conversion(pr, op, TO_BUFFER_FLAGS)
}

fn verify_to_buffer(ctx: &Context, op: Op) -> Result<(), String> {
    check_units(ctx, op, TO_BUFFER_FLAGS)?;
    use ir::registry::TypeLike;
    value_is_like(
        ctx,
        "operand",
        0,
        operand_type(ctx, op, 0),
        TypeLike::Tensor,
    )?;
    value_is_like(ctx, "result", 0, result_type(ctx, op), TypeLike::Buffer)?;
    check_tensor_buffer_pair(ctx, operand_type(ctx, op, 0), result_type(ctx, op))
}

/// `bufferization.to_buffer`: the buffer of a tensor, the bridge from tensors to buffers during
/// bufferization.
pub static TO_BUFFER: OpDef = OpDef {
    traits: PURE,
    inherent: TO_BUFFER_FLAGS,
    parse: Some(parse_to_buffer),
    print: Some(print_to_buffer),
    verify: Some(verify_to_buffer),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("bufferization.to_buffer")
};

fn parse_clone(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_conversion(p, st, &[])
}

fn print_clone(pr: &mut OpPrinter, op: Op) {
    print_conversion(pr, op, &[])
}

fn verify_clone(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_memref, MEMREF)?;
    result_is(ctx, op, 0, is_memref, MEMREF)
}

/// `bufferization.clone`: a new buffer with the contents of its operand, which the deallocation
/// passes must free.
pub static CLONE: OpDef = OpDef {
    iface: &CLONE_IFACE,
    parse: Some(parse_clone),
    print: Some(print_clone),
    verify: Some(verify_clone),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("bufferization.clone")
};

// ----- dealloc_tensor -----

fn parse_dealloc_tensor(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&a, t)?];
    Ok(())
}

fn print_dealloc_tensor(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

fn verify_dealloc_tensor(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_tensor, ANY_TENSOR)
}

/// `bufferization.dealloc_tensor`: frees the buffer a tensor will bufferize to. Declares no memory
/// effects, as in MLIR.
pub static DEALLOC_TENSOR: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    parse: Some(parse_dealloc_tensor),
    print: Some(print_dealloc_tensor),
    verify: Some(verify_dealloc_tensor),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("bufferization.dealloc_tensor")
};

ir::op_view! {
    /// `bufferization.dealloc_tensor`.
    pub DeallocTensor = DEALLOC_TENSOR;
    operands { tensor: 0 }
}

// ----- materialize_in_destination -----

const MATERIALIZE_FLAGS: &[&str] = &["restrict", "writable"];

fn parse_materialize(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    p.keyword("in")?;
    parse_flags(p, st, MATERIALIZE_FLAGS);
    let dst = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &[src, dst], ft)
}

fn print_materialize(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" in");
    print_flags(pr, op, MATERIALIZE_FLAGS);
    pr.w(" ");
    pr.operand(ctx.operand(op, 1));
    pr.attr_dict(op, MATERIALIZE_FLAGS);
    pr.w(" : ");
    pr.functional_type(op);
}

fn is_tensor_or_memref(k: &TypeKind) -> bool {
    k.is_tensor() || k.is_memref()
}

fn verify_materialize(ctx: &Context, op: Op) -> Result<(), String> {
    check_units(ctx, op, MATERIALIZE_FLAGS)?;
    operand_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    operand_is(
        ctx,
        op,
        1,
        is_tensor_or_memref,
        "tensor of any type values or ranked or unranked memref of any type values",
    )?;
    if ctx.results(op).len() > 1 {
        return Err(format!(
            "result group starting at #0 requires 0 or 1 element, but found {}",
            ctx.results(op).len()
        ));
    }
    let dt = operand_type(ctx, op, 1);
    let dk = ctx.type_kind(dt);
    let dest_is_memref = dk.is_memref();
    if dk.is_tensor() {
        if ctx.results(op).len() != 1 {
            return Err("tensor 'dest' implies exactly one tensor result".into());
        }
        if result_type(ctx, op) != dt {
            return Err("result and 'dest' types must match".into());
        }
    }
    if dest_is_memref && !ctx.results(op).is_empty() {
        return Err("memref 'dest' implies zero results".into());
    }
    if ctx.has_attr(op, "restrict") && !dest_is_memref {
        return Err("'restrict' is valid only for memref destinations".into());
    }
    if ctx.has_attr(op, "writable") != dest_is_memref {
        return Err(
            "'writable' must be specified if and only if the destination is of memref type".into(),
        );
    }
    let ss = ctx.type_kind(operand_type(ctx, op, 0)).shape();
    let ds = dk.shape();
    match (ss, ds) {
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return Err("rank mismatch between source and destination shape".into());
            }
            let dynamic = ir::types::DYNAMIC;
            if s.iter()
                .zip(d)
                .any(|(&a, &b)| a != dynamic && b != dynamic && a != b)
            {
                return Err("source/destination shapes are incompatible".into());
            }
        }
        (None, None) => {}
        _ => return Err("source/destination shapes are incompatible".into()),
    }
    Ok(())
}

/// `bufferization.materialize_in_destination`: stores a tensor into a destination tensor or buffer,
/// which bufferization must not copy.
pub static MATERIALIZE_IN_DESTINATION: OpDef = OpDef {
    iface: &MATERIALIZE_IFACE,
    inherent: MATERIALIZE_FLAGS,
    parse: Some(parse_materialize),
    print: Some(print_materialize),
    verify: Some(verify_materialize),
    operands: Count::Exactly(2),
    results: Count::AtLeast(0),
    ..OpDef::new("bufferization.materialize_in_destination")
};

// ----- dealloc -----

/// `(%a, %b : t1, t2)`; returns the operands resolved.
fn parse_typed_group(p: &mut OpParser) -> DResult<Vec<ir::Value>> {
    p.expect(Tok::LParen, "'('")?;
    let us = p.operand_list()?;
    let loc = p.cur_loc();
    let ts = p.colon_type_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.resolve_all(&us, &ts, loc)
}

fn parse_dealloc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let mut memrefs = Vec::new();
    let mut conds = Vec::new();
    if p.is(Tok::LParen) {
        memrefs = parse_typed_group(p)?;
        p.keyword("if")?;
        let us = p.paren_operand_list()?;
        let i1 = p.ctx().i1();
        conds = p.resolve_same(&us, i1)?;
    }
    let mut retained = Vec::new();
    if p.optional_keyword("retain") {
        retained = parse_typed_group(p)?;
    }
    p.optional_attr_dict(&mut st.attrs)?;
    let i1 = p.ctx().i1();
    st.result_types = vec![i1; retained.len()];
    common::set_segments(p, st, &[memrefs.len(), conds.len(), retained.len()]);
    st.operands = memrefs.into_iter().chain(conds).chain(retained).collect();
    Ok(())
}

fn print_typed_group(pr: &mut OpPrinter, vals: &[ir::Value]) {
    let ctx = pr.ctx;
    pr.w("(");
    pr.operands(vals);
    pr.w(" : ");
    let ts: Vec<Type> = vals.iter().map(|v| ctx.value_type(*v)).collect();
    pr.types(&ts);
    pr.w(")");
}

fn print_dealloc(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let groups = common::operand_segments(ctx, op);
    let group = |i: usize| groups.get(i).cloned().unwrap_or_default();
    let memrefs = group(0);
    if !memrefs.is_empty() {
        pr.w(" ");
        print_typed_group(pr, &memrefs);
        pr.w(" if (");
        pr.operands(&group(1));
        pr.w(")");
    }
    let retained = group(2);
    if !retained.is_empty() {
        pr.w(" retain ");
        print_typed_group(pr, &retained);
    }
    pr.attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_dealloc(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = segments(ctx, op, 3)?;
    let (n0, n1, n2) = (groups[0].len(), groups[1].len(), groups[2].len());
    operands_are(
        ctx,
        op,
        0,
        n0,
        is_memref,
        "variadic of ranked or unranked memref of any type values",
    )?;
    operands_are(
        ctx,
        op,
        n0,
        n0 + n1,
        is_i1,
        "variadic of 1-bit signless integer",
    )?;
    operands_are(
        ctx,
        op,
        n0 + n1,
        n0 + n1 + n2,
        is_memref,
        "variadic of ranked or unranked memref of any type values",
    )?;
    for i in 0..ctx.results(op).len() {
        result_is(ctx, op, i, is_i1, "variadic of 1-bit signless integer")?;
    }
    if n0 != n1 {
        return Err("must have the same number of conditions as memrefs to deallocate".into());
    }
    if n2 != ctx.results(op).len() {
        return Err(
            "must have the same number of updated conditions (results) as retained operands".into(),
        );
    }
    Ok(())
}

/// `bufferization.dealloc`: frees each memref whose condition holds, unless it aliases a retained
/// one, and gives the updated ownership of the retained ones.
pub static DEALLOC: OpDef = OpDef {
    iface: &DEALLOC_IFACE,
    inherent: &["operandSegmentSizes"],
    parse: Some(parse_dealloc),
    print: Some(print_dealloc),
    verify: Some(verify_dealloc),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    operand_segments: 3,
    ..OpDef::new("bufferization.dealloc")
};

// ----- discardable attributes -----

/// Marks an allocation or free that the program manages itself: the
/// ownership-based deallocation neither frees nor tracks it.
pub const MANUAL_DEALLOCATION: &str = "bufferization.manual_deallocation";

/// Function argument attribute: may the bufferized function write into the
/// argument's buffer (module bufferization copies before a write otherwise).
pub const WRITABLE: &str = "bufferization.writable";

/// Function argument attribute: how the function uses the argument's buffer
/// ("none", "read", "write", "read-write"); module bufferization records
/// its findings here and trusts it on external functions.
pub const ACCESS: &str = "bufferization.access";

/// Function argument attribute: the layout the argument's memref type gets
/// when the function boundary is bufferized.
pub const BUFFER_LAYOUT: &str = "bufferization.buffer_layout";

/// Ops with an allocation and/or free memory effect (those that may carry
/// `bufferization.manual_deallocation`).
const ALLOC_OR_FREE_OPS: &[&str] = &[
    "memref.alloc",
    "memref.alloca",
    "memref.realloc",
    "memref.dealloc",
    "bufferization.clone",
    "gpu.alloc",
    "gpu.dealloc",
];

/// MLIR's `BufferizationDialect::verifyOperationAttribute`: the check of a
/// discardable attribute named `bufferization.*` on any op. Errors follow the
/// verifier convention (op prefix unless [`plain`]).
pub fn verify_op_attribute(ctx: &Context, op: Op, name: &str, _attr: Attr) -> Result<(), String> {
    if name == MANUAL_DEALLOCATION {
        if !ALLOC_OR_FREE_OPS.contains(&ctx.op_name(op)) {
            return Err(
                "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect"
                    .into(),
            );
        }
        return Ok(());
    }
    Err(plain(format!(
        "attribute '\"{}\"' not supported as an op attribute by the bufferization dialect",
        name
    )))
}

fn is_function_like(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| d.inherent.contains(&"function_type") && d.inherent.contains(&"arg_attrs"))
}

/// MLIR's `BufferizationDialect::verifyRegionArgAttribute`: the check of an
/// argument attribute named `bufferization.*` of a function-like op (argument
/// `arg` of region `region`). Messages are [`plain`].
pub fn verify_region_arg_attribute(
    ctx: &Context,
    op: Op,
    _region: usize,
    _arg: usize,
    name: &str,
    attr: Attr,
) -> Result<(), String> {
    match name {
        WRITABLE => {
            if !matches!(ctx.attr_kind(attr), AttrKind::Bool(_))
                && !matches!(ctx.attr_kind(attr), AttrKind::Integer { ty, .. } if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, signedness: ir::types::Signedness::Signless }))
            {
                return Err(plain("'bufferization.writable' is expected to be a boolean attribute"));
            }
            if !is_function_like(ctx, op) {
                return Err(plain("expected 'bufferization.writable' to be used on function-like operations"));
            }
            let external = ctx.regions_of(op).first().is_none_or(|r| ctx.region_blocks(*r).is_empty());
            if external {
                return Err(plain("'bufferization.writable' is invalid on external functions"));
            }
            Ok(())
        }
        ACCESS => {
            let Some(v) = common::string_attr_value(ctx, attr) else {
                return Err(plain("'bufferization.access' is expected to be a string attribute"));
            };
            if !["none", "read", "write", "read-write"].contains(&v.as_str()) {
                return Err(plain("invalid value for 'bufferization.access'"));
            }
            if !is_function_like(ctx, op) {
                return Err(plain("expected 'bufferization.access' to be used on function-like operations"));
            }
            Ok(())
        }
        BUFFER_LAYOUT => {
            if !matches!(ctx.attr_kind(attr), AttrKind::AffineMap(_) | AttrKind::Strided { .. }) {
                return Err(plain("'bufferization.buffer_layout' is expected to be a memref layout attribute"));
            }
            if !is_function_like(ctx, op) {
                return Err(plain(
                    "expected 'bufferization.buffer_layout' to be used on function-like operations",
                ));
            }
            Ok(())
        }
        _ => Err(plain(
            "attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect",
        )),
    }
}

/// Registers the `bufferization` dialect's op kinds in `r`, with the verifiers of its discardable
/// and argument attributes.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "bufferization",
        ir::registry::DialectHooks {
            op_attr: Some(verify_op_attribute),
            arg_attr: Some(verify_region_arg_attribute),
            ..Default::default()
        },
    );
    for d in [
        &ALLOC_TENSOR,
        &TO_TENSOR,
        &TO_BUFFER,
        &CLONE,
        &DEALLOC_TENSOR,
        &MATERIALIZE_IN_DESTINATION,
        &DEALLOC,
    ] {
        r.register(d);
    }
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::{Effect, EffectKind, EffectOn, Effects, Interfaces};

/// The source is written into the whole destination: a subset insertion
/// whose subset is all of it.
static MATERIALIZE_IFACE: Interfaces = Interfaces {
    subset_insertion: Some(ir::interfaces::SubsetInsertion { source: 0, dest: 1 }),
    ..Interfaces::NONE
};
/// A new buffer holding a copy of the input.
static CLONE_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[
        Effect::read(0),
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Result(0),
        },
        Effect::alloc(0),
    ]),
    allocation: true,
    ..Interfaces::NONE
};
/// Frees its memrefs under conditions only known at run time: no operand is
/// certainly freed.
static DEALLOC_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[Effect {
        kind: EffectKind::Free,
        on: EffectOn::Unspecified,
    }]),
    ..Interfaces::NONE
};

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `bufferization.alloc_tensor`: a new tensor, of the given dynamic
    /// sizes or a copy of `copy`.
    pub AllocTensor = ALLOC_TENSOR;
    groups { dynamic_sizes: 0, copy: 1, size_hint: 2 }
    results { result: 0 }
}
ir::op_view! {
    /// `bufferization.to_tensor`.
    pub ToTensor = TO_TENSOR;
    operands { buffer / buffer_use: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `bufferization.to_buffer`.
    pub ToBuffer = TO_BUFFER;
    operands { tensor / tensor_use: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `bufferization.clone`.
    pub Clone = CLONE;
    operands { input: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `bufferization.materialize_in_destination`.
    pub MaterializeInDestination = MATERIALIZE_IN_DESTINATION;
    operands { source / source_use: 0, dest / dest_use: 1 }
}
ir::op_view! {
    /// `bufferization.dealloc`: frees each of `memrefs` whose condition
    /// holds unless it aliases one of `retained`.
    pub Dealloc = DEALLOC;
    groups { memrefs: 0, conditions: 1, retained: 2 }
}
