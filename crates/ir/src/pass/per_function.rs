//! Running function-local passes on the functions of a module, the
//! trailing functions on a second thread in a forked context
//! ([`crate::context::Fork`]) that is written back with the ids of the
//! serial run.

use super::Pass;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::Op;

/// Where a list of functions is cut between this thread and a helper: the
/// leading functions run here, the others (about half of the ops) on a copy
/// in a scratch context.
#[derive(Clone, Copy, Debug)]
pub struct Split {
    /// The number of leading functions that run here.
    pub at: usize,
}

impl Split {
    /// `None` when threads are off, the functions are too small to share
    /// ([`crate::threads::min_parallel_ops`]), or not all of them are in
    /// `root`'s body (only top-level functions are forked).
    pub fn of(ctx: &Context, root: Op, funcs: &[Op]) -> Option<Split> {
        if !crate::threads::enabled() || funcs.len() < 2 {
            return None;
        }
        let body = ctx
            .regions_of(root)
            .first()
            .and_then(|&r| ctx.entry_block(r))?;
        if funcs.iter().any(|&f| ctx.parent_block(f) != Some(body)) {
            return None;
        }
        let sizes: Vec<usize> = funcs.iter().map(|&f| ops_under(ctx, f)).collect();
        let total: usize = sizes.iter().sum();
        if total < 2 * crate::threads::min_parallel_ops() {
            return None;
        }
        let mut seen = 0;
        let at = sizes
            .iter()
            .position(|&n| {
                seen += n;
                2 * seen >= total
            })
            .map_or(funcs.len(), |i| i + 1)
            .clamp(1, funcs.len() - 1);
        Some(Split { at })
    }
}

/// The number of ops in `op`'s tree.
fn ops_under(ctx: &Context, op: Op) -> usize {
    let mut n = 0;
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        n += 1;
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    n
}

/// Runs `passes` on each function of `funcs`, one function after the other.
/// With a `split`, the trailing functions run on a second thread with
/// passes made by `fresh` (see [`split_functions`]). Symbol tables are
/// cached on both threads: the passes must add, remove or rename no symbol. If the helper
/// fails or `fresh` makes no passes, the helper's functions run here after
/// the others, so a failure is reported as the serial loop reports it.
/// `times` (one per pass) adds up the time each pass took here.
pub fn run_on_functions(
    ctx: &mut Context,
    root: Op,
    funcs: &[Op],
    split: Option<Split>,
    passes: &mut [Box<dyn Pass>],
    fresh: impl FnOnce() -> Option<Vec<Box<dyn Pass>>> + Send,
    times: &mut [std::time::Duration],
) -> DResult<()> {
    // One symbol table per scope for all functions: a pass run on each
    // function alone would otherwise build its module's table once per
    // function that resolves a call, quadratic in the number of functions.
    let mut run_here = |ctx: &mut Context, funcs: &[Op]| -> DResult<()> {
        crate::symbols::with_cached_tables(|| {
            for &f in funcs {
                for (i, p) in passes.iter_mut().enumerate() {
                    let s = std::time::Instant::now();
                    p.run(ctx, f)?;
                    if let Some(t) = times.get_mut(i) {
                        *t += s.elapsed();
                    }
                }
            }
            Ok(())
        })
    };
    let Some(split) = split else {
        return run_here(ctx, funcs);
    };
    let helper = move |scratch: &mut Context, forked: &[Op]| {
        fresh().is_some_and(|mut passes| {
            crate::symbols::with_cached_tables(|| {
                forked
                    .iter()
                    .try_for_each(|&f| passes.iter_mut().try_for_each(|p| p.run(scratch, f)))
            })
            .is_ok()
        })
    };
    let theirs_done = split_functions(ctx, root, funcs, split, &mut run_here, helper)?;
    if theirs_done {
        return Ok(());
    }
    run_here(ctx, &funcs[split.at.min(funcs.len())..])
}

/// Runs `here` on the leading functions of `funcs` (up to `split`) on this
/// thread while `helper` runs on a second thread on copies of the trailing
/// ones, forked into a scratch context (`helper` answers whether it
/// succeeded); then writes them back, which gives the IR and ids that
/// running the same work here, one function after the other, leaves.
/// `Ok(false)` when the trailing functions are left as they were (the fork
/// or the write-back refused, or the helper failed): the caller runs them
/// here. An error of `here` is returned as it is, the helper's work dropped.
pub fn split_functions<E>(
    ctx: &mut Context,
    root: Op,
    funcs: &[Op],
    split: Split,
    here: impl FnOnce(&mut Context, &[Op]) -> Result<(), E>,
    helper: impl FnOnce(&mut Context, &[Op]) -> bool + Send,
) -> Result<bool, E> {
    let (mine, theirs) = funcs.split_at(split.at.min(funcs.len()));
    // CPU times rather than wall-clock ones: the machines this is measured
    // on are shared.
    let cpu = || {
        crate::timing::enabled()
            .then(crate::timing::thread_cpu)
            .flatten()
    };
    let cpu_at_fork = cpu();
    let Some((mut scratch, fork)) = ctx.fork(root, theirs) else {
        here(ctx, mine)?;
        return Ok(false);
    };
    let forked = fork.scratch_roots().to_vec();
    let cpu_at_start = cpu();
    let ((scratch, ran, helper_cpu), mine_done) = crate::threads::join(
        move || {
            let start = crate::timing::thread_cpu();
            let ran = helper(&mut scratch, &forked);
            let spent = crate::timing::thread_cpu().zip(start).map(|(b, a)| b - a);
            (scratch, ran, spent)
        },
        || here(ctx, mine),
    );
    mine_done?;
    let cpu_at_join = cpu();
    let joined = ran && ctx.join_fork(scratch, &fork);
    if let (Some(a), Some(b), Some(c), Some(d), Some(h)) =
        (cpu_at_fork, cpu_at_start, cpu_at_join, cpu(), helper_cpu)
    {
        eprintln!(
            "timing:   {} + {} functions, cpu: fork {:?}, here {:?}, helper {h:?}, join {:?}{}",
            mine.len(),
            theirs.len(),
            b - a,
            c - b,
            d - c,
            if joined {
                ""
            } else {
                " (not written back: rerun here)"
            }
        );
    }
    Ok(joined)
}

