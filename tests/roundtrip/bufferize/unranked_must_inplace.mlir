// FLAGS: -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only"
// Unranked tensor operands always bufferize in place (they cannot be copied): with the top-down
// heuristic the cast of the constant is decided after the call and goes out of place.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = tensor.cast %v : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
