// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y : i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%u: i32):
  return
^bb3:
  cf.br ^bb2(%x : i32)
}
