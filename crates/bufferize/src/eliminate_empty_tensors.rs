//! `eliminate-empty-tensors`: replaces uses of `tensor.empty` by the subset
//! of the destination that a subset insertion (`tensor.insert_slice`,
//! `bufferization.materialize_in_destination`, `linalg.copy`) later writes
//! the value into, so that One-Shot Bufferize computes the value in place
//! instead of in a new buffer — as mlir-opt 22 does.
//!
//! The One-Shot analysis (module analysis when run on a `builtin.module`,
//! with `allow-return-allocs-from-loops`) decides which insertions are in
//! place; from each in-place insertion's source the reverse use-def chain is
//! followed through equivalent, same-typed (or cast) aliases to the
//! `tensor.empty` ops, recording the operands it crosses. The use of the
//! empty tensor on that chain is replaced by a subset extraction built at
//! the first valid insertion point (the empty op, or right after the
//! definition of a value the extraction needs); when there is none, the
//! definitions of the needed values are moved before the user (MLIR's
//! `moveValueDefinitions`).
//!
//! Complexity: every insertion visits its own chain once; dominance queries
//! use precomputed block dominators and an order-maintenance numbering of
//! ops within blocks (gaps halved on insertion, a block renumbered only when
//! a gap runs out), so the pass stays near linear in the IR size.

use crate::analysis::Analyzer;
use crate::interface::Relation;
use crate::module::{analyze_module, symbols};
use crate::options::Options;
use crate::state::State;
use ir::context::{OpState, ValueDef};
use ir::diag::DResult;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::registry::traits;
use ir::types::TypeKind;
use ir::{Attr, Block, Context, Op, Region, Type, Use, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `eliminate-empty-tensors`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "eliminate-empty-tensors",
    class_name: "EmptyTensorEliminationPass",
    summary: "Try to eliminate all tensor.empty ops.",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(EliminateEmptyTensors)),
};

/// The `eliminate-empty-tensors` pass (see the module docs).
pub struct EliminateEmptyTensors;

impl Pass for EliminateEmptyTensors {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op)
    }
}

/// Analyzes `root` with One-Shot Analysis and eliminates the empty tensors
/// anchored on in-place subset insertions.
pub fn run(ctx: &mut Context, root: Op) -> DResult<()> {
    let is_module = ctx.is_op(root, "builtin.module");
    let opts = Options {
        allow_return_allocs_from_loops: true,
        bufferize_function_boundaries: is_module,
        ..Options::default()
    };
    let mut st = State::new(opts, true, crate::models::for_context(ctx));
    if is_module {
        st.funcs.symbols = symbols(ctx, root);
    }
    {
        let mut an = Analyzer::new(ctx, &mut st);
        an.init(root);
        if is_module {
            analyze_module(&mut an, root)?;
        } else {
            an.analyze(root)?;
        }
    }
    eliminate(ctx, &st, root);
    Ok(())
}

// ===================================================================
// Subset insertions
// ===================================================================

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `tensor.insert_slice` / `tensor.parallel_insert_slice`: an
    /// `extract_slice` of the destination.
    Slice,
    /// `bufferization.materialize_in_destination`: the destination itself
    /// (a `to_tensor` of it for memref destinations).
    Materialize,
    /// `linalg.copy`: the init operand.
    Copy,
}

struct Insertion {
    kind: Kind,
    source: Use,
    dest: Use,
}

/// The op as a subset insertion (MLIR's `SubsetInsertionOpInterface`).
fn subset_insertion(ctx: &Context, op: Op) -> Option<Insertion> {
    use dialects::{bufferization, linalg_named, tensor};
    let def = ctx.def(op)?;
    let is = |kind| std::ptr::eq(def, kind);
    let kind = if is(&tensor::INSERT_SLICE) || is(&tensor::PARALLEL_INSERT_SLICE) {
        Kind::Slice
    } else if is(&bufferization::MATERIALIZE_IN_DESTINATION) {
        Kind::Materialize
    } else if linalg_named::is_copy(def) {
        Kind::Copy
    } else {
        return None;
    };
    let operands = &ctx.op(op).operands;
    if operands.len() < 2 {
        return None;
    }
    Some(Insertion {
        kind,
        source: operands[0],
        dest: operands[1],
    })
}

