// FLAGS: -ownership-based-buffer-deallocation
func.func @alloca_yield(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloca() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (memref<4xf32>) {
    %s = memref.alloca() : memref<4xf32>
    memref.copy %a, %s : memref<4xf32> to memref<4xf32>
    scf.yield %s : memref<4xf32>
  }
  return %r : memref<4xf32>
}
