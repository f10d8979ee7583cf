//! arith: constant folding of binary ops, compares, selects and casts with
//! MLIR's results, algebraic identities, and the canonicalization patterns
//! of `arith` (constant reassociation, select and xor rewrites, cast chains).
//!
//! This module holds the fold-hook table, shared helpers and the pattern
//! tables; the folds live in `int_folds` and `float_cast_folds`, the
//! patterns in `rewrites`.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::arith as da;
use dialects::arith::{Binary, Select, Unary};
use ir::float_format::{from_f64, to_f64};

mod int_folds;
use int_folds::*;
mod float_cast_folds;
use float_cast_folds::*;
mod rewrites;
use rewrites::*;

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    let short = name.strip_prefix("arith.")?;
    Some(match short {
        "addi" => fold_addi,
        "subi" => fold_subi,
        "muli" => fold_muli,
        "andi" => fold_andi,
        "ori" => fold_ori,
        "xori" => fold_xori,
        "divsi" | "divui" | "ceildivsi" | "ceildivui" | "floordivsi" => fold_div,
        "remsi" | "remui" => fold_rem,
        "shli" | "shrsi" | "shrui" => fold_shift,
        "maxsi" | "maxui" | "minsi" | "minui" => fold_minmax,
        "cmpi" => fold_cmpi,
        "cmpf" => fold_cmpf,
        "select" => fold_select,
        "addf" | "subf" | "mulf" | "divf" => fold_float_bin,
        "negf" => fold_negf,
        "index_cast" | "index_castui" | "extsi" | "extui" | "trunci" => fold_int_cast,
        "sitofp" | "uitofp" => fold_int_to_float,
        "maximumf" | "minimumf" | "maxnumf" | "minnumf" => fold_float_minmax,
        "remf" => fold_remf,
        "extf" | "truncf" => fold_float_resize,
        "fptosi" | "fptoui" => fold_float_to_int,
        "bitcast" => fold_bitcast,
        "addui_extended" => fold_addui_extended,
        "mulsi_extended" | "mului_extended" => fold_mul_extended,
        _ => return None,
    })
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

fn operand(ctx: &Context, op: Op, i: usize) -> Value {
    ctx.operand(op, i)
}

fn def_named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.op_name(d) == name)
}

/// Folds two integer constants with `short` (as `dialects::arith::fold_int_binary`).
fn const_int_bin(ctx: &mut Context, op: Op, c: &[Option<Attr>], short: &str) -> Option<Attr> {
    let (ca, cb) = (c[0]?, c[1]?);
    let ty = result_type(ctx, op);
    let w = int_width(ctx, elem(ctx, ty))?;
    if w > 128 {
        // Scalars only: dense elements of such types are not folded.
        let (a, b) = (wide_value(ctx, ca)?, wide_value(ctx, cb)?);
        let r = da::fold_wide_binary(short, &a, &b)?;
        return wide_attr(ctx, ty, r);
    }
    if let (Some(a), Some(b)) = (int_value(ctx, ca), int_value(ctx, cb)) {
        let r = da::fold_int_binary(short, a, b, w)?;
        return Some(splat_like(ctx, ty, r as u128, false));
    }
    fold_elementwise(ctx, &[ca, cb], ty, |e| {
        da::fold_int_binary(short, sext(e[0] as i128, w), sext(e[1] as i128, w), w)
            .map(|r| r as u128)
    })
}

/// The stored elements of a constant (integers sign-extended, i1 as 0/1,
/// floats as bits): one standing for every position for a scalar or a
/// splat, else the list of a dense constant. Not for integers wider than 128 bits, which
/// the callers' `i128` arithmetic would wrap at the wrong width.
enum Elems<'a> {
    One(u128),
    Many(&'a [u128]),
}

impl Elems<'_> {
    fn at(&self, i: usize) -> u128 {
        match self {
            Elems::One(x) => *x,
            Elems::Many(v) => v[i],
        }
    }
}

fn elems(ctx: &Context, a: Attr) -> Option<Elems<'_>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(Elems::One(*value as u128)),
        AttrKind::Float { bits, .. } => Some(Elems::One(*bits)),
        AttrKind::DenseElements {
            splat,
            data: DenseData::Scalars(v),
            ty,
        } => {
            let e = elem(ctx, *ty);
            if int_width(ctx, e).is_some_and(|w| w > 128) {
                return None;
            }
            if *splat {
                Some(Elems::One(*v.first()?))
            } else {
                Some(Elems::Many(v))
            }
        }
        _ => None,
    }
}

