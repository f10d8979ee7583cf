//! cf: branch-operand helpers (MLIR's BranchOpInterface for `cf.br`,
//! `cf.cond_br`, `cf.switch`), the `cf.br` / `cf.cond_br` / `cf.assert`
//! canonicalizations, and the aggressive region simplifications (identical
//! block merging, redundant block-argument dropping).

use super::*;
use crate::canonicalize::rewriter::{At, Rewriter};
use dialects::cf::{Assert, CondBr, Switch};
use rustc_hash::FxHashMap;

/// A successor with its forwarded operands.
type Succ = (Block, Vec<Value>);
/// The operand-independent shape of an op compared by block merging.
type OpShape = (ir::Sym, Vec<Type>, Vec<(ir::Sym, Attr)>, usize, Vec<Block>);
/// A cluster of mergeable blocks: leader, members, mismatched operands.
type Cluster = (
    Block,
    Vec<Block>,
    std::collections::BTreeSet<(usize, usize)>,
);

pub(crate) fn fold_fn(_name: &str) -> Option<FoldFn> {
    None
}

/// Whether `op` implements the branch interface.
pub fn is_branch(ctx: &Context, op: Op) -> bool {
    matches!(ctx.op_name(op), "cf.br" | "cf.cond_br" | "cf.switch")
}

fn segs(ctx: &Context, op: Op, name: &str) -> Vec<usize> {
    ctx.get_attr(op, name)
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|x| x.max(0) as usize)
        .collect()
}

/// (start, length) of the operands forwarded to each successor.
pub fn succ_ranges(ctx: &Context, op: Op) -> Option<Vec<(usize, usize)>> {
    match ctx.op_name(op) {
        "cf.br" => Some(vec![(0, ctx.num_operands(op))]),
        "cf.cond_br" => {
            let s = segs(ctx, op, "operandSegmentSizes");
            if s.len() != 3 {
                return None;
            }
            Some(vec![(1, s[1]), (1 + s[1], s[2])])
        }
        "cf.switch" => {
            let s = segs(ctx, op, "operandSegmentSizes");
            if s.len() != 3 {
                return None;
            }
            let mut v = vec![(1, s[1])];
            let mut k = 1 + s[1];
            for c in segs(ctx, op, "case_operand_segments") {
                v.push((k, c));
                k += c;
            }
            Some(v)
        }
        _ => None,
    }
}

/// The successor block argument an operand of a branch is forwarded to.
pub fn successor_arg_of_operand(ctx: &Context, op: Op, idx: usize) -> Option<Value> {
    let ranges = succ_ranges(ctx, op)?;
    for (i, (s, n)) in ranges.iter().enumerate() {
        if idx >= *s && idx < s + n {
            let b = *ctx.successors(op).get(i)?;
            return ctx.block_args(b).get(idx - s).copied();
        }
    }
    None
}

/// The operands forwarded to successor `i`.
pub fn succ_operands(ctx: &Context, op: Op, i: usize) -> Vec<Value> {
    match succ_ranges(ctx, op).and_then(|r| r.get(i).copied()) {
        Some((s, n)) => (s..s + n).map(|k| ctx.operand(op, k)).collect(),
        None => Vec::new(),
    }
}

/// Replaces the operands forwarded to successor `i` (segment sizes updated).
pub fn set_succ_operands(ctx: &mut Context, op: Op, i: usize, vals: &[Value]) {
    let Some(ranges) = succ_ranges(ctx, op) else {
        return;
    };
    let all = ctx.operand_vec(op);
    let (s, n) = ranges[i];
    let mut new_ops = all[..s].to_vec();
    new_ops.extend_from_slice(vals);
    new_ops.extend_from_slice(&all[s + n..]);
    ctx.set_operands(op, &new_ops);
    let mut lens: Vec<usize> = ranges.iter().map(|r| r.1).collect();
    lens[i] = vals.len();
    match ctx.op_name(op) {
        "cf.cond_br" => {
            let a = ctx.dense_i32_array(&[1, lens[0] as i32, lens[1] as i32]);
            ctx.set_attr(op, "operandSegmentSizes", a);
        }
        "cf.switch" => {
            let cases: Vec<i32> = lens[1..].iter().map(|&x| x as i32).collect();
            let total: i32 = cases.iter().sum();
            let a = ctx.dense_i32_array(&[1, lens[0] as i32, total]);
            ctx.set_attr(op, "operandSegmentSizes", a);
            let c = ctx.dense_i32_array(&cases);
            ctx.set_attr(op, "case_operand_segments", c);
        }
        _ => {}
    }
}

