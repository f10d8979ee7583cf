// FLAGS: --allow-unregistered-dialect -canonicalize=top-down=false
func.func @f(%c: i1, %x: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c2, %c3 : i32
  %r = scf.if %c -> i32 {
    %k = arith.constant 7 : i32
    %s = arith.addi %k, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %a, %r : i32, i32
}
