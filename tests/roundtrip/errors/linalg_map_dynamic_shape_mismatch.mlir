// A linalg.map whose input is static and whose init is dynamic: the shapes
// must be equal, not merely compatible, and the message prints each shape as
// MLIR's integer list, the dynamic size included.
func.func @f(%x: tensor<2x8xf32>, %acc: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %m = linalg.map { math.absf } ins(%x : tensor<2x8xf32>) outs(%acc : tensor<2x?xf32>)
  return %m : tensor<2x?xf32>
}
