// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="use-encoding-for-memory-space"
func.func @cst_enc() -> tensor<4xf32, 1 : i64> {
  %c = arith.constant dense<1.0> : tensor<4xf32, 1 : i64>
  return %c : tensor<4xf32, 1 : i64>
}
