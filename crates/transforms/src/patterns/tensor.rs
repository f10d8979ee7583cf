//! tensor: `tensor.dim` of static shapes, of `tensor.empty` and of casts;
//! identity `extract_slice` / `insert_slice`, slices of slices inserted at the
//! same place; `tensor.cast` chains; `tensor.extract` of constants and
//! `from_elements`; static sizes of `tensor.empty`.

use super::common::{
    cast_foldable_into_consumer, constant_padding_value, dps_inits, dps_tied_init,
    foldable_cast_source, pad_mixed, pad_side, padding_sum, preserves_static_info,
    ranked_foldable_cast_source,
};
use super::slice::{
    canonical_slice_tensor_type, create_slice_op, create_slice_op_typed, fold_slice_lists,
    folded_in_bounds, is_identity, mixed_const, same_params, shape_of, slice_params, split_mixed,
    with_shape, FoldedLists, SliceParams,
};
use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::offsets::Mixed;

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[
    fold_insert_slice,
    fold_cast,
    fold_bitcast,
    fold_pad,
    fold_rank,
];

pub fn fold_fn(name: &str) -> Option<FoldFn> {
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
    let src = ctx.operand(op, 0);
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
            let st = ctx.value_type(ctx.operand(d, 0));
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
                let s = ctx.operand(c, 0);
                ctx.set_operand(op, i, s);
                folded = true;
            }
        }
    }
    folded
}

fn fold_extract_slice(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
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
        .filter(|&d| ctx.op_name(d) == "tensor.insert_slice")
    {
        let x = ctx.operand(ins, 0);
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
    let src = ctx.operand(op, 0);
    let dest = ctx.operand(op, 1);
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
        if ctx.op_name(d) == "tensor.insert_slice" && ctx.value_type(ctx.operand(d, 0)) == st {
            if let Some(q) = slice_params(ctx, d) {
                if same_params(ctx, &p, &q) {
                    let inner = ctx.operand(d, 1);
                    ctx.set_operand(op, 1, inner);
                    return FoldResult::InPlace;
                }
            }
        }
    }
    // insert_slice(extract_slice(d) into d) at the same place -> d.
    if let Some(e) = ctx
        .defining_op(src)
        .filter(|&e| ctx.op_name(e) == "tensor.extract_slice")
    {
        if ctx.operand(e, 0) == dest {
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
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// A `tensor.pad` to the (static) type of its source, without `nofold`,
/// is its source.
fn fold_pad(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
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
    let elem = ctx.value_type(ctx.operand(op, 0));
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
    let src = ctx.operand(op, 0);
    // Every other fold needs constant indices.
    if c[1..]
        .iter()
        .any(|a| a.and_then(|a| int_value(ctx, a)).is_none())
    {
        return FoldResult::Fail;
    }
    let Some(fe) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "tensor.from_elements")
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
    let src = ctx.operand(op, 0);
    let Some(ins) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "tensor.insert")
    else {
        return FoldResult::Fail;
    };
    let scalar = ctx.operand(ins, 0);
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
    let t = ctx.value_type(ctx.operand(op, 0));
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

/// MLIR's `ExtractFromTensorCast`: extract from the ranked source of a cast.
fn p_extract_from_cast(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(cast) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == "tensor.cast")
    else {
        return false;
    };
    let from = rw.ctx.operand(cast, 0);
    if !matches!(
        rw.ctx.type_kind(rw.ctx.value_type(from)),
        TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    let mut operands = rw.ctx.operand_vec(op);
    operands[0] = from;
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let e = rw.create(op, "tensor.extract", &operands, &[ty], Vec::new());
    let v = rw.ctx.result(e, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.cast(tensor.cast(x))` -> one cast of `x` when the middle type is
/// not more static than both ends would join to (MLIR's `ChainedTensorCast`).
/// MLIR's `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a more
/// static type is an empty tensor of that type, keeping the size operands
/// of the dimensions that stay dynamic (the encoding is not kept).
fn p_fold_empty_with_cast(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(cast, 0);
    let to = ctx.value_type(ctx.result(cast, 0));
    if !preserves_static_info(ctx, ctx.value_type(src), to) {
        return false;
    }
    let Some(empty) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "tensor.empty")
    else {
        return false;
    };
    let (Some(from), Some(shape)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, to)) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(to).element_type() else {
        return false;
    };
    let sizes: Vec<Value> = ctx.operands(empty).collect();
    let mut sizes = sizes.into_iter();
    let mut kept = Vec::new();
    for (&f, &t) in from.iter().zip(&shape) {
        if f != ir::DYNAMIC {
            if t != f {
                return false;
            }
            continue;
        }
        let Some(v) = sizes.next() else {
            return false;
        };
        if t == ir::DYNAMIC {
            kept.push(v);
        }
    }
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    let e = rw.create(cast, "tensor.empty", &kept, &[nt], Vec::new());
    let v = rw.ctx.result(e, 0);
    rw.replace_op(cast, &[v]);
    true
}

fn p_chained_cast(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(inner) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == "tensor.cast")
    else {
        return false;
    };
    let x = rw.ctx.operand(inner, 0);
    let (t0, t1, t2) = (
        rw.ctx.value_type(x),
        rw.ctx.value_type(src),
        rw.ctx.value_type(rw.ctx.result(op, 0)),
    );
    let Some(j01) = join_shapes(rw.ctx, t0, t1) else {
        return false;
    };
    let Some(j12) = join_shapes(rw.ctx, t1, t2) else {
        return false;
    };
    let Some(j012) = join_opt(&j01, &j12) else {
        return false;
    };
    let Some(j02) = join_shapes(rw.ctx, t0, t2) else {
        return false;
    };
    if j012 != j02 {
        return false;
    }
    let c = rw.create(op, "tensor.cast", &[x], &[t2], Vec::new());
    let v = rw.ctx.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

/// The join of two tensor shapes (None for unranked: treated as its own
/// marker `Some(None)`), or `None` when incompatible.
fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Option<Vec<i64>>> {
    let sa = shape_of(ctx, a);
    let sb = shape_of(ctx, b);
    join_opt(&sa, &sb)
}

fn join_opt(a: &Option<Vec<i64>>, b: &Option<Vec<i64>>) -> Option<Option<Vec<i64>>> {
    match (a, b) {
        (None, x) | (x, None) => Some(x.clone()),
        (Some(x), Some(y)) => {
            if x.len() != y.len() {
                return None;
            }
            let mut out = Vec::with_capacity(x.len());
            for (&p, &q) in x.iter().zip(y) {
                if p == ir::DYNAMIC {
                    out.push(q);
                } else if q == ir::DYNAMIC || p == q {
                    out.push(p);
                } else {
                    return None;
                }
            }
            Some(Some(out))
        }
    }
}

fn p_extract_slice_const_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = slice_params(rw.ctx, op) else {
        return false;
    };
    let Some(lists) = fold_slice_lists(rw.ctx, &p) else {
        return false;
    };
    let src = rw.ctx.operand(op, 0);
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let rank = rw.ctx.type_kind(old_ty).rank().unwrap_or(0);
    let st = rw.ctx.value_type(src);
    if !folded_in_bounds(rw.ctx, st, &lists) {
        return false;
    }
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, st, &lists[1].0, rank) else {
        return false;
    };
    let n = create_slice_op(rw, op, "tensor.extract_slice", &[src], &lists, nt);
    let mut v = rw.ctx.result(n, 0);
    if nt != old_ty {
        let c = rw.create(op, "tensor.cast", &[v], &[old_ty], Vec::new());
        v = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

fn p_insert_slice_const_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = slice_params(rw.ctx, op) else {
        return false;
    };
    let Some(lists) = fold_slice_lists(rw.ctx, &p) else {
        return false;
    };
    let mut src = rw.ctx.operand(op, 0);
    let dest = rw.ctx.operand(op, 1);
    let st = rw.ctx.value_type(src);
    let dt = rw.ctx.value_type(dest);
    if !folded_in_bounds(rw.ctx, dt, &lists) {
        return false;
    }
    let rank = rw.ctx.type_kind(st).rank().unwrap_or(0);
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, dt, &lists[1].0, rank) else {
        return false;
    };
    let parallel = rw.ctx.is_op(op, "tensor.parallel_insert_slice");
    if nt != st {
        // A parallel insertion's block holds only insertions: the cast goes
        // before the combining op.
        let anchor = match parallel {
            true => match rw.ctx.parent_op(op) {
                Some(p) => p,
                None => return false,
            },
            false => op,
        };
        let c = rw.create(anchor, "tensor.cast", &[src], &[nt], Vec::new());
        // At the insertion it feeds, wherever it is placed.
        let at = rw.ctx.loc(op);
        rw.ctx.op_mut(c).loc = at;
        src = rw.ctx.result(c, 0);
    }
    replace_insert_slice(rw, op, &[src, dest], &lists, None);
    true
}

