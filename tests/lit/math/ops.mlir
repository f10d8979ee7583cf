// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Element-wise float functions take optional fastmath flags (dropped when
// `none`); integer ops take none.

// CHECK-LABEL: func.func @unary_float(%arg0: f64, %arg1: vector<2xf32>, %arg2: tensor<*xf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f64
// CHECK-NEXT: %1 = math.sqrt %0 fastmath<nnan> : f64
// CHECK-NEXT: %2 = math.rsqrt %arg1 : vector<2xf32>
// CHECK-NEXT: %3 = math.cbrt %arg2 : tensor<*xf16>
// CHECK-NEXT: %4 = math.exp %arg0 : f64
// CHECK-NEXT: %5 = math.exp2 %arg1 : vector<2xf32>
// CHECK-NEXT: %6 = math.expm1 %arg0 fastmath<ninf,afn> : f64
// CHECK-NEXT: %7 = math.log %arg0 : f64
// CHECK-NEXT: %8 = math.log2 %arg0 : f64
// CHECK-NEXT: %9 = math.log10 %arg0 : f64
// CHECK-NEXT: %10 = math.log1p %arg0 : f64
// CHECK-NEXT: "test.use"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f64, vector<2xf32>, tensor<*xf16>, f64, vector<2xf32>, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_float(%x: f64, %v: vector<2xf32>, %t: tensor<*xf16>) {
  %0 = math.absf %x : f64
  %1 = math.sqrt %0 fastmath<nnan> : f64
  %2 = math.rsqrt %v fastmath<none> : vector<2xf32>
  %3 = math.cbrt %t : tensor<*xf16>
  %4 = math.exp %x : f64
  %5 = math.exp2 %v : vector<2xf32>
  %6 = math.expm1 %x fastmath<afn,ninf> : f64
  %7 = math.log %x : f64
  %8 = math.log2 %x : f64
  %9 = math.log10 %x : f64
  %10 = math.log1p %x : f64
  "test.use"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f64, vector<2xf32>, tensor<*xf16>, f64, vector<2xf32>, f64, f64, f64, f64, f64) -> ()
  return
}

