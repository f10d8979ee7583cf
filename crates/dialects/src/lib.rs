//! Op definitions of the dialects bufopt understands: custom syntax,
//! verifiers, traits and result names, one module per dialect.
#![warn(missing_docs)]

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod complex;
pub mod func;
pub mod gpu;
pub mod index;
pub mod libm;
pub mod linalg;
pub mod linalg_named;
pub mod linalg_pack;
pub mod math;
pub mod memref;
pub mod offsets;
pub mod scf;
pub mod shape;
pub mod spirv;
pub mod tensor;
pub mod test;
pub mod transform;
pub mod ub;
pub mod vector;

use ir::Registry;
use std::sync::OnceLock;

/// The registry with every dialect registered; built once.
pub fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut r = Registry::new();
        register_all(&mut r);
        r
    })
}

/// Registers every dialect bufopt models in `r` (to extend the full
/// registry with op kinds of one's own).
pub fn register_all(r: &mut Registry) {
    builtin::register(r);
    affine::register(r);
    func::register(r);
    arith::register(r);
    math::register(r);
    cf::register(r);
    scf::register(r);
    tensor::register(r);
    memref::register(r);
    bufferization::register(r);
    linalg::register(r);
    vector::register(r);
    test::register(r);
    index::register(r);
    ub::register(r);
    complex::register(r);
    gpu::register(r);
    shape::register(r);
    spirv::register(r);
    transform::register(r);
}

/// A fresh context over the full registry.
pub fn new_context() -> ir::Context {
    ir::Context::new(registry())
}
