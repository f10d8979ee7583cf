// After a failing pass, --mlir-print-ir-after-failure shows the IR as the
// pass left it, after the pass's diagnostics (as mlir-opt prints them).
// RUN: not bufopt %s --allow-unregistered-dialect -one-shot-bufferize=bufferize-function-boundaries --mlir-print-ir-after-failure 2> %t.b
// RUN: not mlir-opt %s --allow-unregistered-dialect -one-shot-bufferize=bufferize-function-boundaries --mlir-print-ir-after-failure 2> %t.m
// RUN: sed -e 's|^[^ ]*print_ir_failure.mlir:|FILE:|' %t.m > %t.m.n
// RUN: sed -e 's|^[^ ]*print_ir_failure.mlir:|FILE:|' %t.b > %t.b.n
// RUN: diff %t.m.n %t.b.n
// RUN: FileCheck %s < %t.b
// CHECK: error: op was not bufferized
// CHECK: // -----// IR Dump After OneShotBufferizePass Failed (one-shot-bufferize) //----- //
// CHECK: "test.opaque"
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = "test.opaque"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
