// FLAGS: -canonicalize
// vector transfers on tensors: read after write, write after read, whole-tensor read written back
func.func @war(%t: tensor<8xf32>, %c0: index, %p: f32) -> (tensor<8xf32>, vector<4xf32>) {
  %v = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  %r = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  return %r, %w : tensor<8xf32>, vector<4xf32>
}
func.func @raw(%t: tensor<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %r = vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w = vector.transfer_read %r[%i], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %w : vector<4xf32>
}
func.func @raw_oob(%t: tensor<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %r = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  %w = vector.transfer_read %r[%i], %p : tensor<8xf32>, vector<4xf32>
  return %w : vector<4xf32>
}
func.func @init(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>, %p: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %t[%c0, %c0], %p : tensor<4x8xf32>, vector<4x8xf32>
  %r = vector.transfer_write %v, %u[%c0, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  %v2 = vector.transfer_read %t[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  %r2 = vector.transfer_write %v2, %u[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<4x8xf32>
  return %r, %r2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @masked(%t: tensor<8xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> tensor<8xf32> {
  %v = vector.transfer_read %t[%i], %p, %m : tensor<8xf32>, vector<4xf32>
  %r = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  return %r : tensor<8xf32>
}
