// FLAGS: -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only"
// Three chained matmuls reusing one tensor.empty as the destination of each, with the top-down
// heuristic: the later products cannot overwrite a buffer whose value is still read.
func.func @chain(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %ab = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %abb = linalg.matmul ins(%ab, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %abbb = linalg.matmul ins(%abb, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%ab : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %abb, %abbb : tensor<4x4xf32>, tensor<4x4xf32>
}
