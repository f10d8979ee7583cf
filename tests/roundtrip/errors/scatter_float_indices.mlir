// Scatter indices must be integers or index values; the operand type is checked before the
// scatter_dims are compared with the index shape.
func.func @f(%src: tensor<2x3xf32>, %dest: tensor<5x3xf32>, %idx: tensor<2x1xf32>) -> tensor<5x3xf32> {
  %0 = tensor.scatter %src into %dest[%idx] scatter_dims([0, 1]) unique : (tensor<2x3xf32>, tensor<5x3xf32>, tensor<2x1xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
