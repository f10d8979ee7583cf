// FLAGS: --allow-unregistered-dialect -canonicalize
// Cases identical to the default are dropped.
func.func @f(%x: i16, %a: i32, %b: i32) -> i32 {
  cf.switch %x : i16, [
    default: ^d(%a : i32),
    7: ^d(%a : i32),
    8: ^d(%b : i32),
    9: ^d(%a : i32)
  ]
^d(%r: i32):
  return %r : i32
}
