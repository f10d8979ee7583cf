// FLAGS: --allow-unregistered-dialect -one-shot-bufferize=""
func.func @roundtrip(%m: memref<4xf32, 3>, %v: f32) -> memref<4xf32, 3> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32, 3> to tensor<4xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.extract_slice %w[0][2][1] : tensor<4xf32> to tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %i = tensor.insert_slice %f into %w[2][2][1] : tensor<2xf32> into tensor<4xf32>
  %b = bufferization.to_buffer %i : tensor<4xf32> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}
