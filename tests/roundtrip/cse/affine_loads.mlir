// FLAGS: -cse
// Two affine reads of the same element merge while nothing writes between
// them; after the affine.store the same vector read is made again.
func.func @reads(%m: memref<32xf32>, %at: index) -> (f32, f32, vector<4xf32>, vector<4xf32>) {
  %first = affine.load %m[%at] : memref<32xf32>
  %again = affine.load %m[%at] : memref<32xf32>
  %lanes = affine.vector_load %m[%at] : memref<32xf32>, vector<4xf32>
  affine.store %first, %m[%at + 4] : memref<32xf32>
  %lanes_after = affine.vector_load %m[%at] : memref<32xf32>, vector<4xf32>
  return %first, %again, %lanes, %lanes_after : f32, f32, vector<4xf32>, vector<4xf32>
}
