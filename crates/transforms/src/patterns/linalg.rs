//! linalg: generics that only forward their operands
//! (`EraseIdentityLinalgOp`), and the `linalg.fill` patterns that MLIR
//! registers on the ops consuming a fill (`FoldFillWithCopy`,
//! `FoldFillWithTensorExtract`, `FoldFillWithTranspose`).

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use dialects::offsets::Mixed;
use ir::affine::{AffineExpr, AffineMap};
use ir::context::ValueDef;

fn is_fill(ctx: &Context, v: Value) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is_op(d, "linalg.fill"))
}

/// Creates the named DPS op `name` (its implicit body built from the
/// operand types) before `anchor`, with its own attributes `extra` (a
/// permutation, broadcast dimensions) besides the operand segments.
fn create_named(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    ins: &[Value],
    outs: &[Value],
    result_types: &[Type],
    extra: &[(&str, Attr)],
) -> Option<Op> {
    let ctx = &mut *rw.ctx;
    let in_types: Vec<Type> = ins.iter().map(|&v| ctx.value_type(v)).collect();
    let out_types: Vec<Type> = outs.iter().map(|&v| ctx.value_type(v)).collect();
    let transpose_like = matches!(name, "linalg.transpose" | "linalg.broadcast");
    let mut attrs = Vec::new();
    // Transposes and broadcasts have exactly one input and one init.
    if !transpose_like {
        let seg = ctx.dense_i32_array(&[ins.len() as i32, outs.len() as i32]);
        attrs.push((ctx.sym("operandSegmentSizes"), seg));
    }
    for &(k, a) in extra {
        attrs.push((ctx.sym(k), a));
    }
    let loc = ctx.loc(anchor);
    let region = if transpose_like {
        let operands: Vec<Value> = ins.iter().chain(outs).copied().collect();
        dialects::linalg::transpose_like_body(ctx, &operands, loc)
    } else {
        dialects::linalg_named::build_body(ctx, name, &in_types, &out_types, &attrs).ok()?
    };
    let operands: Vec<Value> = ins.iter().chain(outs).copied().collect();
    Some(rw.create_full(
        At::Before(anchor),
        name,
        &operands,
        result_types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    ))
}

fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect()
}

/// `copy(fill(v))` is `fill(v)` into the copy's init; `copy(x) into
/// fill(...)` copies into the fill's init instead.
fn p_fold_fill_with_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let (input, init) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let types = result_types(ctx, op);
    let new = if let Some(f) = is_fill(ctx, input) {
        let v = ctx.operand(f, 0);
        create_named(rw, op, "linalg.fill", &[v], &[init], &types, &[])
    } else if let Some(f) = is_fill(ctx, init) {
        let fo = ctx.operand(f, 1);
        create_named(rw, op, "linalg.copy", &[input], &[fo], &types, &[])
    } else {
        return false;
    };
    let Some(new) = new else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// A copy of a value onto itself: on buffers it does nothing, on tensors
/// its result is its input.
fn p_erase_self_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (ins, outs) = dialects::linalg::dps_ranges(ctx, op);
    if ins.len() != outs.len()
        || ins
            .zip(outs)
            .any(|(i, o)| ctx.operand(op, i) != ctx.operand(op, o))
    {
        return false;
    }
    if ctx.results(op).is_empty() {
        rw.erase_op(op);
    } else {
        let inputs: Vec<Value> = (0..ctx.results(op).len())
            .map(|i| ctx.operand(op, i))
            .collect();
        rw.replace_op(op, &inputs);
    }
    true
}

/// `tensor.extract` of a fill is the filled value.
fn p_fold_fill_with_extract(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = is_fill(rw.ctx, rw.ctx.operand(op, 0)) else {
        return false;
    };
    let v = rw.ctx.operand(f, 0);
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a fill is a fill of the transpose's init.
fn p_fold_fill_with_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let Some(f) = is_fill(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let (v, init) = (ctx.operand(f, 0), ctx.operand(op, 1));
    let types = result_types(ctx, op);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[init], &types, &[]) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// `tensor.cast` can convert between the two types (same element type and
/// rank, static sizes agreeing).
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::RankedTensor {
                shape: sa,
                elem: ea,
                ..
            },
            TypeKind::RankedTensor {
                shape: sb,
                elem: eb,
                ..
            },
        ) => {
            ea == eb
                && sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(sb)
                    .all(|(&x, &y)| x == y || x == ir::DYNAMIC || y == ir::DYNAMIC)
        }
        (TypeKind::UnrankedTensor { elem: ea }, TypeKind::RankedTensor { elem: eb, .. })
        | (TypeKind::RankedTensor { elem: ea, .. }, TypeKind::UnrankedTensor { elem: eb }) => {
            ea == eb
        }
        _ => false,
    }
}

