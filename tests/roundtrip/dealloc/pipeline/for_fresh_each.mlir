// FLAGS: -buffer-deallocation-pipeline
func.func @for_fresh(%n: index, %init: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<?xf32>) {
    %d = memref.dim %acc, %c0 : memref<?xf32>
    %nx = memref.alloc(%d) : memref<?xf32>
    memref.copy %acc, %nx : memref<?xf32> to memref<?xf32>
    scf.yield %nx : memref<?xf32>
  }
  return %r : memref<?xf32>
}
