// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @no_space(%sz: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %b = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %x = tensor.extract %b[%c0] : tensor<?xf32>
  return %x : f32
}
