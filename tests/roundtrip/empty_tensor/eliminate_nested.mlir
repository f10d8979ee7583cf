// FLAGS: --pass-pipeline="builtin.module(func.func(eliminate-empty-tensors))"
// Nested on functions, the analysis does not bufferize function boundaries:
// function arguments are read-only, so inserting into one is out of place.
func.func @materialize_memref(%m: memref<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @into_alloc(%n: index, %j: index) -> tensor<?xf32> {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @into_arg(%t: tensor<16xf32>, %j: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
