//! Models of `scf.execute_region`, `scf.index_switch`, `scf.while` and
//! `scf.condition`.

use super::idx;
use super::scf::{body_block, loop_iter_arg_sources, loop_iter_arg_type};
use crate::interface::{out_of_place_tensor, resolve_operand_conflicts};
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation, TypeSources,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::{Attr, Block, Context, Op, OpDef, Region, Type, Use, Value};

fn is_tensor(ctx: &Context, v: Value) -> bool {
    ctx.type_kind(ctx.value_type(v)).is_tensor()
}

/// The terminators of the first block of every region of `op`, in region order.
fn region_terminators(ctx: &Context, op: Op) -> Vec<Op> {
    ctx.regions_of(op)
        .iter()
        .filter_map(|&r| ctx.region_blocks(r).first().copied())
        .filter_map(|b| ctx.terminator(b))
        .collect()
}

fn attrs_of(ctx: &Context, op: Op) -> Vec<(String, Attr)> {
    ctx.op(op)
        .attrs
        .iter()
        .map(|(k, a)| (ctx.str(*k).to_string(), *a))
        .collect()
}

/// Moves the blocks of every region of `old` into fresh regions.
fn take_regions(rw: &mut Rewriter, old: Op) -> Vec<Region> {
    let olds = rw.ctx.regions_of(old).to_vec();
    let mut out = Vec::new();
    for r in olds {
        let nr = rw.ctx.new_region();
        rw.ctx.take_region_blocks(r, nr);
        out.push(nr);
    }
    out
}

/// Creates an op of kind `def` with the operands, result types, attributes and (moved)
/// regions of `old`, and replaces `old` by it.
pub(super) fn rebuild_with_types(
    rw: &mut Rewriter,
    old: Op,
    def: &'static OpDef,
    types: &[Type],
) -> Op {
    let operands = rw.ctx.operand_vec(old);
    let attrs = attrs_of(rw.ctx, old);
    let refs: Vec<(&str, Attr)> = attrs.iter().map(|(k, a)| (k.as_str(), *a)).collect();
    let regions = take_regions(rw, old);
    rw.set_before(old);
    let new = rw.create(def, &operands, types, refs, regions);
    let nr = rw.ctx.results(new).to_vec();
    rw.replace_op_with_buffers(old, &nr);
    new
}

/// The buffer type of a value yielded by one of several exclusive regions:
/// the common type, else a fully dynamic layout (MLIR's rule for `scf.if`
/// and `scf.index_switch`).
fn joined_yield_type(
    rw: &mut Rewriter,
    op: Op,
    v: Value,
    yields: &[Op],
    i: usize,
    stack: &mut Vec<Value>,
    space_msg: &str,
) -> DResult<Type> {
    let mut acc: Option<Type> = None;
    for &y in yields {
        let val = rw.ctx.operand(y, i);
        let t = rw.ctx.value_type(val);
        let bt = if rw.ctx.type_kind(t).is_memref() {
            t
        } else {
            rw.buffer_type_with(val, stack)?
        };
        match acc {
            None => acc = Some(bt),
            Some(a) if a == bt => {}
            Some(a) => {
                if rw.memory_space(a) != rw.memory_space(bt) {
                    return Err(error(rw.ctx, op, space_msg));
                }
                let space = rw.memory_space(a);
                let tt = rw.ctx.value_type(v);
                acc = Some(rw.fully_dynamic_type(tt, space));
            }
        }
    }
    acc.ok_or_else(|| error(rw.ctx, op, "failed to bufferize op"))
}

/// Results of `op` aliasing the operand `i` of each terminator.
fn yielded_operands(ctx: &Context, op: Op, i: usize, definite: bool) -> AliasList<AliasingOperand> {
    region_terminators(ctx, op)
        .into_iter()
        .filter(|&y| ctx.isa(y, &dialects::scf::YIELD))
        .filter_map(|y| ctx.op(y).operands.get(i).copied())
        .map(|u| AliasingOperand {
            operand: u,
            relation: Relation::Equivalent,
            definite,
        })
        .collect()
}

