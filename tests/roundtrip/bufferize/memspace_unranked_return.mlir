// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// An unranked buffer in space 1 returned as an unranked result of the
// default space: there is no copy for unranked buffers, the buffer is cast,
// and the verifier rejects that cast across memory spaces.
func.func @unranked(%m: memref<*xf32, 1>) -> tensor<*xf32> {
  %a = bufferization.to_tensor %m restrict writable : memref<*xf32, 1> to tensor<*xf32>
  return %a : tensor<*xf32>
}
