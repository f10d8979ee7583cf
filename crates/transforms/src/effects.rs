//! Memory-effect queries shared by the generic transformations.

use ir::interfaces::{EffectKind, EffectOn};
use ir::registry::traits;
use ir::{Context, Op};

/// The op (and everything nested in it, for recursive-effect ops) has no
/// memory effects. Unregistered ops are assumed to have effects.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    effect_free(ctx, op, || linalg_on_buffers(ctx, op))
}

/// [`is_memory_effect_free`] for an op known to have a memref operand (a
/// user of a memref): a linalg op then works on buffers, which needs no
/// look at its operands.
pub fn is_memory_effect_free_using_memref(ctx: &Context, op: Op) -> bool {
    effect_free(ctx, op, || is_structured_linalg_name(ctx.op_name(op)))
}

/// [`is_memory_effect_free`] for a pass that asks it of many ops of a nest
/// while no op is erased, moved or changes kind (cse, which erases at the
/// end): `memo` answers for the ops nested in each op once, so a nest costs
/// linear work instead of its depth per level.
pub fn is_memory_effect_free_in(ctx: &Context, op: Op, memo: &mut NestedEffectMemo) -> bool {
    effect_free_with(
        ctx,
        op,
        || linalg_on_buffers(ctx, op),
        |op| memo.nested_free(ctx, op),
    )
}

fn effect_free(ctx: &Context, op: Op, on_buffers: impl FnOnce() -> bool) -> bool {
    effect_free_with(ctx, op, on_buffers, |op| {
        ctx.nested_ops(op)
            .into_iter()
            .all(|o| nested_op_free(ctx, o))
    })
}

fn effect_free_with(
    ctx: &Context,
    op: Op,
    on_buffers: impl FnOnce() -> bool,
    nested_free: impl FnOnce(Op) -> bool,
) -> bool {
    let Some(def) = ctx.def(op) else { return false };
    if def.has(traits::PURE) || vector_transfer_on_tensor(ctx, op) {
        return true;
    }
    if per_op_effects(def) {
        return ctx.op_effects(op).is_empty();
    }
    if !def.has(traits::RECURSIVE_MEMORY_EFFECTS) || on_buffers() {
        return false;
    }
    nested_free(op)
}

/// An op nested in a recursive-effect op adds no effect of its own.
fn nested_op_free(ctx: &Context, o: Op) -> bool {
    ctx.def(o).is_some_and(|d| {
        (d.has(traits::PURE) || d.has(traits::RECURSIVE_MEMORY_EFFECTS))
            && !linalg_on_buffers(ctx, o)
    })
}

/// Per op: whether every op nested in it (at any depth) adds no effect of
/// its own, built from the answers of its children.
#[derive(Default)]
pub struct NestedEffectMemo {
    /// By op index: 0 not asked yet, 1 free, 2 not free.
    state: Vec<u8>,
}

impl NestedEffectMemo {
    fn get(&self, op: Op) -> Option<bool> {
        match self.state.get(op.index()) {
            Some(1) => Some(true),
            Some(2) => Some(false),
            _ => None,
        }
    }
    fn set(&mut self, op: Op, free: bool) {
        if self.state.len() <= op.index() {
            self.state.resize(op.index() + 1, 0);
        }
        self.state[op.index()] = if free { 1 } else { 2 };
    }
    fn nested_free(&mut self, ctx: &Context, root: Op) -> bool {
        if let Some(free) = self.get(root) {
            return free;
        }
        // The ops not answered yet, each before the ops nested in it; then
        // answered in reverse, children first.
        let mut order = vec![root];
        let mut i = 0;
        while i < order.len() {
            let o = order[i];
            i += 1;
            for_each_child(ctx, o, |c| {
                if self.get(c).is_none() {
                    order.push(c);
                }
            });
        }
        for &o in order.iter().rev() {
            let mut free = true;
            for_each_child(ctx, o, |c| {
                free = free && nested_op_free(ctx, c) && self.get(c) == Some(true);
            });
            self.set(o, free);
        }
        self.get(root) == Some(true)
    }
}

/// Calls `f` on each op directly in a region of `op`.
fn for_each_child(ctx: &Context, op: Op, mut f: impl FnMut(Op)) {
    for &r in ctx.regions_of(op) {
        for &b in ctx.region_blocks(r) {
            for c in ctx.block_ops(b) {
                f(c);
            }
        }
    }
}

/// Whether each op of the kind says its own effects.
fn per_op_effects(def: &ir::OpDef) -> bool {
    matches!(def.iface.effects, ir::interfaces::Effects::PerOp(_))
}

