//! Building index arithmetic the way MLIR's bufferization does: a plain
//! `affine.apply`, and a composed, canonicalized and folded one (MLIR's
//! `makeComposedFoldedAffineApply`) that folds constants into the map, looks
//! through `affine.apply` producers, turns dims that are valid symbols into
//! symbols, drops unused and duplicate operands, simplifies linear
//! expressions and folds to an operand or a constant when it can.

use crate::rewrite::Rewriter;
use dialects::offsets::Mixed;
use ir::affine::{add, mul, AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::context::ValueDef;
use ir::types::TypeKind;
use ir::{Context, Value};

/// The value of a mixed static/dynamic index, materializing a static index
/// as `arith.constant` (MLIR's `getValueOrCreateConstantIndexOp`).
pub fn mixed_value(rw: &mut Rewriter, m: Mixed) -> Value {
    match m {
        Mixed::Static(c) => rw.index_constant(c),
        Mixed::Dynamic(v) => v,
    }
}

/// `affine.apply` of a single-result `map` on `operands`, created as is.
pub fn create_apply(rw: &mut Rewriter, map: AffineMap, operands: &[Value]) -> Value {
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    rw.value("affine.apply", operands, it, vec![("map", a)])
}

/// The sum `s0 + s1 + ...` over `n` symbols.
pub fn symbol_sum(n: u32) -> AffineExpr {
    (1..n).fold(AffineExpr::symbol(0), |e, i| add(e, AffineExpr::symbol(i)))
}

/// The sum `d0 + d1 + ...` over `n` dims.
pub fn dim_sum(n: u32) -> AffineExpr {
    (1..n).fold(AffineExpr::dim(0), |e, i| add(e, AffineExpr::dim(i)))
}

fn is_func(ctx: &Context, op: ir::Op) -> bool {
    ctx.is_op(op, "func.func")
}

/// Defined directly in the body of an affine scope (a function).
fn is_top_level(ctx: &Context, v: Value) -> bool {
    let parent = match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block_parent_op(b),
        ValueDef::Result(op, _) => ctx.parent_op(op),
        ValueDef::Placeholder => None,
    };
    parent.is_some_and(|p| is_func(ctx, p))
}

/// MLIR's `isValidSymbol` for the values bufferization builds maps from.
fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index) {
        return false;
    }
    if is_top_level(ctx, v) {
        return true;
    }
    let Some(d) = ctx.defining_op(v) else {
        return false;
    };
    match ctx.op_name(d) {
        "arith.constant" => true,
        "affine.apply" => ctx.operands(d).all(|x| is_valid_symbol(ctx, x)),
        "tensor.dim" | "memref.dim" => is_top_level(ctx, ctx.operand(d, 0)),
        _ => false,
    }
}

fn constant_of(ctx: &Context, v: Value) -> Option<i64> {
    let d = ctx.defining_op(v)?;
    if !ctx.is_op(d, "arith.constant") {
        return None;
    }
    dialects::arith::constant_int_value(ctx, v).map(|x| x as i64)
}

/// Rebuilds a linear expression in MLIR's flat order (dims, then symbols,
/// then the constant); other expressions are returned unchanged.
fn simplify(e: &AffineExpr, nd: usize, ns: usize) -> AffineExpr {
    fn flatten(e: &AffineExpr, k: i64, coef: &mut [i64], nd: usize) -> bool {
        match e {
            AffineExpr::Dim(d) => {
                coef[*d as usize] += k;
                true
            }
            AffineExpr::Symbol(s) => {
                coef[nd + *s as usize] += k;
                true
            }
            AffineExpr::Constant(c) => {
                let last = coef.len() - 1;
                coef[last] += k * c;
                true
            }
            AffineExpr::Add(a, b) => flatten(a, k, coef, nd) && flatten(b, k, coef, nd),
            AffineExpr::Mul(a, b) => match (a.as_constant(), b.as_constant()) {
                (_, Some(c)) => flatten(a, k * c, coef, nd),
                (Some(c), _) => flatten(b, k * c, coef, nd),
                _ => false,
            },
            _ => false,
        }
    }
    let mut coef = vec![0i64; nd + ns + 1];
    if !flatten(e, 1, &mut coef, nd) {
        return e.clone();
    }
    let mut out = AffineExpr::constant(0);
    for (j, &c) in coef[..nd + ns].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::dim(j as u32)
        } else {
            AffineExpr::symbol((j - nd) as u32)
        };
        out = add(out, mul(id, AffineExpr::constant(c)));
    }
    add(out, AffineExpr::constant(coef[nd + ns]))
}

