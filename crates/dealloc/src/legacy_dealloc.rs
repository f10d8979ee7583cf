//! `buffer-deallocation`: the legacy (mlir-opt 19) BufferDeallocation pass,
//! with two leaks of the original closed.
//!
//! The algorithm (per function with a body):
//! 1. Reject unstructured loops (a cycle of blocks: "Only structured
//!    control-flow loops are supported.") and ops with regions that are not
//!    region branches but have results or several regions.
//! 2. Collect the heap allocations in post-order (`memref.alloc`,
//!    `memref.realloc`, `bufferization.clone`; `memref.alloca` is left to its
//!    scope), each with its existing `memref.dealloc` if there is one.
//! 3. Build the view-flow graph and find the critical aliases by a fix-point:
//!    an alias that the allocation's (or critical alias's) block does not
//!    dominate, or a block argument of that very block, is critical.
//! 4. Cut the critical aliases out of the graph and make each one a fresh
//!    buffer: a `bufferization.clone` of the forwarded value in every
//!    predecessor (branches, region terminators, the parent op for entry
//!    arguments). Critical aliases become allocations themselves; this is
//!    how loop back edges free the previous iteration's buffer.
//! 5. Place a `memref.dealloc` for every allocation after the last use of any
//!    of its aliases in the nearest common post-dominator of their blocks
//!    (an existing dealloc is moved there instead). The aggregate "common
//!    post-dominator + last op in it" is folded once per strongly connected
//!    component of the alias graph, so the whole pass is linear in the IR
//!    (plus the clones it adds).
//!
//! Ownership rule (beyond mlir-opt 19, which leaks in these cases):
//! - **Returned buffers are owned by the caller.** A `func.return` operand is
//!   returned as it is only when its aliases all originate from one buffer
//!   this function owns (an allocation, a clone made by this pass, or the
//!   result of a call) that no earlier operand of the same return already
//!   hands out; otherwise (function arguments, globals, `memref.alloca`,
//!   merges of several buffers, results of unknown ops) the pass returns a
//!   `bufferization.clone` of it. Consequently the memref results of a call
//!   to a function defined in the module are fresh buffers that the caller
//!   frees like allocations. Results of calls to external declarations are
//!   not freed.
//! - **Arguments handed back by private functions are not cloned.** When
//!   every caller of a function is known (a private function whose symbol is
//!   only the callee of `func.call`s, in a module without nested modules), a
//!   result that is always (a view of) one argument is returned as it is,
//!   and its callers treat it as an alias of the call operand rather than as
//!   a fresh buffer (see `legacy::summary`). Public functions keep the clone:
//!   callers outside the module rely on owning every returned buffer.
//! - **Every buffer is freed on every path exactly once.** mlir-opt 19 skips
//!   the dealloc when its position would be the block's terminator even if
//!   the terminator does not use the buffer (an allocation cloned into one
//!   branch of a `cf.cond_br` then leaks when the join block only returns);
//!   here the dealloc is skipped only when the terminator itself hands an
//!   alias on (a return or yield of the buffer). When the uses have no common
//!   post-dominator (several exits), every exit reached from the allocation
//!   frees it (mlir-opt 19 crashes there).
//! - The last use counts every alias, wherever it is defined (mlir-opt 19
//!   ignores aliases defined outside the placement block and may free a
//!   buffer before a view of it is read).
//!
//! Ops with regions that are not region branches but have results are an
//! error here (mlir-opt 19 reports the same message and carries on).

use crate::interfaces::{is_call, is_region_branch};
use crate::legacy::flow::{CallFlow, Flow};
use crate::legacy::summary::{summarize, Summaries};
use crate::legacy::*;
use crate::util::{is_memref, op_diag, value_diag};
use ir::context::ValueDef;
use ir::dominance::Dominance;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Block, Context, DResult, Op, Region, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `buffer-deallocation`, the legacy pass of mlir-opt
/// 19 (mlir-opt 22 no longer has it).
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some(dialects::func::FUNC.name),
    name: "buffer-deallocation",
    class_name: "BufferDeallocation",
    summary: "Adds all required dealloc operations for all allocations in the input program (legacy algorithm of mlir-opt 19; returned buffers are owned by the caller, and every buffer is freed exactly once on every path)",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LegacyDealloc)),
};

