// FLAGS: -buffer-deallocation-simplification
func.func @loop_arg(%lb: index, %ub: index, %s: index, %init: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %init) -> (memref<2xf32>) {
    %m = memref.alloc() : memref<2xf32>
    %0 = bufferization.dealloc (%x, %m : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%init : memref<2xf32>)
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}
