// FLAGS: --allow-unregistered-dialect -cse
// In a CFG, a value is reused only where its block dominates.
func.func @cfg(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addf %a, %b : f32
  %2 = arith.mulf %1, %a : f32
  cf.br ^bb3(%2 : f32)
^bb2:
  %3 = arith.mulf %a, %b : f32
  cf.br ^bb3(%3 : f32)
^bb3(%v: f32):
  %4 = arith.mulf %a, %b : f32
  %5 = arith.addf %v, %4 : f32
  %6 = arith.addf %5, %0 : f32
  return %6 : f32
}
