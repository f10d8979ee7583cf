//! Structural verification (terminators, successors, isolation, per-op
//! checks) followed by SSA dominance, with mlir-opt's messages.

use crate::attrs::AttrKind;
use crate::context::{Context, ValueDef};
use crate::diag::{DResult, Diagnostic, Note};
use crate::dominance::Dominance;
use crate::ids::*;
use crate::printer;
use crate::registry::{traits, Count, OpDef};
use crate::Loc;

/// mlir-opt's "see current operation" note: `op` in the generic form.
pub fn current_op_note(ctx: &Context, op: Op) -> Note {
    Note {
        loc: ctx.loc(op),
        message: format!(
            "see current operation: {}{}",
            // A multi-line op starts on a line of its own.
            if ctx.regions_of(op).is_empty() || ctx.skip_regions_in_diagnostics {
                ""
            } else {
                "\n"
            },
            printer::op_to_generic_string(ctx, op)
        ),
    }
}

/// An error attached to `op`, prefixed with `'name' op` as MLIR's `emitOpError`.
pub fn op_error(ctx: &Context, op: Op, msg: &str) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), format!("'{}' op {}", ctx.op_name(op), msg));
    d.notes.push(current_op_note(ctx, op));
    Box::new(d)
}

/// An error from a verifier hook: op-prefixed unless marked with
/// [`PLAIN_MESSAGE`](crate::registry::PLAIN_MESSAGE).
fn verify_error(ctx: &Context, op: Op, msg: &str) -> Box<Diagnostic> {
    if let Some((first, second)) = msg.split_once(crate::registry::THEN_ERROR) {
        let mut d = verify_error(ctx, op, first);
        d.follow.push(*verify_error(ctx, op, second));
        return d;
    }
    if let Some(rest) = msg.strip_prefix(crate::registry::AT_OP) {
        if let Some((at, m)) = rest.split_once(crate::registry::AT_OP) {
            let other = at.parse().map_or(op, Op);
            return verify_error(ctx, other, m);
        }
    }
    let note_at = crate::registry::NOTE_AT;
    if let Some((m, rest)) = msg.split_once(note_at) {
        let mut d = verify_error(ctx, op, m);
        if let Some((at, note)) = rest.split_once(note_at) {
            let loc = at.parse().map_or(ctx.loc(op), |i| ctx.loc(Op(i)));
            d.notes.push(crate::diag::Note {
                loc,
                message: note.to_string(),
            });
        }
        return d;
    }
    if let Some(m) = msg.strip_suffix(crate::registry::INFER_FAILED) {
        let mut d = op_error(ctx, op, m);
        let follow = op_error(ctx, op, "failed to infer returned types");
        d.notes.clear();
        d.follow.push(*follow);
        return d;
    }
    if let Some(m) = msg.strip_prefix(crate::registry::AT_LOCATION_MESSAGE) {
        return Box::new(Diagnostic::error(ctx.loc(op), m.to_string()));
    }
    match msg.strip_prefix(crate::registry::PLAIN_MESSAGE) {
        Some(m) => plain_error(ctx, op, m.to_string()),
        None => op_error(ctx, op, msg),
    }
}

/// Per-symbol facts for [`verify_dialect_attrs`], computed once per run so
/// that attribute names are not split and looked up for every op.
struct SymFacts {
    /// Attribute names `dialect.x` whose dialect has an `op_attr` hook.
    hooked: Vec<bool>,
    any_hooked: bool,
    /// Op names whose inherent attributes include `function_type` and
    /// `arg_attrs` (0: not computed yet).
    function_like: Vec<u8>,
}

impl SymFacts {
    fn new(ctx: &Context) -> Self {
        let hooked: Vec<bool> = (0..ctx.num_syms() as u32)
            .map(|k| {
                ctx.str(Sym(k)).split_once('.').is_some_and(|(dialect, _)| {
                    ctx.registry
                        .dialect_hooks(dialect)
                        .is_some_and(|h| h.op_attr.is_some())
                })
            })
            .collect();
        SymFacts {
            any_hooked: hooked.contains(&true),
            function_like: vec![0; hooked.len()],
            hooked,
        }
    }
    fn function_like(&mut self, ctx: &Context, name: Sym) -> bool {
        let f = &mut self.function_like[name.index()];
        if *f == 0 {
            let inherent = ctx.def_of_name(name).map(|d| d.inherent).unwrap_or(&[]);
            let yes = inherent.contains(&"function_type") && inherent.contains(&"arg_attrs");
            *f = if yes { 2 } else { 1 };
        }
        *f == 2
    }
}

/// Dialect checks of discardable attributes `dialect.name` (MLIR's
/// `verifyOperationAttribute`) and of function argument attributes
/// (`verifyRegionArgAttribute`, for ops with `function_type` and `arg_attrs`).
fn verify_dialect_attrs(ctx: &Context, op: Op, facts: &mut SymFacts) -> DResult<()> {
    let d = ctx.op(op);
    for &(k, a) in if facts.any_hooked { &d.attrs[..] } else { &[] } {
        if !facts.hooked[k.index()] {
            continue;
        }
        let name = ctx.str(k);
        let inherent = ctx.def(op).map(|d| d.inherent).unwrap_or(&[]);
        if inherent.contains(&name) {
            continue;
        }
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        if let Some(f) = ctx.registry.dialect_hooks(dialect).and_then(|h| h.op_attr) {
            if let Err(m) = f(ctx, op, name, a) {
                return Err(verify_error(ctx, op, &m));
            }
        }
    }
    if !facts.function_like(ctx, d.name) {
        return Ok(());
    }
    let Some(arg_attrs) = ctx.get_attr(op, "arg_attrs") else {
        return Ok(());
    };
    let crate::attrs::AttrKind::Array(dicts) = ctx.attr_kind(arg_attrs) else {
        return Ok(());
    };
    for (i, d) in dicts.iter().enumerate() {
        let crate::attrs::AttrKind::Dict(entries) = ctx.attr_kind(*d) else {
            continue;
        };
        for &(k, a) in entries {
            let name = ctx.str(k);
            let Some((dialect, _)) = name.split_once('.') else {
                continue;
            };
            if let Some(f) = ctx.registry.dialect_hooks(dialect).and_then(|h| h.arg_attr) {
                if let Err(m) = f(ctx, op, 0, i, name, a) {
                    return Err(verify_error(ctx, op, &m));
                }
            }
        }
    }
    Ok(())
}

