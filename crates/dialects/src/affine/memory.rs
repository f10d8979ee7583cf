//! `affine.load`, `affine.store`, their vector forms and `affine.prefetch`:
//! a memref subscripted by affine expressions of SSA values.

use super::*;
use ir::interfaces::{Effect, Effects, Interfaces};
use ir::registry::Count;

// ===================================================================
// affine.load / affine.store / affine.vector_load / affine.vector_store
// ===================================================================

fn parse_load(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (m, ops) = parse_subscripted(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref(p)?;
    let it = p.index_type();
    let mut operands = vec![p.resolve(&m, t)?];
    operands.extend(p.resolve_same(&ops, it)?);
    st.operands = operands;
    st.result_types = vec![memref_rank_and_elem(p.ctx(), t).map_or(t, |(_, e)| e)];
    Ok(())
}

fn print_load(pr: &mut OpPrinter, op: Op) {
    pr.w(" ");
    print_subscripted(pr, op, 0);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(pr.ctx.value_type(pr.ctx.operand(op, 0)));
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) < 1 || ctx.results(op).len() != 1 {
        return Err("expected a memref operand and one result".into());
    }
    verify_indexing(ctx, op, 0)?;
    let mt = ctx.value_type(ctx.operand(op, 0));
    if memref_rank_and_elem(ctx, mt).map(|(_, e)| e) != Some(ctx.value_type(ctx.result(op, 0))) {
        return Err("result type must match element type of memref".into());
    }
    Ok(())
}

/// `affine.load`: reads a memref element at indices given by an affine map of its operands.
pub static LOAD: OpDef = OpDef {
    traits: ir::registry::traits::READ_ONLY,
    iface: &LOAD_IFACE,
    inherent: &["map"],
    parse: Some(parse_load),
    print: Some(print_load),
    verify: Some(verify_load),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("affine.load")
};

fn parse_store(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let (m, ops) = parse_subscripted(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref(p)?;
    let elem = memref_rank_and_elem(p.ctx(), t).map_or(t, |(_, e)| e);
    let it = p.index_type();
    let mut operands = vec![p.resolve(&v, elem)?, p.resolve(&m, t)?];
    operands.extend(p.resolve_same(&ops, it)?);
    st.operands = operands;
    Ok(())
}

fn print_store(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    print_subscripted(pr, op, 1);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 1)));
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) < 2 {
        return Err("expected a value and a memref operand".into());
    }
    let mt = ctx.value_type(ctx.operand(op, 1));
    if let Some((_, elem)) = memref_rank_and_elem(ctx, mt) {
        if ctx.value_type(ctx.operand(op, 0)) != elem {
            return Err("value to store must have the same type as memref element type".into());
        }
    }
    verify_indexing(ctx, op, 1)
}

/// `affine.store`: writes a value into a memref at indices given by an affine map of its operands.
pub static STORE: OpDef = OpDef {
    iface: &STORE_IFACE,
    inherent: &["map"],
    parse: Some(parse_store),
    print: Some(print_store),
    verify: Some(verify_store),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    ..OpDef::new("affine.store")
};

