//! Op definitions: the traits and hooks (custom syntax, verifier, result
//! names) that a dialect registers for each op kind it knows.

use crate::context::{Context, OpState};
use crate::diag::DResult;
use crate::ids::{Op, Region, Value};
use crate::parser::OpParser;
use crate::printer::OpPrinter;
use rustc_hash::FxHashMap;

/// Structural traits of an op kind, as bit flags.
pub mod traits {
    /// Ends its block (MLIR's `IsTerminator`).
    pub const TERMINATOR: u64 = 1 << 0;
    /// Its regions' blocks need no terminator (`NoTerminator`).
    pub const NO_TERMINATOR: u64 = 1 << 1;
    /// Its regions may not use values defined outside the op (`IsolatedFromAbove`).
    pub const ISOLATED_FROM_ABOVE: u64 = 1 << 2;
    /// Each region has at most one block (`SingleBlock`).
    pub const SINGLE_BLOCK: u64 = 1 << 3;
    /// Its region is a symbol table: the `sym_name`s of the ops in it are unique (`SymbolTable`).
    pub const SYMBOL_TABLE: u64 = 1 << 4;
    /// Defines a symbol through its `sym_name` attribute (`Symbol`).
    pub const SYMBOL: u64 = 1 << 5;
    /// No memory effects and speculatable: CSE may merge and DCE may drop it.
    pub const PURE: u64 = 1 << 6;
    /// A terminator that forwards all its operands to the parent op's results (`ReturnLike`).
    pub const RETURN_LIKE: u64 = 1 << 7;
    /// Operand order does not matter (`Commutative`): canonicalization moves constants to the right.
    pub const COMMUTATIVE: u64 = 1 << 8;
    /// Materializes a constant attribute (`ConstantLike`): folds and CSE treat it as a constant.
    pub const CONSTANT_LIKE: u64 = 1 << 9;
    /// Regions are graph regions: no dominance requirement inside them.
    pub const GRAPH_REGION: u64 = 1 << 10;
    /// Allocations made with `memref.alloca` in its regions are freed on exit (`AutomaticAllocationScope`).
    pub const AUTOMATIC_ALLOCATION_SCOPE: u64 = 1 << 11;
    /// Memory effects are those of the nested ops.
    pub const RECURSIVE_MEMORY_EFFECTS: u64 = 1 << 12;
    /// Only reads memory (cse may merge two when no write is between them).
    pub const READ_ONLY: u64 = 1 << 13;
    /// Starts a new scope for affine symbols (`AffineScope`).
    pub const AFFINE_SCOPE: u64 = 1 << 14;
    /// Regions may be empty.
    pub const OPTIONAL_REGIONS: u64 = 1 << 15;
}

