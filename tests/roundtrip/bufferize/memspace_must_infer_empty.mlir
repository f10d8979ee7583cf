// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @empty(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = tensor.from_elements %v, %v : tensor<2xf32>
  %x = tensor.extract %f[%c0] : tensor<4xf32>
  %y = tensor.extract %g[%c0] : tensor<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
