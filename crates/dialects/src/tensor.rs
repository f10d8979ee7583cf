//! The `tensor` dialect: empty, extract, insert, extract_slice, insert_slice,
//! parallel_insert_slice, cast, bitcast, dim, rank, collapse_shape,
//! expand_shape, reshape, concat, pad, generate, yield, from_elements, splat,
//! gather and scatter.
//!
//! Also holds small helpers for ODS-style structural checks (operand/result
//! counts and type constraints with MLIR's messages) used by `bufferization`.

use crate::common::{self, parse_i64_list, print_i64_list};
use crate::offsets::{self, plain, DYNAMIC};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Type, Value};

// ----- shared helpers -----

pub(crate) fn tstr(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// `(shape, element type, encoding)` of a ranked tensor type.
pub(crate) fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attr>)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

pub(crate) fn is_ranked_tensor(k: &TypeKind) -> bool {
    matches!(k, TypeKind::RankedTensor { .. })
}
pub(crate) fn is_tensor(k: &TypeKind) -> bool {
    k.is_tensor()
}
pub(crate) fn is_index(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Index)
}
pub(crate) fn is_memref(k: &TypeKind) -> bool {
    k.is_memref()
}
pub(crate) fn is_i1(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer {
            width: 1,
            signedness: ir::types::Signedness::Signless
        }
    )
}

pub(crate) const RANKED_TENSOR: &str = "ranked tensor of any type values";
pub(crate) const ANY_TENSOR: &str = "tensor of any type values";
pub(crate) const VAR_INDEX: &str = "variadic of index";

/// ODS operand type constraint of operand #`i`.
pub(crate) fn operand_is(
    ctx: &Context,
    op: Op,
    i: usize,
    pred: fn(&TypeKind) -> bool,
    desc: &str,
) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, i));
    if pred(ctx.type_kind(t)) {
        return Ok(());
    }
    Err(format!(
        "operand #{} must be {}, but got '{}'",
        i,
        desc,
        tstr(ctx, t)
    ))
}

/// ODS operand type constraint of operands `from..to`.
pub(crate) fn operands_are(
    ctx: &Context,
    op: Op,
    from: usize,
    to: usize,
    pred: fn(&TypeKind) -> bool,
    desc: &str,
) -> Result<(), String> {
    for i in from..to {
        operand_is(ctx, op, i, pred, desc)?;
    }
    Ok(())
}

/// ODS result type constraint of result #`i`.
pub(crate) fn result_is(
    ctx: &Context,
    op: Op,
    i: usize,
    pred: fn(&TypeKind) -> bool,
    desc: &str,
) -> Result<(), String> {
    let t = ctx.value_type(ctx.result(op, i));
    if pred(ctx.type_kind(t)) {
        return Ok(());
    }
    Err(format!(
        "result #{} must be {}, but got '{}'",
        i,
        desc,
        tstr(ctx, t)
    ))
}

pub(crate) use crate::common::checked_segments as segments;

/// A required `DenseI64ArrayAttr`.
pub(crate) fn required_i64_array(ctx: &Context, op: Op, name: &str) -> Result<Vec<i64>, String> {
    match ctx.get_attr(op, name) {
        None => Err(format!("requires attribute '{}'", name)),
        Some(a) => offsets::dense_i64_values(ctx, a).ok_or_else(|| {
            format!(
                "attribute '{}' failed to satisfy constraint: i64 dense array attribute",
                name
            )
        }),
    }
}

/// A unit attribute that must be unit if present.
pub(crate) fn check_unit_attr(ctx: &Context, op: Op, name: &str) -> Result<bool, String> {
    match ctx.get_attr(op, name) {
        None => Ok(false),
        Some(a) if matches!(ctx.attr_kind(a), AttrKind::Unit) => Ok(true),
        Some(_) => Err(format!(
            "attribute '{}' failed to satisfy constraint: unit attribute",
            name
        )),
    }
}

/// The custom-op error prefix MLIR adds to messages of custom parsers.
fn custom_err<T>(p: &mut OpParser, st: &OpState, loc: ir::Loc, msg: &str) -> DResult<T> {
    let name = p.ctx().str(st.name).to_string();
    p.err_at(loc, format!("custom op '{}' {}", name, msg))
}

/// `type($x)` of an `AnyRankedTensor` operand or result.
fn ranked_tensor_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !matches!(p.ctx().type_kind(t), TypeKind::RankedTensor { .. }) {
        let s = tstr(p.ctx(), t);
        return custom_err(
            p,
            st,
            loc,
            &format!(
                "invalid kind of type specified: expected builtin.tensor, but found '{}'",
                s
            ),
        );
    }
    Ok(t)
}

fn index_ty(p: &mut OpParser) -> Type {
    p.index_type()
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    common::element_type_or_self(ctx, t)
}

fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn operand_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

macro_rules! result_name {
    ($f:ident, $n:expr) => {
        fn $f(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
            set(0, $n.to_string())
        }
    };
}

result_name!(name_extracted, "extracted");
result_name!(name_inserted, "inserted");
result_name!(name_extracted_slice, "extracted_slice");
result_name!(name_inserted_slice, "inserted_slice");
result_name!(name_dim, "dim");
result_name!(name_rank, "rank");
result_name!(name_cast, "cast");
result_name!(name_collapsed, "collapsed");
result_name!(name_expanded, "expanded");
result_name!(name_reshape, "reshape");
result_name!(name_concat, "concat");
result_name!(name_padded, "padded");
result_name!(name_generated, "generated");
result_name!(name_from_elements, "from_elements");
result_name!(name_splat, "splat");
result_name!(name_gather, "gather");
result_name!(name_scatter, "scatter");

/// "incorrect number of dynamic sizes, has N, expected M" (MLIR's
/// `verifyDynamicDimensions`).
pub(crate) fn verify_dynamic_dims(ctx: &Context, t: Type, have: usize) -> Result<(), String> {
    let expected = ctx.type_kind(t).shape().map(num_dynamic).unwrap_or(0);
    if have != expected {
        return Err(format!(
            "incorrect number of dynamic sizes, has {}, expected {}",
            have, expected
        ));
    }
    Ok(())
}

// ----- tensor.empty -----

fn parse_empty(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let sizes = p.paren_operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let t = ranked_tensor_type(p, st)?;
    let idx = p.index_type();
    st.operands = p.resolve_same(&sizes, idx)?;
    st.result_types = vec![t];
    Ok(())
}

fn print_empty(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w("(");
    pr.operands_of(op, 0..ctx.num_operands(op));
    pr.w(")");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

fn verify_empty(ctx: &Context, op: Op) -> Result<(), String> {
    operands_are(ctx, op, 0, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    verify_dynamic_dims(ctx, result_type(ctx, op), ctx.num_operands(op))
}

/// `tensor.empty`: a tensor with a shape and no defined contents (dynamic sizes as operands);
/// bufferizes to an allocation.
pub static EMPTY: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_empty),
    print: Some(print_empty),
    verify: Some(verify_empty),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.empty")
};

// ----- tensor.extract / tensor.insert -----

fn parse_extract(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let t = p.operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let idx = p.operand_list_small()?;
    p.expect(Tok::RSquare, "']'")?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let tt = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    let mut ops = Vec::with_capacity(1 + idx.len());
    ops.push(p.resolve(&t, tt)?);
    p.resolve_same_into(&idx, it, &mut ops)?;
    st.operands = ops;
    st.result_types = vec![elem_of(p.ctx(), tt)];
    Ok(())
}

fn print_extract(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operands(&ops[1..]);
    pr.w("]");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
}

fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    let (shape, elem, _) = ranked(ctx, operand_type(ctx, op, 0)).unwrap();
    if result_type(ctx, op) != elem {
        return Err("failed to verify that result type matches element type of tensor".into());
    }
    if shape.len() != ctx.num_operands(op) - 1 {
        return Err("incorrect number of indices for extract_element".into());
    }
    Ok(())
}

/// `tensor.extract`: reads one element.
pub static EXTRACT: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_extract),
    print: Some(print_extract),
    verify: Some(verify_extract),
    result_names: Some(name_extracted),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.extract")
};

fn parse_insert(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    p.keyword("into")?;
    let d = p.operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let idx = p.operand_list_small()?;
    p.expect(Tok::RSquare, "']'")?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let dt = ranked_tensor_type(p, st)?;
    let et = elem_of(p.ctx(), dt);
    let it = index_ty(p);
    let mut ops = Vec::with_capacity(2 + idx.len());
    ops.push(p.resolve(&s, et)?);
    ops.push(p.resolve(&d, dt)?);
    p.resolve_same_into(&idx, it, &mut ops)?;
    st.operands = ops;
    st.result_types = vec![dt];
    Ok(())
}

fn print_insert(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(" into ");
    pr.operand(ops[1]);
    pr.w("[");
    pr.operands(&ops[2..]);
    pr.w("]");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[1]));
}

fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 1, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 2, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let dt = operand_type(ctx, op, 1);
    let (shape, elem, _) = ranked(ctx, dt).unwrap();
    if result_type(ctx, op) != dt {
        return Err("failed to verify that result type matches type of dest".into());
    }
    if operand_type(ctx, op, 0) != elem {
        return Err("failed to verify that scalar type matches element type of dest".into());
    }
    if shape.len() != ctx.num_operands(op) - 2 {
        return Err("incorrect number of indices".into());
    }
    Ok(())
}

/// `tensor.insert`: a copy of the destination with one element replaced.
pub static INSERT: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_insert),
    print: Some(print_insert),
    verify: Some(verify_insert),
    result_names: Some(name_inserted),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.insert")
};

// ----- slices -----

/// Parses the three `[offsets] [sizes] [strides]` lists; returns
/// (operands of each list, statics of each list).
type Lists = ([Vec<UnresolvedOperand>; 3], [Vec<i64>; 3]);

fn parse_slice_lists(p: &mut OpParser) -> DResult<Lists> {
    let (o, so) = offsets::parse_dynamic_index_list(p)?;
    let (s, ss) = offsets::parse_dynamic_index_list(p)?;
    let (t, stt) = offsets::parse_dynamic_index_list(p)?;
    Ok(([o, s, t], [so, ss, stt]))
}

fn set_slice_attrs(p: &mut OpParser, st: &mut OpState, statics: &[Vec<i64>; 3]) {
    for (name, v) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .zip(statics)
    {
        let a = common::parsed_i64_array(p, v);
        common::set_attr(p, st, name, a);
    }
}

const SLICE_ELIDED: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

fn print_slice_lists(pr: &mut OpPrinter, op: Op, groups: &[Vec<Value>]) {
    let ctx = pr.ctx;
    let n = groups.len();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        if k > 0 {
            pr.w(" ");
        }
        let statics = offsets::static_array(ctx, op, name).unwrap_or_default();
        offsets::print_dynamic_index_list(pr, &groups[n - 3 + k], &statics);
    }
}

fn parse_extract_slice(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let (lists, statics) = parse_slice_lists(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let st_ty = ranked_tensor_type(p, st)?;
    p.keyword("to")?;
    let rt = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&src, st_ty)?];
    for l in &lists {
        ops.extend(p.resolve_same(l, it)?);
    }
    st.operands = ops;
    st.result_types = vec![rt];
    set_slice_attrs(p, st, &statics);
    common::set_segments(p, st, &[1, lists[0].len(), lists[1].len(), lists[2].len()]);
    Ok(())
}

fn print_extract_slice(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let groups = common::operand_segments(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    print_slice_lists(pr, op, &groups);
    pr.attr_dict(op, SLICE_ELIDED);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

/// Static offsets, sizes and strides of a slice op after MLIR's
/// `OffsetSizeAndStrideOpInterface` checks (`rank` is the rank the lists
/// must have).
fn verify_slice_lists(
    ctx: &Context,
    op: Op,
    groups: &[Vec<Value>],
    rank: usize,
) -> Result<[Vec<i64>; 3], String> {
    let n = groups.len();
    let so = required_i64_array(ctx, op, "static_offsets")?;
    let ss = required_i64_array(ctx, op, "static_sizes")?;
    let stt = required_i64_array(ctx, op, "static_strides")?;
    offsets::verify_dynamic_count("offsets", "static_offsets", &so, groups[n - 3].len())?;
    offsets::verify_dynamic_count("sizes", "static_sizes", &ss, groups[n - 2].len())?;
    offsets::verify_dynamic_count("strides", "static_strides", &stt, groups[n - 1].len())?;
    if so.len() != ss.len() {
        return Err(plain(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            so.len(),
            ss.len()
        )));
    }
    if ss.len() != stt.len() {
        return Err(plain(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            ss.len(),
            stt.len()
        )));
    }
    for (name, v) in [("offset", &so), ("size", &ss), ("stride", &stt)] {
        if v.len() != rank {
            return Err(plain(format!(
                "expected {} {} values, got {}",
                rank,
                name,
                v.len()
            )));
        }
    }
    offsets::verify_non_negative("offsets", &so)?;
    offsets::verify_non_negative("sizes", &ss)?;
    Ok([so, ss, stt])
}

/// MLIR's `computeRankReductionMask`: whether `reduced` is `original` with
/// some unit dims dropped (greedy matching).
pub(crate) fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut ri = 0;
    for &o in original {
        if ri < reduced.len() && o == reduced[ri] {
            ri += 1;
            continue;
        }
        if o != 1 {
            return false;
        }
    }
    ri == reduced.len()
}

/// MLIR's `isRankReducedType` + `produceSliceErrorMsg` for a slice whose
/// unreduced type has shape `sizes` and element type `elem`.
fn check_slice_type(ctx: &Context, sizes: &[i64], elem: Type, actual: Type) -> Result<(), String> {
    let (ashape, aelem, _) = ranked(ctx, actual).unwrap();
    if ashape.len() > sizes.len() {
        return Err(plain(
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if !is_rank_reduction(sizes, &ashape) {
        let expected = ranked_type_string(ctx, sizes, elem);
        return Err(plain(format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            expected
        )));
    }
    if aelem != elem {
        return Err(plain(format!(
            "expected element type to be '{}'",
            tstr(ctx, elem)
        )));
    }
    Ok(())
}

pub(crate) fn ranked_type_string(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&tstr(ctx, elem));
    s.push('>');
    s
}

/// MLIR's `verifyInBoundsSlice`.
pub fn check_in_bounds(shape: &[i64], lists: &[Vec<i64>; 3]) -> Result<(), String> {
    let [so, ss, stt] = lists;
    for i in 0..shape.len().min(so.len()) {
        if shape[i] == DYNAMIC || so[i] == DYNAMIC {
            continue;
        }
        if so[i] >= shape[i] && !(ss[i] == 0 && so[i] == shape[i]) {
            return Err(plain(format!(
                "offset {} is out-of-bounds: {} >= {}",
                i, so[i], shape[i]
            )));
        }
        if ss[i] == DYNAMIC || stt[i] == DYNAMIC || ss[i] == 0 {
            continue;
        }
        let last = (so[i] as i128) + ((ss[i] as i128) - 1) * (stt[i] as i128);
        if last >= shape[i] as i128 {
            return Err(plain(format!(
                "slice along dimension {} runs out-of-bounds: {} >= {}",
                i, last, shape[i]
            )));
        }
    }
    Ok(())
}

fn verify_extract_slice(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = segments(ctx, op, 4)?;
    if groups[0].len() != 1 {
        return Err("operand group 'source' requires exactly one operand".into());
    }
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let (sshape, selem, _) = ranked(ctx, operand_type(ctx, op, 0)).unwrap();
    let lists = verify_slice_lists(ctx, op, &groups, sshape.len())?;
    check_slice_type(ctx, &lists[1], selem, result_type(ctx, op))?;
    check_in_bounds(&sshape, &lists)
}

/// `tensor.extract_slice`: a rectangular part of a tensor (offsets, sizes, strides), possibly
/// rank-reducing.
pub static EXTRACT_SLICE: OpDef = OpDef {
    traits: PURE,
    inherent: &[
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ],
    parse: Some(parse_extract_slice),
    print: Some(print_extract_slice),
    verify: Some(verify_extract_slice),
    result_names: Some(name_extracted_slice),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    operand_segments: 4,
    ..OpDef::new("tensor.extract_slice")
};

fn parse_insert_slice_common(p: &mut OpParser, st: &mut OpState, with_result: bool) -> DResult<()> {
    let src = p.operand()?;
    p.keyword("into")?;
    let dst = p.operand()?;
    let (lists, statics) = parse_slice_lists(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let s_ty = ranked_tensor_type(p, st)?;
    p.keyword("into")?;
    let d_ty = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&src, s_ty)?, p.resolve(&dst, d_ty)?];
    for l in &lists {
        ops.extend(p.resolve_same(l, it)?);
    }
    st.operands = ops;
    if with_result {
        st.result_types = vec![d_ty];
    }
    set_slice_attrs(p, st, &statics);
    common::set_segments(
        p,
        st,
        &[1, 1, lists[0].len(), lists[1].len(), lists[2].len()],
    );
    Ok(())
}

