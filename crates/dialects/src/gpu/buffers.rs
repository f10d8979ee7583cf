//! The host-side buffer ops, ordered by async tokens: `gpu.alloc`,
//! `gpu.dealloc`, `gpu.memcpy`, `gpu.memset` and `gpu.wait`.

use super::*;
use ir::registry::Count;
use ir::registry::VerifyFn;

// ----- host-side buffer ops -----

/// `async-deps (host_shared)? (%sizes) ([%symbols])? attr-dict : type`.
fn parse_alloc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let deps = parse_async(p, st)?;
    if p.optional_keyword("host_shared") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "hostShared", u);
    }
    let sizes = p.paren_operand_list()?;
    let mut symbols = Vec::new();
    if p.consume_if(Tok::LSquare) {
        symbols = p.operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
    }
    common::parse_attr_dict(p, st)?;
    let t = p.colon_type()?;
    st.result_types.push(t);
    resolve_async(p, st, &deps)?;
    let index = p.ctx().index_type();
    for u in sizes.iter().chain(&symbols) {
        let v = p.resolve(u, index)?;
        st.operands.push(v);
    }
    common::set_segments(p, st, &[deps.1.len(), sizes.len(), symbols.len()]);
    Ok(())
}

fn print_alloc(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    print_async(pr, token_result(ctx, op).is_some(), &group(ctx, op, 0));
    if ctx.has_attr(op, "hostShared") {
        pr.w(" host_shared");
    }
    pr.w(" (");
    pr.operands(&group(ctx, op, 1));
    pr.w(")");
    let symbols = group(ctx, op, 2);
    if !symbols.is_empty() {
        pr.w("[");
        pr.operands(&symbols);
        pr.w("]");
    }
    pr.attr_dict(op, &["operandSegmentSizes", "hostShared"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

fn verify_alloc(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(&memref) = ctx.results(op).first() else {
        return Err("expected 1 or more results".into());
    };
    let t = ctx.value_type(memref);
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return Err(format!(
            "result #0 must be memref of any type values, but got '{}'",
            ts(ctx, t)
        ));
    };
    let dynamic = shape.iter().filter(|&&s| s == ir::types::DYNAMIC).count();
    let sizes = group(ctx, op, 1).len();
    if sizes != dynamic {
        return Err(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        ));
    }
    let symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        Some(AttrKind::Strided { offset, strides }) => {
            strides.iter().filter(|&&s| s == ir::types::DYNAMIC).count()
                + usize::from(*offset == ir::types::DYNAMIC)
        }
        _ => 0,
    };
    let given = group(ctx, op, 2).len();
    if given != symbols {
        return Err(format!(
            "symbol operand count does not equal memref symbol count: expected {symbols}, got {given}"
        ));
    }
    Ok(())
}

fn alloc_names(_: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    let _ = op;
    set(0, "memref".into());
    set(1, "asyncToken".into());
}

static ALLOC_IFACE: Interfaces = effects(&[Effect::alloc(0)]);

/// `gpu.alloc`: allocates a device (or `host_shared`) buffer, optionally asynchronously.
pub static ALLOC: OpDef = OpDef {
    iface: &ALLOC_IFACE,
    inherent: &["operandSegmentSizes", "hostShared"],
    parse: Some(parse_alloc),
    print: Some(print_alloc),
    verify: Some(verify_alloc),
    result_names: Some(alloc_names),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(1),
    operand_segments: 3,
    ..OpDef::new("gpu.alloc")
};

/// `dealloc` writes its attributes before the type, `memcpy` and `memset`
/// after their types.
fn attrs_after_types(ctx: &Context, name: Sym) -> bool {
    ctx.str(name) != "gpu.dealloc"
}

