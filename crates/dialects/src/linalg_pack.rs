//! `linalg.pack` and `linalg.unpack` (MLIR's relayout ops): custom syntax
//!
//! ```text
//! linalg.pack %src (padding_value(%p : T))? (outer_dims_perm = [..])?
//!     inner_dims_pos = [..] inner_tiles = [%t, 4] into %dest attr-dict : S -> D
//! linalg.unpack %src (outer_dims_perm = [..])?
//!     inner_dims_pos = [..] inner_tiles = [..] into %dest attr-dict : S -> D
//! ```
//!
//! Operands are `source, dest, (padding_value), inner_tiles...` (`linalg.pack`
//! has `operandSegmentSizes`), the tile list is split into `static_inner_tiles`
//! and the dynamic tile operands, and the result has the type of `dest`. The
//! verifier gives MLIR 22's checks and messages in its order.

use crate::common::{self, i64_array_attr, parse_i64_list, print_i64_list};
use crate::offsets::{self, plain, Mixed, DYNAMIC};
use crate::tensor::{
    operand_is, operands_are, ranked, ranked_type_string, required_i64_array, result_is, segments,
    tstr, RANKED_TENSOR, VAR_INDEX,
};
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::TypeKind;
use ir::{Context, Op, OpDef, OpState, Registry, Type, Value};

fn is_pack(ctx: &Context, op: Op) -> bool {
    ctx.op_name(op) == "linalg.pack"
}

/// `type($x)` of an `AnyRankedTensor` operand.
fn ranked_tensor_type(p: &mut OpParser) -> DResult<Type> {
    let loc = p.cur_loc();
    let t = p.ty()?;
    if !matches!(p.ctx().type_kind(t), TypeKind::RankedTensor { .. }) {
        let s = tstr(p.ctx(), t);
        return p.err_at(
            loc,
            format!(
                "invalid kind of type specified: expected builtin.tensor, but found '{}'",
                s
            ),
        );
    }
    Ok(t)
}

fn parse_relayout(p: &mut OpParser, st: &mut OpState, pack: bool) -> DResult<()> {
    let src = p.operand()?;
    let mut padding = None;
    if pack && p.optional_keyword("padding_value") {
        p.expect(Tok::LParen, "'('")?;
        let v = p.operand()?;
        let t = p.colon_type()?;
        p.expect(Tok::RParen, "')'")?;
        padding = Some((v, t));
    }
    if p.optional_keyword("outer_dims_perm") {
        p.expect(Tok::Equal, "'='")?;
        let perm = parse_i64_list(p)?;
        let a = common::parsed_i64_array(p, &perm);
        common::set_attr(p, st, "outer_dims_perm", a);
    }
    p.keyword("inner_dims_pos")?;
    p.expect(Tok::Equal, "'='")?;
    let pos = parse_i64_list(p)?;
    let a = common::parsed_i64_array(p, &pos);
    common::set_attr(p, st, "inner_dims_pos", a);
    p.keyword("inner_tiles")?;
    p.expect(Tok::Equal, "'='")?;
    let (tiles, statics) = offsets::parse_dynamic_index_list(p)?;
    let a = common::parsed_i64_array(p, &statics);
    common::set_attr(p, st, "static_inner_tiles", a);
    p.keyword("into")?;
    let dest = p.operand()?;
    // Inherent attributes written in the attribute dictionary replace the
    // ones the keywords gave (MLIR stores both as the op's properties).
    let mut dict = Vec::new();
    p.optional_attr_dict(&mut dict)?;
    for (k, a) in dict {
        match st.attrs.iter_mut().find(|(n, _)| *n == k) {
            Some(slot) => slot.1 = a,
            None => st.attrs.push((k, a)),
        }
    }
    p.expect(Tok::Colon, "':'")?;
    let st_ty = ranked_tensor_type(p)?;
    p.expect(Tok::Arrow, "'->'")?;
    let d_ty = ranked_tensor_type(p)?;
    let mut ops = vec![p.resolve(&src, st_ty)?, p.resolve(&dest, d_ty)?];
    if let Some((v, t)) = &padding {
        ops.push(p.resolve(v, *t)?);
    }
    let it = p.index_type();
    ops.extend(p.resolve_same(&tiles, it)?);
    st.operands = ops;
    st.result_types = vec![d_ty];
    if pack {
        common::set_segments(p, st, &[1, 1, usize::from(padding.is_some()), tiles.len()]);
    }
    Ok(())
}

