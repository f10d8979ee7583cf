// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> (i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a, %b = scf.if %c -> (i32, i1) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %t : i32, i1
  } else {
    scf.yield %y, %f : i32, i1
  }
  return %a, %b : i32, i1
}
