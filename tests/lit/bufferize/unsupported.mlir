// RUN: not bufopt %s -one-shot-bufferize 2>&1 | FileCheck %s

// Ops bufopt does not model yet are an explicit error, not a silent
// difference from mlir-opt.
func.func @w(%t: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: error: bufopt: one-shot-bufferize does not support 'linalg.softmax' yet
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.softmax dimension(0) ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
