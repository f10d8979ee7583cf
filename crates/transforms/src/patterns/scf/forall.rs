//! scf.forall patterns: trivial and constant-bound loops, dead and forwarded
//! outputs, folded slices of `in_parallel`.

use super::*;

// ----- scf.forall -----

use dialects::offsets::Mixed;
use ir::Sym;

/// The pieces of an `scf.forall`.
pub(super) struct Forall {
    lbs: Vec<Mixed>,
    ubs: Vec<Mixed>,
    steps: Vec<Mixed>,
    outs: Vec<Value>,
    body: Block,
    rank: usize,
}

pub(super) fn forall_parts(ctx: &Context, op: Op) -> Option<Forall> {
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 4 {
        return None;
    }
    let get = |name: &str, vals: &[Value]| {
        let st = dialects::offsets::static_array(ctx, op, name)?;
        let m = dialects::offsets::mixed(&st, vals);
        (m.len() == st.len()).then_some(m)
    };
    let lbs = get("staticLowerBound", &segs[0])?;
    let ubs = get("staticUpperBound", &segs[1])?;
    let steps = get("staticStep", &segs[2])?;
    let rank = lbs.len();
    if ubs.len() != rank || steps.len() != rank {
        return None;
    }
    let body = block_of(ctx, *ctx.regions_of(op).first()?)?;
    if ctx.block_args(body).len() != rank + segs[3].len() {
        return None;
    }
    Some(Forall {
        lbs,
        ubs,
        steps,
        outs: segs[3].clone(),
        body,
        rank,
    })
}

/// MLIR's `dispatchIndexOpFoldResults`.
pub(super) fn dispatch(m: &[Mixed]) -> (Vec<Value>, Vec<i64>) {
    let mut vals = Vec::new();
    let statics = m
        .iter()
        .map(|x| match x {
            Mixed::Static(c) => *c,
            Mixed::Dynamic(v) => {
                vals.push(*v);
                ir::DYNAMIC
            }
        })
        .collect();
    (vals, statics)
}

/// The operands and attributes of an `scf.forall` with these bounds and
/// outputs.
pub(super) fn forall_operands(
    ctx: &mut Context,
    lbs: &[Mixed],
    ubs: &[Mixed],
    steps: &[Mixed],
    outs: &[Value],
) -> (Vec<Value>, Vec<(Sym, Attr)>) {
    let mut operands = Vec::new();
    let mut attrs = Vec::new();
    let mut sizes = Vec::new();
    for (name, m) in [
        ("staticLowerBound", lbs),
        ("staticUpperBound", ubs),
        ("staticStep", steps),
    ] {
        let (v, st) = dispatch(m);
        sizes.push(v.len() as i32);
        operands.extend(v);
        let a = ctx.dense_i64_array(&st);
        attrs.push((ctx.sym(name), a));
    }
    sizes.push(outs.len() as i32);
    operands.extend_from_slice(outs);
    let a = ctx.dense_i32_array(&sizes);
    attrs.push((ctx.sym("operandSegmentSizes"), a));
    (operands, attrs)
}

/// Creates an `scf.forall` before `anchor` owning `region`.
#[allow(clippy::too_many_arguments)]
pub(super) fn create_forall(
    rw: &mut Rewriter,
    anchor: Op,
    lbs: &[Mixed],
    ubs: &[Mixed],
    steps: &[Mixed],
    outs: &[Value],
    extra: Vec<(Sym, Attr)>,
    region: Region,
) -> Op {
    let (operands, mut attrs) = forall_operands(rw.ctx, lbs, ubs, steps, outs);
    attrs.extend(extra);
    attrs.sort_by(|a, b| rw.ctx.str(a.0).cmp(rw.ctx.str(b.0)));
    let types = types_of(rw.ctx, outs);
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.forall",
        &operands,
        &types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    )
}

pub(super) fn mixed_const(ctx: &Context, m: Mixed) -> Option<i128> {
    match m {
        Mixed::Static(c) => Some(c as i128),
        Mixed::Dynamic(v) => const_int(ctx, v),
    }
}

