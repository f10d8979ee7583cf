// FLAGS: -canonicalize
// memref.transpose: an identity permutation to the same type folds away
// (rank 0 and 1 too, layouts and memory spaces kept); one to another type
// stays. Two transposes compose into one whose permutation applies the
// inner one first, dynamic sizes and strides included.
func.func @id_strided(%a: memref<2x3xf32, strided<[1, 2]>>) -> memref<2x3xf32, strided<[1, 2]>> {
  %t = memref.transpose %a (i, j) -> (i, j) : memref<2x3xf32, strided<[1, 2]>> to memref<2x3xf32, strided<[1, 2]>>
  return %t : memref<2x3xf32, strided<[1, 2]>>
}
func.func @id_difftype(%a: memref<2x3xf32>) -> memref<2x3xf32, strided<[3, 1]>> {
  %t = memref.transpose %a (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
  return %t : memref<2x3xf32, strided<[3, 1]>>
}
func.func @three(%a: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %t = memref.transpose %a (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %u = memref.transpose %t (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %u : memref<4x2x3xf32, strided<[1, 12, 4]>>
}
func.func @three2(%a: memref<2x3x4xf32>) -> memref<4x3x2xf32, strided<[1, 4, 12]>> {
  %t = memref.transpose %a (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %u = memref.transpose %t (i, j, k) -> (j, i, k) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  return %u : memref<4x3x2xf32, strided<[1, 4, 12]>>
}
func.func @dyn(%a: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, 1]>>
  return %u : memref<?x?xf32, strided<[?, 1]>>
}
func.func @rank0(%a: memref<f32>) -> memref<f32> {
  %t = memref.transpose %a () -> () : memref<f32> to memref<f32>
  return %t : memref<f32>
}
func.func @rank1(%a: memref<4xf32, strided<[1]>, 3>) -> memref<4xf32, strided<[1]>, 3> {
  %t = memref.transpose %a (i) -> (i) : memref<4xf32, strided<[1]>, 3> to memref<4xf32, strided<[1]>, 3>
  return %t : memref<4xf32, strided<[1]>, 3>
}
