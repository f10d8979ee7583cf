//! `minimize-copies`, a one-shot-bufferize option of bufopt's own: before
//! the analysis, rewrites of the tensor program that let the bufferization
//! copy and allocate less, each kept only when it is measured to pay.
//!
//! One-Shot Analysis decides greedily on the program as written, so two
//! patterns cost copies that a different program with the same meaning
//! avoids:
//! - a value computed in a fresh buffer (from `tensor.empty`) and then
//!   inserted into a destination is computed in a buffer of its own and
//!   copied (`gen.py llm`: the keys and values of every layer are inserted
//!   into the caches): `Rewrite::ComputeInDestination` computes it in the
//!   destination's subset instead (the `eliminate-empty-tensors` rewrite);
//! - a read of a tensor placed after an op that overwrites it in place (a
//!   `tensor.extract` of the old value after a `tensor.insert`) forces the
//!   writer out of place: `Rewrite::ReadBeforeOverwrite` moves side-effect
//!   free reads up to their operands' definitions, before such writers;
//! - every `tensor.empty` allocates, even where an earlier buffer of the same
//!   type is dead (`gen.py llm`: seven per layer): `Rewrite::ReuseDeadBuffer`
//!   gives it the earlier empty's value, so one buffer serves both;
//! - a `linalg.copy` of a tensor into a new one allocates and copies even
//!   where the source is dead afterwards and its buffer could be reused:
//!   `Rewrite::ForwardCopies` uses the source instead (a copy's result is
//!   the same value), and the analysis decides whether the source's buffer
//!   may be written in place (a move) or needs a copy after all.
//!
//! After the analysis, one more saving needs no trial: a tensor that copy
//! insertion would copy and whose elements are all one scalar (a splat
//! constant, a `linalg.fill`, a `tensor.splat`, or a view of one) gets a
//! `tensor.splat` instead (`rewrite::splat::rebuild_splat`, called by
//! `interface::out_of_place_tensor`): the same new buffer, filled rather
//! than copied. A tensor is a value, so its definition says what it holds
//! at the copy, whatever the buffers went through.
//!
//! All preserve the tensor program's meaning (an empty tensor's contents are
//! undefined, so any contents may stand for them; a read without effects
//! may run anywhere its operands are defined), so the safety of the copies
//! left out rests on the analysis's conflict rules, as by default. Neither
//! always pays: a rewrite may create a conflict the analysis resolves with a
//! copy elsewhere. So each is tried, on top of those kept: the program is bufferized in a scratch
//! context without it and with it, the copies and allocations of both
//! results are counted per function and loop depth, and the rewrite is
//! kept only when no count grows and some count shrinks
//! ([`Cost::improves_on`]). Counting per depth keeps a saving outside a
//! loop from paying for a copy moved into one. A rewrite that pays in some
//! functions and costs in others is tried once more in those where it
//! costs nothing more. Each trial is one parse and one bufferization, so
//! the option costs a constant number of passes over the program.

use crate::options::Options;
use ir::diag::DResult;
use ir::types::TypeKind;
use ir::{Block, Context, Op};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// One-Shot Bufferize with the given options, as the pass runs it.
pub type Bufferize = fn(&mut Context, Op, &Options) -> DResult<()>;

/// A meaning-preserving rewrite of the tensor program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rewrite {
    /// Values built from `tensor.empty` and inserted into a destination are
    /// computed in the destination's subset (`eliminate-empty-tensors`).
    ComputeInDestination,
    /// Side-effect free reads of a tensor move up to where their operands
    /// are defined, ahead of the ops that may overwrite the tensor.
    ReadBeforeOverwrite,
    /// A `tensor.empty` whose shape another `tensor.empty` of its block
    /// had, all of whose aliases are dead by then, is replaced by it: one
    /// buffer serves both.
    ReuseDeadBuffer,
    /// The result of a `linalg.copy` of a tensor is replaced by its source.
    ForwardCopies,
}

/// The rewrites in the order they are tried, each on top of those kept.
const REWRITES: [Rewrite; 4] = [
    Rewrite::ReadBeforeOverwrite,
    Rewrite::ForwardCopies,
    Rewrite::ComputeInDestination,
    Rewrite::ReuseDeadBuffer,
];

