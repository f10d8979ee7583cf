// FLAGS: --allow-unregistered-dialect -canonicalize
// Constant subview arguments become static, with a cast to the old type.
func.func @f(%m: memref<?x?xf32>, %o: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %s = memref.subview %m[%o, %c2] [%c8, %c8] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @g(%m: memref<16x16xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%c3, 4] [1, 4] [1, 1] : memref<16x16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}
