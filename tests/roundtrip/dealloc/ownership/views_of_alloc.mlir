// FLAGS: -ownership-based-buffer-deallocation
func.func @views(%n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<4x8xf32>
  %c = memref.cast %a : memref<4x8xf32> to memref<?x8xf32>
  %s = memref.subview %c[1, 0] [2, 8] [1, 1] : memref<?x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 8>>
  %col = memref.collapse_shape %s [[0, 1]] : memref<2x8xf32, strided<[8, 1], offset: 8>> into memref<16xf32, strided<[1], offset: 8>>
  %d = memref.cast %col : memref<16xf32, strided<[1], offset: 8>> to memref<?xf32, strided<[1], offset: ?>>
  return %d : memref<?xf32, strided<[1], offset: ?>>
}
func.func @reinterpret(%n: index) -> memref<2x3xi32> {
  %a = memref.alloc() : memref<6xi32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xi32> to memref<2x3xi32>
  return %r : memref<2x3xi32>
}
func.func @expand(%n: index) -> memref<2x?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %h = arith.divui %n, %n : index
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, %h] : memref<?xf32> into memref<2x?xf32>
  return %e : memref<2x?xf32>
}
