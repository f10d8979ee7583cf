// FLAGS: -buffer-deallocation-pipeline
// input that already contains a memref.dealloc (the ownership pass rejects it)
func.func @pre(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
