//! The IR core of bufopt: a context of interned types and attributes with
//! arenas of operations, blocks, regions and values; the MLIR text parser and
//! printer; op definitions; verification; dominance.
//!
//! The modules form layers, each naming only the ones below it:
//! - data without a context: `ids`, `intern`, `float_format`, `types`,
//!   `affine`, `attrs`, `lexer`, `escape` (how strings and names are
//!   spelled), `threads`, `timing`;
//! - `location` (`Loc` and the written-location table) and `diag` (the
//!   `Diagnostic` type);
//! - the op-definition core, which refers to itself: the `context` holds the
//!   `registry`'s `OpDef`s, whose hooks take the `Context`, the `parser`'s
//!   `OpParser` and the `printer`'s `OpPrinter`, and whose `interfaces` take
//!   the `Context`. MLIR breaks this loop with abstract `OpAsmParser` /
//!   `OpAsmPrinter` classes; here the hooks are plain function pointers over
//!   the concrete types. The five modules hold the types, their basic
//!   methods and the parser's and printer's entry points;
//! - on top: the grammar (`parser`'s and `printer`'s submodules,
//!   `parse_attr`), `diag::report` (rendering against a context), `builder`,
//!   `view`, `dominance`, `symbols`, `verifier`, `pass`.
#![warn(missing_docs)]

pub mod affine;
pub mod attrs;
pub mod builder;
pub mod context;
pub mod diag;
pub mod dominance;
pub mod escape;
pub mod float_format;
pub mod ids;
pub mod interfaces;
pub mod intern;
pub mod lexer;
pub mod location;
pub mod parse_attr;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod registry;
pub mod source;
pub mod symbols;
pub mod threads;
pub mod timing;
pub mod types;
pub mod verifier;
pub mod view;
pub mod wide_int;

pub use attrs::{AttrKind, DenseData};
pub use builder::{Builder, InsertPoint};
pub use context::{Context, ForwardedUses, Loc, OpState, UseListEntry, ValueDef};
pub use diag::{DResult, Diagnostic};
pub use ids::{Attr, Block, Op, Region, Sym, Type, Use, Value};
pub use registry::{traits, OpDef, Registry};
pub use source::SourceText;
pub use types::{Signedness, TypeKind, DYNAMIC};
pub use view::OpView;
