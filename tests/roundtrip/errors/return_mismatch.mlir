// mlir-opt: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 2
// func.return operand count does not match the function signature (verifier error).
func.func @f(%a: i32) -> (i32, i32) {
  return %a : i32
}
