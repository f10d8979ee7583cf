// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Integer arithmetic: overflow flags are printed only when set, `exact` only
// when present; the extended ops name their two results.

// CHECK-LABEL: func.func @overflow_flags(%arg0: i64, %arg1: i64, %arg2: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.subi %0, %arg1 overflow<nuw> : i64
// CHECK-NEXT: %2 = arith.muli %1, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %3 = arith.shli %2, %arg1 : i64
// CHECK-NEXT: %4 = arith.addi %3, %arg0 overflow<nsw> {tag = "x"} : i64
// CHECK-NEXT: %5 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT: "test.use"(%4) : (i64) -> ()
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @overflow_flags(%a: i64, %b: i64, %i: index) -> index {
  %0 = arith.addi %a, %b : i64
  %1 = arith.subi %0, %b overflow<nuw> : i64
  %2 = arith.muli %1, %1 overflow<nuw, nsw> : i64
  %3 = arith.shli %2, %b overflow<none> : i64
  %4 = arith.addi %3, %a overflow<nsw> {tag = "x"} : i64
  %5 = arith.muli %i, %i : index
  "test.use"(%4) : (i64) -> ()
  return %5 : index
}

// CHECK-LABEL: func.func @exact_and_division(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i16
// CHECK-NEXT: %1 = arith.divui %0, %arg1 exact : i16
// CHECK-NEXT: %2 = arith.shrsi %1, %arg1 exact : i16
// CHECK-NEXT: %3 = arith.shrui %2, %arg1 : i16
// CHECK-NEXT: %4 = arith.ceildivsi %3, %arg1 : i16
// CHECK-NEXT: %5 = arith.ceildivui %4, %arg1 : i16
// CHECK-NEXT: %6 = arith.floordivsi %5, %arg1 : i16
// CHECK-NEXT: %7 = arith.remsi %6, %arg1 : i16
// CHECK-NEXT: %8 = arith.remui %7, %arg1 : i16
// CHECK-NEXT: return %8 : i16
// CHECK-NEXT: }
func.func @exact_and_division(%a: i16, %b: i16) -> i16 {
  %0 = arith.divsi %a, %b : i16
  %1 = arith.divui %0, %b exact : i16
  %2 = arith.shrsi %1, %b exact : i16
  %3 = arith.shrui %2, %b : i16
  %4 = arith.ceildivsi %3, %b : i16
  %5 = arith.ceildivui %4, %b : i16
  %6 = arith.floordivsi %5, %b : i16
  %7 = arith.remsi %6, %b : i16
  %8 = arith.remui %7, %b : i16
  return %8 : i16
}

// CHECK-LABEL: func.func @bitwise_minmax(%arg0: vector<8xi8>, %arg1: vector<8xi8>) -> vector<8xi8> {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : vector<8xi8>
// CHECK-NEXT: %1 = arith.ori %0, %arg1 : vector<8xi8>
// CHECK-NEXT: %2 = arith.xori %1, %arg1 : vector<8xi8>
// CHECK-NEXT: %3 = arith.maxsi %2, %arg1 : vector<8xi8>
// CHECK-NEXT: %4 = arith.maxui %3, %arg1 : vector<8xi8>
// CHECK-NEXT: %5 = arith.minsi %4, %arg1 : vector<8xi8>
// CHECK-NEXT: %6 = arith.minui %5, %arg1 {note} : vector<8xi8>
// CHECK-NEXT: return %6 : vector<8xi8>
// CHECK-NEXT: }
func.func @bitwise_minmax(%v: vector<8xi8>, %w: vector<8xi8>) -> vector<8xi8> {
  %0 = arith.andi %v, %w : vector<8xi8>
  %1 = arith.ori %0, %w : vector<8xi8>
  %2 = arith.xori %1, %w : vector<8xi8>
  %3 = arith.maxsi %2, %w : vector<8xi8>
  %4 = arith.maxui %3, %w : vector<8xi8>
  %5 = arith.minsi %4, %w : vector<8xi8>
  %6 = arith.minui %5, %w {note} : vector<8xi8>
  return %6 : vector<8xi8>
}

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: tensor<?xi64>, %arg2: vector<[2]xindex>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg1, %arg1 : tensor<?xi64>, tensor<?xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg2, %arg2 : vector<[2]xindex>
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg0, %arg0 {k = 1 : i32} : i32
// CHECK-NEXT: "test.use"(%sum, %overflow, %overflow_1, %low, %high, %high_3) : (i32, i1, tensor<?xi1>, vector<[2]xindex>, vector<[2]xindex>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extended(%a: i32, %t: tensor<?xi64>, %v: vector<[2]xindex>) {
  %s:2 = arith.addui_extended %a, %a : i32, i1
  %u:2 = arith.addui_extended %t, %t : tensor<?xi64>, tensor<?xi1>
  %m:2 = arith.mulsi_extended %v, %v : vector<[2]xindex>
  %n:2 = arith.mului_extended %a, %a {k = 1 : i32} : i32
  "test.use"(%s#0, %s#1, %u#1, %m#0, %m#1, %n#1) : (i32, i1, tensor<?xi1>, vector<[2]xindex>, vector<[2]xindex>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @shaped_operands(%arg0: tensor<*xi32>, %arg1: vector<i1>) -> (tensor<*xi32>, vector<i1>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : tensor<*xi32>
// CHECK-NEXT: %1 = arith.xori %arg1, %arg1 : vector<i1>
// CHECK-NEXT: return %0, %1 : tensor<*xi32>, vector<i1>
// CHECK-NEXT: }
func.func @shaped_operands(%t: tensor<*xi32>, %z: vector<i1>) -> (tensor<*xi32>, vector<i1>) {
  %0 = arith.addi %t, %t : tensor<*xi32>
  %1 = arith.xori %z, %z : vector<i1>
  return %0, %1 : tensor<*xi32>, vector<i1>
}
