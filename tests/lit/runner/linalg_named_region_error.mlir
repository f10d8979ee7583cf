// An error raised inside the body that a linalg named op stands for (here a division by zero
// of i32 elements) is reported at the named op, as its body has no location of its own.
// RUN: not bufopt-runner %s 2>&1 | FileCheck %s
// CHECK: linalg_named_region_error.mlir:[[# @LINE + 5]]:8: error: integer division by zero
func.func @main() {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[1, 0]> : tensor<2xi32>
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.div ins(%a, %b : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %r[%c1] : tensor<2xi32>
  vector.print %x : i32
  return
}
