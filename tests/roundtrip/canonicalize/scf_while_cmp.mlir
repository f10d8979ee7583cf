// FLAGS: --allow-unregistered-dialect -canonicalize
// Comparisons in the after region equal to the loop condition fold.
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %i, %n : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %same = arith.cmpi ult, %j, %n : index
    %inv = arith.cmpi uge, %j, %n : index
    %other = arith.cmpi eq, %j, %n : index
    "foo.use"(%same, %inv, %other) : (i1, i1, i1) -> ()
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}
