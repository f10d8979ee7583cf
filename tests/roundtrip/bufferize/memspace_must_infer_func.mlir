// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @enc(%t: tensor<4xf32, 1 : i64>, %v: f32) -> tensor<4xf32, 1 : i64> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32, 1 : i64>
  return %r : tensor<4xf32, 1 : i64>
}
