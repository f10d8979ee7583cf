// FLAGS: -ownership-based-buffer-deallocation
// dynamic sizes recomputed per iteration, buffer replaced with a bigger one
func.func @resize(%n: index, %init: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %init) -> (memref<?x?xf32>) {
    %d0 = memref.dim %m, %c0 : memref<?x?xf32>
    %d1 = memref.dim %m, %c1 : memref<?x?xf32>
    %e0 = arith.addi %d0, %c1 : index
    %nm = memref.alloc(%e0, %d1) : memref<?x?xf32>
    %sv = memref.subview %nm[0, 0] [%d0, %d1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
    memref.copy %m, %sv : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
    scf.yield %nm : memref<?x?xf32>
  }
  return %r : memref<?x?xf32>
}
