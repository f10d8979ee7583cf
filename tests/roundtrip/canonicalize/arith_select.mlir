// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %t, %x, %y : i32
  %b = arith.select %f, %x, %y : i32
  %d = arith.select %c, %x, %x : i32
  %e = arith.select %c, %t, %f : i1
  %g = arith.select %c, %f, %t : i1
  %cmp = arith.cmpi eq, %x, %y : i32
  %h = arith.select %cmp, %x, %y : i32
  return %a, %b, %d, %e, %g, %h : i32, i32, i32, i1, i1, i32
}
