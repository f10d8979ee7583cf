// FLAGS: -one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries"
// As without function boundaries: the concatenation into space 1 is refused
// by the op, before any buffer of another space would have to be cast or
// reallocated for the return.
func.func @concat(%a: tensor<2xf32, 1>, %b: tensor<2xf32, 2>) -> tensor<4xf32, 1> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xf32, 1>, tensor<2xf32, 2>) -> tensor<4xf32, 1>
  return %c : tensor<4xf32, 1>
}
