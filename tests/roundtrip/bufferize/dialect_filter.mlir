// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="dialect-filter=tensor allow-unknown-ops"
func.func @s(%t: tensor<8x8xf32>, %v: tensor<8x8xf32>, %f: f32, %i: index) -> (tensor<8x8xf32>, f32, tensor<8x8xf32>) {
  %0 = tensor.extract_slice %t[0, %i] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = tensor.insert_slice %1 into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %c0 = arith.constant 0 : index
  %3 = tensor.extract %0[%c0, %c0] : tensor<4x4xf32>
  %4 = tensor.extract_slice %v[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %5 = tensor.insert_slice %4 into %v[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
  %6 = tensor.insert_slice %2 into %5[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
  return %2, %3, %6 : tensor<8x8xf32>, f32, tensor<8x8xf32>
}