fn parse_vector_load(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (m, ops) = parse_subscripted(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref(p)?;
    p.expect(Tok::Comma, "','")?;
    let vt = parse_vector_type(p)?;
    let it = p.index_type();
    let mut operands = vec![p.resolve(&m, t)?];
    operands.extend(p.resolve_same(&ops, it)?);
    st.operands = operands;
    st.result_types = vec![vt];
    Ok(())
}

fn print_vector_load(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    print_subscripted(pr, op, 0);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
    pr.w(", ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

/// MLIR's `verifyVectorMemoryOp`.
fn check_vector_elem(ctx: &Context, memref: Type, vector: Type) -> Result<(), String> {
    let me = memref_rank_and_elem(ctx, memref).map(|(_, e)| e);
    let ve = match ctx.type_kind(vector) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    };
    if ve.is_none() {
        return Err(format!(
            "must be vector of any type values, but got '{}'",
            ts(ctx, vector)
        ));
    }
    if me != ve {
        return Err("requires memref and vector types of the same elemental type".into());
    }
    Ok(())
}

fn verify_vector_load(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) < 1 || ctx.results(op).len() != 1 {
        return Err("expected a memref operand and one result".into());
    }
    let vector = ctx.result(op, 0);
    verify_vector_access(ctx, op, 0, vector, "result #0")
}

/// `affine.vector_load`: reads a vector from a memref at affine indices.
pub static VECTOR_LOAD: OpDef = OpDef {
    traits: ir::registry::traits::READ_ONLY,
    iface: &LOAD_IFACE,
    inherent: &["map"],
    parse: Some(parse_vector_load),
    print: Some(print_vector_load),
    verify: Some(verify_vector_load),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("affine.vector_load")
};

fn parse_vector_store(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let (m, ops) = parse_subscripted(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref(p)?;
    p.expect(Tok::Comma, "','")?;
    let vt = parse_vector_type(p)?;
    let it = p.index_type();
    let mut operands = vec![p.resolve(&v, vt)?, p.resolve(&m, t)?];
    operands.extend(p.resolve_same(&ops, it)?);
    st.operands = operands;
    Ok(())
}

fn print_vector_store(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    print_subscripted(pr, op, 1);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 1)));
    pr.w(", ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
}

fn verify_vector_store(ctx: &Context, op: Op) -> Result<(), String> {
    if ctx.num_operands(op) < 2 {
        return Err("expected a value and a memref operand".into());
    }
    let vector = ctx.operand(op, 0);
    verify_vector_access(ctx, op, 1, vector, "operand #0")
}

/// The checks `affine.vector_load` and `affine.vector_store` share: the
/// subscripts of the memref operand at `memref`, and the element types of
/// the memref and of `vector` (named `what` in a type constraint message).
fn verify_vector_access(
    ctx: &Context,
    op: Op,
    memref: usize,
    vector: ir::Value,
    what: &str,
) -> Result<(), String> {
    verify_indexing(ctx, op, memref)?;
    let memref_type = ctx.value_type(ctx.operand(op, memref));
    check_vector_elem(ctx, memref_type, ctx.value_type(vector)).map_err(|e| {
        if e.starts_with("must be") {
            format!("{what} {e}")
        } else {
            e
        }
    })
}

/// `affine.vector_store`: writes a vector into a memref at affine indices.
pub static VECTOR_STORE: OpDef = OpDef {
    iface: &STORE_IFACE,
    inherent: &["map"],
    parse: Some(parse_vector_store),
    print: Some(print_vector_store),
    verify: Some(verify_vector_store),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    ..OpDef::new("affine.vector_store")
};

// ===================================================================
// affine.prefetch
// ===================================================================

fn parse_prefetch(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (m, ops) = parse_subscripted(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let rw = p.parse_any_keyword()?;
    p.expect(Tok::Comma, "','")?;
    p.keyword("locality")?;
    p.expect(Tok::Less, "'<'")?;
    let i32t = p.ctx().int_type(32);
    let hint = p.attribute(Some(i32t))?;
    if !matches!(p.ctx().attr_kind(hint), AttrKind::Integer { .. }) {
        return p.err("invalid kind of attribute specified");
    }
    common::set_attr(p, st, "localityHint", hint);
    p.expect(Tok::Greater, "'>'")?;
    p.expect(Tok::Comma, "','")?;
    let cache = p.parse_any_keyword()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref(p)?;
    let it = p.index_type();
    let mut operands = vec![p.resolve(&m, t)?];
    operands.extend(p.resolve_same(&ops, it)?);
    st.operands = operands;
    if rw != "read" && rw != "write" {
        return p.err_at(p.loc, "rw specifier has to be 'read' or 'write'");
    }
    let i1 = p.ctx().i1();
    let w = p.ctx().int_attr(i1, (rw == "write") as i128);
    common::set_attr(p, st, "isWrite", w);
    if cache != "data" && cache != "instr" {
        return p.err_at(p.loc, "cache type has to be 'data' or 'instr'");
    }
    let d = p.ctx().int_attr(i1, (cache == "data") as i128);
    common::set_attr(p, st, "isDataCache", d);
    Ok(())
}

fn bool_attr(ctx: &Context, op: Op, name: &str) -> bool {
    ctx.get_attr(op, name).is_some_and(|a| {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Bool(true) | AttrKind::Integer { value: 1, .. }
        )
    })
}

