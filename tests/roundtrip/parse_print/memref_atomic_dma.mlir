// atomic_rmw kinds, generic_atomic_rmw with a body, dma_start/wait, prefetch variants, copy.
func.func @atom(%m: memref<10xf32>, %mi: memref<4x4xi32, 1>, %v: f32, %iv: i32, %k: index,
                %src: memref<40xf32, 2>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %0 = memref.atomic_rmw addf %v, %m[%k] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %v, %m[%k] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw ori %iv, %mi[%k, %k] : (i32, memref<4x4xi32, 1>) -> i32
  %3 = memref.atomic_rmw assign %iv, %mi[%k, %k] : (i32, memref<4x4xi32, 1>) -> i32
  %4 = memref.generic_atomic_rmw %m[%k] : memref<10xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  memref.dma_start %src[%k], %dst[%k, %k], %n, %tag[%k] : memref<40xf32, 2>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%k], %dst[%k, %k], %n, %tag[%k], %n, %n : memref<40xf32, 2>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%k], %n : memref<1xi32>
  memref.prefetch %m[%k], write, locality<0>, instr : memref<10xf32>
  memref.prefetch %mi[%k, %k], read, locality<2>, data : memref<4x4xi32, 1>
  memref.copy %m, %m : memref<10xf32> to memref<10xf32>
  "foo.use"(%0, %1, %2, %3, %4) : (f32, f32, i32, i32, f32) -> ()
  return
}