fn parse_insert_slice(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_insert_slice_common(p, st, true)
}

fn parse_parallel_insert_slice(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_insert_slice_common(p, st, false)
}

fn print_insert_slice(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let groups = common::operand_segments(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" into ");
    pr.operand(ctx.operand(op, 1));
    print_slice_lists(pr, op, &groups);
    pr.attr_dict(op, SLICE_ELIDED);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(operand_type(ctx, op, 1));
}

fn verify_insert_slice_common(ctx: &Context, op: Op, with_result: bool) -> Result<(), String> {
    let groups = segments(ctx, op, 5)?;
    if groups[0].len() != 1 {
        return Err("operand group 'source' requires exactly one operand".into());
    }
    if groups[1].len() != 1 {
        return Err("operand group 'dest' requires exactly one operand".into());
    }
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    operand_is(ctx, op, 1, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 2, ctx.num_operands(op), is_index, VAR_INDEX)?;
    let dt = operand_type(ctx, op, 1);
    if with_result {
        result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
        if result_type(ctx, op) != dt {
            return Err("failed to verify that expected result type to match dest type".into());
        }
    }
    let (dshape, delem, _) = ranked(ctx, dt).unwrap();
    let lists = verify_slice_lists(ctx, op, &groups, dshape.len())?;
    check_slice_type(ctx, &lists[1], delem, operand_type(ctx, op, 0))?;
    check_in_bounds(&dshape, &lists)
}

fn verify_insert_slice(ctx: &Context, op: Op) -> Result<(), String> {
    verify_insert_slice_common(ctx, op, true)
}

fn verify_parallel_insert_slice(ctx: &Context, op: Op) -> Result<(), String> {
    let parent_ok = ctx
        .parent_op(op)
        .is_some_and(|p| ctx.is_op(p, "scf.forall.in_parallel"));
    if !parent_ok {
        let got = match ctx.parent_op(op) {
            Some(p) => ir::printer::op_to_generic_string(ctx, p),
            None => String::new(),
        };
        return Err(plain(format!(
            "expected InParallelOpInterface parent, got:\n{}",
            got
        )));
    }
    verify_insert_slice_common(ctx, op, false)
}

/// `tensor.insert_slice`: a copy of the destination with a rectangular part replaced by the source.
pub static INSERT_SLICE: OpDef = OpDef {
    traits: PURE,
    inherent: &[
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ],
    parse: Some(parse_insert_slice),
    print: Some(print_insert_slice),
    verify: Some(verify_insert_slice),
    result_names: Some(name_inserted_slice),
    iface: &SUBSET_INSERTION_IFACE,
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    operand_segments: 5,
    ..OpDef::new("tensor.insert_slice")
};

/// The source (operand 0) is written into a subset of the destination
/// (operand 1).
static SUBSET_INSERTION_IFACE: Interfaces = Interfaces {
    subset_insertion: Some(ir::interfaces::SubsetInsertion { source: 0, dest: 1 }),
    ..Interfaces::NONE
};

/// `tensor.parallel_insert_slice`: the insert of one `scf.forall` iteration, inside
/// `scf.forall.in_parallel`; has no results.
pub static PARALLEL_INSERT_SLICE: OpDef = OpDef {
    // As `tensor.insert_slice`, without memory-effect declarations.
    iface: &Interfaces {
        effects: ir::interfaces::Effects::Undeclared,
        ..SUBSET_INSERTION_IFACE
    },
    inherent: &[
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ],
    parse: Some(parse_parallel_insert_slice),
    print: Some(print_insert_slice),
    verify: Some(verify_parallel_insert_slice),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    operand_segments: 5,
    ..OpDef::new("tensor.parallel_insert_slice")
};

// ----- casts -----

fn parse_cast(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_cast(p, st)
}

fn print_cast(pr: &mut OpPrinter, op: Op) {
    common::print_cast(pr, op, &[])
}

/// MLIR's `verifyCompatibleShape` for two types (unranked is compatible with
/// any rank).
pub(crate) fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a).shape(), ctx.type_kind(b).shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        _ => true,
    }
}

fn verify_cast_like(ctx: &Context, op: Op, bitcast: bool) -> Result<(), String> {
    operand_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    result_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    let a = operand_type(ctx, op, 0);
    let b = result_type(ctx, op);
    let ea = elem_of(ctx, a);
    let eb = elem_of(ctx, b);
    let elems_ok = if bitcast {
        let w = |t: Type| match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(k) => Some(k.bit_width()),
            _ => None,
        };
        w(ea).is_some() && w(ea) == w(eb)
    } else {
        ea == eb
    };
    if !elems_ok || !shapes_compatible(ctx, a, b) {
        return Err(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            tstr(ctx, a),
            tstr(ctx, b)
        ));
    }
    Ok(())
}

fn verify_cast(ctx: &Context, op: Op) -> Result<(), String> {
    verify_cast_like(ctx, op, false)
}

fn verify_bitcast(ctx: &Context, op: Op) -> Result<(), String> {
    verify_cast_like(ctx, op, true)
}

/// `tensor.cast`: the same tensor with a compatible type (static and dynamic sizes refined or
/// erased).
pub static CAST: OpDef = OpDef {
    iface: &CAST_IFACE,
    traits: PURE,
    parse: Some(parse_cast),
    print: Some(print_cast),
    verify: Some(verify_cast),
    result_names: Some(name_cast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.cast")
};

/// `tensor.bitcast`: the same elements reinterpreted in an element type of the same width.
pub static BITCAST: OpDef = OpDef {
    iface: &CAST_IFACE,
    traits: PURE,
    parse: Some(parse_cast),
    print: Some(print_cast),
    verify: Some(verify_bitcast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.bitcast")
};

ir::op_view! {
    /// `tensor.bitcast`.
    pub Bitcast = BITCAST;
    operands { source: 0 }
    results { result: 0 }
}

// ----- tensor.dim / tensor.rank -----

fn parse_dim(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)?;
    let s = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let i = p.operand()?;
    let t = p.colon_type()?;
    let it = index_ty(p);
    st.operands = vec![p.resolve(&s, t)?, p.resolve(&i, it)?];
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

fn is_non0_or_unranked_tensor(k: &TypeKind) -> bool {
    match k {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    }
}

fn verify_dim(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(
        ctx,
        op,
        0,
        is_non0_or_unranked_tensor,
        "non-0-ranked or unranked tensor",
    )?;
    operand_is(ctx, op, 1, is_index, "index")?;
    result_is(ctx, op, 0, is_index, "index")
}

/// `tensor.dim`: the size of a dimension of a tensor, as an `index`.
pub static DIM: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_dim),
    print: Some(print_dim),
    verify: Some(verify_dim),
    result_names: Some(name_dim),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.dim")
};

