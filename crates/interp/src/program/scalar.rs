//! arith, math, index and `ub.poison` op kinds: the scalar instructions (also run per element
//! of a vector by `K::Vec`).

use super::*;

impl<'c> Compiler<'c> {
    /// The kind of an arith or math op on scalars of kind `rk` (result) and `ok0` (operand 0).
    pub(super) fn scalar_kind_of(
        &mut self,
        op: Op,
        name: &str,
        short: &str,
        rk: Option<SK>,
        ok0: Option<SK>,
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        let int_w = |k: Option<SK>| match k {
            Some(SK::Int(w)) if w <= 64 => Some(w),
            _ => None,
        };
        let fty = |k: Option<SK>| match k {
            Some(SK::Float(f)) => Some(f),
            _ => None,
        };
        let wide_w = |k: Option<SK>| match k {
            Some(SK::Wide(w)) => Some(w),
            _ => None,
        };
        let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
        match dialect {
            "arith" => {
                let ib = match short {
                    "addi" => Some(IB::Add),
                    "subi" => Some(IB::Sub),
                    "muli" => Some(IB::Mul),
                    "divsi" => Some(IB::DivS),
                    "divui" => Some(IB::DivU),
                    "remsi" => Some(IB::RemS),
                    "remui" => Some(IB::RemU),
                    "ceildivsi" => Some(IB::CeilDivS),
                    "ceildivui" => Some(IB::CeilDivU),
                    "floordivsi" => Some(IB::FloorDivS),
                    "andi" => Some(IB::And),
                    "ori" => Some(IB::Or),
                    "xori" => Some(IB::Xor),
                    "shli" => Some(IB::Shl),
                    "shrsi" => Some(IB::ShrS),
                    "shrui" => Some(IB::ShrU),
                    "maxsi" => Some(IB::MaxS),
                    "maxui" => Some(IB::MaxU),
                    "minsi" => Some(IB::MinS),
                    "minui" => Some(IB::MinU),
                    _ => None,
                };
                if let Some(ib) = ib {
                    if let Some(w) = wide_w(rk) {
                        return K::Wide(Wide::Bin(ib, w));
                    }
                    return int_w(rk).map_or_else(unsupported, |w| K::IBin(ib, w));
                }
                let fb = match short {
                    "addf" => Some(FB::Add),
                    "subf" => Some(FB::Sub),
                    "mulf" => Some(FB::Mul),
                    "divf" => Some(FB::Div),
                    "remf" => Some(FB::Rem),
                    "maximumf" => Some(FB::Maximum),
                    "minimumf" => Some(FB::Minimum),
                    "maxnumf" => Some(FB::MaxNum),
                    "minnumf" => Some(FB::MinNum),
                    _ => None,
                };
                if let Some(fb) = fb {
                    return fty(rk).map_or_else(unsupported, |f| K::FBin(fb, f));
                }
                let pred = || dialects::arith::op_predicate(ctx, op).unwrap_or(0) as u8;
                match short {
                    "constant" => {
                        let Some(t) = self.res_ty(op, 0) else {
                            return unsupported();
                        };
                        let Some(v) = ctx.get_attr(op, "value") else {
                            return unsupported();
                        };
                        if let Some(k) = scalar_kind(ctx, t) {
                            return attr_scalar(ctx, v, k, &mut self.prog.wide)
                                .map_or_else(unsupported, |s| K::Const(Val::S(s)));
                        }
                        if ctx.type_kind(t).is_tensor()
                            || matches!(ctx.type_kind(t), TypeKind::Vector { .. })
                        {
                            let shape: Dims = shape_of(ctx, t).into_iter().collect();
                            let n = shape.iter().product::<i64>().max(0) as usize;
                            if let Some(k) = elem_kind(ctx, t) {
                                if let Some(data) = self.dense(v, k, n) {
                                    return K::Const(Val::T(Rc::new(Tensor { shape, data })));
                                }
                            }
                        }
                        unsupported()
                    }
                    "negf" => fty(rk).map_or_else(unsupported, |f| K::FUn(FU::Neg, f)),
                    "addui_extended" | "mulsi_extended" | "mului_extended" => {
                        let which = match short {
                            "addui_extended" => 0,
                            "mulsi_extended" => 1,
                            _ => 2,
                        };
                        match (wide_w(rk), int_w(rk)) {
                            (Some(w), _) => K::Wide(Wide::Extended(which, w)),
                            (None, Some(w)) => K::Extended(which, w),
                            _ => unsupported(),
                        }
                    }
                    "cmpi" if wide_w(ok0).is_some() => {
                        K::Wide(Wide::Cmp(pred(), wide_w(ok0).unwrap_or(0)))
                    }
                    "cmpi" => int_w(ok0).map_or_else(unsupported, |w| K::ICmp(pred(), w)),
                    "extsi" | "trunci" | "index_cast" | "extui" | "index_castui"
                        if wide_w(ok0).or(wide_w(rk)).is_some() =>
                    {
                        wide_resize(ok0, rk, matches!(short, "extsi" | "trunci" | "index_cast"))
                            .map_or_else(unsupported, K::Wide)
                    }
                    "sitofp" | "uitofp" if wide_w(ok0).is_some() => match (wide_w(ok0), fty(rk)) {
                        (Some(from), Some(to)) => K::Wide(Wide::ToFloat {
                            from,
                            signed: short == "sitofp",
                            to,
                        }),
                        _ => unsupported(),
                    },
                    "fptosi" | "fptoui" if wide_w(rk).is_some() => K::Wide(Wide::FromFloat {
                        to: wide_w(rk).unwrap_or(0),
                        signed: short == "fptosi",
                    }),
                    "cmpf" => K::FCmp(pred()),
                    "select" => K::Select,
                    "extsi" | "trunci" | "index_cast" => {
                        int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::SExtTrunc(w)))
                    }
                    "extui" | "index_castui" => match (int_w(ok0), int_w(rk)) {
                        (Some(from), Some(to)) => K::Cast(Cast::ZExt { from, to }),
                        _ => unsupported(),
                    },
                    "sitofp" => fty(rk).map_or_else(unsupported, |f| K::Cast(Cast::SIToFP(f))),
                    "uitofp" => match (int_w(ok0), fty(rk)) {
                        (Some(from), Some(to)) => K::Cast(Cast::UIToFP { from, to }),
                        _ => unsupported(),
                    },
                    "fptosi" => int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::FPToSI(w))),
                    "fptoui" => int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::FPToUI(w))),
                    "extf" | "truncf" => match (fty(ok0), fty(rk)) {
                        (Some(from), Some(to)) => K::Cast(float_conversion(from, to)),
                        _ => unsupported(),
                    },
                    "scaling_extf" | "scaling_truncf" => {
                        let scale = self
                            .opnd_ty(op, 1)
                            .and_then(|t| elem_kind(ctx, t))
                            .and_then(|k| fty(Some(k)));
                        match (fty(ok0), scale, fty(rk)) {
                            (Some(input), Some(scale), Some(result)) if short == "scaling_extf" => {
                                K::ScalingExtF {
                                    input: float_conversion(input, result),
                                    scale: float_conversion(scale, result),
                                    result,
                                }
                            }
                            (Some(input), Some(scale), Some(result)) => K::ScalingTruncF {
                                scale: float_conversion(scale, input),
                                input,
                                result: float_conversion(input, result),
                            },
                            _ => unsupported(),
                        }
                    }
                    "bitcast" => bitcast(ok0, rk).map_or_else(unsupported, K::Cast),
                    _ => unsupported(),
                }
            }
            "math" => {
                let fu = match short {
                    "absf" => FU::Abs,
                    "sqrt" => FU::Sqrt,
                    "rsqrt" => FU::Rsqrt,
                    "exp" => FU::Exp,
                    "exp2" => FU::Exp2,
                    "expm1" => FU::Expm1,
                    "log" => FU::Log,
                    "log2" => FU::Log2,
                    "log10" => FU::Log10,
                    "log1p" => FU::Log1p,
                    "sin" => FU::Sin,
                    "cos" => FU::Cos,
                    "tan" => FU::Tan,
                    "tanh" => FU::Tanh,
                    "sinh" => FU::Sinh,
                    "cosh" => FU::Cosh,
                    "asin" => FU::Asin,
                    "acos" => FU::Acos,
                    "atan" => FU::Atan,
                    "erf" => FU::Erf,
                    "ceil" => FU::Ceil,
                    "floor" => FU::Floor,
                    "round" => FU::Round,
                    "roundeven" => FU::RoundEven,
                    "trunc" => FU::Trunc,
                    "cbrt" => FU::Cbrt,
                    "acosh" => FU::Acosh,
                    "asinh" => FU::Asinh,
                    "atanh" => FU::Atanh,
                    "erfc" => FU::Erfc,
                    "fpowi" => {
                        return match (fty(rk), self.opnd_ty(op, 1).and_then(|t| elem_kind(ctx, t)))
                        {
                            (Some(f), Some(SK::Int(w))) if w <= 64 => K::FPowI(f, w),
                            _ => unsupported(),
                        }
                    }
                    "ipowi" if wide_w(rk).is_some() => {
                        return K::Wide(Wide::IPowI(wide_w(rk).unwrap_or(0)))
                    }
                    "ipowi" => return int_w(rk).map_or_else(unsupported, K::IPowI),
                    "isnan" | "isinf" | "isfinite" | "isnormal" => {
                        let class = match short {
                            "isnan" => FClass::Nan,
                            "isinf" => FClass::Inf,
                            "isfinite" => FClass::Finite,
                            _ => FClass::Normal,
                        };
                        return fty(ok0).map_or_else(unsupported, |f| K::FClass(class, f));
                    }
                    "clampf" => return fty(rk).map_or_else(unsupported, K::Clampf),
                    "sincos" => return fty(ok0).map_or_else(unsupported, K::SinCos),
                    "powf" => return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::Pow, f)),
                    "atan2" => return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::Atan2, f)),
                    "copysign" => {
                        return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::CopySign, f))
                    }
                    "fma" => return fty(rk).map_or_else(unsupported, K::Fma),
                    "absi" | "ctlz" | "cttz" | "ctpop" if wide_w(rk).is_some() => {
                        let iu = match short {
                            "absi" => IU::Abs,
                            "ctlz" => IU::Ctlz,
                            "cttz" => IU::Cttz,
                            _ => IU::Ctpop,
                        };
                        return K::Wide(Wide::Un(iu, wide_w(rk).unwrap_or(0)));
                    }
                    "absi" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Abs, w)),
                    "ctlz" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Ctlz, w)),
                    "cttz" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Cttz, w)),
                    "ctpop" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Ctpop, w)),
                    _ => return unsupported(),
                };
                fty(rk).map_or_else(unsupported, |f| K::FUn(fu, f))
            }
            _ => unsupported(),
        }
    }
    /// The `index` dialect's ops are arith's on 64-bit integers (`index.sizeof` is 64, as
    /// on the targets mlir-runner runs on).
    pub(super) fn index_kind(&mut self, op: Op, short: &str) -> Option<K> {
        let ctx = self.ctx;
        let ib = match short {
            "add" => IB::Add,
            "sub" => IB::Sub,
            "mul" => IB::Mul,
            "divs" => IB::DivS,
            "divu" => IB::DivU,
            "ceildivs" => IB::CeilDivS,
            "ceildivu" => IB::CeilDivU,
            "floordivs" => IB::FloorDivS,
            "rems" => IB::RemS,
            "remu" => IB::RemU,
            "maxs" => IB::MaxS,
            "maxu" => IB::MaxU,
            "mins" => IB::MinS,
            "minu" => IB::MinU,
            "shl" => IB::Shl,
            "shrs" => IB::ShrS,
            "shru" => IB::ShrU,
            "and" => IB::And,
            "or" => IB::Or,
            "xor" => IB::Xor,
            "constant" | "bool.constant" => {
                let k = scalar_kind(ctx, self.res_ty(op, 0)?)?;
                return attr_scalar(ctx, ctx.get_attr(op, "value")?, k, &mut self.prog.wide)
                    .map(|v| K::Const(Val::S(v)));
            }
            "sizeof" => return Some(K::Const(Val::S(64))),
            "cmp" => {
                let pred = dialects::index::predicate_name(ctx, ctx.get_attr(op, "pred")?)?;
                // arith.cmpi's numbering.
                let p = [
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ]
                .iter()
                .position(|&n| n == pred)?;
                return Some(K::ICmp(p as u8, 64));
            }
            "casts" | "castu" => {
                let (from, to) = (
                    scalar_kind(ctx, self.opnd_ty(op, 0)?),
                    scalar_kind(ctx, self.res_ty(op, 0)?),
                );
                if matches!(from, Some(SK::Wide(_))) || matches!(to, Some(SK::Wide(_))) {
                    return wide_resize(from, to, short == "casts").map(K::Wide);
                }
                let width = |t: Type| match scalar_kind(ctx, t) {
                    Some(SK::Int(w)) if w <= 64 => Some(w),
                    _ => None,
                };
                let (from, to) = (width(self.opnd_ty(op, 0)?)?, width(self.res_ty(op, 0)?)?);
                return Some(K::Cast(if short == "casts" {
                    Cast::SExtTrunc(to)
                } else {
                    Cast::ZExt { from, to }
                }));
            }
            _ => return None,
        };
        Some(K::IBin(ib, 64))
    }

    /// `ub.poison`: any value will do; zeros.
    pub(super) fn poison(&self, op: Op) -> Option<K> {
        let ctx = self.ctx;
        let t = self.res_ty(op, 0)?;
        if scalar_kind(ctx, t).is_some() {
            return Some(K::Const(Val::S(0)));
        }
        let shaped =
            ctx.type_kind(t).is_tensor() || matches!(ctx.type_kind(t), TypeKind::Vector { .. });
        let shape: Dims = shape_of(ctx, t).into_iter().collect();
        if !shaped || shape.iter().any(|&d| d < 0) {
            return None;
        }
        let n = shape.iter().product::<i64>() as usize;
        Some(K::Const(Val::T(Rc::new(Tensor {
            shape,
            data: vec![0; n],
        }))))
    }

    /// The `complex` dialect's ops on complex numbers of a float type.
    pub(super) fn complex_kind(&mut self, op: Op, short: &str) -> Option<K> {
        let ctx = self.ctx;
        let float_of = |t: Type| match scalar_kind(ctx, t)? {
            SK::Complex(f) => Some(f),
            _ => None,
        };
        if short == "constant" {
            let f = float_of(self.res_ty(op, 0)?)?;
            let AttrKind::Array(parts) = ctx.attr_kind(ctx.get_attr(op, "value")?) else {
                return None;
            };
            let part = |a: Attr| match ctx.attr_kind(a) {
                AttrKind::Float { bits, .. } => Some(f.from_bits(*bits)),
                _ => None,
            };
            let (re, im) = (part(*parts.first()?)?, part(*parts.get(1)?)?);
            return Some(K::Const(Val::S(self.complex_const(re, im))));
        }
        let cx = match short {
            "create" => Cx::Create,
            "re" => Cx::Re,
            "im" => Cx::Im,
            "add" => Cx::Add,
            "sub" => Cx::Sub,
            "mul" => Cx::Mul,
            "div" => Cx::Div,
            "neg" => Cx::Neg,
            "conj" => Cx::Conj,
            "abs" => Cx::Abs,
            "exp" => Cx::Exp,
            "log" => Cx::Log,
            "eq" => Cx::Eq,
            "neq" => Cx::Neq,
            "angle" => Cx::Angle,
            "sqrt" => Cx::Sqrt,
            "rsqrt" => Cx::Rsqrt,
            "sin" => Cx::Sin,
            "cos" => Cx::Cos,
            "tan" => Cx::Tan,
            "tanh" => Cx::Tanh,
            "expm1" => Cx::Expm1,
            "log1p" => Cx::Log1p,
            "sign" => Cx::Sign,
            "pow" => Cx::Pow,
            "powi" => Cx::Powi,
            "atan2" => Cx::Atan2,
            "bitcast" => {
                // One side is complex; the other a scalar of twice the part width.
                let (from, to) = (self.opnd_ty(op, 0)?, self.res_ty(op, 0)?);
                let (fk, tk) = (scalar_kind(ctx, from)?, scalar_kind(ctx, to)?);
                let width = |k: SK| match k {
                    SK::Int(w) | SK::Wide(w) => w,
                    SK::Float(f) => f.width(),
                    SK::Complex(f) => 2 * f.width(),
                };
                if width(fk) != width(tk) || width(fk) > 64 {
                    return None;
                }
                return match (fk, tk) {
                    (SK::Complex(f), SK::Complex(g)) if f == g => Some(K::TensorSame(None)),
                    (SK::Complex(f), other) => Some(K::Complex(Cx::ToBits(other), f)),
                    (other, SK::Complex(f)) => Some(K::Complex(Cx::FromBits(other), f)),
                    _ => None,
                };
            }
            _ => return None,
        };
        // The complex type: the result of create, the operand of the others.
        let t = if cx == Cx::Create {
            self.res_ty(op, 0)?
        } else {
            self.opnd_ty(op, 0)?
        };
        Some(K::Complex(cx, float_of(t)?))
    }
}

