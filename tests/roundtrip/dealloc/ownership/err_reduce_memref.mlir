// FLAGS: -ownership-based-buffer-deallocation
func.func @reduce_memref(%n: index, %m: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%m) -> memref<2xf32> {
    %t = memref.alloc() : memref<2xf32>
    scf.reduce(%t : memref<2xf32>) {
    ^bb0(%l: memref<2xf32>, %rr: memref<2xf32>):
      scf.reduce.return %l : memref<2xf32>
    }
  }
  return
}
