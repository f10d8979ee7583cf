//! `buffer-deallocation-pipeline`: mlir-opt 22's composition
//!
//! ```text
//! func.func(expand-realloc{emit-deallocs=false}, canonicalize,
//!           ownership-based-buffer-deallocation, canonicalize,
//!           buffer-deallocation-simplification),
//! bufferization-lower-deallocations,
//! func.func(cse, canonicalize)
//! ```
//!
//! The function-level passes run on each `func.func` in the anchor op (or on
//! the anchor, when it is a function), one function after the other (as
//! MLIR's pass manager does once it merges the adjacent nested pipelines);
//! the lowering runs on the anchor, or, on a module of functions only,
//! adds the module's helper function and then lowers each function right
//! before its cse and canonicalize. On a large module the trailing
//! functions run on a second thread, in a copy that is written back with
//! the serial run's ids (`run_on_functions`, docs/performance.md).

use crate::interfaces::OpKinds;
use crate::ownership::OwnershipOptions;
use crate::realloc::ExpandRealloc;
use ir::pass::per_function::{run_on_functions, Split};
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, DResult, Diagnostic, Op};
use transforms::canonicalize::{Canonicalize, Config};
use transforms::cse::Cse;

/// The registry entry of `buffer-deallocation-pipeline`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "buffer-deallocation-pipeline",
    class_name: "",
    summary: "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already.",
    options: &[
        PassOption::flag("private-function-dynamic-ownership", "Allows to add additional results to private functions to return ownership of returned memrefs to callers. This can avoid spurious buffer clones in the callee.", false),
        crate::ownership::FIX_REGION_RESULT_LIVENESS,
    ],
    create: |o: &PassOptions| Ok(Box::new(DeallocPipeline::from_pass_options(o)?)),
};

/// The `buffer-deallocation-pipeline` pass (see the module docs).
pub struct DeallocPipeline {
    /// The options of its ownership-based deallocation step.
    pub opts: OwnershipOptions,
}

/// The `func.func` ops of `root`, also those of modules nested in it, in
/// the order they are written (mlir-opt's module passes reach every one),
/// or `root` itself when it is one.
fn functions(ctx: &Context, root: Op) -> Vec<Op> {
    // Anchored on a function (`func.func(buffer-deallocation-pipeline)`),
    // every step runs on that function alone.
    if ctx.isa(root, &dialects::func::FUNC) {
        return vec![root];
    }
    let mut out = Vec::new();
    let mut stack: Vec<Op> = ctx.child_ops(root);
    stack.reverse();
    while let Some(o) = stack.pop() {
        if ctx.isa(o, &dialects::func::FUNC) {
            out.push(o);
        } else if ctx.isa(o, &dialects::builtin::MODULE) {
            stack.extend(ctx.child_ops(o).into_iter().rev());
        }
    }
    out
}

/// Whether the pipeline may leave out ops the next canonicalize would fold
/// away, and skip the verification between its steps. The IR after the
/// pipeline is the same either way, but when a step fails, its diagnostic
/// prints the op it failed on with the values numbered as the IR stands at
/// that moment, and that numbering counts the ops left out: only the run
/// without shortcuts reports mlir-opt's diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcuts {
    /// Shortcuts taken.
    On,
    /// Every step as mlir-opt runs it.
    Off,
}

/// Why a run of the pipeline failed.
#[derive(Debug)]
pub enum Failure {
    /// mlir-opt's diagnostic.
    Diagnostic(Box<Diagnostic>),
    /// A step failed while shortcuts were on: the op its diagnostic prints
    /// may be numbered differently from mlir-opt's, and the pipeline has
    /// changed the IR, so the caller runs again from the input with
    /// [`Shortcuts::Off`] for the diagnostic to report.
    RerunWithoutShortcuts(Box<Diagnostic>),
}

impl From<Box<Diagnostic>> for Failure {
    fn from(d: Box<Diagnostic>) -> Self {
        Failure::Diagnostic(d)
    }
}

