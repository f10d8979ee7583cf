//! memref.collapse_shape / memref.expand_shape folds and patterns (shared
//! with the tensor reshapes).

use super::*;
use dialects::offsets::Mixed;

pub(super) type Groups = Vec<Vec<i64>>;

pub(super) fn groups_of(ctx: &Context, op: Op) -> Option<Groups> {
    dialects::offsets::reassociation_of(ctx, ctx.get_attr(op, "reassociation")?)
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes that
/// both collapse (or both expand), as one reshape. The longer list is the
/// one applied to the higher-rank side; each group of the shorter one names
/// groups of the longer.
pub(super) fn compose_reassociations(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Groups> {
    if a.len() == b.len() {
        return None;
    }
    let (long, short) = if a.len() > b.len() { (a, b) } else { (b, a) };
    if short.is_empty() {
        return Some(Vec::new());
    }
    if short.iter().map(Vec::len).sum::<usize>() != long.len() {
        return None;
    }
    short
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(long.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// An inclusive range `lo..=hi` of source dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct DimRange {
    lo: usize,
    hi: usize,
}

impl DimRange {
    fn len(self) -> usize {
        self.hi - self.lo + 1
    }
}

/// The dimensions from `start` that a dynamic target dimension takes: up to
/// the first dynamic one, or (`greedy`) everything to the end, which must
/// include a dynamic one.
pub(super) fn range_for_dynamic(src: &[i64], start: usize, greedy: bool) -> Option<DimRange> {
    if start >= src.len() {
        return None;
    }
    let first_dyn = start + src[start..].iter().position(|&d| d == ir::DYNAMIC)?;
    let hi = if greedy { src.len() - 1 } else { first_dyn };
    Some(DimRange { lo: start, hi })
}

/// The first run of static dimensions from `start` whose product is
/// `target` (skipping dynamic ones and sliding the start right while the
/// product is too big); `greedy` also takes the unit dimensions after it.
pub(super) fn range_for_size(
    src: &[i64],
    start: usize,
    target: i64,
    greedy: bool,
) -> Option<DimRange> {
    let n = src.len();
    let (mut lo, mut hi) = (start, start);
    let mut range = DimRange { lo, hi };
    let mut reached = false;
    let mut prod: i64 = 1;
    while hi < n {
        if reached && !greedy {
            break;
        }
        let size = src[hi];
        if size == ir::DYNAMIC {
            if reached {
                break;
            }
            prod = 1;
            lo = hi + 1;
            hi = lo;
            range = DimRange { lo, hi };
            continue;
        }
        prod = prod.checked_mul(size)?;
        if reached && prod > target {
            break;
        }
        while prod > target && lo < hi {
            // `prod` is the product of `src[lo..=hi]`; a zero in it would
            // have kept it from exceeding the target.
            let front = src[lo];
            if front == 0 {
                return None;
            }
            prod /= front;
            lo += 1;
        }
        range = DimRange { lo, hi };
        if prod == target {
            reached = true;
        }
        hi += 1;
    }
    reached.then_some(range)
}

/// One left-to-right pass of MLIR's collapse search: a range of source
/// dimensions per target dimension, the last taken greedily; dimensions
/// skipped before a match join the preceding dynamic target dimension.
pub(super) fn collapse_ranges(src: &[i64], tgt: &[i64]) -> Option<Vec<DimRange>> {
    let mut ranges: Vec<DimRange> = Vec::with_capacity(tgt.len());
    let mut next = 0;
    for (t, &size) in tgt.iter().enumerate() {
        let greedy = t + 1 == tgt.len();
        let r = if size == ir::DYNAMIC {
            range_for_dynamic(src, next, greedy)?
        } else {
            range_for_size(src, next, size, greedy)?
        };
        if r.hi >= src.len() || r.lo > r.hi {
            return None;
        }
        if r.lo > next {
            if t == 0 || tgt[t - 1] != ir::DYNAMIC {
                return None;
            }
            ranges.last_mut()?.hi = r.lo - 1;
        }
        next = r.hi + 1;
        ranges.push(r);
    }
    if ranges.last()?.hi + 1 < src.len() {
        return None;
    }
    Some(ranges)
}

/// MLIR's `getReassociationIndicesForCollapse`: the groups that collapse
/// `src` into `tgt`, when a left-to-right and a right-to-left search agree
/// up to where unit dimensions go.
pub(super) fn reassociation_for_collapse(src: &[i64], tgt: &[i64]) -> Option<Groups> {
    let n = src.len();
    if n <= tgt.len() {
        return None;
    }
    if tgt.is_empty() {
        if src.iter().any(|&d| d != 1 && d != ir::DYNAMIC) {
            return None;
        }
        return Some(vec![(0..n as i64).collect()]);
    }
    let fwd = collapse_ranges(src, tgt)?;
    let rsrc: Vec<i64> = src.iter().rev().copied().collect();
    let rtgt: Vec<i64> = tgt.iter().rev().copied().collect();
    let bwd: Vec<DimRange> = collapse_ranges(&rsrc, &rtgt)?
        .into_iter()
        .rev()
        .map(|r| DimRange {
            lo: n - 1 - r.hi,
            hi: n - 1 - r.lo,
        })
        .collect();
    if fwd.len() != tgt.len() || bwd.len() != tgt.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(tgt.len());
    for (a, b) in fwd.iter().zip(&bwd) {
        let in_a = |i: usize| a.lo <= i && i <= a.hi;
        let in_b = |i: usize| b.lo <= i && i <= b.hi;
        let only_one = (a.lo.min(b.lo)..=a.hi.max(b.hi)).filter(|&i| in_a(i) != in_b(i));
        let mut differing = 0;
        for i in only_one {
            if src[i] != 1 {
                return None;
            }
            differing += 1;
        }
        if differing == a.len() + b.len() {
            return None;
        }
        groups.push((a.lo as i64..=a.hi as i64).collect());
    }
    Some(groups)
}

/// The shape dimensions a group names, if in bounds.
pub(super) fn group_dims<'a>(shape: &'a [i64], g: &[i64]) -> Option<&'a [i64]> {
    let lo = usize::try_from(*g.first()?).ok()?;
    shape.get(lo..lo.checked_add(g.len())?)
}

/// The private `findCollapsingReassociation` of MLIR's
/// `ComposeExpandOfCollapseOp`: groups collapsing `src` into `res` where
/// both come from a common shape through `src_groups` and `res_groups`.
pub(super) fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src: &[i64],
    res: &[i64],
) -> Option<Groups> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src, res);
    }
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == ir::DYNAMIC).count();
    let mut out = Vec::new();
    for (sg, rg) in src_groups.iter().zip(res_groups) {
        let ssub = group_dims(src, sg)?;
        let rsub = group_dims(res, rg)?;
        if dynamic(ssub) >= 2 && dynamic(rsub) >= 2 {
            return None;
        }
        let &base = sg.first()?;
        if ssub.len() == rsub.len() {
            if ssub != rsub {
                return None;
            }
            out.extend((0..ssub.len() as i64).map(|i| vec![base + i]));
            continue;
        }
        for g in reassociation_for_collapse(ssub, rsub)? {
            out.push(g.into_iter().map(|i| base + i).collect());
        }
    }
    Some(out)
}