/// An integer cast of which one side (at least) is wider than 64 bits.
fn wide_resize(from: Option<SK>, to: Option<SK>, signed: bool) -> Option<Wide> {
    let width = |k: Option<SK>| match k? {
        SK::Int(w) | SK::Wide(w) => Some(w),
        _ => None,
    };
    Some(Wide::Resize {
        from: width(from)?,
        to: width(to)?,
        signed,
    })
}

/// A bitcast between scalars of kinds `from` and `to` (of one width).
/// The conversion `arith.extf`/`truncf` from `from` to `to` performs when run.
pub(super) fn float_conversion(from: FTy, to: FTy) -> Cast {
    use ir::float_format::FloatKind;
    match (from, to) {
        (_, FTy::Narrow(FloatKind::F4E2M1FN)) => Cast::ToF4E2M1,
        (_, FTy::Narrow(FloatKind::F8E8M0FNU)) => Cast::ToF8E8M0,
        (FTy::Narrow(FloatKind::F8E8M0FNU), to) => Cast::FromF8E8M0(to),
        (FTy::F64, FTy::BF16) => Cast::F64ToBF16,
        (_, to) => Cast::FToF(to),
    }
}

pub(super) fn bitcast(from: Option<SK>, to: Option<SK>) -> Option<Cast> {
    Some(match (from?, to?) {
        (SK::Int(_), SK::Float(f)) => Cast::IntToFloatBits(f),
        (SK::Float(f), SK::Int(w)) => Cast::FloatToIntBits(f, w),
        _ => Cast::Same,
    })
}
