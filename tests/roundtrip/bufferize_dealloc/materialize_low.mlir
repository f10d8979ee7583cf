// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// materialize_in_destination into a writable tensor argument, and a reshape with a shape tensor
func.func @mat(%src: tensor<6xf32>, %dst: tensor<6xf32>, %shape: tensor<2xindex>) -> (tensor<6xf32>, tensor<?x?xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %n = linalg.negf ins(%src : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %m = bufferization.materialize_in_destination %n in %dst : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %r = tensor.reshape %n(%shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %m, %r : tensor<6xf32>, tensor<?x?xf32>
}