/// Replaces an insert_slice (or parallel_insert_slice) by a new one with
/// the given source, destination and lists, casting its result to `cast_to`.
fn replace_insert_slice(
    rw: &mut Rewriter,
    op: Op,
    lead: &[Value],
    lists: &FoldedLists,
    cast_to: Option<Type>,
) {
    let name = rw.ctx.op_name(op).to_string();
    let results: Vec<Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|_| rw.ctx.value_type(lead[1]))
        .collect();
    let n = create_slice_op_typed(rw, op, &name, lead, lists, &results);
    let mut vals = rw.ctx.results(n).to_vec();
    if let (Some(t), Some(v)) = (cast_to, vals.first_mut()) {
        if rw.ctx.value_type(*v) != t {
            let c = rw.create(op, "tensor.cast", &[*v], &[t], Vec::new());
            *v = rw.ctx.result(c, 0);
        }
    }
    rw.replace_op(op, &vals);
}

/// MLIR's `computeRankReductionMask` matching dynamic sizes: the positions
/// of `full` (size 1) dropped to obtain `reduced`.
fn rank_reduction_mask(full: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut k = 0;
    for (i, &s) in full.iter().enumerate() {
        if k < reduced.len() && s != 1 && (s == ir::DYNAMIC || reduced[k] == ir::DYNAMIC) {
            k += 1;
            continue;
        }
        if k < reduced.len() && s == reduced[k] {
            k += 1;
            continue;
        }
        if s != 1 {
            return None;
        }
        dropped.push(i);
    }
    (k == reduced.len()).then_some(dropped)
}

/// Whether some operand is an index constant: the slice cast folders leave
/// those ops to the constant-argument folding first.
fn has_constant_index(ctx: &Context, ops: &[Value]) -> bool {
    ops.iter().any(|&v| {
        matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index)
            && super::const_int(ctx, v).is_some()
    })
}

/// MLIR's `InsertSliceOpCastFolder`: a source or
/// destination behind a foldable cast is used directly, the sizes taking
/// the source's static sizes; a cast restores the destination type.
fn p_insert_slice_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.operand_vec(op);
    if has_constant_index(ctx, &ops) {
        return false;
    }
    let (src0, dst0) = (ops[0], ops[1]);
    let (sc, dc) = (
        foldable_cast_source(ctx, src0),
        foldable_cast_source(ctx, dst0),
    );
    if sc.is_none() && dc.is_none() {
        return false;
    }
    let (src, dst) = (sc.unwrap_or(src0), dc.unwrap_or(dst0));
    let (st, dt) = (ctx.value_type(src), ctx.value_type(dst));
    if !matches!(ctx.type_kind(st), TypeKind::RankedTensor { .. })
        || !matches!(ctx.type_kind(dt), TypeKind::RankedTensor { .. })
    {
        return false;
    }
    let (Some(ss), Some(ds)) = (shape_of(ctx, st), shape_of(ctx, dt)) else {
        return false;
    };
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    if p.sizes.len() != ds.len() {
        return false;
    }
    let static_sizes = split_mixed(&p.sizes).0;
    let Some(dropped) = rank_reduction_mask(&static_sizes, &ss) else {
        return false;
    };
    // Kept sizes take the source's static sizes; the new op must verify
    // (static sizes agree with the source).
    let mut sizes = p.sizes.clone();
    let mut k = 0;
    for (i, m) in sizes.iter_mut().enumerate() {
        if dropped.contains(&i) {
            continue;
        }
        let s = ss[k];
        k += 1;
        if s == ir::DYNAMIC {
            continue;
        }
        match *m {
            Mixed::Static(z) if z != s && z != ir::DYNAMIC => return false,
            _ => *m = Mixed::Static(s),
        }
    }
    for i in 0..ds.len() {
        let (Mixed::Static(o), Mixed::Static(z), Mixed::Static(k)) =
            (p.offsets[i], sizes[i], p.strides[i])
        else {
            continue;
        };
        if ds[i] == ir::DYNAMIC || z <= 0 {
            continue;
        }
        let last = o.saturating_add((z - 1).saturating_mul(k));
        if o >= ds[i] || last >= ds[i] || last < 0 {
            return false;
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&sizes),
        split_mixed(&p.strides),
    ];
    let old_dt = ctx.results(op).first().map(|&r| ctx.value_type(r));
    replace_insert_slice(rw, op, &[src, dst], &lists, old_dt);
    true
}

/// MLIR's `ExtractSliceOpConstantArgumentFolder` leaves constant operands to
/// the constant folding; otherwise a slice of a cast that only drops static
/// information slices the cast's source (same result type), when that slice
/// stays in bounds.
fn p_extract_slice_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.operand_vec(op);
    if has_constant_index(ctx, &ops) {
        return false;
    }
    let Some(src) = foldable_cast_source(ctx, ops[0]) else {
        return false;
    };
    let Some(ss) = shape_of(ctx, ctx.value_type(src)) else {
        return false;
    };
    let Some(p) = slice_params(ctx, op) else {
        return false;
    };
    if p.offsets.len() != ss.len() {
        return false;
    }
    for (i, &dim) in ss.iter().enumerate() {
        let Mixed::Static(o) = p.offsets[i] else {
            continue;
        };
        if dim == ir::DYNAMIC {
            continue;
        }
        if o >= dim {
            return false;
        }
        let (Mixed::Static(z), Mixed::Static(k)) = (p.sizes[i], p.strides[i]) else {
            continue;
        };
        if z <= 0 {
            continue;
        }
        let last = o.saturating_add((z - 1).saturating_mul(k));
        if last >= dim || last < 0 {
            return false;
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&p.sizes),
        split_mixed(&p.strides),
    ];
    let rt = ctx.value_type(ctx.result(op, 0));
    let n = create_slice_op(rw, op, "tensor.extract_slice", &[src], &lists, rt);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `TensorCastExtractSlice`: a cast that only makes sizes of an