/// What the bufferized program copies and allocates, per place: the
/// module's top-level op it is in (a function, by its position) and its
/// loop depth there (the number of region-holding ops between an op and
/// its function).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    per_place: BTreeMap<(usize, usize), Counts>,
}

/// The copies and allocations at one loop depth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// `memref.copy` ops.
    pub copies: u64,
    /// Bytes those copies move, where their size is static.
    pub copied_bytes: u64,
    /// Buffer allocations.
    pub allocations: u64,
    /// Bytes allocated, where the size is static.
    pub allocated_bytes: u64,
    /// Copies and allocations whose size is not static.
    pub dynamic: u64,
}

impl Counts {
    fn fields(&self) -> [u64; 5] {
        [
            self.copies,
            self.copied_bytes,
            self.allocations,
            self.allocated_bytes,
            self.dynamic,
        ]
    }
}

impl Cost {
    /// No count at any place is larger than `base`'s, and one is smaller.
    pub fn improves_on(&self, base: &Cost) -> bool {
        let zero = Counts::default();
        let mut smaller = false;
        for d in self.per_place.keys().chain(base.per_place.keys()) {
            let mine = self.per_place.get(d).unwrap_or(&zero).fields();
            let theirs = base.per_place.get(d).unwrap_or(&zero).fields();
            for (m, t) in mine.iter().zip(theirs.iter()) {
                if m > t {
                    return false;
                }
                smaller |= m < t;
            }
        }
        smaller
    }

    /// Of the `tops` top-level ops, those (by position) where no count is
    /// larger than `base`'s, and whether some count there is smaller.
    fn places_no_worse(&self, base: &Cost, tops: usize) -> (FxHashSet<usize>, bool) {
        let zero = Counts::default();
        let mut worse = FxHashSet::default();
        let mut smaller = FxHashSet::default();
        for d in self.per_place.keys().chain(base.per_place.keys()) {
            let mine = self.per_place.get(d).unwrap_or(&zero).fields();
            let theirs = base.per_place.get(d).unwrap_or(&zero).fields();
            for (m, t) in mine.iter().zip(theirs.iter()) {
                if m > t {
                    worse.insert(d.0);
                } else if m < t {
                    smaller.insert(d.0);
                }
            }
        }
        let places: FxHashSet<usize> = (0..tops).filter(|t| !worse.contains(t)).collect();
        let gains = smaller.iter().any(|t| !worse.contains(t));
        (places, gains)
    }

    /// The counts summed over all places.
    pub fn total(&self) -> Counts {
        let mut t = Counts::default();
        for c in self.per_place.values() {
            t.copies += c.copies;
            t.copied_bytes += c.copied_bytes;
            t.allocations += c.allocations;
            t.allocated_bytes += c.allocated_bytes;
            t.dynamic += c.dynamic;
        }
        t
    }
}

/// Counts the `memref.copy`, `memref.alloc` and `memref.alloca` ops nested
/// in `root` (bufferized IR), per top-level op of `root` and loop depth.
pub fn cost(ctx: &Context, root: Op) -> Cost {
    let mut c = Cost::default();
    for (i, top) in ctx.child_ops(root).into_iter().enumerate() {
        count_in(ctx, top, i, &mut c);
    }
    c
}

fn count_in(ctx: &Context, top: Op, place: usize, c: &mut Cost) {
    use dialects::memref;
    ctx.walk_pre(top, |op| {
        let copied = ctx.isa(op, &memref::COPY);
        if !copied && !ctx.isa(op, &memref::ALLOC) && !ctx.isa(op, &memref::ALLOCA) {
            return;
        }
        let measured = if copied {
            ctx.operands(op).next()
        } else {
            ctx.results(op).first().copied()
        };
        let bytes = measured.and_then(|v| static_memref_bytes(ctx, ctx.value_type(v)));
        let counts = c.per_place.entry((place, loop_depth(ctx, op))).or_default();
        match (copied, bytes) {
            (true, Some(b)) => {
                counts.copies += 1;
                counts.copied_bytes += b;
            }
            (false, Some(b)) => {
                counts.allocations += 1;
                counts.allocated_bytes += b;
            }
            (true, None) => {
                counts.copies += 1;
                counts.dynamic += 1;
            }
            (false, None) => {
                counts.allocations += 1;
                counts.dynamic += 1;
            }
        }
    });
}