/// Region DCE: drops the forwarded operands whose block argument is dead.
pub fn erase_dead_successor_operands(ctx: &mut Context, t: Op, live: &dyn Fn(Value) -> bool) {
    if !is_branch(ctx, t) {
        return;
    }
    let n = ctx.successors(t).len();
    for i in (0..n).rev() {
        let b = ctx.successors(t)[i];
        let args = ctx.block_args(b).to_vec();
        let ops = succ_operands(ctx, t, i);
        let keep: Vec<Value> = ops
            .iter()
            .enumerate()
            .filter(|(k, _)| args.get(*k).is_none_or(|&a| live(a)))
            .map(|(_, v)| *v)
            .collect();
        if keep.len() != ops.len() {
            set_succ_operands(ctx, t, i, &keep);
        }
    }
}

// ===================================================================
// Patterns
// ===================================================================

fn new_br(rw: &mut Rewriter, anchor: Op, dest: Block, ops: &[Value]) -> Op {
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "cf.br",
        ops,
        &[],
        Vec::new(),
        Vec::new(),
        vec![dest],
        loc,
    )
}

fn new_cond_br(
    rw: &mut Rewriter,
    anchor: Op,
    cond: Value,
    t: (Block, Vec<Value>),
    f: (Block, Vec<Value>),
) -> Op {
    let loc = rw.ctx.loc(anchor);
    let mut ops = vec![cond];
    ops.extend_from_slice(&t.1);
    ops.extend_from_slice(&f.1);
    let segs = rw
        .ctx
        .dense_i32_array(&[1, t.1.len() as i32, f.1.len() as i32]);
    let s = rw.ctx.sym("operandSegmentSizes");
    let mut attrs = vec![(s, segs)];
    // The rebuilt branch keeps the anchor's weights (its successors are
    // the same edges, only bypassing forwarding blocks).
    if let Some(w) = rw.ctx.get_attr(anchor, "branch_weights") {
        attrs.push((rw.ctx.sym("branch_weights"), w));
    }
    rw.create_full(
        At::Before(anchor),
        "cf.cond_br",
        &ops,
        &[],
        attrs,
        Vec::new(),
        vec![t.0, f.0],
        loc,
    )
}

/// MLIR's `collapseBranch`: a successor holding only `cf.br` is bypassed.
fn collapse_branch(ctx: &Context, succ: Block, ops: &[Value]) -> Option<(Block, Vec<Value>)> {
    let first = ctx.first_op(succ)?;
    if ctx.next_op(first).is_some() || !ctx.isa(first, &dialects::cf::BR) {
        return None;
    }
    for &a in ctx.block_args(succ) {
        if ctx.users(a).any(|u| u != first) {
            return None;
        }
    }
    let dest = *ctx.successors(first).first()?;
    if dest == succ {
        return None;
    }
    let bops = ctx.operand_vec(first);
    if ctx.block_args(succ).is_empty() {
        return Some((dest, bops));
    }
    let mut out = Vec::with_capacity(bops.len());
    for v in bops {
        match ctx.value(v).def {
            ir::ValueDef::Arg(b, i) if b == succ => out.push(*ops.get(i as usize)?),
            _ => out.push(v),
        }
    }
    Some((dest, out))
}

/// br ^bb1 where ^bb1 has this br as its only predecessor: merge the blocks.
fn p_br_to_single_pred(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let succ = ctx.successors(op)[0];
    let parent = ctx.parent_block(op).unwrap();
    if succ == parent || ctx.block(succ).pred_uses.len() != 1 {
        return false;
    }
    let ops = ctx.operand_vec(op);
    rw.erase_op(op);
    rw.merge_blocks(succ, parent, &ops);
    true
}

