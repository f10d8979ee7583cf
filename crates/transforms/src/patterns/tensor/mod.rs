//! tensor: `tensor.dim` of static shapes, of `tensor.empty` and of casts;
//! identity `extract_slice` / `insert_slice`, slices of slices inserted at the
//! same place; `tensor.cast` chains; `tensor.extract` of constants and
//! `from_elements`; static sizes of `tensor.empty`.
//!
//! This module holds the fold hooks and the pattern tables; the patterns
//! live in `cast_slice`, `dim_pad` and `reshape`.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use crate::patterns::common::{
    cast_foldable_into_consumer, constant_padding_value, dps_inits, dps_tied_init,
    foldable_cast_source, pad_mixed, pad_side, padding_sum, preserves_static_info,
    ranked_foldable_cast_source,
};
use crate::patterns::slice::{
    canonical_slice_tensor_type, create_slice_op, create_slice_op_typed, fold_slice_lists,
    folded_in_bounds, is_identity, mixed_const, same_params, shape_of, slice_params, split_mixed,
    with_shape, FoldedLists, SliceParams,
};
use dialects::arith::Unary;
use dialects::bufferization::ToTensor;
use dialects::offsets::Mixed;
use dialects::tensor::{
    Bitcast, Cast, CollapseShape, Dim, ExpandShape, Extract, ExtractSlice, Insert, InsertSlice,
    Pad, Rank, Reshape, Yield,
};

mod reshape;
use reshape::*;
mod dim_pad;
use dim_pad::*;
mod cast_slice;
use cast_slice::*;

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[
    fold_insert_slice,
    fold_cast,
    fold_bitcast,
    fold_pad,
    fold_rank,
];

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "tensor.dim" => fold_dim,
        "tensor.extract_slice" => fold_extract_slice,
        "tensor.insert_slice" => fold_insert_slice,
        "tensor.cast" => fold_cast,
        "tensor.bitcast" => fold_bitcast,
        "tensor.reshape" => fold_tensor_reshape,
        "tensor.gather" => fold_gather,
        "tensor.extract" => fold_extract,
        "tensor.insert" => fold_insert,
        "tensor.rank" => fold_rank,
        "tensor.splat" => fold_splat,
        "tensor.from_elements" => fold_from_elements,
        "tensor.pad" => fold_pad,
        "tensor.collapse_shape" | "tensor.expand_shape" => fold_reshape,
        _ => return None,
    })
}

// ===================================================================
// Folds
// ===================================================================

fn fold_dim(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(idx) = c[1].and_then(|a| int_value(ctx, a)) else {
        return FoldResult::Fail;
    };
    let src = Dim(op).source(ctx);
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ctx.value_type(src)).clone() else {
        return FoldResult::Fail;
    };
    if idx < 0 || idx as usize >= shape.len() {
        return FoldResult::Fail;
    }
    let i = idx as usize;
    if shape[i] != ir::DYNAMIC {
        let a = ctx.index_attr(shape[i]);
        return FoldResult::attr(a);
    }
    let Some(d) = ctx.defining_op(src) else {
        return FoldResult::Fail;
    };
    let dyn_index = shape[..i].iter().filter(|&&x| x == ir::DYNAMIC).count();
    // (The size of a `tensor.empty` is a pattern in MLIR, not a fold:
    // `FoldEmptyTensorWithDimOp` below.)
    match ctx.op_name(d) {
        // The extent operand of a dynamic dimension of `tensor.generate`.
        "tensor.generate" => {
            if let Some(&v) = ctx.operand_vec(d).get(dyn_index) {
                return FoldResult::value(v);
            }
        }
        // The dynamic size of an extract_slice.
        "tensor.extract_slice" => {
            let rt = ctx.value_type(ctx.result(d, 0));
            let st = ctx.value_type(ExtractSlice(d).source(ctx));
            let (Some(rs), Some(ss)) = (shape_of(ctx, rt), shape_of(ctx, st)) else {
                return FoldResult::Fail;
            };
            if rs.len() == ss.len() {
                if let Some(p) = slice_params(ctx, d) {
                    if let Some(Mixed::Dynamic(v)) = p.sizes.get(i) {
                        return FoldResult::value(*v);
                    }
                }
            }
        }
        _ => {}
    }
    if fold_tensor_cast_operands(ctx, op) {
        return FoldResult::InPlace;
    }
    FoldResult::Fail
}

