// FLAGS: --allow-unregistered-dialect -one-shot-bufferize
func.func @f0(%t: tensor<64xf32>, %f: f32, %i: index) -> tensor<64xf32> {
  %r = tensor.insert %f into %t[%i] : tensor<64xf32>
  return %r : tensor<64xf32>
}
func.func @f1(%t: tensor<64xf32>, %f: f32, %i: index) -> (tensor<64xf32>, f32) {
  %r = tensor.insert %f into %t[%i] : tensor<64xf32>
  %s = call @f0(%r, %f, %i) : (tensor<64xf32>, f32, index) -> tensor<64xf32>
  %e = tensor.extract %r[%i] : tensor<64xf32>
  return %s, %e : tensor<64xf32>, f32
}
func.func @f2(%f: f32, %i: index) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %s = call @f0(%e, %f, %i) : (tensor<64xf32>, f32, index) -> tensor<64xf32>
  return %s : tensor<64xf32>
}
