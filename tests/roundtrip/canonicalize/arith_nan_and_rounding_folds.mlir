// FLAGS: -canonicalize
// Constant folds that produce NaNs or round: remainders by zero, of infinities and of NaNs
// (their payload kept), widenings and narrowings of NaNs (folded only when no payload bit is
// lost and the NaN is quiet), integer-to-float conversions that round or overflow, and
// ceildivsi whose negation of an operand would overflow (left alone).
func.func @remainders() -> (f32, f32, f32, f64, f16, bf16) {
  %five = arith.constant 5.5 : f32
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan_payload = arith.constant 0xFFC00123 : f32
  %by_zero = arith.remf %five, %zero : f32
  %of_inf = arith.remf %inf, %five : f32
  %of_nan = arith.remf %five, %nan_payload : f32
  %minus = arith.constant -7.25 : f64
  %two = arith.constant 2.0 : f64
  %negative = arith.remf %minus, %two : f64
  %h = arith.constant 3.0 : f16
  %hz = arith.constant -0.0 : f16
  %half_nan = arith.remf %h, %hz : f16
  %b = arith.constant 0x7FC1 : bf16
  %b1 = arith.constant 1.0 : bf16
  %brain_nan = arith.remf %b, %b1 : bf16
  return %by_zero, %of_inf, %of_nan, %negative, %half_nan, %brain_nan : f32, f32, f32, f64, f16, bf16
}

func.func @nan_resizes() -> (f32, f64, f16, f16, f32) {
  %h = arith.constant 0xFE05 : f16
  %wide = arith.extf %h : f16 to f32
  %f = arith.constant 0x7FC00040 : f32
  %wider = arith.extf %f : f32 to f64
  %quiet = arith.constant 0xFFC00000 : f32
  %narrow_ok = arith.truncf %quiet : f32 to f16
  %lossy = arith.constant 0x7FC00001 : f32
  %narrow_lossy = arith.truncf %lossy : f32 to f16
  %signaling = arith.constant 0x7C01 : f16
  %quieted = arith.extf %signaling : f16 to f32
  return %wide, %wider, %narrow_ok, %narrow_lossy, %quieted : f32, f64, f16, f16, f32
}

func.func @int_to_float() -> (f16, f16, bf16, f32, f16) {
  %big = arith.constant -9223372036854775808 : i64
  %as_unsigned = arith.uitofp %big : i64 to f16
  %odd = arith.constant 2049 : i32
  %rounded = arith.sitofp %odd : i32 to f16
  %max = arith.constant 9223372036854775807 : i64
  %brain = arith.sitofp %max : i64 to bf16
  %wide = arith.constant 16777217 : i64
  %single = arith.uitofp %wide : i64 to f32
  %neg = arith.constant -70000 : i32
  %overflow = arith.sitofp %neg : i32 to f16
  return %as_unsigned, %rounded, %brain, %single, %overflow : f16, f16, bf16, f32, f16
}

func.func @ceildiv_overflow() -> (i64, i64, i64, i64, i32) {
  %min = arith.constant -9223372036854775808 : i64
  %quarter = arith.constant 4611686018427387904 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %a = arith.ceildivsi %min, %quarter : i64
  %b = arith.ceildivsi %three, %min : i64
  %c = arith.ceildivsi %zero, %min : i64
  %m7 = arith.constant -7 : i64
  %d = arith.ceildivsi %m7, %three : i64
  %small_min = arith.constant -2147483648 : i32
  %minus_two = arith.constant -2 : i32
  %e = arith.ceildivsi %small_min, %minus_two : i32
  return %a, %b, %c, %d, %e : i64, i64, i64, i64, i32
}
