// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: f32, %y: f32) -> (f32, f32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = scf.if %t -> f32 {
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  } else {
    scf.yield %y : f32
  }
  %b = scf.if %f -> f32 {
    scf.yield %x : f32
  } else {
    %m = arith.mulf %x, %y : f32
    scf.yield %m : f32
  }
  return %a, %b : f32, f32
}