fn plain_error(ctx: &Context, op: Op, msg: String) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), msg);
    d.notes.push(current_op_note(ctx, op));
    Box::new(d)
}

/// Verifies `root` and everything nested in it as mlir-opt's verifier does
/// (structure, each op's own checks, then dominance); the first failure is
/// the diagnostic.
pub fn verify(ctx: &Context, root: Op) -> DResult<()> {
    verify_splitting_at(ctx, root, SPLIT_AT_LEAST)
}

/// Op lists at least this long are verified on two threads.
const SPLIT_AT_LEAST: usize = 1 << 15;

/// [`verify`], splitting the per-op checks between two threads from
/// `split_at_least` ops on (tests use small values to exercise the split).
pub fn verify_splitting_at(ctx: &Context, root: Op, split_at_least: usize) -> DResult<()> {
    crate::symbols::with_cached_tables(|| {
        verify_uncached(ctx, root, split_at_least).map_err(|first| {
            each_failing_function(ctx, root, split_at_least, &first).unwrap_or(first)
        })
    })
}

/// mlir-opt verifies the isolated-from-above ops of a module (its
/// functions) in parallel and reports the first error of each failing one,
/// in order. When the error found first is one of those, the others follow
/// it; an error outside them stops verification before they are reached.
fn each_failing_function(
    ctx: &Context,
    root: Op,
    split_at_least: usize,
    first: &Diagnostic,
) -> Option<Box<Diagnostic>> {
    let isolated = |o: Op| {
        !ctx.regions_of(o).is_empty()
            && ctx
                .def(o)
                .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
    };
    let children: Vec<Op> = ctx
        .child_ops(root)
        .into_iter()
        .filter(|&o| isolated(o))
        .collect();
    if children.len() < 2 {
        return None;
    }
    let errors: Vec<Box<Diagnostic>> = children
        .iter()
        .filter_map(|&c| verify_uncached(ctx, c, split_at_least).err())
        .collect();
    let same = |d: &Diagnostic| d.loc == first.loc && d.message == first.message;
    if errors.len() < 2 || !errors.iter().any(|d| same(d)) {
        return None;
    }
    let mut errors = errors.into_iter();
    let mut head = errors.next()?;
    head.follow.extend(errors.map(|d| *d));
    Some(head)
}

fn verify_uncached(ctx: &Context, root: Op, split_at_least: usize) -> DResult<()> {
    // The fast walk only proves validity; whenever it cannot, the exhaustive
    // checks run from scratch, so every diagnostic comes from them and keeps
    // their order.
    let Some(walk) = FastWalk::run(ctx, root) else {
        return verify_exhaustive(ctx, root);
    };
    verify_ops(ctx, &walk.ops, split_at_least)?;
    if walk.dominance_unproven {
        verify_dominance(ctx, &walk.ops)?;
    }
    Ok(())
}

/// Every check, reporting the first failure in MLIR's order: a depth-first
/// walk that checks an op on entering it (dialect attributes, count and
/// structural traits, its own verifier) and on leaving it (the isolated-
/// from-above ops directly inside it, each in full, then its region traits
/// and region verifiers), and a block on entering it (not empty, successors
/// only at its end) and on leaving it (a terminator); dominance last.
fn verify_exhaustive(ctx: &Context, root: Op) -> DResult<()> {
    let mut ops = Vec::new();
    ctx.walk_pre(root, |o| ops.push(o));
    // Isolation is checked by one pass over all uses; only when it finds a
    // violation do the per-op walks run, to report the first one as before.
    let check_isolation = !isolation_holds(ctx, &ops);
    let mut facts = SymFacts::new(ctx);
    verify_depth_first(ctx, root, check_isolation, &mut facts)
}

/// A step of [`verify_depth_first`].
enum Visit {
    EnterOp(Op),
    LeaveOp(Op),
    /// The isolated ops directly inside an op are done: its own checks on leaving.
    FinishOp(Op),
    EnterBlock(Block),
    LeaveBlock(Block),
    /// An isolated op's tree starts: its ops are gathered for its dominance check.
    BeginTree,
    /// An isolated op's tree is verified but for dominance.
    EndTree,
}

