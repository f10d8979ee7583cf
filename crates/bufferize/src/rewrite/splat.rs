//! Tensors whose elements are all one scalar (`minimize-copies`): a copy
//! of one can be a new buffer filled with the scalar instead.

use super::Rewriter;
use ir::types::TypeKind;
use ir::{Context, Value};

/// What each element of a tensor is, when all are the same.
enum Splat {
    /// This scalar value.
    Scalar(Value),
    /// A constant of the element type, given by its raw bits (a float's
    /// when the flag is set, else an integer's).
    Constant(u128, bool),
}

/// The one value of every element of `v`, when its definition shows it:
/// a splat `arith.constant`, a `linalg.fill`, a `tensor.splat`, or a view
/// of one of them that keeps only some of its elements or reshapes them
/// (`tensor.cast`, `tensor.extract_slice`, `tensor.collapse_shape`,
/// `tensor.expand_shape`). Tensors are values, so what the definition
/// says holds wherever `v` is used, whatever happened to buffers since.
fn splat_of(ctx: &Context, mut v: Value) -> Option<Splat> {
    use dialects::tensor;
    loop {
        let def = ctx.defining_op(v)?;
        if let Some(c) = ctx.view::<tensor::Cast>(def) {
            v = c.source(ctx);
        } else if let Some(x) = ctx.view::<tensor::ExtractSlice>(def) {
            v = x.source(ctx);
        } else if let Some(c) = ctx.view::<tensor::CollapseShape>(def) {
            v = c.src(ctx);
        } else if let Some(e) = ctx.view::<tensor::ExpandShape>(def) {
            v = e.src(ctx);
        } else if let Some(sp) = ctx.view::<tensor::Splat>(def) {
            return Some(Splat::Scalar(sp.input(ctx)));
        } else if ctx.def(def).is_some_and(dialects::linalg_named::is_fill) {
            let (inputs, _) = dialects::linalg::dps_operands(ctx, def);
            return inputs.first().copied().map(Splat::Scalar);
        } else if ctx.isa(def, &dialects::arith::CONSTANT) {
            let a = ctx.get_attr(def, "value")?;
            let ir::attrs::AttrKind::DenseElements {
                splat: true,
                data: ir::attrs::DenseData::Scalars(raw),
                ty,
            } = ctx.attr_kind(a)
            else {
                return None;
            };
            let elem = ctx.type_kind(*ty).element_type()?;
            let is_float = matches!(ctx.type_kind(elem), TypeKind::Float(_));
            return Some(Splat::Constant(*raw.first()?, is_float));
        } else {
            return None;
        }
    }
}

/// A `tensor.splat` of `v`'s one value at the rewriter's insertion point,
/// to stand for a copy of `v` (a new buffer filled with the value: no
/// copy, the same allocation); None when `v` is not such a tensor, or its
/// buffer's memory space or element type rules the splat out.
pub(crate) fn rebuild_splat(rw: &mut Rewriter, v: Value) -> Option<ir::Value> {
    if rw.st.memory_spaces {
        return None;
    }
    let t = rw.ctx.value_type(v);
    let TypeKind::RankedTensor {
        elem,
        encoding: None,
        ..
    } = rw.ctx.type_kind(t)
    else {
        return None;
    };
    let elem = *elem;
    if !dialects::tensor::is_int_index_float(rw.ctx.type_kind(elem)) {
        return None;
    }
    let scalar = match splat_of(rw.ctx, v)? {
        Splat::Scalar(s) if rw.ctx.value_type(s) == elem => s,
        Splat::Scalar(_) => return None,
        Splat::Constant(raw, is_float) => {
            let a = transforms::patterns::attrs::splat_like(rw.ctx, elem, raw, is_float);
            rw.value(&dialects::arith::CONSTANT, &[], elem, vec![("value", a)])
        }
    };
    let mut operands = vec![scalar];
    operands.extend(rw.dynamic_dim_sizes(v));
    Some(rw.value(&dialects::tensor::SPLAT, &operands, t, Vec::new()))
}
