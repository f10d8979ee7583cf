// FLAGS: --allow-unregistered-dialect -canonicalize
// A switch on the same flag in a case or default block is simplified.
func.func @f(%x: i8) {
  cf.switch %x : i8, [
    default: ^dflt,
    5: ^five
  ]
^five:
  cf.switch %x : i8, [
    default: ^p,
    5: ^q
  ]
^dflt:
  cf.switch %x : i8, [
    default: ^p,
    5: ^q,
    6: ^r
  ]
^p:
  "foo.p"() : () -> ()
  return
^q:
  "foo.q"() : () -> ()
  return
^r:
  "foo.r"() : () -> ()
  return
}
