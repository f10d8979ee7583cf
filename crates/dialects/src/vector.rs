//! The `vector` dialect: transfers, masks, loads and stores, extract and
//! insert, broadcast and shape casts, reductions and contractions, and the
//! smaller element-shuffling ops, with mlir-opt's custom syntax.

use crate::common;
use crate::common::{opaque_attr, opaque_enum_value};
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, OpDef, OpState, Registry, Type, Value, DYNAMIC};

mod checks;
mod scalable;
pub use scalable::{SCALABLE_EXTRACT, SCALABLE_INSERT};

// ----- helpers -----

fn vec_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

fn vector_type(ctx: &mut Context, shape: Vec<i64>, scalable: Vec<bool>, elem: Type) -> Type {
    ctx.ty(TypeKind::Vector {
        shape,
        scalable,
        elem,
    })
}

fn tstr(ctx: &Context, t: Type) -> String {
    ir::printer::type_to_string(ctx, t)
}

fn result_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.result(op, i))
}

fn operand_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

/// `<name>` of an enum attribute printed without its dialect (`<add>`).
fn parse_angle_keyword(p: &mut OpParser) -> DResult<String> {
    p.expect(Tok::Less, "'<'")?;
    let k = p.parse_any_keyword()?;
    p.expect(Tok::Greater, "'>'")?;
    Ok(k)
}

fn kind_attr(ctx: &mut Context, k: &str) -> Attr {
    opaque_attr(ctx, "vector", &format!("kind<{}>", k))
}

fn kind_of(ctx: &Context, op: Op) -> String {
    ctx.get_attr(op, "kind")
        .and_then(|a| opaque_enum_value(ctx, a, "vector", "kind"))
        .unwrap_or("add")
        .to_string()
}

const KINDS: [&str; 14] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf", "none",
];

fn parse_kind(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.expect(Tok::Less, "'<'")?;
    let loc = p.cur_loc();
    let k = p.parse_any_keyword()?;
    if !KINDS[..13].contains(&k.as_str()) {
        let name = p.p.ctx.str(st.name).to_string();
        return p.err_at(
            loc,
            format!(
                "custom op '{}' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf",
                name
            ),
        );
    }
    p.expect(Tok::Greater, "'>'")?;
    let a = kind_attr(p.ctx(), &k);
    common::set_attr(p, st, "kind", a);
    Ok(())
}

/// `[1, 2]` as a list of integers.
fn parse_int_list(p: &mut OpParser) -> DResult<Vec<i64>> {
    p.expect(Tok::LSquare, "'['")?;
    let mut v = Vec::new();
    if p.consume_if(Tok::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.integer()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "']'")?;
    Ok(v)
}

fn print_int_list(pr: &mut OpPrinter, v: &[i64]) {
    pr.w("[");
    pr.w(&v
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", "));
    pr.w("]");
}

fn i64_array(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| common::dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// `[%a, 3, %b]`: dynamic operands and the static list (DYNAMIC where dynamic).
fn parse_dynamic_index_list(p: &mut OpParser) -> DResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    p.expect(Tok::LSquare, "'['")?;
    let mut dyn_ops = Vec::new();
    let mut stat = Vec::new();
    if p.consume_if(Tok::RSquare) {
        return Ok((dyn_ops, stat));
    }
    loop {
        if p.is(Tok::PercentIdent) {
            dyn_ops.push(p.operand()?);
            stat.push(DYNAMIC);
        } else {
            stat.push(p.integer()?);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "']'")?;
    Ok((dyn_ops, stat))
}

fn print_dynamic_index_list(pr: &mut OpPrinter, dyn_vals: &[Value], stat: &[i64]) {
    pr.w("[");
    let mut k = 0;
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s == DYNAMIC {
            if let Some(v) = dyn_vals.get(k) {
                pr.operand(*v);
            }
            k += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w("]");
}

fn resolve_indices(p: &mut OpParser, us: &[UnresolvedOperand]) -> DResult<Vec<Value>> {
    let idx = p.index_type();
    p.resolve_same(us, idx)
}

/// `%base[%i, %j]`.
fn parse_base_indices(p: &mut OpParser) -> DResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let base = p.operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let idx = p.operand_list()?;
    p.expect(Tok::RSquare, "']'")?;
    Ok((base, idx))
}

fn print_base_indices(pr: &mut OpPrinter, base: Value, idx: &[Value]) {
    pr.operand(base);
    pr.w("[");
    pr.operands(idx);
    pr.w("]");
}

// ----- simple formats -----

/// `$src attr-dict : type($src) to type($result)`.
fn parse_cast_like(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_cast(p, st)
}
fn print_cast_like(pr: &mut OpPrinter, op: Op) {
    common::print_cast(pr, op, &[])
}

fn verify_shape_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, b) = (operand_type(ctx, op, 0), result_type(ctx, op, 0));
    let (sa, _, ea) = vec_shape(ctx, a).ok_or("expected vector")?;
    let (sb, _, eb) = vec_shape(ctx, b).ok_or("expected vector")?;
    if ea != eb {
        return Err("has different source and result element types".into());
    }
    let (na, nb): (i64, i64) = (sa.iter().product(), sb.iter().product());
    if na != nb {
        return Err(format!(
            "has different number of elements at source ({}) and result ({})",
            na, nb
        ));
    }
    Ok(())
}

fn verify_broadcast(ctx: &Context, op: Op) -> Result<(), String> {
    let (src, dst) = (operand_type(ctx, op, 0), result_type(ctx, op, 0));
    let Some((ds, _, de)) = vec_shape(ctx, dst) else {
        return Ok(());
    };
    match vec_shape(ctx, src) {
        None => {
            if src != de {
                return Err(
                    "source type is not a vector and does not match the result element type".into(),
                );
            }
        }
        Some((ss, _, se)) => {
            if se != de {
                return Err("source and result element types differ".into());
            }
            if ss.len() > ds.len() {
                return Err("source rank higher than destination rank".into());
            }
            let off = ds.len() - ss.len();
            for (i, &s) in ss.iter().enumerate() {
                if s != 1 && s != ds[off + i] {
                    return Err(format!("dimension mismatch ({} vs. {})", s, ds[off + i]));
                }
            }
        }
    }
    Ok(())
}

/// `vector.broadcast`: a vector whose elements repeat a scalar or a lower-rank vector.
pub static BROADCAST: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_cast_like),
    print: Some(print_cast_like),
    verify: Some(verify_broadcast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.broadcast")
};

ir::op_view! {
    /// `vector.broadcast`.
    pub Broadcast = BROADCAST;
    operands { source: 0 }
    results { result: 0 }
}

/// `vector.shape_cast`: the same elements in a vector of another shape.
pub static SHAPE_CAST: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_cast_like),
    print: Some(print_cast_like),
    verify: Some(verify_shape_cast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.shape_cast")
};

ir::op_view! {
    /// `vector.shape_cast`.
    pub ShapeCast = SHAPE_CAST;
    operands { source: 0 }
    results { result: 0 }
}

/// `vector.bitcast`: the bits of a vector reinterpreted in another element type (innermost
/// dimension rescaled).
pub static BITCAST: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_cast_like),
    print: Some(print_cast_like),
    verify: Some(checks::verify_bitcast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.bitcast")
};

/// `vector.type_cast`: a memref of vectors viewing a statically shaped memref of scalars.
pub static TYPE_CAST: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_cast_like),
    print: Some(print_cast_like),
    verify: Some(checks::verify_type_cast),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.type_cast")
};

/// The values of a required `I64ArrayAttr` property, with MLIR's diagnostics for a
/// missing one and for one of another kind (the latter found while the generic form's
/// properties are read, so without the current-operation note).
fn i64_array_property(ctx: &Context, op: Op, name: &str) -> Result<Vec<i64>, String> {
    let a = ctx
        .get_attr(op, name)
        .ok_or_else(|| format!("requires attribute '{name}'"))?;
    i64_array_elements(ctx, a).ok_or_else(|| {
        format!(
            "{}'{}' op attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute",
            ir::registry::AT_LOCATION_MESSAGE,
            ctx.op_name(op)
        )
    })
}

/// The elements of an array attribute of `i64` integers.
fn i64_array_elements(ctx: &Context, a: ir::Attr) -> Option<Vec<i64>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return None;
    };
    items
        .iter()
        .map(|&x| match ctx.attr_kind(x) {
            AttrKind::Integer { value, ty } if is_i64(ctx, *ty) => Some(*value as i64),
            _ => None,
        })
        .collect()
}

fn is_i64(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 64,
            signedness: ir::types::Signedness::Signless
        }
    )
}

/// MLIR checks the strided-slice properties while the custom form is parsed, reporting a
/// wrong kind at the attribute dictionary.
fn check_i64_array_properties(
    p: &mut OpParser,
    st: &OpState,
    op_name: &str,
    names: &[&str],
    dict_loc: ir::Loc,
) -> DResult<()> {
    for &name in names {
        let found = st.attrs.iter().find(|(k, _)| p.ctx().str(*k) == name);
        if let Some(&(_, a)) = found {
            if i64_array_elements(p.ctx(), a).is_none() {
                return p.err_at(
                    dict_loc,
                    format!("'{op_name}' op attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute"),
                );
            }
        }
    }
    Ok(())
}

/// `$src attr-dict : type($src) to type($result)` with strided-slice attributes.
fn parse_extract_strided(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_cast_checking_dict(p, st, |p, st, dict_loc| {
        check_i64_array_properties(
            p,
            st,
            "vector.extract_strided_slice",
            &["offsets", "sizes", "strides"],
            dict_loc,
        )
    })
}

