// mlir-opt: error: expected '>' in tensor type
// Unbalanced brackets in a type.
func.func @f(%a: tensor<4x?xf32) -> () {
  return
}
