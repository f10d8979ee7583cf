// scf.for over i1/i8/i64 induction variables, zero-trip and reversed constant bounds.
func.func @ivs(%a: i64, %b: i64, %c: i8) -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  scf.for %i = %f to %t step %t : i1 {
    "foo.x"(%i) : (i1) -> ()
  }
  %c1 = arith.constant 1 : i8
  scf.for unsigned %j = %c to %c1 step %c1 : i8 {
  }
  %r = scf.for %k = %b to %a step %b iter_args(%acc = %a) -> (i64) : i64 {
    %s = arith.addi %acc, %k : i64
    scf.yield %s : i64
  }
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  scf.for %x = %c5 to %c2 step %c2 {
  }
  return %r : i64
}
