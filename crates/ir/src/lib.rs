//! The IR core of bufopt: a context of interned types and attributes with
//! arenas of operations, blocks, regions and values; the MLIR text parser and
//! printer; op definitions; verification; dominance.

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
pub mod symbols;
pub mod threads;
pub mod timing;
pub mod types;
pub mod verifier;
pub mod view;

pub use attrs::{AttrKind, DenseData};
pub use builder::{Builder, InsertPoint};
pub use context::{Context, Loc, OpState, ValueDef};
pub use diag::{DResult, Diagnostic};
pub use ids::{Attr, Block, Op, Region, Sym, Type, Use, Value};
pub use registry::{traits, OpDef, Registry};
pub use types::{Signedness, TypeKind, DYNAMIC};
pub use view::OpView;
