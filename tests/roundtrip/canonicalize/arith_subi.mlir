// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: index, %y: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %a = arith.subi %x, %x : index
  %b = arith.subi %x, %c0 : index
  %s = arith.addi %x, %y : index
  %c = arith.subi %s, %y : index
  %d = arith.subi %c7, %c2 : index
  %e0 = arith.subi %x, %c2 : index
  %e = arith.subi %e0, %c7 : index
  return %a, %b, %c, %d, %e : index, index, index, index, index
}