impl Failure {
    /// The diagnostic of the run that failed.
    pub fn into_diagnostic(self) -> Box<Diagnostic> {
        match self {
            Failure::Diagnostic(d) | Failure::RerunWithoutShortcuts(d) => d,
        }
    }
}

/// `ownership-based-buffer-deallocation` when `canonicalize` follows. The
/// op kinds are kept from one function to the next (one context).
struct OwnershipBeforeCanonicalize {
    opts: OwnershipOptions,
    kinds: OpKinds,
    shortcuts: Shortcuts,
}

impl Pass for OwnershipBeforeCanonicalize {
    fn name(&self) -> &'static str {
        crate::ownership::INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        if self.shortcuts == Shortcuts::Off {
            return crate::ownership::run(ctx, op, self.opts);
        }
        let first_new = ctx.num_ops();
        crate::ownership::run_before_canonicalize(ctx, op, self.opts, &mut self.kinds)?;
        // An op the step builds can fail to verify (the base buffer of a
        // memref without a strided layout); mlir-opt reports it after the
        // step, while canonicalize would erase it unseen. New ops have the
        // ids past the old ones: checking them is linear in what was built.
        let built: Vec<Op> = (first_new..ctx.num_ops()).map(|i| Op(i as u32)).collect();
        ir::verifier::verify_each_alone(ctx, &built)?;
        // The ops the pass adds at the start of blocks can break an op that
        // allows only one op in its region (`vector.mask`): mlir-opt's
        // verification after the pass then fails, before canonicalize would
        // remove them again. Only the step-by-step rerun verifies there.
        // So does an `affine.for` given loop-carried ownership flags: MLIR
        // 22 adds them without growing its operand segments.
        if self.kinds.has_met(ctx, &dialects::vector::MASK)
            || self.kinds.has_met(ctx, &dialects::affine::FOR)
        {
            ir::verifier::verify(ctx, op)?;
        }
        Ok(())
    }
}

/// `buffer-deallocation-simplification`, keeping the op kinds from one
/// function to the next (one context).
struct SimplifyKeepingKinds {
    kinds: OpKinds,
}

impl Pass for SimplifyKeepingKinds {
    fn name(&self) -> &'static str {
        crate::simplify::INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        crate::simplify::run_with_kinds(ctx, op, &mut self.kinds);
        Ok(())
    }
}

/// As a plain pass, the pipeline runs without shortcuts: a caller that can
/// start over from the input after a [`Failure::RerunWithoutShortcuts`]
/// runs [`DeallocPipeline::run_with`] instead.
impl Pass for DeallocPipeline {
    fn name(&self) -> &'static str {
        INFO.name
    }
    /// Each of its passes is reported, as MLIR's pipeline expands into them.
    fn reports_own_runs(&self) -> bool {
        true
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> DResult<()> {
        self.run_with(ctx, root, Shortcuts::Off)
            .map_err(Failure::into_diagnostic)
    }
}

impl DeallocPipeline {
    /// The pipeline with the options of its `key=value` list.
    pub fn from_pass_options(o: &PassOptions) -> Result<Self, String> {
        Ok(DeallocPipeline {
            opts: OwnershipOptions::from_pass_options(o)?,
        })
    }

    /// Runs the pipeline on `root`, with shortcuts when `shortcuts` allows
    /// them and no pass observer watches (IR dumps show each step as
    /// mlir-opt runs it).
    pub fn run_with(
        &mut self,
        ctx: &mut Context,
        root: Op,
        shortcuts: Shortcuts,
    ) -> Result<(), Failure> {
        let shortcuts = if ir::pass::observed() {
            Shortcuts::Off
        } else {
            shortcuts
        };
        self.run_steps(ctx, root, shortcuts)
            .map_err(|d| match shortcuts {
                Shortcuts::Off => Failure::Diagnostic(d),
                // The rerun goes step by step over all functions, so the
                // failure reported is mlir-opt's first one.
                Shortcuts::On => Failure::RerunWithoutShortcuts(d),
            })
    }

