// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A tensor.empty whose only user is an alloc_tensor copying it, with that
// copy unused, leaves no allocation behind: the unused copy goes away when
// it is bufferized, and the empty's own allocation is bufferized after every
// op of the function, by which time nothing uses it. A tensor.empty with a
// live user keeps its allocation.
func.func @dead_copy_of_empty(%v: f32) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %copy = bufferization.alloc_tensor() copy(%e) : tensor<2xf32>
  %b = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%b : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}

func.func @dynamic_dead_copy(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %copy = bufferization.alloc_tensor() copy(%e) : tensor<?xf32>
  %b = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
