// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// scf.while nested in scf.for, both carrying buffers, inner allocates each trip
func.func @nest(%n: index, %x: memref<4xi32>) -> memref<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %x) -> (memref<4xi32>) {
    %w:2 = scf.while (%b = %o, %k = %c0) : (memref<4xi32>, index) -> (memref<4xi32>, index) {
      %lt = arith.cmpi slt, %k, %i : index
      scf.condition(%lt) %b, %k : memref<4xi32>, index
    } do {
    ^bb0(%bb: memref<4xi32>, %kk: index):
      %t = memref.alloc() : memref<4xi32>
      memref.copy %bb, %t : memref<4xi32> to memref<4xi32>
      %k1 = arith.addi %kk, %c1 : index
      scf.yield %t, %k1 : memref<4xi32>, index
    }
    scf.yield %w#0 : memref<4xi32>
  }
  return %r : memref<4xi32>
}
