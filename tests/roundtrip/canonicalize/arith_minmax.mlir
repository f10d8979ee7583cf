// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant -9 : i32
  %a = arith.maxsi %x, %x : i32
  %b = arith.minsi %c3, %c9 : i32
  %c = arith.maxui %c3, %c9 : i32
  %d = arith.minui %c3, %c9 : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}
