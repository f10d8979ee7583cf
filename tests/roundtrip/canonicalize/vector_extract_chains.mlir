// FLAGS: -canonicalize
// Reads followed back through producers: extract of extract, insert chains (hit,
// prefix, miss, overlap), transposes, shape casts, strided slices, shuffles and
// from_elements, plus the create_mask sub-mask rewrite.
func.func @chain(%v: vector<2x3x4xf32>) -> f32 {
  %a = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %b = vector.extract %a[2] : vector<4xf32> from vector<3x4xf32>
  %c = vector.extract %b[3] : f32 from vector<4xf32>
  return %c : f32
}
func.func @ins_ext(%v: vector<2x4xf32>, %s: f32, %w: vector<4xf32>) -> (f32, f32, f32, f32) {
  %a = vector.insert %s, %v[1, 2] : f32 into vector<2x4xf32>
  %e = vector.extract %a[1, 2] : f32 from vector<2x4xf32>
  %f = vector.extract %a[0, 2] : f32 from vector<2x4xf32>
  %b = vector.insert %w, %v[1] : vector<4xf32> into vector<2x4xf32>
  %g = vector.extract %b[1, 3] : f32 from vector<2x4xf32>
  %h = vector.extract %a[1, 1] : f32 from vector<2x4xf32>
  return %e, %f, %g, %h : f32, f32, f32, f32
}
func.func @fe(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, vector<2xf32>) {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %e = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  %f = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  return %e, %f : f32, vector<2xf32>
}
func.func @sc(%v: vector<8xf32>) -> (f32, vector<4xf32>, vector<8xf32>) {
  %s = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  %e = vector.extract %s[1, 2] : f32 from vector<2x4xf32>
  %f = vector.extract %s[1] : vector<4xf32> from vector<2x4xf32>
  %t = vector.shape_cast %v : vector<8xf32> to vector<1x2x4xf32>
  %g = vector.extract %t[0] : vector<2x4xf32> from vector<1x2x4xf32>
  %h = vector.shape_cast %g : vector<2x4xf32> to vector<8xf32>
  return %e, %f, %h : f32, vector<4xf32>, vector<8xf32>
}
func.func @chainfull(%a: i32, %b: i32, %w: vector<2xi32>) -> (vector<2xi32>, vector<2x2xi32>) {
  %p = arith.constant dense<0> : vector<2xi32>
  %0 = vector.insert %a, %p[0] : i32 into vector<2xi32>
  %1 = vector.insert %b, %0[1] : i32 into vector<2xi32>
  %q = arith.constant dense<0> : vector<2x2xi32>
  %2 = vector.insert %w, %q[1] : vector<2xi32> into vector<2x2xi32>
  %3 = vector.insert %w, %2[0] : vector<2xi32> into vector<2x2xi32>
  return %1, %3 : vector<2xi32>, vector<2x2xi32>
}
func.func @tr(%v: vector<2x3x4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, f32, vector<2xf32>) {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %e = vector.extract %t[2, 1] : vector<4xf32> from vector<3x2x4xf32>
  %i = vector.insert %w, %t[1, 1] : vector<4xf32> into vector<3x2x4xf32>
  %f = vector.extract %i[1, 1, 2] : f32 from vector<3x2x4xf32>
  %u = vector.transpose %v, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  %g = vector.extract %u[1, 2] : vector<3xf32> from vector<2x4x3xf32>
  %x = vector.transpose %v, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  %h = vector.extract %x[1, 2] : vector<2xf32> from vector<4x3x2xf32>
  return %e, %f, %h : vector<4xf32>, f32, vector<2xf32>
}
func.func @ess(%v: vector<4x8xf32>) -> (f32, vector<8xf32>) {
  %s = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %e = vector.extract %s[1, 3] : f32 from vector<2x4xf32>
  %t = vector.extract_strided_slice %v {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x8xf32> to vector<2x8xf32>
  %f = vector.extract %t[1] : vector<8xf32> from vector<2x8xf32>
  return %e, %f : f32, vector<8xf32>
}
func.func @isl(%v: vector<4x8xf32>, %a: vector<2x4xf32>, %b: vector<8xf32>) -> (f32, f32, vector<8xf32>, f32) {
  %s = vector.insert_strided_slice %a, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %e = vector.extract %s[2, 3] : f32 from vector<4x8xf32>
  %f = vector.extract %s[0, 3] : f32 from vector<4x8xf32>
  %t = vector.insert_strided_slice %b, %s {offsets = [3, 0], strides = [1]} : vector<8xf32> into vector<4x8xf32>
  %g = vector.extract %t[3] : vector<8xf32> from vector<4x8xf32>
  %h = vector.extract %t[1, 4] : f32 from vector<4x8xf32>
  return %e, %f, %g, %h : f32, f32, vector<8xf32>, f32
}
func.func @shuf(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32) {
  %s = vector.shuffle %a, %b [0, 5, 7, 2] : vector<4xf32>, vector<4xf32>
  %e = vector.extract %s[1] : f32 from vector<4xf32>
  %f = vector.extract %s[3] : f32 from vector<4xf32>
  return %e, %f : f32, f32
}
func.func @cm(%n: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c2, %n : vector<3x4xi1>
  %e = vector.extract %m[1] : vector<4xi1> from vector<3x4xi1>
  %f = vector.extract %m[2] : vector<4xi1> from vector<3x4xi1>
  %m2 = vector.create_mask %n, %c3 : vector<3x4xi1>
  %g = vector.extract %m2[1] : vector<4xi1> from vector<3x4xi1>
  return %e, %f, %g : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
func.func @fe2(%v: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<8xf32>) {
  %0 = vector.extract %v[1, 0] : f32 from vector<2x4xf32>
  %1 = vector.extract %v[1, 1] : f32 from vector<2x4xf32>
  %2 = vector.extract %v[1, 2] : f32 from vector<2x4xf32>
  %3 = vector.extract %v[1, 3] : f32 from vector<2x4xf32>
  %r = vector.from_elements %0, %1, %2, %3 : vector<4xf32>
  %t:8 = vector.to_elements %v : vector<2x4xf32>
  %q = vector.from_elements %t#0, %t#1, %t#2, %t#3, %t#4, %t#5, %t#6, %t#7 : vector<2x4xf32>
  %p = vector.from_elements %t#0, %t#1, %t#2, %t#3, %t#4, %t#5, %t#6, %t#7 : vector<8xf32>
  return %r, %q, %p : vector<4xf32>, vector<2x4xf32>, vector<8xf32>
}
func.func @dynb(%x: vector<4xf32>, %i: index, %j: index) -> f32 {
  %b = vector.broadcast %x : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %b[%i, %j] : f32 from vector<3x4xf32>
  return %e : f32
}
func.func @cmdyn(%n: index, %i: index) -> (vector<4xi1>, vector<4xi1>) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = vector.create_mask %c3, %n : vector<3x4xi1>
  %e = vector.extract %m[%i] : vector<4xi1> from vector<3x4xi1>
  %m2 = vector.create_mask %c4, %c3 : vector<3x4xi1>
  %f = vector.extract %m2[%i] : vector<4xi1> from vector<3x4xi1>
  return %e, %f : vector<4xi1>, vector<4xi1>
}
func.func @loop(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %v) -> vector<4xf32> {
    %e = vector.extract %acc[%i] : f32 from vector<4xf32>
    %a = arith.addf %e, %s : f32
    %n = vector.insert %a, %acc[%i] : f32 into vector<4xf32>
    scf.yield %n : vector<4xf32>
  }
  return %r : vector<4xf32>
}
func.func @ins_ins(%v: vector<2x4xf32>, %w: vector<4xf32>, %s: f32) -> (f32, vector<4xf32>) {
  %0 = vector.insert %s, %v[0, 1] : f32 into vector<2x4xf32>
  %1 = vector.insert %w, %0[1] : vector<4xf32> into vector<2x4xf32>
  %e = vector.extract %1[0, 1] : f32 from vector<2x4xf32>
  %f = vector.extract %1[0] : vector<4xf32> from vector<2x4xf32>
  return %e, %f : f32, vector<4xf32>
}
