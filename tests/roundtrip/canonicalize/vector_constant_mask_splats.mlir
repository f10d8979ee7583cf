// FLAGS: -canonicalize
// A constant mask that sets every lane, or none, is a splat constant (also
// for scalable and 0-d vectors); a partial one stays.
func.func @m() -> (vector<[4]xi1>, vector<[4]xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<2x4xi1>, vector<2x4xi1>, vector<i1>, vector<i1>, vector<2x[4]xi1>) {
  %a = vector.constant_mask [0] : vector<[4]xi1>
  %b = vector.constant_mask [4] : vector<[4]xi1>
  %c = vector.constant_mask [4] : vector<4xi1>
  %d = vector.constant_mask [0] : vector<4xi1>
  %e = vector.constant_mask [2] : vector<4xi1>
  %f = vector.constant_mask [2, 4] : vector<2x4xi1>
  %g = vector.constant_mask [0, 0] : vector<2x4xi1>
  %h = vector.constant_mask [1] : vector<i1>
  %i = vector.constant_mask [0] : vector<i1>
  %j = vector.constant_mask [2, 4] : vector<2x[4]xi1>
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : vector<[4]xi1>, vector<[4]xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<2x4xi1>, vector<2x4xi1>, vector<i1>, vector<i1>, vector<2x[4]xi1>
}
