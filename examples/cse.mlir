// A small function with a repeated pure computation: `bufopt examples/cse.mlir -cse`
// keeps one of the two `foo.square` results only if the op were registered and pure;
// here it shows parsing, verification and mlir-opt-identical printing.
func.func @example(%a: f32, %cond: i1) -> f32 {
  %0 = "foo.square"(%a) : (f32) -> f32
  cf.cond_br %cond, ^bb1(%0 : f32), ^bb2
^bb1(%x: f32):
  return %x : f32
^bb2:
  return %a : f32
}
