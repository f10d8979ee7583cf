// FLAGS: -canonicalize
func.func @unranked(%m: memref<*xf32, 1>) -> memref<?xf32, strided<[?], offset: ?>, 1> {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c2], sizes: [%c5], strides: [%c1] : memref<*xf32, 1> to memref<?xf32, strided<[?], offset: ?>, 1>
  return %r : memref<?xf32, strided<[?], offset: ?>, 1>
}
func.func @roundtrip_static(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [4, %sz#1], strides: [%st#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1]>>
  %c = memref.cast %r : memref<4x?xf32, strided<[?, 1]>> to memref<4x?xf32>
  return %c : memref<4x?xf32>
}
func.func @to_other_type(%m: memref<8xf32>) -> memref<?xf32, strided<[1]>> {
  %base, %off, %sz, %st = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz], strides: [%st] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
  %c = memref.cast %r : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
  return %c : memref<?xf32, strided<[1]>>
}
