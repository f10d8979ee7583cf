// FLAGS: -buffer-deallocation-pipeline
// memref.realloc of the carried buffer inside an scf.for, the size growing by the index
func.func @growfor(%n: index) -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xi8>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %a) -> (memref<?xi8>) {
    %d = memref.dim %b, %c0 : memref<?xi8>
    %nd = arith.addi %d, %i : index
    %g = memref.realloc %b(%nd) : memref<?xi8> to memref<?xi8>
    scf.yield %g : memref<?xi8>
  }
  return %r : memref<?xi8>
}
