// FLAGS: -ownership-based-buffer-deallocation
func.func @has_bdealloc(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}
