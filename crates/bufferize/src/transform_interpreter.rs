//! `transform-interpreter`: runs the transform script
//! `transform.named_sequence @__transform_main` (or the `entry-point`
//! option's name) found nested in the root op, with its one argument bound
//! to the root (MLIR's `InterpreterPass`). Handles map to lists of payload
//! ops; the script's ops run in order until its `transform.yield`. The ops
//! bufopt runs are the ones bufferization scripts use (see the `transform`
//! dialect module); any other op in a script is an error, not skipped.
//!
//! `transform.structured.eliminate_empty_tensors` is MLIR's LinalgOp-anchored
//! empty tensor elimination: after a One-Shot analysis of the target, a
//! `tensor.empty` whose value reaches (through equivalent, same-typed
//! values) an in-place input of a linalg op with an output that has the
//! same type and indexing map and is not read by the body, is replaced by
//! that output's value, and the output takes the input's value.

use crate::analysis::Analyzer;
use crate::options::{LayoutMapOption, Options};
use crate::pass::OneShotBufferize;
use crate::state::{State, Traversal};
use dialects::transform as tr;
use ir::diag::{DResult, Diagnostic};
use ir::dominance::Dominance;
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, Op, Use, Value};
use rustc_hash::FxHashMap;
use transforms::canonicalize::{apply_patterns_greedily_with, Config, PatternSet, Rewriter};
use transforms::patterns::linalg::erase_inputs;

/// The registry entry of `transform-interpreter`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "transform-interpreter",
    class_name: "InterpreterPass",
    summary: "transform dialect interpreter",
    options: &[PassOption::text(
        "entry-point",
        "Entry point of the pass pipeline.",
        "__transform_main",
    )],
    create: |o: &PassOptions| {
        Ok(Box::new(TransformInterpreter {
            entry_point: o
                .get("entry-point")
                .unwrap_or("__transform_main")
                .to_string(),
        }))
    },
};

/// The `transform-interpreter` pass (see the module docs).
pub struct TransformInterpreter {
    /// The named sequence to run (`entry-point`).
    pub entry_point: String,
}

impl Pass for TransformInterpreter {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> DResult<()> {
        let entry = find_entry_point(ctx, root, &self.entry_point).ok_or_else(|| {
            crate::rewrite::error(
                ctx,
                root,
                format!(
                    "could not find a nested named sequence with name: {}",
                    self.entry_point
                ),
            )
        })?;
        interpret(ctx, root, entry)
    }
}

/// The first named sequence of that name nested in `root`, in program order.
fn find_entry_point(ctx: &Context, root: Op, name: &str) -> Option<Op> {
    let mut found = None;
    ctx.walk_pre(root, |op| {
        if found.is_none()
            && ctx.isa(op, &tr::NAMED_SEQUENCE)
            && ctx
                .get_attr(op, "sym_name")
                .and_then(|a| dialects::common::string_attr_value(ctx, a))
                .is_some_and(|n| n == name)
        {
            found = Some(op);
        }
    });
    found
}

/// An error at transform op `op`.
fn at(ctx: &Context, op: Op, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(ctx.loc(op), msg.into()))
}

fn interpret(ctx: &mut Context, root: Op, sequence: Op) -> DResult<()> {
    let Some(body) = ctx
        .regions_of(sequence)
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return Err(at(
            ctx,
            sequence,
            "cannot run a named sequence without a body",
        ));
    };
    let args = ctx.block_args(body).to_vec();
    if args.len() != 1 {
        return Err(at(
            ctx,
            sequence,
            format!(
                "operation expects {} extra value bindings, but 0 were provided to the interpreter",
                args.len().saturating_sub(1)
            ),
        ));
    }
    let mut handles: FxHashMap<Value, Vec<Op>> = FxHashMap::default();
    handles.insert(args[0], vec![root]);
    let script: Vec<Op> = ctx.block_ops(body).collect();
    for step in script {
        if ctx.isa(step, &tr::YIELD) {
            break;
        }
        let targets = tr::target(ctx, step)
            .and_then(|h| handles.get(&h))
            .cloned()
            .unwrap_or_default();
        if ctx.isa(step, &tr::MATCH) {
            let [target] = targets[..] else {
                return Err(at(ctx, step, "requires exactly one target handle!"));
            };
            let names = tr::match_op_names(ctx, step);
            let mut found = Vec::new();
            ctx.walk_post(target, |op| {
                if names
                    .as_ref()
                    .is_none_or(|n| n.iter().any(|x| x == ctx.op_name(op)))
                {
                    found.push(op);
                }
            });
            handles.insert(ctx.result(step, 0), found);
        } else if ctx.isa(step, &tr::ELIMINATE_EMPTY_TENSORS) {
            for t in targets {
                eliminate_linalg_anchored_empty_tensors(ctx, t)?;
            }
        } else if ctx.isa(step, &tr::APPLY_PATTERNS) {
            apply_patterns(ctx, step, &targets)?;
        } else if ctx.isa(step, &tr::ONE_SHOT_BUFFERIZE) {
            one_shot_bufferize(ctx, step, &targets)?;
            handles.insert(ctx.result(step, 0), targets);
        } else {
            return Err(at(
                ctx,
                step,
                format!(
                    "'{}' is not a transform op bufopt's interpreter runs",
                    ctx.op_name(step)
                ),
            ));
        }
    }
    Ok(())
}

