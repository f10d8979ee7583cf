// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1) -> (index, index) {
  %a = arith.constant 4 : index
  %r = scf.if %c -> index {
    %b = arith.constant 4 : index
    %d = arith.constant 9 : index
    %s = arith.addi %b, %d : index
    scf.yield %s : index
  } else {
    %e = arith.constant 4 : index
    scf.yield %e : index
  }
  %z = arith.constant 4 : index
  return %r, %z : index, index
}
