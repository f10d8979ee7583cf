// FLAGS: -one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=nonexistent"
func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  %r2 = tensor.insert %s into %r[%c0] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = call @callee(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %b = tensor.extract %t[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = tensor.insert %b into %f[%c0] : tensor<4xf32>
  return %a, %b : tensor<4xf32>, f32
}
func.func @other(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %r2 = tensor.insert %y into %r[%c0] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}