/// MLIR's `foldTensorCast`: operands produced by a foldable cast use its source.
fn fold_tensor_cast_operands(ctx: &mut Context, op: Op) -> bool {
    let mut folded = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        if let Some(c) = ctx.defining_op(v) {
            if cast_foldable_into_consumer(ctx, c) {
                let s = Cast(c).source(ctx);
                ctx.set_operand(op, i, s);
                folded = true;
            }
        }
    }
    folded
}

fn fold_extract_slice(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ExtractSlice(op).source(ctx);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    // A slice of a splat constant is the splat in the slice's (static) type.
    if let Some(AttrKind::DenseElements {
        splat: true, data, ..
    }) = c.first().copied().flatten().map(|a| ctx.attr_kind(a))
    {
        if ctx.type_kind(rt).has_static_shape() {
            let data = data.clone();
            return FoldResult::attr(ctx.attr(AttrKind::DenseElements {
                ty: rt,
                splat: true,
                data,
            }));
        }
    }
    let Some(p) = slice_params(ctx, op) else {
        return FoldResult::Fail;
    };
    if st == rt {
        if let Some(shape) = shape_of(ctx, rt) {
            if is_identity(ctx, &p, &shape) {
                return FoldResult::value(src);
            }
        }
    }
    // extract_slice(insert_slice(x into d)) at the same place -> x.
    if let Some(ins) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::tensor::INSERT_SLICE))
    {
        let x = InsertSlice(ins).source(ctx);
        if ctx.value_type(x) == rt {
            if let Some(q) = slice_params(ctx, ins) {
                if same_params(ctx, &p, &q) {
                    return FoldResult::value(x);
                }
            }
        }
    }
    FoldResult::Fail
}

fn fold_insert_slice(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = InsertSlice(op).source(ctx);
    let dest = InsertSlice(op).dest(ctx);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    let Some(p) = slice_params(ctx, op) else {
        return FoldResult::Fail;
    };
    if st == rt {
        if let Some(shape) = shape_of(ctx, rt) {
            if is_identity(ctx, &p, &shape) {
                return FoldResult::value(src);
            }
        }
    }
    if let Some(d) = ctx.defining_op(dest) {
        // insert_slice(x into insert_slice(y into d)) at the same place:
        // the first insertion is overwritten.
        if ctx.isa(d, &dialects::tensor::INSERT_SLICE)
            && ctx.value_type(InsertSlice(d).source(ctx)) == st
        {
            if let Some(q) = slice_params(ctx, d) {
                if same_params(ctx, &p, &q) {
                    let inner = InsertSlice(d).dest(ctx);
                    ctx.set_operand(op, 1, inner);
                    return FoldResult::InPlace;
                }
            }
        }
    }
    // insert_slice(extract_slice(d) into d) at the same place -> d.
    if let Some(e) = ctx
        .defining_op(src)
        .filter(|&e| ctx.isa(e, &dialects::tensor::EXTRACT_SLICE))
    {
        if ExtractSlice(e).source(ctx) == dest {
            if let Some(q) = slice_params(ctx, e) {
                if same_params(ctx, &p, &q) {
                    return FoldResult::value(dest);
                }
            }
        }
    }
    FoldResult::Fail
}