/// The ops with regions around `op`, up to its function.
fn loop_depth(ctx: &Context, op: Op) -> usize {
    let mut depth = 0;
    let mut at = ctx.parent_op(op);
    while let Some(p) = at {
        if ctx.isa(p, &dialects::func::FUNC) || ir::symbols::is_symbol_table(ctx, p) {
            break;
        }
        depth += 1;
        at = ctx.parent_op(p);
    }
    depth
}

/// The size of a statically shaped memref (64-bit `index`).
fn static_memref_bytes(ctx: &Context, t: ir::Type) -> Option<u64> {
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(t) else {
        return None;
    };
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    let bits = ir::types::type_bits(ctx, *elem, 64)?;
    Some(shape.iter().map(|&d| d as u64).product::<u64>() * bits.div_ceil(8))
}

/// Chooses the rewrites that pay on `module` by trial bufferizations and
/// applies them. A program that cannot be bufferized as written (an
/// `scf.for` yielding a buffer that is not its iteration argument's, say)
/// counts as infinitely costly, so a rewrite that makes it bufferizable
/// pays; one that makes the bufferization fail never does.
/// `bufferize` runs the pass (without `minimize-copies`) on a scratch
/// module.
pub fn minimize(
    ctx: &mut Context,
    module: Op,
    opts: &Options,
    bufferize: Bufferize,
) -> DResult<()> {
    let chosen = choose(ctx, module, opts, bufferize);
    for r in &chosen {
        apply_where(ctx, module, r, opts)?;
    }
    Ok(())
}

/// A rewrite, applied to the whole module or only to some of its
/// top-level ops (by position).
type Choice = (Rewrite, Option<FxHashSet<usize>>);

/// The rewrites that pay, in the order to apply them. A rewrite that pays
/// in some functions and costs in others is tried again in those where it
/// costs nothing more (except `ComputeInDestination`, whose pass works on
/// the whole module), and kept there when that pays.
fn choose(ctx: &Context, module: Op, opts: &Options, bufferize: Bufferize) -> Vec<Choice> {
    let text = ir::printer::print_top_level(ctx, module, ir::printer::PrintOptions::default());
    let trial_opts = Options {
        minimize_copies: false,
        explain_copies: false,
        print_conflicts: false,
        test_analysis_only: false,
        dump_alias_sets: false,
        ..opts.clone()
    };
    let mut best = trial(ctx, &text, &[], &trial_opts, bufferize);
    let mut chosen: Vec<Choice> = Vec::new();
    for r in REWRITES {
        chosen.push((r, None));
        let outcome = trial(ctx, &text, &chosen, &trial_opts, bufferize);
        chosen.pop();
        let places = match (outcome, &best) {
            (Some(c), None) => {
                best = Some(c);
                chosen.push((r, None));
                continue;
            }
            (Some(c), Some(b)) if c.improves_on(b) => {
                best = Some(c);
                chosen.push((r, None));
                continue;
            }
            (Some(c), Some(b)) if r != Rewrite::ComputeInDestination => {
                match c.places_no_worse(b, ctx.child_ops(module).len()) {
                    (places, true) => places,
                    _ => continue,
                }
            }
            _ => continue,
        };
        chosen.push((r, Some(places)));
        match (trial(ctx, &text, &chosen, &trial_opts, bufferize), &best) {
            (Some(c), Some(b)) if c.improves_on(b) => best = Some(c),
            _ => {
                chosen.pop();
            }
        }
    }
    chosen
}

/// The cost of bufferizing `text` (the module printed) after `rewrites`, in
/// a scratch context; None when any step fails.
fn trial(
    ctx: &Context,
    text: &str,
    rewrites: &[Choice],
    opts: &Options,
    bufferize: Bufferize,
) -> Option<Cost> {
    let mut scratch = Context::new(ctx.registry);
    let parse = ir::parser::ParseOptions {
        allow_unregistered: true,
    };
    let module = ir::parser::parse_source(&mut scratch, "minimize-copies", text, &parse).ok()?;
    for r in rewrites {
        apply_where(&mut scratch, module, r, opts).ok()?;
    }
    bufferize(&mut scratch, module, opts).ok()?;
    drop_self_copies(&mut scratch, module);
    Some(cost(&scratch, module))
}

