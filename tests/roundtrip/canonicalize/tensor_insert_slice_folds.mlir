// FLAGS: --allow-unregistered-dialect -canonicalize
// Insert of an extract of the same place, and overwritten inserts.
func.func @f(%t: tensor<16xf32>, %u: tensor<4xf32>, %v: tensor<4xf32>, %o: index) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.extract_slice %t[%o] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %back = tensor.insert_slice %e into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %i1 = tensor.insert_slice %u into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %i2 = tensor.insert_slice %v into %i1[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %back, %i2 : tensor<16xf32>, tensor<16xf32>
}