fn parse_pack(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_relayout(p, st, true)
}

fn parse_unpack(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_relayout(p, st, false)
}

/// The padding value (pack only) and the dynamic tile operands.
fn padding_and_tiles(ctx: &Context, op: Op) -> (Option<Value>, Vec<Value>) {
    let all = ctx.operand_vec(op);
    if !is_pack(ctx, op) {
        return (None, all.get(2..).unwrap_or_default().to_vec());
    }
    let segs = common::operand_segments(ctx, op);
    let pad = segs.get(2).and_then(|s| s.first().copied());
    (pad, segs.get(3).cloned().unwrap_or_default())
}

fn print_relayout(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let all = ctx.operand_vec(op);
    let (pad, tiles) = padding_and_tiles(ctx, op);
    pr.w(" ");
    pr.operand(all[0]);
    if let Some(v) = pad {
        pr.w(" padding_value(");
        pr.operand(v);
        pr.w(" : ");
        pr.ty(ctx.value_type(v));
        pr.w(")");
    }
    let perm = i64_array_attr(ctx, op, "outer_dims_perm");
    if !perm.is_empty() {
        pr.w(" outer_dims_perm = ");
        print_i64_list(pr, &perm);
    }
    pr.w(" inner_dims_pos = ");
    print_i64_list(pr, &i64_array_attr(ctx, op, "inner_dims_pos"));
    pr.w(" inner_tiles = ");
    let statics = i64_array_attr(ctx, op, "static_inner_tiles");
    offsets::print_dynamic_index_list(pr, &tiles, &statics);
    pr.w(" into ");
    pr.operand(all[1]);
    pr.attr_dict(
        op,
        &[
            "inner_dims_pos",
            "operandSegmentSizes",
            "outer_dims_perm",
            "static_inner_tiles",
        ],
    );
    pr.w(" : ");
    pr.ty(ctx.value_type(all[0]));
    pr.w(" -> ");
    pr.ty(ctx.value_type(all[1]));
}

/// MLIR's `isInvalidPackingPosSpecification`: more entries than the rank,
/// a repeated entry or one out of `0..rank`.
fn invalid_positions(pos: &[i64], rank: usize) -> bool {
    if pos.len() > rank {
        return true;
    }
    let mut seen = vec![false; rank];
    for &p in pos {
        let Some(s) = usize::try_from(p).ok().and_then(|i| seen.get_mut(i)) else {
            return true;
        };
        if *s {
            return true;
        }
        *s = true;
    }
    false
}

/// MLIR's `applyPermutationToVector`: `out[i] = v[perm[i]]`.
fn permute(v: &[i64], perm: &[i64]) -> Vec<i64> {
    perm.iter().map(|&p| v[p as usize]).collect()
}

/// The packed shape for an unpacked shape (MLIR's `getPackOpResultTypeShape`):
/// tiled dims divided (rounding up) by static tiles, dynamic for dynamic
/// tiles, permuted by `perm`, then the tiles appended.
fn packed_shape(unpacked: &[i64], tiles: &[i64], pos: &[i64], perm: &[i64]) -> Vec<i64> {
    let mut shape = unpacked.to_vec();
    for (&d, &t) in pos.iter().zip(tiles) {
        let d = d as usize;
        if shape[d] == DYNAMIC {
            continue;
        }
        shape[d] = if t == DYNAMIC {
            DYNAMIC
        } else {
            // `llvm::divideCeilSigned`.
            let (n, t) = (shape[d] as i128, t as i128);
            let q = n / t;
            (if n % t != 0 && (n > 0) == (t > 0) {
                q + 1
            } else {
                q
            }) as i64
        };
    }
    if !perm.is_empty() {
        shape = permute(&shape, perm);
    }
    shape.extend_from_slice(tiles);
    shape
}

