// FLAGS: -buffer-deallocation-simplification
func.func @contained(%c: i1, %a: memref<2xf32>) -> (i1, i1) {
  %m = memref.alloc() : memref<2xf32>
  %0:2 = bufferization.dealloc (%m, %a : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%m, %a : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
