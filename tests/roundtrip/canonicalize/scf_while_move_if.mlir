// FLAGS: --allow-unregistered-dialect -canonicalize
// An if on the loop condition before scf.condition moves into the body.
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    %i = scf.if %c -> (i32) {
      %t = "foo.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
