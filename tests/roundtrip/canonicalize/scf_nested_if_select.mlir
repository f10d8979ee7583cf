// FLAGS: --allow-unregistered-dialect -canonicalize
// Nested ifs combine with a select for values from outside.
func.func @f(%a: i1, %b: i1, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.if %a -> (f32, f32) {
    %i = scf.if %b -> (f32) {
      %v = "foo.v"() : () -> f32
      scf.yield %v : f32
    } else {
      scf.yield %y : f32
    }
    scf.yield %i, %x : f32, f32
  } else {
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
