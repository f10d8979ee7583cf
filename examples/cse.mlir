// `bufopt examples/cse.mlir -cse` merges the repeated pure computations and drops
// the dead one, printing exactly what `mlir-opt examples/cse.mlir -cse` prints.
func.func @example(%a: f32, %b: f32, %cond: i1) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %unused = arith.subf %a, %b : f32
  %2 = arith.addf %0, %1 : f32
  cf.cond_br %cond, ^bb1(%2 : f32), ^bb2
^bb1(%x: f32):
  return %x : f32
^bb2:
  %3 = arith.mulf %a, %b : f32
  return %3 : f32
}