/// MLIR's `EraseIdentityLinalgOp`: a generic with equal indexing maps whose
/// body only yields its own block arguments forwards the corresponding
/// operands (cast to the result types); on buffers, a generic copying a
/// buffer onto itself is erased.
fn p_erase_identity_generic(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    // The body is the cheaper test (no attribute lookup by name).
    let Some(&r) = ctx.regions_of(op).first() else {
        return false;
    };
    let Some(&body) = ctx.region_blocks(r).first() else {
        return false;
    };
    let Some(y) = ctx.first_op(body) else {
        return false;
    };
    if ctx.next_op(y).is_some() || !ctx.is_op(y, "linalg.yield") {
        return false;
    }
    let Some(maps) = ctx.get_attr(op, "indexing_maps") else {
        return false;
    };
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else {
        return false;
    };
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 2 {
        return false;
    }
    let shaped: Vec<Value> = ctx
        .operands(op)
        .filter(|&v| {
            let k = ctx.type_kind(ctx.value_type(v));
            k.is_tensor() || k.is_memref()
        })
        .collect();
    let is_memref = |v: &Value| ctx.type_kind(ctx.value_type(*v)).is_memref();
    let own_arg = |v: Value| match ctx.value(v).def {
        ValueDef::Arg(b, i) if b == body => Some(i as usize),
        _ => None,
    };
    if shaped.iter().all(is_memref) {
        if segs[0].len() != 1 || segs[1].len() != 1 || segs[0][0] != segs[1][0] {
            return false;
        }
        if ctx.operands(y).next().and_then(own_arg).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if shaped.iter().any(is_memref) {
        return false;
    }
    let mut plan: Vec<(Value, Option<Type>)> = Vec::new();
    for (i, v) in ctx.operands(y).enumerate() {
        let Some(n) = own_arg(v) else {
            return false;
        };
        let Some(&res) = ctx.results(op).get(i) else {
            return false;
        };
        let arg = ctx.operand(op, n);
        let (at, rt) = (ctx.value_type(arg), ctx.value_type(res));
        if at == rt {
            plan.push((arg, None));
        } else if cast_compatible(ctx, at, rt) {
            plan.push((arg, Some(rt)));
        } else {
            return false;
        }
    }
    if plan.len() != ctx.results(op).len() {
        return false;
    }
    let mut vals = Vec::with_capacity(plan.len());
    for (arg, cast) in plan {
        match cast {
            None => vals.push(arg),
            Some(t) => {
                let c = rw.create(op, "tensor.cast", &[arg], &[t], Vec::new());
                vals.push(rw.ctx.result(c, 0));
            }
        }
    }
    rw.replace_op(op, &vals);
    true
}

/// Whether `name` is an op of MLIR's `LinalgOp` interface (the structured
/// ops: generic, the named ops, map, reduce, transpose, broadcast), as
/// opposed to the other destination-style linalg ops (pack, unpack, softmax,
/// the winograd transforms) and the body terminators.
pub fn is_structured_name(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("linalg.") else {
        return false;
    };
    !matches!(rest, "yield" | "index" | "pack" | "unpack" | "softmax")
        && !rest.starts_with("winograd_")
}

/// The indexing maps of a structured op, one per operand, including the
/// ops whose maps are implied by their attributes rather than spelled out.
fn indexing_maps(ctx: &Context, op: Op) -> Option<Vec<AffineMap>> {
    let name = ctx.op_name(op);
    let dims_attr = |key: &str| {
        ctx.get_attr(op, key)
            .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
    };
    let rank_of = |v: Value| ctx.type_kind(ctx.value_type(v)).rank();
    let dropping = |rank: usize, dropped: &[i64]| {
        let kept = (0..rank as u32)
            .filter(|&d| !dropped.contains(&(d as i64)))
            .map(AffineExpr::Dim)
            .collect();
        AffineMap::new(rank as u32, 0, kept)
    };
    let n = ctx.num_operands(op);
    match name {
        "linalg.map" => {
            let rank = rank_of(ctx.operand(op, n.checked_sub(1)?))? as u32;
            Some(vec![AffineMap::identity(rank); n])
        }
        "linalg.transpose" => {
            let perm: Vec<u32> = dims_attr("permutation")?
                .iter()
                .map(|&p| u32::try_from(p).ok())
                .collect::<Option<_>>()?;
            let input = AffineMap::permutation(&perm).inverse_permutation()?;
            Some(vec![input, AffineMap::identity(perm.len() as u32)])
        }
        "linalg.broadcast" => {
            let rank = rank_of(ctx.operand(op, n.checked_sub(1)?))?;
            let added = dims_attr("dimensions")?;
            Some(vec![
                dropping(rank, &added),
                AffineMap::identity(rank as u32),
            ])
        }
        "linalg.reduce" => {
            let rank = rank_of(ctx.operand(op, 0))?;
            let reduced = dims_attr("dimensions")?;
            let half = n / 2;
            let mut maps = vec![AffineMap::identity(rank as u32); half];
            maps.extend((half..n).map(|_| dropping(rank, &reduced)));
            Some(maps)
        }
        _ => dialects::linalg::structured_indexing_maps(ctx, op),
    }
}

/// MLIR's `EraseDeadLinalgOp`: a structured op over a buffer with a zero
/// extent does nothing.
fn p_erase_dead_linalg_op(rw: &mut Rewriter, op: Op) -> bool {
    if !rw.some_memref_has_zero_extent() {
        return false;
    }
    let ctx = &*rw.ctx;
    let empty_buffer = ctx
        .operands(op)
        .any(|v| match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::MemRef { shape, .. } => shape.contains(&0),
            _ => false,
        });
    if !empty_buffer {
        return false;
    }
    rw.erase_op(op);
    true
}

/// A new op like `op` (name, attributes, and its regions moved over) with
/// other operands and result types, before `op`.
pub(crate) fn recreate_with(rw: &mut Rewriter, op: Op, operands: &[Value], types: &[Type]) -> Op {
    let attrs = rw.ctx.op(op).attrs.clone();
    let regions: Vec<Region> = rw.ctx.regions_of(op).to_vec();
    let new_regions: Vec<Region> = regions
        .iter()
        .map(|&r| {
            let nr = rw.ctx.new_region();
            rw.ctx.take_region_blocks(r, nr);
            nr
        })
        .collect();
    let loc = rw.ctx.loc(op);
    let name = rw.ctx.op_name(op).to_string();
    rw.create_full(
        At::Before(op),
        &name,
        operands,
        types,
        attrs,
        new_regions,
        Vec::new(),
        loc,
    )
}

/// Replaces `op` by `new`, casting each result whose type changed back to
/// the old type.
pub(crate) fn replace_casting_back(rw: &mut Rewriter, op: Op, new: Op) {
    let olds = rw.ctx.results(op).to_vec();
    let news = rw.ctx.results(new).to_vec();
    let mut repl = Vec::with_capacity(olds.len());
    for (&o, &nv) in olds.iter().zip(&news) {
        let ot = rw.ctx.value_type(o);
        if rw.ctx.value_type(nv) == ot {
            repl.push(nv);
        } else {
            let c = rw.create(op, "tensor.cast", &[nv], &[ot], Vec::new());
            repl.push(rw.ctx.result(c, 0));
        }
    }
    rw.replace_op(op, &repl);
}

