// FLAGS: -buffer-deallocation-pipeline
func.func @alloca_mix(%c: i1) -> memref<3xf32> {
  %a = memref.alloca() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  %s = arith.select %c, %a, %b : memref<3xf32>
  %d = memref.alloc() : memref<3xf32>
  memref.copy %s, %d : memref<3xf32> to memref<3xf32>
  return %d : memref<3xf32>
}
