// RUN: bufopt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

// The verifier of linalg.pack / linalg.unpack: MLIR 22's checks in its order.

func.func @zero_tile(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [0, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @zero_constant_tile(%a: tensor<4x8xf32>, %d: tensor<4x?x1x?xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, %c0] into %d : tensor<4x8xf32> -> tensor<4x?x1x?xf32>
  return
}

// -----

func.func @pos_out_of_range(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [0, 2] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @pos_repeated(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [1, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @pos_negative(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [-1, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @perm_repeated(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %a outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @perm_short(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %a outer_dims_perm = [1] inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @too_many_tiles(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2x3xf32>) {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, 2, 3] into %d : tensor<4x8xf32> -> tensor<4x4x1x2x3xf32>
  return
}

// -----

func.func @tiles_vs_pos(%a: tensor<4x8xf32>, %d: tensor<4x4x1xf32>) {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1] into %d : tensor<4x8xf32> -> tensor<4x4x1xf32>
  return
}

// -----

func.func @packed_rank(%a: tensor<4x8xf32>, %d: tensor<4x4x1xf32>) {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1xf32>
  return
}

// -----

func.func @tile_shape(%a: tensor<4x8xf32>, %d: tensor<4x4x1x?xf32>) {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x?xf32>
  return
}

// -----

func.func @dynamic_tile_static_shape(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, %c2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @packed_domain(%a: tensor<4x8xf32>, %d: tensor<4x5x1x2xf32>, %p: f32) {
  // expected-error @+1 {{expected 'tensor<4x4x1x2xf32>' for the packed domain value, got 'tensor<4x5x1x2xf32>'}}
  %0 = linalg.pack %a padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x5x1x2xf32>
  return
}

// -----

func.func @packed_domain_perm(%a: tensor<4x8xf32>, %d: tensor<8x2x1x2xf32>) {
  // expected-error @+1 {{expected 'tensor<2x8x1x2xf32>' for the packed domain value, got 'tensor<8x2x1x2xf32>'}}
  %0 = linalg.pack %a outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<8x2x1x2xf32>
  return
}

// -----

func.func @partial_tile(%a: tensor<4x7xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x7xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @partial_dynamic_tile(%a: tensor<5x8xf32>, %d: tensor<2x4x?x2xf32>, %t: index) {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%t, 2] into %d : tensor<5x8xf32> -> tensor<2x4x?x2xf32>
  return
}

// -----

func.func @padding_type(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>, %p: f64) {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = linalg.pack %a padding_value(%p : f64) inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @unpack_domain(%a: tensor<2x4x2x2xf32>, %d: tensor<4x9xf32>) {
  // expected-error @+1 {{expected 'tensor<2x5x2x2xf32>' for the packed domain value, got 'tensor<2x4x2x2xf32>'}}
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<2x4x2x2xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @unpack_rank(%a: tensor<2x4x2xf32>, %d: tensor<4x8xf32>) {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<2x4x2xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @unpack_dynamic_tile(%a: tensor<?x4x2x2xf32>, %d: tensor<4x?xf32>, %t: index) {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %a inner_dims_pos = [1, 0] inner_tiles = [2, %t] into %d : tensor<?x4x2x2xf32> -> tensor<4x?xf32>
  return
}

// -----

func.func @generic_result(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%a, %d) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 1, 2>}> : (tensor<4x8xf32>, tensor<4x4x1x2xf32>) -> tensor<4x4x1x2xf64>
  return
}

// -----

func.func @generic_attr(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op requires attribute 'inner_dims_pos'}}
  %0 = "linalg.pack"(%a, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 1, 2>}> : (tensor<4x8xf32>, tensor<4x4x1x2xf32>) -> tensor<4x4x1x2xf32>
  return
}

// -----

func.func @generic_segments(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "linalg.pack"(%a, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 1, 2>}> : (tensor<4x8xf32>, tensor<4x4x1x2xf32>) -> tensor<4x4x1x2xf32>
  return
}
