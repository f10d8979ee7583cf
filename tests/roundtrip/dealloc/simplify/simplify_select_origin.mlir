// FLAGS: -buffer-deallocation-simplification
func.func @select_origin(%c: i1, %a: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %m, %n : memref<2xf32>
  %k = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m, %k : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%s : memref<2xf32>)
  return %0 : i1
}
