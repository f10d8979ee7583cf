// FLAGS: -buffer-deallocation-pipeline
func.func @collapse(%c: i1) -> memref<16xf32> {
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc() : memref<4x4xf32>
  %s = arith.select %c, %a, %b : memref<4x4xf32>
  %v = memref.collapse_shape %s [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  return %v : memref<16xf32>
}