// ----- transform.apply_patterns -----

/// The patterns of `transform.apply_patterns.linalg.erase_unnecessary_inputs`,
/// in MLIR's order.
struct EraseUnnecessaryInputs;

impl PatternSet for EraseUnnecessaryInputs {
    fn apply(&mut self, rw: &mut Rewriter, op: Op) -> bool {
        erase_inputs::p_remove_dead_and_duplicate_inputs(rw, op)
            || erase_inputs::p_fold_duplicate_input_bbargs(rw, op)
    }
    fn may_apply(&self, name: &str) -> bool {
        name == dialects::linalg::GENERIC.name
    }
}

fn int_option(ctx: &Context, op: Op, name: &str) -> i64 {
    match ctx.get_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(ir::AttrKind::Integer { value, .. }) => *value as i64,
        _ => -1,
    }
}

fn apply_patterns(ctx: &mut Context, step: Op, targets: &[Op]) -> DResult<()> {
    let region = ctx.regions_of(step)[0];
    let mut wants_erase_inputs = false;
    for &b in ctx.region_blocks(region) {
        for p in ctx.block_ops(b) {
            if !ctx.isa(p, &tr::ERASE_UNNECESSARY_INPUTS) {
                return Err(at(
                    ctx,
                    p,
                    format!(
                        "'{}' is not a pattern set bufopt's interpreter applies",
                        ctx.op_name(p)
                    ),
                ));
            }
            wants_erase_inputs = true;
        }
    }
    let cfg = Config {
        max_iterations: int_option(ctx, step, "max_iterations"),
        max_num_rewrites: int_option(ctx, step, "max_num_rewrites"),
        ..Config::default()
    };
    let cse = ctx.has_attr(step, "apply_cse");
    for &t in targets {
        if wants_erase_inputs {
            apply_patterns_greedily_with(ctx, t, &cfg, &mut EraseUnnecessaryInputs);
        } else {
            apply_patterns_greedily_with(ctx, t, &cfg, &mut NoPatterns);
        }
        if cse {
            transforms::cse::Cse.run(ctx, t)?;
        }
    }
    Ok(())
}

/// An empty pattern list: the greedy driver still folds and erases dead ops.
struct NoPatterns;

impl PatternSet for NoPatterns {
    fn apply(&mut self, _: &mut Rewriter, _: Op) -> bool {
        false
    }
    fn may_apply(&self, _: &str) -> bool {
        false
    }
}

// ----- transform.bufferization.one_shot_bufferize -----

fn one_shot_bufferize(ctx: &mut Context, step: Op, targets: &[Op]) -> DResult<()> {
    let memcpy = ctx
        .get_attr(step, "memcpy_op")
        .and_then(|a| dialects::common::string_attr_value(ctx, a));
    if memcpy.is_some_and(|m| m != dialects::memref::COPY.name) {
        return Err(at(
            ctx,
            step,
            "bufopt's interpreter copies buffers with memref.copy only (memcpy_op)",
        ));
    }
    let option = |name| tr::bool_option(ctx, step, name);
    let opts = Options {
        allow_return_allocs_from_loops: option("allow_return_allocs_from_loops"),
        allow_unknown_ops: option("allow_unknown_ops"),
        bufferize_function_boundaries: option("bufferize_function_boundaries"),
        check_parallel_regions: option("check_parallel_regions"),
        dump_alias_sets: option("dump_alias_sets"),
        print_conflicts: option("print_conflicts"),
        test_analysis_only: option("test_analysis_only"),
        function_boundary_type_conversion: match tr::layout_option(ctx, step) {
            1 => LayoutMapOption::IdentityLayoutMap,
            2 => LayoutMapOption::FullyDynamicLayoutMap,
            _ => LayoutMapOption::InferLayoutMap,
        },
        ..Options::default()
    };
    for &t in targets {
        if opts.bufferize_function_boundaries && !ctx.isa(t, &dialects::builtin::MODULE) {
            return Err(at(ctx, step, "expected module target"));
        }
        // The payload's diagnostics come first, then the transform op's own.
        OneShotBufferize { opts: opts.clone() }
            .run(ctx, t)
            .map_err(|mut d| {
                d.follow.push(*at(ctx, step, "bufferization failed"));
                d
            })?;
    }
    Ok(())
}

