//! scf: `scf.if` (static condition, trivial if to select, condition
//! propagation, yields of the condition, empty else, negated condition fold),
//! `scf.while`, `scf.execute_region` (inlining), `scf.index_switch` (constant
//! selector) and `scf.for` (trivial loops, tensor casts). Forwarded, duplicate
//! and unused results and block arguments are the shared region-branch
//! patterns of `region_branch.rs`, as in MLIR 22.
//!
//! This module holds the `scf.if` patterns and the pattern tables; the loop
//! patterns live in `loops`, `forall` and `parallel`.

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use dialects::scf::{Condition, For, If, IndexSwitch};

mod loops;
use loops::*;
mod forall;
use forall::*;
mod parallel;
use parallel::*;
pub(crate) mod revisit;

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[fold_if];

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
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
    let cond = If(op).condition(ctx);
    let Some(x) = ctx
        .defining_op(cond)
        .filter(|&d| ctx.op_name(d) == "arith.xori")
    else {
        return FoldResult::Fail;
    };
    if !is_int_const(
        ctx,
        value_constant(ctx, dialects::arith::Binary(x).rhs(ctx)),
        1,
    ) {
        return FoldResult::Fail;
    }
    let nc = dialects::arith::Binary(x).lhs(ctx);
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
    let c = If(op).condition(rw.ctx);
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
    let cond = If(op).condition(rw.ctx);
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
    let cond = If(op).condition(rw.ctx);
    if value_constant(rw.ctx, cond).is_some() {
        return false;
    }
    // Every `scf.if` on the condition scans all its uses, as MLIR's pattern
    // does: a chain of N ifs on one condition is quadratic there too. An
    // owner in the region holding `op` is not inside it, whatever its depth:
    // those uses (all of them, in such a chain) are passed over without
    // walking up from them, and nothing is collected when none is inside.
    let outside = rw.ctx.parent_region(op);
    let inside = |ctx: &Context, u: ir::Use| ctx.parent_region(ctx.use_data(u).owner) != outside;
    if !rw.ctx.uses(cond).any(|u| inside(rw.ctx, u)) {
        return false;
    }
    let regs = rw.ctx.regions_of(op).to_vec();
    let mut changed = false;
    let mut ct: Option<Value> = None;
    let mut cf: Option<Value> = None;
    let uses: Vec<ir::Use> = rw.ctx.uses(cond).filter(|&u| inside(rw.ctx, u)).collect();
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
    let cond = If(op).condition(rw.ctx);
    let nr0 = rw.ctx.new_region();
    let nr1 = rw.ctx.new_region();
    // MLIR clones the op without its regions: its attributes stay.
    let attrs = rw.ctx.op(op).attrs.clone();
    let loc = rw.ctx.loc(op);
    rw.create_full(
        At::Before(op),
        "scf.if",
        &[cond],
        &[],
        attrs,
        vec![nr0, nr1],
        Vec::new(),
        loc,
    );
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
    let cond = If(op).condition(rw.ctx);
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
            dialects::arith::Binary(d).lhs(ctx) == of
                && is_int_const(
                    ctx,
                    value_constant(ctx, dialects::arith::Binary(d).rhs(ctx)),
                    1,
                )
        })
}

fn region_contains(ctx: &Context, r: Region, op: Op) -> bool {
    ctx.parent_region(op) == Some(r) || region_is_ancestor(ctx, r, op)
}

/// Two consecutive `scf.if`s on the same (or negated) condition merge.
fn p_combine_ifs(rw: &mut Rewriter, next: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(prev) = ctx
        .prev_op(next)
        .filter(|&p| ctx.isa(p, &dialects::scf::IF))
    else {
        return false;
    };
    let nregs = ctx.regions_of(next).to_vec();
    let pregs = ctx.regions_of(prev).to_vec();
    let (pc, nc) = (If(prev).condition(ctx), If(next).condition(ctx));
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
    if !ctx.isa(nested, &dialects::scf::IF) {
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
    let cond = If(op).condition(ctx);
    let ncond = If(nested).condition(ctx);
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

macro_rules! pat {
    ($name:expr, $f:expr) => {
        Pattern {
            name: $name,
            benefit: 1,
            apply: $f,
        }
    };
}

pub(crate) static PATTERNS: &[(&str, &[Pattern])] = &[
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

pub(crate) static FORALL_PATTERNS: &[(&str, &[Pattern])] = &[
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

pub(crate) static PARALLEL_PATTERNS: &[(&str, &[Pattern])] = &[(
    "scf.parallel",
    &[
        pat!(
            "ParallelOpSingleOrZeroIterationDimsFolder",
            p_parallel_trivial
        ),
        pat!("MergeNestedParallelLoops", p_parallel_merge_nested),
    ],
)];
