// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1, i1, i1) {
  %f = arith.constant false
  %0 = bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c, %d)
  %1:2 = bufferization.dealloc (%n : memref<2xf32>) if (%c) retain (%m, %m : memref<2xf32>, memref<2xf32>)
  %2 = bufferization.dealloc retain (%n : memref<2xf32>)
  %3 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%f, %c) retain (%m : memref<2xf32>)
  %a = memref.alloc() : memref<3xf32>
  bufferization.dealloc (%a, %n : memref<3xf32>, memref<2xf32>) if (%c, %d)
  return %1#0, %1#1, %2, %3 : i1, i1, i1, i1
}