/// Registers the models of this file.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::scf::EXECUTE_REGION, &ExecuteRegion);
    r.add(&dialects::scf::INDEX_SWITCH, &IndexSwitch);
    r.add(&dialects::scf::WHILE, &While);
    r.add(&dialects::scf::CONDITION, &Condition);
    r.add(&dialects::scf::FORALL, &Forall);
}

// ----- scf.execute_region -----

/// The only `scf.yield` among the blocks of an `scf.execute_region`.
fn unique_yield(ctx: &Context, op: Op) -> Option<Op> {
    let r = *ctx.regions_of(op).first()?;
    let mut found = None;
    for &b in ctx.region_blocks(r) {
        if let Some(t) = ctx
            .terminator(b)
            .filter(|&t| ctx.isa(t, &dialects::scf::YIELD))
        {
            if found.is_some() {
                return None;
            }
            found = Some(t);
        }
    }
    found
}

/// Supports unstructured control flow in its region: block arguments alias
/// the forwarded branch operands, results alias the unique `scf.yield`.
struct ExecuteRegion;
impl BufferizableOp for ExecuteRegion {
    no_operand_access!();
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let (op, i) = match ctx.value(v).def {
            ValueDef::Result(op, i) => (op, i),
            ValueDef::Arg(..) => return super::cf::block_arg_aliasing_operands(ctx, v),
            ValueDef::Placeholder => return AliasList::new(),
        };
        unique_yield(ctx, op)
            .and_then(|y| ctx.op(y).operands.get(i as usize).copied())
            .map(|u| AliasingOperand {
                operand: u,
                relation: Relation::Equivalent,
                definite: true,
            })
            .into_iter()
            .collect()
    }
    fn supports_unstructured_control_flow(&self) -> bool {
        true
    }
    fn verify_analysis(&self, _: &State, ctx: &Context, op: Op) -> DResult<()> {
        if unique_yield(ctx, op).is_none() {
            return Err(error(
                ctx,
                op,
                "'scf.execute_region' op op without unique scf.yield is not supported",
            ));
        }
        Ok(())
    }
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        match ctx.value(v).def {
            ValueDef::Arg(..) => TypeSources::Opaque,
            _ => crate::interface::default_buffer_type_sources(s, ctx, v),
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        match rw.ctx.value(v).def {
            ValueDef::Arg(b, _) => {
                let op = rw.ctx.block_parent_op(b).expect("parent");
                super::func::block_arg_buffer_type(rw, op, v, stack)
            }
            _ => crate::interface::default_buffer_type(rw, v, stack),
        }
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let Some(y) = unique_yield(rw.ctx, op) else {
            return Err(error(
                rw.ctx,
                op,
                "'scf.execute_region' op op without unique scf.yield is not supported",
            ));
        };
        let types: Vec<Type> = rw
            .ctx
            .operand_vec(y)
            .iter()
            .map(|&v| rw.ctx.value_type(v))
            .collect();
        let new = rebuild_with_types(rw, op, &dialects::scf::EXECUTE_REGION, &types);
        let r = rw.ctx.regions_of(new)[0];
        for b in rw.ctx.region_blocks(r).to_vec() {
            super::func::bufferize_block_signature(rw, b)?;
        }
        Ok(())
    }
}

// ----- scf.index_switch -----

/// `scf.index_switch`: as `scf.if`, with one region per case.
struct IndexSwitch;

/// Terminators of the case regions, then of the default region (regions
/// are stored default first).
fn switch_yields_default_first(ctx: &Context, op: Op) -> Vec<Op> {
    region_terminators(ctx, op)
}

