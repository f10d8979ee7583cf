// FLAGS: -ownership-based-buffer-deallocation
func.func @has_dealloc(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %b : memref<2xf32>
}
