// FLAGS: -buffer-deallocation-pipeline
func.func @nested(%lb: index, %ub: index, %st: index) -> memref<4xi32> {
  %a = memref.alloc() : memref<4xi32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (memref<4xi32>) {
    %r2 = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (memref<4xi32>) {
      %b = memref.alloc() : memref<4xi32>
      memref.copy %y, %b : memref<4xi32> to memref<4xi32>
      scf.yield %b : memref<4xi32>
    }
    scf.yield %r2 : memref<4xi32>
  }
  return %r : memref<4xi32>
}