/// `extract_slice` result static becomes the slice itself, taking those
/// sizes as static ones (dropped unit dimensions keep theirs).
fn p_cast_extract_slice(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(cast, 0);
    let Some(slice) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "tensor.extract_slice")
    else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(cast, 0));
    let (Some(rs), Some(ss)) = (shape_of(ctx, rt), shape_of(ctx, ctx.value_type(src))) else {
        return false;
    };
    if !preserves_static_info(ctx, ctx.value_type(src), rt) || rs == ss {
        return false;
    }
    let Some(p) = slice_params(ctx, slice) else {
        return false;
    };
    let (static_sizes, _) = split_mixed(&p.sizes);
    let dropped = dialects::memref::compute_rank_reduction_mask(&static_sizes, &ss);
    let mut sizes = p.sizes.clone();
    let mut kept = rs.iter();
    for (i, size) in sizes.iter_mut().enumerate() {
        if dropped.as_ref().is_some_and(|d| d[i]) {
            continue;
        }
        // Without a mask MLIR reads past a rank-reduced result; we decline.
        let Some(&dim) = kept.next() else {
            return false;
        };
        if dim != ir::DYNAMIC {
            *size = Mixed::Static(dim);
        }
    }
    let lists = [
        split_mixed(&p.offsets),
        split_mixed(&sizes),
        split_mixed(&p.strides),
    ];
    let base = ctx.operand(slice, 0);
    let n = create_slice_op(rw, cast, "tensor.extract_slice", &[base], &lists, rt);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(cast, &[v]);
    true
}

/// Constant dynamic sizes of `tensor.empty` become static, with a cast back.
fn p_empty_static_dims(rw: &mut Rewriter, op: Op) -> bool {
    let sizes = rw.ctx.operand_vec(op);
    static_dims(rw, op, &sizes)
}

/// MLIR's `ReplaceStaticShapeDims` on `bufferization.alloc_tensor`: as for
/// `tensor.empty`, but never on a copying alloc_tensor, and the new op keeps
/// neither the size hint nor the memory space.
fn p_alloc_tensor_static_dims(rw: &mut Rewriter, op: Op) -> bool {
    let segs = dialects::common::operand_segments(rw.ctx, op);
    if segs.get(1).is_some_and(|c| !c.is_empty()) {
        return false;
    }
    let sizes = segs.first().cloned().unwrap_or_default();
    static_dims(rw, op, &sizes)
}

/// Rebuilds the shape-defining op `op` (a `tensor.empty` or a non-copying
/// `bufferization.alloc_tensor` whose dynamic sizes are `sizes`) with its
/// non-negative constant sizes made static, and casts back to the old type.
fn static_dims(rw: &mut Rewriter, op: Op, sizes: &[Value]) -> bool {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = rw.ctx.type_kind(rt).clone()
    else {
        return false;
    };
    let mut k = 0;
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_ops = Vec::new();
    let mut changed = false;
    for &d in &shape {
        if d != ir::DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(k) else {
            return false;
        };
        k += 1;
        match const_int(rw.ctx, v) {
            Some(c) if c >= 0 => {
                new_shape.push(c as i64);
                changed = true;
            }
            _ => {
                new_shape.push(ir::DYNAMIC);
                new_ops.push(v);
            }
        }
    }
    if !changed {
        return false;
    }
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape: new_shape,
        elem,
        encoding,
    });
    let name = rw.ctx.op_name(op).to_string();
    let mut attrs = Vec::new();
    if name != "tensor.empty" {
        let seg = rw.ctx.dense_i32_array(&[new_ops.len() as i32, 0, 0]);
        attrs.push(("operandSegmentSizes", seg));
    }
    let e = rw.create(op, &name, &new_ops, &[nt], attrs);
    let ev = rw.ctx.result(e, 0);
    let c = rw.create(op, "tensor.cast", &[ev], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

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
            super::linalg::is_structured_name(n)
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

/// MLIR's `FoldTensorCastProducerOp`: a destination-style op whose operands
/// come from foldable `tensor.cast`s uses the casts' sources; results whose
/// init changed type are cast back.
pub fn p_fold_tensor_cast_producer(rw: &mut Rewriter, op: Op) -> bool {
    // A linalg op without results works on buffers only (mixed tensor and
    // buffer operands do not verify), so no operand is a tensor cast: this
    // spares loading the operands of the many ops of bufferized code.
    if rw.ctx.results(op).is_empty() && rw.ctx.op_name(op).starts_with("linalg.") {
        return false;
    }
    let Some(inits) = dps_inits(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let foldable = |v: Value| {
        ctx.defining_op(v)
            .filter(|&c| cast_foldable_into_consumer(ctx, c))
    };
    if !ctx.operands(op).any(|v| foldable(v).is_some()) {
        return false;
    }
    let mut types: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    let mut operands = Vec::new();
    let mut k = 0;
    for (i, v) in ctx.operands(op).enumerate() {
        let nv = foldable(v).map(|c| ctx.operand(c, 0)).unwrap_or(v);
        operands.push(nv);
        if inits.contains(&i) && !ctx.type_kind(ctx.value_type(nv)).is_memref() {
            if let Some(t) = types.get_mut(k) {
                *t = ctx.value_type(nv);
            }
            k += 1;
        }
    }
    let n = super::linalg::recreate_with(rw, op, &operands, &types);
    super::linalg::replace_casting_back(rw, op, n);
    true
}

// ----- tensor.dim -----

/// MLIR's `DimOfDestStyleOp`: the size of a destination-style result is the
/// size of its init.
fn p_dim_of_dest_style(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(d) = rw.ctx.defining_op(src) else {
        return false;
    };
    let i = rw
        .ctx
        .results(d)
        .iter()
        .position(|&r| r == src)
        .unwrap_or(0);
    let Some(init) = dps_tied_init(rw.ctx, d, i) else {
        return false;
    };
    if !matches!(
        rw.ctx.type_kind(rw.ctx.value_type(init)),
        TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    rw.ctx.set_operand(op, 0, init);
    rw.notify_modified(op);
    true
}

/// MLIR's `DimOfReshapeOp`: the size is read from the reshape's shape
/// operand (cast to `index` when the shape holds integers).
fn p_dim_of_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(r) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == "tensor.reshape")
    else {
        return false;
    };
    // Tensors are immutable: the read can sit right after the dim.
    let shape = rw.ctx.operand(r, 1);
    replace_dim_by_shape_read(rw, op, op, "tensor.extract", shape)
}

/// A `tensor.dim` of a dynamic dimension (constant index) of a tensor made
/// by an op named `producer`: that op, and the position of the dimension
/// among the dynamic ones (the index of its size operand).
fn dynamic_dim_of(rw: &Rewriter, op: Op, producer: &str) -> Option<(Op, usize)> {
    let src = rw.ctx.operand(op, 0);
    let p = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == producer)?;
    let i = value_constant(rw.ctx, rw.ctx.operand(op, 1)).and_then(|c| int_value(rw.ctx, c))?;
    let shape = shape_of(rw.ctx, rw.ctx.value_type(src))?;
    if i < 0 || i as usize >= shape.len() || shape[i as usize] != ir::DYNAMIC {
        return None;
    }
    let dyn_index = shape[..i as usize]
        .iter()
        .filter(|&&x| x == ir::DYNAMIC)
        .count();
    Some((p, dyn_index))
}