/// MLIR's `InferStaticShapeOfOperands`: on tensors, a loop dimension that
/// some operand gives a static size makes that size static in every other
/// operand indexed by the same loop (through casts, with the results cast
/// back).
fn p_infer_static_shape_of_operands(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    // On buffers (no results) nothing changes: answered without loading
    // any operand.
    if ctx.results(op).is_empty() {
        return false;
    }
    // Cheap type checks first: only tensor ops with some dynamic size can
    // change.
    let mut some_dynamic = false;
    for v in ctx.operands(op) {
        match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, .. } => some_dynamic |= shape.contains(&ir::DYNAMIC),
            TypeKind::MemRef { .. } | TypeKind::UnrankedTensor { .. } => return false,
            _ => {}
        }
    }
    if !some_dynamic {
        return false;
    }
    let Some(maps) = indexing_maps(ctx, op) else {
        return false;
    };
    if maps.len() != ctx.num_operands(op) || maps.iter().any(|m| !m.is_projected_permutation(false))
    {
        return false;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let shape = |v: Value| match ctx.type_kind(ctx.value_type(v)) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    };
    // Loop dimension -> the first static size an operand gives it.
    let num_loops = maps.first().map_or(0, |m| m.num_dims as usize);
    let mut loop_size: Vec<Option<i64>> = vec![None; num_loops];
    for (&v, m) in operands.iter().zip(&maps) {
        let Some(shape) = shape(v) else { continue };
        for (&s, r) in shape.iter().zip(&m.results) {
            if s == ir::DYNAMIC {
                continue;
            }
            if let AffineExpr::Dim(d) = *r {
                if let Some(slot) = loop_size.get_mut(d as usize) {
                    slot.get_or_insert(s);
                }
            }
        }
    }
    let inits = dialects::linalg::dps_ranges(ctx, op).1;
    // Per shaped operand: its sizes with the loop sizes filled in, and
    // whether that changed any.
    let mut plan: Vec<Option<(Vec<i64>, Type, bool)>> = Vec::with_capacity(operands.len());
    for (i, (&v, m)) in operands.iter().zip(&maps).enumerate() {
        let Some(shape) = shape(v) else {
            plan.push(None);
            continue;
        };
        let Some(elem) = ctx.type_kind(ctx.value_type(v)).element_type() else {
            return false;
        };
        if inits.contains(&i) && !shape.contains(&ir::DYNAMIC) {
            plan.push(None);
            continue;
        }
        let mut changed = false;
        let new_shape: Vec<i64> = shape
            .iter()
            .zip(&m.results)
            .map(|(&s, r)| match (r, s == ir::DYNAMIC) {
                (&AffineExpr::Dim(d), true) => match loop_size.get(d as usize) {
                    Some(&Some(k)) => {
                        changed = true;
                        k
                    }
                    _ => s,
                },
                _ => s,
            })
            .collect();
        plan.push(Some((new_shape, elem, changed)));
    }
    if !plan.iter().flatten().any(|&(_, _, changed)| changed) {
        return false;
    }
    let mut new_operands = operands.clone();
    let mut result_types = Vec::new();
    for (i, p) in plan.into_iter().enumerate() {
        let v = operands[i];
        let t = match p {
            None => rw.ctx.value_type(v),
            Some((shape, elem, changed)) => {
                // Rebuilt even when unchanged (dropping any encoding), as MLIR does.
                let t = rw.ctx.ty(TypeKind::RankedTensor {
                    shape,
                    elem,
                    encoding: None,
                });
                if changed {
                    let c = rw.create(op, "tensor.cast", &[v], &[t], Vec::new());
                    new_operands[i] = rw.ctx.result(c, 0);
                }
                t
            }
        };
        if inits.contains(&i) && rw.ctx.type_kind(t).is_tensor() {
            result_types.push(t);
        }
    }
    if result_types.len() != rw.ctx.results(op).len() {
        return false;
    }
    let new = recreate_with(rw, op, &new_operands, &result_types);
    replace_casting_back(rw, op, new);
    true
}

/// MLIR's `FoldTensorCastConsumerOp`: a cast of a structured op's result to
/// a more static type moves onto the op's init (in the same block), the op
/// producing the static type and a cast back for its other users.
fn p_fold_tensor_cast_consumer(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(cast, 0);
    let to = ctx.value_type(ctx.result(cast, 0));
    if !super::common::preserves_static_info(ctx, ctx.value_type(src), to) {
        return false;
    }
    let Some(op) = ctx
        .defining_op(src)
        .filter(|&d| is_structured_name(ctx.op_name(d)))
    else {
        return false;
    };
    if ctx.parent_block(op) != ctx.parent_block(cast) {
        return false;
    }
    let Some(k) = ctx.results(op).iter().position(|&r| r == src) else {
        return false;
    };
    let inits = dialects::linalg::dps_ranges(ctx, op).1;
    if inits.start + k >= inits.end {
        return false;
    }
    let init_index = inits.start + k;
    let init = ctx.operand(op, init_index);
    let mut operands: Vec<Value> = ctx.operands(op).collect();
    let mut types = result_types(ctx, op);
    let new_init = rw.create(op, "tensor.cast", &[init], &[to], Vec::new());
    operands[init_index] = rw.ctx.result(new_init, 0);
    types[k] = to;
    let new = recreate_with(rw, op, &operands, &types);
    let new_result = rw.ctx.result(new, k);
    replace_casting_back(rw, op, new);
    rw.replace_op(cast, &[new_result]);
    true
}

// ----- linalg.pack / linalg.unpack -----

/// A relayout op's attributes and tiles: inner positions, outer
/// permutation, and the tiles (static size, and the operand of a dynamic one).
struct Relayout {
    inner: Vec<i64>,
    outer: Vec<i64>,
    tiles: Vec<(i64, Option<Value>)>,
}

