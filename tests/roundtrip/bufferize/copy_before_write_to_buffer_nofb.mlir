// FLAGS: -one-shot-bufferize="copy-before-write"
// Without function-boundary bufferization the argument stays a tensor; its
// bufferization.to_buffer is left as written instead of being copied.
func.func @argument_exported(%t: tensor<8xf32>) -> memref<8xf32> {
  %b = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  return %b : memref<8xf32>
}

func.func @filled_then_exported(%v: f32) -> memref<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %b = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  return %b : memref<8xf32>
}
