// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// Globals (visibility, constness, initial values, alignment), get_global,
// atomics, prefetch and the DMA ops.

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @table : memref<2x3xi16> = dense<{{\[\[}}1, 2, 3], [4, 5, 6{{\]\]}}>
// CHECK-NEXT: memref.global @zeros : memref<4xf64> = dense<0.000000e+00> {alignment = 32 : i64}
// CHECK-NEXT: memref.global "public" @space : memref<8xi32, 1> = uninitialized
// CHECK-NEXT: memref.global "private" @extern : memref<f16>
// CHECK-LABEL: func.func @use_globals() -> (memref<2x3xi16>, memref<8xi32, 1>) {
// CHECK-NEXT: %0 = memref.get_global @table : memref<2x3xi16>
// CHECK-NEXT: %1 = memref.get_global @space : memref<8xi32, 1> {note}
// CHECK-NEXT: return %0, %1 : memref<2x3xi16>, memref<8xi32, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomics(%arg0: memref<4x4xf16>, %arg1: memref<?xi64>, %arg2: index, %arg3: f16, %arg4: i64) -> (f16, i64) {
// CHECK-NEXT: %0 = memref.atomic_rmw minnumf %arg3, %arg0[%arg2, %arg2] : (f16, memref<4x4xf16>) -> f16
// CHECK-NEXT: %1 = memref.atomic_rmw xori %arg4, %arg1[%arg2] {order = "relaxed"} : (i64, memref<?xi64>) -> i64
// CHECK-NEXT: %2 = memref.atomic_rmw muli %arg4, %arg1[%arg2] : (i64, memref<?xi64>) -> i64
// CHECK-NEXT: %3 = memref.generic_atomic_rmw %arg1[%arg2] : memref<?xi64> {
// CHECK-NEXT: ^bb0(%arg5: i64):
// CHECK-NEXT: memref.atomic_yield %arg5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<2>, instr : memref<4x4xf16>
// CHECK-NEXT: "test.use"(%2, %3) : (i64, i64) -> ()
// CHECK-NEXT: return %0, %1 : f16, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

memref.global "private" constant @table : memref<2x3xi16> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global @zeros : memref<4xf64> = dense<0.0> {alignment = 32 : i64}
memref.global "public" @space : memref<8xi32, 1> = uninitialized
memref.global "private" @extern : memref<f16>
func.func @use_globals() -> (memref<2x3xi16>, memref<8xi32, 1>) {
  %t = memref.get_global @table : memref<2x3xi16>
  %s = memref.get_global @space : memref<8xi32, 1> {note}
  return %t, %s : memref<2x3xi16>, memref<8xi32, 1>
}
func.func @atomics(%f: memref<4x4xf16>, %q: memref<?xi64>, %i: index, %h: f16, %v: i64) -> (f16, i64) {
  %a = memref.atomic_rmw minnumf %h, %f[%i, %i] : (f16, memref<4x4xf16>) -> f16
  %b = memref.atomic_rmw xori %v, %q[%i] {order = "relaxed"} : (i64, memref<?xi64>) -> i64
  %c = memref.atomic_rmw "muli" %v, %q[%i] : (i64, memref<?xi64>) -> i64
  %d = memref.generic_atomic_rmw %q[%i] : memref<?xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %old : i64
  }
  memref.prefetch %f[%i, %i], write, locality<2>, instr : memref<4x4xf16>
  "test.use"(%c, %d) : (i64, i64) -> ()
  return %a, %b : f16, i64
}
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}
