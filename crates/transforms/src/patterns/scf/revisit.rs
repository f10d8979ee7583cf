//! Revisit keys of `scf.for`, `scf.while` and `scf.if`: everything their
//! patterns (their own and the shared region-branch ones) read, as a list of
//! words.
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
//!   (the pattern then reads the if's regions). The if's condition changes
//!   without touching the loop when its value's uses are replaced or the if
//!   folds a negation; only a condition that is an argument of the before
//!   block is safe (replacing it takes its last use, which touches the
//!   loop), so a loop whose if has another is a guard (below).
//!
//!
//! `scf.if` (exactly one block in its then region and at most one in its
//! else region, else the key declines), per pattern in the driver's order,
//! and its fold:
//! - the fold (a negated condition) and `RemoveStaticCondition` read the
//!   op defining the condition: one of arith's or a constant declines,
//!   any other op can neither be nor become an `arith.xori` or a constant;
//! - `CombineIfs` reads the op before, and when it is an `scf.if` its
//!   condition and the ops defining both conditions: an `scf.if` before
//!   declines; any other op fails at once (its id is in the key);
//! - `CombineNestedIfs` reads the then block's first op, and when it is an
//!   `scf.if`, the ops of both blocks and that op's blocks and yields: an
//!   `scf.if` first declines; any other op fails at once;
//! - `ConditionPropagation` reads the users of the condition, anywhere in
//!   the op: a condition with another use than the op's declines (a use
//!   added deep in the op touches nothing the log records for the op);
//! - `ConvertTrivialIfToSelect`, `RemoveEmptyElseBranch` and
//!   `ReplaceIfYieldWithConditionOrValue`: the number of results and their
//!   use state, both blocks' first and last ops, the yielded values, for
//!   each whether it is defined in the op and in the yielding region, and
//!   the constant defining it;
//! - the shared patterns: the yields' operands (the yields are the blocks'
//!   last ops, fixed by id), the results' use state and whether a yielded
//!   value is defined in the op.
//!
//! The condition's uses and the op before are not recorded by the touch log
//! for the op or the ops above it (an op inserted before one at the top of
//! the path touches the `func.func`, a use added to a used value touches
//! nothing), so the key of an `scf.if` is checked again whenever a deferred
//! run holding it is dropped (a guard, see `canonicalize::worklist`), as is
//! that of an `scf.while` whose `scf.if` before `scf.condition` is on a
//! value other than an argument of the before block.
//!
//! Op names never change, except between arith ops (in-place folds): the
//! names of the ops the key checks by id are fixed.

use dialects::scf::If;
use ir::{Context, Op, Value};

/// Writes the revisit key of an op to `out`; false when the op's patterns
/// read something the key cannot capture (the op is then always processed).
pub(crate) type RevisitKeyFn = fn(&Context, Op, &mut Vec<u64>) -> bool;

/// The revisit key of an op definition.
pub(crate) struct RevisitKey {
    pub(crate) key: RevisitKeyFn,
    /// The names of the patterns the key was audited for, in the order the
    /// driver tries them: the key is only used while the op's pattern list
    /// is exactly that one.
    pub(crate) audited: &'static [&'static str],
    /// Whether the key of the op, as it is now, reads what the touch log
    /// does not record for the op or the ops above it: the driver then keys
    /// the op again before it drops it with a deferred run (a guard, see
    /// `canonicalize::worklist`).
    pub(crate) guard: GuardFn,
}

/// See [`RevisitKey::guard`].
pub(crate) type GuardFn = fn(&Context, Op) -> bool;

