// FLAGS: -canonicalize
// Bitwise ops and eq/ne comparisons of two extensions of one type act on
// the narrow values instead.
func.func @bitwise_ui(%x: i8, %y: i8) -> (i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.xori %a, %b : i32
  %s = arith.andi %a, %b : i32
  %t = arith.ori %a, %b : i32
  return %r, %s, %t : i32, i32, i32
}
func.func @bitwise_si_vec(%x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi64>, vector<2xi64>, vector<2xi64>) {
  %a = arith.extsi %x : vector<2xi8> to vector<2xi64>
  %b = arith.extsi %y : vector<2xi8> to vector<2xi64>
  %r = arith.xori %a, %b : vector<2xi64>
  %s = arith.andi %a, %b : vector<2xi64>
  %t = arith.ori %a, %b : vector<2xi64>
  return %r, %s, %t : vector<2xi64>, vector<2xi64>, vector<2xi64>
}
func.func @mixed(%x: i8, %y: i8, %z: i16) -> (i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.xori %a, %b : i32
  %c = arith.extui %z : i16 to i32
  %s = arith.andi %a, %c : i32
  %t = arith.ori %a, %a : i32
  return %r, %s, %t : i32, i32, i32
}
func.func @i1_sources(%x: i1, %y: i1) -> i8 {
  %a = arith.extsi %x : i1 to i8
  %b = arith.extsi %y : i1 to i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
func.func @cmp(%x: i8, %y: i8, %u: i16, %w: i16) -> (i1, i1, i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %e = arith.cmpi eq, %a, %b : i32
  %n = arith.cmpi ne, %a, %b : i32
  %l = arith.cmpi slt, %a, %b : i32
  %c = arith.extui %u : i16 to i64
  %d = arith.extui %w : i16 to i64
  %f = arith.cmpi ne, %c, %d : i64
  %g = arith.cmpi ugt, %c, %d : i64
  return %e, %n, %l, %f, %g : i1, i1, i1, i1, i1
}
func.func @cmp_vec(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi1> {
  %a = arith.extui %x : vector<4xi8> to vector<4xi32>
  %b = arith.extui %y : vector<4xi8> to vector<4xi32>
  %e = arith.cmpi eq, %a, %b : vector<4xi32>
  return %e : vector<4xi1>
}
func.func @cmp_mixed(%x: i8, %y: i8, %z: i4) -> (i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %e = arith.cmpi eq, %a, %b : i32
  %c = arith.extsi %z : i4 to i32
  %f = arith.cmpi ne, %a, %c : i32
  return %e, %f : i1, i1
}
