// FLAGS: -buffer-deallocation-simplification
func.func @split(%c0: i1, %c1: i1, %r: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m, %n, %r : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c1) retain (%r : memref<2xf32>)
  return %0 : i1
}
