// FLAGS: -buffer-deallocation-pipeline
func.func @has_dealloc() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