/// MLIR's `verifyOpAndDominance` of `root`, iteratively (isolated ops nest
/// without bound).
fn verify_depth_first(
    ctx: &Context,
    root: Op,
    check_isolation: bool,
    facts: &mut SymFacts,
) -> DResult<()> {
    let isolated_with_regions = |o: Op| {
        !ctx.regions_of(o).is_empty()
            && ctx
                .def(o)
                .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
    };
    // Per isolated tree being walked, its ops in pre-order (nested isolated
    // trees have their own).
    let mut trees: Vec<Vec<Op>> = Vec::new();
    let mut work = vec![Visit::EndTree, Visit::EnterOp(root), Visit::BeginTree];
    while let Some(step) = work.pop() {
        match step {
            Visit::BeginTree => trees.push(Vec::new()),
            Visit::EndTree => {
                let ops = trees.pop().unwrap_or_default();
                verify_dominance(ctx, &ops)?;
            }
            Visit::EnterOp(op) => {
                if let Some(t) = trees.last_mut() {
                    t.push(op);
                }
                verify_op_on_entry(ctx, op, facts)?;
                work.push(Visit::LeaveOp(op));
                for &r in ctx.regions_of(op).iter().rev() {
                    for &b in ctx.region_blocks(r).iter().rev() {
                        work.push(Visit::EnterBlock(b));
                    }
                }
            }
            Visit::EnterBlock(b) => {
                verify_block_start(ctx, b)?;
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                for &o in &ops {
                    verify_successors_placed(ctx, o)?;
                }
                work.push(Visit::LeaveBlock(b));
                for &o in ops.iter().rev() {
                    if !isolated_with_regions(o) {
                        work.push(Visit::EnterOp(o));
                    }
                }
            }
            Visit::LeaveBlock(b) => {
                if let Some(last) = ctx.last_op(b) {
                    verify_successor_regions(ctx, last)?;
                }
                verify_block_end(ctx, b)?;
            }
            Visit::LeaveOp(op) => {
                work.push(Visit::FinishOp(op));
                let nested: Vec<Op> = ctx
                    .regions_of(op)
                    .iter()
                    .flat_map(|&r| ctx.region_blocks(r))
                    .flat_map(|&b| ctx.block_ops(b))
                    .filter(|&o| isolated_with_regions(o))
                    .collect();
                for &o in nested.iter().rev() {
                    work.push(Visit::EndTree);
                    work.push(Visit::EnterOp(o));
                    work.push(Visit::BeginTree);
                }
            }
            Visit::FinishOp(op) => verify_op_on_exit(ctx, op, check_isolation)?,
        }
    }
    Ok(())
}

/// The checks of an op as the walk enters it (MLIR's `verifyOnEntrance`).
fn verify_op_on_entry(ctx: &Context, op: Op, facts: &mut SymFacts) -> DResult<()> {
    verify_dialect_attrs(ctx, op, facts)?;
    if let Some(def) = ctx.def(op) {
        verify_region_count(ctx, op, def)?;
        verify_counts(ctx, op, def).map_err(|m| op_error(ctx, op, &m))?;
        verify_terminator_last(ctx, op, def)?;
        verify_single_blocks(ctx, op, def)?;
        verify_own_on_entry(ctx, op, def)?;
    }
    verify_entry_blocks(ctx, op)
}

/// The checks of an op as the walk leaves it, once the isolated ops inside
/// it are verified (MLIR's `verifyOnExit`).
fn verify_op_on_exit(ctx: &Context, op: Op, check_isolation: bool) -> DResult<()> {
    if let Some(def) = ctx.def(op) {
        verify_region_traits(ctx, op, def, check_isolation)?;
        return verify_own_on_exit(ctx, op, def);
    }
    verify_known_dialect_allows(ctx, op)
}

/// An op's own verifier where MLIR runs it on entering the op: `verify` for
/// an op without regions, `verify_before_regions` for one with regions.
fn verify_own_on_entry(ctx: &Context, op: Op, def: &OpDef) -> DResult<()> {
    if ctx.regions_of(op).is_empty() {
        run_verifier(ctx, op, def.verify)
    } else {
        run_verifier(ctx, op, def.verify_before_regions)
    }
}

/// The `verify` of an op with regions, which MLIR runs (as its region
/// verifiers, and linalg's interfaces) once everything nested is verified.
fn verify_own_on_exit(ctx: &Context, op: Op, def: &OpDef) -> DResult<()> {
    if ctx.regions_of(op).is_empty() {
        return Ok(());
    }
    run_verifier(ctx, op, def.verify)
}

fn run_verifier(ctx: &Context, op: Op, f: Option<crate::registry::VerifyFn>) -> DResult<()> {
    match f {
        Some(f) => f(ctx, op).map_err(|m| verify_error(ctx, op, &m)),
        None => Ok(()),
    }
}

/// Runs the own verifier of each op of `ops` still in the IR (no region,
/// dominance or symbol checks): a cheap check that a rewrite produced
/// well-formed ops, linear in the number of ops given.
pub fn verify_each_alone(ctx: &Context, ops: &[Op]) -> DResult<()> {
    for &op in ops {
        if ctx.is_erased(op) {
            continue;
        }
        run_verifier(ctx, op, ctx.def(op).and_then(|d| d.verify))?;
    }
    Ok(())
}

fn verify_ops(ctx: &Context, ops: &[Op], split_at_least: usize) -> DResult<()> {
    // Each op's verifier reads the IR and nothing else, so a long list is
    // split in two and the first half checked on a second thread; the first
    // half's first error wins, as in a serial run. (Ops holding regions
    // that end in the second half are verified with the first half: when
    // both halves fail, the order of those can differ from a serial run.)
    if ops.len() >= split_at_least.max(2) {
        let (front, back) = ops.split_at(ops.len() / 2);
        let (front_result, back_result) = crate::threads::join(
            || crate::symbols::with_cached_tables(|| verify_ops_in_order(ctx, front)),
            || verify_ops_in_order(ctx, back),
        );
        return front_result.and(back_result);
    }
    verify_ops_in_order(ctx, ops)
}

