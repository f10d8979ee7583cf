// FLAGS: -buffer-deallocation-simplification
func.func @dups(%c: i1, %d: i1, %a: memref<2xf32>) -> (i1, i1) {
  %m = memref.alloc() : memref<2xf32>
  %0:2 = bufferization.dealloc (%m, %m, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %d) retain (%a, %a : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
