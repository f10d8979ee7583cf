//! `buffer-deallocation-simplification`: simplifies `bufferization.dealloc`
//! ops with the buffer origin analysis (drops memrefs that certainly are
//! retained values, retained values that cannot alias any memref, splits off
//! memrefs that alias no other one, and folds results of retained values
//! that are certainly deallocated), together with the dealloc
//! canonicalizations, under the greedy rewrite driver — as mlir-opt 22.
//!
//! The split pattern, which MLIR implements with an all-pairs scan, asks
//! [`AliasIndex`] instead: one index per dealloc op, near-constant time per
//! memref (short lists go pair by pair, without materializing origin sets).
//! The patterns that compare each memref with each retained value ask
//! [`SameAllocationIndex`], built on the retained values.

use crate::alias_index::{AliasIndex, SameAllocationIndex};
use crate::interfaces::OpKinds;
use crate::origin::BufferOriginAnalysis;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Attr, Context, DResult, Op, OpState, Sym, Type, Value};
use transforms::canonicalize::{apply_patterns_greedily_with, At, Config, PatternSet, Rewriter};
use transforms::patterns::{is_int_const, value_constant};

/// The registry entry of `buffer-deallocation-simplification`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "buffer-deallocation-simplification",
    class_name: "BufferDeallocationSimplificationPass",
    summary: "Optimizes `bufferization.dealloc` operation for more efficient codegen",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Simplify)),
};

/// The `buffer-deallocation-simplification` pass (see the module docs).
pub struct Simplify;

impl Pass for Simplify {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op);
        Ok(())
    }
    /// The origin analysis follows no call: its answers for one function's
    /// values are the same computed over the module or over the function.
    fn function_local(&self) -> bool {
        true
    }
}

/// Runs the simplification on the regions of `root`.
pub fn run(ctx: &mut Context, root: Op) {
    run_with_kinds(ctx, root, &mut OpKinds::default())
}

/// [`run`] with op kinds that may be kept across runs on the same context.
pub fn run_with_kinds(ctx: &mut Context, root: Op, kinds: &mut OpKinds) {
    let Some(dealloc) = ctx.existing_sym(dialects::bufferization::DEALLOC.name) else {
        return run_driver(ctx, root, &mut NoDeallocs);
    };
    // Computed once on the input IR, as mlir-opt does: its answers for the
    // values present at the start stay the ones the patterns see. Without
    // deallocs it would never be asked (the patterns only rewrite deallocs
    // and create none); its walk tells.
    let Some(analysis) = BufferOriginAnalysis::with_kinds_if_any(ctx, root, kinds, dealloc) else {
        return run_driver(ctx, root, &mut NoDeallocs);
    };
    let mut set = Patterns {
        analysis,
        dealloc,
        names: Names::new(ctx),
        index: None,
        retained_index: None,
        same_positions: Vec::new(),
        same_src_positions: Vec::new(),
        operands: Vec::new(),
        seg_attr: None,
    };
    run_driver(ctx, root, &mut set);
}

fn run_driver(ctx: &mut Context, root: Op, set: &mut dyn PatternSet) {
    // MLIR's default `GreedyRewriteConfig` seeds the worklist bottom-up
    // (the canonicalizer pass alone switches to top-down); the seeding order
    // decides where uniqued constants end up.
    let cfg = Config {
        top_down: false,
        ..Config::default()
    };
    apply_patterns_greedily_with(ctx, root, &cfg, set);
}

/// The pattern set of a function without deallocs: the driver still folds
/// and erases dead ops.
struct NoDeallocs;

impl PatternSet for NoDeallocs {
    fn apply(&mut self, _: &mut Rewriter, _: Op) -> bool {
        false
    }
    fn may_apply(&self, _name: &str) -> bool {
        false
    }
}

