//! The pass interface and the registry of passes the driver can run.

use crate::context::Context;
use crate::diag::DResult;
use crate::ids::Op;

/// A transformation of the IR nested under one op (its anchor).
pub trait Pass {
    fn name(&self) -> &'static str;
    /// Runs on `op` (a `builtin.module` or the op kind named by the pipeline).
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()>;
    /// Whether the pass reports its own runs to the observer (see
    /// [`run_observed`]): a pass MLIR runs on each function, or a pipeline
    /// of passes, reports each function or each pass; others are reported
    /// by the pass manager as one run on their anchor.
    fn reports_own_runs(&self) -> bool {
        false
    }
}

/// One option of a pass, for `--help` and option validation.
pub struct PassOption {
    pub name: &'static str,
    pub help: &'static str,
}

/// Parsed `key=value` options of one pass invocation.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    pub entries: Vec<(String, String)>,
}

impl PassOptions {
    pub fn get(&self, k: &str) -> Option<&str> {
        self.entries
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }
    /// A boolean option: present without value or `=true` / `=1`.
    pub fn flag(&self, k: &str) -> Result<bool, String> {
        match self.get(k) {
            None => Ok(false),
            Some("" | "true" | "1") => Ok(true),
            Some("false" | "0") => Ok(false),
            Some(v) => Err(format!("Invalid argument '{}' for option '{}'", v, k)),
        }
    }
    pub fn flag_or(&self, k: &str, default: bool) -> Result<bool, String> {
        if self.get(k).is_none() {
            return Ok(default);
        }
        self.flag(k)
    }
    pub fn int(&self, k: &str, default: i64) -> Result<i64, String> {
        match self.get(k) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("Invalid argument '{}' for option '{}'", v, k)),
        }
    }
}

pub type PassCtor = fn(&PassOptions) -> Result<Box<dyn Pass>, String>;

/// A pass the driver knows, with its command-line name and options.
pub struct PassInfo {
    pub name: &'static str,
    /// mlir-opt's name for the pass class, shown in IR dumps
    /// (`// -----// IR Dump After CSE (cse) //----- //`); empty for a
    /// pipeline, whose passes are dumped one by one.
    pub class_name: &'static str,
    pub summary: &'static str,
    pub options: &'static [PassOption],
    pub create: PassCtor,
}

/// Watches pass runs from outside the passes (mlir-opt's pass
/// instrumentation): the driver's IR printing.
pub trait PassObserver {
    fn before(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
    fn after(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
    fn after_failure(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
}

thread_local! {
    /// The observer of the passes run on this thread (one input chunk is
    /// processed on one thread).
    static OBSERVER: std::cell::RefCell<Option<Box<dyn PassObserver>>> =
        const { std::cell::RefCell::new(None) };
}

/// Installs (or, with `None`, removes) this thread's observer; returns the
/// previous one.
pub fn set_observer(o: Option<Box<dyn PassObserver>>) -> Option<Box<dyn PassObserver>> {
    OBSERVER.with(|slot| std::mem::replace(&mut *slot.borrow_mut(), o))
}

/// Whether pass runs on this thread are observed: passes that shortcut
/// several passes into one walk run them one by one instead, so that each
/// can be seen.
pub fn observed() -> bool {
    OBSERVER.with(|slot| slot.borrow().is_some())
}

/// Runs `body` as one run of `pass` on `op`, telling the observer, if any,
/// before and after (or after a failure).
pub fn run_observed(
    ctx: &mut Context,
    pass: &'static PassInfo,
    op: Op,
    body: impl FnOnce(&mut Context) -> DResult<()>,
) -> DResult<()> {
    if !observed() {
        return body(ctx);
    }
    OBSERVER.with(|slot| {
        if let Some(o) = slot.borrow_mut().as_mut() {
            o.before(ctx, pass, op)
        }
    });
    let r = body(ctx);
    OBSERVER.with(|slot| {
        if let Some(o) = slot.borrow_mut().as_mut() {
            if r.is_ok() {
                o.after(ctx, pass, op)
            } else {
                o.after_failure(ctx, pass, op)
            }
        }
    });
    r
}