fn parse_rank(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    let it = index_ty(p);
    st.operands = vec![p.resolve(&s, t)?];
    st.result_types = vec![it];
    Ok(())
}

fn print_one_operand_type(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

fn verify_rank(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    result_is(ctx, op, 0, is_index, "index")
}

/// `tensor.rank`: the rank of a tensor, as an `index`.
pub static RANK: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_rank),
    print: Some(print_one_operand_type),
    verify: Some(verify_rank),
    result_names: Some(name_rank),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.rank")
};

ir::op_view! {
    /// `tensor.rank`.
    pub Rank = RANK;
    operands { tensor: 0 }
    results { result: 0 }
}

// ----- collapse_shape / expand_shape -----

fn parse_collapse(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    let r = offsets::parse_reassociation(p)?;
    common::set_attr(p, st, "reassociation", r);
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let a = ranked_tensor_type(p, st)?;
    p.keyword("into")?;
    let b = ranked_tensor_type(p, st)?;
    st.operands = vec![p.resolve(&s, a)?];
    st.result_types = vec![b];
    Ok(())
}

fn print_collapse(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "reassociation") {
        offsets::print_reassociation(pr, a);
    }
    pr.attr_dict(op, &["reassociation"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(result_type(ctx, op));
}

fn parse_expand(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    let r = offsets::parse_reassociation(p)?;
    common::set_attr(p, st, "reassociation", r);
    p.keyword("output_shape")?;
    let (vals, statics) = offsets::parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &statics);
    common::set_attr(p, st, "static_output_shape", a);
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let a = ranked_tensor_type(p, st)?;
    p.keyword("into")?;
    let b = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&s, a)?];
    ops.extend(p.resolve_same(&vals, it)?);
    st.operands = ops;
    st.result_types = vec![b];
    Ok(())
}

fn print_expand(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "reassociation") {
        offsets::print_reassociation(pr, a);
    }
    pr.w(" output_shape ");
    let statics = offsets::static_array(ctx, op, "static_output_shape").unwrap_or_default();
    offsets::print_dynamic_index_list(pr, &ops[1..], &statics);
    pr.attr_dict(op, &["reassociation", "static_output_shape"]);
    pr.w(" : ");
    pr.ty(ctx.value_type(ops[0]));
    pr.w(" into ");
    pr.ty(result_type(ctx, op));
}

/// MLIR's checks of a reassociative reshape between `expanded` and
/// `collapsed` ranked tensor types.
fn verify_reshape_like(
    ctx: &Context,
    op: Op,
    expanded: Type,
    collapsed: Type,
) -> Result<(), String> {
    let groups = match ctx.get_attr(op, "reassociation") {
        None => return Err("requires attribute 'reassociation'".into()),
        Some(a) => offsets::reassociation_of(ctx, a).ok_or_else(|| {
            format!(
                "attribute 'reassociation' failed to satisfy constraint: {}",
                offsets::REASSOCIATION_CONSTRAINT
            )
        })?,
    };
    let (eshape, eelem, _) = ranked(ctx, expanded).unwrap();
    let (cshape, celem, _) = ranked(ctx, collapsed).unwrap();
    if eshape.len() < cshape.len() {
        return Err(format!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            tstr(ctx, expanded),
            tstr(ctx, collapsed)
        ));
    }
    if cshape.len() != groups.len() {
        return Err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cshape.len(),
            groups.len()
        ));
    }
    if groups.iter().any(|g| g.is_empty()) {
        return Err("reassociation indices must not be empty".into());
    }
    let max_dim = groups.iter().flatten().copied().max().unwrap_or(-1);
    if !groups.is_empty() && (max_dim + 1) as usize != eshape.len() {
        return Err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {}.",
            eshape.len(),
            max_dim + 1
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(format!(
                    "expected reassociation map #{} to be valid and contiguous.",
                    i
                ));
            }
            next += 1;
        }
    }
    let mut start = 0usize;
    let mut inferred = Vec::with_capacity(groups.len());
    for (i, g) in groups.iter().enumerate() {
        let dims = &eshape[start..start + g.len()];
        start += g.len();
        let dynamic = dims.contains(&DYNAMIC);
        let product: i64 = dims
            .iter()
            .filter(|&&d| d != DYNAMIC)
            .fold(1i64, |a, &d| a.saturating_mul(d));
        if dynamic {
            if cshape[i] != DYNAMIC {
                return Err(format!(
                    "expected dimension {} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic",
                    i
                ));
            }
            inferred.push(DYNAMIC);
        } else {
            if cshape[i] != product {
                return Err(format!(
                    "expected dimension {} of collapsed type to be static value of {}",
                    i, product
                ));
            }
            inferred.push(product);
        }
    }
    if celem != eelem || inferred != cshape {
        return Err(format!(
            "expected collapsed type to be '{}', but got '{}'",
            ranked_type_string(ctx, &inferred, eelem),
            tstr(ctx, collapsed)
        ));
    }
    Ok(())
}

fn verify_collapse(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    verify_reshape_like(ctx, op, operand_type(ctx, op, 0), result_type(ctx, op))
}

fn verify_expand(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    if ctx.get_attr(op, "reassociation").is_none() {
        return Err("requires attribute 'reassociation'".into());
    }
    let statics = required_i64_array(ctx, op, "static_output_shape")?;
    let rt = result_type(ctx, op);
    let (rshape, _, _) = ranked(ctx, rt).unwrap();
    let st = operand_type(ctx, op, 0);
    let (sshape, _, _) = ranked(ctx, st).unwrap();
    if rshape.len() < sshape.len() {
        return verify_reshape_like(ctx, op, rt, st);
    }
    if statics.len() != rshape.len() {
        return Err(format!(
            "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
            rshape.len(),
            statics.len()
        ));
    }
    let ndyn = offsets::count_dynamic(&statics);
    if ndyn != ctx.num_operands(op) - 1 {
        return Err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {} dynamic dims while output_shape has {} values",
            ndyn,
            ctx.num_operands(op) - 1
        ));
    }
    verify_reshape_like(ctx, op, rt, st)
}

/// `tensor.collapse_shape`: merges groups of dimensions.
pub static COLLAPSE_SHAPE: OpDef = OpDef {
    traits: PURE,
    inherent: &["reassociation"],
    parse: Some(parse_collapse),
    print: Some(print_collapse),
    verify: Some(verify_collapse),
    result_names: Some(name_collapsed),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.collapse_shape")
};

ir::op_view! {
    /// `tensor.collapse_shape`.
    pub CollapseShape = COLLAPSE_SHAPE;
    operands { src: 0 }
    results { result: 0 }
}

/// `tensor.expand_shape`: splits dimensions into groups.
pub static EXPAND_SHAPE: OpDef = OpDef {
    traits: PURE,
    inherent: &["reassociation", "static_output_shape"],
    parse: Some(parse_expand),
    print: Some(print_expand),
    verify: Some(verify_expand),
    result_names: Some(name_expanded),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.expand_shape")
};

