//! The `affine` dialect: `affine.apply`/`min`/`max` (affine maps of index
//! operands, `affine.apply #map(%d0, ...)[%s0, ...]`), the structured loops
//! and conditionals `affine.for`, `affine.if` (on an integer set) and
//! `affine.parallel` with their terminator `affine.yield`, the memory ops
//! `affine.load`/`store`/`vector_load`/`vector_store`/`prefetch` whose
//! subscripts are affine expressions of SSA values (`%m[%i + 1,
//! symbol(%n)]`), and `affine.linearize_index`/`delinearize_index`.
//!
//! Map operands must be valid dims and symbols of the closest affine scope
//! (MLIR's `isValidDim`/`isValidSymbol`, below with the canonicalization
//! helpers that share them).

use crate::common;
use crate::memref::ATOMIC_RMW_KINDS;
use ir::affine::{AffineMap, IntegerSet};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Type};

/// The `map` attribute of an affine op.
pub fn map_of(ctx: &Context, op: Op) -> Option<&AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "map")?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// `(%d, ...)` then an optional `[%s, ...]`; returns the operands and the
/// number of dimension operands.
fn parse_dims_and_symbols(p: &mut OpParser) -> DResult<(Vec<UnresolvedOperand>, usize)> {
    p.expect(Tok::LParen, "'('")?;
    let mut ops = if p.is(Tok::RParen) {
        Vec::new()
    } else {
        p.operand_list()?
    };
    p.expect(Tok::RParen, "')'")?;
    let num_dims = ops.len();
    if p.consume_if(Tok::LSquare) {
        if !p.is(Tok::RSquare) {
            ops.extend(p.operand_list()?);
        }
        p.expect(Tok::RSquare, "']'")?;
    }
    Ok((ops, num_dims))
}

fn parse_apply(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.attribute(None)?;
    let map = match p.ctx().attr_kind(a) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return p.err("invalid kind of attribute specified"),
    };
    common::set_attr(p, st, "map", a);
    let (ops, num_dims) = parse_dims_and_symbols(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    if map.num_dims as usize != num_dims || num_dims + map.num_symbols as usize != ops.len() {
        return p.err_at(p.loc, "dimension or symbol index mismatch");
    }
    let it = p.index_type();
    st.operands = p.resolve_same(&ops, it)?;
    st.result_types = vec![it; map.num_results()];
    Ok(())
}

fn print_apply(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    let num_dims = map_of(ctx, op).map_or(0, |m| m.num_dims as usize);
    let num_dims = num_dims.min(ops.len());
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "map") {
        pr.attr(a);
    }
    pr.w("(");
    pr.operands(&ops[..num_dims]);
    pr.w(")");
    if num_dims < ops.len() {
        pr.w("[");
        pr.operands(&ops[num_dims..]);
        pr.w("]");
    }
    pr.attr_dict(op, &["map"]);
}

fn verify_apply(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(a) = ctx.get_attr(op, "map") else {
        return Err("requires attribute 'map'".into());
    };
    let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
        return Err("attribute 'map' failed to satisfy constraint: AffineMap attribute".into());
    };
    for (i, v) in ctx.operand_vec(op).iter().enumerate() {
        let t = ctx.value_type(*v);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(format!(
                "operand #{i} must be variadic of index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    for (i, r) in ctx.results(op).iter().enumerate() {
        let t = ctx.value_type(*r);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(format!(
                "result #{i} must be index, but got '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    if ctx.num_operands(op) != map.num_inputs() as usize {
        return Err("operand count and affine map dimension and symbol count must match".into());
    }
    if map.num_results() != 1 {
        return Err("mapping must produce one value".into());
    }
    Ok(())
}

/// `affine.apply`: the single result of an affine map applied to dim and symbol operands.
pub static APPLY: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_apply),
    print: Some(print_apply),
    verify: Some(verify_apply),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("affine.apply")
};

/// `affine.min` / `affine.max`: the syntax of `affine.apply`, one index
/// result for a map with any number of results.
fn parse_min_max(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_apply(p, st)?;
    let it = p.index_type();
    st.result_types = vec![it];
    Ok(())
}

fn verify_min_max(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(map) = map_of(ctx, op) else {
        return Err("requires attribute 'map'".into());
    };
    if ctx.num_operands(op) != map.num_inputs() as usize {
        return Err("operand count and affine map dimension and symbol count must match".into());
    }
    if map.num_results() == 0 {
        return Err("affine map expect at least one result".into());
    }
    Ok(())
}

/// `affine.min`: the smallest result of an affine map applied to its operands.
pub static MIN: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_min_max),
    print: Some(print_apply),
    verify: Some(verify_min_max),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("affine.min")
};

/// `affine.max`: the largest result of an affine map applied to its operands.
pub static MAX: OpDef = OpDef {
    traits: PURE,
    inherent: &["map"],
    parse: Some(parse_min_max),
    print: Some(print_apply),
    verify: Some(verify_min_max),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("affine.max")
};

// ===================================================================
// Shared pieces of the affine ops' syntax and verifiers
// ===================================================================

/// The affine map attribute `name` of `op`.
pub fn map_attr<'c>(ctx: &'c Context, op: Op, name: &str) -> Option<&'c AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, name)?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// The `condition` integer set of an `affine.if`.
pub fn condition_of(ctx: &Context, op: Op) -> Option<&IntegerSet> {
    match ctx.attr_kind(ctx.get_attr(op, "condition")?) {
        AttrKind::IntegerSet(s) => Some(s),
        _ => None,
    }
}

fn new_map_attr(p: &mut OpParser, m: AffineMap) -> Attr {
    p.ctx().attr(AttrKind::AffineMap(m))
}

