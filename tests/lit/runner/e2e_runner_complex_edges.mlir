// Complex division and exponential where the plain formulas give NaN: the lowering recovers
// infinities and zeros after Smith's division (zero divisor, infinite dividend, infinite
// divisor), atan2 of huge values goes through such a division, and exp keeps a zero imaginary
// part zero.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: inf, inf
// CHECK-NEXT: -inf, -inf
// CHECK-NEXT: 0, -0
// CHECK-NEXT: inf, -inf
// CHECK-NEXT: -nan, inf
// CHECK-NEXT: 0.135335, 0
// CHECK-NEXT: inf, 0
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @show(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @printF64(%re) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%im) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @quotient(%a: complex<f64>, %b: complex<f64>) {
  %q = complex.div %a, %b : complex<f64>
  call @show(%q) : (complex<f64>) -> ()
  return
}
func.func @angle(%a: complex<f64>, %b: complex<f64>) {
  %q = complex.atan2 %a, %b : complex<f64>
  call @show(%q) : (complex<f64>) -> ()
  return
}
func.func @power(%a: complex<f64>) {
  %e = complex.exp %a : complex<f64>
  call @show(%e) : (complex<f64>) -> ()
  return
}

func.func @main() {
  %one_one = complex.constant [1.0, 1.0] : complex<f64>
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %neg_zero = complex.constant [-0.0, 0.0] : complex<f64>
  call @quotient(%one_one, %zero) : (complex<f64>, complex<f64>) -> ()
  call @quotient(%one_one, %neg_zero) : (complex<f64>, complex<f64>) -> ()
  %small = complex.constant [3.0, -2.0] : complex<f64>
  %infinite = complex.constant [0x7FF0000000000000 : f64, 0x7FF0000000000000 : f64] : complex<f64>
  call @quotient(%small, %infinite) : (complex<f64>, complex<f64>) -> ()
  %tiny = complex.constant [2.0e-8, 0.0] : complex<f64>
  %inf_ninf = complex.constant [0x7FF0000000000000 : f64, 0xFFF0000000000000 : f64] : complex<f64>
  call @quotient(%inf_ninf, %tiny) : (complex<f64>, complex<f64>) -> ()
  %huge = complex.constant [1.0e+300, 1.0e+300] : complex<f64>
  call @angle(%huge, %huge) : (complex<f64>, complex<f64>) -> ()
  %neg_two = complex.constant [-2.0, -0.0] : complex<f64>
  call @power(%neg_two) : (complex<f64>) -> ()
  %inf_zero = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  call @power(%inf_zero) : (complex<f64>) -> ()
  return
}
