// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="use-encoding-for-memory-space"
func.func @pad_enc(%t: tensor<2xf32, 1 : i64>, %v: f32) -> tensor<4xf32, 1 : i64> {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32, 1 : i64> to tensor<4xf32, 1 : i64>
  return %p : tensor<4xf32, 1 : i64>
}
func.func @slices(%m: memref<8xf32, 2>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict : memref<8xf32, 2> to tensor<8xf32>
  %s = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %v into %s[%c0] : tensor<4xf32>
  %c = tensor.collapse_shape %w [] : tensor<4xf32> into tensor<4xf32>
  %x = tensor.extract %c[%c0] : tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<8xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