/// The legacy `buffer-deallocation` pass: frees every allocation once on every path, cloning
/// buffers that leave their region or block.
pub struct LegacyDealloc;

impl Pass for LegacyDealloc {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let with_body = functions_with_body(ctx, op);
        let sums = summarize(ctx, op);
        for f in crate::hoisting::functions(ctx, op) {
            ir::pass::run_observed(ctx, &INFO, f, |ctx| deallocate(ctx, f, &with_body, &sums))?;
        }
        Ok(())
    }
    /// MLIR runs it on each function.
    fn reports_own_runs(&self) -> bool {
        true
    }
}

/// Names of the functions with a body in the symbol table that holds `root`
/// (or that `root` is).
fn functions_with_body(ctx: &Context, root: Op) -> FxHashSet<String> {
    let table = if ctx.isa(root, &dialects::func::FUNC) {
        ctx.parent_op(root).unwrap_or(root)
    } else {
        root
    };
    let mut out = FxHashSet::default();
    for &r in ctx.regions_of(table) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                if ctx.isa(o, &dialects::func::FUNC) && !crate::ownership::is_external(ctx, o) {
                    if let Some(n) =
                        ctx.get_attr(o, "sym_name")
                            .and_then(|a| match ctx.attr_kind(a) {
                                ir::AttrKind::String { value, .. } => {
                                    Some(String::from_utf8_lossy(value).into_owned())
                                }
                                _ => None,
                            })
                    {
                        out.insert(n);
                    }
                }
            }
        }
    }
    out
}

/// Memref results of a call whose callee is defined in the module, except
/// the arguments a summarised callee hands back.
fn owned_call_results(
    ctx: &Context,
    op: Op,
    with_body: &FxHashSet<String>,
    sums: &Summaries,
) -> Vec<Value> {
    if !ctx.isa(op, &dialects::func::CALL) {
        return Vec::new();
    }
    let defined = ctx
        .get_attr(op, "callee")
        .and_then(|a| ir::symbols::flat_symbol_ref(ctx, a))
        .is_some_and(|n| with_body.contains(n));
    if !defined {
        return Vec::new();
    }
    ctx.results(op)
        .iter()
        .enumerate()
        .filter(|&(k, &v)| is_memref(ctx, v) && !sums.returns_argument(ctx, op, k))
        .map(|(_, &v)| v)
        .collect()
}

/// A cycle of blocks reachable from a region entry (MLIR's back edges).
fn has_back_edge(ctx: &Context, func: Op) -> bool {
    let mut regions = Vec::new();
    ctx.walk_pre(func, |o| regions.extend(ctx.regions_of(o).iter().copied()));
    // 0 = unvisited, 1 = on the DFS stack, 2 = done.
    let mut state: FxHashMap<Block, u8> = FxHashMap::default();
    for r in regions {
        let Some(entry) = ctx.entry_block(r) else {
            continue;
        };
        if ctx.region_blocks(r).len() == 1 {
            // A single block can only loop to itself.
            let t = ctx.terminator(entry);
            if t.is_some_and(|t| ctx.successors(t).contains(&entry)) {
                return true;
            }
            continue;
        }
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        state.insert(entry, 1);
        while let Some(top) = stack.last_mut() {
            let b = top.0;
            let succs: &[Block] = match ctx.terminator(b) {
                Some(t) => ctx.successors(t),
                None => &[],
            };
            if top.1 < succs.len() {
                let s = succs[top.1];
                top.1 += 1;
                match state.get(&s).copied().unwrap_or(0) {
                    0 => {
                        state.insert(s, 1);
                        stack.push((s, 0));
                    }
                    1 => return true,
                    _ => {}
                }
            } else {
                state.insert(b, 2);
                stack.pop();
            }
        }
    }
    false
}

