// RUN: bufopt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | FileCheck %s

// Generic form: predicates are i64 integers, flags are #arith attributes and
// default-valued properties appear once set by the custom syntax.

// CHECK-LABEL: sym_name = "ints"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: index):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.divsi"(%1, %arg0) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "arith.cmpi"(%2, %arg0) <{predicate = 8 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %4 = "arith.select"(%3, %0, %1) : (i1, i32, i32) -> i32
// CHECK-NEXT: %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT: %6 = "arith.constant"() <{value = 4 : index}> : () -> index
// CHECK-NEXT: %7:2 = "arith.mulsi_extended"(%arg1, %6) : (index, index) -> (index, index)
// CHECK-NEXT: "test.use"(%5, %7#0, %7#1) : (i8, index, index) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @ints(%a: i32, %i: index) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a overflow<nsw> : i32
  %2 = arith.divsi %1, %a exact : i32
  %3 = arith.cmpi ugt, %2, %a : i32
  %4 = arith.select %3, %0, %1 : i32
  %5 = arith.trunci %4 : i32 to i8
  %6 = arith.constant 4 : index
  %lo, %hi = arith.mulsi_extended %i, %6 : index
  "test.use"(%5, %lo, %hi) : (i8, index, index) -> ()
  return
}

// -----

// CHECK-LABEL: sym_name = "floats"
// CHECK-NEXT: ^bb0(%arg0: f32):
// CHECK-NEXT: %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %1 = "arith.mulf"(%0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %2 = "arith.cmpf"(%1, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %3 = "arith.truncf"(%1) <{roundingmode = 4 : i32}> : (f32) -> f16
// CHECK-NEXT: %4 = "arith.extf"(%3) <{fastmath = #arith.fastmath<none>}> : (f16) -> f64
// CHECK-NEXT: %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: "test.use"(%2, %4, %5) : (i1, f64, f32) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @floats(%x: f32) {
  %0 = arith.addf %x, %x : f32
  %1 = arith.mulf %0, %x fastmath<fast> : f32
  %2 = arith.cmpf olt, %1, %x : f32
  %3 = arith.truncf %1 to_nearest_away : f32 to f16
  %4 = arith.extf %3 fastmath<none> : f16 to f64
  %5 = arith.constant 1.0 : f32
  "test.use"(%2, %4, %5) : (i1, f64, f32) -> ()
  return
}

// -----

// CHECK-LABEL: sym_name = "from_generic"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.cmpi"(%0, %arg0) <{predicate = 4 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK-NEXT: "test.use"(%1, %2) : (i1, f32) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @from_generic(%a: i32, %x: f32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %1 = "arith.cmpi"(%0, %a) {predicate = 4 : i64} : (i32, i32) -> i1
  %2 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
  "test.use"(%1, %2) : (i1, f32) -> ()
  return
}
