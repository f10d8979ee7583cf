// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// tensor expand/collapse around an elementwise op, input tensor also returned
func.func @rs(%t: tensor<12xf32>) -> (tensor<3x4xf32>, tensor<12xf32>) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %z = tensor.empty() : tensor<3x4xf32>
  %n = linalg.negf ins(%e : tensor<3x4xf32>) outs(%z : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c = tensor.collapse_shape %n [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %n, %c : tensor<3x4xf32>, tensor<12xf32>
}
