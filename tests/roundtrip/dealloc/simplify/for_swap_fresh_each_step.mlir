// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// two buffers swapped every iteration of an scf.for, one freshly allocated each step
func.func @swap_loop(%n: index, %init: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init, %y = %b) -> (memref<4xf32>, memref<4xf32>) {
    %f = memref.alloc() : memref<4xf32>
    memref.copy %x, %f : memref<4xf32> to memref<4xf32>
    scf.yield %y, %f : memref<4xf32>, memref<4xf32>
  }
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}
