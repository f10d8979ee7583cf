// Locations are parsed but not printed without --mlir-print-debuginfo.
func.func @quiet(%a: f32 loc("x.mlir":1:2)) -> f32 {
  %0 = arith.addf %a, %a : f32 loc("x.mlir":2:3)
  %1 = arith.mulf %0, %a fastmath<fast> : f32 loc(fused["x.mlir":3:1, "y.mlir":4:1])
  %2 = "foo.op"(%1) : (f32) -> f32 loc(#l)
  return %2 : f32 loc(callsite("a":1:1 at "b":2:2))
} loc("x.mlir":1:1)
#l = loc("named"(unknown))

func.func @quiet_blocks(%c: i1 loc("y.mlir":1:1)) {
  cf.cond_br %c, ^bb1, ^bb2 loc("y.mlir":2:1)
^bb1:
  cf.br ^bb2 loc(unknown)
^bb2:
  return loc("y.mlir":9:9)
}
