//! bufferization: `to_tensor` / `to_buffer` round trips.

use super::*;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "bufferization.to_tensor" => fold_to_tensor,
        "bufferization.to_buffer" => fold_to_buffer,
        _ => return None,
    })
}

/// to_tensor(to_buffer(t)) -> t when the to_buffer immediately precedes.
fn fold_to_tensor(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    if let Some(d) = ctx.defining_op(src).filter(|&d| ctx.op_name(d) == "bufferization.to_buffer") {
        if ctx.parent_block(d) == ctx.parent_block(op) && ctx.next_op(d) == Some(op) {
            return FoldResult::value(ctx.operand(d, 0));
        }
    }
    FoldResult::Fail
}

/// to_buffer(to_tensor(m)) -> m when the types match.
fn fold_to_buffer(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    if let Some(d) = ctx.defining_op(src).filter(|&d| ctx.op_name(d) == "bufferization.to_tensor") {
        let m = ctx.operand(d, 0);
        if ctx.value_type(m) == ctx.value_type(ctx.result(op, 0)) {
            return FoldResult::value(m);
        }
    }
    FoldResult::Fail
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[];
