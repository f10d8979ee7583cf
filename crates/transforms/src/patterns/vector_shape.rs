//! vector: the canonicalization patterns of `shape_cast`, `transpose`,
//! `reduction` and `multi_reduction` that vectorized code meets after
//! unrolling and unit-dimension folding (what mlir-opt 22 registers for
//! them, in its order).
//!
//! Reductions under a `vector.mask` are left alone: MLIR rewrites the mask
//! op around them, which bufopt does not do yet.

use super::vector_common::{broadcastable, defining, replace_with_new, vector_parts};
use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::vector::{Broadcast, MultiReduction, Reduction, ShapeCast, Transpose};

fn permutation(ctx: &Context, op: Op) -> Option<Vec<usize>> {
    let p = ctx
        .get_attr(op, "permutation")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))?;
    p.into_iter().map(|x| usize::try_from(x).ok()).collect()
}

/// MLIR's `isOrderPreserving`: the transpose moves only fixed-size unit
/// dimensions, so the elements keep their linear order.
pub(super) fn is_order_preserving(ctx: &Context, transpose: Op) -> bool {
    let Some((shape, scalable, _)) =
        vector_parts(ctx, ctx.value_type(Transpose(transpose).vector(ctx)))
    else {
        return false;
    };
    let Some(perm) = permutation(ctx, transpose) else {
        return false;
    };
    let mut current = 0;
    for p in perm {
        let (Some(&d), Some(&s)) = (shape.get(p), scalable.get(p)) else {
            return false;
        };
        if d == 1 && !s {
            continue;
        }
        if p < current {
            return false;
        }
        current = p;
    }
    true
}

// ----- shape_cast -----

/// MLIR's `ShapeCastBroadcastFolder`: a shape cast of a broadcast is a
/// broadcast of its source, when that broadcasts to the cast's type.
fn p_shape_cast_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = defining(ctx, ShapeCast(op).source(ctx), &dialects::vector::BROADCAST) else {
        return false;
    };
    let source = Broadcast(b).source(ctx);
    let st = ctx.value_type(source);
    let rt = ctx.value_type(ctx.result(op, 0));
    if vector_parts(ctx, st).is_some() && !broadcastable(ctx, st, rt) {
        return false;
    }
    replace_with_new(rw, op, "vector.broadcast", &[source], Vec::new());
    true
}

// ----- transpose -----

/// MLIR's `FoldTransposeCreateMask`: a transposed mask is the mask of the
/// permuted sizes.
fn p_transpose_of_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(perm) = permutation(ctx, op) else {
        return false;
    };
    let Some(m) = ctx.defining_op(Transpose(op).vector(ctx)) else {
        return false;
    };
    match ctx.op_name(m) {
        "vector.create_mask" => {
            let sizes = ctx.operand_vec(m);
            let Some(permuted) = perm
                .iter()
                .map(|&p| sizes.get(p).copied())
                .collect::<Option<Vec<_>>>()
            else {
                return false;
            };
            replace_with_new(rw, op, "vector.create_mask", &permuted, Vec::new());
            true
        }
        "vector.constant_mask" => {
            let Some(sizes) = ctx
                .get_attr(m, "mask_dim_sizes")
                .and_then(|a| dialects::common::dense_array_values(ctx, a))
            else {
                return false;
            };
            let Some(permuted) = perm
                .iter()
                .map(|&p| sizes.get(p).copied())
                .collect::<Option<Vec<_>>>()
            else {
                return false;
            };
            let a = rw.ctx.dense_i64_array(&permuted);
            replace_with_new(
                rw,
                op,
                "vector.constant_mask",
                &[],
                vec![("mask_dim_sizes", a)],
            );
            true
        }
        _ => false,
    }
}

/// MLIR's `FoldTransposeShapeCast`: an order-preserving transpose of a
/// shape cast is one shape cast.
fn p_transpose_of_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sc) = defining(
        ctx,
        Transpose(op).vector(ctx),
        &dialects::vector::SHAPE_CAST,
    ) else {
        return false;
    };
    if !is_order_preserving(ctx, op) {
        return false;
    }
    let source = ShapeCast(sc).source(ctx);
    replace_with_new(rw, op, "vector.shape_cast", &[source], Vec::new());
    true
}

/// MLIR's `TransposeFolder`: two transposes are one, of the composed
/// permutation (an identity one then folds away).
fn p_transpose_of_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = defining(ctx, Transpose(op).vector(ctx), &dialects::vector::TRANSPOSE) else {
        return false;
    };
    let (Some(outer_p), Some(inner_p)) = (permutation(ctx, op), permutation(ctx, inner)) else {
        return false;
    };
    let Some(composed) = outer_p
        .iter()
        .map(|&p| inner_p.get(p).map(|&q| q as i64))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let source = Transpose(inner).vector(ctx);
    let a = rw.ctx.dense_i64_array(&composed);
    replace_with_new(
        rw,
        op,
        "vector.transpose",
        &[source],
        vec![("permutation", a)],
    );
    true
}

