//! The functions of mlir-runner's runtime library a program may declare and call, by name
//! (`exec/runtime.rs` runs them).

use super::SK;
use crate::value::FTy;

/// A function of the runtime library.
#[derive(Clone, Debug)]
pub enum Rt {
    PrintMemref(SK),
    PrintScalar(PrintKind),
    Newline,
    Comma,
    Open,
    Close,
    /// `printFlops`: a rate in operations per second, printed in GFLOPS to stderr.
    Flops,
    /// `rtclock`: the wall-clock time in seconds.
    Clock,
}

/// How `printF32`/`printI64`/`printU64` and their twins print a scalar.
#[derive(Clone, Copy, Debug)]
pub enum PrintKind {
    F,
    I,
    U,
}

/// The runtime function a declaration named `name` stands for.
pub(super) fn runtime_fn(name: &str) -> Option<Rt> {
    Some(match name {
        "printMemrefF32" => Rt::PrintMemref(SK::Float(FTy::F32)),
        "printMemrefF64" => Rt::PrintMemref(SK::Float(FTy::F64)),
        // mlir-runner's library has these four only as `_mlir_ciface_` functions, which a
        // declaration reaches with `llvm.emit_c_interface`.
        "printMemrefI8" => Rt::PrintMemref(SK::Int(8)),
        "printMemrefF16" => Rt::PrintMemref(SK::Float(FTy::F16)),
        "printMemrefBF16" => Rt::PrintMemref(SK::Float(FTy::BF16)),
        "printMemrefI16" => Rt::PrintMemref(SK::Int(16)),
        "printMemrefI32" => Rt::PrintMemref(SK::Int(32)),
        "printMemrefI64" => Rt::PrintMemref(SK::Int(64)),
        "printMemrefC32" => Rt::PrintMemref(SK::Complex(FTy::F32)),
        "printMemrefC64" => Rt::PrintMemref(SK::Complex(FTy::F64)),
        "printMemrefInd" => Rt::PrintMemref(SK::Int(64)),
        "printF32" | "printF64" => Rt::PrintScalar(PrintKind::F),
        "printI32" | "printI64" => Rt::PrintScalar(PrintKind::I),
        "printU64" => Rt::PrintScalar(PrintKind::U),
        "printNewline" => Rt::Newline,
        "printComma" => Rt::Comma,
        "printOpen" => Rt::Open,
        "printClose" => Rt::Close,
        "printFlops" => Rt::Flops,
        "rtclock" => Rt::Clock,
        _ => return None,
    })
}