// CHECK-LABEL: func.func @trig_and_rounding(%arg0: f32) {
// CHECK-NEXT: %0 = math.sin %arg0 : f32
// CHECK-NEXT: %1 = math.cos %arg0 : f32
// CHECK-NEXT: %2 = math.tan %arg0 : f32
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.acos %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.sinh %arg0 : f32
// CHECK-NEXT: %7 = math.cosh %arg0 : f32
// CHECK-NEXT: %8 = math.tanh %arg0 fastmath<fast> : f32
// CHECK-NEXT: %9 = math.asinh %arg0 : f32
// CHECK-NEXT: %10 = math.acosh %arg0 : f32
// CHECK-NEXT: %11 = math.atanh %arg0 : f32
// CHECK-NEXT: %12 = math.erf %arg0 : f32
// CHECK-NEXT: %13 = math.erfc %arg0 : f32
// CHECK-NEXT: %14 = math.ceil %arg0 : f32
// CHECK-NEXT: %15 = math.floor %arg0 : f32
// CHECK-NEXT: %16 = math.round %arg0 : f32
// CHECK-NEXT: %17 = math.roundeven %arg0 : f32
// CHECK-NEXT: %18 = math.trunc %arg0 {k} : f32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trig_and_rounding(%x: f32) {
  %0 = math.sin %x : f32
  %1 = math.cos %x : f32
  %2 = math.tan %x : f32
  %3 = math.asin %x : f32
  %4 = math.acos %x : f32
  %5 = math.atan %x : f32
  %6 = math.sinh %x : f32
  %7 = math.cosh %x : f32
  %8 = math.tanh %x fastmath<fast> : f32
  %9 = math.asinh %x : f32
  %10 = math.acosh %x : f32
  %11 = math.atanh %x : f32
  %12 = math.erf %x : f32
  %13 = math.erfc %x : f32
  %14 = math.ceil %x : f32
  %15 = math.floor %x : f32
  %16 = math.round %x : f32
  %17 = math.roundeven %x : f32
  %18 = math.trunc %x {k} : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_ternary(%arg0: bf16, %arg1: bf16, %arg2: bf16, %arg3: vector<[4]xf32>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : bf16
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nsz> : bf16
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 : bf16
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg2 : bf16
// CHECK-NEXT: %4 = math.fma %arg3, %arg3, %arg3 fastmath<contract> : vector<[4]xf32>
// CHECK-NEXT: %5 = math.clampf %arg0 to [%arg1, %arg2] : bf16
// CHECK-NEXT: %6 = math.clampf %arg3 to [%arg3, %arg3] fastmath<nnan> {why} : vector<[4]xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6) : (bf16, bf16, bf16, bf16, vector<[4]xf32>, bf16, vector<[4]xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_ternary(%x: bf16, %y: bf16, %z: bf16, %v: vector<[4]xf32>) {
  %0 = math.atan2 %x, %y : bf16
  %1 = math.copysign %x, %y fastmath<nsz> : bf16
  %2 = math.powf %x, %y : bf16
  %3 = math.fma %x, %y, %z : bf16
  %4 = math.fma %v, %v, %v fastmath<contract> : vector<[4]xf32>
  %5 = math.clampf %x to [%y, %z] : bf16
  %6 = math.clampf %v to [%v, %v] fastmath<nnan> {why} : vector<[4]xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (bf16, bf16, bf16, bf16, vector<[4]xf32>, bf16, vector<[4]xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @sincos_and_powers(%arg0: f32, %arg1: i32, %arg2: vector<3xf64>, %arg3: vector<3xi16>) {
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg2 fastmath<afn> : vector<3xf64>
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT: %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<3xf64>, vector<3xi16>
// CHECK-NEXT: %2 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: "test.use"(%sin, %cos, %cos_1, %0, %1, %2) : (f32, f32, vector<3xf64>, f32, vector<3xf64>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sincos_and_powers(%x: f32, %n: i32, %v: vector<3xf64>, %vn: vector<3xi16>) {
  %s:2 = math.sincos %x : f32
  %t:2 = math.sincos %v fastmath<afn> : vector<3xf64>
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %v, %vn fastmath<fast> : vector<3xf64>, vector<3xi16>
  %2 = math.ipowi %n, %n : i32
  "test.use"(%s#0, %s#1, %t#1, %0, %1, %2) : (f32, f32, vector<3xf64>, f32, vector<3xf64>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @integer_bits(%arg0: i8, %arg1: index, %arg2: tensor<2xi64>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i8
// CHECK-NEXT: %1 = math.ctlz %arg1 : index
// CHECK-NEXT: %2 = math.cttz %arg2 : tensor<2xi64>
// CHECK-NEXT: %3 = math.ctpop %arg0 {hint} : i8
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (i8, index, tensor<2xi64>, i8) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @integer_bits(%a: i8, %i: index, %t: tensor<2xi64>) {
  %0 = math.absi %a : i8
  %1 = math.ctlz %i : index
  %2 = math.cttz %t : tensor<2xi64>
  %3 = math.ctpop %a {hint} : i8
  "test.use"(%0, %1, %2, %3) : (i8, index, tensor<2xi64>, i8) -> ()
  return
}

// Classification results are i1 of the operand's shape; their fastmath flags
// live in the attribute dictionary.
// CHECK-LABEL: func.func @classify(%arg0: f16, %arg1: vector<4xf32>, %arg2: tensor<?xf64>) {
// CHECK-NEXT: %0 = math.isnan %arg0 : f16
// CHECK-NEXT: %1 = math.isinf %arg1 : vector<4xf32>
// CHECK-NEXT: %2 = math.isfinite %arg2 {fastmath = #arith.fastmath<nnan>} : tensor<?xf64>
// CHECK-NEXT: %3 = math.isnormal %arg0 : f16
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (i1, vector<4xi1>, tensor<?xi1>, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @classify(%x: f16, %v: vector<4xf32>, %t: tensor<?xf64>) {
  %0 = math.isnan %x : f16
  %1 = math.isinf %v : vector<4xf32>
  %2 = math.isfinite %t {fastmath = #arith.fastmath<nnan>} : tensor<?xf64>
  %3 = math.isnormal %x {fastmath = #arith.fastmath<none>} : f16
  "test.use"(%0, %1, %2, %3) : (i1, vector<4xi1>, tensor<?xi1>, i1) -> ()
  return
}
