// FLAGS: -ownership-based-buffer-deallocation
func.func @many(%x: memref<3xf32>) -> memref<3xf32> {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  %c = memref.alloc() : memref<3xf32>
  %d = memref.alloc() : memref<3xf32>
  memref.copy %x, %a : memref<3xf32> to memref<3xf32>
  memref.copy %a, %b : memref<3xf32> to memref<3xf32>
  memref.copy %b, %c : memref<3xf32> to memref<3xf32>
  memref.copy %c, %d : memref<3xf32> to memref<3xf32>
  return %c : memref<3xf32>
}
