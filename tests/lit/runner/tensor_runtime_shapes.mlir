// Tensor ops whose shapes are known only at run time: a collapse_shape into several dynamic
// dimensions takes each from the source dimensions of its group (checked against mlir-runner
// after bufferization: the 2x4 below), and a concat whose dynamic operand disagrees with the
// others off the concatenated dimension is an error at the op (the bufferized program
// copies out of bounds there).
// RUN: bufopt-runner %s -e collapse | FileCheck %s --check-prefix=COLLAPSE
// RUN: bufopt-runner %s -e collapse --check -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s --check-prefix=COLLAPSE
// RUN: not bufopt-runner %s -e concat 2>&1 | FileCheck %s --check-prefix=CONCAT
// COLLAPSE: sizes = [2, 4] strides = [4, 1] data =
// COLLAPSE-NEXT: {{\[\[}}1,   2,   3,   4],
// COLLAPSE-NEXT:  [5,   6,   7,   8]]
// COLLAPSE-NEXT: sizes = [8] strides = [1] data =
// CONCAT: error: operands of shapes [2, 3] and [4, 5] do not concatenate along dimension 1
func.func private @printMemrefF32(tensor<*xf32>)

func.func @collapse() {
  %c = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0]], [[5.0, 6.0, 7.0, 8.0]]]> : tensor<2x1x4xf32>
  %d = tensor.cast %c : tensor<2x1x4xf32> to tensor<?x?x?xf32>
  %rows = tensor.collapse_shape %d [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %u = tensor.cast %rows : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %flat = tensor.collapse_shape %d [[0, 1, 2]] : tensor<?x?x?xf32> into tensor<?xf32>
  %v = tensor.cast %flat : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}

func.func @join(%c: tensor<2x3xf32>, %d: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %j = tensor.concat dim(1) %c, %d : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  return %j : tensor<2x?xf32>
}

func.func @concat() {
  %c = arith.constant dense<1.0> : tensor<2x3xf32>
  %e = arith.constant dense<2.0> : tensor<4x5xf32>
  %d = tensor.cast %e : tensor<4x5xf32> to tensor<?x?xf32>
  %j = call @join(%c, %d) : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  %u = tensor.cast %j : tensor<2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
