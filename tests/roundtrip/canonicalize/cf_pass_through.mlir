// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%v: i32):
  "test.use"(%v) : (i32) -> ()
  return %v : i32
}
