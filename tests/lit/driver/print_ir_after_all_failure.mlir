// A pass that fails under --mlir-print-ir-after-all (or after=<that pass>)
// is dumped as "Failed" with the IR it left, as mlir-opt does, even without
// --mlir-print-ir-after-failure; the passes before it are dumped as usual.
// RUN: not bufopt %s -canonicalize -one-shot-bufferize --mlir-print-ir-after-all 2> %t.b
// RUN: not mlir-opt %s -canonicalize -one-shot-bufferize --mlir-print-ir-after-all 2> %t.m
// RUN: sed -e 's|^[^ ]*print_ir_after_all_failure.mlir:|FILE:|' %t.m > %t.m.n
// RUN: sed -e 's|^[^ ]*print_ir_after_all_failure.mlir:|FILE:|' %t.b > %t.b.n
// RUN: diff %t.m.n %t.b.n
// RUN: FileCheck %s < %t.b
// RUN: not bufopt %s -one-shot-bufferize --mlir-print-ir-after=one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=ONE
// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK: error: op was not bufferized
// CHECK: // -----// IR Dump After OneShotBufferizePass Failed (one-shot-bufferize) //----- //
// CHECK: arith.mulf {{.*}} : tensor<2xf32>
// ONE: // -----// IR Dump After OneShotBufferizePass Failed (one-shot-bufferize) //----- //
func.func @square(%t: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.mulf %t, %t : tensor<2xf32>
  return %r : tensor<2xf32>
}
