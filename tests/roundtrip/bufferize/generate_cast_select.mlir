// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries"
func.func @gen(%sz: index, %f: f32) -> tensor<?xf32> {
  %g = tensor.generate %sz {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}
func.func @cast_dim(%t: tensor<?xf32>, %c: i1, %u: tensor<?xf32>) -> (tensor<4xf32>, index, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %u, %c0 : tensor<?xf32>
  %s = arith.select %c, %t, %u : tensor<?xf32>
  return %0, %d, %s : tensor<4xf32>, index, tensor<?xf32>
}
