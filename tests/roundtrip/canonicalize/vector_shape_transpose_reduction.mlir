// FLAGS: -canonicalize
// shape_cast, transpose, broadcast and reduction rewrites met after unrolling:
// casts of broadcasts and constants, transposes of transposes, masks, splats and
// broadcasts, single-element reductions and unit-dimension multi_reductions.
func.func @sc_b(%s: f32, %v: vector<4xf32>) -> (vector<8xf32>, vector<2x4xf32>, vector<4xf32>) {
  %a = vector.broadcast %s : f32 to vector<2x4xf32>
  %b = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %d = vector.shape_cast %c : vector<1x4xf32> to vector<4xf32>
  %e = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %f = vector.broadcast %e : vector<1x4xf32> to vector<2x4xf32>
  return %b, %f, %d : vector<8xf32>, vector<2x4xf32>, vector<4xf32>
}
func.func @sc_cst() -> vector<2x2xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %d = vector.shape_cast %c : vector<4xf32> to vector<2x2xf32>
  return %d : vector<2x2xf32>
}
func.func @sc_tr(%v: vector<1x4xf32>) -> vector<4x1xf32> {
  %t = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %t : vector<4x1xf32>
}
func.func @sc_tr2(%v: vector<4x1xf32>) -> vector<4xf32> {
  %t = vector.shape_cast %v : vector<4x1xf32> to vector<1x4xf32>
  %u = vector.shape_cast %t : vector<1x4xf32> to vector<4xf32>
  return %u : vector<4xf32>
}
func.func @red(%v: vector<1xf32>, %w: vector<4xf32>, %acc: f32) -> (f32, f32, vector<4xf32>) {
  %r = vector.reduction <add>, %v : vector<1xf32> into f32
  %q = vector.reduction <add>, %v, %acc : vector<1xf32> into f32
  %m = vector.multi_reduction <add>, %w, %w [] : vector<4xf32> to vector<4xf32>
  return %r, %q, %m : f32, f32, vector<4xf32>
}
func.func @tr_tr(%v: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %u = vector.transpose %t, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %u : vector<2x3x4xf32>
}
func.func @tr_b(%s: f32, %v: vector<4xf32>) -> (vector<3x2xf32>, vector<4x2xf32>) {
  %b = vector.broadcast %s : f32 to vector<2x3xf32>
  %t = vector.transpose %b, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %u = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %t, %u : vector<3x2xf32>, vector<4x2xf32>
}
func.func @r(%v: vector<1xf32>, %w: vector<1xi32>, %a: f32, %b: i32, %z: vector<f32>) -> (f32, i32, f32, f32) {
  %0 = vector.reduction <maxnumf>, %v, %a fastmath<fast> : vector<1xf32> into f32
  %1 = vector.reduction <xor>, %w, %b : vector<1xi32> into i32
  %2 = vector.reduction <mul>, %z, %a : vector<f32> into f32
  %3 = vector.reduction <add>, %v, %a fastmath<nnan> : vector<1xf32> into f32
  return %0, %1, %2, %3 : f32, i32, f32, f32
}
func.func @m(%v: vector<1x1xf32>, %a: f32, %w: vector<4x1xi32>, %acc: vector<4xi32>) -> (f32, vector<4xi32>) {
  %0 = vector.multi_reduction <add>, %v, %a [0, 1] : vector<1x1xf32> to f32
  %1 = vector.multi_reduction <maxsi>, %w, %acc [1] : vector<4x1xi32> to vector<4xi32>
  return %0, %1 : f32, vector<4xi32>
}
func.func @t(%v: vector<2x3xf32>, %n: index) -> (vector<2x3xf32>, vector<3x2xi1>, vector<3x2xi1>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %n, %c1 : vector<2x3xi1>
  %2 = vector.transpose %m, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %k = vector.constant_mask [1, 2] : vector<2x3xi1>
  %3 = vector.transpose %k, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  return %1, %2, %3 : vector<2x3xf32>, vector<3x2xi1>, vector<3x2xi1>
}
func.func @tb(%v: vector<1x4xf32>, %w: vector<4x1xf32>) -> (vector<4x2x1xf32>, vector<2x4x3xf32>) {
  %b = vector.broadcast %v : vector<1x4xf32> to vector<2x1x4xf32>
  %t = vector.transpose %b, [2, 0, 1] : vector<2x1x4xf32> to vector<4x2x1xf32>
  %c = vector.broadcast %w : vector<4x1xf32> to vector<2x4x3xf32>
  %u = vector.transpose %c, [0, 1, 2] : vector<2x4x3xf32> to vector<2x4x3xf32>
  return %t, %u : vector<4x2x1xf32>, vector<2x4x3xf32>
}
func.func @sct(%v: vector<4x1xf32>) -> (vector<4xf32>, vector<1x4xf32>) {
  %t = vector.transpose %v, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %s = vector.shape_cast %t : vector<1x4xf32> to vector<4xf32>
  %x = vector.shape_cast %v : vector<4x1xf32> to vector<4xf32>
  %y = vector.shape_cast %x : vector<4xf32> to vector<4x1xf32>
  %z = vector.transpose %y, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %s, %z : vector<4xf32>, vector<1x4xf32>
}
func.func @bcast_bcast(%s: f32, %v: vector<1x4xf32>) -> (vector<2x4xf32>, vector<3x2x4xf32>) {
  %a = vector.broadcast %s : f32 to vector<4xf32>
  %b = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %c = vector.broadcast %v : vector<1x4xf32> to vector<2x4xf32>
  %d = vector.broadcast %c : vector<2x4xf32> to vector<3x2x4xf32>
  return %b, %d : vector<2x4xf32>, vector<3x2x4xf32>
}
func.func @splat(%x: f32) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>) {
  %a = vector.broadcast %x : f32 to vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<2x4xf32>
  %i = vector.insert %a, %b[1] : vector<4xf32> into vector<2x4xf32>
  %c = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %s = vector.shape_cast %a : vector<4xf32> to vector<1x4xf32>
  %d = vector.broadcast %s : vector<1x4xf32> to vector<2x4xf32>
  %y = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %z = vector.shape_cast %y : vector<2x4xf32> to vector<8xf32>
  return %i, %z, %d : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>
}
