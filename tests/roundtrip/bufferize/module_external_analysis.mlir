// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func private @ext(tensor<4xf32>, f32) -> tensor<4xf32>
func.func private @ext2(%t: tensor<4xf32> {bufferization.access = "read"}) -> f32
func.func @user(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %x = func.call @ext(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %z = func.call @ext2(%x) : (tensor<4xf32>) -> f32
  %s = arith.addf %y, %z : f32
  return %x, %s : tensor<4xf32>, f32
}
