// A permutation naming one dimension twice.
func.func @f(%v: vector<3x3x2xf32>) -> vector<3x3x2xf32> {
  %0 = vector.transpose %v, [1, 1, 2] : vector<3x3x2xf32> to vector<3x3x2xf32>
  return %0 : vector<3x3x2xf32>
}
