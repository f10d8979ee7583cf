//! Revisit keys of `scf.for` and `scf.while`: everything their patterns
//! (their own and the shared region-branch ones) read, as a list of words.
//! The greedy driver revisits every enclosing loop of a nest after each
//! rewrite deep in it, as MLIR's does; a revisit whose key equals the key of
//! a visit on which no pattern matched would fail again, and is skipped
//! (the dead-op check and the fold still run). The key is a pure function of
//! the IR it reads, so a key left from an older visit is never wrong, only
//! unmatched.
//!
//! What the patterns read, audited per pattern (a reader that cannot be
//! keyed in constant work makes the key function decline, and the patterns
//! run as before):
//! - the op's operands, attributes and results, the use state of its results
//!   and of its entry blocks' arguments (every region-branch pattern),
//! - the regions' block lists and entry blocks, the entry blocks' first and
//!   last ops and the terminators' operands (successor edges, trivial loops),
//! - for a value flowing along an edge, whether it is defined in one of the
//!   op's own blocks (`defined_before`),
//! - the constants defining the bounds and step (`SimplifyTrivialLoops`);
//!   a body holding only its terminator declines (the pattern then asks
//!   whether each yielded value is defined outside the loop, at any depth),
//! - `ForOpTensorCastFolder`: an init defined by `tensor.cast` declines (the
//!   pattern then reads the cast's uses and types),
//! - `WhileCmpCond`: a condition defined by an arith op declines (the
//!   pattern then reads the users of the after-region arguments),
//! - `WhileMoveIfDown`: the op before `scf.condition` and, when it is an
//!   `scf.if`, its condition; an `scf.if` on the loop's condition declines
//!   (the pattern then reads the if's regions).
//!
//! Op names never change, except between arith ops (in-place folds): the
//! names of the ops the key checks by id are fixed.

use dialects::scf::If;
use ir::{Context, Op, Value};

/// Writes the revisit key of an op to `out`; false when the op's patterns
/// read something the key cannot capture (the op is then always processed).
pub(crate) type RevisitKeyFn = fn(&Context, Op, &mut Vec<u64>) -> bool;

/// The key function of an op definition, with the names of the patterns it
/// was audited for, in the order the driver tries them: the key is only
/// used while the op's pattern list is exactly that one.
pub(crate) fn revisit_key_fn(
    def: &'static ir::OpDef,
) -> Option<(RevisitKeyFn, &'static [&'static str])> {
    const SHARED: [&str; 3] = [
        "MakeRegionBranchOpSuccessorInputsDead",
        "RemoveDuplicateSuccessorInputUses",
        "RemoveDeadRegionBranchOpSuccessorInputs",
    ];
    const FOR: &[&str] = &[
        "SimplifyTrivialLoops",
        "ForOpTensorCastFolder",
        SHARED[0],
        SHARED[1],
        SHARED[2],
    ];
    const WHILE: &[&str] = &[
        "WhileConditionTruth",
        "WhileCmpCond",
        "WhileOpAlignBeforeArgs",
        "WhileMoveIfDown",
        SHARED[0],
        SHARED[1],
        SHARED[2],
    ];
    if std::ptr::eq(def, &dialects::scf::FOR) {
        Some((for_key, FOR))
    } else if std::ptr::eq(def, &dialects::scf::WHILE) {
        Some((while_key, WHILE))
    } else {
        None
    }
}

const NONE: u64 = u64::MAX;

fn id<T>(x: Option<T>, index: impl Fn(T) -> usize) -> u64 {
    x.map_or(NONE, |x| index(x) as u64)
}

/// A value, whether it has uses and whether it is defined in a block of
/// `op`'s own regions.
fn value_word(ctx: &Context, op: Op, v: Value) -> u64 {
    let own = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)) == Some(op);
    v.index() as u64 | (ctx.has_uses(v) as u64) << 32 | (own as u64) << 33
}

