//! Models of `scf.for`, `scf.if` and `scf.yield`.

use super::idx;
use crate::interface::{out_of_place_tensor, resolve_operand_conflicts};
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation, TypeSource,
    TypeSources,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::{Context, Op, Region, Type, Use, Value};

/// Registers the models of the scf dialect defined here (the others are in `scf_ext`).
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::scf::FOR, &For);
    r.add(&dialects::scf::IF, &If);
    r.add(&dialects::scf::YIELD, &Yield);
}

pub(crate) fn body_block(ctx: &Context, op: Op) -> ir::Block {
    ctx.region_blocks(ctx.regions_of(op)[0])[0]
}

fn is_tensor(ctx: &Context, v: Value) -> bool {
    ctx.type_kind(ctx.value_type(v)).is_tensor()
}

// ----- scf.for -----

/// `scf.for`: loop-carried tensors become loop-carried buffers.
struct For;

/// The iter_arg block argument tied to init operand `i` (operand index).
fn for_iter_arg(ctx: &Context, op: Op, operand_idx: usize) -> Value {
    ctx.block_args(body_block(ctx, op))[operand_idx - 3 + 1]
}
fn for_yielded(ctx: &Context, op: Op, result_idx: usize) -> Value {
    let y = ctx
        .terminator(body_block(ctx, op))
        .expect("scf.for terminator");
    ctx.operand(y, result_idx)
}

fn for_relation(s: &State, ctx: &Context, op: Op, result_idx: usize) -> Relation {
    let bb = for_iter_arg(ctx, op, result_idx + 3);
    if s.are_equivalent(bb, for_yielded(ctx, op, result_idx)) {
        Relation::Equivalent
    } else {
        Relation::Unknown
    }
}

/// Every alias of `v` is defined inside `region` (or is one of `exceptions`).
pub(crate) fn does_not_alias_external(
    s: &State,
    ctx: &Context,
    v: Value,
    region: Region,
    exceptions: &[Value],
) -> bool {
    // Values made after the analysis (copies it asked for) are in none of
    // its alias sets: MLIR's alias queries on them visit nothing, not even
    // the value itself.
    if s.alias.value_bound().is_some_and(|n| v.index() >= n) {
        return true;
    }
    // Which regions lie strictly inside `region`, learned along the way: an
    // alias set spanning a nest has members at every level, and each walked
    // up the nest (cubic in depth over the loops of a nest whose tensors
    // are swapped at each level).
    let mut inside: rustc_hash::FxHashMap<Region, bool> = Default::default();
    let mut properly_inside = |r: Region| {
        let mut chain: smallvec::SmallVec<[Region; 8]> = smallvec::SmallVec::new();
        let mut cur = r;
        let answer = loop {
            if let Some(&known) = inside.get(&cur) {
                break known;
            }
            chain.push(cur);
            let Some(up) = ctx.region_parent(cur).and_then(|p| ctx.parent_region(p)) else {
                break false;
            };
            if up == region {
                break true;
            }
            cur = up;
        };
        for c in chain {
            inside.insert(c, answer);
        }
        answer
    };
    for a in s.alias.members(v) {
        if exceptions.contains(&a) {
            continue;
        }
        match ctx.value(a).def {
            ValueDef::Arg(b, _) => {
                if !ctx.block_parent(b).is_some_and(&mut properly_inside) {
                    return false;
                }
            }
            ValueDef::Result(o, _) => {
                let r = ctx.parent_region(o);
                if !r.is_some_and(|r| r == region || properly_inside(r)) {
                    return false;
                }
            }
            ValueDef::Placeholder => return false,
        }
    }
    true
}

/// MLIR's `computeLoopRegionIterArgBufferType`.
pub(crate) fn loop_iter_arg_type(
    rw: &mut Rewriter,
    op: Op,
    iter_arg: Value,
    init: Value,
    yielded: Value,
    stack: &mut Vec<Value>,
) -> DResult<Type> {
    let init_t = rw.buffer_type_with(init, stack)?;
    if stack.iter().filter(|&&v| v == iter_arg).count() >= 2 {
        return Ok(init_t);
    }
    let yt = rw.ctx.value_type(yielded);
    let yielded_t = if rw.ctx.type_kind(yt).is_memref() {
        yt
    } else {
        rw.buffer_type_with(yielded, stack)?
    };
    if init_t == yielded_t {
        return Ok(yielded_t);
    }
    if rw.memory_space(init_t) != rw.memory_space(yielded_t) {
        return Err(error(
            rw.ctx,
            op,
            format!(
                "'{}' op init_arg and yielded value bufferize to inconsistent memory spaces",
                rw.ctx.op_name(op)
            ),
        ));
    }
    let space = rw.memory_space(yielded_t);
    let t = rw.ctx.value_type(iter_arg);
    Ok(rw.fully_dynamic_type(t, space))
}

