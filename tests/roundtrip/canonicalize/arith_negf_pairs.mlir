// FLAGS: -canonicalize
// A product or quotient of two negations is that of the operands, with the
// outer op's fast-math flags.
func.func @mul(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x fastmath<nnan> : f32
  %b = arith.negf %y : f32
  %r = arith.mulf %a, %b fastmath<fast> : f32
  %s = arith.mulf %a, %b : f32
  return %r, %s : f32, f32
}
func.func @div(%x: vector<2xf16>, %y: vector<2xf16>) -> (vector<2xf16>, vector<2xf16>) {
  %a = arith.negf %x : vector<2xf16>
  %b = arith.negf %y : vector<2xf16>
  %r = arith.divf %a, %b fastmath<nsz,arcp> : vector<2xf16>
  return %r, %a : vector<2xf16>, vector<2xf16>
}
func.func @one_neg(%x: f64, %y: f64) -> (f64, f64, f64) {
  %a = arith.negf %x : f64
  %r = arith.mulf %a, %y : f64
  %s = arith.divf %y, %a : f64
  %t = arith.addf %a, %a : f64
  return %r, %s, %t : f64, f64, f64
}
func.func @same_neg(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.mulf %a, %a : f32
  return %r : f32
}