/// MLIR's `FoldEmptyTensorWithDimOp`: a dynamic size of a `tensor.empty` is
/// its size operand.
/// MLIR's `DimOfCastOp`: the dim of a cast is asked of the cast's source,
/// whichever of the two is more static.
fn p_dim_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ctx.op_name(d) == "tensor.cast")
    else {
        return false;
    };
    let (src, idx) = (ctx.operand(cast, 0), ctx.operand(op, 1));
    let ty = ctx.value_type(ctx.result(op, 0));
    let d = rw.create(op, "tensor.dim", &[src, idx], &[ty], Vec::new());
    let v = rw.ctx.result(d, 0);
    rw.replace_op(op, &[v]);
    true
}

fn p_dim_of_empty(rw: &mut Rewriter, op: Op) -> bool {
    let Some((e, k)) = dynamic_dim_of(rw, op, "tensor.empty") else {
        return false;
    };
    let Some(&size) = rw.ctx.operand_vec(e).get(k) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

/// MLIR's `FoldDimOfAllocTensorOp`: a dynamic size of an `alloc_tensor` is
/// its size operand, or the size of the tensor it copies.
fn p_dim_of_alloc_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let Some((a, k)) = dynamic_dim_of(rw, op, "bufferization.alloc_tensor") else {
        return false;
    };
    let segs = dialects::common::operand_segments(rw.ctx, a);
    if let Some(&copy) = segs.get(1).and_then(|s| s.first()) {
        let index = rw.ctx.operand(op, 1);
        let idx = rw.ctx.index_type();
        let d = rw.create(op, "tensor.dim", &[copy, index], &[idx], Vec::new());
        // The alloc_tensor builds it (MLIR's `getDynamicSize`), at its own location.
        let at = rw.ctx.loc(a);
        rw.ctx.op_mut(d).loc = at;
        let v = rw.ctx.result(d, 0);
        rw.replace_op(op, &[v]);
        return true;
    }
    let Some(&size) = segs.first().and_then(|s| s.get(k)) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

/// MLIR's `DimOfToTensorFolder`: the size of a tensor made from a memref is
/// the memref's size.
fn p_dim_of_to_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(t) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.op_name(d) == "bufferization.to_tensor")
    else {
        return false;
    };
    let m = rw.ctx.operand(t, 0);
    let index = rw.ctx.operand(op, 1);
    let idx = rw.ctx.index_type();
    let d = rw.create(op, "memref.dim", &[m, index], &[idx], Vec::new());
    let v = rw.ctx.result(d, 0);
    rw.replace_op(op, &[v]);
    true
}

/// All padding amounts of `tensor.pad` on side `which` ("static_low" /
/// "static_high", operand segment 1 / 2) are zero.
fn pad_side_is_zero(ctx: &Context, op: Op, which: &str, seg: usize) -> bool {
    let Some(st) = ctx
        .get_attr(op, which)
        .and_then(|a| dialects::offsets::dense_i64_values(ctx, a))
    else {
        return false;
    };
    let segs = dialects::common::operand_segments(ctx, op);
    let mut dynamic = segs.get(seg).cloned().unwrap_or_default().into_iter();
    st.iter().all(|&x| {
        if x == ir::DYNAMIC {
            dynamic
                .next()
                .is_some_and(|v| super::const_int(ctx, v) == Some(0))
        } else {
            x == 0
        }
    })
}

/// MLIR's `FoldStaticZeroPadding`: a pad adding nothing (and not `nofold`)
/// is a cast of its source.
fn p_pad_static_zero(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.has_attr(op, "nofold")
        || !pad_side_is_zero(ctx, op, "static_low", 1)
        || !pad_side_is_zero(ctx, op, "static_high", 2)
    {
        return false;
    }
    let src = ctx.operand(op, 0);
    let t = ctx.value_type(ctx.result(op, 0));
    let c = rw.create(op, "tensor.cast", &[src], &[t], Vec::new());
    let v = rw.ctx.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

/// A new `tensor.pad` before `op` that takes over the body of `op`.
fn new_pad_with_body(
    rw: &mut Rewriter,
    op: Op,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(ir::Sym, Attr)>,
) -> Value {
    new_op_with_body(rw, op, "tensor.pad", operands, ty, attrs)
}

/// A new op `name` before `op` that takes over the (single) region of `op`.
fn new_op_with_body(
    rw: &mut Rewriter,
    op: Op,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(ir::Sym, Attr)>,
) -> Value {
    let loc = rw.ctx.loc(op);
    let old_region = rw.ctx.regions_of(op)[0];
    let region = rw.ctx.new_region();
    rw.ctx.take_region_blocks(old_region, region);
    let new = rw.create_full(
        crate::canonicalize::rewriter::At::Before(op),
        name,
        operands,
        &[ty],
        attrs,
        vec![region],
        Vec::new(),
        loc,
    );
    rw.ctx.result(new, 0)
}

/// The operands and attributes of a pad like `op` of `src` with other
/// padding (static list and dynamic values per side).
fn pad_operands_and_attrs(
    rw: &mut Rewriter,
    op: Op,
    src: Value,
    low: (&[i64], &[Value]),
    high: (&[i64], &[Value]),
) -> (Vec<Value>, Vec<(ir::Sym, Attr)>) {
    let mut operands = vec![src];
    operands.extend_from_slice(low.1);
    operands.extend_from_slice(high.1);
    let la = rw.ctx.dense_i64_array(low.0);
    let ha = rw.ctx.dense_i64_array(high.0);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, low.1.len() as i32, high.1.len() as i32]);
    let (kl, kh, ks) = (
        rw.ctx.sym("static_low"),
        rw.ctx.sym("static_high"),
        rw.ctx.sym("operandSegmentSizes"),
    );
    let attrs = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, a)| match k {
            _ if k == kl => (k, la),
            _ if k == kh => (k, ha),
            _ if k == ks => (k, seg),
            _ => (k, a),
        })
        .collect();
    (operands, attrs)
}

/// Replaces pad `op` by a pad of `src` with the given padding and result
/// type (the body moves over), followed by a cast back to the old type.
#[allow(clippy::too_many_arguments)]
fn rebuild_pad(
    rw: &mut Rewriter,
    op: Op,
    src: Value,
    low: (&[i64], &[Value]),
    high: (&[i64], &[Value]),
    ty: Type,
) {
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (operands, attrs) = pad_operands_and_attrs(rw, op, src, low, high);
    let nv = new_pad_with_body(rw, op, &operands, ty, attrs);
    let c = rw.create(op, "tensor.cast", &[nv], &[old_ty], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
}

/// MLIR's `FoldSourceTensorCast` for pads: a more static source behind a
/// cast is padded directly (with a result type as static as it implies).
fn p_pad_source_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = ctx.defining_op(ctx.operand(op, 0)) else {
        return false;
    };
    if !cast_foldable_into_consumer(ctx, cast) {
        return false;
    }
    let src = ctx.operand(cast, 0);
    let (Some((slo, dlo)), Some((shi, dhi))) = (
        pad_side(ctx, op, "static_low", 1),
        pad_side(ctx, op, "static_high", 2),
    ) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, rt)) else {
        return false;
    };
    if ss.len() != rs.len() || slo.len() != ss.len() || shi.len() != ss.len() {
        return false;
    }
    let shape: Vec<i64> = (0..ss.len())
        .map(|i| {
            if [ss[i], slo[i], shi[i]].contains(&ir::DYNAMIC) {
                rs[i]
            } else {
                ss[i] + slo[i] + shi[i]
            }
        })
        .collect();
    let Some(nt) = with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    if nt == rt {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    rebuild_pad(rw, op, src, (&slo, &dlo), (&shi, &dhi), nt);
    true
}

