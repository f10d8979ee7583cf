// RUN: bufopt %s -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" | FileCheck %s

// Two reads of views of %arg0 (through expand_shape and collapse_shape)
// conflict with the in-place insert. mlir-opt names one of them, and which
// one varies from run to run (it iterates a set keyed by pointers); bufopt
// always names the first read its scan of the alias set meets, here the
// extract of the expand_shape (one of mlir-opt's two answers).
// CHECK-LABEL: func @f
// CHECK-SAME: attributes {"C_{{[0-9]+}}[DEF: bbArg 0]"}
// CHECK: tensor.insert {{.*}} {"C_{{[0-9]+}}[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract %expanded{{.*}} {"C_{{[0-9]+}}[READ: 0]", __inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: tensor.extract %collapsed{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
func.func @f(%t: tensor<8xf32>, %v: f32, %i: index) -> (tensor<8xf32>, f32, f32) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %w = tensor.insert %v into %t[%i] : tensor<8xf32>
  %x = tensor.extract %e[%i, %i] : tensor<2x4xf32>
  %y = tensor.extract %c[%i] : tensor<8xf32>
  return %w, %x, %y : tensor<8xf32>, f32, f32
}
