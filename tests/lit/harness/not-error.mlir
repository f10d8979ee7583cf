// `not` inverts an exit status; bufopt reports a bad input as `file:line:col: error: ...` on
// stderr and exits 1.
// RUN: not bufopt %s 2>&1 | FileCheck %s

// CHECK: not-error.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error:
func.func @undefined_value(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %undefined : i32
  return %0 : i32
}
