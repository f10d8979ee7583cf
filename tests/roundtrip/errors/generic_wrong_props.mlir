// a registered op in generic form with a property of the wrong kind.
func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = "slt"}> : (i32, i32) -> i1
  return %0 : i1
}
