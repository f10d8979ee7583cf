// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @caller(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() {memory_space = 7 : i64} : tensor<4xf32>
  %r = call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}
