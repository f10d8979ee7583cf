// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%m: memref<4xf32>, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = scf.for %i = %c4 to %c0 step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  %b = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> f32 {
    memref.store %acc, %m[%i] : memref<4xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  return %a, %b : f32, f32
}
