// FLAGS: --allow-unregistered-dialect -canonicalize
// A switch with only a default destination becomes a branch.
func.func @f(%x: i32, %a: f32) -> f32 {
  cf.switch %x : i32, [
    default: ^b(%a : f32)
  ]
^b(%v: f32):
  "foo.use"(%v) : (f32) -> ()
  return %v : f32
}
