// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32, %y: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi slt, %x, %y : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}
