//! Verifiers of the vector ops whose checks MLIR splits between ODS type constraints and a
//! hand-written `verify`: the masked and indexed memory ops, reductions, contractions, casts,
//! `vector.step` and the interleaving ops. Each reports MLIR 22's first failing check in its
//! order (operand constraints, then result constraints, then the op's own checks).

use super::{operand_type, result_type, tstr, vec_shape, vector_type_text};
use crate::common;
use crate::tensor::{operand_is, operands_are, result_is, VAR_INDEX};
use ir::affine::AffineMap;
use ir::attrs::AttrKind;
use ir::types::{Signedness, TypeKind};
use ir::{Context, Op, Type};

const ANY_VECTOR: &str = "vector of any type values";
const ANY_MEMREF: &str = "memref of any type values";

fn is_vector(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Vector { .. })
}

fn is_memref(k: &TypeKind) -> bool {
    matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

fn is_index(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Index)
}

/// The element kind of a vector type, `None` for any other type.
fn vector_elem<'a>(k: &'a TypeKind, ctx: &'a Context) -> Option<&'a TypeKind> {
    match k {
        TypeKind::Vector { elem, .. } => Some(ctx.type_kind(*elem)),
        _ => None,
    }
}

fn is_i1(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// A vector of `i1` (MLIR's mask constraint); `fixed` also refuses scalable dimensions.
fn mask_operand(ctx: &Context, op: Op, i: usize, fixed: bool) -> Result<(), String> {
    let t = operand_type(ctx, op, i);
    let ok = match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            !shape.is_empty() && is_i1(ctx.type_kind(*elem)) && !(fixed && scalable.contains(&true))
        }
        _ => false,
    };
    if ok {
        return Ok(());
    }
    let fixed_words = if fixed { "fixed-length " } else { "" };
    Err(format!(
        "operand #{i} must be {fixed_words}vector of 1-bit signless integer values, but got '{}'",
        tstr(ctx, t)
    ))
}

