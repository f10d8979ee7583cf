// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @h(%z: complex<f32>, %x: i64) -> (f64, complex<f32>, f16, bf16, i64, f64, f32, f32) {
  %b = complex.bitcast %z : complex<f32> to i64
  %f = arith.bitcast %b : i64 to f64
  %c = complex.bitcast %x : i64 to complex<f32>
  %ai = arith.bitcast %x : i64 to f64
  %c2 = complex.bitcast %ai : f64 to complex<f32>
  %k = complex.constant [0.1 : f16, -2.5 : f16] : complex<f16>
  %kr = complex.re %k : complex<f16>
  %kb = complex.constant [3.0e38 : bf16, 1.0 : bf16] : complex<bf16>
  %kbr = complex.re %kb : complex<bf16>
  %b1 = complex.bitcast %z : complex<f32> to i64
  %b2 = complex.bitcast %b1 : i64 to complex<f32>
  %b3 = complex.bitcast %b2 : complex<f32> to f64
  %i1 = arith.bitcast %b1 : i64 to f64
  %i2 = arith.bitcast %i1 : f64 to i64
  %n = complex.neg %z : complex<f32>
  %nr = complex.re %n : complex<f32>
  %x1 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %x2 = complex.re %x1 : complex<f32>
  return %f, %c2, %kr, %kbr, %i2, %b3, %nr, %x2 : f64, complex<f32>, f16, bf16, i64, f64, f32, f32
}