/// MLIR's `FoldStaticPadding`: constant padding operands become static
/// when that makes some result size static (a cast restores the old type).
fn p_pad_static(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (shape_of(ctx, ctx.value_type(src)), shape_of(ctx, rt)) else {
        return false;
    };
    let (Some((mut slo, dlo)), Some((mut shi, dhi))) = (
        pad_side(ctx, op, "static_low", 1),
        pad_side(ctx, op, "static_high", 2),
    ) else {
        return false;
    };
    if ss.len() != rs.len() || slo.len() != ss.len() || shi.len() != ss.len() {
        return false;
    }
    let keep = |st: &mut Vec<i64>, dynamic: &[Value]| -> Option<Vec<Value>> {
        let mut it = dynamic.iter();
        let mut kept = Vec::new();
        for x in st.iter_mut().filter(|x| **x == ir::DYNAMIC) {
            let v = *it.next()?;
            match super::const_int(ctx, v) {
                Some(c) => *x = c as i64,
                None => kept.push(v),
            }
        }
        Some(kept)
    };
    let (Some(nlo), Some(nhi)) = (keep(&mut slo, &dlo), keep(&mut shi, &dhi)) else {
        return false;
    };
    let shape: Vec<i64> = (0..ss.len())
        .map(|i| {
            if rs[i] != ir::DYNAMIC || [ss[i], slo[i], shi[i]].contains(&ir::DYNAMIC) {
                rs[i]
            } else {
                ss[i] + slo[i] + shi[i]
            }
        })
        .collect();
    if shape == rs || shape.iter().all(|&x| x == ir::DYNAMIC) {
        return false;
    }
    let Some(nt) = with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    rebuild_pad(rw, op, src, (&slo, &nlo), (&shi, &nhi), nt);
    true
}

/// MLIR's `ExtractFromTensorGenerate`: an element of a side-effect free
/// `tensor.generate` is its body evaluated at the indices (the body ops are
/// cloned before the extract; bodies with nested regions are not handled).
fn p_extract_from_generate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(g) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&g| ctx.is_op(g, "tensor.generate"))
    else {
        return false;
    };
    if !crate::effects::would_be_trivially_dead(ctx, g) {
        return false;
    }
    let Some(body) = ctx.regions_of(g).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let Some(yield_op) = ctx
        .terminator(body)
        .filter(|&y| ctx.is_op(y, "tensor.yield"))
    else {
        return false;
    };
    let indices: Vec<Value> = ctx.operand_vec(op)[1..].to_vec();
    if indices.len() != ctx.block_args(body).len() || ctx.num_operands(yield_op) != 1 {
        return false;
    }
    let body_ops: Vec<Op> = ctx.block_ops(body).filter(|&o| o != yield_op).collect();
    if body_ops.iter().any(|&o| !ctx.regions_of(o).is_empty()) {
        return false;
    }
    let mut map: rustc_hash::FxHashMap<Value, Value> = ctx
        .block_args(body)
        .iter()
        .copied()
        .zip(indices.iter().copied())
        .collect();
    for o in body_ops {
        let d = rw.ctx.op(o);
        let state = ir::context::OpState {
            name: d.name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: d.attrs.clone(),
            props: d.props(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc: d.loc,
        };
        let operands = rw
            .ctx
            .operand_vec(o)
            .into_iter()
            .map(|v| *map.get(&v).unwrap_or(&v))
            .collect();
        let result_types = rw
            .ctx
            .op(o)
            .results
            .iter()
            .map(|&r| rw.ctx.value_type(r))
            .collect();
        let c = rw.ctx.create_op(ir::context::OpState {
            operands,
            result_types,
            ..state
        });
        rw.insert(c, crate::canonicalize::rewriter::At::Before(op));
        for (i, &r) in rw.ctx.op(o).results.clone().iter().enumerate() {
            map.insert(r, rw.ctx.result(c, i));
        }
    }
    let y = rw.ctx.operand(yield_op, 0);
    let val = *map.get(&y).unwrap_or(&y);
    rw.replace_op(op, &[val]);
    true
}

/// MLIR's `FoldTargetTensorCast`: a pad whose only use is a cast to a more
/// static type produces that type directly.
fn p_pad_target_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let res = ctx.result(op, 0);
    let users: Vec<Op> = ctx.users(res).collect();
    let [cast] = users[..] else {
        return false;
    };
    if !ctx.is_op(cast, "tensor.cast") {
        return false;
    }
    let to = ctx.value_type(ctx.result(cast, 0));
    if !preserves_static_info(ctx, ctx.value_type(res), to) {
        return false;
    }
    let operands = ctx.operand_vec(op);
    let attrs = ctx.op(op).attrs.clone();
    let v = new_pad_with_body(rw, op, &operands, to, attrs);
    rw.replace_op(op, &[v]);
    rw.replace_op(cast, &[v]);
    true
}

// ----- tensor.concat -----

/// The concatenated dimension of a `tensor.concat`.
fn concat_dim(ctx: &Context, op: Op) -> Option<usize> {
    match ctx.attr_kind(ctx.get_attr(op, "dim")?) {
        AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
        _ => None,
    }
}

/// MLIR's `SingleInputConcatOp`: a concat of one tensor is a cast of it.
fn p_concat_single_input(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.num_operands(op) != 1 {
        return false;
    }
    let src = rw.ctx.operand(op, 0);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let c = rw.create(op, "tensor.cast", &[src], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// The result shape of concatenating `shapes` along `dim` (MLIR's
/// `ConcatOp::inferResultType`): the concatenated size is the sum when all
/// are static, other sizes the first static one.
fn concat_inferred_shape(shapes: &[Vec<i64>], dim: usize) -> Option<Vec<i64>> {
    let first = shapes.first()?;
    let rank = first.len();
    if dim >= rank || shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let mut out = vec![ir::DYNAMIC; rank];
    for (i, o) in out.iter_mut().enumerate() {
        if i == dim {
            let mut sum = 0i64;
            for s in shapes {
                if s[i] == ir::DYNAMIC {
                    sum = ir::DYNAMIC;
                    break;
                }
                sum += s[i];
            }
            *o = sum;
        } else if let Some(&v) = shapes.iter().map(|s| &s[i]).find(|&&v| v != ir::DYNAMIC) {
            *o = v;
        }
    }
    Some(out)
}

/// A tensor type of `like`'s element type and the given shape, without an
/// encoding: the type MLIR infers for a concat and its operands never has
/// one, so an encoded concat gets casts to and from unencoded types.
fn inferred_with_shape(ctx: &mut Context, like: Type, shape: Vec<i64>) -> Option<Type> {
    let TypeKind::RankedTensor { elem, .. } = ctx.type_kind(like).clone() else {
        return None;
    };
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    }))
}