fn ts(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

fn is_index_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

fn memref_rank_and_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// MLIR's `isValidDim(value, region)`: a valid symbol, an `affine.for` or
/// `affine.parallel` block argument, an `affine.apply` of valid dims, or a
/// `dim` of a top-level shaped value.
pub fn is_valid_dim_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    // An explicit stack instead of recursion through `affine.apply` chains.
    let mut todo = vec![v];
    while let Some(v) = todo.pop() {
        if !is_index(ctx, v) {
            return false;
        }
        if is_valid_symbol_in(ctx, v, region) {
            continue;
        }
        let ok = match ctx.value(v).def {
            ValueDef::Arg(b, _) => ctx
                .block_parent_op(b)
                .is_some_and(|p| ctx.isa(p, &FOR) || ctx.isa(p, &PARALLEL)),
            ValueDef::Result(d, _) if ctx.isa(d, &APPLY) => {
                todo.extend(ctx.operands(d));
                true
            }
            ValueDef::Result(d, _) if ctx.is_op(d, "memref.dim") || ctx.is_op(d, "tensor.dim") => {
                is_top_level_value(ctx, ctx.operand(d, 0))
            }
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// must be valid dims, the rest valid symbols, in `op`'s affine scope.
fn verify_dims_and_symbols(
    ctx: &Context,
    op: Op,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), String> {
    let scope = affine_scope_region(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, v, scope) {
                return Err("operand cannot be used as a dimension id".into());
            }
        } else if !is_valid_symbol_in(ctx, v, scope) {
            return Err("operand cannot be used as a symbol".into());
        }
    }
    Ok(())
}

/// ODS's check that the operand segments cover the operands.
fn check_segment_total(ctx: &Context, op: Op) -> Result<(), String> {
    let total: i64 = ctx
        .get_attr(op, "operandSegmentSizes")
        .and_then(|a| common::dense_array_values(ctx, a))
        .map_or(0, |v| v.iter().sum());
    if total != ctx.num_operands(op) as i64 {
        return Err(format!(
            "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            ctx.num_operands(op)
        ));
    }
    Ok(())
}

/// ODS's `Variadic<Index>` check of the operands from `first` on.
fn check_index_operands(
    ctx: &Context,
    op: Op,
    range: std::ops::Range<usize>,
) -> Result<(), String> {
    for i in range {
        let t = ctx.value_type(ctx.operand(op, i));
        if !is_index_type(ctx, t) {
            return Err(format!(
                "operand #{i} must be variadic of index, but got '{}'",
                ts(ctx, t)
            ));
        }
    }
    Ok(())
}

fn require_map<'c>(ctx: &'c Context, op: Op, name: &str) -> Result<&'c AffineMap, String> {
    match ctx.get_attr(op, name) {
        None => Err(format!("requires attribute '{name}'")),
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Ok(m),
            _ => Err(format!(
                "attribute '{name}' failed to satisfy constraint: AffineMap attribute"
            )),
        },
    }
}

/// `: memref<...>` after which the memref type is checked as MLIR's
/// `parseColonType(MemRefType&)` does.
fn parse_colon_memref(p: &mut OpParser) -> DResult<Type> {
    p.expect(Tok::Colon, "':'")?;
    let loc = p.cur_loc();
    let t = p.ty()?;
    if memref_rank_and_elem(p.ctx(), t).is_none() {
        return p.err_at(loc, "invalid kind of type specified");
    }
    Ok(t)
}

fn parse_vector_type(p: &mut OpParser) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !matches!(p.ctx().type_kind(t), TypeKind::Vector { .. }) {
        return p.err_at(loc, "invalid kind of type specified");
    }
    Ok(t)
}

/// `%m[map of SSA ids]`: the memref operand, the map attribute (as `map`)
/// and the map operands.
fn parse_subscripted(
    p: &mut OpParser,
    st: &mut OpState,
) -> DResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let m = p.operand()?;
    let (map, ops) = p.affine_map_of_ssa_ids(true)?;
    let a = new_map_attr(p, map);
    common::set_attr(p, st, "map", a);
    Ok((m, ops))
}

/// ` %m[subscripts]` of the memref operand at `memref` whose map operands follow it.
fn print_subscripted(pr: &mut OpPrinter, op: Op, memref: usize) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.operand(ops[memref]);
    pr.w("[");
    if let Some(m) = map_attr(ctx, op, "map") {
        pr.affine_map_of_values(m, &ops[memref + 1..]);
    }
    pr.w("]");
}

/// MLIR's `verifyMemoryOpIndexing` (shared by the load and store ops).
fn verify_indexing(ctx: &Context, op: Op, memref: usize) -> Result<(), String> {
    let map = require_map(ctx, op, "map")?;
    let ops = ctx.operand_vec(op);
    let Some((rank, _)) = ops
        .get(memref)
        .and_then(|&m| memref_rank_and_elem(ctx, ctx.value_type(m)))
    else {
        let t = ops
            .get(memref)
            .map(|&m| ts(ctx, ctx.value_type(m)))
            .unwrap_or_default();
        return Err(format!(
            "operand #{memref} must be memref of any type values, but got '{t}'"
        ));
    };
    check_index_operands(ctx, op, memref + 1..ops.len())?;
    if map.num_results() != rank {
        return Err("affine map num results must equal memref rank".into());
    }
    let indices = &ops[memref + 1..];
    if map.num_inputs() as usize != indices.len() {
        return Err("expects as many subscripts as affine map inputs".into());
    }
    verify_dims_and_symbols(ctx, op, indices, map.num_dims as usize)
}

mod control;
mod index_ops;
mod memory;
pub use control::*;
pub use index_ops::*;
pub use memory::*;