/// Values the subset extraction is built from.
fn needed_values(ctx: &Context, op: Op, ins: &Insertion) -> Vec<Value> {
    let dest = ctx.use_value(ins.dest);
    match ins.kind {
        Kind::Slice => {
            let segs = dialects::common::operand_segments(ctx, op);
            let mut out = Vec::new();
            for s in segs.iter().skip(2) {
                out.extend_from_slice(s);
            }
            out.push(dest);
            out
        }
        Kind::Materialize | Kind::Copy => vec![dest],
    }
}

fn is_tensor(ctx: &Context, v: Value) -> bool {
    ctx.type_kind(ctx.value_type(v)).is_tensor()
}

/// Builds the subset extraction before `ip`; `None` when the op cannot
/// build one.
fn build_extraction(
    ctx: &mut Context,
    order: &mut Order,
    op: Op,
    ins: &Insertion,
    ip: Op,
    loc_of: Op,
) -> Option<Value> {
    let dest = ctx.use_value(ins.dest);
    let loc = ctx.loc(loc_of);
    match ins.kind {
        Kind::Copy => Some(dest),
        Kind::Materialize => {
            if is_tensor(ctx, dest) {
                return Some(dest);
            }
            if !ctx.has_attr(op, "restrict") {
                return None;
            }
            let (shape, elem) = match ctx.type_kind(ctx.value_type(dest)) {
                TypeKind::MemRef { shape, elem, .. } => (shape.clone(), *elem),
                _ => return None,
            };
            ctx.remove_attr(op, "restrict");
            let t = ctx.ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            });
            let unit = ctx.unit_attr();
            let mut attrs = vec![(ctx.sym("restrict"), unit)];
            if ctx.has_attr(op, "writable") {
                attrs.push((ctx.sym("writable"), unit));
            }
            let name = ctx.sym(dialects::bufferization::TO_TENSOR.name);
            let new = ctx.create_op(OpState {
                name,
                operands: vec![dest],
                result_types: vec![t],
                attrs,
                props: None,
                regions: Vec::new(),
                successors: Vec::new(),
                loc,
            });
            ctx.insert_op_before(ip, new);
            order.note_placed(ctx, new);
            Some(ctx.result(new, 0))
        }
        Kind::Slice => {
            let segs = dialects::common::operand_segments(ctx, op);
            if segs.len() != 5 {
                return None;
            }
            let src_t = ctx.value_type(ctx.use_value(ins.source));
            let mut operands = vec![dest];
            for s in &segs[2..] {
                operands.extend_from_slice(s);
            }
            let seg = ctx.dense_i32_array(&[
                1,
                segs[2].len() as i32,
                segs[3].len() as i32,
                segs[4].len() as i32,
            ]);
            let mut attrs: Vec<(ir::Sym, Attr)> = vec![(ctx.sym("operandSegmentSizes"), seg)];
            for name in ["static_offsets", "static_sizes", "static_strides"] {
                let a = ctx.get_attr(op, name)?;
                attrs.push((ctx.sym(name), a));
            }
            let name = ctx.sym(dialects::tensor::EXTRACT_SLICE.name);
            let new = ctx.create_op(OpState {
                name,
                operands,
                result_types: vec![src_t],
                attrs,
                props: None,
                regions: Vec::new(),
                successors: Vec::new(),
                loc,
            });
            ctx.insert_op_before(ip, new);
            order.note_placed(ctx, new);
            Some(ctx.result(new, 0))
        }
    }
}

// ===================================================================
// The rewrite
// ===================================================================

