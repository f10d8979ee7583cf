// FLAGS: -buffer-deallocation-pipeline
func.func @dyn_alloca(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f32) {
    %t = memref.alloca(%m) : memref<?xf32>
    %h = memref.alloc(%m) : memref<?xf32>
    memref.store %s, %t[%c0] : memref<?xf32>
    memref.copy %t, %h : memref<?xf32> to memref<?xf32>
    %v = memref.load %h[%c0] : memref<?xf32>
    %ns = arith.addf %v, %s : f32
    scf.yield %ns : f32
  }
  return %r : f32
}
