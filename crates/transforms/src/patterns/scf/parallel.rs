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

/// The `scf.parallel` that `outer`'s body holds alone (before its
/// terminator), when MLIR's `MergeNestedParallelLoops` would merge it into
/// a loop whose induction variables are the arguments of `outer_bodies`:
/// no init of its own and no bound read from those variables.
fn mergeable_inner(
    ctx: &Context,
    outer: &Parallel,
    outer_bodies: &rustc_hash::FxHashSet<Block>,
) -> Option<Parallel> {
    let inner_op = ctx.first_op(outer.body)?;
    let term = ctx.terminator(outer.body);
    if !ctx.isa(inner_op, &dialects::scf::PARALLEL)
        || ctx.next_op(inner_op) != term
        || term == Some(inner_op)
    {
        return None;
    }
    let inner = parallel_parts(ctx, inner_op)?;
    let bounds_use_iv = inner.lbs.iter().chain(&inner.ubs).chain(&inner.steps).any(
        |&v| matches!(ctx.value(v).def, ir::context::ValueDef::Arg(b, _) if outer_bodies.contains(&b)),
    );
    (!bounds_use_iv && inner.inits.is_empty()).then_some(inner)
}

/// Whether `ParallelOpSingleOrZeroIterationDimsFolder` would rewrite a loop
/// with the dimensions of `p`: one has a known trip count of 0 or 1.
fn has_trivial_dim(ctx: &Context, p: &Parallel) -> bool {
    (0..p.lbs.len()).any(|d| {
        let (l, u, s) = (
            Mixed::Dynamic(p.lbs[d]),
            Mixed::Dynamic(p.ubs[d]),
            Mixed::Dynamic(p.steps[d]),
        );
        matches!(trip_count(ctx, l, u, s), Some(0 | 1))
    })
}

/// MLIR's `MergeNestedParallelLoops`, applied to a whole nest at once. MLIR
/// merges one inner loop per rewrite, and the merged loop, visited next,
/// merges the next one: a nest of depth n builds loops of 2, 3, ..., n
/// dimensions, quadratic in time and (in an arena that keeps erased ops)
/// memory. Each intermediate loop would only be merged again, unless one of
/// its dimensions is trivial (the trivial-dims folder comes first): the nest
/// taken at once stops there, and the next visit goes on from it.
pub(super) fn p_parallel_merge_nested(rw: &mut Rewriter, op: Op) -> bool {
    let Some(outer) = parallel_parts(rw.ctx, op) else {
        return false;
    };
    if !outer.inits.is_empty() {
        return false;
    }
    let ctx = &*rw.ctx;
    let mut bodies = rustc_hash::FxHashSet::default();
    bodies.insert(outer.body);
    let mut trivial = has_trivial_dim(ctx, &outer);
    let mut nest = vec![outer];
    while nest.len() == 1 || !trivial {
        let Some(inner) = mergeable_inner(ctx, nest.last().unwrap(), &bodies) else {
            break;
        };
        trivial |= has_trivial_dim(ctx, &inner);
        bodies.insert(inner.body);
        nest.push(inner);
    }
    if nest.len() < 2 {
        return false;
    }
    let idx = rw.ctx.index_type();
    let n = nest.iter().map(|p| p.lbs.len()).sum();
    let (region, block) = ir::builder::region_with_block(rw.ctx, &vec![idx; n]);
    let args = rw.ctx.block_args(block).to_vec();
    let ivs: Vec<Value> = nest
        .iter()
        .flat_map(|p| rw.ctx.block_args(p.body).to_vec())
        .collect();
    for (a, v) in ivs.iter().zip(&args) {
        rw.ctx.replace_all_uses(*a, *v);
    }
    let innermost = nest.last().unwrap().body;
    let inner_term = rw.ctx.terminator(innermost);
    while let Some(o) = rw
        .ctx
        .first_op(innermost)
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
    let all = |part: fn(&Parallel) -> &Vec<Value>| -> Vec<Value> {
        nest.iter().flat_map(|p| part(p).iter().copied()).collect()
    };
    let (l, u, s) = (all(|p| &p.lbs), all(|p| &p.ubs), all(|p| &p.steps));
    create_parallel(rw, op, &l, &u, &s, &[], region);
    rw.replace_op(op, &[]);
    true
}

#[cfg(test)]
mod tests {
    use crate::canonicalize::{apply_patterns_greedily, Config};

    /// `scf.parallel` nested `depth` deep, a store at the bottom.
    fn nest(depth: usize) -> String {
        let mut s = String::from(
            "func.func @f(%m: memref<8xf32>, %v: f32) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n",
        );
        for i in 0..depth {
            s += &format!("  scf.parallel (%i{i}) = (%c0) to (%c8) step (%c1) {{\n");
        }
        s += "  memref.store %v, %m[%c0] : memref<8xf32>\n";
        for _ in 0..depth {
            s += "  scf.reduce\n  }\n";
        }
        s + "  return\n}\n"
    }

    #[test]
    fn a_nest_merges_in_one_rewrite_of_linear_size() {
        let depth = 300;
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", &nest(depth), &opts).expect("parse");
        let (ops, values) = (ctx.num_ops(), ctx.num_values());
        assert!(apply_patterns_greedily(&mut ctx, m, &Config::default()));
        // One loop of `depth` dimensions and its terminator; merging one
        // level at a time creates a loop per level, with 2, 3, ... arguments.
        assert!(
            ctx.num_ops() - ops <= 4,
            "{} ops created",
            ctx.num_ops() - ops
        );
        assert!(
            ctx.num_values() - values <= depth + 4,
            "{} values created",
            ctx.num_values() - values
        );
        let out = ir::printer::print_top_level(&ctx, m, Default::default());
        assert_eq!(out.matches("scf.parallel").count(), 1, "{out}");
        assert!(out.contains(&format!("%arg{}", depth + 1)), "{out}");
    }
}