ir::op_view! {
    /// `tensor.expand_shape`: its other operands are the dynamic output sizes.
    pub ExpandShape = EXPAND_SHAPE;
    operands { src: 0 }
    results { result: 0 }
}

// ----- tensor.reshape -----

fn parse_reshape(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    p.expect(Tok::LParen, "'('")?;
    let sh = p.operand()?;
    p.expect(Tok::RParen, "')'")?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &[s, sh], ft)
}

fn print_functional(pr: &mut OpPrinter, op: Op, elided: &[&str]) {
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.functional_type(op);
}

fn print_reshape(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w("(");
    pr.operand(ctx.operand(op, 1));
    pr.w(")");
    print_functional(pr, op, &[]);
}

fn is_shape_tensor(k: &TypeKind) -> bool {
    match k {
        TypeKind::RankedTensor { shape, elem: _, .. } => shape.len() == 1,
        _ => false,
    }
}

fn verify_reshape(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    let sh = operand_type(ctx, op, 1);
    let sh_ok = is_shape_tensor(ctx.type_kind(sh))
        && matches!(
            ctx.type_kind(elem_of(ctx, sh)),
            TypeKind::Index
                | TypeKind::Integer {
                    signedness: ir::types::Signedness::Signless,
                    ..
                }
        );
    if !sh_ok {
        return Err(format!(
            "operand #1 must be 1D tensor of signless integer or index values, but got '{}'",
            tstr(ctx, sh)
        ));
    }
    result_is(ctx, op, 0, is_tensor, ANY_TENSOR)?;
    let src = operand_type(ctx, op, 0);
    let res = result_type(ctx, op);
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(
            "element types of source and destination tensor types should be the same".into(),
        );
    }
    let shape_len = ctx.type_kind(sh).shape().map(|s| s[0]).unwrap_or(DYNAMIC);
    if let TypeKind::RankedTensor { shape: rshape, .. } = ctx.type_kind(res) {
        let sk = ctx.type_kind(src);
        let rk = ctx.type_kind(res);
        if matches!(sk, TypeKind::RankedTensor { .. })
            && sk.has_static_shape()
            && rk.has_static_shape()
            && sk.num_elements() != rk.num_elements()
        {
            return Err(
                "source and destination tensor should have the same number of elements".into(),
            );
        }
        if shape_len == DYNAMIC {
            return Err(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type".into(),
            );
        }
        if shape_len != rshape.len() as i64 {
            return Err("length of shape operand differs from the result's tensor rank".into());
        }
    }
    Ok(())
}

/// `tensor.reshape`: reshapes to a shape given by a tensor operand.
pub static RESHAPE: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_reshape),
    print: Some(print_reshape),
    verify: Some(verify_reshape),
    result_names: Some(name_reshape),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.reshape")
};

ir::op_view! {
    /// `tensor.reshape`: `source` given the shape held by `shape`.
    pub Reshape = RESHAPE;
    operands { source: 0, shape: 1 }
    results { result: 0 }
}

// ----- tensor.concat -----

fn parse_concat(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.keyword("dim")?;
    p.expect(Tok::LParen, "'('")?;
    let i64t = p.ctx().int_type(64);
    let d = p.attribute(Some(i64t))?;
    p.expect(Tok::RParen, "')'")?;
    common::set_attr(p, st, "dim", d);
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &ops, ft)
}

fn print_concat(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" dim(");
    if let Some(a) = ctx.get_attr(op, "dim") {
        pr.attr_no_type(a);
    }
    pr.w(") ");
    pr.operands(&ctx.operand_vec(op));
    print_functional(pr, op, &["dim"]);
}

fn verify_concat(ctx: &Context, op: Op) -> Result<(), String> {
    let dim = match ctx.get_attr(op, "dim") {
        None => return Err("requires attribute 'dim'".into()),
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value }
                if matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: ir::types::Signedness::Signless
                    }
                ) =>
            {
                *value as i64
            }
            _ => return Err(
                "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute"
                    .into(),
            ),
        },
    };
    let n = ctx.num_operands(op);
    operands_are(
        ctx,
        op,
        0,
        n,
        is_ranked_tensor,
        "variadic of ranked tensor of any type values",
    )?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    if n == 0 {
        return Err("requires at least one input".into());
    }
    let ins: Vec<(Vec<i64>, Type)> = (0..n)
        .map(|i| {
            let (s, e, _) = ranked(ctx, operand_type(ctx, op, i)).unwrap();
            (s, e)
        })
        .collect();
    let rt = result_type(ctx, op);
    let (rshape, relem, _) = ranked(ctx, rt).unwrap();
    let rank = rshape.len();
    if ins.iter().any(|(s, _)| s.len() != rank) {
        return Err("rank of concatenated inputs must match result rank".into());
    }
    if ins.iter().any(|(_, e)| *e != relem) {
        return Err("inputs and result element type must match".into());
    }
    if dim < 0 || dim as usize >= rank {
        return Err("concatenation dim must be less than the tensor rank".into());
    }
    let dim = dim as usize;
    let mut sizes = vec![0i64; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        let mut s = DYNAMIC;
        for (shape, _) in &ins {
            let d = shape[i];
            if s == DYNAMIC {
                s = d;
            } else if d != DYNAMIC && d != s {
                return Err(format!(
                    "static concatenation size mismatch along non-concatenated dimension {}",
                    i
                ));
            }
        }
        *size = s;
    }
    let mut total = 0i64;
    for (shape, _) in &ins {
        if shape[dim] == DYNAMIC || total == DYNAMIC {
            total = DYNAMIC;
        } else {
            total += shape[dim];
        }
    }
    sizes[dim] = total;
    for (&inf, &act) in sizes.iter().zip(&rshape) {
        if inf != DYNAMIC && act != DYNAMIC && inf != act {
            return Err(format!(
                "result type '{}'does not match inferred shape '{}' static sizes",
                tstr(ctx, rt),
                ranked_type_string(ctx, &sizes, ins[0].1)
            ));
        }
    }
    Ok(())
}

/// `tensor.concat`: concatenates tensors along a dimension.
pub static CONCAT: OpDef = OpDef {
    traits: PURE,
    inherent: &["dim"],
    parse: Some(parse_concat),
    print: Some(print_concat),
    verify: Some(verify_concat),
    result_names: Some(name_concat),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.concat")
};

// ----- regions: pad, generate, yield -----

/// Appends the implicit `tensor.yield` (without operands) when the single
/// block of `r` does not end with a registered terminator (MLIR's
/// `ensureTerminator`).
fn ensure_yield(p: &mut OpParser, r: ir::Region, loc: ir::Loc) {
    let ctx = p.ctx();
    let b = match ctx.entry_block(r) {
        Some(b) => b,
        None => {
            let b = ctx.new_block();
            ctx.append_block(r, b);
            b
        }
    };
    let terminated = ctx
        .last_op(b)
        .and_then(|l| ctx.def(l))
        .is_some_and(|d| d.has(TERMINATOR));
    if terminated {
        return;
    }
    let name = ctx.sym("tensor.yield");
    let y = ctx.create_op(OpState {
        name,
        operands: Vec::new(),
        result_types: Vec::new(),
        attrs: Vec::new(),
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    ctx.append_op(b, y);
}

fn parse_pad(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let s = p.operand()?;
    if p.optional_keyword("nofold") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "nofold", u);
    }
    p.keyword("low")?;
    let (lo, slo) = offsets::parse_dynamic_index_list(p)?;
    p.keyword("high")?;
    let (hi, shi) = offsets::parse_dynamic_index_list(p)?;
    let r = p.region(&[])?;
    ensure_yield(p, r, st.loc);
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let a = ranked_tensor_type(p, st)?;
    p.keyword("to")?;
    let b = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&s, a)?];
    ops.extend(p.resolve_same(&lo, it)?);
    ops.extend(p.resolve_same(&hi, it)?);
    st.operands = ops;
    st.result_types = vec![b];
    st.regions = vec![r];
    let la = common::parsed_i64_array(p, &slo);
    common::set_attr(p, st, "static_low", la);
    let ha = common::parsed_i64_array(p, &shi);
    common::set_attr(p, st, "static_high", ha);
    common::set_segments(p, st, &[1, lo.len(), hi.len()]);
    Ok(())
}

