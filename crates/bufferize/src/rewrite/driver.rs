//! The bufferization driver (MLIR's `bufferizeOp`): every op of a tree
//! rewritten by its model, then `to_buffer(to_tensor(x))` pairs folded and
//! dead `to_tensor`s dropped.

use super::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// Buffer-type work done by every rewrite that got through its ops so far.
static BUFFER_TYPE_STEPS: AtomicU64 = AtomicU64::new(0);

/// Buffer-type queries, recursion steps and memo steps of the rewrites run
/// so far in this process: a measure of work that tests can bound where a
/// time limit would depend on the machine.
pub fn buffer_type_steps() -> u64 {
    BUFFER_TYPE_STEPS.load(Ordering::Relaxed)
}

/// MLIR's `bufferizeOp`: bufferizes every op nested in `root` (post-order),
/// then folds `to_buffer(to_tensor(x))` pairs and drops dead `to_tensor`s.
pub fn bufferize_op(ctx: &mut Context, st: &State, root: Op) -> DResult<()> {
    let mut rw = Rewriter::new(ctx, st, true);
    rw.root = Some(root);
    // The `to_tensor` ops that may be dead at the end: the ones in the tree
    // now and the ones the rewrite makes (they are checked to be in the tree).
    let mut to_tensors = Vec::new();
    for o in post_order(rw.ctx, root) {
        if rw.ctx.isa(o, &TO_BUFFER) {
            rw.to_buffer_ops.push(o);
        } else if rw.ctx.isa(o, &TO_TENSOR) {
            to_tensors.push(o);
        }
        if rw.has_tensor_semantics(o) && op_allowed(rw.ctx, st, o) {
            rw.worklist.push(o);
        }
    }
    rw.new_to_tensors = Some(to_tensors);
    rw.enable_type_memo();
    let mut i = 0;
    while i < rw.worklist.len() {
        let op = rw.worklist[i];
        // An op's operands come from anywhere in the IR, and each rewrite
        // reads their definitions: fetching them ahead overlaps the misses.
        for (stage, distance) in [(0, 32), (1, 24)] {
            if let Some(&ahead) = rw.worklist.get(i + distance) {
                rw.ctx.prefetch_op_and_uses(ahead, stage);
            }
        }
        for (stage, distance) in [(0, 20), (1, 14), (2, 9), (3, 5), (4, 2)] {
            if let Some(&ahead) = rw.worklist.get(i + distance) {
                rw.ctx.prefetch_operand_chain(ahead, stage);
            }
        }
        i += 1;
        if rw.ctx.is_erased(op) {
            continue;
        }
        let Some(m) = rw.st.model(rw.ctx, op) else {
            continue;
        };
        if !rw.has_tensor_semantics(op) {
            continue;
        }
        if !m.supports_unstructured_control_flow()
            && rw
                .ctx
                .regions_of(op)
                .iter()
                .any(|&r| rw.ctx.region_blocks(r).len() > 1)
        {
            return Err(error(rw.ctx, op, format!("'{}' op op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks", rw.ctx.op_name(op))));
        }
        rw.set_before(op);
        let block = rw.ctx.parent_block(op);
        rw.types_before_rewrite(op);
        if let Err(d) = m.bufferize(&mut rw, op) {
            return Err(failed_to_bufferize(rw.ctx, op, d));
        }
        rw.types_after_rewrite(block);
    }
    rw.disable_type_memo();
    BUFFER_TYPE_STEPS.fetch_add(rw.type_steps, Ordering::Relaxed);
    if rw.ctx.is_erased(root) {
        return Ok(());
    }
    let to_buffers = std::mem::take(&mut rw.to_buffer_ops);
    let mut seen = FxHashSet::default();
    for tb in to_buffers {
        if rw.ctx.is_erased(tb) || !seen.insert(tb) {
            continue;
        }
        fold_to_buffer_to_tensor(&mut rw, tb)?;
    }
    // Remove dead to_tensor ops (erasing one leaves the others' uses alone,
    // so the order does not matter).
    let candidates = rw.new_to_tensors.take().unwrap_or_default();
    let mut in_root = AncestorMemo::new(root);
    for o in candidates {
        let ctx = &*rw.ctx;
        if ctx.is_erased(o)
            || !ctx.isa(o, &TO_TENSOR)
            || ctx.has_uses(ctx.result(o, 0))
            || !in_root.encloses(ctx, o)
        {
            continue;
        }
        rw.erase_leaf(o);
    }
    for alloc in std::mem::take(&mut rw.deferred_allocs) {
        let ctx = &*rw.ctx;
        let Some(o) = ctx.defining_op(alloc) else {
            continue;
        };
        if !ctx.is_erased(o) && !ctx.has_uses(alloc) {
            rw.erase_leaf(o);
        }
    }
    if rw.st.opts.allow_unknown_ops {
        return Ok(());
    }
    let worklist = std::mem::take(&mut rw.worklist);
    for op in worklist {
        if rw.ctx.is_erased(op)
            || rw.ctx.isa(op, &TO_TENSOR)
            || rw.ctx.isa(op, &TO_BUFFER)
            || !rw.has_tensor_semantics(op)
        {
            continue;
        }
        let ctx = &*rw.ctx;
        if !op_allowed(ctx, rw.st, op) {
            continue;
        }
        if ctx.results(op).iter().all(|&r| !ctx.has_uses(r))
            && transforms::effects::is_memory_effect_free(ctx, op)
        {
            continue;
        }
        return Err(error(ctx, op, "op was not bufferized"));
    }
    Ok(())
}

