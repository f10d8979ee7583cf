// FLAGS: -canonicalize
// A pack or unpack reading through a tensor.cast that only hides static sizes
// uses the cast source; the result takes the new destination type and is
// cast back, and dynamic tiles the new packed type fixes become static. A
// cast adding static sizes stays.
func.func @pack_dest_cast(%a: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>) -> tensor<?x?x4x4xf32> {
  %c = tensor.cast %d : tensor<2x2x4x4xf32> to tensor<?x?x4x4xf32>
  %p = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %c : tensor<8x8xf32> -> tensor<?x?x4x4xf32>
  return %p : tensor<?x?x4x4xf32>
}
func.func @pack_src_cast(%a: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %c = tensor.cast %a : tensor<8x8xf32> to tensor<?x?xf32>
  %p = linalg.pack %c inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<?x?xf32> -> tensor<2x2x4x4xf32>
  return %p : tensor<2x2x4x4xf32>
}
func.func @pack_dyn_tile(%a: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>, %pad: f32) -> tensor<?x?x?x4xf32> {
  %c4 = arith.constant 4 : index
  %c = tensor.cast %d : tensor<2x2x4x4xf32> to tensor<?x?x?x4xf32>
  %p = linalg.pack %a padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%c4, 4] into %c : tensor<8x8xf32> -> tensor<?x?x?x4xf32>
  return %p : tensor<?x?x?x4xf32>
}
func.func @pack_nofold(%a: tensor<?x?xf32>, %d: tensor<?x?x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %c = tensor.cast %d : tensor<?x?x4x4xf32> to tensor<2x2x4x4xf32>
  %p = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %c : tensor<?x?xf32> -> tensor<2x2x4x4xf32>
  return %p : tensor<2x2x4x4xf32>
}
func.func @unpack_src_cast(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = tensor.cast %a : tensor<2x2x4x4xf32> to tensor<?x?x4x4xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<?x?x4x4xf32> -> tensor<8x8xf32>
  return %u : tensor<8x8xf32>
}
func.func @unpack_dest_cast(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %e : tensor<8x8xf32> to tensor<?x?xf32>
  %u = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %c : tensor<2x2x4x4xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
func.func @unpack_dyn_tile(%a: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>, %t: index) -> tensor<8x8xf32> {
  %c = tensor.cast %a : tensor<2x2x4x4xf32> to tensor<2x2x?x4xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %e : tensor<2x2x?x4xf32> -> tensor<8x8xf32>
  return %u : tensor<8x8xf32>
}
