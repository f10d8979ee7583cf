// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// expand_shape, collapse_shape and reinterpret_cast of one allocation, the view returned
func.func @reshape(%n: index) -> (memref<2x6xf32>, memref<12xf32>) {
  %a = memref.alloc() : memref<12xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.collapse_shape %b [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [12], strides: [1] : memref<12xf32> to memref<12xf32>
  %t = memref.alloc(%n) : memref<?xf32>
  %tv = memref.reinterpret_cast %t to offset: [0], sizes: [%n, 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32, strided<[2, 1]>>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %tv[%c0, %c0] : memref<?x2xf32, strided<[2, 1]>>
  return %e, %r : memref<2x6xf32>, memref<12xf32>
}
