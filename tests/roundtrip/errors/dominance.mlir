// mlir-opt: error: operand #0 does not dominate this use
// Use of a value in a block not dominated by its definition.
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  return %x : i32
}
