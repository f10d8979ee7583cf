//! affine: folding `affine.apply` (to an operand or a constant) and MLIR's
//! `SimplifyAffineOp` pattern (composition with producer `affine.apply`
//! ops, symbol promotion, dropping unused, constant and duplicate
//! operands, flattening simplification).

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::affine as da;
use dialects::offsets::Mixed;
use ir::affine::{add, AffineExpr, AffineMap};
use ir::context::ValueDef;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    match name {
        "affine.apply" => Some(fold_apply),
        "affine.min" | "affine.max" => Some(fold_min_max),
        _ => None,
    }
}

fn fold_apply(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let Some(map) = da::map_of(ctx, op) else {
        return FoldResult::Fail;
    };
    let Some(expr) = map.results.first() else {
        return FoldResult::Fail;
    };
    let nd = map.num_dims as usize;
    match expr {
        AffineExpr::Dim(d) if (*d as usize) < ctx.num_operands(op) => {
            return FoldResult::value(ctx.operand(op, *d as usize));
        }
        AffineExpr::Symbol(s) if nd + (*s as usize) < ctx.num_operands(op) => {
            return FoldResult::value(ctx.operand(op, nd + *s as usize));
        }
        _ => {}
    }
    let vals = const_ints(ctx, consts);
    let nd = nd.min(vals.len());
    // A division by zero folds to poison in MLIR; without the `ub` dialect
    // the op is left as is.
    let Ok(Some(v)) = da::constant_fold_expr(expr, &vals[..nd], &vals[nd..]) else {
        return FoldResult::Fail;
    };
    let it = ctx.index_type();
    FoldResult::attr(ctx.int_attr(it, v as i128))
}

/// The integer values of constant operands.
fn const_ints(ctx: &Context, consts: &[Option<Attr>]) -> Vec<Option<i64>> {
    consts
        .iter()
        .map(|c| {
            c.and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
        })
        .collect()
}

