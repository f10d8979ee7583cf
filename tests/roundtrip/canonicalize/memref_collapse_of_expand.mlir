// FLAGS: -canonicalize
// A collapse_shape of an expand_shape of identity-layout memrefs becomes one
// collapse, or one expansion whose dynamic sizes multiply the expanded sizes
// each new group joins (constant sizes folded into one factor), when every
// group of the lower-rank side is a run of whole groups of the other. A
// straddling group or a strided layout keeps the pair; an exact inverse
// folds to the source.
func.func @coe_to_expand(%a: memref<?x8xf32>, %n: index) -> memref<?x2x8xf32> {
  %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%n, 2, 2, 4] : memref<?x8xf32> into memref<?x2x2x4xf32>
  %c = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<?x2x2x4xf32> into memref<?x2x8xf32>
  return %c : memref<?x2x8xf32>
}
func.func @coe_to_expand2(%a: memref<?x?xf32>, %n: index, %m: index, %k: index) -> memref<?x?x?xf32> {
  %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%n, 3, %m, %k] : memref<?x?xf32> into memref<?x3x?x?xf32>
  %c = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x3x?x?xf32> into memref<?x?x?xf32>
  return %c : memref<?x?x?xf32>
}
func.func @coe_fail(%a: memref<6x4xf32>) -> memref<3x8xf32> {
  %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [3, 2, 2, 2] : memref<6x4xf32> into memref<3x2x2x2xf32>
  %c = memref.collapse_shape %e [[0], [1, 2, 3]] : memref<3x2x2x2xf32> into memref<3x8xf32>
  return %c : memref<3x8xf32>
}
func.func @coe_same_rank(%a: memref<6x4xf32>) -> memref<6x4xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<3x2x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
func.func @coe_collapse(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %e = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<2x3x2x2xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
func.func @coe_strided(%a: memref<2x12xf32, strided<[12, 1], offset: 5>>) -> memref<6x4xf32, strided<[4, 1], offset: 5>> {
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32, strided<[12, 1], offset: 5>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  return %c : memref<6x4xf32, strided<[4, 1], offset: 5>>
}
func.func @coe_static_mul(%a: memref<?x8xf32>, %n: index) -> memref<?x8xf32> {
  %e = memref.expand_shape %a [[0, 1, 2], [3]] output_shape [%n, 2, 3, 8] : memref<?x8xf32> into memref<?x2x3x8xf32>
  %c = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x2x3x8xf32> into memref<?x3x8xf32>
  %d = memref.cast %c : memref<?x3x8xf32> to memref<?x3x8xf32>
  return %a : memref<?x8xf32>
}
func.func @coe_dynmul(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x4xf32> {
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, %m, 4] : memref<?xf32> into memref<?x?x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}
func.func @coe_dynmul2(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x5xf32> {
  %e = memref.expand_shape %a [[0, 1, 2, 3]] output_shape [%n, 3, %m, 5] : memref<?xf32> into memref<?x3x?x5xf32>
  %c = memref.collapse_shape %e [[0, 1, 2], [3]] : memref<?x3x?x5xf32> into memref<?x5xf32>
  return %c : memref<?x5xf32>
}
