// FLAGS: -buffer-deallocation-simplification
func.func @not_aliasing_retained(%c: i1, %r: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%n : memref<2xf32>)
  return %0 : i1
}
