// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -drop-equivalent-buffer-results
func.func private @inc(%t: tensor<16xf32>, %v: f32, %i: index) -> tensor<16xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<16xf32>
  return %r : tensor<16xf32>
}
func.func private @fresh(%n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%c : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %f, %f2 : tensor<?xf32>, tensor<4xf32>
}
func.func private @both(%t: tensor<16xf32>, %v: f32, %i: index) -> (tensor<16xf32>, f32, tensor<16xf32>) {
  %r = tensor.insert %v into %t[%i] : tensor<16xf32>
  %x = tensor.extract %r[%i] : tensor<16xf32>
  %s = call @inc(%r, %x, %i) : (tensor<16xf32>, f32, index) -> tensor<16xf32>
  return %s, %x, %r : tensor<16xf32>, f32, tensor<16xf32>
}
func.func @main(%t: tensor<16xf32>, %v: f32, %i: index, %n: index) -> (tensor<16xf32>, f32, tensor<?xf32>, tensor<4xf32>) {
  %a = call @inc(%t, %v, %i) : (tensor<16xf32>, f32, index) -> tensor<16xf32>
  %b:3 = call @both(%a, %v, %i) : (tensor<16xf32>, f32, index) -> (tensor<16xf32>, f32, tensor<16xf32>)
  %c:2 = call @fresh(%n) : (index) -> (tensor<?xf32>, tensor<4xf32>)
  return %b#0, %b#1, %c#0, %c#1 : tensor<16xf32>, f32, tensor<?xf32>, tensor<4xf32>
}