/// Registers the `affine` dialect's op kinds in `r`, with its default properties hook.
pub fn register(r: &mut Registry) {
    r.register_dialect("affine");
    r.set_dialect_hooks(
        "affine",
        ir::registry::DialectHooks {
            default_props: Some(index_ops::default_props),
            ..Default::default()
        },
    );
    r.register(&APPLY);
    r.register(&MIN);
    r.register(&MAX);
    for d in [
        &FOR,
        &IF,
        &PARALLEL,
        &YIELD,
        &LOAD,
        &STORE,
        &VECTOR_LOAD,
        &VECTOR_STORE,
        &PREFETCH,
        &DELINEARIZE_INDEX,
        &LINEARIZE_INDEX,
    ] {
        r.register(d);
    }
}

// ===================================================================
// Map and operand canonicalization (shared by the canonicalizer)
// ===================================================================

use ir::affine::AffineExpr;
use ir::context::ValueDef;
use ir::{Region, Value};

/// Ops whose regions are affine scopes (MLIR's `AffineScope` trait).
fn is_affine_scope(ctx: &Context, op: Op) -> bool {
    ctx.def(op).is_some_and(|d| d.has(AFFINE_SCOPE))
}

/// The op whose region holds `v` (its block's parent, or its defining op's
/// parent).
fn holder_of(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block_parent_op(b),
        ValueDef::Result(op, _) => ctx.parent_op(op),
        ValueDef::Placeholder => None,
    }
}

/// MLIR's `isTopLevelValue`: defined directly in an affine scope.
pub fn is_top_level_value(ctx: &Context, v: Value) -> bool {
    holder_of(ctx, v).is_some_and(|p| is_affine_scope(ctx, p))
}

/// The region directly below the closest enclosing affine scope.
fn affine_scope_region(ctx: &Context, op: Op) -> Option<Region> {
    let mut cur = op;
    while let Some(p) = ctx.parent_op(cur) {
        if is_affine_scope(ctx, p) {
            return ctx.parent_region(cur);
        }
        cur = p;
    }
    None
}

fn is_index(ctx: &Context, v: Value) -> bool {
    matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index)
}

fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block_parent(b),
        ValueDef::Result(op, _) => ctx.parent_region(op),
        ValueDef::Placeholder => None,
    }
}

/// The region enclosing `region`'s parent op when that op is not isolated.
fn enclosing_region(ctx: &Context, region: Option<Region>) -> Option<Region> {
    let p = ctx.region_parent(region?)?;
    if ctx.def(p).is_none_or(|d| d.has(ISOLATED_FROM_ABOVE)) {
        return None;
    }
    ctx.parent_region(p)
}

/// MLIR's `isValidSymbol(value)`.
pub fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.defining_op(v) {
        Some(d) => is_valid_symbol_in(ctx, v, affine_scope_region(ctx, d)),
        None => false,
    }
}

/// MLIR's `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    let mut region = region;
    // Iterates over the enclosing regions instead of recursing.
    loop {
        if !is_index(ctx, v) {
            return false;
        }
        if region.is_some() && value_region(ctx, v) == region {
            return true;
        }
        let Some(d) = ctx.defining_op(v) else {
            region = enclosing_region(ctx, region);
            if region.is_none() {
                return false;
            }
            continue;
        };
        if ctx.def(d).is_some_and(|x| x.has(CONSTANT_LIKE)) {
            return true;
        }
        if ctx.is_op(d, "affine.apply") {
            let r = region;
            return ctx.operands(d).all(|x| is_valid_symbol_in(ctx, x, r));
        }
        if ctx.is_op(d, "memref.dim") || ctx.is_op(d, "tensor.dim") {
            return is_dim_valid_symbol(ctx, d, region);
        }
        region = enclosing_region(ctx, region);
        if region.is_none() {
            return false;
        }
    }
}

/// MLIR's `isDimOpValidSymbol` (sizes of `memref.alloc` are looked through).
fn is_dim_valid_symbol(ctx: &Context, dim: Op, region: Option<Region>) -> bool {
    let src = ctx.operand(dim, 0);
    if is_top_level_value(ctx, src) {
        return true;
    }
    let Some(def) = ctx.defining_op(src) else {
        return false;
    };
    let Some(i) = ctx
        .num_operands(dim)
        .checked_sub(1)
        .map(|k| ctx.operand(dim, k))
        .and_then(|x| const_index(ctx, x))
    else {
        return false;
    };
    if !ctx.is_op(def, "memref.alloc") {
        return false;
    }
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ctx.value_type(src)) else {
        return false;
    };
    let Some(&size) = usize::try_from(i).ok().and_then(|i| shape.get(i)) else {
        return false;
    };
    if size != ir::types::DYNAMIC {
        return true;
    }
    let pos = shape[..i as usize]
        .iter()
        .filter(|&&s| s == ir::types::DYNAMIC)
        .count();
    pos < ctx.num_operands(def) && is_valid_symbol_in(ctx, ctx.operand(def, pos), region)
}

