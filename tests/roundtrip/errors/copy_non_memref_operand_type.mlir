// memref.copy written with a tensor type: the base memref type parser names neither what it wanted
// nor what it found.
func.func @f(%a: memref<3xf32>, %t: tensor<3xf32>) {
  memref.copy %a, %t : memref<3xf32> to tensor<3xf32>
  return
}