/// Prints a single-block region with its entry arguments; the terminator is
/// shown unless it is a bare `tensor.yield` (as MLIR's declarative printer).
fn print_body(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let r = ctx.regions_of(op)[0];
    let show_term = ctx
        .entry_block(r)
        .and_then(|b| ctx.last_op(b))
        .map(|t| {
            ctx.num_operands(t) != 0 || !ctx.op(t).attrs.is_empty() || !ctx.results(t).is_empty()
        })
        .unwrap_or(true);
    pr.region(r, true, show_term, false);
}

fn print_pad(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let groups = common::operand_segments(ctx, op);
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    if ctx.has_attr(op, "nofold") {
        pr.w(" nofold");
    }
    pr.w(" low");
    let slo = offsets::static_array(ctx, op, "static_low").unwrap_or_default();
    offsets::print_dynamic_index_list(pr, groups.get(1).map(|v| &v[..]).unwrap_or(&[]), &slo);
    pr.w(" high");
    let shi = offsets::static_array(ctx, op, "static_high").unwrap_or_default();
    offsets::print_dynamic_index_list(pr, groups.get(2).map(|v| &v[..]).unwrap_or(&[]), &shi);
    pr.w(" ");
    print_body(pr, op);
    pr.attr_dict(
        op,
        &["operandSegmentSizes", "static_low", "static_high", "nofold"],
    );
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op));
}

/// The single block of an op's region, or MLIR's region constraint message.
fn single_block(ctx: &Context, op: Op, region_name: &str) -> Result<ir::Block, String> {
    let r = ctx.regions_of(op)[0];
    match ctx.region_blocks(r) {
        [b] => Ok(*b),
        _ => Err(format!(
            "region #0 ('{}') failed to verify constraint: region with 1 blocks",
            region_name
        )),
    }
}

/// The value yielded by the terminator of `b` (a `tensor.yield`).
fn yielded_type(ctx: &Context, b: ir::Block) -> Option<Type> {
    let t = ctx.last_op(b)?;
    if !ctx.is_op(t, "tensor.yield") || ctx.num_operands(t) != 1 {
        return None;
    }
    Some(operand_type(ctx, t, 0))
}

fn verify_pad(ctx: &Context, op: Op) -> Result<(), String> {
    let groups = segments(ctx, op, 3)?;
    if groups[0].len() != 1 {
        return Err("operand group 'source' requires exactly one operand".into());
    }
    operand_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let slo = required_i64_array(ctx, op, "static_low")?;
    let shi = required_i64_array(ctx, op, "static_high")?;
    check_unit_attr(ctx, op, "nofold")?;
    let block = single_block(ctx, op, "region")?;
    let st = operand_type(ctx, op, 0);
    let rt = result_type(ctx, op);
    let (sshape, _, _) = ranked(ctx, st).unwrap();
    let (rshape, relem, _) = ranked(ctx, rt).unwrap();
    if slo.len() != sshape.len() || shi.len() != sshape.len() {
        return Err(plain(format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            tstr(ctx, st),
            tstr(ctx, rt)
        )));
    }
    let inferred: Vec<i64> = (0..sshape.len())
        .map(|i| {
            if sshape[i] == DYNAMIC || slo[i] == DYNAMIC || shi[i] == DYNAMIC {
                DYNAMIC
            } else {
                sshape[i] + slo[i] + shi[i]
            }
        })
        .collect();
    let mismatch = rshape.len() != inferred.len()
        || rshape
            .iter()
            .zip(&inferred)
            .any(|(&r, &e)| r != e && e != DYNAMIC);
    if mismatch {
        return Err(plain(format!(
            "specified type '{}' does not match the inferred type '{}'",
            tstr(ctx, rt),
            ranked_type_string(ctx, &inferred, elem_of(ctx, st))
        )));
    }
    // Region checks.
    let args = ctx.block_args(block);
    if args.len() != rshape.len() {
        return Err(plain(format!(
            "expected the block to have {} arguments",
            rshape.len()
        )));
    }
    for (i, &a) in args.iter().enumerate() {
        if !is_index(ctx.type_kind(ctx.value_type(a))) {
            return Err(format!("expected block argument {} to be an index", i + 1));
        }
    }
    if yielded_type(ctx, block) != Some(relem) {
        return Err("expected yield type to match shape element type".into());
    }
    Ok(())
}

/// `tensor.pad`: the source surrounded by low and high padding, whose values the body yields.
pub static PAD: OpDef = OpDef {
    traits: PURE | SINGLE_BLOCK,
    inherent: &["operandSegmentSizes", "static_low", "static_high", "nofold"],
    parse: Some(parse_pad),
    print: Some(print_pad),
    verify: Some(verify_pad),
    result_names: Some(name_padded),
    num_regions: Some(1),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    operand_segments: 3,
    ..OpDef::new("tensor.pad")
};

ir::op_view! {
    /// `tensor.pad`: its other operands are the dynamic low and high paddings.
    pub Pad = PAD;
    operands { source: 0 }
    results { result: 0 }
}

fn parse_generate(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let exts = p.operand_list()?;
    let r = p.region(&[])?;
    ensure_yield(p, r, st.loc);
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let t = ranked_tensor_type(p, st)?;
    let it = index_ty(p);
    st.operands = p.resolve_same(&exts, it)?;
    st.result_types = vec![t];
    st.regions = vec![r];
    Ok(())
}

fn print_generate(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operands(&ops);
    pr.w(" ");
    print_body(pr, op);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

fn verify_generate(ctx: &Context, op: Op) -> Result<(), String> {
    operands_are(ctx, op, 0, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let block = single_block(ctx, op, "body")?;
    let rt = result_type(ctx, op);
    verify_dynamic_dims(ctx, rt, ctx.num_operands(op))?;
    let (rshape, relem, _) = ranked(ctx, rt).unwrap();
    let args = ctx.block_args(block);
    if !args
        .iter()
        .all(|&a| is_index(ctx.type_kind(ctx.value_type(a))))
    {
        return Err(plain("all body arguments must be index"));
    }
    if args.len() != rshape.len() {
        return Err(plain("must have one body argument per input dimension"));
    }
    if yielded_type(ctx, block) != Some(relem) {
        return Err(
            "body must be terminated with a `yield` operation of the tensor element type".into(),
        );
    }
    Ok(())
}

/// `tensor.generate`: a tensor whose elements the body yields from their indices.
pub static GENERATE: OpDef = OpDef {
    traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
    parse: Some(parse_generate),
    print: Some(print_generate),
    verify: Some(verify_generate),
    result_names: Some(name_generated),
    num_regions: Some(1),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.generate")
};

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&v, t)?];
    Ok(())
}

fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let ok = ctx
        .parent_op(op)
        .is_some_and(|p| ctx.is_op(p, "tensor.generate") || ctx.is_op(p, "tensor.pad"));
    if !ok {
        return Err("expects parent op to be one of 'tensor.generate, tensor.pad'".into());
    }
    Ok(())
}