/// The value of an integer constant operand (sign-extended).
pub fn const_index(ctx: &Context, v: Value) -> Option<i64> {
    let d = ctx.defining_op(v)?;
    if !ctx.def(d).is_some_and(|x| x.has(CONSTANT_LIKE)) {
        return None;
    }
    match ctx.attr_kind(ctx.get_attr(d, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

/// MLIR's `canonicalizePromotedSymbols`: dims that are valid symbols
/// become trailing symbols.
fn promote_symbols(ctx: &Context, map: &mut AffineMap, ops: &mut Vec<Value>) {
    let nd = map.num_dims as usize;
    let ns = map.num_symbols;
    let mut kept = Vec::with_capacity(ops.len());
    let mut promoted = Vec::new();
    let mut remap = Vec::with_capacity(nd);
    for &v in &ops[..nd] {
        if is_valid_symbol(ctx, v) {
            remap.push(AffineExpr::symbol(ns + promoted.len() as u32));
            promoted.push(v);
        } else {
            remap.push(AffineExpr::dim(kept.len() as u32));
            kept.push(v);
        }
    }
    let new_dims = kept.len() as u32;
    kept.extend_from_slice(&ops[nd..]);
    kept.extend(promoted.iter().copied());
    *map = map.replace_dims_and_symbols(&remap, &[], new_dims, ns + promoted.len() as u32);
    *ops = kept;
}

/// MLIR's `canonicalizeMapAndOperands`: promotes dims that are valid
/// symbols, drops unused operands, folds constant symbols into the map and
/// merges duplicate operands.
pub fn canonicalize_map_and_operands(ctx: &Context, map: &mut AffineMap, ops: &mut Vec<Value>) {
    if ops.is_empty() {
        return;
    }
    promote_symbols(ctx, map, ops);
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut used_d = vec![false; nd];
    let mut used_s = vec![false; ns];
    for r in &map.results {
        r.walk(&mut |e| match e {
            AffineExpr::Dim(d) => used_d[*d as usize] = true,
            AffineExpr::Symbol(s) => used_s[*s as usize] = true,
            _ => {}
        });
    }
    let mut out = Vec::with_capacity(ops.len());
    let mut seen: rustc_hash::FxHashMap<Value, AffineExpr> = Default::default();
    let mut dr = vec![AffineExpr::constant(0); nd];
    let mut next = 0u32;
    for i in 0..nd {
        if !used_d[i] {
            // An unused dim keeps a null replacement in MLIR; it does not
            // occur in the map, so any expression does.
            dr[i] = AffineExpr::dim(i as u32);
            continue;
        }
        let v = ops[i];
        dr[i] = seen
            .entry(v)
            .or_insert_with(|| {
                out.push(v);
                next += 1;
                AffineExpr::dim(next - 1)
            })
            .clone();
    }
    let new_dims = next;
    seen.clear();
    let mut sr = vec![AffineExpr::constant(0); ns];
    let mut next = 0u32;
    for i in 0..ns {
        if !used_s[i] {
            sr[i] = AffineExpr::symbol(i as u32);
            continue;
        }
        let v = ops[nd + i];
        if let Some(c) = const_index(ctx, v) {
            sr[i] = AffineExpr::constant(c);
            continue;
        }
        sr[i] = seen
            .entry(v)
            .or_insert_with(|| {
                out.push(v);
                next += 1;
                AffineExpr::symbol(next - 1)
            })
            .clone();
    }
    *map = map.replace_dims_and_symbols(&dr, &sr, new_dims, next);
    *ops = out;
}

/// MLIR's `composeAffineMapAndOperands` for a single-result map: operands
/// produced by `affine.apply` are replaced by the producer's expression,
/// then the map is canonicalized and simplified.
pub fn compose_map_and_operands(ctx: &Context, map: &mut AffineMap, ops: &mut Vec<Value>) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, map, ops);
        *map = simplify_map(map);
        return;
    }
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<Value>> = ops[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = ops[nd..].iter().map(|&v| Some(v)).collect();
    let mut pos = 0;
    while pos < dims.len() + syms.len() {
        // Positions before `pos` hold no producer (replaced ones are None,
        // the others were checked); after a replacement the scan resumes at
        // the replaced dim, or at the first appended dim for a symbol.
        {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                &mut dims[pos]
            } else {
                &mut syms[pos - dims.len()]
            };
            let Some(v) = *slot else {
                pos += 1;
                continue;
            };
            let Some(p) = ctx.defining_op(v).filter(|&p| ctx.is_op(p, "affine.apply")) else {
                pos += 1;
                continue;
            };
            let Some(pm) = map_of(ctx, p).filter(|m| m.results.len() == 1) else {
                pos += 1;
                continue;
            };
            *slot = None;
            let mut cm = pm.clone();
            let mut cops = ctx.operand_vec(p);
            canonicalize_map_and_operands(ctx, &mut cm, &mut cops);
            let repl = cm.results[0]
                .shift_dims(cm.num_dims, dims.len() as u32, 0)
                .shift_symbols(cm.num_symbols, syms.len() as u32, 0);
            let target = if is_dim {
                AffineExpr::dim(pos as u32)
            } else {
                AffineExpr::symbol((pos - dims.len()) as u32)
            };
            let cnd = cm.num_dims as usize;
            let old_nd = dims.len();
            dims.extend(cops[..cnd].iter().map(|&x| Some(x)));
            syms.extend(cops[cnd..].iter().map(|&x| Some(x)));
            for r in map.results.iter_mut() {
                *r = r.replace(&target, &repl);
            }
            map.num_dims = dims.len() as u32;
            map.num_symbols = syms.len() as u32;
            // Earlier dims are known not to be producers; appended dims
            // shift the symbol positions, so a symbol rescan starts at the
            // first appended dim.
            if !is_dim {
                pos = old_nd;
            }
        }
    }
    ops.clear();
    let mut dr = Vec::with_capacity(dims.len());
    let mut n = 0u32;
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(AffineExpr::dim(n));
                n += 1;
                ops.push(*v);
            }
            None => dr.push(AffineExpr::constant(0)),
        }
    }
    let mut sr = Vec::with_capacity(syms.len());
    let mut m = 0u32;
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(AffineExpr::symbol(m));
                m += 1;
                ops.push(*v);
            }
            None => sr.push(AffineExpr::constant(0)),
        }
    }
    *map = map.replace_dims_and_symbols(&dr, &sr, n, m);
    canonicalize_map_and_operands(ctx, map, ops);
    *map = simplify_map(map);
}

// -------------------------------------------------------------------
// Flattening simplification (MLIR's `simplifyAffineExpr`)
// -------------------------------------------------------------------

