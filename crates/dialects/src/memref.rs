//! The `memref` dialect: allocation, access, views and globals of buffers,
//! plus the layout arithmetic (strides, offsets, subview result types) that
//! the bufferization passes rely on.

use crate::common;
use crate::offsets;
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::{TypeKind, DYNAMIC};
use ir::verifier::plain;
use ir::{Attr, Context, Loc, Op, OpDef, OpState, Registry, Type, Value};

// ===========================================================================
// Layout arithmetic.
// ===========================================================================

/// Ranked memref parts: shape, element type, layout, memory space.
/// Shape, element type, layout and memory space of a ranked memref.
type MemRefParts = (Vec<i64>, Type, Option<Attr>, Option<Attr>);

fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some((shape.clone(), *elem, *layout, *memory_space)),
        _ => None,
    }
}

/// `a * b` where a dynamic factor makes the product dynamic, except that a
/// static zero always gives zero (MLIR's saturated arithmetic).
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// Row-major strides of a contiguous buffer of `shape`; a dynamic (or zero)
/// size makes every outer stride dynamic.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for i in (0..shape.len()).rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        let s = shape[i];
        if s > 0 && !poisoned {
            match running.checked_mul(s) {
                Some(r) => running = r,
                None => poisoned = true,
            }
        } else {
            poisoned = true;
        }
    }
    strides
}

/// Linear form `sum(coef_i * d_i) + offset` of an affine expression, with
/// symbolic coefficients or offset as `DYNAMIC`.
fn linearize(e: &AffineExpr, num_dims: usize) -> Option<(Vec<i64>, i64)> {
    match e {
        AffineExpr::Dim(i) => {
            let mut c = vec![0; num_dims];
            *c.get_mut(*i as usize)? = 1;
            Some((c, 0))
        }
        AffineExpr::Symbol(_) => Some((vec![0; num_dims], DYNAMIC)),
        AffineExpr::Constant(v) => Some((vec![0; num_dims], *v)),
        AffineExpr::Add(l, r) => {
            let (lc, lo) = linearize(l, num_dims)?;
            let (rc, ro) = linearize(r, num_dims)?;
            let c = lc.iter().zip(&rc).map(|(a, b)| sat_add(*a, *b)).collect();
            Some((c, sat_add(lo, ro)))
        }
        AffineExpr::Mul(l, r) => {
            let (lc, lo) = linearize(l, num_dims)?;
            let (rc, ro) = linearize(r, num_dims)?;
            let l_const = lc.iter().all(|&x| x == 0);
            let r_const = rc.iter().all(|&x| x == 0);
            let (coefs, off, factor) = if r_const {
                (lc, lo, ro)
            } else if l_const {
                (rc, ro, lo)
            } else {
                return None;
            };
            let c = coefs.iter().map(|&x| sat_mul(x, factor)).collect();
            Some((c, sat_mul(off, factor)))
        }
        _ => None,
    }
}

/// Strides and offset of a layout affine map over `rank` dimensions.
fn map_strides_and_offset(m: &AffineMap, shape: &[i64]) -> Option<(Vec<i64>, i64)> {
    if m.num_dims as usize != shape.len() {
        return None;
    }
    if m.is_identity() {
        return Some((canonical_strides(shape), 0));
    }
    if m.results.len() != 1 {
        return None;
    }
    linearize(&m.results[0], shape.len())
}

/// A cast from `a` to `b` cannot fail at runtime: same shape and element
/// type, and every static stride/offset of `b` is also static and equal in `a`.
pub fn cast_guaranteed_valid(ctx: &Context, a: Type, b: Type) -> bool {
    let (
        TypeKind::MemRef {
            shape: sa,
            elem: ea,
            memory_space: ma,
            ..
        },
        TypeKind::MemRef {
            shape: sb,
            elem: eb,
            memory_space: mb,
            ..
        },
    ) = (ctx.type_kind(a), ctx.type_kind(b))
    else {
        return false;
    };
    if sa.len() != sb.len()
        || sa
            .iter()
            .zip(sb)
            .any(|(&x, &y)| x != y && x != DYNAMIC && y != DYNAMIC)
        || ea != eb
        || ma != mb
    {
        return false;
    }
    let (Some((stra, offa)), Some((strb, offb))) =
        (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
    else {
        return false;
    };
    let ok = |x: i64, y: i64| y == DYNAMIC || x == y;
    ok(offa, offb) && stra.iter().zip(&strb).all(|(&x, &y)| ok(x, y))
}

/// Strides and offset of a ranked memref type (identity, strided or strided
/// affine-map layout); `None` if the layout is not strided or the type is
/// not a ranked memref. Dynamic entries are `DYNAMIC`.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let (shape, _, layout, _) = memref_parts(ctx, t)?;
    match layout {
        None => Some((canonical_strides(&shape), 0)),
        Some(l) => match ctx.attr_kind(l) {
            AttrKind::Strided { offset, strides } if strides.len() == shape.len() => {
                Some((strides.clone(), *offset))
            }
            AttrKind::AffineMap(m) => map_strides_and_offset(m, &shape),
            _ => None,
        },
    }
}

/// Whether a ranked memref type has a strided layout.
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// Whether the layout of a ranked memref type is the identity (no layout, an
/// identity affine map, or a strided layout whose map is the identity).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    let Some((shape, _, layout, _)) = memref_parts(ctx, t) else {
        return false;
    };
    match layout {
        None => true,
        Some(l) => match ctx.attr_kind(l) {
            AttrKind::AffineMap(m) => m.is_identity(),
            AttrKind::Strided { offset, strides } => {
                shape.len() == 1 && *offset == 0 && strides == &[1]
            }
            _ => false,
        },
    }
}

/// `memref<shape x elem, strided<strides, offset: offset>, space>`.
pub fn strided_memref_type(
    ctx: &mut Context,
    shape: Vec<i64>,
    elem: Type,
    strides: Vec<i64>,
    offset: i64,
    memory_space: Option<Attr>,
) -> Type {
    let layout = ctx.attr(AttrKind::Strided { offset, strides });
    ctx.ty(TypeKind::MemRef {
        shape,
        elem,
        layout: Some(layout),
        memory_space,
    })
}

/// MLIR's `SubViewOp::inferResultType`: the (not rank-reduced) type of a
/// subview of `source` at the given static offsets, sizes and strides
/// (`DYNAMIC` for dynamic entries). `None` if the source is not a strided
/// memref or the lists do not match its rank.
pub fn infer_subview_result_type(
    ctx: &mut Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (shape, elem, _, space) = memref_parts(ctx, source)?;
    let rank = shape.len();
    if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
        return None;
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let res_strides: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    Some(strided_memref_type(
        ctx,
        sizes.to_vec(),
        elem,
        res_strides,
        offset,
        space,
    ))
}

/// MLIR's `computeRankReductionMask`: which dimensions of `original` are
/// dropped (all of size 1) to obtain `reduced`; `None` if impossible.
pub fn compute_rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &s) in original.iter().enumerate() {
        if r < reduced.len() && s == reduced[r] {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if s != 1 {
            return None;
        }
    }
    if r != reduced.len() {
        return None;
    }
    Some(dropped)
}

/// MLIR's `SubViewOp::inferRankReducedResultType`: the subview type whose
/// shape is `result_shape` (unit dimensions of the sizes dropped).
pub fn infer_rank_reduced_subview_result_type(
    ctx: &mut Context,
    result_shape: &[i64],
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let inferred = infer_subview_result_type(ctx, source, offsets, sizes, strides)?;
    if sizes.len() == result_shape.len() {
        return Some(inferred);
    }
    let dropped = compute_rank_reduction_mask(sizes, result_shape)?;
    let (istrides, ioffset) = strides_and_offset(ctx, inferred)?;
    let (_, elem, _, space) = memref_parts(ctx, inferred)?;
    let kept: Vec<i64> = istrides
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s)
        .collect();
    Some(strided_memref_type(
        ctx,
        result_shape.to_vec(),
        elem,
        kept,
        ioffset,
        space,
    ))
}

/// MLIR's `computeMemRefRankReductionMask`: the dimensions of `original`
/// dropped in `reduced`, using strides to disambiguate unit dimensions.
/// `sizes` are the static sizes of the slice (`DYNAMIC` for dynamic ones).
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let orank = ctx.type_kind(original).rank()?;
    let rrank = ctx.type_kind(reduced).rank()?;
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate().take(orank) {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|b| **b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m: Vec<(i64, usize)> = Vec::new();
        for &x in v {
            match m.iter_mut().find(|(k, _)| *k == x) {
                Some(e) => e.1 += 1,
                None => m.push((x, 1)),
            }
        }
        m
    };
    let mut unaccounted = occurrences(&ostrides);
    let cand = occurrences(&cstrides);
    let get =
        |m: &[(i64, usize)], k: i64| m.iter().find(|(x, _)| *x == k).map(|e| e.1).unwrap_or(0);
    for dim in 0..orank {
        if !unused[dim] {
            continue;
        }
        let s = ostrides[dim];
        let have = get(&unaccounted, s);
        let want = get(&cand, s);
        if have > want {
            if let Some(e) = unaccounted.iter_mut().find(|(x, _)| *x == s) {
                e.1 -= 1;
            }
        } else if have == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    if count(&unused) + rrank != orank {
        return None;
    }
    Some(unused)
}

/// The result type of collapsing `src` along `groups` (MLIR's
/// `CollapseShapeOp::computeCollapsedType`); `None` for a non-strided source
/// or non-contiguous groups.
pub fn collapsed_memref_type(ctx: &mut Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (shape, elem, _, space) = memref_parts(ctx, src)?;
    let mut res_shape = Vec::new();
    for g in groups {
        let mut n: i64 = 1;
        for &d in g {
            n = sat_mul(n, *shape.get(d as usize)?);
        }
        res_shape.push(n);
    }
    collapsed_type_with_shape(ctx, src, groups, res_shape, elem, space)
}

fn collapsed_type_with_shape(
    ctx: &mut Context,
    src: Type,
    groups: &[Vec<i64>],
    res_shape: Vec<i64>,
    elem: Type,
    space: Option<Attr>,
) -> Option<Type> {
    if has_identity_layout(ctx, src) {
        return Some(ctx.ty(TypeKind::MemRef {
            shape: res_shape,
            elem,
            layout: None,
            memory_space: space,
        }));
    }
    let (strides, offset) = collapsed_layout(ctx, src, groups, false)?;
    Some(strided_memref_type(
        ctx, res_shape, elem, strides, offset, space,
    ))
}