/// Applies a chosen rewrite to the module, or to the top-level ops it
/// names.
fn apply_where(ctx: &mut Context, module: Op, choice: &Choice, opts: &Options) -> DResult<()> {
    match &choice.1 {
        None => apply(ctx, module, choice.0, opts),
        Some(places) => {
            for (i, top) in ctx.child_ops(module).into_iter().enumerate() {
                if places.contains(&i) {
                    apply(ctx, top, choice.0, opts)?;
                }
            }
            Ok(())
        }
    }
}

fn apply(ctx: &mut Context, module: Op, r: Rewrite, opts: &Options) -> DResult<()> {
    match r {
        Rewrite::ReuseDeadBuffer => {
            reuse_dead_buffers(ctx, module, opts);
            Ok(())
        }
        Rewrite::ComputeInDestination => crate::eliminate_empty_tensors::run(ctx, module),
        Rewrite::ReadBeforeOverwrite => {
            read_before_overwrite(ctx, module);
            Ok(())
        }
        Rewrite::ForwardCopies => {
            forward_copies(ctx, module);
            Ok(())
        }
    }
}

/// Replaces the tensor result of every `linalg.copy` whose input has the
/// result's type by that input, and erases the copy: the result is the
/// same value. Where the input's buffer is read afterwards or not
/// writable, the analysis copies it again (the trial counts that).
fn forward_copies(ctx: &mut Context, root: Op) {
    let mut copies = Vec::new();
    ctx.walk_pre(root, |op| {
        if ctx.def(op).is_some_and(dialects::linalg_named::is_copy) {
            copies.push(op);
        }
    });
    for op in copies {
        let (inputs, inits) = dialects::linalg::dps_operands(ctx, op);
        let ([input], [_], [result]) = (&inputs[..], &inits[..], ctx.results(op)) else {
            continue;
        };
        let (input, result) = (*input, *result);
        if ctx.value_type(input) != ctx.value_type(result)
            || !ctx.type_kind(ctx.value_type(result)).is_tensor()
        {
            continue;
        }
        ctx.replace_all_uses(result, input);
        ctx.erase_op(op);
    }
}

/// Gives each statically shaped `tensor.empty` the value of an earlier
/// `tensor.empty` of the same type in its block whose aliases are all dead
/// by then (none used at or after it), so that the bufferization allocates
/// one buffer for both. The replaced empty's aliases keep the buffer until
/// they die, and then a later empty may take it again. An empty's contents
/// are undefined, so any tensor of its type may stand for it; whether the
/// buffer is free is what the analysis decides after the rewrite, and a
/// conflict it finds costs a copy, which the trial counts. Linear in the
/// aliases of the empties (each empty's are visited once).
fn reuse_dead_buffers(ctx: &mut Context, root: Op, opts: &Options) {
    let s = crate::state::State::new(opts.clone(), false, crate::models::for_context(ctx));
    for b in blocks_under(ctx, root) {
        let replacements = dead_buffer_reuses(ctx, &s, b);
        for (empty, by) in replacements {
            let v = ctx.result(empty, 0);
            ctx.replace_all_uses(v, by);
            ctx.erase_op(empty);
        }
    }
}

/// Every block nested in `root`.
fn blocks_under(ctx: &Context, root: Op) -> Vec<Block> {
    let mut blocks = Vec::new();
    ctx.walk_pre(root, |op| {
        for &r in ctx.regions_of(op) {
            blocks.extend_from_slice(ctx.region_blocks(r));
        }
    });
    blocks
}

/// The empties of block `b` to replace, each with the value that stands for
/// it.
fn dead_buffer_reuses(ctx: &Context, s: &crate::state::State, b: Block) -> Vec<(Op, ir::Value)> {
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    let index: FxHashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let is_empty = |op: Op| {
        ctx.isa(op, &dialects::tensor::EMPTY)
            && ctx.num_operands(op) == 0
            && ctx.results(op).len() == 1
            && ctx.has_uses(ctx.result(op, 0))
    };
    // The empties whose buffer is free from each index on.
    let mut freed: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (i, &op) in ops.iter().enumerate() {
        if is_empty(op) {
            if let Some(last) = last_alias_use(ctx, s, b, &index, ctx.result(op, 0)) {
                freed.entry(last + 1).or_default().push(i);
            }
        }
    }
    if freed.is_empty() {
        return Vec::new();
    }
    // Per empty index: the value whose buffer it has (its own, or the one it
    // was given).
    let mut holder: FxHashMap<usize, ir::Value> = FxHashMap::default();
    let mut free: FxHashMap<ir::Type, Vec<ir::Value>> = FxHashMap::default();
    let mut out = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        for &e in freed.get(&i).map(Vec::as_slice).unwrap_or(&[]) {
            let v = holder.get(&e).copied().unwrap_or(ctx.result(ops[e], 0));
            free.entry(ctx.value_type(v)).or_default().push(v);
        }
        if !is_empty(op) {
            continue;
        }
        let ty = ctx.value_type(ctx.result(op, 0));
        if let Some(v) = free.get_mut(&ty).and_then(|f| f.pop()) {
            holder.insert(i, v);
            out.push((op, v));
        }
    }
    out
}

