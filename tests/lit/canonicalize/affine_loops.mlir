// RUN: bufopt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// A chain of affine.apply ops composes into one map over symbols.
// CHECK: #[[$MAP:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 3)>
// CHECK-LABEL: func.func @compose
// CHECK-NEXT:    %[[R:.*]] = affine.apply #[[$MAP]]()[%arg1, %arg0]
// CHECK-NEXT:    return %[[R]] : index
func.func @compose(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 1)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%0, %a)
  %2 = affine.apply affine_map<()[s0] -> (s0 - 2)>()[%1]
  return %2 : index
}

// -----

// Constant operands fold the map to a constant.
// CHECK-LABEL: func.func @fold_constant
// CHECK-NEXT:    %[[C:.*]] = arith.constant 11 : index
// CHECK-NEXT:    return %[[C]] : index
func.func @fold_constant() -> index {
  %c8 = arith.constant 8 : index
  %0 = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%c8]
  return %0 : index
}

// -----

// A forall with one single-iteration dimension loses it; the induction
// variable becomes the constant lower bound.
// CHECK-LABEL: func.func @forall_partial
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (%arg0) {
// CHECK-NEXT:      "test.use"(%[[I]], %[[C3]]) : (index, index) -> ()
// CHECK-NEXT:    }
func.func @forall_partial(%n: index) {
  scf.forall (%i, %j) = (0, 3) to (%n, 4) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// A forall whose dimensions all run once is inlined; its parallel insert
// becomes a tensor.insert_slice.
// CHECK-LABEL: func.func @forall_promote
// CHECK-NEXT:    %[[S:.*]] = tensor.insert_slice %arg1 into %arg0[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:    return %[[S]] : tensor<8xf32>
func.func @forall_promote(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (2) to (3) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Nested scf.parallel loops merge into one.
// CHECK-LABEL: func.func @parallel_merge
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT:      "test.use"(%[[I]], %[[J]]) : (index, index) -> ()
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
func.func @parallel_merge(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Constant reinterpret_cast operands become static, with a cast back.
// CHECK-LABEL: func.func @reinterpret_constants
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[R]] : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[C]]
func.func @reinterpret_constants(%m: memref<f32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4], strides: [%c1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}
