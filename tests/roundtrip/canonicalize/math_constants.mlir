// FLAGS: -canonicalize
// math ops on constants fold. The library functions (trigonometric,
// exponential, logarithmic, ...) fold in single and double precision only,
// and leave logarithms and square roots of negative numbers (-0 included)
// alone; exact operations (abs, sign copy, rounding to integers,
// classification) fold in every IEEE format, f80 and f128 included.
// Element-wise over vectors and tensors, all or nothing; the classification
// ops fold splats but not other dense constants.
func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f16) {
  %a = arith.constant 0.75 : f32
  %b = arith.constant -3.0 : f64
  %s = math.sin %a : f32
  %e = math.exp %b : f64
  %t = math.atanh %a : f32
  %c = math.erfc %b : f64
  %h = math.asinh %a : f32
  %l = math.log1p %b : f64
  %small = arith.constant 0.75 : f16
  %kept = math.tanh %small : f16
  return %s, %e, %t, %c, %h, %l, %kept : f32, f64, f32, f64, f32, f64, f16
}

func.func @domains() -> (f32, f32, f64, f32, f32) {
  %neg = arith.constant -4.0 : f32
  %negzero = arith.constant -0.0 : f32
  %pos = arith.constant 4.0 : f64
  %r1 = math.sqrt %neg : f32
  %r2 = math.log %negzero : f32
  %r3 = math.log2 %pos : f64
  %big = arith.constant 7.0 : f32
  %r4 = math.acos %big : f32
  %minus_one = arith.constant -1.0 : f32
  %r5 = math.log1p %minus_one : f32
  return %r1, %r2, %r3, %r4, %r5 : f32, f32, f64, f32, f32
}

func.func @binary() -> (f32, f64, f16, f16, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %p = math.powf %a, %b : f32
  %x = arith.constant 3.0 : f64
  %y = arith.constant -1.0 : f64
  %q = math.atan2 %x, %y : f64
  %zero = arith.constant 0.0 : f16
  %nan = math.atan2 %zero, %zero : f16
  %two = arith.constant 2.0 : f16
  %kept = math.powf %two, %two : f16
  %sign = math.copysign %a, %b : f32
  return %p, %q, %nan, %kept, %sign : f32, f64, f16, f16, f32
}

func.func @exact() -> (f16, bf16, f128, f80, f128, f80, f8E4M3FN) {
  %h = arith.constant -2.5 : f16
  %r1 = math.roundeven %h : f16
  %g = arith.constant -0.25 : bf16
  %r2 = math.ceil %g : bf16
  %q = arith.constant 12345.5 : f128
  %r3 = math.roundeven %q : f128
  %x = arith.constant -7.25 : f80
  %r4 = math.floor %x : f80
  %r5 = math.absf %q : f128
  %r6 = math.ceil %x : f80
  %e = arith.constant -1.5 : f8E4M3FN
  %r7 = math.absf %e : f8E4M3FN
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f16, bf16, f128, f80, f128, f80, f8E4M3FN
}

func.func @classify() -> (i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %tiny = arith.constant 1.0e-40 : f32
  %n = math.isnormal %tiny : f32
  %inf = arith.constant 0x7C00 : f16
  %i = math.isinf %inf : f16
  %big = arith.constant 1.0e+300 : f64
  %f = math.isfinite %big : f64
  %splat = arith.constant dense<0x7FC00000> : vector<2xf32>
  %s = math.isnan %splat : vector<2xf32>
  %mixed = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %kept = math.isnan %mixed : vector<2xf32>
  return %n, %i, %f, %s, %kept : i1, i1, i1, vector<2xi1>, vector<2xi1>
}

func.func @integers() -> (i32, i8, i16, i64, i32, i32) {
  %a = arith.constant -2147483648 : i32
  %r1 = math.absi %a : i32
  %b = arith.constant 5 : i8
  %r2 = math.ctlz %b : i8
  %c = arith.constant 0 : i16
  %r3 = math.cttz %c : i16
  %d = arith.constant -1 : i64
  %r4 = math.ctpop %d : i64
  %three = arith.constant 3 : i32
  %twenty = arith.constant 21 : i32
  %r5 = math.ipowi %three, %twenty : i32
  %zero = arith.constant 0 : i32
  %minus = arith.constant -2 : i32
  %r6 = math.ipowi %zero, %minus : i32
  return %r1, %r2, %r3, %r4, %r5, %r6 : i32, i8, i16, i64, i32, i32
}

func.func @shaped() -> (vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>) {
  %v = arith.constant dense<[0.25, 4.0, 9.0]> : vector<3xf32>
  %r1 = math.sqrt %v : vector<3xf32>
  %t = arith.constant dense<2.0> : tensor<2xf64>
  %r2 = math.exp2 %t : tensor<2xf64>
  %partly_negative = arith.constant dense<[4.0, -1.0]> : vector<2xf32>
  %kept = math.sqrt %partly_negative : vector<2xf32>
  %base = arith.constant dense<[2, -3]> : vector<2xi32>
  %pow = arith.constant dense<3> : vector<2xi32>
  %r4 = math.ipowi %base, %pow : vector<2xi32>
  return %r1, %r2, %kept, %r4 : vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>
}

func.func @not_constant(%x: f32) -> (f32, f32) {
  %c = arith.constant 2.0 : f32
  %r1 = math.fma %c, %c, %c : f32
  %r2 = math.absf %x : f32
  return %r1, %r2 : f32, f32
}
