// FLAGS: --split-input-file -canonicalize
// The extract/insert verifier: 0-d vectors where a scalar is expected, element
// types, position ranks and ranges, and the inferred extract type (whose error
// mlir-opt follows with a second one).
func.func @a(%v: vector<f32>) -> vector<f32> {
  %e = vector.extract %v[] : vector<f32> from vector<f32>
  return %e : vector<f32>
}
// -----
func.func @b(%s: vector<f32>, %v: vector<f32>) -> vector<f32> {
  %i = vector.insert %s, %v[] : vector<f32> into vector<f32>
  return %i : vector<f32>
}
// -----
func.func @c(%v: vector<2x4xf32>) -> vector<f32> {
  %e = vector.extract %v[0, 1] : vector<f32> from vector<2x4xf32>
  return %e : vector<f32>
}
// -----
func.func @d(%s: vector<f32>, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0, 1] : vector<f32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @e(%v: vector<2x4xf32>) -> vector<2xf32> {
  %e = vector.extract %v[0] : vector<2xf32> from vector<2x4xf32>
  return %e : vector<2xf32>
}
// -----
func.func @f(%s: vector<2xf32>, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0] : vector<2xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @g(%s: f32, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0] : f32 into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @h(%s: f32, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0, 4] : f32 into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @i(%v: vector<2x4xf32>) -> f32 {
  %e = vector.extract %v[0, 4] : f32 from vector<2x4xf32>
  return %e : f32
}
// -----
func.func @j(%s: vector<4xf32>, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0, 1] : vector<4xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @k(%v: vector<2x4xf32>) -> f32 {
  %e = vector.extract %v[0, 1, 2] : f32 from vector<2x4xf32>
  return %e : f32
}
// -----
func.func @l(%s: f32, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0, 1, 2] : f32 into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @m(%v: vector<2x4xf32>) -> vector<1xf32> {
  %e = vector.extract %v[0, 1] : vector<1xf32> from vector<2x4xf32>
  return %e : vector<1xf32>
}
// -----
func.func @n(%v: vector<2x4xf32>) -> f64 {
  %e = vector.extract %v[0, 1] : f64 from vector<2x4xf32>
  return %e : f64
}
// -----
func.func @o(%s: vector<4xf64>, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %s, %v[0] : vector<4xf64> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
// -----
func.func @p(%v: vector<2x4xf32>) -> f32 {
  %e = vector.extract %v[0, -2] : f32 from vector<2x4xf32>
  return %e : f32
}
// -----
func.func @a(%v: vector<2xf32>) -> vector<f64> {
  %e = vector.extract %v[0] : vector<f64> from vector<2xf32>
  return %e : vector<f64>
}
// -----
func.func @b(%s: vector<f64>, %v: vector<2xf32>) -> vector<2xf32> {
  %i = vector.insert %s, %v[0] : vector<f64> into vector<2xf32>
  return %i : vector<2xf32>
}
// -----
func.func @c(%s: f32, %v: vector<2xf32>) -> vector<2xf32> {
  %i = vector.insert %s, %v[-1] : f32 into vector<2xf32>
  return %i : vector<2xf32>
}
// -----
func.func @d(%v: vector<2x3xf32>) -> vector<3xf64> {
  %e = vector.extract %v[0, 7] : vector<3xf64> from vector<2x3xf32>
  return %e : vector<3xf64>
}
// -----
func.func @e(%v: vector<2x3xf32>) -> vector<2xf32> {
  %e = vector.extract %v[7] : vector<2xf32> from vector<2x3xf32>
  return %e : vector<2xf32>
}
// -----
func.func @f(%v: vector<2x3xf32>) -> vector<3xf32> {
  %e = vector.extract %v[] : vector<3xf32> from vector<2x3xf32>
  return %e : vector<3xf32>
}
// -----
func.func @g(%v: vector<2x[3]xf32>) -> vector<3xf32> {
  %e = vector.extract %v[1] : vector<3xf32> from vector<2x[3]xf32>
  return %e : vector<3xf32>
}
// -----
func.func @h(%v: vector<2x1xf32>) -> f32 {
  %e = vector.extract %v[1] : f32 from vector<2x1xf32>
  return %e : f32
}
