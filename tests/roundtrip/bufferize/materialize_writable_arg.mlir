// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// materialize_in_destination into function arguments, with and without bufferization.writable = true.
func.func @store_into(%src: tensor<8xf32>, %dst: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @store_into2(%src: tensor<8xf32>, %dst: tensor<8xf32>) -> tensor<8xf32> {
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