/// `tensor.cast` to the same type folds away; a cast of a cast whose source
/// has the final type folds to that source.
fn fold_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = Cast(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// A `tensor.pad` to the (static) type of its source, without `nofold`,
/// is its source.
fn fold_pad(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = Pad(op).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    let static_shape = shape_of(ctx, rt).is_some_and(|s| !s.contains(&ir::DYNAMIC));
    if static_shape && ctx.value_type(src) == rt && !ctx.has_attr(op, "nofold") {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// The fold of `collapse_shape` / `expand_shape` (tensor and memref): an
/// identity reshape is its source, a reshape of a dense constant a new
/// constant, and a reshape undoing its inverse producer the producer's
/// source (when at most one dimension is dynamic, or when both use the same
/// groups and no group has two dynamic dimensions or the pair expands
/// first).
pub fn fold_reshape(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    if let Some(a) = c.first().copied().flatten() {
        if let AttrKind::DenseElements { splat, data, .. } = ctx.attr_kind(a).clone() {
            let k = AttrKind::DenseElements {
                ty: rt,
                splat,
                data,
            };
            return FoldResult::attr(ctx.attr(k));
        }
    }
    let name = ctx.op_name(op);
    let inverse = if name.ends_with("collapse_shape") {
        name.replace("collapse_shape", "expand_shape")
    } else {
        name.replace("expand_shape", "collapse_shape")
    };
    let Some(p) = ctx.defining_op(src).filter(|&p| ctx.op_name(p) == inverse) else {
        return FoldResult::Fail;
    };
    let psrc = ctx.operand(p, 0);
    if ctx.value_type(psrc) != rt {
        return FoldResult::Fail;
    }
    let Some(shape) = shape_of(ctx, rt) else {
        return FoldResult::Fail;
    };
    if shape.iter().filter(|&&d| d == ir::DYNAMIC).count() < 2 {
        return FoldResult::value(psrc);
    }
    let groups = |o: Op| {
        ctx.get_attr(o, "reassociation")
            .and_then(|a| dialects::offsets::reassociation_of(ctx, a))
    };
    let (Some(mine), Some(theirs)) = (groups(op), groups(p)) else {
        return FoldResult::Fail;
    };
    if mine != theirs {
        return FoldResult::Fail;
    }
    let mid_rank = shape_of(ctx, ctx.value_type(src)).map_or(0, |s| s.len());
    let per_group_ok = mine.iter().all(|g| {
        g.iter()
            .filter(|&&d| shape.get(d as usize) == Some(&ir::DYNAMIC))
            .count()
            < 2
    });
    if shape.len() < mid_rank || per_group_ok {
        return FoldResult::value(psrc);
    }
    FoldResult::Fail
}

/// `tensor.extract` of a splat constant or of `tensor.from_elements` at
/// constant indices.
/// Inserting into a splat constant the value it already holds everywhere
/// leaves the constant (MLIR's `InsertOp::fold`).
fn fold_insert(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let (Some(Some(scalar)), Some(Some(dest))) = (c.first(), c.get(1)) else {
        return FoldResult::Fail;
    };
    let (scalar, dest) = (*scalar, *dest);
    if !matches!(
        ctx.attr_kind(dest),
        AttrKind::DenseElements { splat: true, .. }
    ) {
        return FoldResult::Fail;
    }
    let elem = ctx.value_type(Insert(op).scalar(ctx));
    let splat = if let Some((_, bits)) = float_value(ctx, dest) {
        ctx.attr(AttrKind::Float { ty: elem, bits })
    } else if let Some(v) = int_value(ctx, dest) {
        int_attr(ctx, elem, v)
    } else {
        return FoldResult::Fail;
    };
    if splat == scalar {
        FoldResult::attr(dest)
    } else {
        FoldResult::Fail
    }
}

fn fold_extract(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    if let Some(a) = c[0] {
        if let AttrKind::DenseElements { splat: true, .. } = ctx.attr_kind(a) {
            if let Some((kind, bits)) = float_value(ctx, a) {
                let _ = kind;
                let ty = ctx.value_type(ctx.result(op, 0));
                let f = ctx.attr(AttrKind::Float { ty, bits });
                return FoldResult::attr(f);
            }
            if let Some(v) = int_value(ctx, a) {
                let ty = ctx.value_type(ctx.result(op, 0));
                let i = int_attr(ctx, ty, v);
                return FoldResult::attr(i);
            }
        }
    }
    let src = Extract(op).tensor(ctx);
    // Every other fold needs constant indices.
    if c[1..]
        .iter()
        .any(|a| a.and_then(|a| int_value(ctx, a)).is_none())
    {
        return FoldResult::Fail;
    }
    let Some(fe) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::tensor::FROM_ELEMENTS))
    else {
        if let Some(a) = c[0] {
            let result = ctx.value_type(ctx.result(op, 0));
            if let Some(e) = extract_dense_element(ctx, a, c, result) {
                return FoldResult::attr(e);
            }
        }
        return fold_extract_after_insert(ctx, op);
    };
    let Some(shape) = shape_of(ctx, ctx.value_type(src)) else {
        return FoldResult::Fail;
    };
    let mut flat: i64 = 0;
    for (k, d) in shape.iter().enumerate() {
        let Some(i) = c
            .get(k + 1)
            .copied()
            .flatten()
            .and_then(|a| int_value(ctx, a))
        else {
            return FoldResult::Fail;
        };
        if i < 0 || i as i64 >= *d {
            return FoldResult::Fail;
        }
        flat = flat * d + i as i64;
    }
    match ctx.operand_vec(fe).get(flat as usize) {
        Some(&v) => FoldResult::value(v),
        None => FoldResult::Fail,
    }
}

/// `extract(insert(x into t[i]), i)` is `x` (indices equal as values or as
/// constants).
fn fold_extract_after_insert(ctx: &Context, op: Op) -> FoldResult {
    let src = Extract(op).tensor(ctx);
    let Some(ins) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::tensor::INSERT))
    else {
        return FoldResult::Fail;
    };
    let scalar = Insert(ins).scalar(ctx);
    if ctx.value_type(scalar) != ctx.value_type(ctx.result(op, 0)) {
        return FoldResult::Fail;
    }
    let a: Vec<Value> = ctx.operands(ins).skip(2).collect();
    let b: Vec<Value> = ctx.operands(op).skip(1).collect();
    let same = |x: Value, y: Value| {
        x == y || value_constant(ctx, x).is_some_and(|cx| value_constant(ctx, y) == Some(cx))
    };
    if a.len() == b.len() && a.iter().zip(&b).all(|(&x, &y)| same(x, y)) {
        FoldResult::value(scalar)
    } else {
        FoldResult::Fail
    }
}

