// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c3, %c5 : i32
  %c = arith.addi %c3, %x : i32
  %d = arith.addi %c, %c5 : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}