fn p_pass_through_br(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let dest = ctx.successors(op)[0];
    if Some(dest) == ctx.parent_block(op) {
        return false;
    }
    let ops = ctx.operand_vec(op);
    let Some((nd, nops)) = collapse_branch(ctx, dest, &ops) else {
        return false;
    };
    new_br(rw, op, nd, &nops);
    rw.erase_op(op);
    true
}

fn cond_parts(ctx: &Context, op: Op) -> (Value, Succ, Succ) {
    let s = ctx.successors(op);
    (
        CondBr(op).condition(ctx),
        (s[0], succ_operands(ctx, op, 0)),
        (s[1], succ_operands(ctx, op, 1)),
    )
}

fn p_const_cond(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t, f) = cond_parts(rw.ctx, op);
    let Some(v) = const_int(rw.ctx, c) else {
        return false;
    };
    let (d, ops) = if v != 0 { t } else { f };
    new_br(rw, op, d, &ops);
    rw.erase_op(op);
    true
}

fn p_pass_through_cond(rw: &mut Rewriter, op: Op) -> bool {
    let (c, mut t, mut f) = cond_parts(rw.ctx, op);
    let ctx = &*rw.ctx;
    let mut changed = false;
    if let Some(x) = collapse_branch(ctx, t.0, &t.1) {
        t = x;
        changed = true;
    }
    if let Some(x) = collapse_branch(ctx, f.0, &f.1) {
        f = x;
        changed = true;
    }
    if !changed {
        return false;
    }
    new_cond_br(rw, op, c, t, f);
    rw.erase_op(op);
    true
}

fn p_identical_succs(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t, f) = cond_parts(rw.ctx, op);
    if t.0 != f.0 {
        return false;
    }
    if t.1 == f.1 {
        new_br(rw, op, t.0, &t.1);
        rw.erase_op(op);
        return true;
    }
    // Differing operands become selects, but only when this block is the
    // successor's unique predecessor, and unless a block argument of the
    // successor is passed (it may not dominate).
    let ctx = &*rw.ctx;
    let succ = t.0;
    let cur = ctx.parent_block(op);
    if ctx
        .block(succ)
        .pred_uses
        .iter()
        .any(|&(p, _)| ctx.parent_block(p) != cur)
    {
        return false;
    }
    let bad = |v: Value| matches!(ctx.value(v).def, ir::ValueDef::Arg(b, _) if b == succ);
    if t.1
        .iter()
        .zip(&f.1)
        .any(|(a, b)| a != b && (bad(*a) || bad(*b)))
    {
        return false;
    }
    let mut merged = Vec::new();
    for (a, b) in t.1.iter().zip(&f.1) {
        if a == b {
            merged.push(*a);
        } else {
            let ty = rw.ctx.value_type(*a);
            let s = rw.create(op, "arith.select", &[c, *a, *b], &[ty], Vec::new());
            merged.push(rw.ctx.result(s, 0));
        }
    }
    new_br(rw, op, succ, &merged);
    rw.erase_op(op);
    true
}

/// cond_br %c, ^a, ^b where the single predecessor of this block branched on
/// the same condition: the outcome is known.
fn p_same_cond_pred(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let cur = ctx.parent_block(op).unwrap();
    let preds = &ctx.block(cur).pred_uses;
    if preds.len() != 1 {
        return false;
    }
    let (pred_op, idx) = preds[0];
    if !ctx.isa(pred_op, &dialects::cf::COND_BR) {
        return false;
    }
    let s = ctx.successors(pred_op);
    if s[0] == s[1] || CondBr(pred_op).condition(ctx) != CondBr(op).condition(ctx) {
        return false;
    }
    let taken_true = idx == 0;
    let (_, t, f) = cond_parts(ctx, op);
    let (d, ops) = if taken_true { t } else { f };
    new_br(rw, op, d, &ops);
    rw.erase_op(op);
    true
}

