// vector.outerproduct prints its attributes, the default kind included, only after an
// accumulator: without one, a written kind and other attributes are not printed.
func.func @outer(%l: vector<2xf32>, %r: vector<4xf32>, %acc: vector<2x4xf32>, %s: f32) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2xf32>) {
  %a = vector.outerproduct %l, %r, %acc : vector<2xf32>, vector<4xf32>
  %b = vector.outerproduct %l, %r, %acc {kind = #vector.kind<mul>, tag = 1 : i32} : vector<2xf32>, vector<4xf32>
  %c = vector.outerproduct %l, %r : vector<2xf32>, vector<4xf32>
  %d = vector.outerproduct %l, %r {kind = #vector.kind<maxnumf>, tag = 2 : i32} : vector<2xf32>, vector<4xf32>
  %e = vector.outerproduct %l, %s : vector<2xf32>, f32
  return %a, %b, %c, %d, %e : vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2xf32>
}
