// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Float arithmetic: fastmath flags print in a fixed order without spaces,
// `none` is dropped and the full set collapses to `fast`.

// CHECK-LABEL: func.func @fastmath(%arg0: f64, %arg1: f64) -> f64 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f64
// CHECK-NEXT: %1 = arith.subf %0, %arg1 fastmath<nnan,afn> : f64
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 fastmath<ninf,nsz,arcp,contract> : f64
// CHECK-NEXT: %3 = arith.divf %2, %arg1 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.remf %3, %arg1 fastmath<fast> : f64
// CHECK-NEXT: %5 = arith.negf %4 fastmath<ninf> {a} : f64
// CHECK-NEXT: return %5 : f64
// CHECK-NEXT: }
func.func @fastmath(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b fastmath<none> : f64
  %1 = arith.subf %0, %b fastmath<afn, nnan> : f64
  %2 = arith.mulf %1, %b fastmath<contract,arcp,nsz,ninf> : f64
  %3 = arith.divf %2, %b fastmath<reassoc, nnan, ninf, nsz, arcp, contract, afn> : f64
  %4 = arith.remf %3, %b fastmath<fast, nnan> : f64
  %5 = arith.negf %4 fastmath<ninf> {a} : f64
  return %5 : f64
}

// CHECK-LABEL: func.func @min_max(%arg0: vector<4xf16>, %arg1: vector<4xf16>) -> vector<4xf16> {
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg1 : vector<4xf16>
// CHECK-NEXT: %1 = arith.minimumf %0, %arg1 fastmath<nnan> : vector<4xf16>
// CHECK-NEXT: %2 = arith.maxnumf %1, %arg1 : vector<4xf16>
// CHECK-NEXT: %3 = arith.minnumf %2, %arg1 : vector<4xf16>
// CHECK-NEXT: return %3 : vector<4xf16>
// CHECK-NEXT: }
func.func @min_max(%x: vector<4xf16>, %y: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.maximumf %x, %y : vector<4xf16>
  %1 = arith.minimumf %0, %y fastmath<nnan> : vector<4xf16>
  %2 = arith.maxnumf %1, %y : vector<4xf16>
  %3 = arith.minnumf %2, %y : vector<4xf16>
  return %3 : vector<4xf16>
}

// CHECK-LABEL: func.func @fastmath_in_attr_dict(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 fastmath<reassoc> : tensor<3xbf16>
// CHECK-NEXT: %1 = arith.negf %0 : tensor<3xbf16>
// CHECK-NEXT: return %1 : tensor<3xbf16>
// CHECK-NEXT: }
func.func @fastmath_in_attr_dict(%t: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = arith.mulf %t, %t {fastmath = #arith.fastmath<reassoc>} : tensor<3xbf16>
  %1 = arith.negf %0 : tensor<3xbf16>
  return %1 : tensor<3xbf16>
}
