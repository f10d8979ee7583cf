// FLAGS: -canonicalize
// Transfers that stay inside their static source are marked in_bounds; unused transfers on tensors are dead.
#bc = affine_map<(d0, d1) -> (0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @tr(%t: tensor<8xf32>, %m: memref<8xf32>, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  %b = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  %x = vector.transfer_read %m[%c0], %p : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<8xf32>
  %y = vector.transfer_read %m[%c0], %p : memref<8xf32>, vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %u = arith.addf %x, %y : vector<4xf32>
  return %s, %u : vector<4xf32>, vector<4xf32>
}
func.func @tr2(%t: tensor<8x?xf32>, %m: memref<4x8xf32>, %v: vector<4x4xf32>, %i: index) -> (vector<2x4xf32>, vector<4x4xf32>, vector<4x4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0, %c4], %p {permutation_map = #bc} : memref<4x8xf32>, vector<2x4xf32>
  %b = vector.transfer_read %m[%c0, %c6], %p {permutation_map = #tr} : memref<4x8xf32>, vector<4x4xf32>
  %c = vector.transfer_read %t[%c4, %i], %p : tensor<8x?xf32>, vector<4x4xf32>
  %d = vector.transfer_read %m[%c0, %c6], %p {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0, %c4] {permutation_map = #tr} : vector<4x4xf32>, memref<4x8xf32>
  return %a, %b, %c, %d : vector<2x4xf32>, vector<4x4xf32>, vector<4x4xf32>, vector<4xf32>
}
