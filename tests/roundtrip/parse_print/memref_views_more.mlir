// subview of strided/offset memrefs with memory spaces, rank-reducing subviews, reinterpret_cast, reshape.
func.func @views(%m: memref<8x16xf32, strided<[32, 2], offset: 5>, 3>, %u: memref<*xf32>, %sh: memref<2xindex>, %a: index, %b: index, %l: memref<?xf32>) {
  %0 = memref.subview %m[1, 2] [2, 3] [1, 1] : memref<8x16xf32, strided<[32, 2], offset: 5>, 3> to memref<2x3xf32, strided<[32, 2], offset: 41>, 3>
  %1 = memref.subview %m[%a, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[32, 2], offset: 5>, 3> to memref<16xf32, strided<[2], offset: ?>, 3>
  %2 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32, strided<[32, 2], offset: 5>, 3> to memref<f32, strided<[], offset: 5>, 3>
  %3 = memref.reinterpret_cast %u to offset: [%a], sizes: [%b, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %4 = memref.reshape %l(%sh) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %5 = memref.subview %m[%a, %b] [%b, %a] [%a, %b] : memref<8x16xf32, strided<[32, 2], offset: 5>, 3> to memref<?x?xf32, strided<[?, ?], offset: ?>, 3>
  %6 = memref.dim %m, %a : memref<8x16xf32, strided<[32, 2], offset: 5>, 3>
  %7 = memref.cast %m : memref<8x16xf32, strided<[32, 2], offset: 5>, 3> to memref<?x?xf32, strided<[?, ?], offset: ?>, 3>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (memref<2x3xf32, strided<[32, 2], offset: 41>, 3>, memref<16xf32, strided<[2], offset: ?>, 3>, memref<f32, strided<[], offset: 5>, 3>, memref<?x4xf32, strided<[4, 1], offset: ?>>, memref<?x?xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>, 3>, index, memref<?x?xf32, strided<[?, ?], offset: ?>, 3>) -> ()
  return
}