/// Runs the per-op verifiers of `ops` (a stretch of a pre-order walk) once
/// nested structure is known to be sound, in the order mlir-opt reports
/// their failures: an op holding regions is entered before and left after
/// the ops nested in it, so that of two failing siblings the first one is
/// reported.
fn verify_ops_in_order(ctx: &Context, ops: &[Op]) -> DResult<()> {
    let mut facts = SymFacts::new(ctx);
    // MLIR checks an op's dialect attributes, counts and own verifier on
    // entering it, and the verifiers of an op's regions on leaving it.
    let mut on_entry = |op: Op| -> DResult<()> {
        verify_dialect_attrs(ctx, op, &mut facts)?;
        let Some(def) = ctx.def(op) else {
            return Ok(());
        };
        verify_counts(ctx, op, def).map_err(|m| op_error(ctx, op, &m))?;
        verify_own_on_entry(ctx, op, def)
    };
    let on_exit = |op: Op| -> DResult<()> {
        match ctx.def(op) {
            Some(def) => verify_own_on_exit(ctx, op, def),
            None => Ok(()),
        }
    };
    // Ops holding regions whose nested ops are still being verified,
    // innermost last; the parent of the ops of `block` is `parent`.
    let mut open: Vec<Op> = Vec::new();
    let mut block: Option<Block> = None;
    let mut parent: Option<Op> = None;
    for (i, &op) in ops.iter().enumerate() {
        // Verifiers read their operands' types, and operands come from
        // anywhere in the IR: ask for those records a few ops ahead.
        if let Some(&ahead) = ops.get(i + 6) {
            ctx.prefetch_operand_chain(ahead, 0);
        }
        let b = ctx.parent_block(op);
        if b != block {
            block = b;
            parent = ctx.parent_op(op);
        }
        // Everything open that does not hold `op` is complete.
        while let Some(&last) = open.last() {
            if Some(last) == parent {
                break;
            }
            open.pop();
            on_exit(last)?;
        }
        on_entry(op)?;
        if !ctx.regions_of(op).is_empty() {
            open.push(op);
        }
    }
    while let Some(last) = open.pop() {
        on_exit(last)?;
    }
    Ok(())
}

/// Walk numbers and blocks of the ops visited by a [`FastWalk`], indexed by
/// op id. The table is kept per thread between runs (filling a fresh one
/// for every op of the arena would cost more than the walk): entries of
/// earlier runs hold numbers at or below `base`.
struct Seen {
    entries: Vec<(u32, u32)>,
    base: u32,
}

thread_local! {
    static SEEN: std::cell::RefCell<Seen> = const {
        std::cell::RefCell::new(Seen { entries: Vec::new(), base: 0 })
    };
}

impl Seen {
    /// The thread's table (a nested run gets a fresh one), sized for `n` ops.
    fn take(n: usize) -> Seen {
        let mut s = SEEN.with(|c| {
            std::mem::replace(
                &mut *c.borrow_mut(),
                Seen {
                    entries: Vec::new(),
                    base: 0,
                },
            )
        });
        if s.entries.len() < n {
            s.entries.resize(n, (0, u32::MAX));
        }
        if s.base as usize + n >= u32::MAX as usize {
            s.entries.iter_mut().for_each(|e| e.0 = 0);
            s.base = 0;
        }
        s
    }
    /// Returns the table to the thread after a run that numbered `used` ops.
    fn give_back(mut self, used: usize) {
        // A failed walk numbered an unknown prefix: skip the largest possible one.
        let used = if used == 0 { self.entries.len() } else { used };
        self.base = self.base.saturating_add(used as u32 + 1);
        SEEN.with(|c| *c.borrow_mut() = self);
    }
    #[inline]
    fn mark(&mut self, op: Op, num: u32, block: u32) {
        self.entries[op.index()] = (self.base + num + 1, block);
    }
    /// Asks the cache for `op`'s entry.
    #[inline]
    fn prefetch(&self, op: Op) {
        if let Some(e) = self.entries.get(op.index()) {
            crate::context::prefetch(e);
        }
    }
    /// Walk number and block of `op` if this run visited it.
    #[inline]
    fn get(&self, op: Op) -> Option<(u32, u32)> {
        let (n, b) = self.entries[op.index()];
        (n > self.base).then(|| (n - self.base - 1, b))
    }
}

/// A block being walked, with the facts its ops' operand checks need.
struct Frame<'c> {
    region: Region,
    block: Block,
    /// The next op of `block` to visit.
    next: Option<Op>,
    /// Walk number of the op of `block` being visited: the ancestor in
    /// `block` of every op visited deeper.
    at: u32,
    /// Blocks of `region` after `block`, and regions of its op after `region`.
    blocks: &'c [Block],
    regions: &'c [Region],
    /// Operands of ops in `block` must dominate them.
    dominance: bool,
    /// `has_ssa_dominance` of the regions of the op owning `region`.
    owner_dominance: bool,
    /// The nearest isolated-from-above op around `block`, and the first frame
    /// inside it: a value defined in that frame or deeper is inside it.
    iso: Option<Op>,
    iso_frame: usize,
}

/// Which frame holds a block or region, so that finding a definition's
/// frame costs O(1) at any nesting depth. Entries are never cleared: an
/// entry counts only while the frame it names still holds that block or
/// region (each block and region is in at most one open frame).
#[derive(Default)]
struct OpenFrames {
    by_block: Vec<u32>,
    by_region: Vec<u32>,
}

thread_local! {
    /// The tables of the last walk: they are as long as the largest block and region index
    /// met, about the whole context, and a verification of each function after each pass of a
    /// nested pipeline must not build them again (stale entries never count, see above).
    static OPEN_FRAMES: std::cell::RefCell<OpenFrames> = std::cell::RefCell::default();
}