fn validate(ctx: &Context, func: Op) -> DResult<()> {
    if has_back_edge(ctx, func) {
        return Err(op_diag(
            ctx,
            func,
            "Only structured control-flow loops are supported.",
        ));
    }
    // Every such op is reported, inner ones first, as mlir-opt 19 does.
    let mut bad = Vec::new();
    ctx.walk_post(func, |o| {
        let n = ctx.regions_of(o).len();
        if o != func
            && ((n == 1 && !ctx.results(o).is_empty()) || n > 1)
            && !is_region_branch(ctx, o)
        {
            bad.push(o);
        }
    });
    if let Some((&first, rest)) = bad.split_first() {
        const MSG: &str =
            "All operations with attached regions need to implement the RegionBranchOpInterface.";
        let mut d = op_diag(ctx, first, MSG);
        for &o in rest {
            d.follow.push(*op_diag(ctx, o, MSG));
        }
        return Err(d);
    }
    // A buffer that reaches a block or region through its arguments is
    // freed by this pass (it clones what flows in and frees the clone): a
    // `memref.dealloc` of such an argument already in the input would free
    // it a second time (mlir-opt 19 emits that double free, e.g. after
    // `-expand-realloc` of a realloc in a loop). Refuse the input instead.
    let entry = ctx
        .regions_of(func)
        .first()
        .and_then(|&r| ctx.entry_block(r));
    let mut freed_arg = None;
    ctx.walk_pre(func, |o| {
        if freed_arg.is_some() || !ctx.isa(o, &dialects::memref::DEALLOC) {
            return;
        }
        let base = crate::origin::view_base(ctx, ctx.operand(o, 0));
        if let ValueDef::Arg(b, _) = ctx.value(base).def {
            if Some(b) != entry {
                freed_arg = Some(o);
            }
        }
    });
    if let Some(o) = freed_arg {
        return Err(op_diag(
            ctx,
            o,
            "'memref.dealloc' op frees a buffer that reaches its block as a block or region argument, which buffer-deallocation frees itself; run the pass before freeing such buffers",
        ));
    }
    Ok(())
}

fn is_block_arg(ctx: &Context, v: Value) -> bool {
    matches!(ctx.value(v).def, ValueDef::Arg(..))
}

/// The allocation summary folded over an alias set: the nearest common
/// post-dominator of all alias definitions and users, and the last op in it
/// that defines or uses an alias (or contains one that does).
type Summary = Option<(Block, Option<Op>)>;

struct Positions(FxHashMap<Op, u32>);

impl Positions {
    fn of(ctx: &Context, func: Op) -> Positions {
        let mut m = FxHashMap::default();
        ctx.walk_pre(func, |o| {
            for &r in ctx.regions_of(o) {
                for &b in ctx.region_blocks(r) {
                    for (i, x) in ctx.block_ops(b).enumerate() {
                        m.insert(x, i as u32);
                    }
                }
            }
        });
        Positions(m)
    }
    fn get(&self, o: Op) -> u32 {
        self.0.get(&o).copied().unwrap_or(0)
    }
}

/// The op of block `b` that is or contains a point in block `inner`.
fn op_in_block_containing(ctx: &Context, b: Block, inner: Block) -> Option<Op> {
    let mut cur = inner;
    loop {
        let p = ctx.block_parent_op(cur)?;
        let pb = ctx.parent_block(p)?;
        if pb == b {
            return Some(p);
        }
        cur = pb;
    }
}