struct Flattener {
    nd: usize,
    ns: usize,
    locals: Vec<AffineExpr>,
    stack: Vec<Vec<i64>>,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Flattener {
    fn cols(&self) -> usize {
        self.nd + self.ns + self.locals.len() + 1
    }
    fn leaf(&mut self, pos: usize, val: i64) {
        let mut v = vec![0; self.cols()];
        v[pos] = val;
        self.stack.push(v);
    }
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.nd + self.ns + self.locals.len();
        for v in self.stack.iter_mut() {
            v.insert(at, 0);
        }
        self.locals.push(e);
    }
    fn expr_of(&self, flat: &[i64]) -> AffineExpr {
        from_flat(flat, self.nd, self.ns, &self.locals)
    }
    /// Post-order walk; `false` for an expression it cannot flatten
    /// (non-positive divisor, semi-affine operand).
    fn walk(&mut self, e: &AffineExpr) -> bool {
        match e {
            AffineExpr::Dim(d) => self.leaf(*d as usize, 1),
            AffineExpr::Symbol(s) => self.leaf(self.nd + *s as usize, 1),
            AffineExpr::Constant(c) => {
                let n = self.cols() - 1;
                self.leaf(n, *c)
            }
            _ => {
                let (kind, l, r) = e.as_binary().unwrap();
                if !self.walk(l) || !self.walk(r) {
                    return false;
                }
                let rhs = self.stack.pop().unwrap();
                let c = *rhs.last().unwrap();
                let rconst = r.is_constant();
                let lhs = self.stack.last_mut().unwrap();
                use ir::affine::AffineBinaryKind as K;
                match kind {
                    K::Add => {
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                    }
                    K::Mul => {
                        if !rconst {
                            return false;
                        }
                        for a in lhs.iter_mut() {
                            *a = a.wrapping_mul(c);
                        }
                    }
                    K::Mod => {
                        if !rconst || c <= 0 {
                            return false;
                        }
                        if lhs.iter().all(|&a| a.wrapping_rem(c) == 0) {
                            lhs.iter_mut().for_each(|a| *a = 0);
                            return true;
                        }
                        let g = lhs.iter().fold(c as u64, |g, &a| gcd(g, a.unsigned_abs())) as i64;
                        let dividend: Vec<i64> = lhs.iter().map(|&a| a / g).collect();
                        let q = ir::affine::floor_div(
                            self.expr_of(&dividend),
                            AffineExpr::constant(c / g),
                        );
                        let base = self.nd + self.ns;
                        match self.locals.iter().position(|x| *x == q) {
                            Some(k) => self.stack.last_mut().unwrap()[base + k] = -c,
                            None => {
                                self.add_local(q);
                                let k = self.locals.len() - 1;
                                self.stack.last_mut().unwrap()[base + k] = -c;
                            }
                        }
                    }
                    K::FloorDiv | K::CeilDiv => {
                        if !rconst || c <= 0 {
                            return false;
                        }
                        let g = lhs
                            .iter()
                            .fold(c.unsigned_abs(), |g, &a| gcd(g, a.unsigned_abs()))
                            as i64;
                        if g != 1 {
                            lhs.iter_mut().for_each(|a| *a /= g);
                        }
                        let divisor = c / g;
                        if divisor == 1 {
                            return true;
                        }
                        let a = self.expr_of(self.stack.last().unwrap());
                        let b = AffineExpr::constant(divisor);
                        let q = if kind == K::CeilDiv {
                            ir::affine::ceil_div(a, b)
                        } else {
                            ir::affine::floor_div(a, b)
                        };
                        let base = self.nd + self.ns;
                        let k = match self.locals.iter().position(|x| *x == q) {
                            Some(k) => k,
                            None => {
                                self.add_local(q);
                                self.locals.len() - 1
                            }
                        };
                        let top = self.stack.last_mut().unwrap();
                        top.iter_mut().for_each(|a| *a = 0);
                        top[base + k] = 1;
                    }
                }
            }
        }
        true
    }
}

/// MLIR's `getAffineExprFromFlatForm`: `[dims, symbols, locals, constant]`.
pub fn from_flat(flat: &[i64], nd: usize, ns: usize, locals: &[AffineExpr]) -> AffineExpr {
    let mut e = AffineExpr::constant(0);
    for (j, &c) in flat[..nd + ns].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::dim(j as u32)
        } else {
            AffineExpr::symbol((j - nd) as u32)
        };
        e = ir::affine::add(e, ir::affine::mul(id, AffineExpr::constant(c)));
    }
    for (k, l) in locals.iter().enumerate() {
        let c = flat[nd + ns + k];
        if c != 0 {
            e = ir::affine::add(e, ir::affine::mul(l.clone(), AffineExpr::constant(c)));
        }
    }
    let c = *flat.last().unwrap();
    if c != 0 {
        e = ir::affine::add(e, AffineExpr::constant(c));
    }
    e
}

/// Flattens a pure affine expression; `None` when it cannot.
fn flatten(e: &AffineExpr, nd: usize, ns: usize) -> Option<(Vec<i64>, Vec<AffineExpr>)> {
    let mut f = Flattener {
        nd,
        ns,
        locals: Vec::new(),
        stack: Vec::new(),
    };
    if !f.walk(e) {
        return None;
    }
    Some((f.stack.pop()?, f.locals))
}

/// MLIR's `simplifyAffineExpr` for pure affine expressions (semi-affine
/// ones are returned unchanged).
pub fn simplify_expr(e: &AffineExpr, nd: usize, ns: usize) -> AffineExpr {
    if !e.is_pure_affine() {
        return e.clone();
    }
    match flatten(e, nd, ns) {
        Some((flat, locals)) => from_flat(&flat, nd, ns, &locals),
        None => e.clone(),
    }
}