fn relayout(ctx: &Context, op: Op) -> Relayout {
    let list = |key: &str| {
        ctx.get_attr(op, key)
            .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let first_tile = if ctx.op_name(op) == "linalg.pack" {
        2 + usize::from(pack_padding(ctx, op).is_some())
    } else {
        2
    };
    let mut dynamic = (first_tile..ctx.num_operands(op)).map(|i| ctx.operand(op, i));
    let tiles = list("static_inner_tiles")
        .into_iter()
        .map(|t| {
            (
                t,
                if t == ir::DYNAMIC {
                    dynamic.next()
                } else {
                    None
                },
            )
        })
        .collect();
    Relayout {
        inner: list("inner_dims_pos"),
        outer: list("outer_dims_perm"),
        tiles,
    }
}

/// The padding value operand of a `linalg.pack`.
fn pack_padding(ctx: &Context, op: Op) -> Option<Value> {
    let segs = dialects::common::operand_segments(ctx, op);
    segs.get(2).and_then(|s| s.first().copied())
}

/// A pack and an unpack that undo each other: same positions, permutation
/// and tiles.
fn relayouts_match(ctx: &Context, pack: Op, unpack: Op) -> bool {
    let (a, b) = (relayout(ctx, pack), relayout(ctx, unpack));
    a.inner == b.inner && a.outer == b.outer && a.tiles == b.tiles
}

/// Whether every packed dimension of a static source divides evenly by its
/// static tile, so the padding value is never read.
fn pack_needs_no_padding(ctx: &Context, op: Op) -> bool {
    let Some(src) = super::slice::shape_of(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return false;
    };
    let r = relayout(ctx, op);
    if r.inner.len() != r.tiles.len() {
        return false;
    }
    r.inner.iter().zip(&r.tiles).all(|(&pos, tile)| {
        let Some(&size) = usize::try_from(pos).ok().and_then(|p| src.get(p)) else {
            return false;
        };
        let t = tile.0;
        size != ir::DYNAMIC && t != ir::DYNAMIC && t != 0 && size % t == 0
    })
}

/// MLIR's `PackOp::canonicalize`: a pack of the unpack it inverts is the
/// unpack's source; a padding value that is never read is dropped.
fn p_pack_canonicalize(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    if let Some(u) = ctx
        .defining_op(src)
        .filter(|&u| ctx.op_name(u) == "linalg.unpack")
    {
        let inner_src = ctx.operand(u, 0);
        if ctx.value_type(inner_src) == ctx.value_type(ctx.operand(op, 1))
            && pack_padding(ctx, op).is_none()
            && relayouts_match(ctx, op, u)
        {
            rw.replace_op(op, &[inner_src]);
            return true;
        }
    }
    if pack_padding(ctx, op).is_none() || !pack_needs_no_padding(ctx, op) {
        return false;
    }
    let n = ctx.num_operands(op);
    rw.ctx.erase_operand(op, 2);
    let seg = rw.ctx.dense_i32_array(&[1, 1, 0, (n - 3) as i32]);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.notify_modified(op);
    true
}

/// MLIR's `UnPackOp::canonicalize`: an unpack of the pack it inverts is the
/// pack's source (any other pack source stops here); an unpack into the
/// result of a destination-style op writes into that op's init instead.
fn p_unpack_canonicalize(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    if let Some(p) = ctx
        .defining_op(src)
        .filter(|&p| ctx.op_name(p) == "linalg.pack")
    {
        let inner_src = ctx.operand(p, 0);
        if ctx.value_type(inner_src) != ctx.value_type(ctx.operand(op, 1))
            || pack_padding(ctx, p).is_some()
            || !relayouts_match(ctx, p, op)
        {
            return false;
        }
        rw.replace_op(op, &[inner_src]);
        return true;
    }
    let dest = ctx.operand(op, 1);
    let init = ctx.defining_op(dest).and_then(|d| {
        let k = ctx.results(d).iter().position(|&r| r == dest).unwrap_or(0);
        super::common::dps_tied_init(ctx, d, k)
    });
    let Some(init) = init else {
        return p_unpack_into_slice(rw, op);
    };
    rw.ctx.set_operand(op, 1, init);
    rw.notify_modified(op);
    true
}

/// MLIR's `FoldTensorCastPackOp` / `FoldTensorCastUnPackOp`: a relayout
/// whose source or destination is a cast that only hides static sizes
/// reads the cast's source instead, in a new op whose result takes the new
/// destination's type (cast back to the old one when they differ); dynamic
/// tiles the new packed type fixes become static.
fn p_fold_cast_into_relayout(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.num_operands(op) < 2 || ctx.results(op).len() != 1 {
        return false;
    }
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let cast_src = |v| super::common::ranked_foldable_cast_source(ctx, v);
    let (new_src, new_dest) = match (cast_src(src), cast_src(dest)) {
        (None, None) => return false,
        (s, d) => (s.unwrap_or(src), d.unwrap_or(dest)),
    };
    let pack = ctx.is_op(op, "linalg.pack");
    let new_ty = ctx.value_type(new_dest);
    let packed = if pack {
        new_ty
    } else {
        ctx.value_type(new_src)
    };
    let Some(packed_shape) = super::slice::shape_of(ctx, packed) else {
        return false;
    };
    let tiles = relayout(ctx, op).tiles;
    let Some(tile_dims) = packed_shape.len().checked_sub(tiles.len()) else {
        return false;
    };
    let mut statics = Vec::with_capacity(tiles.len());
    let mut dynamic = Vec::new();
    for (&(size, value), &dim) in tiles.iter().zip(&packed_shape[tile_dims..]) {
        match value {
            Some(v) if dim == ir::DYNAMIC => {
                statics.push(size);
                dynamic.push(v);
            }
            // MLIR takes the packed type's size for a dynamic tile.
            Some(_) => statics.push(dim),
            None => statics.push(size),
        }
    }
    let padding = if pack { pack_padding(ctx, op) } else { None };
    let mut operands = vec![new_src, new_dest];
    operands.extend(padding);
    operands.extend(&dynamic);
    let tiles_key = rw.ctx.sym("static_inner_tiles");
    let seg_key = rw.ctx.sym("operandSegmentSizes");
    let tiles_attr = rw.ctx.dense_i64_array(&statics);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, 1, i32::from(padding.is_some()), dynamic.len() as i32]);
    let attrs: Vec<(ir::Sym, Attr)> = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, a)| match k {
            _ if k == tiles_key => (k, tiles_attr),
            _ if k == seg_key => (k, seg),
            _ => (k, a),
        })
        .collect();
    let name = rw.ctx.op_name(op).to_string();
    let loc = rw.ctx.loc(op);
    let new = rw.create_full(
        At::Before(op),
        &name,
        &operands,
        &[new_ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let mut r = rw.ctx.result(new, 0);
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    if old_ty != new_ty {
        let c = rw.create(op, "tensor.cast", &[r], &[old_ty], Vec::new());
        r = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[r]);
    true
}

/// The packed (tiled) source's outer sizes of an unpack in the order of the
/// unpacked dimensions (undoing `outer_dims_perm`).
fn unpacked_outer_shape(ctx: &Context, op: Op, rank: usize) -> Option<Vec<i64>> {
    let packed = super::slice::shape_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
    let outer = packed.get(..rank)?;
    let perm = relayout(ctx, op).outer;
    if perm.is_empty() {
        return Some(outer.to_vec());
    }
    if perm.len() != rank {
        return None;
    }
    let mut out = vec![0; rank];
    for (i, &p) in perm.iter().enumerate() {
        *out.get_mut(usize::try_from(p).ok()?)? = outer[i];
    }
    Some(out)
}

/// MLIR's `UnPackOp::canFoldSliceOp`: a slice at offset 0 with unit strides
/// and the same rank that cuts off less than a tile of each tiled dimension
/// (all static).
fn unpack_can_fold_slice(ctx: &Context, op: Op, slice: Op) -> bool {
    let dest_ty = ctx.value_type(ctx.operand(op, 1));
    let slice_ty = ctx.value_type(ctx.result(slice, 0));
    let (Some(dest), Some(kept)) = (
        super::slice::shape_of(ctx, dest_ty),
        super::slice::shape_of(ctx, slice_ty),
    ) else {
        return false;
    };
    let Some(p) = super::slice::slice_params(ctx, slice) else {
        return false;
    };
    let all = |l: &[dialects::offsets::Mixed], k: i64| {
        l.iter()
            .all(|&m| super::slice::mixed_const(ctx, m) == Some(k))
    };
    if kept.len() != dest.len() || !all(&p.offsets, 0) || !all(&p.strides, 1) {
        return false;
    }
    let Some(outer) = unpacked_outer_shape(ctx, op, dest.len()) else {
        return false;
    };
    let r = relayout(ctx, op);
    if r.inner.len() != r.tiles.len() {
        return false;
    }
    for (&pos, &(tile, _)) in r.inner.iter().zip(&r.tiles) {
        let Some(pos) = usize::try_from(pos).ok().filter(|&p| p < outer.len()) else {
            return false;
        };
        let (o, k) = (outer[pos], kept[pos]);
        if [o, k, tile].contains(&ir::DYNAMIC) {
            return false;
        }
        let padding = o.checked_mul(tile).and_then(|n| n.checked_sub(k));
        if padding.is_none_or(|pad| pad >= tile) {
            return false;
        }
    }
    // mlir-opt 22 does not look at the untiled dimensions: a slice cutting
    // one makes an unpack that fails to verify, as there.
    true
}

/// The `extract_slice` part of MLIR's `UnPackOp::canonicalize`: the only
/// user of an unpack slicing off its padding makes the unpack write into
/// that slice of its destination instead.
fn p_unpack_into_slice(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let res = ctx.result(op, 0);
    if !ctx.has_one_use(res) {
        return false;
    }
    let Some(u) = ctx.uses(res).next() else {
        return false;
    };
    let slice = ctx.use_data(u).owner;
    if !ctx.is_op(slice, "tensor.extract_slice") || !unpack_can_fold_slice(ctx, op, slice) {
        return false;
    }
    let dest = ctx.operand(op, 1);
    let mut operands = ctx.operand_vec(slice);
    operands[0] = dest;
    let ty = ctx.value_type(ctx.result(slice, 0));
    let attrs = ctx.op(slice).attrs.clone();
    let loc = ctx.loc(op);
    let new_dest = rw.create_full(
        At::Before(op),
        "tensor.extract_slice",
        &operands,
        &[ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let nd = rw.ctx.result(new_dest, 0);
    rw.ctx.set_operand(op, 1, nd);
    rw.ctx.set_value_type(res, ty);
    rw.notify_modified(op);
    rw.replace_op(slice, &[res]);
    true
}

/// `linalg.pack`/`unpack` of a splat constant is the splat in the result
/// type (a constant padding value must be the splat's value).
pub fn fold_relayout(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(a) = c.first().copied().flatten() else {
        return FoldResult::Fail;
    };
    let AttrKind::DenseElements {
        splat: true, data, ..
    } = ctx.attr_kind(a).clone()
    else {
        return FoldResult::Fail;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    if !ctx.type_kind(ty).has_static_shape() {
        return FoldResult::Fail;
    }
    if ctx.op_name(op) == "linalg.pack" {
        // The padding value is operand 2 when present.
        if pack_padding(ctx, op).is_some() {
            if let Some(Some(pc)) = c.get(2) {
                let same = match (ctx.attr_kind(*pc), &data) {
                    (AttrKind::Float { bits, .. }, DenseData::Scalars(v)) => {
                        v.first() == Some(bits)
                    }
                    (AttrKind::Integer { .. }, _) => {
                        super::int_value(ctx, *pc) == super::int_value(ctx, a)
                    }
                    _ => false,
                };
                if !same {
                    return FoldResult::Fail;
                }
            }
        }
    }
    FoldResult::attr(ctx.attr(AttrKind::DenseElements {
        ty,
        splat: true,
        data,
    }))
}

// ----- linalg.fill consumers, transpose and broadcast -----

/// MLIR's `FoldFillWithTensorReshape`: a reshape of a fill is a fill of
/// the reshaped init.
fn p_fold_fill_with_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(f) = is_fill(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    if ctx.num_operands(f) != 2 {
        return false;
    }
    let (v, init) = (ctx.operand(f, 0), ctx.operand(f, 1));
    let rt = ctx.value_type(ctx.result(op, 0));
    let mut operands = ctx.operand_vec(op);
    operands[0] = init;
    let attrs = ctx.op(op).attrs.clone();
    let name = ctx.op_name(op).to_string();
    let loc = ctx.loc(op);
    let r = rw.create_full(
        At::Before(op),
        &name,
        &operands,
        &[rt],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let rv = rw.ctx.result(r, 0);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[rv], &[rt], &[]) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// The same value, or equal integer constants.
fn equal_constant_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    a == b || const_int(ctx, a).is_some_and(|x| const_int(ctx, b) == Some(x))
}

/// MLIR's `FoldFillWithPack`: packing a fill (with no padding value, or
/// the filled one) fills the pack's destination, when nothing else uses it.
fn p_fold_fill_with_pack(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(f) = is_fill(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let v = ctx.operand(f, 0);
    if pack_padding(ctx, op).is_some_and(|p| !equal_constant_or_value(ctx, p, v)) {
        return false;
    }
    let dest = ctx.operand(op, 1);
    if !ctx.has_one_use(dest) {
        return false;
    }
    let types = result_types(ctx, op);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[dest], &types, &[]) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// A `tensor.empty` of `shape` (dynamic sizes given by `dynamic`) before
/// `anchor`, and its type.
fn create_empty(
    rw: &mut Rewriter,
    anchor: Op,
    shape: Vec<i64>,
    elem: Type,
    dynamic: &[Value],
) -> (Value, Type) {
    let et = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    let e = rw.create(anchor, "tensor.empty", dynamic, &[et], Vec::new());
    (rw.ctx.result(e, 0), et)
}

/// `tensor.dim` of `v` at a new constant index `i`, before `anchor`.
fn create_dim(rw: &mut Rewriter, anchor: Op, v: Value, i: usize) -> Op {
    let ia = rw.ctx.index_attr(i as i64);
    let c = rw.constant(anchor, ia);
    let index = rw.ctx.index_type();
    rw.create(anchor, "tensor.dim", &[v, c], &[index], Vec::new())
}

/// `tensor.dim` of `v` at `i` created before `anchor` and folded when it
/// can be (MLIR's `createOrFold`): to a constant for a static size.
fn dim_or_fold(rw: &mut Rewriter, anchor: Op, v: Value, i: usize) -> Value {
    let d = create_dim(rw, anchor, v, i);
    let dv = rw.ctx.result(d, 0);
    match super::fold(rw.ctx, d) {
        FoldResult::Results(r) => match r.first() {
            Some(&Ofr::Value(x)) => {
                rw.erase_op(d);
                x
            }
            Some(&Ofr::Attr(a)) if int_value(rw.ctx, a).is_some() => {
                rw.erase_op(d);
                rw.constant(anchor, a)
            }
            _ => dv,
        },
        _ => dv,
    }
}

/// MLIR's `FoldFillWithPad`: padding a fill with its own value is a fill
/// of an empty tensor of the padded shape, its dynamic sizes reified as
/// source size plus padding (cast to the pad's type when that is less
/// static).
fn p_fold_fill_with_pad(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let Some(f) = is_fill(ctx, src) else {
        return false;
    };
    let v = ctx.operand(f, 0);
    if super::common::constant_padding_value(ctx, op) != Some(v) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(rt).clone() else {
        return false;
    };
    let Some((low, high)) = super::common::pad_mixed(ctx, op) else {
        return false;
    };
    if low.len() < shape.len() || high.len() < shape.len() {
        return false;
    }
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, &n) in shape.iter().enumerate() {
        if n != ir::DYNAMIC {
            sizes.push(Mixed::Static(n));
            continue;
        }
        let d = dim_or_fold(rw, op, src, i);
        let parts = [Mixed::Dynamic(d), low[i], high[i]];
        let sum = super::affine::dim_sum(3);
        sizes.push(
            match super::affine::compose_folded(rw.ctx, sum, 3, &parts) {
                super::affine::Composed::Static(c) => Mixed::Static(c),
                super::affine::Composed::Value(x) => Mixed::Dynamic(x),
                super::affine::Composed::Apply(map, ops) => {
                    let index = rw.ctx.index_type();
                    let m = rw.ctx.attr(AttrKind::AffineMap(map));
                    let a = rw.create(op, "affine.apply", &ops, &[index], vec![("map", m)]);
                    Mixed::Dynamic(rw.ctx.result(a, 0))
                }
            },
        );
    }
    let (statics, dynamic) = super::slice::split_mixed(&sizes);
    let (ev, et) = create_empty(rw, op, statics, elem, &dynamic);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[ev], &[et], &[]) else {
        return false;
    };
    let mut r = rw.ctx.result(new, 0);
    if et != rt {
        let c = rw.create(op, "tensor.cast", &[r], &[rt], Vec::new());
        r = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[r]);
    true
}

/// Whether two static slices of the same rank are disjoint in some
/// dimension where every entry of both is static.
fn static_slices_disjoint(a: &[[i64; 3]], b: &[[i64; 3]]) -> bool {
    a.iter().zip(b).any(|(&[o1, s1, k1], &[o2, s2, k2])| {
        if [o1, s1, k1, o2, s2, k2].contains(&ir::DYNAMIC) {
            return false;
        }
        let end = |o: i64, s: i64, k: i64| {
            s.checked_sub(1)
                .and_then(|x| x.checked_mul(k))
                .and_then(|x| x.checked_add(o))
        };
        match (end(o1, s1, k1), end(o2, s2, k2)) {
            (Some(e1), Some(e2)) => e1 < o2 || e2 < o1,
            _ => false,
        }
    })
}

/// The (offset, size, stride) static triples of a slice-like op.
fn static_triples(ctx: &Context, op: Op) -> Option<Vec<[i64; 3]>> {
    let get = |n: &str| dialects::offsets::static_array(ctx, op, n);
    let (o, s, k) = (
        get("static_offsets")?,
        get("static_sizes")?,
        get("static_strides")?,
    );
    (o.len() == s.len() && s.len() == k.len()).then(|| {
        o.iter()
            .zip(&s)
            .zip(&k)
            .map(|((&a, &b), &c)| [a, b, c])
            .collect()
    })
}

/// Whether an insert_slice keeps its source's rank.
fn same_rank_insert(ctx: &Context, op: Op) -> bool {
    let rank = |v: Value| ctx.type_kind(ctx.value_type(v)).rank();
    rank(ctx.operand(op, 0)) == rank(ctx.operand(op, 1))
}

/// MLIR's `FoldInsertPadIntoFill`: inserting a pad into a fill of the
/// padding value (through earlier insertions disjoint from this one)
/// inserts the pad's source, shifted by the low padding.
fn p_fold_insert_pad_into_fill(rw: &mut Rewriter, op: Op) -> bool {
    use dialects::offsets::Mixed;
    let ctx = &*rw.ctx;
    let Some(pad) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&p| ctx.is_op(p, "tensor.pad"))
    else {
        return false;
    };
    if !same_rank_insert(ctx, op) {
        return false;
    }
    let Some(mine) = static_triples(ctx, op) else {
        return false;
    };
    let mut first_dest = ctx.operand(op, 1);
    while let Some(prev) = ctx
        .defining_op(first_dest)
        .filter(|&p| ctx.is_op(p, "tensor.insert_slice"))
    {
        if !same_rank_insert(ctx, prev) {
            return false;
        }
        let Some(theirs) = static_triples(ctx, prev) else {
            return false;
        };
        if !static_slices_disjoint(&theirs, &mine) {
            break;
        }
        first_dest = ctx.operand(prev, 1);
    }
    let Some(f) = is_fill(ctx, first_dest) else {
        return false;
    };
    let v = ctx.operand(f, 0);
    if super::common::constant_padding_value(ctx, pad) != Some(v) {
        return false;
    }
    let (Some(p), Some(low)) = (
        super::slice::slice_params(ctx, op),
        dialects::offsets::static_array(ctx, pad, "static_low"),
    ) else {
        return false;
    };
    let segs = dialects::common::operand_segments(ctx, pad);
    let low = dialects::offsets::mixed(&low, segs.get(1).map_or(&[][..], |s| &s[..]));
    let src = ctx.operand(pad, 0);
    let Some(src_shape) = super::slice::shape_of(ctx, ctx.value_type(src)) else {
        return false;
    };
    if low.len() != p.offsets.len() || src_shape.len() != p.offsets.len() {
        return false;
    }
    // Only a sum of two constants can fail: check before creating any op.
    if low.iter().zip(&p.offsets).any(|(&a, &b)| {
        let c = |m| super::slice::mixed_const(ctx, m);
        matches!((c(a), c(b)), (Some(x), Some(y)) if x.checked_add(y).is_none())
    }) {
        return false;
    }
    let dest = ctx.operand(op, 1);
    let dest_ty = ctx.value_type(dest);
    let strides = p.strides.clone();
    let mut offsets = Vec::with_capacity(low.len());
    for (&l, &o) in low.iter().zip(&p.offsets) {
        let Some(m) = super::common::padding_sum(rw, op, l, o) else {
            return false;
        };
        offsets.push(m);
    }
    let mut sizes = Vec::with_capacity(src_shape.len());
    for (i, &s) in src_shape.iter().enumerate() {
        if s != ir::DYNAMIC {
            sizes.push(Mixed::Static(s));
            continue;
        }
        let ia = rw.ctx.index_attr(i as i64);
        let c = rw.constant(op, ia);
        let it = rw.ctx.index_type();
        let d = rw.create(op, "tensor.dim", &[src, c], &[it], Vec::new());
        sizes.push(Mixed::Dynamic(rw.ctx.result(d, 0)));
    }
    let lists = [
        super::slice::split_mixed(&offsets),
        super::slice::split_mixed(&sizes),
        super::slice::split_mixed(&strides),
    ];
    let n =
        super::slice::create_slice_op(rw, op, "tensor.insert_slice", &[src, dest], &lists, dest_ty);
    let nv = rw.ctx.result(n, 0);
    rw.replace_op(op, &[nv]);
    true
}

/// A transpose permutation (`None` if it is missing or malformed).
fn permutation(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    ctx.get_attr(op, "permutation")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
}

/// MLIR's `TransposeOp::fold`: on tensors, an identity permutation is the
/// input.
pub fn fold_transpose(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let input = ctx.operand(op, 0);
    if !ctx.type_kind(ctx.value_type(input)).is_tensor() || ctx.results(op).len() != 1 {
        return FoldResult::Fail;
    }
    match permutation(ctx, op) {
        Some(p) if p.iter().enumerate().all(|(i, &d)| d == i as i64) => FoldResult::value(input),
        _ => FoldResult::Fail,
    }
}

/// The permutation applying `inner` then `outer`.
fn compose_permutations(inner: &[i64], outer: &[i64]) -> Option<Vec<i64>> {
    outer
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| inner.get(p).copied()))
        .collect()
}

