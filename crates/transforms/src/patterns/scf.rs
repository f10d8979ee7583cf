//! scf: `scf.if` (static condition, trivial if to select, condition
//! propagation, yields of the condition, empty else, negated condition fold),
//! `scf.while`, `scf.execute_region` (inlining), `scf.index_switch` (constant
//! selector) and `scf.for` (trivial loops, tensor casts). Forwarded, duplicate
//! and unused results and block arguments are the shared region-branch
//! patterns of `region_branch.rs`, as in MLIR 22.

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[fold_if];

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    match name {
        "scf.if" => Some(fold_if),
        _ => None,
    }
}

/// `if (xori c, true) A else B` -> `if c B else A`.
fn fold_if(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let regs = ctx.regions_of(op).to_vec();
    if ctx.region_blocks(regs[1]).is_empty() {
        return FoldResult::Fail;
    }
    let cond = ctx.operand(op, 0);
    let Some(x) = ctx
        .defining_op(cond)
        .filter(|&d| ctx.op_name(d) == "arith.xori")
    else {
        return FoldResult::Fail;
    };
    if !is_int_const(ctx, value_constant(ctx, ctx.operand(x, 1)), 1) {
        return FoldResult::Fail;
    }
    let nc = ctx.operand(x, 0);
    ctx.set_operand(op, 0, nc);
    let tb = ctx.region_blocks(regs[0])[0];
    let eb = ctx.region_blocks(regs[1])[0];
    ctx.remove_block(tb);
    ctx.remove_block(eb);
    ctx.append_block(regs[0], eb);
    ctx.append_block(regs[1], tb);
    FoldResult::InPlace
}

fn block_of(ctx: &Context, r: Region) -> Option<Block> {
    ctx.region_blocks(r).first().copied()
}

/// Inlines the single block of `r` before `op` with `args`, replaces `op`
/// with the terminator's operands and erases the terminator.
pub fn replace_op_with_region(rw: &mut Rewriter, op: Op, r: Region, args: &[Value]) {
    let b = block_of(rw.ctx, r).unwrap();
    let term = rw.ctx.terminator(b).unwrap();
    let pb = rw.ctx.parent_block(op).unwrap();
    rw.inline_block_before(b, pb, Some(op), args);
    // Read the yielded values after inlining: block arguments among them
    // were just replaced by `args`.
    let results = rw.ctx.operand_vec(term);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

fn p_if_static_cond(rw: &mut Rewriter, op: Op) -> bool {
    let c = rw.ctx.operand(op, 0);
    let Some(a) = value_constant(rw.ctx, c) else {
        return false;
    };
    let TypeKind::Integer { width: 1, .. } = rw.ctx.type_kind(attr_type(rw.ctx, a).unwrap()) else {
        return false;
    };
    let v = int_value(rw.ctx, a).unwrap_or(0);
    let regs = rw.ctx.regions_of(op).to_vec();
    if v != 0 {
        replace_op_with_region(rw, op, regs[0], &[]);
    } else if !rw.ctx.region_blocks(regs[1]).is_empty() {
        replace_op_with_region(rw, op, regs[1], &[]);
    } else {
        rw.erase_op(op);
    }
    true
}

fn new_region_with_block(ctx: &mut Context) -> (Region, Block) {
    ir::builder::region_with_block(ctx, &[])
}

fn create_if(
    rw: &mut Rewriter,
    anchor: Op,
    types: &[Type],
    cond: Value,
    regions: Vec<Region>,
) -> Op {
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.if",
        &[cond],
        types,
        Vec::new(),
        regions,
        Vec::new(),
        loc,
    )
}

fn create_yield(rw: &mut Rewriter, at: At, vals: &[Value], loc: ir::Loc) -> Op {
    rw.create_full(
        at,
        "scf.yield",
        vals,
        &[],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    )
}

fn in_region(ctx: &Context, r: Region, v: Value) -> bool {
    ctx.value_block(v).and_then(|b| ctx.block_parent(b)) == Some(r)
}

fn p_if_to_select(rw: &mut Rewriter, op: Op) -> bool {
    let n = rw.ctx.results(op).len();
    if n == 0 {
        return false;
    }
    let regs = rw.ctx.regions_of(op).to_vec();
    let (Some(tb), Some(eb)) = (block_of(rw.ctx, regs[0]), block_of(rw.ctx, regs[1])) else {
        return false;
    };
    let ty_ = rw.ctx.terminator(tb).unwrap();
    let ey = rw.ctx.terminator(eb).unwrap();
    let tv = rw.ctx.operand_vec(ty_);
    let ev = rw.ctx.operand_vec(ey);
    let mut non_hoist = Vec::new();
    for (t, e) in tv.iter().zip(&ev) {
        if in_region(rw.ctx, regs[0], *t) || in_region(rw.ctx, regs[1], *e) {
            non_hoist.push(rw.ctx.value_type(*t));
        }
    }
    if non_hoist.len() == n {
        return false;
    }
    let cond = rw.ctx.operand(op, 0);
    let nr0 = rw.ctx.new_region();
    let nr1 = rw.ctx.new_region();
    let nif = create_if(rw, op, &non_hoist, cond, vec![nr0, nr1]);
    rw.ctx.take_region_blocks(regs[0], nr0);
    rw.ctx.take_region_blocks(regs[1], nr1);
    let mut results = vec![None; n];
    let mut ty_vals = Vec::new();
    let mut ey_vals = Vec::new();
    for i in 0..n {
        let (t, e) = (tv[i], ev[i]);
        if in_region(rw.ctx, nr0, t) || in_region(rw.ctx, nr1, e) {
            results[i] = Some(rw.ctx.result(nif, ty_vals.len()));
            ty_vals.push(t);
            ey_vals.push(e);
        } else if t == e {
            results[i] = Some(t);
        } else {
            let ty = rw.ctx.value_type(t);
            let s = rw.create(nif, "arith.select", &[cond, t, e], &[ty], Vec::new());
            results[i] = Some(rw.ctx.result(s, 0));
        }
    }
    let loc = rw.ctx.loc(ty_);
    create_yield(rw, At::Before(ty_), &ty_vals, loc);
    rw.erase_op(ty_);
    let loc = rw.ctx.loc(ey);
    create_yield(rw, At::Before(ey), &ey_vals, loc);
    rw.erase_op(ey);
    let res: Vec<Value> = results.into_iter().map(|x| x.unwrap()).collect();
    rw.replace_op(op, &res);
    true
}

fn region_is_ancestor(ctx: &Context, r: Region, op: Op) -> bool {
    let mut cur = ctx.parent_region(op);
    while let Some(x) = cur {
        if x == r {
            return true;
        }
        cur = ctx.region_parent(x).and_then(|p| ctx.parent_region(p));
    }
    false
}

fn p_if_condition_propagation(rw: &mut Rewriter, op: Op) -> bool {
    let cond = rw.ctx.operand(op, 0);
    if value_constant(rw.ctx, cond).is_some() {
        return false;
    }
    let regs = rw.ctx.regions_of(op).to_vec();
    let mut changed = false;
    let mut ct: Option<Value> = None;
    let mut cf: Option<Value> = None;
    let uses: Vec<ir::Use> = rw.ctx.uses(cond).collect();
    for u in uses {
        let owner = rw.ctx.use_data(u).owner;
        let which = if region_is_ancestor(rw.ctx, regs[0], owner) {
            Some(true)
        } else if region_is_ancestor(rw.ctx, regs[1], owner) {
            Some(false)
        } else {
            None
        };
        let Some(w) = which else { continue };
        changed = true;
        let slot = if w { &mut ct } else { &mut cf };
        let v = match slot {
            Some(v) => *v,
            None => {
                let a = bool_attr(rw.ctx, w);
                let nv = rw.constant(op, a);
                *slot = Some(nv);
                nv
            }
        };
        rw.ctx.set_use_value(u, v);
        rw.notify_modified(owner);
    }
    changed
}

fn p_if_remove_empty_else(rw: &mut Rewriter, op: Op) -> bool {
    if !rw.ctx.results(op).is_empty() {
        return false;
    }
    let regs = rw.ctx.regions_of(op).to_vec();
    let Some(eb) = block_of(rw.ctx, regs[1]) else {
        return false;
    };
    if rw.ctx.first_op(eb) != rw.ctx.last_op(eb) {
        return false;
    }
    let cond = rw.ctx.operand(op, 0);
    let nr0 = rw.ctx.new_region();
    let nr1 = rw.ctx.new_region();
    create_if(rw, op, &[], cond, vec![nr0, nr1]);
    rw.ctx.take_region_blocks(regs[0], nr0);
    rw.erase_op(op);
    true
}

