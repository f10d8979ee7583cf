// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// As for a single op: the scf.if yields buffers in memory space 1, and its
// reallocation for the default-space result is reported at the scf.if.
func.func @if_in_space_one(%m: memref<4xf32, 1>, %c: i1) -> tensor<4xf32> {
  %a = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