/// MLIR's `FoldTransposeWithTranspose`: a transpose of a transpose
/// transposes the first one's input by the composed permutation.
fn p_transpose_of_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(def) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ctx.is_op(d, "linalg.transpose"))
    else {
        return false;
    };
    let (Some(inner), Some(outer)) = (permutation(ctx, def), permutation(ctx, op)) else {
        return false;
    };
    let Some(perm) = compose_permutations(&inner, &outer) else {
        return false;
    };
    let input = ctx.operand(def, 0);
    let a = rw.ctx.dense_i64_array(&perm);
    rw.ctx.set_attr(op, "permutation", a);
    rw.ctx.set_operand(op, 0, input);
    rw.notify_modified(op);
    true
}

/// The permutation `perm` without the entries in `dropped`, the rest
/// renumbered to close the gaps.
fn drop_from_permutation(perm: &[i64], dropped: &[i64]) -> Vec<i64> {
    perm.iter()
        .filter(|p| !dropped.contains(p))
        .map(|&p| p - dropped.iter().filter(|&&d| d < p).count() as i64)
        .collect()
}

/// The inverse of a permutation (`None` if it is not one).
fn invert_permutation(perm: &[i64]) -> Option<Vec<i64>> {
    let mut inv = vec![-1; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        let slot = inv.get_mut(usize::try_from(p).ok()?)?;
        if *slot != -1 {
            return None;
        }
        *slot = i as i64;
    }
    Some(inv)
}

