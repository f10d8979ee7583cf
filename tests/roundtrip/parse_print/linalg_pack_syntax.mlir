// linalg.pack / linalg.unpack: padding values, permutations, dynamic and constant tiles,
// attribute dictionaries (inherent attributes given there become properties), result names.
func.func @pack_forms(%a: tensor<4x8xf32>, %pad: f32, %d: tensor<4x4x1x2xf32>, %dyn: tensor<?x?xf32>, %t: index,
                      %dd: tensor<?x?x?x2xf32>, %e: tensor<8x4xf32>, %d2: tensor<4x4x2x1xf32>, %d3: tensor<?x?x?xf32>) -> (tensor<4x4x1x2xf32>, tensor<?x?x?x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>) {
  %c2 = arith.constant 2 : index
  %0 = linalg.pack %a padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d {tag = "x"} : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  %1 = linalg.pack %dyn padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%t, 2] into %dd : tensor<?x?xf32> -> tensor<?x?x?x2xf32>
  %2 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %a : tensor<4x4x1x2xf32> -> tensor<4x8xf32>
  %3 = linalg.unpack %1 inner_dims_pos = [0, 1] inner_tiles = [%t, 2] into %dyn : tensor<?x?x?x2xf32> -> tensor<?x?xf32>
  %4 = linalg.pack %a outer_dims_perm = [] inner_dims_pos = [] inner_tiles = [] into %a : tensor<4x8xf32> -> tensor<4x8xf32>
  %5 = linalg.pack %a inner_dims_pos = [] inner_tiles = [] into %e {outer_dims_perm = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  %6 = linalg.pack %a outer_dims_perm = [0, 1] inner_dims_pos = [] inner_tiles = [] into %e {outer_dims_perm = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  %7 = linalg.pack %dyn inner_dims_pos = [1] inner_tiles = [%c2] into %d3 : tensor<?x?xf32> -> tensor<?x?x?xf32>
  %8 = linalg.pack %a outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 1] into %d2 : tensor<4x8xf32> -> tensor<4x4x2x1xf32>
  %9 = linalg.unpack %8 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 1] into %a : tensor<4x4x2x1xf32> -> tensor<4x8xf32>
  return %0, %1, %9, %3 : tensor<4x4x1x2xf32>, tensor<?x?x?x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>
}
