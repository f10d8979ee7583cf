// FLAGS: -canonicalize
// reshapes of heap buffers with folds to undo them, passed across a branch
func.func @reshape_bufs(%c: i1) -> memref<4x4xf32> {
  %a = memref.alloc() : memref<16xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %f = memref.collapse_shape %e [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %e2 = memref.expand_shape %f [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %r = scf.if %c -> (memref<4x4xf32>) {
    scf.yield %e2 : memref<4x4xf32>
  } else {
    %b = memref.alloc() : memref<4x4xf32>
    scf.yield %b : memref<4x4xf32>
  }
  return %r : memref<4x4xf32>
}
