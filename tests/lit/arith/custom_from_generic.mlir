// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Generic input printed with custom syntax.

// CHECK-LABEL: func.func @generic_in(%arg0: i32, %arg1: f32, %arg2: i1) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpf ule, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %arg2, %arg1, %arg1 : f32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %4 = arith.divui %arg0, %arg0 exact : i32
// CHECK-NEXT: %5 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT: %6 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: "test.use"(%1, %2, %3, %sum, %overflow, %4, %5, %6) : (i1, i1, f32, i32, i1, i32, f16, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @generic_in(%a: i32, %x: f32, %c: i1) {
  %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %1 = "arith.addi"(%a, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %2 = "arith.cmpi"(%1, %a) {predicate = 9 : i64} : (i32, i32) -> i1
  %3 = "arith.cmpf"(%x, %x) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
  %4 = "arith.select"(%c, %x, %x) : (i1, f32, f32) -> f32
  %5:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
  %6 = "arith.divui"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %7 = "arith.truncf"(%x) <{roundingmode = 1 : i32}> : (f32) -> f16
  %8 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  "test.use"(%2, %3, %4, %5#0, %5#1, %6, %7, %8) : (i1, i1, f32, i32, i1, i32, f16, f32) -> ()
  return
}
