// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @f(%n: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = affine.apply affine_map<(d0)[s0] -> (s0 * 2 + d0 mod 4)>(%i)[%b]
    "test.use"(%0) : (index) -> ()
  }
  return
}
