// mlir-opt: error: use of undeclared SSA value name
// Use of an SSA value that is never defined.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %nowhere : i32
  return %0 : i32
}
