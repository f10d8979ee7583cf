// FLAGS: --allow-unregistered-dialect -one-shot-bufferize
func.func @a(%sz: index, %f: f32, %m: memref<4xf32>, %t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %3 = tensor.insert %f into %2[%c0] : tensor<4xf32>
  bufferization.materialize_in_destination %3 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %1 : tensor<?xf32>
}
