// FLAGS: -buffer-deallocation-pipeline
func.func @for_swap(%lb: index, %ub: index, %st: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (memref<4xf32>, memref<4xf32>) {
    memref.copy %x, %y : memref<4xf32> to memref<4xf32>
    scf.yield %y, %x : memref<4xf32>, memref<4xf32>
  }
  return %r#0 : memref<4xf32>
}
