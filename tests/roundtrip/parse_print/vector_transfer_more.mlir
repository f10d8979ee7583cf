// transfer_read/write: masks, in_bounds, permutation maps with broadcast dims, 0-d, tensors.
#bcast = affine_map<(d0, d1, d2) -> (0, d1)>
#perm = affine_map<(d0, d1) -> (d1, d0)>
func.func @xfer(%m: memref<?x?x?xf32>, %t: tensor<4x4xf16>, %z: memref<f32>, %i: index, %pad: f32, %mask: vector<4xi1>, %m2: vector<4x8xi1>, %h: f16) -> tensor<4x4xf16> {
  %0 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = #bcast} : memref<?x?x?xf32>, vector<2x4xf32>
  %1 = vector.transfer_read %m[%i, %i, %i], %pad, %mask {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
  %3 = vector.transfer_read %t[%i, %i], %h {permutation_map = #perm, in_bounds = [false, true]} : tensor<4x4xf16>, vector<4x4xf16>
  vector.transfer_write %1, %m[%i, %i, %i], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?x?xf32>
  vector.transfer_write %2, %z[] : vector<f32>, memref<f32>
  %4 = vector.transfer_write %3, %t[%i, %i] {permutation_map = #perm} : vector<4x4xf16>, tensor<4x4xf16>
  %5 = vector.transfer_read %m[%i, %i, %i], %pad, %m2 : memref<?x?x?xf32>, vector<4x8xf32>
  "foo.use"(%0, %5) : (vector<2x4xf32>, vector<4x8xf32>) -> ()
  return %4 : tensor<4x4xf16>
}
