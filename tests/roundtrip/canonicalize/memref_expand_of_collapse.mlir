// FLAGS: -canonicalize
// An expand_shape of a collapse_shape of identity-layout memrefs becomes one
// collapse or one expansion when, group by group, one side's sizes collapse
// into the other's (dynamic sizes and unit dims included; a left-to-right
// and a right-to-left search must agree). Equal ranks, mismatched sizes,
// ambiguous dynamic splits and strided layouts keep the pair, except that an
// exact inverse folds to the source.
func.func @eoc_collapse(%a: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %e : memref<6x20xf32>
}
func.func @eoc_expand(%a: memref<4x8xf32>) -> memref<2x2x2x4xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 2, 2, 4] : memref<32xf32> into memref<2x2x2x4xf32>
  return %e : memref<2x2x2x4xf32>
}
func.func @eoc_fail(%a: memref<4x8xf32>) -> memref<8x4xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [8, 4] : memref<32xf32> into memref<8x4xf32>
  return %e : memref<8x4xf32>
}
func.func @eoc_dyn(%a: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %e : memref<?x2x2xf32>
}
func.func @eoc_dyn2(%a: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
func.func @eoc_multi(%a: memref<2x3x4x5xf32>) -> memref<6x2x2x5xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %e = memref.expand_shape %c [[0], [1, 2, 3]] output_shape [6, 2, 2, 5] : memref<6x20xf32> into memref<6x2x2x5xf32>
  return %e : memref<6x2x2x5xf32>
}
func.func @eoc_same_rank(%a: memref<2x6xf32>) -> memref<3x4xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<2x6xf32> into memref<12xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %e : memref<3x4xf32>
}
func.func @eoc_strided(%a: memref<4x8xf32, strided<[8, 1], offset: 3>>) -> memref<2x2x8xf32, strided<[16, 8, 1], offset: 3>> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 3>>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [2, 2, 8] : memref<32xf32, strided<[1], offset: 3>> into memref<2x2x8xf32, strided<[16, 8, 1], offset: 3>>
  return %e : memref<2x2x8xf32, strided<[16, 8, 1], offset: 3>>
}
func.func @eoc_strided_same(%a: memref<4x8xf32, strided<[8, 1], offset: 3>>) -> memref<4x8xf32, strided<[8, 1], offset: 3>> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 3>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[1], offset: 3>> into memref<4x8xf32, strided<[8, 1], offset: 3>>
  return %e : memref<4x8xf32, strided<[8, 1], offset: 3>>
}
func.func @eoc_unit(%a: memref<1x4x1xf32>) -> memref<2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<1x4x1xf32> into memref<4xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return %e : memref<2x2xf32>
}
func.func @eoc_to_unit(%a: memref<2x2xf32>) -> memref<1x4x1xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [1, 4, 1] : memref<4xf32> into memref<1x4x1xf32>
  return %e : memref<1x4x1xf32>
}
func.func @eoc_rank0(%a: memref<1x1xf32>) -> memref<1xf32> {
  %c = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  %e = memref.expand_shape %c [] output_shape [1] : memref<f32> into memref<1xf32>
  return %e : memref<1xf32>
}
func.func @a(%a: memref<?x2x3x5xf32>, %n: index, %m: index) -> memref<?x15xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<?x2x3x5xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 15] : memref<?xf32> into memref<?x15xf32>
  return %e : memref<?x15xf32>
}
func.func @b(%a: memref<?x?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
func.func @c(%a: memref<2x2x?xf32>, %n: index, %m: index) -> memref<2x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  return %e : memref<2x?xf32>
}
func.func @d(%a: memref<?x2x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x2x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
func.func @e(%a: memref<?x2x3x6x?xf32>, %n: index, %m: index) -> memref<?x6x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3, 4]] : memref<?x2x3x6x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 6, %m] : memref<?xf32> into memref<?x6x?xf32>
  return %e : memref<?x6x?xf32>
}
func.func @f(%a: memref<2x?x2xf32>, %n: index, %m: index) -> memref<2x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x?x2xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  return %e : memref<2x?xf32>
}
func.func @g(%a: memref<1x?x1xf32>, %n: index, %m: index) -> memref<?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<1x?x1xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %e : memref<?xf32>
}
func.func @h(%a: memref<?x1x4xf32>, %n: index, %m: index) -> memref<?x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x1x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
func.func @i(%a: memref<?x4x1xf32>, %n: index, %m: index) -> memref<?x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x4x1xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
func.func @j(%a: memref<3x?x5x1xf32>, %n: index, %m: index) -> memref<3x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<3x?x5x1xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, %n] : memref<?xf32> into memref<3x?xf32>
  return %e : memref<3x?xf32>
}
func.func @k(%a: memref<2x3x?xf32>, %n: index, %m: index) -> memref<6x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, %n] : memref<?xf32> into memref<6x?xf32>
  return %e : memref<6x?xf32>
}
func.func @l(%a: memref<?x6x2xf32>, %n: index, %m: index) -> memref<?x3x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x6x2xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
  return %e : memref<?x3x4xf32>
}
