// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

func.func @reduce_dim(%a: tensor<4x5xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a : tensor<4x5xf32>) outs(%o : tensor<4xf32>) dimensions = [2]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.reduce' op dimensions for reduction should be in the range [0, 1].

// -----

func.func @reduce_shape(%a: tensor<4x5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.reduce ins(%a : tensor<4x5xf32>) outs(%o : tensor<5xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %y : f32
    }
  return %r : tensor<5xf32>
}
// CHECK: error: 'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]

// -----

func.func @transpose_perm(%a: tensor<4x5xf32>, %o: tensor<5x4xf32>) -> tensor<5x4xf32> {
  %r = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%o : tensor<5x4xf32>) permutation = [0, 1]
  return %r : tensor<5x4xf32>
}
// CHECK: error: 'linalg.transpose' op dim(result, 0) = 5 doesn't match dim(input, permutation[0]) = 4

// -----

func.func @fill_type(%v: f16, %o: memref<4xf32>) {
  linalg.fill ins(%v : f16) outs(%o : memref<4xf32>)
  return
}
// CHECK: error: 'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')

// -----

func.func @iterator(%o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} outs(%o : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// CHECK: error: custom op 'linalg.generic' unexpected iterator_type (sideways)

// -----

func.func @map_arity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1

// -----

func.func @broadcast_rank(%a: tensor<4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<3x4xf32>) dimensions = [0, 1]
  return %r : tensor<3x4xf32>
}
// CHECK: error: 'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2
