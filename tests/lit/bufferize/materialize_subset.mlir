// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s --check-prefix=IR

// materialize_in_destination is a subset insertion whose subset is the whole
// destination. When its source already lives in that destination (a fill
// wrote into it in place), the later read of the source sees the very value
// the materialization writes: no conflict, both ops stay in place.
// CHECK-LABEL: func @materialize_back_into_own_destination
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: bufferization.materialize_in_destination {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// IR-LABEL: func @materialize_back_into_own_destination
// IR: %[[A:.*]] = memref.alloc
// IR: linalg.fill {{.*}} outs(%[[A]]
// IR: memref.copy %[[A]], %[[A]]
// IR: return %[[A]], %[[A]]
func.func @materialize_back_into_own_destination() -> (tensor<4xf32>, tensor<4xf32>) {
  %v = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %f in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %f, %m : tensor<4xf32>, tensor<4xf32>
}
