// FLAGS: -canonicalize
// A collapse_shape of a memref.cast that only makes things more dynamic
// collapses the cast's source: in place when the result type is unchanged,
// else with a cast of the new collapse back to the old type (strided
// layouts included). A cast towards more static sizes stays.
func.func @static_src(%a: memref<2x4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<2x4xf32> to memref<?x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %d : memref<?xf32>
}
func.func @same_result(%a: memref<?x4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<?x4xf32> to memref<?x?xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %d : memref<?xf32>
}
func.func @strided(%a: memref<2x3x4xf32, strided<[12, 4, 1], offset: 7>>) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c = memref.cast %a : memref<2x3x4xf32, strided<[12, 4, 1], offset: 7>> to memref<?x3x4xf32, strided<[12, 4, 1], offset: ?>>
  %d = memref.collapse_shape %c [[0, 1], [2]] : memref<?x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %d : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @more_static_keeps(%a: memref<?x4xf32>) -> memref<8xf32> {
  %c = memref.cast %a : memref<?x4xf32> to memref<2x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  return %d : memref<8xf32>
}
func.func @space(%a: memref<2x4xf32, 1>) -> memref<?xf32, 1> {
  %c = memref.cast %a : memref<2x4xf32, 1> to memref<?x?xf32, 1>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32, 1> into memref<?xf32, 1>
  return %d : memref<?xf32, 1>
}
