// FLAGS: -one-shot-bufferize
// to_buffer of a to_tensor between unranked types of different memory spaces
// folds to a cast (invalid, so reported), never to an allocation.
func.func @to_buffer(%m: memref<*xf32, 1>) -> memref<*xf32> {
  %a = bufferization.to_tensor %m restrict writable : memref<*xf32, 1> to tensor<*xf32>
  %b = bufferization.to_buffer %a : tensor<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}
