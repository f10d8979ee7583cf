// The complex dialect's functions, run by mlir-runner (after -convert-complex-to-standard) and
// bufopt-runner alike: sqrt, rsqrt, sin, cos, tan, tanh, exp, log, expm1, log1p, pow, powi,
// sign, atan2, angle, abs and div, with zero and negative parts among the inputs. The
// interpreter follows the lowering's formulas step by step in the part type.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: 0.960805, -0.650496
// CHECK-NEXT: 1.22474, -1.22474
// CHECK-NEXT: 0.673246, -0.122083
// CHECK-NEXT: 0.905359, -1.40582
// CHECK-NEXT: -0.538778, -0.74773
// CHECK-NEXT: 0.126109, -0.906725
// CHECK-NEXT: 0.996747, 0.0364329
// CHECK-NEXT: 0.519879, -1.56461
// CHECK-NEXT: 0.758935, 0.358771
// CHECK-NEXT: -0.480121, -1.56461
// CHECK-NEXT: 1.12892, 0.244979
// CHECK-NEXT: -2.45038, -3.68542
// CHECK-NEXT: 0, 0
// CHECK-NEXT: 4.625, 8.57812
// CHECK-NEXT: 0.371391, -0.928477
// CHECK-NEXT: 0, 0
// CHECK-NEXT: 0.0227116, -0.741318
// CHECK-NEXT: 0, -0
// CHECK-NEXT: inf, nan
// CHECK-NEXT: -1.19029
// CHECK-NEXT: 2.136
// CHECK-NEXT: 0.0136986, -0.630137
// CHECK-NEXT: 1.48585, 0.841272
// CHECK-NEXT: -0.530579, 1.00736
// CHECK-NEXT: -0.00789987, -0.00957461
// CHECK-NEXT: 1.40357, 1.38545
// CHECK-NEXT: -1.50906, -0.589398
// CHECK-NEXT: 0.342015, -0.364059
// CHECK-NEXT: 0.00192734, 1.01343
// CHECKED: --check: same output before and after the passes

memref.global "private" constant @parts : memref<8xf32> = dense<[0.5, -1.25, 2.0, 0.75, 0.0, -3.0, 1.0, 0.0]>
memref.global "private" constant @wide : memref<4xf64> = dense<[1.5, 2.5, -0.25, 4.0]>

func.func @show(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  vector.print %re : f32 punctuation <comma>
  vector.print %im : f32
  return
}

func.func @show64(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  vector.print %re : f64 punctuation <comma>
  vector.print %im : f64
  return
}

// Every complex op the e2e lowering expands, on f32 and f64 parts; the inputs are loaded from
// globals so that nothing folds before it runs.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %g = memref.get_global @parts : memref<8xf32>
  %w = memref.get_global @wide : memref<4xf64>
  %p0 = memref.load %g[%c0] : memref<8xf32>
  %p1 = memref.load %g[%c1] : memref<8xf32>
  %p2 = memref.load %g[%c2] : memref<8xf32>
  %p3 = memref.load %g[%c3] : memref<8xf32>
  %p4 = memref.load %g[%c4] : memref<8xf32>
  %p5 = memref.load %g[%c5] : memref<8xf32>
  %p6 = memref.load %g[%c6] : memref<8xf32>
  %p7 = memref.load %g[%c7] : memref<8xf32>
  %a = complex.create %p0, %p1 : complex<f32>
  %b = complex.create %p2, %p3 : complex<f32>
  %negim = complex.create %p4, %p5 : complex<f32>
  %one = complex.create %p6, %p7 : complex<f32>
  %zero = complex.create %p4, %p4 : complex<f32>
  %r1 = complex.sqrt %a : complex<f32>
  call @show(%r1) : (complex<f32>) -> ()
  %r1b = complex.sqrt %negim : complex<f32>
  call @show(%r1b) : (complex<f32>) -> ()
  %r2 = complex.rsqrt %b : complex<f32>
  call @show(%r2) : (complex<f32>) -> ()
  %r3 = complex.sin %a : complex<f32>
  call @show(%r3) : (complex<f32>) -> ()
  %r4 = complex.cos %b : complex<f32>
  call @show(%r4) : (complex<f32>) -> ()
  %r5 = complex.tan %a : complex<f32>
  call @show(%r5) : (complex<f32>) -> ()
  %r6 = complex.tanh %b : complex<f32>
  call @show(%r6) : (complex<f32>) -> ()
  %r7 = complex.exp %a : complex<f32>
  call @show(%r7) : (complex<f32>) -> ()
  %r8 = complex.log %b : complex<f32>
  call @show(%r8) : (complex<f32>) -> ()
  %r9 = complex.expm1 %a : complex<f32>
  call @show(%r9) : (complex<f32>) -> ()
  %r10 = complex.log1p %b : complex<f32>
  call @show(%r10) : (complex<f32>) -> ()
  %r11 = complex.pow %a, %b : complex<f32>
  call @show(%r11) : (complex<f32>) -> ()
  %r11b = complex.pow %zero, %one : complex<f32>
  call @show(%r11b) : (complex<f32>) -> ()
  %three = arith.constant 3 : i32
  %r12 = complex.powi %b, %three : complex<f32>, i32
  call @show(%r12) : (complex<f32>) -> ()
  %r13 = complex.sign %a : complex<f32>
  call @show(%r13) : (complex<f32>) -> ()
  %r13b = complex.sign %zero : complex<f32>
  call @show(%r13b) : (complex<f32>) -> ()
  %r14 = complex.atan2 %a, %b : complex<f32>
  call @show(%r14) : (complex<f32>) -> ()
  %r14b = complex.tan %zero : complex<f32>
  call @show(%r14b) : (complex<f32>) -> ()
  %r14c = complex.rsqrt %zero : complex<f32>
  call @show(%r14c) : (complex<f32>) -> ()
  %r15 = complex.angle %a : complex<f32>
  vector.print %r15 : f32
  %r16 = complex.abs %b : complex<f32>
  vector.print %r16 : f32
  %r17 = complex.div %a, %b : complex<f32>
  call @show(%r17) : (complex<f32>) -> ()
  %q0 = memref.load %w[%c0] : memref<4xf64>
  %q1 = memref.load %w[%c1] : memref<4xf64>
  %q2 = memref.load %w[%c2] : memref<4xf64>
  %q3 = memref.load %w[%c3] : memref<4xf64>
  %d = complex.create %q0, %q1 : complex<f64>
  %e = complex.create %q2, %q3 : complex<f64>
  %s1 = complex.sqrt %d : complex<f64>
  call @show64(%s1) : (complex<f64>) -> ()
  %s2 = complex.tanh %e : complex<f64>
  call @show64(%s2) : (complex<f64>) -> ()
  %s3 = complex.pow %d, %e : complex<f64>
  call @show64(%s3) : (complex<f64>) -> ()
  %s4 = complex.log1p %e : complex<f64>
  call @show64(%s4) : (complex<f64>) -> ()
  %s5 = complex.expm1 %e : complex<f64>
  call @show64(%s5) : (complex<f64>) -> ()
  %s6 = complex.rsqrt %e : complex<f64>
  call @show64(%s6) : (complex<f64>) -> ()
  %s7 = complex.tan %d : complex<f64>
  call @show64(%s7) : (complex<f64>) -> ()
  return
}
