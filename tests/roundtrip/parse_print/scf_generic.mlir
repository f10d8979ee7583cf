// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// generic printing of scf ops with implicit terminators and block arguments.
func.func @g(%lb: index, %ub: index, %c: i1, %x: f32) -> f32 {
  scf.for %i = %lb to %ub step %ub {
    "foo.x"(%i) : (index) -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %y = arith.negf %x : f32
    scf.yield %y : f32
  }
  scf.if %c {
    "foo.y"() : () -> ()
  }
  scf.forall (%i) in (%ub) {
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %r : f32
}
