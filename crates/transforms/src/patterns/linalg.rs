//! linalg: generics that only forward their operands
//! (`EraseIdentityLinalgOp`), and the `linalg.fill` patterns that MLIR
//! registers on the ops consuming a fill (`FoldFillWithCopy`,
//! `FoldFillWithTensorExtract`, `FoldFillWithTranspose`).

use super::*;
use crate::canonicalize::{At, Rewriter};
use ir::context::ValueDef;

fn is_fill(ctx: &Context, v: Value) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is_op(d, "linalg.fill"))
}

/// Creates the named DPS op `name` (its implicit body built from the
/// operand types) before `anchor`.
fn create_named(
    rw: &mut Rewriter,
    anchor: Op,
    name: &str,
    ins: &[Value],
    outs: &[Value],
    result_types: &[Type],
) -> Option<Op> {
    let ctx = &mut *rw.ctx;
    let in_types: Vec<Type> = ins.iter().map(|&v| ctx.value_type(v)).collect();
    let out_types: Vec<Type> = outs.iter().map(|&v| ctx.value_type(v)).collect();
    let seg = ctx.dense_i32_array(&[ins.len() as i32, outs.len() as i32]);
    let attrs = vec![(ctx.sym("operandSegmentSizes"), seg)];
    let loc = ctx.loc(anchor);
    let region =
        dialects::linalg_named::build_body(ctx, name, &in_types, &out_types, &attrs, loc).ok()?;
    let operands: Vec<Value> = ins.iter().chain(outs).copied().collect();
    Some(rw.create_full(
        At::Before(anchor),
        name,
        &operands,
        result_types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    ))
}

fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect()
}

/// `copy(fill(v))` is `fill(v)` into the copy's init; `copy(x) into
/// fill(...)` copies into the fill's init instead.
fn p_fold_fill_with_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let (input, init) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let types = result_types(ctx, op);
    let new = if let Some(f) = is_fill(ctx, input) {
        let v = ctx.operand(f, 0);
        create_named(rw, op, "linalg.fill", &[v], &[init], &types)
    } else if let Some(f) = is_fill(ctx, init) {
        let fo = ctx.operand(f, 1);
        create_named(rw, op, "linalg.copy", &[input], &[fo], &types)
    } else {
        return false;
    };
    let Some(new) = new else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// `tensor.extract` of a fill is the filled value.
fn p_fold_fill_with_extract(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = is_fill(rw.ctx, rw.ctx.operand(op, 0)) else {
        return false;
    };
    let v = rw.ctx.operand(f, 0);
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a fill is a fill of the transpose's init.
fn p_fold_fill_with_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 2 {
        return false;
    }
    let Some(f) = is_fill(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let (v, init) = (ctx.operand(f, 0), ctx.operand(op, 1));
    let types = result_types(ctx, op);
    let Some(new) = create_named(rw, op, "linalg.fill", &[v], &[init], &types) else {
        return false;
    };
    let vals = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &vals);
    true
}

/// `tensor.cast` can convert between the two types (same element type and
/// rank, static sizes agreeing).
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::RankedTensor {
                shape: sa,
                elem: ea,
                ..
            },
            TypeKind::RankedTensor {
                shape: sb,
                elem: eb,
                ..
            },
        ) => {
            ea == eb
                && sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(sb)
                    .all(|(&x, &y)| x == y || x == ir::DYNAMIC || y == ir::DYNAMIC)
        }
        (TypeKind::UnrankedTensor { elem: ea }, TypeKind::RankedTensor { elem: eb, .. })
        | (TypeKind::RankedTensor { elem: ea, .. }, TypeKind::UnrankedTensor { elem: eb }) => {
            ea == eb
        }
        _ => false,
    }
}

