// FLAGS: --allow-unregistered-dialect -canonicalize=max-iterations=1
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %c2 : i32
  %d = arith.addi %x, %b : i32
  return %d : i32
}