/// MLIR's `constantTripCount(lb, ub, step, /*isSigned=*/true,
/// computeUbMinusLb)`: `ub - lb` from constants, or from `ub = arith.addi
/// %lb, %c overflow<nsw>`.
pub(super) fn trip_count(ctx: &Context, lb: Mixed, ub: Mixed, step: Mixed) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let diff = match (mixed_const(ctx, lb), mixed_const(ctx, ub)) {
        (Some(l), Some(u)) => u - l,
        _ => {
            let (Mixed::Dynamic(l), Mixed::Dynamic(u)) = (lb, ub) else {
                return None;
            };
            let add = ctx.defining_op(u).filter(|&d| ctx.is_op(d, "arith.addi"))?;
            let nsw = dialects::arith::op_overflow(ctx, add) & 1 != 0;
            if !nsw || dialects::arith::Binary(add).lhs(ctx) != l {
                return None;
            }
            const_int(ctx, dialects::arith::Binary(add).rhs(ctx))?
        }
    };
    if diff <= 0 {
        return Some(0);
    }
    // mlir-opt 22 counts no iteration for a non-positive constant step.
    let s = mixed_const(ctx, step)?;
    if s <= 0 {
        return Some(0);
    }
    Some((diff + s - 1) / s)
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
pub(super) fn mixed_value(rw: &mut Rewriter, anchor: Op, m: Mixed) -> Value {
    match m {
        Mixed::Dynamic(v) => v,
        Mixed::Static(c) => {
            let a = rw.ctx.index_attr(c);
            rw.constant(anchor, a)
        }
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`.
pub(super) fn preserves_static(ctx: &Context, source: Type, target: Type) -> bool {
    if source == target {
        return true;
    }
    let (
        TypeKind::RankedTensor {
            shape: ss,
            elem: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: ts,
            elem: te,
            encoding: tn,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && sn == tn
        && ss.len() == ts.len()
        && ss.iter().zip(ts).all(|(&s, &t)| s == ir::DYNAMIC || s == t)
}

/// The parallel-combining ops (`tensor.parallel_insert_slice`) among the
/// users of `arg`, in use-list order.
pub(super) fn combining_ops(ctx: &Context, arg: Value) -> Vec<Op> {
    let mut v: Vec<Op> = ctx
        .uses(arg)
        .map(|u| ctx.use_data(u).owner)
        .filter(|&o| ctx.isa(o, &dialects::tensor::PARALLEL_INSERT_SLICE))
        .collect();
    v.dedup();
    v
}

/// MLIR's `DimOfForallOp` (on `tensor.dim`).
pub(super) fn p_dim_of_forall(rw: &mut Rewriter, op: Op) -> bool {
    let src = dialects::tensor::Dim(op).source(rw.ctx);
    let Some(f) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::scf::FORALL))
    else {
        return false;
    };
    let Some(parts) = forall_parts(rw.ctx, f) else {
        return false;
    };
    let idx = rw.ctx.results(f).iter().position(|&r| r == src).unwrap();
    let Some(&out) = parts.outs.get(idx) else {
        return false;
    };
    rw.ctx.set_operand(op, 0, out);
    rw.notify_modified(op);
    true
}

/// MLIR's `FoldTensorCastOfOutputIntoForallOp`.
pub(super) fn p_forall_tensor_cast(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let mut new_outs = f.outs.clone();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    for (i, &o) in f.outs.iter().enumerate() {
        let Some(c) = ctx
            .defining_op(o)
            .filter(|&d| ctx.isa(d, &dialects::tensor::CAST))
        else {
            continue;
        };
        let src = dialects::tensor::Cast(c).source(ctx);
        let (st, dt) = (ctx.value_type(src), ctx.value_type(o));
        if !preserves_static(ctx, dt, st) {
            continue;
        }
        casts.push((i, dt));
        new_outs[i] = src;
    }
    if casts.is_empty() {
        return false;
    }
    let idx = rw.ctx.index_type();
    let mut arg_types = vec![idx; f.rank];
    arg_types.extend(types_of(rw.ctx, &new_outs));
    let (region, block) = ir::builder::region_with_block(rw.ctx, &arg_types);
    let args = rw.ctx.block_args(block).to_vec();
    let mut body_args = args.clone();
    let loc = rw.ctx.loc(op);
    // The body is built before the loop is inserted: MLIR's driver does
    // not see these ops.
    for &(i, dt) in &casts {
        let c = rw.create_full(
            At::End(block),
            "tensor.cast",
            &[args[f.rank + i]],
            &[dt],
            Vec::new(),
            Vec::new(),
            Vec::new(),
            loc,
        );
        body_args[f.rank + i] = rw.ctx.result(c, 0);
    }
    let old_args = rw.ctx.block_args(f.body).to_vec();
    // MLIR's `mergeBlocks` replaces the arguments through the rewriter
    // while the users are still in the attached loop: they are notified.
    for (a, v) in old_args.iter().zip(&body_args) {
        rw.replace_all_uses(*a, *v);
    }
    while let Some(o) = rw.ctx.first_op(f.body) {
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(block, o);
    }
    let mut extra = Vec::new();
    if let Some(m) = rw.ctx.get_attr(op, "mapping") {
        extra.push((rw.ctx.sym("mapping"), m));
    }
    let nf = create_forall(rw, op, &f.lbs, &f.ubs, &f.steps, &new_outs, extra, region);
    // The i-th combining op gets the i-th output argument (as MLIR).
    if let Some(t) = rw.ctx.terminator(block) {
        let tb = rw
            .ctx
            .regions_of(t)
            .first()
            .and_then(|&r| block_of(rw.ctx, r));
        if let Some(tb) = tb {
            let ops = rw.ctx.block_op_vec(tb);
            for (y, &a) in ops.iter().zip(&args[f.rank..]) {
                if rw.ctx.is_op(*y, "tensor.parallel_insert_slice") && rw.ctx.num_operands(*y) > 1 {
                    rw.ctx.set_operand(*y, 1, a);
                    rw.notify_modified(*y);
                }
            }
        }
    }
    let mut results = rw.ctx.results(nf).to_vec();
    let mut at = nf;
    for &(i, dt) in &casts {
        let c = rw.create_full(
            At::After(at),
            "tensor.cast",
            &[results[i]],
            &[dt],
            Vec::new(),
            Vec::new(),
            Vec::new(),
            loc,
        );
        at = c;
        results[i] = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `ForallOpControlOperandsFolder`: constant dynamic bounds become
/// static.
pub(super) fn p_forall_control_operands(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let mut changed = false;
    let mut fold = |m: &[Mixed]| -> Vec<Mixed> {
        m.iter()
            .map(|&x| match x {
                Mixed::Dynamic(v) => match const_int(ctx, v) {
                    Some(c) => {
                        changed = true;
                        Mixed::Static(c as i64)
                    }
                    None => x,
                },
                s => s,
            })
            .collect()
    };
    let (lbs, ubs, steps) = (fold(&f.lbs), fold(&f.ubs), fold(&f.steps));
    if !changed {
        return false;
    }
    let (operands, attrs) = forall_operands(rw.ctx, &lbs, &ubs, &steps, &f.outs);
    rw.ctx.set_operands(op, &operands);
    for (k, a) in attrs {
        let name = rw.ctx.str(k).to_string();
        rw.ctx.set_attr(op, &name, a);
    }
    rw.notify_modified(op);
    true
}

/// MLIR's `ForallOpIterArgsFolder`: shared outputs whose result is unused
/// or that no combining op writes are removed.
pub(super) fn p_forall_iter_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let results = ctx.results(op).to_vec();
    let args = ctx.block_args(f.body).to_vec();
    let mut delete = vec![false; results.len()];
    let mut new_outs = Vec::new();
    for (i, &r) in results.iter().enumerate() {
        let arg = args[f.rank + i];
        if !ctx.has_uses(r) || combining_ops(ctx, arg).is_empty() {
            delete[i] = true;
        } else {
            new_outs.push(f.outs[i]);
        }
    }
    if !delete.contains(&true) {
        return false;
    }
    for i in 0..results.len() {
        if delete[i] {
            for c in combining_ops(rw.ctx, args[f.rank + i]) {
                if !rw.ctx.is_erased(c) {
                    rw.erase_op(c);
                }
            }
        }
    }
    for i in 0..results.len() {
        if delete[i] {
            rw.replace_all_uses(args[f.rank + i], f.outs[i]);
            rw.replace_all_uses(results[i], f.outs[i]);
        }
    }
    for i in (0..results.len()).rev() {
        if delete[i] {
            rw.ctx.erase_block_arg(f.body, f.rank + i);
        }
    }
    rw.notify_modified(op);
    // MLIR's `eraseOpResults`: a new op takes the region.
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    rw.ctx.take_region_blocks(old_region, region);
    let mut extra = Vec::new();
    for name in ["mapping"] {
        if let Some(m) = rw.ctx.get_attr(op, name) {
            extra.push((rw.ctx.sym(name), m));
        }
    }
    let nf = create_forall(rw, op, &f.lbs, &f.ubs, &f.steps, &new_outs, extra, region);
    let new_results = rw.ctx.results(nf).to_vec();
    let mut k = 0;
    for i in 0..results.len() {
        if !delete[i] {
            rw.replace_all_uses(results[i], new_results[k]);
            k += 1;
        }
    }
    rw.erase_op(op);
    true
}

/// Notifies every op of `b` (nested ones first), as MLIR's
/// `cloneRegionBefore` does for the cloned ops.
pub(super) fn notify_block_post_order(rw: &mut Rewriter, b: Block) {
    let mut stack: Vec<(Op, bool)> = rw.ctx.block_ops(b).map(|o| (o, false)).collect();
    stack.reverse();
    while let Some((o, done)) = stack.pop() {
        if done {
            rw.notify_inserted(o);
            continue;
        }
        stack.push((o, true));
        let mut inner = Vec::new();
        for &r in rw.ctx.regions_of(o) {
            for &ib in rw.ctx.region_blocks(r) {
                inner.extend(rw.ctx.block_ops(ib));
            }
        }
        stack.extend(inner.into_iter().rev().map(|x| (x, false)));
    }
}

/// MLIR's `scf::promote` for `scf.forall`: inlines the body with the lower
/// bounds and the outputs, and turns each `tensor.parallel_insert_slice`
/// into a `tensor.insert_slice` after the loop.
pub(super) fn promote_forall(rw: &mut Rewriter, op: Op, f: &Forall) -> bool {
    let Some(term) = rw.ctx.terminator(f.body) else {
        return false;
    };
    let yields: Vec<Op> = rw
        .ctx
        .regions_of(term)
        .first()
        .and_then(|&r| block_of(rw.ctx, r))
        .map(|b| rw.ctx.block_op_vec(b))
        .unwrap_or_default();
    let inserts: Vec<Op> = yields
        .iter()
        .copied()
        .filter(|&y| rw.ctx.isa(y, &dialects::tensor::PARALLEL_INSERT_SLICE))
        .collect();
    if inserts.len() != rw.ctx.results(op).len() {
        return false;
    }
    let mut repl: Vec<Value> = f.lbs.iter().map(|&l| mixed_value(rw, op, l)).collect();
    repl.extend_from_slice(&f.outs);
    let pb = rw.ctx.parent_block(op).unwrap();
    rw.inline_block_before(f.body, pb, Some(op), &repl);
    let loc = rw.ctx.loc(op);
    let mut results = Vec::new();
    let mut at = op;
    for y in inserts {
        let operands = rw.ctx.operand_vec(y);
        let dst_ty = rw.ctx.value_type(operands[1]);
        let mut attrs = Vec::new();
        for name in [
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ] {
            if let Some(a) = rw.ctx.get_attr(y, name) {
                attrs.push((rw.ctx.sym(name), a));
            }
        }
        let n = rw.create_full(
            At::After(at),
            "tensor.insert_slice",
            &operands,
            &[dst_ty],
            attrs,
            Vec::new(),
            Vec::new(),
            loc,
        );
        at = n;
        results.push(rw.ctx.result(n, 0));
    }
    let old = rw.ctx.results(op).to_vec();
    for (r, v) in old.iter().zip(&results) {
        rw.replace_all_uses(*r, *v);
    }
    rw.erase_op(term);
    rw.erase_op(op);
    true
}

/// Replaces the dropped induction variables of a loop body by their
/// values and removes their block arguments (MLIR clones the body with
/// this mapping).
pub(super) fn drop_ivs(ctx: &mut Context, body: Block, mapped: &[(usize, Value)]) {
    for &(d, v) in mapped {
        let iv = ctx.block_args(body)[d];
        ctx.replace_all_uses(iv, v);
    }
    for &(d, _) in mapped.iter().rev() {
        ctx.erase_block_arg(body, d);
    }
}

/// Moves the ops of `b` before its terminator `term` to before `op`,
/// notifying each (MLIR clones them there).
pub(super) fn hoist_block_ops(rw: &mut Rewriter, b: Block, term: Op, op: Op) {
    while let Some(o) = rw.ctx.first_op(b).filter(|&o| o != term) {
        rw.ctx.unlink_op(o);
        rw.ctx.insert_op_before(op, o);
        rw.notify_inserted(o);
    }
}

/// MLIR's `ForallOpSingleOrZeroIterationDimsFolder`: a dimension without
/// iterations removes the loop, dimensions with one iteration are dropped
/// (their induction variable becomes the lower bound) and a loop left
/// without dimensions is inlined.
pub(super) fn p_forall_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if let Some(m) = ctx.get_attr(op, "mapping") {
        if !matches!(ctx.attr_kind(m), AttrKind::Array(v) if v.is_empty()) {
            return false;
        }
    }
    let Some(f) = forall_parts(ctx, op) else {
        return false;
    };
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut mapped: Vec<(usize, Value)> = Vec::new();
    for d in 0..f.rank {
        match trip_count(rw.ctx, f.lbs[d], f.ubs[d], f.steps[d]) {
            Some(0) => {
                let outs = f.outs.clone();
                rw.replace_op(op, &outs);
                return true;
            }
            Some(1) => {
                let v = mixed_value(rw, op, f.lbs[d]);
                mapped.push((d, v));
                continue;
            }
            _ => {}
        }
        nl.push(f.lbs[d]);
        nu.push(f.ubs[d]);
        ns.push(f.steps[d]);
    }
    if nl.is_empty() {
        return promote_forall(rw, op, &f);
    }
    if nl.len() == f.rank {
        return false;
    }
    // The new loop takes the body without the dropped induction variables.
    drop_ivs(rw.ctx, f.body, &mapped);
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    let mut extra = Vec::new();
    for &(k, a) in &rw.ctx.op(op).attrs {
        let name = rw.ctx.str(k);
        if !matches!(
            name,
            "operandSegmentSizes" | "staticLowerBound" | "staticUpperBound" | "staticStep"
        ) {
            extra.push((k, a));
        }
    }
    let nf = create_forall(rw, op, &nl, &nu, &ns, &f.outs, extra, region);
    rw.ctx.take_region_blocks(old_region, region);
    notify_block_post_order(rw, f.body);
    let results = rw.ctx.results(nf).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `ForallOpReplaceConstantInductionVar`.
pub(super) fn p_forall_const_iv(rw: &mut Rewriter, op: Op) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else {
        return false;
    };
    let ivs = rw.ctx.block_args(f.body)[..f.rank].to_vec();
    let mut changed = false;
    for (d, &iv) in ivs.iter().enumerate() {
        if !rw.ctx.has_uses(iv) {
            continue;
        }
        if trip_count(rw.ctx, f.lbs[d], f.ubs[d], f.steps[d]) != Some(1) {
            continue;
        }
        let v = mixed_value(rw, op, f.lbs[d]);
        rw.replace_all_uses(iv, v);
        changed = true;
    }
    changed
}

/// MLIR's `InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>`.
pub(super) fn p_parallel_insert_const_args(rw: &mut Rewriter, op: Op) -> bool {
    use crate::patterns::slice::{canonical_slice_tensor_type, fold_slice_lists, SliceParams};
    let ctx = &*rw.ctx;
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 5 || segs[0].len() != 1 || segs[1].len() != 1 {
        return false;
    }
    let get = |name: &str, vals: &[Value]| {
        let st = dialects::offsets::static_array(ctx, op, name)?;
        let m = dialects::offsets::mixed(&st, vals);
        (m.len() == st.len()).then_some(m)
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        get("static_offsets", &segs[2]),
        get("static_sizes", &segs[3]),
        get("static_strides", &segs[4]),
    ) else {
        return false;
    };
    let p = SliceParams {
        offsets,
        sizes,
        strides,
    };
    let Some(lists) = fold_slice_lists(ctx, &p) else {
        return false;
    };
    let (mut src, dest) = (segs[0][0], segs[1][0]);
    let st = rw.ctx.value_type(src);
    let dt = rw.ctx.value_type(dest);
    let rank = rw.ctx.type_kind(st).rank().unwrap_or(0);
    let Some(nt) = canonical_slice_tensor_type(rw.ctx, dt, &lists[1].0, rank) else {
        return false;
    };
    if nt != st {
        let Some(parent) = rw.ctx.parent_op(op) else {
            return false;
        };
        let c = rw.create(parent, "tensor.cast", &[src], &[nt], Vec::new());
        src = rw.ctx.result(c, 0);
    }
    let mut operands = vec![src, dest];
    let mut sizes_attr = vec![1, 1];
    let mut attrs = Vec::new();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        operands.extend_from_slice(&lists[k].1);
        sizes_attr.push(lists[k].1.len() as i32);
        let a = rw.ctx.dense_i64_array(&lists[k].0);
        attrs.push((name, a));
    }
    let a = rw.ctx.dense_i32_array(&sizes_attr);
    attrs.push(("operandSegmentSizes", a));
    rw.create(op, "tensor.parallel_insert_slice", &operands, &[], attrs);
    rw.erase_op(op);
    true
}
