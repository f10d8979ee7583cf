// FLAGS: --split-input-file
// vector.scalable.insert/extract: a 1-D part (fixed or not) of a scalable 1-D vector, of
// the same element type, at a position that is a multiple of its length, with the
// result of the destination's type.
func.func @ok(%v: vector<4xf32>, %s: vector<[8]xf32>, %w: vector<2x4xf32>, %t: vector<2x[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.scalable.insert %v, %s[4] {tag} : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %s[0] : vector<4xf32> from vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
// -----
func.func @pos(%v: vector<4xf32>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %v, %s[3] : vector<4xf32> into vector<[8]xf32>
  return
}
// -----
func.func @pos2(%s: vector<[8]xf32>) {
  %1 = vector.scalable.extract %s[2] : vector<4xf32> from vector<[8]xf32>
  return
}
// -----
func.func @fixed_dest(%v: vector<4xf32>, %s: vector<8xf32>) {
  %0 = vector.scalable.insert %v, %s[0] : vector<4xf32> into vector<8xf32>
  return
}
// -----
func.func @scalable_src(%v: vector<[4]xf32>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %v, %s[0] : vector<[4]xf32> into vector<[8]xf32>
  return
}
// -----
func.func @elem(%v: vector<4xf16>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %v, %s[0] : vector<4xf16> into vector<[8]xf32>
  return
}
// -----
func.func @elem2(%s: vector<[8]xf32>) {
  %1 = vector.scalable.extract %s[0] : vector<4xf16> from vector<[8]xf32>
  return
}
// -----
func.func @rank(%v: vector<2x4xf32>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %v, %s[0] : vector<2x4xf32> into vector<[8]xf32>
  return
}
// -----
func.func @gen(%v: vector<4xf32>, %s: vector<[8]xf32>) {
  %0 = "vector.scalable.insert"(%v, %s) : (vector<4xf32>, vector<[8]xf32>) -> vector<[8]xf32>
  return
}
// -----
func.func @gen2(%v: vector<4xf32>, %s: vector<[8]xf32>) {
  %0 = "vector.scalable.insert"(%v, %s) {pos = 4 : i64} : (vector<4xf32>, vector<[8]xf32>) -> vector<[4]xf32>
  return
}
// -----
func.func @bigger(%v: vector<16xf32>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %v, %s[0] : vector<16xf32> into vector<[8]xf32>
  return
}
