//! func: `func.call_indirect` of a `func.constant` becomes a direct call.

use super::*;
use crate::canonicalize::rewriter::Rewriter;

pub(crate) fn fold_fn(_name: &str) -> Option<FoldFn> {
    None
}

/// `call_indirect %f(...)` where `%f = func.constant @g` -> `call @g(...)`.
fn p_known_callee(rw: &mut Rewriter, op: Op) -> bool {
    let callee = rw.ctx.operand(op, 0);
    let Some(sym) = value_constant(rw.ctx, callee) else {
        return false;
    };
    if !matches!(rw.ctx.attr_kind(sym), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args: Vec<Value> = rw.ctx.operand_vec(op)[1..].to_vec();
    let types: Vec<Type> = rw.ctx.result_types(op);
    let call = rw.create(op, "func.call", &args, &types, vec![("callee", sym)]);
    let res = rw.ctx.results(call).to_vec();
    rw.replace_op(op, &res);
    true
}

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[(
    "func.call_indirect",
    &[Pattern {
        name: "SimplifyIndirectCallWithKnownCallee",
        benefit: 1,
        apply: p_known_callee,
    }],
)];