fn join_summary(
    dom: &mut Dominance,
    ctx: &Context,
    pos: &Positions,
    a: &Summary,
    b: &Summary,
) -> Summary {
    let ((b1, p1), (b2, p2)) = ((*a)?, (*b)?);
    let blk = nearest_common(dom, ctx, b1, b2)?;
    let contrib = |bi: Block, pi: Option<Op>| -> Option<Op> {
        if bi == blk {
            pi
        } else {
            op_in_block_containing(ctx, blk, bi)
        }
    };
    let (c1, c2) = (contrib(b1, p1), contrib(b2, p2));
    let last = match (c1, c2) {
        (Some(x), Some(y)) => Some(if pos.get(y) > pos.get(x) { y } else { x }),
        (x, None) => x,
        (None, y) => y,
    };
    Some((blk, last))
}

fn local_summary(dom: &mut Dominance, ctx: &Context, pos: &Positions, v: Value) -> Summary {
    let mut acc: Summary = match ctx.value(v).def {
        ValueDef::Result(d, _) => Some((ctx.parent_block(d)?, Some(d))),
        ValueDef::Arg(b, _) => Some((b, None)),
        ValueDef::Placeholder => return None,
    };
    for u in ctx.users(v) {
        let Some(b) = ctx.parent_block(u) else {
            continue;
        };
        acc = join_summary(dom, ctx, pos, &acc, &Some((b, Some(u))));
    }
    acc
}

struct Cloner {
    cloned: FxHashSet<Value>,
}

impl Cloner {
    /// A clone of `source` before `before` (a clone made by this pass is
    /// forwarded as it is, as in mlir-opt).
    fn clone(&mut self, ctx: &mut Context, source: Value, before: Op) -> Value {
        if self.cloned.contains(&source) {
            return source;
        }
        let t = ctx.value_type(source);
        let op = crate::util::mk(
            ctx,
            ir::builder::InsertPoint::Before(before),
            &dialects::bufferization::CLONE,
            &[source],
            &[t],
            Vec::new(),
        );
        let r = ctx.result(op, 0);
        self.cloned.insert(r);
        r
    }

    /// Clones the `idx`-th forwarded operand of every region terminator of
    /// `region` and rewires the terminator to the clone.
    fn clone_terminators(&mut self, ctx: &mut Context, region: Region, idx: usize) {
        for b in ctx.region_blocks(region).to_vec() {
            let Some(t) = ctx.terminator(b) else {
                continue;
            };
            if !is_region_terminator(ctx, t) {
                continue;
            }
            let (s, l) = terminator_operands(ctx, t);
            if idx >= l {
                continue;
            }
            let src = ctx.operand(t, s + idx);
            let c = self.clone(ctx, src, t);
            ctx.set_operand(t, s + idx, c);
        }
    }

    fn block_arg(&mut self, ctx: &mut Context, arg: Value) -> DResult<()> {
        let ValueDef::Arg(block, i) = ctx.value(arg).def else {
            return Ok(());
        };
        let i = i as usize;
        for (term, s) in ctx.block(block).pred_uses.clone() {
            let Some(idx) = branch_operand_index(ctx, term, s as usize, i) else {
                return Err(op_diag(
                    ctx,
                    term,
                    "cannot forward a clone through this terminator",
                ));
            };
            let src = ctx.operand(term, idx);
            let c = self.clone(ctx, src, term);
            ctx.set_operand(term, idx, c);
        }
        let Some(region) = ctx.block_parent(block) else {
            return Ok(());
        };
        let Some(parent) = ctx.region_parent(region) else {
            return Ok(());
        };
        if ctx.entry_block(region) != Some(block) || !is_region_branch(ctx, parent) {
            return Ok(());
        }
        let ri = crate::util::region_number(ctx, region);
        let regions = ctx.regions_of(parent).to_vec();
        for (k, &r) in regions.iter().enumerate() {
            let succs = successors(ctx, parent, Point::Region(k));
            let Some(s) = succs.iter().find(|s| s.target == Point::Region(ri)) else {
                continue;
            };
            let Some(idx) = s.inputs.iter().position(|&x| x == arg) else {
                continue;
            };
            self.clone_terminators(ctx, r, idx);
        }
        let succs = successors(ctx, parent, Point::Parent);
        if let Some(s) = succs.iter().find(|s| s.target == Point::Region(ri)) {
            if let Some(idx) = s.inputs.iter().position(|&x| x == arg) {
                let (es, el) = entry_operands(ctx, parent);
                if idx < el {
                    let src = ctx.operand(parent, es + idx);
                    let c = self.clone(ctx, src, parent);
                    ctx.set_operand(parent, es + idx, c);
                }
            }
        }
        Ok(())
    }

