// FLAGS: --allow-unregistered-dialect -canonicalize
// A zero-offset subview of a subview with the same sizes folds.
func.func @f(%m: memref<?x?xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.subview %m[%o, %o] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.subview %a[0, 0] [%n, %n] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
