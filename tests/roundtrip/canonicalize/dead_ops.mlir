// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<?xf32>
  %a = memref.alloc(%i) : memref<?xf32>
  %1 = arith.addf %0, %0 : f32
  %2 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %r = scf.for %k = %i to %i step %i iter_args(%acc = %0) -> f32 {
    %l = memref.load %m[%k] : memref<?xf32>
    scf.yield %l : f32
  }
  "test.keep"(%m) : (memref<?xf32>) -> ()
  return
}