/// The index in block `b` of the last op that uses `v` or any value that
/// may alias it (following the aliases the ops' models declare; every
/// tensor result of an op whose nested ops use one, since a region may
/// yield it); None when an op without a model uses one (it may keep it).
fn last_alias_use(
    ctx: &Context,
    s: &crate::state::State,
    b: Block,
    index: &FxHashMap<Op, usize>,
    v: ir::Value,
) -> Option<usize> {
    let mut last = 0;
    let mut seen: rustc_hash::FxHashSet<ir::Value> = Default::default();
    let mut work = vec![v];
    seen.insert(v);
    while let Some(x) = work.pop() {
        for u in ctx.uses(x) {
            let owner = ctx.use_data(u).owner;
            s.model(ctx, owner)?;
            let mut at = owner;
            while ctx.parent_block(at) != Some(b) {
                at = ctx.parent_op(at)?;
            }
            last = last.max(*index.get(&at)?);
            let mut next: Vec<ir::Value> =
                s.aliasing_values(ctx, u).iter().map(|a| a.value).collect();
            if at != owner {
                next.extend(ctx.results(at).iter().copied());
            }
            for n in next {
                if ctx.type_kind(ctx.value_type(n)).is_tensor() && seen.insert(n) {
                    work.push(n);
                }
            }
        }
    }
    Some(last)
}

/// Moves every side-effect free read of a tensor (an op without regions or
/// tensor results, with a tensor operand that an earlier op of its block
/// also uses) up to just after the last definition of its operands in its
/// block, keeping the moved ops in their order. Linear: each op is visited
/// once, each use once per level of nesting.
fn read_before_overwrite(ctx: &mut Context, root: Op) {
    for b in blocks_under(ctx, root) {
        hoist_reads_in_block(ctx, b);
    }
}

/// Where a moved op goes: after the op of the block at this original index,
/// or at the block's start.
type Anchor = Option<usize>;

fn hoist_reads_in_block(ctx: &mut Context, b: Block) {
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    let hoistable: Vec<bool> = ops.iter().map(|&op| is_hoistable_read(ctx, op)).collect();
    let first_use = first_use_by_other_ops(ctx, &ops, &hoistable);
    // Original index of each op left in place; the anchor of each moved op.
    let mut index: FxHashMap<Op, usize> = FxHashMap::default();
    let mut moved: FxHashMap<Op, Anchor> = FxHashMap::default();
    // The last op moved to each anchor: the next goes after it.
    let mut tail: FxHashMap<Anchor, Op> = FxHashMap::default();
    for (i, &op) in ops.iter().enumerate() {
        let follows_other_use = || {
            ctx.operands(op)
                .any(|v| first_use.get(&v).is_some_and(|&first| first < i))
        };
        if !hoistable[i] || !follows_other_use() {
            index.insert(op, i);
            continue;
        }
        let mut anchor: Anchor = None;
        for v in ctx.operands(op) {
            let Some(d) = ctx.defining_op(v) else {
                continue;
            };
            let at = match (index.get(&d), moved.get(&d)) {
                (Some(&p), _) => Some(p),
                (None, Some(&a)) => a,
                // Defined outside the block.
                (None, None) => None,
            };
            anchor = anchor.max(at);
        }
        let after = tail.get(&anchor).copied().or(anchor.map(|a| ops[a]));
        match after {
            Some(a) => ctx.move_op_after(op, a),
            None => match ctx.first_op(b) {
                Some(first) if first != op => ctx.move_op_before(op, first),
                _ => {}
            },
        }
        tail.insert(anchor, op);
        moved.insert(op, anchor);
    }
}

