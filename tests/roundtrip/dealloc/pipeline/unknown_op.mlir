// FLAGS: --allow-unregistered-dialect -buffer-deallocation-pipeline
// an unregistered op producing a buffer from an allocation
func.func @unk(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = "test.opaque"(%a) : (memref<?xf32>) -> memref<?xf32>
  return %b : memref<?xf32>
}
