// shape_cast keeps the element type.
func.func @f(%v: vector<2x2xi16>) -> vector<4xf16> {
  %0 = vector.shape_cast %v : vector<2x2xi16> to vector<4xf16>
  return %0 : vector<4xf16>
}