/// Uses of the condition in blocks only reached from one side become constants.
fn p_truth_propagation(rw: &mut Rewriter, op: Op) -> bool {
    let c = CondBr(op).condition(rw.ctx);
    let s = rw.ctx.successors(op).to_vec();
    let single_pred: Vec<bool> = s
        .iter()
        .map(|&b| rw.ctx.block(b).pred_uses.len() == 1)
        .collect();
    let mut changed = false;
    let mut cst_true: Option<Value> = None;
    let mut cst_false: Option<Value> = None;
    let i1 = rw.ctx.i1();
    for (k, want) in [(0usize, true), (1usize, false)] {
        let b = s[k];
        if !single_pred[k] {
            continue;
        }
        let uses: Vec<ir::Use> = rw.ctx.uses(c).collect();
        for u in uses {
            let owner = rw.ctx.use_data(u).owner;
            if rw.ctx.parent_block(owner) != Some(b) {
                continue;
            }
            let slot = if want { &mut cst_true } else { &mut cst_false };
            let v = match slot {
                Some(v) => *v,
                None => {
                    let a = rw.ctx.int_attr(i1, want as i128);
                    let nv = rw.constant(op, a);
                    *slot = Some(nv);
                    nv
                }
            };
            rw.ctx.set_use_value(u, v);
            rw.notify_modified(owner);
            changed = true;
        }
    }
    changed
}

fn p_assert_true(rw: &mut Rewriter, op: Op) -> bool {
    let c = Assert(op).arg(rw.ctx);
    if const_int(rw.ctx, c) == Some(1) {
        rw.erase_op(op);
        return true;
    }
    false
}

// ----- cf.switch -----

/// (stored value, bit width) of each case of a switch.
fn switch_cases(ctx: &Context, op: Op) -> Vec<u128> {
    let Some(a) = ctx.get_attr(op, "case_values") else {
        return Vec::new();
    };
    let AttrKind::DenseElements {
        ty,
        splat,
        data: DenseData::Scalars(v),
    } = ctx.attr_kind(a)
    else {
        return Vec::new();
    };
    let n = ctx
        .type_kind(*ty)
        .num_elements()
        .unwrap_or(v.len() as i64)
        .max(0) as usize;
    let w = ctx
        .type_kind(*ty)
        .element_type()
        .and_then(|e| int_width(ctx, e))
        .unwrap_or(64);
    let vals: Vec<u128> = if *splat { vec![v[0]; n] } else { v.clone() };
    vals.into_iter().map(|x| zext(x as i128, w)).collect()
}

/// A new `cf.switch` before `anchor` (cases given by their zero-extended values).
fn new_switch(
    rw: &mut Rewriter,
    anchor: Op,
    flag: Value,
    default: Succ,
    cases: &[(u128, Block, Vec<Value>)],
) -> Op {
    let loc = rw.ctx.loc(anchor);
    let fty = rw.ctx.value_type(flag);
    let w = int_width(rw.ctx, fty).unwrap_or(64);
    let mut attrs = Vec::new();
    if !cases.is_empty() {
        let vt = rw.ctx.ty(TypeKind::Vector {
            shape: vec![cases.len() as i64],
            scalable: vec![false],
            elem: fty,
        });
        let vals: Vec<u128> = cases.iter().map(|c| sext(c.0 as i128, w) as u128).collect();
        let a = ir::parse_attr::make_dense(rw.ctx, vt, false, DenseData::Scalars(vals));
        attrs.push((rw.ctx.sym("case_values"), a));
    }
    let segs: Vec<i32> = cases.iter().map(|c| c.2.len() as i32).collect();
    let total: i32 = segs.iter().sum();
    let a = rw.ctx.dense_i32_array(&segs);
    attrs.push((rw.ctx.sym("case_operand_segments"), a));
    let a = rw.ctx.dense_i32_array(&[1, default.1.len() as i32, total]);
    attrs.push((rw.ctx.sym("operandSegmentSizes"), a));
    let mut ops = vec![flag];
    ops.extend_from_slice(&default.1);
    let mut succs = vec![default.0];
    for c in cases {
        ops.extend_from_slice(&c.2);
        succs.push(c.1);
    }
    rw.create_full(
        At::Before(anchor),
        "cf.switch",
        &ops,
        &[],
        attrs,
        Vec::new(),
        succs,
        loc,
    )
}