    fn region_result(&mut self, ctx: &mut Context, v: Value) -> DResult<()> {
        let Some(op) = ctx.defining_op(v) else {
            return Ok(());
        };
        if !is_region_branch(ctx, op) {
            return Err(value_diag(
                ctx,
                v,
                "buffer-deallocation cannot copy this value: it is not a block argument or region result",
            ));
        }
        let regions = ctx.regions_of(op).to_vec();
        for (k, &r) in regions.iter().enumerate() {
            let succs = successors(ctx, op, Point::Region(k));
            let Some(s) = succs.iter().find(|s| s.target == Point::Parent) else {
                continue;
            };
            let Some(idx) = s.inputs.iter().position(|&x| x == v) else {
                continue;
            };
            self.clone_terminators(ctx, r, idx);
        }
        Ok(())
    }
}

/// Origins of a value in the (pruned) view-flow graph.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    One(Value),
    Many,
}

fn deallocate(
    ctx: &mut Context,
    func: Op,
    with_body: &FxHashSet<String>,
    sums: &Summaries,
) -> DResult<()> {
    validate(ctx, func)?;

    // Allocations (and owned call results) in post-order.
    let mut allocs: Vec<(Value, Option<Op>)> = Vec::new();
    {
        let c: &Context = ctx;
        c.walk_post(func, |o| {
            if let Some(v) = heap_alloc_result(c, o) {
                // A buffer handed to a `memref.realloc` is freed by it (the
                // new buffer is an allocation of its own): nothing to place,
                // and the realloc must stay where it is.
                match find_dealloc(c, v) {
                    Some(Some(d)) if c.isa(d, &dialects::memref::REALLOC) => {}
                    Some(d) => allocs.push((v, d)),
                    None => {}
                }
            } else if is_call(c, o) {
                for v in owned_call_results(c, o, with_body, sums) {
                    if let Some(d) = find_dealloc(c, v) {
                        allocs.push((v, d));
                    }
                }
            }
        });
    }
    // mlir-opt 19 frees a buffer itself only when its allocation op tells
    // how (`AllocationOpInterface`); any other must be freed by the input.
    for &(v, d) in &allocs {
        let unfreeable =
            |o: Op| d.is_none() && heap_alloc_result(ctx, o) == Some(v) && !ctx.iface(o).allocation;
        if let Some(op) = ctx.defining_op(v).filter(|&o| unfreeable(o)) {
            return Err(op_diag(
                ctx,
                op,
                "Allocation is not deallocated explicitly nor does the operation implement the AllocationOpInterface.",
            ));
        }
    }
    // Calls: a summarised callee forwards the arguments it hands back; the
    // results of other defined callees are fresh; anything else may alias.
    let mut flow = Flow::build_calls(ctx, func, |o| {
        let default = if owned_call_results(ctx, o, with_body, sums).is_empty() {
            CallFlow::All
        } else {
            CallFlow::Pairs(Vec::new())
        };
        sums.call_flow(ctx, o, default)
    });

    // Critical aliases by a fix-point (LIFO work list, as in mlir-opt).
    let critical: Vec<Value> = {
        let c: &Context = ctx;
        let mut dom = Dominance::new(c);
        let mut to_free: Vec<Value> = Vec::new();
        let mut to_free_set: FxHashSet<Value> = FxHashSet::default();
        let mut visited: FxHashSet<(Value, Block)> = FxHashSet::default();
        let mut work: Vec<(Value, Block)> = Vec::new();
        let mut find = |source: Value,
                        def_block: Block,
                        work: &mut Vec<(Value, Block)>,
                        dom: &mut Dominance| {
            for v in flow.dependents(source) {
                if to_free_set.contains(&v) {
                    continue;
                }
                let Some(pb) = c.value_block(v) else {
                    continue;
                };
                if !block_dominates(dom, c, def_block, pb)
                    || (def_block == pb && is_block_arg(c, v))
                {
                    work.push((v, pb));
                    to_free_set.insert(v);
                    to_free.push(v);
                } else if visited.insert((v, def_block)) {
                    work.push((v, def_block));
                }
            }
        };
        for &(a, _) in &allocs {
            if let Some(b) = c.value_block(a) {
                find(a, b, &mut work, &mut dom);
            }
        }
        while let Some((v, b)) = work.pop() {
            find(v, b, &mut work, &mut dom);
        }
        to_free
    };
    flow.removed = critical.iter().copied().collect();

    // Fresh buffers for the critical aliases.
    let mut cloner = Cloner {
        cloned: FxHashSet::default(),
    };
    for &v in &critical {
        if is_block_arg(ctx, v) {
            cloner.block_arg(ctx, v)?;
        } else {
            cloner.region_result(ctx, v)?;
        }
        allocs.push((v, None));
    }

    // Returned buffers must be owned by the caller.
    let hands_back: Vec<bool> = ir::symbols::symbol_name(ctx, func)
        .and_then(|n| sums.0.get(&n))
        .map(|s| s.iter().map(|x| x.is_some()).collect())
        .unwrap_or_default();
    clone_unowned_returns(ctx, func, &flow, &allocs, &hands_back, &mut cloner);

    // Placement of the deallocations.
    let plans: Vec<(Value, Option<Op>, Plan)> = {
        let c: &Context = ctx;
        let pos = Positions::of(c, func);
        let mut dom = Dominance::new_post(c);
        let roots: Vec<Value> = allocs.iter().map(|a| a.0).collect();
        let cell = std::cell::RefCell::new(&mut dom);
        let sums = flow.fold_reachable(
            &roots,
            |v| local_summary(&mut cell.borrow_mut(), c, &pos, v),
            |a, b| join_summary(&mut cell.borrow_mut(), c, &pos, a, b),
        );
        let mut plans = Vec::new();
        for &(v, d) in &allocs {
            let plan = match sums.get(&v).copied().flatten() {
                Some((blk, last)) => Plan::One(after_in(c, blk, last)),
                None => multi_exit_plan(c, &mut dom, &flow, &pos, v, d)?,
            };
            plans.push((v, d, plan));
        }
        plans
    };
    for (v, d, plan) in plans {
        let spots = match plan {
            Plan::One(s) => vec![s],
            Plan::Each(s) => s,
        };
        for spot in spots {
            match (spot, d) {
                (Spot::Skip, _) => {}
                (Spot::After(end), Some(dealloc)) => {
                    if end != dealloc {
                        ctx.move_op_after(dealloc, end);
                    }
                }
                (Spot::Before(t), Some(dealloc)) => ctx.move_op_before(dealloc, t),
                (Spot::After(end), None) => {
                    let op = dealloc_op(ctx, v);
                    ctx.insert_op_after(end, op);
                }
                (Spot::Before(t), None) => {
                    let op = dealloc_op(ctx, v);
                    ctx.insert_op_before(t, op);
                }
            }
        }
    }
    Ok(())
}

