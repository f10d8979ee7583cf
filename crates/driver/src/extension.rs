//! Op kinds of one's own: a registry with every dialect bufopt models plus
//! the user's op definitions and their bufferization models (MLIR's
//! `DialectRegistry` with external models attached).

use bufferize::interface::{BufferizableOp, ModelRegistry};
use ir::{OpDef, Registry};

/// Builds the registry a [`ParseConfig`](crate::ParseConfig) takes, from
/// bufopt's dialects and models and the op kinds added here. The
/// bufferization passes find the added models through the parsed module's
/// context.
///
/// An op `demo.double` that doubles a tensor in place, bufferized to the
/// same op on the tensor's buffer:
///
/// ```
/// use bufopt::bufferize::interface::{AliasList, AliasingValue, BufferizableOp, Relation};
/// use bufopt::bufferize::{rewrite::Rewriter, state::State};
/// use bufopt::ir::interfaces::{Effect, Effects, Interfaces};
/// use bufopt::ir::{diag::DResult, Context, Op, OpDef, Use};
/// use bufopt::{Extensions, Module, ParseConfig, Pipeline};
///
/// // Reads and writes the buffer of its operand.
/// static DOUBLE_EFFECTS: Interfaces = Interfaces {
///     effects: Effects::List(&[Effect::read(0), Effect::write(0)]),
///     ..Interfaces::NONE
/// };
/// static DOUBLE: OpDef = OpDef { iface: &DOUBLE_EFFECTS, ..OpDef::new("demo.double") };
///
/// struct DoubleInPlace;
/// impl BufferizableOp for DoubleInPlace {
///     fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
///         true
///     }
///     fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
///         true
///     }
///     // The result is the operand's buffer, doubled.
///     fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
///         let result = ctx.result(ctx.use_data(u).owner, 0);
///         let alias = AliasingValue { value: result, relation: Relation::Equivalent, definite: true };
///         std::iter::once(alias).collect()
///     }
///     fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
///         let buffer = rw.get_buffer(rw.ctx.operand(op, 0))?;
///         rw.create(&DOUBLE, &[buffer], &[], Vec::new(), Vec::new());
///         rw.replace_op_with_buffers(op, &[buffer]);
///         Ok(())
///     }
/// }
///
/// let registry = Extensions::new().op(&DOUBLE).bufferization_model(&DOUBLE, &DoubleInPlace).build();
/// let text = r#"
///   func.func @twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
///     %r = "demo.double"(%t) : (tensor<4xf32>) -> tensor<4xf32>
///     return %t, %r : tensor<4xf32>, tensor<4xf32>
///   }"#;
/// let mut m = Module::parse_with(text, ParseConfig { registry, ..Default::default() }).unwrap();
/// Pipeline::parse("builtin.module(one-shot-bufferize{bufferize-function-boundaries})")
///     .unwrap()
///     .run(&mut m)
///     .unwrap();
/// let out = m.print();
/// // %t is still returned, so the doubling happens on a copy.
/// assert!(out.contains("memref.copy %arg0, %alloc"));
/// assert!(out.contains(r#""demo.double"(%alloc) : (memref<4xf32>) -> ()"#));
/// ```
pub struct Extensions {
    ops: Registry,
    models: ModelRegistry,
}

impl Extensions {
    /// Every dialect and bufferization model bufopt has, nothing added yet.
    pub fn new() -> Self {
        let mut ops = Registry::new();
        dialects::register_all(&mut ops);
        let mut models = ModelRegistry::default();
        bufferize::models::register_all(&mut models);
        Extensions { ops, models }
    }

    /// Adds an op kind (in its dialect, registered with it if new). Its
    /// `iface` tells the passes what it does: memory effects, region
    /// control flow, views, ...
    pub fn op(mut self, def: &'static OpDef) -> Self {
        self.ops.register(def);
        self
    }

    /// Says how One-Shot Bufferize analyzes and rewrites ops of kind `def`.
    pub fn bufferization_model(
        mut self,
        def: &'static OpDef,
        model: &'static dyn BufferizableOp,
    ) -> Self {
        self.models.add(def, model);
        self
    }

    /// The finished registry. It lives as long as the program (contexts
    /// refer to it), so build it once and share it.
    pub fn build(self) -> &'static Registry {
        let Extensions { mut ops, models } = self;
        ops.attach(models);
        Box::leak(Box::new(ops))
    }
}

impl Default for Extensions {
    fn default() -> Self {
        Self::new()
    }
}
