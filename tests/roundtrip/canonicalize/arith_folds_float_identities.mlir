// FLAGS: -canonicalize
// Float folds: min/max with the operand that changes nothing, x * 0 without
// NaNs and signed zeros, truncf of an exact extf, extf of a contracted truncf.
func.func @minmax(%x: f32, %v: vector<2xf16>, %w: f64) -> (f32, f32, f32, f32, f32, vector<2xf16>, f64, f32) {
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.minimumf %x, %pinf : f32
  %1 = arith.maxnumf %x, %nan : f32
  %2 = arith.minnumf %nan, %x : f32
  %3 = arith.maximumf %x, %nan : f32
  %4 = arith.minnumf %x, %ninf : f32
  %vn = arith.constant dense<0xFE00> : vector<2xf16>
  %5 = arith.maxnumf %v, %vn : vector<2xf16>
  %dinf = arith.constant 0x7FF0000000000000 : f64
  %6 = arith.minimumf %w, %dinf : f64
  %7 = arith.minimumf %x, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, vector<2xf16>, f64, f32
}
func.func @mul_zero(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, vector<2xf32>, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %nz fastmath<nnan,nsz> : f32
  %1 = arith.mulf %x, %z fastmath<nnan> : f32
  %2 = arith.mulf %x, %z fastmath<nsz> : f32
  %3 = arith.mulf %z, %x fastmath<fast> : f32
  %vz = arith.constant dense<0.0> : vector<2xf32>
  %4 = arith.mulf %v, %vz fastmath<nnan,nsz,ninf> : vector<2xf32>
  %inf = arith.constant 0x7F800000 : f32
  %5 = arith.mulf %inf, %z fastmath<nnan,nsz> : f32
  %m = arith.constant -3.0 : f32
  %6 = arith.mulf %m, %z fastmath<nnan,nsz> : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, vector<2xf32>, f32, f32
}
func.func @resize(%x: f16, %y: bf16, %z: f32, %v: vector<2xf16>) -> (f16, f16, bf16, bf16, f32, f16, vector<2xf16>) {
  %a = arith.extf %x : f16 to f32
  %0 = arith.truncf %a : f32 to f16
  %b = arith.extf %y : bf16 to f32
  %1 = arith.truncf %b : f32 to f16
  %2 = arith.truncf %a : f32 to bf16
  %c = arith.extf %x : f16 to f64
  %3 = arith.truncf %c : f64 to bf16
  %d = arith.extf %y : bf16 to f64
  %4 = arith.truncf %d : f64 to f32
  %e = arith.extf %z : f32 to f64
  %5 = arith.truncf %e downward : f64 to f16
  %f = arith.extf %v : vector<2xf16> to vector<2xf32>
  %6 = arith.truncf %f : vector<2xf32> to vector<2xf16>
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, bf16, bf16, f32, f16, vector<2xf16>
}
func.func @contract(%x: f32) -> (f32, f32, f32) {
  %a = arith.truncf %x fastmath<contract> : f32 to f16
  %0 = arith.extf %a fastmath<fast> : f16 to f32
  %b = arith.truncf %x : f32 to f16
  %1 = arith.extf %b fastmath<contract> : f16 to f32
  %c = arith.truncf %x fastmath<contract> : f32 to bf16
  %2 = arith.extf %c : bf16 to f32
  return %0, %1, %2 : f32, f32, f32
}
func.func @truncf_const_rounding() -> (f16, f16, bf16, f16) {
  %a = arith.constant 1.5 : f32
  %0 = arith.truncf %a to_nearest_even : f32 to f16
  %1 = arith.truncf %a toward_zero : f32 to f16
  %b = arith.constant 1.00390625 : f32
  %2 = arith.truncf %b upward : f32 to bf16
  %3 = arith.truncf %b to_nearest_away : f32 to f16
  return %0, %1, %2, %3 : f16, f16, bf16, f16
}