fn int_or_index_vector(ctx: &Context, op: Op, i: usize) -> Result<(), String> {
    let t = operand_type(ctx, op, i);
    let k = ctx.type_kind(t);
    if vector_elem(k, ctx).is_some_and(|e| e.is_int_or_index()) && k.rank() != Some(0) {
        return Ok(());
    }
    Err(format!(
        "operand #{i} must be vector of integer or index values, but got '{}'",
        tstr(ctx, t)
    ))
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.type_kind(t)
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// `vector.maskedload`, `maskedstore`, `gather`, `scatter`, `expandload` and
/// `compressstore`: operands `[base, indices.., (index_vec), mask, value]`.
pub(super) fn verify_masked_mem(ctx: &Context, op: Op) -> Result<(), String> {
    let name = ctx.op_name(op);
    let n = ctx.num_operands(op);
    let indexed = super::is_gather_like(name);
    let loads = super::is_load_like(name);
    let compressing = matches!(name, "vector.expandload" | "vector.compressstore");
    let (mask, value) = (n - 2, n - 1);
    let num_indices = n - if indexed { 4 } else { 3 };
    if !indexed {
        operand_is(ctx, op, 0, is_memref, ANY_MEMREF)?;
    }
    operands_are(ctx, op, 1, 1 + num_indices, is_index, VAR_INDEX)?;
    if indexed {
        int_or_index_vector(ctx, op, n - 3)?;
    }
    mask_operand(ctx, op, mask, compressing)?;
    operand_is(ctx, op, value, is_vector, ANY_VECTOR)?;
    if loads {
        result_is(ctx, op, 0, is_vector, ANY_VECTOR)?;
    }
    let base = operand_type(ctx, op, 0);
    let accessed = if loads {
        result_type(ctx, op, 0)
    } else {
        operand_type(ctx, op, value)
    };
    let what = if loads { "result" } else { "valueToStore" };
    if common::element_type_or_self(ctx, base) != common::element_type_or_self(ctx, accessed) {
        return Err(format!("base and {what} element type should match"));
    }
    let rank = ctx.type_kind(base).rank().unwrap_or(0);
    if num_indices != rank {
        return Err(format!("requires {rank} indices"));
    }
    let accessed_shape = shape_of(ctx, accessed);
    if indexed && accessed_shape != shape_of(ctx, operand_type(ctx, op, n - 3)) {
        return Err(format!("expected {what} dim to match indices dim"));
    }
    let mask_shape = shape_of(ctx, operand_type(ctx, op, mask));
    let same_mask = if compressing {
        accessed_shape.first() == mask_shape.first()
    } else {
        accessed_shape == mask_shape
    };
    if !same_mask {
        return Err(if indexed || compressing {
            format!("expected {what} dim to match mask dim")
        } else {
            format!("expected {what} shape to match mask shape")
        });
    }
    if loads && operand_type(ctx, op, value) != accessed {
        return Err("expected pass_thru of same type as result type".into());
    }
    Ok(())
}

/// The ODS constraints of `vector.load` (`store` when `stored` is the value's position).
pub(super) fn load_store_operands(ctx: &Context, op: Op, stored: bool) -> Result<(), String> {
    let base = usize::from(stored);
    if stored {
        operand_is(ctx, op, 0, is_vector, ANY_VECTOR)?;
    }
    operand_is(ctx, op, base, is_memref, ANY_MEMREF)?;
    operands_are(ctx, op, base + 1, ctx.num_operands(op), is_index, VAR_INDEX)?;
    if !stored {
        result_is(ctx, op, 0, is_vector, ANY_VECTOR)?;
    }
    Ok(())
}

/// MLIR's `isSupportedCombiningKind`: which element types a combining kind applies to.
pub(super) fn kind_supports(kind: &str, elem: &TypeKind) -> bool {
    match kind {
        "add" | "mul" => elem.is_int_or_index() || elem.is_float(),
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => elem.is_int_or_index(),
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => elem.is_float(),
        _ => false,
    }
}

/// The kind check of `vector.reduction`, on its result type.
pub(super) fn reduction_kind(ctx: &Context, op: Op) -> Result<(), String> {
    let kind = super::kind_of(ctx, op);
    let t = result_type(ctx, op, 0);
    if kind_supports(&kind, ctx.type_kind(t)) {
        return Ok(());
    }
    Err(format!(
        "unsupported reduction type ''{}'' for kind '{kind}'",
        tstr(ctx, t)
    ))
}

/// `vector.multi_reduction`: the result is the source without the reduced dimensions (a
/// scalar when none is left).
pub(super) fn verify_multi_reduction(ctx: &Context, op: Op) -> Result<(), String> {
    let source = operand_type(ctx, op, 0);
    let Some((shape, scalable, elem)) = vec_shape(ctx, source) else {
        return Ok(());
    };
    let dims = super::i64_array(ctx, op, "reduction_dims");
    let kept: Vec<usize> = (0..shape.len())
        .filter(|&d| !dims.contains(&(d as i64)))
        .collect();
    let result = result_type(ctx, op, 0);
    let matches = if kept.is_empty() {
        result == elem
    } else {
        vec_shape(ctx, result).is_some_and(|(rs, rsc, re)| {
            re == elem
                && rs == kept.iter().map(|&d| shape[d]).collect::<Vec<_>>()
                && rsc == kept.iter().map(|&d| scalable[d]).collect::<Vec<_>>()
        })
    };
    if matches {
        return Ok(());
    }
    Err(format!(
        "destination type '{}' is incompatible with source type '{}'",
        tstr(ctx, result),
        tstr(ctx, source)
    ))
}

/// Bits of a scalar as MLIR's default data layout sizes it (`index` is 64 bits).
fn scalar_bits(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(u64::from(k.bit_width())),
        _ => None,
    }
}