/// MLIR's `SwapTransposeWithBroadcast`: transposing the only use of a
/// tensor broadcast transposes the (smaller) broadcast input into a new
/// empty tensor and broadcasts that into the transpose's init.
fn p_swap_transpose_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let input = ctx.operand(op, 0);
    let Some(b) = ctx
        .defining_op(input)
        .filter(|&d| ctx.is_op(d, "linalg.broadcast"))
    else {
        return false;
    };
    if !ctx.has_one_use(input) || ctx.num_operands(op) != 2 || ctx.num_operands(b) != 2 {
        return false;
    }
    let dims = ctx
        .get_attr(b, "dimensions")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a));
    let (Some(dims), Some(perm)) = (dims, permutation(ctx, op)) else {
        return false;
    };
    let Some(inv) = invert_permutation(&perm) else {
        return false;
    };
    let Some(new_dims) = dims
        .iter()
        .map(|&d| usize::try_from(d).ok().and_then(|d| inv.get(d).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let new_perm = drop_from_permutation(&perm, &dims);
    let src = ctx.operand(b, 0);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(ctx.value_type(src)).clone()
    else {
        return false;
    };
    if invert_permutation(&new_perm).is_none() || new_perm.len() != shape.len() {
        return false;
    }
    let init = ctx.operand(op, 1);
    let mut sizes: Vec<Option<Value>> = Vec::with_capacity(shape.len());
    for (i, &n) in shape.iter().enumerate() {
        if n != ir::DYNAMIC {
            sizes.push(None);
            continue;
        }
        let d = create_dim(rw, op, src, i);
        sizes.push(Some(rw.ctx.result(d, 0)));
    }
    let mut empty_shape = Vec::with_capacity(shape.len());
    let mut empty_sizes = Vec::new();
    for &p in &new_perm {
        let p = p as usize;
        empty_shape.push(shape[p]);
        empty_sizes.extend(sizes[p]);
    }
    let (ev, et) = create_empty(rw, op, empty_shape, elem, &empty_sizes);
    let pa = rw.ctx.dense_i64_array(&new_perm);
    let Some(t) = create_named(
        rw,
        op,
        "linalg.transpose",
        &[src],
        &[ev],
        &[et],
        &[("permutation", pa)],
    ) else {
        return false;
    };
    let tv = rw.ctx.result(t, 0);
    let da = rw.ctx.dense_i64_array(&new_dims);
    let rt = result_types(rw.ctx, op);
    let Some(nb) = create_named(
        rw,
        op,
        "linalg.broadcast",
        &[tv],
        &[init],
        &rt,
        &[("dimensions", da)],
    ) else {
        return false;
    };
    let r = rw.ctx.result(nb, 0);
    rw.replace_op(op, &[r]);
    true
}

/// MLIR's `EraseIdentityLinalgOp` on a broadcast adding no dimension: on
/// tensors the result is the input (cast to the result type), on buffers a
/// broadcast of a buffer onto itself does nothing.
fn p_erase_identity_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let dims = ctx
        .get_attr(op, "dimensions")
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a));
    if dims.is_none_or(|d| !d.is_empty()) || ctx.num_operands(op) != 2 {
        return false;
    }
    let (input, init) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let memref = |v: Value| ctx.type_kind(ctx.value_type(v)).is_memref();
    match (memref(input), memref(init)) {
        (true, true) if input == init => {
            rw.erase_op(op);
            true
        }
        (false, false) => {
            let Some(&res) = ctx.results(op).first() else {
                return false;
            };
            let (it, rt) = (ctx.value_type(input), ctx.value_type(res));
            if it == rt {
                rw.replace_op(op, &[input]);
            } else if cast_compatible(ctx, it, rt) {
                let c = rw.create(op, "tensor.cast", &[input], &[rt], Vec::new());
                let cv = rw.ctx.result(c, 0);
                rw.replace_op(op, &[cv]);
            } else {
                return false;
            }
            true
        }
        _ => false,
    }
}

