// The size mismatch names the source dimension the permutation picked (2), not the result
// position (0).
func.func @f(%v: vector<2x3x5xf32>) -> vector<2x3x5xf32> {
  %0 = vector.transpose %v, [2, 0, 1] : vector<2x3x5xf32> to vector<2x3x5xf32>
  return %0 : vector<2x3x5xf32>
}