/// Strides and offset of the collapsed layout (MLIR's
/// `computeCollapsedLayoutMap`).
fn collapsed_layout(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
    strict: bool,
) -> Option<(Vec<i64>, i64)> {
    let (shape, _, _, _) = memref_parts(ctx, src)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut res_strides = Vec::new();
    for g in groups {
        if g.is_empty() {
            return None;
        }
        let mut r: &[i64] = g;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            res_strides.push(src_strides[last]);
        } else {
            res_strides.push(DYNAMIC);
        }
    }
    for (gi, g) in groups.iter().enumerate().rev() {
        let mut stride = res_strides[gi];
        for k in (1..g.len()).rev() {
            let idx = g[k] as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            if strict && (stride == DYNAMIC || src_stride == DYNAMIC) {
                return None;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((res_strides, src_offset))
}

/// The result type of expanding `src` into `result_shape` along `groups`
/// (MLIR's `ExpandShapeOp::computeExpandedType`).
pub fn expanded_memref_type(
    ctx: &mut Context,
    src: Type,
    result_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Type> {
    let (_, elem, _, space) = memref_parts(ctx, src)?;
    if has_identity_layout(ctx, src) {
        return Some(ctx.ty(TypeKind::MemRef {
            shape: result_shape.to_vec(),
            elem,
            layout: None,
            memory_space: space,
        }));
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    if src_strides.len() != groups.len() {
        return None;
    }
    let mut rev = Vec::new();
    let mut idx = result_shape.len() as i64 - 1;
    for (g, &s) in groups.iter().zip(&src_strides).rev() {
        let mut cur = s;
        for _ in 0..g.len() {
            rev.push(cur);
            let size = if idx >= 0 {
                result_shape[idx as usize]
            } else {
                DYNAMIC
            };
            cur = sat_mul(cur, size);
            idx -= 1;
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some(strided_memref_type(
        ctx,
        result_shape.to_vec(),
        elem,
        strides,
        src_offset,
        space,
    ))
}

/// Strided layout of `src` with sizes and strides permuted by `perm`
/// (MLIR's transpose result type).
fn transposed_memref_type(ctx: &mut Context, src: Type, perm: &AffineMap) -> Option<Type> {
    let (shape, elem, _, space) = memref_parts(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let mut sizes = Vec::new();
    let mut pstrides = Vec::new();
    for r in &perm.results {
        let d = r.as_dim()? as usize;
        sizes.push(*shape.get(d)?);
        pstrides.push(*strides.get(d)?);
    }
    Some(strided_memref_type(
        ctx, sizes, elem, pstrides, offset, space,
    ))
}

/// The same memref type with a strided layout replaced by the identity when
/// it is the canonical one (MLIR's `canonicalizeStridedLayout`, for strided
/// and identity layouts).
fn canonicalize_strided_layout(ctx: &mut Context, t: Type) -> Type {
    let Some((shape, elem, layout, space)) = memref_parts(ctx, t) else {
        return t;
    };
    if layout.is_none() {
        return t;
    }
    let Some((strides, offset)) = strides_and_offset(ctx, t) else {
        return t;
    };
    if canonical_strided(&shape, &strides, offset).is_none() {
        return ctx.ty(TypeKind::MemRef {
            shape,
            elem,
            layout: None,
            memory_space: space,
        });
    }
    t
}

// ===========================================================================
// Small shared pieces of the ops.
// ===========================================================================

fn tstr(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn custom_err<T>(p: &OpParser, st: &OpState, loc: Loc, msg: impl Into<String>) -> DResult<T> {
    let name = p.p.ctx.str(st.name).to_string();
    p.err_at(loc, format!("custom op '{}' {}", name, msg.into()))
}

/// Parses a type that must be a ranked memref.
fn parse_memref_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !matches!(p.ctx().type_kind(t), TypeKind::MemRef { .. }) {
        let s = type_to_string(p.ctx(), t);
        return custom_err(
            p,
            st,
            loc,
            format!(
                "invalid kind of type specified: expected builtin.memref, but found '{}'",
                s
            ),
        );
    }
    Ok(t)
}

/// Parses a type that must be a ranked or unranked memref.
fn parse_any_memref_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !p.ctx().type_kind(t).is_memref() {
        // MLIR's parser for the base memref class names neither the class nor the type found.
        return custom_err(p, st, loc, "invalid kind of type specified");
    }
    Ok(t)
}

fn colon(p: &mut OpParser) -> DResult<()> {
    p.expect(Tok::Colon, "':'")
}

fn index_ty(p: &mut OpParser) -> Type {
    p.index_type()
}

fn resolve_indices(p: &mut OpParser, us: &[UnresolvedOperand]) -> DResult<Vec<Value>> {
    let it = index_ty(p);
    p.resolve_same(us, it)
}

/// `[%a, %b]` (square-delimited operand list, possibly empty).
fn square_operands(p: &mut OpParser) -> DResult<Vec<UnresolvedOperand>> {
    p.expect(Tok::LSquare, "'['")?;
    let v = p.operand_list()?;
    p.expect(Tok::RSquare, "']'")?;
    Ok(v)
}

fn set_attr(p: &mut OpParser, st: &mut OpState, name: &'static str, a: Attr) {
    common::set_attr(p, st, name, a);
}

fn operand_types(ctx: &Context, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|v| ctx.value_type(*v)).collect()
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn operand_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn i64_attr(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| common::int_attr_value(ctx, a))
        .map(|v| v as i64)
}

macro_rules! result_namer {
    ($fn_name:ident, $name:expr) => {
        fn $fn_name(_ctx: &Context, _op: Op, set: &mut dyn FnMut(usize, String)) {
            set(0, $name.to_string());
        }
    };
}

result_namer!(names_alloc, "alloc");
result_namer!(names_alloca, "alloca");
result_namer!(names_cast, "cast");
result_namer!(names_dim, "dim");
result_namer!(names_subview, "subview");
result_namer!(names_reinterpret_cast, "reinterpret_cast");
result_namer!(names_collapse_shape, "collapse_shape");
result_namer!(names_expand_shape, "expand_shape");
result_namer!(names_transpose, "transpose");
result_namer!(names_view, "view");
result_namer!(names_intptr, "intptr");
result_namer!(names_memspacecast, "memspacecast");
result_namer!(names_assume_align, "assume_align");
result_namer!(names_reshape, "reshape");

// ===========================================================================
// alloc / alloca / dealloc / realloc
// ===========================================================================

fn parse_alloc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let dyns = p.paren_operand_list()?;
    let mut syms = Vec::new();
    if p.consume_if(Tok::LSquare) {
        syms = p.operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
    }
    parse_access_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let mut ops = resolve_indices(p, &dyns)?;
    ops.extend(resolve_indices(p, &syms)?);
    st.operands = ops;
    st.result_types = vec![t];
    common::set_segments(p, st, &[dyns.len(), syms.len()]);
    Ok(())
}

fn print_alloc(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let segs = common::segment_sizes(ctx, op);
    let mut ranges = segs.ranges();
    pr.w("(");
    pr.operands_of(op, ranges.next().unwrap_or(0..0));
    pr.w(")");
    if let Some(syms) = ranges.next().filter(|r| !r.is_empty()) {
        pr.w("[");
        pr.operands_of(op, syms);
        pr.w("]");
    }
    pr.attr_dict(op, &["operandSegmentSizes"]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

fn verify_alloc_like(ctx: &Context, op: Op) -> Result<(), String> {
    verify_alignment_attr(ctx, op)?;
    let t = result_type(ctx, op);
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return Err("result must be a memref".into());
    };
    let groups = common::checked_segments(ctx, op, 2)?;
    let (ndyn, nsym) = (groups[0].len(), groups[1].len());
    let expected = shape.iter().filter(|&&s| s == DYNAMIC).count();
    if ndyn != expected {
        return Err(format!(
            "incorrect number of dynamic sizes, has {}, expected {}",
            ndyn, expected
        ));
    }
    let num_symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        // A strided layout stands for the map with one symbol per dynamic
        // stride and one for a dynamic offset.
        Some(AttrKind::Strided { offset, strides }) => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    };
    if nsym != num_symbols {
        return Err(format!(
            "symbol operand count does not equal memref symbol count: expected {}, got {}",
            num_symbols, nsym
        ));
    }
    Ok(())
}

fn verify_alloca(ctx: &Context, op: Op) -> Result<(), String> {
    verify_alignment_attr(ctx, op)?;
    let mut cur = ctx.parent_op(op);
    let mut found = false;
    while let Some(p) = cur {
        if ctx
            .def(p)
            .is_some_and(|d| d.has(AUTOMATIC_ALLOCATION_SCOPE))
        {
            found = true;
            break;
        }
        cur = ctx.parent_op(p);
    }
    if !found {
        return Err("requires an ancestor op with AutomaticAllocationScope trait".into());
    }
    verify_alloc_like(ctx, op)
}

/// `memref.alloc`: a new heap buffer (dynamic sizes as operands), to be freed with
/// `memref.dealloc`.
pub static ALLOC: OpDef = OpDef {
    iface: &ALLOC_IFACE,
    inherent: &["alignment", "operandSegmentSizes"],
    parse: Some(parse_alloc),
    print: Some(print_alloc),
    verify: Some(verify_alloc_like),
    result_names: Some(names_alloc),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    operand_segments: 2,
    ..OpDef::new("memref.alloc")
};

/// `memref.alloca`: a new stack buffer, freed when the enclosing allocation scope ends.
pub static ALLOCA: OpDef = OpDef {
    iface: &ALLOCA_IFACE,
    inherent: &["alignment", "operandSegmentSizes"],
    parse: Some(parse_alloc),
    print: Some(print_alloc),
    verify: Some(verify_alloca),
    result_names: Some(names_alloca),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    operand_segments: 2,
    ..OpDef::new("memref.alloca")
};

/// `%m attr-dict : type` with no result (dealloc).
fn parse_dealloc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_any_memref_type(p, st)?;
    st.operands = vec![p.resolve(&m, t)?];
    Ok(())
}

fn print_operand_colon_type(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

/// `memref.dealloc`: frees a buffer.
pub static DEALLOC: OpDef = OpDef {
    iface: &DEALLOC_IFACE,
    parse: Some(parse_dealloc),
    print: Some(print_operand_colon_type),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("memref.dealloc")
};

fn parse_realloc(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let mut dynsize = None;
    if p.consume_if(Tok::LParen) {
        dynsize = Some(p.operand()?);
        p.expect(Tok::RParen, "')'")?;
    }
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_memref_type(p, st)?;
    p.keyword("to")?;
    let res = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&src, st_ty)?];
    if let Some(d) = dynsize {
        let it = index_ty(p);
        ops.push(p.resolve(&d, it)?);
    }
    st.operands = ops;
    st.result_types = vec![res];
    Ok(())
}

fn print_realloc(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    if ops.len() > 1 {
        pr.w("(");
        pr.operand(ops[1]);
        pr.w(")");
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

fn verify_realloc(ctx: &Context, op: Op) -> Result<(), String> {
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    for (i, t) in [(0usize, src), (usize::MAX, res)] {
        if memref_rank(ctx, t) != Some(1) {
            let what = if i == 0 { "operand #0" } else { "result #0" };
            return Err(format!(
                "{} must be 1D memref of any type values, but got {}",
                what,
                tstr(ctx, t)
            ));
        }
    }
    if !has_identity_layout(ctx, src) {
        return Err(plain(format!(
            "unsupported layout for source memref type {}",
            tstr(ctx, src)
        )));
    }
    if !has_identity_layout(ctx, res) {
        return Err(plain(format!(
            "unsupported layout for result memref type {}",
            tstr(ctx, res)
        )));
    }
    let (sk, rk) = (ctx.type_kind(src), ctx.type_kind(res));
    if sk.memory_space() != rk.memory_space() {
        return Err(plain(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            tstr(ctx, src),
            tstr(ctx, res)
        )));
    }
    if sk.element_type() != rk.element_type() {
        return Err(plain(format!(
            "different element types specified for source memref type {} and result memref type {}",
            tstr(ctx, src),
            tstr(ctx, res)
        )));
    }
    let ndyn = rk
        .shape()
        .map(|s| s.iter().filter(|&&d| d == DYNAMIC).count())
        .unwrap_or(0);
    let has_dyn = ctx.num_operands(op) > 1;
    if ndyn > 0 && !has_dyn {
        return Err(plain(format!(
            "missing dimension operand for result type {}",
            tstr(ctx, res)
        )));
    }
    if ndyn == 0 && has_dyn {
        return Err(plain(format!(
            "unnecessary dimension operand for result type {}",
            tstr(ctx, res)
        )));
    }
    Ok(())
}

/// `memref.realloc`: a buffer with the contents of another, resized; the source is freed (it may be
/// reused).
pub static REALLOC: OpDef = OpDef {
    iface: &REALLOC_IFACE,
    inherent: &["alignment"],
    parse: Some(parse_realloc),
    print: Some(print_realloc),
    verify: Some(verify_realloc),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.realloc")
};

// ===========================================================================
// alloca_scope
// ===========================================================================

fn parse_alloca_scope(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.function_result_types()?;
    }
    let r = p.region(&[])?;
    let loc = p.loc;
    common::ensure_terminator(p.ctx(), r, "memref.alloca_scope.return", loc);
    st.regions = vec![r];
    common::parse_attr_dict(p, st)?;
    Ok(())
}

fn print_alloca_scope(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let results: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    pr.w(" ");
    if !results.is_empty() {
        pr.w(" -> (");
        pr.types(&results);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], false, !results.is_empty(), false);
    pr.attr_dict(op, &[]);
}

/// `memref.alloca_scope`: a region that is an allocation scope of its own (its `alloca`s are freed
/// on exit).
pub static ALLOCA_SCOPE: OpDef = OpDef {
    iface: &ALLOCA_SCOPE_IFACE,
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    parse: Some(parse_alloca_scope),
    print: Some(print_alloca_scope),
    verify: Some(verify_alloca_scope),
    num_regions: Some(1),
    operands: Count::Exactly(0),
    results: Count::AtLeast(0),
    ..OpDef::new("memref.alloca_scope")
};

fn verify_alloca_scope(ctx: &Context, op: Op) -> Result<(), String> {
    let r = ctx.regions_of(op)[0];
    match ctx.entry_block(r) {
        None => {
            Err("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into())
        }
        Some(b) => {
            if !ctx.block_args(b).is_empty() {
                return Err("region #0 should have no arguments".into());
            }
            // The region branch edge from the terminator to the results.
            if let Some(t) = ctx
                .terminator(b)
                .filter(|t| ctx.is_op(*t, "memref.alloca_scope.return"))
            {
                let ins: Vec<Type> = ctx.operands(t).map(|v| ctx.value_type(v)).collect();
                let outs: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
                if ins.len() != outs.len() {
                    return Err(format!(
                        "along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has {} operands, but region successor needs {} inputs",
                        ins.len(),
                        outs.len()
                    ));
                }
                for (i, (a, b)) in ins.iter().zip(&outs).enumerate() {
                    if a != b {
                        return Err(format!(
                            "along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #{} {} should match successor input type #{} {}",
                            i,
                            tstr(ctx, *a),
                            i,
                            tstr(ctx, *b)
                        ));
                    }
                }
            }
            Ok(())
        }
    }
}

fn verify_alloca_scope_return(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(parent) = ctx
        .parent_op(op)
        .filter(|p| ctx.is_op(*p, "memref.alloca_scope"))
    else {
        return Err("expects parent op 'memref.alloca_scope'".into());
    };
    let _ = parent;
    Ok(())
}

/// `memref.alloca_scope.return`: the terminator of `memref.alloca_scope`, forwarding its results.
pub static ALLOCA_SCOPE_RETURN: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(common::parse_return_like),
    print: Some(common::print_return_like),
    verify: Some(verify_alloca_scope_return),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("memref.alloca_scope.return")
};

// ===========================================================================
// load / store
// ===========================================================================

/// The property check MLIR runs when an attribute dictionary sets the
/// `alignment` of a load, store, allocation or global.
fn parse_access_attr_dict(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    common::parse_attr_dict(p, st)?;
    if let Some(a) = common::state_attr(p.p.ctx, st, "alignment") {
        if !is_valid_alignment(p.p.ctx, a) {
            let name = p.p.ctx.str(st.name).to_string();
            return custom_err(
                p,
                st,
                loc,
                format!("'{}' op {}", name, ALIGNMENT_CONSTRAINT),
            );
        }
    }
    Ok(())
}

const ALIGNMENT_CONSTRAINT: &str = "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

fn parse_load(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    let idx = square_operands(p)?;
    parse_access_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&m, t)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    let e = elem_of(p.ctx(), t).unwrap_or(t);
    st.result_types = vec![e];
    Ok(())
}

