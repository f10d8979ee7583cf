// FLAGS: -convert-bufferization-to-memref
func.func @c(%a: memref<?x4xf32>, %b: memref<4xf32, strided<[?], offset: ?>>, %n: index) -> (memref<?x4xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<?xf32>) {
  %0 = bufferization.clone %a : memref<?x4xf32> to memref<?x4xf32>
  %1 = bufferization.clone %b : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %m = memref.alloc(%n) : memref<?xf32>
  %2 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %c = arith.constant true
  bufferization.dealloc (%m : memref<?xf32>) if (%c)
  return %0, %1, %2 : memref<?x4xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<?xf32>
}