/// Answers "is `root` an ancestor of this op" for many ops, each op on the
/// way up asked once: ops deep in a nest share their ancestors, and walking
/// each one's whole chain would cost the nesting depth per op.
struct AncestorMemo {
    root: Op,
    known: FxHashMap<Op, bool>,
}

impl AncestorMemo {
    fn new(root: Op) -> Self {
        AncestorMemo {
            root,
            known: FxHashMap::default(),
        }
    }
    fn encloses(&mut self, ctx: &Context, op: Op) -> bool {
        let mut path = Vec::new();
        let mut at = Some(op);
        let found = loop {
            match at {
                None => break false,
                Some(x) if x == self.root => break true,
                Some(x) => {
                    if let Some(&k) = self.known.get(&x) {
                        break k;
                    }
                    path.push(x);
                    at = ctx.parent_op(x);
                }
            }
        };
        for x in path {
            self.known.insert(x, found);
        }
        found
    }
}

/// Folds `to_buffer(to_tensor(x))` into `x`, casting when the types differ
/// (MLIR's `foldToBufferToTensorPair`).
fn fold_to_buffer_to_tensor(rw: &mut Rewriter, tb: Op) -> DResult<()> {
    let src = ToBuffer(tb).tensor(rw.ctx);
    let Some(tt) = rw.ctx.defining::<ToTensor>(src) else {
        return Ok(());
    };
    let buf = tt.buffer(rw.ctx);
    let want = rw.ctx.value_type(rw.ctx.result(tb, 0));
    let have = rw.ctx.value_type(buf);
    let res = rw.ctx.result(tb, 0);
    if want == have {
        rw.ctx.replace_all_uses(res, buf);
        rw.erase(tb);
        return Ok(());
    }
    rw.set_before(tb);
    let ranked = |t: Type| matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. });
    let new = match (ranked(have), ranked(want)) {
        (true, true) => cast_or_realloc(rw, buf, want)?,
        // MLIR has no copy from an unranked buffer: the pair stays.
        (false, true) => return Ok(()),
        // Into an unranked type, always a cast (even one across memory
        // spaces, which the verifier then rejects, as in MLIR).
        _ => rw.value(&dialects::memref::CAST, &[buf], want, Vec::new()),
    };
    rw.ctx.replace_all_uses(res, new);
    rw.erase(tb);
    Ok(())
}
