// FLAGS: -buffer-deallocation-pipeline
func.func @for_yield_alloc(%lb: index, %ub: index, %st: index, %init: memref<8xf32>) -> memref<8xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (memref<8xf32>) {
    %n = memref.alloc() : memref<8xf32>
    memref.copy %acc, %n : memref<8xf32> to memref<8xf32>
    scf.yield %n : memref<8xf32>
  }
  return %r : memref<8xf32>
}