    fn run_steps(&mut self, ctx: &mut Context, root: Op, shortcuts: Shortcuts) -> DResult<()> {
        let t = ir::timing::enabled();
        let mut laps = ir::timing::Laps::start();
        // The fast path does not verify between its steps: canonicalize
        // checks the ops it touched instead, so that a step making invalid
        // IR (mlir-opt reports it after the step) sends the run down the
        // step-by-step path, which verifies as mlir-opt does.
        let checked = || Config {
            verify_touched: shortcuts == Shortcuts::On,
            ..Config::default()
        };
        let opts = self.opts;
        let first_steps = move || -> Vec<Box<dyn Pass>> {
            vec![
                Box::new(ExpandRealloc {
                    emit_deallocs: false,
                }),
                Box::new(Canonicalize::new(checked())),
                Box::new(OwnershipBeforeCanonicalize {
                    opts,
                    kinds: OpKinds::default(),
                    shortcuts,
                }),
                Box::new(Canonicalize::new(checked())),
                Box::new(SimplifyKeepingKinds {
                    kinds: OpKinds::default(),
                }),
            ]
        };
        let last_steps = move || -> Vec<Box<dyn Pass>> {
            vec![Box::new(Cse), Box::new(Canonicalize::new(checked()))]
        };
        let mut first = first_steps();
        let funcs = functions(ctx, root);
        if shortcuts == Shortcuts::Off {
            let mut last = last_steps();
            return reproduce_step_by_step(ctx, root, &funcs, &mut first, &mut last);
        }
        let mut times = vec![std::time::Duration::ZERO; first.len()];
        // Private-function dynamic ownership changes the callees' signatures
        // from their callers: the functions are not independent then.
        let split = if self.opts.private_dynamic {
            None
        } else {
            Split::of(ctx, root, &funcs)
        };
        // These passes neither add, remove nor rename symbols, so symbol
        // tables (callee lookups) can be cached across all functions.
        ir::symbols::with_cached_tables(|| {
            run_on_functions(
                ctx,
                root,
                &funcs,
                split,
                &mut first,
                || Some(first_steps()),
                &mut times,
            )
        })?;
        if t {
            for (p, d) in first.iter().zip(&times) {
                eprintln!("timing:   {} {:?}", p.name(), d);
            }
        }
        laps.lap("per-function passes");
        // In a module of functions only, every dealloc is in one of them:
        // once the module has its helper function, each function is lowered
        // on its own, right before its cse and canonicalize (the split
        // below shares them between threads).
        let lowered_per_function = ctx.isa(root, &dialects::builtin::MODULE)
            && ctx
                .child_ops(root)
                .iter()
                .all(|&o| ctx.isa(o, &dialects::func::FUNC));
        let last_steps = if lowered_per_function {
            let helper = crate::lower::add_helper_if_needed(ctx, root);
            laps.lap("dealloc helper function");
            Box::new(move || -> Vec<Box<dyn Pass>> {
                let lower = crate::lower::LowerSimplifiedFunction {
                    helper: helper.clone(),
                };
                let mut steps: Vec<Box<dyn Pass>> = vec![Box::new(lower)];
                steps.extend(last_steps());
                steps
            }) as Box<dyn Fn() -> Vec<Box<dyn Pass>> + Send + Sync>
        } else {
            crate::lower::run_in_pipeline(ctx, root, &funcs)?;
            laps.lap("bufferization-lower-deallocations");
            Box::new(last_steps)
        };
        let mut last = last_steps();
        let funcs = functions(ctx, root);
        let split = Split::of(ctx, root, &funcs);
        let mut times = vec![std::time::Duration::ZERO; last.len()];
        run_on_functions(
            ctx,
            root,
            &funcs,
            split,
            &mut last,
            || Some(last_steps()),
            &mut times,
        )?;
        laps.lap(if lowered_per_function {
            "bufferization-lower-deallocations, cse, canonicalize"
        } else {
            "cse, canonicalize"
        });
        Ok(())
    }
}

