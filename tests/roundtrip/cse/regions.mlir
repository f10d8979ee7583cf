// FLAGS: --allow-unregistered-dialect -cse
// Values from an enclosing region are reused inside nested regions, not the other way round.
func.func @nested(%c: i1, %x: index) -> index {
  %0 = arith.addi %x, %x : index
  %r = scf.if %c -> index {
    %1 = arith.addi %x, %x : index
    %2 = arith.muli %1, %x : index
    scf.yield %2 : index
  } else {
    %3 = arith.muli %x, %x : index
    scf.yield %3 : index
  }
  %4 = arith.muli %x, %x : index
  %5 = arith.addi %r, %4 : index
  %6 = arith.addi %5, %0 : index
  return %6 : index
}
