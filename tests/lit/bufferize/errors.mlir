// RUN: not bufopt %s -one-shot-bufferize="bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=YIELD
// RUN: not bufopt %s -one-shot-bufferize="dump-alias-sets" 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not bufopt %s -one-shot-bufferize="analysis-fuzzer-seed=x" 2>&1 | FileCheck %s --check-prefix=BADVALUE

// Swapping iter_args makes the yielded values non-equivalent to the block
// arguments, which One-Shot Bufferize rejects by default.
func.func @swap(%t: tensor<8xf32>, %u: tensor<8xf32>, %lb: index, %ub: index, %st: index) -> tensor<8xf32> {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    // YIELD: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
    scf.yield %b, %a : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0 : tensor<8xf32>
}

// OPTION: <unknown>:0: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
// BADVALUE: for the --analysis-fuzzer-seed option: 'x' value invalid for uint argument!
// BADVALUE-NEXT: <unknown>:0: error: {{$}}