/// `$a, $b attr-dict : type($a) into type($b)` with strided-slice attributes.
fn parse_insert_strided(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.operand()?;
    let dict_loc = p.cur_loc();
    p.optional_attr_dict(&mut st.attrs)?;
    check_i64_array_properties(
        p,
        st,
        "vector.insert_strided_slice",
        &["offsets", "strides"],
        dict_loc,
    )?;
    let ta = p.colon_type()?;
    p.keyword("into")?;
    let tb = p.ty()?;
    st.operands = vec![p.resolve(&a, ta)?, p.resolve(&b, tb)?];
    st.result_types = vec![tb];
    Ok(())
}

/// A vector type as MLIR prints it (scalable dimensions in brackets).
fn vector_type_text(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> String {
    let mut s = String::from("vector<");
    for (i, &d) in shape.iter().enumerate() {
        if scalable.get(i).copied().unwrap_or(false) {
            s.push_str(&format!("[{d}]x"));
        } else {
            s.push_str(&format!("{d}x"));
        }
    }
    s.push_str(&ir::printer::type_to_string(ctx, elem));
    s.push('>');
    s
}

/// The `[lo, hi)` range check of MLIR's strided-slice verifiers, per dimension.
fn confined_per_dim(
    name: &str,
    values: &[i64],
    bound: &[i64],
    lo: i64,
    plus: i64,
) -> Result<(), String> {
    for (i, (&v, &b)) in values.iter().zip(bound).enumerate() {
        if v < lo || v >= b + plus {
            return Err(format!(
                "expected {name} dimension {i} to be confined to [{lo}, {})",
                b + plus
            ));
        }
    }
    Ok(())
}

/// Both strided-slice ops take unit strides only (MLIR confines them to `[1, 1]`).
fn unit_strides(strides: &[i64]) -> Result<(), String> {
    if strides.iter().any(|&s| s != 1) {
        return Err("expected strides to be confined to [1, 2)".into());
    }
    Ok(())
}

/// A 0-d vector is no operand of the strided-slice ops ("vector of any type values" means
/// rank 1 or more).
fn ranked_vector_operand(
    ctx: &Context,
    op: Op,
    i: usize,
) -> Result<(Vec<i64>, Vec<bool>, Type), String> {
    let t = operand_type(ctx, op, i);
    match vec_shape(ctx, t) {
        Some(v) if !v.0.is_empty() => Ok(v),
        _ => Err(format!(
            "operand #{i} must be vector of any type values, but got '{}'",
            ir::printer::type_to_string(ctx, t)
        )),
    }
}

fn verify_extract_strided_slice(ctx: &Context, op: Op) -> Result<(), String> {
    let offsets = i64_array_property(ctx, op, "offsets")?;
    let sizes = i64_array_property(ctx, op, "sizes")?;
    let strides = i64_array_property(ctx, op, "strides")?;
    let (shape, scalable, elem) = ranked_vector_operand(ctx, op, 0)?;
    let result = result_type(ctx, op, 0);
    if vec_shape(ctx, result).map(|r| r.2) != Some(elem) {
        return Err("failed to verify that operand and result have same element type".into());
    }
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err("expected offsets, sizes and strides attributes of same size".into());
    }
    for (name, list) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if list.len() > shape.len() {
            return Err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            ));
        }
    }
    confined_per_dim("offsets", &offsets, &shape, 0, 0)?;
    confined_per_dim("sizes", &sizes, &shape, 1, 1)?;
    unit_strides(&strides)?;
    let sums: Vec<i64> = offsets.iter().zip(&sizes).map(|(o, s)| o + s).collect();
    confined_per_dim("sum(offsets, sizes)", &sums, &shape, 1, 1)?;
    let mut expected = shape.clone();
    expected[..sizes.len()].copy_from_slice(&sizes);
    if vec_shape(ctx, result).map(|r| (r.0, r.1)) != Some((expected.clone(), scalable.clone())) {
        return Err(format!(
            "expected result type to be '{}'",
            vector_type_text(ctx, &expected, &scalable, elem)
        ));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if scalable[i] && s != shape[i] {
            return Err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})",
                shape[i]
            ));
        }
    }
    Ok(())
}

fn verify_insert_strided_slice(ctx: &Context, op: Op) -> Result<(), String> {
    let offsets = i64_array_property(ctx, op, "offsets")?;
    let strides = i64_array_property(ctx, op, "strides")?;
    let (src, src_scalable, src_elem) = ranked_vector_operand(ctx, op, 0)?;
    let (dst, dst_scalable, dst_elem) = ranked_vector_operand(ctx, op, 1)?;
    if src_elem != dst_elem {
        return Err("failed to verify that operand #0 and result have same element type".into());
    }
    if offsets.len() != dst.len() {
        return Err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != src.len() {
        return Err("expected strides of same size as source vector rank".into());
    }
    if src.len() > dst.len() {
        return Err("expected source rank to be no greater than destination rank".into());
    }
    confined_per_dim("offsets", &offsets, &dst, 0, 0)?;
    unit_strides(&strides)?;
    let lead = dst.len() - src.len();
    let sums: Vec<i64> = offsets
        .iter()
        .enumerate()
        // MLIR pads the source shape with ones on the leading dimensions, so that there the
        // check repeats the offsets' own.
        .map(|(i, &o)| o + if i < lead { 1 } else { src[i - lead] })
        .collect();
    confined_per_dim("sum(offsets, source vector shape)", &sums, &dst, 1, 1)?;
    for j in 0..src.len() {
        if src_scalable[j] != dst_scalable[lead + j] {
            return Err(format!(
                "mismatching scalable flags (at source vector idx={j})"
            ));
        }
        if src_scalable[j] && src[j] != dst[lead + j] {
            return Err(format!(
                "expected size at idx={j} to match the corresponding base size from the input vector ({} vs {})",
                src[j],
                dst[lead + j]
            ));
        }
    }
    Ok(())
}

/// `vector.extract_strided_slice`: a strided part of a vector.
pub static EXTRACT_STRIDED_SLICE: OpDef = OpDef {
    traits: PURE,
    inherent: &["offsets", "sizes", "strides"],
    parse: Some(parse_extract_strided),
    print: Some(print_cast_like),
    verify: Some(verify_extract_strided_slice),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.extract_strided_slice")
};

ir::op_view! {
    /// `vector.extract_strided_slice`.
    pub ExtractStridedSlice = EXTRACT_STRIDED_SLICE;
    operands { source: 0 }
    results { result: 0 }
}

fn print_into_dest(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(operand_type(ctx, op, 1));
}

/// `vector.insert_strided_slice`: a vector with a strided part replaced.
pub static INSERT_STRIDED_SLICE: OpDef = OpDef {
    traits: PURE,
    inherent: &["offsets", "strides"],
    parse: Some(parse_insert_strided),
    print: Some(print_into_dest),
    verify: Some(verify_insert_strided_slice),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.insert_strided_slice")
};

ir::op_view! {
    /// `vector.insert_strided_slice`: `value_to_store` written into `dest`.
    pub InsertStridedSlice = INSERT_STRIDED_SLICE;
    operands { value_to_store: 0, dest: 1 }
    results { result: 0 }
}

/// `%a, %b, %c attr-dict : T`.
fn parse_fma(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_same_type(p, st)
}
fn print_fma(pr: &mut OpPrinter, op: Op) {
    common::print_same_type(pr, op, &[])
}

/// `vector.fma`: fused multiply-add of three vectors.
pub static FMA: OpDef = OpDef {
    traits: PURE,
    inherent: &["fastmath"],
    parse: Some(parse_fma),
    print: Some(print_fma),
    operands: Count::Exactly(3),
    results: Count::Exactly(1),
    ..OpDef::new("vector.fma")
};

/// `attr-dict : type($result)`.
fn parse_nullary(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_nullary(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
}

/// `vector.step`: the vector `[0, 1, .., n-1]` of `index`.
pub static STEP: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_nullary),
    print: Some(print_nullary),
    verify: Some(checks::verify_step),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("vector.step")
};

fn parse_vscale(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.index_type()];
    Ok(())
}

fn print_vscale(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(op, &[]);
}

fn vscale_names(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
    set(0, "vscale".into());
}

/// `vector.vscale`: the runtime multiple of scalable vector dimensions.
pub static VSCALE: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_vscale),
    print: Some(print_vscale),
    result_names: Some(vscale_names),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("vector.vscale")
};

/// `$elements attr-dict : type($dest)`.
fn parse_from_elements(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    let elem = p.p.ctx.type_kind(t).element_type().unwrap_or(t);
    let n = p.p.ctx.type_kind(t).num_elements().unwrap_or(0);
    if n != ops.len() as i64 {
        return p.err_at(
            loc,
            format!(
                "custom op 'vector.from_elements' number of operands and types do not match: got {} operands and {} types",
                ops.len(),
                n
            ),
        );
    }
    st.operands = p.resolve_same(&ops, elem)?;
    st.result_types = vec![t];
    Ok(())
}

fn print_from_elements(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
}

fn verify_from_elements(ctx: &Context, op: Op) -> Result<(), String> {
    let t = result_type(ctx, op, 0);
    let n = ctx.type_kind(t).num_elements().unwrap_or(0);
    if n != ctx.num_operands(op) as i64 {
        return Err(format!(
            "'dest' and 'elements' must have the same number of elements ({} vs. {})",
            n,
            ctx.num_operands(op)
        ));
    }
    Ok(())
}

/// `vector.from_elements`: a vector from its elements.
pub static FROM_ELEMENTS: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_from_elements),
    print: Some(print_from_elements),
    verify: Some(verify_from_elements),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("vector.from_elements")
};