/// MLIR's `PackOp::requirePaddingValue`: a static tiled dim that the tile
/// (or, for a dynamic tile, the static outer size) does not divide.
fn requires_padding(
    input: &[i64],
    pos: &[i64],
    output: &[i64],
    perm: &[i64],
    tiles: &[Mixed],
    constant: impl Fn(Mixed) -> Option<i64>,
) -> bool {
    let mut outer: Vec<i64> = output.iter().take(input.len()).copied().collect();
    if !perm.is_empty() {
        // Undo the permutation: outer[perm[i]] = permuted[i].
        let permuted = outer.clone();
        for (i, &p) in perm.iter().enumerate() {
            outer[p as usize] = permuted[i];
        }
    }
    for (&d, &t) in pos.iter().zip(tiles) {
        let d = d as usize;
        if input[d] == DYNAMIC {
            continue;
        }
        match constant(t) {
            None => {
                if outer[d] != DYNAMIC && outer[d] != 0 && input[d] % outer[d] != 0 {
                    return true;
                }
            }
            Some(c) => {
                if c != 0 && input[d] % c != 0 {
                    return true;
                }
            }
        }
    }
    false
}

fn verify_relayout(ctx: &Context, op: Op) -> Result<(), String> {
    let pack = is_pack(ctx, op);
    let n = ctx.num_operands(op);
    let tiles_from = if pack {
        let segs = segments(ctx, op, 4)?;
        for (k, name) in [(0, "source"), (1, "dest")] {
            if segs[k].len() != 1 {
                return Err(format!(
                    "operand group '{}' requires exactly one operand",
                    name
                ));
            }
        }
        if segs[2].len() > 1 {
            return Err("operand group 'padding_value' requires 0 or 1 operands".into());
        }
        2 + segs[2].len()
    } else {
        if n < 2 {
            return Err(format!("expected 2 or more operands, but found {}", n));
        }
        2
    };
    let pos = required_i64_array(ctx, op, "inner_dims_pos")?;
    if let Some(a) = ctx.get_attr(op, "outer_dims_perm") {
        if offsets::dense_i64_values(ctx, a).is_none() {
            return Err("attribute 'outer_dims_perm' failed to satisfy constraint: i64 dense array attribute".into());
        }
    }
    let statics = required_i64_array(ctx, op, "static_inner_tiles")?;
    operand_is(ctx, op, 0, crate::tensor::is_ranked_tensor, RANKED_TENSOR)?;
    operand_is(ctx, op, 1, crate::tensor::is_ranked_tensor, RANKED_TENSOR)?;
    operands_are(ctx, op, tiles_from, n, crate::tensor::is_index, VAR_INDEX)?;
    result_is(ctx, op, 0, crate::tensor::is_ranked_tensor, RANKED_TENSOR)?;
    let (src_t, dest_t) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.operand(op, 1)),
    );
    if ctx.value_type(ctx.result(op, 0)) != dest_t {
        return Err("failed to verify that result type matches type of dest".into());
    }
    let perm = i64_array_attr(ctx, op, "outer_dims_perm");
    let tile_values = ctx.operand_vec(op)[tiles_from..].to_vec();
    if offsets::count_dynamic(&statics) > tile_values.len() {
        return Err(plain(format!(
            "expected {} dynamic inner tile values, got {}",
            offsets::count_dynamic(&statics),
            tile_values.len()
        )));
    }
    let tiles = offsets::mixed(&statics, &tile_values);
    let constant = |t: Mixed| match t {
        Mixed::Static(c) => Some(c),
        Mixed::Dynamic(v) => crate::arith::constant_int_value(ctx, v).map(|c| c as i64),
    };
    let (src, dest) = (ranked(ctx, src_t).unwrap(), ranked(ctx, dest_t).unwrap());
    let (unpacked, packed) = if pack { (&src, &dest) } else { (&dest, &src) };
    let rank = unpacked.0.len();
    if tiles.iter().any(|&t| constant(t) == Some(0)) {
        return Err(plain("invalid zero tile factor"));
    }
    if invalid_positions(&pos, rank) {
        return Err(plain("invalid inner_dims_pos vector"));
    }
    if invalid_positions(&perm, rank) {
        return Err(plain("invalid outer_dims_perm vector"));
    }
    if !perm.is_empty() && perm.len() != rank {
        return Err(plain("outer_dims_perm must be a permutation or empty"));
    }
    if tiles.len() > rank {
        return Err(plain(
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        ));
    }
    if tiles.len() != pos.len() {
        return Err(plain(
            "tiling factors must equal the number of dimensions to tile",
        ));
    }
    let packed_rank = packed.0.len();
    if packed_rank != rank + tiles.len() {
        return Err(plain(format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {}",
            packed_rank,
            rank + tiles.len()
        )));
    }
    let inner = &packed.0[packed_rank - tiles.len()..];
    let tiles_fit = inner.iter().zip(&tiles).all(|(&d, &t)| match t {
        Mixed::Static(c) => d == c,
        Mixed::Dynamic(_) => d == DYNAMIC,
    });
    if !tiles_fit {
        return Err(plain(
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        ));
    }
    let static_tiles: Vec<i64> = tiles
        .iter()
        .map(|t| t.as_static().unwrap_or(DYNAMIC))
        .collect();
    let expected = packed_shape(&unpacked.0, &static_tiles, &pos, &perm);
    let compatible = expected
        .iter()
        .zip(&packed.0)
        .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    if !compatible {
        return Err(plain(format!(
            "expected '{}' for the packed domain value, got '{}'",
            ranked_type_string(ctx, &expected, unpacked.1),
            tstr(ctx, if pack { dest_t } else { src_t })
        )));
    }
    if !pack {
        return Ok(());
    }
    match padding_and_tiles(ctx, op).0 {
        Some(p) => {
            let pt = ctx.value_type(p);
            if pt != src.1 {
                return Err(format!(
                    "expected padding_value has '{}' but got: '{}'",
                    tstr(ctx, src.1),
                    tstr(ctx, pt)
                ));
            }
        }
        None => {
            if requires_padding(&src.0, &pos, &dest.0, &perm, &tiles, constant) {
                return Err("invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set".into());
            }
        }
    }
    Ok(())
}

