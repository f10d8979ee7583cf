// RUN: not bufopt %s -one-shot-bufferize 2>&1 | FileCheck %s

// Ops bufopt does not model yet are an explicit error, not a silent
// difference from mlir-opt.
func.func @w(%t: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: error: bufopt: one-shot-bufferize does not support 'scf.execute_region' yet
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
