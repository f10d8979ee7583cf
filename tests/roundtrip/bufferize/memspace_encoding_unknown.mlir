// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-unknown-ops use-encoding-for-memory-space"
func.func @unknown(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = "test.make"() : () -> tensor<4xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  return %x : f32
}
