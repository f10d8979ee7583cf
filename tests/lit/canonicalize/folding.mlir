// RUN: bufopt %s -canonicalize --split-input-file | FileCheck %s

// Constants are folded, uniqued and hoisted to the entry block.
// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    return %c5_i32, %c8_i32 : i32, i32
func.func @fold_chain() -> (i32, i32) {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.addi %s, %b : i32
  return %s, %t : i32, i32
}

// -----

// Constant operands of commutative ops move to the right; x + 0 folds away.
// CHECK-LABEL: func.func @commute
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c4_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @commute(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.muli %c4, %x : i32
  %r = arith.addi %m, %c0 : i32
  return %r : i32
}

// -----

// Unused loads and allocations are dead; stores are not.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    return
func.func @dead(%m: memref<4xf32>, %i: index, %v: f32) {
  %l = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<8xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
