// Printing options of mlir-opt: --mlir-print-local-scope writes attributes
// where they are used (no #map aliases, no closing blank line) and
// --mlir-elide-elementsattrs-if-larger=N hides non-splat dense attributes of
// more than N elements; both apply to IR dumps too.
// RUN: bufopt %s --mlir-print-local-scope > %t.b1
// RUN: mlir-opt %s --mlir-print-local-scope > %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: bufopt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic > %t.b2
// RUN: mlir-opt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic > %t.m2
// RUN: diff %t.m2 %t.b2
// RUN: FileCheck %s --check-prefix=ELIDE < %t.b2
// ELIDE: value = dense_resource<__elided__> : tensor<6xf32>
// ELIDE: value = dense<[3, 4]> : tensor<2xi32>
// ELIDE: value = dense<2.500000e+00> : tensor<5xf32>
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries --mlir-print-ir-after-all --mlir-print-local-scope --mlir-elide-elementsattrs-if-larger=1 > %t.b3 2>&1
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries --mlir-print-ir-after-all --mlir-print-local-scope --mlir-elide-elementsattrs-if-larger=1 > %t.m3 2>&1
// RUN: diff %t.m3 %t.b3
// RUN: not bufopt %s --mlir-elide-elementsattrs-if-larger=many 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --mlir-elide-elementsattrs-if-larger option: 'many' value invalid for uint argument!

#same = affine_map<(d0) -> (d0)>
func.func @weights(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<2xi32>, tensor<5xf32>) {
  %w = arith.constant dense<[0.5, 1.0, 1.5, 2.0, 2.5, 3.0]> : tensor<6xf32>
  %i = arith.constant dense<[3, 4]> : tensor<2xi32>
  %s = arith.constant dense<2.5> : tensor<5xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#same, #same, #same], iterator_types = ["parallel"]}
      ins(%x, %w : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  return %r, %i, %s : tensor<6xf32>, tensor<2xi32>, tensor<5xf32>
}
