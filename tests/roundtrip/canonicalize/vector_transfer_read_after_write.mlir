// FLAGS: -canonicalize
// Reading back what an in-bounds, unmasked write to a tensor just wrote,
// at the same indices and over the same chunk, is the written vector
// broadcast to the read's extra dimensions and transposed. Out-of-bounds,
// masked, shifted, memref and differently shaped accesses stay.
func.func @raw_transpose(%t: tensor<4x4xf32>, %v: vector<4x4xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<4x4xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_bcast(%t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds=[true]} : vector<4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds=[true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_bcast_trailing(%t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) -> vector<4x3xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds=[true]} : vector<4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds=[true, true], permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : tensor<8x8xf32>, vector<4x3xf32>
  return %r : vector<4x3xf32>
}
func.func @raw_3d(%t: tensor<8x8x8xf32>, %v: vector<2x3xf32>, %i: index) -> vector<3x5x2xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i, %i] {in_bounds=[true, true], permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : vector<2x3xf32>, tensor<8x8x8xf32>
  %r = vector.transfer_read %w[%i, %i, %i], %p {in_bounds=[true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d0)>} : tensor<8x8x8xf32>, vector<3x5x2xf32>
  return %r : vector<3x5x2xf32>
}
func.func @raw_oob(%t: tensor<8x8xf32>, %v: vector<4x4xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p : tensor<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_other_idx(%t: tensor<8x8xf32>, %v: vector<4x4xf32>, %i: index, %j: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %j], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_chunk(%t: tensor<8x8xf32>, %v: vector<4x2xf32>, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @raw_memref(%t: memref<8x8xf32>, %v: vector<4x4xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, memref<8x8xf32>
  %r = vector.transfer_read %t[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_masked(%t: tensor<8x8xf32>, %v: vector<4x4xf32>, %i: index, %m: vector<4x4xi1>) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i], %m {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @raw_lead(%t: tensor<8x8x8xf32>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i, %i] {in_bounds = [true], permutation_map = affine_map<(d0, d1, d2) -> (d1)>} : vector<4xf32>, tensor<8x8x8xf32>
  %r = vector.transfer_read %w[%i, %i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1, d2) -> (d1)>} : tensor<8x8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @raw_0d(%t: tensor<8xf32>, %v: vector<f32>, %i: index) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i] : vector<f32>, tensor<8xf32>
  %r = vector.transfer_read %w[%i], %p : tensor<8xf32>, vector<f32>
  return %r : vector<f32>
}
func.func @raw_elem(%t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds=[true], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w[%i, %i], %p {in_bounds=[true, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : tensor<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
