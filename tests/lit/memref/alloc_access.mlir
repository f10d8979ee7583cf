// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// Allocation ops, accesses and simple queries of the memref dialect: the
// result names (%alloc, %alloca, %dim, %cast), operand segments of dynamic
// sizes and layout symbols, and elision of a false `nontemporal`.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @allocation(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x16xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg0) {alignment = 128 : i64} : memref<?x4x?xi16>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<?xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xindex, 2>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg0) {tag = "scratch"} : memref<?xf64>
// CHECK-NEXT: %0 = memref.realloc %alloca_2 : memref<?xf64> to memref<64xf64>
// CHECK-NEXT: %1 = memref.realloc %0(%arg0) {alignment = 16 : i64} : memref<64xf64> to memref<?xf64>
// CHECK-NEXT: "test.use"(%alloc_0, %alloc_1, %alloca, %1) : (memref<?x4x?xi16>, memref<?xf32, #map>, memref<2xindex, 2>, memref<?xf64>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<16x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: memref<4x?xi32>, %arg1: memref<i8>, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg2] : memref<4x?xi32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xi32>
// CHECK-NEXT: %2 = memref.load %arg1[] {alignment = 4 : i64} : memref<i8>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] : memref<4x?xi32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] : memref<4x?xi32>
// CHECK-NEXT: memref.store %2, %arg1[] {nontemporal = true} : memref<i8>
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @queries(%arg0: memref<4x?xi32>, %arg1: memref<*xf16>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<4x?xi32>
// CHECK-NEXT: %dim_0 = memref.dim {annotated} %arg1, %arg2 : memref<*xf16>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf16>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xi32> to memref<?x?xi32>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<*xf16> to memref<8xf16>
// CHECK-NEXT: %cast_2 = memref.cast %cast : memref<?x?xi32> to memref<*xi32>
// CHECK-NEXT: memref.copy %cast_1, %cast_1 : memref<8xf16> to memref<8xf16>
// CHECK-NEXT: memref.copy %arg1, %cast_1 {kind = "slow"} : memref<*xf16> to memref<8xf16>
// CHECK-NEXT: "test.use"(%cast_2) : (memref<*xi32>) -> ()
// CHECK-NEXT: return %dim, %dim_0, %0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = memref.alloca_scope  -> (f32, i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT: %3 = "test.flag"() : () -> i1
// CHECK-NEXT: memref.alloca_scope.return %2, %3 : f32, i1
// CHECK-NEXT: } {note = 1 : i32}
// CHECK-NEXT: %1 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %0#0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#strided2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
func.func @allocation(%sz: index, %sym: index) {
  %a = memref.alloc() : memref<16x16xf32>
  %b = memref.alloc(%sz, %sz) {alignment = 128 : i64} : memref<?x4x?xi16>
  %c = memref.alloc(%sz)[%sym] : memref<?xf32, #strided2>
  %d = memref.alloca() : memref<2xindex, 2>
  %e = memref.alloca(%sz) {tag = "scratch"} : memref<?xf64>
  %f = memref.realloc %e : memref<?xf64> to memref<64xf64>
  %g = memref.realloc %f(%sz) {alignment = 16 : i64} : memref<64xf64> to memref<?xf64>
  "test.use"(%b, %c, %d, %g) : (memref<?x4x?xi16>, memref<?xf32, #strided2>, memref<2xindex, 2>, memref<?xf64>) -> ()
  memref.dealloc %a : memref<16x16xf32>
  return
}
func.func @access(%m: memref<4x?xi32>, %z: memref<i8>, %i: index, %v: i32) -> i32 {
  %x = memref.load %m[%i, %i] : memref<4x?xi32>
  %y = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xi32>
  %w = memref.load %z[] {nontemporal = false, alignment = 4 : i64} : memref<i8>
  memref.store %v, %m[%i, %i] : memref<4x?xi32>
  memref.store %v, %m[%i, %i] {nontemporal = false} : memref<4x?xi32>
  memref.store %w, %z[] {nontemporal = true} : memref<i8>
  return %y : i32
}
func.func @queries(%m: memref<4x?xi32>, %u: memref<*xf16>, %i: index) -> (index, index, index) {
  %d0 = memref.dim %m, %i : memref<4x?xi32>
  %d1 = memref.dim {annotated} %u, %i : memref<*xf16>
  %r = memref.rank %u : memref<*xf16>
  %c0 = memref.cast %m : memref<4x?xi32> to memref<?x?xi32>
  %c1 = memref.cast %u : memref<*xf16> to memref<8xf16>
  %c2 = memref.cast %c0 : memref<?x?xi32> to memref<*xi32>
  memref.copy %c1, %c1 : memref<8xf16> to memref<8xf16>
  memref.copy %u, %c1 {kind = "slow"} : memref<*xf16> to memref<8xf16>
  "test.use"(%c2) : (memref<*xi32>) -> ()
  return %d0, %d1, %r : index, index, index
}
func.func @scopes(%v: f32) -> f32 {
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  %r:2 = memref.alloca_scope -> (f32, i1) {
    %t = memref.alloca() : memref<f32>
    memref.store %v, %t[] : memref<f32>
    %l = memref.load %t[] : memref<f32>
    %b = "test.flag"() : () -> i1
    memref.alloca_scope.return %l, %b : f32, i1
  } {note = 1 : i32}
  %s = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %r#0 : f32
  }
  return %s : f32
}
