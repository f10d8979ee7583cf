// FLAGS: -buffer-deallocation-simplification
func.func @views(%c: i1) -> i1 {
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %w = memref.cast %m : memref<8xf32> to memref<?xf32>
  %n = memref.alloc() : memref<8xf32>
  %0 = bufferization.dealloc (%m, %n : memref<8xf32>, memref<8xf32>) if (%c, %c) retain (%v : memref<4xf32, strided<[1]>>)
  %1 = bufferization.dealloc (%n : memref<8xf32>) if (%c) retain (%w : memref<?xf32>)
  %2 = arith.andi %0, %1 : i1
  return %2 : i1
}