/// Parses an op's custom syntax (after the result list and `=`) into the `OpState`.
pub type ParseFn = fn(&mut OpParser<'_, '_>, &mut OpState) -> DResult<()>;
/// Prints an op's custom syntax (after `op.name`).
pub type PrintFn = fn(&mut OpPrinter<'_>, Op);
/// Checks an op's invariants; `Err` holds the message, with the markers below.
pub type VerifyFn = fn(&Context, Op) -> Result<(), String>;
/// Gives names (`%c0`, `%alloc`, ...) to some results: call `set(result_index, name)`.
pub type ResultNamesFn = fn(&Context, Op, &mut dyn FnMut(usize, String));
/// Gives names to entry block arguments of a region.
pub type BlockArgNamesFn = fn(&Context, Op, Region, &mut dyn FnMut(Value, String));

/// Verifies a discardable attribute `dialect.name` of any op (MLIR's
/// `Dialect::verifyOperationAttribute`); errors as a [`VerifyFn`]'s.
pub type OpAttrVerifyFn = fn(&Context, Op, &str, crate::ids::Attr) -> Result<(), String>;
/// Verifies an argument attribute `dialect.name` of argument `arg` of region
/// `region` of a function-like op (MLIR's `Dialect::verifyRegionArgAttribute`).
pub type ArgAttrVerifyFn =
    fn(&Context, Op, usize, usize, &str, crate::ids::Attr) -> Result<(), String>;

/// Marks a verifier message that MLIR emits without the `'op.name' op `
/// prefix (`op->emitError()` rather than `emitOpError()`): a [`VerifyFn`]
/// returns `format!("{PLAIN_MESSAGE}{msg}")`.
pub const PLAIN_MESSAGE: char = '\u{1}';

/// Ends a verifier message about an inferred result type: MLIR's
/// `InferTypeOpInterface` emits it without the current-operation note and
/// follows it with "failed to infer returned types", which carries the note.
pub const INFER_FAILED: char = '\u{2}';

/// Separates a verifier message from a note MLIR attaches after the
/// current-operation note, at another op's location; build such a message
/// with [`note_at`].
pub const NOTE_AT: char = '\u{3}';

/// Marks a verifier message that MLIR emits at the op's location only
/// (`emitError(op->getLoc())`): no `'op.name' op ` prefix and no
/// current-operation note.
pub const AT_LOCATION_MESSAGE: char = '\u{4}';

/// Separates two verifier messages that MLIR emits one after the other for
/// one failed check (a type predicate's own error, then the constraint's);
/// each carries its current-operation note.
pub const THEN_ERROR: char = '\u{5}';

/// Marks a verifier message that MLIR emits on another op (`other->emitOpError()`, as
/// a parent checking its nested ops does); build such a message with [`error_at_op`].
pub const AT_OP: char = '\u{6}';

/// A [`VerifyFn`] message reported on `at` (prefixed with its name, its current-operation
/// note) rather than on the op being verified.
pub fn error_at_op(at: Op, msg: &str) -> String {
    format!("{AT_OP}{}{AT_OP}{msg}", at.0)
}

/// A [`VerifyFn`] message `msg` followed by the note `note` at `at`'s location.
pub fn note_at(msg: &str, at: Op, note: &str) -> String {
    format!("{msg}{NOTE_AT}{}{NOTE_AT}{note}", at.0)
}

/// The default-valued properties of an op (by name) that MLIR sets on every
/// op it creates, also one written in generic form without them.
pub type DefaultPropsFn = fn(&mut Context, &str) -> Vec<(&'static str, crate::ids::Attr)>;

/// Dialect-level hooks.
#[derive(Clone, Copy, Default)]
pub struct DialectHooks {
    /// Ops of the dialect that it does not define are accepted (as MLIR's
    /// `allowUnknownOperations`): they are unregistered ops.
    pub allow_unknown_ops: bool,
    /// The dialect's types that bufopt reads and prints in mlir-opt's
    /// canonical form (other `!dialect.x<...>` types are kept verbatim).
    pub types: &'static [DialectType],
    /// Verifies discardable attributes of the dialect on any op.
    pub op_attr: Option<OpAttrVerifyFn>,
    /// Verifies argument attributes of the dialect on function-like ops.
    pub arg_attr: Option<ArgAttrVerifyFn>,
    /// The default properties of the dialect's ops.
    pub default_props: Option<DefaultPropsFn>,
}

/// How a dialect type takes part in bufferization (MLIR's `TensorLikeType`
/// and `BufferLikeType` interfaces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeLike {
    /// Tensor-like: bufferization turns values of it into buffers.
    Tensor,
    /// Buffer-like: the result type of bufferizing a tensor-like type.
    Buffer,
    /// Not involved in bufferization.
    Neither,
}

/// Parses what follows `!dialect.mnemonic` and returns it in canonical
/// form (the text printed after the mnemonic).
pub type TypeBodyParseFn = fn(&mut OpParser) -> DResult<String>;

/// A type a dialect defines, by mnemonic.
#[derive(Clone, Copy)]
pub struct DialectType {
    /// The name after `!dialect.`.
    pub mnemonic: &'static str,
    /// Parses the type's body.
    pub parse: TypeBodyParseFn,
    /// Its role in bufferization.
    pub like: TypeLike,
    /// For a tensor-like type: the mnemonic of the buffer-like type of the
    /// same dialect its values bufferize to, which takes the tensor type's
    /// parameters first (MLIR's `TensorLikeType::getBufferType`).
    pub buffer: Option<&'static str>,
}

/// How many operands or results an op kind has: MLIR's ODS count traits
/// (`ZeroOperands`, `NOperands<N>`, `AtLeastNOperands<N>`, `OneResult`,
/// ...), which the verifier checks before anything reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Not declared: the op's own verifier checks what it needs.
    Unchecked,
    /// Exactly this many.
    Exactly(u32),
    /// This many or more (variadic groups).
    AtLeast(u32),
}

