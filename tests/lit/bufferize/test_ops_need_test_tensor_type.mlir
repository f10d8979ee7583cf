// RUN: not bufopt %s -one-shot-bufferize 2>&1 | FileCheck %s

// The test ops' models build the dialect's own buffer type, or a memref for
// an encoded builtin tensor; a builtin tensor without encoding has neither
// (mlir-opt 22 crashes here): a diagnostic instead.
// CHECK: error: 'test.dummy_tensor_op' op bufferizes only values of a dialect tensor type with a buffer type (such as !test.test_tensor) or an encoded builtin tensor
// CHECK: error: failed to bufferize op
func.func @on_builtin(%t: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
