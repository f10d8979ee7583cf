// vector.transfer_read / transfer_write with permutation maps, in_bounds, masks, padding.
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %j: index, %pad: f32, %mask: vector<4xi1>, %mask2: vector<4x8xi1>) -> tensor<4x8xf32> {
  %v0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %v1 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %v2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  %v3 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [false]} : memref<?x?xf32>, vector<4xf32>
  %v4 = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  %v5 = vector.transfer_read %t[%i, %j], %pad {in_bounds = [true, false]} : tensor<4x8xf32>, vector<4x8xf32>
  %v6 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<?x?xf32>, vector<3x4xf32>
  vector.transfer_write %v0, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v1, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v2, %m[%i, %j], %mask2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32>
  vector.transfer_write %v4, %m[%i, %j], %mask : vector<4xf32>, memref<?x?xf32>
  %w = vector.transfer_write %v5, %t[%i, %j] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  "foo.keep"(%v3, %v6) : (vector<4xf32>, vector<3x4xf32>) -> ()
  return %w : tensor<4x8xf32>
}

func.func @masked_region(%m: memref<?xf32>, %i: index, %n: index, %pad: f32, %v: vector<16xf32>) -> vector<16xf32> {
  %mask = vector.create_mask %n : vector<16xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  %p = vector.mask %mask, %v { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %s = vector.mask %mask { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  "foo.keep"(%p, %s) : (vector<16xf32>, f32) -> ()
  return %r : vector<16xf32>
}