impl BufferizableOp for IndexSwitch {
    no_operand_access!();
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return AliasList::new();
        };
        // MLIR lists the cases first and the default last.
        let mut all = yielded_operands(ctx, op, i as usize, false);
        if !all.is_empty() {
            let d = all.remove(0);
            all.push(d);
        }
        all
    }
    fn exclusive_regions(&self) -> bool {
        true
    }
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return crate::interface::default_buffer_type_sources(s, ctx, v);
        };
        let yields = switch_yields_default_first(ctx, op);
        if yields.is_empty() {
            return TypeSources::Opaque;
        }
        TypeSources::widen_typed(yields.iter().map(|&y| ctx.operand(y, i as usize)))
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ValueDef::Result(op, i) = rw.ctx.value(v).def else {
            return crate::interface::default_buffer_type(rw, v, stack);
        };
        let yields = switch_yields_default_first(rw.ctx, op);
        joined_yield_type(
            rw,
            op,
            v,
            &yields,
            i as usize,
            stack,
            "inconsistent memory space on switch cases",
        )
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let results = rw.ctx.results(op).to_vec();
        let mut types = Vec::new();
        for &r in &results {
            if is_tensor(rw.ctx, r) {
                types.push(rw.buffer_type(r)?);
            } else {
                types.push(rw.ctx.value_type(r));
            }
        }
        rebuild_with_types(rw, op, &dialects::scf::INDEX_SWITCH, &types);
        Ok(())
    }
}

// ----- scf.while -----

/// `scf.while`: loop-carried tensors through its before and after regions.
struct While;

fn before_block(ctx: &Context, op: Op) -> Block {
    body_block(ctx, op)
}
fn after_block(ctx: &Context, op: Op) -> Block {
    ctx.region_blocks(ctx.regions_of(op)[1])[0]
}
fn condition_op(ctx: &Context, op: Op) -> Op {
    ctx.terminator(before_block(ctx, op))
        .expect("scf.while before region terminator")
}
fn while_yield(ctx: &Context, op: Op) -> Op {
    ctx.terminator(after_block(ctx, op))
        .expect("scf.while after region terminator")
}
/// The forwarded values of `scf.condition` (its operands after the condition).
fn condition_args(ctx: &Context, op: Op) -> Vec<Value> {
    let c = condition_op(ctx, op);
    ctx.operand_vec(c)[1..].to_vec()
}
/// Forwarded value `i` of `scf.condition`, if it has that many (without
/// copying the list: one per result would make wide loops quadratic).
fn condition_arg(ctx: &Context, op: Op, i: usize) -> Option<Value> {
    let c = condition_op(ctx, op);
    ctx.op(c).operands.get(i + 1).map(|&u| ctx.use_value(u))
}

fn while_relation(s: &State, ctx: &Context, op: Op, i: usize) -> Relation {
    let before = ctx.block_args(before_block(ctx, op));
    if i >= before.len() || ctx.value_type(ctx.result(op, i)) != ctx.value_type(before[i]) {
        return Relation::Unknown;
    }
    let after = ctx.block_args(after_block(ctx, op));
    let y = while_yield(ctx, op);
    let (Some(ca), Some(&aa)) = (condition_arg(ctx, op, i), after.get(i)) else {
        return Relation::Unknown;
    };
    let Some(yv) = ctx.op(y).operands.get(i).map(|&u| ctx.use_value(u)) else {
        return Relation::Unknown;
    };
    if s.are_equivalent(before[i], ca) && s.are_equivalent(aa, yv) {
        Relation::Equivalent
    } else {
        Relation::Unknown
    }
}

/// Indices `i` where `args[i]` and `vals[i]` are equivalent tensors.
fn equivalent_indices(s: &State, ctx: &Context, args: &[Value], vals: &[Value]) -> Vec<bool> {
    vals.iter()
        .enumerate()
        .map(|(i, &v)| is_tensor(ctx, v) && args.get(i).is_some_and(|&a| s.are_equivalent(a, v)))
        .collect()
}

