// FLAGS: -canonicalize
// Two collapse_shapes (or two expand_shapes) of identity-layout memrefs
// become one reshape by the composed groups, the outer expansion's output
// shape kept; rank-0 ends compose to no groups. A strided layout anywhere
// keeps both; a still-used inner reshape stays beside the new one.
func.func @cc_dyn(%a: memref<?x3x4xf32>) -> memref<?xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<?x3x4xf32> into memref<?x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %d : memref<?xf32>
}
func.func @cc_rank0(%a: memref<1x1x1xf32>) -> memref<f32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  %d = memref.collapse_shape %c [] : memref<1x1xf32> into memref<f32>
  return %d : memref<f32>
}
func.func @cc_strided(%a: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  return %d : memref<24xf32, strided<[1]>>
}
func.func @cc_space(%a: memref<2x3x4xf32, 1>) -> memref<24xf32, 1> {
  %c = memref.collapse_shape %a [[0], [1, 2]] : memref<2x3x4xf32, 1> into memref<2x12xf32, 1>
  %d = memref.collapse_shape %c [[0, 1]] : memref<2x12xf32, 1> into memref<24xf32, 1>
  return %d : memref<24xf32, 1>
}
func.func @ee_dyn(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x3x4xf32> {
  %c = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [%m, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32>
  return %d : memref<?x3x4xf32>
}
func.func @ee_rank0(%a: memref<f32>) -> memref<1x1x1xf32> {
  %c = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
  return %d : memref<1x1x1xf32>
}
func.func @ee_used(%a: memref<24xf32>) -> (memref<2x3x4xf32>, memref<6x4xf32>) {
  %c = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %d, %c : memref<2x3x4xf32>, memref<6x4xf32>
}
func.func @cc_then_inverse(%a: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %e = memref.expand_shape %d [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %e : memref<2x3x4xf32>
}
