// cf.assert, cond_br with weights, switch on different integer types, branch to self, empty switch.
func.func @cf(%c: i1, %x: i8, %y: i64, %v: f32) -> f32 {
  cf.assert %c, "must hold \"quoted\" \n"
  cf.cond_br %c, ^a(%v : f32), ^b {branch_weights = array<i32: 3, 5>}
^a(%p: f32):
  cf.switch %x : i8, [
    default: ^b,
    -128: ^a(%p : f32),
    127: ^c(%p, %p : f32, f32)
  ]
^b:
  cf.switch %y : i64, [
    default: ^c(%v, %v : f32, f32)
  ]
^c(%q: f32, %r: f32):
  %s = arith.addf %q, %r : f32
  cf.cond_br %c, ^c(%s, %q : f32, f32), ^d
^d:
  return %s : f32
}
func.func @self_loop() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
