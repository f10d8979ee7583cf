// FLAGS: -one-shot-bufferize=""
func.func @rw(%t: tensor<8xf32>, %c0: index, %p: f32) -> (tensor<8xf32>, vector<4xf32>) {
  %v = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  %r = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  return %r, %w : tensor<8xf32>, vector<4xf32>
}
func.func @masked(%t: tensor<?x?xf32>, %i: index, %m: vector<4x8xi1>, %v: vector<4x8xf32>) -> tensor<?x?xf32> {
  %r = vector.mask %m { vector.transfer_write %v, %t[%i, %i] : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @perm(%t: tensor<4x8xf32>, %i: index, %p: f32, %m: vector<4x8xi1>) -> vector<8x4xf32> {
  %v = vector.transfer_read %t[%i, %i], %p, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  return %v : vector<8x4xf32>
}
func.func @maskread(%t: tensor<?xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %v = vector.mask %m { vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
