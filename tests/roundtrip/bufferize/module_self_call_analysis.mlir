// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @self(%t: tensor<4xf32>) -> tensor<4xf32> {
  %x = func.call @self(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
