//! bufferization: `to_tensor` / `to_buffer` round trips.

use super::*;
use crate::canonicalize::Rewriter;

pub fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "bufferization.to_tensor" => fold_to_tensor,
        "bufferization.to_buffer" => fold_to_buffer,
        _ => return None,
    })
}

/// to_tensor(to_buffer(t)) -> t when the to_buffer immediately precedes.
fn fold_to_tensor(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    if let Some(d) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "bufferization.to_buffer")
    {
        if ctx.parent_block(d) == ctx.parent_block(op) && ctx.next_op(d) == Some(op) {
            return FoldResult::value(ctx.operand(d, 0));
        }
    }
    FoldResult::Fail
}

/// to_buffer(to_tensor(m)) -> m when the types match.
fn fold_to_buffer(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    if let Some(d) = ctx
        .defining_op(src)
        .filter(|&d| ctx.op_name(d) == "bufferization.to_tensor")
    {
        let m = ctx.operand(d, 0);
        if ctx.value_type(m) == ctx.value_type(ctx.result(op, 0)) {
            return FoldResult::value(m);
        }
    }
    FoldResult::Fail
}

// ----- bufferization.dealloc -----

fn dealloc_parts(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let g = dialects::common::operand_segments(ctx, op);
    let get = |i: usize| g.get(i).cloned().unwrap_or_default();
    (get(0), get(1), get(2))
}

fn set_dealloc_operands(ctx: &mut Context, op: Op, m: &[Value], c: &[Value], r: &[Value]) {
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    ctx.set_operands(op, &all);
    let a = ctx.dense_i32_array(&[m.len() as i32, c.len() as i32, r.len() as i32]);
    ctx.set_attr(op, "operandSegmentSizes", a);
}

/// Updates the memrefs and conditions in place if they changed.
fn update_dealloc(rw: &mut Rewriter, op: Op, m: &[Value], c: &[Value]) -> bool {
    let (om, oc, r) = dealloc_parts(rw.ctx, op);
    if om == m && oc == c {
        return false;
    }
    set_dealloc_operands(rw.ctx, op, m, c, &r);
    rw.notify_modified(op);
    true
}

fn p_dealloc_dup_memrefs(rw: &mut Rewriter, op: Op) -> bool {
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut idx: rustc_hash::FxHashMap<Value, usize> = Default::default();
    let mut nm = Vec::new();
    let mut nc: Vec<Value> = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if let Some(&i) = idx.get(&mv) {
            if nc[i] != cv {
                let i1 = rw.ctx.value_type(cv);
                let o = rw.create(op, "arith.ori", &[nc[i], cv], &[i1], Vec::new());
                nc[i] = rw.ctx.result(o, 0);
            }
        } else {
            idx.insert(mv, nc.len());
            nm.push(mv);
            nc.push(cv);
        }
    }
    update_dealloc(rw, op, &nm, &nc)
}

fn create_dealloc(rw: &mut Rewriter, anchor: Op, m: &[Value], c: &[Value], r: &[Value]) -> Op {
    let i1 = rw.ctx.i1();
    let types = vec![i1; r.len()];
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    let a = rw
        .ctx
        .dense_i32_array(&[m.len() as i32, c.len() as i32, r.len() as i32]);
    rw.create(
        anchor,
        "bufferization.dealloc",
        &all,
        &types,
        vec![("operandSegmentSizes", a)],
    )
}

fn p_dealloc_dup_retained(rw: &mut Rewriter, op: Op) -> bool {
    let (m, c, r) = dealloc_parts(rw.ctx, op);
    let mut seen: rustc_hash::FxHashMap<Value, usize> = Default::default();
    let mut nr = Vec::new();
    let mut repl = Vec::new();
    for v in &r {
        if let Some(&i) = seen.get(v) {
            repl.push(i);
            continue;
        }
        seen.insert(*v, nr.len());
        repl.push(nr.len());
        nr.push(*v);
    }
    if nr.len() == r.len() {
        return false;
    }
    let n = create_dealloc(rw, op, &m, &c, &nr);
    let vals: Vec<Value> = repl.iter().map(|&i| rw.ctx.result(n, i)).collect();
    rw.replace_op(op, &vals);
    true
}

fn p_erase_empty_dealloc(rw: &mut Rewriter, op: Op) -> bool {
    let (m, _, _) = dealloc_parts(rw.ctx, op);
    if !m.is_empty() {
        return false;
    }
    let f = bool_attr(rw.ctx, false);
    let k = rw.constant(op, f);
    let n = rw.ctx.results(op).len();
    rw.replace_op(op, &vec![k; n]);
    true
}

fn p_erase_always_false(rw: &mut Rewriter, op: Op) -> bool {
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut nm = Vec::new();
    let mut nc = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if !is_int_const(rw.ctx, value_constant(rw.ctx, cv), 0) {
            nm.push(mv);
            nc.push(cv);
        }
    }
    update_dealloc(rw, op, &nm, &nc)
}

fn p_skip_extract_metadata(rw: &mut Rewriter, op: Op) -> bool {
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let nm: Vec<Value> = m
        .iter()
        .map(|&v| {
            let Some(e) = rw
                .ctx
                .defining_op(v)
                .filter(|&d| rw.ctx.op_name(d) == "memref.extract_strided_metadata")
            else {
                return v;
            };
            let src = rw.ctx.operand(e, 0);
            match rw.ctx.defining_op(src) {
                Some(a) if is_alloc_like(rw.ctx, a) => src,
                _ => v,
            }
        })
        .collect();
    update_dealloc(rw, op, &nm, &c)
}

/// Ops whose only effect is allocating their result.
fn is_alloc_like(ctx: &Context, op: Op) -> bool {
    matches!(ctx.op_name(op), "memref.alloc" | "memref.alloca")
}

fn p_remove_alloc_dealloc_pair(rw: &mut Rewriter, op: Op) -> bool {
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut nm = Vec::new();
    let mut nc = Vec::new();
    let mut to_delete = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if let Some(a) = rw.ctx.defining_op(mv) {
            if is_alloc_like(rw.ctx, a) && rw.ctx.has_one_use(mv) {
                to_delete.push(a);
                continue;
            }
        }
        nm.push(mv);
        nc.push(cv);
    }
    if !update_dealloc(rw, op, &nm, &nc) {
        return false;
    }
    for a in to_delete {
        rw.erase_op(a);
    }
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

pub static PATTERNS: &[(&str, &[Pattern])] = &[(
    "bufferization.dealloc",
    &[
        pat!(
            "DeallocRemoveDuplicateDeallocMemrefs",
            p_dealloc_dup_memrefs
        ),
        pat!(
            "DeallocRemoveDuplicateRetainedMemrefs",
            p_dealloc_dup_retained
        ),
        pat!("EraseEmptyDealloc", p_erase_empty_dealloc),
        pat!("EraseAlwaysFalseDealloc", p_erase_always_false),
        pat!("SkipExtractMetadataOfAlloc", p_skip_extract_metadata),
        pat!(
            "RemoveAllocDeallocPairWhenNoOtherUsers",
            p_remove_alloc_dealloc_pair
        ),
    ],
)];
