// FLAGS: -canonicalize
// Constant folding of extract and insert: elements and rows of dense and splat
// constants (f32, i1, index), constant dynamic positions made static (an out of
// range one kept), and writes of constants into constants.
func.func @cst() -> (f32, vector<2xf32>, f32, vector<2xi32>) {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %e = vector.extract %c[1, 0] : f32 from vector<2x2xf32>
  %f = vector.extract %c[0] : vector<2xf32> from vector<2x2xf32>
  %s = arith.constant dense<5.0> : vector<3x4xf32>
  %g = vector.extract %s[1, 2] : f32 from vector<3x4xf32>
  %t = arith.constant dense<7> : vector<3x2xi32>
  %h = vector.extract %t[1] : vector<2xi32> from vector<3x2xi32>
  return %e, %f, %g, %h : f32, vector<2xf32>, f32, vector<2xi32>
}
func.func @dyncst(%v: vector<2x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %e = vector.extract %v[%c1, %c3] : f32 from vector<2x4xf32>
  %f = vector.extract %v[%c1, %c9] : f32 from vector<2x4xf32>
  %g = arith.addf %e, %f : f32
  return %g : f32
}
func.func @inscst() -> vector<4xi32> {
  %p = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c = arith.constant 9 : i32
  %0 = vector.insert %c, %p[2] : i32 into vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @order(%a: f32, %b: f32) -> (f32, f32, vector<2xf32>) {
  %v = vector.from_elements %a, %a : vector<2xf32>
  %e = vector.extract %v[1] : f32 from vector<2xf32>
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %p = arith.constant dense<0.0> : vector<2xf32>
  %0 = vector.insert %c0, %p[0] : f32 into vector<2xf32>
  %1 = vector.insert %c1, %0[1] : f32 into vector<2xf32>
  %f = vector.extract %1[1] : f32 from vector<2xf32>
  return %e, %f, %1 : f32, f32, vector<2xf32>
}
func.func @dynsplat(%i: index) -> (f32, i1, index) {
  %c = arith.constant dense<2.0> : vector<4xf32>
  %e = vector.extract %c[%i] : f32 from vector<4xf32>
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  %f = vector.extract %m[0] : i1 from vector<2xi1>
  %x = arith.constant dense<[3, 4]> : vector<2xindex>
  %g = vector.extract %x[1] : index from vector<2xindex>
  return %e, %f, %g : f32, i1, index
}
func.func @fec() -> (vector<3xi32>, vector<2xf32>, f32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 1.5 : f32
  %v = vector.from_elements %a, %b, %a : vector<3xi32>
  %w = vector.from_elements %c, %c : vector<2xf32>
  %x = vector.from_elements %c : vector<1xf32>
  %y = vector.extract %x[0] : f32 from vector<1xf32>
  return %v, %w, %y : vector<3xi32>, vector<2xf32>, f32
}
func.func @insv() -> (vector<2x3xf32>, vector<4xi1>) {
  %d = arith.constant dense<0.0> : vector<2x3xf32>
  %s = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %r = vector.insert %s, %d[1] : vector<3xf32> into vector<2x3xf32>
  %m = arith.constant dense<false> : vector<4xi1>
  %t = arith.constant true
  %q = vector.insert %t, %m[2] : i1 into vector<4xi1>
  return %r, %q : vector<2x3xf32>, vector<4xi1>
}