pub(super) fn verify_bitcast(ctx: &Context, op: Op) -> Result<(), String> {
    let (Some((src, _, se)), Some((dst, _, de))) = (
        vec_shape(ctx, operand_type(ctx, op, 0)),
        vec_shape(ctx, result_type(ctx, op, 0)),
    ) else {
        return Ok(());
    };
    if src.len() != dst.len() {
        return Err("failed to verify that all of {source, result} have same rank".into());
    }
    for i in 0..src.len().saturating_sub(1) {
        if src[i] != dst[i] {
            return Err(format!("dimension size mismatch at: {i}"));
        }
    }
    let (Some(sb), Some(db)) = (scalar_bits(ctx, se), scalar_bits(ctx, de)) else {
        return Ok(());
    };
    match (src.last(), dst.last()) {
        (Some(&s), Some(&d)) if sb * s as u64 != db * d as u64 => {
            Err("source/result bitwidth of the minor 1-D vectors must be equal".into())
        }
        (None, None) if sb != db => {
            Err("source/result bitwidth of the 0-D vector element types must be equal".into())
        }
        _ => Ok(()),
    }
}

pub(super) fn verify_step(ctx: &Context, op: Op) -> Result<(), String> {
    let t = result_type(ctx, op, 0);
    if matches!(ctx.type_kind(t), TypeKind::Vector { shape, elem, .. }
        if shape.len() == 1 && is_index(ctx.type_kind(*elem)))
    {
        return Ok(());
    }
    Err(format!(
        "result #0 must be vector of index values of ranks 1, but got '{}'",
        tstr(ctx, t)
    ))
}

/// A memref whose layout is the identity once written as strides (MLIR's
/// `canonicalizeStridedLayout`).
fn identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef { shape, .. } => {
            crate::memref::strides_and_offset(ctx, t)
                == Some((crate::memref::canonical_strides(shape), 0))
        }
        _ => false,
    }
}

/// The scalar shape of a memref of scalars or vectors: its own shape then the vectors'.
fn concatenated_shape(ctx: &Context, t: Type) -> (Vec<i64>, Option<Type>) {
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(t) else {
        return (Vec::new(), None);
    };
    let mut all = shape.clone();
    let scalar = match vec_shape(ctx, *elem) {
        Some((inner, _, e)) => {
            all.extend(inner);
            e
        }
        None => *elem,
    };
    (all, Some(scalar))
}

fn memory_space(ctx: &Context, t: Type) -> Option<ir::Attr> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}

pub(super) fn verify_type_cast(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(
        ctx,
        op,
        0,
        |k| matches!(k, TypeKind::MemRef { shape, .. } if !shape.contains(&ir::DYNAMIC)),
        "statically shaped memref of any type values",
    )?;
    result_is(ctx, op, 0, is_memref, ANY_MEMREF)?;
    let (source, result) = (operand_type(ctx, op, 0), result_type(ctx, op, 0));
    if !identity_layout(ctx, source) {
        return Err("expects operand to be a memref with identity layout".into());
    }
    if !identity_layout(ctx, result) {
        return Err("expects result to be a memref with identity layout".into());
    }
    if memory_space(ctx, source) != memory_space(ctx, result) {
        return Err("expects result in same memory space".into());
    }
    let ((ss, se), (rs, re)) = (
        concatenated_shape(ctx, source),
        concatenated_shape(ctx, result),
    );
    if se != re {
        return Err(format!(
            "expects result and operand with same underlying scalar type: '{}'",
            tstr(ctx, result)
        ));
    }
    if ss != rs {
        return Err(format!(
            "expects concatenated result and operand shapes to be equal: '{}'",
            tstr(ctx, result)
        ));
    }
    Ok(())
}

/// `vector.interleave`: the result doubles the inputs' trailing dimension (a 0-d input gives
/// two lanes).
pub(super) fn verify_interleave(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(ctx, op, 0, is_vector, ANY_VECTOR)?;
    operand_is(ctx, op, 1, is_vector, ANY_VECTOR)?;
    result_is(ctx, op, 0, is_vector, ANY_VECTOR)?;
    let (Some((mut shape, mut scalable, elem)), result) = (
        vec_shape(ctx, operand_type(ctx, op, 0)),
        result_type(ctx, op, 0),
    ) else {
        return Ok(());
    };
    match shape.last_mut() {
        Some(last) => *last *= 2,
        None => {
            shape.push(2);
            scalable.push(false);
        }
    }
    if vec_shape(ctx, result) != Some((shape, scalable, elem)) {
        return Err(
            "failed to verify that type of 'result' is double the width of the inputs".into(),
        );
    }
    Ok(())
}