/// `$source attr-dict : type($source)` with one result per element.
fn parse_to_elements(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    st.operands = vec![p.resolve(&a, t)?];
    let (n, elem) = {
        let k = p.p.ctx.type_kind(t);
        (k.num_elements().unwrap_or(0), k.element_type().unwrap_or(t))
    };
    st.result_types = vec![elem; n.max(0) as usize];
    Ok(())
}

fn print_to_elements(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
}

/// `vector.to_elements`: the elements of a vector, one result each.
pub static TO_ELEMENTS: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_to_elements),
    print: Some(print_to_elements),
    operands: Count::Exactly(1),
    results: Count::AtLeast(0),
    ..OpDef::new("vector.to_elements")
};

ir::op_view! {
    /// `vector.to_elements`.
    pub ToElements = TO_ELEMENTS;
    operands { source: 0 }
}

/// `%a, %b attr-dict : T -> R`.
fn parse_interleave(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    p.expect(Tok::Arrow, "'->'")?;
    let r = p.ty()?;
    st.operands = p.resolve_same(&ops, t)?;
    st.result_types = if p.p.ctx.str(st.name) == "vector.deinterleave" {
        vec![r, r]
    } else {
        vec![r]
    };
    Ok(())
}

fn print_interleave(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" -> ");
    pr.ty(result_type(ctx, op, 0));
}

fn deinterleave_names(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
    set(0, "res1".into());
    set(1, "res2".into());
}

/// `vector.interleave`: the elements of two vectors alternated.
pub static INTERLEAVE: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_interleave),
    print: Some(print_interleave),
    verify: Some(checks::verify_interleave),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.interleave")
};

/// `vector.deinterleave`: the even and odd elements of a vector, as two results.
pub static DEINTERLEAVE: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_interleave),
    print: Some(print_interleave),
    verify: Some(checks::verify_deinterleave),
    result_names: Some(deinterleave_names),
    operands: Count::Exactly(1),
    results: Count::Exactly(2),
    ..OpDef::new("vector.deinterleave")
};

/// `%v, [perm] attr-dict : T to R`.
fn parse_transpose(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let perm = parse_int_list(p)?;
    let at = common::parsed_i64_array(p, &perm);
    common::set_attr(p, st, "permutation", at);
    p.optional_attr_dict(&mut st.attrs)?;
    let t = p.colon_type()?;
    p.keyword("to")?;
    let r = p.ty()?;
    st.operands = vec![p.resolve(&a, t)?];
    st.result_types = vec![r];
    Ok(())
}

fn print_transpose(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.w(", ");
    print_int_list(pr, &i64_array(ctx, op, "permutation"));
    pr.attr_dict(op, &["permutation"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op, 0));
}

fn verify_transpose(ctx: &Context, op: Op) -> Result<(), String> {
    let perm = i64_array(ctx, op, "permutation");
    let (s, _, _) = vec_shape(ctx, operand_type(ctx, op, 0)).ok_or("expected vector")?;
    let (r, _, _) = vec_shape(ctx, result_type(ctx, op, 0)).ok_or("expected vector")?;
    if s.len() != r.len() {
        return Err("vector result rank mismatch: ".to_string() + &r.len().to_string());
    }
    if perm.len() != s.len() {
        return Err("transposition length mismatch: ".to_string() + &perm.len().to_string());
    }
    let mut seen = vec![false; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= perm.len() {
            return Err(format!("transposition index out of range: {}", p));
        }
        if seen[p as usize] {
            return Err(format!("duplicate position index: {}", p));
        }
        seen[p as usize] = true;
        // MLIR names the source dimension, not the result position.
        if s[p as usize] != r[i] {
            return Err(format!("dimension size mismatch at: {}", p));
        }
    }
    Ok(())
}

/// `vector.transpose`: a vector with permuted dimensions.
pub static TRANSPOSE: OpDef = OpDef {
    traits: PURE,
    inherent: &["permutation"],
    parse: Some(parse_transpose),
    print: Some(print_transpose),
    verify: Some(verify_transpose),
    operands: Count::Exactly(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.transpose")
};

ir::op_view! {
    /// `vector.transpose`.
    pub Transpose = TRANSPOSE;
    operands { vector: 0 }
    results { result: 0 }
}

/// `%a, %b [mask] attr-dict : T1, T2` (result type inferred).
fn parse_shuffle(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let a = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.operand()?;
    let mask = parse_int_list(p)?;
    let at = common::parsed_i64_array(p, &mask);
    common::set_attr(p, st, "mask", at);
    p.optional_attr_dict(&mut st.attrs)?;
    let ta = p.colon_type()?;
    p.expect(Tok::Comma, "','")?;
    let tb = p.ty()?;
    st.operands = vec![p.resolve(&a, ta)?, p.resolve(&b, tb)?];
    let ctx = p.ctx();
    let (shape, scal, elem) = vec_shape(ctx, ta).unwrap_or((Vec::new(), Vec::new(), ta));
    let mut rs = vec![mask.len() as i64];
    let mut rsc = vec![false];
    if shape.len() > 1 {
        rs.extend_from_slice(&shape[1..]);
        rsc.extend_from_slice(&scal[1..]);
    }
    st.result_types = vec![vector_type(ctx, rs, rsc, elem)];
    Ok(())
}

fn print_shuffle(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.w(" ");
    print_int_list(pr, &i64_array(ctx, op, "mask"));
    pr.attr_dict(op, &["mask"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(", ");
    pr.ty(operand_type(ctx, op, 1));
}

/// MLIR's shuffle checks: operand and result ranks (0-D operands give a 1-D
/// result), trailing sizes, mask length, then every mask entry, which picks
/// from the concatenated leading dimensions or is poison (-1).
fn verify_shuffle(ctx: &Context, op: Op) -> Result<(), String> {
    let shape_of = |t: Type| ctx.type_kind(t).shape().unwrap_or(&[]).to_vec();
    let v1 = shape_of(operand_type(ctx, op, 0));
    let v2 = shape_of(operand_type(ctx, op, 1));
    let res = shape_of(result_type(ctx, op, 0));
    let zero_d = v1.is_empty() && v2.is_empty() && res.len() == 1;
    if !zero_d && (v1.len() != res.len() || v2.len() != res.len()) {
        return Err("rank mismatch".into());
    }
    for r in 1..v1.len() {
        if res[r] != v1[r] || v1[r] != v2[r] {
            return Err("dimension mismatch".into());
        }
    }
    let mask = i64_array(ctx, op, "mask");
    if mask.is_empty() {
        return Err("invalid mask length".into());
    }
    if mask.len() as i64 != res[0] {
        return Err("mask length mismatch".into());
    }
    let leading = |s: &[i64]| s.first().copied().unwrap_or(1);
    let choices = leading(&v1) + leading(&v2);
    match mask
        .iter()
        .position(|&m| m != -1 && !(0..choices).contains(&m))
    {
        Some(i) => Err(format!("mask index #{} out of range", i + 1)),
        None => Ok(()),
    }
}

/// `vector.shuffle`: picks elements of two vectors by a constant mask.
pub static SHUFFLE: OpDef = OpDef {
    traits: PURE,
    inherent: &["mask"],
    parse: Some(parse_shuffle),
    print: Some(print_shuffle),
    verify: Some(verify_shuffle),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.shuffle")
};

ir::op_view! {
    /// `vector.shuffle`.
    pub Shuffle = SHUFFLE;
    operands { v1: 0, v2: 1 }
    results { result: 0 }
}

// ----- extract / insert -----

fn parse_extract(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let src = p.operand()?;
    let (dyn_ops, stat) = parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &stat);
    common::set_attr(p, st, "static_position", a);
    p.optional_attr_dict(&mut st.attrs)?;
    let rt = p.colon_type()?;
    p.keyword("from")?;
    let st_ty = p.ty()?;
    let mut ops = vec![p.resolve(&src, st_ty)?];
    ops.extend(resolve_indices(p, &dyn_ops)?);
    st.operands = ops;
    st.result_types = vec![rt];
    Ok(())
}

fn print_extract(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    print_dynamic_index_list(pr, &ops[1..], &i64_array(ctx, op, "static_position"));
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
    pr.w(" from ");
    pr.ty(operand_type(ctx, op, 0));
}

/// The element type of a vector type, or the type itself for a scalar.
fn elem_or_self(ctx: &Context, t: Type) -> Type {
    vec_shape(ctx, t).map_or(t, |(_, _, e)| e)
}

/// Whether `t` is a vector of rank 0.
fn is_0d_vector(ctx: &Context, t: Type) -> bool {
    vec_shape(ctx, t).is_some_and(|(s, _, _)| s.is_empty())
}

fn position_in_range(p: i64, size: i64) -> bool {
    p == DYNAMIC || p == -1 || (0..size).contains(&p)
}

/// The checks in the order mlir-opt 22 reports them: the ODS element type
/// constraint, the op's own verifier, then the inferred result type (which
/// MLIR checks last, and which allows a one-element vector for a scalar).
fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    let pos = i64_array(ctx, op, "static_position");
    let vt = operand_type(ctx, op, 0);
    let rt = result_type(ctx, op, 0);
    let Some((shape, scalable, elem)) = vec_shape(ctx, vt) else {
        return Ok(());
    };
    if elem_or_self(ctx, rt) != elem {
        return Err("failed to verify that operand and result have same element type".into());
    }
    if is_0d_vector(ctx, rt) {
        return Err(ir::registry::PLAIN_MESSAGE.to_string()
            + "expected a scalar instead of a 0-d vector as the result type");
    }
    let nd = pos.iter().filter(|p| **p == DYNAMIC).count();
    if nd != ctx.num_operands(op) - 1 {
        return Err("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite".into());
    }
    if pos.len() > shape.len() {
        return Err("expected position attribute of rank no greater than vector rank".into());
    }
    for (i, &p) in pos.iter().enumerate() {
        if !position_in_range(p, shape[i]) {
            return Err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            ));
        }
    }
    let n = pos.len();
    let compatible = if n == shape.len() {
        rt == elem || matches!(vec_shape(ctx, rt), Some((s, _, _)) if s == [1])
    } else {
        match vec_shape(ctx, rt) {
            Some((s, sc, _)) => s == shape[n..] && sc == scalable[n..],
            None => shape.len() == n + 1 && shape[n] == 1,
        }
    };
    if !compatible {
        let inferred = if n == shape.len() {
            tstr(ctx, elem)
        } else {
            let dims: Vec<String> = shape[n..]
                .iter()
                .zip(&scalable[n..])
                .map(|(d, &s)| if s { format!("[{d}]") } else { d.to_string() })
                .collect();
            format!("vector<{}x{}>", dims.join("x"), tstr(ctx, elem))
        };
        return Err(format!(
            "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'{}",
            inferred,
            tstr(ctx, rt),
            ir::registry::INFER_FAILED
        ));
    }
    Ok(())
}

