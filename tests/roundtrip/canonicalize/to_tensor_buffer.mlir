// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>) {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t2 = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  %t3 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %m2 = bufferization.to_buffer %t3 : tensor<4xf32> to memref<4xf32>
  return %t2, %m2 : tensor<4xf32>, memref<4xf32>
}