fn eliminate(ctx: &mut Context, st: &State, root: Op) {
    let mut ops = Vec::new();
    ctx.walk_post(root, |o| {
        if subset_insertion(ctx, o).is_some() {
            ops.push(o);
        }
    });
    let mut order = Order::new(ctx, root);
    for op in ops {
        let Some(ins) = subset_insertion(ctx, op) else {
            continue;
        };
        if !st.is_in_place(ctx, ins.source) {
            continue;
        }
        let (empties, visited) = find_empty_tensors(ctx, st, ins.source);
        for v in empties {
            let Some(empty) = ctx.defining_op(v) else {
                continue;
            };
            let Some(&u) = visited.iter().find(|&&u| ctx.use_value(u) == v) else {
                continue;
            };
            let user = ctx.use_data(u).owner;
            let needed = needed_values(ctx, op, &ins);
            let ip = match order.find_insertion_point(ctx, empty, user, &needed) {
                Some(ip) => ip,
                None => {
                    if !move_value_definitions(ctx, &mut order, &needed, user) {
                        continue;
                    }
                    user
                }
            };
            let Some(mut repl) = build_extraction(ctx, &mut order, op, &ins, ip, empty) else {
                continue;
            };
            if ctx.defining_op(repl) == Some(empty) {
                continue;
            }
            let vt = ctx.value_type(v);
            let rt = ctx.value_type(repl);
            if rt != vt {
                if ctx.type_kind(rt).element_type() != ctx.type_kind(vt).element_type() {
                    continue;
                }
                repl = create_cast_after(ctx, &mut order, repl, vt, ctx.loc(empty));
            }
            ctx.set_use_value(u, repl);
        }
    }
}