/// MLIR's `makeComposedFoldedAffineApply` for a single expression over
/// `num_dims` dims followed by symbols, one operand per dim and symbol.
pub fn composed_folded_apply(
    rw: &mut Rewriter,
    expr: AffineExpr,
    num_dims: u32,
    operands: &[Mixed],
) -> Mixed {
    let ctx = &*rw.ctx;
    let nd = num_dims as usize;
    // 1. Fold static operands into the expression.
    let (mut dims, mut syms) = (Vec::new(), Vec::new());
    let mut dim_repl = Vec::new();
    let mut sym_repl = Vec::new();
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let (list, repl) = if is_dim {
            (&mut dims, &mut dim_repl)
        } else {
            (&mut syms, &mut sym_repl)
        };
        match o {
            Mixed::Static(c) => repl.push(AffineExpr::constant(*c)),
            Mixed::Dynamic(v) => {
                repl.push(if is_dim {
                    AffineExpr::dim(list.len() as u32)
                } else {
                    AffineExpr::symbol(list.len() as u32)
                });
                list.push(Some(*v));
            }
        }
    }
    let mut e = expr.replace_dims_and_symbols(&dim_repl, &sym_repl);
    // 2. Compose with `affine.apply` producers until none is left.
    loop {
        let total = dims.len() + syms.len();
        let mut changed = false;
        for pos in 0..total {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                dims[pos]
            } else {
                syms[pos - dims.len()]
            };
            let Some(v) = slot else { continue };
            let Some(p) = ctx.defining_op(v).filter(|&p| ctx.is_op(p, "affine.apply")) else {
                continue;
            };
            let Some(pm) = dialects::affine::map_of(ctx, p).cloned() else {
                continue;
            };
            if pm.results.len() != 1 {
                continue;
            }
            let pops = ctx.operand_vec(p);
            let (pd, ps) = (pm.num_dims as usize, pm.num_symbols as usize);
            let shift_d: Vec<AffineExpr> = (0..pd)
                .map(|k| AffineExpr::dim((dims.len() + k) as u32))
                .collect();
            let shift_s: Vec<AffineExpr> = (0..ps)
                .map(|k| AffineExpr::symbol((syms.len() + k) as u32))
                .collect();
            let repl = pm.results[0].replace_dims_and_symbols(&shift_d, &shift_s);
            let target = if is_dim {
                dims[pos] = None;
                AffineExpr::dim(pos as u32)
            } else {
                syms[pos - dims.len()] = None;
                AffineExpr::symbol((pos - dims.len()) as u32)
            };
            dims.extend(pops[..pd].iter().map(|&x| Some(x)));
            syms.extend(pops[pd..].iter().map(|&x| Some(x)));
            e = e.replace(&target, &repl);
            changed = true;
            break;
        }
        if !changed {
            break;
        }
    }
    // 3. Prune replaced operands.
    let mut ops: Vec<Value> = Vec::new();
    let mut dr = Vec::new();
    let mut nd2 = 0u32;
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(AffineExpr::dim(nd2));
                nd2 += 1;
                ops.push(*v);
            }
            None => dr.push(AffineExpr::constant(0)),
        }
    }
    let mut sr = Vec::new();
    let mut ns2 = 0u32;
    let mut sym_ops = Vec::new();
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(AffineExpr::symbol(ns2));
                ns2 += 1;
                sym_ops.push(*v);
            }
            None => sr.push(AffineExpr::constant(0)),
        }
    }
    e = e.replace_dims_and_symbols(&dr, &sr);
    // 4. Canonicalize: promote dims that are valid symbols (appended after
    //    the symbols), then drop unused operands, fold constant symbols and
    //    merge duplicates.
    let mut dr = Vec::new();
    let mut kept_dims = Vec::new();
    let mut promoted = Vec::new();
    for &v in &ops {
        if is_valid_symbol(ctx, v) {
            dr.push(AffineExpr::symbol(ns2 + promoted.len() as u32));
            promoted.push(v);
        } else {
            dr.push(AffineExpr::dim(kept_dims.len() as u32));
            kept_dims.push(v);
        }
    }
    let keep_syms: Vec<AffineExpr> = (0..ns2).map(AffineExpr::symbol).collect();
    e = e.replace_dims_and_symbols(&dr, &keep_syms);
    sym_ops.extend(promoted);
    let mut used_d = vec![false; kept_dims.len()];
    let mut used_s = vec![false; sym_ops.len()];
    e.walk(&mut |x| match x {
        AffineExpr::Dim(d) => used_d[*d as usize] = true,
        AffineExpr::Symbol(s) => used_s[*s as usize] = true,
        _ => {}
    });
    let mut out_ops: Vec<Value> = Vec::new();
    let mut dr = vec![AffineExpr::constant(0); kept_dims.len()];
    let mut n_d = 0u32;
    let mut seen_d: Vec<(Value, AffineExpr)> = Vec::new();
    for (i, &v) in kept_dims.iter().enumerate() {
        if !used_d[i] {
            continue;
        }
        if let Some((_, x)) = seen_d.iter().find(|(w, _)| *w == v) {
            dr[i] = x.clone();
            continue;
        }
        dr[i] = AffineExpr::dim(n_d);
        n_d += 1;
        seen_d.push((v, dr[i].clone()));
        out_ops.push(v);
    }
    let mut sr = vec![AffineExpr::constant(0); sym_ops.len()];
    let mut n_s = 0u32;
    let mut seen_s: Vec<(Value, AffineExpr)> = Vec::new();
    for (i, &v) in sym_ops.iter().enumerate() {
        if !used_s[i] {
            continue;
        }
        if let Some(c) = constant_of(ctx, v) {
            sr[i] = AffineExpr::constant(c);
            continue;
        }
        if let Some((_, x)) = seen_s.iter().find(|(w, _)| *w == v) {
            sr[i] = x.clone();
            continue;
        }
        sr[i] = AffineExpr::symbol(n_s);
        n_s += 1;
        seen_s.push((v, sr[i].clone()));
        out_ops.push(v);
    }
    e = e.replace_dims_and_symbols(&dr, &sr);
    // 5. Simplify, then fold.
    let e = simplify(&e, n_d as usize, n_s as usize);
    match &e {
        AffineExpr::Constant(c) => return Mixed::Static(*c),
        AffineExpr::Dim(d) => return Mixed::Dynamic(out_ops[*d as usize]),
        AffineExpr::Symbol(s) => return Mixed::Dynamic(out_ops[(n_d + *s) as usize]),
        _ => {}
    }
    let map = AffineMap::new(n_d, n_s, vec![e]);
    Mixed::Dynamic(create_apply(rw, map, &out_ops))
}
