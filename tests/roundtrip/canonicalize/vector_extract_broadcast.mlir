// FLAGS: -canonicalize
// Reads through broadcasts: the scalar itself (0-d and 1-d), the source vector, a
// stretched unit dimension read at 0, dynamic positions kept, and a sub-vector of a
// broadcast scalar rebuilt as a smaller broadcast.
func.func @bvec(%v: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<3x4xf32>
  return %e : vector<4xf32>
}
func.func @bstretch(%v: vector<1xf32>) -> f32 {
  %b = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  %e = vector.extract %b[2] : f32 from vector<4xf32>
  return %e : f32
}
func.func @bstretch2(%v: vector<2x1xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<2x1xf32> to vector<3x2x4xf32>
  %e = vector.extract %b[1, 1] : vector<4xf32> from vector<3x2x4xf32>
  return %e : vector<4xf32>
}
func.func @bpart(%v: vector<2x4xf32>, %i: index) -> f32 {
  %b = vector.broadcast %v : vector<2x4xf32> to vector<3x2x4xf32>
  %e = vector.extract %b[2, 1, %i] : f32 from vector<3x2x4xf32>
  return %e : f32
}
func.func @bpat(%s: f32) -> vector<4xf32> {
  %b = vector.broadcast %s : f32 to vector<2x4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  return %e : vector<4xf32>
}
func.func @bpat2(%s: vector<1xf32>) -> vector<4xf32> {
  %b = vector.broadcast %s : vector<1xf32> to vector<2x4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  return %e : vector<4xf32>
}
func.func @e0(%s: f32) -> f32 {
  %z = vector.broadcast %s : f32 to vector<f32>
  %e = vector.extract %z[] : f32 from vector<f32>
  return %e : f32
}
func.func @e1(%s: f32) -> f32 {
  %z = vector.broadcast %s : f32 to vector<4xf32>
  %e = vector.extract %z[2] : f32 from vector<4xf32>
  return %e : f32
}
func.func @dyn_read(%x: vector<4xf32>, %i: index, %j: index) -> f32 {
  %b = vector.broadcast %x : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %b[%i, %j] : f32 from vector<3x4xf32>
  return %e : f32
}