fn values(ctx: &Context, op: Op, vs: impl ExactSizeIterator<Item = Value>, out: &mut Vec<u64>) {
    out.push(vs.len() as u64);
    out.extend(vs.map(|v| value_word(ctx, op, v)));
}

/// [`values`] for values whose `own` bit is known: the op's results (defined
/// in the block holding the op, never one of its own) and the arguments of
/// its entry blocks (always its own). The words are the same; the two loads
/// the bit costs are saved on the revisits of every loop of a nest.
fn values_known_own(ctx: &Context, vs: &[Value], own: bool, out: &mut Vec<u64>) {
    out.push(vs.len() as u64);
    out.extend(
        vs.iter()
            .map(|&v| v.index() as u64 | (ctx.has_uses(v) as u64) << 32 | (own as u64) << 33),
    );
}

/// Operands, attributes, results and each region's block list head.
fn op_words(ctx: &Context, op: Op, out: &mut Vec<u64>) {
    let attrs = &ctx.op(op).attrs;
    out.push(attrs.len() as u64);
    out.extend(
        attrs
            .iter()
            .map(|&(k, a)| (k.index() as u64) << 32 | a.index() as u64),
    );
    values(ctx, op, ctx.operands(op), out);
    values_known_own(ctx, ctx.results(op), false, out);
    for &r in ctx.regions_of(op) {
        out.push(ctx.region_blocks(r).len() as u64);
        out.push(id(ctx.entry_block(r), |b| b.index()));
    }
}

/// The entry block's arguments, first op and terminator with its operands;
/// `None` without an entry block or terminator.
fn block_words(ctx: &Context, op: Op, r: ir::Region, out: &mut Vec<u64>) -> Option<(Op, Op)> {
    let b = ctx.entry_block(r)?;
    values_known_own(ctx, ctx.block_args(b), true, out);
    let (first, last) = (ctx.first_op(b)?, ctx.last_op(b)?);
    out.push(first.index() as u64);
    out.push(last.index() as u64);
    values(ctx, op, ctx.operands(last), out);
    Some((first, last))
}

fn for_key(ctx: &Context, op: Op, out: &mut Vec<u64>) -> bool {
    let &[body] = ctx.regions_of(op) else {
        return false;
    };
    if ctx.num_operands(op) < 3 {
        return false;
    }
    op_words(ctx, op, out);
    for v in ctx.operands(op).take(3) {
        out.push(id(crate::patterns::attrs::value_constant(ctx, v), |a| {
            a.index()
        }));
    }
    let tensor_cast_init = ctx.operands(op).skip(3).any(|v| {
        ctx.defining_op(v)
            .is_some_and(|d| ctx.isa(d, &dialects::tensor::CAST))
    });
    if tensor_cast_init {
        return false;
    }
    match block_words(ctx, op, body, out) {
        Some((first, last)) => first != last,
        None => false,
    }
}

fn while_key(ctx: &Context, op: Op, out: &mut Vec<u64>) -> bool {
    let &[before, after] = ctx.regions_of(op) else {
        return false;
    };
    op_words(ctx, op, out);
    let Some((_, cond_op)) = block_words(ctx, op, before, out) else {
        return false;
    };
    if block_words(ctx, op, after, out).is_none() {
        return false;
    }
    out.push(id(ctx.prev_op(cond_op), |p| p.index()));
    if let Some(if_op) = ctx.prev_op(cond_op).and_then(|p| ctx.view::<If>(p)) {
        // The pattern stops at once when the if's condition is not the
        // loop's (the lowered deallocations of a wide loop put an if there).
        let if_cond = if_op.condition(ctx);
        if ctx.operands(cond_op).next() == Some(if_cond) {
            return false;
        }
        out.push(value_word(ctx, op, if_cond));
    }
    let arith_cond = ctx
        .operands(cond_op)
        .next()
        .and_then(|c| ctx.defining_op(c))
        .is_some_and(|d| ctx.op_name(d).starts_with("arith."));
    !arith_cond
}
