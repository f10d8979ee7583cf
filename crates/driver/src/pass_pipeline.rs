//! A pass pipeline built from what mlir-opt takes: the `--pass-pipeline`
//! text or the pass flags.

use crate::big_stack::on_big_stack;
use crate::module::{Diagnostics, Module};
use crate::pipeline::{Anchor, PipelineError, RunOptions};
use dealloc::pipeline::Shortcuts;

/// Passes to run on a [`Module`], in order, with their options.
///
/// ```
/// use bufopt::{Module, Pipeline};
/// let mut m = Module::parse(
///     "func.func @f(%t: tensor<4xf32>) -> f32 {
///        %c0 = arith.constant 0 : index
///        %x = tensor.extract %t[%c0] : tensor<4xf32>
///        return %x : f32
///      }",
/// )
/// .unwrap();
/// let pipeline = Pipeline::parse("builtin.module(one-shot-bufferize{bufferize-function-boundaries})").unwrap();
/// pipeline.run(&mut m).unwrap();
/// assert!(m.print().contains("memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>"));
/// ```
#[derive(Clone, Debug)]
pub struct Pipeline {
    /// How the pipeline was given; it is built anew for each run (passes
    /// keep state while they run, and a run may happen on another thread).
    parts: Vec<crate::PipelinePart>,
}

impl Pipeline {
    /// A pipeline in mlir-opt's `--pass-pipeline` syntax: passes with their
    /// options in braces, nested under the op kind they run on
    /// (`builtin.module(...)`, `func.func(...)`).
    ///
    /// ```
    /// use bufopt::Pipeline;
    /// assert!(Pipeline::parse("builtin.module(func.func(canonicalize),cse)").is_ok());
    /// let err = Pipeline::parse("builtin.module(no-such-pass)").unwrap_err();
    /// assert_eq!(err.message(), "'no-such-pass' does not refer to a registered pass or pass pipeline");
    /// ```
    pub fn parse(text: &str) -> Result<Pipeline, Diagnostics> {
        Self::checked(vec![crate::PipelinePart::Pipeline(text.to_string())])
    }

    /// A pipeline given as mlir-opt's pass flags, in order
    /// (`-one-shot-bufferize=bufferize-function-boundaries`,
    /// `--canonicalize`, ...; one or two leading dashes).
    ///
    /// ```
    /// use bufopt::Pipeline;
    /// let p = Pipeline::from_flags(&["-one-shot-bufferize=bufferize-function-boundaries", "-buffer-deallocation-pipeline"]);
    /// assert!(p.is_ok());
    /// assert!(Pipeline::from_flags(&["-one-shot-bufferize=no-such-option"]).is_err());
    /// ```
    pub fn from_flags(flags: &[&str]) -> Result<Pipeline, Diagnostics> {
        let registry = crate::pass_registry();
        let mut parts = Vec::with_capacity(flags.len());
        for flag in flags {
            let body = flag.trim_start_matches('-');
            let (name, options) = body.split_once('=').unwrap_or((body, ""));
            if !flag.starts_with('-') || registry.lookup(name).is_none() {
                let message = format!("'{flag}' is not a pass flag");
                let rendered = format!("<unknown>:0: error: {message}\n");
                return Err(Diagnostics::without_location(message, rendered));
            }
            parts.push(crate::PipelinePart::Pass(
                name.to_string(),
                options.to_string(),
            ));
        }
        Self::checked(parts)
    }

    fn checked(parts: Vec<crate::PipelinePart>) -> Result<Pipeline, Diagnostics> {
        let pipeline = Pipeline { parts };
        pipeline.build().map(|_| pipeline)
    }

    fn build(&self) -> Result<Anchor, Diagnostics> {
        let cli = crate::Cli {
            pipeline_parts: self.parts.clone(),
            ..Default::default()
        };
        crate::build_pipeline(&cli, &crate::pass_registry()).map_err(pipeline_error)
    }

    /// Runs the passes on `module`, verifying the IR after each as mlir-opt
    /// does. On failure the module holds the IR as the failing pass left it.
    pub fn run(&self, module: &mut Module) -> Result<(), Diagnostics> {
        let top = module.top();
        let ctx = module.context_mut();
        let outcome = on_big_stack(|| {
            let mut anchor = self.build()?;
            if anchor.op_name != "any" && ctx.op_name(top) != anchor.op_name {
                let message = format!(
                    "can't run '{}' pass manager on '{}' op",
                    anchor.op_name,
                    ctx.op_name(top)
                );
                let error = ir::Diagnostic::error(ctx.loc(top), message);
                return Err(Diagnostics::new(ctx, vec![error]));
            }
            let run = RunOptions {
                verify_each: true,
                shortcuts: Shortcuts::On,
                // The module keeps the id of its top-level op.
                compact: false,
            };
            crate::pipeline::run_anchor(ctx, &mut anchor, top, run)
                .map_err(|failure| Diagnostics::new(ctx, vec![*failure.into_diagnostic()]))
        });
        outcome
    }
}

/// The error as mlir-opt reports it: its option parser's lines, then a
/// diagnostic without location.
fn pipeline_error(e: PipelineError) -> Diagnostics {
    let mut rendered: String = e.raw.iter().map(|line| format!("{line}\n")).collect();
    if let Some(d) = &e.diag {
        rendered.push_str(&format!("<unknown>:0: error: {d}\n"));
    }
    // The first line of the textual pipeline parser's report reads
    // `<where>: error: <message>`.
    let text = e.diag.as_deref().or(e.raw.first().map(String::as_str));
    let first_line = text.and_then(|t| t.lines().next()).unwrap_or("");
    let message = first_line
        .split_once(": error: ")
        .map_or(first_line, |(_, m)| m)
        .to_string();
    Diagnostics::without_location(message, rendered)
}