/// The grouping of `ComposeCollapseOfExpandOp`: for each group of the
/// lower-rank reassociation, the run of higher-rank groups that ends with
/// it; `None` when a higher-rank group straddles two lower-rank ones.
pub(super) fn cover_groups(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Groups> {
    let mut next = 0;
    let mut out = Vec::with_capacity(lower.len());
    for g in lower {
        let end = *g.last()?;
        let mut composed = Vec::new();
        while let Some(h) = higher.get(next) {
            let right = *h.last()?;
            if right > end {
                return None;
            }
            composed.push(next as i64);
            next += 1;
            if right == end {
                break;
            }
        }
        out.push(composed);
    }
    Some(out)
}

/// The dialect of a reshape op (`tensor` or `memref`), which names the
/// reshape and cast ops the composition patterns build: the patterns are
/// the same for both, as in MLIR, where they are templates over the op
/// classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ReshapeDialect {
    Tensor,
    MemRef,
}

impl ReshapeDialect {
    fn of(ctx: &Context, op: Op) -> Option<Self> {
        match ctx.op_name(op).split('.').next() {
            Some("tensor") => Some(Self::Tensor),
            Some("memref") => Some(Self::MemRef),
            _ => None,
        }
    }

    fn op(self, suffix: &str) -> String {
        let d = match self {
            Self::Tensor => "tensor",
            Self::MemRef => "memref",
        };
        format!("{d}.{suffix}")
    }
}

/// Tensors have no layout; a memref must have the identity one.
pub(super) fn identity_layout(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
        || dialects::memref::has_identity_layout(ctx, t)
}

