// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @gen(%v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %x = tensor.extract %g[%c0] : tensor<?xf32>
  return %x : f32
}