/// MLIR's `simplifyAffineMap`.
pub fn simplify_map(map: &AffineMap) -> AffineMap {
    AffineMap::new(
        map.num_dims,
        map.num_symbols,
        map.results
            .iter()
            .map(|r| simplify_expr(r, map.num_dims as usize, map.num_symbols as usize))
            .collect(),
    )
}

/// The flat form `[dims, symbols, constant]` of a pure affine expression
/// that needs no local variables (no non-divisible `mod`/`floordiv`);
/// `None` otherwise.
pub fn flat_without_locals(e: &AffineExpr, nd: usize, ns: usize) -> Option<Vec<i64>> {
    if !e.is_pure_affine() {
        return None;
    }
    let (flat, _) = flatten(e, nd, ns)?;
    (flat.len() == nd + ns + 1).then_some(flat)
}

/// Floor (`ceil == false`) or ceiling division, wrapping on overflow.
fn div_round(a: i64, b: i64, ceil: bool) -> i64 {
    let q = a.wrapping_div(b);
    let inexact = a.wrapping_rem(b) != 0;
    let same_sign = (a < 0) == (b < 0);
    if inexact && ceil && same_sign {
        q + 1
    } else if inexact && !ceil && !same_sign {
        q - 1
    } else {
        q
    }
}

fn floor_div_i(a: i64, b: i64) -> i64 {
    div_round(a, b, false)
}

fn ceil_div_i(a: i64, b: i64) -> i64 {
    div_round(a, b, true)
}

/// Constant bounds (inclusive) known for the operands of a map: those of
/// `affine.for` induction variables with constant bounds.
#[derive(Default)]
pub struct OperandBounds {
    /// Per operand, its lower bound when known.
    pub lower: Vec<Option<i64>>,
    /// Per operand, its upper bound when known.
    pub upper: Vec<Option<i64>>,
}

impl OperandBounds {
    /// MLIR's `getLowerBound(Value)`/`getUpperBound(Value)` of each operand.
    pub fn of(ctx: &Context, ops: &[Value]) -> OperandBounds {
        let mut b = OperandBounds::default();
        for &v in ops {
            let (lo, hi) = match for_of_induction_var(ctx, v) {
                Some(f) => {
                    let lb = constant_bound(ctx, f, "lowerBoundMap");
                    let ub = constant_bound(ctx, f, "upperBoundMap");
                    let step = For(f).step(ctx).max(1);
                    // In 128 bits: bounds near the ends of i64 would overflow (no bound then).
                    let hi = ub.and_then(|u| {
                        let (u, step) = (i128::from(u), i128::from(step));
                        let last = match lb {
                            Some(l) => u - 1 - (u - i128::from(l) - 1).rem_euclid(step),
                            None => u - 1,
                        };
                        i64::try_from(last).ok()
                    });
                    (lb, hi)
                }
                None => (None, None),
            };
            b.lower.push(lo);
            b.upper.push(hi);
        }
        b
    }
}

/// The `affine.for` whose induction variable `v` is.
pub fn for_of_induction_var(ctx: &Context, v: Value) -> Option<Op> {
    let ValueDef::Arg(b, 0) = ctx.value(v).def else {
        return None;
    };
    ctx.block_parent_op(b).filter(|&p| ctx.isa(p, &FOR))
}

/// The single constant result of an `affine.for` bound map.
pub fn constant_bound(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    let m = map_attr(ctx, op, name)?;
    match m.results.as_slice() {
        [e] => e.as_constant(),
        _ => None,
    }
}

