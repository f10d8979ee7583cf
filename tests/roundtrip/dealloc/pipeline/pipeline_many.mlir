// FLAGS: -buffer-deallocation-pipeline
func.func @many(%x: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %b, %c : memref<4xf32> to memref<4xf32>
  memref.copy %c, %x : memref<4xf32> to memref<4xf32>
  return
}
