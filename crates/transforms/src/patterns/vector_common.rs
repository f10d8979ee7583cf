//! Vector type facts and rewrites shared by the vector pattern files.

use super::*;
use crate::canonicalize::rewriter::Rewriter;

/// The op of kind `def` defining `v`, if any.
pub(crate) fn defining(ctx: &Context, v: Value, def: &'static ir::OpDef) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.isa(d, def))
}

/// Replaces `op` by a new op `name` of the same result type.
pub(crate) fn replace_with_new(
    rw: &mut Rewriter,
    op: Op,
    name: &str,
    operands: &[Value],
    attrs: Vec<(&str, Attr)>,
) {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = rw.create(op, name, operands, &[rt], attrs);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
}

/// Shape, scalable flags and element type of a vector type.
pub(crate) fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// MLIR's `isBroadcastableTo(src, dst) == Success`.
pub(crate) fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let Some((ds, dsc, de)) = vector_parts(ctx, dst) else {
        return false;
    };
    let Some((ss, ssc, _)) = vector_parts(ctx, src) else {
        return src == de;
    };
    if ss.len() > ds.len() {
        return false;
    }
    let lead = ds.len() - ss.len();
    ss.iter().enumerate().all(|(i, &s)| {
        let (d, s_sc, d_sc) = (ds[lead + i], ssc[i], dsc[lead + i]);
        let mismatch =
            (s != 1 && s != d) || (s == 1 && s_sc && d != 1) || (s_sc != d_sc && (s != 1 || s_sc));
        !mismatch
    })
}
