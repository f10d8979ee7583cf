// The other narrow float types as values in the interpreter: conversions and arithmetic round
// to nearest, ties to even, as APFloat converts (overflow gives infinity where the type has
// one, NaN where it has only NaN, the largest value for the f6 types). The second RUN line
// lowers this file with mlir-opt 22's -convert-arith-to-apfloat (APFloat run-time calls) and
// runs it with mlir-runner against the same CHECK lines.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -convert-arith-to-apfloat -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1),$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_apfloat_wrappers.so* | head -n 1) \
// RUN:   | FileCheck %s
// CHECK: f8E4M3FN
// CHECK-NEXT: ( 0.101562, 3.25, 16, 288, nan, -nan, 0.00195312, 0, 2.75, nan, -0 )
// CHECK-NEXT: f8E5M2
// CHECK-NEXT: ( 0.09375, 3.5, 16, 320, 512, -1024, 0.000976562, 0, 3, inf, -0 )
// CHECK-NEXT: f8E4M3
// CHECK-NEXT: ( 0.101562, 3.25, 16, inf, inf, -inf, 0.00195312, 0, 2.75, inf, -0 )
// CHECK-NEXT: f8E3M4
// CHECK-NEXT: ( 0.09375, 3.25, 15.5, inf, inf, -inf, 0, 0, 2.75, inf, -0 )
// CHECK-NEXT: f8E5M2FNUZ
// CHECK-NEXT: ( 0.09375, 3.5, 16, 320, 512, -1024, 0.000976562, 0, 3, nan, 0 )
// CHECK-NEXT: f8E4M3FNUZ
// CHECK-NEXT: ( 0.101562, 3.25, 16, nan, nan, nan, 0.000976562, 0, 2.75, nan, 0 )
// CHECK-NEXT: f8E4M3B11FNUZ
// CHECK-NEXT: ( 0.101562, 3.25, 16, nan, nan, nan, 0.000976562, 0, 2.75, nan, 0 )
// CHECK-NEXT: f6E2M3FN
// CHECK-NEXT: ( 0.125, 3.25, 7.5, 7.5, 7.5, -7.5, 0, 0, 2.75, 7.5, -0 )
// CHECK-NEXT: f6E3M2FN
// CHECK-NEXT: ( 0.125, 3.5, 16, 28, 28, -28, 0, 0, 3, 28, -0 )
// CHECK-NEXT: sums
// CHECK-NEXT: ( 2.5, 4, 448, 1, nan )
// CHECK-NEXT: ( 2.5, 4, 448, 1, 1 )

func.func @main() {
  %v = arith.constant dense<[0.1, 3.3, 15.7, 300.0, 500.0, -1000.0, 0.001, 1.0e-9, 2.75, 1.0e30, -0.0]> : vector<11xf32>
  vector.print str "f8E4M3FN\n"
  %a = arith.truncf %v : vector<11xf32> to vector<11xf8E4M3FN>
  %a32 = arith.extf %a : vector<11xf8E4M3FN> to vector<11xf32>
  vector.print %a32 : vector<11xf32>
  vector.print str "f8E5M2\n"
  %b = arith.truncf %v : vector<11xf32> to vector<11xf8E5M2>
  %b32 = arith.extf %b : vector<11xf8E5M2> to vector<11xf32>
  vector.print %b32 : vector<11xf32>
  vector.print str "f8E4M3\n"
  %c = arith.truncf %v : vector<11xf32> to vector<11xf8E4M3>
  %c32 = arith.extf %c : vector<11xf8E4M3> to vector<11xf32>
  vector.print %c32 : vector<11xf32>
  vector.print str "f8E3M4\n"
  %d = arith.truncf %v : vector<11xf32> to vector<11xf8E3M4>
  %d32 = arith.extf %d : vector<11xf8E3M4> to vector<11xf32>
  vector.print %d32 : vector<11xf32>
  vector.print str "f8E5M2FNUZ\n"
  %e = arith.truncf %v : vector<11xf32> to vector<11xf8E5M2FNUZ>
  %e32 = arith.extf %e : vector<11xf8E5M2FNUZ> to vector<11xf32>
  vector.print %e32 : vector<11xf32>
  vector.print str "f8E4M3FNUZ\n"
  %f = arith.truncf %v : vector<11xf32> to vector<11xf8E4M3FNUZ>
  %f32 = arith.extf %f : vector<11xf8E4M3FNUZ> to vector<11xf32>
  vector.print %f32 : vector<11xf32>
  vector.print str "f8E4M3B11FNUZ\n"
  %g = arith.truncf %v : vector<11xf32> to vector<11xf8E4M3B11FNUZ>
  %g32 = arith.extf %g : vector<11xf8E4M3B11FNUZ> to vector<11xf32>
  vector.print %g32 : vector<11xf32>
  vector.print str "f6E2M3FN\n"
  %h = arith.truncf %v : vector<11xf32> to vector<11xf6E2M3FN>
  %h32 = arith.extf %h : vector<11xf6E2M3FN> to vector<11xf32>
  vector.print %h32 : vector<11xf32>
  vector.print str "f6E3M2FN\n"
  %i = arith.truncf %v : vector<11xf32> to vector<11xf6E3M2FN>
  %i32 = arith.extf %i : vector<11xf6E3M2FN> to vector<11xf32>
  vector.print %i32 : vector<11xf32>
  // Arithmetic in f8E4M3FN rounds each result: 1.25 + 1.25, 3.5 + 0.5, 448 + 16 (rounds
  // back to 448), 0.75 + 0.25, 448 * 2 (overflow: NaN); and in f8E5M2 the same sums (its
  // overflow is infinity, here 1 * 1).
  vector.print str "sums\n"
  %l = arith.constant dense<[1.25, 3.5, 448.0, 0.75, 448.0]> : vector<5xf8E4M3FN>
  %r = arith.constant dense<[1.25, 0.5, 16.0, 0.25, 2.0]> : vector<5xf8E4M3FN>
  %sum = arith.addf %l, %r : vector<5xf8E4M3FN>
  %prod = arith.mulf %l, %r : vector<5xf8E4M3FN>
  %mixed = vector.shuffle %sum, %prod [0, 1, 2, 3, 9] : vector<5xf8E4M3FN>, vector<5xf8E4M3FN>
  %mixed32 = arith.extf %mixed : vector<5xf8E4M3FN> to vector<5xf32>
  vector.print %mixed32 : vector<5xf32>
  %l5 = arith.constant dense<[1.25, 3.5, 448.0, 0.75, 1.0]> : vector<5xf8E5M2>
  %r5 = arith.constant dense<[1.25, 0.5, 16.0, 0.25, 1.0]> : vector<5xf8E5M2>
  %sum5 = arith.addf %l5, %r5 : vector<5xf8E5M2>
  %p5 = arith.mulf %l5, %r5 : vector<5xf8E5M2>
  %mixed5 = vector.shuffle %sum5, %p5 [0, 1, 2, 3, 9] : vector<5xf8E5M2>, vector<5xf8E5M2>
  %mixed5_32 = arith.extf %mixed5 : vector<5xf8E5M2> to vector<5xf32>
  vector.print %mixed5_32 : vector<5xf32>
  return
}
