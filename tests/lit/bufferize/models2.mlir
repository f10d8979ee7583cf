// One function per op model added in wave 2 (scf.while/condition, scf.forall with
// tensor.parallel_insert_slice, scf.execute_region, scf.index_switch, tensor.collapse_shape,
// expand_shape, reshape, splat, concat, pad); CHECK lines from mlir-opt 22's output.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @loop
// CHECK: scf.while (%{{.*}} = %arg0) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.condition(%arg1) %{{.*}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK: memref.store %arg2
// CHECK: scf.yield %{{.*}} : memref<4xf32, strided<[?], offset: ?>>
func.func @loop(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %x = tensor.insert %f into %b[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @par
// CHECK: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[D:.*]] = memref.subview %arg0[%[[I]]] [2] [1]
// CHECK: memref.copy %arg1, %[[D]]
// CHECK: return %arg0
func.func @par(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @regions
// CHECK: scf.execute_region -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.index_switch %arg1 -> memref<4xf32, strided<[?], offset: ?>>
func.func @regions(%t: tensor<4xf32>, %k: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  }
  %s = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    scf.yield %r : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %s : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK: memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [1, 2, 3] : memref<2x3xf32, strided<[?, ?], offset: ?>> into memref<1x2x3xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: memref.reshape
func.func @shapes(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> (tensor<6xf32>, tensor<1x2x3xf32>, tensor<6xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
  %2 = tensor.reshape %0(%s) : (tensor<6xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %0, %1, %2 : tensor<6xf32>, tensor<1x2x3xf32>, tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @make
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK: linalg.map outs(%[[A]] : memref<3xf32>)
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK: linalg.map outs(%[[B]] : memref<5xf32>)
// CHECK: memref.subview %[[B]][1] [3] [1] : memref<5xf32> to memref<3xf32, strided<[1], offset: 1>>
// CHECK: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: memref.subview %[[C]][0] [5] [1] : memref<8xf32> to memref<5xf32, strided<[1]>>
// CHECK: memref.subview %[[C]][5] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1], offset: 5>>
func.func @make(%f: f32) -> tensor<8xf32> {
  %s = tensor.splat %f : tensor<3xf32>
  %p = tensor.pad %s low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<3xf32> to tensor<5xf32>
  %c = tensor.concat dim(0) %p, %s : (tensor<5xf32>, tensor<3xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}
