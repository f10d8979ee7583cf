// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i64) -> (i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c6 = arith.constant 6 : i64
  %cm4 = arith.constant -4 : i64
  %a = arith.muli %x, %c1 : i64
  %b = arith.muli %x, %c0 : i64
  %c = arith.divsi %cm4, %c6 : i64
  %d = arith.divui %x, %c1 : i64
  %e = arith.remsi %x, %c1 : i64
  %f = arith.floordivsi %cm4, %c6 : i64
  return %a, %b, %c, %d, %e, %f : i64, i64, i64, i64, i64, i64
}