/// Attributes elided in custom form: `nontemporal` when false.
fn load_store_elided(ctx: &Context, op: Op) -> Vec<&'static str> {
    let nt = ctx.get_attr(op, "nontemporal").map(|a| ctx.attr_kind(a));
    match nt {
        Some(AttrKind::Bool(false)) => vec!["nontemporal"],
        Some(AttrKind::Integer { value: 0, ty })
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) =>
        {
            vec!["nontemporal"]
        }
        _ => vec![],
    }
}

fn print_load(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let n = ctx.num_operands(op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w("[");
    pr.operands_of(op, 1..n);
    pr.w("]");
    let el = load_store_elided(ctx, op);
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

/// ODS's positive power-of-two `I64Attr`.
fn is_valid_alignment(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => {
            let signless_64 = matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: ir::types::Signedness::Signless
                }
            );
            let v = *value as i64;
            signless_64 && v > 0 && (v & (v - 1)) == 0
        }
        _ => false,
    }
}

fn verify_alignment_attr(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.get_attr(op, "alignment") {
        Some(a) if !is_valid_alignment(ctx, a) => Err(ALIGNMENT_CONSTRAINT.into()),
        _ => Ok(()),
    }
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), String> {
    verify_alignment_attr(ctx, op)?;
    let mt = operand_type(ctx, op, 0);
    let Some(rank) = memref_rank(ctx, mt) else {
        return Err(format!(
            "operand #0 must be memref of any type values, but got {}",
            tstr(ctx, mt)
        ));
    };
    if elem_of(ctx, mt) != Some(result_type(ctx, op)) {
        return Err("failed to verify that result type matches element type of 'memref'".into());
    }
    let n = ctx.num_operands(op) - 1;
    if n != rank {
        return Err(format!(
            "incorrect number of indices for load, expected {} but got {}",
            rank, n
        ));
    }
    Ok(())
}

/// `memref.load`: reads one element.
pub static LOAD: OpDef = OpDef {
    traits: READ_ONLY,
    inherent: &["alignment", "nontemporal"],
    parse: Some(parse_load),
    print: Some(print_load),
    verify: Some(verify_load),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.load")
};

fn parse_store(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let m = p.operand()?;
    let idx = square_operands(p)?;
    parse_access_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let e = elem_of(p.ctx(), t).unwrap_or(t);
    let mut ops = vec![p.resolve(&v, e)?, p.resolve(&m, t)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    Ok(())
}

fn print_store(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let n = ctx.num_operands(op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.w("[");
    pr.operands_of(op, 2..n);
    pr.w("]");
    let el = load_store_elided(ctx, op);
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 1));
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), String> {
    verify_alignment_attr(ctx, op)?;
    let mt = operand_type(ctx, op, 1);
    let Some(rank) = memref_rank(ctx, mt) else {
        return Err(format!(
            "operand #1 must be memref of any type values, but got {}",
            tstr(ctx, mt)
        ));
    };
    if elem_of(ctx, mt) != Some(operand_type(ctx, op, 0)) {
        return Err(
            "failed to verify that type of 'value' matches element type of 'memref'".into(),
        );
    }
    if ctx.num_operands(op) != 2 + rank {
        return Err("store index operand count not equal to memref rank".into());
    }
    Ok(())
}

/// `memref.store`: writes one element.
pub static STORE: OpDef = OpDef {
    inherent: &["alignment", "nontemporal"],
    parse: Some(parse_store),
    print: Some(print_store),
    verify: Some(verify_store),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    ..OpDef::new("memref.store")
};

// ===========================================================================
// dim / rank / cast / memory_space_cast / copy
// ===========================================================================

fn parse_dim(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_attr_dict(p, st)?;
    let m = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let i = p.operand()?;
    colon(p)?;
    let t = parse_any_memref_type(p, st)?;
    let it = index_ty(p);
    st.operands = vec![p.resolve(&m, t)?, p.resolve(&i, it)?];
    st.result_types = vec![it];
    Ok(())
}

fn print_dim(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &[]);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

fn verify_dim(ctx: &Context, op: Op) -> Result<(), String> {
    let t = operand_type(ctx, op, 0);
    if memref_rank(ctx, t) == Some(0) || !ctx.type_kind(t).is_memref() {
        return Err(format!(
            "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got {}",
            tstr(ctx, t)
        ));
    }
    Ok(())
}

/// `memref.dim`: the size of a dimension of a memref, as an `index`.
pub static DIM: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_dim),
    print: Some(print_dim),
    verify: Some(verify_dim),
    result_names: Some(names_dim),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("memref.dim")
};

fn parse_rank(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_any_memref_type(p, st)?;
    st.operands = vec![p.resolve(&m, t)?];
    st.result_types = vec![index_ty(p)];
    Ok(())
}

/// `memref.rank`: the rank of a memref, as an `index`.
pub static RANK: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_rank),
    print: Some(print_operand_colon_type),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.rank")
};

ir::op_view! {
    /// `memref.rank`.
    pub Rank = RANK;
    operands { memref: 0 }
    results { result: 0 }
}

fn print_cast(pr: &mut OpPrinter, op: Op) {
    common::print_cast(pr, op, &[]);
}

fn parse_cast(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let from = parse_any_memref_type(p, st)?;
    p.keyword("to")?;
    let to = parse_any_memref_type(p, st)?;
    st.operands = vec![p.resolve(&a, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// MLIR's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (ak, bk) = (ctx.type_kind(a), ctx.type_kind(b));
    match (ak, bk) {
        (
            TypeKind::MemRef {
                shape: ash,
                elem: ae,
                layout: al,
                memory_space: am,
            },
            TypeKind::MemRef {
                shape: bsh,
                elem: be,
                layout: bl,
                memory_space: bm,
            },
        ) => {
            if ae != be {
                return false;
            }
            if al != bl {
                let (Some((astr, aoff)), Some((bstr, boff))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if astr.len() != bstr.len() {
                    return false;
                }
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !ok(aoff, boff) || astr.iter().zip(&bstr).any(|(x, y)| !ok(*x, *y)) {
                    return false;
                }
            }
            if am != bm || ash.len() != bsh.len() {
                return false;
            }
            ash.iter()
                .zip(bsh)
                .all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        _ => {
            if !ak.is_memref() || !bk.is_memref() {
                return false;
            }
            ak.element_type() == bk.element_type() && ak.memory_space() == bk.memory_space()
        }
    }
}

fn verify_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, b) = (operand_type(ctx, op, 0), result_type(ctx, op));
    if !cast_compatible(ctx, a, b) {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            tstr(ctx, a),
            tstr(ctx, b)
        ));
    }
    Ok(())
}

/// `memref.cast`: the same buffer with a compatible type (static and dynamic sizes, layout or rank
/// erased or refined).
pub static CAST: OpDef = OpDef {
    iface: &CAST_VIEW_IFACE,
    traits: PURE,
    parse: Some(parse_cast),
    print: Some(print_cast),
    verify: Some(verify_cast),
    result_names: Some(names_cast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.cast")
};

fn verify_memory_space_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, b) = (operand_type(ctx, op, 0), result_type(ctx, op));
    let ok = match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => e1 == e2 && l1 == l2 && s1 == s2,
        (TypeKind::UnrankedMemRef { elem: e1, .. }, TypeKind::UnrankedMemRef { elem: e2, .. }) => {
            e1 == e2
        }
        _ => false,
    };
    if !ok {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            tstr(ctx, a),
            tstr(ctx, b)
        ));
    }
    Ok(())
}

/// `memref.memory_space_cast`: the same buffer seen in another memory space.
pub static MEMORY_SPACE_CAST: OpDef = OpDef {
    iface: &CAST_VIEW_IFACE,
    traits: PURE,
    parse: Some(parse_cast),
    print: Some(print_cast),
    verify: Some(verify_memory_space_cast),
    result_names: Some(names_memspacecast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.memory_space_cast")
};

ir::op_view! {
    /// `memref.memory_space_cast`.
    pub MemorySpaceCast = MEMORY_SPACE_CAST;
    operands { source: 0 }
    results { result: 0 }
}

fn parse_copy(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let t = p.operand()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_any_memref_type(p, st)?;
    p.keyword("to")?;
    let tt = parse_any_memref_type(p, st)?;
    st.operands = vec![p.resolve(&s, st_ty)?, p.resolve(&t, tt)?];
    Ok(())
}

fn print_copy(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.operand(ctx.operand(op, 1));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(operand_type(ctx, op, 1));
}

fn verify_copy(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, b) = (
        ctx.type_kind(operand_type(ctx, op, 0)),
        ctx.type_kind(operand_type(ctx, op, 1)),
    );
    if a.element_type() != b.element_type() {
        return Err("requires the same element type for all operands".into());
    }
    if let (Some(x), Some(y)) = (a.shape(), b.shape()) {
        let same = x.len() == y.len()
            && x.iter()
                .zip(y)
                .all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q);
        if !same {
            return Err("requires the same shape for all operands".into());
        }
    }
    Ok(())
}

/// `memref.copy`: copies the contents of one buffer into another of the same shape.
pub static COPY: OpDef = OpDef {
    parse: Some(parse_copy),
    print: Some(print_copy),
    verify: Some(verify_copy),
    operands: Count::Exactly(2),
    results: Count::Exactly(0),
    ..OpDef::new("memref.copy")
};

// ===========================================================================
// global / get_global
// ===========================================================================

fn parse_global(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if p.is(Tok::String) {
        let v = p.string()?;
        let a = p.ctx().string_attr(&v);
        set_attr(p, st, "sym_visibility", a);
    }
    if p.optional_keyword("constant") {
        let a = p.ctx().unit_attr();
        set_attr(p, st, "constant", a);
    }
    let name = p.symbol_name()?;
    let a = p.ctx().string_attr(&name);
    set_attr(p, st, "sym_name", a);
    colon(p)?;
    let t = p.ty()?;
    let static_memref = matches!(p.ctx().type_kind(t), TypeKind::MemRef { .. })
        && p.ctx().type_kind(t).has_static_shape();
    if !static_memref {
        let s = type_to_string(p.ctx(), t);
        let loc = p.loc;
        return custom_err(
            p,
            st,
            loc,
            format!("type should be static shaped memref, but got '{}'", s),
        );
    }
    let ta = p.ctx().type_attr(t);
    set_attr(p, st, "type", ta);
    if p.consume_if(Tok::Equal) {
        if p.optional_keyword("uninitialized") {
            let u = p.ctx().unit_attr();
            set_attr(p, st, "initial_value", u);
        } else {
            let (shape, elem, _, _) = memref_parts(p.ctx(), t).unwrap();
            let tt = p.ctx().ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            });
            let init = p.attribute(Some(tt))?;
            if !p.ctx().attr_kind(init).is_elements() {
                let loc = p.loc;
                return custom_err(
                    p,
                    st,
                    loc,
                    "initial value should be a unit or elements attribute",
                );
            }
            set_attr(p, st, "initial_value", init);
        }
    }
    parse_access_attr_dict(p, st)?;
    Ok(())
}

fn print_global(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if let Some(v) = ctx.get_attr(op, "sym_visibility") {
        pr.w(" ");
        pr.attr(v);
    }
    if ctx.has_attr(op, "constant") {
        pr.w(" constant");
    }
    pr.w(" ");
    let name = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| common::string_attr_value(ctx, a))
        .unwrap_or_default();
    pr.symbol_name(&name);
    pr.w(" : ");
    if let Some(AttrKind::Type(t)) = ctx.get_attr(op, "type").map(|a| ctx.attr_kind(a)) {
        pr.ty(*t);
    }
    if let Some(init) = ctx.get_attr(op, "initial_value") {
        pr.w(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            pr.w("uninitialized");
        } else {
            pr.attr_no_type(init);
        }
    }
    pr.attr_dict(
        op,
        &[
            "sym_name",
            "sym_visibility",
            "type",
            "initial_value",
            "constant",
        ],
    );
}

/// The memref type of a `memref.global`.
pub fn global_type(ctx: &Context, op: Op) -> Option<Type> {
    match ctx.get_attr(op, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => Some(*t),
        _ => None,
    }
}