type SwitchParts = (Value, Succ, Vec<(u128, Block, Vec<Value>)>);

fn switch_parts(ctx: &Context, op: Op) -> SwitchParts {
    let succ = ctx.successors(op).to_vec();
    let vals = switch_cases(ctx, op);
    let cases = vals
        .into_iter()
        .enumerate()
        .filter_map(|(i, v)| Some((v, *succ.get(i + 1)?, succ_operands(ctx, op, i + 1))))
        .collect();
    (
        Switch(op).flag(ctx),
        (succ[0], succ_operands(ctx, op, 0)),
        cases,
    )
}

fn p_switch_only_default(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.successors(op).len() != 1 {
        return false;
    }
    let (_, d, _) = switch_parts(rw.ctx, op);
    new_br(rw, op, d.0, &d.1);
    rw.erase_op(op);
    true
}

fn p_switch_drop_default_cases(rw: &mut Rewriter, op: Op) -> bool {
    let (flag, d, cases) = switch_parts(rw.ctx, op);
    let n = cases.len();
    let kept: Vec<_> = cases
        .into_iter()
        .filter(|c| !(c.1 == d.0 && c.2 == d.1))
        .collect();
    if kept.len() == n {
        return false;
    }
    new_switch(rw, op, flag, d, &kept);
    rw.erase_op(op);
    true
}

/// Replaces the switch by a branch to the destination of `value`.
fn fold_switch_to(rw: &mut Rewriter, op: Op, value: u128) {
    let (_, d, cases) = switch_parts(rw.ctx, op);
    let (dest, ops) = match cases.into_iter().find(|c| c.0 == value) {
        Some(c) => (c.1, c.2),
        None => d,
    };
    new_br(rw, op, dest, &ops);
    rw.erase_op(op);
}

fn p_switch_const(rw: &mut Rewriter, op: Op) -> bool {
    let flag = Switch(op).flag(rw.ctx);
    let Some(v) = const_int(rw.ctx, flag) else {
        return false;
    };
    let w = int_width(rw.ctx, rw.ctx.value_type(flag)).unwrap_or(64);
    fold_switch_to(rw, op, zext(v, w));
    true
}

fn p_switch_pass_through(rw: &mut Rewriter, op: Op) -> bool {
    let (flag, mut d, mut cases) = switch_parts(rw.ctx, op);
    let mut changed = false;
    for c in cases.iter_mut() {
        if let Some((b, ops)) = collapse_branch(rw.ctx, c.1, &c.2) {
            c.1 = b;
            c.2 = ops;
            changed = true;
        }
    }
    if let Some(x) = collapse_branch(rw.ctx, d.0, &d.1) {
        d = x;
        changed = true;
    }
    if !changed {
        return false;
    }
    new_switch(rw, op, flag, d, &cases);
    rw.erase_op(op);
    true
}

/// The predecessor switch on the same flag when the block of `op` has a
/// single predecessor edge, which comes from it.
fn pred_switch_same_flag(ctx: &Context, op: Op) -> Option<Op> {
    let cur = ctx.parent_block(op)?;
    let preds = &ctx.block(cur).pred_uses;
    if preds.len() != 1 {
        return None;
    }
    let p = preds[0].0;
    if !ctx.isa(p, &dialects::cf::SWITCH) || Switch(p).flag(ctx) != Switch(op).flag(ctx) {
        return None;
    }
    Some(p)
}

fn p_switch_from_switch(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = pred_switch_same_flag(rw.ctx, op) else {
        return false;
    };
    let cur = rw.ctx.parent_block(op).unwrap();
    let (_, pd, pcases) = switch_parts(rw.ctx, p);
    if pd.0 == cur {
        return false;
    }
    match pcases.iter().find(|c| c.1 == cur) {
        Some(c) => fold_switch_to(rw, op, c.0),
        None => {
            let (_, d, _) = switch_parts(rw.ctx, op);
            new_br(rw, op, d.0, &d.1);
            rw.erase_op(op);
        }
    }
    true
}