/// MLIR's `EraseIdentityLinalgOp`: a generic with equal indexing maps whose
/// body only yields its own block arguments forwards the corresponding
/// operands (cast to the result types); on buffers, a generic copying a
/// buffer onto itself is erased.
fn p_erase_identity_generic(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    // The body is the cheaper test (no attribute lookup by name).
    let Some(&r) = ctx.regions_of(op).first() else {
        return false;
    };
    let Some(&body) = ctx.region_blocks(r).first() else {
        return false;
    };
    let Some(y) = ctx.first_op(body) else {
        return false;
    };
    if ctx.next_op(y).is_some() || !ctx.is_op(y, "linalg.yield") {
        return false;
    }
    let Some(maps) = ctx.get_attr(op, "indexing_maps") else {
        return false;
    };
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else {
        return false;
    };
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 2 {
        return false;
    }
    let shaped: Vec<Value> = ctx
        .operands(op)
        .filter(|&v| {
            let k = ctx.type_kind(ctx.value_type(v));
            k.is_tensor() || k.is_memref()
        })
        .collect();
    let is_memref = |v: &Value| ctx.type_kind(ctx.value_type(*v)).is_memref();
    let own_arg = |v: Value| match ctx.value(v).def {
        ValueDef::Arg(b, i) if b == body => Some(i as usize),
        _ => None,
    };
    if shaped.iter().all(is_memref) {
        if segs[0].len() != 1 || segs[1].len() != 1 || segs[0][0] != segs[1][0] {
            return false;
        }
        if ctx.operands(y).next().and_then(own_arg).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if shaped.iter().any(is_memref) {
        return false;
    }
    let mut plan: Vec<(Value, Option<Type>)> = Vec::new();
    for (i, v) in ctx.operands(y).enumerate() {
        let Some(n) = own_arg(v) else {
            return false;
        };
        let Some(&res) = ctx.results(op).get(i) else {
            return false;
        };
        let arg = ctx.operand(op, n);
        let (at, rt) = (ctx.value_type(arg), ctx.value_type(res));
        if at == rt {
            plan.push((arg, None));
        } else if cast_compatible(ctx, at, rt) {
            plan.push((arg, Some(rt)));
        } else {
            return false;
        }
    }
    if plan.len() != ctx.results(op).len() {
        return false;
    }
    let mut vals = Vec::with_capacity(plan.len());
    for (arg, cast) in plan {
        match cast {
            None => vals.push(arg),
            Some(t) => {
                let c = rw.create(op, "tensor.cast", &[arg], &[t], Vec::new());
                vals.push(rw.ctx.result(c, 0));
            }
        }
    }
    rw.replace_op(op, &vals);
    true
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "linalg.generic",
        &[Pattern {
            name: "EraseIdentityLinalgOp",
            benefit: 1,
            apply: p_erase_identity_generic,
        }],
    ),
    (
        "linalg.copy",
        &[Pattern {
            name: "FoldFillWithCopy",
            benefit: 1,
            apply: p_fold_fill_with_copy,
        }],
    ),
    (
        "tensor.extract",
        &[Pattern {
            name: "FoldFillWithTensorExtract",
            benefit: 1,
            apply: p_fold_fill_with_extract,
        }],
    ),
    (
        "linalg.transpose",
        &[Pattern {
            name: "FoldFillWithTranspose",
            benefit: 1,
            apply: p_fold_fill_with_transpose,
        }],
    ),
];

/// `linalg.index` of a loop of static size 1 is 0 (MLIR's `IndexOp::fold`).
pub fn fold_index(ctx: &mut Context, op: Op, _: &[Option<Attr>]) -> FoldResult {
    let Some(parent) = ctx.parent_op(op) else {
        return FoldResult::Fail;
    };
    let Some(ranges) = dialects::linalg::static_loop_ranges(ctx, parent) else {
        return FoldResult::Fail;
    };
    let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => *value as usize,
        _ => return FoldResult::Fail,
    };
    if ranges.get(dim) != Some(&1) {
        return FoldResult::Fail;
    }
    FoldResult::attr(ctx.index_attr(0))
}

#[cfg(test)]
mod tests {
    fn canonicalize(src: &str) -> String {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        let cfg = crate::canonicalize::Config::default();
        crate::canonicalize::apply_patterns_greedily(&mut ctx, m, &cfg);
        ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        )
    }

    #[test]
    fn identity_generic_forwards_its_input() {
        let out = canonicalize(
            "#m = affine_map<(d0) -> (d0)>\nfunc.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n  %r = linalg.generic {indexing_maps = [#m, #m], iterator_types = [\"parallel\"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n  ^bb0(%x: f32, %o: f32):\n    linalg.yield %x : f32\n  } -> tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n",
        );
        assert!(!out.contains("linalg.generic"), "{out}");
        assert!(out.contains("return %arg0 : tensor<4xf32>"), "{out}");
    }

    #[test]
    fn fills_fold_into_copy_and_extract() {
        let out = canonicalize(
            "func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {\n  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>\n  %c = linalg.copy ins(%f : tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>\n  %e = tensor.extract %f[%i] : tensor<4xf32>\n  return %c, %e : tensor<4xf32>, f32\n}\n",
        );
        assert!(!out.contains("linalg.copy"), "{out}");
        assert!(
            out.contains("linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<4xf32>)"),
            "{out}"
        );
        assert!(!out.contains("tensor.extract"), "{out}");
    }
}
