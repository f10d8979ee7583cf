// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map use-encoding-for-memory-space"
func.func @enc(%t: tensor<4xf32, 1 : i64>, %v: f32) -> tensor<4xf32, 1 : i64> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32, 1 : i64>
  return %r : tensor<4xf32, 1 : i64>
}
