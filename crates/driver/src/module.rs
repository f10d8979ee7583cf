//! A module of MLIR that owns its IR: parsed from text, verified, walked,
//! transformed by a [`Pipeline`](crate::Pipeline) and printed as mlir-opt 22
//! prints it.

use crate::big_stack::on_big_stack;
use ir::diag::Diagnostic;
use ir::parser::{ParseOptions, Parser};
use ir::printer::PrintOptions;
use ir::{Context, Op, Registry};

/// How text is parsed into a [`Module`].
#[derive(Clone, Copy)]
pub struct ParseConfig<'a> {
    /// The op kinds the parser knows: [`dialects::registry`] (every dialect
    /// bufopt models), or one extended with op kinds of one's own (see
    /// [`Extensions`](crate::Extensions)).
    pub registry: &'static Registry,
    /// Accept ops of dialects nobody registered, as mlir-opt's
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// The file name diagnostics give for the text.
    pub file_name: &'a str,
}

impl Default for ParseConfig<'_> {
    fn default() -> Self {
        ParseConfig {
            registry: dialects::registry(),
            allow_unregistered: false,
            file_name: "<input>",
        }
    }
}

/// Errors as values: the diagnostics of a failed parse, verification or
/// pass, and their text exactly as mlir-opt prints it to stderr.
#[derive(Debug, Clone)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    rendered: String,
}

impl Diagnostics {
    pub(crate) fn new(ctx: &Context, list: Vec<Diagnostic>) -> Self {
        let rendered = list.iter().map(|d| ir::diag::render(ctx, d)).collect();
        Diagnostics { list, rendered }
    }
    /// A diagnostic that has no place in any input (a pipeline that does
    /// not parse), and its report.
    pub(crate) fn without_location(message: String, rendered: String) -> Self {
        let list = vec![Diagnostic::error(ir::Loc::UNKNOWN, message)];
        Diagnostics { list, rendered }
    }
    /// The diagnostics in the order they were emitted; each carries its
    /// notes and the diagnostics that followed it.
    pub fn list(&self) -> &[Diagnostic] {
        &self.list
    }
    /// The first error's message, without location or notes.
    pub fn message(&self) -> &str {
        self.list.first().map_or("", |d| d.message.as_str())
    }
    /// The full report, `file:line:col: error: ...` with source lines and
    /// notes, as mlir-opt writes it.
    pub fn rendered(&self) -> &str {
        &self.rendered
    }
}

impl std::fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for Diagnostics {}

/// A top-level op (normally a `builtin.module`) and the context that owns
/// its IR.
pub struct Module {
    ctx: Context,
    top: Op,
}

impl Drop for Module {
    fn drop(&mut self) {
        // The IR is flat arenas, but an affine expression read from a flat
        // sum is a tree as deep as the sum is long, and dropping a tree
        // recurses: done on the large stack like the rest of the work.
        let empty = Context::new(self.ctx.registry);
        let ctx = std::mem::replace(&mut self.ctx, empty);
        on_big_stack(move || drop(ctx));
    }
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module")
            .field("top", &self.ctx.op_name(self.top))
            .finish_non_exhaustive()
    }
}

impl Module {
    /// Parses and verifies `text` with every dialect bufopt models.
    ///
    /// ```
    /// let m = bufopt::Module::parse("func.func @f() { return }").unwrap();
    /// assert_eq!(m.context().op_name(m.top()), "builtin.module");
    /// ```
    pub fn parse(text: &str) -> Result<Module, Diagnostics> {
        Self::parse_with(text, ParseConfig::default())
    }

