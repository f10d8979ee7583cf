// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// bufferization.alloc_tensor with a copy, with dynamic sizes and with a memory space.
func.func @allocs(%t: tensor<?xf32>, %n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %a1 = tensor.insert %v into %a[%c0] : tensor<?xf32>
  %b = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %b1 = linalg.fill ins(%v : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  %s = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %s1 = linalg.fill ins(%v : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %s1[%c0] : tensor<4xf32>
  return %a1, %b1, %x : tensor<?xf32>, tensor<?xf32>, f32
}