/// `vector.deinterleave`: both results halve the source's even trailing dimension.
pub(super) fn verify_deinterleave(ctx: &Context, op: Op) -> Result<(), String> {
    operand_is(
        ctx,
        op,
        0,
        |k| matches!(k, TypeKind::Vector { shape, .. } if !shape.is_empty()),
        ANY_VECTOR,
    )?;
    let Some((mut shape, scalable, elem)) = vec_shape(ctx, operand_type(ctx, op, 0)) else {
        return Ok(());
    };
    let last = shape.len() - 1;
    if shape[last] % 2 != 0 {
        return Err("failed to verify that the trailing dimension of the source vector has an even number of elements".into());
    }
    shape[last] /= 2;
    if vec_shape(ctx, result_type(ctx, op, 0)) != Some((shape, scalable, elem)) {
        return Err("failed to verify that the trailing dimension of the results is half the width of source trailing dimension".into());
    }
    if result_type(ctx, op, 0) != result_type(ctx, op, 1) {
        return Err("failed to verify that all of {res1, res2} have same type".into());
    }
    Ok(())
}

/// Pairs `(lhs result, rhs result)` of one iterator that both sides index.
type DimPairs = [(usize, usize)];

/// The pairs `(lhs result, rhs result)` of the iterators of `kind` that both sides index.
fn dim_pairs(maps: &[AffineMap], iterators: &[String], kind: &str) -> Vec<(usize, usize)> {
    let position =
        |m: &AffineMap, d: usize| m.results.iter().position(|e| e.as_dim() == Some(d as u32));
    iterators
        .iter()
        .enumerate()
        .filter(|(_, it)| it.as_str() == kind)
        .filter_map(|(d, _)| Some((position(&maps[0], d)?, position(&maps[1], d)?)))
        .collect()
}

fn pairs_fit(pairs: &[(usize, usize)], lhs: &[i64], rhs: &[i64]) -> bool {
    pairs
        .iter()
        .all(|&(l, r)| l < lhs.len() && r < rhs.len() && lhs[l] == rhs[r])
}

/// `vector.contract`: indexing maps and iterators consistent with the operand shapes, at least
/// one contracted pair, and the accumulator/result shaped by the free and batch dimensions.
pub(super) fn verify_contract(ctx: &Context, op: Op) -> Result<(), String> {
    let (Some((lhs, _, lhs_elem)), Some((rhs, _, _))) = (
        vec_shape(ctx, operand_type(ctx, op, 0)),
        vec_shape(ctx, operand_type(ctx, op, 1)),
    ) else {
        return Ok(());
    };
    if matches!(ctx.type_kind(lhs_elem), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err("only supports signless integer types".into());
    }
    let maps: Vec<AffineMap> = match ctx.get_attr(op, "indexing_maps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&m| match ctx.attr_kind(m) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if maps.len() != 3 {
        return Err("expected an indexing map for each vector operand".into());
    }
    let iterators: Vec<String> = match ctx.get_attr(op, "iterator_types").map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Array(items)) => items
            .iter()
            .map(|&it| {
                common::opaque_enum_value(ctx, it, "vector", "iterator_type")
                    .unwrap_or_default()
                    .to_string()
            })
            .collect(),
        _ => Vec::new(),
    };
    for (i, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            return Err(format!("expected indexing map {i} to have no symbols"));
        }
        let rank = ctx.type_kind(operand_type(ctx, op, i)).rank().unwrap_or(0);
        if map.num_dims as usize != iterators.len() {
            return Err(format!(
                "expected indexing map {i} to have {} number of inputs",
                iterators.len()
            ));
        }
        if map.num_results() != rank {
            return Err(format!(
                "expected indexing map {i} to have {rank} number of outputs"
            ));
        }
        if !map.is_projected_permutation(false) {
            return Err(format!(
                "expected indexing map {i} to be a projected permutation of its inputs"
            ));
        }
    }
    let contracting = dim_pairs(&maps, &iterators, "reduction");
    let batch = dim_pairs(&maps, &iterators, "parallel");
    if contracting.is_empty() {
        return Err("expected at least one contracting dimension pair".into());
    }
    if !pairs_fit(&contracting, &lhs, &rhs) {
        return Err("invalid contracting dimension map".into());
    }
    if !pairs_fit(&batch, &lhs, &rhs) {
        return Err("invalid batch dimension map".into());
    }
    let (acc, result) = (operand_type(ctx, op, 2), result_type(ctx, op, 0));
    contract_output_shape(
        ctx,
        &maps,
        (&lhs, &rhs),
        (&contracting, &batch),
        acc,
        result,
    )?;
    let elem = common::element_type_or_self(ctx, result);
    if !kind_supports(&super::kind_of(ctx, op), ctx.type_kind(elem)) {
        return Err("unsupported contraction type".into());
    }
    Ok(())
}

