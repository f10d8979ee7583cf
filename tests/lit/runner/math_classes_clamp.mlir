// math ops the e2e lowering cannot run: isinf and isnormal have no lowering to LLVM in
// mlir-opt 22, and math.clampf only has an expansion (-math-expand-ops) that computes
// maximumf(minimumf(value, min), max) where the op is defined as
// maximumf(minimumf(value, max), min); bufopt-runner follows the definition. The isinf and
// isnormal lines follow IEEE 754's classes (subnormals are not normal).
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1, 0, 1 )
// CHECK-NEXT: 0.25
// CHECK-NEXT: 0.5
// CHECK-NEXT: 0
// CHECK-NEXT: nan
func.func @main() {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %sub = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f32
  %h16 = arith.constant 1.0e-5 : f16
  %d = arith.constant 1.0e-310 : f64
  %a = math.isinf %inf : f32
  vector.print %a : i1
  %b = math.isinf %nan : f32
  vector.print %b : i1
  %c = math.isnormal %sub : f32
  vector.print %c : i1
  %e = math.isnormal %one : f32
  vector.print %e : i1
  %f = math.isnormal %h16 : f16
  vector.print %f : i1
  %g = math.isnormal %d : f64
  vector.print %g : i1
  %h = math.isnormal %inf : f32
  vector.print %h : i1
  %v = arith.constant dense<[0x7F800000, 2.0, 0xFF800000]> : vector<3xf32>
  %vi = math.isinf %v : vector<3xf32>
  vector.print %vi : vector<3xi1>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %minus = arith.constant -1.0 : f32
  %k1 = math.clampf %quarter to [%lo, %hi] : f32
  vector.print %k1 : f32
  %k2 = math.clampf %one to [%lo, %hi] : f32
  vector.print %k2 : f32
  %k3 = math.clampf %minus to [%lo, %hi] : f32
  vector.print %k3 : f32
  %k4 = math.clampf %nan to [%lo, %hi] : f32
  vector.print %k4 : f32
  return
}