/// Interned names and types the patterns ask about for every dealloc they
/// visit (the splits make thousands of them).
struct Names {
    segments: Sym,
    value: Sym,
    constant: Sym,
    alloc: Sym,
    alloca: Sym,
    extract: Sym,
    i1: Type,
}

impl Names {
    fn new(ctx: &mut Context) -> Self {
        Names {
            segments: ctx.sym(ir::builder::SEGMENT_SIZES),
            value: ctx.sym("value"),
            constant: ctx.sym(dialects::arith::CONSTANT.name),
            alloc: ctx.sym(dialects::memref::ALLOC.name),
            alloca: ctx.sym(dialects::memref::ALLOCA.name),
            extract: ctx.sym(dialects::memref::EXTRACT_STRIDED_METADATA.name),
            i1: ctx.i1(),
        }
    }

    /// `is_int_const(value_constant(v), 0)` for an `i1` condition, read
    /// directly off an `arith.constant` (other definitions take the general
    /// path).
    fn is_false_const(&self, ctx: &Context, v: Value) -> bool {
        let Some(d) = ctx.defining_op(v) else {
            return false;
        };
        if ctx.op(d).name == self.constant {
            if let Some(a) = ctx.get_attr_sym(d, self.value) {
                if let ir::AttrKind::Integer { ty, value } = *ctx.attr_kind(a) {
                    if ty == self.i1 {
                        return value & 1 == 0;
                    }
                }
            }
        }
        is_int_const(ctx, value_constant(ctx, v), 0)
    }
}

struct Patterns {
    analysis: BufferOriginAnalysis,
    dealloc: Sym,
    names: Names,
    /// The last alias index built. Removing retained values re-creates the
    /// dealloc with the same memrefs, and the split then asks about exactly
    /// those: the index depends only on the memref values (their definitions
    /// and the nesting of their allocations, which this driver never moves)
    /// and on the analysis, which stays the one of the input.
    index: Option<AliasIndex>,
    /// The last retained-value index built (see
    /// `remove_memrefs_contained_in_retained`).
    retained_index: Option<SameAllocationIndex>,
    /// Scratch for the retained positions one memref (and its
    /// `extract_strided_metadata` source) certainly is.
    same_positions: Vec<u32>,
    same_src_positions: Vec<u32>,
    /// Scratch for the operands of the dealloc being matched.
    operands: Vec<Value>,
    /// The last `operandSegmentSizes` built (split deallocs share theirs).
    seg_attr: Option<([usize; 3], Attr)>,
}

impl PatternSet for Patterns {
    fn apply(&mut self, rw: &mut Rewriter, op: Op) -> bool {
        if rw.ctx.op(op).name != self.dealloc {
            return false;
        }

        // A pattern that fails leaves the op's operands as they were, so the
        // groups are read once for all four.
        let mut all = std::mem::take(&mut self.operands);
        all.clear();
        all.extend(rw.ctx.operands(op));
        let [m, c, r] = crate::lower::group_ranges(rw.ctx, op, Some(self.names.segments));
        let g = Groups {
            m: &all[m],
            c: &all[c],
            r: &all[r],
        };
        let done = self.remove_memrefs_contained_in_retained(rw, op, &g)
            || self.remove_retained_not_aliasing(rw, op, &g)
            || self.split_non_aliasing(rw, op, &g)
            || self.retained_aliasing_always_deallocated(rw, op, &g)
            || (self.canonical_patterns_may_apply(rw.ctx, &g) && canonical_patterns(rw, op));
        self.operands = all;
        done
    }

    /// Only deallocs are rewritten (`apply` rules out other names first
    /// thing), so the driver need not seed the ops it has nothing else to
    /// do for.
    fn may_apply(&self, name: &str) -> bool {
        name == dialects::bufferization::DEALLOC.name
    }
}

