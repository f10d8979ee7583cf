//! The C library's math functions, which mlir-opt's lowering of the math dialect calls
//! (`-convert-math-to-llvm` through LLVM's intrinsics, `-convert-math-to-libm` by name): the
//! folder and the interpreter call the same ones, so their results are the native program's
//! bit for bit, NaN signs included.

mod ffi {
    // SAFETY (for every call through the wrappers below): these C library functions take and
    // return plain floating-point values and have no preconditions.
    extern "C" {
        pub fn acosf(x: f32) -> f32;
        pub fn acos(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn cbrtf(x: f32) -> f32;
        pub fn cbrt(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
    }
}

/// A one-argument function in single and double precision.
#[derive(Clone, Copy)]
pub struct Unary {
    /// The `f32` function (`sinf`).
    pub f32: fn(f32) -> f32,
    /// The `f64` function (`sin`).
    pub f64: fn(f64) -> f64,
}

/// A two-argument function in single and double precision.
#[derive(Clone, Copy)]
pub struct Binary {
    /// The `f32` function (`atan2f`).
    pub f32: fn(f32, f32) -> f32,
    /// The `f64` function (`atan2`).
    pub f64: fn(f64, f64) -> f64,
}

macro_rules! unary {
    ($($name:ident => $f:ident, $d:ident;)*) => {
        $(
            #[doc = concat!("`", stringify!($f), "` and `", stringify!($d), "`.")]
            pub const $name: Unary = Unary {
                // SAFETY: see the `ffi` module.
                f32: |x| unsafe { ffi::$f(x) },
                // SAFETY: see the `ffi` module.
                f64: |x| unsafe { ffi::$d(x) },
            };
        )*
    };
}

unary! {
    ACOS => acosf, acos;
    ACOSH => acoshf, acosh;
    ASIN => asinf, asin;
    ASINH => asinhf, asinh;
    ATAN => atanf, atan;
    ATANH => atanhf, atanh;
    CBRT => cbrtf, cbrt;
    COS => cosf, cos;
    COSH => coshf, cosh;
    ERF => erff, erf;
    ERFC => erfcf, erfc;
    EXP => expf, exp;
    EXP2 => exp2f, exp2;
    EXPM1 => expm1f, expm1;
    LOG => logf, log;
    LOG10 => log10f, log10;
    LOG1P => log1pf, log1p;
    LOG2 => log2f, log2;
    ROUND => roundf, round;
    SIN => sinf, sin;
    SINH => sinhf, sinh;
    SQRT => sqrtf, sqrt;
    TAN => tanf, tan;
    TANH => tanhf, tanh;
    TRUNC => truncf, trunc;
}

/// `atan2f` and `atan2` (the first argument is y).
pub const ATAN2: Binary = Binary {
    // SAFETY: see the `ffi` module.
    f32: |y, x| unsafe { ffi::atan2f(y, x) },
    // SAFETY: see the `ffi` module.
    f64: |y, x| unsafe { ffi::atan2(y, x) },
};

/// `powf` and `pow`.
pub const POW: Binary = Binary {
    // SAFETY: see the `ffi` module.
    f32: |x, y| unsafe { ffi::powf(x, y) },
    // SAFETY: see the `ffi` module.
    f64: |x, y| unsafe { ffi::pow(x, y) },
};

/// The function a `math` op of this short name (`"sin"`) calls, for the ops mlir-opt folds
/// through the C library (`cbrt` is not among them).
pub fn unary_by_name(short: &str) -> Option<Unary> {
    Some(match short {
        "acos" => ACOS,
        "acosh" => ACOSH,
        "asin" => ASIN,
        "asinh" => ASINH,
        "atan" => ATAN,
        "atanh" => ATANH,
        "cos" => COS,
        "cosh" => COSH,
        "erf" => ERF,
        "erfc" => ERFC,
        "exp" => EXP,
        "exp2" => EXP2,
        "expm1" => EXPM1,
        "log" => LOG,
        "log10" => LOG10,
        "log1p" => LOG1P,
        "log2" => LOG2,
        "round" => ROUND,
        "sin" => SIN,
        "sinh" => SINH,
        "sqrt" => SQRT,
        "tan" => TAN,
        "tanh" => TANH,
        "trunc" => TRUNC,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domain_errors_give_the_c_library_nan() {
        // glibc returns the x86 default NaN, whose sign bit is set.
        assert!((ACOSH.f64)(0.5).is_nan());
        assert_eq!((ERF.f64)(0.0), 0.0);
        assert_eq!((ERFC.f32)(0.0), 1.0);
        assert_eq!((ATAN2.f64)(1.0, 1.0), std::f64::consts::FRAC_PI_4);
    }
}
