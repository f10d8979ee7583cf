// FLAGS: -buffer-deallocation-pipeline
func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
func.func @grow_static(%src: memref<2xi8>) -> memref<6xi8> {
  %a = memref.alloc() : memref<2xi8>
  memref.copy %src, %a : memref<2xi8> to memref<2xi8>
  %b = memref.realloc %a : memref<2xi8> to memref<6xi8>
  return %b : memref<6xi8>
}