/// `tensor.cast` of `v` to `t` right after the definition of `v`.
fn create_cast_after(
    ctx: &mut Context,
    order: &mut Order,
    v: Value,
    t: Type,
    loc: ir::Loc,
) -> Value {
    let name = ctx.sym(dialects::tensor::CAST.name);
    let new = ctx.create_op(OpState {
        name,
        operands: vec![v],
        result_types: vec![t],
        attrs: Vec::new(),
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    match ctx.value(v).def {
        ValueDef::Result(d, _) => ctx.insert_op_after(d, new),
        ValueDef::Arg(b, _) => ctx.prepend_op(b, new),
        ValueDef::Placeholder => {}
    }
    order.note_placed(ctx, new);
    ctx.result(new, 0)
}

/// Empty tensors found backwards from the source operand `start` through
/// equivalent, same-typed (or cast) aliases, and the operands crossed
/// (MLIR's `findValueInReverseUseDefChain` with `followEquivalentOnly`,
/// `followSameTypeOrCastsOnly` and no leaves).
fn find_empty_tensors(ctx: &Context, st: &State, start: Use) -> (Vec<Value>, Vec<Use>) {
    let mut visited_uses: Vec<Use> = vec![start];
    let mut seen_uses: FxHashSet<Use> = FxHashSet::default();
    seen_uses.insert(start);
    let mut visited: FxHashSet<Value> = FxHashSet::default();
    let mut result: Vec<Value> = Vec::new();
    let mut in_result: FxHashSet<Value> = FxHashSet::default();
    let first = ctx.use_value(start);
    let mut work: Vec<Value> = vec![first];
    let mut in_work: FxHashSet<Value> = FxHashSet::default();
    in_work.insert(first);
    while let Some(v) = work.pop() {
        in_work.remove(&v);
        if !visited.insert(v) {
            continue;
        }
        if ctx
            .defining_op(v)
            .is_some_and(|d| ctx.isa(d, &dialects::tensor::EMPTY))
        {
            if in_result.insert(v) {
                result.push(v);
            }
            continue;
        }
        if st.value_model(ctx, v).is_none() {
            continue;
        }
        for a in st.aliasing_operands(ctx, v) {
            if a.relation != Relation::Equivalent {
                continue;
            }
            let src = ctx.use_value(a.operand);
            if ctx.value_type(src) != ctx.value_type(v)
                && !ctx.defining_op(v).is_some_and(|d| ctx.iface(d).cast)
            {
                continue;
            }
            if in_work.insert(src) {
                work.push(src);
            }
            if seen_uses.insert(a.operand) {
                visited_uses.push(a.operand);
            }
        }
    }
    (result, visited_uses)
}

/// MLIR's `moveValueDefinitions`: moves the definitions of `values` (and
/// the pure ops they depend on in the same block) before `ip`. False (and
/// no change) when that is not possible.
fn move_value_definitions(ctx: &mut Context, order: &mut Order, values: &[Value], ip: Op) -> bool {
    let Some(ip_block) = ctx.parent_block(ip) else {
        return false;
    };
    let mut pruned = Vec::new();
    for &v in values {
        if order.value_properly_dominates(ctx, v, ip) {
            continue;
        }
        let Some(d) = ctx.defining_op(v) else {
            return false;
        };
        if ctx.parent_block(d) != Some(ip_block) {
            return false;
        }
        pruned.push(v);
    }
    // Backward slice (post-order, uses from above included) of the pruned
    // values, stopping at ops that already dominate `ip`.
    let mut slice: Vec<Op> = Vec::new();
    let mut in_slice: FxHashSet<Op> = FxHashSet::default();
    let mut visited: FxHashSet<Op> = FxHashSet::default();
    let mut side_effects = false;
    for v in pruned {
        let Some(root) = ctx.defining_op(v) else {
            continue;
        };
        if !visited.insert(root) {
            continue;
        }
        // (op, operands to visit, next index)
        let mut stack: Vec<(Op, Vec<Value>, usize)> = Vec::new();
        if let Some(frame) = slice_frame(ctx, order, root, ip, &mut side_effects) {
            stack.push(frame);
        }
        while let Some((op, vals, i)) = stack.pop() {
            if i < vals.len() {
                let val = vals[i];
                stack.push((op, vals, i + 1));
                if let Some(d) = ctx.defining_op(val) {
                    if !in_slice.contains(&d) && visited.insert(d) {
                        if let Some(frame) = slice_frame(ctx, order, d, ip, &mut side_effects) {
                            stack.push(frame);
                        }
                    }
                }
            } else if in_slice.insert(op) {
                slice.push(op);
            }
        }
    }
    if side_effects || in_slice.contains(&ip) {
        return false;
    }
    for op in slice {
        ctx.move_op_before(op, ip);
        order.note_placed(ctx, op);
    }
    true
}

/// The DFS frame of `op` in a backward slice, or `None` when the slice
/// stops at it (it dominates the insertion point, or it is not pure).
fn slice_frame(
    ctx: &Context,
    order: &mut Order,
    op: Op,
    ip: Op,
    side_effects: &mut bool,
) -> Option<(Op, Vec<Value>, usize)> {
    if ctx
        .def(op)
        .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
    {
        return None;
    }
    if order.properly_dominates(ctx, op, ip, true) {
        return None;
    }
    if !is_pure(ctx, op) {
        *side_effects = true;
        return None;
    }
    let mut vals = Vec::new();
    // Values used inside the regions of `op` but defined above them.
    if !ctx.regions_of(op).is_empty() {
        let mut inner: FxHashSet<Region> = FxHashSet::default();
        ctx.walk_pre(op, |o| {
            for &r in ctx.regions_of(o) {
                inner.insert(r);
            }
        });
        ctx.walk_pre(op, |o| {
            if o == op {
                return;
            }
            for v in ctx.operands(o) {
                let r = match ctx.value(v).def {
                    ValueDef::Result(d, _) => ctx.parent_region(d),
                    ValueDef::Arg(b, _) => ctx.block_parent(b),
                    ValueDef::Placeholder => None,
                };
                if !r.is_some_and(|r| inner.contains(&r)) {
                    vals.push(v);
                }
            }
        });
    }
    vals.extend(ctx.operands(op));
    Some((op, vals, 0))
}

/// MLIR's `isPure`: no memory effects and speculatable. Besides ops with the
/// `Pure` trait, a linalg op on tensors is pure when every op in its body is
/// (linalg ops are recursively speculatable with pure tensor semantics).
fn is_pure(ctx: &Context, op: Op) -> bool {
    let Some(def) = ctx.def(op) else {
        return false;
    };
    if def.has(traits::PURE) {
        return true;
    }
    ctx.op_name(op).starts_with("linalg.")
        && transforms::effects::is_memory_effect_free(ctx, op)
        && ctx
            .nested_ops(op)
            .into_iter()
            .all(|o| ctx.def(o).is_some_and(|d| d.has(traits::PURE)))
}

// ===================================================================
// Dominance under mutation
// ===================================================================

/// Dominance queries that stay valid while ops are created and moved:
/// block dominators are computed once (blocks never change here) and op
/// order within a block is kept as sparse numbers.
struct Order {
    /// Immediate dominator of each reachable block of a multi-block region.
    idom: FxHashMap<Block, Option<Block>>,
    /// Unreachable blocks of multi-block regions.
    unreachable: FxHashSet<Block>,
    /// Blocks of graph regions (no SSA dominance).
    graph: FxHashSet<Block>,
    pos: FxHashMap<Op, u64>,
    numbered: FxHashSet<Block>,
}

const STRIDE: u64 = 1 << 24;

impl Order {
    fn new(ctx: &Context, root: Op) -> Order {
        let mut dom = ir::dominance::Dominance::new(ctx);
        let mut idom = FxHashMap::default();
        let mut unreachable = FxHashSet::default();
        let mut graph = FxHashSet::default();
        let mut regions: Vec<Region> = Vec::new();
        ctx.walk_pre(root, |o| {
            let is_graph = ctx.def(o).is_some_and(|d| d.has(traits::GRAPH_REGION));
            for &r in ctx.regions_of(o) {
                if is_graph {
                    graph.extend(ctx.region_blocks(r).iter().copied());
                }
                if ctx.region_blocks(r).len() > 1 {
                    regions.push(r);
                }
            }
        });
        for r in regions {
            for &b in ctx.region_blocks(r) {
                if dom.is_reachable(b) {
                    idom.insert(b, dom.idom(b));
                } else {
                    unreachable.insert(b);
                }
            }
        }
        Order {
            idom,
            unreachable,
            graph,
            pos: FxHashMap::default(),
            numbered: FxHashSet::default(),
        }
    }

    fn number_block(&mut self, ctx: &Context, b: Block) {
        let mut p = STRIDE;
        for o in ctx.block_ops(b) {
            self.pos.insert(o, p);
            p += STRIDE;
        }
        self.numbered.insert(b);
    }

    fn position(&mut self, ctx: &Context, op: Op) -> u64 {
        let b = ctx.parent_block(op).expect("op in a block");
        if !self.numbered.contains(&b) {
            self.number_block(ctx, b);
        }
        self.pos[&op]
    }

    /// `op` was inserted or moved: give it a number between its neighbours.
    fn note_placed(&mut self, ctx: &Context, op: Op) {
        let Some(b) = ctx.parent_block(op) else {
            return;
        };
        if !self.numbered.contains(&b) {
            return;
        }
        let lo = ctx.prev_op(op).map(|p| self.pos[&p]).unwrap_or(0);
        let hi = match ctx.next_op(op) {
            Some(n) => self.pos[&n],
            None => lo + 2 * STRIDE,
        };
        if hi > lo + 1 {
            self.pos.insert(op, lo + (hi - lo) / 2);
        } else {
            self.number_block(ctx, b);
        }
    }

    /// `b` dominates `c` (blocks, possibly in nested regions).
    fn block_dominates(&self, ctx: &Context, a: Block, c: Block) -> bool {
        if a == c {
            return true;
        }
        let Some(ra) = ctx.block_parent(a) else {
            return false;
        };
        // The ancestor of `c` in the region of `a`.
        let mut c = c;
        loop {
            if ctx.block_parent(c) == Some(ra) {
                break;
            }
            let Some(p) = ctx.block_parent_op(c) else {
                return false;
            };
            let Some(pb) = ctx.parent_block(p) else {
                return false;
            };
            c = pb;
        }
        if a == c {
            return true;
        }
        if self.unreachable.contains(&c) {
            return true;
        }
        let mut x = Some(c);
        while let Some(y) = x {
            if y == a {
                return true;
            }
            x = self.idom.get(&y).copied().flatten();
        }
        false
    }

    /// MLIR's `DominanceInfo::properlyDominates(Operation *, Operation *)`.
    fn properly_dominates(&mut self, ctx: &Context, a: Op, b: Op, enclosing_ok: bool) -> bool {
        let (Some(ab), Some(_)) = (ctx.parent_block(a), ctx.parent_block(b)) else {
            return false;
        };
        if a == b {
            return self.graph.contains(&ab);
        }
        let Some(ra) = ctx.parent_region(a) else {
            return false;
        };
        let mut b2 = b;
        if ctx.parent_region(b) != Some(ra) {
            loop {
                match ctx.parent_op(b2) {
                    Some(p) => {
                        b2 = p;
                        if ctx.parent_region(b2) == Some(ra) {
                            break;
                        }
                    }
                    None => return false,
                }
            }
            if a == b2 {
                return enclosing_ok;
            }
        }
        let bb = ctx.parent_block(b2).expect("op in a block");
        if ab == bb {
            if self.graph.contains(&ab) {
                return true;
            }
            return self.position(ctx, a) < self.position(ctx, b2);
        }
        ab != bb && self.block_dominates(ctx, ab, bb)
    }

    fn dominates(&mut self, ctx: &Context, a: Op, b: Op) -> bool {
        a == b || self.properly_dominates(ctx, a, b, true)
    }

    /// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)`.
    fn value_properly_dominates(&mut self, ctx: &Context, v: Value, op: Op) -> bool {
        match ctx.value(v).def {
            ValueDef::Result(d, _) => self.properly_dominates(ctx, d, op, false),
            ValueDef::Arg(b, _) => match ctx.parent_block(op) {
                Some(ob) => self.block_dominates(ctx, b, ob),
                None => false,
            },
            ValueDef::Placeholder => false,
        }
    }

    /// All `needed` values are available right before `ip`.
    fn needed_dominate(&mut self, ctx: &Context, ip: Op, needed: &[Value]) -> bool {
        for &v in needed {
            match ctx.value(v).def {
                ValueDef::Arg(b, _) => {
                    if ancestor_in_block(ctx, b, ip).is_none() {
                        return false;
                    }
                }
                ValueDef::Result(d, _) => {
                    if !self.properly_dominates(ctx, d, ip, true) {
                        return false;
                    }
                }
                ValueDef::Placeholder => return false,
            }
        }
        true
    }

    /// The first of: the empty op, right after the definition of each
    /// needed value; where every needed value is available and which
    /// dominates `user`.
    fn find_insertion_point(
        &mut self,
        ctx: &Context,
        empty: Op,
        user: Op,
        needed: &[Value],
    ) -> Option<Op> {
        let mut candidates = vec![Some(empty)];
        for &v in needed {
            candidates.push(match ctx.value(v).def {
                ValueDef::Arg(b, _) => ctx.first_op(b),
                ValueDef::Result(d, _) => ctx.next_op(d),
                ValueDef::Placeholder => None,
            });
        }
        for ip in candidates.into_iter().flatten() {
            if !self.needed_dominate(ctx, ip, needed) {
                continue;
            }
            if !self.dominates(ctx, ip, user) {
                continue;
            }
            return Some(ip);
        }
        None
    }
}

/// The ancestor of `op` (or `op`) directly in block `b`.
fn ancestor_in_block(ctx: &Context, b: Block, mut op: Op) -> Option<Op> {
    loop {
        if ctx.parent_block(op) == Some(b) {
            return Some(op);
        }
        op = ctx.parent_op(op)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> (Context, Op) {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        (ctx, m)
    }

    fn print(ctx: &Context, m: Op) -> String {
        ir::printer::print_top_level(
            ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        )
    }

    fn func_body_ops(ctx: &Context, m: Op) -> (Block, Vec<Op>) {
        let mut f = None;
        ctx.walk_pre(m, |o| {
            if f.is_none() && ctx.isa(o, &dialects::func::FUNC) {
                f = Some(o);
            }
        });
        let b = ctx.entry_block(ctx.regions_of(f.unwrap())[0]).unwrap();
        (b, ctx.block_op_vec(b))
    }

    const FILL: &str = "func.func @f(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %j = arith.addi %i, %i : index
  %r = tensor.insert_slice %f into %t[%j][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
";

    #[test]
    fn order_survives_many_insertions_at_one_point() {
        let (mut ctx, m) = parse(FILL);
        let (b, ops) = func_body_ops(&ctx, m);
        let mut order = Order::new(&ctx, m);
        let (first, last) = (ops[0], *ops.last().unwrap());
        assert!(order.properly_dominates(&ctx, first, last, true));
        // Far more insertions right before the last op than the gaps allow
        // without renumbering.
        let anchor = last;
        let mut created = Vec::new();
        for _ in 0..100 {
            let name = ctx.sym(dialects::arith::CONSTANT.name);
            let it = ctx.index_type();
            let v = ctx.index_attr(0);
            let value = ctx.sym("value");
            let op = ctx.create_op(OpState {
                name,
                operands: Vec::new(),
                result_types: vec![it],
                attrs: vec![(value, v)],
                props: None,
                regions: Vec::new(),
                successors: Vec::new(),
                loc: ctx.loc(anchor),
            });
            ctx.insert_op_before(anchor, op);
            order.note_placed(&ctx, op);
            created.push(op);
        }
        let all = ctx.block_op_vec(b);
        for w in all.windows(2) {
            assert!(order.properly_dominates(&ctx, w[0], w[1], true));
            assert!(!order.properly_dominates(&ctx, w[1], w[0], true));
        }
        // Moving an op keeps the numbering consistent.
        ctx.move_op_before(created[99], created[0]);
        order.note_placed(&ctx, created[99]);
        assert!(order.properly_dominates(&ctx, created[99], created[0], true));
        assert!(order.dominates(&ctx, created[0], created[0]));
    }

    #[test]
    fn moves_offset_and_extracts_slice() {
        let (mut ctx, m) = parse(FILL);
        run(&mut ctx, m).expect("pass");
        let out = print(&ctx, m);
        let add = out.find("arith.addi").expect("addi");
        let slice = out
            .find("tensor.extract_slice %arg0[%1] [5] [1]")
            .expect("slice");
        let fill = out.find("linalg.fill").expect("fill");
        assert!(add < slice && slice < fill, "{out}");
        assert!(
            out.contains("outs(%extracted_slice : tensor<5xf32>)"),
            "{out}"
        );
    }

    #[test]
    fn chain_stops_at_non_equivalent_aliases() {
        // The insertion's source is a slice of the empty tensor: not an
        // equivalent alias, so nothing is found.
        let src = "func.func @f(%t: tensor<10xf32>) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %s = tensor.extract_slice %e[0][4][1] : tensor<8xf32> to tensor<4xf32>
  %r = tensor.insert_slice %s into %t[0][4][1] : tensor<4xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
";
        let (mut ctx, m) = parse(src);
        let before = print(&ctx, m);
        run(&mut ctx, m).expect("pass");
        assert_eq!(before, print(&ctx, m));
    }
}
