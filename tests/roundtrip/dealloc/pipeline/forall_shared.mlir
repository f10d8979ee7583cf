// FLAGS: -buffer-deallocation-pipeline
func.func @forall_shared(%n: index, %out: memref<?xf32>) -> memref<?xf32> {
  %res = memref.alloc(%n) : memref<?xf32>
  scf.forall (%i) in (%n) {
    %t = memref.alloca() : memref<1xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %out[%i] : memref<?xf32>
    memref.store %v, %t[%c0] : memref<1xf32>
    %w = memref.load %t[%c0] : memref<1xf32>
    memref.store %w, %res[%i] : memref<?xf32>
  }
  return %res : memref<?xf32>
}
