//! One-Shot analysis: decides for every tensor operand whether it can use
//! its buffer in place, greedily and op by op (bottom-up by default), by
//! looking for read-after-write conflicts among the aliases it would create.
//!
//! Complexity. MLIR re-checks every aliasing read against every aliasing
//! in-place write of the merged alias sets on each decision. We keep the
//! invariant that no pair inside one alias set conflicts (it is checked when
//! the set is formed), so a decision only checks the pairs it creates: reads
//! of one of the merged sets against writes of another, and every read
//! against the new write. Alias sets are union-find classes with circular
//! member lists (enumeration is linear in the set size), definitions are
//! cached per value and op order comes from cached block positions. What
//! remains super-linear: on a chain of n in-place writes to one buffer, the
//! new write is compared with every read of the growing set (n²/2 cheap
//! checks in total; MLIR does n³/3).

use crate::interface::Relation;
use crate::options::Heuristic;
use crate::state::{owner_of_value, State, Traversal};
use ir::diag::DResult;
use ir::dominance::Dominance;
use ir::{Block, Context, Op, Region, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::atomic::{AtomicU64, Ordering};

static CONFLICT_COUNTER: AtomicU64 = AtomicU64::new(0);
static WRITABLE_COUNTER: AtomicU64 = AtomicU64::new(0);

/// The analysis' notion of tensor semantics: a tensor operand or result.
pub fn op_has_tensor_operand_or_result(ctx: &Context, op: Op) -> bool {
    ctx.operands(op)
        .any(|v| ctx.type_kind(ctx.value_type(v)).is_tensor())
        || ctx
            .results(op)
            .iter()
            .any(|&v| ctx.type_kind(ctx.value_type(v)).is_tensor())
}

/// Unit attributes to set once the analysis no longer borrows the IR.
pub type Annotations = Vec<(Op, String)>;

pub struct Analyzer<'a, 's> {
    pub ctx: &'a Context,
    pub s: &'s mut State,
    dom: Dominance<'a>,
    defs_cache: FxHashMap<Value, Vec<Value>>,
    pub annotations: Annotations,
}

fn err(ctx: &Context, op: Op, msg: String) -> Box<ir::diag::Diagnostic> {
    crate::rewrite::error(ctx, op, msg)
}

impl<'a, 's> Analyzer<'a, 's> {
    pub fn new(ctx: &'a Context, s: &'s mut State) -> Self {
        Analyzer {
            ctx,
            s,
            dom: Dominance::new(ctx),
            defs_cache: FxHashMap::default(),
            annotations: Vec::new(),
        }
    }

    /// Creates the alias entries and marks operands that must be in place
    /// for everything nested in `root` (MLIR's `OneShotAnalysisState` constructor).
    pub fn init(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if self.s.is_tensor(ctx, ctx.use_data(u).value) && m.must_in_place(self.s, ctx, u) {
                    self.s.bufferize_in_place(ctx, u);
                }
            }
        }
    }

    /// MLIR's `analyzeOp`: checks, analysis, equivalences, verification.
    pub fn analyze(&mut self, root: Op) -> DResult<()> {
        self.check_pre_assumptions(root)?;
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| {
            if op_has_tensor_operand_or_result(ctx, o) {
                ops.push(o);
            }
        });
        if self.s.opts.heuristic == Heuristic::BottomUp {
            ops.reverse();
        }
        for &op in &ops {
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if self.s.is_tensor(ctx, ctx.use_data(u).value) {
                    self.analyze_operand(u);
                }
            }
        }
        self.equivalence_analysis(root);
        self.gather_undefined_uses(root);
        let mut all = Vec::new();
        ctx.walk_post(root, |o| all.push(o));
        let mut first_err = None;
        for op in all {
            if let Some(m) = self.s.model(ctx, op) {
                if let Err(e) = m.verify_analysis(self.s, ctx, op) {
                    first_err.get_or_insert(e);
                }
            }
        }
        if self.s.opts.test_analysis_only {
            self.annotate_in_place(root);
        }
        match first_err {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn check_pre_assumptions(&mut self, root: Op) -> DResult<()> {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for &op in &ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            if !m.supports_unstructured_control_flow()
                && ctx
                    .regions_of(op)
                    .iter()
                    .any(|&r| ctx.region_blocks(r).len() > 1)
            {
                return Err(err(ctx, op, format!("'{}' op op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks", ctx.op_name(op))));
            }
        }
        for &op in &ops {
            if self.s.model(ctx, op).is_none() {
                continue;
            }
            if ctx.is_op(op, "bufferization.to_tensor")
                && !ctx.has_attr(op, "restrict")
                && ctx.has_uses(ctx.result(op, 0))
            {
                return Err(err(ctx, op, "'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis".into()));
            }
            let operands = ctx.op(op).operands.clone();
            for u in operands {
                if !self.s.is_tensor(ctx, ctx.use_data(u).value) {
                    continue;
                }
                if self.would_create_raw(u, true) {
                    return Err(err(ctx, op, format!("'{}' op not bufferizable under the given constraints: cannot avoid RaW conflict", ctx.op_name(op))));
                }
                if self.s.in_place_contains(u) && self.would_write_non_writable(u, true) {
                    return Err(err(ctx, op, format!("'{}' op not bufferizable under the given constraints: would write to read-only buffer", ctx.op_name(op))));
                }
            }
        }
        Ok(())
    }

    fn analyze_operand(&mut self, u: Use) {
        let conflict = self.would_write_non_writable(u, false) || self.would_create_raw(u, false);
        if !conflict {
            self.s.bufferize_in_place(self.ctx, u);
        }
    }

    // ----- alias set scans -----

    fn aliasing_reads(&self, root: Value, out: &mut Vec<Use>, seen: &mut FxHashSet<Use>) {
        let (ctx, s) = (self.ctx, &*self.s);
        for m in s.alias.members(root) {
            for u in ctx.uses(m) {
                if s.reads(ctx, u) {
                    if seen.insert(u) {
                        out.push(u);
                    }
                    continue;
                }
                if !s.writes(ctx, u)
                    && s.aliasing_values(ctx, u)
                        .iter()
                        .any(|a| s.is_value_read(ctx, a.value))
                    && seen.insert(u)
                {
                    out.push(u);
                }
            }
        }
    }

    fn aliasing_in_place_writes(&self, root: Value, out: &mut Vec<Use>, seen: &mut FxHashSet<Use>) {
        let (ctx, s) = (self.ctx, &*self.s);
        for m in s.alias.members(root) {
            for u in ctx.uses(m) {
                if s.in_place_contains(u) && s.writes(ctx, u) && seen.insert(u) {
                    out.push(u);
                }
            }
        }
    }

    /// The distinct alias sets (as representatives) that deciding `u` in place would merge.
    fn groups(&self, u: Use) -> Vec<Value> {
        let ctx = self.ctx;
        let mut reps: Vec<Value> = vec![ctx.use_data(u).value];
        for a in self.s.aliasing_values(ctx, u) {
            if !reps.iter().any(|&r| self.s.alias.same(r, a.value)) {
                reps.push(a.value);
            }
        }
        reps
    }

    fn would_write_non_writable(&mut self, u: Use, consistency_only: bool) -> bool {
        let ctx = self.ctx;
        let groups = self.groups(u);
        let mut found_write = !consistency_only && self.s.writes(ctx, u);
        if !found_write {
            let mut seen = FxHashSet::default();
            let mut w = Vec::new();
            for &g in &groups {
                self.aliasing_in_place_writes(g, &mut w, &mut seen);
            }
            found_write = !w.is_empty();
        }
        if !found_write {
            return false;
        }
        let mut found = false;
        // MLIR visits the operand's set and then each alias' set, even when
        // they are the same set (annotations then repeat).
        let mut visit: Vec<Value> = vec![ctx.use_data(u).value];
        visit.extend(self.s.aliasing_values(ctx, u).iter().map(|a| a.value));
        for root in visit {
            for m in self.s.alias.members(root) {
                if !self.s.is_writable(ctx, m) {
                    found = true;
                    if self.s.opts.print_conflicts {
                        self.annotate_not_writable(m);
                    }
                }
            }
        }
        found
    }

    fn would_create_raw(&mut self, u: Use, consistency_only: bool) -> bool {
        let ctx = self.ctx;
        let groups = self.groups(u);
        let mut reads: Vec<Vec<Use>> = Vec::new();
        let mut writes: Vec<Vec<Use>> = Vec::new();
        let (mut rs, mut ws) = (FxHashSet::default(), FxHashSet::default());
        for &g in &groups {
            let (mut r, mut w) = (Vec::new(), Vec::new());
            self.aliasing_reads(g, &mut r, &mut rs);
            self.aliasing_in_place_writes(g, &mut w, &mut ws);
            reads.push(r);
            writes.push(w);
        }
        let new_write = !consistency_only && self.s.writes(ctx, u) && !ws.contains(&u);
        if self.s.opts.check_parallel_regions && reads.iter().any(|r| !r.is_empty()) {
            let extra = if new_write { Some(u) } else { None };
            for &w in writes.iter().flatten().chain(extra.iter()) {
                if self.write_needs_privatization(w) {
                    return true;
                }
            }
        }
        for (i, group_reads) in reads.iter().enumerate() {
            for &r in group_reads {
                let defs = self.definitions(ctx.use_data(r).value);
                if defs.is_empty() {
                    continue;
                }
                for (j, group_writes) in writes.iter().enumerate() {
                    // Pairs inside one set were checked when the set formed
                    // (a consistency check looks at all of them).
                    if i == j && !consistency_only {
                        continue;
                    }
                    for &w in group_writes {
                        if self.pair_conflicts(r, w, &defs) {
                            return true;
                        }
                    }
                }
                if new_write && self.pair_conflicts(r, u, &defs) {
                    return true;
                }
            }
        }
        false
    }

    /// The innermost enclosing region (starting at `r`) that a model
    /// declares parallel (MLIR's `getParallelRegion`).
    fn parallel_region_of(&self, mut r: Option<Region>) -> Option<Region> {
        let ctx = self.ctx;
        while let Some(reg) = r {
            let op = ctx.region_parent(reg)?;
            if let Some(m) = self.s.model(ctx, op) {
                let idx = ctx
                    .regions_of(op)
                    .iter()
                    .position(|&x| x == reg)
                    .unwrap_or(0);
                if m.parallel_region(ctx, op, idx) {
                    return Some(reg);
                }
            }
            r = ctx.parent_region(op);
        }
        None
    }

    /// A write inside a parallel region to a buffer defined (or allocated)
    /// outside of it must be privatized: it bufferizes out of place.
    fn write_needs_privatization(&self, w: Use) -> bool {
        let ctx = self.ctx;
        let writing = ctx.use_data(w).owner;
        let wr = self.parallel_region_of(ctx.parent_region(writing));
        if wr.is_none() {
            // A definition inside a parallel region does not dominate a
            // write outside of all of them.
            return false;
        }
        let v = ctx.use_data(w).value;
        let defs = self.s.find_in_reverse_chain(
            ctx,
            v,
            &mut |x| self.s.value_writes(ctx, x),
            Traversal::default(),
        );
        defs.into_iter().any(|d| {
            let dr = match ctx.defining_op(d) {
                Some(o) => ctx.parent_region(o),
                None => ctx.value_block(d).and_then(|b| ctx.block_parent(b)),
            };
            self.parallel_region_of(dr) != wr
        })
    }

    fn definitions(&mut self, v: Value) -> Vec<Value> {
        if let Some(d) = self.defs_cache.get(&v) {
            return d.clone();
        }
        let d = self.s.find_definitions(self.ctx, v);
        self.defs_cache.insert(v, d.clone());
        d
    }

    // ----- the conflict rules -----

    fn pair_conflicts(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        if self.can_use_dominance(r, w, defs) {
            if self.happens_before(reading, writing) {
                return false;
            }
            if r == w {
                return false;
            }
            if inside_mutually_exclusive_regions(ctx, reading, writing) {
                return false;
            }
        }
        if reading == writing {
            if let Some(m) = self.s.model(ctx, reading) {
                if m.elementwise_access(self.s, ctx, &[r, w])
                    && (self.equivalent_in_chain(ctx.use_data(r).value, ctx.use_data(w).value)
                        || self.equivalent_in_chain(ctx.use_data(w).value, ctx.use_data(r).value))
                {
                    return false;
                }
            }
        }
        if self.non_conflicting_subsets(r, w) {
            return false;
        }
        if let Some(m) = self.s.model(ctx, reading) {
            if m.is_not_conflicting(self.s, ctx, r, w) {
                return false;
            }
        }
        if writing != reading {
            if let Some(m) = self.s.model(ctx, writing) {
                if m.is_not_conflicting(self.s, ctx, r, w) {
                    return false;
                }
            }
        }
        for &def in defs {
            if let Some(def_op) = ctx.defining_op(def) {
                if self.happens_before(writing, def_op) {
                    continue;
                }
                if def_op != writing && ctx.is_ancestor(def_op, writing) {
                    continue;
                }
            } else {
                let b = ctx.value_block(def).expect("block argument");
                if !op_is_in_block(ctx, b, writing) {
                    continue;
                }
            }
            let aliases = self.s.aliasing_values(ctx, w);
            if aliases.len() == 1 && aliases[0].value == def {
                continue;
            }
            if self.s.opts.print_conflicts {
                self.annotate_conflict(r, w, def);
            }
            return true;
        }
        false
    }

    fn happens_before(&mut self, a: Op, b: Op) -> bool {
        let ctx = self.ctx;
        let mut a = Some(a);
        while let Some(x) = a {
            if x != b && ctx.is_ancestor(x, b) {
                return false;
            }
            if self.dom.properly_dominates_op(x, b) {
                return true;
            }
            a = ctx.parent_op(x);
        }
        false
    }

    fn equivalent_in_chain(&self, start: Value, other: Value) -> bool {
        let cfg = Traversal {
            follow_equivalent_only: true,
            always_include_leaves: false,
            follow_same_type_or_casts_only: true,
            ..Traversal::default()
        };
        !self
            .s
            .find_in_reverse_chain(self.ctx, start, &mut |v| v == other, cfg)
            .is_empty()
    }

    fn matches_insert_destination(&self, v: Value, insert_op: Op) -> bool {
        let (ctx, s) = (self.ctx, &*self.s);
        let Some(m) = s.model(ctx, insert_op) else {
            return false;
        };
        let mut matching =
            |x: Value| ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x);
        let slice = s.find_in_reverse_chain(ctx, v, &mut matching, Traversal::default());
        slice
            .iter()
            .all(|&x| ctx.defining_op(x).is_some() && m.is_equivalent_subset(s, ctx, insert_op, x))
    }

    fn non_conflicting_subsets(&self, r: Use, w: Use) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        if let Some(sub) = self
            .s
            .model(ctx, reading)
            .and_then(|m| m.subset_insertion(ctx, reading))
        {
            if r == sub.dest && self.matches_insert_destination(ctx.use_data(w).value, reading) {
                return true;
            }
            if r == sub.source
                && w == sub.dest
                && self.matches_insert_destination(ctx.use_data(r).value, reading)
            {
                return true;
            }
        }
        if let Some(sub) = self
            .s
            .model(ctx, writing)
            .and_then(|m| m.subset_insertion(ctx, writing))
        {
            let src = ctx.use_data(sub.source).value;
            if w == sub.dest
                && self.s.are_equivalent(ctx.use_data(r).value, src)
                && self.matches_insert_destination(src, writing)
            {
                return true;
            }
        }
        false
    }

    // ----- repetitive regions and blocks -----

    fn is_repetitive(&self, r: Region) -> bool {
        let ctx = self.ctx;
        let Some(op) = ctx.region_parent(r) else {
            return false;
        };
        let Some(m) = self.s.model(ctx, op) else {
            return false;
        };
        let idx = ctx.regions_of(op).iter().position(|&x| x == r).unwrap_or(0);
        m.repetitive_region(ctx, op, idx)
    }

    fn enclosing_repetitive_from_region(&self, mut r: Option<Region>) -> Option<Region> {
        while let Some(reg) = r {
            if self.is_repetitive(reg) {
                return Some(reg);
            }
            r = self
                .ctx
                .region_parent(reg)
                .and_then(|o| self.ctx.parent_region(o));
        }
        None
    }

    fn can_use_dominance(&mut self, r: Use, w: Use, defs: &[Value]) -> bool {
        let ctx = self.ctx;
        let reading = ctx.use_data(r).owner;
        let writing = ctx.use_data(w).owner;
        for &def in defs {
            let r_read = self.enclosing_repetitive_from_region(ctx.parent_region(reading));
            let def_region = match ctx.defining_op(def) {
                Some(d) => ctx.parent_region(d),
                None => ctx.value_block(def).and_then(|b| ctx.block_parent(b)),
            };
            let r_def = self.enclosing_repetitive_from_region(def_region);
            if r_read == r_def {
                continue;
            }
            let Some(mut rr) = r_read else {
                continue;
            };
            loop {
                let next = self.enclosing_repetitive_from_region(
                    ctx.region_parent(rr).and_then(|o| ctx.parent_region(o)),
                );
                if next == r_def {
                    break;
                }
                match next {
                    Some(n) => rr = n,
                    None => return false,
                }
            }
            if let Some(p) = ctx.region_parent(rr) {
                if ctx.is_ancestor(p, writing) {
                    return false;
                }
            }
        }
        if ctx.parent_region(reading) != ctx.parent_region(writing) {
            return true;
        }
        let (Some(rb), Some(wb)) = (ctx.parent_block(reading), ctx.parent_block(writing)) else {
            return true;
        };
        for &def in defs {
            let db = ctx.value_block(def);
            if is_reachable(ctx, rb, wb, db) && is_reachable(ctx, wb, rb, db) {
                return false;
            }
        }
        true
    }

    // ----- equivalences, undefined contents -----

    fn equivalence_analysis(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| {
            if ctx
                .results(o)
                .iter()
                .any(|&v| ctx.type_kind(ctx.value_type(v)).is_tensor())
            {
                ops.push(o);
            }
        });
        for op in ops {
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            for &res in ctx.results(op) {
                if !self.s.is_tensor(ctx, res) {
                    continue;
                }
                let aliases = self.s.aliasing_operands(ctx, res);
                if aliases.is_empty() {
                    continue;
                }
                let first = ctx.use_data(aliases[0].operand).value;
                let mut all_equivalent = true;
                let mut merged = false;
                for a in &aliases {
                    let is_eq = a.relation == Relation::Equivalent;
                    let in_place = self.s.is_in_place(ctx, a.operand);
                    let operand = ctx.use_data(a.operand).value;
                    if is_eq && in_place && a.definite {
                        self.s.equiv.union(res, operand);
                        merged = true;
                        all_equivalent = false;
                        break;
                    }
                    if !is_eq || !in_place {
                        all_equivalent = false;
                    }
                    if !self.s.are_equivalent(operand, first) {
                        all_equivalent = false;
                    }
                }
                if !merged && all_equivalent && !m.allocates(ctx, res) {
                    self.s.equiv.union(res, first);
                }
            }
        }
    }

    fn gather_undefined_uses(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            if self.s.model(ctx, op).is_none() {
                continue;
            }
            for &res in ctx.results(op) {
                if !self.s.is_tensor(ctx, res) {
                    continue;
                }
                if self.definitions(res).is_empty() {
                    let uses: Vec<Use> = ctx.uses(res).collect();
                    for u in uses {
                        self.s.mark_undefined(u);
                    }
                }
            }
        }
    }

    // ----- annotations -----

    fn annotate_in_place(&mut self, root: Op) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_post(root, |o| ops.push(o));
        for op in ops {
            let operands = &ctx.op(op).operands;
            if !operands
                .iter()
                .any(|&u| self.s.is_tensor(ctx, ctx.use_data(u).value))
            {
                continue;
            }
            let vals: Vec<String> = operands
                .iter()
                .map(|&u| {
                    if !self.s.is_tensor(ctx, ctx.use_data(u).value) {
                        "none".to_string()
                    } else if self.s.in_place_contains(u) {
                        "true".to_string()
                    } else {
                        "false".to_string()
                    }
                })
                .collect();
            self.annotations
                .push((op, format!("\u{0}inplace:{}", vals.join(","))));
        }
    }

    fn annotate_conflict(&mut self, r: Use, w: Use, def: Value) {
        let ctx = self.ctx;
        let id = CONFLICT_COUNTER.fetch_add(1, Ordering::Relaxed);
        self.annotations.push((
            ctx.use_data(w).owner,
            format!("C_{}[CONFL-WRITE: {}]", id, ctx.use_data(w).index),
        ));
        self.annotations.push((
            ctx.use_data(r).owner,
            format!("C_{}[READ: {}]", id, ctx.use_data(r).index),
        ));
        match ctx.value(def).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("C_{}[DEF: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("C_{}[DEF: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }

    fn annotate_not_writable(&mut self, v: Value) {
        let ctx = self.ctx;
        let id = WRITABLE_COUNTER.fetch_add(1, Ordering::Relaxed);
        match ctx.value(v).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("W_{}[NOT-WRITABLE: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("W_{}[NOT-WRITABLE: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }
}

/// Applies collected annotations: unit attributes, and the in-place arrays
/// (encoded with a leading NUL) as `__inplace_operands_attr__`.
pub fn apply_annotations(ctx: &mut Context, ann: Annotations) {
    for (op, text) in ann {
        if let Some(rest) = text.strip_prefix("\u{0}inplace:") {
            let elems: Vec<ir::Attr> = rest.split(',').map(|s| ctx.string_attr(s)).collect();
            let a = ctx.array_attr(elems);
            ctx.set_attr(op, "__inplace_operands_attr__", a);
        } else {
            let a = ctx.unit_attr();
            ctx.set_attr(op, &text, a);
        }
    }
}

fn op_is_in_block(ctx: &Context, b: Block, mut op: Op) -> bool {
    loop {
        if ctx.parent_block(op) == Some(b) {
            return true;
        }
        match ctx.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

fn successors(ctx: &Context, b: Block) -> Vec<Block> {
    ctx.terminator(b)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

/// A path of at least one edge leads from `from` to `to` avoiding `except`.
fn is_reachable(ctx: &Context, from: Block, to: Block, except: Option<Block>) -> bool {
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut work = successors(ctx, from);
    while let Some(n) = work.pop() {
        if Some(n) == except {
            continue;
        }
        if n == to {
            return true;
        }
        if !seen.insert(n) {
            continue;
        }
        work.extend(successors(ctx, n));
    }
    false
}

/// Ops implementing `RegionBranchOpInterface` among the ones we know.
fn is_region_branch(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_name(op),
        "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.forall"
            | "scf.parallel"
    )
}

/// MLIR's `insideMutuallyExclusiveRegions`.
pub fn inside_mutually_exclusive_regions(ctx: &Context, a: Op, b: Op) -> bool {
    let mut p = ctx.parent_op(a);
    while let Some(branch) = p {
        if !is_region_branch(ctx, branch) || branch == b || !ctx.is_ancestor(branch, b) {
            p = ctx.parent_op(branch);
            continue;
        }
        let region_of = |x: Op| -> Option<usize> {
            let mut x = x;
            loop {
                if ctx.parent_op(x) == Some(branch) {
                    let r = ctx.parent_region(x)?;
                    return ctx.regions_of(branch).iter().position(|&y| y == r);
                }
                x = ctx.parent_op(x)?;
            }
        };
        let (ra, rb) = (region_of(a), region_of(b));
        let exclusive = matches!(ctx.op_name(branch), "scf.if" | "scf.index_switch");
        return exclusive && ra != rb;
    }
    false
}

/// Owner op of a value, for diagnostics.
pub fn value_owner(ctx: &Context, v: Value) -> Option<Op> {
    owner_of_value(ctx, v)
}
