//! Offsets, sizes and strides of slice-like ops (tensor and memref slices,
//! subviews, vector transfers) and the static shapes they are checked against,
//! shared by the pattern files of every dialect with such ops.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::offsets::Mixed;

/// The mixed offsets, sizes and strides of a slice-like op (`tensor.extract_slice`,
/// `tensor.insert_slice`, `memref.subview`).
pub struct SliceParams {
    /// The offsets, one per source dimension.
    pub offsets: Vec<Mixed>,
    /// The sizes, one per source dimension.
    pub sizes: Vec<Mixed>,
    /// The strides, one per source dimension.
    pub strides: Vec<Mixed>,
}

/// Index of the first offset operand segment.
fn first_list_segment(ctx: &Context, op: Op) -> usize {
    if matches!(
        ctx.op_name(op),
        "tensor.insert_slice" | "tensor.parallel_insert_slice"
    ) {
        2
    } else {
        1
    }
}

/// The offsets, sizes and strides of a slice-like op, with the static values read from its
/// `static_*` attributes.
pub fn slice_params(ctx: &Context, op: Op) -> Option<SliceParams> {
    let segs = dialects::common::operand_segments(ctx, op);
    let k = first_list_segment(ctx, op);
    if segs.len() < k + 3 {
        return None;
    }
    let get = |name: &str| dialects::offsets::static_array(ctx, op, name);
    let (so, ss, st) = (
        get("static_offsets")?,
        get("static_sizes")?,
        get("static_strides")?,
    );
    Some(SliceParams {
        offsets: dialects::offsets::mixed(&so, &segs[k]),
        sizes: dialects::offsets::mixed(&ss, &segs[k + 1]),
        strides: dialects::offsets::mixed(&st, &segs[k + 2]),
    })
}

/// A mixed entry as a constant (static or defined by a constant).
pub fn mixed_const(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(v) => Some(v),
        Mixed::Dynamic(v) => const_int(ctx, v).map(|x| x as i64),
    }
}

/// MLIR's `isEqualConstantIntOrValue`.
pub fn mixed_equal(ctx: &Context, a: Mixed, b: Mixed) -> bool {
    match (mixed_const(ctx, a), mixed_const(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        (None, None) => a == b,
        _ => false,
    }
}

fn all_equal(ctx: &Context, a: &[Mixed], b: &[Mixed]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| mixed_equal(ctx, *x, *y))
}

pub(crate) fn same_params(ctx: &Context, a: &SliceParams, b: &SliceParams) -> bool {
    all_equal(ctx, &a.offsets, &b.offsets)
        && all_equal(ctx, &a.sizes, &b.sizes)
        && all_equal(ctx, &a.strides, &b.strides)
}

/// Offsets all 0, strides all 1 and sizes equal to the static `shape`.
pub fn is_identity(ctx: &Context, p: &SliceParams, shape: &[i64]) -> bool {
    if p.sizes.len() != shape.len() {
        return false;
    }
    p.offsets.iter().all(|&o| mixed_const(ctx, o) == Some(0))
        && p.strides.iter().all(|&s| mixed_const(ctx, s) == Some(1))
        && p.sizes
            .iter()
            .zip(shape)
            .all(|(&s, &d)| d != ir::DYNAMIC && mixed_const(ctx, s) == Some(d))
}