/// The dealloc canonicalization patterns, in their order.
fn canonical_patterns(rw: &mut Rewriter, op: Op) -> bool {
    for (name, pats) in transforms::patterns::bufferization::PATTERNS {
        if *name != dialects::bufferization::DEALLOC.name {
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

impl Patterns {
    /// False only when none of the dealloc canonicalization patterns (the
    /// test `canonical_dealloc_patterns_are_known` lists them) can rewrite
    /// the dealloc: one memref and condition (no duplicates, not empty), at
    /// most one retained value, a condition that is not constant false, and
    /// a memref that is neither an `extract_strided_metadata` result nor a
    /// single-use `alloc`/`alloca`. That is every split-off dealloc the
    /// driver visits (about two per allocation), and the patterns would each
    /// copy the operand groups.
    fn canonical_patterns_may_apply(&self, ctx: &Context, g: &Groups) -> bool {
        let ([mv], [cv]) = (g.m, g.c) else {
            return true;
        };
        if g.r.len() > 1 || self.names.is_false_const(ctx, *cv) {
            return true;
        }
        let n = &self.names;
        ctx.defining_op(*mv).is_some_and(|d| {
            let name = ctx.op(d).name;
            name == n.extract || ((name == n.alloc || name == n.alloca) && ctx.has_one_use(*mv))
        })
    }
}

/// The memrefs, conditions and retained values of a dealloc.
struct Groups<'a> {
    m: &'a [Value],
    c: &'a [Value],
    r: &'a [Value],
}

/// The alias index of `memrefs`, reusing `last` (see [`Patterns::index`]).
fn alias_index<'i>(
    last: &'i mut Option<AliasIndex>,
    analysis: &BufferOriginAnalysis,
    ctx: &Context,
    memrefs: &[Value],
) -> &'i mut AliasIndex {
    let index = last
        .take()
        .filter(|i| i.memrefs() == memrefs)
        .unwrap_or_else(|| AliasIndex::new(ctx, analysis, memrefs));
    last.insert(index)
}

impl Patterns {
    fn segment_attr(&mut self, ctx: &mut Context, m: usize, c: usize, r: usize) -> Attr {
        match self.seg_attr {
            Some((k, a)) if k == [m, c, r] => a,
            _ => {
                let a = ctx.dense_i32_array(&[m as i32, c as i32, r as i32]);
                self.seg_attr = Some(([m, c, r], a));
                a
            }
        }
    }

    /// Sets memrefs and conditions in place when they changed.
    fn update_if_changed(
        &mut self,
        rw: &mut Rewriter,
        op: Op,
        g: &Groups,
        m: &[Value],
        c: &[Value],
    ) -> bool {
        if g.m == m && g.c == c {
            return false;
        }
        let all: Vec<Value> = m.iter().chain(c).chain(g.r).copied().collect();
        rw.ctx.set_operands(op, &all);
        let a = self.segment_attr(rw.ctx, m.len(), c.len(), g.r.len());
        rw.ctx.set_attr(op, ir::builder::SEGMENT_SIZES, a);
        rw.notify_modified(op);
        true
    }

    /// A new `bufferization.dealloc` before `anchor`.
    fn new_dealloc(
        &mut self,
        rw: &mut Rewriter,
        anchor: Op,
        m: &[Value],
        c: &[Value],
        r: &[Value],
    ) -> Op {
        let mut operands = Vec::with_capacity(m.len() + c.len() + r.len());
        operands.extend_from_slice(m);
        operands.extend_from_slice(c);
        operands.extend_from_slice(r);
        let a = self.segment_attr(rw.ctx, m.len(), c.len(), r.len());
        // `Rewriter::create` with the names already interned.
        let loc = rw.ctx.loc(anchor);
        let op = rw.ctx.create_op(OpState {
            name: self.dealloc,
            operands,
            result_types: vec![self.names.i1; r.len()],
            attrs: vec![(self.names.segments, a)],
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        });
        rw.insert(op, At::Before(anchor))
    }
}

