// FLAGS: -buffer-deallocation-pipeline
// scf.parallel and scf.forall bodies with local temporaries; an if without results allocating
func.func @par(%n: index, %out: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<2xf32>
    %v = memref.load %out[%i] : memref<?xf32>
    memref.store %v, %t[%c0] : memref<2xf32>
    %w = memref.load %t[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<?xf32>
    scf.reduce
  }
  scf.forall (%j) in (%n) {
    %t = memref.alloc() : memref<1xf32>
    %v = memref.load %out[%j] : memref<?xf32>
    memref.store %v, %t[%c0] : memref<1xf32>
  }
  scf.if %c {
    %t = memref.alloc(%n) : memref<?xf32>
    memref.copy %out, %t : memref<?xf32> to memref<?xf32>
  }
  return
}
