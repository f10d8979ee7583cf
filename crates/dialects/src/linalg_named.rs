//! The named structured ops of `linalg` that MLIR generates from its op DSL
//! (fill, copy, matvec, dot, convolutions, poolings, elementwise unary and
//! binary ops, ...): custom syntax `attr-dict ins(...) outs(...) (-> types)?`,
//! the implicit body region built when parsing, and the indexing maps that
//! MLIR's verifier memoizes as `linalg.memoized_indexing_maps`.

use crate::common::{self, opaque_attr, opaque_enum_value};
use crate::linalg::{self, affine_map_attr, elem_of, BodyBuilder};
use ir::affine::{self, AffineExpr, AffineMap};
use ir::attrs::{AttrKind, DenseData};
use ir::diag::DResult;
use ir::float_format::FloatKind;
use ir::interfaces::{Dps, Interfaces, Operands};
use ir::parser::OpParser;
use ir::printer::OpPrinter;
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::{Signedness, TypeKind};
use ir::{Attr, Context, Loc, Op, OpDef, OpState, Region, Registry, Sym, Type, Value};
use std::sync::OnceLock;

/// How the body of a named op computes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Body {
    /// `yield %in`.
    Fill,
    /// `yield cast(%in)` (with the op's `cast` attribute).
    Copy,
    /// `yield f(%in)`.
    Unary(&'static str),
    /// `yield f(%lhs, %rhs)`.
    Binary(&'static str),
    /// `yield select(%c, %a, %b)`.
    Select,
    /// `yield %out + cast(%a) * cast(%b)`.
    MulAcc,
    /// `yield %out + (cast(%a) - cast(%azp)) * (cast(%b) - cast(%bzp))`.
    MulAccQ,
    /// `yield f(%out, cast(%in))` for poolings; the flag is "unsigned".
    Pool(&'static str, bool),
    /// Unsupported body (the op parses in generic form only).
    Opaque,
}

struct Named {
    name: &'static str,
    body: Body,
    /// Loop dims and operand index expressions (see [`spec_maps`]), for ops
    /// whose indexing maps MLIR memoizes.
    spec: Option<&'static str>,
    /// Convolutions and poolings carry `strides` and `dilations`.
    windowed: bool,
}

const fn n(name: &'static str, body: Body, spec: Option<&'static str>, windowed: bool) -> Named {
    Named {
        name,
        body,
        spec,
        windowed,
    }
}

use Body::*;

static NAMED: &[Named] = &[
    n("linalg.fill", Fill, None, false),
    n("linalg.copy", Copy, None, false),
    n("linalg.exp", Unary("exp"), None, false),
    n("linalg.log", Unary("log"), None, false),
    n("linalg.abs", Unary("abs"), None, false),
    n("linalg.ceil", Unary("ceil"), None, false),
    n("linalg.floor", Unary("floor"), None, false),
    n("linalg.negf", Unary("negf"), None, false),
    n("linalg.reciprocal", Unary("reciprocal"), None, false),
    n("linalg.round", Unary("round"), None, false),
    n("linalg.sqrt", Unary("sqrt"), None, false),
    n("linalg.rsqrt", Unary("rsqrt"), None, false),
    n("linalg.square", Unary("square"), None, false),
    n("linalg.tanh", Unary("tanh"), None, false),
    n("linalg.erf", Unary("erf"), None, false),
    n("linalg.add", Binary("add"), None, false),
    n("linalg.sub", Binary("sub"), None, false),
    n("linalg.mul", Binary("mul"), None, false),
    n("linalg.div", Binary("div"), None, false),
    n("linalg.div_unsigned", Binary("div_unsigned"), None, false),
    n("linalg.max", Binary("max_signed"), None, false),
    n("linalg.min", Binary("min_signed"), None, false),
    n("linalg.powf", Binary("powf"), None, false),
    n("linalg.select", Select, None, false),
    n("linalg.quantized_matmul", MulAccQ, Some("m,n,k|m,k|k,n|||m,n"), false),
    n("linalg.mmt4d", MulAcc, Some("m,n,k,m0,n0,k0|m,k,m0,k0|n,k,n0,k0|m,n,m0,n0"), false),
    n(
        "linalg.batch_mmt4d",
        MulAcc,
        Some("b,m,n,k,m0,n0,k0|b,m,k,m0,k0|b,n,k,n0,k0|b,m,n,m0,n0"),
        false,
    ),
    n("linalg.quantized_batch_matmul", MulAccQ, Some("b,m,n,k|b,m,k|b,k,n|||b,m,n"), false),
    n("linalg.matvec", MulAcc, Some("m,k|m,k|k|m"), false),
    n("linalg.vecmat", MulAcc, Some("n,k|k|k,n|n"), false),
    n("linalg.batch_matvec", MulAcc, Some("b,m,k|b,m,k|b,k|b,m"), false),
    n("linalg.batch_vecmat", MulAcc, Some("b,n,k|b,k|b,k,n|b,n"), false),
    n("linalg.dot", MulAcc, Some("k|k|k|"), false),
    n("linalg.conv_1d", MulAcc, Some("ow,kw|ow+kw|kw|ow"), false),
    n("linalg.conv_2d", MulAcc, Some("oh,ow,kh,kw|oh+kh,ow+kw|kh,kw|oh,ow"), false),
    n("linalg.conv_3d", MulAcc, Some("od,oh,ow,kd,kh,kw|od+kd,oh+kh,ow+kw|kd,kh,kw|od,oh,ow"), false),
    n(
        "linalg.conv_1d_nwc_wcf",
        MulAcc,
        Some("n,ow,f,kw,c|n,ow*S0+kw*D0,c|kw,c,f|n,ow,f"),
        true,
    ),
    n(
        "linalg.conv_1d_ncw_fcw",
        MulAcc,
        Some("n,f,ow,c,kw|n,c,ow*S0+kw*D0|f,c,kw|n,f,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwc_hwcf",
        MulAcc,
        Some("n,oh,ow,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c,f|n,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwc_fhwc",
        MulAcc,
        Some("n,oh,ow,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,c|f,kh,kw,c|n,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwc_hwcf_q",
        MulAccQ,
        Some("n,oh,ow,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c,f|||n,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwc_fhwc_q",
        MulAccQ,
        Some("n,oh,ow,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,c|f,kh,kw,c|||n,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_2d_nchw_fchw",
        MulAcc,
        Some("n,f,oh,ow,c,kh,kw|n,c,oh*S0+kh*D0,ow*S1+kw*D1|f,c,kh,kw|n,f,oh,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_nchw_fchw_q",
        MulAccQ,
        Some("n,f,oh,ow,c,kh,kw|n,c,oh*S0+kh*D0,ow*S1+kw*D1|f,c,kh,kw|||n,f,oh,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_ngchw_fgchw",
        MulAcc,
        Some("n,g,f,oh,ow,c,kh,kw|n,g,c,oh*S0+kh*D0,ow*S1+kw*D1|f,g,c,kh,kw|n,g,f,oh,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_ngchw_gfchw",
        MulAcc,
        Some("n,g,f,oh,ow,c,kh,kw|n,g,c,oh*S0+kh*D0,ow*S1+kw*D1|g,f,c,kh,kw|n,g,f,oh,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_ngchw_gfchw_q",
        MulAccQ,
        Some("n,g,f,oh,ow,c,kh,kw|n,g,c,oh*S0+kh*D0,ow*S1+kw*D1|g,f,c,kh,kw|||n,g,f,oh,ow"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwgc_gfhwc",
        MulAcc,
        Some("n,oh,ow,g,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,g,c|g,f,kh,kw,c|n,oh,ow,g,f"),
        true,
    ),
    n(
        "linalg.conv_2d_nhwgc_gfhwc_q",
        MulAccQ,
        Some("n,oh,ow,g,f,kh,kw,c|n,oh*S0+kh*D0,ow*S1+kw*D1,g,c|g,f,kh,kw,c|||n,oh,ow,g,f"),
        true,
    ),
    n(
        "linalg.conv_3d_ndhwc_dhwcf",
        MulAcc,
        Some("n,od,oh,ow,f,kd,kh,kw,c|n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c|kd,kh,kw,c,f|n,od,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_3d_ndhwc_dhwcf_q",
        MulAccQ,
        Some("n,od,oh,ow,f,kd,kh,kw,c|n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c|kd,kh,kw,c,f|||n,od,oh,ow,f"),
        true,
    ),
    n(
        "linalg.conv_3d_ncdhw_fcdhw",
        MulAcc,
        Some("n,f,od,oh,ow,c,kd,kh,kw|n,c,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2|f,c,kd,kh,kw|n,f,od,oh,ow"),
        true,
    ),
    n(
        "linalg.depthwise_conv_1d_nwc_wc",
        MulAcc,
        Some("n,ow,c,kw|n,ow*S0+kw*D0,c|kw,c|n,ow,c"),
        true,
    ),
    n(
        "linalg.depthwise_conv_1d_ncw_cw",
        MulAcc,
        Some("n,c,ow,kw|n,c,ow*S0+kw*D0|c,kw|n,c,ow"),
        true,
    ),
    n(
        "linalg.depthwise_conv_1d_nwc_wcm",
        MulAcc,
        Some("n,ow,c,m,kw|n,ow*S0+kw*D0,c|kw,c,m|n,ow,c,m"),
        true,
    ),
    n(
        "linalg.depthwise_conv_2d_nchw_chw",
        MulAcc,
        Some("n,oh,ow,c,kh,kw|n,c,oh*S0+kh*D0,ow*S1+kw*D1|c,kh,kw|n,c,oh,ow"),
        true,
    ),
    n(
        "linalg.depthwise_conv_2d_nhwc_hwc",
        MulAcc,
        Some("n,oh,ow,c,kh,kw|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c|n,oh,ow,c"),
        true,
    ),
    n(
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        MulAccQ,
        Some("n,oh,ow,c,kh,kw|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c|||n,oh,ow,c"),
        true,
    ),
    n(
        "linalg.depthwise_conv_2d_nhwc_hwcm",
        MulAcc,
        Some("n,oh,ow,c,m,kh,kw|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c,m|n,oh,ow,c,m"),
        true,
    ),
    n(
        "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        MulAccQ,
        Some("n,oh,ow,c,m,kh,kw|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw,c,m|||n,oh,ow,c,m"),
        true,
    ),
    n(
        "linalg.depthwise_conv_3d_ndhwc_dhwc",
        MulAcc,
        Some("n,od,oh,ow,kd,kh,kw,c|n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c|kd,kh,kw,c|n,od,oh,ow,c"),
        true,
    ),
    n(
        "linalg.depthwise_conv_3d_ncdhw_cdhw",
        MulAcc,
        Some("n,od,oh,ow,kd,kh,kw,c|n,c,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2|c,kd,kh,kw|n,c,od,oh,ow"),
        true,
    ),
    n(
        "linalg.depthwise_conv_3d_ndhwc_dhwcm",
        MulAcc,
        Some("n,od,oh,ow,cm,kd,kh,kw,c|n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c|kd,kh,kw,c,cm|n,od,oh,ow,c,cm"),
        true,
    ),
    n("linalg.pooling_nhwc_sum", Pool("sum", false), Some(POOL_NHWC), true),
    n("linalg.pooling_nchw_sum", Pool("sum", false), Some(POOL_NCHW), true),
    n("linalg.pooling_nhwc_max", Pool("max", false), Some(POOL_NHWC), true),
    n("linalg.pooling_nhwc_max_unsigned", Pool("max", true), Some(POOL_NHWC), true),
    n("linalg.pooling_nchw_max", Pool("max", false), Some(POOL_NCHW), true),
    n("linalg.pooling_nhwc_min", Pool("min", false), Some(POOL_NHWC), true),
    n("linalg.pooling_nhwc_min_unsigned", Pool("min", true), Some(POOL_NHWC), true),
    n("linalg.pooling_nwc_sum", Pool("sum", false), Some(POOL_NWC), true),
    n("linalg.pooling_ncw_sum", Pool("sum", false), Some(POOL_NCW), true),
    n("linalg.pooling_nwc_max", Pool("max", false), Some(POOL_NWC), true),
    n("linalg.pooling_nwc_max_unsigned", Pool("max", true), Some(POOL_NWC), true),
    n("linalg.pooling_ncw_max", Pool("max", false), Some(POOL_NCW), true),
    n("linalg.pooling_nwc_min", Pool("min", false), Some(POOL_NWC), true),
    n("linalg.pooling_nwc_min_unsigned", Pool("min", true), Some(POOL_NWC), true),
    n("linalg.pooling_ndhwc_sum", Pool("sum", false), Some(POOL_NDHWC), true),
    n("linalg.pooling_ndhwc_max", Pool("max", false), Some(POOL_NDHWC), true),
    n("linalg.pooling_ndhwc_min", Pool("min", false), Some(POOL_NDHWC), true),
    n("linalg.fill_rng_2d", Opaque, None, false),
];

const POOL_NHWC: &str = "n,oh,ow,c,kh,kw|n,oh*S0+kh*D0,ow*S1+kw*D1,c|kh,kw|n,oh,ow,c";
const POOL_NCHW: &str = "n,c,oh,ow,kh,kw|n,c,oh*S0+kh*D0,ow*S1+kw*D1|kh,kw|n,c,oh,ow";
const POOL_NWC: &str = "n,ow,c,kw|n,ow*S0+kw*D0,c|kw|n,ow,c";
const POOL_NCW: &str = "n,c,ow,kw|n,c,ow*S0+kw*D0|kw|n,c,ow";
const POOL_NDHWC: &str =
    "n,od,oh,ow,c,kd,kh,kw|n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c|kd,kh,kw|n,od,oh,ow,c";

fn lookup(name: &str) -> Option<&'static Named> {
    NAMED.iter().find(|n| n.name == name)
}

/// Values of an integer elements attribute (`dense<[1, 2]> : tensor<2xi64>`),
/// a splat repeated `n` times.
fn int_elements(ctx: &Context, a: Attr, n: usize) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            splat,
            data: DenseData::Scalars(v),
            ..
        } => {
            if *splat {
                Some(vec![*v.first()? as i128 as i64; n])
            } else {
                Some(v.iter().map(|x| *x as i128 as i64).collect())
            }
        }
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|x| *x as i128 as i64).collect())
        }
        _ => None,
    }
}

/// Builds the indexing maps from a spec `dims|operand|operand|...`: each
/// operand is a comma-separated list of sums of `dim` or `dim*S<i>` /
/// `dim*D<i>` (stride / dilation `i`); an empty operand is a scalar `()`.
fn spec_maps(spec: &str, strides: &[i64], dilations: &[i64]) -> Vec<AffineMap> {
    let mut parts = spec.split('|');
    let dims: Vec<&str> = parts.next().unwrap_or("").split(',').collect();
    let nd = dims.len() as u32;
    let pos = |name: &str| dims.iter().position(|d| *d == name).unwrap_or(0) as u32;
    parts
        .map(|operand| {
            let results = if operand.is_empty() {
                Vec::new()
            } else {
                operand
                    .split(',')
                    .map(|e| {
                        let mut acc: Option<AffineExpr> = None;
                        for term in e.split('+') {
                            let (d, scale) = match term.split_once('*') {
                                Some((d, s)) => {
                                    let i: usize = s[1..].parse().unwrap_or(0);
                                    let v = if s.starts_with('S') {
                                        strides
                                    } else {
                                        dilations
                                    };
                                    (d, v.get(i).copied().unwrap_or(1))
                                }
                                None => (term, 1),
                            };
                            let t =
                                affine::mul(AffineExpr::dim(pos(d)), AffineExpr::constant(scale));
                            acc = Some(match acc {
                                Some(a) => affine::add(a, t),
                                None => t,
                            });
                        }
                        acc.unwrap()
                    })
                    .collect()
            };
            AffineMap::new(nd, 0, results)
        })
        .collect()
}

/// The indexing maps MLIR memoizes for `name` given its attributes.
fn memoized_maps(ctx: &mut Context, name: &str, attrs: &[(Sym, Attr)]) -> Option<Attr> {
    let spec = lookup(name)?.spec?;
    let get = |ctx: &Context, key: &str| {
        attrs
            .iter()
            .find(|(k, _)| ctx.str(*k) == key)
            .and_then(|(_, a)| int_elements(ctx, *a, 3))
            .unwrap_or_default()
    };
    let strides = get(ctx, "strides");
    let dilations = get(ctx, "dilations");
    let maps = spec_maps(spec, &strides, &dilations);
    let v: Vec<Attr> = maps.into_iter().map(|m| affine_map_attr(ctx, m)).collect();
    Some(ctx.array_attr(v))
}

// ----- scalar helpers for bodies -----

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(float_bits(*k)),
        _ => None,
    }
}

fn float_bits(k: FloatKind) -> u32 {
    match k {
        FloatKind::F16 | FloatKind::BF16 => 16,
        FloatKind::F32 | FloatKind::TF32 => 32,
        FloatKind::F64 => 64,
        FloatKind::F80 => 80,
        FloatKind::F128 => 128,
        _ => 8,
    }
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// MLIR's `TypeFn.cast_signed` / `cast_unsigned` of a scalar.
fn cast(bb: &mut BodyBuilder, v: Value, to: Type, unsigned: bool) -> Result<Value, String> {
    let ctx = &*bb.ctx;
    let from = ctx.value_type(v);
    if from == to {
        return Ok(v);
    }
    let name = match (
        int_width(ctx, from),
        float_width(ctx, from),
        int_width(ctx, to),
        float_width(ctx, to),
    ) {
        (Some(a), _, Some(b), _) => {
            if b > a {
                if unsigned || a == 1 {
                    "arith.extui"
                } else {
                    "arith.extsi"
                }
            } else {
                "arith.trunci"
            }
        }
        (_, Some(a), _, Some(b)) => {
            if b > a {
                "arith.extf"
            } else {
                "arith.truncf"
            }
        }
        (Some(_), _, _, Some(_)) => {
            if unsigned {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            }
        }
        (_, Some(_), Some(_), _) => {
            if unsigned {
                "arith.fptoui"
            } else {
                "arith.fptosi"
            }
        }
        _ if is_index(ctx, from) || is_index(ctx, to) => {
            if unsigned {
                "arith.index_castui"
            } else {
                "arith.index_cast"
            }
        }
        _ => return Err("unsupported type conversion function".into()),
    };
    Ok(bb.value(name, &[v], to, Vec::new()))
}

fn binary(bb: &mut BodyBuilder, f: &str, a: Value, b: Value) -> Result<Value, String> {
    let t = bb.ctx.value_type(a);
    let float = float_width(bb.ctx, t).is_some();
    let int = int_width(bb.ctx, t).is_some() || is_index(bb.ctx, t);
    let i1 = is_i1(bb.ctx, t);
    let name = match (f, float, int) {
        ("add", true, _) => "arith.addf",
        ("add", _, true) if i1 => "arith.ori",
        ("add", _, true) => "arith.addi",
        ("sub", true, _) => "arith.subf",
        ("sub", _, true) if i1 => return Err("unsupported operation: sub with bools".into()),
        ("sub", _, true) => "arith.subi",
        ("mul", true, _) => "arith.mulf",
        ("mul", _, true) if i1 => "arith.andi",
        ("mul", _, true) => "arith.muli",
        ("div", true, _) => "arith.divf",
        ("div", _, true) => "arith.divsi",
        ("div_unsigned", true, _) => "arith.divf",
        ("div_unsigned", _, true) => "arith.divui",
        ("max_signed", true, _) => "arith.maximumf",
        ("max_signed", _, true) => "arith.maxsi",
        ("min_signed", true, _) => "arith.minimumf",
        ("min_signed", _, true) => "arith.minsi",
        ("max_unsigned", true, _) => "arith.maximumf",
        ("max_unsigned", _, true) => "arith.maxui",
        ("min_unsigned", true, _) => "arith.minimumf",
        ("min_unsigned", _, true) => "arith.minui",
        ("powf", true, _) => "math.powf",
        _ => return Err("unsupported non numeric type".into()),
    };
    Ok(bb.value(name, &[a, b], t, Vec::new()))
}

fn unary(bb: &mut BodyBuilder, f: &str, a: Value) -> Result<Value, String> {
    let t = bb.ctx.value_type(a);
    let float = float_width(bb.ctx, t).is_some();
    if !float {
        if f == "abs" && int_width(bb.ctx, t).is_some() {
            return Ok(bb.value("math.absi", &[a], t, Vec::new()));
        }
        return Err("unsupported non numeric type".into());
    }
    let name = match f {
        "exp" => "math.exp",
        "log" => "math.log",
        "abs" => "math.absf",
        "ceil" => "math.ceil",
        "floor" => "math.floor",
        "negf" => "arith.negf",
        "round" => "math.round",
        "sqrt" => "math.sqrt",
        "rsqrt" => "math.rsqrt",
        "tanh" => "math.tanh",
        "erf" => "math.erf",
        "square" => return Ok(bb.value("arith.mulf", &[a, a], t, Vec::new())),
        "reciprocal" => {
            let one = float_one(bb.ctx, t);
            let s = bb.ctx.sym("value");
            let c = bb.value("arith.constant", &[], t, vec![(s, one)]);
            return Ok(bb.value("arith.divf", &[c, a], t, Vec::new()));
        }
        _ => return Err("unsupported unary function".into()),
    };
    Ok(bb.value(name, &[a], t, Vec::new()))
}

fn float_one(ctx: &mut Context, t: Type) -> Attr {
    let bits: u128 = match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F16) => 0x3c00,
        TypeKind::Float(FloatKind::BF16) => 0x3f80,
        TypeKind::Float(FloatKind::F64) => 0x3ff0_0000_0000_0000,
        _ => 0x3f80_0000,
    };
    ctx.attr(AttrKind::Float { ty: t, bits })
}

fn cast_is_unsigned(ctx: &Context, attrs: &[(Sym, Attr)]) -> bool {
    attrs
        .iter()
        .find(|(k, _)| ctx.str(*k) == "cast")
        .and_then(|(_, a)| opaque_enum_value(ctx, *a, "linalg", "type_fn"))
        == Some("cast_unsigned")
}

/// Builds the implicit body region of a named (or matmul-like) op.
pub fn build_body(
    ctx: &mut Context,
    name: &str,
    in_types: &[Type],
    out_types: &[Type],
    attrs: &[(Sym, Attr)],
) -> Result<Region, String> {
    let body = body_of(ctx, name, attrs);
    let types: Vec<Type> = in_types.iter().chain(out_types).copied().collect();
    let (r, b, args) = linalg::new_body(ctx, &types);
    if body == Body::Opaque {
        return Ok(r);
    }
    let honours_cast = matches!(
        name,
        "linalg.copy"
            | "linalg.matmul"
            | "linalg.batch_matmul"
            | "linalg.batch_reduce_matmul"
            | "linalg.contract"
    );
    let unsigned = honours_cast && cast_is_unsigned(ctx, attrs);
    let nin = in_types.len();
    let out_elem = out_types.first().map(|t| elem_of(ctx, *t));
    // MLIR builds the bodies of named ops at the unknown location.
    let mut bb = BodyBuilder {
        ctx,
        block: b,
        loc: Loc::UNKNOWN,
    };
    let (Some(out_t), true) = (out_elem, !args.is_empty()) else {
        return Ok(r);
    };
    let arg = |i: usize| -> Result<Value, String> {
        args.get(i)
            .copied()
            .ok_or_else(|| "expects more operands".to_string())
    };
    let out = args[args.len() - 1];
    let v = match body {
        Fill => arg(0)?,
        Copy => cast(&mut bb, arg(0)?, out_t, unsigned)?,
        Unary(f) => unary(&mut bb, f, arg(0)?)?,
        Binary(f) => binary(&mut bb, f, arg(0)?, arg(1)?)?,
        Select => {
            let t = bb.ctx.value_type(arg(1)?);
            bb.value("arith.select", &[arg(0)?, arg(1)?, arg(2)?], t, Vec::new())
        }
        MulAcc => {
            let a = cast(&mut bb, arg(0)?, out_t, unsigned)?;
            let b2 = cast(&mut bb, arg(1)?, out_t, unsigned)?;
            let m = binary(&mut bb, "mul", a, b2)?;
            binary(&mut bb, "add", out, m)?
        }
        MulAccQ => {
            let a = cast(&mut bb, arg(0)?, out_t, false)?;
            let az = cast(&mut bb, arg(2)?, out_t, false)?;
            let a = binary(&mut bb, "sub", a, az)?;
            let b2 = cast(&mut bb, arg(1)?, out_t, false)?;
            let bz = cast(&mut bb, arg(3)?, out_t, false)?;
            let b2 = binary(&mut bb, "sub", b2, bz)?;
            let m = binary(&mut bb, "mul", a, b2)?;
            binary(&mut bb, "add", out, m)?
        }
        Pool(f, uns) => {
            let x = cast(&mut bb, arg(0)?, out_t, uns)?;
            let f = match (f, uns) {
                ("sum", _) => "add",
                ("max", false) => "max_signed",
                ("max", true) => "max_unsigned",
                ("min", false) => "min_signed",
                _ => "min_unsigned",
            };
            binary(&mut bb, f, out, x)?
        }
        Body::Opaque => unreachable!(),
    };
    let _ = nin;
    bb.yield_(&[v]);
    Ok(r)
}

/// The payload a named op (or `linalg.elementwise` of the `kind` among
/// `attrs`) builds.
fn body_of(ctx: &Context, name: &str, attrs: &[(Sym, Attr)]) -> Body {
    match name {
        "linalg.matmul"
        | "linalg.batch_matmul"
        | "linalg.batch_reduce_matmul"
        | "linalg.contract" => MulAcc,
        "linalg.elementwise" => {
            let kind = attrs
                .iter()
                .find(|(k, _)| ctx.str(*k) == "kind")
                .and_then(|(_, a)| opaque_enum_value(ctx, *a, "linalg", "elementwise_kind"))
                .unwrap_or("");
            elementwise_body(kind)
        }
        _ => lookup(name).map(|n| n.body).unwrap_or(Body::Opaque),
    }
}

/// MLIR's check, before building a named op's payload, that the op has as
/// many inputs and inits as the payload has arguments.
pub fn check_payload_arity(
    ctx: &Context,
    name: &str,
    attrs: &[(Sym, Attr)],
    operands: usize,
) -> Result<(), String> {
    let expected = match body_of(ctx, name, attrs) {
        Fill | Copy | Unary(_) => 2,
        Binary(_) | MulAcc | Pool(..) => 3,
        Select => 4,
        MulAccQ => 5,
        Opaque => return Ok(()),
    };
    if expected == operands {
        return Ok(());
    }
    Err(format!(
        "custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {operands}"
    ))
}

fn elementwise_body(kind: &str) -> Body {
    match kind {
        "exp" | "log" | "abs" | "ceil" | "floor" | "negf" | "reciprocal" | "round" | "sqrt"
        | "rsqrt" | "square" | "tanh" | "erf" => Unary(leak(kind)),
        "add" | "sub" | "mul" | "div" | "div_unsigned" | "max_signed" | "min_signed"
        | "max_unsigned" | "min_unsigned" | "powf" => Binary(leak(kind)),
        "select" => Select,
        _ => Opaque,
    }
}

fn leak(s: &str) -> &'static str {
    const KINDS: [&str; 24] = [
        "exp",
        "log",
        "abs",
        "ceil",
        "floor",
        "negf",
        "reciprocal",
        "round",
        "sqrt",
        "rsqrt",
        "square",
        "tanh",
        "erf",
        "add",
        "sub",
        "mul",
        "div",
        "div_unsigned",
        "max_signed",
        "min_signed",
        "max_unsigned",
        "min_unsigned",
        "powf",
        "select",
    ];
    KINDS.iter().find(|k| **k == s).copied().unwrap_or("")
}

// ----- syntax -----

fn parse_named(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = p.p.ctx.str(st.name).to_string();
    let parts = linalg::parse_common(p, st, true)?;
    linalg::parse_optional_results(p, st)?;
    let attrs = st.attrs.clone();
    let operands = parts.in_types.len() + parts.out_types.len();
    if let Err(m) = check_payload_arity(p.ctx(), &name, &attrs, operands) {
        return p.err_at(p.cur_loc(), m);
    }
    let loc = p.loc;
    match build_body(p.ctx(), &name, &parts.in_types, &parts.out_types, &attrs) {
        Ok(r) => st.regions.push(r),
        Err(m) => return p.err_at(loc, format!("custom op '{}' {}", name, m)),
    }
    if let Some(maps) = memoized_maps(p.ctx(), &name, &attrs) {
        common::set_attr(p, st, "linalg.memoized_indexing_maps", maps);
    }
    let _ = opaque_attr;
    Ok(())
}

fn print_named(pr: &mut OpPrinter, op: Op) {
    pr.attr_dict(
        op,
        &["operandSegmentSizes", "linalg.memoized_indexing_maps"],
    );
    linalg::print_common(pr, op);
    linalg::print_results(pr, op);
}

fn verify_named(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = linalg::dps_operands(ctx, op);
    if ctx.op_name(op) == "linalg.fill" {
        if let Some(v) = ins.first() {
            if matches!(
                ctx.type_kind(ctx.value_type(*v)),
                TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
            ) {
                return Err(crate::offsets::plain("expected op with scalar input"));
            }
        }
        if let (Some(v), Some(o)) = (ins.first(), outs.first()) {
            let vt = ctx.value_type(*v);
            let ot = elem_of(ctx, ctx.value_type(*o));
            if vt != ot {
                return Err(format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    ir::printer::type_to_string(ctx, vt),
                    ir::printer::type_to_string(ctx, ot)
                ));
            }
        }
    }
    linalg::verify_structured(ctx, op, &ins, &outs)
}

const PLAIN: &[&str] = &["operandSegmentSizes"];
const WINDOWED: &[&str] = &["strides", "dilations", "operandSegmentSizes"];
const WITH_CAST: &[&str] = &["cast", "operandSegmentSizes"];

/// The definitions of the named ops, made once: every registry shares them,
/// so that a definition's address names the op kind.
pub fn defs() -> &'static [&'static OpDef] {
    static DEFS: OnceLock<Vec<&'static OpDef>> = OnceLock::new();
    DEFS.get_or_init(|| NAMED.iter().map(named_def).collect())
}