fn dims_list(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn verify_global(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(t) = global_type(ctx, op) else {
        return Err("requires attribute 'type'".into());
    };
    crate::common::verify_symbol_visibility(ctx, op)?;
    let tk = ctx.type_kind(t);
    if !matches!(tk, TypeKind::MemRef { .. }) || !tk.has_static_shape() {
        return Err(format!(
            "type should be static shaped memref, but got {}",
            tstr(ctx, t)
        ));
    }
    if let Some(init) = ctx.get_attr(op, "initial_value") {
        let ity = match ctx.attr_kind(init) {
            AttrKind::Unit => None,
            k if k.is_elements() => k.typed_type(),
            _ => {
                return Err(format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    ir::printer::attr_to_string(ctx, init)
                ))
            }
        };
        if let Some(ity) = ity {
            let ik = ctx.type_kind(ity);
            let (ie, me) = (ik.element_type(), tk.element_type());
            if ie != me {
                return Err(format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    me.map(|x| tstr(ctx, x)).unwrap_or_default(),
                    ie.map(|x| tstr(ctx, x)).unwrap_or_default()
                ));
            }
            let (is, ms) = (ik.shape().unwrap_or(&[]), tk.shape().unwrap_or(&[]));
            if is != ms {
                return Err(format!(
                    "initial value shape expected to be {} but was {}",
                    dims_list(ms),
                    dims_list(is)
                ));
            }
        }
    }
    verify_alignment_attr(ctx, op)
}

/// `memref.global`: a global buffer symbol, with an optional initial value (constant when
/// `constant`).
pub static GLOBAL: OpDef = OpDef {
    traits: SYMBOL,
    inherent: &[
        "alignment",
        "constant",
        "initial_value",
        "sym_name",
        "sym_visibility",
        "type",
    ],
    parse: Some(parse_global),
    print: Some(print_global),
    verify: Some(verify_global),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("memref.global")
};

fn parse_get_global(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.symbol_name()?;
    let a = p.ctx().symbol_ref(&name);
    set_attr(p, st, "name", a);
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    st.result_types = vec![t];
    common::parse_attr_dict(p, st)?;
    Ok(())
}

fn print_get_global(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "name") {
        pr.attr(a);
    }
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
    pr.attr_dict(op, &["name"]);
}

fn verify_get_global(ctx: &Context, op: Op) -> Result<(), String> {
    let rt = result_type(ctx, op);
    if !ctx.type_kind(rt).has_static_shape() {
        return Err(format!(
            "result #0 must be statically shaped memref of any type values, but got {}",
            tstr(ctx, rt)
        ));
    }
    let Some(name) = ctx
        .get_attr(op, "name")
        .and_then(|a| ir::symbols::flat_symbol_ref(ctx, a).map(str::to_string))
    else {
        return Err("requires attribute 'name'".into());
    };
    if ir::symbols::nearest_symbol_table(ctx, op).is_none() {
        return Ok(());
    }
    let Some(g) =
        ir::symbols::lookup_nearest(ctx, op, &name).filter(|g| ctx.is_op(*g, "memref.global"))
    else {
        return Err(format!(
            "'{}' does not reference a valid global memref",
            name
        ));
    };
    if let Some(gt) = global_type(ctx, g) {
        if gt != rt {
            return Err(format!(
                "result type {} does not match type {} of the global memref @{}",
                tstr(ctx, rt),
                tstr(ctx, gt),
                name
            ));
        }
    }
    Ok(())
}

/// `memref.get_global`: the buffer of a `memref.global`.
pub static GET_GLOBAL: OpDef = OpDef {
    traits: PURE,
    inherent: &["name"],
    parse: Some(parse_get_global),
    print: Some(print_get_global),
    verify: Some(verify_get_global),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("memref.get_global")
};

// ===========================================================================
// atomic_rmw / generic_atomic_rmw / atomic_yield
// ===========================================================================

/// `arith::AtomicRMWKind` in enum order.
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

fn parse_atomic_rmw(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let kloc = p.cur_loc();
    let kw = if p.is(Tok::String) {
        p.string()?
    } else {
        p.parse_any_keyword()?
    };
    let Some(k) = ATOMIC_RMW_KINDS.iter().position(|x| *x == kw) else {
        return custom_err(
            p,
            st,
            kloc,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                ATOMIC_RMW_KINDS.join(", ")
            ),
        );
    };
    let i64t = p.ctx().int_type(64);
    let ka = p.ctx().int_attr(i64t, k as i128);
    set_attr(p, st, "kind", ka);
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let m = p.operand()?;
    let idx = square_operands(p)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    p.expect(Tok::LParen, "'('")?;
    let vt = p.ty()?;
    p.expect(Tok::Comma, "','")?;
    let mt = parse_memref_type(p, st)?;
    p.expect(Tok::RParen, "')'")?;
    p.expect(Tok::Arrow, "'->'")?;
    let rt = p.ty()?;
    let mut ops = vec![p.resolve(&v, vt)?, p.resolve(&m, mt)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    st.result_types = vec![rt];
    Ok(())
}

fn print_atomic_rmw(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let k = i64_attr(ctx, op, "kind").unwrap_or(0) as usize;
    pr.w(" ");
    pr.w(ATOMIC_RMW_KINDS.get(k).copied().unwrap_or("addf"));
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(", ");
    pr.operand(ops[1]);
    pr.w("[");
    pr.operands(&ops[2..]);
    pr.w("]");
    pr.attr_dict(op, &["kind"]);
    pr.w(" : (");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(", ");
    pr.ty(ctx.value_type(ops[1]));
    pr.w(") -> ");
    pr.ty(result_type(ctx, op));
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: ir::Signedness::Signless,
            ..
        } | TypeKind::Float(_)
    )
}

fn verify_atomic_rmw(ctx: &Context, op: Op) -> Result<(), String> {
    let vt = operand_type(ctx, op, 0);
    let mt = operand_type(ctx, op, 1);
    if !is_int_or_float(ctx, vt) {
        return Err(format!(
            "operand #0 must be signless integer or floating-point, but got {}",
            tstr(ctx, vt)
        ));
    }
    let Some(rank) = memref_rank(ctx, mt) else {
        return Err(format!(
            "operand #1 must be memref of signless integer or floating-point values, but got {}",
            tstr(ctx, mt)
        ));
    };
    if vt != result_type(ctx, op) {
        return Err("failed to verify that all of {value, result} have same type".into());
    }
    if elem_of(ctx, mt) != Some(vt) {
        return Err("failed to verify that value type matches element type of memref".into());
    }
    if rank != ctx.num_operands(op) - 2 {
        return Err("expects the number of subscripts to be equal to memref rank".into());
    }
    let k = i64_attr(ctx, op, "kind").unwrap_or(0) as usize;
    let name = ATOMIC_RMW_KINDS.get(k).copied().unwrap_or("");
    let is_float = matches!(ctx.type_kind(vt), TypeKind::Float(_));
    let is_int = matches!(ctx.type_kind(vt), TypeKind::Integer { .. });
    match name {
        "addf" | "maximumf" | "minimumf" | "mulf" if !is_float => Err(format!(
            "with kind '{}' expects a floating-point type",
            name
        )),
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !is_int =>
        {
            Err(format!("with kind '{}' expects an integer type", name))
        }
        _ => Ok(()),
    }
}

/// `memref.atomic_rmw`: an atomic read-modify-write of one element by a fixed kind (`addf`, `maxs`,
/// ...), giving the old value.
pub static ATOMIC_RMW: OpDef = OpDef {
    inherent: &["kind"],
    parse: Some(parse_atomic_rmw),
    print: Some(print_atomic_rmw),
    verify: Some(verify_atomic_rmw),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("memref.atomic_rmw")
};

fn parse_generic_atomic_rmw(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    let idx = square_operands(p)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&m, t)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    let r = p.region(&[])?;
    st.regions = vec![r];
    common::parse_attr_dict(p, st)?;
    let e = elem_of(p.ctx(), t).unwrap_or(t);
    st.result_types = vec![e];
    Ok(())
}

fn print_generic_atomic_rmw(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operands(&ops[1..]);
    pr.w("] : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(" ");
    pr.region(ctx.regions_of(op)[0], true, true, false);
    pr.attr_dict(op, &[]);
}

fn verify_generic_atomic_rmw(ctx: &Context, op: Op) -> Result<(), String> {
    let r = ctx.regions_of(op)[0];
    let args = ctx
        .entry_block(r)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err("expected single number of entry block arguments".into());
    }
    if result_type(ctx, op) != ctx.value_type(args[0]) {
        return Err("expected block argument of the same type result type".into());
    }
    // MLIR reports this at the offending nested op; here it is reported at
    // the generic_atomic_rmw.
    let mut bad = false;
    for &b in ctx.region_blocks(r) {
        for o in ctx.block_ops(b) {
            ctx.walk_post(o, |x| bad |= !is_memory_effect_free(ctx, x));
        }
    }
    if bad {
        return Err(plain("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects"));
    }
    Ok(())
}

/// The op (and, for recursive-effect ops, everything nested in it) has no
/// memory effects; unregistered ops are assumed to have effects.
fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    let Some(def) = ctx.def(op) else { return false };
    if def.has(PURE) {
        return true;
    }
    if !def.has(RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    ctx.nested_ops(op).into_iter().all(|o| {
        ctx.def(o)
            .is_some_and(|d| d.has(PURE) || d.has(RECURSIVE_MEMORY_EFFECTS))
    })
}

/// `memref.generic_atomic_rmw`: an atomic read-modify-write whose body computes the new value from
/// the current one.
pub static GENERIC_ATOMIC_RMW: OpDef = OpDef {
    traits: SINGLE_BLOCK,
    parse: Some(parse_generic_atomic_rmw),
    print: Some(print_generic_atomic_rmw),
    verify: Some(verify_generic_atomic_rmw),
    num_regions: Some(1),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.generic_atomic_rmw")
};

fn parse_atomic_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    common::parse_attr_dict(p, st)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&v, t)?];
    Ok(())
}

