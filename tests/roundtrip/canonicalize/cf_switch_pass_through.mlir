// FLAGS: --allow-unregistered-dialect -canonicalize
// Cases to blocks that only branch on are redirected.
func.func @f(%x: i32, %a: i32) {
  cf.switch %x : i32, [
    default: ^hop,
    4: ^hop2(%a : i32)
  ]
^hop:
  cf.br ^end(%a : i32)
^hop2(%h: i32):
  cf.br ^end(%h : i32)
^end(%v: i32):
  "foo.use"(%v) : (i32) -> ()
  return
}
