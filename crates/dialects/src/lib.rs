//! Op definitions of the dialects bufopt understands: custom syntax,
//! verifiers, traits and result names, one module per dialect.

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
pub mod linalg;
pub mod linalg_named;
pub mod linalg_pack;
pub mod math;
pub mod memref;
pub mod offsets;
pub mod scf;
pub mod tensor;
pub mod test;
pub mod ub;
pub mod vector;

use ir::Registry;
use std::sync::OnceLock;

/// The registry with every dialect registered; built once.
pub fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut r = Registry::new();
        builtin::register(&mut r);
        affine::register(&mut r);
        func::register(&mut r);
        arith::register(&mut r);
        math::register(&mut r);
        cf::register(&mut r);
        scf::register(&mut r);
        tensor::register(&mut r);
        memref::register(&mut r);
        bufferization::register(&mut r);
        linalg::register(&mut r);
        vector::register(&mut r);
        test::register(&mut r);
        index::register(&mut r);
        ub::register(&mut r);
        complex::register(&mut r);
        gpu::register(&mut r);
        r
    })
}

/// A fresh context over the full registry.
pub fn new_context() -> ir::Context {
    ir::Context::new(registry())
}
