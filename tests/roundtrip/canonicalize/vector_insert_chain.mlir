// FLAGS: -canonicalize
// A chain of single-use inserts that fills the whole vector is one from_elements
// (vector pieces go through to_elements); partial or shared chains stay.
func.func @chainfull(%a: i32, %b: i32, %w: vector<2xi32>) -> (vector<2xi32>, vector<2x2xi32>) {
  %p = arith.constant dense<0> : vector<2xi32>
  %0 = vector.insert %a, %p[0] : i32 into vector<2xi32>
  %1 = vector.insert %b, %0[1] : i32 into vector<2xi32>
  %q = arith.constant dense<0> : vector<2x2xi32>
  %2 = vector.insert %w, %q[1] : vector<2xi32> into vector<2x2xi32>
  %3 = vector.insert %w, %2[0] : vector<2xi32> into vector<2x2xi32>
  return %1, %3 : vector<2xi32>, vector<2x2xi32>
}
func.func @unrolled(%v: vector<4xf32>) -> vector<4xf32> {
  %p = arith.constant dense<0.0> : vector<4xf32>
  %e0 = vector.extract %v[0] : f32 from vector<4xf32>
  %e1 = vector.extract %v[1] : f32 from vector<4xf32>
  %e2 = vector.extract %v[2] : f32 from vector<4xf32>
  %e3 = vector.extract %v[3] : f32 from vector<4xf32>
  %a0 = math.exp %e0 : f32
  %a1 = math.exp %e1 : f32
  %a2 = math.exp %e2 : f32
  %a3 = math.exp %e3 : f32
  %0 = vector.insert %a0, %p[0] : f32 into vector<4xf32>
  %1 = vector.insert %a1, %0[1] : f32 into vector<4xf32>
  %2 = vector.insert %a2, %1[2] : f32 into vector<4xf32>
  %3 = vector.insert %a3, %2[3] : f32 into vector<4xf32>
  return %3 : vector<4xf32>
}
func.func @partial(%a: f32, %v: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.insert %a, %v[0] : f32 into vector<3xf32>
  %1 = vector.insert %a, %0[2] : f32 into vector<3xf32>
  return %1 : vector<3xf32>
}
func.func @shared(%a: f32, %b: f32, %v: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.insert %a, %v[0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}
