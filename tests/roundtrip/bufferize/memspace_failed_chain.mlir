// FLAGS: -one-shot-bufferize="must-infer-memory-space"
// A tensor.empty without a memory space: the alloc_tensor that replaces it
// already exists when the memory space is asked for (so the notes number the
// empty op %2), and "failed to bufferize op" follows the cause.
func.func @empty(%v: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %f[%i] : tensor<4xf32>
  return %x : f32
}
