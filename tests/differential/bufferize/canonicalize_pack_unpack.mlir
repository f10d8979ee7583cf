// FLAGS: -canonicalize
// linalg.pack/unpack: a padding value that tiles never read is dropped, a pack
// and an unpack that undo each other fold away (not across a padding that is
// read), an unpack into a destination-style result writes into its init, and
// splat constants are repacked as splats (a constant padding must match).
func.func @padding(%s: tensor<4x8xf32>, %p: f32, %d: tensor<2x4x2x2xf32>, %d3: tensor<2x3x2x3xf32>, %s2: tensor<4x9xf32>, %dyn: tensor<?x8xf32>, %dd: tensor<?x4x2x2xf32>, %t: index, %dt: tensor<2x?x2x?xf32>) -> (tensor<2x4x2x2xf32>, tensor<2x3x2x3xf32>, tensor<?x4x2x2xf32>, tensor<2x?x2x?xf32>) {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  %1 = linalg.pack %s2 padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %d3 : tensor<4x9xf32> -> tensor<2x3x2x3xf32>
  %2 = linalg.pack %dyn padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %dd : tensor<?x8xf32> -> tensor<?x4x2x2xf32>
  %3 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, %t] into %dt : tensor<4x8xf32> -> tensor<2x?x2x?xf32>
  return %0, %1, %2, %3 : tensor<2x4x2x2xf32>, tensor<2x3x2x3xf32>, tensor<?x4x2x2xf32>, tensor<2x?x2x?xf32>
}
func.func @round_trips(%s: tensor<4x8xf32>, %p: f32, %d: tensor<2x4x2x2xf32>, %e: tensor<4x8xf32>, %f: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x2x2xf32>, tensor<4x8xf32>) {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  %2 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  %3 = linalg.pack %2 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %fill : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  %5 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %fill : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  return %1, %4, %3, %5 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x2x2xf32>, tensor<4x8xf32>
}
func.func @splats(%d: tensor<2x4x2x2xf32>, %e: tensor<4x8xf32>) -> (tensor<2x4x2x2xf32>, tensor<4x8xf32>) {
  %cst = arith.constant dense<1.0> : tensor<4x8xf32>
  %0 = linalg.pack %cst inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  %c2 = arith.constant dense<2.0> : tensor<2x4x2x2xf32>
  %1 = linalg.unpack %c2 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  return %0, %1 : tensor<2x4x2x2xf32>, tensor<4x8xf32>
}

func.func @pad_read(%d: tensor<2x5x2x2xf32>, %e: tensor<4x9xf32>, %p: f32) -> tensor<2x5x2x2xf32> {
  %u = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x5x2x2xf32> -> tensor<4x9xf32>
  %0 = linalg.pack %u padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x9xf32> -> tensor<2x5x2x2xf32>
  return %0 : tensor<2x5x2x2xf32>
}
func.func @pad_read_unpack(%d: tensor<2x5x2x2xf32>, %e: tensor<4x9xf32>, %p: f32, %f: f32) -> (tensor<4x9xf32>, tensor<2x5x2x2xf32>) {
  %0 = linalg.pack %e padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x9xf32> -> tensor<2x5x2x2xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4x9xf32>) -> tensor<4x9xf32>
  %u = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %fill : tensor<2x5x2x2xf32> -> tensor<4x9xf32>
  return %u, %0 : tensor<4x9xf32>, tensor<2x5x2x2xf32>
}

func.func @splat_padding(%d: tensor<2x5x2x2xf32>, %di: tensor<2x5x2x2xi32>, %p: f32) -> (tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>, tensor<2x5x2x2xi32>, tensor<2x5x2x2xf32>) {
  %cst = arith.constant dense<1.0> : tensor<4x9xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = linalg.pack %cst padding_value(%one : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x9xf32> -> tensor<2x5x2x2xf32>
  %1 = linalg.pack %cst padding_value(%two : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x9xf32> -> tensor<2x5x2x2xf32>
  %ci = arith.constant dense<3> : tensor<4x9xi32>
  %three = arith.constant 3 : i32
  %2 = linalg.pack %ci padding_value(%three : i32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %di : tensor<4x9xi32> -> tensor<2x5x2x2xi32>
  %3 = linalg.pack %cst padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x9xf32> -> tensor<2x5x2x2xf32>
  return %0, %1, %2, %3 : tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>, tensor<2x5x2x2xi32>, tensor<2x5x2x2xf32>
}
