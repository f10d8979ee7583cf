// FLAGS: -canonicalize
// alloc_tensor in a memory space, copies between spaces, to_buffer of a tensor read later
func.func @spaces(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %b = bufferization.alloc_tensor() copy(%f) {memory_space = 0 : i64} : tensor<8xf32>
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %ld = memref.load %m[%c2] : memref<8xf32>
  %w = tensor.insert %ld into %b[%c0] : tensor<8xf32>
  return %w, %ld : tensor<8xf32>, f32
}
