// a 0-D constant mask needs exactly one size.
func.func @f() -> vector<i1> {
  %0 = vector.constant_mask [] : vector<i1>
  return %0 : vector<i1>
}