impl OpenFrames {
    /// The thread's tables (a nested walk gets fresh ones).
    fn take() -> OpenFrames {
        OPEN_FRAMES.with(|t| std::mem::take(&mut *t.borrow_mut()))
    }
    /// Hands the tables back to the thread.
    fn give_back(self) {
        let _ = OPEN_FRAMES.try_with(|t| *t.borrow_mut() = self);
    }
    /// Records the top frame's block and region.
    fn note(&mut self, frames: &[Frame]) {
        let Some(top) = frames.last() else {
            return;
        };
        let at = (frames.len() - 1) as u32;
        for (table, i) in [
            (&mut self.by_block, top.block.index()),
            (&mut self.by_region, top.region.index()),
        ] {
            if table.len() <= i {
                let n = (i + 1).max(2 * table.len());
                table.resize(n, u32::MAX);
            }
            table[i] = at;
        }
    }
    fn frame_of_block(&self, frames: &[Frame], b: Block) -> Option<usize> {
        let f = *self.by_block.get(b.index())? as usize;
        (f < frames.len() && frames[f].block == b).then_some(f)
    }
    fn frame_of_region(&self, frames: &[Frame], r: Region) -> Option<usize> {
        let f = *self.by_region.get(r.index())? as usize;
        (f < frames.len() && frames[f].region == r).then_some(f)
    }
}

/// One pre-order walk that checks structure, isolation and dominance of
/// every op in the common, valid case in linear time: ops are numbered in
/// walk order, so a definition in the user's block (or in the block of one
/// of its ancestors) dominates it exactly when its number is smaller than
/// that of the user (or ancestor), and is inside every isolated op whose
/// frame is at or above its own. Anything else takes the exact queries.
struct FastWalk {
    /// Every op in pre-order.
    ops: Vec<Op>,
    /// Some operand's dominance was not proven: run the exact check.
    dominance_unproven: bool,
}

impl FastWalk {
    fn run(ctx: &Context, root: Op) -> Option<FastWalk> {
        let mut dom = Dominance::new(ctx);
        let mut seen = Seen::take(ctx.num_ops());
        let w = Self::walk(ctx, root, &mut dom, &mut seen);
        seen.give_back(w.as_ref().map_or(0, |w| w.ops.len()));
        w
    }

    fn walk(ctx: &Context, root: Op, dom: &mut Dominance, seen: &mut Seen) -> Option<FastWalk> {
        let mut w = FastWalk {
            ops: Vec::new(),
            dominance_unproven: false,
        };
        let mut frames: Vec<Frame> = Vec::new();

        // The root: its parent (when isolated) bounds it, as in `isolation_holds`.
        let root_iso = ctx.parent_op(root).filter(|&p| {
            ctx.def(p)
                .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
        });
        verify_op_structure(ctx, root, false).ok()?;
        let root_dominance = ctx
            .parent_region(root)
            .is_some_and(|r| crate::dominance::has_ssa_dominance(ctx, r))
            && dom.is_reachable(ctx.parent_block(root).unwrap());
        for v in ctx.operands(root) {
            if !w.operand_exact(ctx, dom, v, root, root_iso, root_dominance) {
                return None;
            }
        }
        w.ops.push(root);
        seen.mark(root, 0, ctx.parent_block(root).map_or(u32::MAX, |b| b.0));
        Self::enter(ctx, dom, &mut frames, root, root_iso, 0);
        let mut open = OpenFrames::take();
        open.note(&frames);

        while let Some(top) = frames.last_mut() {
            let Some(op) = top.next else {
                if !Self::next_block(ctx, dom, top) {
                    frames.pop();
                } else {
                    open.note(&frames);
                }
                continue;
            };
            let d = ctx.op(op);
            top.next = d.next.get();
            // The dominance checks read each operand's value record and
            // then its definition's entry in `seen`, both anywhere in
            // memory: ask for the next op's value records now, and for the
            // entries of this op's definitions (their records came one op
            // ago) before reading them.
            if let Some(n) = top.next {
                ctx.prefetch_operand_chain(n, 0);
            }
            for &u in &d.operands {
                if let ValueDef::Result(def, _) = ctx.value(ctx.use_value(u)).def {
                    seen.prefetch(def);
                }
            }
            let num = w.ops.len() as u32;
            top.at = num;
            w.ops.push(op);
            seen.mark(op, num, top.block.0);
            verify_op_structure(ctx, op, false).ok()?;
            let t = frames.len() - 1;
            let (user_dominance, iso, iso_frame) =
                (frames[t].dominance, frames[t].iso, frames[t].iso_frame);
            for &u in &d.operands {
                let v = ctx.use_value(u);
                // The innermost frame holding the definition, and whether
                // the definition dominates the ancestor of `op` there.
                let (def_block, def_num) = match ctx.value(v).def {
                    ValueDef::Result(def, _) => match seen.get(def) {
                        None => (None, 0),
                        Some((n, b)) => (Some(Block(b)), n + 1),
                    },
                    ValueDef::Arg(b, _) => (Some(b), 0),
                    ValueDef::Placeholder => (None, 0),
                };
                let proven = def_block.and_then(|db| {
                    if let Some(f) = open.frame_of_block(&frames, db) {
                        // Results must precede the ancestor; arguments dominate their block.
                        return Some((f, def_num == 0 || def_num - 1 < frames[f].at));
                    }
                    let r = ctx.block_parent(db)?;
                    let f = open.frame_of_region(&frames, r)?;
                    Some((
                        f,
                        user_dominance && dom.block_dominates(db, frames[f].block),
                    ))
                });
                let iso_ok = iso.is_none() || proven.is_some_and(|(f, _)| f >= iso_frame);
                let dom_ok = !user_dominance || proven.is_some_and(|(_, ok)| ok);
                if iso_ok && dom_ok {
                    continue;
                }
                if !w.operand_exact(ctx, dom, v, op, iso, user_dominance) {
                    return None;
                }
            }
            if !d.regions().is_empty() {
                Self::enter(ctx, dom, &mut frames, op, iso, iso_frame);
                open.note(&frames);
            }
        }
        open.give_back();
        Some(w)
    }

