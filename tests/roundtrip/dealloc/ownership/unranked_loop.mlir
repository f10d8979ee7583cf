// FLAGS: -ownership-based-buffer-deallocation
// an unranked buffer carried by scf.for, replaced by a cast of a fresh ranked allocation
func.func @ul(%x: memref<*xf32>, %n: index) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%u = %x) -> (memref<*xf32>) {
    %a = memref.alloc() : memref<5xf32>
    %c = memref.cast %u : memref<*xf32> to memref<5xf32>
    memref.copy %c, %a : memref<5xf32> to memref<5xf32>
    %ua = memref.cast %a : memref<5xf32> to memref<*xf32>
    scf.yield %ua : memref<*xf32>
  }
  return %r : memref<*xf32>
}