/// Whether `def` is a named op that applies its payload element by element,
/// with identity maps on its shaped operands (fill, copy, the unary and
/// binary arithmetic ops, select): the rank-polymorphic ops.
pub fn is_elementwise(def: &OpDef) -> bool {
    lookup(def.name).is_some_and(|n| n.spec.is_none() && n.body != Body::Opaque)
}

/// Whether `def` is `linalg.copy`.
pub fn is_copy(def: &OpDef) -> bool {
    lookup(def.name).is_some_and(|n| n.body == Body::Copy)
}

/// Whether `def` is `linalg.fill` (every element of the init becomes the input scalar).
pub fn is_fill(def: &OpDef) -> bool {
    lookup(def.name).is_some_and(|n| n.body == Body::Fill)
}

/// A named op's inputs and inits are its two operand groups.
static NAMED_IFACE: Interfaces = Interfaces {
    dps: Some(Dps {
        inits: Operands::Segment(1),
    }),
    ..Interfaces::NONE
};

fn named_def(n: &'static Named) -> &'static OpDef {
    let inherent = if n.windowed {
        WINDOWED
    } else if n.name == "linalg.copy" {
        WITH_CAST
    } else {
        PLAIN
    };
    Box::leak(Box::new(OpDef {
        traits: RECURSIVE_MEMORY_EFFECTS | SINGLE_BLOCK,
        inherent,
        parse: if n.body == Body::Opaque {
            None
        } else {
            Some(parse_named)
        },
        print: if n.body == Body::Opaque {
            None
        } else {
            Some(print_named)
        },
        verify: Some(verify_named),
        num_regions: Some(1),
        iface: &NAMED_IFACE,
        operands: Count::AtLeast(0),
        results: Count::AtLeast(0),
        operand_segments: 2,
        ..OpDef::new(n.name)
    }))
}

/// Registers the named `linalg` ops of the table here (`linalg.fill`, `linalg.copy`, elementwise
/// and convolution ops, ...), `linalg.pack`/`linalg.unpack` and the Winograd transforms in `r`.
pub fn register(r: &mut Registry) {
    for &def in defs() {
        r.register(def);
    }
    crate::linalg_pack::register(r);
    for name in [
        "linalg.winograd_filter_transform",
        "linalg.winograd_input_transform",
        "linalg.winograd_output_transform",
    ] {
        // MLIR defines them without any memory-effect interface.
        let def = Box::leak(Box::new(OpDef {
            num_regions: None,
            iface: &ir::interfaces::Interfaces::UNDECLARED_EFFECTS,
            operands: Count::Exactly(2),
            results: Count::Exactly(1),
            ..OpDef::new(name)
        }));
        r.register(def);
    }
}

/// The indexing maps of a named op generated from the op DSL (`None` for ops
/// this module does not know or whose body is opaque): the maps of its spec,
/// or, for the rank-polymorphic ops (fill, copy, elementwise), the identity of
/// the first init's rank for shaped operands and `(d0, ...) -> ()` for scalars.
pub fn named_indexing_maps(ctx: &Context, op: Op) -> Option<Vec<AffineMap>> {
    let named = lookup(ctx.op_name(op))?;
    if named.body == Body::Opaque {
        return None;
    }
    if let Some(spec) = named.spec {
        let get = |key: &str| {
            ctx.get_attr(op, key)
                .and_then(|a| int_elements(ctx, a, 3))
                .unwrap_or_default()
        };
        return Some(spec_maps(spec, &get("strides"), &get("dilations")));
    }
    let (ins, outs) = linalg::dps_operands(ctx, op);
    let rank = outs
        .first()
        .and_then(|v| ctx.type_kind(ctx.value_type(*v)).rank())
        .unwrap_or(0) as u32;
    Some(
        ins.iter()
            .chain(&outs)
            .map(|v| {
                if ctx.type_kind(ctx.value_type(*v)).is_shaped() {
                    AffineMap::identity(rank)
                } else {
                    AffineMap::new(rank, 0, Vec::new())
                }
            })
            .collect(),
    )
}
