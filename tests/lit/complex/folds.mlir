// RUN: bufopt %s -canonicalize --split-input-file | FileCheck %s
// RUN: mlir-opt %s -canonicalize --split-input-file | FileCheck %s

// A number rebuilt from its parts, and inverse pairs, are the number.
// CHECK-LABEL: func.func @inverses
// CHECK-SAME: (%[[Z:.*]]: complex<f32>)
// CHECK-NEXT: return %[[Z]], %[[Z]], %[[Z]], %[[Z]]
func.func @inverses(%z: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %c = complex.create %re, %im : complex<f32>
  %e = complex.exp %z : complex<f32>
  %l = complex.log %e : complex<f32>
  %n = complex.neg %z : complex<f32>
  %nn = complex.neg %n : complex<f32>
  %j = complex.conj %z : complex<f32>
  %jj = complex.conj %j : complex<f32>
  return %c, %l, %nn, %jj : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// -----

// Adding a zero (of either sign) and multiplying by one on the right fold;
// a one on the left does not.
// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[Z:.*]]: complex<f32>)
// CHECK: %[[ONE:.*]] = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK: %[[M:.*]] = complex.mul %[[ONE]], %[[Z]]
// CHECK: return %[[Z]], %[[Z]], %[[M]]
func.func @identities(%z: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %a = complex.add %z, %zero : complex<f32>
  %m = complex.mul %z, %one : complex<f32>
  %l = complex.mul %one, %z : complex<f32>
  return %a, %m, %l : complex<f32>, complex<f32>, complex<f32>
}

// -----

// The parts of a constant are arith constants, printed as mlir-opt does.
// CHECK-LABEL: func.func @parts
// CHECK-DAG: %[[RE:.*]] = arith.constant 1.500000e+00 : f64
// CHECK-DAG: %[[IM:.*]] = arith.constant 2.000000e+10 : f64
// CHECK-DAG: %[[NEG:.*]] = arith.negf %{{.*}} : f32
// CHECK: return %[[RE]], %[[IM]], %[[NEG]]
func.func @parts(%a: f32, %b: f32) -> (f64, f64, f32) {
  %k = complex.constant [1.5 : f64, 2.0e10 : f64] : complex<f64>
  %re = complex.re %k : complex<f64>
  %im = complex.im %k : complex<f64>
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %nr = complex.re %n : complex<f32>
  return %re, %im, %nr : f64, f64, f32
}

// -----

// Chained bitcasts merge into one.
// CHECK-LABEL: func.func @bitcasts
// CHECK-SAME: (%[[Z:.*]]: complex<f32>)
// CHECK: %[[B:.*]] = complex.bitcast %[[Z]] : complex<f32> to f64
// CHECK: return %[[B]], %[[Z]]
func.func @bitcasts(%z: complex<f32>) -> (f64, complex<f32>) {
  %i = complex.bitcast %z : complex<f32> to i64
  %f = arith.bitcast %i : i64 to f64
  %back = complex.bitcast %i : i64 to complex<f32>
  return %f, %back : f64, complex<f32>
}