fn p_if_yield_cond(rw: &mut Rewriter, op: Op) -> bool {
    let n = rw.ctx.results(op).len();
    if n == 0 {
        return false;
    }
    let regs = rw.ctx.regions_of(op).to_vec();
    let tb = *rw.ctx.region_blocks(regs[0]).last().unwrap();
    let Some(eb) = rw.ctx.region_blocks(regs[1]).last().copied() else {
        return false;
    };
    let tv = rw.ctx.operand_vec(rw.ctx.terminator(tb).unwrap());
    let ev = rw.ctx.operand_vec(rw.ctx.terminator(eb).unwrap());
    let cond = rw.ctx.operand(op, 0);
    let mut changed = false;
    for i in 0..n {
        let r = rw.ctx.result(op, i);
        let (t, e) = (tv[i], ev[i]);
        if t == e {
            if rw.ctx.has_uses(r) {
                rw.ctx.replace_all_uses(r, t);
                changed = true;
            }
            continue;
        }
        let is_bool = |ctx: &Context, v: Value| -> Option<bool> {
            let a = value_constant(ctx, v)?;
            let ty = attr_type(ctx, a)?;
            if !matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) {
                return None;
            }
            Some(int_value(ctx, a)? != 0)
        };
        let (Some(tvb), Some(evb)) = (is_bool(rw.ctx, t), is_bool(rw.ctx, e)) else {
            continue;
        };
        if !tvb && evb && rw.ctx.has_uses(r) {
            let one = bool_attr(rw.ctx, true);
            let k = rw.constant(op, one);
            let i1 = rw.ctx.i1();
            let x = rw.create(op, "arith.xori", &[cond, k], &[i1], Vec::new());
            let xv = rw.ctx.result(x, 0);
            rw.ctx.replace_all_uses(r, xv);
            changed = true;
        }
        if tvb && !evb && rw.ctx.has_uses(r) {
            rw.ctx.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}

fn is_not_of(ctx: &Context, v: Value, of: Value) -> bool {
    ctx.defining_op(v)
        .filter(|&d| ctx.op_name(d) == "arith.xori")
        .is_some_and(|d| {
            ctx.operand(d, 0) == of && is_int_const(ctx, value_constant(ctx, ctx.operand(d, 1)), 1)
        })
}

fn region_contains(ctx: &Context, r: Region, op: Op) -> bool {
    ctx.parent_region(op) == Some(r) || region_is_ancestor(ctx, r, op)
}

/// Two consecutive `scf.if`s on the same (or negated) condition merge.
fn p_combine_ifs(rw: &mut Rewriter, next: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(prev) = ctx.prev_op(next).filter(|&p| ctx.op_name(p) == "scf.if") else {
        return false;
    };
    let nregs = ctx.regions_of(next).to_vec();
    let pregs = ctx.regions_of(prev).to_vec();
    let (pc, nc) = (ctx.operand(prev, 0), ctx.operand(next, 0));
    let n_then = block_of(ctx, nregs[0]);
    let n_else = block_of(ctx, nregs[1]);
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = n_then;
        next_else = n_else;
    }
    if is_not_of(ctx, nc, pc) || is_not_of(ctx, pc, nc) {
        next_else = n_then;
        next_then = n_else;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let p_then_y = rw
        .ctx
        .terminator(block_of(rw.ctx, pregs[0]).unwrap())
        .unwrap();
    let p_then_vals = rw.ctx.operand_vec(p_then_y);
    let p_else_vals = block_of(rw.ctx, pregs[1])
        .map(|b| rw.ctx.operand_vec(rw.ctx.terminator(b).unwrap()))
        .unwrap_or_default();
    let presults = rw.ctx.results(prev).to_vec();
    for (i, &r) in presults.iter().enumerate() {
        if i >= p_else_vals.len() {
            break;
        }
        let uses: Vec<ir::Use> = rw.ctx.uses(r).collect();
        for u in uses {
            let owner = rw.ctx.use_data(u).owner;
            let in_then = next_then
                .and_then(|b| rw.ctx.block_parent(b))
                .is_some_and(|reg| region_contains(rw.ctx, reg, owner));
            let in_else = next_else
                .and_then(|b| rw.ctx.block_parent(b))
                .is_some_and(|reg| region_contains(rw.ctx, reg, owner));
            if in_then {
                rw.ctx.set_use_value(u, p_then_vals[i]);
                rw.notify_modified(owner);
            } else if in_else {
                rw.ctx.set_use_value(u, p_else_vals[i]);
                rw.notify_modified(owner);
            }
        }
    }
    let mut types: Vec<Type> = presults.iter().map(|&r| rw.ctx.value_type(r)).collect();
    let nresults = rw.ctx.results(next).to_vec();
    types.extend(nresults.iter().map(|&r| rw.ctx.value_type(r)));
    let t_reg = rw.ctx.new_region();
    let e_reg = rw.ctx.new_region();
    let comb = create_if(rw, next, &types, pc, vec![t_reg, e_reg]);
    rw.ctx.take_region_blocks(pregs[0], t_reg);
    if let Some(nt) = next_then {
        let tb = block_of(rw.ctx, t_reg).unwrap();
        let y1 = rw.ctx.terminator(tb).unwrap();
        let y2 = rw.ctx.terminator(nt).unwrap();
        rw.merge_blocks(nt, tb, &[]);
        let mut vals = rw.ctx.operand_vec(y1);
        vals.extend(rw.ctx.operand_vec(y2));
        let loc = rw.ctx.loc(y2);
        create_yield(rw, At::End(tb), &vals, loc);
        rw.erase_op(y1);
        rw.erase_op(y2);
    }
    rw.ctx.take_region_blocks(pregs[1], e_reg);
    if let Some(ne) = next_else {
        match block_of(rw.ctx, e_reg) {
            None => {
                let r = rw.ctx.block_parent(ne).unwrap();
                rw.ctx.take_region_blocks(r, e_reg);
            }
            Some(eb) => {
                let y1 = rw.ctx.terminator(eb).unwrap();
                let y2 = rw.ctx.terminator(ne).unwrap();
                rw.merge_blocks(ne, eb, &[]);
                let mut vals = rw.ctx.operand_vec(y1);
                vals.extend(rw.ctx.operand_vec(y2));
                let loc = rw.ctx.loc(y2);
                create_yield(rw, At::End(eb), &vals, loc);
                rw.erase_op(y1);
                rw.erase_op(y2);
            }
        }
    }
    let all = rw.ctx.results(comb).to_vec();
    let np = presults.len();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    true
}

/// `if a { if b { .. } }` -> `if (a and b) { .. }`.
fn p_combine_nested_ifs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let regs = ctx.regions_of(op).to_vec();
    let tb = *ctx.region_blocks(regs[0]).last().unwrap();
    let Some(nested) = ctx.first_op(tb) else {
        return false;
    };
    if ctx.next_op(nested) != ctx.terminator(tb) || ctx.terminator(tb) == Some(nested) {
        return false;
    }
    let eb = ctx.region_blocks(regs[1]).last().copied();
    if let Some(eb) = eb {
        if ctx.first_op(eb) != ctx.last_op(eb) {
            return false;
        }
    }
    if ctx.op_name(nested) != "scf.if" {
        return false;
    }
    let nregs = ctx.regions_of(nested).to_vec();
    let neb = ctx.region_blocks(nregs[1]).last().copied();
    if let Some(b) = neb {
        if ctx.first_op(b) != ctx.last_op(b) {
            return false;
        }
    }
    let ntb = *ctx.region_blocks(nregs[0]).last().unwrap();
    let mut then_y = ctx.operand_vec(ctx.terminator(tb).unwrap());
    let else_y = eb
        .map(|b| ctx.operand_vec(ctx.terminator(b).unwrap()))
        .unwrap_or_default();
    let mut upgrade = Vec::new();
    for i in 0..then_y.len() {
        let v = then_y[i];
        if ctx.defining_op(v) == Some(nested) {
            let ir::ValueDef::Result(_, k) = ctx.value(v).def else {
                return false;
            };
            let Some(nb) = neb else { return false };
            let ne_vals = ctx.operand_vec(ctx.terminator(nb).unwrap());
            if ne_vals[k as usize] != else_y[i] {
                return false;
            }
            then_y[i] = ctx.operand(ctx.terminator(ntb).unwrap(), k as usize);
            continue;
        }
        if in_region(ctx, regs[0], v) {
            return false;
        }
        upgrade.push(i);
    }
    let cond = ctx.operand(op, 0);
    let ncond = ctx.operand(nested, 0);
    let i1 = rw.ctx.i1();
    let and = rw.create(op, "arith.andi", &[cond, ncond], &[i1], Vec::new());
    let new_cond = rw.ctx.result(and, 0);
    let types: Vec<Type> = rw.ctx.result_types(op);
    let (r0, b0) = new_region_with_block(rw.ctx);
    let r1 = rw.ctx.new_region();
    let nif = create_if(rw, op, &types, new_cond, vec![r0, r1]);
    let mut results = rw.ctx.results(nif).to_vec();
    for &i in &upgrade {
        let ty = rw.ctx.value_type(then_y[i]);
        let s = rw.create(
            nif,
            "arith.select",
            &[cond, then_y[i], else_y[i]],
            &[ty],
            Vec::new(),
        );
        results[i] = rw.ctx.result(s, 0);
    }
    rw.merge_blocks(ntb, b0, &[]);
    let oy = rw.ctx.terminator(b0).unwrap();
    let loc = rw.ctx.loc(oy);
    create_yield(rw, At::Before(oy), &then_y, loc);
    rw.erase_op(oy);
    if !else_y.is_empty() {
        let b1 = rw.ctx.new_block();
        rw.ctx.append_block(r1, b1);
        let loc = rw.ctx.loc(op);
        create_yield(rw, At::End(b1), &else_y, loc);
    }
    rw.replace_op(op, &results);
    true
}