/// MLIR's `InferConcatResultType`: a concat whose result type is less
/// static than what its operands imply gets the inferred type and a cast
/// back to the old one.
fn p_concat_infer_result(rw: &mut Rewriter, op: Op) -> bool {
    let Some(dim) = concat_dim(rw.ctx, op) else {
        return false;
    };
    let ops = rw.ctx.operand_vec(op);
    let mut shapes = Vec::with_capacity(ops.len());
    for &v in &ops {
        let t = rw.ctx.value_type(v);
        if !matches!(rw.ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            return false;
        }
        shapes.push(shape_of(rw.ctx, t).unwrap_or_default());
    }
    let Some(shape) = concat_inferred_shape(&shapes, dim) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some(nt) = inferred_with_shape(rw.ctx, rt, shape) else {
        return false;
    };
    if preserves_static_info(rw.ctx, nt, rt) {
        return false;
    }
    let Some(d) = rw.ctx.get_attr(op, "dim") else {
        return false;
    };
    let n = rw.create(op, "tensor.concat", &ops, &[nt], vec![("dim", d)]);
    let nv = rw.ctx.result(n, 0);
    let c = rw.create(op, "tensor.cast", &[nv], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// MLIR's `InferConcatOperandTypes`: an operand less static than the
/// result type implies (its own concatenated size, the result's other
/// sizes) is cast to that type in place.
fn p_concat_infer_operands(rw: &mut Rewriter, op: Op) -> bool {
    let Some(dim) = concat_dim(rw.ctx, op) else {
        return false;
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some(rshape) = shape_of(rw.ctx, rt) else {
        return false;
    };
    let mut changed = false;
    for i in 0..rw.ctx.num_operands(op) {
        let v = rw.ctx.operand(op, i);
        let t = rw.ctx.value_type(v);
        let Some(s) = shape_of(rw.ctx, t) else {
            continue;
        };
        if s.len() != rshape.len() || dim >= s.len() {
            continue;
        }
        let mut want = rshape.clone();
        want[dim] = s[dim];
        let Some(wt) = inferred_with_shape(rw.ctx, t, want) else {
            continue;
        };
        if preserves_static_info(rw.ctx, wt, t) || !cast_compatible(rw.ctx, t, wt) {
            continue;
        }
        let c = rw.create(op, "tensor.cast", &[v], &[wt], Vec::new());
        let cv = rw.ctx.result(c, 0);
        rw.ctx.set_operand(op, i, cv);
        changed = true;
    }
    if changed {
        rw.notify_modified(op);
    }
    changed
}

// ----- tensor.bitcast, tensor.reshape, tensor.gather -----

/// A bitcast to its own type changes nothing (the fold every cast-like op
/// gets from MLIR's cast interface).
fn fold_bitcast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// A splat constant in a statically shaped result type, for ops that only
/// rearrange the elements of their source.
fn resized_splat(ctx: &mut Context, source: Option<Attr>, result: Type) -> Option<Attr> {
    let AttrKind::DenseElements {
        splat: true, data, ..
    } = ctx.attr_kind(source?).clone()
    else {
        return None;
    };
    if !ctx.type_kind(result).has_static_shape() {
        return None;
    }
    Some(ctx.attr(AttrKind::DenseElements {
        ty: result,
        splat: true,
        data,
    }))
}

fn fold_gather(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let rt = ctx.value_type(ctx.result(op, 0));
    match resized_splat(ctx, c.first().copied().flatten(), rt) {
        Some(a) => FoldResult::attr(a),
        None => FoldResult::Fail,
    }
}

/// `tensor.reshape`: of a splat constant, of another reshape (which it
/// skips), and to the source's own type when that is 1-d or when the shape
/// operand lists the source's sizes.
fn fold_tensor_reshape(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(a) = resized_splat(ctx, c.first().copied().flatten(), rt) {
        return FoldResult::attr(a);
    }
    if let Some(p) = ctx
        .defining_op(src)
        .filter(|&p| ctx.is_op(p, "tensor.reshape"))
    {
        let inner = ctx.operand(p, 0);
        ctx.set_operand(op, 0, inner);
        return FoldResult::InPlace;
    }
    let st = ctx.value_type(src);
    if st != rt {
        return FoldResult::Fail;
    }
    let Some(shape) = (match ctx.type_kind(st) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }) else {
        return FoldResult::Fail;
    };
    if shape.len() == 1 {
        return FoldResult::value(src);
    }
    let Some(fe) = ctx
        .defining_op(ctx.operand(op, 1))
        .filter(|&d| ctx.is_op(d, "tensor.from_elements"))
    else {
        return FoldResult::Fail;
    };
    let elements = ctx.operand_vec(fe);
    let lists_source_sizes = elements.len() == shape.len()
        && elements.iter().enumerate().all(|(i, &e)| {
            if let Some(k) = const_int(ctx, e) {
                return k == i128::from(shape[i]);
            }
            ctx.defining_op(e)
                .filter(|&d| ctx.is_op(d, "tensor.dim"))
                .is_some_and(|d| {
                    ctx.operand(d, 0) == src && const_int(ctx, ctx.operand(d, 1)) == Some(i as i128)
                })
        });
    if lists_source_sizes {
        FoldResult::value(src)
    } else {
        FoldResult::Fail
    }
}

/// The op named `name` defining operand `i` of `op`.
fn operand_def(ctx: &Context, op: Op, i: usize, name: &str) -> Option<Op> {
    ctx.defining_op(ctx.operand(op, i))
        .filter(|&d| ctx.is_op(d, name))
}

/// Replaces the single result of `op` by a new op `name` of `operands`
/// with result type `ty`.
fn replace_with_new(rw: &mut Rewriter, op: Op, name: &str, operands: &[Value], ty: Type) {
    let n = rw.create(op, name, operands, &[ty], Vec::new());
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
}

/// MLIR's `ChainedTensorBitcast`: a bitcast of a bitcast casts the first
/// one's source.
fn p_chained_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = operand_def(ctx, op, 0, "tensor.bitcast") else {
        return false;
    };
    let x = ctx.operand(inner, 0);
    let t = ctx.value_type(ctx.result(op, 0));
    replace_with_new(rw, op, "tensor.bitcast", &[x], t);
    true
}

// ----- tensor.generate, tensor.extract -----

/// The shape of `ty` with the dynamic sizes whose operand (in `sizes`) is a
/// non-negative constant made static, and the operands still needed; `None`
/// when no size became static (MLIR's `foldDynamicToStaticDimSizes`).
fn static_sizes_from_operands(
    ctx: &Context,
    ty: Type,
    sizes: &[Value],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut shape = shape_of(ctx, ty)?;
    let mut it = sizes.iter();
    let mut kept = Vec::new();
    let mut changed = false;
    for d in shape.iter_mut().filter(|d| **d == ir::DYNAMIC) {
        let &v = it.next()?;
        match const_int(ctx, v).and_then(|k| i64::try_from(k).ok()) {
            Some(k) if k >= 0 => {
                *d = k;
                changed = true;
            }
            _ => kept.push(v),
        }
    }
    changed.then_some((shape, kept))
}

/// MLIR's `StaticTensorGenerate`: constant extents become static sizes of a
/// new generate (taking over the body), cast back to the old type.
fn p_static_generate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let sizes = ctx.operand_vec(op);
    let Some((shape, kept)) = static_sizes_from_operands(ctx, ty, &sizes) else {
        return false;
    };
    if ctx.regions_of(op).len() != 1 {
        return false;
    }
    let Some(nt) = with_shape(rw.ctx, ty, shape) else {
        return false;
    };
    let attrs = rw.ctx.op(op).attrs.clone();
    let v = new_op_with_body(rw, op, "tensor.generate", &kept, nt, attrs);
    let c = rw.create(op, "tensor.cast", &[v], &[ty], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// MLIR's `ExtractElementFromIndexCast`: an element of an `index_cast`
/// tensor is the cast of the element of its input.
fn p_extract_from_index_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(ic) = operand_def(ctx, op, 0, "arith.index_cast") else {
        return false;
    };
    let input = ctx.operand(ic, 0);
    let in_ty = ctx.value_type(input);
    let elem = ctx.type_kind(in_ty).element_type().unwrap_or(in_ty);
    let mut operands = ctx.operand_vec(op);
    operands[0] = input;
    let rt = ctx.value_type(ctx.result(op, 0));
    let e = rw.create(op, "tensor.extract", &operands, &[elem], Vec::new());
    let ev = rw.ctx.result(e, 0);
    replace_with_new(rw, op, "arith.index_cast", &[ev], rt);
    true
}

// ----- tensor.collapse_shape / tensor.expand_shape -----

/// MLIR's `FoldReshapeWithSplat`: a reshape of a statically shaped
/// `tensor.splat` is a splat of the result type.
fn p_reshape_of_splat(rw: &mut Rewriter, op: Op) -> bool {
    reshape_of_producer(rw, op, "tensor.splat")
}

/// MLIR's `FoldReshapeWithFromElements`: a reshape to a static shape of a
/// `tensor.from_elements` lists the same elements in the result type.
fn p_reshape_of_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    reshape_of_producer(rw, op, "tensor.from_elements")
}

