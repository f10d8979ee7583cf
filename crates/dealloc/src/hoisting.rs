//! `buffer-hoisting` and `buffer-loop-hoisting` (mlir-opt 22 semantics).
//!
//! Both move allocations upwards. For every allocation, the nearest common
//! dominator of the blocks of all its aliases and their users bounds how far
//! it may go (the alias sets are folded once per strongly connected component
//! of the view-flow graph, so this is linear in total), and so does the block
//! of its deepest operand (its dynamic sizes).
//!
//! - `buffer-hoisting` moves `memref.alloc` and `memref.realloc` into
//!   dominators and out of regions of known non-loop control flow
//!   (`scf.if`, ...), never out of a loop.
//! - `buffer-loop-hoisting` moves `memref.alloc`, `memref.realloc` and
//!   `memref.alloca` only out of sequential loops (not `scf.parallel` or
//!   `scf.forall`), and only when no alias escapes into a block that
//!   dominates the loop (the buffer would otherwise be passed along a back
//!   edge).
//!
//! The allocation lands before the op of the placement block that contains
//! its old position, or before the placement block's terminator. The walk to
//! the placement block costs one step per level left; a dominance check
//! whose first block lies deeper than the second is answered without walking
//! (region depths are computed once per function). A bound from a dynamic
//! size defined far above still walks the levels in between at each step.

use crate::legacy::flow::Flow;
use crate::legacy::*;
use ir::dominance::Dominance;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Block, Context, DResult, Op, Region, Value};
use rustc_hash::FxHashMap;

/// The registry entry of `buffer-hoisting`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some(dialects::func::FUNC.name),
    name: "buffer-hoisting",
    class_name: "BufferHoistingPass",
    summary: "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Hoisting { loops: false })),
};

/// The registry entry of `buffer-loop-hoisting`.
pub static LOOP_INFO: PassInfo = PassInfo {
    restricted_to: Some(dialects::func::FUNC.name),
    name: "buffer-loop-hoisting",
    class_name: "BufferLoopHoistingPass",
    summary: "Optimizes placement of allocation operations by moving them out of loop nests",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Hoisting { loops: true })),
};

/// The `buffer-hoisting` and `buffer-loop-hoisting` passes (see the module docs).
pub struct Hoisting {
    /// `buffer-loop-hoisting` instead of `buffer-hoisting`.
    pub loops: bool,
}

impl Pass for Hoisting {
    fn name(&self) -> &'static str {
        if self.loops {
            LOOP_INFO.name
        } else {
            INFO.name
        }
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let info = if self.loops { &LOOP_INFO } else { &INFO };
        for f in anchored_functions(ctx, op) {
            ir::pass::run_observed(ctx, info, f, |ctx| {
                hoist(ctx, f, self.loops);
                Ok(())
            })?;
        }
        Ok(())
    }
    /// MLIR runs it on each function.
    fn reports_own_runs(&self) -> bool {
        true
    }
}

/// The `func.func` ops with a body that mlir-opt runs a `func.func` pass on
/// when it is given on `root`: `root` itself, or the functions directly in
/// it (a pass named at the top level is nested into the top module only,
/// so functions of inner modules stay as they are).
pub fn anchored_functions(ctx: &Context, root: Op) -> Vec<Op> {
    let is_fn = |o: Op| ctx.isa(o, &dialects::func::FUNC) && !crate::ownership::is_external(ctx, o);
    if ctx.isa(root, &dialects::func::FUNC) {
        return if is_fn(root) { vec![root] } else { Vec::new() };
    }
    let mut out = Vec::new();
    for &r in ctx.regions_of(root) {
        for &b in ctx.region_blocks(r) {
            out.extend(ctx.block_ops(b).filter(|&o| is_fn(o)));
        }
    }
    out
}

/// The `func.func` ops with a body that a function pass visits under `root`.
pub fn functions(ctx: &Context, root: Op) -> Vec<Op> {
    let mut out = Vec::new();
    ctx.walk_pre(root, |o| {
        if ctx.isa(o, &dialects::func::FUNC) && !crate::ownership::is_external(ctx, o) {
            out.push(o);
        }
    });
    out
}

/// The blocks that the common dominator of a value's aliases must cover:
/// the value's own block and the blocks of all its users.
pub fn alias_blocks(ctx: &Context, v: Value) -> Vec<Block> {
    let mut out: Vec<Block> = ctx.value_block(v).into_iter().collect();
    for u in ctx.users(v) {
        if let Some(b) = ctx.parent_block(u) {
            out.push(b);
        }
    }
    out
}

/// Folds a list of blocks into their nearest common dominator.
fn nca_all(dom: &mut Dominance, ctx: &Context, blocks: &[Block]) -> Option<Block> {
    let mut it = blocks.iter().copied();
    let mut acc = it.next()?;
    for b in it {
        acc = nearest_common(dom, ctx, acc, b)?;
    }
    Some(acc)
}

