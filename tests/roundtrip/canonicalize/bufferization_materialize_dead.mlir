// FLAGS: -canonicalize
// materialize_in_destination on tensors has no memory effect: unused, it
// is dead. Into a buffer it writes and stays.
func.func @dead(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func @used(%t: tensor<?xf32>, %d: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = bufferization.materialize_in_destination %t in %0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @buffer(%t: tensor<4xf32>, %d: memref<4xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
