// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=other" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=other test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// @other is not analyzed: every write gets a copy, even where the analysis
// would write in place.
// CHECK-LABEL: func @other
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0]
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc_0[%c0] : memref<4xf32>

// Its ops get no analysis annotations, @analyzed's do.
// ANALYSIS-LABEL: func @other(%arg0: tensor<4xf32>, %arg1: f32)
// ANALYSIS: tensor.insert %arg1 into %arg0[%c0] : tensor<4xf32>
// ANALYSIS-LABEL: func @analyzed(%arg0: tensor<4xf32> {bufferization.access = "read-write"}
// ANALYSIS: tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @other(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %r2 = tensor.insert %y into %r[%c0] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}

func.func @analyzed(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
