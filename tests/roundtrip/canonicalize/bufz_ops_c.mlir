// FLAGS: -canonicalize
// explicit bufferization ops: alloc_tensor with copy, materialize_in_destination, restrict to_tensor
func.func @explicit(%m: memref<10xf32>, %t: tensor<10xf32>, %v: f32) -> (tensor<10xf32>, tensor<10xf32>) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %fromm = bufferization.to_tensor %m restrict writable : memref<10xf32> to tensor<10xf32>
  %upd = tensor.insert %v into %fromm[%c0] : tensor<10xf32>
  %cp = bufferization.alloc_tensor() copy(%t) : tensor<10xf32>
  %cp2 = tensor.insert %v into %cp[%c9] : tensor<10xf32>
  %res = bufferization.materialize_in_destination %cp2 in %upd : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
  %e = tensor.empty() : tensor<10xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<10xf32>, memref<10xf32>) -> ()
  return %res, %cp2 : tensor<10xf32>, tensor<10xf32>
}