/// The (static shape) of a shaped type.
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(shape.clone())
        }
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Constant dynamic entries become static (MLIR's `foldDynamicIndexList`;
/// negative offsets/sizes and zero strides stay dynamic). Returns the new
/// static list and dynamic values, or `None` when nothing folded.
pub fn fold_mixed(
    ctx: &Context,
    list: &[Mixed],
    is_stride: bool,
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut changed = false;
    let mut statics = Vec::with_capacity(list.len());
    let mut dyns = Vec::new();
    for &m in list {
        match m {
            Mixed::Static(v) => statics.push(v),
            Mixed::Dynamic(v) => match const_int(ctx, v).map(|x| x as i64) {
                Some(c) if (is_stride && c != 0) || (!is_stride && c >= 0) => {
                    statics.push(c);
                    changed = true;
                }
                _ => {
                    statics.push(ir::DYNAMIC);
                    dyns.push(v);
                }
            },
        }
    }
    changed.then_some((statics, dyns))
}

/// Splits mixed entries into (statics, dynamic values).
pub fn split_mixed(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::new();
    let mut dyns = Vec::new();
    for &m in list {
        match m {
            Mixed::Static(v) => statics.push(v),
            Mixed::Dynamic(v) => {
                statics.push(ir::DYNAMIC);
                dyns.push(v);
            }
        }
    }
    (statics, dyns)
}

/// Folded (or original) offsets, sizes and strides; `None` if nothing folds.
pub type FoldedLists = [(Vec<i64>, Vec<Value>); 3];

/// Whether the folded lists describe a slice inside a value of type `ty`:
/// MLIR does not fold constants into a slice that would fail to verify.
pub fn folded_in_bounds(ctx: &Context, ty: Type, lists: &FoldedLists) -> bool {
    let Some(shape) = shape_of(ctx, ty) else {
        return true;
    };
    let statics = [lists[0].0.clone(), lists[1].0.clone(), lists[2].0.clone()];
    dialects::tensor::check_in_bounds(&shape, &statics).is_ok()
}

/// The offsets, sizes and strides with the constants of the first list that
/// has any made static (one list per rewrite, as MLIR's folder does: each
/// step is then checked for bounds on its own).
pub fn fold_slice_lists(ctx: &Context, p: &SliceParams) -> Option<FoldedLists> {
    let o = fold_mixed(ctx, &p.offsets, false);
    let z = if o.is_none() {
        fold_mixed(ctx, &p.sizes, false)
    } else {
        None
    };
    let s = if o.is_none() && z.is_none() {
        fold_mixed(ctx, &p.strides, true)
    } else {
        None
    };
    if o.is_none() && z.is_none() && s.is_none() {
        return None;
    }
    Some([
        o.unwrap_or_else(|| split_mixed(&p.offsets)),
        z.unwrap_or_else(|| split_mixed(&p.sizes)),
        s.unwrap_or_else(|| split_mixed(&p.strides)),
    ])
}

/// Creates a slice-like op with the given lists (and extra leading operands).
pub fn create_slice_op(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    lead: &[Value],
    lists: &FoldedLists,
    result: Type,
) -> Op {
    create_slice_op_typed(rw, anchor, name, lead, lists, &[result])
}

/// [`create_slice_op`] with any number of results (none for
/// `tensor.parallel_insert_slice`).
pub(crate) fn create_slice_op_typed(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    lead: &[Value],
    lists: &FoldedLists,
    results: &[Type],
) -> Op {
    let mut ops = lead.to_vec();
    let mut segs: Vec<i32> = vec![1; lead.len()];
    for (_, d) in lists.iter() {
        ops.extend_from_slice(d);
        segs.push(d.len() as i32);
    }
    let mut attrs = Vec::new();
    for (k, n) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let a = rw.ctx.dense_i64_array(&lists[k].0);
        attrs.push((*n, a));
    }
    let a = rw.ctx.dense_i32_array(&segs);
    attrs.push(("operandSegmentSizes", a));
    rw.create(anchor, name, &ops, results, attrs)
}

/// MLIR's `ExtractSliceOp::inferCanonicalRankReducedResultType`.
pub fn canonical_slice_tensor_type(
    ctx: &mut Context,
    src: Type,
    sizes: &[i64],
    rank: usize,
) -> Option<Type> {
    let mut shape = sizes.to_vec();
    let mut diff = shape.len().saturating_sub(rank);
    if diff > 0 {
        let mut out = Vec::new();
        for &d in &shape {
            if diff > 0 && d == 1 {
                diff -= 1;
                continue;
            }
            out.push(d);
        }
        shape = out;
    }
    with_shape(ctx, src, shape)
}

/// A ranked tensor type like `like` with `shape`.
pub(crate) fn with_shape(ctx: &mut Context, like: Type, shape: Vec<i64>) -> Option<Type> {
    let TypeKind::RankedTensor { elem, encoding, .. } = ctx.type_kind(like).clone() else {
        return None;
    };
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    }))
}