fn ori(rw: &mut Rewriter, at: At, loc: ir::Loc, a: Value, b: Value) -> Value {
    let i1 = rw.ctx.i1();
    let o = rw.create_full(
        at,
        dialects::arith::ORI.name,
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
    if ctx.isa(d, &dialects::memref::EXTRACT_STRIDED_METADATA) {
        crate::interfaces::view_source(ctx, d)
    } else {
        None
    }
}

impl Patterns {
    /// Makes `retained_index` the index of `retained`. It depends only on
    /// the values and the analysis, so a dealloc visited again with the same
    /// ones (or another pattern asking about them) reuses it.
    fn build_retained_index(&mut self, ctx: &Context, retained: &[Value]) {
        if self
            .retained_index
            .as_ref()
            .is_none_or(|i| i.values() != retained)
        {
            self.retained_index = Some(SameAllocationIndex::new(ctx, &self.analysis, retained));
        }
    }

    /// MLIR's `RemoveDeallocMemrefsContainedInRetained`, for one memref:
    /// when every retained value is known to be or not to be its
    /// allocation, and some are, ors the memref's condition into theirs.
    fn handle_one_memref(&mut self, rw: &mut Rewriter, op: Op, memref: Value, cond: Value) -> bool {
        let index = self
            .retained_index
            .as_mut()
            .expect("built for this dealloc");
        let same = &mut self.same_positions;
        if !index.all_known(rw.ctx, &self.analysis, memref, same) || same.is_empty() {
            return false;
        }
        // New ops go right after the dealloc, in creation order.
        let anchor = rw.ctx.next_op(op);
        let loc = rw.ctx.loc(op);
        for &i in same.iter() {
            let updated = rw.ctx.result(op, i as usize);
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

    fn remove_memrefs_contained_in_retained(
        &mut self,
        rw: &mut Rewriter,
        op: Op,
        g: &Groups,
    ) -> bool {
        // Without retained values no memref can be contained in them.
        if g.r.is_empty() || has_duplicates(g.r) {
            return false;
        }
        self.build_retained_index(rw.ctx, g.r);
        let mut nm = Vec::new();
        let mut nc = Vec::new();
        for (&mv, &cv) in g.m.iter().zip(g.c) {
            if self.handle_one_memref(rw, op, mv, cv) {
                continue;
            }
            if let Some(src) = extract_source(rw.ctx, mv) {
                if self.handle_one_memref(rw, op, src, cv) {
                    continue;
                }
            }
            nm.push(mv);
            nc.push(cv);
        }
        self.update_if_changed(rw, op, g, &nm, &nc)
    }

    fn remove_retained_not_aliasing(&mut self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        if g.r.is_empty() {
            return false;
        }
        let mut keep = Vec::new();
        let mut kept: Vec<bool> = Vec::new();
        {
            let index = alias_index(&mut self.index, &self.analysis, rw.ctx, g.m);
            for &rv in g.r {
                let k = index.may_alias_any(rw.ctx, &self.analysis, rv, None);
                if k {
                    keep.push(rv);
                }
                kept.push(k);
            }
        }
        if keep.len() == g.r.len() {
            return false;
        }
        let f = transforms::patterns::bool_attr(rw.ctx, false);
        let consts: Vec<Option<Value>> = kept
            .iter()
            .map(|&k| if k { None } else { Some(rw.constant(op, f)) })
            .collect();
        let n = self.new_dealloc(rw, op, g.m, g.c, &keep);
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

    fn split_non_aliasing(&mut self, rw: &mut Rewriter, op: Op, g: &Groups) -> bool {
        let (m, c, r) = (g.m, g.c, g.r);
        if m.len() <= 1 {
            return false;
        }
        let split: Vec<bool> = {
            let index = alias_index(&mut self.index, &self.analysis, rw.ctx, m);
            (0..m.len())
                .map(|i| !index.entry_may_alias_others(rw.ctx, &self.analysis, i))
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
            extra.push(self.new_dealloc(rw, op, &[m[i]], &[c[i]], r));
        }
        let rest = self.new_dealloc(rw, op, &rest_m, &rest_c, r);
        let mut repl: Vec<Value> = rw.ctx.results(rest).to_vec();
        if !repl.is_empty() {
            let loc = rw.ctx.loc(op);
            for e in extra {
                for (k, slot) in repl.iter_mut().enumerate() {
                    let other = rw.ctx.result(e, k);
                    *slot = ori(rw, At::Before(op), loc, *slot, other);
                }
            }
        }
        rw.replace_op(op, &repl);
        true
    }

    fn retained_aliasing_always_deallocated(
        &mut self,
        rw: &mut Rewriter,
        op: Op,
        g: &Groups,
    ) -> bool {
        // Without retained values every one of them is (vacuously) aliased,
        // and no memref is dropped.
        if g.r.is_empty() {
            return false;
        }
        // Only a condition that is certainly true lets a retained value take
        // it as its result; without one no retained value is aliased.
        let certain = |ctx: &Context, c: Value| is_int_const(ctx, value_constant(ctx, c), 1);
        if !g.c.iter().any(|&c| certain(rw.ctx, c)) {
            return false;
        }
        let mut aliased = vec![false; g.r.len()];
        let mut nm = Vec::new();
        let mut nc = Vec::new();
        self.build_retained_index(rw.ctx, g.r);
        let index = self.retained_index.as_mut().expect("just built");
        let (same, same_src) = (&mut self.same_positions, &mut self.same_src_positions);
        for (&mv, &cv) in g.m.iter().zip(g.c) {
            if !certain(rw.ctx, cv) {
                nm.push(mv);
                nc.push(cv);
                continue;
            }
            index.certainly_same(rw.ctx, &self.analysis, mv, same);
            same_src.clear();
            if let Some(src) = extract_source(rw.ctx, mv) {
                index.certainly_same(rw.ctx, &self.analysis, src, same_src);
            }
            // Each retained value the memref or its source certainly is,
            // in order.
            same.extend_from_slice(same_src);
            same.sort_unstable();
            same.dedup();
            for &i in same.iter() {
                let res = rw.ctx.result(op, i as usize);
                rw.replace_all_uses(res, cv);
                aliased[i as usize] = true;
            }
            if same.is_empty() {
                nm.push(mv);
                nc.push(cv);
            }
        }
        if !aliased.iter().all(|&a| a) {
            return false;
        }
        self.update_if_changed(rw, op, g, &nm, &nc)
    }
}

/// Whether a value occurs twice in `vs`.
fn has_duplicates(vs: &[Value]) -> bool {
    if vs.len() <= 8 {
        return vs.iter().enumerate().any(|(i, v)| vs[..i].contains(v));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    !vs.iter().all(|v| seen.insert(*v))
}

#[cfg(test)]
mod tests {
    const CANONICAL_PATTERNS: [&str; 6] = [
        "DeallocRemoveDuplicateDeallocMemrefs",
        "DeallocRemoveDuplicateRetainedMemrefs",
        "EraseEmptyDealloc",
        "EraseAlwaysFalseDealloc",
        "SkipExtractMetadataOfAlloc",
        "RemoveAllocDeallocPairWhenNoOtherUsers",
    ];

    /// `canonical_patterns_may_apply` mirrors the preconditions of exactly
    /// these patterns; a new or renamed one must be added there.
    #[test]
    fn canonical_dealloc_patterns_are_known() {
        let names: Vec<&str> = transforms::patterns::bufferization::PATTERNS
            .iter()
            .filter(|(n, _)| *n == dialects::bufferization::DEALLOC.name)
            .flat_map(|(_, ps)| ps.iter().map(|p| p.name))
            .collect();
        assert_eq!(names, CANONICAL_PATTERNS);
    }
}
