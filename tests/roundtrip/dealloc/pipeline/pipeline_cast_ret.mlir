// FLAGS: -buffer-deallocation-pipeline
func.func @cast_ret() -> memref<?xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  %c = memref.cast %b : memref<8xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
