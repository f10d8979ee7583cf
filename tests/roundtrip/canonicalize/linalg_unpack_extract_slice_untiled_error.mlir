// FLAGS: -canonicalize
// mlir-opt 22 also folds a slice that cuts an untiled dimension: the new
// unpack then fails to verify, and the run reports it.
func.func @unpack_slice_untiled(%a: tensor<2x3x4xf32>, %e: tensor<8x3xf32>) -> (tensor<6x2xf32>, tensor<6x3xf32>) {
  %u = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<2x3x4xf32> -> tensor<8x3xf32>
  %s = tensor.extract_slice %u[0, 0] [6, 2] [1, 1] : tensor<8x3xf32> to tensor<6x2xf32>
  %u2 = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<2x3x4xf32> -> tensor<8x3xf32>
  %s2 = tensor.extract_slice %u2[0, 0] [6, 3] [1, 1] : tensor<8x3xf32> to tensor<6x3xf32>
  return %s, %s2 : tensor<6x2xf32>, tensor<6x3xf32>
}
