// RUN: bufopt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// A switch on a constant goes straight to the matching case.
// CHECK-LABEL: func.func @const_switch
// CHECK-NEXT:    %0 = "foo.two"() : () -> i32
// CHECK-NEXT:    return %0 : i32
func.func @const_switch(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^d(%a : i32),
    2: ^two
  ]
^two:
  %t = "foo.two"() : () -> i32
  cf.br ^d(%t : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// An indirect call of a known function becomes a direct call.
// CHECK-LABEL: func.func @indirect
// CHECK-NEXT:    %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @callee(i32) -> i32
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// Nested ifs combine into one on the conjunction.
// CHECK-LABEL: func.func @nested_ifs
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "foo.inner"() : () -> ()
// CHECK-NEXT:    }
func.func @nested_ifs(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "foo.inner"() : () -> ()
    }
  }
  return
}

// -----

// A while result forwarded from outside the loop is replaced by that value.
// CHECK-LABEL: func.func @while_invariant
// CHECK:         %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK:           scf.condition(%1) %arg2 : i32
// CHECK:         return %0, %arg1 : i32, f32
func.func @while_invariant(%a: i32, %k: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %k : i32, f32
  } do {
  ^bb0(%p: i32, %f: f32):
    %n = "foo.step"(%p, %f) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// Constant subview sizes become static; a cast restores the old type.
// CHECK-LABEL: func.func @subview
// CHECK-NEXT:    %subview = memref.subview %arg0[0, %arg1] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    return %cast
func.func @subview(%m: memref<?x?xf32>, %o: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c0, %o] [%c4, %c4] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// An identity extract_slice folds to its source.
// CHECK-LABEL: func.func @identity_slice
// CHECK-NEXT:    return %arg0 : tensor<4x8xf32>
func.func @identity_slice(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}