fn dealloc_op(ctx: &mut Context, v: Value) -> Op {
    crate::util::mk(
        ctx,
        ir::builder::InsertPoint::Detached,
        &dialects::memref::DEALLOC,
        &[v],
        &[],
        Vec::new(),
    )
}

#[derive(Clone, Copy, Debug)]
enum Spot {
    /// The buffer escapes through the block's terminator.
    Skip,
    After(Op),
    Before(Op),
}

enum Plan {
    One(Spot),
    Each(Vec<Spot>),
}

/// Where to free a buffer in `blk` given the last op touching an alias there.
fn after_in(ctx: &Context, blk: Block, last: Option<Op>) -> Spot {
    let Some(term) = ctx.last_op(blk) else {
        return Spot::Skip;
    };
    let end = last.or_else(|| ctx.first_op(blk)).unwrap_or(term);
    if end != term {
        return Spot::After(end);
    }
    if last == Some(term) {
        // The terminator hands an alias on (a return or a yield).
        Spot::Skip
    } else {
        Spot::Before(term)
    }
}

/// Several exits and no common post-dominator: free the buffer in every exit
/// block that the allocation reaches, after the last alias use there. Every
/// such exit must be dominated by the allocation.
fn multi_exit_plan(
    ctx: &Context,
    pdom: &mut Dominance,
    flow: &Flow,
    pos: &Positions,
    v: Value,
    existing: Option<Op>,
) -> DResult<Plan> {
    let fail = || {
        Err(value_diag(
            ctx,
            v,
            "buffer-deallocation cannot free this buffer: its uses have no common post-dominator",
        ))
    };
    let (Some(def_block), None) = (ctx.value_block(v), existing) else {
        return fail();
    };
    let Some(region) = ctx.block_parent(def_block) else {
        return fail();
    };
    // Last op per block of `region` touching an alias (lifted into `region`).
    let mut last: FxHashMap<Block, Op> = FxHashMap::default();
    let mut note = |b: Block, o: Op, ctx: &Context| -> bool {
        let Some(ab) = ancestor_block_in(ctx, region, b) else {
            return false;
        };
        let o = if ab == b {
            o
        } else {
            match op_in_block_containing(ctx, ab, b) {
                Some(x) => x,
                None => return false,
            }
        };
        let e = last.entry(ab).or_insert(o);
        if pos.get(o) > pos.get(*e) {
            *e = o;
        }
        true
    };
    for a in flow.resolve(v) {
        if let Some(d) = ctx.defining_op(a) {
            if !note(ctx.parent_block(d).expect("in a block"), d, ctx) {
                return fail();
            }
        }
        for u in ctx.users(a) {
            if !note(ctx.parent_block(u).expect("in a block"), u, ctx) {
                return fail();
            }
        }
    }
    // Exits reachable from the allocation's block.
    let mut dom = Dominance::new(ctx);
    let _ = pdom;
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut stack = vec![def_block];
    let mut spots = Vec::new();
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        let Some(t) = ctx.terminator(b) else {
            continue;
        };
        let succs = ctx.successors(t);
        if succs.is_empty() {
            if !dom.block_dominates(def_block, b) {
                return fail();
            }
            spots.push(after_in(ctx, b, last.get(&b).copied()));
        }
        stack.extend(succs.iter().copied());
    }
    Ok(Plan::Each(spots))
}

