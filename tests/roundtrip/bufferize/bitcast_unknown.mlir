// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"
func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