/// Folds constant operands element by element into a dense constant of
/// `ty` when one of them is a non-splat dense constant (MLIR's folders walk
/// the elements of any elements attribute; scalars and splats have their
/// own paths). `f` maps the operands' stored elements at one position to
/// the result's; any element it cannot fold fails the whole fold.
fn fold_elementwise(
    ctx: &mut Context,
    operands: &[Attr],
    ty: Type,
    f: impl Fn(&[u128]) -> Option<u128>,
) -> Option<Attr> {
    let n = usize::try_from(ctx.type_kind(ty).num_elements()?).ok()?;
    let results = {
        let es: Vec<Elems> = operands
            .iter()
            .map(|&a| elems(ctx, a))
            .collect::<Option<_>>()?;
        let mut any_many = false;
        for e in &es {
            if let Elems::Many(v) = e {
                if v.len() != n {
                    return None;
                }
                any_many = true;
            }
        }
        if !any_many {
            return None;
        }
        let mut at = vec![0u128; es.len()];
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            for (slot, e) in at.iter_mut().zip(&es) {
                *slot = e.at(i);
            }
            out.push(f(&at)?);
        }
        out
    };
    let e = elem(ctx, ty);
    let int_w = if float_kind(ctx, e).is_some() {
        None
    } else {
        Some(int_width(ctx, e)?)
    };
    let data = results
        .into_iter()
        .map(|x| match int_w {
            Some(1) => x & 1,
            Some(w) => sext(x as i128, w) as u128,
            None => x,
        })
        .collect();
    Some(ir::parse_attr::make_dense(
        ctx,
        ty,
        false,
        DenseData::Scalars(data),
    ))
}

fn zero_of(ctx: &mut Context, op: Op) -> Option<Attr> {
    let ty = result_type(ctx, op);
    if is_dynamic_shaped(ctx, ty) {
        return None;
    }
    let e = elem(ctx, ty);
    if int_width(ctx, e).is_some() {
        Some(splat_like(ctx, ty, 0, false))
    } else {
        None
    }
}

// ===================================================================
// Pattern tables
// ===================================================================

