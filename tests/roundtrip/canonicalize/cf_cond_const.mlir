// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  return %a : i32
^bb2:
  return %y : i32
}