    /// Exact checks of one operand: `false` when isolation fails (the caller
    /// gives up); a dominance failure is recorded for the exhaustive check.
    fn operand_exact(
        &mut self,
        ctx: &Context,
        dom: &mut Dominance,
        v: Value,
        user: Op,
        iso: Option<Op>,
        dominance: bool,
    ) -> bool {
        if let Some(iso) = iso {
            let def_scope = match ctx.value(v).def {
                ValueDef::Result(d, _) => ctx.parent_op(d),
                ValueDef::Arg(b, _) => ctx.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            if !def_scope.is_some_and(|s| ctx.is_ancestor(iso, s)) {
                return false;
            }
        }
        if dominance && !dom.value_dominates(v, user) && !defined_in_graph_scope(ctx, v, user) {
            self.dominance_unproven = true;
        }
        true
    }

    /// Pushes a frame for the first block of `op`'s regions, if any.
    fn enter<'c>(
        ctx: &'c Context,
        dom: &mut Dominance,
        frames: &mut Vec<Frame<'c>>,
        op: Op,
        outer_iso: Option<Op>,
        outer_iso_frame: usize,
    ) {
        let def = ctx.def(op);
        let isolated = def.is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        let mut f = Frame {
            region: Region(u32::MAX),
            block: Block(u32::MAX),
            next: None,
            at: 0,
            blocks: &[],
            regions: ctx.regions_of(op),
            dominance: false,
            owner_dominance: def.is_some_and(|d| !d.has(traits::GRAPH_REGION)),
            iso: if isolated { Some(op) } else { outer_iso },
            iso_frame: if isolated {
                frames.len()
            } else {
                outer_iso_frame
            },
        };
        if Self::next_block(ctx, dom, &mut f) {
            frames.push(f);
        }
    }

    /// Moves `f` to the next block of its op's regions; `false` at the end.
    fn next_block<'c>(ctx: &'c Context, dom: &mut Dominance, f: &mut Frame<'c>) -> bool {
        while f.blocks.is_empty() {
            let Some((&r, rest)) = f.regions.split_first() else {
                return false;
            };
            f.regions = rest;
            f.region = r;
            f.blocks = ctx.region_blocks(r);
        }
        let (&b, rest) = f.blocks.split_first().unwrap();
        f.blocks = rest;
        f.block = b;
        f.next = ctx.first_op(b);
        f.dominance = f.owner_dominance && dom.is_reachable(b);
        true
    }
}

/// MLIR's ODS count traits, in the order MLIR checks them: results, then
/// successors, then operands, then `operandSegmentSizes` against the operands.
fn verify_counts(ctx: &Context, op: Op, def: &OpDef) -> Result<(), String> {
    let nr = ctx.results(op).len();
    match def.results {
        Count::Exactly(0) if nr != 0 => return Err("requires zero results".into()),
        Count::Exactly(1) if nr != 1 => return Err("requires one result".into()),
        Count::Exactly(n) if nr != n as usize => return Err(format!("expected {n} results")),
        Count::AtLeast(n) if nr < n as usize => {
            return Err(format!("expected {n} or more results"))
        }
        _ => {}
    }
    let ns = ctx.successors(op).len();
    match def.successors {
        Count::Exactly(n) if ns != n as usize => {
            return Err(format!("requires {n} successors but found {ns}"))
        }
        Count::AtLeast(n) if ns < n as usize => {
            return Err(format!("requires at least {n} successors but found {ns}"))
        }
        _ => {}
    }
    let no = ctx.num_operands(op);
    match def.operands {
        Count::Exactly(0) if no != 0 => return Err("requires zero operands".into()),
        Count::Exactly(1) if no != 1 => return Err("requires a single operand".into()),
        Count::Exactly(n) if no != n as usize => {
            return Err(format!("expected {n} operands, but found {no}"))
        }
        Count::AtLeast(n) if no < n as usize => {
            return Err(format!("expected {n} or more operands, but found {no}"))
        }
        _ => {}
    }
    if def.operand_segments > 0 {
        // A generic op without the attribute has all groups empty (MLIR's
        // property default).
        let sizes: Vec<i64> = match ctx
            .get_attr(op, "operandSegmentSizes")
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::DenseArray { values, .. }) => {
                values.iter().map(|&v| v as i32 as i64).collect()
            }
            Some(_) => {
                return Err("requires dense i32 array attribute 'operandSegmentSizes'".into())
            }
            None => Vec::new(),
        };
        // An attribute of the wrong length is an error MLIR raises while
        // parsing the properties, with the properties in the message: the
        // op's own verifier reports it (`common::checked_segments`).
        if !sizes.is_empty() && sizes.len() != def.operand_segments as usize {
            return Ok(());
        }
        check_segment_sizes(&sizes, no)?;
    }
    Ok(())
}