macro_rules! pat {
    ($name:expr, $f:expr) => {
        Pattern {
            name: $name,
            benefit: 1,
            apply: $f,
        }
    };
}

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "arith.addi",
        &[
            pat!("AddIAddConstant", p_addi_addi_const),
            pat!("AddISubConstantRHS", p_addi_subi_const_rhs),
            pat!("AddISubConstantLHS", p_addi_subi_const_lhs),
            pat!("AddIMulNegativeOneRhs", p_addi_mul_neg_one_rhs),
            pat!("AddIMulNegativeOneLhs", p_addi_mul_neg_one_lhs),
        ],
    ),
    (
        "arith.addui_extended",
        &[pat!("AddUIExtendedToAddI", p_addui_extended_to_addi)],
    ),
    (
        "arith.subi",
        &[
            pat!("SubIRHSAddConstant", p_subi_rhs_addi_const),
            pat!("SubILHSAddConstant", p_subi_lhs_addi_const),
            pat!("SubIRHSSubConstantRHS", p_subi_rhs_subi_const_rhs),
            pat!("SubIRHSSubConstantLHS", p_subi_rhs_subi_const_lhs),
            pat!("SubILHSSubConstantRHS", p_subi_lhs_subi_const_rhs),
            pat!("SubILHSSubConstantLHS", p_subi_lhs_subi_const_lhs),
            pat!("SubISubILHSRHSLHS", p_subi_subi_lhs_rhs_lhs),
        ],
    ),
    ("arith.muli", &[pat!("MulIMulIConstant", p_muli_muli_const)]),
    (
        "arith.mulsi_extended",
        &[
            pat!("MulSIExtendedToMulI", p_mul_extended_to_muli),
            pat!("MulSIExtendedRHSOne", p_mulsi_extended_rhs_one),
        ],
    ),
    (
        "arith.mului_extended",
        &[pat!("MulUIExtendedToMulI", p_mul_extended_to_muli)],
    ),
    (
        "arith.xori",
        &[
            pat!("XOrINotCmpI", p_xori_not_cmpi),
            pat!("XOrIOfExtUI", p_bitwise_of_extui),
            pat!("XOrIOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.cmpi",
        &[
            pat!("CmpIExtSI", p_cmpi_ext_si),
            pat!("CmpIExtUI", p_cmpi_ext_ui),
        ],
    ),
    (
        "arith.cmpf",
        &[pat!("CmpFIntToFPConst", p_cmpf_int_to_fp_const)],
    ),
    (
        "arith.select",
        &[
            pat!("RedundantSelectFalse", p_redundant_select_false),
            pat!("RedundantSelectTrue", p_redundant_select_true),
            pat!("SelectNotCond", p_select_not_cond),
            pat!("SelectI1ToNot", p_select_i1_to_not),
            pat!("SelectToExtUI", p_select_to_extui),
        ],
    ),
    (
        "arith.index_cast",
        &[
            pat!("IndexCastOfIndexCast", p_index_cast_of_index_cast),
            pat!("IndexCastOfExtSI", p_index_cast_of_extsi),
        ],
    ),
    (
        "arith.index_castui",
        &[
            pat!("IndexCastUIOfIndexCastUI", p_index_castui_of_index_castui),
            pat!("IndexCastUIOfExtUI", p_index_castui_of_extui),
        ],
    ),
    (
        "arith.bitcast",
        &[pat!("BitcastOfBitcast", p_bitcast_of_bitcast)],
    ),
    ("arith.extsi", &[pat!("ExtSIOfExtUI", p_extsi_of_extui)]),
    (
        "arith.andi",
        &[
            pat!("AndOfExtUI", p_bitwise_of_extui),
            pat!("AndOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.ori",
        &[
            pat!("OrOfExtUI", p_bitwise_of_extui),
            pat!("OrOfExtSI", p_bitwise_of_extsi),
        ],
    ),
    (
        "arith.trunci",
        &[pat!("TruncIShrSIToTrunciShrUI", p_trunci_shrsi_to_shrui)],
    ),
    (
        "arith.truncf",
        &[
            pat!("TruncFSIToFPToSIToFP", p_truncf_sitofp),
            pat!("TruncFUIToFPToUIToFP", p_truncf_uitofp),
        ],
    ),
    ("arith.mulf", &[pat!("MulFOfNegF", float_op_of_negs)]),
    ("arith.divf", &[pat!("DivFOfNegF", float_op_of_negs)]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minmax_pick_nan_and_zero_signs() {
        let (one, nan) = (1f32.to_bits() as u128, f32::NAN.to_bits() as u128);
        let (pz, nz) = (0u128, (-0f32).to_bits() as u128);
        assert_eq!(minmax_pick("maximumf", nan, f64::NAN, one, 1.0), nan);
        assert_eq!(minmax_pick("maxnumf", nan, f64::NAN, one, 1.0), one);
        assert_eq!(minmax_pick("minnumf", one, 1.0, nan, f64::NAN), one);
        assert_eq!(minmax_pick("minimumf", pz, 0.0, nz, -0.0), nz);
        assert_eq!(minmax_pick("maximumf", nz, -0.0, pz, 0.0), pz);
    }

    #[test]
    fn ilogb_normalizes_subnormals() {
        assert_eq!(ilogb(1.0), 0);
        assert_eq!(ilogb(-3.5), 1);
        assert_eq!(ilogb(0.25), -2);
        assert_eq!(ilogb(f64::from_bits(1)), -1074);
        assert_eq!(ilogb(f64::MAX), 1023);
    }

    #[test]
    fn mul_high_signed_and_unsigned() {
        assert_eq!(mul_high(5, -7, 32, true), -1);
        assert_eq!(mul_high(5, -7, 32, false), 4);
        assert_eq!(mul_high(-1, -1, 64, false), -2);
        assert_eq!(
            mul_high(i64::MIN as i128, i64::MIN as i128, 64, true),
            1 << 62
        );
        assert_eq!(mul_high(1, 1, 1, true), 0);
    }

    #[test]
    fn int_compare_for_decides_or_rewrites() {
        let f32k = FloatKind::F32;
        // olt 3.0 on i8: slt 3.
        assert_eq!(int_compare_for(4, f32k, 3.0, 8, false), Some(Ok((2, 3))));
        // Above the i8 range: olt is true, ogt false.
        assert_eq!(int_compare_for(4, f32k, 300.0, 8, false), Some(Err(true)));
        assert_eq!(int_compare_for(2, f32k, 300.0, 8, false), Some(Err(false)));
        // Unsigned below zero: ueq is false.
        assert_eq!(int_compare_for(8, f32k, -300.0, 8, true), Some(Err(false)));
        // Fractional constants move the bound or decide.
        assert_eq!(int_compare_for(4, f32k, 4.5, 16, false), Some(Ok((3, 4))));
        assert_eq!(int_compare_for(4, f32k, -4.5, 16, false), Some(Ok((2, -4))));
        assert_eq!(int_compare_for(1, f32k, 4.5, 16, false), Some(Err(false)));
        assert_eq!(int_compare_for(11, f32k, 4.5, 16, true), Some(Ok((7, 4))));
        // ord and uno never see a NaN from an integer.
        assert_eq!(int_compare_for(7, f32k, 1.0, 8, false), Some(Err(true)));
        assert_eq!(int_compare_for(14, f32k, 1.0, 8, false), Some(Err(false)));
        // i32 does not fit f32's significand: 1e9 could compare either way.
        assert_eq!(int_compare_for(4, f32k, 1.0e9, 32, false), None);
        assert_eq!(
            int_compare_for(4, f32k, 1000.0, 32, false),
            Some(Ok((2, 1000)))
        );
        // NaN, and the predicates with no integer form, are left alone.
        assert_eq!(int_compare_for(4, f32k, f64::NAN, 8, false), None);
        assert_eq!(int_compare_for(0, f32k, 1.0, 8, false), None);
        assert_eq!(int_compare_for(15, f32k, 1.0, 8, false), None);
    }
}
