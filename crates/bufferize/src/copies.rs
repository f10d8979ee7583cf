//! Tensor copy insertion: turns the analysis' out-of-place decisions into
//! explicit `bufferization.alloc_tensor` ops (MLIR's `TensorCopyInsertion`).

use crate::rewrite::Rewriter;
use crate::state::State;
use ir::diag::DResult;
use ir::{Context, Op};

/// Resolves the conflicts of every op nested in `root`.
pub fn insert_tensor_copies(ctx: &mut Context, s: &State, root: Op) -> DResult<()> {
    let ops = crate::state::post_order(ctx, root);
    insert_tensor_copies_in(ctx, s, root, ops)
}

/// `insert_tensor_copies` given the ops of the root in post-order (the
/// analysis walked the same IR already).
pub fn insert_tensor_copies_in(
    ctx: &mut Context,
    s: &State,
    root: Op,
    ops: Vec<Op>,
) -> DResult<()> {
    let ops = outside_nested_symbol_tables(ctx, root, ops);
    let mut rw = Rewriter::new(ctx, s, false);
    for op in ops {
        if rw.ctx.is_erased(op) {
            continue;
        }
        let Some(m) = s.model(rw.ctx, op) else {
            continue;
        };
        rw.set_before(op);
        m.resolve_conflicts(&mut rw, s, op)?;
    }
    Ok(())
}

/// `ops` without those nested in a symbol table inside `root` when `root`
/// is one (a module in a module): mlir-opt resolves conflicts in the
/// root's own symbol scope only, so a nested module's tensors get no copies
/// (even where its ops are bufferized later).
fn outside_nested_symbol_tables(ctx: &Context, root: Op, ops: Vec<Op>) -> Vec<Op> {
    let is_table = |o: Op| ir::symbols::is_symbol_table(ctx, o);
    if !is_table(root) {
        return ops;
    }
    let mut inside = rustc_hash::FxHashSet::default();
    for &t in ops.iter().filter(|&&o| o != root && is_table(o)) {
        ctx.walk_pre(t, |o| {
            if o != t {
                inside.insert(o);
            }
        });
    }
    if inside.is_empty() {
        return ops;
    }
    ops.into_iter().filter(|o| !inside.contains(o)).collect()
}
