// FLAGS: --mlir-print-op-generic
// math and vector ops written in generic form get their default-valued
// properties too: fastmath = none on float math ops and reductions, kind =
// add on contractions; integer math ops have none.
func.func @math_and_reduction(%f: f32, %v: vector<4xf32>) -> (f32, f32) {
  %a = "math.sqrt"(%f) : (f32) -> f32
  %b = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  return %a, %b : f32, f32
}
func.func @contraction(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32) -> f32 {
  %r = "vector.contract"(%a, %b, %acc) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>]}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %r : f32
}
func.func @integer(%i: i32) -> i32 {
  %a = "math.absi"(%i) : (i32) -> i32
  return %a : i32
}
