// %v01 is not %v1: using it when only %v1 is defined names an undeclared value.
func.func @f(%a: i32) -> i32 {
  %v1 = arith.addi %a, %a : i32
  return %v01 : i32
}