/// MLIR's `FoldTransposeSplat`: a transposed splat of a scalar is a splat.
fn p_transpose_of_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = defining(ctx, Transpose(op).vector(ctx), &dialects::vector::BROADCAST) else {
        return false;
    };
    let source = Broadcast(b).source(ctx);
    if vector_parts(ctx, ctx.value_type(source)).is_some() {
        return false;
    }
    replace_with_new(rw, op, "vector.broadcast", &[source], Vec::new());
    true
}

/// MLIR's `FoldTransposeBroadcast`: a transpose of a broadcast that only
/// permutes within the groups of dimensions the broadcast made (leading
/// ones, and each run of unit source dimensions up to the next real one)
/// is the broadcast to the transposed type.
fn p_transpose_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = defining(ctx, Transpose(op).vector(ctx), &dialects::vector::BROADCAST) else {
        return false;
    };
    let source = Broadcast(b).source(ctx);
    if let Some((in_shape, _, _)) = vector_parts(ctx, ctx.value_type(source)) {
        let Some(perm) = permutation(ctx, op) else {
            return false;
        };
        let out_rank = perm.len();
        let Some(delta) = out_rank.checked_sub(in_shape.len()) else {
            return false;
        };
        let mut low = 0;
        for i in 0..in_shape.len() {
            let group_end = in_shape[i] != 1 || (i != 0 && in_shape[i - 1] != 1);
            if group_end {
                let high = i + delta;
                let Some(group) = perm.get(low..high) else {
                    return false;
                };
                if group.iter().any(|&p| p < low || p >= high) {
                    return false;
                }
                low = high;
            }
        }
    }
    replace_with_new(rw, op, "vector.broadcast", &[source], Vec::new());
    true
}

// ----- reductions -----

fn in_mask(ctx: &Context, op: Op) -> bool {
    ctx.parent_op(op)
        .is_some_and(|p| ctx.isa(p, &dialects::vector::MASK))
}

fn kind_of(ctx: &Context, op: Op) -> Option<&str> {
    ctx.get_attr(op, "kind")
        .and_then(|a| dialects::linalg::opaque_enum_value(ctx, a, "vector", "kind"))
}

/// MLIR's `makeArithReduction` without a mask: the arith op combining two
/// partial results of a reduction kind.
fn combine(
    rw: &mut Rewriter,
    at: Op,
    kind: &str,
    a: Value,
    b: Value,
    fastmath: Option<Attr>,
) -> Option<Value> {
    let ty = rw.ctx.value_type(a);
    let is_float = float_kind(rw.ctx, ty).is_some();
    let name = match (kind, is_float) {
        ("add", false) => "arith.addi",
        ("add", true) => "arith.addf",
        ("mul", false) => "arith.muli",
        ("mul", true) => "arith.mulf",
        ("minui", _) => "arith.minui",
        ("minsi", _) => "arith.minsi",
        ("maxui", _) => "arith.maxui",
        ("maxsi", _) => "arith.maxsi",
        ("and", _) => "arith.andi",
        ("or", _) => "arith.ori",
        ("xor", _) => "arith.xori",
        ("minnumf", _) => "arith.minnumf",
        ("maxnumf", _) => "arith.maxnumf",
        ("minimumf", _) => "arith.minimumf",
        ("maximumf", _) => "arith.maximumf",
        _ => return None,
    };
    let mut attrs = dialects::arith::default_attrs(rw.ctx, name);
    if let Some(f) = fastmath {
        for a in attrs.iter_mut().filter(|a| a.0 == "fastmath") {
            a.1 = f;
        }
    }
    let c = rw.create(at, name, &[a, b], &[ty], attrs);
    Some(rw.ctx.result(c, 0))
}

/// `vector.extract` of `source` at `pos`, as MLIR's builder types it.
fn extract_at(rw: &mut Rewriter, at: Op, source: Value, pos: &[i64]) -> Option<Value> {
    let (shape, scalable, elem) = vector_parts(rw.ctx, rw.ctx.value_type(source))
        .map(|(s, sc, e)| (s.to_vec(), sc.to_vec(), e))?;
    let ty = if pos.len() == shape.len() {
        elem
    } else {
        rw.ctx.ty(TypeKind::Vector {
            shape: shape[pos.len()..].to_vec(),
            scalable: scalable[pos.len()..].to_vec(),
            elem,
        })
    };
    let a = rw.ctx.dense_i64_array(pos);
    let x = rw.create(
        at,
        "vector.extract",
        &[source],
        &[ty],
        vec![("static_position", a)],
    );
    Some(rw.ctx.result(x, 0))
}

