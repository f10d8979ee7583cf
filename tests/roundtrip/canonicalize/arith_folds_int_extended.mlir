// FLAGS: -canonicalize
// Integer folds: and of an and sharing an operand, identity bitcasts and
// bitcast round trips, and the extended add/multiply folds.
func.func @and_of_and(%x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32, i32, i32) {
  %a = arith.andi %x, %y : i32
  %0 = arith.andi %x, %a : i32
  %1 = arith.andi %a, %y : i32
  %2 = arith.andi %a, %x : i32
  %3 = arith.andi %y, %a : i32
  %4 = arith.andi %z, %a : i32
  %o = arith.ori %x, %y : i32
  %5 = arith.ori %x, %o : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
func.func @bitcasts(%x: i16, %v: vector<2xf32>) -> (i16, f16, bf16, vector<2xf32>, f32) {
  %a = arith.bitcast %x : i16 to f16
  %b = arith.bitcast %a : f16 to i16
  %c = arith.bitcast %a : f16 to bf16
  %d = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %e = arith.bitcast %d : vector<2xi32> to vector<2xf32>
  %k = arith.constant 1.0 : f32
  %f = arith.bitcast %k : f32 to f32
  return %b, %a, %c, %e, %f : i16, f16, bf16, vector<2xf32>, f32
}
func.func @addui(%x: i32, %v: vector<2xi8>) -> (i32, i1, i32, i1, i32, i1, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi1>) {
  %c0 = arith.constant 0 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %c7 = arith.constant 7 : i32
  %cm = arith.constant -1 : i32
  %s1, %o1 = arith.addui_extended %c7, %cm : i32, i1
  %c2 = arith.constant 2 : i32
  %s2, %o2 = arith.addui_extended %c7, %c2 : i32, i1
  %v0 = arith.constant dense<0> : vector<2xi8>
  %s3, %o3 = arith.addui_extended %v, %v0 : vector<2xi8>, vector<2xi1>
  %v1 = arith.constant dense<200> : vector<2xi8>
  %s4, %o4 = arith.addui_extended %v1, %v1 : vector<2xi8>, vector<2xi1>
  return %s0, %o0, %s1, %o1, %s2, %o2, %s3, %o3, %s4, %o4 : i32, i1, i32, i1, i32, i1, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi1>
}
func.func @mul_extended(%x: i32, %v: vector<3xi16>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<3xi16>, vector<3xi16>) {
  %c0 = arith.constant 0 : i32
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %c1 = arith.constant 1 : i32
  %l1, %h1 = arith.mului_extended %x, %c1 : i32
  %c5 = arith.constant 5 : i32
  %cm7 = arith.constant -7 : i32
  %l2, %h2 = arith.mulsi_extended %c5, %cm7 : i32
  %l3, %h3 = arith.mului_extended %c5, %cm7 : i32
  %w = arith.constant dense<-300> : vector<3xi16>
  %l4, %h4 = arith.mulsi_extended %w, %w : vector<3xi16>
  return %l0, %h0, %l1, %h1, %l2, %h2, %l3, %h3, %l4, %h4 : i32, i32, i32, i32, i32, i32, i32, i32, vector<3xi16>, vector<3xi16>
}
func.func @mul_extended_wide(%x: i64, %y: i1) -> (i64, i64, i64, i64, i1, i1) {
  %a = arith.constant -9223372036854775807 : i64
  %b = arith.constant 3 : i64
  %l0, %h0 = arith.mulsi_extended %a, %b : i64
  %l1, %h1 = arith.mului_extended %a, %b : i64
  %t = arith.constant true
  %l2, %h2 = arith.mulsi_extended %t, %t : i1
  return %l0, %h0, %l1, %h1, %l2, %h2 : i64, i64, i64, i64, i1, i1
}