/// Applies the ownership rule for `func.return` operands (see the module
/// documentation): each returned memref is either the only handle on one
/// owned buffer or a fresh clone.
fn clone_unowned_returns(
    ctx: &mut Context,
    func: Op,
    flow: &Flow,
    allocs: &[(Value, Option<Op>)],
    hands_back: &[bool],
    cloner: &mut Cloner,
) {
    let Some(&body) = ctx.regions_of(func).first() else {
        return;
    };
    let returns: Vec<Op> = ctx
        .region_blocks(body)
        .iter()
        .filter_map(|&b| ctx.terminator(b))
        .filter(|&t| ctx.isa(t, &dialects::func::RETURN))
        .collect();
    let operands: Vec<Value> = returns
        .iter()
        .flat_map(|&r| ctx.operands(r))
        .filter(|&v| is_memref(ctx, v))
        .collect();
    if operands.is_empty() {
        return;
    }
    let origins = {
        let c: &Context = ctx;
        let owned: FxHashSet<Value> = allocs.iter().map(|a| a.0).collect();
        // A realloc's result aliases its source for liveness, but it is a
        // buffer of its own (the realloc frees the source): ownership
        // starts there, so the edge from the source is left out.
        let owned_realloc = |v: Value| {
            owned.contains(&v)
                && c.defining_op(v)
                    .is_some_and(|d| c.isa(d, &dialects::memref::REALLOC))
        };
        // The reverse of the pruned graph.
        let mut rev = Flow::default();
        for (&from, tos) in flow.deps.iter() {
            for &to in tos {
                if !flow.removed.contains(&to) && !owned_realloc(to) {
                    rev.deps.entry(to).or_default().push(from);
                }
            }
        }
        let is_terminal = |v: Value| rev.deps.get(&v).is_none_or(|d| d.is_empty());
        rev.fold_reachable(
            &operands,
            |v| {
                if !is_terminal(v) {
                    None
                } else if owned.contains(&v) {
                    Some(Origin::One(v))
                } else {
                    Some(Origin::Many)
                }
            },
            |a, b| match (a, b) {
                (None, x) | (x, None) => *x,
                (Some(Origin::One(x)), Some(Origin::One(y))) if x == y => *a,
                _ => Some(Origin::Many),
            },
        )
    };
    for r in returns {
        let mut handed_out: FxHashSet<Value> = FxHashSet::default();
        for i in 0..ctx.num_operands(r) {
            let v = ctx.operand(r, i);
            if !is_memref(ctx, v) || hands_back.get(i).copied().unwrap_or(false) {
                continue;
            }
            let keep = match origins.get(&v).copied().flatten() {
                Some(Origin::One(o)) => handed_out.insert(o),
                _ => false,
            };
            if !keep {
                let c = cloner.clone(ctx, v, r);
                ctx.set_operand(r, i, c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str) -> Result<String, String> {
        let mut ctx = dialects::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: true,
            },
        )
        .expect("parses");
        LegacyDealloc
            .run(&mut ctx, m)
            .map_err(|d| d.message.clone())?;
        Ok(ir::printer::print_top_level(&ctx, m, Default::default()))
    }

    #[test]
    fn frees_after_last_view_use() {
        let out = run("func.func @f(%i: index) -> f32 {\n  %a = memref.alloc() : memref<8xf32>\n  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>\n  %l = memref.load %v[%i] : memref<4xf32, strided<[1], offset: 2>>\n  return %l : f32\n}\n").unwrap();
        let load = out.find("memref.load").unwrap();
        let free = out.find("memref.dealloc %alloc").unwrap();
        assert!(free > load, "{out}");
    }

    #[test]
    fn returned_argument_is_cloned() {
        let out = run(
            "func.func @f(%m: memref<2xf32>) -> memref<2xf32> {\n  return %m : memref<2xf32>\n}\n",
        )
        .unwrap();
        assert!(out.contains("%0 = bufferization.clone %arg0"), "{out}");
        assert!(out.contains("return %0"), "{out}");
    }

    #[test]
    fn returned_allocation_is_not_freed() {
        let out = run("func.func @f() -> memref<2xf32> {\n  %a = memref.alloc() : memref<2xf32>\n  return %a : memref<2xf32>\n}\n").unwrap();
        assert!(!out.contains("dealloc"), "{out}");
        assert!(!out.contains("clone"), "{out}");
    }

    #[test]
    fn rejects_cf_loops() {
        let err = run("func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb1, ^bb2\n^bb2:\n  return\n}\n").unwrap_err();
        assert_eq!(err, "Only structured control-flow loops are supported.");
    }
}
