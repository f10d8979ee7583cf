// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f() -> (i8, i8, i8, i16, i32) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %c = arith.constant -128 : i8
  %0 = arith.addi %a, %b : i8
  %1 = arith.muli %a, %a : i8
  %2 = arith.shli %b, %a : i8
  %d = arith.constant 300 : i16
  %e = arith.constant 7 : i16
  %3 = arith.remui %d, %e : i16
  %f = arith.constant -7 : i32
  %g = arith.constant 2 : i32
  %4 = arith.ceildivsi %f, %g : i32
  return %0, %1, %c, %3, %4 : i8, i8, i8, i16, i32
}
