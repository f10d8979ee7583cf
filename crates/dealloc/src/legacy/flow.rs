//! The buffer view-flow graph (MLIR's `BufferViewFlowAnalysis`) and folds
//! over reachable sets.
//!
//! An edge `v -> w` means that `w` may alias `v`: `w` is a view of `v`, a
//! block argument or region input `v` is forwarded to, a result of an
//! `arith.select` choosing `v`, or the result of a `memref.realloc` of `v`.
//! Dependents are kept in insertion order (MLIR's small pointer sets iterate
//! in insertion order), which fixes the order of critical aliases.

use super::{entry_operands, is_region_terminator, is_view_like, successors, Point};
use crate::interfaces::{is_branch, is_region_branch};
use crate::util::is_memref;
use ir::{Context, Op, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The view-flow edges of a call.
pub enum CallFlow {
    /// Every operand may alias every result (nothing is known of the callee).
    All,
    /// Only these (operand index, result index) pairs alias.
    Pairs(Vec<(usize, usize)>),
}

/// The view-flow graph: for each value, the values that may alias it.
#[derive(Default)]
pub struct Flow {
    /// Immediate dependents of each value, in insertion order.
    pub deps: FxHashMap<Value, Vec<Value>>,
    /// Values cut out of the graph (no edge leads to them any more).
    pub removed: FxHashSet<Value>,
}

impl Flow {
    fn add(&mut self, ctx: &Context, from: Value, to: Value) {
        if !is_memref(ctx, from) && !is_memref(ctx, to) {
            return;
        }
        let e = self.deps.entry(from).or_default();
        if !e.contains(&to) {
            e.push(to);
        }
    }

    /// Builds the graph of every op nested under `root` (MLIR walks in post-order).
    pub fn build(ctx: &Context, root: Op) -> Flow {
        Flow::build_with(ctx, root, |_| true)
    }

    /// Like `build`; calls for which `call_aliases` holds make each operand
    /// a possible alias of each result (an intra-procedural analysis knows
    /// nothing about the callee).
    pub fn build_with(ctx: &Context, root: Op, call_aliases: impl Fn(Op) -> bool) -> Flow {
        Flow::build_calls(ctx, root, |op| {
            if call_aliases(op) {
                CallFlow::All
            } else {
                CallFlow::Pairs(Vec::new())
            }
        })
    }

    /// Like `build`, without the `memref.transpose` edge: mlir-opt 22's
    /// analysis does not see a transpose as a view, and the optimization
    /// passes that follow it (hoisting, promotion) must place and promote
    /// exactly as it does.
    pub fn build_reference(ctx: &Context, root: Op) -> Flow {
        Flow::build_opts(ctx, root, |_| CallFlow::All, false)
    }

    /// Like `build`, with the edges of each call given by `call_flow`.
    pub fn build_calls(ctx: &Context, root: Op, call_flow: impl Fn(Op) -> CallFlow) -> Flow {
        Flow::build_opts(ctx, root, call_flow, true)
    }

    fn build_opts(
        ctx: &Context,
        root: Op,
        call_flow: impl Fn(Op) -> CallFlow,
        transpose_views: bool,
    ) -> Flow {
        let mut f = Flow::default();
        ctx.walk_post(root, |op| {
            if crate::interfaces::is_call(ctx, op) {
                match call_flow(op) {
                    CallFlow::All => {
                        for o in ctx.operands(op) {
                            for &r in ctx.results(op) {
                                f.add(ctx, o, r);
                            }
                        }
                    }
                    CallFlow::Pairs(pairs) => {
                        for (o, r) in pairs {
                            if o < ctx.num_operands(op) && r < ctx.results(op).len() {
                                f.add(ctx, ctx.operand(op, o), ctx.result(op, r));
                            }
                        }
                    }
                }
                return;
            }
            if let Some(sel) = ctx.view::<dialects::arith::Select>(op) {
                if ctx.num_operands(op) == 3 {
                    let r = sel.result(ctx);
                    f.add(ctx, sel.true_value(ctx), r);
                    f.add(ctx, sel.false_value(ctx), r);
                    return;
                }
            }
            if let Some(realloc) = ctx.view::<dialects::memref::Realloc>(op) {
                if !ctx.results(op).is_empty() {
                    f.add(ctx, realloc.source(ctx), realloc.result(ctx));
                    return;
                }
            }
            if is_view_like(ctx, op)
                && (transpose_views || !ctx.isa(op, &dialects::memref::TRANSPOSE))
            {
                f.add(ctx, ctx.operand(op, 0), ctx.result(op, 0));
                return;
            }
            if is_branch(ctx, op) {
                let groups = dialects::cf::successor_operands(ctx, op);
                for (s, &succ) in ctx.successors(op).iter().enumerate() {
                    let args = ctx.block_args(succ);
                    if let Some(g) = groups.get(s) {
                        for (&v, &a) in g.iter().zip(args.iter()) {
                            f.add(ctx, v, a);
                        }
                    }
                }
                return;
            }
            if is_region_branch(ctx, op) {
                let (start, len) = entry_operands(ctx, op);
                let ops: Vec<Value> = ctx.operands(op).skip(start).take(len).collect();
                for s in successors(ctx, op, Point::Parent) {
                    for (&v, &a) in ops.iter().zip(s.inputs.iter()) {
                        f.add(ctx, v, a);
                    }
                }
                for (ri, &r) in ctx.regions_of(op).iter().enumerate() {
                    for s in successors(ctx, op, Point::Region(ri)) {
                        for &b in ctx.region_blocks(r) {
                            let Some(t) = ctx.terminator(b) else {
                                continue;
                            };
                            if !is_region_terminator(ctx, t) {
                                continue;
                            }
                            let (ts, tl) = super::terminator_operands(ctx, t);
                            let tops: Vec<Value> = ctx.operands(t).skip(ts).take(tl).collect();
                            for (&v, &a) in tops.iter().zip(s.inputs.iter()) {
                                f.add(ctx, v, a);
                            }
                        }
                    }
                }
            }
        });
        f
    }

    /// The immediate dependents of `v` that were not removed.
    pub fn dependents(&self, v: Value) -> impl Iterator<Item = Value> + '_ {
        self.deps
            .get(&v)
            .into_iter()
            .flat_map(|d| d.iter().copied())
            .filter(|x| !self.removed.contains(x))
    }

    /// Every value reachable from `v` (including `v`), in DFS order.
    pub fn resolve(&self, v: Value) -> Vec<Value> {
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if seen.insert(x) {
                out.push(x);
                stack.extend(self.dependents(x));
            }
        }
        out
    }

    /// For each root, `join` of `local` over every value reachable from it.
    /// Each strongly connected component is folded once (iterative Tarjan),
    /// so the cost is linear in the reachable part of the graph.
    pub fn fold_reachable<T: Clone>(
        &self,
        roots: &[Value],
        mut local: impl FnMut(Value) -> T,
        mut join: impl FnMut(&T, &T) -> T,
    ) -> FxHashMap<Value, T> {
        let mut index: FxHashMap<Value, u32> = FxHashMap::default();
        let mut low: FxHashMap<Value, u32> = FxHashMap::default();
        let mut on_stack: FxHashSet<Value> = FxHashSet::default();
        let mut stack: Vec<Value> = Vec::new();
        // Aggregate per component, keyed by the component's root value.
        let mut comp_of: FxHashMap<Value, Value> = FxHashMap::default();
        let mut agg: FxHashMap<Value, T> = FxHashMap::default();
        let mut counter = 0u32;
        for &root in roots {
            if index.contains_key(&root) {
                continue;
            }
            // Call stack of (value, dependents, next position).
            let mut calls: Vec<(Value, Vec<Value>, usize)> = Vec::new();
            index.insert(root, counter);
            low.insert(root, counter);
            counter += 1;
            stack.push(root);
            on_stack.insert(root);
            calls.push((root, self.dependents(root).collect(), 0));
            while let Some(top) = calls.last_mut() {
                let v = top.0;
                if top.2 < top.1.len() {
                    let w = top.1[top.2];
                    top.2 += 1;
                    if let std::collections::hash_map::Entry::Vacant(e) = index.entry(w) {
                        e.insert(counter);
                        low.insert(w, counter);
                        counter += 1;
                        stack.push(w);
                        on_stack.insert(w);
                        let ds = self.dependents(w).collect();
                        calls.push((w, ds, 0));
                    } else if on_stack.contains(&w) {
                        let lw = index[&w];
                        let lv = low.get_mut(&v).expect("visited");
                        *lv = (*lv).min(lw);
                    }
                    continue;
                }
                calls.pop();
                if let Some(parent) = calls.last() {
                    let lv = low[&v];
                    let lp = low.get_mut(&parent.0).expect("visited");
                    *lp = (*lp).min(lv);
                }
                if low[&v] == index[&v] {
                    // Pop the component rooted at `v`.
                    let mut members = Vec::new();
                    while let Some(x) = stack.pop() {
                        on_stack.remove(&x);
                        members.push(x);
                        if x == v {
                            break;
                        }
                    }
                    let mut acc: Option<T> = None;
                    for &m in &members {
                        comp_of.insert(m, v);
                    }
                    for &m in &members {
                        let l = local(m);
                        acc = Some(match acc {
                            None => l,
                            Some(a) => join(&a, &l),
                        });
                        for d in self.dependents(m) {
                            let c = comp_of[&d];
                            if c != v {
                                let other = agg[&c].clone();
                                let a = acc.take().expect("set above");
                                acc = Some(join(&a, &other));
                            }
                        }
                    }
                    agg.insert(v, acc.expect("component is not empty"));
                }
            }
        }
        roots
            .iter()
            .map(|&r| (r, agg[&comp_of[&r]].clone()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> (Context, Op) {
        let mut ctx = dialects::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: false,
            },
        )
        .expect("parses");
        (ctx, m)
    }

    #[test]
    fn loop_aliases_form_one_component() {
        // The iter arg, the yielded alloc and the loop result alias each
        // other through a cycle (yield -> iter arg -> ...).
        let src = "func.func @f(%lb: index, %ub: index, %s: index, %b: memref<2xf32>) -> memref<2xf32> {\n  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %b) -> memref<2xf32> {\n    %v = memref.subview %it[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>\n    %c = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>\n    scf.yield %c : memref<2xf32>\n  }\n  return %r : memref<2xf32>\n}\n";
        let (ctx, m) = parse(src);
        let f = ctx.nested_ops(m)[0];
        let flow = Flow::build(&ctx, f);
        let b = ctx.block_args(ctx.entry_block(ctx.regions_of(f)[0]).unwrap())[3];
        let reach = flow.resolve(b);
        // %b, %it, %v, %c, %r.
        assert_eq!(reach.len(), 5);
        let body = ctx
            .entry_block(ctx.regions_of(ctx.users(b).next().unwrap())[0])
            .unwrap();
        let it = ctx.block_args(body)[1];
        // Counting reachable values with the fold gives the same sizes.
        let counts = flow.fold_reachable(
            &[b, it],
            |v| vec![v],
            |a, c| {
                let mut x = a.clone();
                for v in c {
                    if !x.contains(v) {
                        x.push(*v);
                    }
                }
                x
            },
        );
        assert_eq!(counts[&b].len(), 5);
        // From the iter arg: %it, %v, %c, %r (and %it again through the cycle).
        assert_eq!(counts[&it].len(), 4);
        assert_eq!(flow.resolve(it).len(), 4);
    }
}
