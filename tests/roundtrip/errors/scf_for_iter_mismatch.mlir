// scf.for yields fewer values than it has iter_args.
func.func @f(%lb: index, %x: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.yield %a : f32
  }
  return %r#0, %r#1 : f32, f32
}