/// `async-deps %operands attr-dict : types` (or the attributes last): the
/// buffer ops after their dependencies (`dealloc` one memref, `memcpy` and
/// `memset` two values).
fn parse_async_operands(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let deps = parse_async(p, st)?;
    let ops = p.operand_list()?;
    let trailing_attrs = attrs_after_types(p.ctx(), st.name);
    if !trailing_attrs {
        common::parse_attr_dict(p, st)?;
    }
    let loc = p.cur_loc();
    p.expect(Tok::Colon, "':'")?;
    // `dealloc` and `memcpy` take memrefs only, `memset` a memref first.
    let memrefs = if p.ctx().str(st.name) == "gpu.memset" {
        1
    } else {
        ops.len()
    };
    let mut types = Vec::with_capacity(ops.len());
    loop {
        let at = p.cur_loc();
        let t = p.ty()?;
        if types.len() < memrefs && !p.ctx().type_kind(t).is_memref() {
            let name = p.ctx().str(st.name).to_string();
            let found = ts(p.ctx(), t);
            return p.err_at(
                at,
                format!("custom op '{name}' invalid kind of type specified: expected builtin.memref, but found '{found}'"),
            );
        }
        types.push(t);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    if trailing_attrs {
        common::parse_attr_dict(p, st)?;
    }
    resolve_async(p, st, &deps)?;
    let values = p.resolve_all(&ops, &types, loc)?;
    st.operands.extend(values);
    Ok(())
}

fn print_async_operands(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let deps = leading_tokens(ctx, op);
    pr.w(" ");
    print_async(pr, token_result(ctx, op).is_some(), &deps);
    let n = ctx.num_operands(op);
    pr.w(" ");
    pr.operands_of(op, deps.len()..n);
    let trailing_attrs = attrs_after_types(ctx, ctx.op(op).name);
    if !trailing_attrs {
        pr.attr_dict(op, &[]);
    }
    pr.w(" : ");
    pr.operand_types_of(op, deps.len()..n);
    if trailing_attrs {
        pr.attr_dict(op, &[]);
    }
}

/// The operands after the async dependencies, as `n` values.
fn trailing_operands(ctx: &Context, op: Op, n: usize) -> Result<Vec<Value>, String> {
    let all: Vec<Value> = ctx.operands(op).collect();
    if all.len() < n {
        return Err(format!(
            "expected {n} or more operands, but found {}",
            all.len()
        ));
    }
    Ok(all[all.len() - n..].to_vec())
}

fn is_memref(ctx: &Context, v: Value) -> bool {
    ctx.type_kind(ctx.value_type(v)).is_memref()
}

/// The ODS type constraints of a buffer op: its dependencies are async tokens, the first
/// `memrefs` of its `buffers` trailing operands memrefs, and its optional result a token.
fn buffer_operand_types(
    ctx: &Context,
    op: Op,
    buffers: usize,
    memrefs: usize,
) -> Result<(), String> {
    let all: Vec<Value> = ctx.operands(op).collect();
    let deps = all.len().saturating_sub(buffers);
    for (i, &v) in all.iter().enumerate() {
        let t = ctx.value_type(v);
        if i < deps && !is_async_token(ctx, t) {
            return Err(format!(
                "operand #{i} must be variadic of async token type, but got '{}'",
                ts(ctx, t)
            ));
        }
        if i >= deps && i < deps + memrefs && !is_memref(ctx, v) {
            return Err(format!(
                "operand #{i} must be memref of any type values, but got '{}'",
                ts(ctx, t)
            ));
        }
    }
    if let Some(&r) = ctx.results(op).first() {
        let t = ctx.value_type(r);
        if !is_async_token(ctx, t) {
            return Err(format!(
                "result #0 must be async token type, but got '{}'",
                ts(ctx, t)
            ));
        }
    }
    Ok(())
}

fn verify_dealloc(ctx: &Context, op: Op) -> Result<(), String> {
    trailing_operands(ctx, op, 1)?;
    buffer_operand_types(ctx, op, 1, 1)
}

/// An effect of kind `kind` on the `k`-th operand from the end: the buffer
/// operands follow the variadic dependencies.
const fn on_buffer(kind: EffectKind, k: u8) -> Effect {
    Effect {
        kind,
        on: EffectOn::OperandFromEnd(k),
    }
}

const fn effects(list: &'static [Effect]) -> Interfaces {
    Interfaces {
        effects: Effects::List(list),
        ..Interfaces::NONE
    }
}

/// A buffer op written `async-deps %operands : types`.
const fn buffer_op(
    name: &'static str,
    min_operands: u32,
    iface: &'static Interfaces,
    verify: VerifyFn,
) -> OpDef {
    OpDef {
        operands: Count::AtLeast(min_operands),
        results: Count::AtLeast(0),
        iface,
        parse: Some(parse_async_operands),
        print: Some(print_async_operands),
        verify: Some(verify),
        ..OpDef::new(name)
    }
}

static DEALLOC_IFACE: Interfaces = effects(&[on_buffer(EffectKind::Free, 0)]);
/// `gpu.dealloc`: frees a buffer made by `gpu.alloc`.
pub static DEALLOC: OpDef = buffer_op("gpu.dealloc", 1, &DEALLOC_IFACE, verify_dealloc);

fn verify_memcpy(ctx: &Context, op: Op) -> Result<(), String> {
    let v = trailing_operands(ctx, op, 2)?;
    buffer_operand_types(ctx, op, 2, 2)?;
    let (dst, src) = (ctx.value_type(v[0]), ctx.value_type(v[1]));
    if common::element_type_or_self(ctx, src) != common::element_type_or_self(ctx, dst) {
        return Err("arguments have incompatible element type".into());
    }
    let (Some(a), Some(b)) = (ctx.type_kind(src).shape(), ctx.type_kind(dst).shape()) else {
        return Ok(());
    };
    let d = ir::types::DYNAMIC;
    if a.len() != b.len() || a.iter().zip(b).any(|(&x, &y)| x != d && y != d && x != y) {
        return Err("arguments have incompatible shape".into());
    }
    Ok(())
}

static MEMCPY_IFACE: Interfaces = effects(&[
    on_buffer(EffectKind::Write, 1),
    on_buffer(EffectKind::Read, 0),
]);
/// `gpu.memcpy`: copies one buffer into another of the same type.
pub static MEMCPY: OpDef = buffer_op("gpu.memcpy", 2, &MEMCPY_IFACE, verify_memcpy);

fn verify_memset(ctx: &Context, op: Op) -> Result<(), String> {
    let v = trailing_operands(ctx, op, 2)?;
    buffer_operand_types(ctx, op, 2, 1)?;
    let (dst, value) = (ctx.value_type(v[0]), ctx.value_type(v[1]));
    // MLIR's AllElementTypesMatch: a shaped value is compared by its element type.
    let elem = |t| common::element_type_or_self(ctx, t);
    if elem(dst) != elem(value) {
        return Err("failed to verify that all of {dst, value} have same element type".into());
    }
    Ok(())
}

static MEMSET_IFACE: Interfaces = effects(&[on_buffer(EffectKind::Write, 1)]);
/// `gpu.memset`: fills a buffer with a value.
pub static MEMSET: OpDef = buffer_op("gpu.memset", 2, &MEMSET_IFACE, verify_memset);

/// `async-deps attr-dict`.
fn parse_wait(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let deps = parse_async(p, st)?;
    common::parse_attr_dict(p, st)?;
    resolve_async(p, st, &deps)
}

fn print_wait(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let deps: Vec<Value> = ctx.operands(op).collect();
    pr.w(" ");
    print_async(pr, token_result(ctx, op).is_some(), &deps);
    pr.attr_dict(op, &[]);
}

/// `gpu.wait`: waits for async tokens (or, with a result, makes a token that depends on them).
/// Declares no memory effects.
pub static WAIT: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    parse: Some(parse_wait),
    print: Some(print_wait),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("gpu.wait")
};