fn verify_atomic_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(parent) = ctx
        .parent_op(op)
        .filter(|p| ctx.is_op(*p, "memref.generic_atomic_rmw"))
    else {
        return Err("expects parent op 'memref.generic_atomic_rmw'".into());
    };
    let pt = result_type(ctx, parent);
    let rt = operand_type(ctx, op, 0);
    if pt != rt {
        return Err(format!(
            "types mismatch between yield op: {} and its parent: {}",
            tstr(ctx, rt),
            tstr(ctx, pt)
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`: the terminator of `memref.generic_atomic_rmw`, giving the new value.
pub static ATOMIC_YIELD: OpDef = OpDef {
    iface: &ATOMIC_YIELD_IFACE,
    traits: TERMINATOR | PURE,
    parse: Some(parse_atomic_yield),
    print: Some(print_operand_colon_type),
    verify: Some(verify_atomic_yield),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("memref.atomic_yield")
};

// ===========================================================================
// prefetch
// ===========================================================================

fn parse_prefetch(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    let idx = square_operands(p)?;
    p.expect(Tok::Comma, "','")?;
    let rw = p.parse_any_keyword()?;
    p.expect(Tok::Comma, "','")?;
    p.keyword("locality")?;
    p.expect(Tok::Less, "'<'")?;
    if !(p.is(Tok::Integer) || p.is(Tok::Minus)) {
        let loc = p.cur_loc();
        return p.err_at(loc, "expected attribute value");
    }
    let hint = p.integer()?;
    p.expect(Tok::Greater, "'>'")?;
    p.expect(Tok::Comma, "','")?;
    let cache = p.parse_any_keyword()?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&m, t)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    let i32t = p.ctx().int_type(32);
    let ha = p.ctx().int_attr(i32t, hint as i128);
    set_attr(p, st, "localityHint", ha);
    let loc = p.loc;
    if rw != "read" && rw != "write" {
        return custom_err(p, st, loc, "rw specifier has to be 'read' or 'write'");
    }
    let w = p.ctx().attr(AttrKind::Bool(rw == "write"));
    set_attr(p, st, "isWrite", w);
    if cache != "data" && cache != "instr" {
        return custom_err(p, st, loc, "cache type has to be 'data' or 'instr'");
    }
    let c = p.ctx().attr(AttrKind::Bool(cache == "data"));
    set_attr(p, st, "isDataCache", c);
    Ok(())
}

fn bool_attr(ctx: &Context, op: Op, name: &str) -> bool {
    match ctx.get_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Bool(b)) => *b,
        Some(AttrKind::Integer { value, .. }) => *value != 0,
        _ => false,
    }
}

fn print_prefetch(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operands(&ops[1..]);
    pr.w("], ");
    pr.w(if bool_attr(ctx, op, "isWrite") {
        "write"
    } else {
        "read"
    });
    pr.w(", locality<");
    pr.w(&i64_attr(ctx, op, "localityHint").unwrap_or(0).to_string());
    pr.w(">, ");
    pr.w(if bool_attr(ctx, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    pr.attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
}

fn verify_prefetch(ctx: &Context, op: Op) -> Result<(), String> {
    let h = i64_attr(ctx, op, "localityHint").unwrap_or(0);
    if !(0..=3).contains(&h) {
        return Err("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3".into());
    }
    let t = operand_type(ctx, op, 0);
    if memref_rank(ctx, t).map(|r| r + 1) != Some(ctx.num_operands(op)) {
        return Err("too few indices".into());
    }
    Ok(())
}

/// `memref.prefetch`: a cache hint for one element.
pub static PREFETCH: OpDef = OpDef {
    inherent: &["isDataCache", "isWrite", "localityHint"],
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(verify_prefetch),
    operands: Count::AtLeast(1),
    results: Count::Exactly(0),
    ..OpDef::new("memref.prefetch")
};

// ===========================================================================
// subview / reinterpret_cast
// ===========================================================================

/// The static lists and dynamic operand groups of an op with
/// offsets/sizes/strides (operands: source, offsets, sizes, strides).
struct Mixed {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    dyn_offsets: Vec<Value>,
    dyn_sizes: Vec<Value>,
    dyn_strides: Vec<Value>,
}

fn mixed_of(ctx: &Context, op: Op) -> Mixed {
    let segs = common::operand_segments(ctx, op);
    let seg = |i: usize| segs.get(i).cloned().unwrap_or_default();
    Mixed {
        offsets: static_list(ctx, op, "static_offsets"),
        sizes: static_list(ctx, op, "static_sizes"),
        strides: static_list(ctx, op, "static_strides"),
        dyn_offsets: seg(1),
        dyn_sizes: seg(2),
        dyn_strides: seg(3),
    }
}

/// Parses three index lists (offsets, sizes, strides) into the state's
/// attributes; returns the dynamic operands of each.
fn set_offset_size_stride(
    p: &mut OpParser,
    st: &mut OpState,
    lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3],
    source: Value,
) -> DResult<()> {
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut ops = vec![source];
    let mut segs = vec![1usize];
    for (i, (dynamic, statics)) in lists.iter().enumerate() {
        let a = common::parsed_i64_array(p, statics);
        set_attr(p, st, names[i], a);
        ops.extend(resolve_indices(p, dynamic)?);
        segs.push(dynamic.len());
    }
    st.operands = ops;
    common::set_segments(p, st, &segs);
    Ok(())
}

fn parse_subview(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let o = offsets::parse_dynamic_index_list(p)?;
    let s = offsets::parse_dynamic_index_list(p)?;
    let t = offsets::parse_dynamic_index_list(p)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let src_ty = parse_memref_type(p, st)?;
    p.keyword("to")?;
    let res_ty = parse_memref_type(p, st)?;
    let sv = p.resolve(&src, src_ty)?;
    set_offset_size_stride(p, st, [o, s, t], sv)?;
    st.result_types = vec![res_ty];
    Ok(())
}

const OSS_ELIDED: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

fn print_subview(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let m = mixed_of(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    offsets::print_dynamic_index_list(pr, &m.dyn_offsets, &m.offsets);
    pr.w(" ");
    offsets::print_dynamic_index_list(pr, &m.dyn_sizes, &m.sizes);
    pr.w(" ");
    offsets::print_dynamic_index_list(pr, &m.dyn_strides, &m.strides);
    pr.attr_dict(op, OSS_ELIDED);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (dynamic counts, ranks, signs).
fn verify_offset_size_stride(m: &Mixed, max_ranks: [usize; 3]) -> Result<(), String> {
    let count = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
    if m.dyn_sizes.len() != count(&m.sizes) {
        return Err(plain(format!(
            "expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' ({} vs {})",
            m.dyn_sizes.len(),
            count(&m.sizes)
        )));
    }
    if m.dyn_strides.len() != count(&m.strides) {
        return Err(plain(format!(
            "expected the number of 'strides' to match the number of dynamic entries in 'static_strides' ({} vs {})",
            m.dyn_strides.len(),
            count(&m.strides)
        )));
    }
    if m.dyn_offsets.len() != count(&m.offsets) {
        return Err(plain(format!(
            "expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' ({} vs {})",
            m.dyn_offsets.len(),
            count(&m.offsets)
        )));
    }
    if !(m.offsets.len() == 1 && max_ranks[0] == 1) && m.offsets.len() != m.sizes.len() {
        return Err(plain(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            m.offsets.len(),
            m.sizes.len()
        )));
    }
    if m.sizes.len() != m.strides.len() {
        return Err(plain(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            m.sizes.len(),
            m.strides.len()
        )));
    }
    for (name, vals, max) in [
        ("offset", &m.offsets, max_ranks[0]),
        ("size", &m.sizes, max_ranks[1]),
        ("stride", &m.strides, max_ranks[2]),
    ] {
        if vals.len() != max {
            return Err(plain(format!(
                "expected {} {} values, got {}",
                max,
                name,
                vals.len()
            )));
        }
    }
    for &o in &m.offsets {
        if o < 0 && o != DYNAMIC {
            return Err(plain(format!(
                "expected offsets to be non-negative, but got {}",
                o
            )));
        }
    }
    for &s in &m.sizes {
        if s < 0 && s != DYNAMIC {
            return Err(plain(format!(
                "expected sizes to be non-negative, but got {}",
                s
            )));
        }
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`.
fn verify_in_bounds(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for i in 0..shape.len() {
        if shape[i] == DYNAMIC || offsets[i] == DYNAMIC {
            continue;
        }
        if offsets[i] >= shape[i] {
            return Err(format!(
                "offset {} is out-of-bounds: {} >= {}",
                i, offsets[i], shape[i]
            ));
        }
        if sizes[i] == DYNAMIC || strides[i] == DYNAMIC {
            continue;
        }
        let last = offsets[i] + (sizes[i] - 1) * strides[i];
        if last >= shape[i] {
            return Err(format!(
                "slice along dimension {} runs out-of-bounds: {} >= {}",
                i, last, shape[i]
            ));
        }
    }
    Ok(())
}

/// Verifies a subview's result type against the inferred one (also usable
/// by passes that build subviews). `Err` holds MLIR's message.
pub fn verify_subview_types(
    ctx: &Context,
    base: Type,
    sub: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    let (bshape, belem, _, bspace) =
        memref_parts(ctx, base).ok_or("base is not a ranked memref")?;
    let (sshape, selem, _, sspace) =
        memref_parts(ctx, sub).ok_or("result is not a ranked memref")?;
    if bspace != sspace {
        return Err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            tstr(ctx, base),
            tstr(ctx, sub)
        ));
    }
    let Some((bstrides, boffset)) = strides_and_offset(ctx, base) else {
        return Err(format!("base type {} is not strided", tstr(ctx, base)));
    };
    // The expected type, computed without a mutable context.
    let mut eoffset = boffset;
    for (o, s) in offsets.iter().zip(&bstrides) {
        eoffset = sat_add(eoffset, sat_mul(*o, *s));
    }
    let estrides: Vec<i64> = bstrides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    let expected = format!(
        "'{}'",
        expected_type_text(ctx, sizes, belem, &estrides, eoffset, bspace)
    );
    let layout_err = || {
        format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
            expected,
            tstr(ctx, sub)
        )
    };
    // Rank, sizes and element type.
    if sshape.len() > sizes.len() {
        return Err(format!(
            "expected result rank to be smaller or equal to the source rank, but got {}",
            tstr(ctx, sub)
        ));
    }
    if compute_rank_reduction_mask(sizes, &sshape).is_none() {
        return Err(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
            expected,
            tstr(ctx, sub)
        ));
    }
    if belem != selem {
        return Err(format!(
            "expected result element type to be {}, but got {}",
            tstr(ctx, belem),
            tstr(ctx, sub)
        ));
    }
    // Offset.
    let Some((sstrides, soffset)) = strides_and_offset(ctx, sub) else {
        return Err(layout_err());
    };
    if soffset != eoffset {
        return Err(layout_err());
    }
    // Strides, with the dropped dimensions worked out from the strides.
    let dropped = rank_reduction_mask_from_strides(sizes, &estrides, sshape.len(), &sstrides)
        .ok_or_else(layout_err)?;
    let kept: Vec<i64> = estrides
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s)
        .collect();
    if kept != sstrides {
        return Err(layout_err());
    }
    verify_in_bounds(&bshape, offsets, sizes, strides)
}

/// A memory space as a memref type prints it: an `i64` one as its bare
/// value.
fn memory_space_text(ctx: &Context, m: Attr) -> String {
    match ctx.attr_kind(m) {
        AttrKind::Integer { ty, value } if crate::offsets::is_i64(ctx, *ty) => value.to_string(),
        _ => ir::printer::attr_to_string(ctx, m),
    }
}

/// Prints the expected subview type the way MLIR would.
fn expected_type_text(
    ctx: &Context,
    sizes: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    space: Option<Attr>,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("memref<");
    for &d in sizes {
        s.push_str(&dim(d));
        s.push('x');
    }
    s.push_str(&type_to_string(ctx, elem));
    s.push_str(", strided<[");
    s.push_str(
        &strides
            .iter()
            .map(|x| dim(*x))
            .collect::<Vec<_>>()
            .join(", "),
    );
    s.push(']');
    if offset != 0 {
        s.push_str(", offset: ");
        s.push_str(&dim(offset));
    }
    s.push('>');
    if let Some(m) = space {
        s.push_str(", ");
        s.push_str(&memory_space_text(ctx, m));
    }
    s.push('>');
    s
}

/// `memref_rank_reduction_mask` on raw strides (see there).
fn rank_reduction_mask_from_strides(
    sizes: &[i64],
    ostrides: &[i64],
    rrank: usize,
    cstrides: &[i64],
) -> Option<Vec<bool>> {
    let orank = sizes.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|b| **b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let occ = |v: &[i64], k: i64| v.iter().filter(|&&x| x == k).count();
    let mut removed: Vec<(i64, usize)> = Vec::new();
    for dim in 0..orank {
        if !unused[dim] {
            continue;
        }
        let s = ostrides[dim];
        let already = removed
            .iter()
            .find(|(k, _)| *k == s)
            .map(|e| e.1)
            .unwrap_or(0);
        let have = occ(ostrides, s) - already;
        let want = occ(cstrides, s);
        if have > want {
            match removed.iter_mut().find(|(k, _)| *k == s) {
                Some(e) => e.1 += 1,
                None => removed.push((s, 1)),
            }
        } else if have == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    if count(&unused) + rrank != orank {
        return None;
    }
    Some(unused)
}

fn verify_subview(ctx: &Context, op: Op) -> Result<(), String> {
    common::checked_segments(ctx, op, 4)?;
    let m = mixed_of(ctx, op);
    let base = operand_type(ctx, op, 0);
    let rank = memref_rank(ctx, base).unwrap_or(0);
    verify_offset_size_stride(&m, [rank, rank, rank])?;
    let sub = result_type(ctx, op);
    verify_subview_types(ctx, base, sub, &m.offsets, &m.sizes, &m.strides).map_err(plain)
}

/// `memref.subview`: a strided view of a rectangular part of a buffer (offsets, sizes, strides).
pub static SUBVIEW: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    inherent: &[
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ],
    parse: Some(parse_subview),
    print: Some(print_subview),
    verify: Some(verify_subview),
    result_names: Some(names_subview),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    operand_segments: 4,
    ..OpDef::new("memref.subview")
};

fn parse_reinterpret_cast(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    p.keyword("to")?;
    p.keyword("offset")?;
    colon(p)?;
    let o = offsets::parse_dynamic_index_list(p)?;
    p.expect(Tok::Comma, "','")?;
    p.keyword("sizes")?;
    colon(p)?;
    let s = offsets::parse_dynamic_index_list(p)?;
    p.expect(Tok::Comma, "','")?;
    p.keyword("strides")?;
    colon(p)?;
    let t = offsets::parse_dynamic_index_list(p)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let src_ty = parse_any_memref_type(p, st)?;
    p.keyword("to")?;
    let res_ty = parse_memref_type(p, st)?;
    let sv = p.resolve(&src, src_ty)?;
    set_offset_size_stride(p, st, [o, s, t], sv)?;
    st.result_types = vec![res_ty];
    Ok(())
}

fn print_reinterpret_cast(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let m = mixed_of(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" to offset: ");
    offsets::print_dynamic_index_list(pr, &m.dyn_offsets, &m.offsets);
    pr.w(", sizes: ");
    offsets::print_dynamic_index_list(pr, &m.dyn_sizes, &m.sizes);
    pr.w(", strides: ");
    offsets::print_dynamic_index_list(pr, &m.dyn_strides, &m.strides);
    pr.attr_dict(op, OSS_ELIDED);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

fn dyn_or(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

fn verify_reinterpret_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let m = mixed_of(ctx, op);
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    let rank = memref_rank(ctx, res).unwrap_or(0);
    verify_offset_size_stride(&m, [1, rank, rank])?;
    let (sk, rk) = (ctx.type_kind(src), ctx.type_kind(res));
    if sk.memory_space() != rk.memory_space() {
        return Err(plain(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            tstr(ctx, src),
            tstr(ctx, res)
        )));
    }
    if sk.element_type() != rk.element_type() {
        return Err(plain(format!(
            "different element types specified for source type {} and result memref type {}",
            tstr(ctx, src),
            tstr(ctx, res)
        )));
    }
    let shape = rk.shape().unwrap_or(&[]).to_vec();
    for (i, (&r, &e)) in shape.iter().zip(&m.sizes).enumerate() {
        if r != DYNAMIC && r != e {
            return Err(plain(format!(
                "expected result type with size = {} instead of {} in dim = {}",
                dyn_or(e),
                r,
                i
            )));
        }
    }
    let Some((rstrides, roffset)) = strides_and_offset(ctx, res) else {
        return Err(plain(format!(
            "expected result type to have strided layout but found {}",
            tstr(ctx, res)
        )));
    };
    let eoff = m.offsets.first().copied().unwrap_or(0);
    if roffset != DYNAMIC && roffset != eoff {
        return Err(plain(format!(
            "expected result type with offset = {} instead of {}",
            dyn_or(eoff),
            roffset
        )));
    }
    for (i, (&r, &e)) in rstrides.iter().zip(&m.strides).enumerate() {
        if r != DYNAMIC && r != e {
            return Err(plain(format!(
                "expected result type with stride = {} instead of {} in dim = {}",
                dyn_or(e),
                r,
                i
            )));
        }
    }
    Ok(())
}

