// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%z: complex<f32>, %w: complex<f32>, %a: f32, %b: f32) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %c0 = complex.create %re, %im : complex<f32>
  %e = complex.exp %z : complex<f32>
  %c1 = complex.log %e : complex<f32>
  %l = complex.log %z : complex<f32>
  %c2 = complex.exp %l : complex<f32>
  %n = complex.neg %z : complex<f32>
  %c3 = complex.neg %n : complex<f32>
  %j = complex.conj %z : complex<f32>
  %c4 = complex.conj %j : complex<f32>
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %c5 = complex.add %z, %zero : complex<f32>
  %c6 = complex.sub %z, %zero : complex<f32>
  %c7 = complex.mul %z, %one : complex<f32>
  %c8 = complex.div %z, %one : complex<f32>
  %s = complex.sub %z, %w : complex<f32>
  %c9 = complex.add %s, %w : complex<f32>
  %c10 = complex.add %w, %s : complex<f32>
  %ad = complex.add %z, %w : complex<f32>
  %c11 = complex.sub %ad, %w : complex<f32>
  %c12 = complex.mul %one, %z : complex<f32>
  %c13 = complex.add %zero, %z : complex<f32>
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @g(%a: f32, %b: f32, %z: complex<f64>) -> (f32, f32, f64, f64, f32, f32, complex<f64>, i64, complex<f64>) {
  %c = complex.create %a, %b : complex<f32>
  %r = complex.re %c : complex<f32>
  %i = complex.im %c : complex<f32>
  %k = complex.constant [1.5 : f64, 2.0e10 : f64] : complex<f64>
  %kr = complex.re %k : complex<f64>
  %ki = complex.im %k : complex<f64>
  %n = complex.neg %c : complex<f32>
  %nr = complex.re %n : complex<f32>
  %ni = complex.im %n : complex<f32>
  %bc = complex.bitcast %z : complex<f64> to complex<f64>
  %b1 = complex.bitcast %z : complex<f64> to i128
  %b2 = complex.bitcast %b1 : i128 to complex<f64>
  %b3 = arith.bitcast %kr : f64 to i64
  %kk = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  return %r, %i, %kr, %ki, %nr, %ni, %bc, %b3, %b2 : f32, f32, f64, f64, f32, f32, complex<f64>, i64, complex<f64>
}
