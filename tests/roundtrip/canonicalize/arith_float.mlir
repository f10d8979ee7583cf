// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: f32) -> (f32, f32, f32, f64, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %z = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %x, %one : f32
  %2 = arith.addf %x, %z : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.2 : f64
  %3 = arith.addf %c, %d : f64
  %4 = arith.divf %a, %b : f32
  %5 = arith.negf %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f64, f32, f32
}
