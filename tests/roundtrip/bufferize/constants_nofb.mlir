// FLAGS: --allow-unregistered-dialect -one-shot-bufferize
func.func @c1(%i: index) -> f32 {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.extract %cst[%i] : tensor<4xf32>
  return %e : f32
}
func.func @c2(%i: index, %f: f32) -> tensor<4xf32> {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %cst2 = arith.constant dense<0.0> : tensor<4xf32>
  %x = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %y = tensor.extract %cst2[%i] : tensor<4xf32>
  %z = tensor.insert %y into %x[%i] : tensor<4xf32>
  return %z : tensor<4xf32>
}
