// FLAGS: --allow-unregistered-dialect -cse
// Duplicate pure arithmetic folds into the first occurrence; dead pure ops go.
func.func @dup(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1b : i32
  %2 = arith.muli %0, %b : i32
  %3 = arith.muli %1, %b : i32
  %dead = arith.subi %a, %b : i32
  return %2, %3 : i32, i32
}