/// The op only reads memory.
pub fn is_read_only(ctx: &Context, op: Op) -> bool {
    ctx.def(op).is_some_and(|d| d.has(traits::READ_ONLY))
}

/// The op declares its effects (itself, or through the ops nested in it for
/// recursive-effect ops) and none of them writes memory: cse may merge two
/// reads across it. Allocating and freeing are not writes (MLIR's
/// `MemoryEffects::Allocate` and `Free`), so neither blocks a merge.
pub fn has_no_write_effect(ctx: &Context, op: Op) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let Some(def) = ctx.def(o) else { return false };
        let own_no_write = def.has(traits::PURE)
            || def.has(traits::READ_ONLY)
            || vector_transfer_on_tensor(ctx, o)
            || (def.iface.allocates_or_frees() && !def.iface.writes())
            || (per_op_effects(def)
                && !ctx
                    .op_effects(o)
                    .iter()
                    .any(|e| e.kind == EffectKind::Write));
        if own_no_write {
            continue;
        }
        // A recursive-effect op's own effects are none, except a linalg op
        // on buffers, which writes its inits.
        if !def.has(traits::RECURSIVE_MEMORY_EFFECTS) || linalg_on_buffers(ctx, o) {
            return false;
        }
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    true
}

/// MLIR's `hasSingleEffect`: the op declares effects on `v` and all of them
/// are of a kind `is_kind` accepts.
pub fn has_single_effect(
    ctx: &Context,
    op: Op,
    v: ir::Value,
    is_kind: impl Fn(ir::interfaces::EffectKind) -> bool,
) -> bool {
    use ir::interfaces::EffectOn;
    let n = ctx.num_operands(op);
    let mut found = false;
    for e in ctx.iface(op).effect_list() {
        let on = match e.on {
            EffectOn::Operand(i) if (i as usize) < n => Some(ctx.operand(op, i as usize)),
            EffectOn::OperandFromEnd(k) if (k as usize) < n => {
                Some(ctx.operand(op, n - 1 - k as usize))
            }
            EffectOn::Result(i) => ctx.results(op).get(i as usize).copied(),
            _ => None,
        };
        if on != Some(v) {
            continue;
        }
        if !is_kind(e.kind) {
            return false;
        }
        found = true;
    }
    found
}

/// A linalg op with memref operands reads and writes them (its effects are
/// not just those of its body).
fn linalg_on_buffers(ctx: &Context, op: Op) -> bool {
    is_structured_linalg_name(ctx.op_name(op)) && has_memref_operand_from_back(ctx, op)
}

fn is_structured_linalg_name(name: &str) -> bool {
    name.starts_with("linalg.") && name != "linalg.yield" && name != "linalg.index"
}

/// Whether some operand of `op` is a memref, asking from the last operand.
/// On a structured op with buffer semantics the init operands, which come
/// last, are all memrefs (inputs may be scalars), and they are mostly
/// allocated right before the op, while inputs are defined anywhere: the
/// first question then answers, without loading far-away values.
pub fn has_memref_operand_from_back(ctx: &Context, op: Op) -> bool {
    (0..ctx.num_operands(op)).rev().any(|i| {
        ctx.type_kind(ctx.value_type(ctx.operand(op, i)))
            .is_memref()
    })
}

/// Vector transfers touch memory only when they access a memref: on tensors
/// they are values in, value out. So does `materialize_in_destination`,
/// whose effect is the write into a buffer destination.
pub fn vector_transfer_on_tensor(ctx: &Context, op: Op) -> bool {
    let source = match ctx.op_name(op) {
        "vector.transfer_read" => 0,
        "vector.transfer_write" | "bufferization.materialize_in_destination" => 1,
        _ => return false,
    };
    ctx.num_operands(op) > source
        && matches!(
            ctx.type_kind(ctx.value_type(ctx.operand(op, source))),
            ir::TypeKind::RankedTensor { .. }
        )
}

// ===================================================================
// Trivially dead ops (MLIR's `wouldOpBeTriviallyDead`)
// ===================================================================

/// Ops whose only effects are reads or allocations of their own results: they
/// may be erased when unused. Not `memref.realloc`: it also frees its source,
/// so only its `SimplifyDeadAlloc` pattern may erase it.
const DEAD_WHEN_UNUSED: &[&str] = &[
    "bufferization.to_tensor",
    "bufferization.to_buffer",
    "vector.load",
    "vector.maskedload",
    "vector.transfer_read",
    "vector.gather",
    "vector.expandload",
];

