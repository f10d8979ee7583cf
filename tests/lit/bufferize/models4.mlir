// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// Models added in wave 3 (session 2): linalg.softmax, vector.gather and
// vector.scatter on tensors, cf.switch forwarding tensors. CHECK lines are
// mlir-opt 22's output for this file.

// CHECK-LABEL: func.func @softmax(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>) {
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK: linalg.softmax dimension(1) ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x8xf32>)
// CHECK: linalg.softmax dimension(0) ins(%alloc : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>)
// CHECK: linalg.softmax dimension(0) ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>)
// CHECK: %cast = memref.cast %alloc : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: return %arg1, %alloc : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>
// CHECK-LABEL: func.func @gather_scatter(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: vector<4xindex>, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> (vector<4xf32>, memref<16xf32>, f32) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 : memref<16xf32, strided<[?], offset: ?>>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.scatter %arg0[%c0] [%arg1], %arg2, %0 : memref<16xf32, strided<[?], offset: ?>>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK: memref.copy %arg0, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK: vector.scatter %alloc[%c0] [%arg1], %arg2, %arg3 : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK: %1 = memref.load %arg0[%c0] : memref<16xf32, strided<[?], offset: ?>>
// CHECK: %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK: return %0, %alloc, %1 : vector<4xf32>, memref<16xf32>, f32
// CHECK-LABEL: func.func @switch(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i32, %arg3: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: cf.switch %arg2 : i32, [
// CHECK: default: ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>),
// CHECK: 0: ^bb2(%arg1 : memref<4xf32, strided<[?], offset: ?>>),
// CHECK: 1: ^bb3
// CHECK: ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK: memref.store %arg3, %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: cf.br ^bb4(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK: ^bb2(%1: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK: cf.br ^bb4(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK: ^bb3:  // pred: ^bb0
// CHECK: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.fill ins(%arg3 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK: %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: cf.br ^bb4(%cast_1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK: ^bb4(%2: memref<4xf32, strided<[?], offset: ?>>):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK: return %2 : memref<4xf32, strided<[?], offset: ?>>

// ANALYSIS-LABEL: func.func @softmax(%arg0: tensor<4x8xf32> {bufferization.access = "read-write"}, %arg1: tensor<4x8xf32> {bufferization.access = "write"}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// ANALYSIS: %0 = linalg.softmax {__inplace_operands_attr__ = ["true", "false"], tag} dimension(1) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// ANALYSIS: %1 = linalg.softmax {__inplace_operands_attr__ = ["true", "true"]} dimension(0) ins(%0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// ANALYSIS: %2 = linalg.softmax {__inplace_operands_attr__ = ["true", "true"]} dimension(0) ins(%1 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// ANALYSIS: return {__equivalent_func_args__ = [1, -1], __inplace_operands_attr__ = ["true", "true"]} %2, %0 : tensor<4x8xf32>, tensor<4x8xf32>
// ANALYSIS-LABEL: func.func @gather_scatter(%arg0: tensor<16xf32> {bufferization.access = "read-write"}, %arg1: vector<4xindex>, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>, f32) {
// ANALYSIS: %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"], alignment = 4 : i64} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// ANALYSIS: %1 = vector.scatter %arg0[%c0] [%arg1], %arg2, %0 {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// ANALYSIS: %2 = vector.scatter %1[%c0] [%arg1], %arg2, %arg3 {__inplace_operands_attr__ = ["false", "none", "none", "none", "none"]} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// ANALYSIS: %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<16xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["none", "true", "none"]} %0, %2, %extracted : vector<4xf32>, tensor<16xf32>, f32
// ANALYSIS-LABEL: func.func @switch(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: i32, %arg3: f32) -> tensor<4xf32> {
// ANALYSIS: ] {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS: %inserted = tensor.insert %arg3 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS: cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS: cf.br ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS: cf.br ^bb4(%3 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %4 : tensor<4xf32>

// linalg.softmax: the input is read, the init only written (its old value is
// not copied when the init bufferizes out of place); discardable attributes
// are dropped.
func.func @softmax(%t: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %r = linalg.softmax {tag} dimension(1) ins(%t : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.softmax dimension(0) ins(%r : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u = linalg.softmax dimension(0) ins(%s : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %u, %r : tensor<4x8xf32>, tensor<4x8xf32>
}

// vector.gather reads its base; vector.scatter writes its base in place
// unless the old value is read later.
func.func @gather_scatter(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %t[%c0][%idx], %m, %p {alignment = 4} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%c0][%idx], %m, %g : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %s2 = vector.scatter %s[%c0][%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %x = tensor.extract %s[%c0] : tensor<16xf32>
  return %g, %s2, %x : vector<4xf32>, tensor<16xf32>, f32
}

// cf.switch has no bufferization model: the analysis treats it as an
// unknown op, and the function's block signatures are rewritten through it
// (it is a branch op).
func.func @switch(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: i32, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.switch %i : i32, [
    default: ^a(%t : tensor<4xf32>),
    0: ^b(%u : tensor<4xf32>),
    1: ^c
  ]
^a(%x: tensor<4xf32>):
  %x2 = tensor.insert %f into %x[%c0] : tensor<4xf32>
  cf.br ^m(%x2 : tensor<4xf32>)
^b(%y: tensor<4xf32>):
  cf.br ^m(%y : tensor<4xf32>)
^c:
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^m(%z : tensor<4xf32>)
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
