// FLAGS: -ownership-based-buffer-deallocation
// scf.execute_region with an early exit block yielding one of two buffers
func.func @region_pick(%c: i1, %x: memref<2x3xf32>) -> memref<2x3xf32> {
  %r = scf.execute_region -> memref<2x3xf32> {
    %a = memref.alloc() : memref<2x3xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    memref.copy %x, %a : memref<2x3xf32> to memref<2x3xf32>
    scf.yield %a : memref<2x3xf32>
  ^bb2:
    scf.yield %x : memref<2x3xf32>
  }
  return %r : memref<2x3xf32>
}