/// `memref.reinterpret_cast`: a view of a buffer with an explicitly given offset, sizes and
/// strides.
pub static REINTERPRET_CAST: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    inherent: &[
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ],
    parse: Some(parse_reinterpret_cast),
    print: Some(print_reinterpret_cast),
    verify: Some(verify_reinterpret_cast),
    result_names: Some(names_reinterpret_cast),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    operand_segments: 4,
    ..OpDef::new("memref.reinterpret_cast")
};

ir::op_view! {
    /// `memref.reinterpret_cast`.
    pub ReinterpretCast = REINTERPRET_CAST;
    operands { source: 0 }
    results { result: 0 }
}

// ===========================================================================
// collapse_shape / expand_shape
// ===========================================================================

fn parse_reassociation(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = offsets::parse_reassociation(p)?;
    set_attr(p, st, "reassociation", a);
    Ok(())
}

fn parse_collapse_shape(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    parse_reassociation(p, st)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_memref_type(p, st)?;
    p.keyword("into")?;
    let rt = parse_memref_type(p, st)?;
    st.operands = vec![p.resolve(&src, st_ty)?];
    st.result_types = vec![rt];
    Ok(())
}

fn print_collapse_shape(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "reassociation") {
        pr.attr(a);
    }
    pr.attr_dict(op, &["reassociation"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(result_type(ctx, op));
}

/// MLIR's `verifyCollapsedShape`.
fn verify_collapsed_shape(
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), String> {
    if collapsed.len() != groups.len() {
        return Err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next: i64 = 0;
    for (ci, g) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &d in g {
            if d != next {
                return Err("reassociation indices must be contiguous".into());
            }
            next += 1;
            if d < 0 || d as usize >= expanded.len() {
                return Err(format!("reassociation index {} is out of bounds", d));
            }
            if expanded[d as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[ci] == DYNAMIC) != found_dynamic {
            return Err(format!(
                "collapsed dim ({}) must be dynamic if and only if reassociation group is dynamic",
                ci
            ));
        }
        if !found_dynamic {
            let size: i64 = g.iter().map(|&d| expanded[d as usize]).product();
            if size != collapsed[ci] {
                return Err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({})",
                    collapsed[ci], size
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next as usize != expanded.len() {
        return Err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({})",
            expanded.len(),
            next
        ));
    }
    Ok(())
}

/// The index groups of a reshape (ODS checks the attribute before anything
/// else).
fn reassociation_of(ctx: &Context, op: Op) -> Result<Vec<Vec<i64>>, String> {
    match ctx.get_attr(op, "reassociation") {
        None => Err("requires attribute 'reassociation'".into()),
        Some(a) => offsets::reassociation_of(ctx, a).ok_or_else(|| {
            format!(
                "attribute 'reassociation' failed to satisfy constraint: {}",
                offsets::REASSOCIATION_CONSTRAINT
            )
        }),
    }
}

/// A dense array attribute of the op, or empty.
fn static_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| common::dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// The type `collapsed_type_with_shape` would build, described without a
/// mutable context: `(layout strides and offset) or None for identity`.
fn expected_collapsed_layout(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
) -> Result<Option<(Vec<i64>, i64)>, ()> {
    if has_identity_layout(ctx, src) {
        return Ok(None);
    }
    collapsed_layout(ctx, src, groups, false)
        .map(Some)
        .ok_or(())
}

fn strided_text(strides: &[i64], offset: i64) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = format!(
        "strided<[{}]",
        strides
            .iter()
            .map(|x| dim(*x))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if offset != 0 {
        s.push_str(&format!(", offset: {}", dim(offset)));
    }
    s.push('>');
    s
}

/// Text of `memref<shape x elem[, layout][, space]>`.
fn memref_text(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<(Vec<i64>, i64)>,
    space: Option<Attr>,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("memref<");
    for &d in shape {
        s.push_str(&dim(d));
        s.push('x');
    }
    s.push_str(&type_to_string(ctx, elem));
    if let Some((st, off)) = layout {
        s.push_str(", ");
        s.push_str(&strided_text(&st, off));
    }
    if let Some(m) = space {
        s.push_str(", ");
        s.push_str(&memory_space_text(ctx, m));
    }
    s.push('>');
    s
}

/// Whether `t` is exactly `memref<shape x elem, layout, space>` with the given
/// layout (`None` = no layout).
fn type_matches(
    ctx: &Context,
    t: Type,
    shape: &[i64],
    elem: Type,
    layout: &Option<(Vec<i64>, i64)>,
    space: Option<Attr>,
) -> bool {
    let Some((ts, te, tl, tm)) = memref_parts(ctx, t) else {
        return false;
    };
    if ts != shape || te != elem || tm != space {
        return false;
    }
    match (layout, tl) {
        (None, None) => true,
        (Some((st, off)), Some(l)) => {
            matches!(ctx.attr_kind(l), AttrKind::Strided { offset, strides } if offset == off && strides == st)
        }
        _ => false,
    }
}

fn verify_collapse_shape(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = reassociation_of(ctx, op)?;
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    let (sshape, selem, _, sspace) =
        memref_parts(ctx, src).ok_or("operand #0 must be strided memref")?;
    let (rshape, _, _, _) = memref_parts(ctx, res).ok_or("result #0 must be strided memref")?;
    if sshape.len() < rshape.len() {
        return Err(format!(
            "has source rank {} and result rank {}. This is not a collapse ({} < {}).",
            sshape.len(),
            rshape.len(),
            sshape.len(),
            rshape.len()
        ));
    }
    verify_collapsed_shape(&rshape, &sshape, &groups)?;
    let layout = expected_collapsed_layout(ctx, src, &groups)
        .map_err(|_| "invalid source layout map or collapsing non-contiguous dims".to_string())?;
    if !type_matches(ctx, res, &rshape, selem, &layout, sspace) {
        return Err(format!(
            "expected collapsed type to be '{}' but found {}",
            memref_text(ctx, &rshape, selem, layout, sspace),
            tstr(ctx, res)
        ));
    }
    Ok(())
}

/// `memref.collapse_shape`: a view merging groups of contiguous dimensions.
pub static COLLAPSE_SHAPE: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    inherent: &["reassociation"],
    parse: Some(parse_collapse_shape),
    print: Some(print_collapse_shape),
    verify: Some(verify_collapse_shape),
    result_names: Some(names_collapse_shape),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.collapse_shape")
};

ir::op_view! {
    /// `memref.collapse_shape`.
    pub CollapseShape = COLLAPSE_SHAPE;
    operands { src: 0 }
    results { result: 0 }
}

fn parse_expand_shape(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    parse_reassociation(p, st)?;
    p.keyword("output_shape")?;
    let (dynamic, statics) = offsets::parse_dynamic_index_list(p)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_memref_type(p, st)?;
    p.keyword("into")?;
    let rt = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&src, st_ty)?];
    ops.extend(resolve_indices(p, &dynamic)?);
    st.operands = ops;
    let a = common::parsed_i64_array(p, &statics);
    set_attr(p, st, "static_output_shape", a);
    st.result_types = vec![rt];
    Ok(())
}

fn print_expand_shape(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "reassociation") {
        pr.attr(a);
    }
    pr.w(" output_shape ");
    let statics = static_list(ctx, op, "static_output_shape");
    offsets::print_dynamic_index_list(pr, &ops[1..], &statics);
    pr.attr_dict(op, &["reassociation", "static_output_shape"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(" into ");
    pr.ty(result_type(ctx, op));
}

fn verify_expand_shape(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = reassociation_of(ctx, op)?;
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    let (sshape, selem, _, sspace) =
        memref_parts(ctx, src).ok_or("operand #0 must be strided memref")?;
    let (rshape, _, _, _) = memref_parts(ctx, res).ok_or("result #0 must be strided memref")?;
    if sshape.len() > rshape.len() {
        return Err(format!(
            "has source rank {} and result rank {}. This is not an expansion ({} > {}).",
            sshape.len(),
            rshape.len(),
            sshape.len(),
            rshape.len()
        ));
    }
    verify_collapsed_shape(&sshape, &rshape, &groups)?;
    let layout = if has_identity_layout(ctx, src) {
        None
    } else {
        let (src_strides, src_offset) =
            strides_and_offset(ctx, src).ok_or("invalid source layout map")?;
        if src_strides.len() != groups.len() {
            return Err("invalid source layout map".into());
        }
        let mut rev = Vec::new();
        let mut idx = rshape.len() as i64 - 1;
        for (g, &s) in groups.iter().zip(&src_strides).rev() {
            let mut cur = s;
            for _ in 0..g.len() {
                rev.push(cur);
                let size = if idx >= 0 {
                    rshape[idx as usize]
                } else {
                    DYNAMIC
                };
                cur = sat_mul(cur, size);
                idx -= 1;
            }
        }
        let mut strides: Vec<i64> = rev.into_iter().rev().collect();
        strides.resize(rshape.len(), 1);
        Some((strides, src_offset))
    };
    if !type_matches(ctx, res, &rshape, selem, &layout, sspace) {
        return Err(format!(
            "expected expanded type to be '{}' but found {}",
            memref_text(ctx, &rshape, selem, layout, sspace),
            tstr(ctx, res)
        ));
    }
    let statics = static_list(ctx, op, "static_output_shape");
    if statics.len() != rshape.len() {
        return Err(format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            rshape.len(),
            statics.len()
        ));
    }
    let ndyn = statics.iter().filter(|&&x| x == DYNAMIC).count();
    let nops = ctx.num_operands(op) - 1;
    if nops != ndyn {
        return Err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {} dynamic dims while output_shape has {} values",
            ndyn, nops
        ));
    }
    for (pos, &s) in rshape.iter().enumerate() {
        if s != DYNAMIC && s != statics[pos] {
            return Err(format!("invalid output shape provided at pos {}", pos));
        }
    }
    Ok(())
}

/// `memref.expand_shape`: a view splitting dimensions into groups.
pub static EXPAND_SHAPE: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    inherent: &["reassociation", "static_output_shape"],
    parse: Some(parse_expand_shape),
    print: Some(print_expand_shape),
    verify: Some(verify_expand_shape),
    result_names: Some(names_expand_shape),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.expand_shape")
};

ir::op_view! {
    /// `memref.expand_shape`: its other operands are the dynamic output sizes.
    pub ExpandShape = EXPAND_SHAPE;
    operands { src: 0 }
    results { result: 0 }
}

// ===========================================================================
// transpose / view / reshape
// ===========================================================================

fn parse_transpose(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let m = p.bare_affine_map()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_memref_type(p, st)?;
    let v = p.resolve(&src, st_ty)?;
    p.keyword("to")?;
    let rt = parse_memref_type(p, st)?;
    st.operands = vec![v];
    st.result_types = vec![rt];
    let a = p.ctx().attr(AttrKind::AffineMap(m));
    set_attr(p, st, "permutation", a);
    Ok(())
}

