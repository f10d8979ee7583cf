// FLAGS: -buffer-deallocation-pipeline
func.func @for_local_temp(%lb: index, %ub: index, %st: index, %out: memref<8xf32>) {
  scf.for %i = %lb to %ub step %st {
    %t = memref.alloc() : memref<8xf32>
    %u = memref.alloc() : memref<8xf32>
    memref.copy %t, %u : memref<8xf32> to memref<8xf32>
    memref.copy %u, %out : memref<8xf32> to memref<8xf32>
  }
  return
}
