//! The `shape` dialect's ops that carry buffers through a region:
//! `shape.assuming`, which runs its region once under a `!shape.witness`
//! (the deallocation passes see it as a region branch), and its terminator
//! `shape.assuming_yield` (bufferized by the models in bufferize's
//! `models/shape.rs`). The dialect's shape computations are not
//! modelled; written in generic form they pass through as unregistered ops.

use crate::common;
use ir::diag::DResult;
use ir::interfaces::{Interfaces, Operands, RegionBranch, RegionEdge, RegionFlow, RegionGraph};
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Context, Op, OpDef, OpState, Registry, Type};

/// `!shape.witness`, the type of `shape.assuming`'s operand.
pub fn witness_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Opaque {
        dialect: "shape".into(),
        body: "witness".into(),
    })
}

/// `shape.assuming %w [-> (types)] { ... } [attr-dict]`; without results
/// the terminator may be left out.
fn parse_assuming(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let witness = p.operand()?;
    let ty = witness_type(p.ctx());
    st.operands = vec![p.resolve(&witness, ty)?];
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let r = p.region(&[])?;
    let loc = p.loc;
    common::ensure_terminator(p.ctx(), r, ASSUMING_YIELD.name, loc);
    st.regions = vec![r];
    common::parse_attr_dict(p, st)?;
    Ok(())
}

fn print_assuming(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let results: Vec<Type> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    pr.w(" ");
    pr.operands_of(op, 0..1);
    if !results.is_empty() {
        pr.w(" -> (");
        pr.types(&results);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, !results.is_empty(), false);
    pr.attr_dict(op, &[]);
}

fn verify_assuming(ctx: &Context, op: Op) -> Result<(), String> {
    ir::interfaces::verify_region_graph_types(ctx, op)
}

fn verify_assuming_yield(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.parent_op(op) {
        Some(p) if ctx.isa(p, &ASSUMING) => Ok(()),
        _ => Err("expects parent op 'shape.assuming'".into()),
    }
}

/// The region runs once, then its yielded values are the results.
static ASSUMING_IFACE: Interfaces = Interfaces {
    region_branch: Some(RegionBranch {
        entry_operands: Operands::None,
        flow: RegionFlow::Once,
        graph: Some(&RegionGraph {
            from_parent: &[RegionEdge::region(0)],
            from_region: &[&[RegionEdge::PARENT]],
        }),
    }),
    ..Interfaces::NONE
};

/// `shape.assuming`: runs its region once under a `!shape.witness`, forwarding the yielded values
/// as results.
pub static ASSUMING: OpDef = OpDef {
    iface: &ASSUMING_IFACE,
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    parse: Some(parse_assuming),
    print: Some(print_assuming),
    verify: Some(verify_assuming),
    num_regions: Some(1),
    operands: Count::Exactly(1),
    results: Count::AtLeast(0),
    ..OpDef::new("shape.assuming")
};

/// `shape.assuming_yield`: the terminator of `shape.assuming`.
pub static ASSUMING_YIELD: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(common::parse_return_like),
    print: Some(common::print_return_like),
    verify: Some(verify_assuming_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("shape.assuming_yield")
};

/// Registers the `shape` ops bufopt models in `r`; the dialect's other ops are kept as unregistered
/// ops.
pub fn register(r: &mut Registry) {
    r.set_dialect_hooks(
        "shape",
        ir::registry::DialectHooks {
            // The ops bufopt does not model pass through in generic form.
            allow_unknown_ops: true,
            ..Default::default()
        },
    );
    r.register(&ASSUMING);
    r.register(&ASSUMING_YIELD);
}
