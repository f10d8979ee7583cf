// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}
