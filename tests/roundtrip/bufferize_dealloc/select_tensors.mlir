// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// arith.select between two tensors, then written
func.func @selt(%c: i1, %a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = arith.select %c, %a, %f : tensor<4xf32>
  %c3 = arith.constant 3 : index
  %w = tensor.insert %v into %s[%c3] : tensor<4xf32>
  return %w : tensor<4xf32>
}
