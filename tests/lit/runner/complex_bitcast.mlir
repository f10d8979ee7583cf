// complex.bitcast, which the e2e lowering cannot lower: a complex<f32> is its real part in the
// low 32 bits and its imaginary part in the high 32 bits of the 64-bit pattern, as in memory.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 4611686019492741120
// CHECK-NEXT: 1, 2
// CHECK-NEXT: 1, 2
func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %z = complex.create %one, %two : complex<f32>
  %bits = complex.bitcast %z : complex<f32> to i64
  vector.print %bits : i64
  %back = complex.bitcast %bits : i64 to complex<f32>
  %re = complex.re %back : complex<f32>
  %im = complex.im %back : complex<f32>
  vector.print %re : f32 punctuation <comma>
  vector.print %im : f32
  %f = complex.bitcast %z : complex<f32> to f64
  %again = complex.bitcast %f : f64 to complex<f32>
  %re2 = complex.re %again : complex<f32>
  %im2 = complex.im %again : complex<f32>
  vector.print %re2 : f32 punctuation <comma>
  vector.print %im2 : f32
  return
}
