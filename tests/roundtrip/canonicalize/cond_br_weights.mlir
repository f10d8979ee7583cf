// FLAGS: -canonicalize
// A cf.cond_br whose successors only forward to other blocks is rebuilt to branch there
// directly; its branch_weights stay on it (the edges are the same). The other cond_br
// patterns keep or drop the weights as mlir-opt 22 does.
func.func @f(%c: i1, %y: i64, %v: f32) -> f32 {
  cf.cond_br %c, ^a(%v : f32), ^b {branch_weights = array<i32: 3, 5>}
^a(%p: f32):
  return %p : f32
^b:
  cf.switch %y : i64, [
    default: ^c(%v, %v : f32, f32)
  ]
^c(%q: f32, %r: f32):
  %s = arith.addf %q, %r : f32
  return %s : f32
}
func.func @g(%c: i1, %v: f32) -> f32 {
  cf.cond_br %c, ^a(%v : f32), ^b {branch_weights = array<i32: 3, 5>}
^a(%p: f32):
  return %p : f32
^b:
  cf.br ^c(%v, %v : f32, f32)
^c(%q: f32, %r: f32):
  %s = arith.addf %q, %r : f32
  return %s : f32
}
func.func @h(%c: i1, %v: f32) -> f32 {
  cf.cond_br %c, ^b, ^a(%v : f32) {branch_weights = array<i32: 1, 9>}
^a(%p: f32):
  return %p : f32
^b:
  cf.br ^a(%v : f32)
}
func.func @neg(%c: i1, %v: f32, %w: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^a(%v : f32), ^a2(%w : f32) {branch_weights = array<i32: 2, 7>}
^a(%p: f32):
  return %p : f32
^a2(%q: f32):
  %s = arith.addf %q, %q : f32
  return %s : f32
}
func.func @both_pass(%c: i1, %v: f32, %w: f32) -> f32 {
  cf.cond_br %c, ^x, ^y {branch_weights = array<i32: 4, 6>}
^x:
  cf.br ^a(%v : f32)
^y:
  cf.br ^b(%w : f32)
^a(%p: f32):
  return %p : f32
^b(%q: f32):
  %s = arith.addf %q, %q : f32
  return %s : f32
}
func.func @truth(%c: i1, %v: f32) -> i1 {
  cf.cond_br %c, ^a, ^b {branch_weights = array<i32: 1, 2>}
^a:
  return %c : i1
^b:
  %f = arith.constant false
  return %f : i1
}
