// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @f(%t: tensor<4xf32>) -> tensor<4xi32> {
  %0 = arith.bitcast %t : tensor<4xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}
