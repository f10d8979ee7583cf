// Sparse elements attributes as constants: printed with the indices and
// values folded as mlir-opt folds them (one coordinate of a 1-d tensor
// without brackets, a single value as a splat).
func.func @sparse() -> (tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<3xi32>) {
  %0 = arith.constant sparse<[[0]], [1.0]> : tensor<2xf32>
  %1 = arith.constant sparse<[[0, 1]], [1.0]> : tensor<2x2xf32>
  %2 = arith.constant sparse<[[0, 1], [1, 0]], [1.0, 2.0]> : tensor<2x2xf32>
  %3 = arith.constant sparse<> : tensor<3xi32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<3xi32>
}
