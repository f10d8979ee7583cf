// FLAGS: -canonicalize
// Consumers of linalg.fill: reshapes fill the reshaped init, a pack fills
// its destination (unless the destination has other uses or the padding
// value differs), a pad with the fill value is a fill of an empty tensor,
// and an insertion of such a pad into a fill inserts the pad's source.
func.func @reshapes(%s: f32, %e: tensor<4x4xf32>, %d: tensor<?xf32>, %n: index) -> (tensor<16xf32>, tensor<?x4xf32>) {
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = tensor.collapse_shape %f [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %g = linalg.fill ins(%s : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.expand_shape %g [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0, %1 : tensor<16xf32>, tensor<?x4xf32>
}
func.func @packs(%s: f32, %t: f32, %e: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>, %d2: tensor<2x2x4x4xf32>, %d3: tensor<2x2x4x4xf32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) {
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
  // The destination has another use.
  %1 = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d2 : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
  %e7 = tensor.empty() : tensor<7x7xf32>
  %g = linalg.fill ins(%s : f32) outs(%e7 : tensor<7x7xf32>) -> tensor<7x7xf32>
  %2 = linalg.pack %g padding_value(%s : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d3 : tensor<7x7xf32> -> tensor<2x2x4x4xf32>
  %d4 = tensor.empty() : tensor<2x2x4x4xf32>
  %3 = linalg.pack %g padding_value(%t : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d4 : tensor<7x7xf32> -> tensor<2x2x4x4xf32>
  return %0, %1, %2, %3, %d2 : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>
}
func.func @pads(%s: f32, %t: f32) -> (tensor<6x6xf32>, tensor<6x6xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = tensor.pad %f low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %1 = tensor.pad %f low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %t : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %0, %1 : tensor<6x6xf32>, tensor<6x6xf32>
}
func.func @insert_pad(%a: tensor<2x2xf32>, %b: tensor<?x2xf32>, %s: f32, %e: tensor<8x8xf32>, %o: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<2x2xf32> to tensor<4x4xf32>
  %0 = tensor.insert_slice %p into %f[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  // Through an earlier disjoint insertion, with a dynamic source size.
  %i1 = tensor.insert_slice %a into %f[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %q = tensor.pad %b low[0, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x2xf32> to tensor<4x4xf32>
  %1 = tensor.insert_slice %q into %i1[%o, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  // Overlapping earlier insertion: kept.
  %i2 = tensor.insert_slice %a into %f[3, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %2 = tensor.insert_slice %p into %i2[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
