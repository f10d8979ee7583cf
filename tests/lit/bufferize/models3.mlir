// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// Models added in wave 3: vector transfers and masks, cf branches with tensor
// block arguments, dynamic tensor.pad / tensor.concat (affine.apply sizes).
// CHECK lines are mlir-opt 22's output for this file.

// CHECK-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-LABEL: func.func @xfer(
// CHECK: %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK: vector.transfer_write %0, %alloc[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK: %1 = vector.transfer_read %arg0[%arg1], %arg2 : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: return %alloc, %1 : memref<8xf32>, vector<4xf32>
// CHECK-LABEL: func.func @masked(
// CHECK: vector.mask %arg2 { vector.transfer_write %arg3, %arg0[%arg1] : vector<4xf32>, memref<?xf32, strided<[?], offset: ?>> } : vector<4xi1>
// CHECK: return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @branches(
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: cf.cond_br %arg1, ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>), ^bb2
// CHECK: ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK: memref.store %arg2, %0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK: cf.br ^bb3(%alloc_0 : memref<4xf32>)
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// CHECK: cf.br ^bb3(%alloc : memref<4xf32>)
// CHECK: ^bb3(%1: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK: %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %1 : memref<4xf32>
// CHECK-LABEL: func.func @pad_dyn(
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %0 = affine.apply #map()[%dim, %arg1, %c2]
// CHECK: %c0_0 = arith.constant 0 : index
// CHECK: %dim_1 = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %1 = affine.apply #map1()[%dim_1, %arg1]
// CHECK: %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?xf32>
// CHECK: linalg.map outs(%alloc : memref<?xf32>)
// CHECK: (%init: f32) {
// CHECK: %2 = linalg.index 0 : index
// CHECK: linalg.yield %arg2 : f32
// CHECK: %c0_2 = arith.constant 0 : index
// CHECK: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %subview = memref.subview %alloc[%arg1] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: return %alloc : memref<?xf32>
// CHECK-LABEL: func.func @concat_dyn(
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %c0_0 = arith.constant 0 : index
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %0 = affine.apply #map2()[%dim]
// CHECK: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %c0_1 = arith.constant 0 : index
// CHECK: %dim_2 = memref.dim %alloc, %c0_1 : memref<?xf32>
// CHECK: %c0_3 = arith.constant 0 : index
// CHECK: %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %subview = memref.subview %alloc[0] [%dim_4] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK: %subview_5 = memref.subview %alloc[%dim_4] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: ?>>
// CHECK: memref.copy %arg1, %subview_5 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[1], offset: ?>>
// CHECK: %1 = affine.apply #map2()[%dim_4]
// CHECK: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: return %alloc : memref<?xf32>
// ANALYSIS-LABEL: func.func @xfer(
// ANALYSIS: %0 = vector.transfer_read %arg0[%arg1], %arg2 {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<8xf32>, vector<4xf32>
// ANALYSIS: %1 = vector.transfer_write %0, %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"], in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// ANALYSIS: %2 = vector.transfer_read %arg0[%arg1], %arg2 {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<8xf32>, vector<4xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %1, %2 : tensor<8xf32>, vector<4xf32>
// ANALYSIS-LABEL: func.func @masked(
// ANALYSIS: %0 = vector.mask %arg2 { vector.transfer_write %arg3, %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
// ANALYSIS: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// ANALYSIS-LABEL: func.func @branches(
// ANALYSIS: cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS: cf.br ^bb3(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS: cf.br ^bb3(%2 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// ANALYSIS-LABEL: func.func @pad_dyn(
// ANALYSIS: } {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32> to tensor<?xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %padded : tensor<?xf32>
// ANALYSIS-LABEL: func.func @concat_dyn(
// ANALYSIS: %concat = tensor.concat dim(0) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?xf32>

func.func @xfer(%t: tensor<8xf32>, %i: index, %p: f32) -> (tensor<8xf32>, vector<4xf32>) {
  %v = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %x = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  return %w, %x : tensor<8xf32>, vector<4xf32>
}
func.func @masked(%t: tensor<?xf32>, %i: index, %m: vector<4xi1>, %v: vector<4xf32>) -> tensor<?xf32> {
  %r = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @branches(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^a(%t : tensor<4xf32>), ^b
^a(%x: tensor<4xf32>):
  %y = tensor.insert %f into %x[%i] : tensor<4xf32>
  cf.br ^m(%y : tensor<4xf32>)
^b:
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^m(%z : tensor<4xf32>)
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
func.func @pad_dyn(%t: tensor<?xf32>, %l: index, %f: f32) -> tensor<?xf32> {
  %r = tensor.pad %t low[%l] high[2] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @concat_dyn(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
