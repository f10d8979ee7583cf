// FLAGS: -canonicalize
// affine.load and affine.vector_load only read memory: with their results
// unused they go, and an else branch left holding nothing but its yield is
// dropped with them. A load whose value is stored stays.
#nonneg = affine_set<(d0) : (d0 >= 0)>
func.func @unused_reads(%m: memref<16x8xf32>, %row: index, %vec: vector<4xf32>) {
  %dead = affine.vector_load %m[%row, 0] : memref<16x8xf32>, vector<4xf32>
  affine.for %k = 0 to 8 {
    %gone = affine.load %m[%row, %k] : memref<16x8xf32>
    %kept = affine.load %m[%k, %row] : memref<16x8xf32>
    affine.store %kept, %m[%row, %k] : memref<16x8xf32>
  }
  affine.if #nonneg(%row) {
    affine.vector_store %vec, %m[%row, 4] : memref<16x8xf32>, vector<4xf32>
  } else {
    %unread = affine.load %m[0, 0] : memref<16x8xf32>
    %also = affine.vector_load %m[1, 0] : memref<16x8xf32>, vector<4xf32>
  }
  return
}