fn print_transpose(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" ");
    if let Some(AttrKind::AffineMap(m)) = ctx.get_attr(op, "permutation").map(|a| ctx.attr_kind(a))
    {
        pr.w(&m.to_string());
    }
    pr.attr_dict(op, &["permutation"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

/// MLIR's `canonicalizeStridedLayout` on strides and offset: `None` when the
/// layout is the canonical (identity) one for `shape`.
fn canonical_strided(shape: &[i64], strides: &[i64], offset: i64) -> Option<(Vec<i64>, i64)> {
    if shape.is_empty() {
        return if offset == 0 {
            None
        } else {
            Some((Vec::new(), offset))
        };
    }
    // Dynamic strides make MLIR's (semi-affine) layout expressions compare
    // unequal, so only fully static canonical layouts become the identity.
    if offset == 0 && !strides.contains(&DYNAMIC) && strides == canonical_strides(shape).as_slice()
    {
        return None;
    }
    Some((strides.to_vec(), offset))
}

/// Text of the affine map MLIR builds for a strided layout
/// (`makeStridedLinearLayoutMap`, simplified). Exact for static layouts.
fn strided_map_text(strides: &[i64], offset: i64) -> String {
    let mut nsym = 0;
    let mut off_sym = None;
    if offset == DYNAMIC {
        off_sym = Some(0);
        nsym = 1;
    }
    let mut terms = Vec::new();
    for (i, &st) in strides.iter().enumerate() {
        if st == DYNAMIC {
            terms.push(format!("d{} * s{}", i, nsym));
            nsym += 1;
        } else if st == 1 {
            terms.push(format!("d{}", i));
        } else if st != 0 {
            terms.push(format!("d{} * {}", i, st));
        }
    }
    if let Some(k) = off_sym {
        terms.push(format!("s{}", k));
    }
    let mut e = terms.join(" + ");
    if offset != DYNAMIC && offset != 0 {
        if e.is_empty() {
            e = offset.to_string();
        } else if offset < 0 {
            e = format!("{} - {}", e, -(offset as i128));
        } else {
            e = format!("{} + {}", e, offset);
        }
    }
    if e.is_empty() {
        e = "0".into();
    }
    let dims: Vec<String> = (0..strides.len()).map(|i| format!("d{}", i)).collect();
    let syms = if nsym > 0 {
        format!(
            "[{}]",
            (0..nsym)
                .map(|i| format!("s{}", i))
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else {
        String::new()
    };
    format!("affine_map<({}){} -> ({})>", dims.join(", "), syms, e)
}

/// Text of a memref type with its strided layout canonicalized.
fn canonical_type_text(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<String>,
    space: Option<Attr>,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("memref<");
    for &d in shape {
        s.push_str(&dim(d));
        s.push('x');
    }
    s.push_str(&type_to_string(ctx, elem));
    if let Some(l) = layout {
        s.push_str(", ");
        s.push_str(&l);
    }
    if let Some(m) = space {
        s.push_str(", ");
        s.push_str(&memory_space_text(ctx, m));
    }
    s.push('>');
    s
}

fn verify_transpose(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(AttrKind::AffineMap(m)) = ctx.get_attr(op, "permutation").map(|a| ctx.attr_kind(a))
    else {
        return Err("requires attribute 'permutation'".into());
    };
    if !m.is_permutation() {
        return Err("expected a permutation map".into());
    }
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    if Some(m.num_dims as usize) != memref_rank(ctx, src) {
        return Err("expected a permutation map of same rank as the input".into());
    }
    let (shape, elem, _, space) =
        memref_parts(ctx, src).ok_or("operand #0 must be strided memref")?;
    let (strides, offset) = strides_and_offset(ctx, src)
        .ok_or("operand #0 must be strided memref of any type values")?;
    let mut sizes = Vec::new();
    let mut pstrides = Vec::new();
    for r in &m.results {
        let d = r.as_dim().unwrap_or(0) as usize;
        sizes.push(shape[d]);
        pstrides.push(strides[d]);
    }
    let expected = canonical_strided(&sizes, &pstrides, offset);
    let (rshape, relem, rlayout, rspace) =
        memref_parts(ctx, res).ok_or("result #0 must be strided memref")?;
    // MLIR keeps a strided layout whose map is the identity (one dimension
    // of stride 1 at offset 0) when it canonicalizes the transposed type:
    // the result must then spell that layout out too.
    let unit_strided = sizes.len() == 1 && expected.is_none();
    let same_layout = if unit_strided {
        rlayout.is_some_and(|l| {
            matches!(ctx.attr_kind(l), AttrKind::Strided { offset: 0, strides } if strides == &[1])
        })
    } else {
        let rcanon = if has_identity_layout(ctx, res) {
            Some(None)
        } else {
            strides_and_offset(ctx, res).map(|(rs, ro)| canonical_strided(&rshape, &rs, ro))
        };
        rcanon == Some(expected.clone())
    };
    let same = rshape == sizes && relem == elem && rspace == space && same_layout;
    if !same {
        let layout = if unit_strided {
            Some("strided<[1]>".to_string())
        } else {
            expected
                .as_ref()
                .map(|(st, off)| strided_map_text(st, *off))
        };
        return Err(format!(
            "result type {} is not equivalent to the canonical transposed input type '{}'",
            tstr(ctx, res),
            canonical_type_text(ctx, &sizes, elem, layout, space)
        ));
    }
    Ok(())
}

/// `memref.transpose`: a view with permuted dimensions.
pub static TRANSPOSE: OpDef = OpDef {
    traits: PURE,
    inherent: &["permutation"],
    parse: Some(parse_transpose),
    print: Some(print_transpose),
    verify: Some(verify_transpose),
    result_names: Some(names_transpose),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.transpose")
};

ir::op_view! {
    /// `memref.transpose`.
    pub Transpose = TRANSPOSE;
    operands { input: 0 }
    results { result: 0 }
}

fn parse_view(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let shift = p.operand()?;
    p.expect(Tok::RSquare, "']'")?;
    let sizes = square_operands(p)?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let st_ty = parse_memref_type(p, st)?;
    p.keyword("to")?;
    let rt = parse_memref_type(p, st)?;
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&src, st_ty)?, p.resolve(&shift, it)?];
    ops.extend(resolve_indices(p, &sizes)?);
    st.operands = ops;
    st.result_types = vec![rt];
    Ok(())
}

fn print_view(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operand(ops[1]);
    pr.w("][");
    pr.operands(&ops[2..]);
    pr.w("]");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

fn verify_view(ctx: &Context, op: Op) -> Result<(), String> {
    let base = operand_type(ctx, op, 0);
    let view = result_type(ctx, op);
    let i8_1d = matches!(ctx.type_kind(base), TypeKind::MemRef { shape, elem, .. }
        if shape.len() == 1 && matches!(ctx.type_kind(*elem), TypeKind::Integer { width: 8, signedness: ir::Signedness::Signless }));
    if !i8_1d {
        return Err(format!(
            "operand #0 must be 1D memref of 8-bit signless integer values, but got {}",
            tstr(ctx, base)
        ));
    }
    if !has_identity_layout(ctx, base) {
        return Err(plain(format!(
            "unsupported map for base memref type {}",
            tstr(ctx, base)
        )));
    }
    if !has_identity_layout(ctx, view) {
        return Err(plain(format!(
            "unsupported map for result memref type {}",
            tstr(ctx, view)
        )));
    }
    if ctx.type_kind(base).memory_space() != ctx.type_kind(view).memory_space() {
        return Err(plain(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            tstr(ctx, base),
            tstr(ctx, view)
        )));
    }
    let ndyn = ctx
        .type_kind(view)
        .shape()
        .map(|s| s.iter().filter(|&&d| d == DYNAMIC).count())
        .unwrap_or(0);
    let nsizes = ctx.num_operands(op) - 2;
    if nsizes != ndyn {
        return Err(format!(
            "incorrect number of dynamic sizes, has {}, expected {}",
            nsizes, ndyn
        ));
    }
    Ok(())
}

/// `memref.view`: a typed view into a 1-D `i8` buffer at a byte shift.
pub static VIEW: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    parse: Some(parse_view),
    print: Some(print_view),
    verify: Some(verify_view),
    result_names: Some(names_view),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("memref.view")
};

ir::op_view! {
    /// `memref.view`: `source` (a byte buffer) at `byte_shift`, then the sizes.
    pub View = VIEW;
    operands { source: 0, byte_shift: 1 }
    results { result: 0 }
}

fn parse_reshape(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    p.expect(Tok::LParen, "'('")?;
    let shape = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &[src, shape], ft)
}

fn print_reshape(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w("(");
    pr.operand(ctx.operand(op, 1));
    pr.w(")");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.functional_type(op);
}

fn verify_reshape(ctx: &Context, op: Op) -> Result<(), String> {
    let src = operand_type(ctx, op, 0);
    let shape_t = operand_type(ctx, op, 1);
    let res = result_type(ctx, op);
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(
            "element types of source and destination memref types should be the same".into(),
        );
    }
    if memref_rank(ctx, src).is_some() && !has_identity_layout(ctx, src) {
        return Err("source memref type should have identity affine map".into());
    }
    let shape_size = ctx
        .type_kind(shape_t)
        .shape()
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(rank) = memref_rank(ctx, res) {
        if !has_identity_layout(ctx, res) {
            return Err("result memref type should have identity affine map".into());
        }
        if shape_size == DYNAMIC {
            return Err("cannot use shape operand with dynamic length to reshape to statically-ranked memref type".into());
        }
        if shape_size != rank as i64 {
            return Err("length of shape operand differs from the result's memref rank".into());
        }
    }
    Ok(())
}

/// `memref.reshape`: a view of a contiguous buffer with a shape given by a memref operand.
pub static RESHAPE: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    parse: Some(parse_reshape),
    print: Some(print_reshape),
    verify: Some(verify_reshape),
    result_names: Some(names_reshape),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("memref.reshape")
};

ir::op_view! {
    /// `memref.reshape`: `source` given the shape held by `shape`.
    pub Reshape = RESHAPE;
    operands { source: 0, shape: 1 }
    results { result: 0 }
}

// ===========================================================================
// extract_strided_metadata / extract_aligned_pointer_as_index
// ===========================================================================

fn parse_source_arrow_results(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    colon(p)?;
    let t = parse_any_memref_type(p, st)?;
    p.expect(Tok::Arrow, "'->'")?;
    st.result_types = p.type_list()?;
    common::parse_attr_dict(p, st)?;
    st.operands = vec![p.resolve(&src, t)?];
    Ok(())
}

fn print_source_arrow_results(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" -> ");
    let ts: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    pr.types(&ts);
    pr.attr_dict(op, &[]);
}

fn names_extract_strided_metadata(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    let n = ctx.results(op).len();
    set(0, "base_buffer".into());
    if n > 1 {
        set(1, "offset".into());
    }
    if n > 2 {
        let rank = (n - 2) / 2;
        set(2, "sizes".into());
        set(2 + rank, "strides".into());
    }
}

fn verify_extract_strided_metadata(ctx: &Context, op: Op) -> Result<(), String> {
    let src = operand_type(ctx, op, 0);
    let Some((_, elem, _, space)) = memref_parts(ctx, src).filter(|_| is_strided(ctx, src)) else {
        return Err(format!(
            "operand #0 must be strided memref of any type values, but got {}",
            tstr(ctx, src)
        ));
    };
    let rank = memref_rank(ctx, src).unwrap_or(0);
    let got: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    if let Some(&b) = got.first() {
        if memref_rank(ctx, b) != Some(0) || !is_strided(ctx, b) {
            return Err(format!(
                "result #0 must be strided memref of any type values of rank 0, but got {}",
                tstr(ctx, b)
            ));
        }
    }
    if let Some(&o) = got.get(1) {
        if !matches!(ctx.type_kind(o), TypeKind::Index) {
            return Err(format!("result #1 must be index, but got {}", tstr(ctx, o)));
        }
    }
    for (i, &t) in got.iter().enumerate().skip(2) {
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(format!(
                "result #{} must be variadic of index, but got {}",
                i,
                tstr(ctx, t)
            ));
        }
    }
    let base_ok = got.first().is_some_and(|t| {
        matches!(ctx.type_kind(*t), TypeKind::MemRef { shape, elem: e, layout: None, memory_space } if shape.is_empty() && *e == elem && *memory_space == space)
    });
    let idx_ok = got.len() == 2 + 2 * rank
        && got[1..]
            .iter()
            .all(|t| matches!(ctx.type_kind(*t), TypeKind::Index));
    if !base_ok || !idx_ok {
        let mut expected = vec![memref_text(ctx, &[], elem, None, space)];
        expected.extend(std::iter::repeat_n("index".to_string(), 1 + 2 * rank));
        let got_s: Vec<String> = got.iter().map(|t| type_to_string(ctx, *t)).collect();
        return Err(format!(
            "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            expected.join("', '"),
            got_s.join("', '")
        ));
    }
    Ok(())
}

/// `memref.extract_strided_metadata`: the base buffer, offset, sizes and strides of a memref.
pub static EXTRACT_STRIDED_METADATA: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    parse: Some(parse_source_arrow_results),
    print: Some(print_source_arrow_results),
    verify: Some(verify_extract_strided_metadata),
    result_names: Some(names_extract_strided_metadata),
    operands: Count::Exactly(1),
    results: Count::AtLeast(2),
    ..OpDef::new("memref.extract_strided_metadata")
};

ir::op_view! {
    /// `memref.extract_strided_metadata`.
    pub ExtractStridedMetadata = EXTRACT_STRIDED_METADATA;
    operands { source: 0 }
    results { base_buffer: 0, offset: 1 }
}

