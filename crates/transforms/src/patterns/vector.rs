//! vector: `shape_cast` folds (identity, chains, splat constants) and
//! `from_elements` of one repeated value as a broadcast.

use super::*;
use crate::canonicalize::Rewriter;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "vector.shape_cast" => fold_shape_cast,
        _ => return None,
    })
}

fn fold_shape_cast(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return FoldResult::value(src);
    }
    if let Some(inner) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "vector.shape_cast")
    {
        let s = ctx.operand(inner, 0);
        ctx.set_operand(op, 0, s);
        return FoldResult::InPlace;
    }
    if let Some(a) = c[0] {
        if let AttrKind::DenseElements {
            splat: true, data, ..
        } = ctx.attr_kind(a).clone()
        {
            let na = ctx.attr(AttrKind::DenseElements {
                ty: rt,
                splat: true,
                data,
            });
            return FoldResult::attr(na);
        }
    }
    FoldResult::Fail
}

/// `from_elements %a, %a, ...` -> `broadcast %a`.
fn p_from_elements_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ops = rw.ctx.operand_vec(op);
    let Some(&first) = ops.first() else {
        return false;
    };
    if ops.iter().any(|&v| v != first) {
        return false;
    }
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let b = rw.create(op, "vector.broadcast", &[first], &[ty], Vec::new());
    let v = rw.ctx.result(b, 0);
    rw.replace_op(op, &[v]);
    true
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[(
    "vector.from_elements",
    &[Pattern {
        name: "FromElementsToBroadcast",
        benefit: 1,
        apply: p_from_elements_broadcast,
    }],
)];
