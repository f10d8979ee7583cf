// Reassociation entries must be i64 integers: the attribute constraint fails.
func.func @f(%m: memref<6xf32>) -> memref<2x3xf32> {
  %c = memref.expand_shape %m [["a", 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %c : memref<2x3xf32>
}
