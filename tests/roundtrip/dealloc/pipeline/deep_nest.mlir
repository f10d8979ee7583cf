// FLAGS: -buffer-deallocation-pipeline
func.func @deep(%c: i1, %d: i1, %n: index, %arg: memref<3xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> memref<3xf32> {
    %w = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %arg) -> (memref<3xf32>) {
      %e = scf.execute_region -> memref<3xf32> {
        %q = scf.if %d -> memref<3xf32> {
          %a = memref.alloc() : memref<3xf32>
          scf.yield %a : memref<3xf32>
        } else {
          scf.yield %acc : memref<3xf32>
        }
        scf.yield %q : memref<3xf32>
      }
      scf.yield %e : memref<3xf32>
    }
    scf.yield %w : memref<3xf32>
  } else {
    %b = memref.alloca() : memref<3xf32>
    scf.yield %b : memref<3xf32>
  }
  %out = memref.alloc() : memref<3xf32>
  memref.copy %r, %out : memref<3xf32> to memref<3xf32>
  return %out : memref<3xf32>
}
