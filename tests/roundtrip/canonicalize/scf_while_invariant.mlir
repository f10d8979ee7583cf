// FLAGS: --allow-unregistered-dialect -canonicalize
// Loop-invariant while arguments are replaced by their initial values.
func.func @f(%a: i32, %b: i32, %k: f32) -> (i32, f32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, f32) {
    %c = "foo.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y, %k : i32, i32, f32
  } do {
  ^bb0(%p: i32, %q: i32, %f: f32):
    %n = "foo.step"(%p, %q, %f) : (i32, i32, f32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#2 : i32, f32
}
