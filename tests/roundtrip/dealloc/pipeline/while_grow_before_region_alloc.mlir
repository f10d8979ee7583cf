// FLAGS: -buffer-deallocation-pipeline
// scf.while whose before region produces a fresh buffer and the after region reallocates it
func.func @grow(%start: memref<?xi32>, %limit: index) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %w = scf.while (%cur = %start) : (memref<?xi32>) -> memref<?xi32> {
    %d = memref.dim %cur, %c0 : memref<?xi32>
    %go = arith.cmpi ult, %d, %limit : index
    scf.condition(%go) %cur : memref<?xi32>
  } do {
  ^bb0(%v: memref<?xi32>):
    %d = memref.dim %v, %c0 : memref<?xi32>
    %nd = arith.muli %d, %c2 : index
    %g = memref.realloc %v(%nd) : memref<?xi32> to memref<?xi32>
    scf.yield %g : memref<?xi32>
  }
  return %w : memref<?xi32>
}
