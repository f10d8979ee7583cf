// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @cst() -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}