/// `vector.extract`: an element or sub-vector at a (static or dynamic) position.
pub static EXTRACT: OpDef = OpDef {
    traits: PURE,
    inherent: &["static_position"],
    parse: Some(parse_extract),
    print: Some(print_extract),
    verify: Some(verify_extract),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.extract")
};

ir::op_view! {
    /// `vector.extract`: an element or sub-vector of `source`.
    pub Extract = EXTRACT;
    operands { source: 0 }
    results { result: 0 }
}

fn parse_insert(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let val = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let dest = p.operand()?;
    let (dyn_ops, stat) = parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &stat);
    common::set_attr(p, st, "static_position", a);
    p.optional_attr_dict(&mut st.attrs)?;
    let vt = p.colon_type()?;
    p.keyword("into")?;
    let dt = p.ty()?;
    let mut ops = vec![p.resolve(&val, vt)?, p.resolve(&dest, dt)?];
    ops.extend(resolve_indices(p, &dyn_ops)?);
    st.operands = ops;
    st.result_types = vec![dt];
    Ok(())
}

fn print_insert(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(", ");
    pr.operand(ops[1]);
    pr.w(" ");
    print_dynamic_index_list(pr, &ops[2..], &i64_array(ctx, op, "static_position"));
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(operand_type(ctx, op, 1));
}

/// As mlir-opt 22: the element types, then the op's verifier, which checks
/// ranks but not the source's shape against the destination's.
fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    let pos = i64_array(ctx, op, "static_position");
    let st = operand_type(ctx, op, 0);
    let Some((shape, _, elem)) = vec_shape(ctx, operand_type(ctx, op, 1)) else {
        return Ok(());
    };
    if elem_or_self(ctx, st) != elem {
        return Err(
            "failed to verify that source operand and result have same element type".into(),
        );
    }
    if is_0d_vector(ctx, st) {
        return Err(ir::registry::PLAIN_MESSAGE.to_string()
            + "expected a scalar instead of a 0-d vector as the source operand");
    }
    if pos.len() > shape.len() {
        return Err("expected position attribute of rank no greater than dest vector rank".into());
    }
    match vec_shape(ctx, st) {
        Some((s, _, _)) if s.len() + pos.len() != shape.len() => {
            return Err(
                "expected position attribute rank + source rank to match dest vector rank".into(),
            );
        }
        None if pos.len() != shape.len() => {
            return Err("expected position attribute rank to match the dest vector rank".into());
        }
        _ => {}
    }
    for (i, &p) in pos.iter().enumerate() {
        if !position_in_range(p, shape[i]) {
            return Err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                i + 1
            ));
        }
    }
    Ok(())
}

/// `vector.insert`: a vector with an element or sub-vector replaced at a position.
pub static INSERT: OpDef = OpDef {
    traits: PURE,
    inherent: &["static_position"],
    parse: Some(parse_insert),
    print: Some(print_insert),
    verify: Some(verify_insert),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.insert")
};

ir::op_view! {
    /// `vector.insert`: `value_to_store` written into `dest`.
    pub Insert = INSERT;
    operands { value_to_store: 0, dest: 1 }
    results { result: 0 }
}

// ----- load / store and their masked, gather and compress variants -----

