// mlir-opt: error: expected SSA operand
// File ends in the middle of an operation.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a,