/// The revisit key of an op definition, if it has one.
pub(crate) fn revisit_key_fn(def: &'static ir::OpDef) -> Option<RevisitKey> {
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
    const IF: &[&str] = &[
        "CombineIfs",
        "CombineNestedIfs",
        "ConditionPropagation",
        "ConvertTrivialIfToSelect",
        "RemoveEmptyElseBranch",
        "RemoveStaticCondition",
        "ReplaceIfYieldWithConditionOrValue",
        SHARED[0],
        SHARED[1],
        SHARED[2],
    ];
    let (key, audited, guard): (RevisitKeyFn, _, GuardFn) =
        if std::ptr::eq(def, &dialects::scf::FOR) {
            (for_key, FOR, |_, _| false)
        } else if std::ptr::eq(def, &dialects::scf::WHILE) {
            (while_key, WHILE, while_guard)
        } else if std::ptr::eq(def, &dialects::scf::IF) {
            (if_key, IF, |_, _| true)
        } else {
            return None;
        };
    Some(RevisitKey {
        key,
        audited,
        guard,
    })
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

/// The `scf.if` before `scf.condition` has a condition that is not an
/// argument of the before block: replacing that value's uses, or the
/// negated-condition fold of the if, changes what `WhileMoveIfDown` reads
/// without touching the loop (an argument's replacement takes its last use,
/// which touches the loop).
fn while_guard(ctx: &Context, op: Op) -> bool {
    let Some(before) = ctx.regions_of(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return false;
    };
    let Some(if_op) = ctx
        .last_op(before)
        .and_then(|c| ctx.prev_op(c))
        .and_then(|p| ctx.view::<If>(p))
    else {
        return false;
    };
    ctx.value_block(if_op.condition(ctx)) != Some(before)
        || ctx.defining_op(if_op.condition(ctx)).is_some()
}

/// A value yielded from region `r` of `op`: whether it is defined in a
/// block of `op` (the shared patterns' `defined_before`) and in one of `r`
/// (`ConvertTrivialIfToSelect`), and the constant defining it
/// (`ReplaceIfYieldWithConditionOrValue`).
fn yielded_words(ctx: &Context, op: Op, r: ir::Region, term: Op, out: &mut Vec<u64>) {
    out.push(ctx.num_operands(term) as u64);
    for v in ctx.operands(term) {
        let region = ctx.value_block(v).and_then(|b| ctx.block_parent(b));
        let own = region.and_then(|x| ctx.region_parent(x)) == Some(op);
        out.push(v.index() as u64 | (own as u64) << 32 | ((region == Some(r)) as u64) << 33);
        out.push(id(crate::patterns::attrs::value_constant(ctx, v), |a| {
            a.index()
        }));
    }
}

fn if_key(ctx: &Context, op: Op, out: &mut Vec<u64>) -> bool {
    let &[then_r, else_r] = ctx.regions_of(op) else {
        return false;
    };
    if ctx.num_operands(op) != 1
        || ctx.region_blocks(then_r).len() != 1
        || ctx.region_blocks(else_r).len() > 1
    {
        return false;
    }
    let cond = If(op).condition(ctx);
    if let Some(d) = ctx.defining_op(cond) {
        if ctx.op_name(d).starts_with("arith.")
            || crate::patterns::attrs::constant_value(ctx, d).is_some()
        {
            return false;
        }
    }
    // The one use is the op's own: none lies inside it.
    if !ctx.has_one_use(cond) {
        return false;
    }
    let prev = ctx.prev_op(op);
    if prev.is_some_and(|p| ctx.isa(p, &dialects::scf::IF)) {
        return false;
    }
    op_words(ctx, op, out);
    out.push(id(prev, |p| p.index()));
    for r in [then_r, else_r] {
        let Some(b) = ctx.entry_block(r) else {
            out.push(NONE);
            continue;
        };
        let (Some(first), Some(last)) = (ctx.first_op(b), ctx.last_op(b)) else {
            return false;
        };
        if r == then_r && ctx.isa(first, &dialects::scf::IF) {
            return false;
        }
        out.push(first.index() as u64);
        out.push(last.index() as u64);
        yielded_words(ctx, op, r, last, out);
    }
    true
}
