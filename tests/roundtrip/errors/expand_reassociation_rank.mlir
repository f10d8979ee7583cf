// A reassociation naming more dimensions than the expanded type has: the message compares the map
// size with the expanded rank.
func.func @f(%t: tensor<6xf32>) -> tensor<2x3xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
