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
    pub const TERMINATOR: u64 = 1 << 0;
    pub const NO_TERMINATOR: u64 = 1 << 1;
    pub const ISOLATED_FROM_ABOVE: u64 = 1 << 2;
    pub const SINGLE_BLOCK: u64 = 1 << 3;
    pub const SYMBOL_TABLE: u64 = 1 << 4;
    pub const SYMBOL: u64 = 1 << 5;
    /// No memory effects and speculatable: CSE may merge and DCE may drop it.
    pub const PURE: u64 = 1 << 6;
    pub const RETURN_LIKE: u64 = 1 << 7;
    pub const COMMUTATIVE: u64 = 1 << 8;
    pub const CONSTANT_LIKE: u64 = 1 << 9;
    /// Regions are graph regions: no dominance requirement inside them.
    pub const GRAPH_REGION: u64 = 1 << 10;
    pub const AUTOMATIC_ALLOCATION_SCOPE: u64 = 1 << 11;
    /// Memory effects are those of the nested ops.
    pub const RECURSIVE_MEMORY_EFFECTS: u64 = 1 << 12;
    /// Only reads memory (cse may merge two when no write is between them).
    pub const READ_ONLY: u64 = 1 << 13;
    pub const AFFINE_SCOPE: u64 = 1 << 14;
    /// Regions may be empty.
    pub const OPTIONAL_REGIONS: u64 = 1 << 15;
}

pub type ParseFn = fn(&mut OpParser<'_, '_>, &mut OpState) -> DResult<()>;
pub type PrintFn = fn(&mut OpPrinter<'_>, Op);
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
    pub op_attr: Option<OpAttrVerifyFn>,
    pub arg_attr: Option<ArgAttrVerifyFn>,
    pub default_props: Option<DefaultPropsFn>,
}

/// How a dialect type takes part in bufferization (MLIR's `TensorLikeType`
/// and `BufferLikeType` interfaces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeLike {
    Tensor,
    Buffer,
    Neither,
}

/// Parses what follows `!dialect.mnemonic` and returns it in canonical
/// form (the text printed after the mnemonic).
pub type TypeBodyParseFn = fn(&mut OpParser) -> DResult<String>;

/// A type a dialect defines, by mnemonic.
#[derive(Clone, Copy)]
pub struct DialectType {
    pub mnemonic: &'static str,
    pub parse: TypeBodyParseFn,
    pub like: TypeLike,
    /// For a tensor-like type: the mnemonic of the buffer-like type of the
    /// same dialect its values bufferize to, which takes the tensor type's
    /// parameters first (MLIR's `TensorLikeType::getBufferType`).
    pub buffer: Option<&'static str>,
}

#[derive(Clone, Copy)]
pub struct OpDef {
    pub name: &'static str,
    pub traits: u64,
    /// Names of the inherent attributes (printed in `<{...}>` in generic form).
    pub inherent: &'static [&'static str],
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub verify: Option<VerifyFn>,
    /// For an op holding regions: the checks MLIR runs before the ops nested
    /// in it (ODS constraints and the op's `verify()`; `verify` holds its
    /// `verifyRegions()`, run after them).
    pub verify_before_regions: Option<VerifyFn>,
    pub result_names: Option<ResultNamesFn>,
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Dialect whose prefix may be dropped for ops nested in this op's regions.
    pub default_dialect: Option<&'static str>,
    /// Exact number of regions, if fixed.
    pub num_regions: Option<usize>,
    /// The op interfaces the kind implements.
    pub iface: &'static crate::interfaces::Interfaces,
}

impl OpDef {
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
            iface: &crate::interfaces::Interfaces::NONE,
        }
    }
    #[inline]
    pub fn has(&self, t: u64) -> bool {
        self.traits & t != 0
    }
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
    pub fn new() -> Self {
        Self::default()
    }
    pub fn register_dialect(&mut self, name: &'static str) {
        if !self.dialects.contains(&name) {
            self.dialects.push(name);
        }
    }
    pub fn register(&mut self, def: &'static OpDef) {
        self.register_dialect(def.dialect());
        self.defs.insert(def.name, def);
    }
    pub fn lookup(&self, name: &str) -> Option<&'static OpDef> {
        self.defs.get(name).copied()
    }
    pub fn is_dialect_registered(&self, d: &str) -> bool {
        self.dialects.contains(&d)
    }
    /// The dialects bufopt models (registered ones), sorted.
    pub fn dialect_names(&self) -> Vec<&'static str> {
        let mut v = self.dialects.clone();
        v.sort_unstable();
        v
    }
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
