//! The `one-shot-bufferize` pass.

use crate::analysis::{apply_alias_set_annotations, apply_annotations, Analyzer};
use crate::copies::{insert_tensor_copies, insert_tensor_copies_in};
use crate::module::{
    analyze_module, analyze_module_in_parallel, apply_module_annotations, bufferize_module,
    insert_module_tensor_copies, symbols, ParallelAnalysis,
};
use crate::options::{Options, OPTIONS};
use crate::rewrite::bufferize_op;
use crate::state::{may_have_memory_spaces, State};
use ir::diag::DResult;
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, Op};

/// The `one-shot-bufferize` pass: analysis, copy insertion, then the rewrite of tensors into
/// buffers.
pub struct OneShotBufferize {
    /// Its options.
    pub opts: Options,
}

impl Pass for OneShotBufferize {
    fn name(&self) -> &'static str {
        "one-shot-bufferize"
    }
    fn run(&mut self, ctx: &mut Context, module: Op) -> DResult<()> {
        let opts = self.opts.clone();
        if opts.conflicting_memory_space_options {
            return Err(Box::new(ir::diag::Diagnostic::error(
                ctx.loc(module),
                "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize",
            )));
        }
        let mut laps = ir::timing::Laps::start();
        if opts.minimize_copies {
            crate::minimize::minimize(ctx, module, &opts, |c, m, o| {
                OneShotBufferize { opts: o.clone() }.run(c, m)
            })?;
            laps.lap("  one-shot-bufferize minimize-copies trials");
        }
        let order = opts
            .explain_copies
            .then(|| crate::explain::program_order(ctx, module));
        let Some(mut st) = analyze_and_insert_copies(ctx, module, &opts, &mut laps)? else {
            return Ok(());
        };
        laps.lap("  one-shot-bufferize copy insertion");
        if let Some(order) = &order {
            crate::explain::inherent_allocations(ctx, &st, order, module);
        }
        // The rewrite queries no analysis (like MLIR's fresh `AnalysisState`).
        let mut rst = State::new(opts.clone(), false, crate::models::for_context(ctx));
        rst.memory_spaces = st.memory_spaces;
        rst.funcs.symbols = std::mem::take(&mut st.funcs.symbols);
        // Only `explain-copies` reads the analysis' state after this: freed
        // before the rewrite, its tables' memory serves the rewrite's
        // allocations instead of staying beside them until the pass ends.
        let analyzed = order.is_some().then_some(st);
        if opts.copy_before_write && !opts.bufferize_function_boundaries {
            insert_tensor_copies(ctx, &rst, module)?;
        }
        if opts.bufferize_function_boundaries {
            if opts.copy_before_write {
                for f in crate::module::func_ops(ctx, module) {
                    insert_tensor_copies(ctx, &rst, f)?;
                }
            }
            bufferize_module(ctx, &rst, module)?;
        } else {
            bufferize_op(ctx, &rst, module)?;
        }
        if opts.minimize_copies {
            crate::minimize::drop_self_copies(ctx, module);
        }
        if let (Some(order), Some(st)) = (&order, &analyzed) {
            crate::explain::finish(ctx, order, &[st, &rst]);
        }
        laps.lap("  one-shot-bufferize rewrite");
        Ok(())
    }
    /// On a module of independent functions
    /// ([`crate::module::functions_independent`]) the pass runs on each
    /// half of them as on the module.
    fn prepare_split(&mut self, ctx: &mut Context, module: Op) -> Option<ir::pass::PassMaker> {
        if !crate::module::functions_independent(ctx, &self.opts, module) {
            return None;
        }
        let opts = self.opts.clone();
        Some(Box::new(move || {
            Some(Box::new(OneShotBufferize { opts: opts.clone() }))
        }))
    }
}

