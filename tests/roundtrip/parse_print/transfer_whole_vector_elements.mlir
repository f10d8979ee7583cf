// A transfer on a memref of vectors moves whole elements: its permutation map covers only
// the result's dimensions ahead of the element vector's, so a transfer of one element has
// a map with no results (printed elided, with no in_bounds).
func.func @f(%m: memref<8xvector<4xf32>>, %rows: memref<3x8xvector<2xi32>>, %i: index, %p: vector<4xf32>, %q: vector<2xi32>) {
  %one = vector.transfer_read %m[%i], %p : memref<8xvector<4xf32>>, vector<4xf32>
  vector.transfer_write %one, %m[%i] : vector<4xf32>, memref<8xvector<4xf32>>
  %more = vector.transfer_read %rows[%i, %i], %q : memref<3x8xvector<2xi32>>, vector<5x2xi32>
  vector.transfer_write %more, %rows[%i, %i] {in_bounds = [true]} : vector<5x2xi32>, memref<3x8xvector<2xi32>>
  return
}
