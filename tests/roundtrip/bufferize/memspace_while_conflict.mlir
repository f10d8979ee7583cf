// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-return-allocs-from-loops"
func.func @while_mismatch(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> tensor<4xf32> {
    %s = tensor.extract %t[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %s, %v : f32
    scf.condition(%cond) %t : tensor<4xf32>
  } do {
  ^bb0(%t2: tensor<4xf32>):
    %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
    %w = tensor.insert %v into %b[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}