/// MLIR's check of `operandSegmentSizes` against the operands
/// (`verifyValueSizeAttr`): no negative size, and the sizes add up to
/// the number of operands.
pub fn check_segment_sizes(sizes: &[i64], operands: usize) -> Result<(), String> {
    if sizes.iter().any(|&s| s < 0) {
        return Err("'operandSegmentSizes' attribute cannot have negative elements".into());
    }
    let total: i64 = sizes.iter().sum();
    if total != operands as i64 {
        return Err(format!(
            "operand count ({operands}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        ));
    }
    Ok(())
}

/// Every structural check of one op, in no particular order (the fast walk
/// only needs to know whether all hold).
fn verify_op_structure(ctx: &Context, op: Op, check_isolation: bool) -> DResult<()> {
    let def = ctx.def(op);
    let d = ctx.op(op);
    if let Some(def) = def.filter(|_| d.regions().is_empty() && d.successors().is_empty()) {
        // A registered op without regions or successors can only be out of
        // place as a terminator or miss its regions.
        let placed = !def.has(traits::TERMINATOR) || d.next.is_none();
        if placed && def.num_regions.is_none_or(|n| n == 0) {
            return Ok(());
        }
    }
    if def.is_none() {
        verify_known_dialect_allows(ctx, op)?;
    }
    verify_entry_blocks(ctx, op)?;
    for &r in d.regions() {
        for &b in ctx.region_blocks(r) {
            verify_block_start(ctx, b)?;
            verify_block_end(ctx, b)?;
        }
    }
    verify_successors_placed(ctx, op)?;
    verify_successor_regions(ctx, op)?;
    if let Some(def) = def {
        verify_region_count(ctx, op, def)?;
        verify_terminator_last(ctx, op, def)?;
        verify_single_blocks(ctx, op, def)?;
        verify_region_traits(ctx, op, def, check_isolation)?;
    }
    Ok(())
}

/// An unregistered op is allowed only when its dialect is unknown or
/// accepts unknown ops.
fn verify_known_dialect_allows(ctx: &Context, op: Op) -> DResult<()> {
    let name = ctx.op_name(op);
    let dialect = name.split('.').next().unwrap_or("");
    let allows_unknown = ctx
        .registry
        .dialect_hooks(dialect)
        .is_some_and(|h| h.allow_unknown_ops);
    if ctx.registry.is_dialect_registered(dialect) && !allows_unknown {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations",
                name, dialect
            ),
        ));
    }
    Ok(())
}

/// Only the last op of a block may have successors.
fn verify_successors_placed(ctx: &Context, op: Op) -> DResult<()> {
    if !ctx.op(op).successors().is_empty() && ctx.next_op(op).is_some() {
        return Err(plain_error(
            ctx,
            op,
            "operation with block successors must terminate its parent block".into(),
        ));
    }
    Ok(())
}

/// Successors lie in the region of the op naming them.
fn verify_successor_regions(ctx: &Context, op: Op) -> DResult<()> {
    for &s in ctx.op(op).successors() {
        if ctx.block_parent(s) != ctx.parent_region(op) {
            return Err(op_error(
                ctx,
                op,
                "reference to block defined in another region",
            ));
        }
    }
    Ok(())
}

/// MLIR's ZeroRegions, OneRegion and NRegions traits.
fn verify_region_count(ctx: &Context, op: Op, def: &OpDef) -> DResult<()> {
    match def.num_regions {
        Some(n) if ctx.regions_of(op).len() != n => {
            let msg = match n {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                _ => format!("expected {n} regions"),
            };
            Err(op_error(ctx, op, &msg))
        }
        _ => Ok(()),
    }
}

/// MLIR's terminator trait (checked after the count traits).
fn verify_terminator_last(ctx: &Context, op: Op, def: &OpDef) -> DResult<()> {
    if def.has(traits::TERMINATOR) && ctx.next_op(op).is_some() {
        return Err(op_error(
            ctx,
            op,
            "must be the last operation in the parent block",
        ));
    }
    Ok(())
}

fn verify_single_blocks(ctx: &Context, op: Op, def: &OpDef) -> DResult<()> {
    if !def.has(traits::SINGLE_BLOCK) {
        return Ok(());
    }
    for (i, &r) in ctx.regions_of(op).iter().enumerate() {
        if ctx.region_blocks(r).len() > 1 {
            return Err(op_error(
                ctx,
                op,
                &format!("expects region #{i} to have 0 or 1 blocks"),
            ));
        }
    }
    Ok(())
}

/// The traits checked once an op's regions are verified: isolation from
/// above (when `check_isolation`) and unique symbols.
fn verify_region_traits(ctx: &Context, op: Op, def: &OpDef, check_isolation: bool) -> DResult<()> {
    if check_isolation && def.has(traits::ISOLATED_FROM_ABOVE) {
        verify_isolation(ctx, op)?;
    }
    if def.has(traits::SYMBOL_TABLE) {
        verify_unique_symbols(ctx, op)?;
    }
    Ok(())
}

/// The entry block of a region has no predecessors.
fn verify_entry_blocks(ctx: &Context, op: Op) -> DResult<()> {
    for &r in ctx.regions_of(op) {
        if let Some(&entry) = ctx.region_blocks(r).first() {
            if !ctx.block(entry).pred_uses.is_empty() {
                let mut d = Diagnostic::error(
                    ctx.loc(op),
                    "entry block of region may not have predecessors",
                );
                d.notes.push(current_op_note(ctx, op));
                return Err(Box::new(d));
            }
        }
    }
    Ok(())
}

/// A block may lack a terminator only when it is the single block of a
/// region whose op might not need one (unregistered, or `NoTerminator`).
fn may_lack_terminator(ctx: &Context, b: Block) -> bool {
    let Some(r) = ctx.block_parent(b) else {
        return true;
    };
    ctx.region_blocks(r).len() == 1
        && ctx
            .block_parent_op(b)
            .is_none_or(|op| ctx.def(op).is_none_or(|d| d.has(traits::NO_TERMINATOR)))
}

/// On entering a block: it is not empty, unless it may lack a terminator.
fn verify_block_start(ctx: &Context, b: Block) -> DResult<()> {
    if ctx.first_op(b).is_none() && !may_lack_terminator(ctx, b) {
        // MLIR reports it at the op's location, without printing the op.
        let at = ctx
            .block_parent_op(b)
            .map_or(Loc::UNKNOWN, |op| ctx.loc(op));
        return Err(Box::new(Diagnostic::error(
            at,
            "empty block: expect at least a terminator",
        )));
    }
    Ok(())
}

/// On leaving a block: its last op might be a terminator, unless the block
/// may lack one.
fn verify_block_end(ctx: &Context, b: Block) -> DResult<()> {
    let Some(last) = ctx.last_op(b) else {
        return Ok(());
    };
    if let Some(def) = ctx.def(last) {
        if !def.has(traits::TERMINATOR) && !may_lack_terminator(ctx, b) {
            return Err(plain_error(
                ctx,
                last,
                format!(
                    "block with no terminator, has {}",
                    printer::op_to_generic_string(ctx, last)
                ),
            ));
        }
    }
    Ok(())
}

