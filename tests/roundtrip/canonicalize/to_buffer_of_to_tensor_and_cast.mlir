// FLAGS: -canonicalize
// A buffer of a tensor made from a buffer is that buffer, cast when the
// types differ and the cast cannot fail, copied otherwise (another memory
// space, a static layout from a dynamic one); a buffer of a tensor.cast is a
// memref.cast of the buffer of its source.
func.func @layout(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}
func.func @realloc(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
func.func @ranked_to_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %c : tensor<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}
func.func @of_cast(%t: tensor<4xf32>) -> memref<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
func.func @space(%m: memref<4xf32>) -> memref<4xf32, 1> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, 1>
  return %b : memref<4xf32, 1>
}
func.func @dynamic_copy(%m: memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x3x?xf32> {
  %t = bufferization.to_tensor %m : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
  %b = bufferization.to_buffer %t : tensor<?x3x?xf32> to memref<?x3x?xf32>
  return %b : memref<?x3x?xf32>
}
func.func @read_only_cast(%t: tensor<6xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %c read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %b : memref<?xf32, strided<[?], offset: ?>>
}
func.func @unranked_to_ranked(%u: memref<*xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %c = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