/// What [`run_on_halves`] wrote back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halves {
    /// Both halves: the work is done.
    Both,
    /// The leading functions only, the trailing ones as they were: only
    /// when the trailing fork, accepted by [`crate::context::Fork::may_join`],
    /// still cannot be mapped back (its passes linked something to the
    /// module's scaffold).
    Leading,
    /// Nothing: the context is as it was.
    Neither,
}

/// Runs a job on the two halves of `funcs` side by side, each forked into a
/// scratch context of its own (the forks made in parallel too): `here` on
/// this thread gets the leading functions, `helper` on a second thread the
/// trailing ones, each as the scratch context and the op of `root`'s kind
/// that holds the copies, and answers whether it succeeded. The copies are
/// written back, the leading ones first, only when both succeeded and both
/// forks can be joined; otherwise nothing is, so that the caller's rerun
/// on the whole module reports the failure a serial run reports. A job
/// that runs a module pass on its holder thus runs it once over half of the
/// functions, so that what the pass sets up per run (tables as large as the
/// context) is paid once per half, in a compact context.
pub fn run_on_halves(
    ctx: &mut Context,
    root: Op,
    funcs: &[Op],
    split: Split,
    here: impl FnOnce(&mut Context, Op) -> bool,
    helper: impl FnOnce(&mut Context, Op) -> bool + Send,
) -> Halves {
    let (mine, theirs) = funcs.split_at(split.at.min(funcs.len()));
    let cpu = || {
        crate::timing::enabled()
            .then(crate::timing::thread_cpu)
            .flatten()
    };
    let shared: &Context = ctx;
    let fork_and_run = |part: &[Op], job: &mut dyn FnMut(&mut Context, Op) -> bool| {
        let start = crate::timing::thread_cpu();
        let (mut scratch, fork) = shared.fork(root, part)?;
        let holder = shared_holder(&scratch, &fork)?;
        let forked = crate::timing::thread_cpu();
        let ok = job(&mut scratch, holder);
        let end = crate::timing::thread_cpu();
        let spent = start.zip(forked).zip(end).map(|((a, b), c)| (b - a, c - b));
        ok.then_some((scratch, fork, spent))
    };
    let mut here = Some(here);
    let mut helper = Some(helper);
    let (theirs_done, mine_done) = crate::threads::join(
        || fork_and_run(theirs, &mut |s, h| helper.take().is_some_and(|j| j(s, h))),
        || fork_and_run(mine, &mut |s, h| here.take().is_some_and(|j| j(s, h))),
    );
    let spent = |done: &Option<(Context, crate::context::Fork, _)>| {
        done.as_ref().and_then(|d| d.2).map_or_else(
            || "-".to_string(),
            |(f, r): (std::time::Duration, std::time::Duration)| format!("fork {f:?} run {r:?}"),
        )
    };
    let times = format!("here {}, helper {}", spent(&mine_done), spent(&theirs_done));
    let cpu_at_join = cpu();
    let mut join = |done: Option<(Context, crate::context::Fork, _)>| {
        done.is_some_and(|(scratch, fork, _)| ctx.join_fork(scratch, &fork))
    };
    let joinable = |done: &Option<(Context, crate::context::Fork, _)>| {
        done.as_ref()
            .is_some_and(|(scratch, fork, _)| fork.may_join(scratch))
    };
    let written = if !joinable(&mine_done) || !joinable(&theirs_done) || !join(mine_done) {
        Halves::Neither
    } else if join(theirs_done) {
        Halves::Both
    } else {
        Halves::Leading
    };
    if let (Some(a), Some(b)) = (cpu_at_join, cpu()) {
        eprintln!(
            "timing:   {} + {} functions in halves, cpu: {times}, join {:?}: {written:?} written back",
            mine.len(),
            theirs.len(),
            b - a,
        );
    }
    written
}

/// The op that holds the copies of a fork in its scratch context.
fn shared_holder(scratch: &Context, fork: &crate::context::Fork) -> Option<Op> {
    scratch.parent_op(*fork.scratch_roots().first()?)
}
