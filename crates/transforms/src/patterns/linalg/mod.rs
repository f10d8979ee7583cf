//! linalg: generics that only forward their operands
//! (`EraseIdentityLinalgOp`), and the `linalg.fill` patterns that MLIR
//! registers on the ops consuming a fill (`FoldFillWithCopy`,
//! `FoldFillWithTensorExtract`, `FoldFillWithTranspose`).
//!
//! The pack/unpack patterns live in `pack`, the fill-consumer, transpose and
//! broadcast patterns in `fill_transpose`; `erase_inputs` holds the patterns
//! a transform script applies by name.

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use dialects::linalg::{Broadcast, Fill, Transpose};
use dialects::linalg_pack::{Pack, Unpack};
use dialects::offsets::Mixed;
use ir::affine::AffineExpr;
use ir::context::ValueDef;

mod pack;
pub use pack::*;
mod fill_transpose;
pub use fill_transpose::*;
pub mod erase_inputs;

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
///
/// mlir-opt 22 rebuilds the copy without its `cast` attribute, so an
/// unsigned conversion becomes a signed one, and folds a converting copy of
/// a fill into a fill whose value has the wrong type (invalid IR). With
/// `fix-fill-copy-cast` the copy keeps its attribute and a converting copy
/// of a fill stays.
fn p_fold_fill_with_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let (input, init) = (
        dialects::linalg::Copy(op).input(ctx),
        dialects::linalg::Copy(op).init(ctx),
    );
    let types = result_types(ctx, op);
    let fixed = rw.fixes.fill_copy_cast;
    let kept_cast: Vec<(&str, Attr)> = match ctx.get_attr(op, "cast") {
        Some(a) if fixed => vec![("cast", a)],
        _ => Vec::new(),
    };
    let new = if let Some(f) = is_fill(ctx, input) {
        let element = |v: Value| ctx.type_kind(ctx.value_type(v)).element_type();
        let converts = element(input) != element(init);
        if fixed && converts {
            return false;
        }
        let v = Fill(f).value(ctx);
        create_named(rw, op, "linalg.fill", &[v], &[init], &types, &[])
    } else if let Some(f) = is_fill(ctx, init) {
        let fo = Fill(f).output(ctx);
        create_named(rw, op, "linalg.copy", &[input], &[fo], &types, &kept_cast)
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
    let Some(f) = is_fill(rw.ctx, dialects::tensor::Extract(op).tensor(rw.ctx)) else {
        return false;
    };
    let v = Fill(f).value(rw.ctx);
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a fill is a fill of the transpose's init.
fn p_fold_fill_with_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let Some(f) = is_fill(ctx, Transpose(op).input(ctx)) else {
        return false;
    };
    let (v, init) = (Fill(f).value(ctx), Transpose(op).init(ctx));
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
    if ctx.next_op(y).is_some() || !ctx.isa(y, &dialects::linalg::YIELD) {
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
    let Some(maps) = dialects::linalg::structured_indexing_maps(ctx, op) else {
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
    let src = dialects::tensor::Cast(cast).source(ctx);
    let to = ctx.value_type(ctx.result(cast, 0));
    if !crate::patterns::common::preserves_static_info(ctx, ctx.value_type(src), to) {
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

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
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
