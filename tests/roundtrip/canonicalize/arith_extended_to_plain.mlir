// FLAGS: -canonicalize
// Extended add/multiply ops whose second result is unused become plain ops;
// a signed extended multiply by one gives x and its sign.
func.func @addui(%x: i32, %y: i32) -> (i32, i64, i1) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %a = arith.extui %x : i32 to i64
  %b = arith.extui %y : i32 to i64
  %t, %p = arith.addui_extended %a, %b : i64, i1
  return %s, %t, %p : i32, i64, i1
}
func.func @addui_vec(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %s, %o = arith.addui_extended %x, %y : vector<2xi8>, vector<2xi1>
  return %s : vector<2xi8>
}
func.func @mul_low_only(%x: i32, %y: i32) -> (i32, i32) {
  %l, %h = arith.mulsi_extended %x, %y : i32
  %m, %n = arith.mului_extended %x, %y : i32
  return %l, %m : i32, i32
}
func.func @mul_high_used(%x: i32, %y: i32) -> (i32, i32, i32) {
  %l, %h = arith.mulsi_extended %x, %y : i32
  %m, %n = arith.mului_extended %x, %y : i32
  return %h, %n, %m : i32, i32, i32
}
func.func @mulsi_one(%x: i32, %v: vector<4xi16>, %t: tensor<3xi64>) -> (i32, i32, vector<4xi16>, vector<4xi16>, tensor<3xi64>) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %v1 = arith.constant dense<1> : vector<4xi16>
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<4xi16>
  %t1 = arith.constant dense<1> : tensor<3xi64>
  %tl, %th = arith.mulsi_extended %t, %t1 : tensor<3xi64>
  return %l, %h, %vl, %vh, %th : i32, i32, vector<4xi16>, vector<4xi16>, tensor<3xi64>
}
func.func @mulsi_one_lhs(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %c1, %x : i32
  return %l, %h : i32, i32
}
func.func @mulsi_near_misses(%x: i1, %y: i32) -> (i1, i1, i32, i32) {
  %t = arith.constant true
  %l, %h = arith.mulsi_extended %x, %t : i1
  %c2 = arith.constant 2 : i32
  %m, %n = arith.mulsi_extended %y, %c2 : i32
  return %l, %h, %m, %n : i1, i1, i32, i32
}
func.func @mului_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mului_extended %x, %c1 : i32
  return %l, %h : i32, i32
}
