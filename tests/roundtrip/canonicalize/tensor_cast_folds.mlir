// FLAGS: --allow-unregistered-dialect -canonicalize
// tensor.cast chains, casts into tensor.insert, and identity casts.
func.func @f(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<?xf32>, tensor<8xf32>) {
  %a = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %b = tensor.insert %f into %a[%i] : tensor<?xf32>
  %c = tensor.cast %a : tensor<?xf32> to tensor<8xf32>
  return %b, %c : tensor<?xf32>, tensor<8xf32>
}
