// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"
// tensors flowing through an op the bufferizer does not know (allow-unknown-ops path in N/B errors)
func.func @opaque(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %u = "frontend.custom"(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.insert %v into %u[%c0] : tensor<4xf32>
  return %x : tensor<4xf32>
}