/// The One-Shot analysis (of the module with its function boundaries, or of
/// each op) and the tensor copies for the operands it leaves out of place,
/// as MLIR's `insertTensorCopies`. None when `test-analysis-only` ends the
/// run after the annotations. With `copy-before-write` nothing is analyzed
/// and no copy is inserted here.
fn analyze_and_insert_copies(
    ctx: &mut Context,
    module: Op,
    opts: &Options,
    laps: &mut ir::timing::Laps,
) -> DResult<Option<State>> {
    let analyze = !opts.copy_before_write;
    let memory_spaces = may_have_memory_spaces(ctx, opts, module);
    let fresh_state = |function_symbols| {
        let mut st = State::new(opts.clone(), analyze, crate::models::for_context(ctx));
        st.funcs.symbols = function_symbols;
        st.memory_spaces = memory_spaces;
        st
    };
    let mut st = fresh_state(symbols(ctx, module));
    if !analyze {
        return Ok(Some(st));
    }
    let mut parallel = opts.bufferize_function_boundaries;
    let (ann, mann, post) = loop {
        let mut an = Analyzer::new(ctx, &mut st);
        an.init(module);
        laps.lap("    alias sets, must-in-place operands");
        let mann = if !opts.bufferize_function_boundaries {
            an.analyze(module)?;
            None
        } else if !std::mem::take(&mut parallel) {
            Some(analyze_module(&mut an, module)?)
        } else {
            match analyze_module_in_parallel(&mut an, module, ir::threads::min_parallel_ops()) {
                ParallelAnalysis::Done(m) => Some(m),
                ParallelAnalysis::NotTried => Some(analyze_module(&mut an, module)?),
                ParallelAnalysis::Redo => {
                    drop(an);
                    st = fresh_state(std::mem::take(&mut st.funcs.symbols));
                    continue;
                }
            }
        };
        break (
            (
                std::mem::take(&mut an.annotations),
                std::mem::take(&mut an.alias_sets),
            ),
            mann,
            an.take_post_order(module),
        );
    };
    laps.lap("  one-shot-bufferize analysis");
    apply_annotations(ctx, ann.0);
    apply_alias_set_annotations(ctx, ann.1);
    if let Some(m) = mann {
        apply_module_annotations(ctx, m);
    }
    if opts.test_analysis_only {
        return Ok(None);
    }
    // Annotations set attributes only: the ops the analysis walked are the
    // ops to visit.
    if opts.bufferize_function_boundaries {
        insert_module_tensor_copies(ctx, &st, module, post)?;
    } else if let Some(ops) = post {
        insert_tensor_copies_in(ctx, &st, module, ops)?;
    } else {
        insert_tensor_copies(ctx, &st, module)?;
    }
    Ok(Some(st))
}

/// mlir-opt's `test-tensor-copy-insertion`: the analysis and the tensor
/// copies of one-shot-bufferize, without the rewrite to memrefs.
pub struct TestTensorCopyInsertion {
    /// Its options.
    pub opts: Options,
}

impl Pass for TestTensorCopyInsertion {
    fn name(&self) -> &'static str {
        "test-tensor-copy-insertion"
    }
    fn run(&mut self, ctx: &mut Context, module: Op) -> DResult<()> {
        let opts = self.opts.clone();
        analyze_and_insert_copies(ctx, module, &opts, &mut ir::timing::Laps::start()).map(|_| ())
    }
}

/// The registry entry of `test-tensor-copy-insertion`.
pub static TEST_COPY_INSERTION_INFO: PassInfo = PassInfo {
    restricted_to: Some("builtin.module"),
    name: "test-tensor-copy-insertion",
    class_name: "TestTensorCopyInsertionPass",
    summary: "Module pass to test Tensor Copy Insertion",
    options: &[
        PassOption::flag("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", false),
        PassOption::flag("bufferize-function-boundaries", "Bufferize function boundaries.", false),
        PassOption::flag("must-infer-memory-space", "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.", false),
    ],
    create: |o| {
        Ok(Box::new(TestTensorCopyInsertion {
            opts: Options::from_pass_options(o)?,
        }))
    },
};

/// mlir-opt's `test-one-shot-module-bufferize`: one-shot-bufferize with
/// function boundaries on any op holding functions (a module, or a symbol
/// table such as `test.symbol_scope_isolated`), function arguments becoming
/// memrefs with the identity layout (or the test dialect's layout for its
/// tensor encoding). It first names the op on stderr.
pub struct TestOneShotModuleBufferize;

impl Pass for TestOneShotModuleBufferize {
    fn name(&self) -> &'static str {
        "test-one-shot-module-bufferize"
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let name = ctx.str(ctx.op(op).name).to_string();
        ctx.write_stderr(format!("Running TestOneShotModuleBufferize on: {name}\n"));
        let mut one_shot = OneShotBufferize {
            opts: Options {
                bufferize_function_boundaries: true,
                function_boundary_type_conversion:
                    crate::options::LayoutMapOption::IdentityLayoutMap,
                function_boundary_test_layouts: true,
                ..Options::default()
            },
        };
        one_shot.run(ctx, op)
    }
}

/// Registration of [`TestOneShotModuleBufferize`]; it runs on any op.
pub static TEST_ONE_SHOT_MODULE_INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "test-one-shot-module-bufferize",
    class_name: "TestOneShotModuleBufferizePass",
    summary: "Pass to test One Shot Module Bufferization",
    options: &[],
    create: |_| Ok(Box::new(TestOneShotModuleBufferize)),
};

fn create(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(OneShotBufferize {
        opts: Options::from_pass_options(o)?,
    }))
}

/// The registry entry of `one-shot-bufferize`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some("builtin.module"),
    name: "one-shot-bufferize",
    class_name: "OneShotBufferizePass",
    summary: "One-Shot Bufferize",
    options: OPTIONS,
    create,
};