/// A reshape of a statically shaped `producer` (an op building a tensor
/// from scalars, independent of the shape) to a static shape is that op in
/// the result type.
fn reshape_of_producer(rw: &mut Rewriter, op: Op, producer: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = operand_def(ctx, op, 0, producer) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let static_producer = ctx
        .type_kind(ctx.value_type(ctx.result(p, 0)))
        .has_static_shape();
    // A dynamic result would need size operands the producer does not have.
    if !static_producer || !ctx.type_kind(rt).has_static_shape() {
        return false;
    }
    let operands = ctx.operand_vec(p);
    replace_with_new(rw, op, producer, &operands, rt);
    true
}

/// The reassociation groups of a reshape op.
fn reshape_groups(ctx: &Context, op: Op) -> Option<Vec<Vec<i64>>> {
    ctx.get_attr(op, "reassociation")
        .and_then(|a| dialects::offsets::reassociation_of(ctx, a))
}

/// The collapsed shape of `shape` under `groups` (a group with a dynamic
/// size is dynamic); `None` if the groups do not fit the shape.
fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    groups
        .iter()
        .map(|g| {
            let mut size: i64 = 1;
            for &d in g {
                let s = *shape.get(usize::try_from(d).ok()?)?;
                if s == ir::DYNAMIC {
                    return Some(ir::DYNAMIC);
                }
                size = size.checked_mul(s)?;
            }
            Some(size)
        })
        .collect()
}

/// MLIR's `FoldCollapseOfCastOp`: a collapse of a cast that only drops
/// static sizes collapses the cast's source (with a cast back when the
/// result becomes more static).
fn p_collapse_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(src) = ranked_foldable_cast_source(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let st = ctx.value_type(src);
    let (Some(ss), Some(groups)) = (shape_of(ctx, st), reshape_groups(ctx, op)) else {
        return false;
    };
    let Some(shape) = collapsed_shape(&ss, &groups) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(st).element_type() else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let nt = rw.ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    if nt == rt {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    let attrs: Vec<(&str, Attr)> = rw
        .ctx
        .get_attr(op, "reassociation")
        .map(|a| ("reassociation", a))
        .into_iter()
        .collect();
    let n = rw.create(op, "tensor.collapse_shape", &[src], &[nt], attrs);
    let v = rw.ctx.result(n, 0);
    let c = rw.create(op, "tensor.cast", &[v], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// The static output shape of an expand whose source is behind a foldable
/// cast from `cast_src`: constant `output_shape` operands become static,
/// except in groups whose source size is dynamic. Returns the new output
/// shape and the operands still needed; `None` if nothing became static.
fn static_expand_shape(
    ctx: &Context,
    out: &[i64],
    dynamic: &[Value],
    cast_src: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut shape = out.to_vec();
    let mut it = dynamic.iter();
    let mut kept = Vec::new();
    for (in_dim, g) in groups.iter().enumerate() {
        for &d in g {
            let slot = shape.get_mut(usize::try_from(d).ok()?)?;
            if *slot != ir::DYNAMIC {
                continue;
            }
            let &v = it.next()?;
            if *cast_src.get(in_dim)? == ir::DYNAMIC {
                kept.push(v);
                continue;
            }
            match const_int(ctx, v).and_then(|k| i64::try_from(k).ok()) {
                // A negative size would make an invalid type.
                Some(k) if k >= 0 => *slot = k,
                _ => kept.push(v),
            }
        }
    }
    (kept.len() < dynamic.len()).then_some((shape, kept))
}

/// MLIR's `ConvertToStaticExpandShape`: an expand of a cast that only drops
/// static sizes takes its constant output sizes as static ones, expanding a
/// cast of its source to the implied type, with a cast back.
fn p_static_expand(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let Some(cast_src) = ranked_foldable_cast_source(ctx, src) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(cs), Some(out), Some(groups)) = (
        shape_of(ctx, ctx.value_type(cast_src)),
        shape_of(ctx, rt),
        reshape_groups(ctx, op),
    ) else {
        return false;
    };
    let dynamic: Vec<Value> = ctx.operands(op).skip(1).collect();
    let Some((shape, kept)) = static_expand_shape(ctx, &out, &dynamic, &cs, &groups) else {
        return false;
    };
    let Some(in_shape) = collapsed_shape(&shape, &groups) else {
        return false;
    };
    let Some(elem) = ctx.type_kind(rt).element_type() else {
        return false;
    };
    let in_ty = rw.ctx.ty(TypeKind::RankedTensor {
        shape: in_shape,
        elem,
        encoding: None,
    });
    let out_ty = rw.ctx.ty(TypeKind::RankedTensor {
        shape: shape.clone(),
        elem,
        encoding: None,
    });
    let statics = rw.ctx.dense_i64_array(&shape);
    let k = rw.ctx.sym("static_output_shape");
    let attrs: Vec<(ir::Sym, Attr)> = rw
        .ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(n, a)| (n, if n == k { statics } else { a }))
        .collect();
    let c = rw.create(op, "tensor.cast", &[src], &[in_ty], Vec::new());
    let mut operands = vec![rw.ctx.result(c, 0)];
    operands.extend(kept);
    let loc = rw.ctx.loc(op);
    let e = rw.create_full(
        crate::canonicalize::rewriter::At::Before(op),
        "tensor.expand_shape",
        &operands,
        &[out_ty],
        attrs,
        Vec::new(),
        Vec::new(),
        loc,
    );
    let ev = rw.ctx.result(e, 0);
    let back = rw.create(op, "tensor.cast", &[ev], &[rt], Vec::new());
    let bv = rw.ctx.result(back, 0);
    rw.replace_op(op, &[bv]);
    true
}

// ----- tensor.pad chains -----

/// Replaces pad `op` by a pad of `src` with the mixed paddings (its result
/// type and body kept).
fn replace_pad_with(rw: &mut Rewriter, op: Op, src: Value, lo: &[Mixed], hi: &[Mixed]) {
    let (slo, dlo) = split_mixed(lo);
    let (shi, dhi) = split_mixed(hi);
    let (operands, attrs) = pad_operands_and_attrs(rw, op, src, (&slo, &dlo), (&shi, &dhi));
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let v = new_pad_with_body(rw, op, &operands, ty, attrs);
    rw.replace_op(op, &[v]);
}

/// MLIR's `FoldConsecutiveConstantPadding`: a pad of a pad with the same
/// constant padding value (neither `nofold`) pads the first one's source
/// by the sums. Sums that would need an `affine.apply` are not handled.
fn p_pad_consecutive(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.has_attr(op, "nofold") {
        return false;
    }
    let Some(producer) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&p| ctx.is_op(p, "tensor.pad") && !ctx.has_attr(p, "nofold"))
    else {
        return false;
    };
    match (
        constant_padding_value(ctx, op),
        constant_padding_value(ctx, producer),
    ) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let (Some((lo, hi)), Some((plo, phi))) = (pad_mixed(ctx, op), pad_mixed(ctx, producer)) else {
        return false;
    };
    if lo.len() != plo.len() || hi.len() != phi.len() {
        return false;
    }
    // Only a sum of two constants can fail: check before creating any op.
    let overflows = |a: &[Mixed], b: &[Mixed]| {
        a.iter().zip(b).any(|(&x, &y)| {
            matches!((mixed_const(ctx, x), mixed_const(ctx, y)), (Some(p), Some(q)) if p.checked_add(q).is_none())
        })
    };
    if overflows(&lo, &plo) || overflows(&hi, &phi) {
        return false;
    }
    let src = ctx.operand(producer, 0);
    // High sums first, as MLIR builds them.
    let mut nhi = Vec::with_capacity(hi.len());
    for (&x, &y) in hi.iter().zip(&phi) {
        let Some(m) = padding_sum(rw, op, x, y) else {
            return false;
        };
        nhi.push(m);
    }
    let mut nlo = Vec::with_capacity(lo.len());
    for (&x, &y) in lo.iter().zip(&plo) {
        let Some(m) = padding_sum(rw, op, x, y) else {
            return false;
        };
        nlo.push(m);
    }
    replace_pad_with(rw, op, src, &nlo, &nhi);
    true
}

