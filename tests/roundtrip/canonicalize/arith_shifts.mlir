// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %cm = arith.constant -256 : i32
  %a = arith.shli %x, %c0 : i32
  %b = arith.shrui %cm, %c4 : i32
  %c = arith.shrsi %cm, %c4 : i32
  %d = arith.shli %c4, %c4 : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}