/// `tensor.yield`: the terminator of `tensor.generate` and `tensor.pad` bodies.
pub static YIELD: OpDef = OpDef {
    traits: PURE | TERMINATOR | RETURN_LIKE,
    parse: Some(parse_yield),
    print: Some(print_one_operand_type),
    verify: Some(verify_yield),
    operands: Count::Exactly(1),
    results: Count::Exactly(0),
    ..OpDef::new("tensor.yield")
};

ir::op_view! {
    /// `tensor.yield`: the element a `tensor.generate` or `tensor.pad` body yields.
    pub Yield = YIELD;
    operands { value: 0 }
}

// ----- from_elements / splat -----

fn parse_from_elements(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let first = p.cur_loc();
    let elems = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.ty()?;
    let k = p.ctx().type_kind(t).clone();
    let (n, e) = match &k {
        TypeKind::RankedTensor { elem, .. } => (k.num_elements(), *elem),
        _ => {
            let s = tstr(p.ctx(), t);
            return custom_err(
                p,
                st,
                first,
                &format!(
                    "invalid kind of type specified: expected builtin.tensor, but found '{}'",
                    s
                ),
            );
        }
    };
    // A dynamic shape fails the result constraint in the verifier; resolve
    // the operands with the element type meanwhile.
    let n = n.map(|n| n as usize).unwrap_or(elems.len());
    if n != elems.len() {
        return custom_err(
            p,
            st,
            first,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                elems.len(),
                n
            ),
        );
    }
    st.operands = p.resolve_same(&elems, e)?;
    st.result_types = vec![t];
    Ok(())
}

fn print_from_elements(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

fn is_static_tensor(k: &TypeKind) -> bool {
    matches!(k, TypeKind::RankedTensor { .. }) && k.has_static_shape()
}

fn verify_from_elements(ctx: &Context, op: Op) -> Result<(), String> {
    result_is(
        ctx,
        op,
        0,
        is_static_tensor,
        "statically shaped tensor of any type values",
    )?;
    let rt = result_type(ctx, op);
    let n = ctx.type_kind(rt).num_elements().unwrap_or(0) as usize;
    let e = elem_of(ctx, rt);
    if ctx.num_operands(op) != n || ctx.operands(op).any(|v| ctx.value_type(v) != e) {
        return Err("failed to verify that operand types match result element type".into());
    }
    Ok(())
}

/// `tensor.from_elements`: a tensor from its elements, in row-major order.
pub static FROM_ELEMENTS: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_from_elements),
    print: Some(print_from_elements),
    verify: Some(verify_from_elements),
    result_names: Some(name_from_elements),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.from_elements")
};

fn parse_splat(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    let mut sizes = Vec::new();
    if p.consume_if(Tok::LSquare) {
        sizes = p.operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
    }
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let t = ranked_tensor_type(p, st)?;
    let e = elem_of(p.ctx(), t);
    let it = index_ty(p);
    let mut ops = vec![p.resolve(&v, e)?];
    ops.extend(p.resolve_same(&sizes, it)?);
    st.operands = ops;
    st.result_types = vec![t];
    Ok(())
}

fn print_splat(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    if ops.len() > 1 {
        pr.w("[");
        pr.operands(&ops[1..]);
        pr.w("]");
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op));
}

/// An element type `tensor.splat` takes: signless integer, index or float.
pub fn is_int_index_float(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Integer {
                signedness: ir::types::Signedness::Signless,
                ..
            }
    )
}

fn verify_splat(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_int_index_float, "integer/index/float type")?;
    operands_are(ctx, op, 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let rt = result_type(ctx, op);
    if operand_type(ctx, op, 0) != elem_of(ctx, rt) {
        return Err("failed to verify that operand type matches element type of result".into());
    }
    verify_dynamic_dims(ctx, rt, ctx.num_operands(op) - 1)
}

/// `tensor.splat`: a tensor with every element equal to one value.
pub static SPLAT: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_splat),
    print: Some(print_splat),
    verify: Some(verify_splat),
    result_names: Some(name_splat),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.splat")
};

// ----- gather / scatter -----

fn parse_gather_scatter(p: &mut OpParser, st: &mut OpState, scatter: bool) -> DResult<()> {
    let mut ops = vec![p.operand()?];
    if scatter {
        p.keyword("into")?;
        ops.push(p.operand()?);
    }
    p.expect(Tok::LSquare, "'['")?;
    ops.push(p.operand()?);
    p.expect(Tok::RSquare, "']'")?;
    let kw = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    p.keyword(kw)?;
    p.expect(Tok::LParen, "'('")?;
    let dims = parse_i64_list(p)?;
    p.expect(Tok::RParen, "')'")?;
    let a = common::parsed_i64_array(p, &dims);
    common::set_attr(p, st, kw, a);
    if p.optional_keyword("unique") {
        let u = p.ctx().unit_attr();
        common::set_attr(p, st, "unique", u);
    }
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.ty()?;
    common::resolve_functional(p, st, &ops, ft)
}

fn parse_gather(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_gather_scatter(p, st, false)
}

fn parse_scatter(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_gather_scatter(p, st, true)
}

fn print_gather_scatter(pr: &mut OpPrinter, op: Op, scatter: bool) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    if scatter {
        pr.w(" into ");
        pr.operand(ops[1]);
    }
    pr.w("[");
    pr.operand(ops[ops.len() - 1]);
    pr.w("] ");
    let kw = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    pr.w(kw);
    pr.w("(");
    print_i64_list(pr, &offsets::static_array(ctx, op, kw).unwrap_or_default());
    pr.w(")");
    if ctx.has_attr(op, "unique") {
        pr.w(" unique");
    }
    print_functional(pr, op, &[kw, "unique"]);
}

fn print_gather(pr: &mut OpPrinter, op: Op) {
    print_gather_scatter(pr, op, false)
}

fn print_scatter(pr: &mut OpPrinter, op: Op) {
    print_gather_scatter(pr, op, true)
}

fn is_int_index_tensor(k: &TypeKind) -> bool {
    matches!(k, TypeKind::RankedTensor { .. })
}

fn verify_gather_scatter(ctx: &Context, op: Op, scatter: bool) -> Result<(), String> {
    let n = if scatter { 3 } else { 2 };
    operands_are(ctx, op, 0, n - 1, is_ranked_tensor, RANKED_TENSOR)?;
    let indices_desc = "ranked tensor of signless integer or index values";
    operand_is(ctx, op, n - 1, is_int_index_tensor, indices_desc)?;
    let index_elem = common::element_type_or_self(ctx, operand_type(ctx, op, n - 1));
    let index_like = match ctx.type_kind(index_elem) {
        TypeKind::Integer { signedness, .. } => *signedness == ir::types::Signedness::Signless,
        k => *k == TypeKind::Index,
    };
    if !index_like {
        return Err(format!(
            "operand #{} must be {}, but got '{}'",
            n - 1,
            indices_desc,
            tstr(ctx, operand_type(ctx, op, n - 1))
        ));
    }
    result_is(ctx, op, 0, is_ranked_tensor, RANKED_TENSOR)?;
    let kw = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    let dims = required_i64_array(ctx, op, kw)?;
    check_unit_attr(ctx, op, "unique")?;
    let indexed = operand_type(ctx, op, n - 2);
    let indices = operand_type(ctx, op, n - 1);
    let (Some(indexed_shape), Some(index_shape)) = (
        ctx.type_kind(indexed).shape(),
        ctx.type_kind(indices).shape(),
    ) else {
        return Ok(());
    };
    let (kind, side) = if scatter {
        ("scatter", "dest")
    } else {
        ("gather", "source")
    };
    gather_scatter_dims(&dims, index_shape, indexed_shape.len(), kind, side)?;
    if scatter && !ctx.has_attr(op, "unique") {
        return Err("requires 'unique' attribute to be set".into());
    }
    // The gathered slices (a scatter's source) are the indices' leading
    // dimensions followed by the indexed tensor's, the indexed ones kept as
    // unit dimensions or dropped.
    let mut full: Vec<i64> = index_shape[..index_shape.len() - 1].to_vec();
    let mut reduced = full.clone();
    for (i, &d) in indexed_shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            full.push(1);
        } else {
            full.push(d);
            reduced.push(d);
        }
    }
    let slices = if scatter {
        operand_type(ctx, op, 0)
    } else {
        ctx.value_type(ctx.result(op, 0))
    };
    let (elem, encoding) = match ctx.type_kind(indexed) {
        TypeKind::RankedTensor { elem, encoding, .. } => (*elem, *encoding),
        _ => return Ok(()),
    };
    let matches = |shape: &[i64]| {
        matches!(ctx.type_kind(slices), TypeKind::RankedTensor { shape: s, elem: e, encoding: en }
            if s == shape && *e == elem && *en == encoding)
    };
    if !matches(&full) && !matches(&reduced) {
        let text = |shape: &[i64]| {
            let mut t = String::from("tensor<");
            for &d in shape {
                if d == DYNAMIC {
                    t.push_str("?x");
                } else {
                    t.push_str(&format!("{d}x"));
                }
            }
            t.push_str(&type_to_string(ctx, elem));
            if let Some(e) = encoding {
                t.push_str(", ");
                t.push_str(&ir::printer::attr_to_string(ctx, e));
            }
            t.push('>');
            t
        };
        let what = if scatter { "source" } else { "result" };
        return Err(format!(
            "{what} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
            text(&full),
            text(&reduced),
            type_to_string(ctx, slices)
        ));
    }
    Ok(())
}