fn parse_load(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (base, idx) = parse_base_indices(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let bt = p.colon_type()?;
    p.expect(Tok::Comma, "','")?;
    let rt = p.ty()?;
    let mut ops = vec![p.resolve(&base, bt)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    st.result_types = vec![rt];
    Ok(())
}

fn print_load(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    print_base_indices(pr, ops[0], &ops[1..]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(", ");
    pr.ty(result_type(ctx, op, 0));
}

/// The checks MLIR shares between `vector.load` and `vector.store` once the
/// types are known: a memref of vectors holds exactly the accessed vector
/// type, element types agree, and there is one index per memref dimension.
/// `messages` are the op's wording of the two mismatches.
fn verify_base_access(
    ctx: &Context,
    base: Type,
    vector: Type,
    num_indices: usize,
    messages: [&str; 2],
) -> Result<(), String> {
    let rank = ctx.type_kind(base).rank().unwrap_or(0);
    let mut base_elem = common::element_type_or_self(ctx, base);
    if matches!(ctx.type_kind(base_elem), TypeKind::Vector { .. }) {
        if base_elem != vector {
            return Err(messages[0].into());
        }
        base_elem = common::element_type_or_self(ctx, base_elem);
    }
    if common::element_type_or_self(ctx, vector) != base_elem {
        return Err(messages[1].into());
    }
    if num_indices != rank {
        return Err(format!("requires {} indices", rank));
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), String> {
    checks::load_store_operands(ctx, op, false)?;
    verify_base_access(
        ctx,
        operand_type(ctx, op, 0),
        result_type(ctx, op, 0),
        ctx.num_operands(op) - 1,
        [
            "base memref and result vector types should match",
            "base and result element types should match",
        ],
    )
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), String> {
    checks::load_store_operands(ctx, op, true)?;
    verify_base_access(
        ctx,
        operand_type(ctx, op, 1),
        operand_type(ctx, op, 0),
        ctx.num_operands(op) - 2,
        [
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        ],
    )
}

/// `vector.load`: reads a vector from a memref at indices.
pub static LOAD: OpDef = OpDef {
    traits: READ_ONLY,
    inherent: &["nontemporal", "alignment"],
    parse: Some(parse_load),
    print: Some(print_load),
    verify: Some(verify_load),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.load")
};

fn parse_store(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let (base, idx) = parse_base_indices(p)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let bt = p.colon_type()?;
    p.expect(Tok::Comma, "','")?;
    let vt = p.ty()?;
    let mut ops = vec![p.resolve(&v, vt)?, p.resolve(&base, bt)?];
    ops.extend(resolve_indices(p, &idx)?);
    st.operands = ops;
    Ok(())
}

fn print_store(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(", ");
    print_base_indices(pr, ops[1], &ops[2..]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 1));
    pr.w(", ");
    pr.ty(operand_type(ctx, op, 0));
}

/// `vector.store`: writes a vector into a memref at indices.
pub static STORE: OpDef = OpDef {
    inherent: &["nontemporal", "alignment"],
    parse: Some(parse_store),
    print: Some(print_store),
    verify: Some(verify_store),
    operands: Count::AtLeast(2),
    results: Count::Exactly(0),
    ..OpDef::new("vector.store")
};

/// Loads: `%base[%i] ([%idx])?, %mask, %pass attr-dict : types into R`.
/// Stores: `%base[%i] ([%idx])?, %mask, %val attr-dict : types`.
fn is_gather_like(name: &str) -> bool {
    matches!(name, "vector.gather" | "vector.scatter")
}

fn is_load_like(name: &str) -> bool {
    matches!(
        name,
        "vector.maskedload" | "vector.gather" | "vector.expandload"
    )
}

fn parse_masked_mem(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.p.ctx.str(st.name).to_string();
    let (base, idx) = parse_base_indices(p)?;
    let mut index_vec = None;
    if is_gather_like(&name) {
        p.expect(Tok::LSquare, "'['")?;
        index_vec = Some(p.operand()?);
        p.expect(Tok::RSquare, "']'")?;
    }
    p.expect(Tok::Comma, "','")?;
    let mask = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let val = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let bt = p.colon_type()?;
    p.expect(Tok::Comma, "','")?;
    let it = if index_vec.is_some() {
        let t = p.ty()?;
        p.expect(Tok::Comma, "','")?;
        Some(t)
    } else {
        None
    };
    let mt = p.ty()?;
    p.expect(Tok::Comma, "','")?;
    let vt = p.ty()?;
    let mut ops = vec![p.resolve(&base, bt)?];
    ops.extend(resolve_indices(p, &idx)?);
    if let (Some(u), Some(t)) = (index_vec, it) {
        ops.push(p.resolve(&u, t)?);
    }
    ops.push(p.resolve(&mask, mt)?);
    ops.push(p.resolve(&val, vt)?);
    st.operands = ops;
    if is_load_like(&name) {
        p.keyword("into")?;
        st.result_types = vec![p.ty()?];
    } else if p.consume_if(Tok::Arrow) {
        st.result_types = vec![p.ty()?];
    }
    Ok(())
}

fn print_masked_mem(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let name = ctx.op_name(op);
    let ops = ctx.operand_vec(op);
    let n = ops.len();
    let gather = is_gather_like(name);
    let nidx = if gather { n - 4 } else { n - 3 };
    pr.w(" ");
    print_base_indices(pr, ops[0], &ops[1..1 + nidx]);
    if gather {
        pr.w(" [");
        pr.operand(ops[n - 3]);
        pr.w("]");
    }
    pr.w(", ");
    pr.operand(ops[n - 2]);
    pr.w(", ");
    pr.operand(ops[n - 1]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    let first = if gather { n - 3 } else { n - 2 };
    for i in first..n {
        pr.w(", ");
        pr.ty(operand_type(ctx, op, i));
    }
    if is_load_like(name) {
        pr.w(" into ");
        pr.ty(result_type(ctx, op, 0));
    } else if !ctx.results(op).is_empty() {
        pr.w(" -> ");
        pr.ty(result_type(ctx, op, 0));
    }
}

macro_rules! masked_mem {
    ($id:ident, $name:literal, $inherent:expr, $operands:expr, $results:expr) => {
        masked_mem!($id, $name, $inherent, $operands, $results, 0);
    };
    ($id:ident, $name:literal, $inherent:expr, $operands:expr, $results:expr, $traits:expr) => {
        #[doc = concat!("`", $name, "`: a memory access of the elements of a vector that a mask enables.")]
        pub static $id: OpDef = OpDef {
            traits: $traits,
            inherent: $inherent,
            parse: Some(parse_masked_mem),
            print: Some(print_masked_mem),
            verify: Some(checks::verify_masked_mem),
            operands: $operands,
            results: $results,
            ..OpDef::new($name)
        };
    };
}

masked_mem!(
    MASKEDLOAD,
    "vector.maskedload",
    &["alignment"],
    Count::AtLeast(3),
    Count::Exactly(1),
    READ_ONLY
);
masked_mem!(
    MASKEDSTORE,
    "vector.maskedstore",
    &["alignment"],
    Count::AtLeast(3),
    Count::Exactly(0)
);
masked_mem!(
    GATHER,
    "vector.gather",
    &["alignment"],
    Count::AtLeast(4),
    Count::Exactly(1),
    READ_ONLY
);
masked_mem!(
    SCATTER,
    "vector.scatter",
    &["alignment"],
    Count::AtLeast(4),
    Count::AtLeast(0)
);
masked_mem!(
    EXPANDLOAD,
    "vector.expandload",
    &["alignment"],
    Count::AtLeast(3),
    Count::Exactly(1),
    READ_ONLY
);
masked_mem!(
    COMPRESSSTORE,
    "vector.compressstore",
    &["alignment"],
    Count::AtLeast(3),
    Count::Exactly(0)
);

// ----- masks -----

fn parse_constant_mask(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = parse_int_list(p)?;
    let a = common::parsed_i64_array(p, &v);
    common::set_attr(p, st, "mask_dim_sizes", a);
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.colon_type()?];
    Ok(())
}

fn print_constant_mask(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    print_int_list(pr, &i64_array(ctx, op, "mask_dim_sizes"));
    pr.attr_dict(op, &["mask_dim_sizes"]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
}

fn verify_constant_mask(ctx: &Context, op: Op) -> Result<(), String> {
    let sizes = i64_array(ctx, op, "mask_dim_sizes");
    let (shape, scal, _) = vec_shape(ctx, result_type(ctx, op, 0)).ok_or("expected vector")?;
    if shape.is_empty() {
        // A 0-D mask takes one size, 0 (all unset) or 1 (set); MLIR reports these with
        // `emitError` (no op prefix).
        if sizes.len() != 1 {
            return Err(crate::offsets::plain(
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(crate::offsets::plain(
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err("must specify array attr of size equal vector result rank".into());
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > shape[i] {
            return Err("array attr of size out of bounds of vector result dimension size".into());
        }
        if scal[i] && s != 0 && s != shape[i] {
            return Err("only supports 'none set' or 'all set' scalable dimensions".into());
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim".into());
    }
    Ok(())
}

/// `vector.constant_mask`: a mask vector whose leading parts are set, with constant sizes.
pub static CONSTANT_MASK: OpDef = OpDef {
    traits: PURE,
    inherent: &["mask_dim_sizes"],
    parse: Some(parse_constant_mask),
    print: Some(print_constant_mask),
    verify: Some(verify_constant_mask),
    operands: Count::Exactly(0),
    results: Count::Exactly(1),
    ..OpDef::new("vector.constant_mask")
};

fn parse_create_mask(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.colon_type()?];
    st.operands = resolve_indices(p, &ops)?;
    Ok(())
}

fn print_create_mask(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(result_type(ctx, op, 0));
}

fn verify_create_mask(ctx: &Context, op: Op) -> Result<(), String> {
    let r = ctx.type_kind(result_type(ctx, op, 0)).rank().unwrap_or(0);
    if r == 0 {
        if ctx.num_operands(op) != 1 {
            return Err("must specify exactly one operand for 0-D create_mask".into());
        }
        return Ok(());
    }
    if r != ctx.num_operands(op) {
        return Err("must specify an operand for each result vector dimension".into());
    }
    Ok(())
}

/// `vector.create_mask`: a mask vector whose leading parts are set, with sizes given by operands.
pub static CREATE_MASK: OpDef = OpDef {
    traits: PURE,
    parse: Some(parse_create_mask),
    print: Some(print_create_mask),
    verify: Some(verify_create_mask),
    operands: Count::AtLeast(0),
    results: Count::Exactly(1),
    ..OpDef::new("vector.create_mask")
};

// ----- reductions -----

fn parse_fastmath(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let fm = if p.optional_keyword("fastmath") {
        parse_angle_keyword(p)?
    } else {
        "none".to_string()
    };
    let a = opaque_attr(p.ctx(), "arith", &format!("fastmath<{}>", fm));
    common::set_attr(p, st, "fastmath", a);
    Ok(())
}

fn print_fastmath(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if let Some(v) = ctx
        .get_attr(op, "fastmath")
        .and_then(|a| opaque_enum_value(ctx, a, "arith", "fastmath"))
    {
        if v != "none" {
            pr.w(&format!(" fastmath<{}>", v));
        }
    }
}

fn parse_reduction(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_kind(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let v = p.operand()?;
    let acc = if p.consume_if(Tok::Comma) {
        Some(p.operand()?)
    } else {
        None
    };
    parse_fastmath(p, st)?;
    p.optional_attr_dict(&mut st.attrs)?;
    let vt = p.colon_type()?;
    p.keyword("into")?;
    let rt = p.ty()?;
    let mut ops = vec![p.resolve(&v, vt)?];
    if let Some(a) = acc {
        ops.push(p.resolve(&a, rt)?);
    }
    st.operands = ops;
    st.result_types = vec![rt];
    Ok(())
}

fn print_reduction(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(&format!(" <{}>, ", kind_of(ctx, op)));
    pr.operands(&ctx.operand_vec(op));
    print_fastmath(pr, op);
    pr.attr_dict(op, &["kind", "fastmath"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" into ");
    pr.ty(result_type(ctx, op, 0));
}

fn verify_reduction(ctx: &Context, op: Op) -> Result<(), String> {
    let vt = operand_type(ctx, op, 0);
    let (shape, _, elem) = vec_shape(ctx, vt).ok_or("expected vector")?;
    if shape.len() > 1 {
        return Err(format!("unsupported reduction rank: {}", shape.len()));
    }
    let rt = result_type(ctx, op, 0);
    if rt != elem {
        return Err(
            "failed to verify that source operand and result have same element type".into(),
        );
    }
    checks::reduction_kind(ctx, op)
}

/// `vector.reduction`: reduces a vector to a scalar by a combining kind.
pub static REDUCTION: OpDef = OpDef {
    traits: PURE,
    inherent: &["kind", "fastmath"],
    parse: Some(parse_reduction),
    print: Some(print_reduction),
    verify: Some(verify_reduction),
    operands: Count::AtLeast(1),
    results: Count::Exactly(1),
    ..OpDef::new("vector.reduction")
};

ir::op_view! {
    /// `vector.reduction` (`acc`, when present, follows `vector`).
    pub Reduction = REDUCTION;
    operands { vector: 0, acc: 1 }
    results { result: 0 }
}

fn parse_multi_reduction(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_kind(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let acc = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let dims = parse_int_list(p)?;
    let a = common::parsed_i64_array(p, &dims);
    common::set_attr(p, st, "reduction_dims", a);
    let vt = p.colon_type()?;
    p.keyword("to")?;
    let rt = p.ty()?;
    st.operands = vec![p.resolve(&v, vt)?, p.resolve(&acc, rt)?];
    st.result_types = vec![rt];
    Ok(())
}

fn print_multi_reduction(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(&format!(" <{}>, ", kind_of(ctx, op)));
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &["kind", "reduction_dims"]);
    pr.w(" ");
    print_int_list(pr, &i64_array(ctx, op, "reduction_dims"));
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(" to ");
    pr.ty(result_type(ctx, op, 0));
}

/// `vector.multi_reduction`: reduces a vector along some dimensions by a combining kind, starting
/// from an accumulator.
pub static MULTI_REDUCTION: OpDef = OpDef {
    traits: PURE,
    inherent: &["kind", "reduction_dims"],
    parse: Some(parse_multi_reduction),
    print: Some(print_multi_reduction),
    verify: Some(checks::verify_multi_reduction),
    operands: Count::Exactly(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.multi_reduction")
};

ir::op_view! {
    /// `vector.multi_reduction`.
    pub MultiReduction = MULTI_REDUCTION;
    operands { source: 0, acc: 1 }
    results { result: 0 }
}

fn parse_scan(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_kind(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let acc = p.operand()?;
    p.optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let vt = parse_vector_type(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let at = parse_vector_type(p, st)?;
    st.operands = vec![p.resolve(&v, vt)?, p.resolve(&acc, at)?];
    st.result_types = vec![vt, at];
    Ok(())
}

/// A type the op's format declares a vector (its initial value too: a
/// scalar is refused, as by mlir-opt 22).
fn parse_vector_type(p: &mut OpParser, st: &OpState) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if matches!(p.ctx().type_kind(t), TypeKind::Vector { .. }) {
        return Ok(t);
    }
    let found = ir::printer::type_to_string(p.ctx(), t);
    crate::arith::custom_err(
        p,
        st,
        loc,
        &format!("invalid kind of type specified: expected builtin.vector, but found '{found}'"),
    )
}

fn print_scan(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(&format!(" <{}>, ", kind_of(ctx, op)));
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &["kind"]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(", ");
    pr.ty(operand_type(ctx, op, 1));
}

fn scan_names(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
    set(0, "dest".into());
    set(1, "accumulated_value".into());
}

/// `vector.scan`: the prefix reduction of a vector along one dimension.
pub static SCAN: OpDef = OpDef {
    traits: PURE,
    inherent: &["kind", "reduction_dim", "inclusive"],
    parse: Some(parse_scan),
    print: Some(print_scan),
    result_names: Some(scan_names),
    operands: Count::Exactly(2),
    results: Count::Exactly(2),
    ..OpDef::new("vector.scan")
};

// ----- contract / outerproduct -----

const CONTRACT_TRAITS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

fn parse_contract(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_trait_dict(p, st, "vector", true)?;
    let kind_sym = p.sym("kind");
    if !st.attrs.iter().any(|(k, _)| *k == kind_sym) {
        let a = kind_attr(p.ctx(), "add");
        common::set_attr(p, st, "kind", a);
    }
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let tloc = p.cur_loc();
    let ts = p.colon_type_list()?;
    p.keyword("into")?;
    let rt = p.ty()?;
    if ops.len() != 3 || ts.len() != 2 {
        return p.err_at(tloc, "expected 2 operand types");
    }
    st.operands = vec![
        p.resolve(&ops[0], ts[0])?,
        p.resolve(&ops[1], ts[1])?,
        p.resolve(&ops[2], rt)?,
    ];
    st.result_types = vec![rt];
    Ok(())
}

fn print_contract(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" {");
    let mut first = true;
    for (k, a) in ctx.op(op).attrs.clone() {
        let name = ctx.str(k);
        if !CONTRACT_TRAITS.contains(&name) {
            continue;
        }
        if !first {
            pr.w(", ");
        }
        first = false;
        pr.w(name);
        pr.w(" = ");
        if name == "iterator_types" {
            pr.w("[");
            if let AttrKind::Array(v) = ctx.attr_kind(a) {
                for (i, it) in v.iter().enumerate() {
                    if i > 0 {
                        pr.w(", ");
                    }
                    match opaque_enum_value(ctx, *it, "vector", "iterator_type") {
                        Some(s) => pr.escaped_str(s),
                        None => pr.attr(*it),
                    }
                }
            }
            pr.w("]");
        } else {
            pr.attr(a);
        }
    }
    pr.w("} ");
    pr.operands(&ctx.operand_vec(op));
    pr.attr_dict(op, &CONTRACT_TRAITS);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(", ");
    pr.ty(operand_type(ctx, op, 1));
    pr.w(" into ");
    pr.ty(result_type(ctx, op, 0));
}

/// `vector.contract`: a general tensor contraction of vectors, described by indexing maps and
/// iterator types.
pub static CONTRACT: OpDef = OpDef {
    traits: PURE,
    inherent: &["indexing_maps", "iterator_types", "kind"],
    parse: Some(parse_contract),
    print: Some(print_contract),
    verify: Some(checks::verify_contract),
    operands: Count::Exactly(3),
    results: Count::Exactly(1),
    ..OpDef::new("vector.contract")
};

fn parse_outerproduct(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    p.optional_attr_dict(&mut st.attrs)?;
    let tloc = p.cur_loc();
    let ts = p.colon_type_list()?;
    if ops.len() < 2 || ts.len() != 2 {
        return p.err_at(tloc, "expected 2 operand types");
    }
    let ctx = p.ctx();
    let (ls, lsc, elem) = vec_shape(ctx, ts[0]).unwrap_or((Vec::new(), Vec::new(), ts[0]));
    let rt = match vec_shape(ctx, ts[1]) {
        Some((rs, rsc, _)) => vector_type(
            ctx,
            vec![
                ls.first().copied().unwrap_or(1),
                rs.first().copied().unwrap_or(1),
            ],
            vec![
                lsc.first().copied().unwrap_or(false),
                rsc.first().copied().unwrap_or(false),
            ],
            elem,
        ),
        None => ts[0],
    };
    let mut vals = vec![p.resolve(&ops[0], ts[0])?, p.resolve(&ops[1], ts[1])?];
    if ops.len() > 2 {
        vals.push(p.resolve(&ops[2], rt)?);
    }
    st.operands = vals;
    st.result_types = vec![rt];
    let ks = p.sym("kind");
    if !st.attrs.iter().any(|(k, _)| *k == ks) {
        let a = kind_attr(p.ctx(), "add");
        common::set_attr(p, st, "kind", a);
    }
    Ok(())
}

fn print_outerproduct(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands(&ctx.operand_vec(op));
    // mlir-opt prints the attributes, the kind included, only after an accumulator.
    if ctx.num_operands(op) > 2 {
        pr.attr_dict(op, &[]);
    }
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    pr.w(", ");
    pr.ty(operand_type(ctx, op, 1));
}

/// `vector.outerproduct`: the outer product of two vectors (or an axpy), added to an optional
/// accumulator.
pub static OUTERPRODUCT: OpDef = OpDef {
    traits: PURE,
    inherent: &["kind"],
    parse: Some(parse_outerproduct),
    print: Some(print_outerproduct),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("vector.outerproduct")
};

// ----- transfer_read / transfer_write -----

/// The permutation map a transfer gets when none is given: the minor
/// identity from the source rank to the vector rank.
fn minor_identity_map(ctx: &Context, shaped: Type, vec: Type) -> AffineMap {
    let rank = ctx.type_kind(shaped).rank().unwrap_or(0);
    let elem = ctx.type_kind(shaped).element_type();
    let elem_rank = elem.and_then(|e| ctx.type_kind(e).rank()).unwrap_or(0);
    let vrank = ctx
        .type_kind(vec)
        .rank()
        .unwrap_or(0)
        .saturating_sub(elem_rank);
    let results = (rank.saturating_sub(vrank)..rank)
        .map(|d| AffineExpr::dim(d as u32))
        .collect();
    AffineMap::new(rank as u32, 0, results)
}

/// The mask type of a transfer: the vector shape permuted back to the
/// source dimensions (broadcast dimensions dropped).
fn infer_mask_type(ctx: &mut Context, vec: Type, map: &AffineMap) -> Type {
    let (shape, scalable) = transfer_mask_shape(ctx, vec, map);
    let i1 = ctx.i1();
    vector_type(ctx, shape, scalable, i1)
}

/// The (sizes, scalable flags) of [`infer_mask_type`].
fn transfer_mask_shape(ctx: &Context, vec: Type, map: &AffineMap) -> (Vec<i64>, Vec<bool>) {
    let (shape, scal) = vec_shape(ctx, vec)
        .map(|(a, b, _)| (a, b))
        .unwrap_or_default();
    let mut pairs: Vec<(u32, i64, bool)> = Vec::new();
    for (i, r) in map.results.iter().enumerate() {
        if let Some(d) = r.as_dim() {
            if i < shape.len() {
                pairs.push((d, shape[i], scal[i]));
            }
        }
    }
    pairs.sort_by_key(|p| p.0);
    // A 0-d transfer takes a one-element mask, as in MLIR.
    if pairs.is_empty() {
        return (vec![1], vec![false]);
    }
    (
        pairs.iter().map(|p| p.1).collect(),
        pairs.iter().map(|p| p.2).collect(),
    )
}

fn get_map(ctx: &Context, op: Op) -> Option<AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Fills in `permutation_map` and `in_bounds` defaults and returns the map.
fn transfer_defaults(
    p: &mut OpParser,
    st: &mut OpState,
    shaped: Type,
    vec: Type,
) -> DResult<AffineMap> {
    let pm = p.sym("permutation_map");
    let map = match st.attrs.iter().find(|(k, _)| *k == pm).map(|(_, a)| *a) {
        Some(a) => match p.ctx().attr_kind(a) {
            AttrKind::AffineMap(m) => m.clone(),
            _ => return p.err("expected affine map for permutation_map"),
        },
        None => {
            let m = minor_identity_map(p.p.ctx, shaped, vec);
            let a = p.ctx().attr(AttrKind::AffineMap(m.clone()));
            common::set_attr(p, st, "permutation_map", a);
            m
        }
    };
    let ib = p.sym("in_bounds");
    if !st.attrs.iter().any(|(k, _)| *k == ib) {
        let i1 = p.ctx().i1();
        let f = p.ctx().int_attr(i1, 0);
        let a = p.ctx().array_attr(vec![f; map.num_results()]);
        common::set_attr(p, st, "in_bounds", a);
    }
    Ok(map)
}

fn parse_transfer_read(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let (src, idx) = parse_base_indices(p)?;
    p.expect(Tok::Comma, "','")?;
    let pad = p.operand()?;
    let mask = if p.consume_if(Tok::Comma) {
        Some(p.operand()?)
    } else {
        None
    };
    p.optional_attr_dict(&mut st.attrs)?;
    let tloc = p.cur_loc();
    let ts = p.colon_type_list()?;
    if ts.len() != 2 {
        return p.err_at(tloc, "requires two types");
    }
    let (shaped, vec) = (ts[0], ts[1]);
    if !p.p.ctx.type_kind(shaped).is_shaped() {
        return p.err_at(tloc, "requires memref or ranked tensor type");
    }
    let map = transfer_defaults(p, st, shaped, vec)?;
    let elem = p.p.ctx.type_kind(shaped).element_type().unwrap_or(shaped);
    let mut ops = vec![p.resolve(&src, shaped)?];
    ops.extend(resolve_indices(p, &idx)?);
    ops.push(p.resolve(&pad, elem)?);
    if let Some(m) = &mask {
        let mt = infer_mask_type(p.ctx(), vec, &map);
        ops.push(p.resolve(m, mt)?);
    }
    st.operands = ops;
    st.result_types = vec![vec];
    common::set_segments(p, st, &[1, idx.len(), 1, mask.is_some() as usize]);
    Ok(())
}

/// Attributes a transfer elides: segments, a minor-identity map, all-false in_bounds.
fn transfer_elided(ctx: &Context, op: Op, shaped: Type, vec: Type) -> Vec<&'static str> {
    let mut el = vec!["operandSegmentSizes"];
    if get_map(ctx, op).is_some_and(|m| m == minor_identity_map(ctx, shaped, vec)) {
        el.push("permutation_map");
    }
    let all_false = ctx
        .get_attr(op, "in_bounds")
        .is_some_and(|a| match ctx.attr_kind(a) {
            AttrKind::Array(v) => v.iter().all(|x| common::int_attr_value(ctx, *x) == Some(0)),
            _ => false,
        });
    if all_false {
        el.push("in_bounds");
    }
    el
}

fn print_transfer_read(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let segs = common::operand_segments(ctx, op);
    let (src, idx, pad, mask) = (
        &segs[0],
        &segs[1],
        &segs[2],
        segs.get(3).cloned().unwrap_or_default(),
    );
    pr.w(" ");
    print_base_indices(pr, src[0], idx);
    pr.w(", ");
    pr.operand(pad[0]);
    if let Some(m) = mask.first() {
        pr.w(", ");
        pr.operand(*m);
    }
    let (shaped, vec) = (ctx.value_type(src[0]), result_type(ctx, op, 0));
    let el = transfer_elided(ctx, op, shaped, vec);
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(shaped);
    pr.w(", ");
    pr.ty(vec);
}

/// The checks both transfers share, in MLIR's order; a write refuses broadcast dimensions
/// (constant-0 results of its map) right after its indices.
fn verify_transfer(ctx: &Context, op: Op, shaped: Type, vec: Type) -> Result<(), String> {
    let Some(map) = get_map(ctx, op) else {
        return Ok(());
    };
    let rank = ctx.type_kind(shaped).rank().unwrap_or(0);
    let segs = common::operand_segments(ctx, op);
    let nidx = if ctx.op_name(op) == "vector.transfer_read" {
        segs[1].len()
    } else {
        segs[2].len()
    };
    if nidx != rank {
        return Err(format!("requires {} indices", rank));
    }
    let writes = ctx.op_name(op) == "vector.transfer_write";
    if writes && map.results.iter().any(|e| e.as_constant() == Some(0)) {
        return Err("should not have broadcast dimensions".into());
    }
    if map.num_inputs() as usize != rank {
        return Err(
            "requires a permutation_map with input dims of the same rank as the source type".into(),
        );
    }
    // A source of vectors transfers whole elements: the map covers the dimensions of the
    // result vector that lead the element vector's.
    let elem_rank = ctx
        .type_kind(shaped)
        .element_type()
        .and_then(|e| match ctx.type_kind(e) {
            TypeKind::Vector { shape, .. } => Some(shape.len()),
            _ => None,
        });
    let vrank = ctx.type_kind(vec).rank().unwrap_or(0);
    if elem_rank.is_some_and(|r| r > vrank) {
        return Err("requires source vector element and vector result ranks to match.".into());
    }
    if map.num_results() != vrank - elem_rank.unwrap_or(0) {
        return Err(
            "requires a permutation_map with result dims of the same rank as the vector type"
                .into(),
        );
    }
    if let Some(a) = ctx.get_attr(op, "in_bounds") {
        if let AttrKind::Array(v) = ctx.attr_kind(a) {
            if v.len() != map.num_results() {
                return Err(format!(
                    "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                    ir::printer::attr_to_string(ctx, ctx.get_attr(op, "permutation_map").unwrap()),
                    v.len()
                ));
            }
        }
    }
    checks::transfer_permutation(&map)
}

fn verify_transfer_read(ctx: &Context, op: Op) -> Result<(), String> {
    common::checked_segments(ctx, op, 4)?;
    verify_transfer(ctx, op, operand_type(ctx, op, 0), result_type(ctx, op, 0))
}

/// `vector.transfer_read`: reads a vector from a tensor or memref, with padding for out-of-bounds
/// elements; reads memory only on a buffer.
pub static TRANSFER_READ: OpDef = OpDef {
    // Reads its source when that is a buffer (on a tensor it has no effects).
    traits: READ_ONLY,
    inherent: &["permutation_map", "in_bounds", "operandSegmentSizes"],
    parse: Some(parse_transfer_read),
    print: Some(print_transfer_read),
    verify: Some(verify_transfer_read),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    operand_segments: 4,
    ..OpDef::new("vector.transfer_read")
};

fn parse_transfer_write(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let v = p.operand()?;
    p.expect(Tok::Comma, "','")?;
    let (dest, idx) = parse_base_indices(p)?;
    let mask = if p.consume_if(Tok::Comma) {
        Some(p.operand()?)
    } else {
        None
    };
    p.optional_attr_dict(&mut st.attrs)?;
    let tloc = p.cur_loc();
    let ts = p.colon_type_list()?;
    if ts.len() != 2 {
        return p.err_at(tloc, "requires two types");
    }
    let (vec, shaped) = (ts[0], ts[1]);
    if !p.p.ctx.type_kind(shaped).is_shaped() {
        return p.err_at(tloc, "requires memref or ranked tensor type");
    }
    let map = transfer_defaults(p, st, shaped, vec)?;
    let mut ops = vec![p.resolve(&v, vec)?, p.resolve(&dest, shaped)?];
    ops.extend(resolve_indices(p, &idx)?);
    if let Some(m) = &mask {
        let mt = infer_mask_type(p.ctx(), vec, &map);
        ops.push(p.resolve(m, mt)?);
    }
    st.operands = ops;
    if p.p.ctx.type_kind(shaped).is_tensor() {
        st.result_types = vec![shaped];
    }
    common::set_segments(p, st, &[1, 1, idx.len(), mask.is_some() as usize]);
    Ok(())
}

fn print_transfer_write(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let segs = common::operand_segments(ctx, op);
    let (v, dest, idx, mask) = (
        &segs[0],
        &segs[1],
        &segs[2],
        segs.get(3).cloned().unwrap_or_default(),
    );
    pr.w(" ");
    pr.operand(v[0]);
    pr.w(", ");
    print_base_indices(pr, dest[0], idx);
    if let Some(m) = mask.first() {
        pr.w(", ");
        pr.operand(*m);
    }
    let (vec, shaped) = (ctx.value_type(v[0]), ctx.value_type(dest[0]));
    let el = transfer_elided(ctx, op, shaped, vec);
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(vec);
    pr.w(", ");
    pr.ty(shaped);
}

fn verify_transfer_write(ctx: &Context, op: Op) -> Result<(), String> {
    common::checked_segments(ctx, op, 4)?;
    verify_transfer(ctx, op, operand_type(ctx, op, 1), operand_type(ctx, op, 0))
}

/// `vector.transfer_write`: writes a vector into a tensor (giving the new tensor) or a memref.
pub static TRANSFER_WRITE: OpDef = OpDef {
    inherent: &["permutation_map", "in_bounds", "operandSegmentSizes"],
    parse: Some(parse_transfer_write),
    print: Some(print_transfer_write),
    verify: Some(verify_transfer_write),
    iface: &ir::interfaces::Interfaces {
        subset_insertion: Some(ir::interfaces::SubsetInsertion { source: 0, dest: 1 }),
        ..ir::interfaces::Interfaces::NONE
    },
    operands: Count::AtLeast(2),
    results: Count::AtLeast(0),
    operand_segments: 4,
    ..OpDef::new("vector.transfer_write")
};

ir::op_view! {
    /// `vector.transfer_write`: its other operands are the indices and the mask.
    pub TransferWrite = TRANSFER_WRITE;
    operands { vector: 0, base / base_use: 1 }
}

// ----- mask / yield -----

fn parse_mask(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let mask = p.operand()?;
    let pass = if p.consume_if(Tok::Comma) {
        Some(p.operand()?)
    } else {
        None
    };
    let r = p.region(&[])?;
    p.optional_attr_dict(&mut st.attrs)?;
    let mt = p.colon_type()?;
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.type_list()?;
    }
    let mut ops = vec![p.resolve(&mask, mt)?];
    if let Some(u) = pass {
        let t = st.result_types.first().copied().unwrap_or(mt);
        ops.push(p.resolve(&u, t)?);
    }
    st.operands = ops;
    // Implicit terminator: `vector.yield` of the masked op's results.
    let loc = p.loc;
    let ctx = p.ctx();
    let b = match ctx.entry_block(r) {
        Some(b) => b,
        None => {
            let b = ctx.new_block();
            ctx.append_block(r, b);
            b
        }
    };
    let needs_yield = ctx.last_op(b).is_none_or(|l| !ctx.is_op(l, "vector.yield"));
    if needs_yield {
        let vals = ctx
            .last_op(b)
            .map(|l| ctx.results(l).to_vec())
            .unwrap_or_default();
        let name = ctx.sym("vector.yield");
        let y = ctx.create_op(OpState {
            name,
            operands: vals,
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        });
        ctx.append_op(b, y);
    }
    st.regions = vec![r];
    Ok(())
}

fn print_mask(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let ops = ctx.operand_vec(op);
    pr.w(" ");
    pr.operands(&ops);
    pr.w(" { ");
    let r = ctx.regions_of(op)[0];
    if let Some(first) = ctx.entry_block(r).and_then(|b| ctx.first_op(b)) {
        let name = ctx.op_name(first);
        pr.note_op_loc(first);
        match ctx.def(first).and_then(|d| d.print) {
            Some(f) => {
                pr.w(name);
                f(pr, first);
            }
            None => pr.print_generic(first),
        }
    }
    pr.w(" }");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(ctx, op, 0));
    let ts: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    if !ts.is_empty() {
        pr.w(" -> ");
        pr.types(&ts);
    }
}

/// The ops `vector.mask` can hold (MLIR's `MaskableOpInterface`), and
/// whether they take a passthru value.
fn maskable(name: &str) -> Option<bool> {
    match name {
        "vector.transfer_read" => Some(true),
        "vector.transfer_write"
        | "vector.gather"
        | "vector.contract"
        | "vector.reduction"
        | "vector.multi_reduction" => Some(false),
        _ => None,
    }
}

/// The mask shape a maskable op expects, as (sizes, scalable flags), where
/// it is derived from one vector type (not for `vector.contract`).
fn expected_mask_shape(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<bool>)> {
    let shape_of = |t: Type| vec_shape(ctx, t).map(|(a, b, _)| (a, b));
    match ctx.op_name(op) {
        "vector.reduction" | "vector.multi_reduction" => shape_of(operand_type(ctx, op, 0)),
        "vector.gather" => shape_of(result_type(ctx, op, 0)),
        name @ ("vector.transfer_read" | "vector.transfer_write") => {
            let vec = if name == "vector.transfer_read" {
                result_type(ctx, op, 0)
            } else {
                operand_type(ctx, op, 0)
            };
            // A transfer of no vector type has no mask type to check.
            vec_shape(ctx, vec)?;
            Some(transfer_mask_shape(ctx, vec, &get_map(ctx, op)?))
        }
        _ => None,
    }
}

/// `vector<...xi1>` for a mask shape, as MLIR prints it.
fn mask_type_text(shape: &[i64], scalable: &[bool]) -> String {
    let mut t = String::from("vector<");
    for (d, s) in shape.iter().zip(scalable) {
        if *s {
            t.push_str(&format!("[{d}]x"));
        } else {
            t.push_str(&format!("{d}x"));
        }
    }
    t.push_str("i1>");
    t
}

fn verify_mask(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(block) = ctx.regions_of(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return Err("expects a terminator within the mask region".into());
    };
    let body: Vec<Op> = ctx.block_ops(block).collect();
    let Some(&terminator) = body.last() else {
        return Err("expects a terminator within the mask region".into());
    };
    if body.len() > 2 {
        return Err("expects only one operation to mask".into());
    }
    if !ctx.is_op(terminator, "vector.yield") {
        return Err("expects a terminator within the mask region".into());
    }
    if ctx.num_operands(terminator) != ctx.results(op).len() {
        return Err("expects number of results to match mask region yielded values".into());
    }
    if body.len() == 1 {
        return Ok(());
    }
    let masked = body[0];
    let Some(takes_passthru) = maskable(ctx.op_name(masked)) else {
        return Err("expects a MaskableOpInterface within the mask region".into());
    };
    let results = ctx.results(masked);
    if results.len() != ctx.results(op).len() {
        return Err(
            "expects number of results to match maskable operation number of results".into(),
        );
    }
    if !results.iter().copied().eq(ctx.operands(terminator)) {
        return Err("expects all the results from the MaskableOpInterface to match all the values returned by the terminator".into());
    }
    if !results
        .iter()
        .zip(ctx.results(op))
        .all(|(&a, &b)| ctx.value_type(a) == ctx.value_type(b))
    {
        return Err("expects result type to match maskable operation result type".into());
    }
    let vector_results = results
        .iter()
        .filter(|&&r| vec_shape(ctx, ctx.value_type(r)).is_some())
        .count();
    if vector_results > 1 {
        return Err("multiple vector results not supported".into());
    }
    if let Some((shape, scalable)) = expected_mask_shape(ctx, masked) {
        let given = vec_shape(ctx, operand_type(ctx, op, 0));
        let same = given.is_some_and(|(s, sc, e)| {
            s == shape
                && sc == scalable
                && ctx.type_kind(e)
                    == &TypeKind::Integer {
                        width: 1,
                        signedness: ir::types::Signedness::Signless,
                    }
        });
        if !same {
            return Err(format!(
                "expects a '{}' mask for the maskable operation",
                mask_type_text(&shape, &scalable)
            ));
        }
    }
    if ctx.num_operands(op) > 1 {
        if !takes_passthru {
            return Err("doesn't expect a passthru argument for this maskable operation".into());
        }
        if results.len() != 1 {
            return Err("expects result when passthru argument is provided".into());
        }
        if operand_type(ctx, op, 1) != ctx.value_type(results[0]) {
            return Err("expects passthru type to match result type".into());
        }
    }
    Ok(())
}

/// `vector.mask`: runs the single op in its region under a mask.
pub static MASK: OpDef = OpDef {
    traits: SINGLE_BLOCK | RECURSIVE_MEMORY_EFFECTS,
    parse: Some(parse_mask),
    print: Some(print_mask),
    verify: Some(verify_mask),
    num_regions: Some(1),
    operands: Count::AtLeast(1),
    results: Count::AtLeast(0),
    ..OpDef::new("vector.mask")
};

ir::op_view! {
    /// `vector.mask`.
    pub Mask = MASK;
    operands { mask: 0 }
}

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    common::parse_return_like(p, st)
}
fn print_yield(pr: &mut OpPrinter, op: Op) {
    common::print_return_like(pr, op)
}

/// `vector.yield`: the terminator of `vector.mask`.
pub static YIELD: OpDef = OpDef {
    traits: TERMINATOR | RETURN_LIKE | PURE,
    parse: Some(parse_yield),
    print: Some(print_yield),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("vector.yield")
};

// ----- print -----

fn parse_print(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    if let Some(u) = p.optional_operand()? {
        let t = p.colon_type()?;
        st.operands = vec![p.resolve(&u, t)?];
    }
    let mut punct = None;
    loop {
        if p.optional_keyword("str") {
            let s = p.string()?;
            let a = p.ctx().string_attr(&s);
            common::set_attr(p, st, "stringLiteral", a);
        } else if p.optional_keyword("punctuation") {
            punct = Some(parse_angle_keyword(p)?);
        } else {
            break;
        }
    }
    let a = opaque_attr(
        p.ctx(),
        "vector",
        &format!("punctuation<{}>", punct.as_deref().unwrap_or("newline")),
    );
    common::set_attr(p, st, "punctuation", a);
    p.optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_print(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if ctx.num_operands(op) > 0 {
        pr.w(" ");
        pr.operand(ctx.operand(op, 0));
        pr.w(" : ");
        pr.ty(operand_type(ctx, op, 0));
    }
    if let Some(s) = ctx.get_attr(op, "stringLiteral") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(s) {
            pr.w(" str ");
            pr.escaped_string(value);
        }
    }
    if let Some(v) = ctx
        .get_attr(op, "punctuation")
        .and_then(|a| opaque_enum_value(ctx, a, "vector", "punctuation"))
    {
        if v != "newline" {
            pr.w(&format!(" punctuation <{}>", v));
        }
    }
    pr.attr_dict(op, &["punctuation", "stringLiteral"]);
}

/// `vector.print`: prints a vector or scalar (a debugging side effect).
pub static PRINT: OpDef = OpDef {
    inherent: &["punctuation", "stringLiteral"],
    parse: Some(parse_print),
    print: Some(print_print),
    operands: Count::AtLeast(0),
    results: Count::Exactly(0),
    ..OpDef::new("vector.print")
};

/// Default-valued properties MLIR sets on every op it creates, also one
/// written in generic form: `fastmath = none` on reductions, `kind = add`
/// on contractions.
fn default_props(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    match name {
        "vector.reduction" => vec![("fastmath", crate::arith::fastmath_attr(ctx, 0))],
        "vector.contract" => vec![("kind", kind_attr(ctx, "add"))],
        _ => Vec::new(),
    }
}

/// Registers the `vector` dialect's op kinds in `r`, with its default properties hook.
pub fn register(r: &mut Registry) {
    r.register_dialect("vector");
    r.set_dialect_hooks(
        "vector",
        ir::registry::DialectHooks {
            default_props: Some(default_props),
            ..Default::default()
        },
    );
    for d in [
        &BROADCAST,
        &SHAPE_CAST,
        &BITCAST,
        &TYPE_CAST,
        &SCALABLE_INSERT,
        &SCALABLE_EXTRACT,
        &EXTRACT_STRIDED_SLICE,
        &INSERT_STRIDED_SLICE,
        &FMA,
        &STEP,
        &VSCALE,
        &FROM_ELEMENTS,
        &TO_ELEMENTS,
        &INTERLEAVE,
        &DEINTERLEAVE,
        &TRANSPOSE,
        &SHUFFLE,
        &EXTRACT,
        &INSERT,
        &LOAD,
        &STORE,
        &MASKEDLOAD,
        &MASKEDSTORE,
        &GATHER,
        &SCATTER,
        &EXPANDLOAD,
        &COMPRESSSTORE,
        &CONSTANT_MASK,
        &CREATE_MASK,
        &REDUCTION,
        &MULTI_REDUCTION,
        &SCAN,
        &CONTRACT,
        &OUTERPRODUCT,
        &TRANSFER_READ,
        &TRANSFER_WRITE,
        &MASK,
        &YIELD,
        &PRINT,
    ] {
        r.register(d);
    }
}