/// MLIR's `getBoundForAffineExpr`: a constant lower or upper bound of `e`
/// given bounds of its dims and symbols (missing entries are unbounded).
pub fn expr_bound_with(
    e: &AffineExpr,
    nd: usize,
    ns: usize,
    bounds: &OperandBounds,
    upper: bool,
) -> Option<i64> {
    if let Some((kind, l, r)) = e.as_binary() {
        use ir::affine::AffineBinaryKind as K;
        let c = r.as_constant();
        match kind {
            K::FloorDiv => {
                let c = c.filter(|&c| c >= 1)?;
                return Some(floor_div_i(expr_bound_with(l, nd, ns, bounds, upper)?, c));
            }
            K::CeilDiv => {
                let c = c.filter(|&c| c >= 1)?;
                return Some(ceil_div_i(expr_bound_with(l, nd, ns, bounds, upper)?, c));
            }
            K::Mod => {
                if let Some(c) = c.filter(|&c| c >= 1) {
                    let lb = expr_bound_with(l, nd, ns, bounds, false);
                    let ub = expr_bound_with(l, nd, ns, bounds, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if floor_div_i(lb, c) == floor_div_i(ub, c) {
                            return Some(if upper { ub } else { lb }.rem_euclid(c));
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let (flat, locals) = flatten(e, nd, ns)?;
    if !locals.is_empty() {
        return None;
    }
    let mut bound = 0i64;
    for (i, &coef) in flat[..nd + ns].iter().enumerate() {
        if coef == 0 {
            continue;
        }
        let side = if (coef > 0) == upper {
            &bounds.upper
        } else {
            &bounds.lower
        };
        let b = side.get(i).copied().flatten()?;
        bound = bound.wrapping_add(b.wrapping_mul(coef));
    }
    flat.last().map(|c| bound.wrapping_add(*c))
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: drops the results of a min
/// (`is_max == false`) or max map that another result always beats, and
/// makes constant the ones whose bounds meet.
pub fn simplify_min_or_max(map: &mut AffineMap, ops: &[Value], ctx: &Context, is_max: bool) {
    if ops.is_empty() {
        return;
    }
    let bounds = OperandBounds::of(ctx, ops);
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let (lo, hi): (Vec<Option<i64>>, Vec<Option<i64>>) = map
        .results
        .iter()
        .map(|e| match e.as_constant() {
            Some(c) => (Some(c), Some(c)),
            None => (
                expr_bound_with(e, nd, ns, &bounds, false),
                expr_bound_with(e, nd, ns, &bounds, true),
            ),
        })
        .unzip();
    let mut kept = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        let mut e = e.clone();
        if let (Some(l), Some(h)) = (lo[i], hi[i]) {
            if l == h {
                e = AffineExpr::constant(l);
            }
        }
        // For a max, a result is redundant when another is always at least
        // as large (of two equal constants the first stays); min mirrors it.
        let (mine, others, others_far) = if is_max {
            (hi[i], &lo, &hi)
        } else {
            (lo[i], &hi, &lo)
        };
        let Some(mine) = mine else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, other)| {
            let Some(other) = *other else { return false };
            if pos == i {
                return false;
            }
            let beats = if is_max { other > mine } else { other < mine };
            let loses = if is_max { other < mine } else { other > mine };
            if beats {
                return true;
            }
            if loses {
                return false;
            }
            let exact_me = lo[i].is_some() && lo[i] == hi[i];
            let exact_other = others_far[pos] == Some(other);
            !(exact_me && exact_other && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    *map = AffineMap::new(map.num_dims, map.num_symbols, kept);
}

/// What the simplification of a map knows about its operands: the loops
/// whose induction variables they are (constant lower and upper bound,
/// step, and the largest known divisor of the lower bound map).
struct OperandFacts {
    bounds: OperandBounds,
    loops: Vec<Option<LoopFacts>>,
}

/// Constant lower and upper bound, step, and the largest known divisor of
/// the lower bound map of an `affine.for`.
type LoopFacts = (Option<i64>, Option<i64>, i64, i64);

impl OperandFacts {
    fn of(ctx: &Context, ops: &[Value]) -> OperandFacts {
        let loops = ops
            .iter()
            .map(|&v| {
                let f = for_of_induction_var(ctx, v)?;
                let lb_div = map_attr(ctx, f, "lowerBoundMap").map_or(0, |m| {
                    if m.results.is_empty() {
                        return u64::MAX;
                    }
                    m.results
                        .iter()
                        .fold(0u64, |g, e| gcd(g, e.largest_known_divisor() as u64))
                });
                Some((
                    constant_bound(ctx, f, "lowerBoundMap"),
                    constant_bound(ctx, f, "upperBoundMap"),
                    For(f).step(ctx),
                    lb_div as i64,
                ))
            })
            .collect();
        OperandFacts {
            bounds: OperandBounds::of(ctx, ops),
            loops,
        }
    }

    /// MLIR's `getLargestKnownDivisor(expr, operands)`: a dim that is a
    /// loop's induction variable is a multiple of the loop's step (and of
    /// its lower bound).
    fn divisor(&self, e: &AffineExpr) -> i64 {
        let Some(d) = e.as_dim() else {
            return e.largest_known_divisor();
        };
        match self.loops.get(d as usize).copied().flatten() {
            Some((Some(0), _, step, _)) => step,
            Some((_, _, step, lb_div)) => gcd(lb_div as u64, step as u64) as i64,
            None => 1,
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k` for a constant or an
    /// induction variable of a loop with constant bounds inside `[0, k]`.
    fn non_negative_bounded_by(&self, e: &AffineExpr, k: i64) -> bool {
        if let Some(c) = e.as_constant() {
            return c >= 0 && c < k;
        }
        let Some(d) = e.as_dim() else { return false };
        matches!(self.loops.get(d as usize).copied().flatten(),
            Some((Some(lb), Some(ub), _, _)) if lb >= 0 && ub <= k)
    }
}

/// MLIR's `simplifyExprAndOperands`.
fn simplify_with_operands(
    e: &AffineExpr,
    nd: usize,
    ns: usize,
    facts: &OperandFacts,
) -> AffineExpr {
    let Some((kind, l, r)) = e.as_binary() else {
        return e.clone();
    };
    use ir::affine::AffineBinaryKind as K;
    let nl = simplify_with_operands(l, nd, ns, facts);
    let nr = simplify_with_operands(r, nd, ns, facts);
    let expr = AffineExpr::binary(kind, nl, nr);
    let Some((kind, lhs, rhs)) = expr.as_binary() else {
        return expr;
    };
    if !matches!(kind, K::FloorDiv | K::CeilDiv | K::Mod) {
        return expr;
    }
    let Some(c) = rhs.as_constant().filter(|&c| c > 0) else {
        return expr;
    };
    let lb = lhs
        .as_constant()
        .or_else(|| expr_bound_with(lhs, nd, ns, &facts.bounds, false));
    let ub = lhs
        .as_constant()
        .or_else(|| expr_bound_with(lhs, nd, ns, &facts.bounds, true));
    if let (Some(lb), Some(ub)) = (lb, ub) {
        if kind == K::FloorDiv && floor_div_i(lb, c) == floor_div_i(ub, c) {
            return AffineExpr::constant(floor_div_i(lb, c));
        }
        if kind == K::CeilDiv && ceil_div_i(lb, c) == ceil_div_i(ub, c) {
            return AffineExpr::constant(ceil_div_i(lb, c));
        }
        if kind == K::Mod && lb >= 0 && lb < c && ub < c {
            return lhs.clone();
        }
    }
    if let AffineExpr::Add(ll, lr) = lhs {
        let mut split = None;
        let d = facts.divisor(ll);
        if facts.non_negative_bounded_by(lr, d) {
            split = Some((d, &**ll, &**lr));
        } else {
            let d = facts.divisor(lr);
            if facts.non_negative_bounded_by(ll, d) {
                split = Some((d, &**lr, &**ll));
            }
        }
        if let Some((d, q, rem)) = split {
            if d != 0 && c % d == 0 && kind == K::FloorDiv {
                return ir::affine::floor_div(q.clone(), AffineExpr::constant(c));
            }
            if d % c == 0 && kind == K::Mod {
                return ir::affine::modulo(rem.clone(), AffineExpr::constant(c));
            }
            return expr;
        }
    }
    if (facts.non_negative_bounded_by(lhs, c) && kind == K::FloorDiv)
        || (facts.divisor(lhs).wrapping_rem(c) == 0 && kind == K::Mod)
    {
        return AffineExpr::constant(0);
    }
    expr
}

/// MLIR's `simplifyMapWithOperands`: bounds and divisors of the operands
/// (induction variables of `affine.for` loops) simplify divisions and
/// remainders.
pub fn simplify_map_with_operands(map: &AffineMap, ctx: &Context, ops: &[Value]) -> AffineMap {
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let facts = OperandFacts::of(ctx, ops);
    AffineMap::new(
        map.num_dims,
        map.num_symbols,
        map.results
            .iter()
            .map(|r| simplify_with_operands(r, nd, ns, &facts))
            .collect(),
    )
}

/// A division by zero or a non-positive modulus met while folding (MLIR
/// folds to poison).
#[derive(Debug, PartialEq, Eq)]
pub struct Poison;

/// MLIR's `AffineExprConstantFolder`: the value of `e` when every
/// identifier it uses has a constant.
pub fn constant_fold_expr(
    e: &AffineExpr,
    dims: &[Option<i64>],
    syms: &[Option<i64>],
) -> Result<Option<i64>, Poison> {
    Ok(Some(match e {
        AffineExpr::Constant(c) => *c,
        AffineExpr::Dim(d) => match dims.get(*d as usize).copied().flatten() {
            Some(v) => v,
            None => return Ok(None),
        },
        AffineExpr::Symbol(s) => match syms.get(*s as usize).copied().flatten() {
            Some(v) => v,
            None => return Ok(None),
        },
        _ => {
            use ir::affine::AffineBinaryKind as K;
            let (kind, l, r) = e.as_binary().unwrap();
            let a = constant_fold_expr(l, dims, syms)?;
            let b = constant_fold_expr(r, dims, syms)?;
            let (Some(a), Some(b)) = (a, b) else {
                return Ok(None);
            };
            match kind {
                K::Add => a.wrapping_add(b),
                K::Mul => a.wrapping_mul(b),
                K::Mod => {
                    if b < 1 {
                        return Err(Poison);
                    }
                    a.rem_euclid(b)
                }
                K::FloorDiv => {
                    if b == 0 {
                        return Err(Poison);
                    }
                    floor_div_i(a, b)
                }
                K::CeilDiv => {
                    if b == 0 {
                        return Err(Poison);
                    }
                    ceil_div_i(a, b)
                }
            }
        }
    }))
}

#[cfg(test)]
mod tests {
    fn roundtrip(src: &str) -> Result<String, String> {
        let mut ctx = crate::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t.mlir",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: false,
            },
        )
        .map_err(|d| d.message)?;
        ir::verifier::verify(&ctx, m).map_err(|d| d.message)?;
        Ok(ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions::default(),
        ))
    }

    #[test]
    fn apply_prints_dims_and_symbols() {
        let out = roundtrip(
            "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]\n  return %0 : index\n}\n",
        )
        .unwrap();
        assert!(
            out.contains("#map = affine_map<(d0)[s0] -> (d0 + s0)>"),
            "{out}"
        );
        assert!(out.contains("affine.apply #map(%arg0)[%arg1]"), "{out}");
    }

    #[test]
    fn apply_rejects_mismatched_operands() {
        let e = roundtrip(
            "func.func @f(%a: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)\n  return %0 : index\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("dimension or symbol index mismatch"), "{e}");
    }

    #[test]
    fn apply_verifies_operand_types() {
        let e = roundtrip(
            "func.func @f(%a: i32) -> index {\n  %0 = \"affine.apply\"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index\n  return %0 : index\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("operand #0 must be variadic of index"), "{e}");
    }

    #[test]
    fn flattening_rebuilds_mod_and_orders_terms() {
        use super::simplify_expr;
        use ir::affine::{add, floor_div, mul, AffineExpr as E};
        // s0 * 2 + d0 mod 4: the mod becomes its floordiv local, placed
        // after the dims and symbols (as mlir-opt prints it).
        let e = add(
            mul(E::symbol(0), E::constant(2)),
            ir::affine::modulo(E::dim(0), E::constant(4)),
        );
        assert_eq!(
            simplify_expr(&e, 1, 1).to_string(),
            "d0 + (d0 floordiv 4) * -4 + s0 * 2"
        );
        // (d0 * 4 + 8) floordiv 4 cancels the common divisor.
        let e = floor_div(
            add(mul(E::dim(0), E::constant(4)), E::constant(8)),
            E::constant(4),
        );
        assert_eq!(simplify_expr(&e, 1, 0).to_string(), "d0 + 2");
    }

    #[test]
    fn constant_fold_reports_poison() {
        use super::{constant_fold_expr, Poison};
        use ir::affine::{floor_div, AffineExpr as E};
        let e = floor_div(E::symbol(0), E::symbol(1));
        assert_eq!(
            constant_fold_expr(&e, &[], &[Some(7), Some(2)]),
            Ok(Some(3))
        );
        assert_eq!(constant_fold_expr(&e, &[], &[Some(7), None]), Ok(None));
        assert_eq!(
            constant_fold_expr(&e, &[], &[Some(7), Some(0)]),
            Err(Poison)
        );
    }
}