/// MLIR's `foldMinMaxOp`: results that fold to constants become constant
/// expressions (in place); when all do, the op folds to their min/max. A
/// map `()[s0] -> (s0)` folds to its operand.
fn fold_min_max(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> FoldResult {
    let Some(map) = da::map_of(ctx, op).cloned() else {
        return FoldResult::Fail;
    };
    let vals = const_ints(ctx, consts);
    let nd = (map.num_dims as usize).min(vals.len());
    let mut all: Option<Vec<i64>> = Some(Vec::new());
    let mut exprs = Vec::with_capacity(map.results.len());
    for r in &map.results {
        match da::constant_fold_expr(r, &vals[..nd], &vals[nd..]) {
            Ok(Some(v)) => {
                exprs.push(AffineExpr::constant(v));
                if let Some(a) = all.as_mut() {
                    a.push(v);
                }
            }
            _ => {
                exprs.push(r.clone());
                all = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    let symbol_identity = folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0] == AffineExpr::symbol(0);
    if symbol_identity && ctx.num_operands(op) > 0 {
        return FoldResult::value(ctx.operand(op, 0));
    }
    let Some(all) = all else {
        if folded == map {
            return FoldResult::Fail;
        }
        let a = ctx.attr(AttrKind::AffineMap(folded));
        ctx.set_attr(op, "map", a);
        return FoldResult::InPlace;
    };
    let best = if ctx.isa(op, &dialects::affine::MIN) {
        all.iter().min()
    } else {
        all.iter().max()
    };
    let Some(&v) = best else {
        return FoldResult::Fail;
    };
    let it = ctx.index_type();
    FoldResult::attr(ctx.int_attr(it, v as i128))
}

/// Replaces `op` (an `affine.min`/`affine.max`) by an op of the same kind.
fn replace_min_max(rw: &mut Rewriter, op: Op, map: AffineMap, ops: &[Value]) {
    let name = rw.ctx.op_name(op).to_string();
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let new = rw.create(op, &name, ops, &[it], vec![("map", a)]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
}

/// Replaces `op` by a min/max of the same operands whose map (with the
/// dims and symbols of `map`) has the results `exprs`.
fn replace_min_max_results(rw: &mut Rewriter, op: Op, map: &AffineMap, exprs: Vec<AffineExpr>) {
    let ops = rw.ctx.operand_vec(op);
    let m = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    replace_min_max(rw, op, m, &ops);
}

/// Replaces `op` by an `affine.apply` of `map` to `ops`.
fn replace_with_apply(rw: &mut Rewriter, op: Op, map: AffineMap, ops: &[Value]) {
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let new = rw.create(op, "affine.apply", ops, &[it], vec![("map", a)]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
}

/// MLIR's `CanonicalizeSingleResultAffineMinMaxOp`: a one-result min/max
/// is an `affine.apply`.
fn p_single_result_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    if map.results.len() != 1 {
        return false;
    }
    let ops = rw.ctx.operand_vec(op);
    replace_with_apply(rw, op, map, &ops);
    true
}

/// MLIR's `DeduplicateAffineMinMaxExpressions`.
fn p_dedup_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let mut seen = rustc_hash::FxHashSet::default();
    let exprs: Vec<AffineExpr> = map
        .results
        .iter()
        .filter(|e| seen.insert((*e).clone()))
        .cloned()
        .collect();
    if exprs.len() == map.results.len() {
        return false;
    }
    replace_min_max_results(rw, op, &map, exprs);
    true
}

/// MLIR's `MergeAffineMinMaxOp`: a result that is just a dim or symbol
/// bound to a min (max) of the same kind takes that producer's results.
fn p_merge_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let ops = rw.ctx.operand_vec(op);
    let nd = map.num_dims as usize;
    if ops.len() != map.num_inputs() as usize {
        return false;
    }
    let kind = rw.ctx.op_name(op).to_string();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        let v = match e {
            AffineExpr::Dim(d) => Some(ops[*d as usize]),
            AffineExpr::Symbol(s) => Some(ops[nd + *s as usize]),
            _ => None,
        };
        if let Some(p) = v
            .and_then(|v| rw.ctx.defining_op(v))
            .filter(|&p| rw.ctx.op_name(p) == kind)
        {
            producers.push(p);
            continue;
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return false;
    }
    let mut dims = ops[..nd].to_vec();
    let mut syms = ops[nd..].to_vec();
    let (mut used_d, mut used_s) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pm) = da::map_of(rw.ctx, p).cloned() else {
            return false;
        };
        let pops = rw.ctx.operand_vec(p);
        let pnd = pm.num_dims as usize;
        dims.extend_from_slice(&pops[..pnd.min(pops.len())]);
        syms.extend_from_slice(&pops[pnd.min(pops.len())..]);
        for e in &pm.results {
            exprs.push(e.shift_dims(pm.num_dims, used_d, 0).shift_symbols(
                pm.num_symbols,
                used_s,
                0,
            ));
        }
        used_d += pm.num_dims;
        used_s += pm.num_symbols;
    }
    dims.extend(syms);
    replace_min_max(rw, op, AffineMap::new(used_d, used_s, exprs), &dims);
    true
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted by
/// their flat coefficient form `[dims, symbols, constant]`.
fn p_order_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let Some(map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let mut flat = Vec::with_capacity(map.results.len());
    for e in &map.results {
        match da::flat_without_locals(e, nd, ns) {
            Some(f) => flat.push(f),
            None => return false,
        }
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..flat.len()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let exprs = perm.iter().map(|&i| map.results[i].clone()).collect();
    replace_min_max_results(rw, op, &map, exprs);
    true
}

/// MLIR's `SimplifyAffineOp<AffineApplyOp>` (and of min/max).
fn p_simplify_apply(rw: &mut Rewriter, op: Op) -> bool {
    let Some(old_map) = da::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    if old_map.num_inputs() as usize != rw.ctx.num_operands(op) {
        return false;
    }
    let old_ops = rw.ctx.operand_vec(op);
    let mut map = old_map.clone();
    let mut ops = old_ops.clone();
    da::compose_map_and_operands(rw.ctx, &mut map, &mut ops);
    da::canonicalize_map_and_operands(rw.ctx, &mut map, &mut ops);
    let map: AffineMap = da::simplify_map_with_operands(&map);
    // MLIR compares the new operands against a prefix of the old ones.
    if map == old_map && ops.len() <= old_ops.len() && old_ops[..ops.len()] == ops[..] {
        return false;
    }
    if !rw.ctx.isa(op, &dialects::affine::APPLY) {
        replace_min_max(rw, op, map, &ops);
        return true;
    }
    replace_with_apply(rw, op, map, &ops);
    true
}

/// The patterns of `affine.min` and `affine.max`, in MLIR's order.
const MIN_MAX_PATTERNS: &[Pattern] = &[
    Pattern {
        name: "CanonicalizeSingleResultAffineMinMaxOp",
        benefit: 1,
        apply: p_single_result_min_max,
    },
    Pattern {
        name: "DeduplicateAffineMinMaxExpressions",
        benefit: 1,
        apply: p_dedup_min_max,
    },
    Pattern {
        name: "MergeAffineMinMaxOp",
        benefit: 1,
        apply: p_merge_min_max,
    },
    Pattern {
        name: "SimplifyAffineOp",
        benefit: 1,
        apply: p_simplify_apply,
    },
    Pattern {
        name: "CanonicalizeAffineMinMaxOpExprAndTermOrder",
        benefit: 1,
        apply: p_order_min_max,
    },
];

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "affine.apply",
        &[Pattern {
            name: "SimplifyAffineOp<AffineApplyOp>",
            benefit: 1,
            apply: p_simplify_apply,
        }],
    ),
    ("affine.min", MIN_MAX_PATTERNS),
    ("affine.max", MIN_MAX_PATTERNS),
];

