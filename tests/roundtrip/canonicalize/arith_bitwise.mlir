// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i1, %y: i8) -> (i1, i1, i1, i8, i8, i8, i8) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.andi %x, %t : i1
  %b = arith.ori %x, %f : i1
  %c = arith.xori %x, %x : i1
  %m = arith.constant -1 : i8
  %d = arith.andi %y, %m : i8
  %e = arith.ori %y, %m : i8
  %g = arith.xori %y, %m : i8
  %h = arith.xori %g, %m : i8
  return %a, %b, %c, %d, %e, %g, %h : i1, i1, i1, i8, i8, i8, i8
}