// ----- scf.for -----

fn const_idx(ctx: &Context, v: Value) -> Option<i128> {
    const_int(ctx, v)
}

fn p_for_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (lb, ub, step) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let inits: Vec<Value> = ctx.operand_vec(op)[3..].to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let (Some(l), Some(u)) = (const_idx(ctx, lb), const_idx(ctx, ub)) else {
        return false;
    };
    let unsigned = ctx.has_attr(op, "unsignedCmp");
    let w = int_width(ctx, ctx.value_type(lb)).unwrap_or(64);
    let ge = |a: i128, b: i128| {
        if unsigned {
            zext(a, w) >= zext(b, w)
        } else {
            sext(a, w) >= sext(b, w)
        }
    };
    if ge(l, u) {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(s) = const_idx(ctx, step) else {
        return false;
    };
    let next = sext(l.wrapping_add(s), w);
    if ge(next, u) {
        let mut args = vec![lb];
        args.extend(inits);
        let r = rw.ctx.regions_of(op)[0];
        replace_op_with_region(rw, op, r, &args);
        return true;
    }
    let r = ctx.regions_of(op)[0];
    let b = block_of(ctx, r).unwrap();
    if ctx.first_op(b) != ctx.last_op(b) {
        return false;
    }
    let y = ctx.terminator(b).unwrap();
    let yv = ctx.operand_vec(y);
    if yv.iter().any(|&v| !defined_outside(ctx, op, v)) {
        return false;
    }
    rw.replace_op(op, &yv);
    true
}

fn defined_outside(ctx: &Context, op: Op, v: Value) -> bool {
    match ctx.value_block(v) {
        Some(b) => match ctx.block_parent_op(b) {
            Some(p) => !ctx.is_ancestor(op, p),
            None => true,
        },
        None => true,
    }
}

