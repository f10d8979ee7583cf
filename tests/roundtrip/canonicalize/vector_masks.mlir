// FLAGS: -canonicalize
// Masks known to set every lane disappear: from transfers, and around the
// op a vector.mask holds. create_mask with constant sizes becomes a
// constant_mask (clamped; all zero when one size is zero). Partial, all-false
// and dynamic masks stay. Also the no-op broadcast/transpose folds.
func.func @full_mask(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, tensor<8x8xf32>) {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [4] : vector<4xi1>
  %r = vector.transfer_read %m[%i, %i], %p, %mask : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i], %mask : vector<4xf32>, memref<8x8xf32>
  %w = vector.transfer_write %v, %t[%i, %i], %mask : vector<4xf32>, tensor<8x8xf32>
  return %r, %w : vector<4xf32>, tensor<8x8xf32>
}
func.func @dense_masks(%m: memref<8x8xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %x = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %r = vector.transfer_read %m[%i, %i], %p, %t : memref<8x8xf32>, vector<4xf32>
  %r2 = vector.transfer_read %m[%i, %i], %p, %f : memref<8x8xf32>, vector<4xf32>
  %r3 = vector.transfer_read %m[%i, %i], %p, %x : memref<8x8xf32>, vector<4xf32>
  return %r, %r2, %r3 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @partial_mask(%m: memref<8x8xf32>, %i: index, %n: index) -> (vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [3] : vector<4xi1>
  %r = vector.transfer_read %m[%i, %i], %p, %mask : memref<8x8xf32>, vector<4xf32>
  %mask2 = vector.create_mask %n : vector<4xi1>
  %r2 = vector.transfer_read %m[%i, %i], %p, %mask2 : memref<8x8xf32>, vector<4xf32>
  return %r, %r2 : vector<4xf32>, vector<4xf32>
}
func.func @perm_mask(%m: memref<8x8xf32>, %i: index) -> vector<4x2xf32> {
  %p = arith.constant 0.0 : f32
  %mask = arith.constant dense<true> : vector<2x4xi1>
  %r = vector.transfer_read %m[%i, %i], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x8xf32>, vector<4x2xf32>
  return %r : vector<4x2xf32>
}
func.func @mask_op(%m: memref<8xf32>, %i: index, %v: vector<4xf32>, %pt: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [4] : vector<4xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32> } : vector<4xi1>
  %r2 = vector.mask %mask, %pt { vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r, %r2 : vector<4xf32>, vector<4xf32>
}
func.func @mask_op_no(%m: memref<8xf32>, %i: index, %n: index, %pt: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [2] : vector<4xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %f = vector.constant_mask [0] : vector<4xi1>
  %r2 = vector.mask %f, %pt { vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %mask3 = vector.create_mask %n : vector<4xi1>
  %r3 = vector.mask %mask3 { vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r, %r2, %r3 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @create_mask() -> (vector<4xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<i1>, vector<2x2xi1>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %cm = arith.constant -3 : index
  %c9 = arith.constant 9 : index
  %mask = vector.create_mask %c4 : vector<4xi1>
  %mask2 = vector.create_mask %c2, %c4 : vector<4x3xi1>
  %mask3 = vector.create_mask %c0, %c4 : vector<4x3xi1>
  %mask4 = vector.create_mask %cm : vector<4xi1>
  %mask5 = vector.create_mask %c9 : vector<i1>
  %mask6 = vector.create_mask %c9, %c2 : vector<2x2xi1>
  return %mask, %mask2, %mask3, %mask4, %mask5, %mask6 : vector<4xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<i1>, vector<2x2xi1>
}
func.func @create_mask_dyn(%n: index) -> (vector<4x3xi1>, vector<4x3xi1>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %mask = vector.create_mask %c0, %n : vector<4x3xi1>
  %mask2 = vector.create_mask %c2, %n : vector<4x3xi1>
  return %mask, %mask2 : vector<4x3xi1>, vector<4x3xi1>
}
func.func @bt(%v: vector<4xf32>, %w: vector<2x1x1xf32>, %u: vector<1x4xf32>, %s: f32) -> (vector<4xf32>, vector<2x1x1xf32>, vector<4x1xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %1 = vector.transpose %w, [0, 2, 1] : vector<2x1x1xf32> to vector<2x1x1xf32>
  %2 = vector.transpose %u, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %c = arith.constant dense<2.0> : vector<3x2xf32>
  %3 = vector.transpose %c, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %k = arith.constant 1.0 : f32
  %4 = vector.broadcast %k : f32 to vector<3x2xf32>
  %5 = vector.broadcast %s : f32 to vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x1x1xf32>, vector<4x1xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<4xf32>
}
func.func @create_then_read(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %c7 = arith.constant 7 : index
  %mask = vector.create_mask %c7 : vector<4xi1>
  %r = vector.transfer_read %m[%i], %p, %mask : memref<8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @mask_0d(%m: memref<8xf32>, %i: index) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [1] : vector<1xi1>
  %r = vector.transfer_read %m[%i], %p, %mask : memref<8xf32>, vector<f32>
  return %r : vector<f32>
}
func.func @mask_tensor_raw(%t: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [4] : vector<4xi1>
  %w = vector.mask %mask { vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
  %r = vector.transfer_read %w[%i], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @waw_chain(%t: tensor<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %d: vector<4xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %w0 = vector.transfer_write %a, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %w1 = vector.transfer_write %b, %w0[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %w2 = vector.transfer_write %c, %w1[%c8] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %w3 = vector.transfer_write %d, %w2[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  return %w3 : tensor<16xf32>
}
func.func @waw_mask_differs(%t: tensor<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>, %m: vector<4xi1>, %i: index) -> tensor<16xf32> {
  %w0 = vector.transfer_write %a, %t[%i], %m : vector<4xf32>, tensor<16xf32>
  %w1 = vector.transfer_write %b, %w0[%i] : vector<4xf32>, tensor<16xf32>
  return %w1 : tensor<16xf32>
}
func.func @waw_perm(%t: tensor<8x8xf32>, %a: vector<4x4xf32>, %b: vector<4x4xf32>, %i: index) -> tensor<8x8xf32> {
  %w0 = vector.transfer_write %a, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %b, %w0[%i, %i] : vector<4x4xf32>, tensor<8x8xf32>
  return %w1 : tensor<8x8xf32>
}
