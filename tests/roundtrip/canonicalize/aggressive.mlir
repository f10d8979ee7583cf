// FLAGS: --allow-unregistered-dialect -canonicalize=region-simplify=aggressive
func.func @f(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