fn name_pack(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
    set(0, "pack".to_string());
}

fn name_unpack(_: &Context, _: Op, set: &mut dyn FnMut(usize, String)) {
    set(0, "unpack".to_string());
}

/// `linalg.pack`: relayouts a tensor into tiles (inner tile sizes per packed dimension, optional
/// padding and outer permutation).
pub static PACK: OpDef = OpDef {
    traits: PURE,
    inherent: &[
        "inner_dims_pos",
        "operandSegmentSizes",
        "outer_dims_perm",
        "static_inner_tiles",
    ],
    parse: Some(parse_pack),
    print: Some(print_relayout),
    verify: Some(verify_relayout),
    result_names: Some(name_pack),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    operand_segments: 4,
    ..OpDef::new("linalg.pack")
};

ir::op_view! {
    /// `linalg.pack`: `source` tiled into `dest` (then the padding value and
    /// the dynamic tiles).
    pub Pack = PACK;
    operands { source: 0, dest: 1 }
}

/// `linalg.unpack`: the inverse of `linalg.pack`, from tiles back to the plain layout.
pub static UNPACK: OpDef = OpDef {
    traits: PURE,
    inherent: &["inner_dims_pos", "outer_dims_perm", "static_inner_tiles"],
    parse: Some(parse_unpack),
    print: Some(print_relayout),
    verify: Some(verify_relayout),
    result_names: Some(name_unpack),
    operands: Count::AtLeast(2),
    results: Count::Exactly(1),
    ..OpDef::new("linalg.unpack")
};

ir::op_view! {
    /// `linalg.unpack`: the tiled `source` laid out into `dest`.
    pub Unpack = UNPACK;
    operands { source: 0, dest: 1 }
}

/// Registers `linalg.pack` and `linalg.unpack` in `r`.
pub fn register(r: &mut Registry) {
    r.register(&PACK);
    r.register(&UNPACK);
}