/// For each tensor used in the block by an op that will not move (or by an
/// op nested in one), the index of the first such op: a read after it may
/// follow an overwrite, and moving it up may put it ahead.
fn first_use_by_other_ops(
    ctx: &Context,
    ops: &[Op],
    hoistable: &[bool],
) -> FxHashMap<ir::Value, usize> {
    let mut first = FxHashMap::default();
    for (i, &op) in ops.iter().enumerate() {
        if hoistable[i] {
            continue;
        }
        ctx.walk_pre(op, |o| {
            for v in ctx.operands(o) {
                if ctx.type_kind(ctx.value_type(v)).is_tensor() {
                    first.entry(v).or_insert(i);
                }
            }
        });
    }
    first
}

/// A read that may move: no effects, no regions, not a terminator, a
/// tensor operand and no tensor result (moving a tensor-producing op would
/// move an aliasing definition, not only a read).
fn is_hoistable_read(ctx: &Context, op: Op) -> bool {
    let Some(def) = ctx.def(op) else {
        return false;
    };
    let is_tensor = |v| ctx.type_kind(ctx.value_type(v)).is_tensor();
    !def.has(ir::registry::traits::TERMINATOR)
        && ctx.regions_of(op).is_empty()
        && ctx.operands(op).any(is_tensor)
        && !ctx.results(op).iter().any(|&r| is_tensor(r))
        && transforms::effects::is_memory_effect_free(ctx, op)
}

/// Erases the `memref.copy` ops whose source and target are one view: the
/// same value, or two `memref.subview`s of one buffer with the same
/// offsets, sizes and strides (an insertion into the subset its source was
/// computed in, after `Rewrite::ComputeInDestination`), and the subviews
/// only they used. By default mlir-opt leaves them to `canonicalize`
/// after `cse`; they copy nothing, so they count as no copy.
pub fn drop_self_copies(ctx: &mut Context, root: Op) {
    let mut copies = Vec::new();
    ctx.walk_pre(root, |op| {
        if ctx.isa(op, &dialects::memref::COPY) {
            copies.push(op);
        }
    });
    for op in copies {
        let copy = dialects::memref::Copy(op);
        let (source, target) = (copy.source(ctx), copy.target(ctx));
        if !same_subview(ctx, source, target) {
            continue;
        }
        ctx.erase_op(op);
        for v in [source, target] {
            if let Some(d) = ctx.defining_op(v) {
                if !ctx.is_erased(d) && ctx.isa(d, &dialects::memref::SUBVIEW) && !ctx.has_uses(v) {
                    ctx.erase_op(d);
                }
            }
        }
    }
}

fn same_subview(ctx: &Context, a: ir::Value, b: ir::Value) -> bool {
    if a == b {
        return true;
    }
    let (Some(x), Some(y)) = (ctx.defining_op(a), ctx.defining_op(b)) else {
        return false;
    };
    ctx.isa(x, &dialects::memref::SUBVIEW)
        && ctx.isa(y, &dialects::memref::SUBVIEW)
        && ctx.op(x).attrs == ctx.op(y).attrs
        && ctx.operands(x).eq(ctx.operands(y))
        && ctx.value_type(a) == ctx.value_type(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(levels: &[(usize, u64, u64)]) -> Cost {
        let mut c = Cost::default();
        for &(depth, copies, allocations) in levels {
            c.per_place.insert(
                (0, depth),
                Counts {
                    copies,
                    copied_bytes: copies * 16,
                    allocations,
                    allocated_bytes: allocations * 16,
                    dynamic: 0,
                },
            );
        }
        c
    }

    #[test]
    fn a_saving_outside_a_loop_does_not_pay_for_a_copy_inside_one() {
        let base = cost(&[(0, 3, 3), (1, 0, 0)]);
        assert!(!cost(&[(0, 0, 0), (1, 1, 0)]).improves_on(&base));
        assert!(cost(&[(0, 2, 3)]).improves_on(&base));
    }

    #[test]
    fn equal_costs_do_not_improve() {
        let base = cost(&[(0, 1, 2)]);
        assert!(!base.clone().improves_on(&base));
        assert!(!cost(&[(0, 0, 3)]).improves_on(&base));
        assert_eq!(cost(&[(0, 1, 2), (2, 1, 1)]).total().copies, 2);
    }
}
