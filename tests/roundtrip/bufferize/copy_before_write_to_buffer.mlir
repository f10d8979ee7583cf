// FLAGS: -one-shot-bufferize="copy-before-write bufferize-function-boundaries"
// Without the analysis, every writing use goes out of place, but the tensor
// handed to bufferization.to_buffer is used in place: the memref it yields
// is the tensor's own buffer, not a copy of it.
func.func @filled_then_exported(%v: f32) -> memref<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %b = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  return %b : memref<8xf32>
}

func.func @exported_then_written(%t: tensor<8xf32>, %v: f32) -> (memref<8xf32, strided<[?], offset: ?>>, tensor<8xf32>) {
  %b = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %b, %f : memref<8xf32, strided<[?], offset: ?>>, tensor<8xf32>
}
