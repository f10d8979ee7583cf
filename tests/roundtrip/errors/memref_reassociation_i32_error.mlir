// Reassociation entries must be i64 integers: the attribute constraint fails.
func.func @f(%m: memref<2x3xf32>) -> memref<6xf32> {
  %c = memref.collapse_shape %m [[0 : i32, 1 : i32]] : memref<2x3xf32> into memref<6xf32>
  return %c : memref<6xf32>
}
