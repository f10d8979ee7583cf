// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @ic(%t: tensor<4xi32>, %u: tensor<?xindex>) -> (tensor<4xindex>, tensor<?xi64>) {
  %a = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %b = arith.index_cast %u : tensor<?xindex> to tensor<?xi64>
  return %a, %b : tensor<4xindex>, tensor<?xi64>
}
func.func @dt(%t: tensor<4xf32>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return
}
