// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f() -> (i1, i1, i1, i1, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %n : f32
  %2 = arith.cmpf une, %n, %a : f32
  %3 = arith.cmpf uge, %b, %a : f32
  %4 = arith.cmpf ord, %a, %b : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