/// What `loop_iter_arg_type` is made of: the init value's buffer type and
/// the yielded value's (taken as it is once the yield is bufferized).
pub(crate) fn loop_iter_arg_sources(init: Value, yielded: Value) -> TypeSources {
    TypeSources::Widen(smallvec::smallvec![
        TypeSource {
            value: init,
            memref_as_is: false,
            skipped_on_cycle: false,
        },
        TypeSource {
            value: yielded,
            memref_as_is: true,
            skipped_on_cycle: true,
        },
    ])
}

/// The loop may run zero times (bounds not both constant, or upper <= lower): then its
/// results are its init values.
fn may_have_zero_iterations(ctx: &Context, op: Op) -> bool {
    let bound = |i| dialects::arith::constant_int_value(ctx, ctx.operand(op, i));
    match (bound(0), bound(1)) {
        (Some(lb), Some(ub)) => ub <= lb,
        _ => true,
    }
}

impl BufferizableOp for For {
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool {
        let op = ctx.use_data(u).owner;
        may_have_zero_iterations(ctx, op)
            || s.is_value_read(ctx, for_iter_arg(ctx, op, idx(ctx, u)))
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let i = idx(ctx, u);
        if i < 3 {
            return AliasList::new();
        }
        let rel = for_relation(s, ctx, op, i - 3);
        smallvec::smallvec![AliasingValue {
            value: ctx.result(op, i - 3),
            relation: rel,
            definite: rel == Relation::Equivalent,
        }]
    }
    fn aliasing_operands(&self, s: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        crate::interface::loop_init_aliasing_operands(self, s, ctx, v, 3)
    }
    fn repetitive_region(&self, _: &Context, _: Op, _: usize) -> bool {
        true
    }
    fn verify_analysis(&self, s: &State, ctx: &Context, op: Op) -> DResult<()> {
        if s.opts.allow_return_allocs_from_loops {
            return Ok(());
        }
        for (i, &r) in ctx.results(op).iter().enumerate() {
            if !is_tensor(ctx, r) {
                continue;
            }
            if for_relation(s, ctx, op, i) != Relation::Equivalent {
                let y = ctx.terminator(body_block(ctx, op)).expect("terminator");
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
        let body = body_block(rw.ctx, op);
        let region = rw.ctx.regions_of(op)[0];
        let y = rw.ctx.terminator(body).expect("terminator");
        rw.set_before(y);
        let inits = rw.ctx.operand_vec(op)[3..].to_vec();
        let yielded = rw.ctx.operand_vec(y);
        for (i, &v) in yielded.iter().enumerate() {
            if !inits.get(i).is_some_and(|&x| is_tensor(rw.ctx, x)) {
                continue;
            }
            let bb = rw.ctx.block_args(body)[i + 1];
            if does_not_alias_external(s, rw.ctx, v, region, &[bb]) {
                continue;
            }
            let what = format!("yielded value #{i}");
            let why = "the value yielded to the next iteration may alias a buffer defined outside the loop";
            let because = crate::explain::Because::Rule(why);
            let alloc = out_of_place_tensor(rw, y, &what, v, true, because)?;
            rw.ctx.set_operand(y, i, alloc);
        }
        Ok(())
    }
    fn buffer_type_sources(&self, _: &State, ctx: &Context, v: Value) -> TypeSources {
        match ctx.value(v).def {
            ValueDef::Result(op, i) => TypeSources::forward(for_iter_arg(ctx, op, i as usize + 3)),
            ValueDef::Arg(b, i) if i > 0 => {
                let Some(op) = ctx.block_parent_op(b) else {
                    return TypeSources::Opaque;
                };
                let ri = i as usize - 1;
                loop_iter_arg_sources(ctx.operand(op, ri + 3), for_yielded(ctx, op, ri))
            }
            _ => TypeSources::Opaque,
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ctx = &*rw.ctx;
        let (op, ri) = match ctx.value(v).def {
            ValueDef::Result(op, i) => {
                let bb = for_iter_arg(ctx, op, i as usize + 3);
                return rw.buffer_type_with(bb, stack);
            }
            ValueDef::Arg(b, i) => (ctx.block_parent_op(b).expect("parent"), i as usize - 1),
            ValueDef::Placeholder => unreachable!(),
        };
        let init = ctx.operand(op, ri + 3);
        let yielded = for_yielded(ctx, op, ri);
        loop_iter_arg_type(rw, op, v, init, yielded, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands = rw.ctx.operand_vec(op);
        let old_body = body_block(rw.ctx, op);
        let results = rw.ctx.results(op).to_vec();
        let mut inits = Vec::new();
        for &v in &operands[3..] {
            inits.push(rw.get_buffer(v)?);
        }
        let mut casted = Vec::new();
        let mut res_types = Vec::new();
        for (i, &init) in inits.iter().enumerate() {
            if !is_tensor(rw.ctx, results[i]) {
                casted.push(init);
                res_types.push(rw.ctx.value_type(init));
                continue;
            }
            let t = rw.buffer_type(results[i])?;
            casted.push(rw.cast_buffer(init, t));
            res_types.push(t);
        }
        let region = rw.ctx.new_region();
        let block = rw.ctx.new_block();
        let iv_t = rw.ctx.value_type(rw.ctx.block_args(old_body)[0]);
        // Where MLIR's `scf.for` builder puts them: the induction variable
        // at the loop, each iteration argument at its initial value.
        let iv = rw.ctx.add_block_arg(block, iv_t);
        let loop_loc = rw.ctx.loc(op);
        rw.ctx.set_arg_loc(iv, loop_loc);
        let mut new_args = Vec::new();
        for (&t, &init) in res_types.iter().zip(&casted) {
            let a = rw.ctx.add_block_arg(block, t);
            let at = rw.ctx.value_loc(init);
            rw.ctx.set_arg_loc(a, at);
            new_args.push(a);
        }
        rw.ctx.append_block(region, block);
        let mut new_operands = operands[..3].to_vec();
        new_operands.extend(&casted);
        let attrs: Vec<(String, ir::Attr)> = rw
            .ctx
            .op(op)
            .attrs
            .iter()
            .map(|(k, a)| (rw.ctx.str(*k).to_string(), *a))
            .collect();
        let attr_refs: Vec<(&str, ir::Attr)> =
            attrs.iter().map(|(k, a)| (k.as_str(), *a)).collect();
        let new_for = rw.create(
            &dialects::scf::FOR,
            &new_operands,
            &res_types,
            attr_refs,
            vec![region],
        );
        rw.set_block_start(block);
        let old_args = rw.ctx.block_args(old_body).to_vec();
        let mut repl = vec![iv];
        for (i, &a) in new_args.iter().enumerate() {
            let old = old_args[i + 1];
            if is_tensor(rw.ctx, old) {
                let t = rw.ctx.value_type(old);
                repl.push(rw.value(&dialects::bufferization::TO_TENSOR, &[a], t, Vec::new()));
            } else {
                repl.push(a);
            }
        }
        for (o, n) in old_args.iter().zip(&repl) {
            rw.ctx.replace_all_uses(*o, *n);
        }
        rw.ctx.splice_block_ops(old_body, block, None);
        let new_results = rw.ctx.results(new_for).to_vec();
        rw.replace_op_with_buffers(op, &new_results);
        Ok(())
    }
}

// ----- scf.if -----

/// `scf.if`: each result is a maybe-alias of the values both branches yield.
struct If;

fn if_yields(ctx: &Context, op: Op) -> Vec<Op> {
    ctx.regions_of(op)
        .iter()
        .filter_map(|&r| ctx.region_blocks(r).first().copied())
        .filter_map(|b| ctx.terminator(b))
        .collect()
}

impl BufferizableOp for If {
    no_operand_access!();
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return AliasList::new();
        };
        if_yields(ctx, op)
            .into_iter()
            .filter_map(|y| ctx.op(y).operands.get(i as usize).copied())
            .map(|u| AliasingOperand {
                operand: u,
                relation: Relation::Equivalent,
                definite: false,
            })
            .collect()
    }
    fn exclusive_regions(&self) -> bool {
        true
    }
    fn buffer_type_sources(&self, _: &State, ctx: &Context, v: Value) -> TypeSources {
        let ValueDef::Result(op, i) = ctx.value(v).def else {
            return TypeSources::Opaque;
        };
        let yields = if_yields(ctx, op);
        if yields.is_empty() {
            return TypeSources::Opaque;
        }
        TypeSources::widen_typed(yields.iter().map(|&y| ctx.operand(y, i as usize)))
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ValueDef::Result(op, i) = rw.ctx.value(v).def else {
            unreachable!()
        };
        let yields = if_yields(rw.ctx, op);
        let mut types = Vec::new();
        for y in yields {
            let val = rw.ctx.operand(y, i as usize);
            let t = rw.ctx.value_type(val);
            if rw.ctx.type_kind(t).is_memref() {
                types.push(t);
            } else {
                types.push(rw.buffer_type_with(val, stack)?);
            }
        }
        if types.len() == 2 && types[0] != types[1] {
            if rw.memory_space(types[0]) != rw.memory_space(types[1]) {
                return Err(error(
                    rw.ctx,
                    op,
                    "inconsistent memory space on then/else branches",
                ));
            }
            let space = rw.memory_space(types[0]);
            let t = rw.ctx.value_type(v);
            return Ok(rw.fully_dynamic_type(t, space));
        }
        Ok(types[0])
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
        let cond = dialects::scf::If(op).condition(rw.ctx);
        let old_regions = rw.ctx.regions_of(op).to_vec();
        let mut regions = Vec::new();
        for r in old_regions {
            let nr = rw.ctx.new_region();
            rw.ctx.take_region_blocks(r, nr);
            regions.push(nr);
        }
        rw.set_before(op);
        let new_if = rw.create(&dialects::scf::IF, &[cond], &types, Vec::new(), regions);
        let nr = rw.ctx.results(new_if).to_vec();
        rw.replace_op_with_buffers(op, &nr);
        Ok(())
    }
}

// ----- scf.yield -----

/// `scf.yield`: forwards its operands to the parent op's results or next iteration.
struct Yield;

/// Yields whose operands alias the parent's results, as in MLIR: `scf.if`
/// (maybe) and `scf.execute_region` (definitely); `scf.index_switch` yields
/// create no alias.
fn yield_parent_aliases(ctx: &Context, op: Op) -> bool {
    ctx.parent_op(op).is_some_and(|p| {
        ctx.isa(p, &dialects::scf::IF) || ctx.isa(p, &dialects::scf::EXECUTE_REGION)
    })
}

impl BufferizableOp for Yield {
    yield_analysis!();
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        if !yield_parent_aliases(ctx, op) {
            return AliasList::new();
        }
        let p = ctx.parent_op(op).expect("parent");
        smallvec::smallvec![AliasingValue {
            value: ctx.result(p, idx(ctx, u)),
            relation: Relation::Equivalent,
            definite: ctx.isa(p, &dialects::scf::EXECUTE_REGION),
        }]
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let Some(parent) = rw.ctx.parent_op(op) else {
            return Err(error(rw.ctx, op, "unsupported scf::YieldOp parent"));
        };
        use dialects::scf::{EXECUTE_REGION, FOR, IF, INDEX_SWITCH, WHILE};
        let parent_is = |def| rw.ctx.isa(parent, def);
        let (in_execute_region, in_while) = (parent_is(&EXECUTE_REGION), parent_is(&WHILE));
        if !(in_execute_region || in_while || [&IF, &FOR, &INDEX_SWITCH].into_iter().any(parent_is))
        {
            return Err(error(rw.ctx, op, "unsupported scf::YieldOp parent"));
        }
        let vals = rw.ctx.operand_vec(op);
        let mut new_vals = Vec::new();
        for (i, &v) in vals.iter().enumerate() {
            if !is_tensor(rw.ctx, v) {
                new_vals.push(v);
                continue;
            }
            let buf = rw.get_buffer(v)?;
            let target = if in_execute_region {
                None
            } else if in_while {
                Some(rw.ctx.block_args(body_block(rw.ctx, parent))[i])
            } else {
                Some(rw.ctx.result(parent, i))
            };
            match target {
                Some(r) => {
                    let t = rw.buffer_type(r)?;
                    new_vals.push(rw.cast_buffer(buf, t));
                }
                None => new_vals.push(buf),
            }
        }
        rw.replace_with_new(op, &dialects::scf::YIELD, &new_vals, &[], Vec::new());
        Ok(())
    }
}