/// The definition of one op kind: name, structural traits, syntax,
/// verification, result names and interfaces. Dialects declare one `static`
/// per op and register it in a [`Registry`]; `ctx.isa(op, &DEF)` compares by address.
#[derive(Clone, Copy)]
pub struct OpDef {
    /// The full op name, `dialect.mnemonic`.
    pub name: &'static str,
    /// Bit set of [`traits`] constants.
    pub traits: u64,
    /// Names of the inherent attributes (printed in `<{...}>` in generic form).
    pub inherent: &'static [&'static str],
    /// The custom syntax parser; `None` means only the generic form is accepted.
    pub parse: Option<ParseFn>,
    /// The custom syntax printer; `None` prints the generic form.
    pub print: Option<PrintFn>,
    /// The op's verifier (for region holders, the part run after the nested ops).
    pub verify: Option<VerifyFn>,
    /// For an op holding regions: the checks MLIR runs before the ops nested
    /// in it (ODS constraints and the op's `verify()`; `verify` holds its
    /// `verifyRegions()`, run after them).
    pub verify_before_regions: Option<VerifyFn>,
    /// Names for the op's results in printed IR.
    pub result_names: Option<ResultNamesFn>,
    /// Names for the entry block arguments of its regions in printed IR.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Dialect whose prefix may be dropped for ops nested in this op's regions.
    pub default_dialect: Option<&'static str>,
    /// Exact number of regions, if fixed.
    pub num_regions: Option<usize>,
    /// How many operands the op has.
    pub operands: Count,
    /// How many results the op has.
    pub results: Count,
    /// How many successors the op has (checked after the results, as MLIR's traits are).
    pub successors: Count,
    /// The number of operand groups of `operandSegmentSizes` (MLIR's
    /// `AttrSizedOperandSegments`); 0 for ops without it.
    pub operand_segments: u8,
    /// The op interfaces the kind implements.
    pub iface: &'static crate::interfaces::Interfaces,
}

impl OpDef {
    /// A definition with no traits, syntax, verifier or interfaces and no regions: the base that `..OpDef::new(name)` fills in.
    pub const fn new(name: &'static str) -> Self {
        OpDef {
            name,
            traits: 0,
            inherent: &[],
            parse: None,
            print: None,
            verify: None,
            verify_before_regions: None,
            result_names: None,
            block_arg_names: None,
            default_dialect: None,
            num_regions: Some(0),
            operands: Count::Unchecked,
            results: Count::Unchecked,
            successors: Count::Unchecked,
            operand_segments: 0,
            iface: &crate::interfaces::Interfaces::NONE,
        }
    }
    /// Whether the op kind has trait `t` (one of [`traits`]).
    #[inline]
    pub fn has(&self, t: u64) -> bool {
        self.traits & t != 0
    }
    /// The dialect namespace of the op name (the part before the first `.`).
    pub fn dialect(&self) -> &'static str {
        self.name.split('.').next().unwrap_or("")
    }
}

