// FLAGS: -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries
func.func @fill(%n: index, %i: index, %v: f32) -> (tensor<?xf32>, tensor<8xf32>) {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %g = tensor.insert %v into %f[%i] : tensor<?xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %h = linalg.fill ins(%v : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  return %g, %h : tensor<?xf32>, tensor<8xf32>
}
