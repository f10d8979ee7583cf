//! Op models of the bufferization interface, one file per dialect, found by
//! op name.

pub mod arith;
pub mod bufferization;
pub mod func;
pub mod linalg;
pub mod scf;
pub mod scf_ext;
pub mod tensor;
pub mod tensor_ext;

use crate::interface::{AliasingValue, BufferizableOp, Relation};
use ir::{Context, Use, Value};

/// The model of an op kind, if bufopt knows how to bufferize it.
pub fn lookup(name: &str) -> Option<&'static dyn BufferizableOp> {
    let (dialect, _) = name.split_once('.')?;
    match dialect {
        "tensor" => tensor::lookup(name),
        "arith" => arith::lookup(name),
        "linalg" => linalg::lookup(name),
        "scf" => scf::lookup(name),
        "func" => func::lookup(name),
        "bufferization" => bufferization::lookup(name),
        _ => None,
    }
}

/// Operand number of a use.
pub fn idx(ctx: &Context, u: Use) -> usize {
    ctx.use_data(u).index as usize
}

/// A single definite alias.
pub fn alias(value: Value, relation: Relation) -> Vec<AliasingValue> {
    vec![AliasingValue {
        value,
        relation,
        definite: true,
    }]
}

/// A single "maybe" alias.
pub fn maybe_alias(value: Value, relation: Relation) -> Vec<AliasingValue> {
    vec![AliasingValue {
        value,
        relation,
        definite: false,
    }]
}
