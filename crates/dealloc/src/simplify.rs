//! `buffer-deallocation-simplification`: simplifies `bufferization.dealloc`
//! ops with the buffer origin analysis (drops memrefs that certainly are
//! retained values, retained values that cannot alias any memref, splits off
//! memrefs that alias no other one, and folds results of retained values
//! that are certainly deallocated), together with the dealloc
//! canonicalizations, under the greedy rewrite driver — as mlir-opt 22.
//!
//! The split pattern, which MLIR implements with an all-pairs scan, asks
//! [`AliasIndex`] instead: one index per dealloc op, near-constant time per
//! memref.

use crate::origin::{AliasIndex, BufferOriginAnalysis};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Attr, Context, DResult, Op, Value};
use transforms::canonicalize::{apply_patterns_greedily_with, At, Config, PatternSet, Rewriter};
use transforms::patterns::{is_int_const, value_constant};

pub static INFO: PassInfo = PassInfo {
    name: "buffer-deallocation-simplification",
    summary: "Optimizes `bufferization.dealloc` operation for more efficient codegen",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Simplify)),
};

pub struct Simplify;

impl Pass for Simplify {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op);
        Ok(())
    }
}

/// Runs the simplification on the regions of `root`.
pub fn run(ctx: &mut Context, root: Op) {
    let analysis = BufferOriginAnalysis::new(ctx, root);
    let mut set = Patterns { analysis };
    // MLIR's default `GreedyRewriteConfig` seeds the worklist bottom-up
    // (the canonicalizer pass alone switches to top-down); the seeding order
    // decides where uniqued constants end up.
    let cfg = Config {
        top_down: false,
        ..Config::default()
    };
    apply_patterns_greedily_with(ctx, root, &cfg, &mut set);
}

struct Patterns {
    analysis: BufferOriginAnalysis,
}

impl PatternSet for Patterns {
    fn apply(&mut self, rw: &mut Rewriter, op: Op) -> bool {
        if rw.ctx.op_name(op) != "bufferization.dealloc" {
            return false;
        }
        // A pattern that fails leaves the op's operands as they were, so the
        // groups are read once for all four.
        let g = parts(rw.ctx, op);
        if self.remove_memrefs_contained_in_retained(rw, op, &g)
            || self.remove_retained_not_aliasing(rw, op, &g)
            || self.split_non_aliasing(rw, op, &g)
            || self.retained_aliasing_always_deallocated(rw, op, &g)
        {
            return true;
        }
        for (name, pats) in transforms::patterns::bufferization::PATTERNS {
            if *name != "bufferization.dealloc" {
                continue;
            }
            for p in pats.iter() {
                if (p.apply)(rw, op) {
                    return true;
                }
            }
        }
        false
    }
}

type Groups = (Vec<Value>, Vec<Value>, Vec<Value>);

fn parts(ctx: &Context, op: Op) -> Groups {
    crate::lower::dealloc_groups(ctx, op)
}

fn segment_attr(ctx: &mut Context, m: usize, c: usize, r: usize) -> Attr {
    ctx.dense_i32_array(&[m as i32, c as i32, r as i32])
}

/// Sets memrefs and conditions in place when they changed.
fn update_if_changed(rw: &mut Rewriter, op: Op, g: &Groups, m: &[Value], c: &[Value]) -> bool {
    let (om, oc, r) = g;
    if om == m && oc == c {
        return false;
    }
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    rw.ctx.set_operands(op, &all);
    let a = segment_attr(rw.ctx, m.len(), c.len(), r.len());
    rw.ctx.set_attr(op, "operandSegmentSizes", a);
    rw.notify_modified(op);
    true
}

/// A new `bufferization.dealloc` before `anchor`.
fn new_dealloc(rw: &mut Rewriter, anchor: Op, m: &[Value], c: &[Value], r: &[Value]) -> Op {
    let i1 = rw.ctx.i1();
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    let a = segment_attr(rw.ctx, m.len(), c.len(), r.len());
    rw.create(
        anchor,
        "bufferization.dealloc",
        &all,
        &vec![i1; r.len()],
        vec![("operandSegmentSizes", a)],
    )
}

