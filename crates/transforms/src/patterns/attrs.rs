//! Attribute and constant helpers shared by the fold hooks, the patterns
//! and the rewriter: typed attribute values, integer normalization, and the
//! `m_Constant` matchers.

use ir::attrs::{AttrKind, DenseData};
use ir::float_format::FloatKind;
use ir::registry::traits;
use ir::types::Signedness;
use ir::wide_int::WideInt;
use ir::{Attr, Context, Op, Type, TypeKind, Value};

/// The value of a constant-like op (`m_Constant`).
pub fn constant_value(ctx: &Context, op: Op) -> Option<Attr> {
    let def = ctx.def(op)?;
    if !def.has(traits::CONSTANT_LIKE) || ctx.results(op).len() != 1 {
        return None;
    }
    ctx.get_attr(op, "value")
}

/// The constant a value is defined by, if any.
#[inline]
pub fn value_constant(ctx: &Context, v: Value) -> Option<Attr> {
    constant_value(ctx, ctx.defining_op(v)?)
}

/// The type of a typed attribute.
pub fn attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    ctx.attr_kind(a).typed_type()
}

/// Bit width of an integer or index type (index: 64).
pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

pub(crate) fn is_unsigned_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    )
}

/// `v` truncated to `width` bits and sign-extended.
pub fn sext(v: i128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return v;
    }
    let s = 128 - width;
    (v << s) >> s
}

/// `v` truncated to `width` bits, unsigned.
pub fn zext(v: i128, width: u32) -> u128 {
    if width >= 128 {
        return v as u128;
    }
    (v as u128) & ((1u128 << width) - 1)
}

/// The canonical stored value of an integer of type `ty` (i1 as 0/1,
/// signless and signed sign-extended, unsigned zero-extended).
pub fn norm_int(ctx: &Context, ty: Type, v: i128) -> i128 {
    let w = int_width(ctx, ty).unwrap_or(64);
    if w == 1 {
        return v & 1;
    }
    if is_unsigned_int(ctx, ty) {
        return zext(v, w) as i128;
    }
    sext(v, w)
}

/// An integer attribute of type `ty` (value normalized).
pub fn int_attr(ctx: &mut Context, ty: Type, v: i128) -> Attr {
    let v = norm_int(ctx, ty, v);
    ctx.int_attr(ty, v)
}

/// The `i1` attribute of `b`.
pub fn bool_attr(ctx: &mut Context, b: bool) -> Attr {
    let i1 = ctx.i1();
    ctx.int_attr(i1, b as i128)
}

/// The scalar integer value of an attribute (or of a splat dense attribute). Not for types
/// wider than 128 bits, whose values the `i128` arithmetic of the callers would wrap at the
/// wrong width ([`wide_value`] reads those).
pub fn int_value(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::DenseElements {
            splat: true,
            data: DenseData::Scalars(v),
            ty,
        } => {
            let e = ctx.type_kind(*ty).element_type()?;
            if !ctx.type_kind(e).is_int_or_index() {
                return None;
            }
            let w = int_width(ctx, e).filter(|&w| w <= 128)?;
            Some(sext(*v.first()? as i128, w))
        }
        _ => None,
    }
}

/// The value of a scalar integer attribute at its type's width (index: 64 bits).
pub fn wide_value(ctx: &Context, a: Attr) -> Option<WideInt> {
    match ctx.attr_kind(a) {
        AttrKind::WideInteger { value, .. } => Some(value.clone()),
        AttrKind::Integer { ty, value } => {
            let w = int_width(ctx, *ty)?;
            Some(if is_unsigned_int(ctx, *ty) {
                WideInt::from_u128(w, *value as u128)
            } else {
                WideInt::from_i128(w, *value)
            })
        }
        _ => None,
    }
}

/// The scalar integer attribute of `ty` holding `v` (of the type's width).
pub fn wide_attr(ctx: &mut Context, ty: Type, v: WideInt) -> Option<Attr> {
    if v.width() > 128 {
        return Some(ctx.attr(AttrKind::WideInteger { ty, value: v }));
    }
    let stored = if is_unsigned_int(ctx, ty) {
        v.to_u128()? as i128
    } else {
        v.resize(128, true).to_i128()?
    };
    Some(int_attr(ctx, ty, stored))
}

/// The integer value of a constant operand `v`, if constant.
pub fn const_int(ctx: &Context, v: Value) -> Option<i128> {
    value_constant(ctx, v).and_then(|a| int_value(ctx, a))
}

/// `m_Zero` / `m_One` / `m_AllOnes` on a constant attribute (scalar or splat).
pub fn is_int_const(ctx: &Context, a: Option<Attr>, want: i128) -> bool {
    let Some(a) = a else { return false };
    if let AttrKind::WideInteger { value, .. } = ctx.attr_kind(a) {
        return *value == WideInt::from_i128(value.width(), want);
    }
    let Some(v) = int_value(ctx, a) else {
        return false;
    };
    let Some(t) = attr_type(ctx, a) else {
        return false;
    };
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    let w = int_width(ctx, e).unwrap_or(64);
    zext(v, w) == zext(want, w)
}

/// The float kind of `t`, if it is a float type.
pub fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The (kind, bits) of a scalar float attribute or float splat.
pub fn float_value(ctx: &Context, a: Attr) -> Option<(FloatKind, u128)> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => Some((float_kind(ctx, *ty)?, *bits)),
        AttrKind::DenseElements {
            splat: true,
            data: DenseData::Scalars(v),
            ty,
        } => {
            let e = ctx.type_kind(*ty).element_type()?;
            Some((float_kind(ctx, e)?, *v.first()?))
        }
        _ => None,
    }
}

/// A scalar attribute or splat of `ty` (a scalar, vector or tensor type)
/// whose element is given by `scalar` (Integer or Float attribute data).
pub fn splat_like(ctx: &mut Context, ty: Type, raw: u128, is_float: bool) -> Attr {
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let e = ctx.type_kind(ty).element_type().unwrap();
            let raw = if is_float {
                raw
            } else {
                let w = int_width(ctx, e).unwrap_or(64);
                zext(raw as i128, w)
            };
            let raw = if !is_float {
                let w = int_width(ctx, e).unwrap_or(64);
                if w == 1 {
                    raw & 1
                } else {
                    sext(raw as i128, w) as u128
                }
            } else {
                raw
            };
            ctx.attr(AttrKind::DenseElements {
                ty,
                splat: true,
                data: DenseData::Scalars(vec![raw]),
            })
        }
        _ => {
            if is_float {
                ctx.attr(AttrKind::Float { ty, bits: raw })
            } else {
                int_attr(ctx, ty, raw as i128)
            }
        }
    }
}

/// Whether `t` is a shaped type without a static shape.
pub fn is_dynamic_shaped(ctx: &Context, t: Type) -> bool {
    let k = ctx.type_kind(t);
    k.is_shaped() && !k.has_static_shape()
}