enum Effects {
    None,
    Recursive,
    Some,
}

/// What an op name says about the effects of its ops; two classes need a
/// look at the op's operands to decide.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum EffClass {
    #[default]
    Some,
    None,
    Recursive,
    /// A structured linalg op: effects when it has memref operands, else
    /// those of its body.
    Linalg,
    /// `vector.transfer_write` and `materialize_in_destination`: none on a
    /// tensor, else by their traits.
    TransferWrite,
    /// Each op says its own effects: none when they only read or allocate
    /// the op's own results.
    PerOp,
}

/// MLIR's `wouldOpBeTriviallyDead` on declared effects: every one reads,
/// or touches a result the op itself allocates (`memref.alloc`,
/// `bufferization.clone`, `affine.load`).
fn only_reads_or_own_allocations(def: &ir::OpDef) -> bool {
    let ir::interfaces::Effects::List(list) = def.iface.effects else {
        return false;
    };
    let allocated = |on: EffectOn| {
        matches!(on, EffectOn::Result(_))
            && list
                .iter()
                .any(|a| matches!(a.kind, EffectKind::Allocate { .. }) && a.on == on)
    };
    !list.is_empty()
        && list
            .iter()
            .all(|e| e.kind == EffectKind::Read || allocated(e.on))
}

pub(crate) fn effects_class(def: &ir::OpDef) -> EffClass {
    if def.has(traits::PURE) || def.has(traits::READ_ONLY) {
        return EffClass::None;
    }
    let name = def.name;
    if DEAD_WHEN_UNUSED.contains(&name) || only_reads_or_own_allocations(def) {
        return EffClass::None;
    }
    if per_op_effects(def) {
        return EffClass::PerOp;
    }
    if name == "vector.transfer_write" || name == "bufferization.materialize_in_destination" {
        return EffClass::TransferWrite;
    }
    if name.starts_with("linalg.") && name != "linalg.yield" && name != "linalg.index" {
        return EffClass::Linalg;
    }
    if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
        return EffClass::Recursive;
    }
    EffClass::Some
}

#[inline]
fn resolve_effects(ctx: &Context, op: Op, def: &ir::OpDef, class: EffClass) -> Effects {
    match class {
        EffClass::None => Effects::None,
        EffClass::Some => Effects::Some,
        EffClass::Recursive => Effects::Recursive,
        EffClass::Linalg => {
            if crate::effects::has_memref_operand_from_back(ctx, op) {
                Effects::Some
            } else {
                Effects::Recursive
            }
        }
        EffClass::PerOp => {
            let only_reads_or_own_allocations = ctx.op_effects(op).iter().all(|e| {
                e.kind == EffectKind::Read
                    || matches!(
                        (e.kind, e.on),
                        (EffectKind::Allocate { .. }, EffectOn::Result(_))
                    )
            });
            if only_reads_or_own_allocations {
                Effects::None
            } else {
                Effects::Some
            }
        }
        EffClass::TransferWrite => {
            if crate::effects::vector_transfer_on_tensor(ctx, op) {
                Effects::None
            } else if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
                Effects::Recursive
            } else {
                Effects::Some
            }
        }
    }
}

fn op_effects(ctx: &Context, op: Op) -> Effects {
    let Some(def) = ctx.def(op) else {
        return Effects::Some;
    };
    resolve_effects(ctx, op, def, effects_class(def))
}

/// MLIR's `wouldOpBeTriviallyDead`.
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    match ctx.def(op) {
        Some(d) if !never_dead(d) => would_be_dead_with(ctx, op, d, effects_class(d)),
        _ => false,
    }
}

/// Terminators and symbols are never trivially dead.
pub(crate) fn never_dead(def: &ir::OpDef) -> bool {
    def.has(traits::TERMINATOR) || def.has(traits::SYMBOL)
}

/// [`would_be_trivially_dead`] of an op that is neither a terminator nor a
/// symbol, given the effects class of its name.
#[inline]
pub(crate) fn would_be_dead_with(ctx: &Context, op: Op, def: &ir::OpDef, class: EffClass) -> bool {
    match resolve_effects(ctx, op, def, class) {
        Effects::None => true,
        Effects::Some => false,
        Effects::Recursive => nested_effect_free(ctx, op),
    }
}