/// Symbol names directly inside a symbol table must be unique.
fn verify_unique_symbols(ctx: &Context, table: Op) -> DResult<()> {
    let mut seen: rustc_hash::FxHashMap<String, Op> = rustc_hash::FxHashMap::default();
    for &r in ctx.regions_of(table) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                let Some(name) = crate::symbols::symbol_name(ctx, o) else {
                    continue;
                };
                if let Some(&first) = seen.get(&name) {
                    let mut d = Diagnostic::error(
                        ctx.loc(o),
                        format!("redefinition of symbol named '{}'", name),
                    );
                    d.notes.push(current_op_note(ctx, o));
                    d.notes.push(Note {
                        loc: ctx.loc(first),
                        message: "see existing symbol definition here".into(),
                    });
                    return Err(Box::new(d));
                }
                seen.insert(name, o);
            }
        }
    }
    Ok(())
}

/// Whether every operand is defined inside the nearest isolated-from-above
/// op enclosing its user (which implies it is inside all of them). `ops` is
/// in pre-order, so parents come before their children.
fn isolation_holds(ctx: &Context, ops: &[Op]) -> bool {
    // The nearest isolated ancestor of each op of `ops`, by op id.
    let mut iso_of = vec![u32::MAX; ctx.num_ops()];
    for &op in ops {
        let Some(parent) = ctx.parent_op(op) else {
            continue;
        };
        let parent_isolated = ctx
            .def(parent)
            .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        let iso = if parent_isolated {
            parent.0
        } else {
            iso_of[parent.index()]
        };
        iso_of[op.index()] = iso;
        if iso == u32::MAX {
            continue;
        }
        let iso = Op(iso);
        for v in ctx.operands(op) {
            let def_scope = match ctx.value(v).def {
                ValueDef::Result(d, _) => ctx.parent_op(d),
                ValueDef::Arg(b, _) => ctx.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            if !def_scope.is_some_and(|s| ctx.is_ancestor(iso, s)) {
                return false;
            }
        }
    }
    true
}

fn verify_isolation(ctx: &Context, iso: Op) -> DResult<()> {
    let mut err = None;
    ctx.walk_pre(iso, |o| {
        if err.is_some() || o == iso {
            return;
        }
        for v in ctx.operands(o) {
            let def_scope = match ctx.value(v).def {
                ValueDef::Result(d, _) => ctx.parent_op(d),
                ValueDef::Arg(b, _) => ctx.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            let inside = def_scope.is_some_and(|s| ctx.is_ancestor(iso, s));
            if !inside {
                let mut d = Diagnostic::error(ctx.loc(o), "using value defined outside the region");
                d.notes.push(current_op_note(ctx, o));
                d.notes.push(Note {
                    loc: ctx.loc(iso),
                    message: "required by region isolation constraints".into(),
                });
                err = Some(Box::new(d));
                return;
            }
        }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn verify_dominance(ctx: &Context, ops: &[Op]) -> DResult<()> {
    let mut dom = Dominance::new(ctx);
    for &op in ops {
        let Some(r) = ctx.parent_region(op) else {
            continue;
        };
        if !crate::dominance::has_ssa_dominance(ctx, r) {
            continue;
        }
        let b = ctx.parent_block(op).unwrap();
        if !dom.is_reachable(b) {
            continue;
        }
        let n = ctx.num_operands(op);
        for i in 0..n {
            let v = ctx.operand(op, i);
            if dom.value_dominates(v, op) {
                continue;
            }
            // Values from graph regions between def and use are fine.
            if defined_in_graph_scope(ctx, v, op) {
                continue;
            }
            let mut d = Diagnostic::error(
                ctx.loc(op),
                format!("operand #{} does not dominate this use", i),
            );
            d.notes.push(current_op_note(ctx, op));
            if let ValueDef::Result(def_op, _) = ctx.value(v).def {
                let rel = if ctx.parent_block(def_op) == ctx.parent_block(op) {
                    "op in the same block"
                } else if ctx.parent_region(def_op) == ctx.parent_region(op) {
                    "op in the same region"
                } else if ctx.is_ancestor(ctx.parent_op(def_op).unwrap_or(def_op), op) {
                    "op in a parent region"
                } else {
                    "op in a child region"
                };
                d.notes.push(Note {
                    loc: ctx.loc(def_op),
                    message: format!("operand defined here ({})", rel),
                });
            }
            return Err(Box::new(d));
        }
    }
    Ok(())
}

fn defined_in_graph_scope(ctx: &Context, v: Value, user: Op) -> bool {
    // If the def's region is a graph region and the user is nested in it, no dominance applies.
    let r = match ctx.value(v).def {
        ValueDef::Result(d, _) => ctx.parent_region(d),
        ValueDef::Arg(b, _) => ctx.block_parent(b),
        ValueDef::Placeholder => None,
    };
    let Some(r) = r else { return false };
    if crate::dominance::has_ssa_dominance(ctx, r) {
        return false;
    }
    let mut o = Some(user);
    while let Some(x) = o {
        if ctx.parent_region(x) == Some(r) {
            return true;
        }
        o = ctx.parent_op(x);
    }
    false
}

/// A verifier message starting with this marker is reported without the
/// `'op.name' op ` prefix (MLIR's `emitError` instead of `emitOpError`).
pub const PLAIN_ERROR: &str = "\u{1}";

/// Marks a verifier message as plain (see [`PLAIN_ERROR`]).
pub fn plain(msg: impl Into<String>) -> String {
    format!("{}{}", PLAIN_ERROR, msg.into())
}
