// Unary, binary and ternary math dialect ops with fastmath flags.
func.func @math_float(%x: f32, %y: f32, %z: f32, %v: vector<4xf64>, %t: tensor<?xf16>) -> f32 {
  %0 = math.exp %x : f32
  %1 = math.exp2 %0 : f32
  %2 = math.expm1 %1 fastmath<fast> : f32
  %3 = math.log %2 : f32
  %4 = math.log2 %3 : f32
  %5 = math.log10 %4 : f32
  %6 = math.log1p %5 : f32
  %7 = math.sqrt %6 : f32
  %8 = math.rsqrt %7 : f32
  %9 = math.cbrt %8 : f32
  %10 = math.tanh %9 : f32
  %11 = math.sin %10 : f32
  %12 = math.cos %11 : f32
  %13 = math.tan %12 : f32
  %14 = math.atan %13 : f32
  %15 = math.atan2 %14, %y : f32
  %16 = math.absf %15 : f32
  %17 = math.ceil %16 : f32
  %18 = math.floor %17 : f32
  %19 = math.round %18 : f32
  %20 = math.roundeven %19 : f32
  %21 = math.trunc %20 : f32
  %22 = math.copysign %21, %y : f32
  %23 = math.powf %22, %y fastmath<nnan, ninf> : f32
  %24 = math.fma %23, %y, %z : f32
  %25 = math.erf %24 : f32
  %26 = math.sinh %25 : f32
  %27 = math.asin %26 : f32
  %28 = math.acosh %27 : f32
  %29 = math.sqrt %v : vector<4xf64>
  %30 = math.fma %v, %v, %29 fastmath<contract> : vector<4xf64>
  %31 = math.exp %t : tensor<?xf16>
  "foo.keep"(%30, %31) : (vector<4xf64>, tensor<?xf16>) -> ()
  return %28 : f32
}

func.func @math_int_and_checks(%i: i32, %n: i32, %f: f32, %v: vector<2xi8>) -> i32 {
  %0 = math.absi %i : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %1 : i32
  %3 = math.ctpop %2 : i32
  %4 = math.ipowi %3, %n : i32
  %5 = math.fpowi %f, %n : f32, i32
  %6 = math.isnan %f : f32
  %7 = math.isinf %f : f32
  %8 = math.isfinite %f : f32
  %9 = math.isnormal %f : f32
  %10 = math.ctpop %v : vector<2xi8>
  "foo.keep"(%5, %6, %7, %8, %9, %10) : (f32, i1, i1, i1, i1, vector<2xi8>) -> ()
  return %4 : i32
}