/// The pipeline as mlir-opt runs it, for diagnostics: every step is a
/// module pass, run on all functions before the next one starts, and the
/// module is verified after each. (Running the function-level steps one
/// function at a time gives the same IR, which the fast path relies on, but
/// when several functions fail, only this order reports the same failure
/// first.)
fn reproduce_step_by_step(
    ctx: &mut Context,
    root: Op,
    funcs: &[Op],
    first: &mut [Box<dyn Pass>],
    last: &mut [Box<dyn Pass>],
) -> DResult<()> {
    // The step's pass as the pass observer (IR printing) names it; a step
    // that fails verification fails, as in mlir-opt's pass manager.
    let step = |ctx: &mut Context, name: &str, run: &mut dyn FnMut(&mut Context) -> DResult<()>| {
        let info = STEPS
            .iter()
            .copied()
            .find(|i| i.name == name)
            .expect("a pipeline step");
        ir::pass::run_observed(ctx, info, root, |ctx| {
            run(ctx)?;
            ir::verifier::verify(ctx, root)
        })
    };
    for p in first.iter_mut() {
        let name = p.name();
        step(ctx, name, &mut |ctx| {
            funcs.iter().try_for_each(|&f| p.run(ctx, f))
        })?;
    }
    step(ctx, crate::lower::INFO.name, &mut |ctx| {
        crate::lower::run(ctx, root)
    })?;
    let funcs = functions(ctx, root);
    for p in last.iter_mut() {
        let name = p.name();
        step(ctx, name, &mut |ctx| {
            funcs.iter().try_for_each(|&f| p.run(ctx, f))
        })?;
    }
    Ok(())
}

/// The passes the pipeline's steps are, for naming them in IR dumps.
static STEPS: [&PassInfo; 6] = [
    &crate::realloc::INFO,
    &transforms::canonicalize::INFO,
    &crate::ownership::INFO,
    &crate::simplify::INFO,
    &crate::lower::INFO,
    &transforms::cse::INFO,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Functions whose deallocation needs every step: a buffer freed on one
    /// branch, one returned, one kept across a loop, a call.
    const MODULE: &str = r#"
func.func @callee(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}
func.func @branch(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @loop(%n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %m) -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %acc, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @calls(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @callee(%m) : (memref<4xf32>) -> memref<4xf32>
  %c = call @callee(%r) : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %c[%c0] : memref<4xf32>
  return %x : f32
}
"#;

    /// The printed module, and every op's name and erasure by id.
    fn dealloc(split: Option<Split>) -> (String, Vec<(String, bool)>) {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", MODULE, &opts).expect("parse");
        let funcs = functions(&ctx, m);
        let mut first = pipeline_steps(OwnershipOptions::default());
        let mut times = vec![std::time::Duration::ZERO; first.len()];
        run_on_functions(
            &mut ctx,
            m,
            &funcs,
            split,
            &mut first,
            || Some(pipeline_steps(OwnershipOptions::default())),
            &mut times,
        )
        .expect("steps");
        crate::lower::run_in_pipeline(&mut ctx, m, &funcs).expect("lowering");
        let text = ir::printer::print_top_level(&ctx, m, Default::default());
        let ops = (0..ctx.num_ops())
            .map(|i| {
                let o = Op(i as u32);
                (ctx.op_name(o).to_string(), ctx.is_erased(o))
            })
            .collect();
        (text, ops)
    }

    fn pipeline_steps(opts: OwnershipOptions) -> Vec<Box<dyn Pass>> {
        vec![
            Box::new(Canonicalize::new(Config::default())),
            Box::new(OwnershipBeforeCanonicalize {
                opts,
                kinds: OpKinds::default(),
                shortcuts: Shortcuts::On,
            }),
            Box::new(Canonicalize::new(Config::default())),
            Box::new(SimplifyKeepingKinds {
                kinds: OpKinds::default(),
            }),
        ]
    }

    #[test]
    fn forked_functions_come_back_as_the_serial_run_leaves_them() {
        let serial = dealloc(None);
        assert!(serial.0.contains("bufferization.dealloc") || serial.0.contains("memref.dealloc"));
        for at in 1..4 {
            let forked = dealloc(Some(Split { at }));
            assert_eq!(forked.0, serial.0, "split at {at}: the IR differs");
            assert_eq!(forked.1, serial.1, "split at {at}: the ops' ids differ");
        }
    }
}