/// The raw element of a scalar integer or float attribute, as dense data
/// stores it.
fn scalar_bits(ctx: &Context, a: Attr) -> Option<u128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value as u128),
        AttrKind::Float { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// A statically shaped `tensor.splat` of a constant is a splat constant.
fn fold_splat(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let ty = ctx.value_type(ctx.result(op, 0));
    let static_shape = shape_of(ctx, ty).is_some_and(|s| s.iter().all(|&d| d != ir::DYNAMIC));
    match c[0].and_then(|a| scalar_bits(ctx, a)) {
        Some(bits) if static_shape => {
            let a = ir::parse_attr::make_dense(ctx, ty, true, DenseData::Scalars(vec![bits]));
            FoldResult::attr(a)
        }
        _ => FoldResult::Fail,
    }
}

/// `tensor.from_elements` of constants is a dense constant.
fn fold_from_elements(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(bits) = c
        .iter()
        .map(|a| a.and_then(|a| scalar_bits(ctx, a)))
        .collect::<Option<Vec<u128>>>()
    else {
        return FoldResult::Fail;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let a = ir::parse_attr::make_dense(ctx, ty, false, DenseData::Scalars(bits));
    FoldResult::attr(a)
}

/// The element of a non-splat dense constant at constant indices.
fn extract_dense_element(
    ctx: &mut Context,
    a: Attr,
    c: &[Option<Attr>],
    result: Type,
) -> Option<Attr> {
    let AttrKind::DenseElements {
        ty,
        splat: false,
        data: DenseData::Scalars(v),
    } = ctx.attr_kind(a).clone()
    else {
        return None;
    };
    let shape = shape_of(ctx, ty)?;
    let mut flat: i128 = 0;
    for (k, &d) in shape.iter().enumerate() {
        let i = c
            .get(k + 1)
            .copied()
            .flatten()
            .and_then(|x| int_value(ctx, x))?;
        if i < 0 || i >= i128::from(d) {
            return None;
        }
        flat = flat * i128::from(d) + i;
    }
    let bits = *v.get(usize::try_from(flat).ok()?)?;
    if ctx.type_kind(result).is_int_or_index() {
        Some(int_attr(ctx, result, bits as i128))
    } else {
        Some(ctx.attr(AttrKind::Float { ty: result, bits }))
    }
}

/// `tensor.rank` of a ranked tensor is a constant.
fn fold_rank(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let t = ctx.value_type(Rank(op).tensor(ctx));
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => {
            let n = shape.len() as i64;
            FoldResult::attr(ctx.index_attr(n))
        }
        _ => FoldResult::Fail,
    }
}

// ===================================================================
// Patterns
// ===================================================================

/// The tensor dialect's `FoldTensorCastProducerOp`, registered for every
/// destination-style op except the loop-like ones, `tensor.insert_slice`
/// (it folds its casts itself) and `linalg.pack`/`unpack` (theirs have
/// dedicated patterns).
pub fn dialect_patterns() -> Vec<(&'static str, &'static [Pattern])> {
    static PRODUCER: &[Pattern] = &[Pattern {
        name: "FoldTensorCastProducerOp",
        benefit: 1,
        apply: p_fold_tensor_cast_producer,
    }];
    let mut v: Vec<(&'static str, &'static [Pattern])> = dialects::registry()
        .op_names()
        .into_iter()
        .filter(|&n| {
            crate::patterns::linalg::is_structured_name(n)
                || n == "linalg.softmax"
                || n.starts_with("linalg.winograd_")
        })
        .map(|n| (n, PRODUCER))
        .collect();
    for n in [
        "tensor.insert",
        "bufferization.materialize_in_destination",
        "vector.transfer_write",
    ] {
        v.push((n, PRODUCER));
    }
    v
}

/// Shared by `insert_slice` and `parallel_insert_slice`.
static INSERT_SLICE_PATTERNS: &[Pattern] = &[
    Pattern {
        name: "InsertSliceOpConstantArgumentFolder",
        benefit: 1,
        apply: p_insert_slice_const_args,
    },
    Pattern {
        name: "InsertSliceOpCastFolder",
        benefit: 1,
        apply: p_insert_slice_cast,
    },
];

/// Registered on both `collapse_shape` and `expand_shape`.
const COMPOSE_RESHAPES: Pattern = Pattern {
    name: "ComposeReassociativeReshapeOps",
    benefit: 1,
    apply: crate::patterns::memref::p_compose_reshapes,
};
const RESHAPE_OF_SPLAT: Pattern = Pattern {
    name: "FoldReshapeWithSplat",
    benefit: 1,
    apply: p_reshape_of_splat,
};
const RESHAPE_OF_FROM_ELEMENTS: Pattern = Pattern {
    name: "FoldReshapeWithFromElements",
    benefit: 1,
    apply: p_reshape_of_from_elements,
};

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "tensor.extract",
        &[
            Pattern {
                name: "ExtractFromTensorCast",
                benefit: 1,
                apply: p_extract_from_cast,
            },
            // Registered by `tensor.from_elements` in MLIR.
            Pattern {
                name: "ExtractElementFromIndexCast",
                benefit: 1,
                apply: p_extract_from_index_cast,
            },
            // Registered by `tensor.generate`.
            Pattern {
                name: "ExtractFromTensorGenerate",
                benefit: 1,
                apply: p_extract_from_generate,
            },
        ],
    ),
    (
        "tensor.generate",
        &[Pattern {
            name: "StaticTensorGenerate",
            benefit: 1,
            apply: p_static_generate,
        }],
    ),
    (
        "tensor.bitcast",
        &[Pattern {
            name: "ChainedTensorBitcast",
            benefit: 1,
            apply: p_chained_bitcast,
        }],
    ),
    // The composition patterns are shared with memref's reshapes.
    (
        "tensor.collapse_shape",
        &[
            COMPOSE_RESHAPES,
            Pattern {
                name: "ComposeCollapseOfExpandOp",
                benefit: 1,
                apply: crate::patterns::memref::p_collapse_of_expand,
            },
            RESHAPE_OF_SPLAT,
            RESHAPE_OF_FROM_ELEMENTS,
            Pattern {
                name: "FoldCollapseOfCastOp",
                benefit: 1,
                apply: p_collapse_of_cast,
            },
        ],
    ),
    (
        "tensor.expand_shape",
        &[
            COMPOSE_RESHAPES,
            Pattern {
                name: "ComposeExpandOfCollapseOp",
                benefit: 1,
                apply: crate::patterns::memref::p_expand_of_collapse,
            },
            Pattern {
                name: "ConvertToStaticExpandShape",
                benefit: 1,
                apply: p_static_expand,
            },
            RESHAPE_OF_SPLAT,
            RESHAPE_OF_FROM_ELEMENTS,
        ],
    ),
    (
        "tensor.dim",
        &[
            Pattern {
                name: "FoldEmptyTensorWithDimOp",
                benefit: 1,
                apply: p_dim_of_empty,
            },
            Pattern {
                name: "DimOfCastOp",
                benefit: 1,
                apply: p_dim_of_cast,
            },
            Pattern {
                name: "DimOfDestStyleOp",
                benefit: 1,
                apply: p_dim_of_dest_style,
            },
            Pattern {
                name: "DimOfReshapeOp",
                benefit: 1,
                apply: p_dim_of_reshape,
            },
            Pattern {
                name: "FoldDimOfAllocTensorOp",
                benefit: 1,
                apply: p_dim_of_alloc_tensor,
            },
            Pattern {
                name: "DimOfToTensorFolder",
                benefit: 1,
                apply: p_dim_of_to_tensor,
            },
        ],
    ),
    (
        "tensor.pad",
        &[
            Pattern {
                name: "FoldStaticZeroPadding",
                benefit: 1,
                apply: p_pad_static_zero,
            },
            Pattern {
                name: "FoldSourceTensorCast",
                benefit: 1,
                apply: p_pad_source_cast,
            },
            Pattern {
                name: "FoldTargetTensorCast",
                benefit: 1,
                apply: p_pad_target_cast,
            },
            Pattern {
                name: "FoldOrthogonalPaddings",
                benefit: 1,
                apply: p_pad_orthogonal,
            },
            Pattern {
                name: "FoldStaticPadding",
                benefit: 1,
                apply: p_pad_static,
            },
            Pattern {
                name: "FoldConsecutiveConstantPadding",
                benefit: 1,
                apply: p_pad_consecutive,
            },
        ],
    ),
    (
        "tensor.extract_slice",
        &[
            Pattern {
                name: "ExtractSliceOpConstantArgumentFolder",
                benefit: 1,
                apply: p_extract_slice_const_args,
            },
            Pattern {
                name: "ExtractSliceOpCastFolder",
                benefit: 1,
                apply: p_extract_slice_cast,
            },
        ],
    ),
    ("tensor.insert_slice", INSERT_SLICE_PATTERNS),
    ("tensor.parallel_insert_slice", INSERT_SLICE_PATTERNS),
    (
        "tensor.empty",
        &[Pattern {
            name: "ReplaceEmptyTensorStaticShapeDims",
            benefit: 1,
            apply: p_empty_static_dims,
        }],
    ),
    (
        "bufferization.alloc_tensor",
        &[Pattern {
            name: "ReplaceStaticShapeDims",
            benefit: 1,
            apply: p_alloc_tensor_static_dims,
        }],
    ),
    (
        "tensor.concat",
        &[
            Pattern {
                name: "SingleInputConcatOp",
                benefit: 1,
                apply: p_concat_single_input,
            },
            Pattern {
                name: "InferConcatOperandTypes",
                benefit: 1,
                apply: p_concat_infer_operands,
            },
            Pattern {
                name: "InferConcatResultType",
                benefit: 1,
                apply: p_concat_infer_result,
            },
        ],
    ),
    (
        "tensor.cast",
        // The cast's own pattern, then the one `tensor.empty` registers on
        // casts (MLIR collects op patterns in op-name order).
        &[
            Pattern {
                name: "ChainedTensorCast",
                benefit: 1,
                apply: p_chained_cast,
            },
            Pattern {
                name: "TensorCastExtractSlice",
                benefit: 1,
                apply: p_cast_extract_slice,
            },
            Pattern {
                name: "FoldEmptyTensorWithCastOp",
                benefit: 1,
                apply: p_fold_empty_with_cast,
            },
        ],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_of_shapes() {
        let d = ir::DYNAMIC;
        assert_eq!(
            join_opt(&Some(vec![4, d]), &Some(vec![d, 8])),
            Some(Some(vec![4, 8]))
        );
        assert_eq!(join_opt(&Some(vec![4]), &Some(vec![5])), None);
        assert_eq!(join_opt(&None, &Some(vec![3])), Some(Some(vec![3])));
        assert_eq!(join_opt(&Some(vec![1, 2]), &Some(vec![1])), None);
    }

    #[test]
    fn concat_shape_inference() {
        let d = ir::DYNAMIC;
        assert_eq!(
            concat_inferred_shape(&[vec![3, d], vec![2, 2]], 0),
            Some(vec![5, 2])
        );
        assert_eq!(
            concat_inferred_shape(&[vec![3, d], vec![d, 2]], 0),
            Some(vec![d, 2])
        );
        assert_eq!(concat_inferred_shape(&[vec![3], vec![2, 2]], 0), None);
    }

    #[test]
    fn rank_reduction_with_dynamic_sizes() {
        let d = ir::DYNAMIC;
        assert_eq!(rank_reduction_mask(&[1, d], &[5]), Some(vec![0]));
        assert_eq!(rank_reduction_mask(&[d], &[5]), Some(vec![]));
        assert_eq!(rank_reduction_mask(&[4, 3], &[3]), None);
    }

    #[test]
    fn collapsed_shapes() {
        let d = ir::DYNAMIC;
        assert_eq!(
            collapsed_shape(&[2, 3, 4], &[vec![0, 1], vec![2]]),
            Some(vec![6, 4])
        );
        assert_eq!(collapsed_shape(&[2, d, 4], &[vec![0, 1, 2]]), Some(vec![d]));
        assert_eq!(collapsed_shape(&[1, 1], &[]), Some(vec![]));
        assert_eq!(collapsed_shape(&[2], &[vec![0, 1]]), None);
        assert_eq!(collapsed_shape(&[i64::MAX, 2], &[vec![0, 1]]), None);
    }

    #[test]
    fn split_mixed_lists() {
        let (s, d) = split_mixed(&[Mixed::Static(3), Mixed::Static(0)]);
        assert_eq!(s, vec![3, 0]);
        assert!(d.is_empty());
    }
}