fn ori(rw: &mut Rewriter, at: At, loc: ir::Loc, a: Value, b: Value) -> Value {
    let i1 = rw.ctx.i1();
    let o = rw.create_full(
        at,
        "arith.ori",
        &[a, b],
        &[i1],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    rw.ctx.result(o, 0)
}

fn extract_source(ctx: &Context, v: Value) -> Option<Value> {
    let d = ctx.defining_op(v)?;
    if ctx.is_op(d, "memref.extract_strided_metadata") && ctx.num_operands(d) > 0 {
        Some(ctx.operand(d, 0))
    } else {
        None
    }
}

impl Patterns {
    fn same(&self, ctx: &Context, a: Value, b: Value) -> Option<bool> {
        self.analysis.is_same_allocation(ctx, a, b)
    }

    /// MLIR's `RemoveDeallocMemrefsContainedInRetained`, for one memref.
    fn handle_one_memref(
        &self,
        rw: &mut Rewriter,
        op: Op,
        retained: &[Value],
        memref: Value,
        cond: Value,
    ) -> bool {
        let mut must = false;
        for &r in retained {
            match self.same(rw.ctx, r, memref) {
                None => return false,
                Some(true) => must = true,
                Some(false) => {}
            }
        }
        if !must {
            return false;
        }
        // New ops go right after the dealloc, in creation order.
        let anchor = rw.ctx.next_op(op);
        let loc = rw.ctx.loc(op);
        for (i, &r) in retained.iter().enumerate() {
            if self.same(rw.ctx, r, memref) != Some(true) {
                continue;
            }
            let updated = rw.ctx.result(op, i);
            let at = match anchor {
                Some(a) => At::Before(a),
                None => At::End(rw.ctx.parent_block(op).expect("dealloc in a block")),
            };
            let d = ori(rw, at, loc, updated, cond);
            let dop = rw.ctx.defining_op(d).expect("ori op");
            rw.replace_uses_if(updated, d, |_, o| o != dop);
        }
        true
    }

    fn remove_memrefs_contained_in_retained(&self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        let (m, c, r) = g;
        let mut seen = rustc_hash::FxHashSet::default();
        if !r.iter().all(|v| seen.insert(*v)) {
            return false;
        }
        let mut nm = Vec::new();
        let mut nc = Vec::new();
        for (&mv, &cv) in m.iter().zip(c) {
            if self.handle_one_memref(rw, op, r, mv, cv) {
                continue;
            }
            if let Some(src) = extract_source(rw.ctx, mv) {
                if self.handle_one_memref(rw, op, r, src, cv) {
                    continue;
                }
            }
            nm.push(mv);
            nc.push(cv);
        }
        update_if_changed(rw, op, g, &nm, &nc)
    }

    fn remove_retained_not_aliasing(&self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        let (m, c, r) = g;
        let mut keep = Vec::new();
        let mut kept: Vec<bool> = Vec::new();
        {
            let mut index = AliasIndex::new(rw.ctx, &self.analysis, m);
            for &rv in r {
                let k = index.may_alias_any(rw.ctx, rv, None);
                if k {
                    keep.push(rv);
                }
                kept.push(k);
            }
        }
        if keep.len() == r.len() {
            return false;
        }
        let f = transforms::patterns::bool_attr(rw.ctx, false);
        let consts: Vec<Option<Value>> = kept
            .iter()
            .map(|&k| if k { None } else { Some(rw.constant(op, f)) })
            .collect();
        let n = new_dealloc(rw, op, m, c, &keep);
        let mut k = 0;
        let vals: Vec<Value> = consts
            .into_iter()
            .map(|x| {
                x.unwrap_or_else(|| {
                    k += 1;
                    rw.ctx.result(n, k - 1)
                })
            })
            .collect();
        rw.replace_op(op, &vals);
        true
    }

    fn split_non_aliasing(&self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        let (m, c, r) = g;
        if m.len() <= 1 {
            return false;
        }
        let split: Vec<bool> = {
            let mut index = AliasIndex::new(rw.ctx, &self.analysis, m);
            (0..m.len())
                .map(|i| !index.entry_may_alias_others(rw.ctx, i))
                .collect()
        };
        if !split.iter().any(|&s| s) {
            return false;
        }
        let mut rest_m = Vec::new();
        let mut rest_c = Vec::new();
        let mut extra: Vec<Op> = Vec::new();
        for i in 0..m.len() {
            if !split[i] {
                rest_m.push(m[i]);
                rest_c.push(c[i]);
                continue;
            }
            extra.push(new_dealloc(rw, op, &[m[i]], &[c[i]], r));
        }
        let rest = new_dealloc(rw, op, &rest_m, &rest_c, r);
        let mut repl: Vec<Value> = rw.ctx.results(rest).to_vec();
        let loc = rw.ctx.loc(op);
        for e in extra {
            for (k, slot) in repl.iter_mut().enumerate() {
                let other = rw.ctx.result(e, k);
                *slot = ori(rw, At::Before(op), loc, *slot, other);
            }
        }
        rw.replace_op(op, &repl);
        true
    }

    fn retained_aliasing_always_deallocated(&self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        let (m, c, r) = g;
        let mut aliased = vec![false; r.len()];
        let mut nm = Vec::new();
        let mut nc = Vec::new();
        for (&mv, &cv) in m.iter().zip(c) {
            let mut drop = false;
            for (i, &rv) in r.iter().enumerate() {
                if !is_int_const(rw.ctx, value_constant(rw.ctx, cv), 1) {
                    continue;
                }
                let res = rw.ctx.result(op, i);
                if self.same(rw.ctx, rv, mv) == Some(true) {
                    rw.replace_all_uses(res, cv);
                    aliased[i] = true;
                    drop = true;
                    continue;
                }
                let Some(src) = extract_source(rw.ctx, mv) else {
                    continue;
                };
                if self.same(rw.ctx, rv, src) == Some(true) {
                    rw.replace_all_uses(res, cv);
                    aliased[i] = true;
                    drop = true;
                }
            }
            if !drop {
                nm.push(mv);
                nc.push(cv);
            }
        }
        if !aliased.iter().all(|&a| a) {
            return false;
        }
        update_if_changed(rw, op, g, &nm, &nc)
    }
}
