// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32) {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %s0 = arith.select %c, %x, %y : i32
  %a = arith.select %c, %s0, %z : i32
  %nc = arith.xori %c, %t : i1
  %b = arith.select %nc, %x, %y : i32
  %e = arith.select %c, %c1, %c0 : i32
  %g = arith.select %c, %c0, %c1 : i32
  return %a, %b, %e, %g : i32, i32, i32, i32
}
