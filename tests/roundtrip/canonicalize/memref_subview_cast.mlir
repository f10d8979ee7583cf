// FLAGS: --allow-unregistered-dialect -canonicalize
// A subview of a memref.cast to a more dynamic type uses the cast source.
func.func @f(%m: memref<16x16xf32>, %o: index, %p: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, %p] [4, %o] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