impl BufferizableOp for While {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_operands(&self, s: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        crate::interface::loop_init_aliasing_operands(self, s, ctx, v, 0)
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let i = idx(ctx, u);
        let results = ctx.results(op);
        if i >= results.len() || ctx.value_type(ctx.use_value(u)) != ctx.value_type(results[i]) {
            return AliasList::new();
        }
        let rel = while_relation(s, ctx, op, i);
        smallvec::smallvec![AliasingValue {
            value: results[i],
            relation: rel,
            definite: rel == Relation::Equivalent,
        }]
    }
    fn repetitive_region(&self, _: &Context, _: Op, _: usize) -> bool {
        true
    }
    fn verify_analysis(&self, s: &State, ctx: &Context, op: Op) -> DResult<()> {
        if s.opts.allow_return_allocs_from_loops {
            return Ok(());
        }
        let c = condition_op(ctx, op);
        let before = ctx.block_args(before_block(ctx, op));
        for (i, v) in condition_args(ctx, op).into_iter().enumerate() {
            if !is_tensor(ctx, v) {
                continue;
            }
            if i >= before.len() || !s.are_equivalent(v, before[i]) {
                return Err(error(
                    ctx,
                    c,
                    format!(
                        "Condition arg #{} is not equivalent to the corresponding iter bbArg",
                        i
                    ),
                ));
            }
        }
        let y = while_yield(ctx, op);
        let after = ctx.block_args(after_block(ctx, op));
        for (i, v) in ctx.operand_vec(y).into_iter().enumerate() {
            if !is_tensor(ctx, v) {
                continue;
            }
            if i >= after.len() || !s.are_equivalent(v, after[i]) {
                return Err(error(
                    ctx,
                    y,
                    format!(
                        "Yield operand #{} is not equivalent to the corresponding iter bbArg",
                        i
                    ),
                ));
            }
        }
        Ok(())
    }
    fn resolve_conflicts(&self, rw: &mut Rewriter, s: &State, op: Op) -> DResult<()> {
        resolve_operand_conflicts(rw, s, op)?;
        if s.opts.copy_before_write {
            return Ok(());
        }
        let ctx = &*rw.ctx;
        let before = ctx.block_args(before_block(ctx, op)).to_vec();
        let after = ctx.block_args(after_block(ctx, op)).to_vec();
        let cargs = condition_args(ctx, op);
        let yvals = ctx.operand_vec(while_yield(ctx, op));
        let eq_before = equivalent_indices(s, ctx, &before, &cargs);
        let eq_after = equivalent_indices(s, ctx, &after, &yvals);
        let c = condition_op(ctx, op);
        rw.set_before(c);
        for (i, &v) in cargs.iter().enumerate() {
            if !is_tensor(rw.ctx, v) || (eq_after.get(i).copied().unwrap_or(false) && eq_before[i])
            {
                continue;
            }
            let what = format!("forwarded value #{i}");
            let why = "the value passed on is not equivalent to the loop's iteration argument";
            let because = crate::explain::Because::Rule(why);
            let alloc = out_of_place_tensor(rw, c, &what, v, true, because)?;
            rw.ctx.set_operand(c, i + 1, alloc);
        }
        Ok(())
    }
    fn buffer_type_sources(&self, _: &State, ctx: &Context, v: Value) -> TypeSources {
        let (op, i) = match ctx.value(v).def {
            ValueDef::Result(op, i) => (op, i as usize),
            ValueDef::Arg(b, i) => {
                let Some(op) = ctx.block_parent_op(b) else {
                    return TypeSources::Opaque;
                };
                if b == before_block(ctx, op) {
                    let init = ctx.operand(op, i as usize);
                    let yielded = ctx.operand(while_yield(ctx, op), i as usize);
                    return loop_iter_arg_sources(init, yielded);
                }
                (op, i as usize)
            }
            ValueDef::Placeholder => return TypeSources::Opaque,
        };
        TypeSources::join_typed([ctx.operand(condition_op(ctx, op), i + 1)])
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ctx = &*rw.ctx;
        let (op, i) = match ctx.value(v).def {
            ValueDef::Result(op, i) => (op, i as usize),
            ValueDef::Arg(b, i) => {
                let op = ctx.block_parent_op(b).expect("parent");
                if b == before_block(ctx, op) {
                    let init = ctx.operand(op, i as usize);
                    let yielded = ctx.operand(while_yield(ctx, op), i as usize);
                    return loop_iter_arg_type(rw, op, v, init, yielded, stack);
                }
                (op, i as usize)
            }
            ValueDef::Placeholder => {
                return Err(Box::new(ir::diag::Diagnostic::error(
                    ir::context::Loc::UNKNOWN,
                    "invalid value",
                )))
            }
        };
        let cv = rw.ctx.operand(condition_op(rw.ctx, op), i + 1);
        let t = rw.ctx.value_type(cv);
        if rw.ctx.type_kind(t).is_memref() {
            return Ok(t);
        }
        rw.buffer_type_with(cv, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let inits = rw.ctx.operand_vec(op);
        let old_before = before_block(rw.ctx, op);
        let old_after = after_block(rw.ctx, op);
        let before_args = rw.ctx.block_args(old_before).to_vec();
        let after_args = rw.ctx.block_args(old_after).to_vec();
        let mut bufs = Vec::new();
        for &v in &inits {
            bufs.push(rw.get_buffer(v)?);
        }
        let mut casted = Vec::new();
        for (i, &b) in bufs.iter().enumerate() {
            let ba = before_args[i];
            if !is_tensor(rw.ctx, ba) {
                casted.push(b);
                continue;
            }
            let t = rw.buffer_type(ba)?;
            casted.push(rw.cast_buffer(b, t));
        }
        let mut after_types = Vec::new();
        for &a in &after_args {
            if is_tensor(rw.ctx, a) {
                after_types.push(rw.buffer_type(a)?);
            } else {
                after_types.push(rw.ctx.value_type(a));
            }
        }
        let before_types: Vec<Type> = casted.iter().map(|&v| rw.ctx.value_type(v)).collect();
        let (r0, b0) = ir::builder::region_with_block(rw.ctx, &before_types);
        let (r1, b1) = ir::builder::region_with_block(rw.ctx, &after_types);
        // MLIR builds both blocks' arguments at the loop.
        let loop_loc = rw.ctx.loc(op);
        for b in [b0, b1] {
            for a in rw.ctx.block_args(b).to_vec() {
                rw.ctx.set_arg_loc(a, loop_loc);
            }
        }
        let attrs = attrs_of(rw.ctx, op);
        let refs: Vec<(&str, Attr)> = attrs.iter().map(|(k, a)| (k.as_str(), *a)).collect();
        let new_while = rw.create(
            &dialects::scf::WHILE,
            &casted,
            &after_types,
            refs,
            vec![r0, r1],
        );
        for (old, new) in [(old_before, b0), (old_after, b1)] {
            rw.set_block_start(new);
            let olds = rw.ctx.block_args(old).to_vec();
            let news = rw.ctx.block_args(new).to_vec();
            let mut repl = Vec::new();
            for (&o, &n) in olds.iter().zip(&news) {
                if is_tensor(rw.ctx, o) {
                    let t = rw.ctx.value_type(o);
                    repl.push(rw.value(&dialects::bufferization::TO_TENSOR, &[n], t, Vec::new()));
                } else {
                    repl.push(n);
                }
            }
            for (o, n) in olds.iter().zip(repl) {
                rw.ctx.replace_all_uses(*o, n);
            }
            rw.ctx.splice_block_ops(old, new, None);
        }
        let nr = rw.ctx.results(new_while).to_vec();
        rw.replace_op_with_buffers(op, &nr);
        Ok(())
    }
}

// ----- scf.condition -----

/// `scf.condition`: forwards its operands to the after region or the results.
struct Condition;
impl BufferizableOp for Condition {
    read_only_analysis!();
    fn must_in_place(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let Some(w) = rw.ctx.parent_op(op) else {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        };
        let vals = rw.ctx.operand_vec(op);
        let after = rw.ctx.block_args(after_block(rw.ctx, w)).to_vec();
        let mut new_vals = vec![vals[0]];
        for (i, &v) in vals[1..].iter().enumerate() {
            if !is_tensor(rw.ctx, v) {
                new_vals.push(v);
                continue;
            }
            let buf = rw.get_buffer(v)?;
            let t = rw.buffer_type(after[i])?;
            new_vals.push(rw.cast_buffer(buf, t));
        }
        rw.replace_with_new(op, &dialects::scf::CONDITION, &new_vals, &[], Vec::new());
        Ok(())
    }
}

// ----- scf.forall -----

/// `scf.forall`: shared outputs written in parallel through `parallel_insert_slice`.
struct Forall;

/// Number of loop dimensions (induction variables) of a forall.
fn forall_rank(ctx: &Context, op: Op) -> usize {
    ctx.get_attr(op, "staticLowerBound")
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
        .map(|v| v.len())
        .unwrap_or(0)
}

/// Number of operands before the shared outputs (the dynamic bounds).
fn forall_num_bounds(ctx: &Context, op: Op) -> usize {
    let segs = dialects::common::operand_segments(ctx, op);
    segs.iter().take(3).map(|s| s.len()).sum()
}

/// Constant values of one bound list (static entries, or dynamic ones defined by constants).
fn forall_bounds(ctx: &Context, op: Op, name: &str, seg: usize) -> Vec<Option<i64>> {
    let statics = ctx
        .get_attr(op, name)
        .and_then(|a| dialects::common::dense_array_values(ctx, a))
        .unwrap_or_default();
    let segs = dialects::common::operand_segments(ctx, op);
    let dynamic = segs.get(seg).cloned().unwrap_or_default();
    let mut k = 0;
    statics
        .iter()
        .map(|&s| {
            if s == ir::types::DYNAMIC {
                let v = dynamic.get(k).copied();
                k += 1;
                v.and_then(|v| dialects::arith::constant_int_value(ctx, v))
                    .map(|x| x as i64)
            } else {
                Some(s)
            }
        })
        .collect()
}

/// The loop may run more than one iteration (MLIR's rule for forall).
fn forall_repeats(ctx: &Context, op: Op) -> bool {
    let lb = forall_bounds(ctx, op, "staticLowerBound", 0);
    let ub = forall_bounds(ctx, op, "staticUpperBound", 1);
    let st = forall_bounds(ctx, op, "staticStep", 2);
    for ((l, u), s) in lb.iter().zip(&ub).zip(&st) {
        match (l, u, s) {
            (Some(l), Some(u), Some(s)) => {
                if l.saturating_add(*s) < *u {
                    return true;
                }
            }
            _ => return true,
        }
    }
    false
}

impl BufferizableOp for Forall {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let k = idx(ctx, u).wrapping_sub(forall_num_bounds(ctx, op));
        match ctx.results(op).get(k) {
            Some(&r) => super::alias(r, Relation::Equivalent),
            None => AliasList::new(),
        }
    }
    fn repetitive_region(&self, ctx: &Context, op: Op, _: usize) -> bool {
        forall_repeats(ctx, op)
    }
    fn parallel_region(&self, ctx: &Context, op: Op, _: usize) -> bool {
        forall_repeats(ctx, op)
    }
    fn buffer_type_sources(&self, _: &State, ctx: &Context, v: Value) -> TypeSources {
        let (op, k) = match ctx.value(v).def {
            ValueDef::Result(op, i) => (op, i as usize),
            ValueDef::Arg(b, i) => match ctx.block_parent_op(b) {
                Some(op) => (op, (i as usize).wrapping_sub(forall_rank(ctx, op))),
                None => return TypeSources::Opaque,
            },
            ValueDef::Placeholder => return TypeSources::Opaque,
        };
        let out = forall_num_bounds(ctx, op)
            .checked_add(k)
            .and_then(|i| ctx.op(op).operands.get(i).map(|&u| ctx.use_value(u)));
        match out {
            Some(out) => TypeSources::forward(out),
            None => TypeSources::Opaque,
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ctx = &*rw.ctx;
        let (op, k) = match ctx.value(v).def {
            ValueDef::Result(op, i) => (op, i as usize),
            ValueDef::Arg(b, i) => {
                let op = ctx.block_parent_op(b).expect("parent");
                (op, (i as usize).wrapping_sub(forall_rank(ctx, op)))
            }
            ValueDef::Placeholder => {
                return Err(Box::new(ir::diag::Diagnostic::error(
                    ir::context::Loc::UNKNOWN,
                    "invalid value",
                )))
            }
        };
        let nb = forall_num_bounds(ctx, op);
        let Some(&out) = ctx.operand_vec(op).get(nb + k) else {
            return Err(error(ctx, op, "failed to bufferize op"));
        };
        rw.buffer_type_with(out, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let rank = forall_rank(rw.ctx, op);
        let nb = forall_num_bounds(rw.ctx, op);
        let operands = rw.ctx.operand_vec(op);
        let mut buffers = Vec::new();
        for &o in &operands[nb..] {
            buffers.push(rw.get_buffer(o)?);
        }
        let old_body = body_block(rw.ctx, op);
        let old_args = rw.ctx.block_args(old_body).to_vec();
        rw.set_block_start(old_body);
        for (&a, &b) in old_args[rank..].iter().zip(&buffers) {
            let t = rw.ctx.value_type(a);
            let tt = rw.value(&dialects::bufferization::TO_TENSOR, &[b], t, Vec::new());
            rw.ctx.replace_all_uses(a, tt);
        }
        let segs = dialects::common::operand_segments(rw.ctx, op);
        let sizes: Vec<usize> = segs.iter().take(3).map(|s| s.len()).chain([0]).collect();
        let seg = rw.segments(&sizes);
        let mut attrs = attrs_of(rw.ctx, op);
        for (k, a) in attrs.iter_mut() {
            if k == "operandSegmentSizes" {
                *a = seg;
            }
        }
        let refs: Vec<(&str, Attr)> = attrs.iter().map(|(k, a)| (k.as_str(), *a)).collect();
        let iv_types: Vec<Type> = old_args[..rank]
            .iter()
            .map(|&a| rw.ctx.value_type(a))
            .collect();
        let (region, block) = ir::builder::region_with_block(rw.ctx, &iv_types);
        rw.set_before(op);
        rw.create(
            &dialects::scf::FORALL,
            &operands[..nb],
            &[],
            refs,
            vec![region],
        );
        let new_args = rw.ctx.block_args(block).to_vec();
        for (&o, &n) in old_args[..rank].iter().zip(&new_args) {
            rw.ctx.replace_all_uses(o, n);
        }
        rw.ctx.splice_block_ops(old_body, block, None);
        rw.replace_op_with_buffers(op, &buffers);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use dialects::scf::*;

    #[test]
    fn models_are_registered() {
        let r = crate::models::registry();
        for def in [&EXECUTE_REGION, &INDEX_SWITCH, &WHILE, &CONDITION, &FORALL] {
            assert!(r.get(def).is_some(), "{}", def.name);
        }
        // The terminator of scf.forall has no tensor operands: no model needed.
        assert!(r.get(&IN_PARALLEL).is_none());
    }
}