fn p_switch_from_default_switch(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = pred_switch_same_flag(rw.ctx, op) else {
        return false;
    };
    let cur = rw.ctx.parent_block(op).unwrap();
    let (_, pd, pcases) = switch_parts(rw.ctx, p);
    if pd.0 != cur {
        return false;
    }
    let remove: rustc_hash::FxHashSet<u128> =
        pcases.iter().filter(|c| c.1 != cur).map(|c| c.0).collect();
    let (flag, d, cases) = switch_parts(rw.ctx, op);
    let n = cases.len();
    let kept: Vec<_> = cases
        .into_iter()
        .filter(|c| !remove.contains(&c.0))
        .collect();
    if kept.len() == n {
        return false;
    }
    new_switch(rw, op, flag, d, &kept);
    rw.erase_op(op);
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
        "cf.br",
        &[
            pat!("SimplifyBrToBlockWithSinglePred", p_br_to_single_pred),
            pat!("SimplifyPassThroughBr", p_pass_through_br),
        ],
    ),
    (
        "cf.cond_br",
        &[
            pat!("SimplifyConstCondBranchPred", p_const_cond),
            pat!("SimplifyPassThroughCondBranch", p_pass_through_cond),
            pat!("SimplifyCondBranchIdenticalSuccessors", p_identical_succs),
            pat!(
                "SimplifyCondBranchFromCondBranchOnSameCondition",
                p_same_cond_pred
            ),
            pat!("CondBranchTruthPropagation", p_truth_propagation),
        ],
    ),
    (
        "cf.switch",
        &[
            pat!("SimplifySwitchWithOnlyDefault", p_switch_only_default),
            pat!(
                "DropSwitchCasesThatMatchDefault",
                p_switch_drop_default_cases
            ),
            pat!("SimplifyConstSwitchValue", p_switch_const),
            pat!("SimplifyPassThroughSwitch", p_switch_pass_through),
            pat!(
                "SimplifySwitchFromSwitchOnSameCondition",
                p_switch_from_switch
            ),
            pat!(
                "SimplifySwitchFromDefaultSwitchOnSameCondition",
                p_switch_from_default_switch
            ),
        ],
    ),
    (
        "cf.assert",
        &[pat!("EraseRedundantAssertions", p_assert_true)],
    ),
];

// ===================================================================
// Aggressive region simplification
// ===================================================================

/// Drops block arguments that receive the same value from every predecessor.
pub fn drop_redundant_arguments(ctx: &mut Context, region: Region) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        for b in ctx.region_blocks(r).to_vec() {
            changed |= drop_redundant_block_args(ctx, b);
            for op in ctx.block_op_vec(b) {
                work.extend(ctx.regions_of(op).iter().copied());
            }
        }
    }
    changed
}

fn drop_redundant_block_args(ctx: &mut Context, b: Block) -> bool {
    let preds = ctx.block(b).pred_uses.clone();
    if preds.is_empty() {
        return false;
    }
    let nargs = ctx.block_args(b).len();
    let mut erase = Vec::new();
    for i in 0..nargs {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(p, k) in &preds {
            if !is_branch(ctx, p) {
                same = false;
                break;
            }
            let ops = succ_operands(ctx, p, k as usize);
            let v = ops[i];
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if same {
            if let Some(c) = common {
                let a = ctx.block_args(b)[i];
                ctx.replace_all_uses(a, c);
                erase.push(i);
            }
        }
    }
    for &i in erase.iter().rev() {
        ctx.erase_block_arg(b, i);
        for &(p, k) in &preds {
            let mut ops = succ_operands(ctx, p, k as usize);
            ops.remove(i);
            set_succ_operands(ctx, p, k as usize, &ops);
        }
    }
    !erase.is_empty()
}

/// Structural hash key of an op for block merging (operands ignored).
fn op_shape(ctx: &Context, op: Op) -> OpShape {
    let d = ctx.op(op);
    (
        d.name,
        d.results.iter().map(|&r| ctx.value_type(r)).collect(),
        d.attrs.clone(),
        d.operands.len(),
        d.successors().to_vec(),
    )
}

/// Merges identical blocks (same ops, operands equal or both external) that
/// branch to the same successors; differing external operands become new
/// block arguments.
pub fn merge_identical_blocks(ctx: &mut Context, region: Region) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(r) = work.pop() {
        seen.remove(&r);
        if merge_in_region(ctx, r) {
            changed = true;
            if seen.insert(r) {
                work.push(r);
            }
        }
        for b in ctx.region_blocks(r).to_vec() {
            for op in ctx.block_op_vec(b) {
                for &nr in ctx.regions_of(op) {
                    if seen.insert(nr) {
                        work.push(nr);
                    }
                }
            }
        }
    }
    changed
}

