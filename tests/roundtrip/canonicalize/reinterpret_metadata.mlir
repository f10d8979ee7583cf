// FLAGS: -canonicalize
func.func @rebuild(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @rebuild_partial(%m: memref<?x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%n, %sz#1], strides: [%st#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @consts(%m: memref<f32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c8], strides: [%c8, %c1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @consts_partial(%m: memref<f32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %m to offset: [%c3], sizes: [%n, %c8], strides: [%c8, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
