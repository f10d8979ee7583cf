// FLAGS: -canonicalize
// Float constant folds of arith: conversions to integers (toward zero, not
// out of range or NaN), widening and exact narrowing (a narrowing that rounds
// or overflows stays), NaN-propagating and NaN-ignoring min/max with signed
// zeros, equal operands and -inf, remainders, and bit casts.
func.func @mixed(%x: f32, %i: i32, %b: i1) -> (i32, i32, f64, f16, f32, f32, f32, i32, f32, i32, i1, f32, f32, i32, i32) {
  %c = arith.constant 2.5 : f32
  %n = arith.constant -2.5 : f32
  %d = arith.constant 3.0 : f32
  %k = arith.constant 7 : i32
  %a0 = arith.fptosi %n : f32 to i32
  %a1 = arith.fptoui %c : f32 to i32
  %a2 = arith.extf %c : f32 to f64
  %a3 = arith.truncf %c : f32 to f16
  %a4 = arith.maximumf %c, %d : f32
  %a5 = arith.minimumf %c, %d : f32
  %a6 = arith.remf %d, %c : f32
  %a7 = arith.bitcast %c : f32 to i32
  %a8 = arith.maxnumf %x, %x : f32
  %a9 = arith.muli %i, %k : i32
  %a10 = arith.xori %b, %b : i1
  %a11 = arith.negf %c : f32
  %a12 = arith.select %b, %c, %c : f32
  %a13 = arith.andi %i, %i : i32
  %a14 = arith.subi %i, %i : i32
  return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14 : i32, i32, f64, f16, f32, f32, f32, i32, f32, i32, i1, f32, f32, i32, i32
}

func.func @edge_cases(%x: f32) -> (f16, f16, bf16, i8, i8, i32, i8, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p1 = arith.constant 0.1 : f32
  %big = arith.constant 1.0e10 : f32
  %m = arith.constant 300.7 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %neg = arith.constant -7.5 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.truncf %p1 : f32 to f16
  %b = arith.truncf %big : f32 to f16
  %c = arith.truncf %p1 : f32 to bf16
  %d = arith.fptosi %m : f32 to i8
  %e = arith.fptosi %nan : f32 to i8
  %f = arith.fptosi %neg : f32 to i32
  %g = arith.fptoui %m : f32 to i8
  %h = arith.maximumf %nan, %two : f32
  %i = arith.maxnumf %nan, %two : f32
  %j = arith.minimumf %nz, %z : f32
  %k = arith.maximumf %x, %ninf : f32
  %l = arith.minnumf %x, %pinf : f32
  %mm = arith.remf %neg, %two : f32
  %n = arith.minimumf %x, %x : f32
  %o = arith.maxnumf %z, %nz : f32
  %q = arith.minnumf %z, %nz : f32
  %r = arith.maximumf %x, %pinf : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %mm, %n, %o, %q, %r : f16, f16, bf16, i8, i8, i32, i8, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @bit_casts() -> (i32, f32, i16, vector<2xf32>, f16) {
  %c = arith.constant 2.5 : f32
  %i = arith.constant -1082130432 : i32
  %h = arith.constant -2.0 : f16
  %v = arith.constant dense<1065353216> : vector<2xi32>
  %s = arith.constant 15360 : i16
  %a = arith.bitcast %c : f32 to i32
  %b = arith.bitcast %i : i32 to f32
  %d = arith.bitcast %h : f16 to i16
  %e = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %g = arith.bitcast %s : i16 to f16
  return %a, %b, %d, %e, %g : i32, f32, i16, vector<2xf32>, f16
}
