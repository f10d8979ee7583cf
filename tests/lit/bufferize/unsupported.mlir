// RUN: not bufopt %s -one-shot-bufferize 2>&1 | FileCheck %s

// Ops bufopt does not model yet are an explicit error, not a silent
// difference from mlir-opt.
func.func @w(%t: tensor<4xf32>, %m: memref<4xf32>, %c0: index) {
  // CHECK: error: bufopt: one-shot-bufferize does not support 'vector.transfer_write' yet
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %p : memref<4xf32>, vector<4xf32>
  %r = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<4xf32>
  return
}
