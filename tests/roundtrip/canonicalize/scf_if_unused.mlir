// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %x: f32, %m: memref<f32>) -> f32 {
  %a, %b = scf.if %c -> (f32, f32) {
    %s = arith.addf %x, %x : f32
    memref.store %s, %m[] : memref<f32>
    scf.yield %s, %x : f32, f32
  } else {
    %p = arith.mulf %x, %x : f32
    scf.yield %p, %p : f32, f32
  }
  return %a : f32
}
