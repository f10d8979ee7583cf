// FLAGS: -canonicalize
// Inserts that cover the whole destination become broadcasts (scalar into a
// one-element or 0-d vector, vector into a leading unit dimension); a splat written
// into the same splat; a second write to the same place skips the first.
func.func @i0(%s: f32, %v: vector<f32>) -> vector<f32> {
  %i = vector.insert %s, %v[] : f32 into vector<f32>
  return %i : vector<f32>
}
func.func @i1(%s: f32, %v: vector<1xf32>) -> vector<1xf32> {
  %i = vector.insert %s, %v[0] : f32 into vector<1xf32>
  return %i : vector<1xf32>
}
func.func @i2(%s: vector<4xf32>, %v: vector<1x4xf32>) -> vector<1x4xf32> {
  %i = vector.insert %s, %v[0] : vector<4xf32> into vector<1x4xf32>
  return %i : vector<1x4xf32>
}
func.func @insb(%s: vector<4xf32>, %v: vector<1x4xf32>, %x: f32) -> (vector<1x4xf32>, vector<4xf32>) {
  %i = vector.insert %s, %v[0] : vector<4xf32> into vector<1x4xf32>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %j = vector.insert %x, %b[2] : f32 into vector<4xf32>
  return %i, %j : vector<1x4xf32>, vector<4xf32>
}
func.func @usechain(%v: vector<4xf32>, %a: f32, %b: f32, %i: index) -> vector<4xf32> {
  %0 = vector.insert %a, %v[1] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<4xf32>
  %2 = vector.insert %a, %1[%i] : f32 into vector<4xf32>
  %3 = vector.insert %b, %2[%i] : f32 into vector<4xf32>
  return %3 : vector<4xf32>
}
func.func @splat_into_splat(%x: f32) -> vector<2x4xf32> {
  %a = vector.broadcast %x : f32 to vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<2x4xf32>
  %i = vector.insert %a, %b[1] : vector<4xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}