/// Whether nothing nested in a recursive-effects op has effects.
fn nested_effect_free(ctx: &Context, op: Op) -> bool {
    let mut stack: smallvec::SmallVec<[Op; 16]> = smallvec::SmallVec::new();
    let push_nested = |stack: &mut smallvec::SmallVec<[Op; 16]>, o: Op| {
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    };
    push_nested(&mut stack, op);
    while let Some(o) = stack.pop() {
        match op_effects(ctx, o) {
            Effects::None => {}
            Effects::Recursive => push_nested(&mut stack, o),
            Effects::Some => return false,
        }
    }
    true
}

/// [`would_be_dead_with`] answering the nested-effect walk from `memo`.
#[inline]
pub(crate) fn would_be_dead_memo(
    ctx: &Context,
    op: Op,
    def: &ir::OpDef,
    class: EffClass,
    memo: &mut NestedEffectStamps,
) -> bool {
    match resolve_effects(ctx, op, def, class) {
        Effects::None => true,
        Effects::Some => false,
        Effects::Recursive => memo.nested_free(ctx, op),
    }
}

/// The answers of `nested_effect_free` for the ops of a nest, valid while
/// the IR does not change. The greedy driver revisits every enclosing loop
/// of a nest after each rewrite deep in it; between two rewrites those
/// revisits ask the same question of ever smaller nests, which one walk
/// answers for all. The owner calls [`Self::invalidate`] after every change.
///
/// A "not free" answer also outlives changes: it names the op with an
/// effect that the walk met (its witness), which stays nested in the asking
/// op for as long as nothing moved (`Context::structure_moves`) and the
/// witness is not erased; the witness's own effect is checked again. A
/// rewrite in place deep in a nest (a fold, a set simplified) thus no longer
/// sends the next dead-op check of each enclosing op down the whole nest:
/// without it, the revisits after each of the depth's rewrites walked the
/// nest again (depth² steps).
pub(crate) struct NestedEffectStamps {
    stamp: u32,
    /// The first stamp of this memo's run: the table comes from a pool, and
    /// a witness learned in another run names an op of another IR.
    run_start: u32,
    /// Ops the walks looked at (see `canonicalize::greedy_steps`).
    pub(crate) steps: u64,
    /// By op index: the answer and when it was learned.
    answers: Vec<Answer>,
    /// Whether the owner hands every edit's touches to [`Self::forget`] and
    /// [`Self::forget_witnesses`]: witnessed answers then outlive moves.
    follows_touches: bool,
    /// Bumped by [`Self::forget_witnesses`].
    witness_epoch: u32,
}

/// One op's answer: `free` holds while `stamp` is current; a not-free one
/// learned in this run (`stamp` from `run_start` on) also while `witness`
/// (an op with an effect nested in it when `structure_moves` was `moves`)
/// is still there with its effect.
#[derive(Clone, Copy, Default)]
struct Answer {
    stamp: u32,
    free: bool,
    witness: Option<Op>,
    moves: u64,
    witness_epoch: u32,
}

/// An answer table with the last stamp written in it.
type StampedAnswers = (Vec<Answer>, u32);

