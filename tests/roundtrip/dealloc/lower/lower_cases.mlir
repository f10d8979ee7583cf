// FLAGS: -bufferization-lower-deallocations
func.func @f(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  bufferization.dealloc (%m0 : memref<2xf32>) if (%c0)
  %1:2 = bufferization.dealloc (%m1 : memref<5xf32>) if (%c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  %2 = bufferization.dealloc retain (%r0 : memref<1xf32>)
  %3 = arith.andi %0#0, %1#1 : i1
  %4 = arith.andi %3, %2 : i1
  return %4, %1#0 : i1, i1
}
