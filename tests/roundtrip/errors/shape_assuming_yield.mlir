// The yield must give the assuming op's result types.
func.func @mismatch(%w: !shape.witness, %t: tensor<2xf32>) -> tensor<3xf32> {
  %r = shape.assuming %w -> (tensor<3xf32>) {
    shape.assuming_yield %t : tensor<2xf32>
  }
  return %r : tensor<3xf32>
}
