// a numbered name bound twice in one function is a redefinition, also when a
// far larger number of the same stem came in between.
func.func @f(%a: i32) -> i32 {
  %v1 = arith.addi %a, %a : i32
  %v8000000 = arith.muli %v1, %a : i32
  %v1 = arith.subi %v8000000, %a : i32
  return %v1 : i32
}