// ----- composing and folding an affine.apply (MLIR's
// `makeComposedFoldedAffineApply`), for the patterns and bufferization
// models that build index arithmetic -----

/// The sum `d0 + d1 + ...` over `n` dims.
pub fn dim_sum(n: u32) -> AffineExpr {
    (1..n).fold(AffineExpr::dim(0), |e, i| add(e, AffineExpr::dim(i)))
}

fn is_func(ctx: &Context, op: Op) -> bool {
    ctx.isa(op, &dialects::func::FUNC)
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
    da::from_flat(&coef, nd, ns, &[])
}

/// The result of [`compose_folded`]: a constant, an existing value, or an
/// `affine.apply` still to build.
#[derive(Clone, Debug, PartialEq)]
pub enum Composed {
    Static(i64),
    Value(Value),
    Apply(AffineMap, Vec<Value>),
}

/// MLIR's `makeComposedFoldedAffineApply` for a single expression over
/// `num_dims` dims followed by symbols, one operand per dim and symbol;
/// the caller builds the `affine.apply` it asks for. It folds constants
/// into the map, looks through `affine.apply` producers, turns dims that
/// are valid symbols into symbols, drops unused and duplicate operands,
/// simplifies linear expressions and folds to an operand or a constant when
/// it can.
pub fn compose_folded(
    ctx: &Context,
    expr: AffineExpr,
    num_dims: u32,
    operands: &[Mixed],
) -> Composed {
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
            let Some(p) = ctx
                .defining_op(v)
                .filter(|&p| ctx.isa(p, &dialects::affine::APPLY))
            else {
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
    let (dr, n_d) = renumber_used(
        ctx,
        &kept_dims,
        &used_d,
        false,
        AffineExpr::dim,
        &mut out_ops,
    );
    let (sr, n_s) = renumber_used(
        ctx,
        &sym_ops,
        &used_s,
        true,
        AffineExpr::symbol,
        &mut out_ops,
    );
    e = e.replace_dims_and_symbols(&dr, &sr);
    // 5. Simplify, then fold.
    let e = simplify(&e, n_d as usize, n_s as usize);
    match &e {
        AffineExpr::Constant(c) => Composed::Static(*c),
        AffineExpr::Dim(d) => Composed::Value(out_ops[*d as usize]),
        AffineExpr::Symbol(s) => Composed::Value(out_ops[(n_d + *s) as usize]),
        _ => Composed::Apply(AffineMap::new(n_d, n_s, vec![e]), out_ops),
    }
}

/// The replacement of each of `values` (dims or symbols, made by `make`)
/// once unused ones are dropped and the rest renumbered: an unused one
/// becomes 0, a repeated one the expression of its first use, a constant
/// its value when `fold_constants`; the kept operands are appended to `out`
/// in order. Returns the replacements and how many operands were kept.
fn renumber_used(
    ctx: &Context,
    values: &[Value],
    used: &[bool],
    fold_constants: bool,
    make: fn(u32) -> AffineExpr,
    out: &mut Vec<Value>,
) -> (Vec<AffineExpr>, u32) {
    let mut repl = vec![AffineExpr::constant(0); values.len()];
    let mut n = 0u32;
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    for (i, &v) in values.iter().enumerate() {
        if !used[i] {
            continue;
        }
        if fold_constants {
            if let Some(c) = constant_of(ctx, v) {
                repl[i] = AffineExpr::constant(c);
                continue;
            }
        }
        if let Some((_, x)) = seen.iter().find(|(w, _)| *w == v) {
            repl[i] = x.clone();
            continue;
        }
        repl[i] = make(n);
        n += 1;
        seen.push((v, repl[i].clone()));
        out.push(v);
    }
    (repl, n)
}
