// FLAGS: -one-shot-bufferize="bufferize-function-boundaries dialect-filter=tensor,bufferization allow-unknown-ops"
// The size of each concatenated input in its subview is a folded dim: an
// input copied into a new buffer gives that buffer's size operand.
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %c : tensor<?x3xf32>
}
