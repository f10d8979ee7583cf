//! `canonicalize`: MLIR's greedy pattern-rewrite driver with its worklist
//! order and semantics, the constant folder that uniques and hoists constants
//! at the start of each iteration, and the region simplifications that run
//! after each iteration (unreachable blocks, region DCE with dead block
//! arguments, and in `aggressive` mode identical-block merging and redundant
//! argument dropping).
//!
//! Fold hooks and canonicalization patterns live in [`crate::patterns`],
//! keyed by op name; they see only the [`rewriter`] (and the fold tables),
//! never the driver. Layers, each using only those before it: `worklist`
//! (worklist and bit sets), `rewriter`, `table` (patterns by name), `facts`
//! (per-name facts), `fold` (constant folder, fold replacement),
//! `region_simplification`, `driver`; this module holds the pass.

mod driver;
pub(crate) mod facts;
mod fold;
mod region_simplification;
pub mod rewriter;
mod table;
#[cfg(test)]
mod tests;
pub mod worklist;

use driver::apply_patterns_greedily_touching;
pub use driver::{
    apply_patterns_greedily, apply_patterns_greedily_with, greedy_pops, greedy_steps,
    greedy_use_moves, nested_effect_steps, Config, PatternSet, RegionSimplify,
};
pub use fold::fold_as_conversion;
pub use region_simplification::simplify_regions;
pub use rewriter::{post_order, At, Fixes, Rewriter};
pub use worklist::BitSet;

use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, DResult, Diagnostic, Op};

/// The `canonicalize` pass: folds and canonicalization patterns applied by a greedy worklist driver
/// until nothing changes, as MLIR's `Canonicalizer`.
pub struct Canonicalize {
    cfg: Config,
}

impl Canonicalize {
    /// The pass with the given options.
    pub fn new(cfg: Config) -> Self {
        Canonicalize { cfg }
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let (converged, touched) = apply_patterns_greedily_touching(ctx, op, &self.cfg);
        ir::verifier::verify_each_alone(ctx, &touched)?;
        if self.cfg.test_convergence && !converged {
            return Err(Box::new(Diagnostic::error(
                ctx.loc(op),
                "Canonicalizer failed to converge".to_string(),
            )));
        }
        Ok(())
    }
    /// The greedy driver on a module has one worklist over all functions,
    /// but a rewrite in one function only queues ops of that function (each
    /// is isolated from above), the module's own body holds only functions
    /// (which nothing folds, rewrites or erases), and the iterations a
    /// converged function gets beyond its last change leave it as it is:
    /// so the IR is the per-function one. The limits that count across
    /// functions (rewrites per iteration, the convergence failure reported
    /// on the module) are the exceptions.
    fn function_local(&self) -> bool {
        !self.cfg.test_convergence && self.cfg.max_num_rewrites < 0
    }
}

fn split_list(v: Option<&str>) -> Vec<String> {
    v.map(|s| {
        s.split(',')
            .map(|x| x.trim().to_string())
            .filter(|x| !x.is_empty())
            .collect()
    })
    .unwrap_or_default()
}

fn create(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let mut cfg = Config {
        top_down: o.flag_or("top-down", true)?,
        max_iterations: o.long("max-iterations", 10)?,
        max_num_rewrites: o.long("max-num-rewrites", -1)?,
        test_convergence: o.flag("test-convergence")?,
        disabled: split_list(o.get("disable-patterns")),
        enabled: split_list(o.get("enable-patterns")),
        fixes: Fixes {
            while_move_if_down: o.flag("fix-while-move-if-down")?,
            fill_copy_cast: o.flag("fix-fill-copy-cast")?,
        },
        ..Config::default()
    };
    cfg.region_simplify = o.choice(
        "region-simplify",
        RegionSimplify::Normal,
        &[
            ("disabled", RegionSimplify::Disabled),
            ("normal", RegionSimplify::Normal),
            ("aggressive", RegionSimplify::Aggressive),
        ],
    )?;
    Ok(Box::new(Canonicalize::new(cfg)))
}

/// The registry entry of `canonicalize`, with its options.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "canonicalize",
    class_name: "Canonicalizer",
    summary: "Canonicalize operations",
    options: &[
        PassOption::list("disable-patterns", "Labels of patterns that should be filtered out during application"),
        PassOption::list("enable-patterns", "Labels of patterns that should be used during application, all other patterns are filtered out"),
        PassOption::bufopt_flag("fix-fill-copy-cast", "bufopt extension, beyond mlir-opt 22: FoldFillWithCopy keeps the copy's cast attribute and leaves a converting copy of a fill alone (mlir-opt 22 drops the attribute, or builds an invalid fill)"),
        PassOption::bufopt_flag("fix-while-move-if-down", "bufopt extension, beyond mlir-opt 22: WhileMoveIfDown gives every after-region argument that forwards the moved scf.if's result its then value (mlir-opt 22 only the first)"),
        PassOption::number("max-iterations", "Max. iterations between applying patterns / simplifying regions", "10"),
        PassOption::number("max-num-rewrites", "Max. number of pattern rewrites within an iteration", "-1"),
        PassOption::text("region-simplify", "Perform control flow optimizations to the region tree", "normal").one_of(&[
            ("disabled", "Don't run any control-flow simplification."),
            ("normal", "Perform simple control-flow simplifications (e.g. dead args elimination)."),
            ("aggressive", "Perform aggressive control-flow simplification (e.g. block merging)."),
        ]),
        PassOption::flag("test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern", false),
        PassOption::flag("top-down", "Seed the worklist in general top-down order", true),
    ],
    create,
};
