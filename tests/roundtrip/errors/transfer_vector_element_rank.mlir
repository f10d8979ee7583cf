// The element vector of the source has two dimensions; the transferred vector has one.
func.func @f(%m: memref<8xvector<2x4xf32>>, %i: index, %p: vector<2x4xf32>) {
  %t = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> ()>}> : (memref<8xvector<2x4xf32>>, index, vector<2x4xf32>) -> vector<4xf32>
  return
}