/// A new collapse_shape of `src` by `groups` to `ty` before `anchor`, in
/// `anchor`'s dialect.
pub(super) fn create_collapse(
    rw: &mut Rewriter,
    anchor: Op,
    src: Value,
    groups: &[Vec<i64>],
    ty: Type,
) -> Option<Value> {
    let name = ReshapeDialect::of(rw.ctx, anchor)?.op("collapse_shape");
    let a = dialects::offsets::reassociation_attr(rw.ctx, groups);
    let c = rw.create(anchor, &name, &[src], &[ty], vec![("reassociation", a)]);
    Some(rw.ctx.result(c, 0))
}

/// A new expand_shape of `src` by `groups` to `ty` before `anchor`, in
/// `anchor`'s dialect, with the output shape given as static sizes and the
/// values of the dynamic ones.
pub(super) fn create_expand(
    rw: &mut Rewriter,
    anchor: Op,
    src: Value,
    groups: &[Vec<i64>],
    ty: Type,
    statics: &[i64],
    dynamic: &[Value],
) -> Option<Value> {
    let name = ReshapeDialect::of(rw.ctx, anchor)?.op("expand_shape");
    let a = dialects::offsets::reassociation_attr(rw.ctx, groups);
    let s = rw.ctx.dense_i64_array(statics);
    let mut operands = vec![src];
    operands.extend_from_slice(dynamic);
    let e = rw.create(
        anchor,
        &name,
        &operands,
        &[ty],
        vec![("reassociation", a), ("static_output_shape", s)],
    );
    Some(rw.ctx.result(e, 0))
}

/// The static output shape and dynamic size values of an expand_shape.
pub(super) fn expand_output_shape(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<Value>)> {
    let statics = dialects::offsets::static_array(ctx, op, "static_output_shape")?;
    Some((statics, ctx.operand_vec(op).get(1..)?.to_vec()))
}