/// The accumulator/result check of `vector.contract`: a scalar when every dimension is
/// contracted, otherwise the vector the result map selects from the operands' extents.
fn contract_output_shape(
    ctx: &Context,
    maps: &[AffineMap],
    (lhs, rhs): (&[i64], &[i64]),
    (contracting, batch): (&DimPairs, &DimPairs),
    acc: Type,
    result: Type,
) -> Result<(), String> {
    let free_lhs = (0..lhs.len()).filter(|d| !contracting.iter().any(|p| p.0 == *d));
    let free_rhs = (0..rhs.len())
        .filter(|d| !contracting.iter().any(|p| p.1 == *d) && !batch.iter().any(|p| p.1 == *d));
    let has_free = free_lhs.count() + free_rhs.count() > 0;
    let invalid = || "invalid accumulator/result vector shape".to_string();
    if !has_free {
        if vec_shape(ctx, result).is_some() || vec_shape(ctx, acc).is_some() {
            return Err(invalid());
        }
        return Ok(());
    }
    let (Some((_, res_scalable, res_elem)), Some(_)) =
        (vec_shape(ctx, result), vec_shape(ctx, acc))
    else {
        return Err(invalid());
    };
    let num_dims = maps[0].num_dims as usize;
    let mut extents: Vec<Option<i64>> = vec![None; num_dims];
    for (shape, map) in [(lhs, &maps[0]), (rhs, &maps[1])] {
        for (idx, e) in map.results.iter().enumerate() {
            if let Some(d) = e.as_dim() {
                extents[d as usize].get_or_insert(shape[idx]);
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err("expected all dimensions to be either a LHS or a RHS dimension".into());
    }
    let expected: Vec<i64> = maps[2]
        .results
        .iter()
        .filter_map(|e| e.as_dim().and_then(|d| extents[d as usize]))
        .collect();
    let scalable = if res_scalable.len() == expected.len() {
        res_scalable
    } else {
        vec![false; expected.len()]
    };
    let text = vector_type_text(ctx, &expected, &scalable, res_elem);
    let same = |t: Type| vec_shape(ctx, t) == Some((expected.clone(), scalable.clone(), res_elem));
    if !same(result) || !same(acc) {
        return Err(format!("{}, expected: '{text}'", invalid()));
    }
    Ok(())
}

/// The permutation-map checks both transfers end with: each result a distinct dimension or
/// the constant 0 (a broadcast).
pub(super) fn transfer_permutation(map: &AffineMap) -> Result<(), String> {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        if let Some(c) = e.as_constant() {
            if c != 0 {
                return Err(PROJECTED.into());
            }
            continue;
        }
        let Some(d) = e.as_dim() else {
            return Err(PROJECTED.into());
        };
        let Some(slot) = seen.get_mut(d as usize) else {
            return Err(PROJECTED.into());
        };
        if *slot {
            return Err("requires a permutation_map that is a permutation (found one dim used more than once)".into());
        }
        *slot = true;
    }
    Ok(())
}

const PROJECTED: &str =
    "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
