// A transfer_read whose first operand group has size -1: the segment check rejects it before the
// sizes are used to find the indices.
#id = affine_map<(d0) -> (d0)>
func.func @f(%m: memref<16xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %0 = "vector.transfer_read"(%m, %i, %pad) <{in_bounds = [false], operandSegmentSizes = array<i32: -1, 2, 1, 0>, permutation_map = #id}> : (memref<16xf32>, index, f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}