/// The patterns the linalg dialect registers for every structured op, in
/// MLIR's order.
static STRUCTURED_OP_PATTERNS: &[Pattern] = &[
    Pattern {
        name: "EraseDeadLinalgOp",
        benefit: 1,
        apply: p_erase_dead_linalg_op,
    },
    Pattern {
        name: "InferStaticShapeOfOperands",
        benefit: 1,
        apply: p_infer_static_shape_of_operands,
    },
];

/// The linalg dialect's own patterns (registered before every op's, as MLIR
/// collects dialect patterns first): for each structured op, and the cast
/// consumer fold on `tensor.cast`.
pub fn dialect_patterns() -> Vec<(&'static str, &'static [Pattern])> {
    static CAST: &[Pattern] = &[Pattern {
        name: "FoldTensorCastConsumerOp",
        benefit: 1,
        apply: p_fold_tensor_cast_consumer,
    }];
    let mut v: Vec<(&'static str, &'static [Pattern])> = dialects::registry()
        .op_names()
        .into_iter()
        .filter(|n| is_structured_name(n))
        .map(|n| (n, STRUCTURED_OP_PATTERNS))
        .collect();
    v.push(("tensor.cast", CAST));
    static PACK_CAST: &[Pattern] = &[Pattern {
        name: "FoldTensorCastPackOp",
        benefit: 1,
        apply: p_fold_cast_into_relayout,
    }];
    static UNPACK_CAST: &[Pattern] = &[Pattern {
        name: "FoldTensorCastUnPackOp",
        benefit: 1,
        apply: p_fold_cast_into_relayout,
    }];
    v.push(("linalg.pack", PACK_CAST));
    v.push(("linalg.unpack", UNPACK_CAST));
    v
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "linalg.generic",
        &[Pattern {
            name: "EraseIdentityLinalgOp",
            benefit: 1,
            apply: p_erase_identity_generic,
        }],
    ),
    (
        "linalg.copy",
        // The fill's pattern first: mlir-opt 22 turns a self-copy of a fill
        // into a second fill rather than dropping it (its order of op
        // registrations, which decides this, is not the op-name order).
        &[
            Pattern {
                name: "FoldFillWithCopy",
                benefit: 1,
                apply: p_fold_fill_with_copy,
            },
            Pattern {
                name: "EraseSelfCopy",
                benefit: 1,
                apply: p_erase_self_copy,
            },
        ],
    ),
    (
        "tensor.extract",
        &[Pattern {
            name: "FoldFillWithTensorExtract",
            benefit: 1,
            apply: p_fold_fill_with_extract,
        }],
    ),
    (
        "linalg.pack",
        // `linalg.fill` registers its pattern before the pack's own.
        &[
            Pattern {
                name: "FoldFillWithPack",
                benefit: 1,
                apply: p_fold_fill_with_pack,
            },
            Pattern {
                name: "PackOpCanonicalize",
                benefit: 1,
                apply: p_pack_canonicalize,
            },
        ],
    ),
    (
        "tensor.pad",
        &[Pattern {
            name: "FoldFillWithPad",
            benefit: 1,
            apply: p_fold_fill_with_pad,
        }],
    ),
    (
        "tensor.collapse_shape",
        &[Pattern {
            name: "FoldFillWithTensorReshape",
            benefit: 1,
            apply: p_fold_fill_with_reshape,
        }],
    ),
    (
        "tensor.expand_shape",
        &[Pattern {
            name: "FoldFillWithTensorReshape",
            benefit: 1,
            apply: p_fold_fill_with_reshape,
        }],
    ),
    (
        "tensor.insert_slice",
        &[Pattern {
            name: "FoldInsertPadIntoFill",
            benefit: 1,
            apply: p_fold_insert_pad_into_fill,
        }],
    ),
    (
        "linalg.broadcast",
        &[Pattern {
            name: "EraseIdentityLinalgOp",
            benefit: 1,
            apply: p_erase_identity_broadcast,
        }],
    ),
    (
        "linalg.unpack",
        &[Pattern {
            name: "UnPackOpCanonicalize",
            benefit: 1,
            apply: p_unpack_canonicalize,
        }],
    ),
    (
        "linalg.transpose",
        &[
            Pattern {
                name: "FoldFillWithTranspose",
                benefit: 1,
                apply: p_fold_fill_with_transpose,
            },
            Pattern {
                name: "FoldTransposeWithTranspose",
                benefit: 1,
                apply: p_transpose_of_transpose,
            },
            Pattern {
                name: "SwapTransposeWithBroadcast",
                benefit: 1,
                apply: p_swap_transpose_broadcast,
            },
        ],
    ),
];

