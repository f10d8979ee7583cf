// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s | bufopt | FileCheck %s

// Complex ops carry arith's fast-math flags, printed only when some are set;
// in generic form every op that has the flags shows them, `none` included.
// CHECK-LABEL: func.func @flags
// CHECK: %[[P:.*]] = complex.mul %arg0, %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK: complex.add %[[P]], %arg1 : complex<f32>
// CHECK: complex.abs %arg0 {tag} : complex<f32>
// CHECK: complex.eq %arg0, %arg1 : complex<f32>
// CHECK: complex.powi %arg0, %arg2 : complex<f32>, i32
// GENERIC: "complex.mul"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}>
// GENERIC: "complex.add"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}>
// GENERIC: "complex.eq"(%{{.*}}, %{{.*}}) : (complex<f32>, complex<f32>) -> i1
// GENERIC: "complex.powi"(%{{.*}}, %{{.*}}) : (complex<f32>, i32) -> complex<f32>
func.func @flags(%a: complex<f32>, %b: complex<f32>, %n: i32) -> (complex<f32>, f32, i1, complex<f32>) {
  %p = complex.mul %a, %b fastmath<nnan,ninf> : complex<f32>
  %s = complex.add %p, %b : complex<f32>
  %m = complex.abs %a {tag} : complex<f32>
  %e = complex.eq %a, %b : complex<f32>
  %q = complex.powi %a, %n : complex<f32>, i32
  return %s, %m, %e, %q : complex<f32>, f32, i1, complex<f32>
}

// Parts, constants and casts.
// CHECK-LABEL: func.func @parts
// CHECK: %cst = complex.constant [1.500000e+00, -2.000000e+00] : complex<f64>
// CHECK: complex.re %cst : complex<f64>
// CHECK: complex.create %{{.*}}, %{{.*}} : complex<f64>
// CHECK: complex.bitcast %arg0 : complex<f32> to i64
func.func @parts(%a: complex<f32>) -> (complex<f64>, i64) {
  %c = complex.constant [1.5, -2.0] : complex<f64>
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  %z = complex.create %i, %r : complex<f64>
  %bits = complex.bitcast %a : complex<f32> to i64
  return %z, %bits : complex<f64>, i64
}
