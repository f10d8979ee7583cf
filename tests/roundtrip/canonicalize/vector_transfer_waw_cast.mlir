// FLAGS: -canonicalize
// A tensor write fully overwritten by a later one is skipped, also across
// single-use writes to places the constant indices prove disjoint; casts
// of a transfer's source fold (tensor casts only into reads, and only
// when they drop static sizes; memref casts from ranked memrefs always).
func.func @waw(%t: tensor<4x4xf32>, %v: vector<4x4xf32>, %v2: vector<4x4xf32>, %i: index) -> tensor<4x4xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v2, %w[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  return %w2 : tensor<4x4xf32>
}
func.func @waw_disjoint(%t: tensor<16x16xf32>, %v: vector<4xf32>, %v2: vector<4xf32>, %v3: vector<4xf32>, %i: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  %w1 = vector.transfer_write %v3, %w[%c1, %c4] : vector<4xf32>, tensor<16x16xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  return %w2 : tensor<16x16xf32>
}
func.func @waw_overlap(%t: tensor<16x16xf32>, %v: vector<4xf32>, %v2: vector<4xf32>, %v3: vector<4xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  %w1 = vector.transfer_write %v3, %w[%c0, %c3] : vector<4xf32>, tensor<16x16xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  return %w2 : tensor<16x16xf32>
}
func.func @waw_multiuse(%t: tensor<16x16xf32>, %v: vector<4xf32>, %v2: vector<4xf32>, %v3: vector<4xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  %w1 = vector.transfer_write %v3, %w[%c0, %c8] : vector<4xf32>, tensor<16x16xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
  return %w2, %w1 : tensor<16x16xf32>, tensor<16x16xf32>
}
func.func @waw_first_multiuse(%t: tensor<4x4xf32>, %v: vector<4x4xf32>, %v2: vector<4x4xf32>, %i: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v2, %w[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  return %w2, %w : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func @waw_diff_type(%t: tensor<8x8xf32>, %v: vector<4x4xf32>, %v2: vector<4xf32>, %i: index) -> tensor<8x8xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] : vector<4x4xf32>, tensor<8x8xf32>
  %w2 = vector.transfer_write %v2, %w[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  return %w2 : tensor<8x8xf32>
}
func.func @waw_lead(%t: tensor<4x8xf32>, %v: vector<8xf32>, %v2: vector<8xf32>, %v3: vector<8xf32>, %i: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = vector.transfer_write %v, %t[%c0, %i] : vector<8xf32>, tensor<4x8xf32>
  %w1 = vector.transfer_write %v3, %w[%c1, %i] : vector<8xf32>, tensor<4x8xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %i] : vector<8xf32>, tensor<4x8xf32>
  return %w2 : tensor<4x8xf32>
}
func.func @waw_memref(%t: memref<4x4xf32>, %v: vector<4x4xf32>, %v2: vector<4x4xf32>, %i: index) {
  vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, memref<4x4xf32>
  vector.transfer_write %v2, %t[%i, %i] {in_bounds = [true, true]} : vector<4x4xf32>, memref<4x4xf32>
  return
}
func.func @cast_fold(%t: tensor<4x4xf32>, %m: memref<4x4xf32>, %v: vector<4x4xf32>, %i: index) -> (vector<4x4xf32>, vector<4x4xf32>, tensor<?x?xf32>) {
  %p = arith.constant 0.0 : f32
  %ct = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %r = vector.transfer_read %ct[%i, %i], %p : tensor<?x?xf32>, vector<4x4xf32>
  %cm = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %r2 = vector.transfer_read %cm[%i, %i], %p : memref<?x?xf32>, vector<4x4xf32>
  vector.transfer_write %v, %cm[%i, %i] : vector<4x4xf32>, memref<?x?xf32>
  %w = vector.transfer_write %v, %ct[%i, %i] : vector<4x4xf32>, tensor<?x?xf32>
  return %r, %r2, %w : vector<4x4xf32>, vector<4x4xf32>, tensor<?x?xf32>
}
func.func @cast_const_idx(%t: tensor<4x4xf32>) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %ct = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %r = vector.transfer_read %ct[%c0, %c0], %p : tensor<?x?xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @cast_nofold(%t: tensor<?x?xf32>, %m: memref<?x?xf32>, %i: index) -> (vector<4x4xf32>, vector<4x4xf32>) {
  %p = arith.constant 0.0 : f32
  %ct = tensor.cast %t : tensor<?x?xf32> to tensor<4x4xf32>
  %r = vector.transfer_read %ct[%i, %i], %p : tensor<4x4xf32>, vector<4x4xf32>
  %cm = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %r2 = vector.transfer_read %cm[%i, %i], %p : memref<4x4xf32>, vector<4x4xf32>
  return %r, %r2 : vector<4x4xf32>, vector<4x4xf32>
}
func.func @cast_unranked(%m: memref<*xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %cm = memref.cast %m : memref<*xf32> to memref<?xf32>
  %r2 = vector.transfer_read %cm[%i], %p : memref<?xf32>, vector<4xf32>
  return %r2 : vector<4xf32>
}