/// MLIR's `ComposeReassociativeReshapeOps`: a collapse of a collapse (or an
/// expansion of an expansion) of tensors or identity-layout memrefs is one
/// reshape by the composed groups.
pub(crate) fn p_compose_reshapes(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op);
    let src = ctx.operand(op, 0);
    let Some(prod) = ctx.defining_op(src).filter(|&d| ctx.op_name(d) == name) else {
        return false;
    };
    let root = ctx.operand(prod, 0);
    let res = ctx.result(op, 0);
    if !(identity_layout(ctx, root) && identity_layout(ctx, src) && identity_layout(ctx, res)) {
        return false;
    }
    let (Some(outer), Some(inner)) = (groups_of(ctx, op), groups_of(ctx, prod)) else {
        return false;
    };
    let Some(groups) = compose_reassociations(&inner, &outer) else {
        return false;
    };
    let rt = ctx.value_type(res);
    let nv = if name.ends_with("expand_shape") {
        let Some((statics, dynamic)) = expand_output_shape(ctx, op) else {
            return false;
        };
        create_expand(rw, op, root, &groups, rt, &statics, &dynamic)
    } else {
        create_collapse(rw, op, root, &groups, rt)
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// MLIR's `ComposeCollapseOfExpandOp`: a collapse of an expansion of
/// tensors or identity-layout memrefs is one collapse, one expansion (whose
/// dynamic sizes multiply the expansion's sizes each group joins) or a cast.
pub(crate) fn p_collapse_of_expand(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let mid = ctx.operand(op, 0);
    let Some(dialect) = ReshapeDialect::of(ctx, op) else {
        return false;
    };
    let Some(expand) = producer(ctx, mid, &dialect.op("expand_shape")) else {
        return false;
    };
    let src = ctx.operand(expand, 0);
    if !(identity_layout(ctx, mid) && identity_layout(ctx, src)) {
        return false;
    }
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    if st == rt {
        return false;
    }
    let (Some(src_rank), Some(res_rank)) = (ctx.type_kind(st).rank(), ctx.type_kind(rt).rank())
    else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) = (groups_of(ctx, op), groups_of(ctx, expand))
    else {
        return false;
    };
    let composed = if src_rank > res_rank {
        cover_groups(&expand_groups, &collapse_groups)
    } else {
        cover_groups(&collapse_groups, &expand_groups)
    };
    let Some(composed) = composed else {
        return false;
    };
    let nv = match src_rank.cmp(&res_rank) {
        std::cmp::Ordering::Greater => create_collapse(rw, op, src, &composed, rt),
        std::cmp::Ordering::Less => {
            let Some(sizes) = expand_mixed_sizes(ctx, expand) else {
                return false;
            };
            let mut parts = Vec::with_capacity(collapse_groups.len());
            for g in &collapse_groups {
                let mut known: i64 = 1;
                let mut unknown = Vec::new();
                for &i in g {
                    match usize::try_from(i).ok().and_then(|i| sizes.get(i)) {
                        Some(Mixed::Static(s)) => known = known.wrapping_mul(*s),
                        Some(Mixed::Dynamic(v)) => unknown.push(*v),
                        None => return false,
                    }
                }
                parts.push((known, unknown));
            }
            let (statics, dynamic) = group_products(rw, op, parts);
            create_expand(rw, op, src, &composed, rt, &statics, &dynamic)
        }
        std::cmp::Ordering::Equal => {
            let c = rw.create(op, &dialect.op("cast"), &[src], &[rt], Vec::new());
            Some(rw.ctx.result(c, 0))
        }
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// The output sizes of an expand_shape, constant values counted as static.
pub(super) fn expand_mixed_sizes(ctx: &Context, op: Op) -> Option<Vec<Mixed>> {
    let (statics, dynamic) = expand_output_shape(ctx, op)?;
    if dialects::offsets::count_dynamic(&statics) != dynamic.len() {
        return None;
    }
    Some(
        dialects::offsets::mixed(&statics, &dynamic)
            .into_iter()
            .map(|m| match crate::patterns::slice::mixed_const(ctx, m) {
                Some(c) => Mixed::Static(c),
                None => m,
            })
            .collect(),
    )
}

/// For each (static product, dynamic factors) group: the static size, or a
/// chain of `arith.muli` of the factors (times the static product unless it
/// is one) built before `anchor`.
pub(super) fn group_products(
    rw: &mut Rewriter,
    anchor: Op,
    parts: Vec<(i64, Vec<Value>)>,
) -> (Vec<i64>, Vec<Value>) {
    let index = rw.ctx.index_type();
    let mut statics = Vec::with_capacity(parts.len());
    let mut dynamic = Vec::new();
    for (known, unknown) in parts {
        let Some((&first, rest)) = unknown.split_first() else {
            statics.push(known);
            continue;
        };
        let mut acc = first;
        let mut factors = rest.to_vec();
        if known != 1 {
            let a = rw.ctx.index_attr(known);
            factors.push(rw.constant(anchor, a));
        }
        for f in factors {
            let attrs = dialects::arith::default_attrs(rw.ctx, "arith.muli");
            let m = rw.create(anchor, "arith.muli", &[acc, f], &[index], attrs);
            acc = rw.ctx.result(m, 0);
        }
        statics.push(ir::DYNAMIC);
        dynamic.push(acc);
    }
    (statics, dynamic)
}

/// MLIR's `ComposeExpandOfCollapseOp`: an expansion of a collapse of
/// tensors or identity-layout memrefs is one collapse or one expansion when
/// the two shapes reshape into each other group by group.
pub(crate) fn p_expand_of_collapse(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let mid = ctx.operand(op, 0);
    let Some(dialect) = ReshapeDialect::of(ctx, op) else {
        return false;
    };
    let Some(collapse) = producer(ctx, mid, &dialect.op("collapse_shape")) else {
        return false;
    };
    let src = ctx.operand(collapse, 0);
    if !(identity_layout(ctx, mid) && identity_layout(ctx, src)) {
        return false;
    }
    let res = ctx.result(op, 0);
    let shape = |v: Value| crate::patterns::slice::shape_of(ctx, ctx.value_type(v));
    let (Some(src_shape), Some(res_shape)) = (shape(src), shape(res)) else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) =
        (groups_of(ctx, collapse), groups_of(ctx, op))
    else {
        return false;
    };
    let rt = ctx.value_type(res);
    let nv = match src_shape.len().cmp(&res_shape.len()) {
        std::cmp::Ordering::Equal => return false,
        std::cmp::Ordering::Greater => {
            let Some(g) =
                collapsing_reassociation(&collapse_groups, &expand_groups, &src_shape, &res_shape)
            else {
                return false;
            };
            create_collapse(rw, op, src, &g, rt)
        }
        std::cmp::Ordering::Less => {
            let Some(g) =
                collapsing_reassociation(&expand_groups, &collapse_groups, &res_shape, &src_shape)
            else {
                return false;
            };
            let Some((statics, dynamic)) = expand_output_shape(ctx, op) else {
                return false;
            };
            create_expand(rw, op, src, &g, rt, &statics, &dynamic)
        }
    };
    let Some(nv) = nv else {
        return false;
    };
    rw.replace_op(op, &[nv]);
    true
}

/// MLIR's `CollapseShapeOpMemRefCastFolder`: a collapse of a foldable
/// `memref.cast` collapses the cast's source, cast to the old type when
/// that collapse has another type.
pub(super) fn p_collapse_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, CollapseShape(op).src(ctx), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast) {
        return false;
    }
    let Some(groups) = groups_of(ctx, op) else {
        return false;
    };
    let csrc = Cast(cast).source(ctx);
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(nt) =
        dialects::memref::collapsed_memref_type(rw.ctx, rw.ctx.value_type(csrc), &groups)
    else {
        return false;
    };
    if nt == rt {
        rw.ctx.set_operand(op, 0, csrc);
        rw.notify_modified(op);
        return true;
    }
    let Some(nv) = create_collapse(rw, op, csrc, &groups, nt) else {
        return false;
    };
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR 22's `ExpandShapeOpMemRefCastFolder`: an expansion of a foldable
/// `memref.cast` expands the cast's source instead, with its constant
/// output sizes made static, and casts back to the old type.
///
/// Each reassociation group must end up matching its source dimension: a
/// static source size takes only constant output sizes (any other value
/// refuses the rewrite), a dynamic one must keep a non-constant size. The
/// group's product is not checked against a static source size, as in
/// MLIR, so a wrong constant makes an expansion that fails verification.
pub(super) fn p_expand_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, ExpandShape(op).src(ctx), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast) {
        return false;
    }
    let csrc = Cast(cast).source(ctx);
    let (Some(src_shape), Some(groups), Some((statics, dynamic))) = (
        crate::patterns::slice::shape_of(ctx, ctx.value_type(csrc)),
        groups_of(ctx, op),
        expand_output_shape(ctx, op),
    ) else {
        return false;
    };
    if groups.len() != src_shape.len() {
        return false;
    }
    let mut shape = statics;
    let mut values = dynamic.iter();
    let mut kept = Vec::new();
    for (g, &src_size) in groups.iter().zip(&src_shape) {
        let mut still_dynamic = false;
        for &d in g {
            let Some(slot) = usize::try_from(d).ok().and_then(|d| shape.get_mut(d)) else {
                return false;
            };
            if *slot != ir::DYNAMIC {
                continue;
            }
            let Some(&v) = values.next() else {
                return false;
            };
            match const_int(ctx, v).map(|k| i64::try_from(k).unwrap_or(-1)) {
                // MLIR would build a type with a negative size here, which
                // nothing can print back; the expansion stays instead.
                Some(k) if k < 0 => return false,
                Some(k) => *slot = k,
                None if src_size != ir::DYNAMIC => return false,
                None => {
                    kept.push(v);
                    still_dynamic = true;
                }
            }
        }
        if still_dynamic != (src_size == ir::DYNAMIC) {
            return false;
        }
    }
    if values.next().is_some() {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let st = ctx.value_type(csrc);
    let Some(nt) = dialects::memref::expanded_memref_type(rw.ctx, st, &shape, &groups) else {
        return false;
    };
    let Some(nv) = create_expand(rw, op, csrc, &groups, nt, &shape, &kept) else {
        return false;
    };
    let c = memref_cast(rw, op, nv, rt);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) static RESHAPE_PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "memref.expand_shape",
        &[
            Pattern {
                name: "ComposeReassociativeReshapeOps",
                benefit: 1,
                apply: p_compose_reshapes,
            },
            Pattern {
                name: "ComposeExpandOfCollapseOp",
                benefit: 1,
                apply: p_expand_of_collapse,
            },
            Pattern {
                name: "ExpandShapeOpMemRefCastFolder",
                benefit: 1,
                apply: p_expand_of_cast,
            },
        ],
    ),
    (
        "memref.collapse_shape",
        &[
            Pattern {
                name: "ComposeReassociativeReshapeOps",
                benefit: 1,
                apply: p_compose_reshapes,
            },
            Pattern {
                name: "ComposeCollapseOfExpandOp",
                benefit: 1,
                apply: p_collapse_of_expand,
            },
            Pattern {
                name: "CollapseShapeOpMemRefCastFolder",
                benefit: 1,
                apply: p_collapse_of_cast,
            },
        ],
    ),
];
