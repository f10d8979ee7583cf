// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries
func.func private @reads(%t: tensor<16xf32>, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<16xf32>
  return %x : f32
}
func.func private @writes(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 3.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%t: tensor<16xf32>, %j: index) -> (tensor<16xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %w = call @writes(%e) : (tensor<4xf32>) -> tensor<4xf32>
  %n = tensor.insert_slice %w into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  %x = call @reads(%t, %j) : (tensor<16xf32>, index) -> f32
  return %n, %x : tensor<16xf32>, f32
}
func.func @caller2(%t: tensor<16xf32>, %j: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %n = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  %x = call @reads(%t, %j) : (tensor<16xf32>, index) -> f32
  %m = tensor.insert %x into %n[%j] : tensor<16xf32>
  return %m : tensor<16xf32>
}
