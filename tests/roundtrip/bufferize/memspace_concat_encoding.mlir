// FLAGS: -one-shot-bufferize=use-encoding-for-memory-space
// tensor.concat supports the default memory space only: a result whose
// encoding names another space is an error once its allocation exists,
// instead of a concatenation into a default-space buffer.
func.func @concat(%a: tensor<2xf32, 1>, %b: tensor<2xf32, 1>) -> tensor<4xf32, 1> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xf32, 1>, tensor<2xf32, 1>) -> tensor<4xf32, 1>
  return %c : tensor<4xf32, 1>
}