thread_local! {
    /// Answer tables handed back by dropped memos, with their last stamp. The table is as
    /// long as the largest op index asked about, which in a context of many functions is
    /// about the whole context: a memo per canonicalize run on one function (a nested
    /// `func.func(canonicalize)` pipeline) must not build one each time.
    static STAMPS_POOL: std::cell::RefCell<Vec<StampedAnswers>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for NestedEffectStamps {
    fn default() -> Self {
        let (answers, stamp) = STAMPS_POOL
            .with(|p| p.borrow_mut().pop())
            .unwrap_or_default();
        let mut memo = NestedEffectStamps {
            stamp,
            run_start: 0,
            steps: 0,
            answers,
            follows_touches: false,
            witness_epoch: 0,
        };
        // A reused table starts past its last stamp, so none of its answers match.
        memo.invalidate();
        memo.run_start = memo.stamp;
        memo
    }
}

impl Drop for NestedEffectStamps {
    fn drop(&mut self) {
        let answers = std::mem::take(&mut self.answers);
        let stamp = self.stamp;
        // Nothing to keep at thread exit, when the pool may already be gone.
        let _ = STAMPS_POOL.try_with(|p| p.borrow_mut().push((answers, stamp)));
    }
}

impl NestedEffectStamps {
    /// Forgets every answer (the IR changed).
    pub(crate) fn invalidate(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // Witnessed answers do not depend on the stamp: they stay.
            for a in &mut self.answers {
                a.stamp = 0;
            }
            self.stamp = 1;
            self.run_start = 1;
        }
    }
    fn get(&self, ctx: &Context, op: Op) -> Option<bool> {
        let a = self.answers.get(op.index())?;
        if a.stamp == self.stamp && a.stamp != 0 {
            return Some(a.free);
        }
        let w = a
            .witness
            .filter(|_| a.stamp >= self.run_start && a.stamp != 0)?;
        // A witness stays nested in the op while nothing moved; with the
        // touch log, while no move touched the op (a move touches the old and
        // the new parent when it stays under the same grandparent, and
        // everything otherwise).
        let kept = a.moves == ctx.structure_moves()
            || (self.follows_touches && a.witness_epoch == self.witness_epoch);
        let still = kept && !ctx.is_erased(w) && matches!(op_effects(ctx, w), Effects::Some);
        still.then_some(false)
    }
    /// The witness of a not-free answer that [`Self::get`] just gave.
    fn witness(&self, op: Op) -> Option<Op> {
        self.answers.get(op.index()).and_then(|a| a.witness)
    }
    fn set(&mut self, op: Op, free: bool) {
        self.record(op, free, None, 0);
    }
    fn record(&mut self, op: Op, free: bool, witness: Option<Op>, moves: u64) {
        if self.answers.len() <= op.index() {
            let n = (op.index() + 1).max(2 * self.answers.len());
            self.answers.resize(n, Answer::default());
        }
        self.answers[op.index()] = Answer {
            stamp: self.stamp,
            free,
            witness,
            moves,
            witness_epoch: self.witness_epoch,
        };
    }
    /// Whether the owner feeds it the touch log (see `ir::context::Touch`).
    pub(crate) fn follow_touches(&mut self, on: bool) {
        self.follows_touches = on;
        self.witness_epoch = self.witness_epoch.wrapping_add(1);
    }
    #[inline]
    pub(crate) fn follows_touches(&self) -> bool {
        self.follows_touches
    }
    /// An edit touched `op`: what is nested in it may have changed.
    #[inline]
    pub(crate) fn forget(&mut self, op: Op) {
        if let Some(a) = self.answers.get_mut(op.index()) {
            a.witness = None;
        }
    }
    /// An edit may have changed what is nested in any op.
    pub(crate) fn forget_witnesses(&mut self) {
        self.witness_epoch = self.witness_epoch.wrapping_add(1);
    }
    /// `nested_effect_free(op)`: a depth-first walk that records the answer
    /// of every recursive-effect op it finishes (free) and of every op on
    /// the path to the first effect it meets (not free).
    fn nested_free(&mut self, ctx: &Context, root: Op) -> bool {
        if self.stamp == 0 {
            self.invalidate();
        }
        if let Some(free) = self.get(ctx, root) {
            return free;
        }
        // Each frame: an op and the next of its children to look at
        // (region, block, op), `None` once its children are exhausted.
        struct Frame {
            op: Op,
            region: usize,
            block: usize,
            next: Option<Op>,
        }
        fn first_child(ctx: &Context, op: Op, mut region: usize, mut block: usize) -> Frame {
            let regions = ctx.regions_of(op);
            while region < regions.len() {
                let blocks = ctx.region_blocks(regions[region]);
                while block < blocks.len() {
                    if let Some(first) = ctx.first_op(blocks[block]) {
                        return Frame {
                            op,
                            region,
                            block,
                            next: Some(first),
                        };
                    }
                    block += 1;
                }
                region += 1;
                block = 0;
            }
            Frame {
                op,
                region,
                block,
                next: None,
            }
        }
        let mut stack = vec![first_child(ctx, root, 0, 0)];
        while let Some(top) = stack.last_mut() {
            let Some(child) = top.next else {
                let done = stack.pop().unwrap();
                self.set(done.op, true);
                continue;
            };
            self.steps += 1;
            top.next = ctx.next_op(child);
            if top.next.is_none() {
                let (op, region, block) = (top.op, top.region, top.block + 1);
                *top = first_child(ctx, op, region, block);
            }
            let witness = match op_effects(ctx, child) {
                Effects::None => continue,
                Effects::Some => child,
                Effects::Recursive => match self.get(ctx, child) {
                    Some(true) => continue,
                    // Not free answers always have a witness.
                    Some(false) => self.witness(child).unwrap_or(child),
                    None => {
                        stack.push(first_child(ctx, child, 0, 0));
                        continue;
                    }
                },
            };
            // An effect: every op on the path holds it.
            let moves = ctx.structure_moves();
            for f in &stack {
                self.record(f.op, false, Some(witness), moves);
            }
            return false;
        }
        true
    }
}

/// MLIR's `isOpTriviallyDead`.
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.results(op).iter().all(|&r| !ctx.has_uses(r)) && would_be_trivially_dead(ctx, op)
}
