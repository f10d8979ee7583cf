// FLAGS: -buffer-deallocation-pipeline
func.func @expand_local(%arg: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %e2 = memref.expand_shape %arg [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  memref.copy %e, %e2 : memref<4x4xf32> to memref<4x4xf32>
  return
}
