// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// tensor.bitcast, tensor.rank on an unranked cast, tensor.reshape with a shape tensor
func.func @misc(%t: tensor<8xi32>, %shape: tensor<2xindex>) -> (tensor<8xf32>, index, tensor<?x?xi32>) {
  %b = tensor.bitcast %t : tensor<8xi32> to tensor<8xf32>
  %u = tensor.cast %t : tensor<8xi32> to tensor<*xi32>
  %r = tensor.rank %u : tensor<*xi32>
  %rs = tensor.reshape %t(%shape) : (tensor<8xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %b, %r, %rs : tensor<8xf32>, index, tensor<?x?xi32>
}
