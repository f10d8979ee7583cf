// FLAGS: -cse
// pad with zero amounts, slices covering the whole tensor, insert of a full slice, dims of pads
func.func @trivial(%t: tensor<6x6xf32>, %u: tensor<6x6xf32>, %lo: index) -> (tensor<6x6xf32>, tensor<6x6xf32>, tensor<?x6xf32>, index) {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x6xf32> to tensor<6x6xf32>
  %full = tensor.extract_slice %p[0, 0] [6, 6] [1, 1] : tensor<6x6xf32> to tensor<6x6xf32>
  %ins = tensor.insert_slice %full into %u[0, 0] [6, 6] [1, 1] : tensor<6x6xf32> into tensor<6x6xf32>
  %dp = tensor.pad %t low[%lo, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x6xf32> to tensor<?x6xf32>
  %d = tensor.dim %dp, %c0 : tensor<?x6xf32>
  return %full, %ins, %dp, %d : tensor<6x6xf32>, tensor<6x6xf32>, tensor<?x6xf32>, index
}
