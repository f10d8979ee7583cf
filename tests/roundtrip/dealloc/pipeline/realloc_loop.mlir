// FLAGS: -buffer-deallocation-pipeline
func.func @realloc_loop(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc(%c4) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<?xf32>) {
    %d = memref.dim %b, %c0 : memref<?xf32>
    %nd = arith.addi %d, %c4 : index
    %g = memref.realloc %b(%nd) : memref<?xf32> to memref<?xf32>
    scf.yield %g : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @realloc_shrink(%n: index) -> memref<2xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<2xf32>
  return %b : memref<2xf32>
}
