// FLAGS: -buffer-deallocation-pipeline
// input that already contains a bufferization.dealloc with a retained buffer
func.func @pre2(%n: index, %c: i1) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %r = bufferization.dealloc (%a : memref<?xf32>) if (%c) retain (%b : memref<?xf32>)
  return %b : memref<?xf32>
}
