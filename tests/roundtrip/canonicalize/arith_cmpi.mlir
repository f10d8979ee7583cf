// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cm = arith.constant -1 : i32
  %a = arith.cmpi slt, %c1, %c2 : i32
  %u = arith.cmpi ult, %cm, %c2 : i32
  %s = arith.cmpi sle, %x, %x : i32
  %n = arith.cmpi ne, %x, %x : i32
  %r = arith.cmpi sgt, %c2, %x : i32
  %f = arith.constant false
  %t = arith.constant true
  %p = arith.cmpi ne, %b, %f : i1
  %q = arith.cmpi eq, %b, %t : i1
  return %a, %u, %s, %n, %r, %p, %q : i1, i1, i1, i1, i1, i1, i1
}
