// FLAGS: -buffer-deallocation-pipeline
func.func @realloc(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
