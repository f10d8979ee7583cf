// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// The returned buffer is the argument itself, in space 1, and the result is
// in the default space with a fully dynamic layout: the reallocation that
// memref.alloc rejects carries the argument's location (its name in the
// signature), not the return's.
func.func @ret(%i: index, %m: memref<4xf32, 1>) -> tensor<4xf32> {
  %a = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  return %a : tensor<4xf32>
}
