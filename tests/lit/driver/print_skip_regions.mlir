// --mlir-print-skip-regions prints every region as `{...}`: the output is
// the top-level op alone, with the aliases and attributes it uses; in the
// generic form too; and the op an error shows is printed the same way.
// RUN: bufopt %s --mlir-print-skip-regions > %t.b
// RUN: mlir-opt %s --mlir-print-skip-regions > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s --mlir-print-skip-regions --mlir-print-op-generic > %t.bg
// RUN: mlir-opt %s --mlir-print-skip-regions --mlir-print-op-generic > %t.mg
// RUN: diff %t.mg %t.bg
// RUN: bufopt %s --mlir-print-skip-regions --no-implicit-module -canonicalize > %t.bn
// RUN: mlir-opt %s --mlir-print-skip-regions --no-implicit-module -canonicalize > %t.mn
// RUN: diff %t.mn %t.bn
// RUN: sed -n 's|^// BAD: ||p' %s > %t.bad.mlir
// RUN: not bufopt %t.bad.mlir --mlir-print-skip-regions 2> %t.be
// RUN: not mlir-opt %t.bad.mlir --mlir-print-skip-regions 2> %t.me
// RUN: diff %t.me %t.be
// RUN: bufopt %s --mlir-print-skip-regions | FileCheck %s
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module attributes {test.layout = #map} {...}
module attributes {test.layout = affine_map<(d0) -> (d0)>} {
  func.func @body(%a: index) -> index {
    %r = arith.addi %a, %a : index
    return %r : index
  }
}
// The input the error is checked on: a linalg.map whose result type the
// return contradicts.
// BAD: func.func @f(%t: tensor<4xf32>) -> tensor<8xf32> {
// BAD:   %r = linalg.map ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) (%x: f32) {
// BAD:     %y = arith.addf %x, %x : f32
// BAD:     linalg.yield %y : f32
// BAD:   }
// BAD:   return %r : tensor<4xf32>
// BAD: }
