// FLAGS: -canonicalize
func.func @a(%x: memref<8xf32>) -> memref<2x4xf32> {
  %c = memref.cast %x : memref<8xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<?xf32> to memref<2x4xf32>
  return %r : memref<2x4xf32>
}
func.func @b(%x: memref<8xf32>) -> memref<2x4xf32> {
  %s = memref.subview %x[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<4xf32, strided<[1]>> to memref<2x4xf32>
  return %r : memref<2x4xf32>
}
func.func @c(%x: memref<8xf32>) -> memref<8xf32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
func.func @d(%x: memref<8xf32>) -> memref<4xf32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %q = memref.reinterpret_cast %r to offset: [0], sizes: [4], strides: [1] : memref<2x4xf32> to memref<4xf32>
  return %q : memref<4xf32>
}
func.func @g(%x: memref<*xf32>) -> memref<f32, strided<[]>> {
  %c = memref.cast %x : memref<*xf32> to memref<4xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [], strides: [] : memref<4xf32> to memref<f32, strided<[]>>
  return %r : memref<f32, strided<[]>>
}
