// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Casts: `in : T to U`; trunci takes overflow flags, extf/truncf an optional
// fastmath (printed even when `none`), truncf an optional rounding mode.

// CHECK-LABEL: func.func @int_casts(%arg0: i8, %arg1: i64, %arg2: vector<2xi16>, %arg3: index) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i9
// CHECK-NEXT: %2 = arith.trunci %arg1 : i64 to i1
// CHECK-NEXT: %3 = arith.trunci %arg1 overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT: %4 = arith.extui %arg2 : vector<2xi16> to vector<2xi64>
// CHECK-NEXT: %5 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %6 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT: %7 = arith.index_cast %arg2 : vector<2xi16> to vector<2xindex>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i9, i1, i32, vector<2xi64>, i32, index, vector<2xindex>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_casts(%a: i8, %b: i64, %v: vector<2xi16>, %i: index) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i9
  %2 = arith.trunci %b : i64 to i1
  %3 = arith.trunci %b overflow<nsw, nuw> : i64 to i32
  %4 = arith.extui %v : vector<2xi16> to vector<2xi64>
  %5 = arith.index_cast %i : index to i32
  %6 = arith.index_castui %a : i8 to index
  %7 = arith.index_cast %v : vector<2xi16> to vector<2xindex>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i9, i1, i32, vector<2xi64>, i32, index, vector<2xindex>) -> ()
  return
}

// CHECK-LABEL: func.func @float_casts(%arg0: f16, %arg1: f32, %arg2: tensor<4xf64>) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f64
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<none> : f16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %3 = arith.truncf %arg1 to_nearest_even : f32 to bf16
// CHECK-NEXT: %4 = arith.truncf %arg1 upward fastmath<nnan> : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %arg2 toward_zero : tensor<4xf64> to tensor<4xf32>
// CHECK-NEXT: %6 = arith.truncf %arg1 fastmath<fast> {x} : f32 to f8E4M3FN
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f64, f32, f16, bf16, f16, tensor<4xf32>, f8E4M3FN) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_casts(%h: f16, %f: f32, %d: tensor<4xf64>) {
  %0 = arith.extf %h : f16 to f64
  %1 = arith.extf %h fastmath<none> : f16 to f32
  %2 = arith.truncf %f : f32 to f16
  %3 = arith.truncf %f to_nearest_even : f32 to bf16
  %4 = arith.truncf %f upward fastmath<nnan> : f32 to f16
  %5 = arith.truncf %d toward_zero : tensor<4xf64> to tensor<4xf32>
  %6 = arith.truncf %f fastmath<fast> {x} : f32 to f8E4M3FN
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f64, f32, f16, bf16, f16, tensor<4xf32>, f8E4M3FN) -> ()
  return
}

// CHECK-LABEL: func.func @int_float_casts(%arg0: i32, %arg1: f32, %arg2: tensor<?xi8>) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %1 = arith.uitofp %arg2 : tensor<?xi8> to tensor<?xf16>
// CHECK-NEXT: %2 = arith.fptosi %arg1 : f32 to i8
// CHECK-NEXT: %3 = arith.fptoui %arg1 : f32 to i64
// CHECK-NEXT: %4 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %5 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5) : (f64, tensor<?xf16>, i8, i64, i32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_float_casts(%i: i32, %f: f32, %t: tensor<?xi8>) {
  %0 = arith.sitofp %i : i32 to f64
  %1 = arith.uitofp %t : tensor<?xi8> to tensor<?xf16>
  %2 = arith.fptosi %f : f32 to i8
  %3 = arith.fptoui %f : f32 to i64
  %4 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %i : i32 to f32
  "test.use"(%0, %1, %2, %3, %4, %5) : (f64, tensor<?xf16>, i8, i64, i32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @memref_casts(%arg0: memref<8xi32>, %arg1: memref<?xindex>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : memref<8xi32> to memref<8xindex>
// CHECK-NEXT: %1 = arith.bitcast %arg0 : memref<8xi32> to memref<8xf32>
// CHECK-NEXT: %2 = arith.index_castui %arg1 : memref<?xindex> to memref<?xi64>
// CHECK-NEXT: "test.use"(%0, %1, %2) : (memref<8xindex>, memref<8xf32>, memref<?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memref_casts(%m: memref<8xi32>, %u: memref<?xindex>) {
  %0 = arith.index_cast %m : memref<8xi32> to memref<8xindex>
  %1 = arith.bitcast %m : memref<8xi32> to memref<8xf32>
  %2 = arith.index_castui %u : memref<?xindex> to memref<?xi64>
  "test.use"(%0, %1, %2) : (memref<8xindex>, memref<8xf32>, memref<?xi64>) -> ()
  return
}

// CHECK-LABEL: func.func @scaling(%arg0: vector<32xf4E2M1FN>, %arg1: vector<32xf8E8M0FNU>, %arg2: f32, %arg3: f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.scaling_extf %arg0, %arg1 : vector<32xf4E2M1FN>, vector<32xf8E8M0FNU> to vector<32xbf16>
// CHECK-NEXT: %1 = arith.scaling_truncf %arg2, %arg3 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %2 = arith.scaling_truncf %arg2, %arg3 downward fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: "test.use"(%0, %1, %2) : (vector<32xbf16>, f4E2M1FN, f4E2M1FN) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @scaling(%x: vector<32xf4E2M1FN>, %s: vector<32xf8E8M0FNU>, %y: f32, %e: f8E8M0FNU) {
  %0 = arith.scaling_extf %x, %s : vector<32xf4E2M1FN>, vector<32xf8E8M0FNU> to vector<32xbf16>
  %1 = arith.scaling_truncf %y, %e : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_truncf %y, %e downward fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
  "test.use"(%0, %1, %2) : (vector<32xbf16>, f4E2M1FN, f4E2M1FN) -> ()
  return
}
