// FLAGS: -canonicalize
// mlir-opt 22 keeps the strided<[1]> layout of a transposed one-dimensional
// memref of unit stride at offset 0 (its map is the identity), so the result
// type must spell it out. An i64 memory space prints bare in the expected
// types of verifier messages (transpose, subview).
func.func @t_space(%a: memref<4xf32, 3>) -> memref<4xf32, 3> {
  %0 = memref.transpose %a (i) -> (i) : memref<4xf32, 3> to memref<4xf32, 3>
  return %0 : memref<4xf32, 3>
}
func.func @t_plain(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.transpose %a (i) -> (i) : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @t_ok(%a: memref<4xf32>) -> memref<4xf32, strided<[1]>> {
  %0 = memref.transpose %a (i) -> (i) : memref<4xf32> to memref<4xf32, strided<[1]>>
  return %0 : memref<4xf32, strided<[1]>>
}
func.func @t_ok_space(%a: memref<?xf32, strided<[1]>, 3>) -> memref<?xf32, strided<[1]>, 3> {
  %0 = memref.transpose %a (i) -> (i) : memref<?xf32, strided<[1]>, 3> to memref<?xf32, strided<[1]>, 3>
  return %0 : memref<?xf32, strided<[1]>, 3>
}
func.func @t_2d(%a: memref<4x5xf32>) -> memref<4x5xf32> {
  %0 = memref.transpose %a (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  return %0 : memref<4x5xf32>
}
func.func @t_2d_swap(%a: memref<4x5xf32>) -> memref<5x4xf32, strided<[1, 5]>> {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return %0 : memref<5x4xf32, strided<[1, 5]>>
}
func.func @t_stride2(%a: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  %0 = memref.transpose %a (i) -> (i) : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
func.func @t_dynoff(%a: memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.transpose %a (i) -> (i) : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
func.func @t_0d(%a: memref<f32>) -> memref<f32> {
  %0 = memref.transpose %a () -> () : memref<f32> to memref<f32>
  return %0 : memref<f32>
}
func.func @subview_space(%a: memref<8x8xf32, 3>) -> memref<4x4xf32, 3> {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x8xf32, 3> to memref<4x4xf32, 3>
  return %0 : memref<4x4xf32, 3>
}
