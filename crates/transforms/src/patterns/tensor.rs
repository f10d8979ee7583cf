//! tensor: `tensor.dim` of static shapes.

use super::*;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "tensor.dim" => fold_dim,
        _ => return None,
    })
}

fn fold_dim(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let Some(idx) = c[1].and_then(|a| int_value(ctx, a)) else {
        return FoldResult::Fail;
    };
    let src = ctx.operand(op, 0);
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ctx.value_type(src)).clone() else {
        return FoldResult::Fail;
    };
    if idx < 0 || idx as usize >= shape.len() {
        return FoldResult::Fail;
    }
    if shape[idx as usize] != ir::DYNAMIC {
        let a = ctx.index_attr(shape[idx as usize]);
        return FoldResult::attr(a);
    }
    FoldResult::Fail
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[];
