// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// generic printing of cf ops with successors, operand segments and weights.
func.func @cf(%c: i1, %x: i32, %v: f32) -> f32 {
  cf.cond_br %c, ^a(%v : f32), ^b(%v, %v : f32, f32) {branch_weights = array<i32: 1, 2>}
^a(%p: f32):
  cf.switch %x : i32, [
    default: ^b(%p, %p : f32, f32),
    4: ^a(%p : f32)
  ]
^b(%q: f32, %r: f32):
  cf.assert %c, "ok"
  return %q : f32
}
