// atomic_rmw kinds, generic_atomic_rmw, prefetch and dma-free misc memref ops.
func.func @atomics(%m: memref<10xf32>, %im: memref<10xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw assign %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw mulf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw addi %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %6 = memref.atomic_rmw maxs %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %7 = memref.atomic_rmw mins %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw maxu %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %9 = memref.atomic_rmw minu %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %10 = memref.atomic_rmw ori %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %11 = memref.atomic_rmw andi %x, %im[%i] : (i32, memref<10xi32>) -> i32
  %12 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %f : f32
    memref.atomic_yield %n : f32
  }
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %im[%i], write, locality<0>, instr : memref<10xi32>
  "foo.keep"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, f32) -> ()
  return
}
