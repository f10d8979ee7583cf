// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="use-encoding-for-memory-space"
func.func @f(%v: f32) -> tensor<2xf32, 1 : i64> {
  %r = tensor.generate { ^bb0(%i: index): tensor.yield %v : f32 } : tensor<2xf32, 1 : i64>
  return %r : tensor<2xf32, 1 : i64>
}
