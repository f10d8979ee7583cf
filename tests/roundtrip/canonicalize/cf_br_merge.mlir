// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %b = arith.addi %a, %c1 : i32
  cf.br ^bb2
^bb2:
  return %b : i32
}
