// --mlir-print-op-on-diagnostic=false leaves out the "see current operation"
// note of an error, as mlir-opt does; --verify-roundtrip reads the printed
// input back before the passes and says nothing when it matches;
// --show-dialects lists the dialects whose syntax bufopt reads.
// RUN: not bufopt %s -one-shot-bufferize --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not bufopt %s -one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=OP
// RUN: not bufopt %s -one-shot-bufferize --verify-roundtrip 2>&1 | FileCheck %s --check-prefix=OP
// RUN: bufopt %s --verify-roundtrip --mlir-print-debuginfo | FileCheck %s --check-prefix=RT
// RUN: bufopt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// NOOP: error: op was not bufferized
// NOOP-NOT: see current operation
// OP: error: op was not bufferized
// OP: note: see current operation
// RT: func.func @negate(%arg0: tensor<3xi32> loc({{.*}}))
// RT: arith.subi {{.*}} loc(#loc
// DIALECTS: Available Dialects: {{.*}}bufferization,{{.*}}linalg,{{.*}}tensor,
func.func @negate(%t: tensor<3xi32>) -> tensor<3xi32> {
  %r = arith.subi %t, %t : tensor<3xi32>
  return %r : tensor<3xi32>
}