fn verify_extract_aligned_pointer(ctx: &Context, op: Op) -> Result<(), String> {
    let t = result_type(ctx, op);
    if !matches!(ctx.type_kind(t), TypeKind::Index) {
        return Err(format!("result #0 must be index, but got {}", tstr(ctx, t)));
    }
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index`: the aligned address of a buffer, as an `index`.
pub static EXTRACT_ALIGNED_POINTER_AS_INDEX: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_source_arrow_results),
    print: Some(print_source_arrow_results),
    verify: Some(verify_extract_aligned_pointer),
    result_names: Some(names_intptr),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.extract_aligned_pointer_as_index")
};

// ===========================================================================
// assume_alignment / distinct_objects
// ===========================================================================

fn parse_assume_alignment(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let m = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    if !(p.is(Tok::Integer) || p.is(Tok::Minus)) {
        return p.err("expected attribute value");
    }
    let a = p.integer()?;
    let i32t = p.ctx().int_type(32);
    let aa = p.ctx().int_attr(i32t, a as i128);
    set_attr(p, st, "alignment", aa);
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    st.operands = vec![p.resolve(&m, t)?];
    st.result_types = vec![t];
    Ok(())
}

fn print_assume_alignment(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    pr.w(&i64_attr(ctx, op, "alignment").unwrap_or(0).to_string());
    pr.attr_dict(op, &["alignment"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

fn verify_assume_alignment(ctx: &Context, op: Op) -> Result<(), String> {
    let a = i64_attr(ctx, op, "alignment").unwrap_or(0);
    if a <= 0 {
        return Err("attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive".into());
    }
    if a & (a - 1) != 0 {
        return Err("alignment must be power of 2".into());
    }
    Ok(())
}

/// `memref.assume_alignment`: the buffer itself, with the promise that it is aligned to `alignment`
/// bytes.
pub static ASSUME_ALIGNMENT: OpDef = OpDef {
    iface: &VIEW_IFACE,
    traits: PURE,
    inherent: &["alignment"],
    parse: Some(parse_assume_alignment),
    print: Some(print_assume_alignment),
    verify: Some(verify_assume_alignment),
    result_names: Some(names_assume_align),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("memref.assume_alignment")
};

ir::op_view! {
    /// `memref.assume_alignment`.
    pub AssumeAlignment = ASSUME_ALIGNMENT;
    operands { memref: 0 }
    results { result: 0 }
}

fn parse_distinct_objects(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    common::parse_attr_dict(p, st)?;
    let loc = p.cur_loc();
    let ts = p.colon_type_list()?;
    st.operands = p.resolve_all(&ops, &ts, loc)?;
    st.result_types = ts;
    Ok(())
}

fn print_distinct_objects(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operands(&ops);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.types(&operand_types(ctx, &ops));
}

fn verify_distinct_objects(ctx: &Context, op: Op) -> Result<(), String> {
    let ins = operand_types(ctx, &ctx.operand_vec(op));
    let outs: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    if ins != outs {
        return Err("operand types and result types must match".into());
    }
    if ins.is_empty() {
        return Err("expected at least one operand".into());
    }
    Ok(())
}

/// `memref.distinct_objects`: its operands, with the promise that they do not alias one another.
pub static DISTINCT_OBJECTS: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_distinct_objects),
    print: Some(print_distinct_objects),
    verify: Some(verify_distinct_objects),
    operands: Count::AtLeast(0),
    results: Count::AtLeast(0),
    ..OpDef::new("memref.distinct_objects")
};

// ===========================================================================
// dma_start / dma_wait
// ===========================================================================

fn parse_dma_start(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let src_idx = square_operands(p)?;
    p.expect(Tok::Comma, "','")?;
    let dst = p.operand()?;
    let dst_idx = square_operands(p)?;
    p.expect(Tok::Comma, "','")?;
    let num = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let tag = p.operand()?;
    let tag_idx = square_operands(p)?;
    let mut stride = Vec::new();
    if p.consume_if(Tok::Comma) {
        stride = p.operand_list()?;
    }
    let loc = p.loc;
    if !stride.is_empty() && stride.len() != 2 {
        return custom_err(p, st, loc, "expected two stride related operands");
    }
    let ts = p.colon_type_list()?;
    if ts.len() != 3 {
        return custom_err(p, st, loc, "fewer/more types expected");
    }
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&src, ts[0])?];
    ops.extend(p.resolve_same(&src_idx, it)?);
    ops.push(p.resolve(&dst, ts[1])?);
    ops.extend(p.resolve_same(&dst_idx, it)?);
    ops.push(p.resolve(&num, it)?);
    ops.push(p.resolve(&tag, ts[2])?);
    ops.extend(p.resolve_same(&tag_idx, it)?);
    ops.extend(p.resolve_same(&stride, it)?);
    st.operands = ops;
    Ok(())
}

fn print_dma_start(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    let rank = |v: Value| memref_rank(ctx, ctx.value_type(v)).unwrap_or(0);
    let sr = rank(ops[0]);
    let dst = 1 + sr;
    let dr = rank(ops[dst]);
    let num = dst + 1 + dr;
    let tag = num + 1;
    let tr = rank(ops[tag]);
    let end = tag + 1 + tr;
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operands(&ops[1..dst]);
    pr.w("], ");
    pr.operand(ops[dst]);
    pr.w("[");
    pr.operands(&ops[dst + 1..num]);
    pr.w("], ");
    pr.operand(ops[num]);
    pr.w(", ");
    pr.operand(ops[tag]);
    pr.w("[");
    pr.operands(&ops[tag + 1..end.min(ops.len())]);
    pr.w("]");
    if ops.len() > end {
        pr.w(", ");
        pr.operands(&ops[end..]);
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(", ");
    pr.ty(ctx.value_type(ops[dst]));
    pr.w(", ");
    pr.ty(ctx.value_type(ops[tag]));
}

fn verify_dma_start(ctx: &Context, op: Op) -> Result<(), String> {
    let ops = ctx.operand_vec(op);
    let n = ops.len();
    if n < 4 {
        return Err("expected at least 4 operands".into());
    }
    let is_idx = |v: &Value| matches!(ctx.type_kind(ctx.value_type(*v)), TypeKind::Index);
    let Some(sr) = memref_rank(ctx, ctx.value_type(ops[0])) else {
        return Err("expected source to be of memref type".into());
    };
    if n < sr + 4 {
        return Err(format!("expected at least {} operands", sr + 4));
    }
    if !ops[1..1 + sr].iter().all(is_idx) {
        return Err("expected source indices to be of index type".into());
    }
    let dst = 1 + sr;
    let Some(dr) = memref_rank(ctx, ctx.value_type(ops[dst])) else {
        return Err("expected destination to be of memref type".into());
    };
    let mut expected = sr + dr + 4;
    if n < expected {
        return Err(format!("expected at least {} operands", expected));
    }
    if !ops[dst + 1..dst + 1 + dr].iter().all(is_idx) {
        return Err("expected destination indices to be of index type".into());
    }
    let num = dst + 1 + dr;
    if !is_idx(&ops[num]) {
        return Err("expected num elements to be of index type".into());
    }
    let tag = num + 1;
    let Some(tr) = memref_rank(ctx, ctx.value_type(ops[tag])) else {
        return Err("expected tag to be of memref type".into());
    };
    expected += tr;
    if n < expected {
        return Err(format!("expected at least {} operands", expected));
    }
    if !ops[tag + 1..tag + 1 + tr].iter().all(is_idx) {
        return Err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return Err("incorrect number of operands".into());
    }
    if n == expected + 2 && !(is_idx(&ops[n - 2]) && is_idx(&ops[n - 1])) {
        return Err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

/// `memref.dma_start`: starts a DMA transfer between buffers. Declares no memory effects.
pub static DMA_START: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    parse: Some(parse_dma_start),
    print: Some(print_dma_start),
    verify: Some(verify_dma_start),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("memref.dma_start")
};

fn parse_dma_wait(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let tag = p.operand()?;
    let idx = square_operands(p)?;
    p.expect(Tok::Comma, "','")?;
    let num = p.operand()?;
    common::parse_attr_dict(p, st)?;
    colon(p)?;
    let t = parse_memref_type(p, st)?;
    let mut ops = vec![p.resolve(&tag, t)?];
    ops.extend(resolve_indices(p, &idx)?);
    let it = index_ty(p);
    ops.push(p.resolve(&num, it)?);
    st.operands = ops;
    Ok(())
}

fn print_dma_wait(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    let n = ops.len();
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operands(&ops[1..n - 1]);
    pr.w("], ");
    pr.operand(ops[n - 1]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
}

fn verify_dma_wait(ctx: &Context, op: Op) -> Result<(), String> {
    let n = ctx.num_operands(op);
    let rank = memref_rank(ctx, operand_type(ctx, op, 0)).unwrap_or(0);
    let nidx = n.saturating_sub(2);
    if nidx != rank {
        return Err(format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {}, but got {}",
            rank, nidx
        ));
    }
    Ok(())
}

/// `memref.dma_wait`: waits for a DMA transfer to finish. Declares no memory effects.
pub static DMA_WAIT: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    parse: Some(parse_dma_wait),
    print: Some(print_dma_wait),
    verify: Some(verify_dma_wait),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    ..OpDef::new("memref.dma_wait")
};

// ===========================================================================
// Type builders for passes.
// ===========================================================================

/// The subview type for a possibly rank-reducing subview: inferred from the
/// source and static lists, then reduced to `result_shape` if given.
pub fn subview_type(
    ctx: &mut Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    result_shape: Option<&[i64]>,
) -> Option<Type> {
    match result_shape {
        Some(s) => infer_rank_reduced_subview_result_type(ctx, s, source, offsets, sizes, strides),
        None => infer_subview_result_type(ctx, source, offsets, sizes, strides),
    }
}

/// The transpose result type of `source` under `perm`.
pub fn transpose_type(ctx: &mut Context, source: Type, perm: &AffineMap) -> Option<Type> {
    transposed_memref_type(ctx, source, perm)
}

/// The memref type with its strided layout made canonical.
pub fn canonical_layout_type(ctx: &mut Context, t: Type) -> Type {
    canonicalize_strided_layout(ctx, t)
}

/// Builds the reassociation attribute of index groups.
pub fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attr {
    offsets::reassociation_attr(ctx, groups)
}

/// Registers the `memref` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register_dialect("memref");
    for d in [
        &ALLOC,
        &ALLOCA,
        &ALLOCA_SCOPE,
        &ALLOCA_SCOPE_RETURN,
        &ASSUME_ALIGNMENT,
        &ATOMIC_RMW,
        &ATOMIC_YIELD,
        &CAST,
        &COLLAPSE_SHAPE,
        &COPY,
        &DEALLOC,
        &DIM,
        &DISTINCT_OBJECTS,
        &DMA_START,
        &DMA_WAIT,
        &EXPAND_SHAPE,
        &EXTRACT_ALIGNED_POINTER_AS_INDEX,
        &EXTRACT_STRIDED_METADATA,
        &GENERIC_ATOMIC_RMW,
        &GET_GLOBAL,
        &GLOBAL,
        &LOAD,
        &MEMORY_SPACE_CAST,
        &PREFETCH,
        &RANK,
        &REALLOC,
        &REINTERPRET_CAST,
        &RESHAPE,
        &STORE,
        &SUBVIEW,
        &TRANSPOSE,
        &VIEW,
    ] {
        r.register(d);
    }
}

/// MLIR's `CollapseShapeOp::isGuaranteedCollapsible`: identity layouts always
/// collapse; strided ones when the strict collapsed layout exists.
pub fn is_guaranteed_collapsible(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> bool {
    if has_identity_layout(ctx, src) {
        return true;
    }
    collapsed_layout(ctx, src, groups, true).is_some()
}

/// The attributes MLIR's builders give every new `memref.load` and
/// `memref.store`: `nontemporal = false`, which the custom form elides but
/// the generic form shows (a parsed op without it has none).
pub fn built_load_store_attrs(ctx: &mut Context) -> Vec<(&'static str, ir::Attr)> {
    vec![("nontemporal", ctx.attr(AttrKind::Bool(false)))]
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::{Effect, Effects, Interfaces, Operands, RegionBranch, RegionFlow, ViewLike};

const fn effects(list: &'static [Effect]) -> Interfaces {
    Interfaces {
        effects: Effects::List(list),
        ..Interfaces::NONE
    }
}

/// Allocation effects of an op implementing `AllocationOpInterface`.
const fn allocation(list: &'static [Effect]) -> Interfaces {
    Interfaces {
        allocation: true,
        ..effects(list)
    }
}

static ALLOC_IFACE: Interfaces = allocation(&[Effect::alloc(0)]);
static ALLOCA_IFACE: Interfaces = allocation(&[Effect::alloca(0)]);
/// A new buffer replaces the source, which is freed.
static REALLOC_IFACE: Interfaces = allocation(&[Effect::alloc(0), Effect::free(0)]);
static DEALLOC_IFACE: Interfaces = effects(&[Effect::free(0)]);
static ALLOCA_SCOPE_IFACE: Interfaces = Interfaces {
    region_branch: Some(RegionBranch {
        entry_operands: Operands::None,
        flow: RegionFlow::Once,
        graph: None,
    }),
    ..Interfaces::NONE
};
static ATOMIC_YIELD_IFACE: Interfaces = Interfaces {
    region_terminator: Some(Operands::All),
    ..Interfaces::NONE
};
/// Result 0 is a view of operand 0.
static VIEW_IFACE: Interfaces = Interfaces {
    view_like: Some(ViewLike { source: 0 }),
    ..Interfaces::NONE
};
static CAST_VIEW_IFACE: Interfaces = Interfaces {
    cast: true,
    ..VIEW_IFACE
};

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `memref.alloc`.
    pub Alloc = ALLOC;
    groups { dynamic_sizes: 0, symbol_operands: 1 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.alloca`.
    pub Alloca = ALLOCA;
    groups { dynamic_sizes: 0, symbol_operands: 1 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.realloc`: `source` moved into a buffer of the result's size.
    pub Realloc = REALLOC;
    operands { source: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.dealloc`.
    pub Dealloc = DEALLOC;
    operands { memref: 0 }
}
ir::op_view! {
    /// `memref.copy`: `source` copied into `target`.
    pub Copy = COPY;
    operands { source: 0, target: 1 }
}
ir::op_view! {
    /// `memref.subview`: a strided view of a subset of `source`.
    pub Subview = SUBVIEW;
    operands { source: 0 }
    groups { offsets: 1, sizes: 2, strides: 3 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.cast`.
    pub Cast = CAST;
    operands { source: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.dim`.
    pub Dim = DIM;
    operands { source: 0, index: 1 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.load`: one element of `memref` at the indices.
    pub Load = LOAD;
    operands { memref: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `memref.store`: `value` written into `memref` at the indices.
    pub Store = STORE;
    operands { value: 0, memref: 1 }
}

impl Load {
    /// The indices of the element read (operands 1 and on).
    pub fn indices(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(1).values(ctx, self.0)
    }
}

impl Store {
    /// The indices of the element written (operands 2 and on).
    pub fn indices(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(2).values(ctx, self.0)
    }
}
