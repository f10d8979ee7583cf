// FLAGS: --allow-unregistered-dialect -canonicalize
// A switch on a constant flag branches to the matching case.
func.func @f(%a: i64, %b: i64) -> i64 {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^d(%a : i64),
    1: ^one,
    2: ^two(%b : i64)
  ]
^one:
  "foo.one"() : () -> ()
  return %a : i64
^two(%t: i64):
  "foo.two"(%t) : (i64) -> ()
  return %t : i64
^d(%r: i64):
  return %r : i64
}