// ----- transform.structured.eliminate_empty_tensors -----

/// An output of linalg op `op` that the body does not read, with the type
/// and indexing map of input `input` (MLIR's `getUnusedOutOperand`).
fn unused_matching_output(ctx: &Context, op: Op, input: usize) -> Option<usize> {
    let maps = dialects::linalg::structured_indexing_maps(ctx, op)?;
    let (inputs, outputs) = dialects::linalg::dps_ranges(ctx, op);
    if !inputs.contains(&input) {
        return None;
    }
    let body = ctx
        .regions_of(op)
        .first()
        .and_then(|&r| ctx.entry_block(r))?;
    let args = ctx.block_args(body);
    let operand_type = |i: usize| ctx.value_type(ctx.operands(op).nth(i).expect("operand"));
    outputs.into_iter().find(|&o| {
        args.get(o).is_some_and(|&a| ctx.uses(a).next().is_none())
            && operand_type(o) == operand_type(input)
            && maps.get(o).is_some()
            && maps.get(o) == maps.get(input)
    })
}

/// The value can stand where `empty` stands: some point that `value`
/// dominates also dominates every use of `empty`'s result (MLIR's
/// `findValidInsertionPoint`, for a replacement that needs no new op).
fn can_replace(ctx: &Context, dom: &mut Dominance, empty: Op, value: Value) -> bool {
    let mut candidates = vec![empty];
    match ctx.defining_op(value) {
        Some(def) => candidates.extend(ctx.next_op(def)),
        None => {
            if let ir::context::ValueDef::Arg(b, _) = ctx.value(value).def {
                candidates.extend(ctx.first_op(b));
            }
        }
    }
    let result = ctx.result(empty, 0);
    candidates.into_iter().any(|point| {
        dom.value_dominates(value, point)
            && ctx
                .uses(result)
                .all(|u| dom.properly_dominates_op(point, ctx.use_data(u).owner))
    })
}

fn eliminate_linalg_anchored_empty_tensors(ctx: &mut Context, target: Op) -> DResult<()> {
    let opts = Options {
        allow_return_allocs_from_loops: true,
        ..Options::default()
    };
    let mut st = State::new(opts, true, crate::models::for_context(ctx));
    {
        let mut an = Analyzer::new(ctx, &mut st);
        an.init(target);
        an.analyze(target)?;
    }
    let mut ops = Vec::new();
    ctx.walk_post(target, |op| ops.push(op));
    let chain = Traversal {
        always_include_leaves: false,
        follow_equivalent_only: true,
        follow_same_type_or_casts_only: true,
        ..Traversal::default()
    };
    for op in ops {
        if ctx.is_erased(op) || dialects::linalg::structured_indexing_maps(ctx, op).is_none() {
            continue;
        }
        let uses: Vec<Use> = ctx.op(op).operands.to_vec();
        for (i, u) in uses.into_iter().enumerate() {
            if !st.is_in_place(ctx, u) {
                continue;
            }
            let Some(out) = unused_matching_output(ctx, op, i) else {
                continue;
            };
            let start = ctx.use_value(u);
            let empties = st.find_in_reverse_chain(
                ctx,
                start,
                &mut |v| {
                    ctx.defining_op(v)
                        .is_some_and(|d| ctx.isa(d, &dialects::tensor::EMPTY))
                },
                chain,
            );
            for v in empties {
                let Some(empty) = ctx.defining_op(v) else {
                    continue;
                };
                if ctx.is_erased(empty) {
                    continue;
                }
                let replacement = ctx.operands(op).nth(out).expect("output operand");
                let valid = {
                    let mut dom = Dominance::new(ctx);
                    can_replace(ctx, &mut dom, empty, replacement)
                };
                if !valid || ctx.value_type(replacement) != ctx.value_type(v) {
                    continue;
                }
                let input_value = ctx.use_value(u);
                let out_use = ctx.op(op).operands[out];
                ctx.set_use_value(out_use, input_value);
                ctx.replace_all_uses(v, replacement);
                ctx.erase_op(empty);
            }
        }
    }
    Ok(())
}