/// MLIR's `verifyGatherOrScatterDims`: the indexed dimensions are a strictly
/// increasing, non-empty list of dimensions of the indexed tensor, one per
/// entry of the indices' last dimension.
fn gather_scatter_dims(
    dims: &[i64],
    index_shape: &[i64],
    rank: usize,
    kind: &str,
    side: &str,
) -> Result<(), String> {
    if dims.is_empty() {
        return Err(format!("{kind}_dims must be non-empty"));
    }
    if dims.len() > rank {
        return Err(format!("{kind}_dims overflow {side} rank"));
    }
    if index_shape.last() != Some(&(dims.len() as i64)) {
        return Err(format!(
            "{kind}_dims length must match the size of last dimension of indices"
        ));
    }
    for &d in dims {
        if d < 0 {
            return Err(format!("{kind}_dims value must be non-negative"));
        }
        if d >= rank as i64 {
            return Err(format!(
                "{kind}_dims value must be smaller than {side} rank"
            ));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{kind}_dims values must be strictly increasing"));
    }
    Ok(())
}

fn verify_gather(ctx: &Context, op: Op) -> Result<(), String> {
    verify_gather_scatter(ctx, op, false)
}

fn verify_scatter(ctx: &Context, op: Op) -> Result<(), String> {
    verify_gather_scatter(ctx, op, true)
}

/// `tensor.gather`: gathers slices of a tensor at the given indices.
pub static GATHER: OpDef = OpDef {
    traits: PURE,
    inherent: &["gather_dims", "unique"],
    parse: Some(parse_gather),
    print: Some(print_gather),
    verify: Some(verify_gather),
    result_names: Some(name_gather),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.gather")
};

/// `tensor.scatter`: scatters slices into a destination tensor at the given indices.
pub static SCATTER: OpDef = OpDef {
    traits: PURE,
    inherent: &["scatter_dims", "unique"],
    parse: Some(parse_scatter),
    print: Some(print_scatter),
    verify: Some(verify_scatter),
    result_names: Some(name_scatter),
    operands: Count::Exactly(3),
    results: Count::Exactly(1),
    ..OpDef::new("tensor.scatter")
};

/// Registers the `tensor` dialect's op kinds in `r`.
pub fn register(r: &mut Registry) {
    r.register_dialect("tensor");
    for d in [
        &EMPTY,
        &EXTRACT,
        &INSERT,
        &EXTRACT_SLICE,
        &INSERT_SLICE,
        &PARALLEL_INSERT_SLICE,
        &CAST,
        &BITCAST,
        &DIM,
        &RANK,
        &COLLAPSE_SHAPE,
        &EXPAND_SHAPE,
        &RESHAPE,
        &CONCAT,
        &PAD,
        &GENERATE,
        &YIELD,
        &FROM_ELEMENTS,
        &SPLAT,
        &GATHER,
        &SCATTER,
    ] {
        r.register(d);
    }
}

#[cfg(test)]
mod gather_dims_tests {
    use super::gather_scatter_dims;

    #[test]
    fn indexed_dimensions() {
        let check = |dims: &[i64], idx: &[i64], rank| {
            gather_scatter_dims(dims, idx, rank, "gather", "source")
        };
        assert_eq!(check(&[0, 2], &[5, 2], 3), Ok(()));
        assert_eq!(
            check(&[], &[5, 0], 3),
            Err("gather_dims must be non-empty".into())
        );
        assert_eq!(
            check(&[0, 1], &[5, 2], 1),
            Err("gather_dims overflow source rank".into())
        );
        assert_eq!(
            check(&[0], &[], 2),
            Err("gather_dims length must match the size of last dimension of indices".into())
        );
        assert_eq!(
            check(&[1, 1], &[2], 2),
            Err("gather_dims values must be strictly increasing".into())
        );
        assert_eq!(
            check(&[-1], &[1], 2),
            Err("gather_dims value must be non-negative".into())
        );
    }
}

// ----- op interfaces (see `ir::interfaces`) -----

use ir::interfaces::Interfaces;

static CAST_IFACE: Interfaces = Interfaces {
    cast: true,
    ..Interfaces::NONE
};

// ----- typed views (see `ir::view`) -----

ir::op_view! {
    /// `tensor.extract_slice`: a subset of `source`.
    pub ExtractSlice = EXTRACT_SLICE;
    operands { source / source_use: 0 }
    groups { offsets: 1, sizes: 2, strides: 3 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.insert_slice`: `source` written into a subset of `dest`.
    pub InsertSlice = INSERT_SLICE;
    operands { source / source_use: 0, dest / dest_use: 1 }
    groups { offsets: 2, sizes: 3, strides: 4 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.parallel_insert_slice`: as `InsertSlice`, in `scf.forall.in_parallel`.
    pub ParallelInsertSlice = PARALLEL_INSERT_SLICE;
    operands { source / source_use: 0, dest / dest_use: 1 }
    groups { offsets: 2, sizes: 3, strides: 4 }
}
ir::op_view! {
    /// `tensor.extract`: one element of `tensor` at the indices.
    pub Extract = EXTRACT;
    operands { tensor / tensor_use: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.insert`: `scalar` written into `dest` at the indices.
    pub Insert = INSERT;
    operands { scalar: 0, dest / dest_use: 1 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.dim`.
    pub Dim = DIM;
    operands { source: 0, index: 1 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.cast`.
    pub Cast = CAST;
    operands { source / source_use: 0 }
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.empty`: its operands are the dynamic sizes.
    pub Empty = EMPTY;
    results { result: 0 }
}
ir::op_view! {
    /// `tensor.splat`: every element is `input`; its other operands are the dynamic sizes.
    pub Splat = SPLAT;
    operands { input: 0 }
    results { result: 0 }
}

impl Extract {
    /// The indices of the element read (operands 1 and on).
    pub fn indices(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(1).values(ctx, self.0)
    }
}

impl Insert {
    /// The indices of the element replaced (operands 2 and on).
    pub fn indices(self, ctx: &Context) -> impl ExactSizeIterator<Item = Value> + '_ {
        ir::interfaces::Operands::From(2).values(ctx, self.0)
    }
}