/// The dimensions a pad pads (some side not the constant 0).
fn padded_dims(ctx: &Context, lo: &[Mixed], hi: &[Mixed]) -> Vec<bool> {
    lo.iter()
        .zip(hi)
        .map(|(&l, &h)| mixed_const(ctx, l) != Some(0) || mixed_const(ctx, h) != Some(0))
        .collect()
}

/// MLIR's `FoldOrthogonalPaddings`: slice, high-pad, slice, high-pad where
/// the two pads pad different dimensions with the same constant becomes
/// one slice and one pad.
fn p_pad_orthogonal(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let is = |v: Value, name: &str| ctx.defining_op(v).filter(|&d| ctx.is_op(d, name));
    let Some(inner_slice) = is(ctx.operand(op, 0), "tensor.extract_slice") else {
        return false;
    };
    let Some(outer_pad) = is(ctx.operand(inner_slice, 0), "tensor.pad") else {
        return false;
    };
    if ctx.has_attr(outer_pad, "nofold") {
        return false;
    }
    let Some(outer_slice) = is(ctx.operand(outer_pad, 0), "tensor.extract_slice") else {
        return false;
    };
    let rank = shape_of(ctx, ctx.value_type(ctx.operand(op, 0))).map_or(0, |s| s.len());
    let outer_src = ctx.operand(outer_slice, 0);
    let outer_ty = ctx.value_type(outer_src);
    let Some(outer_src_shape) = shape_of(ctx, ctx.value_type(outer_src)) else {
        return false;
    };
    let Some(inner_src_shape) = shape_of(ctx, ctx.value_type(ctx.operand(inner_slice, 0))) else {
        return false;
    };
    if outer_src_shape.len() != rank || inner_src_shape.len() != rank {
        return false;
    }
    let (Some(pi), Some(po)) = (
        slice_params(ctx, inner_slice),
        slice_params(ctx, outer_slice),
    ) else {
        return false;
    };
    let unit = |p: &SliceParams| p.strides.iter().all(|&s| mixed_const(ctx, s) == Some(1));
    if !unit(&pi) || !unit(&po) || pi.offsets.len() != rank || po.offsets.len() != rank {
        return false;
    }
    let (Some((lo, hi)), Some((olo, ohi))) = (pad_mixed(ctx, op), pad_mixed(ctx, outer_pad)) else {
        return false;
    };
    let zero = |l: &[Mixed]| l.iter().all(|&x| mixed_const(ctx, x) == Some(0));
    if !zero(&lo) || !zero(&olo) || hi.len() != rank || ohi.len() != rank {
        return false;
    }
    let same_constant = match (
        constant_padding_value(ctx, op).and_then(|v| value_constant(ctx, v)),
        constant_padding_value(ctx, outer_pad).and_then(|v| value_constant(ctx, v)),
    ) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    };
    if !same_constant {
        return false;
    }
    let inner_dims = padded_dims(ctx, &lo, &hi);
    let outer_dims = padded_dims(ctx, &olo, &ohi);
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return false;
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && mixed_const(ctx, pi.offsets[i]) == Some(0) {
            offsets.push(po.offsets[i]);
        } else if !outer_dims[i] && mixed_const(ctx, po.offsets[i]) == Some(0) {
            offsets.push(pi.offsets[i]);
        } else {
            return false;
        }
    }
    let mut sizes = pi.sizes.clone();
    for i in (0..rank).filter(|&i| outer_dims[i]) {
        let full = inner_src_shape[i];
        if full == ir::DYNAMIC || mixed_const(ctx, pi.sizes[i]) != Some(full) {
            return false;
        }
        sizes[i] = po.sizes[i];
    }
    let high: Vec<Mixed> = (0..rank)
        .map(|i| match (inner_dims[i], outer_dims[i]) {
            (_, true) => ohi[i],
            (true, false) => hi[i],
            _ => Mixed::Static(0),
        })
        .collect();
    let lists = [
        split_mixed(&offsets),
        split_mixed(&sizes),
        split_mixed(&pi.strides),
    ];
    let Some(slice_ty) = with_shape(rw.ctx, outer_ty, lists[1].0.clone()) else {
        return false;
    };
    let n = create_slice_op(
        rw,
        op,
        "tensor.extract_slice",
        &[outer_src],
        &lists,
        slice_ty,
    );
    let nv = rw.ctx.result(n, 0);
    replace_pad_with(rw, op, nv, &lo, &high);
    true
}

/// Two ranked tensor shapes whose static sizes agree.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(&y)
                    .all(|(&p, &q)| p == ir::DYNAMIC || q == ir::DYNAMIC || p == q)
        }
        _ => false,
    }
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
    apply: super::memref::p_compose_reshapes,
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

pub static PATTERNS: &[(&str, &[Pattern])] = &[
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
                apply: super::memref::p_collapse_of_expand,
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
                apply: super::memref::p_expand_of_collapse,
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