/// An iter_arg initialized by a foldable `tensor.cast` (whose result has one
/// use) iterates on the cast's source type instead (MLIR's
/// `ForOpTensorCastFolder`).
fn p_for_tensor_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let inits: Vec<Value> = ctx.operand_vec(op)[3..].to_vec();
    let results = ctx.results(op).to_vec();
    let mut found = None;
    for (k, (&init, &res)) in inits.iter().zip(&results).enumerate() {
        let Some(c) = ctx
            .defining_op(init)
            .filter(|&d| ctx.op_name(d) == "tensor.cast")
        else {
            continue;
        };
        let src = ctx.operand(c, 0);
        if ctx.value_type(src) == ctx.value_type(init) {
            continue;
        }
        if !super::common::cast_foldable_into_consumer(ctx, c) {
            continue;
        }
        if !ctx.has_one_use(res) {
            continue;
        }
        found = Some((k, src));
        break;
    }
    let Some((k, repl)) = found else {
        return false;
    };
    let old_ty = rw.ctx.value_type(inits[k]);
    let new_ty = rw.ctx.value_type(repl);
    let mut new_inits = inits.clone();
    new_inits[k] = repl;
    let r = rw.ctx.regions_of(op)[0];
    let body = block_of(rw.ctx, r).unwrap();
    let iv_ty = rw.ctx.value_type(rw.ctx.block_args(body)[0]);
    let mut arg_types = vec![iv_ty];
    arg_types.extend(new_inits.iter().map(|&v| rw.ctx.value_type(v)));
    let (nr, nb) = ir::builder::region_with_block(rw.ctx, &arg_types);
    let (lb, ub, step) = (
        rw.ctx.operand(op, 0),
        rw.ctx.operand(op, 1),
        rw.ctx.operand(op, 2),
    );
    let mut operands = vec![lb, ub, step];
    operands.extend(new_inits.iter().copied());
    let types: Vec<Type> = new_inits.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let attrs = rw.ctx.op(op).attrs.clone();
    let loc = rw.ctx.loc(op);
    let nfor = rw.create_full(
        At::Before(op),
        "scf.for",
        &operands,
        &types,
        attrs,
        vec![nr],
        Vec::new(),
        loc,
    );
    let mut transfer = rw.ctx.block_args(nb).to_vec();
    let arg = transfer[k + 1];
    let cin = rw.create_full(
        At::Start(nb),
        "tensor.cast",
        &[arg],
        &[old_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    transfer[k + 1] = rw.ctx.result(cin, 0);
    rw.merge_blocks(body, nb, &transfer);
    let y = rw.ctx.terminator(nb).unwrap();
    let yv = rw.ctx.operand(y, k);
    let cout = rw.create_full(
        At::Before(y),
        "tensor.cast",
        &[yv],
        &[new_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    let mut yvals = rw.ctx.operand_vec(y);
    yvals[k] = rw.ctx.result(cout, 0);
    create_yield(rw, At::Before(y), &yvals, loc);
    rw.erase_op(y);
    let mut res = rw.ctx.results(nfor).to_vec();
    let after = rw.create_full(
        At::After(nfor),
        "tensor.cast",
        &[res[k]],
        &[old_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    res[k] = rw.ctx.result(after, 0);
    rw.replace_op(op, &res);
    true
}

/// A single-block `scf.execute_region` (not `no_inline`) is inlined.
fn p_execute_region_inline(rw: &mut Rewriter, op: Op) -> bool {
    let r = rw.ctx.regions_of(op)[0];
    if rw.ctx.region_blocks(r).len() != 1 || rw.ctx.has_attr(op, "no_inline") {
        return false;
    }
    replace_op_with_region(rw, op, r, &[]);
    true
}

/// A multi-block `scf.execute_region` directly inside a function (or another
/// execute_region) is inlined into the CFG: its block splits at the op, the
/// region's yields become branches to the second half.
fn p_execute_region_multi_inline(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.has_attr(op, "no_inline") {
        return false;
    }
    let Some(parent) = rw.ctx.parent_op(op) else {
        return false;
    };
    if !matches!(rw.ctx.op_name(parent), "func.func" | "scf.execute_region") {
        return false;
    }
    let r = rw.ctx.regions_of(op)[0];
    let Some(entry) = rw.ctx.entry_block(r) else {
        return false;
    };
    let prev = rw.ctx.parent_block(op).unwrap();
    let pr = rw.ctx.block_parent(prev).unwrap();
    // Split the block before `op`.
    let post = rw.ctx.new_block();
    let pos = rw
        .ctx
        .region_blocks(pr)
        .iter()
        .position(|&b| b == prev)
        .unwrap();
    rw.ctx.insert_block(pr, pos + 1, post);
    let mut cur = Some(op);
    while let Some(o) = cur {
        cur = rw.ctx.next_op(o);
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(post, o);
    }
    let loc = rw.ctx.loc(op);
    rw.create_full(
        At::End(prev),
        "cf.br",
        &[],
        &[],
        Vec::new(),
        Vec::new(),
        vec![entry],
        loc,
    );
    for b in rw.ctx.region_blocks(r).to_vec() {
        let Some(t) = rw.ctx.terminator(b) else {
            continue;
        };
        if rw.ctx.op_name(t) != "scf.yield" {
            continue;
        }
        let vals = rw.ctx.operand_vec(t);
        let loc = rw.ctx.loc(t);
        rw.create_full(
            At::Before(t),
            "cf.br",
            &vals,
            &[],
            Vec::new(),
            Vec::new(),
            vec![post],
            loc,
        );
        rw.erase_op(t);
    }
    let pos = rw
        .ctx
        .region_blocks(pr)
        .iter()
        .position(|&b| b == post)
        .unwrap();
    for (k, b) in rw.ctx.region_blocks(r).to_vec().into_iter().enumerate() {
        rw.ctx.remove_block(b);
        rw.ctx.insert_block(pr, pos + k, b);
    }
    let results = rw.ctx.results(op).to_vec();
    // The arguments standing for the results are at the inlined op.
    let loc = rw.ctx.loc(op);
    let args: Vec<Value> = results
        .iter()
        .map(|&v| {
            let t = rw.ctx.value_type(v);
            let a = rw.ctx.add_block_arg(post, t);
            rw.ctx.set_arg_loc(a, loc);
            a
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

// ----- scf.index_switch -----

/// A constant selector picks one case (or the default) and inlines it.
fn p_switch_constant_case(rw: &mut Rewriter, op: Op) -> bool {
    let Some(sel) =
        value_constant(rw.ctx, rw.ctx.operand(op, 0)).and_then(|a| int_value(rw.ctx, a))
    else {
        return false;
    };
    let cases = rw
        .ctx
        .get_attr(op, "cases")
        .and_then(|a| dialects::common::dense_array_values(rw.ctx, a))
        .unwrap_or_default();
    let regions = rw.ctx.regions_of(op).to_vec();
    // Region 0 is the default; case i lives in region i + 1.
    let chosen = cases
        .iter()
        .position(|&c| i128::from(c) == sel)
        .map_or(regions[0], |i| regions[i + 1]);
    if rw.ctx.region_blocks(chosen).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, chosen, &[]);
    true
}

// ----- scf.while -----

struct WhileParts {
    before: Block,
    after: Block,
    cond_op: Op,
}

fn while_parts(ctx: &Context, op: Op) -> Option<WhileParts> {
    let regs = ctx.regions_of(op);
    let before = block_of(ctx, regs[0])?;
    let after = block_of(ctx, regs[1])?;
    let cond_op = ctx.terminator(before)?;
    let yield_op = ctx.terminator(after)?;
    if ctx.op_name(cond_op) != "scf.condition" || ctx.op_name(yield_op) != "scf.yield" {
        return None;
    }
    Some(WhileParts {
        before,
        after,
        cond_op,
    })
}

/// A new `scf.while` before `anchor` with empty regions.
fn create_while(rw: &mut Rewriter, anchor: Op, types: &[Type], inits: &[Value]) -> Op {
    let r0 = rw.ctx.new_region();
    let r1 = rw.ctx.new_region();
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.while",
        inits,
        types,
        Vec::new(),
        vec![r0, r1],
        Vec::new(),
        loc,
    )
}

/// Adds a block with arguments of `types` to region `i` of `op`; the
/// arguments are at `op`, as MLIR's region builders make them.
fn add_block(rw: &mut Rewriter, op: Op, i: usize, types: &[Type]) -> Block {
    let r = rw.ctx.regions_of(op)[i];
    let b = rw.ctx.new_block();
    let loc = rw.ctx.loc(op);
    for &t in types {
        let a = rw.ctx.add_block_arg(b, t);
        rw.ctx.set_arg_loc(a, loc);
    }
    rw.ctx.append_block(r, b);
    b
}

fn replace_terminator(rw: &mut Rewriter, t: Op, name: &str, vals: &[Value]) {
    let loc = rw.ctx.loc(t);
    rw.create_full(
        At::Before(t),
        name,
        vals,
        &[],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    rw.erase_op(t);
}

fn replace_condition(rw: &mut Rewriter, c: Op, args: &[Value]) {
    let mut vals = vec![rw.ctx.operand(c, 0)];
    vals.extend_from_slice(args);
    replace_terminator(rw, c, "scf.condition", &vals);
}

fn types_of(ctx: &Context, vals: &[Value]) -> Vec<Type> {
    vals.iter().map(|&v| ctx.value_type(v)).collect()
}

fn p_while_condition_truth(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let c = rw.ctx.operand(w.cond_op, 0);
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = rw.ctx.block_args(w.after).to_vec();
    let mut cst: Option<Value> = None;
    let mut replaced = false;
    for (y, a) in cargs.iter().zip(aargs) {
        if *y == c && rw.ctx.has_uses(a) {
            let k = match cst {
                Some(k) => k,
                None => {
                    let t = bool_attr(rw.ctx, true);
                    let k = rw.constant(op, t);
                    cst = Some(k);
                    k
                }
            };
            rw.replace_all_uses(a, k);
            replaced = true;
        }
    }
    replaced
}

fn invert_cmpi(p: i128) -> i128 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        x => x,
    }
}

fn p_while_cmp_cond(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let c = rw.ctx.operand(w.cond_op, 0);
    let Some(cmp) = rw
        .ctx
        .defining_op(c)
        .filter(|&d| rw.ctx.op_name(d) == "arith.cmpi")
    else {
        return false;
    };
    let pred = |ctx: &Context, o: Op| {
        ctx.get_attr(o, "predicate")
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(-1)
    };
    let p1 = pred(rw.ctx, cmp);
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = rw.ctx.block_args(w.after).to_vec();
    let mut changed = false;
    for (y, a) in cargs.iter().zip(aargs) {
        for idx in 0..2 {
            if *y != rw.ctx.operand(cmp, idx) {
                continue;
            }
            let uses: Vec<ir::Use> = rw.ctx.uses(a).collect();
            for u in uses {
                let cmp2 = rw.ctx.use_data(u).owner;
                if rw.ctx.is_erased(cmp2) || rw.ctx.op_name(cmp2) != "arith.cmpi" {
                    continue;
                }
                if rw.ctx.operand(cmp2, 1 - idx) != rw.ctx.operand(cmp, 1 - idx) {
                    continue;
                }
                let p2 = pred(rw.ctx, cmp2);
                let same = if p2 == p1 {
                    true
                } else if p2 == invert_cmpi(p1) {
                    false
                } else {
                    continue;
                };
                let a = bool_attr(rw.ctx, same);
                let k = rw.constant(op, a);
                rw.replace_op(cmp2, &[k]);
                changed = true;
            }
        }
    }
    changed
}

fn p_while_align_before_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let bargs = rw.ctx.block_args(w.before).to_vec();
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    if bargs == cargs || bargs.len() != cargs.len() {
        return false;
    }
    let mut seen = rustc_hash::FxHashSet::default();
    if !cargs.iter().all(|&a| seen.insert(a)) {
        return false;
    }
    // mapping[j] = i where cargs[j] == bargs[i]
    let mut mapping = vec![0usize; bargs.len()];
    for (i, b) in bargs.iter().enumerate() {
        let Some(j) = cargs.iter().position(|c| c == b) else {
            return false;
        };
        mapping[j] = i;
    }
    replace_condition(rw, w.cond_op, &bargs);
    let results = rw.ctx.results(op).to_vec();
    let mut types = vec![rw.ctx.value_type(bargs[0]); bargs.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = rw.ctx.value_type(results[i]);
    }
    let inits = rw.ctx.operand_vec(op);
    let itypes = types_of(rw.ctx, &inits);
    let nw = create_while(rw, op, &types, &inits);
    let nbb = add_block(rw, nw, 0, &itypes);
    let nab = add_block(rw, nw, 1, &types);
    let nres = rw.ctx.results(nw).to_vec();
    let nargs = rw.ctx.block_args(nab).to_vec();
    let mut new_results = Vec::new();
    let mut new_after = Vec::new();
    for &j in &mapping {
        new_results.push(nres[j]);
        new_after.push(nargs[j]);
    }
    let a0 = rw.ctx.block_args(nbb).to_vec();
    let first = rw.ctx.first_op(nbb);
    rw.inline_block_before(w.before, nbb, first, &a0);
    let first = rw.ctx.first_op(nab);
    rw.inline_block_before(w.after, nab, first, &new_after);
    rw.replace_op(op, &new_results);
    true
}

/// An `scf.if` on the loop condition right before `scf.condition` moves into
/// the after region (its else branch must only yield).
fn p_while_move_if_down(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let Some(if_op) = ctx
        .prev_op(w.cond_op)
        .filter(|&p| ctx.op_name(p) == "scf.if")
    else {
        return false;
    };
    let cond = ctx.operand(w.cond_op, 0);
    if ctx.operand(if_op, 0) != cond {
        return false;
    }
    let iregs = ctx.regions_of(if_op).to_vec();
    let else_b = block_of(ctx, iregs[1]);
    if let Some(eb) = else_b {
        if ctx.first_op(eb) != ctx.last_op(eb) {
            return false;
        }
    }
    let then_b = block_of(ctx, iregs[0]).unwrap();
    let then_y = ctx.terminator(then_b).unwrap();
    let if_results = ctx.results(if_op).to_vec();
    let cargs: Vec<Value> = ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = ctx.block_args(w.after).to_vec();
    let fixed = rw.fix_while_move_if_down;
    for (idx, &a) in cargs.iter().enumerate() {
        // mlir-opt 22 reads each position after the previous replacements:
        // a result forwarded again was already replaced by its else value
        // there, and that position keeps it.
        let a = if fixed {
            a
        } else {
            rw.ctx.operand(w.cond_op, idx + 1)
        };
        let Some(k) = if_results.iter().position(|&r| r == a) else {
            continue;
        };
        let tv = rw.ctx.operand(then_y, k);
        let ev = rw
            .ctx
            .operand(rw.ctx.terminator(else_b.unwrap()).unwrap(), k);
        rw.replace_all_uses(if_results[k], ev);
        rw.replace_all_uses(aargs[idx], tv);
    }
    // Values of the before region used inside the then region.
    let before_r = rw.ctx.regions_of(op)[0];
    let mut extra: Vec<Value> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for top in rw.ctx.block_op_vec(then_b) {
        rw.ctx.walk_post(top, |o| {
            for v in rw.ctx.operands(o) {
                let r = rw.ctx.value_block(v).and_then(|b| rw.ctx.block_parent(b));
                if r == Some(before_r) && seen.insert(v) {
                    extra.push(v);
                }
            }
        });
    }
    let mut types = types_of(rw.ctx, rw.ctx.results(op));
    let etypes = types_of(rw.ctx, &extra);
    types.extend(etypes.iter().copied());
    let inits = rw.ctx.operand_vec(op);
    let nw = create_while(rw, op, &types, &inits);
    let (ob, oa) = (rw.ctx.regions_of(op)[0], rw.ctx.regions_of(op)[1]);
    let (nb, na) = (rw.ctx.regions_of(nw)[0], rw.ctx.regions_of(nw)[1]);
    rw.ctx.take_region_blocks(ob, nb);
    rw.ctx.take_region_blocks(oa, na);
    let loop_loc = rw.ctx.loc(nw);
    let new_args: Vec<Value> = etypes
        .iter()
        .map(|&t| {
            let a = rw.ctx.add_block_arg(w.after, t);
            rw.ctx.set_arg_loc(a, loop_loc);
            a
        })
        .collect();
    rw.notify_modified(nw);
    for &v in &extra {
        rw.ctx.append_operand(w.cond_op, v);
    }
    rw.notify_modified(w.cond_op);
    let then_r = iregs[0];
    for (v, na) in extra.iter().zip(&new_args) {
        rw.replace_uses_if(*v, *na, |ctx, o| region_contains(ctx, then_r, o));
    }
    rw.erase_op(then_y);
    let first = rw.ctx.first_op(w.after);
    rw.inline_block_before(then_b, w.after, first, &[]);
    rw.erase_op(if_op);
    let n = rw.ctx.results(op).len();
    let res = rw.ctx.results(nw)[..n].to_vec();
    rw.replace_op(op, &res);
    true
}

macro_rules! pat {
    ($name:expr, $f:expr) => {
        Pattern {
            name: $name,
            benefit: 1,
            apply: $f,
        }
    };
}

pub static PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "scf.if",
        &[
            pat!("CombineIfs", p_combine_ifs),
            pat!("CombineNestedIfs", p_combine_nested_ifs),
            pat!("ConditionPropagation", p_if_condition_propagation),
            pat!("ConvertTrivialIfToSelect", p_if_to_select),
            pat!("RemoveEmptyElseBranch", p_if_remove_empty_else),
            pat!("RemoveStaticCondition", p_if_static_cond),
            pat!("ReplaceIfYieldWithConditionOrValue", p_if_yield_cond),
        ],
    ),
    (
        "scf.while",
        &[
            pat!("WhileConditionTruth", p_while_condition_truth),
            pat!("WhileCmpCond", p_while_cmp_cond),
            pat!("WhileOpAlignBeforeArgs", p_while_align_before_args),
            pat!("WhileMoveIfDown", p_while_move_if_down),
        ],
    ),
    (
        "scf.execute_region",
        &[
            pat!("SingleBlockExecuteInliner", p_execute_region_inline),
            pat!("MultiBlockExecuteInliner", p_execute_region_multi_inline),
        ],
    ),
    (
        "scf.index_switch",
        &[pat!("FoldConstantCase", p_switch_constant_case)],
    ),
    (
        "scf.for",
        &[
            pat!("SimplifyTrivialLoops", p_for_trivial),
            pat!("ForOpTensorCastFolder", p_for_tensor_cast),
        ],
    ),
];

// ----- scf.forall -----

use dialects::offsets::Mixed;
use ir::Sym;

/// The pieces of an `scf.forall`.
struct Forall {
    lbs: Vec<Mixed>,
    ubs: Vec<Mixed>,
    steps: Vec<Mixed>,
    outs: Vec<Value>,
    body: Block,
    rank: usize,
}

fn forall_parts(ctx: &Context, op: Op) -> Option<Forall> {
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 4 {
        return None;
    }
    let get = |name: &str, vals: &[Value]| {
        let st = dialects::offsets::static_array(ctx, op, name)?;
        let m = dialects::offsets::mixed(&st, vals);
        (m.len() == st.len()).then_some(m)
    };
    let lbs = get("staticLowerBound", &segs[0])?;
    let ubs = get("staticUpperBound", &segs[1])?;
    let steps = get("staticStep", &segs[2])?;
    let rank = lbs.len();
    if ubs.len() != rank || steps.len() != rank {
        return None;
    }
    let body = block_of(ctx, *ctx.regions_of(op).first()?)?;
    if ctx.block_args(body).len() != rank + segs[3].len() {
        return None;
    }
    Some(Forall {
        lbs,
        ubs,
        steps,
        outs: segs[3].clone(),
        body,
        rank,
    })
}

/// MLIR's `dispatchIndexOpFoldResults`.
fn dispatch(m: &[Mixed]) -> (Vec<Value>, Vec<i64>) {
    let mut vals = Vec::new();
    let statics = m
        .iter()
        .map(|x| match x {
            Mixed::Static(c) => *c,
            Mixed::Dynamic(v) => {
                vals.push(*v);
                ir::DYNAMIC
            }
        })
        .collect();
    (vals, statics)
}

/// The operands and attributes of an `scf.forall` with these bounds and
/// outputs.
fn forall_operands(
    ctx: &mut Context,
    lbs: &[Mixed],
    ubs: &[Mixed],
    steps: &[Mixed],
    outs: &[Value],
) -> (Vec<Value>, Vec<(Sym, Attr)>) {
    let mut operands = Vec::new();
    let mut attrs = Vec::new();
    let mut sizes = Vec::new();
    for (name, m) in [
        ("staticLowerBound", lbs),
        ("staticUpperBound", ubs),
        ("staticStep", steps),
    ] {
        let (v, st) = dispatch(m);
        sizes.push(v.len() as i32);
        operands.extend(v);
        let a = ctx.dense_i64_array(&st);
        attrs.push((ctx.sym(name), a));
    }
    sizes.push(outs.len() as i32);
    operands.extend_from_slice(outs);
    let a = ctx.dense_i32_array(&sizes);
    attrs.push((ctx.sym("operandSegmentSizes"), a));
    (operands, attrs)
}

/// Creates an `scf.forall` before `anchor` owning `region`.
#[allow(clippy::too_many_arguments)]
fn create_forall(
    rw: &mut Rewriter,
    anchor: Op,
    lbs: &[Mixed],
    ubs: &[Mixed],
    steps: &[Mixed],
    outs: &[Value],
    extra: Vec<(Sym, Attr)>,
    region: Region,
) -> Op {
    let (operands, mut attrs) = forall_operands(rw.ctx, lbs, ubs, steps, outs);
    attrs.extend(extra);
    attrs.sort_by(|a, b| rw.ctx.str(a.0).cmp(rw.ctx.str(b.0)));
    let types = types_of(rw.ctx, outs);
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.forall",
        &operands,
        &types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    )
}

fn mixed_const(ctx: &Context, m: Mixed) -> Option<i128> {
    match m {
        Mixed::Static(c) => Some(c as i128),
        Mixed::Dynamic(v) => const_int(ctx, v),
    }
}

/// MLIR's `constantTripCount(lb, ub, step, /*isSigned=*/true,
/// computeUbMinusLb)`: `ub - lb` from constants, or from `ub = arith.addi
/// %lb, %c overflow<nsw>`.
fn trip_count(ctx: &Context, lb: Mixed, ub: Mixed, step: Mixed) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let diff = match (mixed_const(ctx, lb), mixed_const(ctx, ub)) {
        (Some(l), Some(u)) => u - l,
        _ => {
            let (Mixed::Dynamic(l), Mixed::Dynamic(u)) = (lb, ub) else {
                return None;
            };
            let add = ctx.defining_op(u).filter(|&d| ctx.is_op(d, "arith.addi"))?;
            let nsw = dialects::arith::op_overflow(ctx, add) & 1 != 0;
            if !nsw || ctx.operand(add, 0) != l {
                return None;
            }
            const_int(ctx, ctx.operand(add, 1))?
        }
    };
    if diff <= 0 {
        return Some(0);
    }
    // mlir-opt 22 counts no iteration for a non-positive constant step.
    let s = mixed_const(ctx, step)?;
    if s <= 0 {
        return Some(0);
    }
    Some((diff + s - 1) / s)
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
fn mixed_value(rw: &mut Rewriter, anchor: Op, m: Mixed) -> Value {
    match m {
        Mixed::Dynamic(v) => v,
        Mixed::Static(c) => {
            let a = rw.ctx.index_attr(c);
            rw.constant(anchor, a)
        }
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`.
fn preserves_static(ctx: &Context, source: Type, target: Type) -> bool {
    if source == target {
        return true;
    }
    let (
        TypeKind::RankedTensor {
            shape: ss,
            elem: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: ts,
            elem: te,
            encoding: tn,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && sn == tn
        && ss.len() == ts.len()
        && ss.iter().zip(ts).all(|(&s, &t)| s == ir::DYNAMIC || s == t)
}

/// The parallel-combining ops (`tensor.parallel_insert_slice`) among the
/// users of `arg`, in use-list order.
fn combining_ops(ctx: &Context, arg: Value) -> Vec<Op> {
    let mut v: Vec<Op> = ctx
        .uses(arg)
        .map(|u| ctx.use_data(u).owner)
        .filter(|&o| ctx.is_op(o, "tensor.parallel_insert_slice"))
        .collect();
    v.dedup();
    v
}

/// MLIR's `DimOfForallOp` (on `tensor.dim`).
fn p_dim_of_forall(rw: &mut Rewriter, op: Op) -> bool {
    let src = rw.ctx.operand(op, 0);
    let Some(f) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.is_op(d, "scf.forall"))
    else {
        return false;
    };
    let Some(parts) = forall_parts(rw.ctx, f) else {
        return false;
    };
    let idx = rw.ctx.results(f).iter().position(|&r| r == src).unwrap();
    let Some(&out) = parts.outs.get(idx) else {
        return false;
    };
    rw.ctx.set_operand(op, 0, out);
    rw.notify_modified(op);
    true
}

/// MLIR's `FoldTensorCastOfOutputIntoForallOp`.
fn p_forall_tensor_cast(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let mut new_outs = f.outs.clone();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    for (i, &o) in f.outs.iter().enumerate() {
        let Some(c) = ctx.defining_op(o).filter(|&d| ctx.is_op(d, "tensor.cast")) else {
            continue;
        };
        let src = ctx.operand(c, 0);
        let (st, dt) = (ctx.value_type(src), ctx.value_type(o));
        if !preserves_static(ctx, dt, st) {
            continue;
        }
        casts.push((i, dt));
        new_outs[i] = src;
    }
    if casts.is_empty() {
        return false;
    }
    let idx = rw.ctx.index_type();
    let mut arg_types = vec![idx; f.rank];
    arg_types.extend(types_of(rw.ctx, &new_outs));
    let (region, block) = ir::builder::region_with_block(rw.ctx, &arg_types);
    let args = rw.ctx.block_args(block).to_vec();
    let mut body_args = args.clone();
    let loc = rw.ctx.loc(op);
    // The body is built before the loop is inserted: MLIR's driver does
    // not see these ops.
    for &(i, dt) in &casts {
        let c = rw.create_full(
            At::End(block),
            "tensor.cast",
            &[args[f.rank + i]],
            &[dt],
            Vec::new(),
            Vec::new(),
            Vec::new(),
            loc,
        );
        body_args[f.rank + i] = rw.ctx.result(c, 0);
    }
    let old_args = rw.ctx.block_args(f.body).to_vec();
    // MLIR's `mergeBlocks` replaces the arguments through the rewriter
    // while the users are still in the attached loop: they are notified.
    for (a, v) in old_args.iter().zip(&body_args) {
        rw.replace_all_uses(*a, *v);
    }
    while let Some(o) = rw.ctx.first_op(f.body) {
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(block, o);
    }
    let mut extra = Vec::new();
    if let Some(m) = rw.ctx.get_attr(op, "mapping") {
        extra.push((rw.ctx.sym("mapping"), m));
    }
    let nf = create_forall(rw, op, &f.lbs, &f.ubs, &f.steps, &new_outs, extra, region);
    // The i-th combining op gets the i-th output argument (as MLIR).
    if let Some(t) = rw.ctx.terminator(block) {
        let tb = rw
            .ctx
            .regions_of(t)
            .first()
            .and_then(|&r| block_of(rw.ctx, r));
        if let Some(tb) = tb {
            let ops = rw.ctx.block_op_vec(tb);
            for (y, &a) in ops.iter().zip(&args[f.rank..]) {
                if rw.ctx.is_op(*y, "tensor.parallel_insert_slice") && rw.ctx.num_operands(*y) > 1 {
                    rw.ctx.set_operand(*y, 1, a);
                    rw.notify_modified(*y);
                }
            }
        }
    }
    let mut results = rw.ctx.results(nf).to_vec();
    let mut at = nf;
    for &(i, dt) in &casts {
        let c = rw.create_full(
            At::After(at),
            "tensor.cast",
            &[results[i]],
            &[dt],
            Vec::new(),
            Vec::new(),
            Vec::new(),
            loc,
        );
        at = c;
        results[i] = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `ForallOpControlOperandsFolder`: constant dynamic bounds become
/// static.
fn p_forall_control_operands(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let mut changed = false;
    let mut fold = |m: &[Mixed]| -> Vec<Mixed> {
        m.iter()
            .map(|&x| match x {
                Mixed::Dynamic(v) => match const_int(ctx, v) {
                    Some(c) => {
                        changed = true;
                        Mixed::Static(c as i64)
                    }
                    None => x,
                },
                s => s,
            })
            .collect()
    };
    let (lbs, ubs, steps) = (fold(&f.lbs), fold(&f.ubs), fold(&f.steps));
    if !changed {
        return false;
    }
    let (operands, attrs) = forall_operands(rw.ctx, &lbs, &ubs, &steps, &f.outs);
    rw.ctx.set_operands(op, &operands);
    for (k, a) in attrs {
        let name = rw.ctx.str(k).to_string();
        rw.ctx.set_attr(op, &name, a);
    }
    rw.notify_modified(op);
    true
}

/// MLIR's `ForallOpIterArgsFolder`: shared outputs whose result is unused
/// or that no combining op writes are removed.
fn p_forall_iter_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let results = ctx.results(op).to_vec();
    let args = ctx.block_args(f.body).to_vec();
    let mut delete = vec![false; results.len()];
    let mut new_outs = Vec::new();
    for (i, &r) in results.iter().enumerate() {
        let arg = args[f.rank + i];
        if !ctx.has_uses(r) || combining_ops(ctx, arg).is_empty() {
            delete[i] = true;
        } else {
            new_outs.push(f.outs[i]);
        }
    }
    if !delete.contains(&true) {
        return false;
    }
    for i in 0..results.len() {
        if delete[i] {
            for c in combining_ops(rw.ctx, args[f.rank + i]) {
                if !rw.ctx.is_erased(c) {
                    rw.erase_op(c);
                }
            }
        }
    }
    for i in 0..results.len() {
        if delete[i] {
            rw.replace_all_uses(args[f.rank + i], f.outs[i]);
            rw.replace_all_uses(results[i], f.outs[i]);
        }
    }
    for i in (0..results.len()).rev() {
        if delete[i] {
            rw.ctx.erase_block_arg(f.body, f.rank + i);
        }
    }
    rw.notify_modified(op);
    // MLIR's `eraseOpResults`: a new op takes the region.
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    rw.ctx.take_region_blocks(old_region, region);
    let mut extra = Vec::new();
    for name in ["mapping"] {
        if let Some(m) = rw.ctx.get_attr(op, name) {
            extra.push((rw.ctx.sym(name), m));
        }
    }
    let nf = create_forall(rw, op, &f.lbs, &f.ubs, &f.steps, &new_outs, extra, region);
    let new_results = rw.ctx.results(nf).to_vec();
    let mut k = 0;
    for i in 0..results.len() {
        if !delete[i] {
            rw.replace_all_uses(results[i], new_results[k]);
            k += 1;
        }
    }
    rw.erase_op(op);
    true
}

/// Notifies every op of `b` (nested ones first), as MLIR's
/// `cloneRegionBefore` does for the cloned ops.
fn notify_block_post_order(rw: &mut Rewriter, b: Block) {
    let mut stack: Vec<(Op, bool)> = rw.ctx.block_ops(b).map(|o| (o, false)).collect();
    stack.reverse();
    while let Some((o, done)) = stack.pop() {
        if done {
            rw.notify_inserted(o);
            continue;
        }
        stack.push((o, true));
        let mut inner = Vec::new();
        for &r in rw.ctx.regions_of(o) {
            for &ib in rw.ctx.region_blocks(r) {
                inner.extend(rw.ctx.block_ops(ib));
            }
        }
        stack.extend(inner.into_iter().rev().map(|x| (x, false)));
    }
}

/// MLIR's `scf::promote` for `scf.forall`: inlines the body with the lower
/// bounds and the outputs, and turns each `tensor.parallel_insert_slice`
/// into a `tensor.insert_slice` after the loop.
fn promote_forall(rw: &mut Rewriter, op: Op, f: &Forall) -> bool {
    let Some(term) = rw.ctx.terminator(f.body) else {
        return false;
    };
    let yields: Vec<Op> = rw
        .ctx
        .regions_of(term)
        .first()
        .and_then(|&r| block_of(rw.ctx, r))
        .map(|b| rw.ctx.block_op_vec(b))
        .unwrap_or_default();
    let inserts: Vec<Op> = yields
        .iter()
        .copied()
        .filter(|&y| rw.ctx.is_op(y, "tensor.parallel_insert_slice"))
        .collect();
    if inserts.len() != rw.ctx.results(op).len() {
        return false;
    }
    let mut repl: Vec<Value> = f.lbs.iter().map(|&l| mixed_value(rw, op, l)).collect();
    repl.extend_from_slice(&f.outs);
    let pb = rw.ctx.parent_block(op).unwrap();
    rw.inline_block_before(f.body, pb, Some(op), &repl);
    let loc = rw.ctx.loc(op);
    let mut results = Vec::new();
    let mut at = op;
    for y in inserts {
        let operands = rw.ctx.operand_vec(y);
        let dst_ty = rw.ctx.value_type(operands[1]);
        let mut attrs = Vec::new();
        for name in [
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ] {
            if let Some(a) = rw.ctx.get_attr(y, name) {
                attrs.push((rw.ctx.sym(name), a));
            }
        }
        let n = rw.create_full(
            At::After(at),
            "tensor.insert_slice",
            &operands,
            &[dst_ty],
            attrs,
            Vec::new(),
            Vec::new(),
            loc,
        );
        at = n;
        results.push(rw.ctx.result(n, 0));
    }
    let old = rw.ctx.results(op).to_vec();
    for (r, v) in old.iter().zip(&results) {
        rw.replace_all_uses(*r, *v);
    }
    rw.erase_op(term);
    rw.erase_op(op);
    true
}

/// Replaces the dropped induction variables of a loop body by their
/// values and removes their block arguments (MLIR clones the body with
/// this mapping).
fn drop_ivs(ctx: &mut Context, body: Block, mapped: &[(usize, Value)]) {
    for &(d, v) in mapped {
        let iv = ctx.block_args(body)[d];
        ctx.replace_all_uses(iv, v);
    }
    for &(d, _) in mapped.iter().rev() {
        ctx.erase_block_arg(body, d);
    }
}

/// Moves the ops of `b` before its terminator `term` to before `op`,
/// notifying each (MLIR clones them there).
fn hoist_block_ops(rw: &mut Rewriter, b: Block, term: Op, op: Op) {
    while let Some(o) = rw.ctx.first_op(b).filter(|&o| o != term) {
        rw.ctx.unlink_op(o);
        rw.ctx.insert_op_before(op, o);
        rw.notify_inserted(o);
    }
}

/// MLIR's `ForallOpSingleOrZeroIterationDimsFolder`: a dimension without
/// iterations removes the loop, dimensions with one iteration are dropped
/// (their induction variable becomes the lower bound) and a loop left
/// without dimensions is inlined.
fn p_forall_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if let Some(m) = ctx.get_attr(op, "mapping") {
        if !matches!(ctx.attr_kind(m), AttrKind::Array(v) if v.is_empty()) {
            return false;
        }
    }
    let Some(f) = forall_parts(ctx, op) else {
        return false;
    };
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut mapped: Vec<(usize, Value)> = Vec::new();
    for d in 0..f.rank {
        match trip_count(rw.ctx, f.lbs[d], f.ubs[d], f.steps[d]) {
            Some(0) => {
                let outs = f.outs.clone();
                rw.replace_op(op, &outs);
                return true;
            }
            Some(1) => {
                let v = mixed_value(rw, op, f.lbs[d]);
                mapped.push((d, v));
                continue;
            }
            _ => {}
        }
        nl.push(f.lbs[d]);
        nu.push(f.ubs[d]);
        ns.push(f.steps[d]);
    }
    if nl.is_empty() {
        return promote_forall(rw, op, &f);
    }
    if nl.len() == f.rank {
        return false;
    }
    // The new loop takes the body without the dropped induction variables.
    drop_ivs(rw.ctx, f.body, &mapped);
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    let mut extra = Vec::new();
    for &(k, a) in &rw.ctx.op(op).attrs {
        let name = rw.ctx.str(k);
        if !matches!(
            name,
            "operandSegmentSizes" | "staticLowerBound" | "staticUpperBound" | "staticStep"
        ) {
            extra.push((k, a));
        }
    }
    let nf = create_forall(rw, op, &nl, &nu, &ns, &f.outs, extra, region);
    rw.ctx.take_region_blocks(old_region, region);
    notify_block_post_order(rw, f.body);
    let results = rw.ctx.results(nf).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `ForallOpReplaceConstantInductionVar`.
fn p_forall_const_iv(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ivs = rw.ctx.block_args(f.body)[..f.rank].to_vec();
    let mut changed = false;
    for (d, &iv) in ivs.iter().enumerate() {
        if !rw.ctx.has_uses(iv) {
            continue;
        }
        if trip_count(rw.ctx, f.lbs[d], f.ubs[d], f.steps[d]) != Some(1) {
            continue;
        }
        let v = mixed_value(rw, op, f.lbs[d]);
        rw.replace_all_uses(iv, v);
        changed = true;
    }
    changed
}

/// MLIR's `InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>`.
fn p_parallel_insert_const_args(rw: &mut Rewriter, op: Op) -> bool {
    use super::slice::{canonical_slice_tensor_type, fold_slice_lists, SliceParams};
    let ctx = &*rw.ctx;
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 5 || segs[0].len() != 1 || segs[1].len() != 1 {
        return false;
    }
    let get = |name: &str, vals: &[Value]| {
        let st = dialects::offsets::static_array(ctx, op, name)?;
        let m = dialects::offsets::mixed(&st, vals);
        (m.len() == st.len()).then_some(m)
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        get("static_offsets", &segs[2]),
        get("static_sizes", &segs[3]),
        get("static_strides", &segs[4]),
    ) else {
        return false;
    };
    let p = SliceParams {
        offsets,
        sizes,
        strides,
    };
    let Some(lists) = fold_slice_lists(ctx, &p) else {
        return false;
    };
    let (mut src, dest) = (segs[0][0], segs[1][0]);
    let st = rw.ctx.value_type(src);
    let dt = rw.ctx.value_type(dest);
    let rank = rw.ctx.type_kind(st).rank().unwrap_or(0);
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, dt, &lists[1].0, rank) else {
        return false;
    };
    if nt != st {
        let Some(parent) = rw.ctx.parent_op(op) else {
            return false;
        };
        let c = rw.create(parent, "tensor.cast", &[src], &[nt], Vec::new());
        src = rw.ctx.result(c, 0);
    }
    let mut operands = vec![src, dest];
    let mut sizes_attr = vec![1, 1];
    let mut attrs = Vec::new();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        operands.extend_from_slice(&lists[k].1);
        sizes_attr.push(lists[k].1.len() as i32);
        let a = rw.ctx.dense_i64_array(&lists[k].0);
        attrs.push((name, a));
    }
    let a = rw.ctx.dense_i32_array(&sizes_attr);
    attrs.push(("operandSegmentSizes", a));
    rw.create(op, "tensor.parallel_insert_slice", &operands, &[], attrs);
    rw.erase_op(op);
    true
}

pub static FORALL_PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "scf.forall",
        &[
            pat!("FoldTensorCastOfOutputIntoForallOp", p_forall_tensor_cast),
            pat!("ForallOpControlOperandsFolder", p_forall_control_operands),
            pat!("ForallOpIterArgsFolder", p_forall_iter_args),
            pat!("ForallOpSingleOrZeroIterationDimsFolder", p_forall_trivial),
            pat!("ForallOpReplaceConstantInductionVar", p_forall_const_iv),
        ],
    ),
    ("tensor.dim", &[pat!("DimOfForallOp", p_dim_of_forall)]),
    (
        "tensor.parallel_insert_slice",
        &[pat!(
            "InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>",
            p_parallel_insert_const_args
        )],
    ),
];

// ----- scf.parallel -----

/// Lower bounds, upper bounds, steps and inits of an `scf.parallel`, with
/// its body.
struct Parallel {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    body: Block,
}

fn parallel_parts(ctx: &Context, op: Op) -> Option<Parallel> {
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 4 || segs[0].len() != segs[1].len() || segs[1].len() != segs[2].len() {
        return None;
    }
    let body = block_of(ctx, *ctx.regions_of(op).first()?)?;
    if ctx.block_args(body).len() != segs[0].len() {
        return None;
    }
    Some(Parallel {
        lbs: segs[0].clone(),
        ubs: segs[1].clone(),
        steps: segs[2].clone(),
        inits: segs[3].clone(),
        body,
    })
}

/// Creates an `scf.parallel` before `anchor` owning `region`.
fn create_parallel(
    rw: &mut Rewriter,
    anchor: Op,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    region: Region,
) -> Op {
    let mut operands = lbs.to_vec();
    operands.extend_from_slice(ubs);
    operands.extend_from_slice(steps);
    operands.extend_from_slice(inits);
    let sizes = [
        lbs.len() as i32,
        ubs.len() as i32,
        steps.len() as i32,
        inits.len() as i32,
    ];
    let a = rw.ctx.dense_i32_array(&sizes);
    let attrs = vec![(rw.ctx.sym("operandSegmentSizes"), a)];
    let types = types_of(rw.ctx, inits);
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.parallel",
        &operands,
        &types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    )
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
fn p_parallel_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = parallel_parts(rw.ctx, op) else {
        return false;
    };
    let ivs = rw.ctx.block_args(p.body).to_vec();
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut mapped: Vec<(usize, Value)> = Vec::new();
    for d in 0..ivs.len() {
        let (l, u, s) = (
            Mixed::Dynamic(p.lbs[d]),
            Mixed::Dynamic(p.ubs[d]),
            Mixed::Dynamic(p.steps[d]),
        );
        match trip_count(rw.ctx, l, u, s) {
            Some(0) => {
                rw.replace_op(op, &p.inits);
                return true;
            }
            Some(1) => {
                mapped.push((d, p.lbs[d]));
                continue;
            }
            _ => {}
        }
        nl.push(p.lbs[d]);
        nu.push(p.ubs[d]);
        ns.push(p.steps[d]);
    }
    if nl.len() == ivs.len() {
        return false;
    }
    let Some(term) = rw.ctx.terminator(p.body) else {
        return false;
    };
    if nl.is_empty() {
        if !rw.ctx.is_op(term, "scf.reduce") {
            return false;
        }
        // Inline the body, then each reduction applied to the init.
        for &(d, v) in &mapped {
            rw.replace_all_uses(ivs[d], v);
        }
        hoist_block_ops(rw, p.body, term, op);
        let reduce_ops = rw.ctx.operand_vec(term);
        let regions = rw.ctx.regions_of(term).to_vec();
        let mut results = Vec::new();
        for (i, r) in regions.into_iter().enumerate() {
            let Some(rb) = block_of(rw.ctx, r) else {
                return false;
            };
            let args = rw.ctx.block_args(rb).to_vec();
            let (Some(&init), Some(&val)) = (p.inits.get(i), reduce_ops.get(i)) else {
                return false;
            };
            if args.len() != 2 {
                return false;
            }
            rw.replace_all_uses(args[0], init);
            rw.replace_all_uses(args[1], val);
            let Some(ret) = rw.ctx.terminator(rb) else {
                return false;
            };
            hoist_block_ops(rw, rb, ret, op);
            results.push(rw.ctx.operand(ret, 0));
        }
        rw.replace_op(op, &results);
        return true;
    }
    drop_ivs(rw.ctx, p.body, &mapped);
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    let np = create_parallel(rw, op, &nl, &nu, &ns, &p.inits, region);
    rw.ctx.take_region_blocks(old_region, region);
    notify_block_post_order(rw, p.body);
    let results = rw.ctx.results(np).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `MergeNestedParallelLoops`.
fn p_parallel_merge_nested(rw: &mut Rewriter, op: Op) -> bool {
    let Some(outer) = parallel_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let Some(inner_op) = ctx.first_op(outer.body) else {
        return false;
    };
    if !ctx.is_op(inner_op, "scf.parallel")
        || ctx.next_op(inner_op) != ctx.terminator(outer.body)
        || ctx.terminator(outer.body) == Some(inner_op)
    {
        return false;
    }
    let Some(inner) = parallel_parts(ctx, inner_op) else {
        return false;
    };
    let outer_ivs = ctx.block_args(outer.body).to_vec();
    let bounds_use_iv = inner
        .lbs
        .iter()
        .chain(&inner.ubs)
        .chain(&inner.steps)
        .any(|v| outer_ivs.contains(v));
    if bounds_use_iv || !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let idx = rw.ctx.index_type();
    let n = outer_ivs.len() + inner.lbs.len();
    let (region, block) = ir::builder::region_with_block(rw.ctx, &vec![idx; n]);
    let args = rw.ctx.block_args(block).to_vec();
    let inner_ivs = rw.ctx.block_args(inner.body).to_vec();
    for (a, v) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        rw.ctx.replace_all_uses(*a, *v);
    }
    let inner_term = rw.ctx.terminator(inner.body);
    while let Some(o) = rw
        .ctx
        .first_op(inner.body)
        .filter(|&o| Some(o) != inner_term)
    {
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(block, o);
    }
    let loc = rw.ctx.loc(op);
    rw.create_full(
        At::End(block),
        "scf.reduce",
        &[],
        &[],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    let cat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
    let (l, u, s) = (
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
    );
    create_parallel(rw, op, &l, &u, &s, &[], region);
    rw.replace_op(op, &[]);
    true
}

pub static PARALLEL_PATTERNS: &[(&str, &[Pattern])] = &[(
    "scf.parallel",
    &[
        pat!(
            "ParallelOpSingleOrZeroIterationDimsFolder",
            p_parallel_trivial
        ),
        pat!("MergeNestedParallelLoops", p_parallel_merge_nested),
    ],
)];
