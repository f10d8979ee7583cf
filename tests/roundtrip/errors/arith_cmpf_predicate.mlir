// arith.cmpf with an integer predicate name.
func.func @f(%a: f32) -> i1 {
  %0 = arith.cmpf slt, %a, %a : f32
  return %0 : i1
}