/// `linalg.index` of a loop of static size 1 is 0 (MLIR's `IndexOp::fold`).
pub fn fold_index(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let Some(parent) = ctx.parent_op(op) else {
        return FoldResult::Fail;
    };
    let Some(ranges) = dialects::linalg::static_loop_ranges(ctx, parent) else {
        return FoldResult::Fail;
    };
    let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => *value as usize,
        _ => return FoldResult::Fail,
    };
    if ranges.get(dim) != Some(&1) {
        return FoldResult::Fail;
    }
    FoldResult::attr(ctx.index_attr(0))
}

#[cfg(test)]
mod tests {
    #[test]
    fn permutations_drop_and_invert() {
        use super::{drop_from_permutation, invert_permutation};
        // Transpose [2, 1, 0] of a broadcast adding dimension 1.
        assert_eq!(drop_from_permutation(&[2, 1, 0], &[1]), vec![1, 0]);
        assert_eq!(drop_from_permutation(&[1, 2, 0], &[0, 2]), vec![0]);
        assert_eq!(drop_from_permutation(&[3, 0, 2, 1], &[2]), vec![2, 0, 1]);
        assert_eq!(invert_permutation(&[1, 2, 0]), Some(vec![2, 0, 1]));
        assert_eq!(invert_permutation(&[1, 1]), None);
        assert_eq!(invert_permutation(&[0, 5]), None);
        assert_eq!(invert_permutation(&[-1]), None);
    }

    #[test]
    fn permutations_compose_and_slices_separate() {
        use super::{compose_permutations, static_slices_disjoint};
        assert_eq!(
            compose_permutations(&[1, 2, 0], &[1, 2, 0]),
            Some(vec![2, 0, 1])
        );
        assert_eq!(compose_permutations(&[1, 0], &[2, 0]), None);
        assert!(static_slices_disjoint(&[[0, 2, 1]], &[[2, 2, 1]]));
        assert!(!static_slices_disjoint(&[[0, 3, 1]], &[[2, 2, 1]]));
        assert!(!static_slices_disjoint(
            &[[0, ir::DYNAMIC, 1]],
            &[[9, 2, 1]]
        ));
    }
}