fn hoist(ctx: &mut Context, func: Op, loops: bool) {
    let moves = {
        let ctx: &Context = ctx;
        let flow = Flow::build_reference(ctx, func);
        let mut values: Vec<Value> = collect_allocs(ctx, func)
            .into_iter()
            .map(|(v, _)| v)
            .collect();
        ctx.walk_post(func, |o| {
            if ctx.isa(o, &dialects::memref::ALLOCA) {
                values.push(ctx.result(o, 0));
            }
        });
        // What the op's hoisting kind allows: `memref.realloc` borrows the
        // kind of `memref.alloc` in MLIR's interface models, `memref.alloca`
        // may only leave loops.
        let hoistable = |o: Op| {
            ctx.isa(o, &dialects::memref::ALLOC)
                || ctx.isa(o, &dialects::memref::REALLOC)
                || (loops && ctx.isa(o, &dialects::memref::ALLOCA))
        };
        values.retain(|&v| ctx.defining_op(v).is_some_and(hoistable));
        let mut dom = Dominance::new(ctx);
        let cell = std::cell::RefCell::new(&mut dom);
        let doms = flow.fold_reachable(
            &values,
            |v| nca_all(&mut cell.borrow_mut(), ctx, &alias_blocks(ctx, v)),
            |a, b| match (a, b) {
                (Some(x), Some(y)) => nearest_common(&mut cell.borrow_mut(), ctx, *x, *y),
                _ => None,
            },
        );
        let depths = RegionDepths::new(ctx, func);
        let mut moves = Vec::new();
        for &v in &values {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            let Some(own_block) = ctx.parent_block(def) else {
                continue;
            };
            let dominator = doms.get(&v).copied().flatten();
            // The deepest block among the operands' blocks.
            let mut dep: Option<Block> = None;
            for o in ctx.operands(def) {
                let Some(b) = ctx.value_block(o) else {
                    continue;
                };
                if dep.is_none_or(|d| block_dominates(&mut dom, ctx, d, b)) {
                    dep = Some(b);
                }
            }
            let upper = if loops {
                dep
            } else {
                match (dominator, dep) {
                    (d, None) => d,
                    (Some(d), Some(x)) => {
                        if block_properly_dominates(&mut dom, ctx, d, x) {
                            Some(x)
                        } else {
                            Some(d)
                        }
                    }
                    (None, Some(x)) => Some(x),
                }
            };
            let place = placement(&mut dom, &depths, ctx, own_block, upper, dominator, loops);
            let start = if place == own_block {
                def
            } else {
                match dom.ancestor_in_region(ctx.block_parent(place).expect("in a region"), def) {
                    Some(a) if ctx.parent_block(a) == Some(place) => a,
                    _ => match ctx.terminator(place) {
                        Some(t) => t,
                        None => continue,
                    },
                }
            };
            if start != def {
                moves.push((def, start));
            }
        }
        moves
    };
    for (op, before) in moves {
        ctx.move_op_before(op, before);
    }
}

/// The nesting depth of every region under a function (its body is 1).
struct RegionDepths(FxHashMap<Region, u32>);

impl RegionDepths {
    fn new(ctx: &Context, func: Op) -> Self {
        let mut depths = FxHashMap::default();
        ctx.walk_pre(func, |o| {
            let d = ctx
                .parent_region(o)
                .and_then(|r| depths.get(&r).copied())
                .unwrap_or(0);
            for &r in ctx.regions_of(o) {
                depths.insert(r, d + 1);
            }
        });
        RegionDepths(depths)
    }

    /// Whether `a` lies in a deeper region than `b`: no ancestor of `b` is
    /// then in `a`'s region, so `a` does not dominate `b`. Checked first
    /// because the full query walks from `b` to the top, and the placement
    /// walk asks it at every level of a nest.
    fn deeper(&self, ctx: &Context, a: Block, b: Block) -> bool {
        let depth = |x: Block| ctx.block_parent(x).and_then(|r| self.0.get(&r).copied());
        matches!((depth(a), depth(b)), (Some(da), Some(db)) if da > db)
    }

    fn properly_dominates(&self, dom: &mut Dominance, ctx: &Context, a: Block, b: Block) -> bool {
        !self.deeper(ctx, a, b) && block_properly_dominates(dom, ctx, a, b)
    }

    fn dominates(&self, dom: &mut Dominance, ctx: &Context, a: Block, b: Block) -> bool {
        a == b || self.properly_dominates(dom, ctx, a, b)
    }
}

/// MLIR's `findPlacementBlock`: walks from the allocation's block to
/// immediate dominators and enclosing blocks while the upper bound properly
/// dominates the current block.
fn placement(
    dom: &mut Dominance,
    depths: &RegionDepths,
    ctx: &Context,
    start: Block,
    upper: Option<Block>,
    alias_dominator: Option<Block>,
    loops: bool,
) -> Block {
    let mut current = start;
    let mut placement = start;
    while let Some(parent_op) = ctx.block_parent_op(current) {
        let Some(parent_block) = ctx.parent_block(parent_op) else {
            break;
        };
        if let Some(u) = upper {
            if !depths.properly_dominates(dom, ctx, u, current) {
                break;
            }
        }
        let idom = if ctx.is_entry_block(current) {
            None
        } else {
            dom.idom(current)
        };
        if let Some(i) = idom.filter(|&i| block_properly_dominates(dom, ctx, parent_block, i)) {
            current = i;
            if !loops {
                placement = current;
            }
        } else {
            if !is_known_control_flow(ctx, parent_op) {
                break;
            }
            let legal = if loops {
                is_loop(ctx, parent_op)
                    && !has_parallel_region(ctx, parent_op)
                    && !alias_dominator.is_some_and(|d| {
                        ctx.parent_block(parent_op)
                            .is_some_and(|pb| depths.dominates(dom, ctx, d, pb))
                    })
            } else {
                !is_loop(ctx, parent_op)
            };
            if !legal {
                break;
            }
            current = parent_block;
            placement = current;
        }
    }
    placement
}

/// Ops whose region runs its iterations concurrently: a buffer hoisted out
/// of one would be shared between iterations that may overlap.
fn has_parallel_region(ctx: &Context, op: Op) -> bool {
    ctx.isa(op, &dialects::scf::PARALLEL) || ctx.isa(op, &dialects::scf::FORALL)
}
