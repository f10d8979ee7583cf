// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-results-to-out-params --mlir-print-debuginfo
// Results turned into out-parameters: the new arguments are at the function.
func.func private @fill(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}

func.func @use(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = func.call @fill(%f) : (f32) -> tensor<4xf32>
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
