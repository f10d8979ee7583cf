// FLAGS: --allow-unregistered-dialect -one-shot-bufferize=""
func.func @loop_mismatch(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
    %w = tensor.insert %v into %b[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}