    /// Parses and verifies `text` as `config` says.
    ///
    /// ```
    /// use bufopt::{Module, ParseConfig};
    /// let text = r#"func.func @f() { "my.op"() : () -> () return }"#;
    /// let config = ParseConfig { allow_unregistered: true, file_name: "f.mlir", ..Default::default() };
    /// assert!(Module::parse_with(text, config).is_ok());
    /// let refused = Module::parse_with(text, ParseConfig { file_name: "f.mlir", ..Default::default() });
    /// assert!(refused.unwrap_err().rendered().starts_with("f.mlir:1:25: error: operation being parsed with an unregistered dialect"));
    /// ```
    pub fn parse_with(text: &str, config: ParseConfig<'_>) -> Result<Module, Diagnostics> {
        on_big_stack(|| {
            let mut ctx = Context::new(config.registry);
            let opts = ParseOptions {
                allow_unregistered: config.allow_unregistered,
            };
            let parsed = Parser::new(&mut ctx, config.file_name, text, 0, &opts)
                .parse_top_level()
                .and_then(|top| ir::verifier::verify(&ctx, top).map(|()| top));
            if ctx.files.is_empty() {
                ctx.files
                    .push((config.file_name.to_string(), ir::SourceText::from(text)));
            }
            match parsed {
                Ok(top) => Ok(Module { ctx, top }),
                Err(d) => Err(Diagnostics::new(&ctx, vec![*d])),
            }
        })
    }

    /// The context: every query about the IR (op names, operands, types,
    /// attributes, nesting) goes through it.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The context, to edit the IR.
    pub fn context_mut(&mut self) -> &mut Context {
        &mut self.ctx
    }

    /// The remarks and warnings passes emitted without failing (e.g.
    /// `one-shot-bufferize{explain-copies}`), in order, with their report
    /// as mlir-opt prints it. Taking them clears the list.
    pub fn take_remarks(&mut self) -> Diagnostics {
        let list = std::mem::take(&mut self.ctx.emitted);
        Diagnostics::new(&self.ctx, list)
    }

    /// The top-level op.
    pub fn top(&self) -> Op {
        self.top
    }

    /// Calls `visit` on every op, the top-level one included, parents
    /// before the ops nested in them, in program order.
    ///
    /// ```
    /// let m = bufopt::Module::parse(
    ///     "func.func @f(%a: i32) -> i32 { %b = arith.addi %a, %a : i32 return %b : i32 }",
    /// )
    /// .unwrap();
    /// let mut names = Vec::new();
    /// m.walk(|op| names.push(m.context().op_name(op).to_string()));
    /// assert_eq!(names, ["builtin.module", "func.func", "arith.addi", "func.return"]);
    /// ```
    pub fn walk(&self, visit: impl FnMut(Op)) {
        self.ctx.walk_pre(self.top, visit);
    }

    /// Verifies the IR (after editing it by hand).
    pub fn verify(&self) -> Result<(), Diagnostics> {
        let (ctx, top) = (&self.ctx, self.top);
        on_big_stack(|| ir::verifier::verify(ctx, top)).map_err(|d| Diagnostics::new(ctx, vec![*d]))
    }

    /// The IR as mlir-opt 22 prints it with default flags (to the byte:
    /// it too ends the output with an empty line).
    ///
    /// ```
    /// let m = bufopt::Module::parse("func.func @f() {\n return\n}").unwrap();
    /// assert_eq!(m.print(), "module {\n  func.func @f() {\n    return\n  }\n}\n\n");
    /// ```
    pub fn print(&self) -> String {
        self.print_with(PrintOptions::default())
    }

    /// The IR printed with `options` (generic form, debug locations, ...).
    ///
    /// ```
    /// let m = bufopt::Module::parse("func.func @f() { return }").unwrap();
    /// let options = bufopt::ir::printer::PrintOptions { generic: true, ..Default::default() };
    /// assert!(m.print_with(options).contains("\"func.return\"() : () -> ()"));
    /// ```
    pub fn print_with(&self, options: PrintOptions) -> String {
        let (ctx, top) = (&self.ctx, self.top);
        on_big_stack(|| ir::printer::print_top_level(ctx, top, options))
    }
}