fn merge_in_region(ctx: &mut Context, r: Region) -> bool {
    let blocks = ctx.region_blocks(r).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    let mut groups: FxHashMap<Vec<Block>, Vec<Block>> = FxHashMap::default();
    let mut order: Vec<Vec<Block>> = Vec::new();
    for &b in &blocks[1..] {
        let succs = ctx
            .terminator(b)
            .map(|t| ctx.successors(t).to_vec())
            .unwrap_or_default();
        let e = groups.entry(succs.clone()).or_default();
        if e.is_empty() {
            order.push(succs);
        }
        e.push(b);
    }
    let mut merged = false;
    for key in order {
        let bs = groups[&key].clone();
        if bs.len() < 2 {
            continue;
        }
        // clusters: (leader, members, mismatched operand positions)
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in bs {
            let ops = ctx.block_op_vec(b);
            if ops.iter().any(|&o| {
                ctx.regions_of(o)
                    .iter()
                    .any(|&x| !ctx.region_blocks(x).is_empty())
            }) {
                continue;
            }
            if ctx
                .block_args(b)
                .iter()
                .any(|&a| ctx.users(a).any(|u| ctx.parent_block(u) != Some(b)))
            {
                continue;
            }
            let mut added = false;
            for cl in clusters.iter_mut() {
                if let Some(mm) = equivalent(ctx, cl.0, b) {
                    cl.1.push(b);
                    cl.2.extend(mm);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push((b, Vec::new(), Default::default()));
            }
        }
        for (leader, members, mism) in clusters {
            if members.is_empty() {
                continue;
            }
            if merge_cluster(ctx, leader, &members, &mism) {
                merged = true;
            }
        }
    }
    merged
}

fn order_in_block(ctx: &Context, b: Block, v: Value) -> Option<usize> {
    match ctx.value(v).def {
        ir::ValueDef::Arg(_, i) => Some(i as usize),
        ir::ValueDef::Result(op, i) => {
            let mut n = ctx.block_args(b).len();
            for o in ctx.block_ops(b) {
                if o == op {
                    return Some(n + i as usize);
                }
                n += ctx.results(o).len();
            }
            None
        }
        _ => None,
    }
}

fn equivalent(ctx: &Context, lb: Block, rb: Block) -> Option<Vec<(usize, usize)>> {
    let la: Vec<Type> = ctx
        .block_args(lb)
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    let ra: Vec<Type> = ctx
        .block_args(rb)
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    if la != ra {
        return None;
    }
    let lo = ctx.block_op_vec(lb);
    let ro = ctx.block_op_vec(rb);
    if lo.len() != ro.len() {
        return None;
    }
    let mut mism = Vec::new();
    for (i, (&l, &r)) in lo.iter().zip(&ro).enumerate() {
        if op_shape(ctx, l) != op_shape(ctx, r) {
            return None;
        }
        for k in 0..ctx.num_operands(l) {
            let (lv, rv) = (ctx.operand(l, k), ctx.operand(r, k));
            if lv == rv {
                continue;
            }
            if ctx.value_type(lv) != ctx.value_type(rv) {
                return None;
            }
            let lin = ctx.value_block(lv) == Some(lb);
            let rin = ctx.value_block(rv) == Some(rb);
            if lin != rin {
                return None;
            }
            if !lin {
                let valid = |blk: Block, v: Value| -> bool {
                    let Some(d) = ctx.defining_op(v) else {
                        return true;
                    };
                    let Some(pb) = ctx.parent_block(d) else {
                        return true;
                    };
                    if ctx.terminator(pb) != Some(d) {
                        return true;
                    }
                    !ctx.predecessors(blk).contains(&pb)
                };
                if !valid(lb, lv) || !valid(rb, rv) {
                    return None;
                }
                mism.push((i, k));
                continue;
            }
            if order_in_block(ctx, lb, lv) != order_in_block(ctx, rb, rv) {
                return None;
            }
        }
        let used_outside = |o: Op, b: Block| {
            ctx.results(o)
                .iter()
                .any(|&v| ctx.users(v).any(|u| ctx.parent_block(u) != Some(b)))
        };
        if used_outside(r, rb) || used_outside(l, lb) {
            return None;
        }
    }
    Some(mism)
}

fn merge_cluster(
    ctx: &mut Context,
    leader: Block,
    members: &[Block],
    mism: &std::collections::BTreeSet<(usize, usize)>,
) -> bool {
    let all: Vec<Block> = std::iter::once(leader)
        .chain(members.iter().copied())
        .collect();
    if !mism.is_empty() {
        for &b in &all {
            if ctx
                .block(b)
                .pred_uses
                .iter()
                .any(|&(p, _)| !is_branch(ctx, p))
            {
                return false;
            }
        }
        let old_n = ctx.block_args(leader).len();
        let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
        for (bi, &b) in all.iter().enumerate() {
            let ops = ctx.block_op_vec(b);
            for &(oi, k) in mism {
                let v = ctx.operand(ops[oi], k);
                new_args[bi].push(v);
                if bi == 0 {
                    // At the value it replaces, as MLIR's block merging.
                    let t = ctx.value_type(v);
                    let a = ctx.add_block_arg(leader, t);
                    let at = ctx.value_loc(v);
                    ctx.set_arg_loc(a, at);
                    ctx.set_operand(ops[oi], k, a);
                }
            }
        }
        // Prune arguments redundant in every list.
        let n = new_args[0].len();
        let mut first: FxHashMap<Value, usize> = FxHashMap::default();
        for (j, v) in new_args[0].iter().enumerate() {
            first.entry(*v).or_insert(j);
        }
        let mut repl: FxHashMap<usize, usize> = FxHashMap::default();
        for j in 0..n {
            let k = first[&new_args[0][j]];
            if k == j {
                continue;
            }
            if new_args[1..].iter().all(|l| l[k] == l[j]) {
                repl.insert(j, k);
            }
        }
        let mut to_erase = Vec::new();
        for j in 0..n {
            if let Some(&k) = repl.get(&j) {
                let old = ctx.block_args(leader)[old_n + j];
                let new = ctx.block_args(leader)[old_n + k];
                ctx.replace_all_uses(old, new);
                to_erase.push(old_n + j);
            }
        }
        for &i in to_erase.iter().rev() {
            ctx.erase_block_arg(leader, i);
        }
        let pruned: Vec<Vec<Value>> = new_args
            .iter()
            .map(|l| {
                l.iter()
                    .enumerate()
                    .filter(|(j, _)| !repl.contains_key(j))
                    .map(|(_, v)| *v)
                    .collect()
            })
            .collect();
        for (bi, &b) in all.iter().enumerate() {
            for (p, k) in ctx.block(b).pred_uses.clone() {
                let mut ops = succ_operands(ctx, p, k as usize);
                ops.extend_from_slice(&pruned[bi]);
                set_succ_operands(ctx, p, k as usize, &ops);
            }
        }
    }
    for &b in members {
        for (p, k) in ctx.block(b).pred_uses.clone() {
            ctx.set_successor(p, k as usize, leader);
        }
        let mut cur = ctx.last_op(b);
        while let Some(o) = cur {
            cur = ctx.prev_op(o);
            ctx.erase_op(o);
        }
        ctx.remove_block(b);
    }
    true
}
