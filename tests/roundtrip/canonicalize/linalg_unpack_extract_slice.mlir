// FLAGS: -canonicalize
// The only user of an unpack slicing off less than a tile of padding, from
// offset 0 with unit strides and the same rank, becomes the unpack destination
// (a slice of the old one). Offsets, too large cuts, other users and
// rank-reducing slices keep the slice.
func.func @unpack_slice(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<6x6xf32> {
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  %s = tensor.extract_slice %u[0, 0] [6, 6] [1, 1] : tensor<8x8xf32> to tensor<6x6xf32>
  return %s : tensor<6x6xf32>
}
func.func @unpack_slice_toolarge(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<4x6xf32> {
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  %s = tensor.extract_slice %u[0, 0] [4, 6] [1, 1] : tensor<8x8xf32> to tensor<4x6xf32>
  return %s : tensor<4x6xf32>
}
func.func @unpack_slice_offset(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<6x6xf32> {
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  %s = tensor.extract_slice %u[1, 0] [6, 6] [1, 1] : tensor<8x8xf32> to tensor<6x6xf32>
  return %s : tensor<6x6xf32>
}
func.func @unpack_slice_perm(%a: tensor<3x2x4xf32>, %e: tensor<8x3xf32>) -> tensor<5x3xf32> {
  %u = linalg.unpack %a outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<3x2x4xf32> -> tensor<8x3xf32>
  %s = tensor.extract_slice %u[0, 0] [5, 3] [1, 1] : tensor<8x3xf32> to tensor<5x3xf32>
  return %s : tensor<5x3xf32>
}
func.func @unpack_slice_two_uses(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> (tensor<6x6xf32>, tensor<8x8xf32>) {
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  %s = tensor.extract_slice %u[0, 0] [6, 6] [1, 1] : tensor<8x8xf32> to tensor<6x6xf32>
  return %s, %u : tensor<6x6xf32>, tensor<8x8xf32>
}
func.func @unpack_slice_rank_reduce(%a: tensor<1x2x4x4xf32>, %e: tensor<4x8xf32>) -> tensor<6xf32> {
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<1x2x4x4xf32> -> tensor<4x8xf32>
  %s = tensor.extract_slice %u[0, 0] [1, 6] [1, 1] : tensor<4x8xf32> to tensor<6xf32>
  return %s : tensor<6xf32>
}
