// use before definition is only allowed in graph regions, not in func bodies.
func.func @f() -> i32 {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return %0 : i32
}