fn print_prefetch(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    print_subscripted(pr, op, 0);
    pr.w(if bool_attr(ctx, op, "isWrite") {
        ", write"
    } else {
        ", read"
    });
    pr.w(", locality<");
    if let Some(a) = ctx.get_attr(op, "localityHint") {
        pr.attr_no_type(a);
    }
    pr.w(">, ");
    pr.w(if bool_attr(ctx, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    pr.attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
}

fn verify_prefetch(ctx: &Context, op: Op) -> Result<(), String> {
    for name in ["isDataCache", "isWrite", "localityHint", "map"] {
        if ctx.get_attr(op, name).is_none() {
            return Err(format!("requires attribute '{name}'"));
        }
    }
    let hint_ok = ctx.get_attr(op, "localityHint").is_some_and(|a| {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, value }
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 32, signedness: ir::Signedness::Signless })
                && (0..=3).contains(value))
    });
    if !hint_ok {
        return Err("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3".into());
    }
    let ops = ctx.operand_vec(op);
    let Some((rank, _)) = ops
        .first()
        .and_then(|&m| memref_rank_and_elem(ctx, ctx.value_type(m)))
    else {
        let t = ops
            .first()
            .map(|&m| ts(ctx, ctx.value_type(m)))
            .unwrap_or_default();
        return Err(format!(
            "operand #0 must be memref of any type values, but got '{t}'"
        ));
    };
    check_index_operands(ctx, op, 1..ops.len())?;
    let map = require_map(ctx, op, "map")?;
    if map.num_results() != rank {
        return Err("affine.prefetch affine map num results must equal memref rank".into());
    }
    if map.num_inputs() as usize + 1 != ops.len() {
        return Err("too few operands".into());
    }
    let scope = affine_scope_region(ctx, op);
    if ops[1..].iter().any(|&i| !is_valid_dim_in(ctx, i, scope)) {
        return Err("index must be a dimension or symbol identifier".into());
    }
    Ok(())
}

/// `affine.prefetch`: a cache hint for a memref element at affine indices (read or write, locality,
/// data or instruction cache).
pub static PREFETCH: OpDef = OpDef {
    iface: &PREFETCH_IFACE,
    inherent: &["isDataCache", "isWrite", "localityHint", "map"],
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(verify_prefetch),
    operands: Count::AtLeast(1),
    results: Count::Exactly(0),
    ..OpDef::new("affine.prefetch")
};

// ----- op interfaces (see `ir::interfaces`) -----

static LOAD_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[Effect::read(0)]),
    ..Interfaces::NONE
};
/// The stored value comes first, the memref second.
static STORE_IFACE: Interfaces = Interfaces {
    effects: Effects::List(&[Effect::write(1)]),
    ..Interfaces::NONE
};
/// MLIR 22 declares no memory effects for `affine.prefetch`: the
/// ownership-based deallocation rejects it.
static PREFETCH_IFACE: Interfaces = Interfaces::UNDECLARED_EFFECTS;

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `affine.load`.
    pub Load = LOAD;
    operands { memref: 0 }
}
ir::op_view! {
    /// `affine.store`.
    pub Store = STORE;
    operands { value: 0, memref: 1 }
}
