// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%m: memref<?xf32>, %n: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a, %b, %c = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %y, %r = %x) -> (f32, f32, f32) {
    %l = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %r, %l : f32
    scf.yield %p, %y, %s : f32, f32, f32
  }
  return %a, %b, %c : f32, f32, f32
}
