// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @pack(%a: tensor<4x8xf32>, %pad: f32, %dst: tensor<4x4x1x2xf32>, %p: tensor<2x4x2x2xf32>, %init: tensor<4x8xf32>) -> (tensor<4x4x1x2xf32>, tensor<4x8xf32>) {
  %0 = linalg.pack %a padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %dst : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  %1 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %init : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  return %0, %1 : tensor<4x4x1x2xf32>, tensor<4x8xf32>
}
