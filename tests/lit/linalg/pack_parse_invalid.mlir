// RUN: bufopt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

// Parse errors of linalg.pack / linalg.unpack (MLIR 22 has no memref form).

func.func @memref_source(%a: memref<4x8xf32>, %d: memref<4x4x1x2xf32>) {
  // expected-error @+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<4x8xf32>'}}
  linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : memref<4x8xf32> -> memref<4x4x1x2xf32>
  return
}

// -----

func.func @unranked_dest(%a: tensor<4x8xf32>, %d: tensor<*xf32>) {
  // expected-error @+1 {{custom op 'linalg.unpack' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = linalg.unpack %a inner_dims_pos = [] inner_tiles = [] into %d : tensor<4x8xf32> -> tensor<*xf32>
  return
}

// -----

func.func @unpack_padding(%p: tensor<2x4x2x2xf32>, %d: tensor<4x8xf32>, %f: f32) {
  // expected-error @+1 {{custom op 'linalg.unpack' expected 'inner_dims_pos'}}
  %0 = linalg.unpack %p padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<2x4x2x2xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @perm_after_pos(%a: tensor<4x8xf32>, %d: tensor<4x4x1x2xf32>) {
  // expected-error @+1 {{custom op 'linalg.pack' expected 'inner_tiles'}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] outer_dims_perm = [1, 0] inner_tiles = [1, 2] into %d : tensor<4x8xf32> -> tensor<4x4x1x2xf32>
  return
}
