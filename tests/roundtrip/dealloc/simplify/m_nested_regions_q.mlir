// FLAGS: -ownership-based-buffer-deallocation=private-function-dynamic-ownership -buffer-deallocation-simplification -canonicalize
// temporary buffers inside nested scf.if / scf.for / execute_region, one escaping through yields
func.func @nest(%lb: index, %ub: index, %c: i1) -> memref<3xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 3.0 : f32
  %init = memref.alloc() : memref<3xf32>
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%cur = %init) -> (memref<3xf32>) {
    %tmp = memref.alloc() : memref<3xf32>
    memref.store %f, %tmp[%c0] : memref<3xf32>
    %n = scf.if %c -> (memref<3xf32>) {
      %e = scf.execute_region -> memref<3xf32> {
        %q = memref.alloc() : memref<3xf32>
        memref.copy %tmp, %q : memref<3xf32> to memref<3xf32>
        scf.yield %q : memref<3xf32>
      }
      scf.yield %e : memref<3xf32>
    } else {
      scf.yield %cur : memref<3xf32>
    }
    scf.yield %n : memref<3xf32>
  }
  return %r : memref<3xf32>
}
