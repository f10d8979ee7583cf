// FLAGS: --allow-unregistered-dialect -one-shot-bufferize=""
func.func @branches(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  return %x : f32
}
