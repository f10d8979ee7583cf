// math ops without an LLVM intrinsic, run by mlir-runner (the e2e lowering turns them into
// libm calls and helper functions) and bufopt-runner alike: acosh, asinh, atanh and erfc on
// f32 and f64, fpowi (negative and zero powers), ipowi (wrapping, negative powers of 3 and 1),
// sincos, isnan and isfinite, and element-wise forms on vectors (sincos and the extended
// multiply with their two results).
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: 1.15881
// CHECK-NEXT: -1.64723
// CHECK-NEXT: 0.394229
// CHECK-NEXT: 2.99322
// CHECK-NEXT: 0.595883
// CHECK-NEXT: 1.99959
// CHECK-NEXT: 2.20905e-05
// CHECK-NEXT: 1.5205
// CHECK-NEXT: 5.35938
// CHECK-NEXT: 0.16
// CHECK-NEXT: 1
// CHECK-NEXT: 2.14748e+09
// CHECK-NEXT: 4
// CHECK-NEXT: 27
// CHECK-NEXT: -2147483648
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -0.598472
// CHECK-NEXT: -0.801144
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: ( 0.481212, -0.247466, 0 )
// CHECK-NEXT: ( 4, -1, 3125 )
// CHECK-NEXT: ( 0, 0.997495, -0.479426 )
// CHECK-NEXT: ( 1, 0.0707372, 0.877583 )
// CHECK-NEXT: ( -884901888, 35, -884901888 )
// CHECK-NEXT: ( 2, 0, 2 )
// CHECKED: --check: same output before and after the passes

memref.global "private" constant @samples : memref<6xf32> = dense<[1.75, 0.375, -2.5, 3.0, 1.0e-3, 0.0]>
memref.global "private" constant @wide : memref<3xf64> = dense<[2.0, -0.5, 10.0]>
memref.global "private" constant @powers : memref<4xi32> = dense<[3, -2, 0, 31]>

// Functions without an LLVM intrinsic, lowered to libm calls or helper functions: the inverse
// hyperbolics, erfc, integer powers of floats and of integers, and sincos.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %s = memref.get_global @samples : memref<6xf32>
  %w = memref.get_global @wide : memref<3xf64>
  %p = memref.get_global @powers : memref<4xi32>
  %x = memref.load %s[%c0] : memref<6xf32>
  %y = memref.load %s[%c1] : memref<6xf32>
  %z = memref.load %s[%c2] : memref<6xf32>
  %big = memref.load %s[%c3] : memref<6xf32>
  %tiny = memref.load %s[%c4] : memref<6xf32>
  %zero = memref.load %s[%c5] : memref<6xf32>
  %d0 = memref.load %w[%c0] : memref<3xf64>
  %d1 = memref.load %w[%c1] : memref<3xf64>
  %d2 = memref.load %w[%c2] : memref<3xf64>
  %n3 = memref.load %p[%c0] : memref<4xi32>
  %nm2 = memref.load %p[%c1] : memref<4xi32>
  %n0 = memref.load %p[%c2] : memref<4xi32>
  %n31 = memref.load %p[%c3] : memref<4xi32>
  %a = math.acosh %x : f32
  vector.print %a : f32
  %b = math.asinh %z : f32
  vector.print %b : f32
  %c = math.atanh %y : f32
  vector.print %c : f32
  %ad = math.acosh %d2 : f64
  vector.print %ad : f64
  %e1 = math.erfc %y : f32
  vector.print %e1 : f32
  %e2 = math.erfc %z : f32
  vector.print %e2 : f32
  %e3 = math.erfc %big : f32
  vector.print %e3 : f32
  %e4 = math.erfc %d1 : f64
  vector.print %e4 : f64
  %f1 = math.fpowi %x, %n3 : f32, i32
  vector.print %f1 : f32
  %f2 = math.fpowi %z, %nm2 : f32, i32
  vector.print %f2 : f32
  %f3 = math.fpowi %tiny, %n0 : f32, i32
  vector.print %f3 : f32
  %f4 = math.fpowi %d0, %n31 : f64, i32
  vector.print %f4 : f64
  %f5 = math.fpowi %d1, %nm2 : f64, i32
  vector.print %f5 : f64
  %i1 = math.ipowi %n3, %n3 : i32
  vector.print %i1 : i32
  %i2 = math.ipowi %nm2, %n31 : i32
  vector.print %i2 : i32
  %i3 = math.ipowi %n3, %nm2 : i32
  vector.print %i3 : i32
  %one = arith.constant 1 : i32
  %i4 = math.ipowi %one, %nm2 : i32
  vector.print %i4 : i32
  %i5 = math.ipowi %n3, %n0 : i32
  vector.print %i5 : i32
  %sn, %cs = math.sincos %z : f32
  vector.print %sn : f32
  vector.print %cs : f32
  %nan = math.acosh %y : f32
  %isnan = math.isnan %nan : f32
  vector.print %isnan : i1
  %fin = math.isfinite %tiny : f32
  vector.print %fin : i1
  %inv = arith.divf %x, %zero : f32
  %finv = math.isfinite %inv : f32
  vector.print %finv : i1
  %vx = vector.broadcast %x : f32 to vector<3xf32>
  %vy = arith.constant dense<[0.5, -0.25, 0.0]> : vector<3xf32>
  %vz = math.asinh %vy : vector<3xf32>
  vector.print %vz : vector<3xf32>
  %vn = arith.constant dense<[2, -1, 5]> : vector<3xi32>
  %vi = math.ipowi %vn, %vn : vector<3xi32>
  vector.print %vi : vector<3xi32>
  %angles = arith.constant dense<[0.0, 1.5, -0.5]> : vector<3xf32>
  %vsn, %vcs = math.sincos %angles : vector<3xf32>
  vector.print %vsn : vector<3xf32>
  vector.print %vcs : vector<3xf32>
  %wl = arith.constant dense<[4000000000, 7, 3]> : vector<3xi32>
  %wr = arith.constant dense<[3, 5, 4000000000]> : vector<3xi32>
  %lo, %hi = arith.mului_extended %wl, %wr : vector<3xi32>
  vector.print %lo : vector<3xi32>
  vector.print %hi : vector<3xi32>
  return
}
