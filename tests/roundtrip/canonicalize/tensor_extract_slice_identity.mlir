// FLAGS: --allow-unregistered-dialect -canonicalize
// Identity slices fold away; slices of slices inserted at the same place fold.
func.func @f(%t: tensor<4x8xf32>, %s: tensor<2x2xf32>, %o: index) -> (tensor<4x8xf32>, tensor<2x2xf32>, tensor<4x8xf32>) {
  %a = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %i = tensor.insert_slice %s into %t[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x8xf32>
  %e = tensor.extract_slice %i[%o, 1] [2, 2] [1, 1] : tensor<4x8xf32> to tensor<2x2xf32>
  %full = tensor.insert_slice %t into %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  return %a, %e, %full : tensor<4x8xf32>, tensor<2x2xf32>, tensor<4x8xf32>
}
