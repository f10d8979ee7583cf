// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="must-infer-memory-space"
func.func @alloc_space(%sz: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %b = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %c = bufferization.alloc_tensor() copy(%b) : tensor<?xf32>
  %d = tensor.insert %v into %c[%c0] : tensor<?xf32>
  %x = tensor.extract %d[%c0] : tensor<?xf32>
  %y = tensor.extract %b[%c0] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