/// The op kinds and dialects a [`Context`] knows, and what other crates
/// attach to them (MLIR's `DialectRegistry` with its external models).
#[derive(Default)]
pub struct Registry {
    defs: FxHashMap<&'static str, &'static OpDef>,
    dialects: Vec<&'static str>,
    hooks: FxHashMap<&'static str, DialectHooks>,
    /// One value per type: a crate above `ir` (bufferization's op models)
    /// keeps its per-registry tables here, so that a registry extended with
    /// a user's op kinds carries that user's models too.
    extensions: Vec<(std::any::TypeId, Box<dyn std::any::Any + Send + Sync>)>,
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }
    /// Declares dialect `name` known, even before any of its ops is registered.
    pub fn register_dialect(&mut self, name: &'static str) {
        if !self.dialects.contains(&name) {
            self.dialects.push(name);
        }
    }
    /// Registers op kind `def` (and its dialect); a later definition of the same name replaces it.
    pub fn register(&mut self, def: &'static OpDef) {
        self.register_dialect(def.dialect());
        self.defs.insert(def.name, def);
    }
    /// The definition registered for op name `name`.
    pub fn lookup(&self, name: &str) -> Option<&'static OpDef> {
        self.defs.get(name).copied()
    }
    /// Whether dialect `d` is known.
    pub fn is_dialect_registered(&self, d: &str) -> bool {
        self.dialects.contains(&d)
    }
    /// The dialects bufopt models (registered ones), sorted.
    pub fn dialect_names(&self) -> Vec<&'static str> {
        let mut v = self.dialects.clone();
        v.sort_unstable();
        v
    }
    /// The registered op names, sorted.
    pub fn op_names(&self) -> Vec<&'static str> {
        let mut v: Vec<_> = self.defs.keys().copied().collect();
        v.sort();
        v
    }
    /// Sets the dialect-level verification hooks of `dialect`.
    pub fn set_dialect_hooks(&mut self, dialect: &'static str, hooks: DialectHooks) {
        self.register_dialect(dialect);
        self.hooks.insert(dialect, hooks);
    }
    /// The dialect-level hooks of `dialect`, if it set any.
    pub fn dialect_hooks(&self, dialect: &str) -> Option<&DialectHooks> {
        self.hooks.get(dialect)
    }
    /// Attaches `extension`, replacing an earlier one of the same type.
    pub fn attach<T: std::any::Any + Send + Sync>(&mut self, extension: T) {
        let id = std::any::TypeId::of::<T>();
        self.extensions.retain(|(t, _)| *t != id);
        self.extensions.push((id, Box::new(extension)));
    }
    /// The attached value of type `T`, if any.
    pub fn extension<T: std::any::Any>(&self) -> Option<&T> {
        let id = std::any::TypeId::of::<T>();
        self.extensions
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, e)| e.downcast_ref())
    }
}

/// Dialects that mlir-opt 22 registers but bufopt does not model: their
/// attributes and types are kept verbatim and treated as registered.
pub const FOREIGN_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "dlti",
    "emitc",
    "gpu",
    "irdl",
    "llvm",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tosa",
    "transform",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Dialects of mlir-opt 22's test build that only it can load (their ops are
/// defined at run time): named among the available dialects as mlir-opt
/// names them, but not readable here.
const MLIR_OPT_DYNAMIC_DIALECTS: &[&str] = &["test_dyn", "test_irdl_to_cpp"];

/// mlir-opt's note after an op of an unknown dialect: every dialect it
/// registers, which bufopt models or keeps verbatim (the two dynamic test
/// dialects aside).
pub fn available_dialects_note(reg: &Registry) -> String {
    let mut names: Vec<&str> = reg.dialect_names();
    names.extend(FOREIGN_DIALECTS);
    names.extend(MLIR_OPT_DYNAMIC_DIALECTS);
    names.sort_unstable();
    names.dedup();
    format!(
        "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
        names.join(", ")
    )
}

/// A dialect mlir-opt 22 knows that bufopt does not model at all: its ops
/// are read in generic form only, as unregistered ops.
pub fn is_foreign_dialect(reg: &Registry, d: &str) -> bool {
    FOREIGN_DIALECTS.contains(&d) && !reg.is_dialect_registered(d)
}

/// Why a custom-form op of a foreign dialect cannot be read, naming the
/// dialects that are modelled.
pub fn unmodelled_dialect_note(reg: &Registry, d: &str) -> String {
    format!(
        "bufopt does not model the '{d}' dialect (it models: {}); write its ops in generic form to pass them through as unregistered ops",
        reg.dialect_names().join(", ")
    )
}

/// Why a custom-form op of a dialect bufopt models in part cannot be read.
pub fn unmodelled_op_note(d: &str) -> String {
    format!(
        "bufopt models some ops of the '{d}' dialect only; if mlir-opt knows this one, write it in generic form to pass it through as an unregistered op"
    )
}

/// A dialect mlir-opt 22 knows, of which bufopt models some ops only.
pub fn is_partly_modelled_dialect(reg: &Registry, d: &str) -> bool {
    FOREIGN_DIALECTS.contains(&d) && reg.is_dialect_registered(d)
}

/// A dialect registered in bufopt or known from mlir-opt's set.
pub fn is_known_dialect(reg: &Registry, d: &str) -> bool {
    reg.is_dialect_registered(d) || FOREIGN_DIALECTS.contains(&d)
}