/// MLIR's `ElideSingleElementReduction`: reducing one element is reading
/// it, combined with the accumulator if there is one.
fn p_single_element_reduction(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if in_mask(ctx, op) {
        return false;
    }
    let source = Reduction(op).vector(ctx);
    let Some((shape, _, _)) = vector_parts(ctx, ctx.value_type(source)) else {
        return false;
    };
    if shape.first().is_some_and(|&d| d != 1) {
        return false;
    }
    let pos: Vec<i64> = vec![0; shape.len()];
    let Some(kind) = kind_of(ctx, op).map(str::to_string) else {
        return false;
    };
    let acc = (ctx.num_operands(op) > 1).then(|| Reduction(op).acc(ctx));
    let fastmath = ctx.get_attr(op, "fastmath");
    let Some(mut result) = extract_at(rw, op, source, &pos) else {
        return false;
    };
    if let Some(acc) = acc {
        match combine(rw, op, &kind, result, acc, fastmath) {
            Some(v) => result = v,
            None => return false,
        }
    }
    rw.replace_op(op, &[result]);
    true
}

fn reduced_dims(ctx: &Context, op: Op) -> Vec<i64> {
    ctx.get_attr(op, "reduction_dims")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// MLIR's `MultiDimReductionOp::fold`: a 1-d reduction over no dimension
/// is its source (the accumulator is dropped, as mlir-opt 22 does).
pub(super) fn fold_multi_reduction(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let source = MultiReduction(op).source(ctx);
    let rank = vector_parts(ctx, ctx.value_type(source)).map_or(0, |(s, _, _)| s.len());
    if rank == 1 && !reduced_dims(ctx, op).contains(&0) {
        return FoldResult::value(source);
    }
    FoldResult::Fail
}

/// MLIR's `ElideUnitDimsInMultiDimReduction`: reducing only unit
/// dimensions is a shape cast (or, down to a scalar, a read) combined with
/// the accumulator.
fn p_multi_reduction_unit_dims(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if in_mask(ctx, op) {
        return false;
    }
    let source = MultiReduction(op).source(ctx);
    let Some((shape, _, _)) = vector_parts(ctx, ctx.value_type(source)) else {
        return false;
    };
    let dims = reduced_dims(ctx, op);
    if shape
        .iter()
        .enumerate()
        .any(|(i, &d)| dims.contains(&(i as i64)) && d != 1)
    {
        return false;
    }
    let rank = shape.len();
    let Some(kind) = kind_of(ctx, op).map(str::to_string) else {
        return false;
    };
    let acc = MultiReduction(op).acc(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    let cast = if vector_parts(ctx, rt).is_some() {
        let c = rw.create(op, "vector.shape_cast", &[source], &[rt], Vec::new());
        rw.ctx.result(c, 0)
    } else {
        match extract_at(rw, op, source, &vec![0; rank]) {
            Some(v) => v,
            None => return false,
        }
    };
    let Some(result) = combine(rw, op, &kind, acc, cast, None) else {
        return false;
    };
    rw.replace_op(op, &[result]);
    true
}

pub(super) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "vector.multi_reduction",
        &[Pattern {
            name: "ElideUnitDimsInMultiDimReduction",
            benefit: 1,
            apply: p_multi_reduction_unit_dims,
        }],
    ),
    (
        "vector.reduction",
        &[Pattern {
            name: "ElideSingleElementReduction",
            benefit: 1,
            apply: p_single_element_reduction,
        }],
    ),
    (
        "vector.shape_cast",
        &[Pattern {
            name: "ShapeCastBroadcastFolder",
            benefit: 1,
            apply: p_shape_cast_of_broadcast,
        }],
    ),
    (
        "vector.transpose",
        &[
            Pattern {
                name: "FoldTransposeCreateMask",
                benefit: 1,
                apply: p_transpose_of_mask,
            },
            Pattern {
                name: "FoldTransposeShapeCast",
                benefit: 1,
                apply: p_transpose_of_shape_cast,
            },
            Pattern {
                name: "TransposeFolder",
                benefit: 1,
                apply: p_transpose_of_transpose,
            },
            Pattern {
                name: "FoldTransposeSplat",
                benefit: 1,
                apply: p_transpose_of_splat,
            },
            Pattern {
                name: "FoldTransposeBroadcast",
                benefit: 1,
                apply: p_transpose_of_broadcast,
            },
        ],
    ),
];
