//! scf.parallel patterns: trivial loops, constant bounds, nested loops merged.

use super::*;
use dialects::offsets::Mixed;

// ----- scf.parallel -----

/// Lower bounds, upper bounds, steps and inits of an `scf.parallel`, with
/// its body.
pub(super) struct Parallel {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    body: Block,
}

pub(super) fn parallel_parts(ctx: &Context, op: Op) -> Option<Parallel> {
    let segs = dialects::common::operand_segments(ctx, op);
    if segs.len() != 4 || segs[0].len() != segs[1].len() || segs[1].len() != segs[2].len() {
        return None;
    }
    let body = block_of(ctx, *ctx.regions_of(op).first()?)?;
    if ctx.block_args(body).len() != segs[0].len() {
        return None;
    }
    Some(Parallel {
        lbs: segs[0].clone(),
        ubs: segs[1].clone(),
        steps: segs[2].clone(),
        inits: segs[3].clone(),
        body,
    })
}

/// Creates an `scf.parallel` before `anchor` owning `region`.
pub(super) fn create_parallel(
    rw: &mut Rewriter,
    anchor: Op,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    region: Region,
) -> Op {
    let mut operands = lbs.to_vec();
    operands.extend_from_slice(ubs);
    operands.extend_from_slice(steps);
    operands.extend_from_slice(inits);
    let sizes = [
        lbs.len() as i32,
        ubs.len() as i32,
        steps.len() as i32,
        inits.len() as i32,
    ];
    let a = rw.ctx.dense_i32_array(&sizes);
    let attrs = vec![(rw.ctx.sym("operandSegmentSizes"), a)];
    let types = types_of(rw.ctx, inits);
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.parallel",
        &operands,
        &types,
        attrs,
        vec![region],
        Vec::new(),
        loc,
    )
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
pub(super) fn p_parallel_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let Some(p) = parallel_parts(rw.ctx, op) else {
        return false;
    };
    let ivs = rw.ctx.block_args(p.body).to_vec();
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut mapped: Vec<(usize, Value)> = Vec::new();
    for d in 0..ivs.len() {
        let (l, u, s) = (
            Mixed::Dynamic(p.lbs[d]),
            Mixed::Dynamic(p.ubs[d]),
            Mixed::Dynamic(p.steps[d]),
        );
        match trip_count(rw.ctx, l, u, s) {
            Some(0) => {
                rw.replace_op(op, &p.inits);
                return true;
            }
            Some(1) => {
                mapped.push((d, p.lbs[d]));
                continue;
            }
            _ => {}
        }
        nl.push(p.lbs[d]);
        nu.push(p.ubs[d]);
        ns.push(p.steps[d]);
    }
    if nl.len() == ivs.len() {
        return false;
    }
    let Some(term) = rw.ctx.terminator(p.body) else {
        return false;
    };
    if nl.is_empty() {
        if !rw.ctx.isa(term, &dialects::scf::REDUCE) {
            return false;
        }
        // Inline the body, then each reduction applied to the init.
        for &(d, v) in &mapped {
            rw.replace_all_uses(ivs[d], v);
        }
        hoist_block_ops(rw, p.body, term, op);
        let reduce_ops = rw.ctx.operand_vec(term);
        let regions = rw.ctx.regions_of(term).to_vec();
        let mut results = Vec::new();
        for (i, r) in regions.into_iter().enumerate() {
            let Some(rb) = block_of(rw.ctx, r) else {
                return false;
            };
            let args = rw.ctx.block_args(rb).to_vec();
            let (Some(&init), Some(&val)) = (p.inits.get(i), reduce_ops.get(i)) else {
                return false;
            };
            if args.len() != 2 {
                return false;
            }
            rw.replace_all_uses(args[0], init);
            rw.replace_all_uses(args[1], val);
            let Some(ret) = rw.ctx.terminator(rb) else {
                return false;
            };
            hoist_block_ops(rw, rb, ret, op);
            results.push(rw.ctx.operand(ret, 0));
        }
        rw.replace_op(op, &results);
        return true;
    }
    drop_ivs(rw.ctx, p.body, &mapped);
    let region = rw.ctx.new_region();
    let old_region = rw.ctx.regions_of(op)[0];
    let np = create_parallel(rw, op, &nl, &nu, &ns, &p.inits, region);
    rw.ctx.take_region_blocks(old_region, region);
    notify_block_post_order(rw, p.body);
    let results = rw.ctx.results(np).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `MergeNestedParallelLoops`.
pub(super) fn p_parallel_merge_nested(rw: &mut Rewriter, op: Op) -> bool {
    let Some(outer) = parallel_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let Some(inner_op) = ctx.first_op(outer.body) else {
        return false;
    };
    if !ctx.isa(inner_op, &dialects::scf::PARALLEL)
        || ctx.next_op(inner_op) != ctx.terminator(outer.body)
        || ctx.terminator(outer.body) == Some(inner_op)
    {
        return false;
    }
    let Some(inner) = parallel_parts(ctx, inner_op) else {
        return false;
    };
    let outer_ivs = ctx.block_args(outer.body).to_vec();
    let bounds_use_iv = inner
        .lbs
        .iter()
        .chain(&inner.ubs)
        .chain(&inner.steps)
        .any(|v| outer_ivs.contains(v));
    if bounds_use_iv || !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let idx = rw.ctx.index_type();
    let n = outer_ivs.len() + inner.lbs.len();
    let (region, block) = ir::builder::region_with_block(rw.ctx, &vec![idx; n]);
    let args = rw.ctx.block_args(block).to_vec();
    let inner_ivs = rw.ctx.block_args(inner.body).to_vec();
    for (a, v) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        rw.ctx.replace_all_uses(*a, *v);
    }
    let inner_term = rw.ctx.terminator(inner.body);
    while let Some(o) = rw
        .ctx
        .first_op(inner.body)
        .filter(|&o| Some(o) != inner_term)
    {
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(block, o);
    }
    let loc = rw.ctx.loc(op);
    rw.create_full(
        At::End(block),
        "scf.reduce",
        &[],
        &[],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    let cat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
    let (l, u, s) = (
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
    );
    create_parallel(rw, op, &l, &u, &s, &[], region);
    rw.replace_op(op, &[]);
    true
}
