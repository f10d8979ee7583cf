// FLAGS: --split-input-file
// The permutation maps of the transfers: each result a distinct dimension or the constant
// 0, which a write may not use (it would broadcast).
func.func @r1(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<4x4xf32>, vector<2x2xf32>
  return
}
// -----
func.func @r2(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<4x4xf32>, vector<2xf32>
  return
}
// -----
func.func @r3(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<4x4xf32>, vector<2xf32>
  return
}
// -----
func.func @r4(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x4xf32>, vector<2x2xf32>
  return
}
// -----
func.func @w1(%m: memref<4x4xf32>, %i: index, %v: vector<2xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<2xf32>, memref<4x4xf32>
  return
}
// -----
func.func @w2(%m: memref<4x4xf32>, %i: index, %v: vector<2x2xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : vector<2x2xf32>, memref<4x4xf32>
  return
}
// -----
func.func @w3(%m: memref<4x4xf32>, %i: index, %v: vector<2xf32>) {
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<2xf32>, memref<4x4xf32>
  return
}
// -----
func.func @w4(%m: memref<4x4xf32>, %i: index, %v: vector<2xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : vector<2xf32>, memref<4x4xf32>
  return
}
// -----
func.func @r5(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>, in_bounds = [true]} : memref<4x4xf32>, vector<2x2xf32>
  return
}
